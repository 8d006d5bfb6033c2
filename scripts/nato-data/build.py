#!/usr/bin/env python3
"""Regenerates every generated table of the NATO data pack and checks it.

    python3 scripts/nato-data/build.py            # map + units + tables + scenarios, then check.py
    python3 scripts/nato-data/build.py --no-map   # skip the map (no numpy/shapely needed)

The map stage needs numpy and shapely: if this Python lacks them, build.py makes a venv under /tmp
(NATO_VENV, default /tmp/nato-data-venv; never in the repository), installs them from PyPI and re-runs
itself there. Natural Earth comes from node_modules/world-atlas (npm ci) or NATO_NE_DIR. Exits non-zero when
a stage or a check fails.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.environ.get("NATO_VENV", "/tmp/nato-data-venv")


def have_geo():
    try:
        import numpy  # noqa: F401
        import shapely  # noqa: F401
        return True
    except ImportError:
        return False


def main():
    args = sys.argv[1:]
    if "--no-map" not in args and not have_geo():
        py = os.path.join(VENV, "bin", "python")
        if os.environ.get("NATO_IN_VENV"):
            sys.exit("build.py: numpy/shapely still missing in " + VENV)
        if not os.path.exists(py):
            subprocess.check_call([sys.executable, "-m", "venv", VENV])
        subprocess.check_call([py, "-m", "pip", "install", "-q", "numpy", "shapely", "pillow"])
        env = dict(os.environ, NATO_IN_VENV="1")
        sys.exit(subprocess.call([py, os.path.abspath(__file__)] + args, env=env))
    stages = ([] if "--no-map" in args else ["map.py"]) + ["units.py", "tables.py", "scenarios.py"]
    for s in stages:
        print("== " + s, flush=True)
        rc = subprocess.call([sys.executable, os.path.join(HERE, s)], cwd=HERE)
        if rc:
            sys.exit("build.py: %s failed (%d)" % (s, rc))
    print("== check.py", flush=True)
    sys.exit(subprocess.call([sys.executable, os.path.join(HERE, "check.py")], cwd=HERE))


if __name__ == "__main__":
    main()
