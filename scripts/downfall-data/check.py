#!/usr/bin/env python3
"""Checks the Downfall data pack: every row of seed_checks.tsv, then structural checks. Exits 1 on any failure.
Standard library only:  python3 scripts/downfall-data/check.py"""
import os
import sys

sys.dont_write_bytecode = True  # keep the repository free of __pycache__
from collections import Counter, deque

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hexgrid as G  # noqa: E402
from mapgen import read_tsv  # noqa: E402

DATA = os.path.join(HERE, "..", "..", "engine", "src", "games", "downfall", "data")
PREFIXES = ("seed L", "public:", "public fact:", "geography", "reconstructed:", "owner:")


def T(name):
    return read_tsv(os.path.join(DATA, name))


def main():
    fails, passed = [], 0
    hexes = {h["hex"]: h for h in T("hexes.tsv")}
    sides = {s["hexside"]: s for s in T("hexsides.tsv")}
    cities = {h["city"]: k for k, h in hexes.items() if h["city"] != "-"}
    crt = {(r["column"], r["roll"]): r["result"] for r in T("crt.tsv")}
    playable = {k for k, h in hexes.items() if h["class"] in ("land", "coast")}

    def walk_dist(a, targets):
        """Walking-route distance (land/strait/rail sides) from hex a to the nearest of targets."""
        seen, dq = {a: 0}, deque([a])
        while dq:
            h = dq.popleft()
            if h in targets:
                return seen[h]
            for n in G.neighbours(*G.parse(h)):
                nh = G.hid(*n)
                s = sides.get(G.side_id(G.parse(h), n))
                if nh in playable and nh not in seen and s and (s["kind"] in ("land", "strait") or s["rail"] == "1"):
                    seen[nh] = seen[h] + 1
                    dq.append(nh)
        return None

    def band(table, roll):
        for r in T(table + ".tsv"):
            if int(r["min"]) <= roll <= int(r["max"]):
                return r.get("result") if table == "naval_attack" and r["result"] != "hits" else next(
                    r[k] for k in ("hits", "table_rolls", "boxes") if k in r)

    def run(kind, args, exp):
        a = args.split()
        if kind == "city_name":
            return hexes[a[0]]["city"]
        if kind == "hex_field":
            return hexes[a[0]][a[1]]
        if kind == "has_city":
            return "0" if hexes[a[0]]["city"] == "-" else "1"
        if kind == "side_kind":
            return sides[a[0]]["kind"] if a[0] in sides else "absent"
        if kind == "side_field":
            return sides[a[0]][a[1]] if a[0] in sides else "absent"
        if kind == "distance":
            return str(G.distance(G.parse(a[0]), G.parse(a[1])))
        if kind == "equidistant":
            h = a[0]
            if "<" in a[1] or "=" in a[1]:
                op = "<" if "<" in a[1] else "="
                x, y = a[1].replace("<", "=").split("=")
                dx, dy = walk_dist(h, {cities[x]}), walk_dist(h, {cities[y]})
                return "1" if dx is not None and dy is not None and ((dx < dy) if op == "<" else dx == dy) else f"0 ({dx},{dy})"
            ds = {str(G.distance(G.parse(h), G.parse(cities.get(t, t)))) for t in a[1].split(",")}
            return ds.pop() if len(ds) == 1 else f"unequal {ds}"
        if kind == "crt":
            return crt.get((a[0], a[1]), "absent")
        if kind == "band":
            return str(band(a[0], int(a[1])))
        if kind == "partisan":
            return next((r["country"] for r in T("partisan_table.tsv") if r["faction"] == a[0] and r["roll"] == a[1]), "-")
        if kind == "order_cost":
            return next((r["cost"] for r in T("orders.tsv") if r["marker"] == a[0] and r["side"] == a[1]), "-")
        if kind == "count":
            rows = T(a[0])
            f = a[1]
            if "=" in f:
                k, v = f.split("=")
                rows = [r for r in rows if r[k] == v]
            elif "~" in f:
                k, v = f.split("~")
                rows = [r for r in rows if v in r[k].split(",")]
            else:
                return str(len({r[f] for r in rows}))
            return str(len(rows))
        if kind == "weather":
            return next(r["weather"] for r in T("weather.tsv") if r["turn"] == a[0] and r["period"] == a[1])
        if kind == "init_start":
            return next(r["start"] for r in T("initiative_track.tsv") if r["space"] == a[0])
        if kind == "setup":
            return next((r["location"] for r in T("setup.tsv") if r["scenario"] == a[0] and r["unit"] == a[1]), "-")
        if kind == "air_start":
            sc = next(r for r in T("scenarios.tsv") if r["scenario"] == a[0])
            cards = {r["key"]: r for r in T("cards.tsv")}
            c = Counter()
            for k in sc["events"].split("/"):
                for f in cards[k]["air"].split(","):
                    if f != "-":
                        c[f] += 1
            return f"{c['soviet']}/{c['west']}/{c['axis']}"
        return f"unknown kind {kind}"

    for r in T("seed_checks.tsv"):
        got = run(r["kind"], r["args"], r["expected"])
        if got == r["expected"]:
            passed += 1
        else:
            fails.append(f"seed check {r['kind']} {r['args']}: expected {r['expected']}, got {got} ({r['source']})")
    nseed = passed

    def check(ok, msg):
        nonlocal passed
        if ok:
            passed += 1
        else:
            fails.append(msg)

    # structural: provenance on every row of every table
    for name in sorted(os.listdir(DATA)):
        if name.endswith(".tsv"):
            rows = T(name)
            bad = [i for i, r in enumerate(rows) if not list(r.values())[-1].startswith(PREFIXES)]
            check(not bad and list(rows[0].keys())[-1] == "source", f"{name}: rows without a source prefix: {bad[:5]}")
    # hex ids, extent
    check(all(len(h) == 4 and h.isdigit() for h in hexes), "hex ids are RRCC")
    rows_ = {int(h[:2]) for h in hexes}
    cols_ = {int(h[2:]) for h in hexes}
    check(len(hexes) == len(rows_) * len(cols_), "the map is a full rectangle of hexes")
    # sea areas cover the sea; ports open on a sea area
    check(all(h["sea_area"] != "-" for h in hexes.values() if h["class"] == "sea"), "every sea hex has a sea area")
    areas = {r["sea_area"] for r in T("sea_areas.tsv")}
    check(all(set(h["sea_area"].split(",")) <= areas for h in hexes.values() if h["sea_area"] != "-"),
          "sea areas named in hexes.tsv exist")
    check(all(h["sea_area"] != "-" for h in hexes.values() if h["port"] == "1"), "every port opens on a sea area")
    countries = {r["country"] for r in T("countries.tsv")}
    check(all(h["country"] in countries for h in hexes.values() if h["class"] in ("land", "coast")),
          "every playable hex has a known 1942 country")
    # hexsides between neighbours only
    check(all(G.distance(G.parse(s[:4]), G.parse(s[5:])) == 1 and s[:4] < s[5:] and s[:4] in hexes and s[5:] in hexes
              for s in sides), "hexsides join neighbours, lower id first")
    # every playable-playable neighbour pair has a hexside row
    missing = [1 for h in playable for n in G.neighbours(*G.parse(h))
               if G.hid(*n) in playable and G.side_id(G.parse(h), n) not in sides]
    check(not missing, f"{len(missing)} playable neighbour pairs without a hexside row")
    # connectivity of the European mainland by walking routes (from Berlin)
    start = cities["berlin"]
    seen, dq = {start}, deque([start])
    while dq:
        h = dq.popleft()
        for n in G.neighbours(*G.parse(h)):
            nh = G.hid(*n)
            s = sides.get(G.side_id(G.parse(h), n))
            if nh in playable and nh not in seen and s and (s["kind"] in ("land", "strait") or s["rail"] == "1"):
                seen.add(nh)
                dq.append(nh)
    for c in ("paris", "rome", "moscow", "stalingrad", "leningrad", "athens", "baku", "brest", "kerch", "novorossiysk"):
        check(cities[c] in seen, f"{c} is not joined to Berlin by walking routes")
    # beaches
    for b in T("beaches.tsv"):
        check(hexes[b["sea_hex"]]["class"] == "sea" and b["target"] in playable and
              G.distance(G.parse(b["sea_hex"]), G.parse(b["target"])) == 1, f"beach {b['beach']} is not sea next to land")
    check(sum(1 for b in T("beaches.tsv") if b["uk"] == "1") == 6, "six beaches touch the UK area (seed L692)")
    # land areas: Middle East joined to two land hexes
    me = next(r for r in T("land_areas.tsv") if r["land_area"] == "middle_east")["adjacent_hexes"].split(",")
    check(len(me) == 2 and all(h in playable and any(hexes.get(G.hid(*n), {}).get("land_area") == "middle_east"
                                                      for n in G.neighbours(*G.parse(h))) for h in me),
          "the Middle East area touches its two land hexes (seed L366)")
    # units and set-ups
    units = {u["unit"]: u for u in T("units.tsv")}
    for s in T("setup.tsv"):
        u = units.get(s["unit"])
        check(u is not None, f"setup {s['scenario']}: unknown unit {s['unit']}")
        if u is None:
            continue
        loc = s["location"]
        if loc[:1].isdigit():
            check(loc in playable, f"setup {s['scenario']} {s['unit']}: {loc} is not a playable land hex")
        if u["kind"] == "combat" and s["steps"] != "0":
            check(1 <= int(s["steps"]) <= int(u["pips"]), f"setup {s['scenario']} {s['unit']}: steps above the counter's maximum")
    for sc in ("campaign", "husky", "overlord"):
        rows = [s for s in T("setup.tsv") if s["scenario"] == sc]
        check(len({r["unit"] for r in rows}) == len(rows), f"setup {sc}: a unit is set up twice")
        stack = Counter()
        pips = Counter()
        for r in rows:
            if r["location"][:1].isdigit():
                stack[r["location"]] += 1
                pips[r["location"]] += int(r["steps"])
        check(all(v <= 2 for v in stack.values()) and all(v <= 6 for v in pips.values()),
              f"setup {sc}: stacking above 2 units / 6 pips")
    # CRT shape and monotony
    cols = range(-4, 9)
    for roll in range(1, 15):
        check(all(f"{c:+d}" in [k[0] for k in crt] for c in cols), "crt has 13 columns")
    def dh(c, r):
        return int(crt[(f"{c:+d}", str(r))].split("/")[1].split("#")[0])
    def ah(c, r):
        a = crt[(f"{c:+d}", str(r))].split("/")[0]
        return 0.5 if a == "s0" else int(a)
    mono = all(dh(c, r) <= dh(c, r + 1) and ah(c, r) >= ah(c, r + 1) for c in cols for r in range(1, 14)) and \
        all(dh(c, r) <= dh(c + 1, r) and ah(c, r) >= ah(c + 1, r) for c in range(-4, 8) for r in range(1, 15))
    check(mono, "crt is monotone in roll and column")
    # order markers: 12 per faction
    m = {}
    for r in T("orders.tsv"):
        m[r["marker"]] = r["owner"]
    cnt = Counter(m.values())
    check(cnt["west"] == 12 and cnt["soviet"] == 12 and cnt["okh"] == 7 and cnt["okw"] == 7 and cnt["axis"] == 10,
          f"order markers per owner (seed L790-L795): {dict(cnt)}")

    print(f"seed checks: {nseed} of {nseed + sum(1 for f in fails if f.startswith('seed check'))}")
    for f in fails:
        print("FAIL", f)
    print(f"{passed} passed, {len(fails)} failed")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
