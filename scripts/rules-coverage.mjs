#!/usr/bin/env node
// The rule-by-rule coverage map: `node scripts/rules-coverage.mjs [game…] [--write]`.
//
// For each game it lists every numbered rule of its rulebook (the seed, ../shared/seeds/) with the lines
// the rule spans, and the tests that cite it: a test cites a rule when its name, doc comment or body names
// the rule's tag (`EotS 9.2`, `// TS OPS §3`) or a seed line inside the rule (`L1188`). It also says whether
// the engine's rule code cites the rule (implemented). It prints each game's figure (rules with a test /
// rules) and, with --write, writes docs/games/<game>-coverage.md.
//
// A game is listed below with how its rulebook numbers its rules: Empire of the Sun by section headers
// (`9.2 …` at the start of a line, in order), Twilight Struggle by the digest's chapter tags and the
// chapters' local numbers (its rulebook has no chapter numbers: shared/reference/twilight-struggle.md §0).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const SHARED = existsSync(join(ROOT, "../shared")) ? join(ROOT, "../shared") : join(ROOT, "shared");

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith(".rs") ? [p] : [];
  });
}

/** Numbered section headers of a seed: `N.N… title` at the start of a line, in increasing order. */
function numberedSections(seed, { from = 1, to = Infinity, max = 99 } = {}) {
  const lines = readFileSync(seed, "utf8").split("\n");
  const out = [];
  const key = (n) => n.split(".").filter(Boolean).map((x) => parseInt(x, 10));
  const less = (a, b) => {
    const x = key(a);
    const y = key(b);
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const d = (x[i] ?? -1) - (y[i] ?? -1);
      if (d) return d < 0;
    }
    return false;
  };
  lines.forEach((line, i) => {
    const n = i + 1;
    if (n < from || n > to) return;
    const m = line.match(/^(\d{1,2}\.\d+(?:\.\d+)?)\.?\s+(\S.{0,60})/);
    if (!m || line.includes("\t") || parseInt(m[1], 10) > max) return;
    const number = m[1].replace(/^(\d+)\.(\d)\.(\d)$/, "$1.$2$3"); // 1.2.1 is written 1.21 elsewhere
    // A header comes after the previous one, in the same chapter or the next: anything else is a
    // cross-reference at the start of a line.
    const prev = out[out.length - 1];
    if (prev && (!less(prev.number, number) || key(number)[0] > key(prev.number)[0] + 1)) return;
    out.push({ number, title: m[2].replace(/\s*\(.*$/, "").trim(), line: n });
  });
  out.forEach((s, i) => (s.end = (out[i + 1]?.line ?? lines.length + 1) - 1));
  return out;
}

/** Twilight Struggle: the digest's chapter tags, each chapter's local numbers (§1, §1-2 …) as found. */
function taggedSections(seed, digest) {
  const lines = readFileSync(seed, "utf8").split("\n");
  const table = readFileSync(digest, "utf8");
  const chapters = [...table.matchAll(/^\| ([A-Z0-9]+) \| ([^|]+) \| L(\d+)–L(\d+) \| ([^|]+) \|/gm)]
    .map((m) => ({ tag: m[1], title: m[2].trim(), from: +m[3], to: +m[4] }))
    .filter((c) => !["PA1", "PA2", "GUIDE"].includes(c.tag));
  const out = [];
  for (const c of chapters) {
    const subs = [];
    for (let n = c.from; n <= c.to; n++) {
      const m = (lines[n - 1] || "").match(/^\s*(\d+(?:-\d+)?)[.)]?\s+(\S.{0,50})/);
      if (m && !subs.some((s) => s.sub === m[1])) subs.push({ sub: m[1], title: m[2].trim(), line: n });
    }
    if (!subs.length) subs.push({ sub: null, title: c.title, line: c.from });
    subs.forEach((s, i) => {
      out.push({
        number: s.sub ? `${c.tag} §${s.sub}` : c.tag,
        tag: c.tag,
        sub: s.sub,
        title: s.sub ? s.title : c.title,
        line: s.line,
        end: (subs[i + 1]?.line ?? c.to + 1) - 1,
      });
    });
  }
  return out;
}

