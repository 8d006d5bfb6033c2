#!/usr/bin/env bash
# Builds Sandtable's web app and serves it: scripts/run.sh [PORT]   (or PORT=9000 scripts/run.sh)
# Installs what is missing first (wasm32 target, Trunk, wasm-bindgen-cli, npm packages).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

port="${1:-${PORT:-8080}}"
case "$port" in
  ''|*[!0-9]*) echo "usage: scripts/run.sh [PORT]  (PORT must be a number, got '$port')" >&2; exit 2 ;;
esac

ensure_rust_tools
ensure_node_tools
cargo fetch
build_web
say "serving dist/"
echo "Open http://127.0.0.1:$port/ in a browser (Ctrl-C stops the server)."
exec node tests/e2e/server.mjs dist "$port"
