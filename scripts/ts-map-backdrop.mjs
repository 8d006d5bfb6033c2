#!/usr/bin/env node
// Draws Twilight Struggle's world-map backdrop: Natural Earth's land (world-atlas 2.0.2, public domain),
// bent so that each map country's real place lands on its box in the data pack (countries.tsv map_x/map_y).
//   node scripts/ts-map-backdrop.mjs            writes src/app/ts_backdrop.rs
//   node scripts/ts-map-backdrop.mjs --svg F    also writes a stand-alone preview SVG to F
//
// The bend is a moving-least-squares similarity warp (Schaefer, McPhail, Warren 2006): every land point
// moves like the nearby control points (a country's real centre → its box), smoothly and without folds
// where the control points agree. Region fills come from Natural Earth's countries merged per region.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { feature, merge } from "topojson-client";

const ROOT = resolve(import.meta.dirname, "..");
const tsv = readFileSync(resolve(ROOT, "engine/src/games/twilight_struggle/data/countries.tsv"), "utf8");
const rows = tsv.split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t"));
const head = rows.shift();
const col = (n) => head.indexOf(n);
const boxes = Object.fromEntries(rows.map((r) => [r[col("key")], { x: +r[col("map_x")], y: +r[col("map_y")], region: r[col("region")] }]));
// The superpower spaces (data/mod.rs US_MAP_POS, USSR_MAP_POS).
boxes.us = { x: 120, y: 66, region: "us" };
boxes.ussr = { x: 733, y: 96, region: "ussr" };

// Where each map space is on the globe (longitude, latitude): the centre of the land it stands for.
const GEO = {
  canada: [-100, 57], uk: [-2, 53.5], norway: [9, 61.5], sweden: [15.5, 62.5], finland: [26, 63], denmark: [9.5, 56],
  benelux: [5, 51], wgermany: [9, 50.5], egermany: [12.5, 52.5], poland: [19, 52], france: [2.5, 46.5], austria: [14.5, 47.5],
  czechoslovakia: [17, 49.3], spainportugal: [-5, 40], italy: [12.5, 42.5], hungary: [19.5, 47], romania: [25, 45.8],
  yugoslavia: [19.5, 44], bulgaria: [25.3, 42.7], greece: [22, 39.5], turkey: [35, 39],
  libya: [17, 27], egypt: [30, 26.5], israel: [35, 31.5], lebanon: [35.8, 33.9], syria: [38.5, 35], jordan: [36.8, 31],
  iraq: [43.5, 33], iran: [53.5, 32.5], saudiarabia: [45, 24], gulfstates: [53, 23.5],
  afghanistan: [66, 34], pakistan: [69.5, 29.5], india: [79, 22], burma: [96, 21], laoscambodia: [103.5, 16.5],
  thailand: [101, 15.5], vietnam: [107.5, 14], malaysia: [102.5, 4], indonesia: [115, -2], philippines: [122, 12],
  australia: [134, -25], japan: [138, 36.5], taiwan: [121, 23.7], southkorea: [127.8, 36], northkorea: [127, 40],
  algeria: [2.6, 28], morocco: [-7, 31.8], tunisia: [9.5, 34], westafricanstates: [-11, 13], ivorycoast: [-5.5, 7.5],
  saharanstates: [10, 16], nigeria: [8, 9.5], cameroon: [12.5, 5.5], zaire: [23.5, -2.5], angola: [17.5, -12.5],
  southafrica: [24, -29.5], botswana: [24, -22], zimbabwe: [29.8, -19], seafricanstates: [36, -12], kenya: [38, 0.5],
  somalia: [46, 6], ethiopia: [39.5, 9], sudan: [30, 15],
  mexico: [-102, 23.5], guatemala: [-90.3, 15.5], elsalvador: [-88.9, 13.7], honduras: [-86.5, 14.8], nicaragua: [-85, 12.8],
  costarica: [-84, 9.9], panama: [-80, 8.5], cuba: [-79, 21.7], haiti: [-72.7, 19], dominicanrep: [-70.3, 18.8],
  colombia: [-73, 4], ecuador: [-78.5, -1.5], peru: [-75, -9.5], chile: [-71, -30], argentina: [-64, -35], uruguay: [-56, -33],
  paraguay: [-58, -23.5], bolivia: [-64.5, -16.5], brazil: [-52, -10], venezuela: [-66, 7],
  us: [-98, 39], ussr: [60, 56],
};

const proj = ([lon, lat]) => [lon, -lat * 1.15]; // plain equirectangular, latitudes a little stretched
const ctrl = Object.entries(GEO).map(([k, g]) => {
  if (!boxes[k]) throw new Error(`no box for ${k}`);
  return { p: proj(g), q: [boxes[k].x, boxes[k].y] };
});
for (const k of Object.keys(boxes)) if (!GEO[k]) throw new Error(`no place for ${k}`);

