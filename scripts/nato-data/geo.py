"""Geography for the NATO map generator: Natural Earth (TopoJSON, npm world-atlas) decoding, the
projection and the fit of real coordinates onto the seed's hex grid. Needs numpy and shapely.

Fit: Lambert conformal conic (standard parallels 49N and 55N, origin 52N 10E, sphere R = 6371 km), a
least-squares affine map onto hex space (hexgrid.center) through the anchors of places.tsv that the seed
places in a hex, then a Gaussian radial correction of the anchors' residuals (length 3 hexes) so that
every anchor lands inside its own hex. fit_report() gives the residuals per anchor before and after.
"""
import json
import math
import os

import numpy as np
from shapely.geometry import MultiPolygon, Polygon, box
from shapely.ops import unary_union

import hexgrid

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
NE_DIR = os.environ.get("NATO_NE_DIR", os.path.join(REPO, "node_modules", "world-atlas"))

R_EARTH = 6371.0
P1, P2, PHI0, LAM0 = 49.0, 55.0, 52.0, 10.0
WARP_LEN = 3.0          # hexes
BBOX = (1.0, 45.5, 17.5, 59.0)   # lon/lat window read from Natural Earth


# ---------------------------------------------------------------- projection
def _lcc_consts():
    p1, p2, f0 = map(math.radians, (P1, P2, PHI0))
    n = math.log(math.cos(p1) / math.cos(p2)) / math.log(
        math.tan(math.pi / 4 + p2 / 2) / math.tan(math.pi / 4 + p1 / 2))
    F = math.cos(p1) * math.tan(math.pi / 4 + p1 / 2) ** n / n
    rho0 = R_EARTH * F / math.tan(math.pi / 4 + f0 / 2) ** n
    return n, F, rho0


_N, _F, _RHO0 = _lcc_consts()


def lcc(lon, lat):
    lon = np.asarray(lon, float)
    lat = np.asarray(lat, float)
    rho = R_EARTH * _F / np.tan(np.pi / 4 + np.radians(lat) / 2) ** _N
    th = _N * np.radians(lon - LAM0)
    return rho * np.sin(th), _RHO0 - rho * np.cos(th)


def lcc_inv(x, y):
    x = np.asarray(x, float)
    y = np.asarray(y, float)
    rho = np.sign(_N) * np.hypot(x, _RHO0 - y)
    th = np.arctan2(x, _RHO0 - y)
    lat = 2 * np.arctan((R_EARTH * _F / rho) ** (1 / _N)) - np.pi / 2
    lon = np.degrees(th / _N) + LAM0
    return lon, np.degrees(lat)


# ---------------------------------------------------------------- the fit
class Fit:
    def __init__(self, anchors):
        """anchors: list of (name, hex-space X, hex-space Y, lon, lat)."""
        self.anchors = anchors
        P = np.array([lcc(a[3], a[4]) for a in anchors])
        H = np.array([(a[1], a[2]) for a in anchors])
        G = np.c_[P, np.ones(len(P))]
        self.A, _, _, _ = np.linalg.lstsq(G, H, rcond=None)        # 3x2
        raw = G @ self.A
        self.raw_res = raw - H
        # Gaussian radial correction: solve for weights so the corrected anchors hit their centres
        # (a little ridge so that nearby anchors cannot pull against each other).
        self.C = raw
        K = self._kernel(raw, raw)
        self.W = np.linalg.solve(K + 0.02 * np.eye(len(K)), -self.raw_res)
        self.res = self.forward(np.array([a[3] for a in anchors]), np.array([a[4] for a in anchors]))
        self.res = np.c_[self.res] - H

    def _kernel(self, a, b):
        d2 = ((a[:, None, :] - b[None, :, :]) ** 2).sum(-1)
        return np.exp(-d2 / (2 * WARP_LEN ** 2))

    def affine(self, lon, lat):
        x, y = lcc(lon, lat)
        G = np.c_[np.ravel(x), np.ravel(y), np.ones(np.size(x))]
        return G @ self.A

    def forward(self, lon, lat):
        """lon/lat arrays -> (N, 2) hex-space points."""
        p = self.affine(lon, lat)
        return p + self._kernel(p, self.C) @ self.W

    def to_hex_xy(self, lon, lat):
        p = self.forward(np.atleast_1d(lon), np.atleast_1d(lat))
        return p[0, 0], p[0, 1]

    def inverse(self, X, Y):
        """hex-space point -> (lon, lat), by Newton steps on forward()."""
        target = np.array([X, Y], float)
        # start from the inverse affine
        M = self.A[:2].T
        t = self.A[2]
        xy = np.linalg.solve(M, target - t)
        lon, lat = lcc_inv(xy[0], xy[1])
        lon, lat = float(lon), float(lat)
        for _ in range(20):
            f = self.forward(np.array([lon]), np.array([lat]))[0] - target
            if abs(f[0]) + abs(f[1]) < 1e-9:
                break
            e = 1e-4
            fx = (self.forward(np.array([lon + e]), np.array([lat]))[0] - target - f) / e
            fy = (self.forward(np.array([lon]), np.array([lat + e]))[0] - target - f) / e
            J = np.c_[fx, fy]
            d = np.linalg.solve(J, f)
            lon -= d[0]
            lat -= d[1]
        return lon, lat

    def scale_km(self):
        M = self.A[:2].T
        return 1 / np.linalg.norm(M[0]), (math.sqrt(3) / 2) / np.linalg.norm(M[1])


# ---------------------------------------------------------------- Natural Earth
def _decode_arcs(topo):
    sx, sy = topo["transform"]["scale"]
    tx, ty = topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)
    return arcs


def _ring(arcs, idxs):
    pts = []
    for i in idxs:
        a = arcs[i] if i >= 0 else arcs[~i][::-1]
        pts.extend(a if not pts else a[1:])
    return pts


def _geom(arcs, g):
    polys = []
    if g["type"] == "Polygon":
        parts = [g["arcs"]]
    elif g["type"] == "MultiPolygon":
        parts = g["arcs"]
    else:
        return None
    for part in parts:
        rings = [_ring(arcs, r) for r in part]
        if len(rings[0]) < 4:
            continue
        polys.append(Polygon(rings[0], [r for r in rings[1:] if len(r) >= 4]))
    return MultiPolygon(polys).buffer(0)


def load_natural_earth(scale="10m"):
    """(land, {country name: geometry}) clipped to BBOX, in lon/lat."""
    clip = box(*BBOX)
    with open(os.path.join(NE_DIR, "land-%s.json" % scale)) as f:
        topo = json.load(f)
    arcs = _decode_arcs(topo)
    land = unary_union([_geom(arcs, g) for g in topo["objects"]["land"]["geometries"]]).intersection(clip)
    with open(os.path.join(NE_DIR, "countries-%s.json" % scale)) as f:
        topo = json.load(f)
    arcs = _decode_arcs(topo)
    countries = {}
    for g in topo["objects"]["countries"]["geometries"]:
        geom = _geom(arcs, g)
        if geom is None or not geom.intersects(clip):
            continue
        countries[g["properties"]["name"]] = geom.intersection(clip)
    return land, countries


def project_geom(fit, geom):
    """A lon/lat shapely geometry -> hex space."""
    from shapely import transform

    def f(xy):
        # identical input points must give bit-identical outputs (closed rings), whatever BLAS does
        u, inv = np.unique(xy, axis=0, return_inverse=True)
        return fit.forward(u[:, 0], u[:, 1])[np.ravel(inv)]
    return transform(geom, f)
