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

// Kutuzov, Downfall and NATO: the numbered headings of the seed, read as scripts/rules-summaries-check.py
// reads them (the same patterns, the same hand-fixed ranges), each with its whole range (its subsections
// included). A rule's own text is the lines whose smallest enclosing range is the rule's: so a section
// printed out of order (Downfall 12's heading before 11.2 and 11.3) keeps its text and loses its neighbours'.
const KUT_TWO_DIGIT = new Set(["1.10", "11.10", "11.11", "12.10", "12.11"]);

/** A rule's position in the rulebook (Kutuzov's 12.45 is 12.4.5; NATO's 25.0 is the chapter 25). */
function keyOf(game, rule) {
  if (game === "kutuzov") {
    const [major, minor] = rule.split(/\.(.*)/s);
    if (!minor) return [+major];
    if (KUT_TWO_DIGIT.has(rule) || minor.includes(".")) return [+major, ...minor.split(".").map(Number)];
    return [+major, ...[...minor].map(Number)];
  }
  const parts = rule.split(".").map(Number);
  return game === "nato" && parts.length === 2 && parts[1] === 0 ? parts.slice(0, 1) : parts;
}
const keyCmp = (a, b) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
};
const keyStr = (k) => k.join(".");

const SEED_BOOKS = {
  kutuzov: { seed: "001_dca055caecf9d185.txt", first: 91, last: 2308, heading: /^(\d+(?:\.\d+)?)\s+\S/ },
  // Downfall writes its chapters "3. 카드": a bare "3 펩" is a list item, not a heading.
  downfall: { seed: "000_73f19b7f65e447bc.txt", first: 252, last: 1922, heading: /^(\d+(?:\.\s?\d+)+|\d+(?=\.))\.?\s+\S/ },
  nato: { seed: "003_d9b1b7f3997f0abe.txt", first: 175, last: 4148, heading: /^[#*\s]*[[【]?(\d+(?:\.\d+)+)[\]】]?[\s.*]/ },
};

// Sections the heading scan cannot place (rules-summaries-check.py's OVERRIDES): Downfall prints chapter 12's
// heading before 11.2 and 11.3 and has no numbered heading for 13 (Victory) and 14 (Overlord sea control);
// NATO prints 5.2–5.5 before 5.0, 20.2 before 20.1, and 25.9.2–25.9.4 before 25.9 and 25.9.1 (25.9.4 is
// one line; 25.9.1 runs to the combat examples, which are chapter 25's).
const SEED_OVERRIDES = {
  downfall: { "11": [1797, 1851], "11.2": [1840, 1844], "11.3": [1846, 1851], "12": [1838, 1886], "13": [1888, 1906], "13.1": [1897, 1906], "14": [1908, 1922] },
  nato: {
    "5.0": [846, 872], "5.2": [846, 848], "5.3": [850, 852], "5.4": [854, 856], "5.5": [858, 860],
    "20.0": [2212, 2238], "20.1": [2231, 2238], "20.2": [2220, 2229],
    "25.9": [3031, 3056], "25.9.1": [3052, 3056], "25.9.4": [3042, 3042],
  },
};
const SEED_TITLES = { downfall: { "13": "(Victory: no numbered heading)", "14": "(Overlord scenario only: no numbered heading)" } };

function bookSections(game) {
  const b = SEED_BOOKS[game];
  const lines = readFileSync(join(SHARED, "seeds", b.seed), "utf8").split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const last = Math.min(b.last, lines.length);
  // Headings in reading order, keeping only numbers that move forward through the book.
  let heads = [];
  let prev = null;
  for (let n = b.first; n <= last; n++) {
    const m = lines[n - 1].match(b.heading);
    if (!m) continue;
    const rule = m[1].replaceAll(" ", "");
    const key = keyOf(game, rule);
    if (key.some(Number.isNaN)) continue;
    if (prev && (keyCmp(key, prev) <= 0 || key[0] - prev[0] > 1)) continue;
    if (prev && key[0] === prev[0] + 1 && key.length > 1 && key[1] > 1) continue;
    heads.push({ rule, key, line: n });
    prev = key;
  }
  const ranges = {};
  heads.forEach((h, i) => {
    let end = last;
    for (const h2 of heads.slice(i + 1)) {
      if (keyStr(h2.key.slice(0, h.key.length)) !== keyStr(h.key)) {
        end = h2.line - 1;
        break;
      }
    }
    while (end > h.line && !lines[end - 1].trim()) end--;
    ranges[h.rule] = [h.line, end];
  });
  for (const [rule, r] of Object.entries(SEED_OVERRIDES[game] || {})) {
    ranges[rule] = r;
    // Its heading line: the range's line that prints its number (NATO's 25.9 is not its range's first line).
    let at = r[0];
    for (let n = r[1]; n >= r[0]; n--) if (lines[n - 1].match(b.heading)?.[1].replaceAll(" ", "") === rule) at = n;
    const h = heads.find((x) => x.rule === rule);
    if (h) h.line = at;
    else heads.push({ rule, key: keyOf(game, rule), line: at });
  }
  heads.sort((a, b) => keyCmp(a.key, b.key));
  // Each line of the rulebook belongs to the smallest range holding it (the deeper rule on a tie).
  const owner = new Map();
  for (const h of heads) {
    const [a, z] = ranges[h.rule];
    for (let n = a; n <= z; n++) {
      const o = owner.get(n);
      const size = (x) => ranges[x.rule][1] - ranges[x.rule][0];
      if (!o || size(h) < size(o) || (size(h) === size(o) && h.key.length > o.key.length)) owner.set(n, h);
    }
  }
  const own = new Map(heads.map((h) => [h.rule, []]));
  for (const [n, h] of owner) own.get(h.rule).push(n);
  const title = (h) =>
    SEED_TITLES[game]?.[h.rule] ??
    lines[h.line - 1]
      .replace(/^[#*\s]*[[【]?\d+(?:\.\s?\d+)*[\]】]?\.?[\s*]*/, "")
      .replace(/\*\*.*$/, "")
      .replace(/\.\s.*$/, "")
      .replace(/[.:]\s*$/, "")
      .trim()
      .slice(0, 60);
  return heads.map((h) => {
    const ls = own.get(h.rule).sort((a, b) => a - b);
    const body = ls.filter((n) => n !== h.line && lines[n - 1].trim()).map((n) => lines[n - 1].trim());
    // The heading line holds only the title (NATO's `**[3.2.5] Title.** text` and `**[25.9.3]** text` hold a rule).
    const headOnly = game !== "nato" || /^#/.test(lines[h.line - 1]);
    const children = heads.filter((x) => x.key.length > h.key.length && keyStr(x.key.slice(0, h.key.length)) === keyStr(h.key));
    return {
      number: h.rule,
      key: keyStr(h.key),
      title: title(h),
      line: ranges[h.rule][0],
      end: ranges[h.rule][1],
      own: new Set(ls),
      // A heading: nothing of its own but the heading line (or one line introducing its subsections with a colon).
      heading: children.length > 0 && headOnly && (body.length === 0 || (body.length === 1 && /:$/.test(body[0]))),
      children: children.length ? `${children[0].rule}–${children[children.length - 1].rule}` : null,
    };
  });
}

/** The rules a text cites: `KUT 12.45`, `DF 7.1.4, 7.7.1`, `NATO 25.7.3`, `[25.7.3]` anywhere, and for
 *  Kutuzov and Downfall a bare `12.45` in a comment (never `Play Book 9.11`, the other book, nor `§2.1`), for NATO
 *  a bare `(28.1.1)`. As keys. */
function citedKeys(game, text, prefix) {
  const out = new Set();
  const add = (n) => out.add(keyStr(keyOf(game, n)));
  const num = game === "nato" ? String.raw`\d+(?:\.\d+)+` : String.raw`\d+(?:\.\d+)*`;
  const list = new RegExp(String.raw`\b${prefix}\s+(${num})((?:\s*(?:,|and|–)\s*(?:${prefix}\s+)?${num}(?![\w]))*)`, "g");
  for (const m of text.matchAll(list)) {
    add(m[1]);
    for (const x of m[2].matchAll(new RegExp(num, "g"))) add(x[0]);
  }
  if (game === "nato") {
    for (const m of text.matchAll(/\[(\d+(?:\.\d+)+)\]/g)) add(m[1]);
    // A bare case in parentheses, `(28.1.1)`: three parts at least, never a decimal such as `(0.5)`.
    for (const m of text.matchAll(/\((\d{1,2}(?:\.\d+){2,})\)/g)) add(m[1]);
    return out;
  }
  const comments = text
    .split("\n")
    .map((l) => l.match(/(?<!:)\/\/(.*)$/)?.[1] ?? "")
    .join("\n")
    .replace(/Play\s*Book\s+\d+(?:\.\d+)*(?:\s*,\s*\d+(?:\.\d+)*)*/gi, "");
  for (const m of comments.matchAll(/(?<![0-9.§])(\d{1,2}\.\d+(?:\.\d+)*)(?![0-9]|\.[0-9])/g)) add(m[1]);
  return out;
}

/** Seed lines a text cites: `L1188`, and both ends of `L2622–2624` or `L1900–L1906`. */
function citedLines(text) {
  const out = new Set();
  for (const m of text.matchAll(/\bL(\d{2,4})(?:\s*[–-]\s*L?(\d{2,4}))?\b/g)) {
    out.add(+m[1]);
    if (m[2]) out.add(+m[2]);
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

/** A game whose rulebook is read by bookSections: its rules, and how a text cites one. */
function book(game, prefix, notes = {}) {
  return {
    prefix,
    notes,
    book: true,
    sections: () => bookSections(game),
    citesAny: (text) => ({ keys: citedKeys(game, text, prefix), lines: citedLines(text) }),
  };
}

const KUT_NOTES = {};
const DF_NOTES = {};
const NATO_NOTES = {
  "2.1": ["components", "the list of what is in the box"],
  "2.6": ["components", "the counter sheets: the engine's units.tsv and markers, checked by the data tests"],
  "2.7": ["no effect", "the game's scale (a hex is 15 miles, a turn a day): no rule reads it"],
  "3.2.7": ["components", "the unit size symbols printed on the counters: the engine's units.tsv"],
  "3.2.8.2": ["no effect", "the symbols' colours are historical colour only (save for the optional rule 25.4.5)"],
  "3.2.8.2.1": ["no effect", "the Pact symbols' colours by army are historical colour only ([3.2.8.2]); units.tsv keeps the army as `formation`"],
  "3.2.8.2.2": ["no effect", "NATO's symbol colours (regular, reserve, territorial) are historical colour only ([3.2.8.2]); territorial units are read by their 'Terr' legend ([3.2.5.1], tested)"],
  "3.9.2": ["no effect", "the alliances' colours on the transport commands and markers: the side is the unit's `side`"],
  "4.0": ["heading", "the markers (4.1–4.5); its text is only the veteran's summary"],
  "4.5": ["not implemented", "the War of Nerves markers: that scenario ([39.0]) needs the owner's data pack (published_scenarios.tsv)"],
  "4.5.1": ["not implemented", "the War of Nerves' war preparation markers ([39.2]): the scenario is not in the built-in pack"],
  "4.5.2": ["not implemented", "the War of Nerves' Pact tension level ([39.2]): the scenario is not in the built-in pack"],
  "4.5.3": ["not implemented", "the War of Nerves' mobilisation markers ([39.7]): the scenario is not in the built-in pack"],
  "4.5.3.1": ["not implemented", "the War of Nerves' Soviet mobilisation turn marker ([39.7]): the scenario is not in the built-in pack"],
  "4.5.3.2": ["not implemented", "the War of Nerves' WP allies' mobilisation turn marker ([39.7]): the scenario is not in the built-in pack"],
  "4.5.3.3": ["not implemented", "the War of Nerves' NATO allies' mobilisation turn marker ([39.7]): the scenario is not in the built-in pack"],
  "4.5.4": ["not implemented", "the War of Nerves' air campaign markers ([39.3.6]): the scenario is not in the built-in pack"],
  "4.5.5": ["not implemented", "the War of Nerves' NATO alert level ([39.4]): the scenario is not in the built-in pack"],
  "5.0": ["heading", "the basic course of play (5.1–5.5); its text is only the veteran's summary"],
  "25.3.4.6": ["not implemented", "the Maximum Concentration bonus of the Extended Buildup scenario ([38.4.2.4]), which Sandtable's pack does not have"],
  "25.4.5": ["not implemented", "the optional Unit Integrity rule (docs/games/nato.md, Not yet enforced)"],
  "18.4.4.1": ["not implemented", "an attack-helicopter brigade flipped used on its HQ: not offered, the same effect as the Recovery box here (engine/src/games/nato/air/helicopters.rs)"],
  "31.1.5": ["not implemented", "West Berlin and the forward-defence VP of Strategic Surprise and War of Nerves, which Sandtable's pack does not have"],
  "31.1.6": ["not implemented", "West Berlin fortified in Extended Buildup, which Sandtable's pack does not have"],
  "33.2.7": ["not implemented", "reinforcements arriving before their activation belong to War of Nerves, which Sandtable's pack does not have"],
  "33.2.8": ["not implemented", "the EB entry code belongs to Extended Buildup, which Sandtable's pack does not have (no unit of the pack carries it)"],
  "33.3.4": ["not implemented", "Reforger steps: the units activate on their setup.tsv turn, no step schedule (decision E4)"],
  "35.3.5": ["not implemented", "the armies move in any order after the five dice (decision E17)"],
  "35.8.1": ["no effect", "who of a team holds which units: the board's (src/boards/nato/teams.rs, tested there); the rules play the side as one seat (decision D-T1)"],
  "35.8.2": ["no effect", "who of a team holds which units: the board's (src/boards/nato/teams.rs, tested there); the rules play the side as one seat (decision D-T1)"],
  "35.8.2.1": ["no effect", "BALTAP's units: the board's North player (src/boards/nato/teams.rs, tested there; decisions D-T1, D-T2)"],
  "35.8.2.2": ["no effect", "NORTHAG's units: the board's North player (src/boards/nato/teams.rs, tested there; decisions D-T1, D-T2)"],
  "35.8.2.3": ["no effect", "CENTAG's units: the board's South player (src/boards/nato/teams.rs, tested there; decisions D-T1, D-T2)"],
  "35.8.2.4": ["no effect", "who receives the ARNG and CENTAG reinforcements is agreed at the table (decision D-T4)"],
  "35.8.3": ["no effect", "the command boundary as the partners' operational boundary: an agreement at the table (decision D-T1)"],
  "35.8.4": ["no effect", "transfers between partners: one pool a side, agreed at the table (decision D-T4)"],
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
  kutuzov: book("kutuzov", "KUT", KUT_NOTES),
  downfall: book("downfall", "DF", DF_NOTES),
  nato: book("nato", "NATO", NATO_NOTES),
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
  if (g.book) {
    const cite = (t) => g.citesAny(t);
    const byTest = all.map((t) => ({ t, c: cite(t.text) }));
    const inCode = cite(code);
    const hit = (c, s) => c.keys.has(s.key) || [...c.lines].some((l) => s.own.has(l));
    const rows = sections.map((s) => {
      const citing = byTest.filter(({ c }) => hit(c, s)).map(({ t }) => t);
      const note = citing.length ? null : g.notes[s.number] ?? (s.heading ? ["heading", `its rules are its subsections (${s.children})`] : null);
      return { ...s, tests: citing, implemented: hit(inCode, s), note };
    });
    return { game, rows, tested: rows.filter((r) => r.tests.length).length, total: rows.length };
  }
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
  const name = { "empire-of-the-sun": "Empire of the Sun", "twilight-struggle": "Twilight Struggle", kutuzov: "Kutuzov", downfall: "Downfall", nato: "NATO: The Cold War Goes Hot" }[c.game] || c.game;
  const lines = [
    `# ${name}: rule-by-rule coverage`,
    "",
    `Written by \`node scripts/rules-coverage.mjs ${c.game} --write\`: every numbered rule of the rulebook (the seed) with the`,
    "lines it spans, whether the engine's rule code cites it, and the tests that cite it (by the rule's tag or a seed line",
    "inside it). A rule with no test is a rule no test would catch being read the other way.",
    ...(GAMES[c.game].book
      ? ["", "The seed lines are the rule's with its subsections; a cited seed line counts for the deepest rule holding it",
         "(its subsection's, not the chapter's). A file's opening doc comment cites no single test."]
      : []),
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
