"""The computed tables of the Downfall pack: the reconstructed Land Combat Table (crt.tsv)."""
import math
import os

CRT_HEADER = """# Downfall Land Combat Table - RECONSTRUCTED except the three cells the seed's examples read (source 'seed').
# Rows: modified 2d6 total (2d6 + DRMs, seed L1538-L1553); totals below 1 read row 1 and above 14 read row 14.
# Columns: attacker strength minus defender strength, -4..+8 (differences beyond clamp, seed L1534-L1536).
# Cell grammar: ATTACKER/DEFENDER hits. ATTACKER = 0..3 or s0 (0 hits for a Western or Axis attacker, 1 for a
# Soviet attacker, L1557). DEFENDER = 0..6, optionally followed by #G (turns 1-6: one hit fewer when every
# defending unit is German, L1558). Construction (docs/games/downfall-data.md): defender hits
# floor(0.25*roll + 0.6*col - 1.2) clamped 0..6; attacker score u = 0.3*roll + 0.25*col gives 3 (u<0.9),
# 2 (u<1.8), 1 (u<2.9), s0 (u<3.6), 0; #G on defender results of 1 or more when roll <= 6 or col <= 0.
# These three formulas are the simplest monotone ones that reproduce the seed's cells (+1,9) s0/1 with no #G,
# (+3,7) 1/2 and (+4,10) 0/3.
"""
PINNED = {(1, 9): ("s0/1", "seed L1980: column +1, modified roll 9 reads s0/1 (no #G: the all-German 6th Army takes its hit)"),
          (3, 7): ("1/2", "seed L2020-L2022: column +3, roll 7 reads 1/2"),
          (4, 10): ("0/3", "seed L2060-L2069: column +4, modified roll 10 reads 0/3")}


def cell(col, roll):
    d = max(0, min(6, math.floor(0.25 * roll + 0.6 * col - 1.2 + 1e-9)))
    u = 0.3 * roll + 0.25 * col
    a = "3" if u < 0.9 else "2" if u < 1.8 else "1" if u < 2.9 else "s0" if u < 3.6 else "0"
    g = "#G" if d >= 1 and (roll <= 6 or col <= 0) else ""
    return f"{a}/{d}{g}"


def write_crt(path):
    lines = []
    for roll in range(1, 15):
        for col in range(-4, 9):
            c = cell(col, roll)
            if (col, roll) in PINNED:
                want, src = PINNED[(col, roll)]
                if c != want:
                    raise SystemExit(f"CRT construction misses the seed cell ({col},{roll}): {c} != {want}")
            else:
                src = "reconstructed: monotone formula through the seed's three cells (header)"
            lines.append(f"{roll}\t{col:+d}\t{c}\t{src}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(CRT_HEADER + "roll\tcolumn\tresult\tsource\n" + "\n".join(lines) + "\n")
