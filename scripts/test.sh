#!/usr/bin/env bash
# Sandtable's tests, in tiers (docs/testing.md):
#
#   scripts/test.sh --quick   the Rust tests and 100 fuzz games of every scenario of every game; no web
#                             build, no browser. Minutes: the tier to run while working.
#   scripts/test.sh           everything a submission must pass (the README's command, .ci/run):
#                             1. the Rust tests of the workspace (engine rules and data, the app's words and saves),
#                                and the check that the data files equal what their generating scripts make,
#                             2. fuzz of every game and scenario on a time budget (FUZZ_SECONDS_PER_GAME, shared
#                                by a game's scenarios), and of every untrusted input (links, records, positions,
#                                data packs, saves) on a time budget per parser,
#                             3. the release web bundles (trunk build --release), built beside 1 and 2,
#                             4. every browser test (headless Chromium via playwright-core), two files at a time,
#                                started when the bundles are built (the fuzz of 2 goes on beside them).
#   scripts/soak.sh           the long runs, on purpose: 10,000 games per scenario, 1,000,000 inputs per parser,
#                             the arena.
#
# The games and scenarios come from the registry (`sandtable fuzz all`), so the full tier's length does not
# grow with the number of games: each game gets the same fuzz budget whatever its number of scenarios.
# Every step runs even when an earlier one failed (except the browser tests, which need the bundle); the time
# of each step is printed at the end, and the last line sums them up: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

# The time budget of the full tier, in one place: seconds of fuzzing per game (its scenarios share it) and
# per input parser (its games share it): 5 games × 45 s + 5 parsers × 10 s, about 5 minutes, run beside the
# web build and the browser tests.
FUZZ_SECONDS_PER_GAME=${FUZZ_SECONDS_PER_GAME:-45}
FUZZ_INPUT_SECONDS=${FUZZ_INPUT_SECONDS:-10}
# The quick tier plays a number of games instead: the same ones every time.
QUICK_FUZZ_GAMES=${QUICK_FUZZ_GAMES:-100}

quick=0
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "usage: scripts/test.sh [--quick]" >&2; exit 2 ;;
  esac
done

log_dir="${TMPDIR:-/tmp}/sandtable-test.$$"
mkdir -p "$log_dir"
passed=0
failed=0
steps_failed=()
timings=()

count() { passed=$((passed + $1)); failed=$((failed + $2)); }
step_start=0
begin() { say "$1"; step_name="$2"; step_start=$(date +%s); }
end() { timings+=("$(printf '%-34s %5d s' "$step_name" $(( $(date +%s) - step_start )))"); }
total_start=$(date +%s)

set -e
begin "tools (installed ones are skipped)" "tools"
ensure_rust_tools
if [ "$quick" -eq 0 ]; then
  ensure_node_tools
  ensure_chromium
fi
say "fetching crates (cargo fetch --locked: Cargo.lock is committed and must be current)"
cargo fetch --locked
end
set +e

# The full tier's web build runs beside the Rust tests and the fuzz, not after them: its long phases (each
# bundle's fat-LTO link, wasm-opt) use one core, and so does the fuzz, which runs on a time budget whatever
# the load (it plays fewer games beside the build, not for longer). Cargo keeps the two apart: the bundles
# build in target/wasm32-unknown-unknown and target/wasm-release, the tests in target/fast. The browser
# tests wait for it. Its own time is printed with the others ("web build, beside").
web_pid=""
if [ "$quick" -eq 0 ]; then
  say "web bundles (trunk build --release): started now, beside the steps below; output in $log_dir/web-build.log"
  ( s=$(date +%s); build_web > "$log_dir/web-build.log" 2>&1; echo "$? $(( $(date +%s) - s ))" > "$log_dir/web-build.done" ) &
  web_pid=$!
  # Stopped (Ctrl-C), the run stops its build too: trunk, then the subshell; then it exits.
  trap 'pkill -P "$web_pid" 2>/dev/null; kill "$web_pid" 2>/dev/null; exit 130' INT TERM
fi

# The `fast` profile (Cargo.toml): optimised, incremental, parallel code generation, no LTO.
sandtable() { "target/fast/sandtable" "$@"; }

