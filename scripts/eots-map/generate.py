"""Stage 2 of the generator: geometry cache + hand tables -> the map tables of the data pack.

Reads the cache written by geometry.py and the hand-made tables in this folder (places.tsv, pins.tsv,
terrain.tsv, routes.tsv, hexside_pins.tsv, corrections.tsv), and writes
  engine/src/games/empire_of_the_sun/data/hexes.tsv      (main map, 50 x 29 hexes)
  engine/src/games/empire_of_the_sun/data/hexsides.tsv   (every pair of adjacent main-map hexes)
  engine/src/games/empire_of_the_sun/data/sp_hexes.tsv   (the South Pacific map, 17.10)
  scripts/eots-map/report.md                              (what was forced, corrected and why)
Order of authority for every value: corrections.tsv > rulebook pins (pins.tsv, hexside_pins.tsv, seed
hexes of places.tsv) > places.tsv > rules (terrain.tsv, region rules below) > Natural Earth geometry.
"""
import heapq
import os
import pickle
import sys
from collections import Counter, defaultdict

from common import HERE, read_tsv
from geo import hid, parse, neighbours, distance

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "engine", "src", "games", "empire_of_the_sun", "data"))
COLS = range(10, 60)
ROWS = range(0, 29)
SP = {"min_col": 30, "max_col": 49, "min_row": 16, "max_row": 28}
ROUGH = ["atoll", "open", "mixed", "jungle", "mountain"]

NATION = {
    "Japan": "japan", "Taiwan": "japan", "South Korea": "japan", "North Korea": "japan",
    "N. Mariana Is.": "japan", "Micronesia": "japan", "Palau": "japan", "Marshall Is.": "japan",
    "China": "china", "Hong Kong": "britain", "Macao": "portugal",
    "Russia": "soviet", "Mongolia": "soviet",
    "Vietnam": "france", "Laos": "france", "Cambodia": "france", "New Caledonia": "france",
    "Wallis and Futuna Is.": "france", "Fr. Polynesia": "france",
    "Thailand": "siam", "Myanmar": "britain", "India": "britain", "Bangladesh": "britain",
    "Pakistan": "britain", "Nepal": "nepal", "Bhutan": "britain", "Sri Lanka": "britain",
    "Maldives": "britain", "Malaysia": "britain", "Singapore": "britain", "Brunei": "britain",
    "Solomon Is.": "britain", "Fiji": "britain", "Tonga": "britain", "Kiribati": "britain",
    "Tuvalu": "britain", "Br. Indian Ocean Ter.": "britain",
    "Indonesia": "netherlands", "Timor-Leste": "portugal",
    "Philippines": "usa", "Guam": "usa", "United States of America": "usa", "American Samoa": "usa",
    "U.S. Minor Outlying Is.": "usa",
    "Papua New Guinea": "australia", "Australia": "australia", "Nauru": "australia",
    "Indian Ocean Ter.": "australia", "Coral Sea Is.": "australia", "Ashmore and Cartier Is.": "australia",
    "Norfolk Island": "australia",
    "Vanuatu": "condominium", "Samoa": "new_zealand", "New Zealand": "new_zealand",
}


def side_key(a, b):
    return f"{min(a, b)}-{max(a, b)}"


