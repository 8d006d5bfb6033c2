"""Review drawing of the generated map (optional; needs pillow in the venv): hexes coloured by class
and terrain, ports (blue dot), airfields (red dot), names, hex ids, sea-blocked (thick blue) and
land-blocked (thick brown) sides between land hexes, routes (black), Natural Earth coast (grey).
Usage: python render.py OUT.png [col0 col1 row0 row1 scale]"""
import math
import os
import pickle
import sys

from PIL import Image, ImageDraw

from common import HERE
from geo import hex_center, hex_polygon, parse, shared_edge

DATA = os.path.normpath(os.path.join(HERE, "..", "..", "engine", "src", "games", "empire_of_the_sun", "data"))
COL = {"sea": (200, 225, 245), "open": (226, 234, 180), "jungle": (120, 180, 110), "mixed": (190, 200, 140),
       "mountain": (170, 140, 110), "atoll": (240, 230, 170)}


def table(name):
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(DATA, name)) if not l.startswith("#")]
    return [dict(zip(rows[0], r)) for r in rows[1:]]


def main():
    out = sys.argv[1]
    c0, c1, r0, r1, sc = (int(a) for a in (sys.argv[2:7] if len(sys.argv) > 6 else (10, 59, 0, 28, 40)))
    H = {r["hex"]: r for r in table("hexes.tsv")}
    S = table("hexsides.tsv")
    W = int((c1 - c0 + 2) * sc * math.sqrt(3) / 2)
    Hh = int((r1 - r0 + 2) * sc)
    img = Image.new("RGB", (W, Hh), "white")
    d = ImageDraw.Draw(img)
    ox = (c0 - 0.7) * math.sqrt(3) / 2
    oy = r0 - 0.7
    tr = lambda x, y: ((x - ox) * sc, (y - oy) * sc)
    for h, x in H.items():
        c, r = parse(h)
        if not (c0 <= c <= c1 and r0 <= r <= r1):
            continue
        poly = [tr(*p) for p in hex_polygon(c, r).exterior.coords]
        fill = COL["sea"] if x["class"] == "sea" else COL.get(x["terrain"], (200, 200, 200))
        d.polygon(poly, fill=fill, outline=(150, 150, 150))
        if x["class"] == "coastal":
            cx, cy = tr(*hex_center(c, r))
            d.ellipse([cx - sc * 0.42, cy - sc * 0.42, cx + sc * 0.42, cy + sc * 0.42], outline=(80, 130, 200))
    cache = os.environ.get("EOTS_CACHE", "/work/scratch-eots/geometry.pkl")
    for s in S:
        a, b = s["hexside"].split("-")
        if a not in H or b not in H:
            continue
        ca, cb = parse(a), parse(b)
        if not (c0 <= ca[0] <= c1 and r0 <= ca[1] <= r1):
            continue
        e = shared_edge(ca, cb)
        pts = [tr(*p) for p in e.coords]
        xa, xb = H[a], H[b]
        if xa["class"] != "sea" and xb["class"] != "sea":
            if s["land"] == "0":
                d.line(pts, fill=(120, 60, 20), width=4)
        if xa["class"] != "land" and xb["class"] != "land" and s["sea"] == "0":
            d.line(pts, fill=(0, 60, 200), width=4)
        if s["route"] != "-":
            d.line([tr(*hex_center(*ca)), tr(*hex_center(*cb))], fill=(0, 0, 0), width=3)
    for h, x in H.items():
        c, r = parse(h)
        if not (c0 <= c <= c1 and r0 <= r <= r1):
            continue
        cx, cy = tr(*hex_center(c, r))
        d.text((cx - sc * 0.3, cy - sc * 0.45), h, fill=(90, 90, 90))
        if x["port"] == "1":
            d.ellipse([cx - 5, cy - 2, cx + 3, cy + 6], fill=(0, 0, 220))
        if x["airfield"] == "1":
            d.ellipse([cx + 4, cy - 2, cx + 12, cy + 6], fill=(220, 0, 0))
        if x["resource"] == "1":
            d.rectangle([cx - 14, cy - 2, cx - 8, cy + 4], fill=(0, 0, 0))
        if x["name"] != "-":
            d.text((cx - sc * 0.45, cy + sc * 0.12), x["name"][:11], fill=(0, 0, 0))
        if x["island"] == "one_hex":
            d.text((cx + sc * 0.2, cy - sc * 0.2), "1", fill=(200, 0, 0))
    img.save(out)


if __name__ == "__main__":
    main()
