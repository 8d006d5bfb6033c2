"""Review drawing of the reconstructed map (Pillow; run from a venv outside the repository):
    python3 -m venv /tmp/dfvenv && /tmp/dfvenv/bin/pip install pillow
    /tmp/dfvenv/bin/python scripts/downfall-data/render.py /tmp/downfall-map.png
Reads the generated hexes.tsv and hexsides.tsv; our own drawing, no game art."""
import math
import os
import sys

from PIL import Image, ImageDraw, ImageFont

import hexgrid as G
from mapgen import read_tsv

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "engine", "src", "games", "downfall", "data")
S = 34  # pixels per hex width
COL = {"sea": (150, 185, 215), "offmap": (200, 200, 200), "area": (225, 215, 190)}
TER = {"clear": (200, 225, 160), "forest": (95, 160, 90), "hills": (205, 180, 120), "mountains": (150, 115, 80),
       "swamp": (120, 170, 160)}


def main(out):
    hexes = read_tsv(os.path.join(DATA, "hexes.tsv"))
    sides = read_tsv(os.path.join(DATA, "hexsides.tsv"))
    rows = [int(h["hex"][:2]) for h in hexes]
    cols = [int(h["hex"][2:]) for h in hexes]
    W = int((max(cols) + 2) * S)
    H = int((max(rows) - min(rows) + 2) * S * G.SQ3 / 2)
    top = max(rows)

    def px(x, y):
        return (x + 0.5) * S, ((top + 1) * G.SQ3 / 2 - y) * S

    img = Image.new("RGB", (W, H), (255, 255, 255))
    d = ImageDraw.Draw(img)
    try:
        font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 9)
    except OSError:
        font = ImageFont.load_default()
    for h in hexes:
        r, c = G.parse(h["hex"])
        pts = [px(*p) for p in G.corners(r, c)]
        fill = COL.get(h["class"]) or TER.get(h["terrain"], (255, 0, 255))
        d.polygon(pts, fill=fill, outline=(120, 120, 120))
    for s in sides:
        a, b = G.parse(s["hexside"][:4]), G.parse(s["hexside"][5:])
        p, q = G.side_segment(a, b)
        if s["kind"] == "sea":
            d.line([px(*p), px(*q)], fill=(0, 0, 200), width=3)
        elif s["kind"] == "strait":
            d.line([px(*p), px(*q)], fill=(255, 0, 255), width=4)
        if s["river"] == "1":
            d.line([px(*p), px(*q)], fill=(30, 90, 255), width=3)
        if s["border"] == "1":
            d.line([px(*p), px(*q)], fill=(220, 0, 0), width=1)
        if s["rail"] == "1":
            d.line([px(*G.xy(*a)), px(*G.xy(*b))], fill=(0, 0, 0), width=1)
    for h in hexes:
        r, c = G.parse(h["hex"])
        x, y = px(*G.xy(r, c))
        d.text((x - 10, y - 14), h["hex"], fill=(60, 60, 60), font=font)
        if h["city"] != "-":
            col = (200, 0, 0) if h["objective"] == "1" else (0, 0, 0)
            d.ellipse([x - 3, y - 3, x + 3, y + 3], fill=col)
            d.text((x - 14, y + 3), h["name_en"][:10], fill=(0, 0, 0), font=font)
        elif h["class"] == "sea":
            d.text((x - 12, y + 2), h["sea_area"][:8], fill=(40, 40, 120), font=font)
        elif h["class"] in ("land", "coast"):
            d.text((x - 12, y + 2), h["country"][:7], fill=(90, 90, 90), font=font)
        if h["beach"] != "-":
            d.text((x - 6, y - 4), "B", fill=(255, 0, 0), font=font)
    img.save(out)
    print(out, img.size)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/downfall-map.png")
