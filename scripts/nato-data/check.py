"""Checks the NATO data pack: every row of seed_checks.tsv, then the structural checks. Stdlib only.
Usage: python3 scripts/nato-data/check.py [DATA_DIR]. Prints each failure, then 'N passed, M failed'; exits 1 on
any failure. The Rust validator implements the same kinds (docs/games/nato-data.md)."""
import collections
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hexgrid as G  # noqa: E402

DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "engine", "src", "games", "nato", "data")
PREFIXES = ("seed L", "seed [", "public:", "public fact:", "geography", "reconstructed:", "owner:")
NATO_LAND = {"dk", "frg", "nl", "be", "lu", "fr"}
WP_LAND = {"gdr", "pl", "cs"}
FILES = ["hexes.tsv", "hexsides.tsv", "crt.tsv", "tec.tsv", "strike.tsv", "counterattack.tsv", "interception.tsv",
         "air_campaign.tsv", "center_interdiction.tsv", "flak.tsv", "chemical.tsv", "airfield_chemical.tsv", "nuclear.tsv",
         "unit_types.tsv", "units.tsv", "scenarios.tsv", "setup.tsv", "victory.tsv", "published_scenarios.tsv",
         "seed_checks.tsv"]

passed = 0
failed = []


def ok(cond, msg):
    global passed
    if cond:
        passed += 1
    else:
        failed.append(msg)


def read(name):
    rows, head = [], None
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            c = line.rstrip("\n").split("\t")
            if head is None:
                head = c
                if head[-1] != "source":
                    failed.append("%s: last column is %r, not source" % (name, head[-1]))
                continue
            if len(c) != len(head):
                failed.append("%s line %d: %d cells, header has %d" % (name, n, len(c), len(head)))
                continue
            d = dict(zip(head, c))
            d["_line"] = n
            rows.append(d)
    return rows


T = {f: read(f) for f in FILES}
HEX = {h["hex"]: h for h in T["hexes.tsv"]}
SIDE = {s["hexside"]: s for s in T["hexsides.tsv"]}
TYPES = {t["type"]: t for t in T["unit_types.tsv"]}
UNITS = {u["unit"]: u for u in T["units.tsv"]}
TEC = {t["terrain"]: t for t in T["tec.tsv"]}


def side_key(a, b):
    return "%s-%s" % (min(a, b), max(a, b))


def lookup(_table, keys, field, **match):
    for r in T[_table]:
        if all(r[k] == v for k, v in match.items()):
            return r[field]
    return None


def roll_lookup(table, field, roll, **match):
    for r in T[table]:
        if all(r[k] == v for k, v in match.items()) and int(r["roll_min"]) <= roll <= int(r["roll_max"]):
            return r[field]
    return None


def unit_field(uid, field):
    u = UNITS[uid]
    t = TYPES[u["type"]]
    return {"class": t["class"], "flags": t["flags"], "steps": t["steps"]}.get(field, t.get(field))


def passable(s, mode):
    if s["crossing"] == "land":
        return True
    if s["feature"] in ("causeway", "afsluitdijk"):
        return True
    return mode == "ferry" and s["feature"] == "danish_ferry"


def path_len(a, b, limit, mode):
    """Shortest hex path a->b over land hexes through passable sides (LOS-like), or None."""
    start, goal = G.parse(a), G.parse(b)
    dist = {start: 0}
    dq = collections.deque([start])
    while dq:
        p = dq.popleft()
        if p == goal:
            return dist[p]
        if dist[p] >= limit:
            continue
        for q in G.neighbours(*p):
            hq = G.hid(*q)
            if q in dist or HEX[hq]["terrain"] == "all_sea" or HEX[hq]["country"] in ("se", "at", "ch"):
                continue
            if not passable(SIDE[G.side_id(p, q)], mode):
                continue
            dist[q] = dist[p] + 1
            dq.append(q)
    return None


