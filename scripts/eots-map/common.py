"""Shared readers for the generator's hand-made tables (tab-separated, '#' comments, one header)."""
import csv
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def read_tsv(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    header = lines[0].split("\t")
    for i, l in enumerate(lines[1:]):
        cells = l.split("\t")
        if len(cells) != len(header):
            raise SystemExit(f"{name}: row {i + 1} has {len(cells)} cells, header has {len(header)}: {l!r}")
        rows.append(dict(zip(header, [c.strip() for c in cells])))
    return rows


def ne_dir():
    d = os.environ.get("EOTS_NE_DIR", "/work/scratch-eots/node_modules/world-atlas")
    if not os.path.exists(os.path.join(d, "countries-10m.json")):
        raise SystemExit(f"Natural Earth (npm world-atlas 2.0.2) not found in {d}: see README.md")
    return d
