# Boardhouse as a container image. The build stage runs the very commands CI runs (`npm ci`,
# `npm run build`); the runtime stage installs the server's production dependencies only, with the
# same command `npm run image:rehearse` runs on a machine without Docker (scripts/image-rehearsal.sh).
# Build: docker build -t boardhouse .        Run: see compose.yaml and docs/deployment.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY scripts/slim-runtime-modules.sh scripts/
# In the same RUN as the install, so no layer keeps what the slimming removes (unused font weights).
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root=false \
      --workspace=@boardhouse/server --workspace=@boardhouse/shared \
    && bash scripts/slim-runtime-modules.sh node_modules \
    && npm cache clean --force
COPY packages/shared/src packages/shared/src
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The server bundle (scripts/build-server.mjs, part of `npm run build`); it reads migrations, fonts and
# the demo project from apps/server/src beside it, and Gerber/BOM worker threads still run from there.
COPY --from=build /app/apps/server/dist apps/server/dist
# DATA_DIR keeps the embedded database, files and generated secrets when no PostgreSQL and object
# storage are configured; it belongs to the unprivileged `node` user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