def seed_checks():
    for r in T["seed_checks.tsv"]:
        k, args, exp, line = r["kind"], r["args"].split(","), r["expected"], r["_line"]
        tag = "seed_checks.tsv line %d (%s %s)" % (line, k, r["args"])
        try:
            if k == "crt_columns":
                cols = []
                for c in T["crt.tsv"]:
                    if c["odds"] not in cols:
                        cols.append(c["odds"])
                got = " ".join(cols)
            elif k == "crt":
                got = lookup("crt.tsv", None, "result", odds=args[0], die=args[1])
            elif k == "crt_has":
                got = exp if any(c["result"] == exp for c in T["crt.tsv"]) else "absent"
            elif k == "strike":
                got = roll_lookup("strike.tsv", "result", int(args[1]), column=args[0])
            elif k == "counterattack":
                got = lookup("counterattack.tsv", None, "result", column=args[0], die=args[1])
            elif k == "chemical":
                got = lookup("chemical.tsv", None, "result", chem_turn=args[0], die=args[1])
            elif k == "interception":
                got = lookup("interception.tsv", None, "value", table=args[0], section=args[1], column=args[2], turns=args[3])
            elif k == "air_campaign":
                row = next(x for x in T["air_campaign.tsv"] if x["profile"] == args[0] and x["turns"] == args[1] and x["roll"] == args[2])
                got = "/".join(row[f] for f in ("wp_tap", "wp_oap", "nato_tap", "nato_oap"))
            elif k == "center_interdiction":
                got = lookup("center_interdiction.tsv", None, "loss", oap=args[0], die=args[1])
            elif k == "flak":
                got = lookup("flak.tsv", None, "hit_max", situation=args[0])
            elif k == "tec":
                got = TEC[args[0]][args[1]]
            elif k == "unit":
                got = unit_field(args[0], args[1])
            elif k == "unit_pool":
                got = UNITS[args[0]]["pool"]
            elif k == "hex":
                h = HEX[args[0]]
                f = args[1]
                if f == "land":
                    got = "1" if h["terrain"] != "all_sea" else "0"
                elif f == "terrain_in":
                    got = exp if h["terrain"] in exp.split("|") else h["terrain"]
                elif f == "also_has":
                    got = exp if exp in h["also"].split(",") else h["also"]
                else:
                    got = h[f]
            elif k == "hexside":
                got = SIDE[side_key(*args[0].split("-"))][args[1]]
            elif k == "adjacent":
                got = "1" if G.adjacent(G.parse(args[0]), G.parse(args[1])) else "0"
            elif k == "distance":
                got = str(G.distance(G.parse(args[0]), G.parse(args[1])))
            elif k == "distance_le":
                got = "1" if G.distance(G.parse(args[0]), G.parse(args[1])) <= int(args[2]) else "0"
            elif k == "path":
                n = path_len(args[0], args[1], int(args[2]), args[3])
                got = "1" if n is not None else "0"
            elif k == "city_kinds":
                kinds = {h["city_kind"] for h in HEX.values() if h["city"] != "-" and h["country"] == args[0]}
                got = exp if kinds <= {exp} and kinds else ",".join(sorted(kinds))
            elif k == "coastal_ports":
                bad = [h["hex"] for h in HEX.values() if h["city"] != "-" and h["country"] == args[0]
                       and (h["coastal"] != "1" or h["port"] == "-")]
                got = "1" if not bad else "not coastal ports: " + " ".join(bad)
            elif k == "city_named":
                hs = [h for h in HEX.values() if h["city"] == args[0]]
                got = ("%s,%s" % (hs[0]["country"], hs[0]["city_kind"])) if hs else "absent"
            elif k in ("danish_vp", "dutch_vp"):
                c = "dk" if k == "danish_vp" else "nl"
                vp = sum({"town": 1, "major": 2, "key": 3}[h["city_kind"]] for h in HEX.values() if h["city"] != "-" and h["country"] == c)
                got = exp if vp >= int(exp[2:]) else str(vp)
            else:
                got = "unknown kind"
        except (KeyError, StopIteration, ValueError) as e:
            got = "error %r" % (e,)
        ok(got == exp, "%s: expected %r, got %r [%s]" % (tag, exp, got, r["source"]))


