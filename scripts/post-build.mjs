#!/usr/bin/env node
// Trunk post_build hook, two steps on the staged bundle:
//  1. The game bundles (Trunk builds them as `data-type="worker"` rust links, under their plain binary
//     names) get content-hashed names, and index.html's `#bundles` list — the games in order with their
//     link codes, written by scripts/bundles.mjs — becomes the map src/boot.js loads from:
//     {"twilight-struggle": {"code": "ts", "js": "twilight-struggle-1a2b….js", "wasm": …}}. A game with a
//     full bundle (scripts/bundles.mjs) has its files as `full: {js, wasm}`, and a game split in three its
//     home bundle's as `home: {js, wasm}`.
//     A game whose bundle embeds its tables without their notes also gets its whole pack (packs/…json,
//     `pack` in the map).
//  2. The service worker's precache list: every staged file (the packs, public/rules/… included), so every
//     game works offline after one visit.
// Env: TRUNK_STAGING_DIR (set by Trunk). By hand: `TRUNK_STAGING_DIR=dist node scripts/post-build.mjs`.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("post-build: TRUNK_STAGING_DIR is not set (run by Trunk's post_build hook)");
  process.exit(1);
}
const fail = (message) => {
  console.error(`post-build: ${message}`);
  process.exit(1);
};

// The whole built-in pack of each game whose web bundle embeds its tables without their notes
// (engine/build.rs): every table of the pack's folder, as JSON [[file, text], …], under a content-hashed
// name in packs/. The viewer and the pack's download fetch it (src/whole_pack.rs); step 2 precaches it.
const WHOLE_PACKS = {
  "empire-of-the-sun": "engine/src/games/empire_of_the_sun/data",
  downfall: "engine/src/games/downfall/data",
  nato: "engine/src/games/nato/data",
};
function wholePack(game) {
  if (!WHOLE_PACKS[game]) return null;
  const folder = fileURLToPath(new URL(`../${WHOLE_PACKS[game]}/`, import.meta.url));
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".tsv"))
    .sort()
    .map((f) => [f, readFileSync(join(folder, f), "utf8")]);
  if (!files.length) fail(`no tables in ${folder}`);
  const text = JSON.stringify(files);
  const name = `packs/${game}-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.json`;
  mkdirSync(join(dir, "packs"), { recursive: true });
  writeFileSync(join(dir, name), text);
  return name;
}

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
  // A bundle's two files (`bin`.js and `bin`_bg.wasm as Trunk names them) under content-hashed names.
  const hashed = (bin) => {
    const js = join(dir, `${bin}.js`);
    const wasm = join(dir, `${bin}_bg.wasm`);
    if (!existsSync(js) || !existsSync(wasm)) fail(`the bundle ${bin} was not built (${bin}.js, ${bin}_bg.wasm)`);
    const hash = createHash("sha256").update(readFileSync(js)).update(readFileSync(wasm)).digest("hex").slice(0, 16);
    renameSync(js, join(dir, `${bin}-${hash}.js`));
    renameSync(wasm, join(dir, `${bin}-${hash}_bg.wasm`));
    return { js: `${bin}-${hash}.js`, wasm: `${bin}-${hash}_bg.wasm` };
  };
  for (const { id: game, code, full, home } of games) {
    bundles[game] = { code, ...hashed(game) };
    // Its full bundle (the position reader, and the computer player where the page bundle lacks it;
    // scripts/bundles.mjs): `full` in the map; its home bundle, where it has one: `home`.
    if (full) bundles[game].full = hashed(`${game}-full`);
    if (home) bundles[game].home = hashed(`${game}-home`);
    const pack = wholePack(game);
    if (pack) bundles[game].pack = pack;
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