// MLS deformation, weights 1 / d^(2·ALPHA): similarity (rotation + uniform scale per point) keeps
// coastlines' shapes better than affine.
const ALPHA = 1.5;
const MODE = "similarity";
function warp([x, y]) {
  let W = 0, px = 0, py = 0, qx = 0, qy = 0;
  const w = ctrl.map(({ p }) => 1 / Math.max((p[0] - x) ** 2 + (p[1] - y) ** 2, 1e-9) ** ALPHA);
  ctrl.forEach(({ p, q }, i) => { W += w[i]; px += w[i] * p[0]; py += w[i] * p[1]; qx += w[i] * q[0]; qy += w[i] * q[1]; });
  px /= W; py /= W; qx /= W; qy /= W;
  const vx = x - px, vy = y - py;
  if (MODE === "affine") {
    // M = (Σ w p̂ᵀp̂)⁻¹ Σ w p̂ᵀq̂
    let a11 = 0, a12 = 0, a22 = 0, b11 = 0, b12 = 0, b21 = 0, b22 = 0;
    ctrl.forEach(({ p, q }, i) => {
      const [u, v] = [p[0] - px, p[1] - py], [s, t] = [q[0] - qx, q[1] - qy];
      a11 += w[i] * u * u; a12 += w[i] * u * v; a22 += w[i] * v * v;
      b11 += w[i] * u * s; b12 += w[i] * u * t; b21 += w[i] * v * s; b22 += w[i] * v * t;
    });
    const det = a11 * a22 - a12 * a12 || 1e-9;
    const i11 = a22 / det, i12 = -a12 / det, i22 = a11 / det;
    const m11 = i11 * b11 + i12 * b21, m12 = i11 * b12 + i12 * b22;
    const m21 = i12 * b11 + i22 * b21, m22 = i12 * b12 + i22 * b22;
    return [qx + vx * m11 + vy * m21, qy + vx * m12 + vy * m22];
  }
  let mu = 0, a = 0, b = 0;
  ctrl.forEach(({ p, q }, i) => {
    const ph = [p[0] - px, p[1] - py], qh = [q[0] - qx, q[1] - qy];
    mu += w[i] * (ph[0] ** 2 + ph[1] ** 2);
    a += w[i] * (ph[0] * qh[0] + ph[1] * qh[1]);
    b += w[i] * (ph[0] * qh[1] - ph[1] * qh[0]);
  });
  return [qx + (a * vx - b * vy) / mu, qy + (b * vx + a * vy) / mu];
}

const densify = (ring, step = 0.8) => {
  const out = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  out.push(ring[ring.length - 1]);
  return out;
};

// Douglas–Peucker on board units.
function simplify(pts, eps) {
  if (pts.length < 3) return pts;
  const keep = new Uint8Array(pts.length); keep[0] = keep[pts.length - 1] = 1;
  const stack = [[0, pts.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop();
    const [ax, ay] = pts[i], [bx, by] = pts[j];
    const len = Math.hypot(bx - ax, by - ay) || 1e-9;
    let best = -1, bd = eps;
    for (let k = i + 1; k < j; k++) {
      const d = len < 1e-6
        ? Math.hypot(pts[k][0] - ax, pts[k][1] - ay)
        : Math.abs((bx - ax) * (ay - pts[k][1]) - (ax - pts[k][0]) * (by - ay)) / len;
      if (d > bd) { bd = d; best = k; }
    }
    if (best >= 0) { keep[best] = 1; stack.push([i, best], [best, j]); }
  }
  return pts.filter((_, k) => keep[k]);
}

const fmt = (n) => (Math.round(n * 2) / 2).toString();
function pathOf(polys, eps = 0.6) {
  let d = "";
  for (const poly of polys) for (let ring of poly) {
    if (ring.every(([, lat]) => lat < -58)) continue; // Antarctica
    // A ring across the date line (Chukotka, Fiji): its western-hemisphere points continue east of 180°.
    if (ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180)) ring = ring.map(([lon, lat]) => [lon < -150 ? lon + 360 : lon, lat]);
    let pts = simplify(densify(ring).map((p) => warp(proj(p))), eps);
    if (pts.length < 4) continue;
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    if (Math.max(...xs) - Math.min(...xs) < 2 && Math.max(...ys) - Math.min(...ys) < 2) continue;
    d += "M" + pts.map((p) => fmt(p[0]) + " " + fmt(p[1])).join("L") + "Z";
  }
  return d;
}

const land = JSON.parse(readFileSync(resolve(ROOT, "node_modules/world-atlas/land-110m.json"), "utf8"));
const landGeo = feature(land, land.objects.land);
const landPath = pathOf(landGeo.features.flatMap((f) => (f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates)));

const out = process.argv.indexOf("--svg");
if (out > 0) {
  const b = Object.entries(boxes).map(([k, v]) => `<rect x="${v.x - 31}" y="${v.y - 16}" width="62" height="32" fill="none" stroke="#c00" stroke-width="0.7"/><text x="${v.x}" y="${v.y}" font-size="7" text-anchor="middle">${k}</text>`).join("");
  writeFileSync(process.argv[out + 1], `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 -20 1040 600" width="1560" height="900"><rect x="-20" y="-20" width="1040" height="600" fill="#bcd"/><path d="${landPath}" fill="#eed" stroke="#776" stroke-width="0.5"/>${b}</svg>`);
}
const rs = `//! Generated by scripts/ts-map-backdrop.mjs from Natural Earth 1:110m land (world-atlas 2.0.2, public
//! domain), bent so that every map country's real place lies under its box. Do not edit: re-run the script.

/// The land masses as one SVG path on the board's 1000 × 560 canvas.
pub const LAND: &str = "${landPath}";
`;
writeFileSync(resolve(ROOT, "src/app/ts_backdrop.rs"), rs);
console.log(`src/app/ts_backdrop.rs: land path ${landPath.length} chars`);
