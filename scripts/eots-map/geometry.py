"""Stage 1 of the generator: Natural Earth -> per-hex and per-hexside geometry, cached.

Writes a cache (pickle) to $EOTS_CACHE (default /work/scratch-eots/geometry.pkl): for every hex of the
main map its land fraction, land bodies and the Natural Earth countries under it, sample points of its
land in lon/lat (for the terrain rules), and for every pair of adjacent hexes the share of their common
side that is land and that is water. Nothing here is a game decision: see generate.py for those.
"""
import math
import os
import pickle
import sys

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.strtree import STRtree

from common import read_tsv, ne_dir
from geo import MapFit, hex_polygon, hid, neighbours, shared_edge, load_topojson

COLS = range(10, 60)
ROWS = range(0, 29)
LON = (60.0, 215.0)
LAT = (-32.0, 62.0)


def fit_from_places(refit=True):
    """The map's fit: the seed-pinned places as anchors; with refit, the island groups of islands.tsv as
    extra control points at their regional-projection positions (islands.py)."""
    places = read_tsv("places.tsv")
    anchors = [(p["hex"], float(p["lat"]), float(p["lon"])) for p in places
               if p["hex"] != "-" and not p["hex"].startswith("~")]
    extra = None
    if refit:
        from islands import extra_targets
        extra = extra_targets(places)
    return MapFit(anchors, smoothing=0.3, extra=extra)


def main():
    cache = os.environ.get("EOTS_CACHE", "/work/scratch-eots/geometry.pkl")
    fit = fit_from_places()
    countries = load_topojson(os.path.join(ne_dir(), "countries-10m.json"), "countries")
    # Project every country (its own polygons, so nations can be told apart).
    proj = []  # (country name, polygon in plane, polygon in lon/lat)
    for props, cid, shapes in countries:
        name = props.get("name", cid)
        for rings in shapes:
            ll = Polygon(rings[0], rings[1:]).buffer(0)
            if ll.is_empty or not ll.intersects(Polygon([(LON[0], LAT[0]), (LON[1], LAT[0]), (LON[1], LAT[1]), (LON[0], LAT[1])])):
                continue
            for q in fit.project_shapes([rings], LON, LAT):
                proj.append((name, q, ll))
    print(f"{len(proj)} projected land polygons", file=sys.stderr)
    tree = STRtree([p[1] for p in proj])

    hexes = {}
    for c in COLS:
        for r in ROWS:
            poly = hex_polygon(c, r)
            area = poly.area
            land = 0.0
            bodies = []
            nations = {}
            for i in tree.query(poly):
                name, q, _ = proj[i]
                inter = q.intersection(poly)
                if inter.is_empty:
                    continue
                a = inter.area / area
                land += a
                bodies.append((int(i), a))
                nations[name] = nations.get(name, 0.0) + a
            hexes[hid(c, r)] = {"land": min(land, 1.0), "bodies": bodies, "nations": nations, "points": []}

    # Land sample points (lon/lat) per hex, for the terrain and region rules.
    lons = np.arange(LON[0], LON[1], 0.08)
    lats = np.arange(LAT[0], LAT[1], 0.08)
    LL, TT = np.meshgrid(lons, lats)
    LL, TT = LL.ravel(), TT.ravel()
    land_ll = shapely.union_all([p[2] for p in proj])
    shapely.prepare(land_ll)
    inside = shapely.contains_xy(land_ll, LL, TT)
    LL, TT = LL[inside], TT[inside]
    x, y = fit.forward(LL, TT)
    from geo import point_to_hex
    for lo, la, xx, yy in zip(LL, TT, x, y):
        h = hid(*point_to_hex(float(xx), float(yy)))
        if h in hexes:
            hexes[h]["points"].append((float(lo), float(la)))
    print(f"{len(LL)} land sample points", file=sys.stderr)

    sides = {}
    for c in COLS:
        for r in ROWS:
            for n in neighbours(c, r):
                if n[0] not in COLS or n[1] not in ROWS:
                    continue
                a, b = hid(c, r), hid(*n)
                key = (min(a, b), max(a, b))
                if key in sides:
                    continue
                edge = shared_edge((c, r), n)
                L = edge.length
                on_land = 0.0
                per_body = {}
                for i in tree.query(edge):
                    l = proj[i][1].intersection(edge).length
                    if l > 0:
                        on_land += l
                        per_body[int(i)] = l / L
                sides[key] = {"land": min(on_land / L, 1.0), "bodies": per_body}
    # land masses: country polygons that touch (shared borders) belong to one land mass
    parent = list(range(len(proj)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i
    ll_tree = STRtree([p[2] for p in proj])
    for i, (_, _, ll) in enumerate(proj):
        for j in ll_tree.query(ll.buffer(1e-6)):
            if j != i and proj[j][2].buffer(1e-6).intersects(ll):
                parent[find(i)] = find(int(j))
    bodies = []
    for i, (name, q, ll) in enumerate(proj):
        c = ll.representative_point()
        bodies.append({"country": name, "lon": c.x, "lat": c.y, "area": ll.area, "mass": find(i)})
    pickle.dump({"hexes": hexes, "sides": sides, "bodies": bodies}, open(cache, "wb"))
    print(f"cached {len(hexes)} hexes, {len(sides)} hexsides -> {cache}", file=sys.stderr)


if __name__ == "__main__":
    main()