begin "Rust tests: the engine's unit tests (cargo test -p sandtable-engine --lib, dev profile), then cargo test --workspace --profile fast" "rust tests"
# The engine's unit tests build unoptimised (`test = false` in engine/Cargo.toml keeps them out of the fast
# build, where they were a second optimised build of the whole engine); everything else is the fast profile.
cargo test -p sandtable-engine --lib 2>&1 | tee "$log_dir/cargo-test.log"
unit_status=${PIPESTATUS[0]}
cargo test --workspace --profile fast 2>&1 | tee -a "$log_dir/cargo-test.log"
status=${PIPESTATUS[0]}
[ "$unit_status" -eq 0 ] || status=$unit_status
sum_word() { awk -v w="$1" '/^test result:/ { for (i = 1; i < NF; i++) if ($(i + 1) ~ "^" w) s += $i } END { print s + 0 }' "$2"; }
p=$(sum_word passed "$log_dir/cargo-test.log")
f=$(sum_word failed "$log_dir/cargo-test.log")
if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi  # a build error counts as a failure
count "$p" "$f"
[ "$status" -eq 0 ] || steps_failed+=("cargo test")
end

begin "data: the files the project's scripts write are what those scripts make" "data scripts"
# Empire of the Sun's counters and cards are rebuilt by a script (scripts/eots-data/README.md): the files in the
# pack must be exactly its output, so no hand edit slips past the record of the reconstruction.
if python3 scripts/eots-data/rebuild.py --check; then
  count 1 0
else
  count 0 1
  steps_failed+=("eots-data rebuild --check")
fi
# The in-app rule summaries (public/rules/*.tsv): every field filled, each row's seed lines hold its rule.
if python3 scripts/rules-summaries-check.py >/dev/null; then
  count 1 0
else
  python3 scripts/rules-summaries-check.py | grep -v "^[a-z-]*: [0-9]* rows" || true
  count 0 1
  steps_failed+=("rules-summaries-check")
fi
end

# The CLI of the same profile (built by the tests above; this is a no-op unless they failed to build).
cargo build --profile fast -q -p sandtable-engine --bin sandtable

# The fuzz steps: the game fuzz, then (full tier) every input parser.
fuzz_steps() {
  if [ "$quick" -eq 1 ]; then
    begin "fuzz: every scenario of every game, $QUICK_FUZZ_GAMES games each" "fuzz ($QUICK_FUZZ_GAMES games a scenario)"
    fuzz_args=(--games "$QUICK_FUZZ_GAMES")
  else
    begin "fuzz: every game, ${FUZZ_SECONDS_PER_GAME} s each shared by its scenarios (invariants after every action, undo, replay)" "fuzz (${FUZZ_SECONDS_PER_GAME} s a game)"
    fuzz_args=(--seconds "$FUZZ_SECONDS_PER_GAME")
  fi
  if sandtable fuzz all "${fuzz_args[@]}" > "$log_dir/fuzz.json"; then
    count 1 0
  else
    cat "$log_dir/fuzz.json"
    count 0 1
    steps_failed+=("fuzz")
  fi
  end
  if [ "$quick" -eq 0 ]; then
    begin "fuzz-input: links, records, positions, packs, packs that pass the check played, saves, ${FUZZ_INPUT_SECONDS} s each (refused with a message, never a panic)" "fuzz-input (${FUZZ_INPUT_SECONDS} s a parser)"
    # One process for every parser: each game's corpus of random games is built once, not once per parser.
    if sandtable fuzz-input all --seconds "$FUZZ_INPUT_SECONDS" > "$log_dir/fuzz-input.json"; then
      count 6 0
    else
      cat "$log_dir/fuzz-input.json"
      count 0 1
      steps_failed+=("fuzz-input")
    fi
    end
  fi
}

fuzz_pid=""
if [ "$quick" -eq 1 ]; then
  fuzz_steps
else
  # The full tier runs the fuzz in the background, so that the browser tests start as soon as the web build is
  # done instead of after the fuzz: the fuzz is on a time budget (it plays fewer games beside them, for the same
  # time), and neither core waits while the other side finishes. Its output is shown after the browser tests;
  # its counts, times and failures come back through files in the log directory.
  say "fuzz and fuzz-input: started now, in the background; their output follows the browser tests"
  (
    passed=0; failed=0; timings=(); steps_failed=()
    fuzz_steps > "$log_dir/fuzz-steps.log" 2>&1
    echo "$passed $failed" > "$log_dir/fuzz-steps.counts"
    printf '%s\n' "${timings[@]}" > "$log_dir/fuzz-steps.timings"
    printf '%s\n' "${steps_failed[@]}" > "$log_dir/fuzz-steps.failed"
  ) &
  fuzz_pid=$!
  trap 'pkill -P "$web_pid" 2>/dev/null; kill "$web_pid" 2>/dev/null; pkill -P "$fuzz_pid" 2>/dev/null; kill "$fuzz_pid" 2>/dev/null; exit 130' INT TERM
