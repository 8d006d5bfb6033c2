"""Generates the NATO map tables: hexes.tsv and hexsides.tsv in engine/src/games/nato/data/, and
report.md here. Inputs: places.tsv, pins.tsv, hexside_pins.tsv, rivers.tsv, terrain.tsv, borders.tsv
(all in this folder) and Natural Earth 1:10m (npm world-atlas, read from node_modules, never copied).
Run through build.py. Needs numpy and shapely (build.py provides a venv under /tmp).
"""
import collections
import csv
import math
import os
import sys

import numpy as np
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union
from shapely import prepared

import geo
import hexgrid as G

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(geo.REPO, "engine", "src", "games", "nato", "data")

NATO_LAND = {"dk", "frg", "nl", "be", "lu", "fr"}
WP_LAND = {"gdr", "pl", "cs"}
NEUTRAL = {"se", "at", "ch", "li"}
NE_COUNTRY = {"Denmark": "dk", "Germany": "de", "Netherlands": "nl", "Belgium": "be", "Luxembourg": "lu",
              "France": "fr", "Poland": "pl", "Czechia": "cs", "Slovakia": "cs", "Austria": "at",
              "Switzerland": "ch", "Sweden": "se", "Liechtenstein": "li"}
PRIORITY = ["mountain", "rough", "forest", "marsh"]          # TEC priority among natural terrain (tec.tsv)


def read_tsv(name):
    rows = []
    header = None
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                continue
            if len(cells) != len(header):
                sys.exit("%s: %d cells, want %d: %s" % (name, len(cells), len(header), line[:80]))
            rows.append(dict(zip(header, cells)))
    return rows


def waypoints(spec):
    out = []
    for w in spec.split(";"):
        w = w.strip()
        if w.startswith("@"):
            a, b = w[1:].split("-")
            out.append(("side", G.parse(a), G.parse(b)))
        else:
            lat, lon = map(float, w.split(","))
            out.append(("pt", lat, lon))
    return out


def norm_side(s):
    a, b = s.split("-")
    return "%s-%s" % (min(a, b), max(a, b))


