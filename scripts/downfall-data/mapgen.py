"""Downfall reconstructed map: hexes.tsv and hexsides.tsv from the seed's pins, Natural Earth and features.py."""
import math
import os
from collections import Counter, defaultdict, deque

import features as F
import geo
import hexgrid as G

HERE = os.path.dirname(os.path.abspath(__file__))

# Extent (reconstructed, docs/games/downfall-data.md): rows 09-44 reach from Suez and Tripoli to Leningrad
# and Oslo; columns 00-46 from the Atlantic off Casablanca to Baku and the Caspian.
ROWS = range(9, 45)
COLS = range(0, 47)
STEP = 0.1  # raster step in degrees (about 11 km)
BBOX = (-16.0, 66.0, 24.0, 70.0)  # lon0, lon1, lat0, lat1
OUT_OF_PLAY = {"sweden", "switzerland", "spain", "portugal", "turkey", "ireland", "finland", "neutral",
               "spanish_morocco"}
AREA_COUNTRIES = {"uk": "uk", "middle_east": "middle_east"}
TERRAIN_SHARE = {"mountains": 0.34, "swamp": 0.34, "hills": 0.40, "forest": 0.40}
SEA_SHARE = 0.08     # below this land share a hex is all sea
COAST_SHARE = 0.92   # below this (and above SEA_SHARE) a land hex is coastal

# Seed pins on hexes: (hex, field, value, source).
HEX_PINS = [
    ("2424", "terrain", "mountains", "seed L2000 L2018: 2424 is a mountain hex (defender +3)"),
    ("2713", "terrain", "hills", "seed L2030 L2056: 2713 is a hills hex"),
    ("2220", "terrain", "mountains", "seed L322: Cassino is a mountain hex"),
    ("3338", "terrain", "clear", "seed L1960-L1964: Stalingrad's defence has no terrain bonus"),
    ("2736", "rail", "0", "seed L726: 2736 has no rail"),
    ("2736", "city", "-", "seed L726: 2736 has no city"),
]
# Seed pins on hexsides: (a, b, field, value, source).
SIDE_PINS = [
    ("2619", "2620", "kind", "sea", "seed L314: hexside 2619/2620 is impassable"),
    ("2620", "2520", "kind", "land", "seed L314: hexside 2620/2520 is passable"),
    ("2420", "2520", "kind", "sea", "seed L314: hexside 2420/2520 is impassable"),
    ("2734", "2735", "kind", "strait", "seed L652: the OKH unit's zone of control crosses a strait into 2735"),
    ("2734", "2835", "kind", "sea", "seed L652: open sea between the OKH unit and 2835"),
    ("2735", "2835", "kind", "land", "seed L652: a Soviet unit may cross 2735/2835"),
    ("2220", "2119", "rail", "1", "seed L322: rail hexside between Cassino and Naples"),
    ("2220", "2219", "rail", "1", "seed L324: rail hexside between Cassino and Rome"),
    ("2220", "2319", "rail", "0", "seed L324: Cassino-2319 is not a rail hexside"),
    ("2220", "2221", "rail", "0", "seed L322: Cassino-2221 is not a rail hexside"),
    ("2713", "2814", "river", "1", "seed L2056 L2075: Lyon attacks 2713 across a river"),
    ("2713", "2714", "river", "1", "seed L2056: the Western tank attacks 2713 across a river"),
    ("2713", "2712", "river", "0", "seed L2075: the retreat path 2713-2712-2812 (reconstructed) crosses no river"),
    ("3338", "3438", "river", "0", "seed L1960-L1964: not all of Stalingrad's attackers are across a river"),
    ("3719", "3720", "kind", "sea", "seed L308: the hex east of Copenhagen is outside the play area"),
]


def read_tsv(path):
    rows = []
    header = None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        cells = line.split("\t")
        if header is None:
            header = cells
            continue
        rows.append(dict(zip(header, cells)))
    return rows


def load_places():
    return read_tsv(os.path.join(HERE, "places.tsv"))


