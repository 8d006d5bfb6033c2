#!/usr/bin/env bash
# Everything CI checks, from a fresh checkout: installs what is missing, then
#   1. the Rust tests of the workspace (engine rules and data, web app's i18n and saves),
#   2. a fuzz run of the CLI (10,000 complete random games of Twilight Struggle; FUZZ_GAMES=N to change;
#      10,000 of Empire of the Sun's South Pacific, FUZZ_EOTS_GAMES=N; 1,000 of each of its nine main-map
#      scenarios, the full campaign included, EOTS_SCENARIO_GAMES=N: about 35 minutes on two cores),
#      and of every untrusted input (links, records, positions, data packs, saves; FUZZ_INPUTS=N each),
#   3. the release web bundle (trunk build --release),
#   4. the browser end-to-end tests (node --test, headless Chromium via playwright-core).
# Every step runs even when an earlier one failed (except the browser tests, which need the bundle);
# the last line sums them up: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

log_dir="${TMPDIR:-/tmp}/sandtable-test.$$"
mkdir -p "$log_dir"
passed=0
failed=0
steps_failed=()

count() { passed=$((passed + $1)); failed=$((failed + $2)); }

set -e
ensure_rust_tools
ensure_node_tools
ensure_chromium
say "fetching crates (cargo fetch --locked: Cargo.lock is committed and must be current)"
cargo fetch --locked
set +e

say "1/4 cargo test --workspace --release"
cargo test --workspace --release 2>&1 | tee "$log_dir/cargo-test.log"
status=${PIPESTATUS[0]}
sum_word() { awk -v w="$1" '/^test result:/ { for (i = 1; i < NF; i++) if ($(i + 1) ~ "^" w) s += $i } END { print s + 0 }' "$2"; }
p=$(sum_word passed "$log_dir/cargo-test.log")
f=$(sum_word failed "$log_dir/cargo-test.log")
if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi  # a build error counts as a failure
count "$p" "$f"
[ "$status" -eq 0 ] || steps_failed+=("cargo test")

fuzz_games=${FUZZ_GAMES:-10000}
say "2/4 fuzz: sandtable fuzz twilight-struggle --games $fuzz_games (every option, invariants after every action, undo, replay)"
if cargo run --release -p sandtable-engine --bin sandtable -- fuzz twilight-struggle --games "$fuzz_games"; then
  count 1 0
else
  count 0 1
  steps_failed+=("fuzz")
fi

eots_games=${FUZZ_EOTS_GAMES:-10000}
say "2/4 fuzz: sandtable fuzz empire-of-the-sun --games $eots_games (South Pacific)"
if cargo run --release -q -p sandtable-engine --bin sandtable -- fuzz empire-of-the-sun --games "$eots_games" > "$log_dir/fuzz-eots.json"; then
  count 1 0
else
  cat "$log_dir/fuzz-eots.json"
  count 0 1
  steps_failed+=("fuzz empire-of-the-sun")
fi

# Every main-map scenario (17.1–17.9), 1,000 complete games each (EOTS_SCENARIO_GAMES=N to change): from
# about 0.1 s a game on two cores for a yearly scenario to about 0.5 s for the full campaign with its
# December 1941 turn; some 35 minutes for the nine.
scenario_games=${EOTS_SCENARIO_GAMES:-1000}
for scenario in s1942 s1943 s1944 s1942_1943 s1943_1944 s1942_1944 shorter_campaign short_campaign campaign; do
  say "2/4 fuzz: sandtable fuzz empire-of-the-sun --scenario $scenario --games $scenario_games"
  if cargo run --release -q -p sandtable-engine --bin sandtable -- fuzz empire-of-the-sun --scenario "$scenario" --games "$scenario_games" > "$log_dir/fuzz-eots-$scenario.json"; then
    count 1 0
  else
    cat "$log_dir/fuzz-eots-$scenario.json"
    count 0 1
    steps_failed+=("fuzz empire-of-the-sun $scenario")
  fi
done

fuzz_inputs=${FUZZ_INPUTS:-3000}
for target in link record position pack save; do
  say "2/4 fuzz-input $target --inputs $fuzz_inputs (generated and mutated inputs: refused with a message, never a panic)"
  if cargo run --release -q -p sandtable-engine --bin sandtable -- fuzz-input "$target" --inputs "$fuzz_inputs" > "$log_dir/fuzz-input-$target.json"; then
    count 1 0
  else
    cat "$log_dir/fuzz-input-$target.json"
    count 0 1
    steps_failed+=("fuzz-input $target")
  fi
done

say "3/4 web bundle"
if build_web; then
  count 1 0
  web_ok=1
else
  count 0 1
  web_ok=0
  steps_failed+=("trunk build")
fi

say "4/4 browser end-to-end tests"
if [ "$web_ok" -eq 1 ]; then
  node --test --test-reporter=tap tests/e2e/ 2>&1 | tee "$log_dir/e2e.log"
  status=${PIPESTATUS[0]}
  p=$(grep -E '^# pass ' "$log_dir/e2e.log" | tail -n1 | awk '{print $3}')
  f=$(grep -E '^# fail ' "$log_dir/e2e.log" | tail -n1 | awk '{print $3}')
  p=${p:-0}; f=${f:-0}
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  count "$p" "$f"
  [ "$status" -eq 0 ] || steps_failed+=("browser tests")
else
  echo "skipped: there is no bundle to test"
  count 0 1
  steps_failed+=("browser tests (no bundle)")
fi

rm -rf "$log_dir"
echo
if [ ${#steps_failed[@]} -gt 0 ]; then
  echo "failed steps: ${steps_failed[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ ${#steps_failed[@]} -eq 0 ]
