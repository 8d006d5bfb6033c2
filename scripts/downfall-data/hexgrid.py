"""Downfall hex grid and map projection (Sandtable's own code, Python standard library only).

Grid (seed L1934, L1986, L1211, L2075, L314, L652; shared/research/downfall-data/FINDINGS.md §2.1):
* pointy-top hexes; E and W neighbours share a vertical side;
* ids RRCC: RR = row, growing NORTH (Chania 15xx … Copenhagen 37xx); CC = column, growing EAST;
* odd rows are shifted half a hex EAST (the only layout where 2713 and 2812 are 2 hexes apart, L2075).
Neighbours of (r, c):  E (r, c+1)  W (r, c-1)
  odd r:  NE (r+1, c+1)  NW (r+1, c)  SE (r-1, c+1)  SW (r-1, c)
  even r: NE (r+1, c)    NW (r+1, c-1) SE (r-1, c)   SW (r-1, c-1)
Plane coordinates: x = c + 0.5·(r odd), y = r·√3/2 (adjacent centres 1 apart, y north).

Projection: spherical Lambert conformal conic (standard parallels 40°N and 56°N, origin 45°N 18°E) followed
by a least-squares affine transform onto the anchor hexes (FINDINGS.md §2.1: worst residual 0.38 hex on the
five named hexes). Forward and inverse are closed-form.
"""
import math

SQ3 = math.sqrt(3.0)
R_EARTH = 6371.0
DIRS = ("E", "NE", "NW", "W", "SW", "SE")  # counter-clockwise from east


def parse(h):
    return int(h[:2]), int(h[2:])


def hid(r, c):
    return f"{r:02d}{c:02d}"


def xy(r, c):
    return c + (0.5 if r % 2 else 0.0), r * SQ3 / 2.0


def neighbour(r, c, d):
    odd = r % 2 == 1
    if d == "E":
        return r, c + 1
    if d == "W":
        return r, c - 1
    if d == "NE":
        return r + 1, (c + 1 if odd else c)
    if d == "NW":
        return r + 1, (c if odd else c - 1)
    if d == "SE":
        return r - 1, (c + 1 if odd else c)
    if d == "SW":
        return r - 1, (c if odd else c - 1)
    raise ValueError(d)


def neighbours(r, c):
    return [neighbour(r, c, d) for d in DIRS]


def cube(r, c):
    return c - (r - (r & 1)) // 2, r


def distance(a, b):
    qa, ra = cube(*a)
    qb, rb = cube(*b)
    dq, dr = qa - qb, ra - rb
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction(a, b):
    for d in DIRS:
        if neighbour(*a, d) == tuple(b):
            return d
    return None


def side_id(a, b):
    """Hexside id 'AAAA-BBBB', lower id first."""
    x, y = hid(*a), hid(*b)
    return f"{x}-{y}" if x < y else f"{y}-{x}"


def corners(r, c):
    """The six corners of a pointy-top hex in plane coordinates (counter-clockwise from the east-north-east)."""
    cx, cy = xy(r, c)
    rad = 1.0 / SQ3
    return [(cx + rad * math.cos(math.radians(30 + 60 * k)), cy + rad * math.sin(math.radians(30 + 60 * k)))
            for k in range(6)]


def side_segment(a, b):
    """The two corners hex a shares with its neighbour b."""
    d = direction(a, b)
    k = {"E": (5, 0), "NE": (0, 1), "NW": (1, 2), "W": (2, 3), "SW": (3, 4), "SE": (4, 5)}[d]
    cs = corners(*a)
    return cs[k[0]], cs[k[1]]


def point_to_hex(x, y):
    """The hex whose centre is nearest to plane point (x, y)."""
    r0 = int(math.floor(y / (SQ3 / 2.0)))
    best = None
    for r in (r0 - 1, r0, r0 + 1, r0 + 2):
        for c in (int(math.floor(x)) - 1, int(math.floor(x)), int(math.floor(x)) + 1):
            hx, hy = xy(r, c)
            d = (hx - x) ** 2 + (hy - y) ** 2
            if best is None or d < best[0]:
                best = (d, (r, c))
    return best[1]


# ------------------------------------------------------------------ Lambert conformal conic (sphere)
class LCC:
    def __init__(self, lat1=40.0, lat2=56.0, lat0=45.0, lon0=18.0):
        p = math.radians
        self.lon0 = lon0
        self.n = math.log(math.cos(p(lat1)) / math.cos(p(lat2))) / math.log(
            math.tan(math.pi / 4 + p(lat2) / 2) / math.tan(math.pi / 4 + p(lat1) / 2))
        self.F = math.cos(p(lat1)) * math.tan(math.pi / 4 + p(lat1) / 2) ** self.n / self.n
        self.rho0 = self.rho(lat0)

    def rho(self, lat):
        return R_EARTH * self.F / math.tan(math.pi / 4 + math.radians(lat) / 2) ** self.n

    def fwd(self, lat, lon):
        th = self.n * math.radians(lon - self.lon0)
        rh = self.rho(lat)
        return rh * math.sin(th), self.rho0 - rh * math.cos(th)

    def inv(self, X, Y):
        dy = self.rho0 - Y
        rh = math.copysign(math.hypot(X, dy), self.n)
        th = math.atan2(X, dy)
        lat = 2 * math.atan((R_EARTH * self.F / rh) ** (1 / self.n)) - math.pi / 2
        return math.degrees(lat), self.lon0 + math.degrees(th / self.n)


