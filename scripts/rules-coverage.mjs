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

// Rules without a test that need saying why: `heading` (a heading or an introduction whose rules are its
// subsections), `components` (a description of the physical game: the engine's data, checked by the data
// tests), `no effect` (a rule that cannot change any result in the engine), `not implemented`, `guide`
// (the rulebook's strategy guide, advice rather than a rule). A rule with a test needs no note.
const EOTS_NOTES = {
  "1.0": ["heading", "the introduction"],
  "1.2": ["heading", "the components (1.21–1.24)"],
  "1.23": ["components", "the map: hexes.tsv, hexsides.tsv, routes.tsv (docs/games/empire-of-the-sun-board.md), checked by the data tests"],
  "1.24": ["components", "the counters: units.tsv (docs/games/empire-of-the-sun-data.md), checked by the data tests"],
  "2.0": ["heading", "the set-up (2.1–2.3)"],
  "2.1": ["heading", "the list of scenarios: scenarios.tsv; each scenario's set-up is tested under its own 17.x rules"],
  "4.1": ["heading", "the Strategic Phase (4.11–4.14)"],
  "7.0": ["heading", "offensives (7.1–7.29)"],
  "8.0": ["heading", "movement and stacking (8.1–8.49)"],
  "10.0": ["heading", "reinforcements and ASPs (10.1–10.32)"],
  "12.0": ["heading", "strategic warfare: the hands' sizes, whose rules are 12.1–12.5"],
  "12.1": ["heading", "the Japanese cards (12.11–12.12)"],
  "15.6": ["no effect", "a modified roll below 0 counts as 0 and above 9 as 9: the only modified War in Europe roll (10.24) succeeds at or below a level's range (0–1 … 0–7), so the clamp never changes a result; not coded"],
  "17.0": ["heading", "the scenarios (17.1–17.10)"],
};

// Rules the engine implements only in part, whether or not they have a test: said in the map's head.
const EOTS_PARTIAL = {
  "13.63": "the Commonwealth units leaving India go to the first Allied port of Ceylon or the Maldives with room, else out of the game, chosen by the engine rather than the Allied player; US units in India are never offered the same move (the rule lets them, and does not make them)",
  "13.91": "an air unit's flight over Manchukuo between two airfields is not checked (the engine keeps an air move as its landing points); no unit can enter it on the ground or at sea, and it has no airfield",
  "7.25": "an air unit's path for the intelligence roll's −2 is the straight hex line between its landing points (docs/games/empire-of-the-sun.md, rules version 4)",
};

const TS_NOTES = {
  "CMP §1": ["heading", "the board (CMP §1-1–§1-6)"],
  "CMP §1-3": ["components", "the countries and their stability numbers: countries.tsv, checked by the data tests"],
  "CMP §2": ["heading", "the cards (CMP §2-1–§2-6)"],
  "CMP §3": ["components", "the markers"],
  "OPS §1-5": ["components", "influence markers are change for each other and unlimited: the engine keeps a number per country"],
  "OPS §1-6": ["components", "how physical influence markers are stacked"],
  "PLAY §5": ["heading", "a card's text beats the rules: each card's own tests"],
  "DEF §1": ["heading", "the DEFCON track (DEF §1-1–§1-7)"],
  "DEF §2": ["heading", "required military operations (DEF §2-1–§2-4)"],
  "TRN §1-1": ["no effect", "the hands are shown at the end of a turn: the engine's log and view show the state; no result depends on it"],
  "TRN §1-3": ["no effect", "the USSR is dealt the first card: the engine deals from a shuffled pile in a fixed order, so who is dealt first changes no chance"],
  "E8": ["guide", "an incomplete example of the digest (its figure is lost): no question to test"],
  "G5 §2": ["guide", "the strategy guide's advice (We Will Bury You at DEFCON 2)"],
  "G6 §2": ["guide", "the strategy guide's advice (the China Card and SALT against hand reductions)"],
  "G9 §1": ["guide", "the strategy guide's advice (an opening that controls Austria and Yugoslavia)"],
};