def make_fit(places):
    anchors = [(p["hex"], float(p["lat"]), float(p["lon"]), float(p["anchor"]))
               for p in places if p["hex"] != "fit" and float(p["anchor"]) > 0]
    return G.WarpedFit(anchors, smoothing=0.05), anchors


def in_poly(lat, lon, poly):
    inside = False
    n = len(poly)
    for i in range(n):
        (y0, x0), (y1, x1) = poly[i], poly[(i + 1) % n]
        if (y0 > lat) != (y1 > lat):
            if lon < x0 + (lat - y0) * (x1 - x0) / (y1 - y0):
                inside = not inside
    return inside


def seg_intersect(p1, p2, q1, q2):
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


class MapBuild:
    def __init__(self):
        self.places = load_places()
        self.fit, self.anchors = make_fit(self.places)
        self.notes = []
        self._rasterise()
        self._accumulate()
        self._classify()
        self._place()
        self._sides()
        self._rivers()
        self._rails()
        self._sea_areas()

    # -------------------------------------------------------------- rasters
    def _rasterise(self):
        lon0, lon1, lat0, lat1 = BBOX
        self.codes = ["-"]
        self.country = geo.Raster(lon0, lon1, lat0, lat1, STEP)
        for name, rings in geo.load_countries("50m"):
            code = F.NE_COUNTRY.get(name)
            if code is None:
                continue
            if code not in self.codes:
                self.codes.append(code)
            self.country.fill(rings, self.codes.index(code))
        # 1942 corrections: repaint today's land inside each polygon (land stays land, sea stays sea)
        for code, _why, poly in F.BORDERS_1942:
            if code not in self.codes:
                self.codes.append(code)
            mask = geo.Raster(lon0, lon1, lat0, lat1, STEP)
            mask.fill([[(lo, la) for la, lo in poly]], 1)
            v = self.codes.index(code)
            for k, m in enumerate(mask.cells):
                if m and self.country.cells[k]:
                    self.country.cells[k] = v
        for _name, poly in F.LAKES:
            self.country.fill([[(lo, la) for la, lo in poly]], 0)
        self.terrain_names = ["clear"]
        self.terrain = geo.Raster(lon0, lon1, lat0, lat1, STEP)
        for t, _name, poly in reversed(F.TERRAIN):  # first entry wins: paint it last
            if t not in self.terrain_names:
                self.terrain_names.append(t)
            self.terrain.fill([[(lo, la) for la, lo in poly]], self.terrain_names.index(t))
        # land components (for straits): 4-connected flood fill of the land raster
        nx, ny = self.country.nx, self.country.ny
        comp = [0] * (nx * ny)
        cur = 0
        cells = self.country.cells
        for start in range(nx * ny):
            if cells[start] and not comp[start]:
                cur += 1
                comp[start] = cur
                dq = deque([start])
                while dq:
                    k = dq.popleft()
                    i, j = k % nx, k // nx
                    for ii, jj in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                        if 0 <= ii < nx and 0 <= jj < ny:
                            kk = jj * nx + ii
                            if cells[kk] and not comp[kk]:
                                comp[kk] = cur
                                dq.append(kk)
        self.comp = comp

    def cell_at(self, lat, lon):
        r = self.country
        i = int((lon - r.lon0) / r.step)
        j = int((lat - r.lat0) / r.step)
        if 0 <= i < r.nx and 0 <= j < r.ny:
            return j * r.nx + i
        return None

    def _accumulate(self):
        self.total = Counter()
        self.land = Counter()
        self.countries = defaultdict(Counter)
        self.terrains = defaultdict(Counter)
        self.comps = defaultdict(Counter)
        r = self.country
        for j in range(r.ny):
            for i in range(r.nx):
                lat, lon = r.centre(i, j)
                h = G.point_to_hex(*self.fit.to_plane(lat, lon))
                self.total[h] += 1
                k = j * r.nx + i
                v = r.cells[k]
                if v:
                    self.land[h] += 1
                    self.countries[h][self.codes[v]] += 1
                    self.terrains[h][self.terrain_names[self.terrain.cells[k]]] += 1
                    self.comps[h][self.comp[k]] += 1

    # -------------------------------------------------------------- hexes
    def _classify(self):
        self.hexes = {}
        for r in ROWS:
            for c in COLS:
                h = (r, c)
                tot = self.total[h] or 1
                share = self.land[h] / tot
                country = self.countries[h].most_common(1)[0][0] if self.land[h] else "-"
                lat, lon = self.fit.centre(r, c)
                rec = dict(hex=G.hid(r, c), share=share, country=country, lat=lat, lon=lon, city="-", port=0,
                           objective=0, capital=0, supply="-", land_area="-", sea_area="-", beach="-", rail=0,
                           name_en="-", name_ko="-", src=[], terrain="-")
                if share < SEA_SHARE:
                    rec["cls"] = "sea"
                    rec["country"] = "-"
                elif country in OUT_OF_PLAY:
                    rec["cls"] = "offmap"
                elif country in AREA_COUNTRIES:
                    rec["cls"] = "area"
                    rec["land_area"] = AREA_COUNTRIES[country]
                else:
                    rec["cls"] = "coast" if share < COAST_SHARE else "land"
                if rec["cls"] in ("land", "coast"):
                    land = self.land[h]
                    best = "clear"
                    for t, n in self.terrains[h].most_common():
                        if t != "clear" and n / land >= TERRAIN_SHARE[t]:
                            best = t
                            break
                    rec["terrain"] = best
                    rec["src"].append(f"geography (fit): Natural Earth land {share:.0%}, 1942 country {country}, "
                                      f"terrain {best} from features.py relief")
                elif rec["cls"] == "sea":
                    rec["src"].append(f"geography (fit): Natural Earth land {share:.0%}")
                else:
                    rec["src"].append(f"geography (fit): Natural Earth land {share:.0%}, {country} "
                                      + ("(outside the play area, seed L304-L308)" if rec["cls"] == "offmap"
                                         else "(Western land area, seed L366)"))
                self.hexes[rec["hex"]] = rec
        for h, field, value, why in HEX_PINS:
            rec = self.hexes[h]
            rec[field] = value if field not in ("rail",) else int(value)
            rec["src"].insert(0, why)
            if rec["cls"] not in ("land", "coast"):
                rec["cls"] = "coast"

    def _place(self):
        self.place_hex = {}
        used = {}
        order = sorted(self.places, key=lambda p: (p["hex"] == "fit", "o" not in p["flags"].split(",")))
        for p in order:
            lat, lon = float(p["lat"]), float(p["lon"])
            h = p["hex"] if p["hex"] != "fit" else G.hid(*self.fit.hex_of(lat, lon))
            flags = p["flags"].split(",")
            if h not in self.hexes:
                self.notes.append(f"{p['key']}: {h} is off the map extent; left out")
                continue
            rec = self.hexes[h]
            if h in used and ("c" in flags or "r" in flags):
                self.notes.append(f"{p['key']} falls in {h} with {used[h]}: left out of the map (one city a hex)")
                continue
            self.place_hex[p["key"]] = h
            if p["country"] not in ("-", ""):
                if p["country"] in OUT_OF_PLAY:
                    rec["cls"] = "offmap"
                    rec["country"] = p["country"]
                    rec["terrain"] = "-"
                else:
                    rec["country"] = p["country"]
                    if rec["cls"] == "offmap":
                        rec["cls"], rec["terrain"] = "coast", "clear"
                        self.notes.append(f"{p['key']}: {h} moved from off-map land into {p['country']}")
            if rec["cls"] in ("sea", "offmap") and p["country"] not in OUT_OF_PLAY and flags != ["-"]:
                self.notes.append(f"{p['key']}: {h} forced from {rec['cls']} to coast (a named place)")
                rec["cls"] = "coast"
                if rec["country"] in ("-",) or rec["country"] in OUT_OF_PLAY:
                    inplay = [c for c, _n in self.countries[G.parse(h)].most_common() if c not in OUT_OF_PLAY]
                    rec["country"] = p["country"] if p["country"] != "-" else (inplay[0] if inplay else "-")
                if rec["terrain"] == "-":
                    rec["terrain"] = "clear"
            if "c" in flags:
                rec["city"] = p["key"]
                used[h] = p["key"]
            if "r" in flags:
                used[h] = p["key"]
            rec["port"] = max(rec["port"], int("p" in flags))
            rec["objective"] = max(rec["objective"], int("o" in flags))
            rec["capital"] = max(rec["capital"], int("k" in flags))
            for f in flags:
                if f.startswith("s:"):
                    rec["supply"] = f[2:]
            if rec["name_en"] == "-" and p["name_en"] != "-":
                rec["name_en"], rec["name_ko"] = p["name_en"], p["name_ko"]
            rec["src"].insert(0, p["source"])
        for h, field, value, why in HEX_PINS:  # pins win over places
            self.hexes[h][field] = value if field != "rail" else int(value)

    # -------------------------------------------------------------- hexsides
    def playable(self, h):
        return h in self.hexes and self.hexes[h]["cls"] in ("land", "coast")

    def _water_run_km(self, a, b):
        """Longest water run (km) and land components at both ends along the centre-to-centre segment."""
        xa, ya = G.xy(*G.parse(a))
        xb, yb = G.xy(*G.parse(b))
        n = 24
        run = best = 0
        comps = []
        for k in range(n + 1):
            t = k / n
            lat, lon = self.fit.to_latlon(xa + (xb - xa) * t, ya + (yb - ya) * t)
            cell = self.cell_at(lat, lon)
            land = cell is not None and self.country.cells[cell] != 0
            if land:
                comps.append(self.comp[cell])
                run = 0
            else:
                run += 1
                best = max(best, run)
        km = best * self.fit.km_per_hex / n
        return km, (comps[0] if comps else None), (comps[-1] if comps else None)

    def _sides(self):
        self.sides = {}
        for h, rec in self.hexes.items():
            a = G.parse(h)
            for d in ("E", "NE", "NW"):
                b = G.neighbour(*a, d)
                hb = G.hid(*b)
                if hb not in self.hexes:
                    continue
                ra = rec
                rb = self.hexes[hb]
                if not ({ra["cls"], rb["cls"]} & {"land", "coast"}):
                    continue
                sid = G.side_id(a, b)
                s = dict(id=sid, a=h, b=hb, kind="-", river=0, rail=0, border=0, src=[])
                if self.playable(h) and self.playable(hb):
                    km, ca, cb = self._water_run_km(h, hb)
                    if km < 8:
                        s["kind"] = "land"
                        s["src"].append("geography (fit): land along the side")
                    elif ca is not None and cb is not None and ca != cb and km <= 40:
                        s["kind"] = "strait"
                        s["src"].append(f"geography (fit): {km:.0f} km of water between two land masses")
                    else:
                        s["kind"] = "sea"
                        s["src"].append(f"geography (fit): {km:.0f} km of open water across the side (impassable "
                                        "unless rail or strait, seed L310)")
                    s["border"] = int(ra["country"] != rb["country"])
                else:
                    s["kind"] = "edge"
                    s["src"].append("geography (fit): side of the play area (sea, off-map land or a land area)")
                self.sides[sid] = s
        for a, b, field, value, why in SIDE_PINS:
            sid = G.side_id(G.parse(a), G.parse(b))
            s = self.sides.get(sid)
            if s is None:
                s = dict(id=sid, a=a, b=b, kind="edge", river=0, rail=0, border=0, src=[])
                self.sides[sid] = s
            s[field] = value if field == "kind" else int(value)
            s["src"].insert(0, why)
            s.setdefault("pinned", set()).add(field)

    def _rivers(self):
        for key, name, _ko, pts in F.RIVERS:
            line = [self.fit.to_plane(la, lo) for la, lo in pts]
            for s in self.sides.values():
                if s["kind"] not in ("land", "strait") or "river" in s.get("pinned", ()):
                    continue
                p1 = G.xy(*G.parse(s["a"]))
                p2 = G.xy(*G.parse(s["b"]))
                if any(seg_intersect(p1, p2, q1, q2) for q1, q2 in zip(line, line[1:])):
                    if s["kind"] == "land":
                        s["river"] = 1
                        s["src"].append(f"geography: the {name} traced from towns on its banks (features.py)")

    def _rails(self):
        for line in F.RAILS:
            pts = []
            for w in line:
                if isinstance(w, tuple):
                    pts.append(w)
                else:
                    p = next(p for p in self.places if p["key"] == w)
                    pts.append((float(p["lat"]), float(p["lon"])))
            seq = []
            for (la0, lo0), (la1, lo1) in zip(pts, pts[1:]):
                # endpoints at the hexes the places are in (pinned places stay in their pinned hex)
                n = 60
                for k in range(n + 1):
                    t = k / n
                    h = self.fit.hex_of(la0 + (la1 - la0) * t, lo0 + (lo1 - lo0) * t)
                    if not seq or seq[-1] != h:
                        seq.append(h)
            seq = [self._snap(h, line, pts) for h in seq]
            for a, b in zip(seq, seq[1:]):
                if a == b or G.distance(a, b) != 1:
                    continue
                sid = G.side_id(a, b)
                s = self.sides.get(sid)
                if s is None or s["kind"] == "edge" or "rail" in s.get("pinned", ()):
                    continue
                if s["kind"] == "sea" and self._water_run_km(s["a"], s["b"])[0] > 60:
                    continue
                if not s["rail"]:
                    s["rail"] = 1
                    names = [w for w in line if not isinstance(w, tuple)]
                    s["src"].append("reconstructed: 1942 main line " + "-".join(names[:1] + names[-1:])
                                    + " (features.RAILS)")
        for s in self.sides.values():
            if s["rail"]:
                for h in (s["a"], s["b"]):
                    if "rail" not in [f for hh, f, _v, _w in HEX_PINS if hh == h]:
                        self.hexes[h]["rail"] = 1

    def _snap(self, h, line, pts):
        return h

    # -------------------------------------------------------------- sea areas
    def sea_area_of(self, lat, lon):
        if lon > 46.5 and lat > 36.0:
            return "caspian_sea"
        if lat < 30.5 and lon > 32.0:
            return "red_sea"
        if lon > 27.0 and lat > 40.3:
            return "black_sea"
        if lat > 53.3 and lon > 12.0 or (lat > 54.0 and lon > 10.3 and lat < 57.6 and lon > 10.3 and lon < 13.0
                                         and not (lat > 56.0 and lon < 11.0)):
            return "baltic_sea"
        if lat >= 48.5 and lon >= -5.2 and (lat < 58.6 or lon > -3.0):
            return "north_sea"
        if lon < -5.6 or lat >= 48.5:
            return "north_atlantic"
        if lon < 10.5 and (lat > 37.3 or lon < 9.6):
            return "western_med"
        if lon < 21.5:
            return "central_med"
        return "eastern_med"

    def _sea_areas(self):
        for h, rec in self.hexes.items():
            if rec["cls"] in ("sea",):
                rec["sea_area"] = self.sea_area_of(rec["lat"], rec["lon"])
        # ports: the sea areas of the sea hexes next to them (seed L374)
        for h, rec in self.hexes.items():
            if rec["port"]:
                areas = set()
                for nb in G.neighbours(*G.parse(h)):
                    nh = G.hid(*nb)
                    if nh in self.hexes and self.hexes[nh]["cls"] == "sea":
                        areas.add(self.hexes[nh]["sea_area"])
                if not areas and rec["cls"] == "coast":
                    areas.add(self.sea_area_of(rec["lat"], rec["lon"]))
                if not areas:  # an estuary or lagoon port: the sea two hexes away
                    r0 = G.parse(h)
                    for hh, rr in self.hexes.items():
                        if rr["cls"] == "sea" and G.distance(r0, G.parse(hh)) <= 3:
                            areas.add(rr["sea_area"])
                    if areas:
                        rec["src"].append("reconstructed: an estuary port, opening on the sea two or three hexes away down its river")
                rec["sea_area"] = ",".join(sorted(areas)) if areas else "-"
        b = self.hexes["3209"]
        b["sea_area"] = "north_atlantic,north_sea"
        b["src"].insert(0, "seed L376: Brest's port opens on the North Atlantic and the North Sea")
