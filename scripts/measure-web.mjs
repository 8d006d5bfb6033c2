#!/usr/bin/env node
// Prints the web bundle's size and time to first render. A benchmark, not a test: it prints figures.
//   node scripts/measure-web.mjs [dist]      (build first: scripts/run.sh or trunk build --release)
// Sizes: the wasm module and the whole bundle, raw and brotli-compressed (what a server would send).
// First render: a fresh browser profile (empty cache, no service worker) loads the page from a local
// server; the time until the home page lists its games, median of 5 runs. Then, in the same profile,
// the time from "Start game" to Twilight Struggle's board being drawn (84 countries on the map).
// Then Empire of the Sun's home page and its component viewer, each from a fresh profile.
// The click-to-frame times of a whole game are printed by tests/e2e/ts-game.test.mjs (test-output/perf.json).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { openBrowser, waitHome } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const dist = resolve(process.argv[2] || "dist");
const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const files = walk(dist);
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

let totalRaw = 0, totalBr = 0;
const rows = [];
for (const f of files) {
  const buf = readFileSync(f);
  const b = br(buf);
  totalRaw += buf.length;
  totalBr += b;
  rows.push([f.slice(dist.length + 1), buf.length, b]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log(`bundle: ${dist}`);
for (const [name, raw, b] of rows) console.log(`  ${name.padEnd(44)} ${kb(raw).padStart(11)} raw ${kb(b).padStart(11)} brotli`);
console.log(`everything (what the offline cache stores): ${kb(totalRaw)} raw, ${kb(totalBr)} brotli (${files.length} files)`);

// A first visit downloads the page, the stylesheets, the boot module and ONE game's bundle (src/boot.js);
// the component viewer of a bundle that embeds its tables without their notes fetches the whole pack after.
const index = readFileSync(join(dist, "index.html"), "utf8");
const bundles = JSON.parse(index.match(/<script id="?bundles"? type="?application\/json"?>([^<]*)<\/script>/)[1]);
const brOf = (name) => rows.find((r) => r[0] === name)?.[2] ?? 0;
const rawOf = (name) => rows.find((r) => r[0] === name)?.[1] ?? 0;
const shell = rows.filter(([n]) => n === "index.html" || n.endsWith(".css") || n.startsWith("sandtable-boot-") || n.startsWith("snippets/"));
const shellBr = shell.reduce((t, r) => t + r[2], 0);
const shellRaw = shell.reduce((t, r) => t + r[1], 0);
console.log(`the shell every page loads (page, stylesheets, boot module): ${kb(shellRaw)} raw, ${kb(shellBr)} brotli`);
for (const [game, b] of Object.entries(bundles)) {
  const raw = shellRaw + rawOf(b.js) + rawOf(b.wasm);
  const brotli = shellBr + brOf(b.js) + brOf(b.wasm);
  console.log(`first load of ${game}${b.home ? "'s game page" : ""}: ${kb(raw)} raw, ${kb(brotli)} brotli (its wasm ${kb(brOf(b.wasm))} brotli)`);
  // A split game's home bundle: its home page, component viewer and pack box (src/boot.js).
  if (b.home) {
    const homeBr = shellBr + brOf(b.home.js) + brOf(b.home.wasm);
    console.log(`first load of ${game}'s home page and component viewer (its home bundle): ${kb(shellRaw + rawOf(b.home.js) + rawOf(b.home.wasm))} raw, ${kb(homeBr)} brotli (its wasm ${kb(brOf(b.home.wasm))} brotli)`);
  }
  // Its full bundle (the computer player, the position reader): fetched by the Web Worker when a game
  // against the computer starts, or as the page for a record that starts from a position.
  if (b.full) {
    const fullBr = brOf(b.full.js) + brOf(b.full.wasm);
    // (A game without a home bundle keeps the computer in its page bundle: its worker reuses that one.)
    const when = b.home ? "when a game against the computer starts (its worker)" : "for a record that starts from a position";
    console.log(`  then ${game}'s full bundle, ${when}: ${kb(rawOf(b.full.js) + rawOf(b.full.wasm))} raw, ${kb(fullBr)} brotli (its wasm ${kb(brOf(b.full.wasm))})`);
    console.log(`  a page opened from a position (the full bundle as the page): ${kb(brotli - brOf(b.js) - brOf(b.wasm) + fullBr)} brotli`);
  }
  // Its component viewer fetches the whole built-in pack (the tables' notes) after its first draw.
  if (b.pack) console.log(`  then ${game}'s component viewer, after its first draw: the whole pack ${kb(rawOf(b.pack))} raw, ${kb(brOf(b.pack))} brotli`);
}

const { server, url } = await serve(dist, 0);
const times = [];
const boards = [];
try {
  for (let i = 0; i < 5; i++) {
    const b = await openBrowser();
    try {
      const t0 = Date.now();
      await b.page.goto(url, { waitUntil: "commit" });
      await waitHome(b.page);
      times.push(Date.now() - t0);
      const form = b.page.locator('[data-game="twilight-struggle"] form[data-test="new-game"]');
      await form.locator('input[name="seed"]').fill("1");
      const t1 = await b.page.evaluate(() => performance.now());
      await form.locator('[data-test="start"]').click();
      await b.page.waitForFunction(() => document.querySelectorAll(".countries [data-country]").length === 84);
      boards.push((await b.page.evaluate(() => performance.now())) - t1);
    } finally {
      await b.close();
    }
  }
} finally {
  server.close();
}
// Empire of the Sun's pages, each in a fresh profile: its home page (`?game=`), until it lists its games,
// and its component viewer (`?view=`), until the map's counters are drawn (with its whole pack); and from
// its home page, a new game (the first scenario, seed 1) until its prompt is drawn (a split game's home page
// hands the game over to its page bundle, which this first visit then fetches).
const eots = { home: [], viewer: [], "home page to a new game's": [] };
if (bundles["empire-of-the-sun"]) {
  const { server: s2, url: u2 } = await serve(dist, 0);
  try {
    for (let i = 0; i < 5; i++) {
      for (const [kind, path, ready] of [
        ["home", "?game=empire-of-the-sun", (p) => waitHome(p)],
        ["viewer", "?view=empire-of-the-sun", (p) => p.locator(".eots-setup .eots-stack").first().waitFor({ timeout: 60000 })],
      ]) {
        const b = await openBrowser();
        try {
          const t0 = Date.now();
          await b.page.goto(u2 + path, { waitUntil: "commit" });
          await ready(b.page);
          eots[kind].push(Date.now() - t0);
          if (kind === "home") {
            const form = b.page.locator('[data-game="empire-of-the-sun"] form[data-test="new-game"]');
            await form.locator('input[name="seed"]').fill("1");
            const t1 = Date.now();
            await form.locator('[data-test="start"]').click();
            await b.page.locator('[data-test="prompt-panel"]').waitFor({ timeout: 60000 });
            eots["home page to a new game's"].push(Date.now() - t1);
          }
        } finally {
          await b.close();
        }
      }
    }
  } finally {
    s2.close();
  }
}
times.sort((a, b) => a - b);
boards.sort((a, b) => a - b);
console.log(`time to first render (localhost, empty cache): median ${times[2]} ms (runs: ${times.join(", ")} ms)`);
console.log(`new game to the board drawn: median ${boards[2].toFixed(0)} ms (runs: ${boards.map((x) => x.toFixed(0)).join(", ")} ms)`);
for (const [kind, runs] of Object.entries(eots)) {
  if (!runs.length) continue;
  runs.sort((a, b) => a - b);
  console.log(`Empire of the Sun's ${kind} page, first render (localhost, empty cache): median ${runs[2]} ms (runs: ${runs.join(", ")} ms)`);
}