def main():
    cache = os.environ.get("EOTS_CACHE", "/work/scratch-eots/geometry.pkl")
    G = pickle.load(open(cache, "rb"))
    geo_hexes, geo_sides = G["hexes"], G["sides"]
    report = defaultdict(list)

    places = read_tsv("places.tsv")
    pins = read_tsv("pins.tsv")
    terrain_rules = read_tsv("terrain.tsv")
    routes = read_tsv("routes.tsv")
    side_pins = read_tsv("hexside_pins.tsv")
    corrections = read_tsv("corrections.tsv")

    from geometry import fit_from_places
    fit = fit_from_places()

    H = {}
    for c in COLS:
        for r in ROWS:
            h = hid(c, r)
            g = geo_hexes[h]
            f = g["land"]
            cls = "sea" if f == 0 else "islet" if f < 0.04 else "coastal" if f < 0.97 else "land"
            H[h] = {"hex": h, "geo_class": cls, "land_frac": f, "class": cls, "terrain": "-", "port": 0,
                    "airfield": 0, "city": "-", "resource": 0, "nation": "-", "regions": set(), "name": "-",
                    "island": "-", "forced": [], "seed": [], "recon": [], "geo": "geography (fit)"}

    bodies = G["bodies"]
    for h, x in H.items():
        mass = Counter()
        body = Counter()
        for i, share in geo_hexes[h]["bodies"]:
            mass[bodies[i]["mass"]] += share
            body[i] += share
        x["mass"] = mass.most_common(1)[0][0] if mass else None
        x["body"] = body.most_common(1)[0][0] if body else None

    # ---------------------------------------------------------------- places
    by_name = {}
    places = sorted(places, key=lambda p: (p["hex"] == "-", p["hex"].startswith("~")))
    for p in places:
        if p["hex"].startswith("~"):
            h = p["hex"][1:]
            how = "hand"
            report["places placed by hand (not by the fit)"].append(f"{p['name']} -> {h} (fit: {hid(*fit.hex_of(float(p['lon']), float(p['lat'])))})")
        elif p["hex"] != "-":
            h = p["hex"]
            how = "seed"
        else:
            h = hid(*fit.hex_of(float(p["lon"]), float(p["lat"])))
            how = "fit"
        by_name[p["name"].upper().replace(" ", "_")] = h
        if h not in H:
            report["places off the map (dropped)"].append(f"{p['name']} -> {h}")
            continue
        x = H[h]
        if x["name"] == "-":
            x["name"] = p["name"]
        else:
            report["places merged into one hex"].append(f"{h}: {x['name']} + {p['name']}")
        for k in ("port", "airfield", "resource"):
            x[k] = max(x[k], int(p[k]))
        if p["city"] != "-":
            x["city"] = p["city"]
        if p["terrain"] != "-":
            x["place_terrain"] = p["terrain"]
        (x["seed"] if p["source"].startswith("seed") else x["recon"]).append(f"{p['name']}: {p['source']}")
        if how == "fit":
            x["fit_place"] = True

    # ---------------------------------------------------------------- class
    def force(h, cls, why):
        x = H[h]
        if x["class"] != cls:
            x["forced"].append(f"{x['class']}->{cls} ({why})")
            x["class"] = cls

    for h, x in H.items():
        if x["class"] == "islet":
            x["class"] = "sea"
    for h, x in H.items():
        if x["name"] != "-":
            if x["class"] == "sea":
                force(h, "coastal", "named place on an island too small for Natural Earth's share")
            if x["port"] and x["class"] == "land":
                force(h, "coastal", "port")
    for p in pins:
        h, fact = p["hex"], p["fact"]
        x = H[h]
        x["seed"].append(f"{fact}: {p['source']}")
        if fact in ("land", "interior_china", "coastal_china", "one_hex_island") and x["class"] == "sea":
            force(h, "coastal", p["source"])
        elif fact == "coastal" and x["class"] != "coastal":
            force(h, "coastal", p["source"])
        elif fact == "sea" and x["class"] == "land":
            force(h, "coastal", p["source"])
    # real islands of the re-fitted groups that the map shows although Natural Earth's share is an islet's
    import islands
    for r in islands.points(places):
        if r["kind"] == "island":
            h = hid(*fit.hex_of(r["lon"], r["lat"]))
            if H[h]["class"] == "sea":
                force(h, "coastal", f"{r['name']}: {r['source']} (islands.tsv)")
                H[h]["recon"].append(f"{r['name']}: {r['source']}")

    # ---------------------------------------------------------------- nation (largest Natural Earth share)
    for h, x in H.items():
        if x["class"] == "sea":
            continue
        nat = Counter()
        for name, share in geo_hexes[h]["nations"].items():
            nat[NATION.get(name, "other:" + name)] += share
        if nat:
            x["nation"] = nat.most_common(1)[0][0]
        x["ne_countries"] = dict(geo_hexes[h]["nations"])
    # islands too small for Natural Earth: the nation most common within 3 hexes
    for h, x in H.items():
        if x["class"] != "sea" and x["nation"] == "-":
            near = Counter()
            for k, y in H.items():
                if y["nation"] != "-" and y.get("ne_countries") and distance(parse(h), parse(k)) <= 3:
                    near[y["nation"]] += 1
            if near:
                x["nation"] = near.most_common(1)[0][0]
                x["ne_countries"] = {k: 0.0 for k, y in []}
                x["nation_why"] = "nearest islands"
            else:
                report["hexes without a nation"].append(h)

    # ---------------------------------------------------------------- terrain
    def rule_for(lon, lat, country):
        for r in terrain_rules:
            if float(r["lat_min"]) <= lat <= float(r["lat_max"]) and float(r["lon_min"]) <= lon <= float(r["lon_max"]):
                if r["country"] != "-" and r["country"] != country:
                    continue
                return r
        return terrain_rules[-1]

    # country per sample point: the hex's dominant Natural Earth country is good enough for rules with a
    # country filter (they only separate neighbours at coasts and borders).
    for h, x in H.items():
        if x["class"] == "sea":
            continue
        pts = geo_hexes[h]["points"]
        countries = sorted(geo_hexes[h]["nations"].items(), key=lambda kv: -kv[1])
        main_country = countries[0][0] if countries else "-"
        if x.get("place_terrain"):
            x["terrain"] = x["place_terrain"]
            x["terrain_why"] = "place"
            continue
        if not pts:
            x["terrain"] = "atoll" if x["land_frac"] < 0.04 else rule_for(*fit_center(fit, h), main_country)["terrain"]
            x["terrain_why"] = "small island" if x["terrain"] == "atoll" else "rule at hex centre"
            continue
        votes = Counter()
        rules = Counter()
        for lon, lat in pts:
            r = rule_for(lon, lat, main_country)
            votes[r["terrain"]] += 1
            rules[r["rule"]] += 1
        best = max(votes.items(), key=lambda kv: (kv[1], ROUGH.index(kv[0])))[0]
        x["terrain"] = best
        x["terrain_why"] = "rule " + rules.most_common(1)[0][0]

    # ---------------------------------------------------------------- corrections (hexes)
    applied = []
    for c in corrections:
        if "-" in c["hex"]:
            continue
        h, field, value = c["hex"], c["field"], c["value"]
        if h not in H:
            raise SystemExit(f"corrections.tsv: hex {h} is off the map")
        x = H[h]
        old = x.get(field)
        if field in ("port", "airfield", "resource"):
            x[field] = int(value)
        elif field == "regions+":
            x["regions"].add(value)
            x.setdefault("fixed_regions", set()).add(value)
        elif field == "regions-":
            x.setdefault("no_regions", set()).add(value)
        elif field == "class" and value == "sea":
            for k in ("terrain", "nation", "name", "city"):
                x[k] = "-"
            x["class"] = "sea"
        else:
            x[field] = value
        x["recon"].append(f"{field}={value}: {c['reason']}")
        x["corrected"] = True
        applied.append(f"{h} {field}: {old} -> {value} ({c['reason']})")
    report["hand corrections applied"] = applied

    for h, x in H.items():
        if x["class"] == "sea":
            x["terrain"] = "-"
            x["nation"] = "-"
        elif x["terrain"] == "-":
            x["terrain"] = "mixed"

    # ---------------------------------------------------------------- hexsides
    S = {}
    forced_coast = {h for h, x in H.items() if x["class"] != x["geo_class"] and x["class"] == "coastal"}
    for (a, b), g in geo_sides.items():
        xa, xb = H[a], H[b]
        land_share = g["land"]
        water_share = 1.0 - land_share
        has_sea = lambda x: x["class"] in ("sea", "coastal")
        has_land = lambda x: x["class"] in ("land", "coastal")
        other_mass = xa["mass"] is not None and xb["mass"] is not None and xa["mass"] != xb["mass"]
        sea = has_sea(xa) and has_sea(xb) and (water_share >= 0.1 or xa["class"] == "sea" or xb["class"] == "sea"
                                                or bool({a, b} & forced_coast) or other_mass)
        # land side: both hexes' main land mass is the same and that land mass crosses the side
        same_mass = xa["mass"] is not None and xa["mass"] == xb["mass"]
        mass_share = sum(v for i, v in g.get("bodies", {}).items() if bodies[i]["mass"] == xa["mass"]) if same_mass else 0.0
        land = has_land(xa) and has_land(xb) and ((same_mass and mass_share >= 0.05)
                                                  or (xa["class"] == "land" and xb["class"] == "land"))
        # A hex forced coastal around a small island keeps its land to itself: its sides stay water.
        if land and ({a, b} & forced_coast) and land_share < 0.1:
            land = False
        S[side_key(a, b)] = {"a": a, "b": b, "sea": int(bool(sea)), "land": int(bool(land)), "route": "-",
                             "strait": 0, "seed": [], "recon": [], "land_share": land_share}

    for p in side_pins:
        s = S[p["hexside"]]
        for k in ("sea", "land"):
            if p[k] != "-":
                s[k] = int(p[k])
        s["seed"].append(p["source"])

    for c in corrections:
        if "-" not in c["hex"]:
            continue
        s = S.get(c["hex"])
        if s is None:
            raise SystemExit(f"corrections.tsv: {c['hex']} is not a hexside of the map")
        if c["field"] in ("sea", "land"):
            s[c["field"]] = int(c["value"])
        s["recon"].append(f"{c['field']}={c['value']}: {c['reason']}")
        report["hand corrections applied"].append(f"{c['hex']} {c['field']} -> {c['value']} ({c['reason']})")

    # ---------------------------------------------------------------- routes
    route_rows = []
    for r in routes:
        wps = [by_name[w] if w in by_name else w for w in r["waypoints"].split(",")]
        chain = [wps[0]]
        for a, b in zip(wps, wps[1:]):
            path = land_path(H, S, a, b)
            if path is None:
                raise SystemExit(f"routes.tsv {r['route']}: no land path {a} -> {b}")
            chain.extend(path[1:])
        for a, b in zip(chain, chain[1:]):
            s = S[side_key(a, b)]
            s["route"] = r["route"] if s["route"] == "-" else s["route"] + "+" + r["route"]
            s["land"] = 1
            s["recon" if not r["source"].startswith("seed") else "seed"].append(f"route {r['route']}: {r['source']}")
        route_rows.append((r, chain))
        report["routes"].append(f"{r['route']} ({r['status']}): {' '.join(chain)}")

    # ---------------------------------------------------------------- islands
    comp = land_components(H, S)
    sizes = Counter(comp.values())
    mainland_ids = {comp.get("3004"), comp.get("2407"), comp.get("3727"), comp.get("1805")}
    for h, x in H.items():
        if x["class"] == "sea":
            continue
        cid = comp[h]
        if cid in mainland_ids:
            x["island"] = "-"
        elif sizes[cid] == 1:
            x["island"] = "one_hex"
        else:
            x["island"] = "island"
    for p in pins:
        if p["fact"] == "one_hex_island" and H[p["hex"]]["island"] != "one_hex":
            H[p["hex"]]["island"] = "one_hex"
            report["forced one-hex islands"].append(p["hex"])

    # straits: a water side between land of two different land bodies
    for s in S.values():
        xa, xb = H[s["a"]], H[s["b"]]
        if s["sea"] and not s["land"] and xa["class"] != "sea" and xb["class"] != "sea" and comp[s["a"]] != comp[s["b"]]:
            s["strait"] = 1

    # ---------------------------------------------------------------- regions
    regions(H, S, comp, report)

    # ---------------------------------------------------------------- checks
    check(H, S, report)

    write_hexes(H, os.path.join(OUT, "hexes.tsv"), main=True)
    write_sides(S, os.path.join(OUT, "hexsides.tsv"))
    write_sp(H, os.path.join(OUT, "sp_hexes.tsv"))
    write_routes(route_rows, os.path.join(OUT, "routes.tsv"))
    import islands
    fit_before = fit_from_places(refit=False)
    rows = islands.measure(fit_before, fit, H)
    for r in rows:
        if r["after"] != r["ref"] and not r["pinned"]:
            report["PROBLEMS"].append(f"{r['name']} ({r['group']}) in {r['after']}, its real position is in {r['ref']}")
    write_report(H, S, report, islands.section(rows))


