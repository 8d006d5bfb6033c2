"""The NATO map's hex grid (stdlib only; check.py uses it too).

Ids are RRCC: RR = row (01 at the north edge, increasing southward), CC = column (01 at the east edge,
increasing westward). Hexes are pointy-topped in horizontal rows; odd rows sit half a hex east (toward
lower CC) of even rows. Derived from the seed's adjacencies (see README.md, "Grid"):

    r odd : (r-1, c-1) (r-1, c) (r, c-1) (r, c+1) (r+1, c-1) (r+1, c)
    r even: (r-1, c) (r-1, c+1) (r, c-1) (r, c+1) (r+1, c) (r+1, c+1)

Hex space (used by the generator): X = c - 0.5*(r mod 2) grows westward, Y = r*sqrt(3)/2 grows
southward; one hex is 1 wide across the flats (15 miles).
"""
import math

ROWS = range(1, 58)      # 01..57
COLS = range(1, 37)      # 01..36
S3 = math.sqrt(3.0)


def hid(r, c):
    return "%02d%02d" % (r, c)


def parse(h):
    h = str(h)
    if len(h) != 4 or not h.isdigit():
        raise ValueError("bad hex id %r" % h)
    return int(h[:2]), int(h[2:])


def on_map(r, c):
    return r in ROWS and c in COLS


def all_hexes():
    return [(r, c) for r in ROWS for c in COLS]


def neighbours(r, c, clip=True):
    if r % 2:
        cand = [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c - 1), (r + 1, c)]
    else:
        cand = [(r - 1, c), (r - 1, c + 1), (r, c - 1), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
    return [p for p in cand if not clip or on_map(*p)]


def adjacent(a, b):
    return tuple(b) in neighbours(*a, clip=False)


def center(r, c):
    return (c - 0.5 * (r % 2), r * S3 / 2)


def corners(r, c):
    """The six corners (pointy top), clockwise in hex space."""
    x, y = center(r, c)
    R = 1 / S3
    # rounded so that neighbours share bit-identical corners
    return [(round(x + R * math.cos(math.radians(a)), 9), round(y + R * math.sin(math.radians(a)), 9))
            for a in (30, 90, 150, 210, 270, 330)]


def cube(r, c):
    # X grows westward; use q on the mirrored axis so the usual cube formulas hold.
    q = -c - (r - (r & 1)) // 2
    z = r
    return q, -q - z, z


def distance(a, b):
    qa, ya, za = cube(*a)
    qb, yb, zb = cube(*b)
    return (abs(qa - qb) + abs(ya - yb) + abs(za - zb)) // 2


def side_id(a, b):
    x, y = hid(*a), hid(*b)
    return "%s-%s" % (min(x, y), max(x, y))


def all_sides():
    out = set()
    for r, c in all_hexes():
        for n in neighbours(r, c):
            out.add(side_id((r, c), n))
    return sorted(out)


def shared_edge(a, b):
    """The two corners hexes a and b share (hex space)."""
    ca = corners(*a)
    cb = corners(*b)
    out = [p for p in ca if any(abs(p[0] - q[0]) < 1e-6 and abs(p[1] - q[1]) < 1e-6 for q in cb)]
    assert len(out) == 2, (a, b)
    return out
