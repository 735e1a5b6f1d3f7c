#!/usr/bin/env bash
# The container image's runtime stage (Dockerfile) without Docker: the same files copied into an empty
# folder, the same production-only `npm ci`, then the server started as in the image, with the image's
# health check. Needs `npm run build` first (the image's build stage). Usage: npm run image:rehearse
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
data="$(mktemp -d)"
trap 'kill "${server:-0}" 2>/dev/null || true; rm -rf "$work" "$data"' EXIT

[ -f "$root/apps/web/dist/index.html" ] || { echo "apps/web/dist is missing: run npm run build first"; exit 1; }
[ -f "$root/apps/server/dist/main.mjs" ] || { echo "apps/server/dist is missing: run npm run build first"; exit 1; }
cd "$work"
mkdir -p packages/shared apps/server apps/web
cp "$root/package.json" "$root/package-lock.json" .
cp "$root/packages/shared/package.json" packages/shared/
cp "$root/apps/server/package.json" apps/server/
cp "$root/apps/web/package.json" apps/web/
# The Dockerfile's RUN line, word for word (but its cache clean, which would empty this machine's cache).
mkdir -p scripts && cp "$root/scripts/slim-runtime-modules.sh" scripts/
npm ci --omit=dev --no-audit --no-fund --include-workspace-root=false \
  --workspace=@boardhouse/server --workspace=@boardhouse/shared \
  && bash scripts/slim-runtime-modules.sh node_modules
cp -r "$root/packages/shared/src" packages/shared/src
cp -r "$root/apps/server/src" apps/server/src
mkdir -p apps/web && cp -r "$root/apps/web/dist" apps/web/dist
cp -r "$root/apps/server/dist" apps/server/dist

export NODE_ENV=production HOST=127.0.0.1 PORT="${REHEARSAL_PORT:-18080}" DATA_DIR="$data"
export JWT_SECRET="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
export PUBLIC_URL="http://localhost:$PORT"
node --enable-source-maps apps/server/dist/main.mjs > "$data/server.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do
  # The image's HEALTHCHECK command.
  if node -e "fetch(\`http://127.0.0.1:\${process.env.PORT}/health/ready\`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    # Every font a Japanese or Chinese document embeds is still there after the slimming.
    node --import tsx -e "import('./apps/server/src/modules/quotes/pdf-typeface.ts').then(({ EMBEDDED_FONT_FILES: files }) => { const missing = files.filter((file) => { try { require.resolve(file); return false; } catch { return true; } }); if (missing.length) { console.error('missing fonts: ' + missing.join(', ')); process.exit(1); } })"
    page="$(node -e "fetch('http://127.0.0.1:$PORT/').then((r) => r.text()).then((t) => console.log(t.includes('<div id=\"root\">') ? 'web app served' : 'no web app'))")"
    echo "image rehearsal: ready on production dependencies only ($(du -sh node_modules | cut -f1) node_modules), $page"
    [ "$page" = "web app served" ]
    exit $?
  fi
  sleep 1
done
echo "image rehearsal: the server was not ready within 60 s"; cat "$data/server.log"; exit 1
