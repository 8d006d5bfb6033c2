"""Geometry for the Empire of the Sun map generator (Sandtable's own scripts).

* Hex grid: flat-top hexes in columns, odd columns half a hex lower ("odd-q"), ids CCRR. The rulebook's
  neighbour example (seed L822: 2220 touches 2119, 2120, 2219, 2221, 2319, 2320) fixes the layout; this
  is the same convention as engine/src/kit/hex.rs. Plane coordinates: adjacent centres are 1 apart,
  x east, y south.
* Projection: Lambert conformal conic (pyproj) + a robust affine fit to the rulebook's named places +
  a smoothing thin-plate-spline warp through the same anchors (numpy only). The printed map is not a
  clean projection (FINDINGS.md of the research spike), so the warp pulls the anchors close to their
  hexes while staying smooth between them.
* Natural Earth (public domain, npm world-atlas 2.0.2) TopoJSON is decoded here; nothing of it is
  written to the repository.
"""
import json
import math

import numpy as np
from pyproj import Proj
from shapely.geometry import Polygon, MultiPolygon, LineString, Point
from shapely.ops import unary_union

SQ3 = math.sqrt(3.0)
R_HEX = 1.0 / SQ3  # centre-to-corner radius when adjacent centres are 1 apart


# ------------------------------------------------------------------ hex grid
def hex_center(col, row):
    return col * SQ3 / 2.0, row + (0.5 if col % 2 else 0.0)


def hex_polygon(col, row):
    cx, cy = hex_center(col, row)
    return Polygon([(cx + R_HEX * math.cos(math.radians(a)), cy + R_HEX * math.sin(math.radians(a)))
                    for a in range(0, 360, 60)])


def hid(col, row):
    return f"{col:02d}{row:02d}"


def parse(h):
    return int(h[:2]), int(h[2:])


def to_cube(col, row):
    q = col
    r = row - (col - (col & 1)) // 2
    return q, r, -q - r


def from_cube(q, r):
    return q, r + (q - (q & 1)) // 2


DIRS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]  # N NE SE S SW NW, as kit/hex.rs


def neighbours(col, row):
    q, r, _ = to_cube(col, row)
    return [from_cube(q + dq, r + dr) for dq, dr in DIRS]


def distance(a, b):
    qa, ra, sa = to_cube(*a)
    qb, rb, sb = to_cube(*b)
    return (abs(qa - qb) + abs(ra - rb) + abs(sa - sb)) // 2


def shared_edge(a, b):
    """The segment two adjacent hexes share (plane coordinates)."""
    pa, pb = hex_polygon(*a), hex_polygon(*b)
    inter = pa.buffer(1e-6).intersection(pb.buffer(1e-6))
    # The overlap of the two slightly grown hexes is a thin sliver along the common side: take its
    # two farthest points as the side's ends.
    pts = list(inter.exterior.coords) if hasattr(inter, "exterior") else []
    best = (0, None, None)
    for i in range(len(pts)):
        for j in range(i + 1, len(pts)):
            d = math.dist(pts[i], pts[j])
            if d > best[0]:
                best = (d, pts[i], pts[j])
    return LineString([best[1], best[2]])