const GAMES = {
  "empire-of-the-sun": {
    prefix: "EotS",
    notes: EOTS_NOTES,
    partial: EOTS_PARTIAL,
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
    notes: TS_NOTES,
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
 *  text runs from the first comment or attribute line above it to the next function's. A function that a
 *  test-making macro lists (`card_checks!(a, b, …)` over `#[test] fn $f`) is a test too. */
function tests(module) {
  const files = [...walk(join(ROOT, "engine/tests", module)), ...walk(join(ROOT, "engine/src/games", module))];
  const out = [];
  for (const f of files) {
    const text = readFileSync(f, "utf8");
    const lines = text.split("\n");
    const listed = new Set();
    for (const m of text.matchAll(/macro_rules!\s+(\w+)\s*\{[^]*?#\[test\]\s*fn\s+\$/g)) {
      for (const inv of text.matchAll(new RegExp(`(?<!macro_rules!\\s*)\\b${m[1]}!\\s*\\(([^)]*)\\)`, "g"))) {
        inv[1].split(",").map((x) => x.trim()).filter((x) => /^[a-z0-9_]+$/.test(x)).forEach((x) => listed.add(x));
      }
    }
    const back = (i) => {
      let j = i;
      while (j > 0 && /^\s*(\/\/|#\[)/.test(lines[j - 1])) j--;
      return j;
    };
    const fnAt = (i) => lines[i].match(/^(\s*)(?:pub(?:\([^)]*\))?\s+)?fn\s+([a-z0-9_]+)/);
    // Test starts: a `#[test]` (its function is the next `fn` line) or a listed function.
    const starts = [];
    lines.forEach((l, i) => {
      const fn = fnAt(i);
      if (!fn) return;
      let j = i - 1;
      while (j >= 0 && /^\s*#\[/.test(lines[j]) && !/^\s*#\[test\]/.test(lines[j])) j--;
      if ((j >= 0 && /^\s*#\[test\]/.test(lines[j])) || listed.has(fn[2])) starts.push({ i, indent: fn[1].length });
    });
    for (const { i, indent } of starts) {
      // The test ends where the next function at its depth or shallower (or the next test) begins.
      let k = i + 1;
      while (k < lines.length) {
        const fn = fnAt(k);
        if ((fn && fn[1].length <= indent) || /^\s*#\[test\]/.test(lines[k])) break;
        k++;
      }
      const end = k < lines.length ? back(k) : lines.length;
      out.push({ file: relative(ROOT, f), name: fnAt(i)[2], text: lines.slice(back(i), Math.max(end, i + 1)).join("\n") });
    }
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
    return { ...s, tests: citing, implemented, note: citing.length ? null : g.notes?.[s.number] ?? null };
  });
  return { game, rows, tested: rows.filter((r) => r.tests.length).length, total: rows.length };
}

/** The rules the engine implements only in part, and how. */
function partialSummary(c) {
  const p = GAMES[c.game].partial || {};
  const keys = Object.keys(p);
  if (!keys.length) return [];
  return ["Implemented in part (the rest is a decision recorded in the game's doc):", "", ...keys.map((k) => `- ${k}: ${p[k]}`), ""];
}

/** What the rules without a test are: headings and the like (by their note), and the rest. */
function untestedSummary(c) {
  const rest = c.rows.filter((r) => !r.tests.length);
  const by = {};
  for (const r of rest) by[r.note ? r.note[0] : "untested"] = [...(by[r.note ? r.note[0] : "untested"] || []), r.number];
  const words = {
    heading: "headings or introductions (their rules are their subsections)",
    components: "descriptions of the components (the engine's data)",
    "no effect": "rules that cannot change a result in the engine",
    "not implemented": "rules the engine does not implement",
    guide: "strategy-guide advice or an incomplete example",
    untested: "**rules still without a test** (implemented where the column says so)",
  };
  if (!rest.length) return ["Every rule has a test."];
  return [
    `Of the ${rest.length} rules without a test:`,
    "",
    ...Object.keys(words).filter((k) => by[k]).map((k) => `- ${words[k]} (${by[k].length}): ${by[k].join(", ")}`),
  ];
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
    ...untestedSummary(c),
    "",
    ...partialSummary(c),
    "| rule | heading | seed lines | in the rules code | tests |",
    "|---|---|---|---|---|",
  ];
  for (const r of c.rows) {
    const none = r.note ? `none (${r.note[0]}: ${r.note[1]})` : "**none**";
    const t = r.tests.length ? `${r.tests.length}: ${r.tests.slice(0, 4).map((t) => `\`${t.name}\``).join(", ")}${r.tests.length > 4 ? ", …" : ""}` : none;
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
