"""The island groups of issue 24, re-fitted island by island, and measured.

Reference: for every point of islands.tsv (the named islands of the Marshalls, Gilberts, Ellice and Phoenix
islands, north-western Australia, Karafuto and the Kurils, the Sundas, the Solomons-New Hebrides-Fiji chain,
and shape points of their coasts) the hex that contains its real position under the map's projection as the
rulebook's own anchors give it around that point (geo.RegionalProjection: LCC + a distance-weighted affine of
the seed-pinned places, no warp). Nothing else is used: real coordinates and the seed's hexes.

Re-fit: every such point that is not a rulebook pin becomes an extra control point of the map's warp, its
target the reference position, so the generator's fit (geometry.fit_from_places) carries the islands and their
land into the reference hexes. A seed-pinned place keeps its hex (the pin wins; the table says so).

Run alone (`python islands.py`) it prints the before/after table; generate.py writes it into report.md.
"""
import math
import sys

import numpy as np

from common import read_tsv
from geo import MapFit, RegionalProjection, hex_center, hid, parse, point_to_hex

GROUPS = ["marshalls", "gilberts", "ellice", "phoenix", "nw_australia", "karafuto_kurils", "sundas", "solomons_fiji"]
SIGMA = 4.0  # hexes: the reach of an anchor in the regional projection


def seed_anchors(places):
    return [(p["hex"], float(p["lat"]), float(p["lon"])) for p in places
            if p["hex"] != "-" and not p["hex"].startswith("~")]


def points(places=None):
    """islands.tsv rows with coordinates filled from places.tsv: dicts name, group, kind, lat, lon, hex, source."""
    places = places or read_tsv("places.tsv")
    by = {p["name"]: p for p in places}
    out = []
    for r in read_tsv("islands.tsv"):
        r = dict(r)
        if r["kind"] == "place":
            p = by[r["name"]]
            r["lat"], r["lon"], r["hex"] = float(p["lat"]), float(p["lon"]), p["hex"]
        else:
            r["lat"], r["lon"], r["hex"] = float(r["lat"]), float(r["lon"]), "-"
        out.append(r)
    return out


def reference(places=None):
    places = places or read_tsv("places.tsv")
    anchors = seed_anchors(places)
    fit0 = MapFit(anchors, smoothing=0.3)
    ref = RegionalProjection(fit0, anchors, sigma=SIGMA)
    return fit0, ref


def extra_targets(places=None):
    """(lon, lat, x, y) control points of the re-fit: every island point that is not a seed pin."""
    places = places or read_tsv("places.tsv")
    _, ref = reference(places)
    out = []
    for r in points(places):
        if r["hex"] != "-" and not r["hex"].startswith("~"):
            continue  # a rulebook pin is an anchor already
        x, y = ref.forward1(r["lon"], r["lat"])
        out.append((r["lon"], r["lat"], x, y))
    return out


def placed_hex(fit, r):
    if r["hex"] != "-":
        return r["hex"].lstrip("~")
    return hid(*fit.hex_of(r["lon"], r["lat"]))


def measure(fit_before, fit_after, H=None):
    """Rows: name, group, kind, lat, lon, ref hex, before hex, after hex, distances (hexes) from the centre
    of the before/after hex to the real position (reference), class of the after hex, note."""
    places = read_tsv("places.tsv")
    _, ref = reference(places)
    rows = []
    for r in points(places):
        x, y = ref.forward1(r["lon"], r["lat"])
        rh = hid(*point_to_hex(x, y))
        pinned = r["hex"] != "-" and not r["hex"].startswith("~")
        b = placed_hex(fit_before, r)
        # after the re-fit a hand placement of places.tsv is dropped for the groups (the fit decides)
        a = r["hex"] if pinned else hid(*fit_after.hex_of(r["lon"], r["lat"]))
        db = math.dist((x, y), hex_center(*parse(b)))
        da = math.dist((x, y), hex_center(*parse(a)))
        note = ""
        if pinned and a != rh:
            note = f"rulebook pin {r['hex']} wins (reference {rh})"
        cls = H[a]["class"] if H and a in H else "?"
        rows.append(dict(r, ref=rh, before=b, after=a, db=db, da=da, cls=cls, note=note, pinned=pinned))
    return rows


def summary(rows, key):
    lines = []
    for g in GROUPS:
        rs = [r for r in rows if r["group"] == g]
        named = [r for r in rs if r["kind"] == "place"]
        ok = sum(r[key] == r["ref"] for r in named)
        oks = sum(r[key] == r["ref"] for r in rs)
        d = "db" if key == "before" else "da"
        worst = max(rs, key=lambda r: r[d])
        lines.append(f"| {g} | {ok}/{len(named)} | {oks}/{len(rs)} | {worst[d]:.2f} ({worst['name']}) |")
    named = [r for r in rows if r["kind"] == "place"]
    lines.append(f"| all | {sum(r[key] == r['ref'] for r in named)}/{len(named)} | "
                 f"{sum(r[key] == r['ref'] for r in rows)}/{len(rows)} | "
                 f"{max(r['db' if key == 'before' else 'da'] for r in rows):.2f} |")
    return lines


def section(rows):
    out = ["## island groups re-fitted (islands.py, islands.tsv)", "",
           "Reference hex: the hex that contains the real position under the map's projection as the rulebook's",
           f"anchors give it around the point (LCC + distance-weighted affine of the seed-pinned places, sigma {SIGMA:g} hexes,",
           "no warp). Before: the fit through the rulebook's anchors only (with the hand placement of places.tsv);",
           "after: the same fit with every non-pinned point of islands.tsv as a control point at its reference",
           "position. Distance: from the real (reference) position to the centre of the hex the point is in, in hexes",
           "(adjacent centres are 1 apart; 0.58 is a hex corner). A seed pin keeps its hex whatever the reference says.", "",
           "| group | named islands in the reference hex, before | all points, before | worst distance before |",
           "|---|---|---|---|"] + summary(rows, "before") + ["",
           "| group | named islands in the reference hex, after | all points, after | worst distance after |",
           "|---|---|---|---|"] + summary(rows, "after") + ["",
           "| point | group | kind | lat | lon | reference hex | before | dist | after | dist | after class | note |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append(f"| {r['name']} | {r['group']} | {r['kind']} | {r['lat']:.2f} | {r['lon']:.2f} | {r['ref']} | "
                   f"{r['before']} | {r['db']:.2f} | {r['after']} | {r['da']:.2f} | {r['cls']} | {r['note']} |")
    return out


if __name__ == "__main__":
    from geometry import fit_from_places
    places = read_tsv("places.tsv")
    fit0, _ = reference(places)
    rows = measure(fit0, fit_from_places())
    print("\n".join(section(rows)))
