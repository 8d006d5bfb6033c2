#!/usr/bin/env node
// Random games per second of the rules engine compiled to WebAssembly, in headless Chromium.
// A benchmark, not a test: it prints figures.
//   node scripts/bench-wasm.mjs [dist] [games] [--game <id>] [--scenario <id>]
//                                 (build first: scripts/run.sh or trunk build --release; the game defaults
//                                 to twilight-struggle, the scenario to the game's first; --scenario all
//                                 measures every scenario of the game in turn)
//   node scripts/bench-wasm.mjs [dist] [--game <id>] [--scenario <id>] [--millis N] --ai [level] [decisions]
//                                 the computer player's decision times in wasm, one thread (default: the
//                                 first game of the bundle with a computer player, its first scenario, the
//                                 strongest level, 120 decisions with a choice; /?bench=ai, src/bench.rs);
//                                 --millis gives each decision a clock and that time limit, as the app does
//                                 (its limit is 2500: src/app/computer.rs DECISION_LIMIT)
// It opens the app's benchmark page (/?bench=twilight-struggle&games=N, src/bench.rs): random legal
// play straight on the rules, the same loop as `sandtable bench`'s engine figure natively.
import { resolve } from "node:path";
import { openBrowser } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const args = process.argv.slice(2);
const gameAt = args.indexOf("--game");
const game = gameAt >= 0 ? args.splice(gameAt, 2)[1] : "twilight-struggle";
const scenarioAt = args.indexOf("--scenario");
const scenarioArg = scenarioAt >= 0 ? args.splice(scenarioAt, 2)[1] : null;
const millisAt = args.indexOf("--millis");
const millis = millisAt >= 0 ? Number(args.splice(millisAt, 2)[1]) : null;
const ai = args.indexOf("--ai");
const aiArgs = ai >= 0 ? args.splice(ai).slice(1) : null;
const dist = resolve(args[0] || "dist");
const games = Number(args[1] || 500);
const { server, url } = await serve(dist, 0);
if (aiArgs) {
  const level = aiArgs[0] || "level3";
  const decisions = Number(aiArgs[1] || 120);
  try {
    const b = await openBrowser();
    try {
      // `--game` picks the bundle (boot.js reads `?game=` first) and the game; `--scenario` its scenario.
      // `full=1`: a game split in bundles keeps its computer player in its full one (boot.js); the others
      // ignore it.
      const which = (gameAt >= 0 ? `&game=${game}&full=1` : "") + (scenarioArg ? `&scenario=${scenarioArg}` : "") + (millis ? `&millis=${millis}` : "");
      await b.page.goto(`${url}?bench=ai&level=${level}&decisions=${decisions}&seed=1${which}`);
      await b.page.waitForSelector("#bench", { timeout: 1_800_000 });
      console.log(JSON.stringify(JSON.parse(await b.page.textContent("#bench")), null, 2));
    } finally {
      await b.close();
    }
  } finally {
    server.close();
  }
  process.exit(0);
}
// The scenarios to measure: one, or every scenario the game's catalog lists (`sandtable games`' ids
// are not needed: the page reports an unknown scenario as an error).
async function scenarios(page) {
  if (scenarioArg !== "all") return [scenarioArg];
  await page.goto(`${url}?bench=scenarios&game=${game}`);
  await page.waitForSelector("#bench", { timeout: 60_000 });
  return JSON.parse(await page.textContent("#bench")).scenarios;
}

try {
  const b = await openBrowser();
  try {
    const results = [];
    for (const scenario of await scenarios(b.page)) {
      const runs = [];
      const query = scenario ? `&scenario=${scenario}` : "";
      for (let i = 0; i < 3; i++) {
        await b.page.goto(`${url}?bench=${game}&games=${games}${query}`);
        await b.page.waitForSelector("#bench", { timeout: 1_800_000 });
        const run = JSON.parse(await b.page.textContent("#bench"));
        if (run.error) throw new Error(`${game} ${scenario ?? ""}: ${run.error}`);
        runs.push(run);
      }
      runs.sort((x, y) => x.games_per_second - y.games_per_second);
      results.push({ wasm: runs[1], runs: runs.map((r) => Number(r.games_per_second.toFixed(2))) });
    }
    console.log(JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
  } finally {
    await b.close();
  }
} finally {
  server.close();
}
