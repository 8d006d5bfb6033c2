"""Review drawing of the generated NATO map (our own, no game art): reads hexes.tsv and hexsides.tsv and
writes a PNG. Usage: python render.py OUT.png [rmin rmax cmin cmax scale]. Needs Pillow.
Colours: terrain fill, country tint on the hex edge, rivers blue (major thick), Iron Curtain red, other
borders black, blocked sides magenta, causeways and the Danish Ferry orange, cities as dots (key large)."""
import csv
import math
import os
import sys

from PIL import Image, ImageDraw, ImageFont

import hexgrid as G

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "engine", "src", "games", "nato", "data")
FILL = {"all_sea": (150, 190, 230), "clear": (235, 230, 200), "forest": (120, 170, 110), "rough": (190, 160, 120),
        "mountain": (150, 120, 100), "marsh": (160, 200, 180)}
TINT = {"dk": (200, 60, 60), "frg": (60, 60, 60), "gdr": (140, 140, 140), "nl": (230, 140, 30), "be": (230, 200, 30),
        "lu": (40, 160, 200), "fr": (60, 60, 200), "pl": (200, 60, 200), "cs": (60, 200, 200), "se": (255, 255, 255),
        "at": (255, 255, 255), "ch": (255, 255, 255)}


def read(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    head = lines[0].split("\t")
    return [dict(zip(head, l.split("\t"))) for l in lines[1:]]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/nato-map.png"
    rmin, rmax, cmin, cmax, S = 1, 57, 1, 36, 26
    if len(sys.argv) > 6:
        rmin, rmax, cmin, cmax, S = map(int, sys.argv[2:7])
    hexes = {h["hex"]: h for h in read("hexes.tsv")}
    sides = read("hexsides.tsv")
    X0 = cmax + 1
    Y0 = (rmin - 1) * G.S3 / 2

    def P(x, y):  # hex space -> pixels, west to the left
        return ((X0 - x) * S, (y - Y0) * S)

    W = int((cmax - cmin + 2.5) * S)
    H = int(((rmax - rmin) * G.S3 / 2 + 2) * S)
    img = Image.new("RGB", (W, H), (255, 255, 255))
    d = ImageDraw.Draw(img)
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", max(8, S // 4))
    except Exception:
        font = ImageFont.load_default()
    inside = lambda hid: rmin <= int(hid[:2]) <= rmax and cmin <= int(hid[2:]) <= cmax
    for hid, h in hexes.items():
        if not inside(hid):
            continue
        r, c = G.parse(hid)
        pts = [P(*p) for p in G.corners(r, c)]
        fill = FILL.get(h["terrain"], (255, 0, 0))
        if h["country"] in ("se", "at", "ch"):
            fill = (215, 215, 215)
        d.polygon(pts, fill=fill, outline=(200, 200, 200))
        if h["coastal"] == "1":
            cx, cy = P(*G.center(r, c))
            d.ellipse([cx - 2, cy - 2, cx + 2, cy + 2], fill=(90, 130, 200))
        if h["country"] in TINT and h["terrain"] != "all_sea":
            cx, cy = P(*G.center(r, c))
            d.rectangle([cx - S * 0.3, cy + S * 0.22, cx + S * 0.3, cy + S * 0.3], fill=TINT[h["country"]])
    for s in sides:
        a, b = s["hexside"].split("-")
        if not (inside(a) or inside(b)):
            continue
        e = G.shared_edge(G.parse(a), G.parse(b))
        p, q = P(*e[0]), P(*e[1])
        if s["border"] == "iron_curtain":
            d.line([p, q], fill=(220, 0, 0), width=4)
        elif s["border"] in ("national", "neutral"):
            d.line([p, q], fill=(0, 0, 0), width=2)
        if s["river"] == "major":
            d.line([p, q], fill=(0, 60, 220), width=4)
        elif s["river"] == "minor":
            d.line([p, q], fill=(60, 120, 255), width=2)
        if s["crossing"] == "blocked":
            d.line([p, q], fill=(230, 0, 230), width=3)
        if s["feature"] != "-":
            d.line([p, q], fill=(255, 140, 0), width=5)
        if s["crossing"] == "all_sea" and hexes[a]["terrain"] != "all_sea" and hexes[b]["terrain"] != "all_sea":
            d.line([p, q], fill=(0, 120, 160), width=1)
    for hid, h in hexes.items():
        if not inside(hid):
            continue
        r, c = G.parse(hid)
        cx, cy = P(*G.center(r, c))
        if h["city"] != "-":
            rad = {"key": 6, "major": 5, "town": 3}[h["city_kind"]]
            d.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], fill=(0, 0, 0) if h["country"] in ("dk", "frg", "nl", "be", "lu", "fr") else (180, 0, 0))
            if S >= 26:
                d.text((cx - S * 0.45, cy - S * 0.42), h["name_en"][:10], fill=(0, 0, 0), font=font)
        if S >= 30:
            d.text((cx - S * 0.2, cy + S * 0.02), hid, fill=(80, 80, 80), font=font)
    img.save(out)
    print(out, img.size)


if __name__ == "__main__":
    main()