def fit_center(fit, h):
    # lon/lat of a hex centre by inverting the fit numerically (coarse search is enough for rules).
    import numpy as np
    from geo import hex_center
    cx, cy = hex_center(*parse(h))
    best = None
    for lon in np.arange(60, 215, 0.5):
        lats = np.arange(-32, 62, 0.5)
        x, y = fit.forward(np.full_like(lats, lon), lats)
        d = (x - cx) ** 2 + (y - cy) ** 2
        i = int(d.argmin())
        if best is None or d[i] < best[0]:
            best = (d[i], lon, lats[i])
    return best[1], best[2]


def land_path(H, S, a, b):
    """Cheapest chain of land hexsides from a to b: every hex costs 1, plus a little for straying from
    the straight line between a and b (so equal-length chains follow the line)."""
    from geo import hex_center
    ax, ay = hex_center(*parse(a))
    bx, by = hex_center(*parse(b))
    L = max(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5, 1e-9)

    def off(h):
        x, y = hex_center(*parse(h))
        return abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / L

    dist = {a: 0}
    prev = {}
    q = [(0, a)]
    while q:
        d, h = heapq.heappop(q)
        if h == b:
            break
        if d > dist[h]:
            continue
        for n in neighbours(*parse(h)):
            nh = hid(*n)
            if nh not in H or H[nh]["class"] == "sea":
                continue
            s = S[side_key(h, nh)]
            if not s["land"] and not s["seed"]:
                # a route may only follow land sides, except where the rulebook moves a unit across
                continue
            nd = d + 1 + 0.05 * off(nh)
            if nd < dist.get(nh, 1e9):
                dist[nh] = nd
                prev[nh] = h
                heapq.heappush(q, (nd, nh))
    if b not in dist:
        return None
    path = [b]
    while path[-1] != a:
        path.append(prev[path[-1]])
    return path[::-1]


