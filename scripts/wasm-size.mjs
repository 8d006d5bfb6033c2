#!/usr/bin/env node
// What the web wasm is made of, per crate and per module. A benchmark: it prints figures.
//   node scripts/wasm-size.mjs [bundle or module.wasm] [--depth N] [--grep REGEX]   (after scripts/run.sh or test.sh)
// A bundle is a game id from index.html (default: twilight-struggle). Reads the module cargo writes before
// wasm-bindgen and wasm-opt (target/wasm32-unknown-unknown/wasm-release/<bundle>.wasm, with its name section),
// sums the code bytes of every function under its demangled Rust path, and the data segments under the
// embedded files they contain (data packs, catalogs). Each group is also brotli-compressed on its own, so the
// columns say what the group costs over the wire; wasm-opt -Oz then shrinks the whole by a further margin
// (the last line compares with dist/).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const args = process.argv.slice(2);
const depthAt = args.indexOf("--depth");
const depth = depthAt >= 0 ? Number(args[depthAt + 1]) : 4;
// `--grep REGEX`: instead of the groups, the largest functions whose (mangled) name matches, and their total.
const grepAt = args.indexOf("--grep");
const grep = grepAt >= 0 ? new RegExp(args[grepAt + 1]) : null;
const named = args.find((a, i) => !a.startsWith("--") && (depthAt < 0 || i !== depthAt + 1) && (grepAt < 0 || i !== grepAt + 1)) || "twilight-struggle";
const bundle = named.endsWith(".wasm") ? null : named;
const file = bundle ? `target/wasm32-unknown-unknown/wasm-release/${bundle}.wasm` : named;
const buf = readFileSync(file);
const br = (b) => (b.length ? brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length : 0);
const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(8);

let pos = 8;
const u32 = () => {
  let r = 0, shift = 0, b;
  do { b = buf[pos++]; r |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80);
  return r >>> 0;
};
const sections = [];
while (pos < buf.length) {
  const id = buf[pos++];
  const size = u32();
  sections.push({ id, start: pos, end: pos + size });
  pos += size;
}
const readName = () => { const n = u32(); const s = buf.toString("utf8", pos, pos + n); pos += n; return s; };

// Imported functions come first in the function index space.
let imported = 0;
for (const s of sections.filter((s) => s.id === 2)) {
  pos = s.start;
  for (let i = u32(); i > 0; i--) {
    readName(); readName();
    const kind = buf[pos++];
    if (kind === 0) { u32(); imported++; }
    else if (kind === 1) { pos++; const f = buf[pos++]; u32(); if (f & 1) u32(); }
    else if (kind === 2) { const f = buf[pos++]; u32(); if (f & 1) u32(); }
    else if (kind === 3) { pos += 2; }
  }
}
const bodies = [];
for (const s of sections.filter((s) => s.id === 10)) {
  pos = s.start;
  for (let i = u32(); i > 0; i--) { const size = u32(); bodies.push(buf.subarray(pos, pos + size)); pos += size; }
}
const names = new Map();
for (const s of sections.filter((s) => s.id === 0)) {
  pos = s.start;
  if (readName() !== "name") continue;
  while (pos < s.end) {
    const sub = buf[pos++];
    const size = u32();
    const end = pos + size;
    if (sub === 1) for (let i = u32(); i > 0; i--) { const idx = u32(); names.set(idx, readName()); }
    pos = end;
  }
}

// Rust legacy mangling: _ZN<len><seg>...17h<hash>E. v0 and plain C names stay as they are.
// Rust v0 mangling (`_RNvNtCs…_4core9panicking5panic`): the length-prefixed identifiers in order, the
// crate first (a rough reading that is enough to group by crate and module).
function v0(name) {
  const segs = [];
  // Crate hashes (`Cs5cOc02OMXlo_`) and disambiguators (`Ms0_`, `Xsd_`) carry no names.
  const s = name.replace(/\.\d+$/, "").replace(/Cs[0-9A-Za-z]+_/g, "C").replace(/([MXYN][a-z]?)s[0-9A-Za-z]*_/g, "$1");
  let i = 2;
  while (i < s.length) {
    const m = /^(\d+)_?/.exec(s.slice(i));
    if (m && !/[0-9]/.test(s[i - 1] || "")) {
      const len = Number(m[1]);
      const id = s.slice(i + m[0].length, i + m[0].length + len);
      if (id.length === len && /^[A-Za-z_][A-Za-z0-9_]*$/.test(id)) {
        segs.push(id);
        i += m[0].length + len;
        continue;
      }
    }
    i++;
  }
  return segs.length ? segs : ["(other)", name];
}

function path(name) {
  if (!name) return ["(unnamed)"];
  if (name.startsWith("_R")) return v0(name);
  const m = name.match(/_ZN(.*)E$/);
  if (!m) return ["(other)", name.replace(/\.\d+$/, "")];
  const segs = [];
  let s = m[1];
  while (s.length) {
    const n = s.match(/^(\d+)/);
    if (!n) break;
    const len = Number(n[1]);
    segs.push(s.slice(n[1].length, n[1].length + len));
    s = s.slice(n[1].length + len);
  }
  const clean = segs.filter((x) => !/^h[0-9a-f]{16}$/.test(x)).map((x) => x.replace(/\$LT\$/g, "<").replace(/\$GT\$/g, ">").replace(/\$u20\$/g, " ").replace(/\$RF\$/g, "&").replace(/\.\./g, "::").replace(/\$C\$/g, ","));
  // `<T as Trait>::f` and `_<impl ...>` name their type's crate first.
  if (clean[0] && clean[0].startsWith("_<")) {
    const inner = clean[0].slice(2).replace(/^&/, "").replace(/^mut /, "");
    return [...inner.split(/::| /)[0] ? [inner.split("::")[0].replace(/[<>&]/g, "")] : [], ...clean.slice(1)];
  }
  if (clean[0] && clean[0].startsWith("<")) {
    const inner = clean[0].slice(1).replace(/^&/, "").replace(/^mut /, "");
    return [inner.split("::")[0].replace(/[<>&]/g, ""), ...inner.split("::").slice(1, 4).map((x) => x.split(" ")[0])];
  }
  return clean;
}

