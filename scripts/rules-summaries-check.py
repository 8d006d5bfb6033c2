#!/usr/bin/env python3
"""Check the in-app rule summaries (public/rules/<game>.tsv) of Kutuzov, Downfall and NATO.

For each game it
  * finds every rule tag the engine can emit (string literals under engine/src/games/<game>
    carrying "KUT 12.45", "DF 7.5", "NATO 25.7.3", also lists such as "DF 7.10, 7.11"),
  * reads the numbered headings of the seed rulebook (Korean, /work/shared/seeds),
  * checks the TSV: exact header, six non-empty fields, no tab/newline inside fields,
    no duplicate rule, a row for every engine tag, a row for every rule of the seed down to
    the second level, a `source` of the form L12 or L12-L40 inside the seed whose range holds
    the rule's heading (its number, or its Korean title for a heading the seed lost),
  * prints the counts per game.

Usage:  python3 scripts/rules-summaries-check.py [--seeds DIR] [--fill] [--game NAME]
  --fill  writes the computed section range into every row whose `source` is empty.
Exit status 1 when any check fails.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = ["rule", "title_en", "summary_en", "title_ko", "summary_ko", "source"]

GAMES = {
    "kutuzov": dict(seed="001_dca055caecf9d185.txt", prefix="KUT", first=91, last=2308),
    "downfall": dict(seed="000_73f19b7f65e447bc.txt", prefix="DF", first=252, last=1922),
    "nato": dict(seed="003_d9b1b7f3997f0abe.txt", prefix="NATO", first=175, last=4148),
}

# Sections the heading scan cannot place: Downfall prints chapter 12's heading before 11.2 and
# 11.3, and has no numbered heading for 13 (Victory) and 14 (Overlord sea control).
OVERRIDES = {
    "downfall": {"11": (1797, 1851), "11.2": (1840, 1844), "11.3": (1846, 1851), "12": (1838, 1886),
                 "13": (1888, 1906), "13.1": (1897, 1906), "14": (1908, 1922)},
    # NATO prints 5.2-5.5 before the 5.0 heading, 20.2 before 20.1, and 25.9.2-25.9.4 before 25.9.
    "nato": {"5.0": (846, 872), "5.2": (846, 848), "5.3": (850, 852), "5.4": (854, 856),
             "5.5": (858, 860), "20.0": (2212, 2238), "20.1": (2231, 2238), "20.2": (2220, 2229),
             "25.9": (3031, 3056)},
}

# Kutuzov numbers its third level without a dot (12.45 = 12.4.5) but has tenth and eleventh
# second-level sections (12.10, 12.11): these are read as two-digit numbers.
KUT_TWO_DIGIT = {"1.10", "11.10", "11.11", "12.10", "12.11"}


def key_of(game, rule):
    """The rule's position in the rulebook as a tuple (12.45 -> (12, 4, 5))."""
    if game == "kutuzov":
        major, _, minor = rule.partition(".")
        if not minor:
            return (int(major),)
        if rule in KUT_TWO_DIGIT:
            return (int(major), int(minor))
        return (int(major),) + tuple(int(c) for c in minor)
    parts = [int(p) for p in rule.split(".")]
    if game == "nato" and len(parts) == 2 and parts[1] == 0:
        parts = parts[:1]  # 25.0 is the chapter 25
    return tuple(parts)


HEADING = {
    "kutuzov": re.compile(r"^(\d+(?:\.\d+)?)\s+\S"),
    # Downfall writes its chapters "3. 카드": a bare "3 펩" is a list item, not a heading.
    "downfall": re.compile(r"^(\d+(?:\.\s?\d+)+|\d+(?=\.))\.?\s+\S"),
    "nato": re.compile(r"^[#*\s]*[\[【]?(\d+(?:\.\d+)+)[\]】]?[\s.*]"),
}


def seed_headings(game, lines):
    """Numbered headings in reading order: [(rule, key, line)], keeping only numbers that move
    forward through the book (a list item "8 이하" inside 11.4 is not a heading)."""
    g = GAMES[game]
    out, last = [], ()
    for n in range(g["first"], min(g["last"], len(lines)) + 1):
        m = HEADING[game].match(lines[n - 1])
        if not m:
            continue
        rule = m.group(1).replace(" ", "")
        try:
            key = key_of(game, rule)
        except ValueError:
            continue
        if key <= last or (last and key[0] - last[0] > 1):
            continue
        if last and key[0] == last[0] + 1 and len(key) > 1 and key[1] > 1:
            continue
        out.append((rule, key, n))
        last = key
    return out


def section_ranges(headings, lines, last):
    """rule -> (first line, last line) of the section, its subsections included."""
    ranges = {}
    for i, (rule, key, n) in enumerate(headings):
        end = min(last, len(lines))
        for rule2, key2, n2 in headings[i + 1:]:
            if key2[: len(key)] != key:
                end = n2 - 1
                break
        while end > n and not lines[end - 1].strip():
            end -= 1
        ranges[rule] = (n, end)
    return ranges


def ranges_of(game, lines):
    headings = seed_headings(game, lines)
    ranges = section_ranges(headings, lines, GAMES[game]["last"])
    ranges.update(OVERRIDES.get(game, {}))
    for rule, (a, _) in OVERRIDES.get(game, {}).items():
        if rule not in [h[0] for h in headings]:
            headings.append((rule, key_of(game, rule), a))
    headings.sort(key=lambda h: h[1])
    return headings, ranges


LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"')