def land_components(H, S):
    comp = {}
    n = 0
    for h in sorted(H):
        if H[h]["class"] == "sea" or h in comp:
            continue
        n += 1
        stack = [h]
        comp[h] = n
        while stack:
            x = stack.pop()
            for nb in neighbours(*parse(x)):
                nh = hid(*nb)
                if nh in H and nh not in comp and H[nh]["class"] != "sea" and S[side_key(x, nh)]["land"]:
                    comp[nh] = n
                    stack.append(nh)
    return comp


def land_neighbours(H, S, h):
    out = []
    for nb in neighbours(*parse(h)):
        nh = hid(*nb)
        if nh in H and H[nh]["class"] != "sea" and S[side_key(h, nh)]["land"]:
            out.append(nh)
    return out


def adjacent_land(H, h):
    return [hid(*nb) for nb in neighbours(*parse(h)) if hid(*nb) in H and H[hid(*nb)]["class"] != "sea"]


def regions(H, S, comp, report):
    def add(h, reg, why=None):
        if reg in H[h].get("no_regions", set()):
            return
        H[h]["regions"].add(reg)

    global BODIES
    BODIES = pickle.load(open(os.environ.get("EOTS_CACHE", "/work/scratch-eots/geometry.pkl"), "rb"))["bodies"]
    land = [h for h, x in H.items() if x["class"] != "sea"]
    # Japan and its empire (seed L165 L171 L1642): home islands, Korea, Manchukuo, Formosa, Sakhalin,
    # Kuriles, Ryukyus, Bonins, Marcus, Marianas (not Guam), Carolines, Marshalls, Palau; French Indochina
    # under Japanese occupation since July 1941 (reconstructed: South HQ sets up at Saigon, L2924).
    for h in land:
        x = H[h]
        c = parse(h)
        nat = x["nation"]
        ne = x.get("ne_countries", {})
        top = max(ne.items(), key=lambda kv: kv[1])[0] if ne else "-"
        if nat == "japan":
            add(h, "empire")
            if top == "Japan":
                b = BODIES[x["body"]] if x["body"] is not None else None
                isl = home_island((b["lon"], b["lat"]), b["area"]) if b and b["country"] == "Japan" else None
                if isl is None:
                    add(h, "ryukyu_bonins" if centroid(h)[1] < 31 or not b else "japan_islands_minor")
                else:
                    add(h, "japan_home")
                    add(h, isl)
            elif top in ("South Korea", "North Korea"):
                add(h, "korea_land")
            elif top == "Taiwan":
                add(h, "formosa")
            else:
                add(h, "mandate_islands")
        if nat == "soviet":
            ll = centroid(h)
            # south Sakhalin (Karafuto) and the Kuriles were Japanese in 1941
            # (Karafuto: Sakhalin south of the 50th parallel, 141-144.8E; Kuriles: Kunashiri, 145.3E, and east)
            if top == "Russia" and 141 < ll[0] < 144.8 and 45.8 < ll[1] < 50.2:
                x["nation"] = "japan"
                add(h, "empire")
                add(h, "karafuto")
            elif top == "Russia" and ll[0] >= 145.3 and ll[1] < 51.5:
                x["nation"] = "japan"
                add(h, "empire")
                add(h, "kuriles")
            else:
                add(h, "soviet")
        if nat == "france" and top in ("Vietnam", "Laos", "Cambodia"):
            add(h, "indochina")
            add(h, "empire")
        if nat == "siam":
            add(h, "siam")
    # Guam stays American (seed L1642 excludes it; L1892 Allied control marker)
    H["3814"]["regions"].discard("empire")
    H["3814"]["regions"].discard("mandate_islands")
    H["3814"]["nation"] = "usa"
    # Korea = 3305 and its adjacent hexes (L1642); Manchukuo = 3302, 3303 and adjacent land except 3304.
    for h in ["3305"] + adjacent_land(H, "3305"):
        add(h, "korea")
        add(h, "empire")
        H[h]["nation"] = "japan"
    for base in ("3302", "3303"):
        for h in [base] + adjacent_land(H, base):
            if h != "3304" and "korea" not in H[h]["regions"]:
                add(h, "manchukuo")
                add(h, "empire")
                H[h]["nation"] = "manchukuo"
                H[h]["regions"].discard("soviet")
    # China: coastal China = Chinese land hexes that touch the sea or lie next to one that does (the
    # belt Japan held in 1941); interior China = the rest (L907 L1540 pins win). Hong Kong is not China.
    china = [h for h in land if H[h]["nation"] == "china" and not ({"manchukuo", "korea"} & H[h]["regions"])]
    touches_sea = lambda h: H[h]["class"] == "coastal"
    pinned = {p["hex"]: p["fact"] for p in read_tsv("pins.tsv")}
    for h in china:
        if pinned.get(h) == "interior_china":
            add(h, "china_interior")
        elif pinned.get(h) == "coastal_china" or touches_sea(h) or any(touches_sea(n) and H[n]["nation"] == "china" for n in adjacent_land(H, h)):
            add(h, "china_coastal")
        else:
            add(h, "china_interior")
    H["2709"]["regions"] -= {"china_coastal", "china_interior"}
    H["2709"]["nation"] = "britain"
    add("2709", "hong_kong")
    # Philippines (L1471): land hexes adjacent to Manila 2813 or Davao 2915, island hexes within 2 of
    # Manila/Corregidor, and Jolo 2715.
    for base in ("2813", "2915"):
        for h in [base] + adjacent_land(H, base):
            add(h, "philippines")
    for h in land:
        if H[h]["island"] != "-" and distance(parse(h), parse("2813")) <= 2:
            add(h, "philippines")
    add("2715", "philippines")
    # Malaya (L1481): contiguous land hexes within 3 of Singapore 2015.
    seen = {"2015"}
    stack = ["2015"]
    while stack:
        h = stack.pop()
        add(h, "malaya")
        for n in land_neighbours(H, S, h):
            if n not in seen and distance(parse(n), parse("2015")) <= 3:
                seen.add(n)
                stack.append(n)
    # Dutch East Indies (L1495), listed hexes only.
    dei = {"sumatra": ["1813", "1914", "1916", "1917", "2017"], "java": ["2018", "2019", "2220"],
           "borneo": ["2216", "2318", "2415", "2517", "2616"], "celebes": ["2620", "2719", "2917"],
           "bali": ["2320"], "amboina": ["2919"], "timor": ["2721"], "morotai": ["3017"]}
    for isl, hs in dei.items():
        for h in hs:
            add(h, "dei")
            add(h, isl)
    # Burma (L1507): base hexes plus adjacent jungle hexes without a base.
    bases = ["2006", "2008", "2106", "2206", "2305"]
    for h in bases:
        add(h, "burma")
    for b in bases:
        for n in adjacent_land(H, b):
            x = H[n]
            if x["terrain"] == "jungle" and not x["port"] and not x["airfield"] and x["nation"] == "britain" \
                    and not ({"north_india"} & x["regions"]) and n not in NORTH_INDIA:
                add(n, "burma")
    # India (L1519): North India = five hexes; mainland India = the other Indian coastal hexes; Ceylon.
    for h in NORTH_INDIA:
        add(h, "north_india")
        add(h, "india")
    india_mass = H["1805"]["mass"]
    for h in land:
        x = H[h]
        b = BODIES[x["body"]]["country"] if x["body"] is not None else "-"
        if b == "Sri Lanka":
            add(h, "ceylon")
            add(h, "india")
        elif b in ("India", "Bangladesh", "Pakistan", "Nepal", "Bhutan") and h not in NORTH_INDIA \
                and "burma" not in x["regions"]:
            if x["mass"] == india_mass:
                add(h, "india")
                add(h, "india_mainland" if x["class"] == "coastal" else "india_interior")
            else:
                add(h, "andaman_islands")
        elif b == "Maldives":
            add(h, "maldives")
    # Australia (L1622): mainland = every hex of the Australian continent.
    for h in land:
        x = H[h]
        if comp[h] == comp.get("3727"):
            add(h, "australia_mainland")
    # New Guinea (L1638, L2000 L2639): the island of New Guinea, plus Biak.
    ng = comp.get("3823")
    for h in land:
        if comp[h] == ng:
            add(h, "new_guinea")
    add("3319", "new_guinea")
    # Mandate (L1622): Admiralty Is. 3820, Kavieng 4020, Rabaul 4021, Bougainville 4222, Guadalcanal 4423,
    # and the one-hex islands and land hexes next to them.
    for base in ("3820", "4020", "4021", "4222", "4423"):
        add(base, "mandate")
        for n in adjacent_land(H, base):
            if "new_guinea" not in H[n]["regions"] and "australia_mainland" not in H[n]["regions"]:
                add(n, "mandate")
    # Marshalls (L1652): islands within 2 hexes of Eniwetok 4415 or Kwajalein 4715.
    for h in land:
        if min(distance(parse(h), parse("4415")), distance(parse(h), parse("4715"))) <= 2:
            add(h, "marshalls")
    # Aleutians (L1775): island hexes 4600-5100; Hawaii (L1777): 5708, 5808, 5908; Midway 5108.
    for h in land:
        c, r = parse(h)
        if 46 <= c <= 51 and r <= 1:
            add(h, "aleutians")
    for h in ("5708", "5808", "5908"):
        add(h, "hawaii")
    add("5108", "midway")
    # New Hebrides in the South Pacific scenario (L2466): Noumea 4828 and every hex within 3 of it.
    for h in land:
        if distance(parse(h), parse("4828")) <= 3:
            add(h, "new_hebrides")
    for h, x in H.items():
        for reg in x.get("fixed_regions", set()):
            x["regions"].add(reg)
        x["regions"] -= x.get("no_regions", set())


