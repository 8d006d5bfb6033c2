#!/usr/bin/env bash
# The long runs, on purpose (docs/testing.md): run before resolving an issue that changes rules, and put the
# table it prints in the closing note.
#
#   scripts/soak.sh [--record]
#
#   1. fuzz: SOAK_GAMES complete random games (default 10,000) of every scenario of every game, from the
#      registry (`sandtable fuzz all --games N`): invariants after every action, undo, replay;
#   2. fuzz-input: SOAK_INPUTS generated and mutated inputs (default 1,000,000) of every parser;
#   3. the arena of every game with a computer player: its strongest level against random and greedy
#      (SOAK_ARENA_GAMES each, default 100, sides swapped).
#
# It prints one markdown table. With --record it also writes the table, with the date and the commit, into
# docs/testing.md (between the "soak:begin" and "soak:end" marks).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

SOAK_GAMES=${SOAK_GAMES:-10000}
SOAK_INPUTS=${SOAK_INPUTS:-1000000}
SOAK_ARENA_GAMES=${SOAK_ARENA_GAMES:-100}
record=0
for arg in "$@"; do
  case "$arg" in
    --record) record=1 ;;
    *) echo "usage: scripts/soak.sh [--record]" >&2; exit 2 ;;
  esac
done

ensure_rust_tools
cargo build --profile fast -q -p sandtable-engine --bin sandtable || exit 1
sandtable() { "target/fast/sandtable" "$@"; }

out="${TMPDIR:-/tmp}/sandtable-soak.$$"
mkdir -p "$out"
started=$(date +%s)
failures=0

say "fuzz: every scenario of every game, $SOAK_GAMES games each"
sandtable fuzz all --games "$SOAK_GAMES" --seed 1000001 > "$out/fuzz.json" || failures=$((failures + 1))

for target in link record position pack save; do
  say "fuzz-input $target: $SOAK_INPUTS inputs per game"
  sandtable fuzz-input "$target" --inputs "$SOAK_INPUTS" --seed 1000001 > "$out/input-$target.json" || failures=$((failures + 1))
done

# The games with a computer player (from the registry), strongest level against random and greedy.
computers=$(sandtable games | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const g of JSON.parse(s))if(g.computer)console.log(g.id)})')
for game in $computers; do
  for opponent in random greedy; do
    say "arena $game: the strongest level against $opponent, $SOAK_ARENA_GAMES games"
    sandtable arena "$game" --a top --b "$opponent" --games "$SOAK_ARENA_GAMES" --seed 7000 --threads 2 \
      > "$out/arena-$game-$opponent.json" || failures=$((failures + 1))
  done
done

minutes=$(( ($(date +%s) - started + 59) / 60 ))
commit=$(git rev-parse --short HEAD)
table=$(node scripts/soak-table.mjs "$out" "$(date -u +%Y-%m-%d)" "$commit" "$minutes")
echo
echo "$table"
if [ "$record" -eq 1 ]; then
  node -e '
    const fs = require("fs");
    const [file, table] = [process.argv[1], process.argv[2]];
    const text = fs.readFileSync(file, "utf8");
    const re = /(<!-- soak:begin -->\n)[\s\S]*?(<!-- soak:end -->)/;
    if (!re.test(text)) { console.error("docs/testing.md has no soak marks"); process.exit(1); }
    fs.writeFileSync(file, text.replace(re, (_, a, b) => a + table + "\n" + b));
  ' docs/testing.md "$table" && echo "written into docs/testing.md"
fi
rm -rf "$out"
[ "$failures" -eq 0 ]