def structure():
    # provenance on every row
    for f, rows in T.items():
        for r in rows:
            ok(r["source"].startswith(PREFIXES), "%s line %d: source %r has no known prefix" % (f, r["_line"], r["source"][:40]))
    # hex ids: the whole grid once
    want = {G.hid(*p) for p in G.all_hexes()}
    ok(set(HEX) == want and len(T["hexes.tsv"]) == len(want), "hexes.tsv: not exactly the %d hexes of the grid" % len(want))
    terrains = {"clear", "forest", "rough", "mountain", "marsh", "all_sea"}
    for h in HEX.values():
        ok(h["terrain"] in terrains and all(a in terrains - {"all_sea", "clear"} for a in h["also"].split(",") if a != "-"),
           "hexes.tsv %s: terrain %s/%s not in the TEC" % (h["hex"], h["terrain"], h["also"]))
        if h["city"] != "-":
            ok(h["terrain"] != "all_sea", "hexes.tsv %s: city on an all-sea hex" % h["hex"])
            ok(h["intrinsic"] == {"town": "1", "major": "2", "key": "2"}[h["city_kind"]], "hexes.tsv %s: intrinsic defence" % h["hex"])
        if h["terrain"] == "all_sea":
            ok(h["country"] == "-" and h["city"] == "-", "hexes.tsv %s: sea hex with a country or city" % h["hex"])
        if h["zone"] != "-":
            ok(h["country"] in NATO_LAND, "hexes.tsv %s: zone outside NATO territory" % h["hex"])
    # hexsides: exactly the neighbour pairs
    want_s = set(G.all_sides())
    ok(set(SIDE) == want_s, "hexsides.tsv: not exactly the %d neighbour pairs" % len(want_s))
    for s in SIDE.values():
        a, b = s["hexside"].split("-")
        ok(G.adjacent(G.parse(a), G.parse(b)), "hexsides.tsv %s: not neighbours" % s["hexside"])
        if s["river"] != "-":
            ok(s["crossing"] != "all_sea", "hexsides.tsv %s: river on an all-sea side" % s["hexside"])
        if s["border"] == "iron_curtain":
            ca, cb = HEX[a]["country"], HEX[b]["country"]
            ok((ca in NATO_LAND) != (cb in NATO_LAND) or "3007" in (a, b), "hexsides.tsv %s: iron curtain between %s and %s" % (s["hexside"], ca, cb))
    # two-hex cities, West Berlin enclave, BALTAP zone
    for key in ("hamburg", "munich"):
        hs = sorted(h["hex"] for h in HEX.values() if h["city"] == key)
        ok(len(hs) == 2 and G.adjacent(G.parse(hs[0]), G.parse(hs[1])), "%s: not two adjacent hexes" % key)
    ok(all(HEX[G.hid(*n)]["country"] == "gdr" for n in G.neighbours(30, 7)), "West Berlin 3007 is not surrounded by the GDR")
    ok(all(h["zone"] == "baltap" for h in HEX.values() if h["country"] == "dk"), "Denmark is not all BALTAP ([25.7.5])")
    # units
    for u in UNITS.values():
        ok(u["type"] in TYPES, "units.tsv %s: unknown type %s" % (u["unit"], u["type"]))
        ok(u["hq"] == "-" or u["hq"] in UNITS, "units.tsv %s: unknown hq %s" % (u["unit"], u["hq"]))
        ok(u["pool"] in ("common", "1983", "1988"), "units.tsv %s: pool" % u["unit"])
        e = u["entry"]
        if e[:1].isdigit():
            ok(e in HEX and HEX[e]["terrain"] != "all_sea", "units.tsv %s: entry %s not a land hex" % (u["unit"], e))
        if e.startswith("RS"):
            ok(HEX.get(e[2:], {}).get("reserve_site") == "1", "units.tsv %s: %s is not a reserve site" % (u["unit"], e))
        if e.startswith("RF"):
            ok(HEX.get(e[2:], {}).get("country") in NATO_LAND, "units.tsv %s: Reforger site %s not in NATO territory" % (u["unit"], e))
    for t in TYPES.values():
        if t["steps"] == "2":
            ok(t["reduced_attack"] != "-", "unit_types.tsv %s: 2 steps without a reduced side" % t["type"])
    # scenarios: set-ups on land of the right side, stacking, counts
    scen = {(s["scenario"], s["year"]) for s in T["scenarios.tsv"]}
    stacks = collections.defaultdict(lambda: collections.Counter())
    counts = collections.Counter()
    for r in T["setup.tsv"]:
        key = (r["scenario"], r["year"])
        ok(key in scen, "setup.tsv line %d: unknown scenario" % r["_line"])
        u = UNITS.get(r["unit"])
        ok(u is not None, "setup.tsv line %d: unknown unit %s" % (r["_line"], r["unit"]))
        if u is None:
            continue
        ok(u["pool"] in ("common", r["year"]), "setup.tsv line %d: %s not in the %s pool" % (r["_line"], r["unit"], r["year"]))
        counts[key + (u["side"],)] += 1
        p = r["placement"]
        if p[:1].isdigit():
            h = HEX[p]
            own = NATO_LAND if u["side"] == "nato" else WP_LAND
            ok(h["terrain"] != "all_sea" and (h["country"] in own), "setup.tsv line %d: %s set up in %s (%s)" % (r["_line"], r["unit"], p, h["country"]))
            t = TYPES[u["type"]]
            cls = {"armor": "man", "mech": "man", "soft": "man", "artillery": "art", "hq": "hq"}.get(t["class"])
            if cls:
                stacks[key + (p,)][cls] += int(t["steps"])
    for k, c in stacks.items():
        ok(c["man"] <= 4 and c["art"] <= 1 and c["hq"] <= 1, "setup %s: over-stacked %s" % (k, dict(c)))
    for k in scen:
        ok(counts[k + ("wp",)] > 0 and counts[k + ("nato",)] > 0, "scenario %s: a side has no counters" % (k,))
    ok(len(T["published_scenarios.tsv"]) == 4 and all(r["status"] == "needs the owner's data pack" for r in T["published_scenarios.tsv"]),
       "published_scenarios.tsv: the four published scenarios, by name only")
    for r in T["victory.tsv"]:
        if r["kind"] in ("city", "objective") and r["key"][:1].isdigit() and "-" not in r["key"]:
            ok(r["key"] in HEX, "victory.tsv line %d: unknown hex" % r["_line"])
    # CRT shape
    ok(len(T["crt.tsv"]) == 78, "crt.tsv: 13 x 6 cells")


def main():
    seed_checks()
    n_seed = passed
    f_seed = len(failed)
    structure()
    for f in failed:
        print("FAIL", f)
    print("seed checks: %d passed, %d failed; structural: %d passed, %d failed" %
          (n_seed, f_seed, passed - n_seed, len(failed) - f_seed))
    print("%d passed, %d failed" % (passed, len(failed)))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
