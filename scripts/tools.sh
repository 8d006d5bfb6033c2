# Sourced by scripts/run.sh and scripts/test.sh: installs whatever is missing, skipping every tool that
# already answers with the right version (shared/toolchain.md has the versions and why).
# Each check is a version query: quick when everything is there.

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
WASM_OPT_VERSION=132

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

ensure_rust_tools() {
  export PATH="$HOME/.cargo/bin:$PATH"
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (about 8 minutes on 2 cores)"
    cargo install --locked trunk --version "$TRUNK_VERSION"
  fi
  # Without --locked: its lockfile pins a crate the registry lacks (shared/toolchain.md).
  if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f1-2)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes)"
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

# npm packages: binaryen (wasm-opt 132; Debian's 108 breaks the wasm), playwright-core, map tools.
ensure_node_tools() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "Node.js and npm are needed (https://nodejs.org); this machine has neither." >&2
    return 1
  fi
  if ! node_modules/.bin/wasm-opt --version 2>/dev/null | grep -q "version $WASM_OPT_VERSION" \
    || [ ! -f node_modules/playwright-core/package.json ]; then
    say "installing npm packages (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
  # wasm-opt from npm goes first on PATH, ahead of any distribution binaryen.
  export PATH="$PWD/node_modules/.bin:$PATH"
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    say "installing Debian chromium and chromium-driver"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
  fi
  ensure_korean_font
}

# A Korean font for Chromium, so the Korean screenshots show Hangul rather than empty boxes
# (Debian's fonts-nanum: small, and the Korean rulebooks' own choice of face). Skipped when any font
# that covers Korean is installed already.
ensure_korean_font() {
  if command -v fc-list >/dev/null && [ -n "$(fc-list :lang=ko family 2>/dev/null | head -n1)" ]; then
    return 0
  fi
  say "installing a Korean font (Debian fonts-nanum)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-nanum fontconfig
}

# The release web bundles in dist/ (Trunk runs the wasm-release profile and wasm-opt -Oz; index.html).
build_web() {
  say "building the web bundles (trunk build --release)"
  trunk build --release
}

# The quick unoptimised bundles in dist-dev/ (the wasm-dev profile, no wasm-opt): for working on the UI.
build_web_dev() {
  say "building the web bundles for development (trunk build, profile wasm-dev)"
  trunk build --dist dist-dev
}