NORTH_INDIA = ["2104", "2005", "2205", "1905", "2105"]
_CENTROIDS = {}
BODIES = []


def centroid(h):
    if h in _CENTROIDS:
        return _CENTROIDS[h]
    G = pickle.load(open(os.environ.get("EOTS_CACHE", "/work/scratch-eots/geometry.pkl"), "rb"))
    for k, g in G["hexes"].items():
        pts = g["points"]
        if pts:
            _CENTROIDS[k] = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
        else:
            _CENTROIDS[k] = (0.0, 0.0)
    return _CENTROIDS[h]


def home_island(ll, area):
    """Which of the four home islands a Natural Earth Japan polygon is (by size and place), else None."""
    lon, lat = ll
    if area < 1.5:
        return None  # a small island (Sado, Tsushima, Izu, Ryukyu, Bonins...)
    if lat > 41.4:
        return "hokkaido"
    if lon < 132.0 and lat < 34.0:
        return "kyushu"
    if 32.6 < lat < 34.4 and 132.4 < lon < 134.8:
        return "shikoku"
    return "honshu"


def check(H, S, report):
    # ports must reach the open sea; ports are coastal; airfields have land
    for h, x in H.items():
        if x["port"] and x["class"] != "coastal":
            report["PROBLEMS"].append(f"{h} port but class {x['class']}")
        if (x["airfield"] or x["city"] != "-" or x["resource"]) and x["class"] == "sea":
            report["PROBLEMS"].append(f"{h} feature on a sea hex")
    # water connectivity: every port must connect by sea sides to the big ocean component
    comp = {}
    n = 0
    for h in sorted(H):
        if H[h]["class"] == "land" or h in comp:
            continue
        n += 1
        comp[h] = n
        st = [h]
        while st:
            a = st.pop()
            for nb in neighbours(*parse(a)):
                b = hid(*nb)
                if b in H and b not in comp and H[b]["class"] != "land" and S[side_key(a, b)]["sea"]:
                    comp[b] = n
                    st.append(b)
    ocean = Counter(comp.values()).most_common(1)[0][0]
    for h, x in H.items():
        if x["port"] and comp.get(h) != ocean:
            report["PROBLEMS"].append(f"{h} {x['name']}: port not connected by sea to the ocean")


