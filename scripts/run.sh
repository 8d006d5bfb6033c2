#!/usr/bin/env bash
# Builds Sandtable's web app and serves it:
#   scripts/run.sh [PORT]          the release bundles (what players get), on http://127.0.0.1:PORT (8080)
#   scripts/run.sh --dev [PORT]    a quick unoptimised build for working on the UI (profile wasm-dev, no
#                                  wasm-opt; bigger and slower, never for measuring), served from dist-dev/
# PORT=9000 scripts/run.sh works too. Installs what is missing first (wasm32 target, Trunk,
# wasm-bindgen-cli, npm packages).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

dev=0
port="${PORT:-8080}"
for arg in "$@"; do
  case "$arg" in
    --dev) dev=1 ;;
    ''|*[!0-9]*) echo "usage: scripts/run.sh [--dev] [PORT]  (PORT must be a number, got '$arg')" >&2; exit 2 ;;
    *) port="$arg" ;;
  esac
done

ensure_rust_tools
ensure_node_tools
cargo fetch
if [ "$dev" -eq 1 ]; then
  build_web_dev
  dir=dist-dev
else
  build_web
  dir=dist
fi
say "serving $dir/"
echo "Open http://127.0.0.1:$port/ in a browser (Ctrl-C stops the server)."
exec node tests/e2e/server.mjs "$dir" "$port"