def point_to_hex(x, y):
    """Nearest hex for plane coordinates."""
    q = (2.0 / 3.0) * x / R_HEX
    r = y - q / 2.0
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    col = int(rq)
    row = int(rr + (col - (col & 1)) // 2)
    return col, row


# ------------------------------------------------------------------ TopoJSON
def _arcs(topo):
    sx, sy = topo["transform"]["scale"]
    tx, ty = topo["transform"]["translate"]
    out = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        out.append(pts)
    return out


def _ring(arcs, idx):
    pts = []
    for i in idx:
        a = arcs[i] if i >= 0 else arcs[~i][::-1]
        pts.extend(a if not pts else a[1:])
    return pts


def load_topojson(path, obj):
    """[(properties, [rings per polygon])] in lon/lat, longitudes shifted into 0..360 (Pacific view)."""
    topo = json.load(open(path))
    arcs = _arcs(topo)
    out = []
    for g in topo["objects"][obj]["geometries"]:
        polys = []
        if g["type"] == "Polygon":
            polys = [g["arcs"]]
        elif g["type"] == "MultiPolygon":
            polys = g["arcs"]
        shapes = []
        for p in polys:
            rings = []
            for r in p:
                pts = _ring(arcs, r)
                if len(pts) < 4:
                    continue
                lons = [q[0] for q in pts]
                crosses_dateline = min(lons) < -90 and max(lons) > 90
                western = max(lons) < -60
                if crosses_dateline or western:
                    pts = [((lon + 360.0) if lon < 0 else lon, lat) for lon, lat in pts]
                rings.append(pts)
            if rings:
                shapes.append(rings)
        out.append((g.get("properties", {}) or {}, g.get("id"), shapes))
    return out


# ------------------------------------------------------------------ projection + warp
class MapFit:
    """lon/lat -> hex plane: LCC, robust affine, smoothing thin-plate spline through anchors."""

    def __init__(self, anchors, lat1=20.5, lat2=43.4, lon0=140.0, smoothing=0.3, extra=None, extra_smoothing=0.05):
        """anchors: (hex, lat, lon) pinned to hex centres; extra: (lon, lat, x, y) plane targets of the
        regional re-fit (islands.py), added to the warp after the affine is fitted on the anchors alone."""
        self.proj = Proj(proj="lcc", lat_1=lat1, lat_2=lat2, lon_0=lon0, lat_0=20, ellps="WGS84")
        lat = np.array([a[1] for a in anchors], float)
        lon = np.array([a[2] for a in anchors], float)
        X, Y = self._lcc(lon, lat)
        tx = np.array([hex_center(*parse(a[0]))[0] for a in anchors])
        ty = np.array([hex_center(*parse(a[0]))[1] for a in anchors])
        w = np.ones(len(anchors))
        A = np.stack([X, Y, np.ones_like(X)], axis=1)
        for _ in range(6):  # Huber-like reweighting: distortions of a hex or two should not drag the fit
            sw = np.sqrt(w)
            px, *_ = np.linalg.lstsq(A * sw[:, None], tx * sw, rcond=None)
            py, *_ = np.linalg.lstsq(A * sw[:, None], ty * sw, rcond=None)
            res = np.hypot(A @ px - tx, A @ py - ty)
            w = np.where(res < 0.6, 1.0, 0.6 / res)
        self.px, self.py = px, py
        ax, ay = A @ px, A @ py
        if extra:
            eX, eY = self._lcc(np.array([e[0] for e in extra], float), np.array([e[1] for e in extra], float))
            eA = np.stack([eX, eY, np.ones_like(eX)], axis=1)
            ax, ay = np.concatenate([ax, eA @ px]), np.concatenate([ay, eA @ py])
            tx = np.concatenate([tx, [e[2] for e in extra]])
            ty = np.concatenate([ty, [e[3] for e in extra]])
        self.ctrl = np.stack([ax, ay], axis=1)
        n = len(ax)
        K = self._U(self.ctrl, self.ctrl)
        P = np.concatenate([np.ones((n, 1)), self.ctrl], axis=1)
        M = np.zeros((n + 3, n + 3))
        # the anchors' smoothing keeps the warp gentle; the re-fit's control points are followed closely
        M[:n, :n] = K + np.diag([smoothing] * len(anchors) + [extra_smoothing] * (n - len(anchors)))
        M[:n, n:] = P
        M[n:, :n] = P.T
        rhs = np.zeros((n + 3, 2))
        rhs[:n, 0] = tx - ax
        rhs[:n, 1] = ty - ay
        self.coef = np.linalg.solve(M, rhs)
        self.n = n

    def _lcc(self, lon, lat):
        lon = np.where(np.asarray(lon) > 180, np.asarray(lon) - 360, lon)
        X, Y = self.proj(lon, lat)
        return np.asarray(X) / 1e6, np.asarray(Y) / 1e6

    @staticmethod
    def _U(a, b):
        d = np.sqrt(((a[:, None, :] - b[None, :, :]) ** 2).sum(-1))
        with np.errstate(divide="ignore", invalid="ignore"):
            u = d * d * np.log(d)
        return np.nan_to_num(u)

    def affine(self, lon, lat):
        """LCC + the global affine only (no warp): the map's projection before its local warp."""
        X, Y = self._lcc(np.asarray(lon, float), np.asarray(lat, float))
        return self.px[0] * X + self.px[1] * Y + self.px[2], self.py[0] * X + self.py[1] * Y + self.py[2]

    def forward(self, lon, lat):
        X, Y = self._lcc(np.asarray(lon, float), np.asarray(lat, float))
        ax = self.px[0] * X + self.px[1] * Y + self.px[2]
        ay = self.py[0] * X + self.py[1] * Y + self.py[2]
        pts = np.stack([ax, ay], axis=1)
        out = np.empty_like(pts)
        for s in range(0, len(pts), 20000):
            chunk = pts[s:s + 20000]
            U = self._U(chunk, self.ctrl)
            P = np.concatenate([np.ones((len(chunk), 1)), chunk], axis=1)
            out[s:s + 20000] = chunk + U @ self.coef[:self.n] + P @ self.coef[self.n:]
        return out[:, 0], out[:, 1]

    def hex_of(self, lon, lat):
        x, y = self.forward(np.array([lon]), np.array([lat]))
        return point_to_hex(float(x[0]), float(y[0]))

    def project_shapes(self, shapes, lon_range, lat_range):
        """Project lon/lat polygon rings (already Pacific-shifted) into the plane, clipped."""
        box = Polygon([(lon_range[0], lat_range[0]), (lon_range[1], lat_range[0]),
                       (lon_range[1], lat_range[1]), (lon_range[0], lat_range[1])])
        out = []
        for rings in shapes:
            try:
                poly = Polygon(rings[0], rings[1:]).buffer(0)
            except Exception:
                continue
            if not poly.intersects(box):
                continue
            poly = poly.intersection(box)
            for p in (poly.geoms if hasattr(poly, "geoms") else [poly]):
                if p.is_empty or p.geom_type != "Polygon":
                    continue
                ext = np.array(p.exterior.coords)
                x, y = self.forward(ext[:, 0], ext[:, 1])
                holes = []
                for h in p.interiors:
                    hc = np.array(h.coords)
                    hx, hy = self.forward(hc[:, 0], hc[:, 1])
                    holes.append(list(zip(hx, hy)))
                q = Polygon(list(zip(x, y)), holes).buffer(0)
                if not q.is_empty:
                    out.append(q)
        return out


class RegionalProjection:
    """The map's projection as its own rulebook anchors give it around one point: LCC followed by an
    affine fitted to the anchors by weighted least squares, the weight of each anchor falling off with its
    distance (Gaussian, sigma hexes, measured on the global affine) - a moving-least-squares affine. It has
    no warp of its own, so between and beyond the anchors it keeps the map's local scale and orientation
    (the thin-plate warp extrapolates linearly and pushes coasts far from any anchor). Used by islands.py
    as the reference: the hex that contains a place's real position."""

    def __init__(self, fit, anchors, sigma=4.0):
        self.fit = fit
        lat = np.array([a[1] for a in anchors], float)
        lon = np.array([a[2] for a in anchors], float)
        X, Y = fit._lcc(lon, lat)
        self.A = np.stack([X, Y, np.ones_like(X)], axis=1)
        self.g = np.stack(fit.affine(lon, lat), axis=1)
        self.t = np.array([hex_center(*parse(a[0])) for a in anchors], float)
        self.sigma = sigma

    def forward1(self, lon, lat):
        X, Y = self.fit._lcc(np.array([lon], float), np.array([lat], float))
        gx, gy = self.fit.affine(np.array([lon]), np.array([lat]))
        d = np.hypot(self.g[:, 0] - gx[0], self.g[:, 1] - gy[0])
        w = np.exp(-(d / self.sigma) ** 2) + 1e-3
        sw = np.sqrt(w)[:, None]
        p, *_ = np.linalg.lstsq(self.A * sw, self.t * sw, rcond=None)
        a = np.array([X[0], Y[0], 1.0])
        return float(a @ p[:, 0]), float(a @ p[:, 1])