def src(x):
    """The source cell: 'seed L.. L..: what the rulebook says | reconstructed: … | geography (fit): …'."""
    import re
    parts = []
    if x["seed"]:
        lines = []
        for e in x["seed"]:
            for m in re.findall(r"L(\d+)", e):
                if f"L{m}" not in lines:
                    lines.append(f"L{m}")
        parts.append("seed " + " ".join(lines) + ": " + "; ".join(e.replace("seed ", "") for e in x["seed"]))
    if x["recon"]:
        parts.append("reconstructed: " + "; ".join(e.replace(": reconstructed: ", ": ") for e in x["recon"]))
    if x["forced"]:
        parts.append("class forced " + ", ".join(x["forced"]))
    if x["class"] != "sea" and x.get("terrain_why"):
        parts.append(f"terrain {x['terrain_why']}")
    parts.append("geography (fit): Natural Earth land %.0f%%" % (100 * x["land_frac"]))
    if not (parts[0].startswith("seed L") or parts[0].startswith("reconstructed:")):
        parts = ["geography (fit)"] + [p for p in parts if not p.startswith("geography (fit)")] + \
            ["Natural Earth land %.0f%%" % (100 * x["land_frac"])]
        parts = [parts[0] + ": " + " | ".join(parts[1:])]
    return " | ".join(parts).replace("\t", " ")


