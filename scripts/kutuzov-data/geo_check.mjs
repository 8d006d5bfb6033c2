// Geography check of the Kutuzov map's coordinates against Natural Earth (npm world-atlas 2.0.2, public domain):
// every duchy must lie on land, every port within PORT_KM of the sea, and no duchy that is not a port may be closer to
// the open Baltic than COAST_KM (a hint that a port is missing). Report only: the map's ports are the game's, and the
// seed fixes some of them; this catches coordinate typos and implausible port choices.
//
//   node scripts/kutuzov-data/geo_check.mjs            (from the repository root; exit 1 on a failure)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const require = createRequire(join(repo, 'package.json'));
const topojson = require('topojson-client');
const world = JSON.parse(readFileSync(join(repo, 'node_modules', 'world-atlas', 'countries-50m.json'), 'utf8'));
const land = topojson.merge(world, world.objects.countries.geometries);
const PORT_KM = 45;   // Mitau and Narva are river ports a few tens of km up their rivers
const COAST_KM = 15;

const rows = readFileSync(join(repo, 'engine/src/games/kutuzov/data/spaces.tsv'), 'utf8').split('\n')
  .filter((l) => l && !l.startsWith('#'));
const head = rows.shift().split('\t');
const spaces = rows.map((l) => Object.fromEntries(l.split('\t').map((c, i) => [head[i], c])));

function inRing(pt, ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i], [xj, yj] = ring[j];
    if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function onLand(pt) {
  return land.coordinates.some((poly) => inRing(pt, poly[0]) && !poly.slice(1).some((h) => inRing(pt, h)));
}
const R = 6371;
function km(a, b) {
  const r = Math.PI / 180, dLat = (b[1] - a[1]) * r, dLon = (b[0] - a[0]) * r;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(s));
}
// coast vertices of the Baltic region (lon 9-31, lat 53-61)
const coast = [];
for (const poly of land.coordinates) for (const ring of poly) for (const p of ring)
  if (p[0] > 9 && p[0] < 31 && p[1] > 53 && p[1] < 61) coast.push(p);
function coastKm(pt) { let m = Infinity; for (const c of coast) m = Math.min(m, km(pt, c)); return m; }

let bad = 0;
for (const s of spaces) {
  if (s.kind !== 'duchy' || s.lat === '-') continue;
  const pt = [Number(s.lon), Number(s.lat)];
  if (!onLand(pt)) { console.log(`FAIL ${s.id}: ${s.lat},${s.lon} is not on land`); bad++; }
  const d = coastKm(pt);
  if (s.port === '1' && d > PORT_KM) { console.log(`FAIL port ${s.id} is ${d.toFixed(0)} km from the Baltic coast`); bad++; }
  if (s.port === '1') console.log(`  port ${s.id.padEnd(14)} ${d.toFixed(0).padStart(4)} km from the coast`);
  if (s.port !== '1' && d < COAST_KM) console.log(`  note: ${s.id} is ${d.toFixed(0)} km from the coast and not a port`);
}
console.log(bad ? `geo check: ${bad} problems` : 'geo check: every duchy on land, every port on the coast');
process.exit(bad ? 1 : 0);
