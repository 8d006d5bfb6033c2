#!/usr/bin/env node
// Trunk post_build hook, two steps on the staged bundle:
//  1. The game bundles (Trunk builds them as `data-type="worker"` rust links, under their plain binary
//     names) get content-hashed names, and index.html's `#bundles` list — the games in order with their
//     link codes, written by scripts/bundles.mjs — becomes the map src/boot.js loads from:
//     {"twilight-struggle": {"code": "ts", "js": "twilight-struggle-1a2b….js", "wasm": …}}.
//  2. The service worker's precache list: every staged file, so every game works offline after one visit.
// Env: TRUNK_STAGING_DIR (set by Trunk). By hand: `TRUNK_STAGING_DIR=dist node scripts/post-build.mjs`.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("post-build: TRUNK_STAGING_DIR is not set (run by Trunk's post_build hook)");
  process.exit(1);
}
const fail = (message) => {
  console.error(`post-build: ${message}`);
  process.exit(1);
};

// 1. Game bundles.
const indexPath = join(dir, "index.html");
let index = readFileSync(indexPath, "utf8");
const list = index.match(/<script id="?bundles"? type="?application\/json"?>([^<]*)<\/script>/);
if (!list) fail("index.html has no <script id=\"bundles\"> list");
let games;
try {
  games = JSON.parse(list[1]);
} catch (e) {
  fail(`index.html's bundle list is not JSON: ${e.message}`);
}
if (Array.isArray(games)) {
  const bundles = {};
  for (const { id: game, code } of games) {
    const js = join(dir, `${game}.js`);
    const wasm = join(dir, `${game}_bg.wasm`);
    if (!existsSync(js) || !existsSync(wasm)) fail(`the bundle of ${game} was not built (${game}.js, ${game}_bg.wasm)`);
    const hash = createHash("sha256").update(readFileSync(js)).update(readFileSync(wasm)).digest("hex").slice(0, 16);
    renameSync(js, join(dir, `${game}-${hash}.js`));
    renameSync(wasm, join(dir, `${game}-${hash}_bg.wasm`));
    bundles[game] = { code, js: `${game}-${hash}.js`, wasm: `${game}-${hash}_bg.wasm` };
  }
  index = index.replace(list[0], `<script id="bundles" type="application/json">${JSON.stringify(bundles)}</script>`);
  writeFileSync(indexPath, index);
  console.log(`post-build: bundles ${Object.values(bundles).map((b) => b.js).join(", ")}`);
}

// 2. The service worker's precache list.
function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const files = walk(dir)
  .map((p) => relative(dir, p).split(sep).join("/"))
  .filter((f) => f !== "sw.js" && !f.endsWith(".map"))
  .sort();
const hash = createHash("sha256");
for (const f of files) {
  hash.update(f);
  hash.update(readFileSync(join(dir, f)));
}
const version = hash.digest("hex").slice(0, 16);
const precache = ["./", ...files.map((f) => `./${f}`)];

const swPath = join(dir, "sw.js");
let sw = readFileSync(swPath, "utf8");
const before = sw;
sw = sw.replace(/^const VERSION = .*;$/m, `const VERSION = ${JSON.stringify(version)};`);
sw = sw.replace(/^const PRECACHE = .*;$/m, `const PRECACHE = ${JSON.stringify(precache)};`);
if (sw === before || !sw.includes(version)) fail("sw.js lacks the VERSION / PRECACHE lines to fill in");
writeFileSync(swPath, sw);
console.log(`post-build: precache ${precache.length} entries, version ${version}`);