HEADER = ["hex", "class", "terrain", "port", "airfield", "city", "resource", "island", "nation", "regions",
          "edge", "name", "source"]


def edges(h, ext):
    c, r = parse(h)
    e = ""
    if r == ext["min_row"]:
        e += "n"
    if c == ext["max_col"]:
        e += "e"
    if r == ext["max_row"]:
        e += "s"
    if c == ext["min_col"]:
        e += "w"
    return e or "-"


def row(x, ext):
    return [x["hex"], x["class"], x["terrain"], str(x["port"]), str(x["airfield"]), x["city"], str(x["resource"]),
            x["island"], x["nation"], ",".join(sorted(x["regions"])) or "-", edges(x["hex"], ext),
            x["name"], src(x)]


def write_hexes(H, path, main=True):
    ext = {"min_col": 10, "max_col": 59, "min_row": 0, "max_row": 28}
    with open(path, "w") as f:
        f.write("# Empire of the Sun main map: one row per hex (columns 10-59, rows 00-28, flat-top, odd columns\n"
                "# half a hex lower). Generated by scripts/eots-map/generate.py from Natural Earth and the hand tables\n"
                "# in scripts/eots-map; correct it there (corrections.tsv) or edit this file directly in an owner's pack.\n"
                "# Columns: docs/games/empire-of-the-sun-data.md.\n")
        f.write("\t".join(HEADER) + "\n")
        for h in sorted(H):
            f.write("\t".join(row(H[h], ext)) + "\n")


