#!/usr/bin/env node
// Writes index.html's bundle section from the games that have a board: `node scripts/bundles.mjs`.
// Run it after adding a game's board (src/boards/<game>/ and src/bin/<game>.rs); `--check` only says
// whether index.html is current (a Rust test checks the same, so a stale index.html fails the tests).
//
// A game has a bundle when src/boards/<module>/ exists; its id and link code come from the engine's
// catalog (engine/src/games/catalog.rs), in the catalog's order (the first is the default bundle). For
// each: its stylesheet (src/boards/<module>/board.css, when there is one) and a `data-type="worker"` rust
// link that builds the bundle with that game's feature; then the `#bundles` list the boot module reads
// (src/boot.js; scripts/post-build.mjs adds each bundle's hashed file names).
//
// A game in FULL is split in three bundles. Its page bundle (`<game>`, features `<game>,play`) has the game
// page only: no computer player, no position reader, no home page, viewer or pack box. Its home bundle
// (`<game>-home`, src/bin/<game>-home.rs, features `<game>,home`) has the home page, the component viewer
// and the pack box, no game page. Its full bundle (`<game>-full`, src/bin/<game>-full.rs, features
// `<game>,full,play`) has the game page with the computer player and the position reader: the page's Web
// Worker loads it when a game against the computer starts (src/app/ai.rs), and a record that starts from a
// position is handed over to it (`?full=1`). src/boot.js picks among the three by what the address asks
// for. A game in POSITIONS has two: its page bundle carries everything but the position reader
// (`<game>,full,home,play`), and its full bundle (`<game>-full`) adds it (`native-positions`): a record that
// starts from a position is handed over to it (`?full=1`); its worker reuses the page bundle. Every other
// game's bundle carries everything (`<game>,full,home,play`). Only games whose page would
// otherwise go over the first-load budget are listed: each split is two more fat-LTO links in the release
// build (docs/web-size.md).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const BEGIN = "<!-- bundles:begin -->";
const END = "<!-- bundles:end -->";

/** The games with a full bundle, and why. */
export const FULL = {
  "empire-of-the-sun": "its page with the computer player weighs 713 KiB, without it but with the home page and the viewer 654 KiB, over the 600 KiB first-load budget",
};

/** The games whose position reader alone is in a second bundle, and why: their page bundle keeps the computer
 * player and the home page, and `<game>-full` (features `<game>,full,home,play,native-positions`) opens a
 * record that starts from a position. */
export const POSITIONS = {
  kutuzov: "its page with the position reader weighs 627 KiB (572 without), over the 600 KiB first-load budget",
  downfall: "its page with the position reader weighs 649 KiB (602 without)",
  nato: "its page with the position reader weighs 615 KiB (576 without)",
};

/** Every game of the catalog: { id, code }, in its order. */
function catalog() {
  const text = readFileSync(join(ROOT, "engine/src/games/catalog.rs"), "utf8");
  const metas = {};
  for (const m of text.matchAll(/pub static ([A-Z_]+): GameMeta = GameMeta \{\s*id: "([^"]+)",\s*code: "([^"]+)"/g)) {
    metas[m[1]] = { id: m[2], code: m[3] };
  }
  const all = text.match(/pub static ALL: \[&GameMeta; \d+\] = \[([^\]]*)\]/);
  if (!all) throw new Error("catalog.rs has no ALL list");
  return all[1].split(",").map((s) => s.trim().replace(/^&/, "")).filter(Boolean).map((name) => {
    if (!metas[name]) throw new Error(`catalog.rs: ${name} has no id and code`);
    return metas[name];
  });
}

/** The games with a board, in the catalog's order. */
export function bundles() {
  const boards = join(ROOT, "src/boards");
  const modules = readdirSync(boards).filter((d) => statSync(join(boards, d)).isDirectory());
  return catalog()
    .map((g) => ({ ...g, module: g.id.replaceAll("-", "_") }))
    .filter((g) => modules.includes(g.module))
    .map((g) => ({
      ...g,
      css: existsSync(join(boards, g.module, "board.css")) ? `src/boards/${g.module}/board.css` : null,
      full: g.id in FULL,
      positions: g.id in POSITIONS,
    }));
}

export function section(list) {
  const lines = [BEGIN];
  for (const g of list) {
    if (g.css) lines.push(`    <link data-trunk rel="css" href="${g.css}" />`);
  }
  const link = (bin, features) =>
    `    <link data-trunk rel="rust" href="Cargo.toml" data-bin="${bin}" data-type="worker" data-bindgen-target="web" data-cargo-no-default-features data-cargo-features="${features}" data-cargo-profile-release="wasm-release" data-cargo-profile-dev="wasm-dev" data-wasm-opt="z" />`;
  for (const g of list) {
    if (g.full) {
      lines.push(link(g.id, `${g.id},play`));
      lines.push(link(`${g.id}-home`, `${g.id},home`));
      lines.push(link(`${g.id}-full`, `${g.id},full,play`));
    } else {
      lines.push(link(g.id, `${g.id},full,home,play`));
      if (g.positions) lines.push(link(`${g.id}-full`, `${g.id},full,home,play,native-positions`));
    }
  }
  const entry = (g) => ({ id: g.id, code: g.code, ...(g.full ? { full: true, home: true } : g.positions ? { full: true } : {}) });
  lines.push(`    <script id="bundles" type="application/json">${JSON.stringify(list.map(entry))}</script>`);
  lines.push(`    ${END}`);
  return lines.join("\n");
}

function main() {
  const path = join(ROOT, "index.html");
  const index = readFileSync(path, "utf8");
  const a = index.indexOf(BEGIN);
  const b = index.indexOf(END);
  if (a < 0 || b < a) throw new Error(`index.html lacks the ${BEGIN} … ${END} marks`);
  const next = index.slice(0, a) + section(bundles()) + index.slice(b + END.length);
  if (process.argv.includes("--check")) {
    if (next !== index) {
      console.error("index.html's bundle section is stale: run `node scripts/bundles.mjs`");
      process.exit(1);
    }
    console.log("index.html's bundle section is current");
  } else if (next !== index) {
    writeFileSync(path, next);
    console.log(`index.html: bundles ${bundles().map((g) => g.id).join(", ")}`);
  } else {
    console.log("index.html is current");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
