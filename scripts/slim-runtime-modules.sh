#!/usr/bin/env bash
# Removes from a production node_modules what the server never reads. It runs in the same RUN as the
# image's `npm ci` (a file deleted in a later layer still weighs in the image) and in
# `npm run image:rehearse`. The Noto font packages ship nine weights each with a preview image beside
# every file (140 MB); documents print with the regular and the bold one (EMBEDDED_FONT_FILES in
# apps/server/src/modules/quotes/pdf-typeface.ts; scripts/slim-runtime-modules.test.mjs checks both
# agree). Usage: scripts/slim-runtime-modules.sh [node_modules folder]
set -euo pipefail
modules="${1:-node_modules}"
kept_weights=" 400Regular 700Bold "

[ -d "$modules" ] || { echo "slim-runtime-modules: no folder $modules" >&2; exit 1; }
for family in "$modules"/@expo-google-fonts/*/; do
  [ -d "$family" ] || continue
  for weight in "$family"*/; do
    case "$kept_weights" in *" $(basename "$weight") "*) ;; *) rm -rf "$weight" ;; esac
  done
  find "$family" -name '*.png' -type f -delete
done
