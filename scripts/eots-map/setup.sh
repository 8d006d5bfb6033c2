#!/usr/bin/env bash
# Prepares the map generator's tools OUTSIDE the repository (nothing of Natural Earth is committed):
#   $EOTS_SCRATCH/node_modules/world-atlas   Natural Earth 1:10m (public domain) as TopoJSON, npm world-atlas 2.0.2
#   $EOTS_SCRATCH/venv                        Python 3.11 venv with shapely, pyproj, numpy (pillow for render.py)
set -euo pipefail
EOTS_SCRATCH="${EOTS_SCRATCH:-/work/scratch-eots}"
mkdir -p "$EOTS_SCRATCH"
cd "$EOTS_SCRATCH"
[ -f node_modules/world-atlas/countries-10m.json ] || npm install --no-audit --no-fund world-atlas@2.0.2
[ -x venv/bin/python ] || python3 -m venv venv
venv/bin/pip install -q shapely pyproj numpy pillow
echo "ready: EOTS_NE_DIR=$EOTS_SCRATCH/node_modules/world-atlas EOTS_CACHE=$EOTS_SCRATCH/geometry.pkl"
