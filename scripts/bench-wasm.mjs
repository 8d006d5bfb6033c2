#!/usr/bin/env node
// Random games per second of the rules engine compiled to WebAssembly, in headless Chromium.
// A benchmark, not a test: it prints figures.
//   node scripts/bench-wasm.mjs [dist] [games]      (build first: scripts/run.sh or trunk build --release)
// It opens the app's benchmark page (/?bench=twilight-struggle&games=N, src/bench.rs): random legal
// play straight on the rules, the same loop as `sandtable bench`'s engine figure natively.
import { resolve } from "node:path";
import { openBrowser } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const dist = resolve(process.argv[2] || "dist");
const games = Number(process.argv[3] || 500);
const { server, url } = await serve(dist, 0);
try {
  const b = await openBrowser();
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      await b.page.goto(`${url}?bench=twilight-struggle&games=${games}`);
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