def write_sp(H, path):
    with open(path, "w") as f:
        f.write("# Empire of the Sun South Pacific map (scenario 17.10): the main map's hexes in columns 30-49, rows\n"
                "# 16-28 (reconstructed extent, see the data document), same ids, same features; edges are the\n"
                "# South Pacific map's own (its north edge is a Japanese supply source, seed L2603). Oahu 5808 is an\n"
                "# off-map box (boxes.tsv). Generated by scripts/eots-map/generate.py.\n")
        f.write("\t".join(HEADER) + "\n")
        for h in sorted(H):
            c, r = parse(h)
            if SP["min_col"] <= c <= SP["max_col"] and SP["min_row"] <= r <= SP["max_row"]:
                x = dict(H[h])
                rr = row(x, SP)
                rr[-1] = rr[-1] + " | South Pacific map: the main map's hex (reconstructed extent, docs)"
                f.write("\t".join(rr) + "\n")


def write_sides(S, path):
    with open(path, "w") as f:
        f.write("# Empire of the Sun main map: one row per pair of adjacent hexes (id AAAA-BBBB, lower id first).\n"
                "# sea = a naval unit, amphibious move or sea supply line may cross; land = a ground unit or land\n"
                "# supply line may cross; route = transport route key(s) (routes.tsv); strait = water side between two\n"
                "# land bodies. A side that is neither sea nor land is unplayable. Generated by scripts/eots-map.\n")
        f.write("hexside\tsea\tland\troute\tstrait\tsource\n")
        for k in sorted(S):
            s = S[k]
            parts = []
            if s["seed"]:
                import re
                refs = []
                for e in s["seed"]:
                    for m in re.findall(r"L(\d+)", e):
                        if f"L{m}" not in refs:
                            refs.append(f"L{m}")
                parts.append("seed " + " ".join(refs) + ": " + "; ".join(e.replace("seed ", "") for e in s["seed"]))
            if s["recon"]:
                parts.append("reconstructed: " + "; ".join(s["recon"]))
            parts.append("geography (fit): %.0f%% of the side on land" % (100 * s["land_share"]))
            source = " | ".join(parts)
            f.write(f"{k}\t{s['sea']}\t{s['land']}\t{s['route']}\t{s['strait']}\t{source}\n")


def write_routes(rows, path):
    with open(path, "w") as f:
        f.write("# Transport routes (rule 8.42). hexes = the chain of hexes the route runs through (its hexsides carry\n"
                "# the route key in hexsides.tsv). status: open | marker (No Transport Route markers on the marker\n"
                "# hexes at campaign start, L1580) | event (exists only once a card builds it). Generated from\n"
                "# scripts/eots-map/routes.tsv.\n")
        f.write("route\tname\thexes\tstatus\tmarkers\tsource\n")
        for r, chain in rows:
            f.write(f"{r['route']}\t{r['name']}\t{','.join(chain)}\t{r['status']}\t{r['markers']}\t{r['source']}\n")


def write_report(H, S, report, tail=()):
    cls = Counter(x["class"] for x in H.values())
    ter = Counter(x["terrain"] for x in H.values() if x["class"] != "sea")
    with open(os.path.join(HERE, "report.md"), "w") as f:
        f.write("# Map generator report (generated by generate.py; do not edit)\n\n")
        f.write(f"Hexes by class: {dict(sorted(cls.items()))}\n\nTerrain of land-bearing hexes: {dict(sorted(ter.items()))}\n\n")
        f.write(f"Ports {sum(x['port'] for x in H.values())}, airfields {sum(x['airfield'] for x in H.values())}, "
                f"resource hexes {sum(x['resource'] for x in H.values())}, named hexes {sum(x['name'] != '-' for x in H.values())}\n\n")
        seedp = sum(1 for x in H.values() if x["seed"])
        corr = sum(1 for x in H.values() if x.get("corrected"))
        forced = sum(1 for x in H.values() if x["forced"])
        f.write(f"Hexes pinned by the rulebook: {seedp}; hexes corrected by hand: {corr}; classes forced by a place or pin: {forced}\n\n")
        for k, v in report.items():
            f.write(f"## {k} ({len(v)})\n\n")
            for line in v:
                f.write(f"- {line}\n")
            f.write("\n")
        f.write("## forced classes\n\n")
        for h, x in sorted(H.items()):
            if x["forced"]:
                f.write(f"- {h} {x['name']}: {', '.join(x['forced'])}\n")
        if tail:
            f.write("\n" + "\n".join(tail) + "\n")
    for k in ("PROBLEMS",):
        for line in report.get(k, []):
            print("PROBLEM:", line, file=sys.stderr)
    print(f"classes {dict(cls)}; terrain {dict(ter)}", file=sys.stderr)


if __name__ == "__main__":
    main()