if (grep) {
  const hits = bodies.map((b, i) => [b.length, names.get(i + imported) || "(unnamed)"]).filter(([, n]) => grep.test(n));
  hits.sort((a, b) => b[0] - a[0]);
  for (const [n, name] of hits.slice(0, 40)) console.log(`${String(n).padStart(8)}  ${name.slice(0, 160)}`);
  console.log(`${hits.length} functions matching ${grep}: ${kb(hits.reduce((t, [n]) => t + n, 0)).trim()} KiB of code before wasm-opt`);
  process.exit(0);
}
const groups = new Map();
const add = (key, bytes) => {
  const g = groups.get(key) || { raw: 0, parts: [] };
  g.raw += bytes.length;
  g.parts.push(bytes);
  groups.set(key, g);
};
const crateParts = new Map();
bodies.forEach((b, i) => {
  const p = path(names.get(i + imported));
  add(p.slice(0, depth).join("::"), b);
  const c = p[0] || "(unnamed)";
  crateParts.set(c, [...(crateParts.get(c) || []), b]);
});

// Data: attribute the segments' bytes to the files embedded with include_str!.
let data = Buffer.alloc(0);
for (const s of sections.filter((s) => s.id === 11)) {
  pos = s.start;
  const parts = [];
  for (let i = u32(); i > 0; i--) {
    const flags = u32();
    if (flags === 0 || flags === 2) { if (flags === 2) u32(); while (buf[pos] !== 0x0b) pos++; pos++; }
    const size = u32();
    parts.push(buf.subarray(pos, pos + size));
    pos += size;
  }
  data = Buffer.concat(parts);
}
const embedded = [];
const walk = (d) => (existsSync(d) ? readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)])) : []);
// The web bundle embeds Empire of the Sun's, Downfall's and NATO's tables without their notes, as
// engine/build.rs writes them (target/…/build/sandtable-engine-*/out/<game>-pack/); each content counted once.
const packOut = /\/out\/[a-z]+-pack\//;
const built = walk(file.replace(/[^/]*$/, "build")).filter((f) => packOut.test(f));
const seen = new Set();
for (const f of walk("engine/src").concat(walk("src"), built).filter((f) => /\.(tsv|json|txt|csv)$/.test(f))) {
  const content = readFileSync(f);
  const key = content.toString("base64");
  if (content.length > 64 && !seen.has(key) && data.indexOf(content) >= 0) {
    seen.add(key);
    embedded.push([packOut.test(f) ? `engine/build: ${f.split("/out/")[1]}` : f, content]);
  }
}
const byDir = new Map();
let embeddedRaw = 0;
for (const [f, c] of embedded) {
  const dir = f.split("/").slice(0, -1).join("/");
  byDir.set(dir, Buffer.concat([byDir.get(dir) || Buffer.alloc(0), c]));
  embeddedRaw += c.length;
}

const rows = [...groups.entries()].map(([k, g]) => [k, g.raw, br(Buffer.concat(g.parts))]);
for (const [dir, c] of byDir) rows.push([`data: ${dir}/*`, c.length, br(c)]);
const rest = data.length - embeddedRaw;
rows.push(["data: other (strings, tables, catalogs)", rest, null]);
rows.sort((a, b) => b[1] - a[1]);

const codeRaw = bodies.reduce((n, b) => n + b.length, 0);
console.log(`module: ${file} (${kb(buf.length).trim()} KiB before wasm-opt)`);
console.log(`code ${kb(codeRaw).trim()} KiB in ${bodies.length} functions; data ${kb(data.length).trim()} KiB`);
console.log(`${"group".padEnd(64)} ${"KiB raw".padStart(8)} ${"KiB br".padStart(8)}`);

// Crate totals first: each crate's code compressed as a whole, then the data.
console.log("per crate (code), then data:");
const crateRows = [...crateParts.entries()].map(([c, parts]) => {
  const all = Buffer.concat(parts);
  return [c, all.length, br(all)];
});
crateRows.sort((a, b) => b[1] - a[1]);
for (const [c, raw, b] of crateRows.slice(0, 25)) console.log(`  ${c.padEnd(62)} ${kb(raw)} ${kb(b)}`);
console.log(`  ${"data (all segments)".padEnd(62)} ${kb(data.length)} ${kb(br(data))}`);
console.log(`per module (depth ${depth}, largest 60):`);
for (const [k, raw, b] of rows.slice(0, 60)) console.log(`  ${k.slice(0, 62).padEnd(62)} ${kb(raw)} ${b === null ? "       -" : kb(b)}`);
const dist = bundle && existsSync("dist") ? readdirSync("dist").find((f) => f.startsWith(`${bundle}-`) && f.endsWith("_bg.wasm")) : null;
if (dist) {
  const d = readFileSync(join("dist", dist));
  console.log(`after wasm-bindgen and wasm-opt -Oz (dist/${dist}): ${kb(d.length).trim()} KiB raw, ${kb(br(d)).trim()} KiB brotli`);
}