def _solve3(A, b, w):
    AtA = [[sum(wi * r[i] * r[j] for r, wi in zip(A, w)) for j in range(3)] for i in range(3)]
    Atb = [sum(wi * r[i] * v for r, v, wi in zip(A, b, w)) for i in range(3)]
    M = [row[:] + [v] for row, v in zip(AtA, Atb)]
    for i in range(3):
        piv = max(range(i, 3), key=lambda k: abs(M[k][i]))
        M[i], M[piv] = M[piv], M[i]
        for k in range(3):
            if k != i:
                f = M[k][i] / M[i][i]
                M[k] = [a - f * bb for a, bb in zip(M[k], M[i])]
    return [M[i][3] / M[i][i] for i in range(3)]


class MapFit:
    """lat/lon <-> hex plane: LCC then a weighted least-squares affine transform onto anchor hexes.

    anchors: [(hex id, lat, lon, weight)]."""

    def __init__(self, anchors, lcc=None):
        self.lcc = lcc or LCC()
        A, bx, by, w = [], [], [], []
        for h, lat, lon, wt in anchors:
            X, Y = self.lcc.fwd(lat, lon)
            x, y = xy(*parse(h))
            A.append([X, Y, 1.0])
            bx.append(x)
            by.append(y)
            w.append(wt)
        self.cx = _solve3(A, bx, w)
        self.cy = _solve3(A, by, w)
        a, b, c = self.cx
        d, e, f = self.cy
        det = a * e - b * d
        self.inv_m = (e / det, -b / det, -d / det, a / det)
        self.km_per_hex = 1.0 / math.sqrt(abs(det))

    def to_plane(self, lat, lon):
        X, Y = self.lcc.fwd(lat, lon)
        return (self.cx[0] * X + self.cx[1] * Y + self.cx[2], self.cy[0] * X + self.cy[1] * Y + self.cy[2])

    def to_latlon(self, x, y):
        u, v = x - self.cx[2], y - self.cy[2]
        i0, i1, i2, i3 = self.inv_m
        return self.lcc.inv(i0 * u + i1 * v, i2 * u + i3 * v)

    def hex_of(self, lat, lon):
        return point_to_hex(*self.to_plane(lat, lon))

    def centre(self, r, c):
        return self.to_latlon(*xy(r, c))


# ------------------------------------------------------------------ smoothing thin-plate-spline warp
def _gauss(M, rhs):
    n = len(M)
    A = [row[:] + list(r) for row, r in zip(M, rhs)]
    m = len(rhs[0])
    for i in range(n):
        piv = max(range(i, n), key=lambda k: abs(A[k][i]))
        A[i], A[piv] = A[piv], A[i]
        p = A[i][i]
        A[i] = [v / p for v in A[i]]
        for k in range(n):
            if k != i and A[k][i] != 0.0:
                f = A[k][i]
                A[k] = [a - f * b for a, b in zip(A[k], A[i])]
    return [row[n:n + m] for row in A]


def _tps_u(d2):
    return 0.0 if d2 <= 0.0 else 0.5 * d2 * math.log(d2)


class WarpedFit(MapFit):
    """MapFit plus a smoothing thin-plate spline through the anchors (the printed map is no exact projection:
    the spline moves each anchor onto its hex while staying smooth between anchors)."""

    def __init__(self, anchors, lcc=None, smoothing=0.5):
        super().__init__(anchors, lcc)
        ctrl = [MapFit.to_plane(self, la, lo) for _, la, lo, _ in anchors]
        tgt = [xy(*parse(h)) for h, _, _, _ in anchors]
        n = len(ctrl)
        M = [[0.0] * (n + 3) for _ in range(n + 3)]
        for i in range(n):
            for j in range(n):
                d2 = (ctrl[i][0] - ctrl[j][0]) ** 2 + (ctrl[i][1] - ctrl[j][1]) ** 2
                M[i][j] = _tps_u(d2) + (smoothing if i == j else 0.0)
            M[i][n], M[i][n + 1], M[i][n + 2] = 1.0, ctrl[i][0], ctrl[i][1]
            M[n][i], M[n + 1][i], M[n + 2][i] = 1.0, ctrl[i][0], ctrl[i][1]
        rhs = [[tgt[i][0] - ctrl[i][0], tgt[i][1] - ctrl[i][1]] for i in range(n)] + [[0.0, 0.0]] * 3
        sol = _gauss(M, rhs)
        self.ctrl, self.wx, self.wy = ctrl, [s[0] for s in sol], [s[1] for s in sol]
        self.n = n

    def offset(self, x, y):
        n, ox, oy = self.n, 0.0, 0.0
        for i in range(n):
            cx, cy = self.ctrl[i]
            u = _tps_u((x - cx) ** 2 + (y - cy) ** 2)
            ox += self.wx[i] * u
            oy += self.wy[i] * u
        ox += self.wx[n] + self.wx[n + 1] * x + self.wx[n + 2] * y
        oy += self.wy[n] + self.wy[n + 1] * x + self.wy[n + 2] * y
        return ox, oy

    def to_plane(self, lat, lon):
        x, y = MapFit.to_plane(self, lat, lon)
        ox, oy = self.offset(x, y)
        return x + ox, y + oy

    def to_latlon(self, x, y):
        px, py = x, y
        for _ in range(30):
            ox, oy = self.offset(px, py)
            px, py = x - ox, y - oy
        return MapFit.to_latlon(self, px, py)
