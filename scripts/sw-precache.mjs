#!/usr/bin/env node
// Trunk post_build hook: writes the service worker's precache list into the staged sw.js.
// Trunk hashes file names (app-1a2b….wasm), so the list is made from what is actually staged.
// Env: TRUNK_STAGING_DIR (set by Trunk). Usable by hand: `TRUNK_STAGING_DIR=dist node scripts/sw-precache.mjs`.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("sw-precache: TRUNK_STAGING_DIR is not set (run by Trunk's post_build hook)");
  process.exit(1);
}

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
if (sw === before || !sw.includes(version)) {
  console.error("sw-precache: sw.js lacks the VERSION / PRECACHE lines to fill in");
  process.exit(1);
}
writeFileSync(swPath, sw);
console.log(`sw-precache: ${precache.length} entries, version ${version}`);