def engine_tags(game):
    prefix = GAMES[game]["prefix"]
    tag = re.compile(r"\b" + prefix + r" (\d+(?:\.\d+)*)((?:, ?\d+(?:\.\d+)*)*)")
    tags = {}
    base = os.path.join(ROOT, "engine", "src", "games", game)
    for dirpath, _, files in os.walk(base):
        for f in files:
            if not f.endswith(".rs"):
                continue
            path = os.path.join(dirpath, f)
            for i, line in enumerate(open(path, encoding="utf-8"), 1):
                if line.lstrip().startswith("//"):
                    continue
                for lit in LITERAL.findall(line):
                    for m in tag.finditer(lit):
                        rules = [m.group(1)] + re.findall(r"\d+(?:\.\d+)*", m.group(2))
                        for r in rules:
                            tags.setdefault(r, f"{os.path.relpath(path, ROOT)}:{i}")
    return tags


def read_tsv(path):
    rows, errors = [], []
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].split("\t") != HEADER:
        errors.append(f"{path}: header must be {'<TAB>'.join(HEADER)}")
        return rows, errors
    for n, line in enumerate(lines[1:], 2):
        fields = line.split("\t")
        if len(fields) != len(HEADER):
            errors.append(f"{path}:{n}: {len(fields)} fields, want {len(HEADER)}")
            continue
        rows.append((n, dict(zip(HEADER, fields))))
    return rows, errors


SOURCE = re.compile(r"^L(\d+)(?:-L(\d+))?$")


def check(game, seeds, fill):
    g = GAMES[game]
    seed_path = os.path.join(seeds, g["seed"])
    lines = open(seed_path, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    headings, ranges = ranges_of(game, lines)
    tsv = os.path.join(ROOT, "public", "rules", f"{game}.tsv")
    rows, errors = read_tsv(tsv)

    if fill:
        out = ["\t".join(HEADER)]
        for _, r in rows:
            if not r["source"] and r["rule"] in ranges:
                a, b = ranges[r["rule"]]
                r["source"] = f"L{a}" if a == b else f"L{a}-L{b}"
            out.append("\t".join(r[h] for h in HEADER))
        with open(tsv, "w", encoding="utf-8") as fh:
            fh.write("\n".join(out) + "\n")

    seen = {}
    for n, r in rows:
        where = f"{game}.tsv:{n} ({r['rule']})"
        for h in HEADER:
            if not r[h].strip():
                errors.append(f"{where}: empty {h}")
        if not re.fullmatch(r"\d+(\.\d+)*", r["rule"]):
            errors.append(f"{where}: rule is not a section number")
        if r["rule"] in seen:
            errors.append(f"{where}: duplicate of line {seen[r['rule']]}")
        seen[r["rule"]] = n
        m = SOURCE.match(r["source"])
        if not m:
            errors.append(f"{where}: source {r['source']!r} is not L12 or L12-L40")
            continue
        a, b = int(m.group(1)), int(m.group(2) or m.group(1))
        if not (1 <= a <= b <= len(lines)):
            errors.append(f"{where}: source {r['source']} outside the seed's {len(lines)} lines")
            continue
        text = "\n".join(lines[a - 1:b])
        number = re.escape(r["rule"])
        holds_number = re.search(r"(?<![\d.])" + number + r"(?![\d])", text)
        holds_title = r["title_ko"] and r["title_ko"] in text
        override = OVERRIDES.get(game, {}).get(r["rule"]) == (a, b)
        if not (holds_number or holds_title or override):
            errors.append(f"{where}: {r['source']} holds neither {r['rule']} nor {r['title_ko']!r}")

    tags = engine_tags(game)
    for t, at in sorted(tags.items(), key=lambda kv: key_of(game, kv[0])):
        if t not in seen:
            if t in ranges:
                errors.append(f"{game}: engine tag {g['prefix']} {t} ({at}) has no row")
            else:
                errors.append(f"{game}: engine tag {g['prefix']} {t} ({at}) has no row"
                              " and no heading in the seed")
    second = [rule for rule, key, _ in headings if len(key) <= 2]
    for rule in second:
        if rule not in seen:
            errors.append(f"{game}: seed section {rule} (L{ranges[rule][0]}) has no row")
    deeper = sum(1 for _, r in rows if r["rule"] in ranges and len(key_of(game, r["rule"])) > 2)
    print(f"{game}: {len(rows)} rows; engine tags {len(tags)}, all covered: "
          f"{all(t in seen for t in tags)}; seed sections to level 2: {len(second)}, "
          f"covered {sum(1 for s in second if s in seen)}; deeper rows {deeper}")
    return errors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="/work/shared/seeds")
    ap.add_argument("--fill", action="store_true")
    ap.add_argument("--game", choices=sorted(GAMES))
    ap.add_argument("--headings", action="store_true", help="list the seed headings found")
    args = ap.parse_args()
    errors = []
    for game in GAMES:
        if args.game and game != args.game:
            continue
        if args.headings:
            lines = open(os.path.join(args.seeds, GAMES[game]["seed"]), encoding="utf-8").read().split("\n")
            hs, rs = ranges_of(game, lines)
            for rule, key, n in hs:
                print(f"{game}\t{rule}\tL{rs[rule][0]}-L{rs[rule][1]}\t{lines[n-1][:60]}")
            continue
        if not os.path.exists(os.path.join(ROOT, "public", "rules", f"{game}.tsv")):
            errors.append(f"{game}: public/rules/{game}.tsv missing")
            continue
        errors += check(game, args.seeds, args.fill)
    for e in errors:
        print("ERROR", e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
