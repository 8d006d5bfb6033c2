"""Natural Earth (public domain; npm world-atlas 2.0.2, read from the repository's node_modules, never copied)
decoded from TopoJSON and rasterised on a lat/lon grid (standard library only)."""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ATLAS = os.path.join(HERE, "..", "..", "node_modules", "world-atlas")


def load_countries(scale="50m"):
    """[(name, [ring, ...])] with rings as [(lon, lat)] (holes included: even-odd filling handles them)."""
    topo = json.load(open(os.path.join(ATLAS, f"countries-{scale}.json")))
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

    def ring(idx):
        pts = []
        for i in idx:
            a = arcs[i] if i >= 0 else arcs[~i][::-1]
            pts.extend(a if not pts else a[1:])
        return pts

    out = []
    for g in topo["objects"]["countries"]["geometries"]:
        polys = [g["arcs"]] if g["type"] == "Polygon" else g["arcs"] if g["type"] == "MultiPolygon" else []
        rings = [ring(r) for p in polys for r in p]
        out.append((g["properties"]["name"], [r for r in rings if len(r) >= 4]))
    return out


class Raster:
    """A lat/lon grid of small integers (0 = nothing), filled polygon by polygon (even-odd rule)."""

    def __init__(self, lon0, lon1, lat0, lat1, step):
        self.lon0, self.lat0, self.step = lon0, lat0, step
        self.nx = int(round((lon1 - lon0) / step))
        self.ny = int(round((lat1 - lat0) / step))
        self.cells = bytearray(self.nx * self.ny)

    def centre(self, i, j):
        return self.lat0 + (j + 0.5) * self.step, self.lon0 + (i + 0.5) * self.step

    def fill(self, rings, value):
        """Paint the cells whose centres lie inside the polygon (rings: [(lon, lat)], even-odd)."""
        xs_per_row = {}
        for pts in rings:
            for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
                if y0 == y1:
                    continue
                ya, yb = min(y0, y1), max(y0, y1)
                ja = max(0, int(math.ceil((ya - self.lat0) / self.step - 0.5)))
                jb = min(self.ny - 1, int(math.floor((yb - self.lat0) / self.step - 0.5)))
                for j in range(ja, jb + 1):
                    yc = self.lat0 + (j + 0.5) * self.step
                    if ya <= yc < yb:
                        xs_per_row.setdefault(j, []).append(x0 + (yc - y0) * (x1 - x0) / (y1 - y0))
        for j, xs in xs_per_row.items():
            xs.sort()
            row = j * self.nx
            for k in range(0, len(xs) - 1, 2):
                ia = max(0, int(math.ceil((xs[k] - self.lon0) / self.step - 0.5)))
                ib = min(self.nx - 1, int(math.floor((xs[k + 1] - self.lon0) / self.step - 0.5)))
                for i in range(ia, ib + 1):
                    self.cells[row + i] = value

    def get(self, lat, lon):
        i = int((lon - self.lon0) / self.step)
        j = int((lat - self.lat0) / self.step)
        if 0 <= i < self.nx and 0 <= j < self.ny:
            return self.cells[j * self.nx + i]
        return 0