class Map:
    def __init__(self):
        self.places = read_tsv("places.tsv")
        self.pins = read_tsv("pins.tsv")
        self.side_pins = read_tsv("hexside_pins.tsv")
        self.rivers = read_tsv("rivers.tsv")
        self.regions = read_tsv("terrain.tsv")
        self.borders = read_tsv("borders.tsv")
        self.report = []

    # ------------------------------------------------------------ fit
    def make_fit(self):
        anchors = []
        for p in self.places:
            if p["hex"] in ("-",) or p["hex"].startswith("~"):
                continue
            hexes = [G.parse(h) for h in p["hex"].split("+")]
            xs = [G.center(*h) for h in hexes]
            X = sum(x for x, _ in xs) / len(xs)
            Y = sum(y for _, y in xs) / len(xs)
            anchors.append((p["name_en"] + " " + p["hex"], X, Y, float(p["lon"]), float(p["lat"])))
        for b in self.borders:
            if b["kind"] != "anchor":
                continue
            w = waypoints(b["waypoints"])
            (_, a, c), (_, lat, lon) = w
            (x1, y1), (x2, y2) = G.center(*a), G.center(*c)
            anchors.append((b["key"] + " " + G.side_id(a, c), (x1 + x2) / 2, (y1 + y2) / 2, lon, lat))
        self.fit = geo.Fit(anchors)
        cw, rw = self.fit.scale_km()
        self.report.append("## Fit\n")
        self.report.append("Lambert conformal conic (49N, 55N; origin 52N 10E) + least-squares affine through %d "
                           "anchors, then a Gaussian correction (length %.0f hexes). One column = %.1f km, one "
                           "row = %.1f km (a 15-mile hex is 24.1 km across, rows 20.9 km apart).\n"
                           % (len(anchors), geo.WARP_LEN, cw, rw))
        rr = self.fit.raw_res
        self.report.append("Residual RMS before the correction: %.2f hex across, %.2f rows; after: %.3f / %.3f.\n"
                           % (np.sqrt((rr[:, 0] ** 2).mean()), np.sqrt((rr[:, 1] ** 2).mean()) / (G.S3 / 2),
                              np.sqrt((self.fit.res[:, 0] ** 2).mean()),
                              np.sqrt((self.fit.res[:, 1] ** 2).mean()) / (G.S3 / 2)))
        self.report.append("| anchor | affine dX (hex, + = west) | affine d-row (+ = south) | after correction |")
        self.report.append("|---|---|---|---|")
        for a, r0, r1 in zip(anchors, rr, self.fit.res):
            self.report.append("| %s | %+.2f | %+.2f | %.3f |" % (a[0], r0[0], r0[1] / (G.S3 / 2), math.hypot(*r1)))
        self.report.append("")

    # ------------------------------------------------------------ geometry
    def load_geometry(self):
        land_ll, countries_ll = geo.load_natural_earth("10m")
        for b in self.borders:
            if b["kind"] == "water":
                w = Polygon([(lon, lat) for _, lat, lon in waypoints(b["waypoints"])]).buffer(0)
                land_ll = land_ll.difference(w)
                countries_ll = {k: g.difference(w) for k, g in countries_ll.items()}
        self.land = geo.project_geom(self.fit, land_ll)
        self.land_p = prepared.prep(self.land)
        igb = [(lat, lon) for _, lat, lon in waypoints(self.border("igb")["waypoints"])]
        # The GDR side: east of the inner-German border, closed through the Baltic and Bohemia (see README).
        ring = [(lon, lat) for lat, lon in igb]
        ring += [(12.22, 50.28), (12.40, 50.20), (13.0, 49.9), (16.5, 49.9), (16.5, 56.0), (11.40, 56.0),
                 (11.40, 54.25), (11.05, 54.10)]
        east = Polygon(ring).buffer(0)
        by = collections.defaultdict(list)
        for name, g in countries_ll.items():
            k = NE_COUNTRY.get(name)
            if k is None:
                continue
            if k == "de":
                by["gdr"].append(g.intersection(east))
                by["frg"].append(g.difference(east))
            else:
                by[k].append(g)
        self.countries = {k: geo.project_geom(self.fit, unary_union(v)) for k, v in by.items()}
        self.regions_geo = []
        for r in self.regions:
            lat0, lon0 = float(r["lat"]), float(r["lon"])
            a, b, rot = float(r["a_km"]), float(r["b_km"]), math.radians(float(r["rot"]))
            pts = []
            for k in range(48):
                t = 2 * math.pi * k / 48
                x, y = a * math.cos(t), b * math.sin(t)
                dx = x * math.cos(rot) - y * math.sin(rot)
                dy = x * math.sin(rot) + y * math.cos(rot)
                lat = lat0 + dy / 111.2
                lon = lon0 + dx / (111.2 * math.cos(math.radians(lat0)))
                pts.append((lon, lat))
            poly = geo.project_geom(self.fit, Polygon(pts))
            self.regions_geo.append((r, prepared.prep(poly)))

    def border(self, key):
        return next(b for b in self.borders if b["key"] == key)

    # ------------------------------------------------------------ hexes
    def build_hexes(self):
        self.hex = {}
        area = 3 * G.S3 / 2 * (1 / G.S3) ** 2       # hexagon of circumradius 1/sqrt3
        for r, c in G.all_hexes():
            poly = Polygon(G.corners(r, c))
            land = self.land.intersection(poly)
            share = land.area / area
            cshare = {}
            for k, g in self.countries.items():
                a = g.intersection(poly).area
                if a > 1e-6:
                    cshare[k] = a / area
            X, Y = G.center(r, c)
            lon, lat = self.fit.inverse(X, Y)
            h = dict(r=r, c=c, id=G.hid(r, c), poly=poly, land=share, cshare=cshare, lat=lat, lon=lon,
                     notes=[], seed=[], recon=[])
            h["country"] = max(cshare, key=cshare.get) if cshare else "-"
            if share < 0.08:
                h["cls"] = "sea"
            elif share > 0.97:
                h["cls"] = "land"
            else:
                h["cls"] = "coastal"
            h["notes"].append("NE land %d%%" % round(100 * share))
            # terrain by sampled regions
            pts = [(X, Y)] + [(X + 0.33 * math.cos(math.radians(a)), Y + 0.33 * math.sin(math.radians(a)))
                              for a in range(0, 360, 60)]
            votes = collections.Counter()
            names = collections.defaultdict(set)
            n_land = 0
            for x, y in pts:
                p = Point(x, y)
                if not self.land_p.contains(p):
                    continue
                n_land += 1
                seen = set()
                for reg, prep in self.regions_geo:
                    t = reg["terrain"]
                    if t in seen:
                        continue
                    if prep.contains(p):
                        seen.add(t)
                        names[t].add(reg["name"])
                votes.update(seen)
            h["terrain"] = "clear"
            h["also"] = []
            need = 3 if n_land >= 5 else max(1, (n_land + 1) // 2)
            for t in PRIORITY:
                if votes[t] >= need and h["terrain"] == "clear":
                    h["terrain"] = t
                elif votes[t] >= 2:
                    h["also"].append(t)
            if h["terrain"] != "clear":
                h["recon"].append("terrain %s (%s)" % (h["terrain"], ", ".join(sorted(names[h["terrain"]]))))
            if h["also"]:
                h["recon"].append("also %s" % ",".join(h["also"]))
            h["city"] = None
            h["bridge"] = 0
            self.hex[h["id"]] = h

    def place_cities(self):
        self.report.append("## Cities\n")
        rank = {"key": 3, "major": 2, "town": 1}
        placed = {}
        for p in self.places:
            if p["hex"] == "-":
                X, Y = self.fit.to_hex_xy(float(p["lon"]), float(p["lat"]))
                hexes = [self.nearest_hex(X, Y)]
                how = "fit"
            elif p["hex"].startswith("~"):
                hexes = [G.parse(p["hex"][1:])]
                how = "hand"
            else:
                hexes = [G.parse(h) for h in p["hex"].split("+")]
                how = "seed"
            for i, (r, c) in enumerate(hexes):
                hid = G.hid(r, c)
                if hid in placed:
                    other = placed[hid]
                    keep, drop = (other, p) if (other["_how"] == "seed" or rank[other["kind"]] >= rank[p["kind"]]) \
                        and how != "seed" else (p, other)
                    self.report.append("* %s and %s fall in %s: kept %s, left out %s." %
                                       (other["name_en"], p["name_en"], hid, keep["name_en"], drop["name_en"]))
                    if keep is other:
                        continue
                q = dict(p)
                q["_how"] = how
                q["_part"] = i
                q["_hexes"] = [G.hid(*x) for x in hexes]
                placed[hid] = q
        self.city_places = placed
        for hid, p in placed.items():
            h = self.hex[hid]
            h["city"] = p
            if h["cls"] == "sea":
                h["cls"] = "coastal"
                self.report.append("* %s: the fit put it in an all-sea hex; made coastal." % p["name_en"])
            if h["country"] != p["country"] and hid != "3007":
                self.report.append("* %s (%s): hex country %s -> %s (the city's own country)" % (p["name_en"], hid, h["country"], p["country"]))
                h["country"] = p["country"]
            if p["_how"] == "seed":
                h["seed"].append("%s [%s]" % (p["source"].split(";")[0], p["name_en"]))
            elif p["source"].startswith("seed"):
                h["seed"].append("%s [%s; hex placed by the %s]" % (p["source"], p["name_en"], p["_how"]))
            else:
                h["recon"].append("%s (%s): %s" % (p["name_en"], p["_how"], p["source"]))
        self.report.append("")

    def nearest_hex(self, X, Y):
        r = int(round(Y / (G.S3 / 2)))
        best = None
        for rr in (r - 1, r, r + 1):
            for cc in range(int(X) - 1, int(X) + 3):
                if not G.on_map(rr, cc):
                    continue
                x, y = G.center(rr, cc)
                d = (x - X) ** 2 + (y - Y) ** 2
                if best is None or d < best[0]:
                    best = (d, (rr, cc))
        if best is None:
            raise ValueError("off the map: %.2f %.2f" % (X, Y))
        return best[1]

    def apply_pins(self):
        self.report.append("## Seed pins that changed the geography\n")
        for p in self.pins:
            h = self.hex[p["hex"]]
            f, v = p["field"], p["value"]
            old = None
            if f == "coastal" and v == "0":
                if h["cls"] != "land":
                    old = h["cls"]
                    h["cls"] = "land"
            elif f == "coastal":
                if h["cls"] != "coastal":
                    old = h["cls"]
                    h["cls"] = "coastal"
            elif f == "country":
                if h["country"] != v:
                    old = h["country"]
                    h["country"] = v
                if h["cls"] == "sea":
                    old = (old or "") + " sea"
                    h["cls"] = "coastal"
            elif f == "terrain":
                if h["terrain"] != v:
                    old = h["terrain"]
                    if old != "clear" and old not in h["also"]:
                        pass
                    h["terrain"] = v
                    h["recon"] = [x for x in h["recon"] if not x.startswith("terrain ")]
            elif f == "also":
                if v not in h["also"]:
                    h["also"].append(v)
                    old = "-"
            else:
                sys.exit("pins.tsv: unknown field " + f)
            h["seed"].append(p["source"])
            if old is not None:
                self.report.append("* %s %s: geography gave %s, the seed says %s (%s)" % (p["hex"], f, old, v, p["source"]))
        # West Berlin: Natural Earth has one Germany; the seed's 3007 is the West German enclave.
        self.report.append("")

    # ------------------------------------------------------------ hexsides
    def build_sides(self):
        self.side = {}
        for sid in G.all_sides():
            a, b = sid.split("-")
            ha, hb = self.hex[a], self.hex[b]
            e = G.shared_edge((ha["r"], ha["c"]), (hb["r"], hb["c"]))
            s = dict(id=sid, a=a, b=b, edge=e, river="-", river_name="-", feature="-", border="-",
                     notes=[], seed=[], recon=[])
            s["crossing"], s["sea"] = self.crossing(ha, hb, e)
            self.side[sid] = s

    def crossing(self, ha, hb, edge):
        if ha["cls"] == "sea" or hb["cls"] == "sea":
            land = "all_sea"
        else:
            both = ha["poly"].union(hb["poly"]).buffer(1e-7)
            L = self.land.intersection(both)
            line = LineString(edge)
            ok = False
            for comp in getattr(L, "geoms", [L]):
                if comp.area < 1e-4:
                    continue
                if comp.intersection(ha["poly"]).area > 0.01 and comp.intersection(hb["poly"]).area > 0.01 \
                        and comp.intersects(line) and comp.intersection(line.buffer(0.02)).area > 0.002:
                    ok = True
                    break
            land = "land" if ok else "all_sea"
        # ships: both hexes have water and one body of water joins them across the side
        if ha["land"] > 0.985 or hb["land"] > 0.985:
            sea = 0
        else:
            both = ha["poly"].union(hb["poly"]).buffer(1e-7)
            W = both.difference(self.land)
            line = LineString(edge)
            sea = 0
            for comp in getattr(W, "geoms", [W]):
                if comp.area < 1e-4:
                    continue
                if comp.intersection(ha["poly"]).area > 0.003 and comp.intersection(hb["poly"]).area > 0.003 \
                        and comp.intersection(line.buffer(0.03)).area > 0.001:
                    sea = 1
                    break
        return land, sea

    def route_rivers(self):
        # corner graph
        key = lambda p: (round(p[0] * 1000), round(p[1] * 1000))
        self.corner_xy = {}
        adj = collections.defaultdict(set)
        self.corner_sides = {}
        for sid, s in self.side.items():
            p, q = s["edge"]
            kp, kq = key(p), key(q)
            self.corner_xy[kp] = p
            self.corner_xy[kq] = q
            adj[kp].add(kq)
            adj[kq].add(kp)
            self.corner_sides[frozenset((kp, kq))] = sid
        ckeys = sorted(self.corner_xy)
        cxy = np.array([self.corner_xy[k] for k in ckeys])

        def nearest_corner(X, Y):
            d = ((cxy[:, 0] - X) ** 2 + (cxy[:, 1] - Y) ** 2)
            return ckeys[int(np.argmin(d))]

        def bfs(s, t):
            if s == t:
                return [s]
            prev = {s: None}
            dq = collections.deque([s])
            while dq:
                u = dq.popleft()
                if u == t:
                    break
                for v in sorted(adj[u]):
                    if v not in prev:
                        prev[v] = u
                        dq.append(v)
            path = [t]
            while path[-1] != s:
                path.append(prev[path[-1]])
            return path[::-1]

        pinned_none = {norm_side(p["hexside"]) for p in self.side_pins if p["field"] == "river" and p["value"] == "none"}
        self.report.append("## Rivers\n")
        order = {"minor": 1, "major": 2}
        for rv in self.rivers:
            wps = waypoints(rv["waypoints"])
            seq = []
            for i, w in enumerate(wps):
                if w[0] == "pt":
                    # dense sampling between consecutive real points
                    X, Y = self.fit.to_hex_xy(w[2], w[1])
                    if i + 1 < len(wps) and wps[i + 1][0] == "pt":
                        X2, Y2 = self.fit.to_hex_xy(wps[i + 1][2], wps[i + 1][1])
                        n = max(1, int(math.hypot(X2 - X, Y2 - Y) / 0.25))
                        for k in range(n):
                            t = k / n
                            seq.append(("c", nearest_corner(X + t * (X2 - X), Y + t * (Y2 - Y))))
                    else:
                        seq.append(("c", nearest_corner(X, Y)))
                else:
                    e = G.shared_edge(w[1], w[2])
                    k1, k2 = key(e[0]), key(e[1])
                    seq.append(("s", (k1, k2)))
            # resolve pinned sides' orientation: enter at the corner nearer the previous corner
            path = []
            for item in seq:
                if item[0] == "c":
                    targets = [item[1]]
                else:
                    k1, k2 = item[1]
                    if path:
                        last = self.corner_xy[path[-1]]
                        d1 = math.dist(last, self.corner_xy[k1])
                        d2 = math.dist(last, self.corner_xy[k2])
                        targets = [k1, k2] if d1 <= d2 else [k2, k1]
                    else:
                        targets = [k1, k2]
                for t in targets:
                    if not path:
                        path.append(t)
                    elif path[-1] != t:
                        path.extend(bfs(path[-1], t)[1:])
            n = 0
            for u, v in zip(path, path[1:]):
                sid = self.corner_sides.get(frozenset((u, v)))
                if sid is None:
                    continue
                s = self.side[sid]
                if s["crossing"] == "all_sea" or sid in pinned_none:
                    continue
                if s["river"] == "-" or order[rv["class"]] > order[s["river"]]:
                    s["river"] = rv["class"]
                    s["river_name"] = rv["river"]
                    s["_river_src"] = rv["source"]
                n += 1
            self.report.append("* %s (%s): %d hexsides" % (rv["name_en"], rv["class"], n))
        self.report.append("")

    def apply_side_pins(self):
        for p in self.side_pins:
            sid = norm_side(p["hexside"])
            s = self.side[sid]
            f, v = p["field"], p["value"]
            if f == "river":
                if v == "none":
                    if s["river"] != "-":
                        self.report.append("* %s: river %s removed (seed)" % (sid, s["river"]))
                    s["river"] = "-"
                    s["river_name"] = "-"
                else:
                    if s["river"] != v:
                        self.report.append("* %s: river %s -> %s (seed pin)" % (sid, s["river"], v))
                    s["river"] = v
            elif f == "crossing":
                if s["crossing"] != v:
                    self.report.append("* %s: crossing %s -> %s (seed pin)" % (sid, s["crossing"], v))
                s["crossing"] = v
            elif f == "feature":
                s["feature"] = v
            else:
                sys.exit("hexside_pins.tsv: unknown field " + f)
            s["seed"].append(p["source"])

    def features(self):
        self.report.append("## Causeways and bridges\n")
        for b in self.borders:
            if b["kind"] == "causeway":
                (_, la1, lo1), (_, la2, lo2) = waypoints(b["waypoints"])
                p = self.fit.to_hex_xy(lo1, la1)
                q = self.fit.to_hex_xy(lo2, la2)
                line = LineString([p, q])
                hit = []
                for sid, s in self.side.items():
                    if s["crossing"] == "all_sea" and LineString(s["edge"]).intersects(line) \
                            and self.hex[s["a"]]["cls"] != "sea" and self.hex[s["b"]]["cls"] != "sea":
                        hit.append(sid)
                for sid in hit:
                    s = self.side[sid]
                    if s["feature"] == "-":
                        s["feature"] = "causeway"
                    s["recon" if b["source"].startswith("geography") else "seed"].append(b["source"])
                self.report.append("* %s: %s" % (b["key"], ", ".join(hit) if hit else "no all-sea hexside crossed (land link)"))
            elif b["kind"] == "bridge":
                (_, la, lo), = waypoints(b["waypoints"])
                X, Y = self.fit.to_hex_xy(lo, la)
                r, c = self.nearest_hex(X, Y)
                h = self.hex[G.hid(r, c)]
                h["bridge"] = 1
                h["recon"].append(b["source"])
                self.report.append("* bridge %s: %s" % (b["key"], h["id"]))
        self.report.append("")

    def borders_and_zones(self):
        for sid, s in self.side.items():
            ca, cb = self.hex[s["a"]]["country"], self.hex[s["b"]]["country"]
            if "-" in (ca, cb) or ca == cb or s["crossing"] == "all_sea":
                continue
            if ca in NEUTRAL or cb in NEUTRAL:
                s["border"] = "neutral"
                if s["crossing"] == "land":
                    s["crossing"] = "blocked"
            elif (ca in NATO_LAND) != (cb in NATO_LAND):
                s["border"] = "iron_curtain"
            else:
                s["border"] = "national"
        # West Berlin: all six sides of 3007 are the Iron Curtain (the Wall and the outer ring)
        for n in G.neighbours(30, 7):
            s = self.side[G.side_id((30, 7), n)]
            s["border"] = "iron_curtain"
        # north of the Elbe: flood from Kiel's hex over FRG, GDR and DK land without crossing an Elbe side
        start = next(h for h in self.hex.values() if h["city"] and h["city"]["key"] == "kiel")
        seen = {start["id"]}
        dq = collections.deque([start["id"]])
        while dq:
            u = dq.popleft()
            r, c = G.parse(u)
            for n in G.neighbours(r, c):
                v = G.hid(*n)
                if v in seen:
                    continue
                hv = self.hex[v]
                if hv["cls"] == "sea" or hv["country"] not in ("frg", "gdr", "dk"):
                    continue
                s = self.side[G.side_id((r, c), n)]
                if s["river_name"] == "elbe" or s["crossing"] not in ("land",) and s["feature"] not in ("causeway", "danish_ferry"):
                    continue
                seen.add(v)
                dq.append(v)
        line = [(lat, lon) for _, lat, lon in waypoints(self.border("northag_centag")["waypoints"])]

        def line_lat(lon):
            pts = sorted(line, key=lambda p: p[1])
            if lon <= pts[0][1]:
                return pts[0][0]
            for (la1, lo1), (la2, lo2) in zip(pts, pts[1:]):
                if lo1 <= lon <= lo2:
                    return la1 + (la2 - la1) * (lon - lo1) / (lo2 - lo1)
            return pts[-1][0]

        for h in self.hex.values():
            h["north_of_elbe"] = int(h["id"] in seen and h["country"] in ("frg", "gdr"))
            k = h["country"]
            if h["cls"] == "sea" or k not in NATO_LAND:
                h["zone"] = "-"
            elif k == "dk" or (k == "frg" and h["north_of_elbe"]):
                h["zone"] = "baltap"
            elif h["lat"] >= line_lat(h["lon"]):
                h["zone"] = "northag"
            else:
                h["zone"] = "centag"

    def sea_areas(self):
        # [2.2.3]: the North Sea and Baltic areas meet at a short border at Denmark's tip (north of Skagen,
        # 57.75N 10.6E). Jutland and Schleswig-Holstein divide the rest: water west of their coasts is North Sea
        # (the Limfjord's west part and the Kiel Canal's mouth too), water east of them Baltic.
        area = self.area
        for h in self.hex.values():
            h["sea_area"] = "-" if h["cls"] == "land" else area(h)
        self._lake_shores()

    @staticmethod
    def area(h):
        if True:
            lat, lon = h["lat"], h["lon"]
            if lat >= 57.3:
                return "north_sea" if lon < 10.6 else "baltic"
            if lat >= 54.8:
                return "north_sea" if lon < 9.3 else "baltic"
            return "north_sea" if lon < 9.6 else "baltic"

    def _lake_shores(self):
        # a coastal hex that touches no sea hexside (a lake shore) is not coastal
        for h in self.hex.values():
            if h["cls"] == "coastal":
                ships = any(self.side[G.side_id((h["r"], h["c"]), n)]["sea"] for n in G.neighbours(h["r"], h["c"]))
                if not ships and not any(p["hex"] == h["id"] and p["field"] == "coastal" for p in self.pins):
                    h["cls"] = "land"
                    h["sea_area"] = "-"
                    h["notes"].append("lake shore, not coastal")

    def danish_ports(self):
        # seed L1464: every Danish city is a port on a coastal hex; every other seaport of places.tsv too
        # (the seed's inland ports 2417, 2720, 2504 are pinned coastal 0 and stay inland)
        inland = {p["hex"] for p in self.pins if p["field"] == "coastal" and p["value"] == "0"}
        for h in self.hex.values():
            c = h["city"]
            if not c or c["_part"] != 0 or h["cls"] == "coastal" or h["id"] in inland or (c["port"] == "-" and h["country"] != "dk"):
                continue
            h["cls"] = "coastal"
            h["sea_area"] = self.area(h)
            if h["country"] == "dk":
                h["seed"].append("seed L1464 (every Danish city is a coastal port: made coastal)")
            else:
                h["recon"].append("a seaport: made coastal")
            for n in G.neighbours(h["r"], h["c"]):
                hn = self.hex[G.hid(*n)]
                if hn["cls"] != "land":
                    s = self.side[G.side_id((h["r"], h["c"]), n)]
                    s["sea"] = 1
                    s["recon"].append("reconstructed: ships reach the port of %s" % c["name_en"])
            self.report.append("* %s (%s): made coastal (a port)" % (h["id"], c["name_en"]))

    def edges_and_deploy(self):
        for h in self.hex.values():
            r, c = h["r"], h["c"]
            e = ""
            if r == 1:
                e += "n"
            if c == 1:
                e += "e"
            if r == G.ROWS[-1]:
                e += "s"
            if c == G.COLS[-1]:
                e += "w"
            h["edge"] = e or "-"
            sector = "-"
            if h["cls"] != "sea" and h["country"] not in NEUTRAL:
                if c == G.COLS[-1]:
                    sector = "1" if h["lat"] >= 49.9 else "2"
                elif c == 1:
                    sector = "3" if h["lat"] >= 52.6 else ("4" if h["lat"] >= 50.9 else "5")
            h["sector"] = sector
        # deployment areas: two-hex strips either side of the Iron Curtain ([2.2.4]), reconstructed names
        ic_hexes = set()
        for s in self.side.values():
            if s["border"] == "iron_curtain" and s["a"] != "3007" and s["b"] != "3007":
                ic_hexes.add(s["a"])
                ic_hexes.add(s["b"])
        ring = {x: 1 for x in ic_hexes}
        for x in list(ic_hexes):
            r, c = G.parse(x)
            for n in G.neighbours(r, c):
                v = G.hid(*n)
                if v not in ring and self.hex[v]["country"] == self.hex[x]["country"]:
                    ring[v] = 2
        for h in self.hex.values():
            h["deploy"] = "-"
            if h["id"] not in ring or h["cls"] == "sea" or h["id"] == "3007":
                continue
            lat, lon, k = h["lat"], h["lon"], h["country"]
            if k == "frg":
                if h["north_of_elbe"]:
                    h["deploy"] = "LJ"
                elif lat >= 52.95:
                    h["deploy"] = "NE_I"
                elif lat >= 52.25:
                    h["deploy"] = "WG_I"
                elif lat >= 51.75:
                    h["deploy"] = "BR_I"
                elif lat >= 51.45:
                    h["deploy"] = "BE_I"
                elif lat >= 50.95:
                    h["deploy"] = "WG_III"
                elif lat >= 50.40 and lon < 10.35:
                    h["deploy"] = "US_V"
                elif lat >= 49.30:
                    h["deploy"] = "US_VII"
                else:
                    h["deploy"] = "WG_II"
            elif k == "gdr":
                h["deploy"] = "BAF" if lat >= 53.35 else ("NEGF" if lat >= 51.6 else "SEGF")
            elif k == "cs":
                h["deploy"] = "CZF"

    # ------------------------------------------------------------ output
    def write(self):
        os.makedirs(DATA, exist_ok=True)
        cols = ["hex", "terrain", "also", "coastal", "country", "zone", "north_of_elbe", "sea_area", "city",
                "city_kind", "intrinsic", "port", "port_coastal", "reserve_site", "bridge", "name_en",
                "name_ko", "edge", "sector", "deploy", "lat", "lon", "source"]
        out = []
        out.append("# NATO: The Cold War Goes Hot - the map, one row per hex (Sandtable reconstruction, unofficial).")
        out.append("# Generated by scripts/nato-data/map.py from the seed's named hexes and facts, Natural Earth geography")
        out.append("# through the fit in scripts/nato-data/report.md, and regional terrain; do not edit by hand: change the")
        out.append("# inputs in scripts/nato-data/ (or, in an owner's pack, replace this file). Grid: RRCC, rows 01-57 north")
        out.append("# to south, columns 01-36 east to west, pointy-top rows, odd rows half a hex east.")
        out.append("# terrain: primary natural terrain (clear|forest|rough|mountain|marsh|all_sea); also: other natural")
        out.append("# terrain in the hex (comma list); coastal: 1 = land and sea (sand margin); country: 1983 owner (dk frg")
        out.append("# gdr nl be lu fr pl cs; se at ch = neutral, never entered; - = sea); zone: NATO command zone")
        out.append("# (baltap|northag|centag|-); north_of_elbe: FRG/GDR land on the Elbe's north bank (LJ/LZ, [29.7]);")
        out.append("# sea_area: north_sea|baltic for hexes with sea; city: key or -; city_kind: town|major|key; intrinsic:")
        out.append("# free-city defence; port: capacity in steps or -; port_coastal: 1 = port supply possible, 0 = inland")
        out.append("# port; reserve_site: red triangle; bridge: bridge hex; edge: map edges (n e s w); sector:")
        out.append("# reinforcement sector of an edge hex (1-2 NATO west, 3-5 WP east); deploy: Extended Buildup")
        out.append("# deployment area ([2.2.4]); lat/lon: the hex centre through the fit. Columns: docs/games/nato-data.md.")
        out.append("\t".join(cols))
        for r, c in G.all_hexes():
            h = self.hex[G.hid(r, c)]
            city = h["city"]
            terrain = "all_sea" if h["cls"] == "sea" else h["terrain"]
            also = ",".join(t for t in h["also"] if t != terrain) if h["cls"] != "sea" else ""
            kind = city["kind"] if city else "-"
            row = [h["id"], terrain, also or "-", "1" if h["cls"] == "coastal" else "0",
                   h["country"] if h["cls"] != "sea" else "-", h["zone"], str(h["north_of_elbe"]), h["sea_area"],
                   city["key"] if city else "-", kind,
                   {"town": "1", "major": "2", "key": "2"}.get(kind, "-"),
                   (city["port"] if city and city["_part"] == 0 else "-") if city else "-",
                   "-", str(int(bool(city and city["reserve"] == "1" and city["_part"] == 0))), str(h["bridge"]),
                   (city["name_en"] if city else "-"), (city["name_ko"] if city else "-"),
                   h["edge"], h["sector"], h["deploy"], "%.3f" % h["lat"], "%.3f" % h["lon"], self.hex_source(h)]
            if row[11] != "-":
                row[12] = "1" if h["cls"] == "coastal" else "0"
            out.append("\t".join(row))
        with open(os.path.join(DATA, "hexes.tsv"), "w", encoding="utf-8") as f:
            f.write("\n".join(out) + "\n")
        cols = ["hexside", "crossing", "sea", "river", "river_name", "feature", "border", "source"]
        out = ["# NATO map hexsides: every pair of adjacent hexes once (lower id first). Generated by scripts/nato-data/map.py.",
               "# crossing: land | all_sea (prohibited unless feature causeway or danish_ferry, [12.1.1]) | blocked;",
               "# sea: 1 = ships (ferry, sealift, port supply) may pass between the two hexes; river: minor|major|- (the",
               "# TEC's river hexsides; the Kiel Canal counts as major); river_name: key of scripts/nato-data/rivers.tsv;",
               "# feature: causeway | danish_ferry (1513-1514) | afsluitdijk (2729-2730, a causeway with no attack across);",
               "# border: national | iron_curtain | neutral (neutral land behind it: blocked) | -. Columns: docs/games/nato-data.md.",
               "\t".join(cols)]
        for sid in sorted(self.side):
            s = self.side[sid]
            out.append("\t".join([sid, s["crossing"], str(s["sea"]), s["river"], s["river_name"], s["feature"],
                                  s["border"], self.side_source(s)]))
        with open(os.path.join(DATA, "hexsides.tsv"), "w", encoding="utf-8") as f:
            f.write("\n".join(out) + "\n")

    def hex_source(self, h):
        parts = []
        if h["seed"]:
            first = h["seed"][0]
            parts.append(first if first.startswith("seed") else "seed " + first)
            parts += h["seed"][1:]
        geo_part = "geography (fit): %s" % "; ".join(h["notes"])
        if h["cls"] != "sea":
            geo_part += ", %s" % {"frg": "FRG side of the inner-German border", "gdr": "GDR side of the inner-German border"}.get(
                h["country"], "Natural Earth country " + h["country"])
        rec = ("reconstructed: " + "; ".join(h["recon"])) if h["recon"] else None
        if parts:
            parts.append(geo_part)
            if rec:
                parts.append(rec)
        elif rec:
            parts = [rec, geo_part]
        else:
            parts = [geo_part]
        return " | ".join(p.replace("\t", " ") for p in parts)

    def side_source(self, s):
        parts = []
        if s["seed"]:
            parts.append(s["seed"][0] if s["seed"][0].startswith("seed") else "seed " + s["seed"][0])
            parts += s["seed"][1:]
        g = "geography (fit): %s" % s["crossing"]
        if s["river"] != "-":
            g += ", %s river %s" % (s["river"], s["river_name"])
        if s["border"] != "-":
            g += ", %s border" % s["border"]
        parts.append(g)
        if s["recon"]:
            parts.append("; ".join(s["recon"]))
        if s["river"] != "-" and "_river_src" in s and not s["seed"]:
            pass
        return " | ".join(parts)

    def write_report(self):
        counts = collections.Counter()
        for h in self.hex.values():
            counts["sea" if h["cls"] == "sea" else h["terrain"]] += 1
        self.report.insert(0, "# NATO map generator report\n\nGenerated by map.py; do not edit. Terrain counts: %s.\n"
                           % ", ".join("%s %d" % kv for kv in sorted(counts.items())))
        with open(os.path.join(HERE, "report.md"), "w", encoding="utf-8") as f:
            f.write("\n".join(self.report) + "\n")


def main():
    m = Map()
    m.make_fit()
    m.load_geometry()
    m.build_hexes()
    m.place_cities()
    m.apply_pins()
    m.build_sides()
    m.route_rivers()
    m.apply_side_pins()
    m.features()
    m.borders_and_zones()
    m.sea_areas()
    m.danish_ports()
    m.edges_and_deploy()
    m.write()
    m.write_report()
    return m


if __name__ == "__main__":
    main()