const GAMES = {
  "empire-of-the-sun": {
    prefix: "EotS",
    sections: () => numberedSections(join(SHARED, "seeds/004_a278ea6902dfa15b.txt"), { from: 28, max: 18 }),
    // `EotS 7.21` anywhere, or a bare `7.21` in a comment (the tests' and rules' own way of citing).
    cites: (text, s) => {
      const n = s.number.replace(".", "\\.");
      if (new RegExp(`EotS\\s+${n}(?![0-9])`).test(text)) return true;
      const comments = text.split("\n").filter((l) => /^\s*\/\//.test(l)).join("\n");
      return new RegExp(`(?<![0-9.])${n}(?![0-9])`).test(comments);
    },
  },
  "twilight-struggle": {
    prefix: "TS",
    sections: () => taggedSections(join(SHARED, "seeds/002_f8591b282d3ccc23.txt"), join(SHARED, "reference/twilight-struggle.md")),
    cites: (text, s) => {
      if (!s.sub) return new RegExp(`TS\\s+${s.tag}\\b`).test(text);
      const top = s.sub.split("-")[0];
      const exact = new RegExp(`TS\\s+${s.tag}\\s+§${s.sub.replace("-", "-")}(?![0-9-])`);
      const whole = !s.sub.includes("-") && new RegExp(`TS\\s+${s.tag}\\s+§${top}(?![0-9-])`);
      return exact.test(text) || (whole && whole.test(text));
    },
  },
};

/** The tests of a game: every `#[test]` function with its doc comment and body, and its file. A test's
 *  text runs from the first comment or attribute line above its `#[test]` to the start of the next test's. */
function tests(module) {
  const files = [...walk(join(ROOT, "engine/tests", module)), ...walk(join(ROOT, "engine/src/games", module))];
  const out = [];
  for (const f of files) {
    const lines = readFileSync(f, "utf8").split("\n");
    const starts = [];
    lines.forEach((l, i) => {
      if (!/^\s*#\[test\]/.test(l)) return;
      let j = i;
      while (j > 0 && /^\s*(\/\/|#\[)/.test(lines[j - 1])) j--;
      starts.push(j);
    });
    starts.forEach((from, k) => {
      const text = lines.slice(from, starts[k + 1] ?? lines.length).join("\n");
      const m = text.match(/#\[test\][\s\S]*?fn\s+([a-z0-9_]+)/);
      if (m) out.push({ file: relative(ROOT, f), name: m[1], text });
    });
  }
  return out;
}

/** The engine's rule code of a game, without its tests. */
function ruleCode(module) {
  return walk(join(ROOT, "engine/src/games", module))
    .map((f) => readFileSync(f, "utf8").split(/#\[cfg\(test\)\]/)[0])
    .join("\n");
}

function seedLines(text) {
  return [...text.matchAll(/\bL(\d{2,4})\b/g)].map((m) => +m[1]);
}

function coverage(game) {
  const g = GAMES[game];
  const module = game.replaceAll("-", "_");
  const sections = g.sections();
  const all = tests(module);
  const code = ruleCode(module);
  const rows = sections.map((s) => {
    const citing = all.filter((t) => g.cites(t.text, s) || seedLines(t.text).some((l) => l >= s.line && l <= s.end));
    const implemented = g.cites(code, s) || seedLines(code).some((l) => l >= s.line && l <= s.end);
    return { ...s, tests: citing, implemented };
  });
  return { game, rows, tested: rows.filter((r) => r.tests.length).length, total: rows.length };
}

function markdown(c) {
  const name = { "empire-of-the-sun": "Empire of the Sun", "twilight-struggle": "Twilight Struggle" }[c.game] || c.game;
  const lines = [
    `# ${name}: rule-by-rule coverage`,
    "",
    `Written by \`node scripts/rules-coverage.mjs ${c.game} --write\`: every numbered rule of the rulebook (the seed) with the`,
    "lines it spans, whether the engine's rule code cites it, and the tests that cite it (by the rule's tag or a seed line",
    "inside it). A rule with no test is a rule no test would catch being read the other way.",
    "",
    `**${c.tested} of ${c.total} rules have a test (${Math.round((100 * c.tested) / c.total)}%).**`,
    "",
    "| rule | heading | seed lines | in the rules code | tests |",
    "|---|---|---|---|---|",
  ];
  for (const r of c.rows) {
    const t = r.tests.length ? `${r.tests.length}: ${r.tests.slice(0, 4).map((t) => `\`${t.name}\``).join(", ")}${r.tests.length > 4 ? ", …" : ""}` : "**none**";
    lines.push(`| ${r.number} | ${r.title.replaceAll("|", "/")} | L${r.line}–L${r.end} | ${r.implemented ? "yes" : "—"} | ${t} |`);
  }
  return lines.join("\n") + "\n";
}

const args = process.argv.slice(2);
const write = args.includes("--write");
const games = args.filter((a) => !a.startsWith("--"));
for (const game of games.length ? games : Object.keys(GAMES)) {
  if (!GAMES[game]) {
    console.error(`rules-coverage: no rule list for '${game}' (known: ${Object.keys(GAMES).join(", ")})`);
    process.exit(2);
  }
  const c = coverage(game);
  console.log(`${game}: ${c.tested} of ${c.total} rules have a test (${Math.round((100 * c.tested) / c.total)}%); without: ${c.rows.filter((r) => !r.tests.length).map((r) => r.number).join(", ") || "none"}`);
  if (write) writeFileSync(join(ROOT, "docs/games", `${game}-coverage.md`), markdown(c));
}
