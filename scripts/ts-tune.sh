#!/usr/bin/env bash
# Learns Twilight Struggle's evaluation weights by self-play and checks what it learned (docs/ai.md
# "Tuning"). A long run, on purpose; not part of scripts/test.sh.
#
#   scripts/ts-tune.sh [ITERATIONS] [GAMES] [SEED]      (defaults 140, 16, 20000: about an hour on 2 cores)
#
#   1. `sandtable tune twilight-struggle --player level2`: SPSA, each iteration 2 × GAMES one-ply games of
#      the weights nudged up against nudged down, on this machine's cores;
#   2. the learned factors against the built-in weights at level 2 over 400 games on seeds the tuning
#      never played (sides swapped), then at level 3 over 400 games: the arena is the judge.
#
# It prints the factors (the `--a-weights` list) and the two scores; the files are in target/tune/. Ship
# the factors by writing them into `Weights::BUILT_IN` (engine/src/games/twilight_struggle/ai/eval.rs).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

iterations=${1:-140}
games=${2:-16}
seed=${3:-20000}
ensure_rust_tools
cargo build --release -q -p sandtable-engine --bin sandtable || exit 1
sandtable() { "target/release/sandtable" "$@"; }
out=target/tune
mkdir -p "$out"

say "tune: $iterations iterations of $((2 * games)) level-2 games (seed $seed)"
sandtable tune twilight-struggle --player level2 --iterations "$iterations" --games "$games" --seed "$seed" --threads 0 \
  > "$out/tune.json" 2> "$out/tune.log" || { tail -5 "$out/tune.log"; exit 1; }
factors=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1])).weights_flag)' "$out/tune.json")
echo "factors: $factors"

for level in level2 level3; do
  say "arena: $level with the factors against $level with the built-in weights, 400 games"
  sandtable arena twilight-struggle --a "$level" --b "$level" --a-weights "$factors" --games 400 --seed 90000 --threads 0 \
    > "$out/arena-$level.json" 2> /dev/null || exit 1
  node -e 'const r=JSON.parse(require("fs").readFileSync(process.argv[1]));
    console.log(`${process.argv[2]}: ${r.a_score.toFixed(3)} (95% ${r.a_score_ci95.map(x=>x.toFixed(3)).join("–")}), by seat ${JSON.stringify(r.a_score_by_seat)}, self-inflicted ${r.a.self_inflicted_losses} / ${r.b.self_inflicted_losses}`)' \
    "$out/arena-$level.json" "$level"
done
