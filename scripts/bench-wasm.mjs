#!/usr/bin/env node
// Random games per second of the rules engine compiled to WebAssembly, in headless Chromium.
// A benchmark, not a test: it prints figures.
//   node scripts/bench-wasm.mjs [dist] [games] [--game <id>]   (build first: scripts/run.sh or trunk build
//                                 --release; the game defaults to twilight-struggle)
//   node scripts/bench-wasm.mjs [dist] --ai [level] [decisions]
//                                 the computer player's decision times in wasm, one thread (default: the
//                                 strongest level, 120 decisions with a choice; /?bench=ai, src/bench.rs)
// It opens the app's benchmark page (/?bench=twilight-struggle&games=N, src/bench.rs): random legal
// play straight on the rules, the same loop as `sandtable bench`'s engine figure natively.
import { resolve } from "node:path";
import { openBrowser } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const args = process.argv.slice(2);
const gameAt = args.indexOf("--game");
const game = gameAt >= 0 ? args.splice(gameAt, 2)[1] : "twilight-struggle";
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
      await b.page.goto(`${url}?bench=ai&level=${level}&decisions=${decisions}&seed=1`);
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
try {
  const b = await openBrowser();
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      await b.page.goto(`${url}?bench=${game}&games=${games}`);
      await b.page.waitForSelector("#bench", { timeout: 600_000 });
      runs.push(JSON.parse(await b.page.textContent("#bench")));
    }
    runs.sort((x, y) => x.games_per_second - y.games_per_second);
    const median = runs[1];
    console.log(JSON.stringify({ wasm: median, runs: runs.map((r) => Math.round(r.games_per_second)) }, null, 2));
  } finally {
    await b.close();
  }
} finally {
  server.close();
}