fi

if [ "$quick" -eq 0 ]; then
  begin "web bundles (trunk build --release, started beside the Rust tests): waiting for it" "web build, the wait"
  wait "$web_pid"
  read -r web_status web_seconds < "$log_dir/web-build.done" || { web_status=1; web_seconds=0; }
  if [ "$web_status" -eq 0 ]; then
    tail -n 5 "$log_dir/web-build.log"
    count 1 0
    web_ok=1
  else
    cat "$log_dir/web-build.log"
    count 0 1
    web_ok=0
    steps_failed+=("trunk build")
  fi
  end
  timings+=("$(printf '%-34s %5d s' "web build, beside (not in total)" "$web_seconds")")

  begin "browser end-to-end tests (two files at a time)" "browser tests"
  if [ "$web_ok" -eq 1 ]; then
    node --test --test-concurrency="${E2E_CONCURRENCY:-2}" --test-reporter=tap tests/e2e/ 2>&1 | tee "$log_dir/e2e.log"
    status=${PIPESTATUS[0]}
    p=$(grep -E '^# pass ' "$log_dir/e2e.log" | tail -n1 | awk '{print $3}')
    f=$(grep -E '^# fail ' "$log_dir/e2e.log" | tail -n1 | awk '{print $3}')
    p=${p:-0}; f=${f:-0}
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    count "$p" "$f"
    [ "$status" -eq 0 ] || steps_failed+=("browser tests")
    e2e_slowest=$(node scripts/e2e-slowest.mjs "$log_dir/e2e.log" 6 2>/dev/null || true)
  else
    echo "skipped: there is no bundle to test"
    count 0 1
    steps_failed+=("browser tests (no bundle)")
  fi
  end

  begin "fuzz and fuzz-input (in the background since the Rust tests): waiting for them" "fuzz, the wait"
  wait "$fuzz_pid"
  cat "$log_dir/fuzz-steps.log"
  if read -r p f < "$log_dir/fuzz-steps.counts"; then
    count "$p" "$f"
    while IFS= read -r line; do [ -n "$line" ] && timings+=("$line (beside)"); done < "$log_dir/fuzz-steps.timings"
    while IFS= read -r line; do [ -n "$line" ] && steps_failed+=("$line"); done < "$log_dir/fuzz-steps.failed"
  else
    echo "the fuzz steps left no result"
    count 0 1
    steps_failed+=("fuzz")
  fi
  end
fi

rm -rf "$log_dir"
summary() {
  echo "time per step:"
  printf '  %s\n' "${timings[@]}"
  printf '  %-34s %5d s\n' "total" $(( $(date +%s) - total_start ))
  if [ ${#steps_failed[@]} -gt 0 ]; then
    echo "failed steps: ${steps_failed[*]}"
  fi
  echo "$passed passed, $failed failed"
}
# Each run's summary is also kept outside the checkout (a CI run's clean checkout is gone when it ends), so
# the time of every run on this machine can be read afterwards: ~/.cache/sandtable/test-runs.log.
runs_log="${XDG_CACHE_HOME:-$HOME/.cache}/sandtable/test-runs.log"
if mkdir -p "$(dirname "$runs_log")" 2>/dev/null; then
  tier=full; [ "$quick" -eq 1 ] && tier=quick
  { echo "== $(date -u +%Y-%m-%dT%H:%MZ) $tier tier, commit $(git rev-parse --short HEAD 2>/dev/null), in $PWD"; [ -n "${e2e_slowest:-}" ] && echo "$e2e_slowest"; summary; } >> "$runs_log" 2>/dev/null || true
fi
echo
[ -n "${e2e_slowest:-}" ] && echo "$e2e_slowest"
echo
summary
[ "$failed" -eq 0 ] && [ ${#steps_failed[@]} -eq 0 ]
