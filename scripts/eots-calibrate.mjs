#!/usr/bin/env node
// Calibrates Empire of the Sun's evaluation by self-play (docs/ai.md "Empire of the Sun", the drift):
// greedy against greedy in every scenario, the victory measure's mean change a turn from the start to the
// end (`measure_start`, `measure_end` of `sandtable arena`). Prints one table row per scenario, for
// `DRIFT` in engine/src/games/empire_of_the_sun/ai/eval.rs.
//
//   node scripts/eots-calibrate.mjs [--games N] [--seed S] [--scenario S,S…] [--bin PATH]
//
// Takes about N × 40 s a scenario on one core (the campaigns several minutes a game).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const games = Number(flag("games", "8"));
const seed = Number(flag("seed", "9000"));
const bin = flag("bin", "target/release/sandtable");
const table = readFileSync("engine/src/games/empire_of_the_sun/data/scenarios.tsv", "utf8")
  .split("\n")
  .filter((l) => l && !l.startsWith("#"))
  .map((l) => l.split("\t"));
const head = table[0];
const rows = table.slice(1).map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
const wanted = flag("scenario", rows.map((r) => r.scenario).join(",")).split(",");

for (const r of rows.filter((r) => wanted.includes(r.scenario))) {
  const turns = Number(r.last_turn) - Number(r.first_turn) + 1;
  const out = execFileSync(
    bin,
    ["arena", "empire-of-the-sun", "--scenario", r.scenario, "--a", "greedy", "--b", "greedy", "--games", String(games), "--seed", String(seed), "--threads", "1", "--details", "yes"],
    { encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "ignore"] },
  );
  const results = JSON.parse(out).results.filter((g) => g.measure_end !== undefined);
  const moves = results.map((g) => g.measure_end - g.measure_start);
  const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
  const sd = Math.sqrt(moves.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, moves.length - 1));
  const start = results.reduce((a, g) => a + g.measure_start, 0) / results.length;
  const allied = results.filter((g) => (g.winner === 0) === (g.a_seat === 1) && g.winner !== null).length;
  console.log(
    `${r.scenario}\tturns ${turns}\tstart ${start.toFixed(2)}\tend mean ${(start + mean).toFixed(2)}\t` +
      `drift a turn ${(mean / turns).toFixed(3)} (± ${(sd / Math.sqrt(moves.length) / turns).toFixed(3)})\tAllied wins ${allied} of ${results.length}`,
  );
}
