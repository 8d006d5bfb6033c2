#!/usr/bin/env python3
"""Writes tests/e2e/fixtures/kutuzov-invasion-round1.json: the first round of a four-person game of Invasion
(KUT scenario s1) that holds a battle, an interception and a response, for tests/e2e/kutuzov-seats.test.mjs.

The round is careful random play of the engine (`sandtable random kutuzov --seed N`), cut when the impulse
marker first comes back to the French Northern Army after the Russian Second Army's impulse (each Power has had
its first impulse). It tries seeds from 1 (or --seed N only) and keeps the first whose round has all three.
Run it when Kutuzov's rules version changes (the browser test then says the fixture is out of date):

    cargo build --profile fast --bin sandtable && python3 scripts/e2e-fixtures/kutuzov-invasion.py
"""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLI = ROOT / "target" / "fast" / "sandtable"
OUT = ROOT / "tests" / "e2e" / "fixtures" / "kutuzov-invasion-round1.json"


def run(args, stdin=None):
    return subprocess.run([str(CLI), *args], input=stdin, capture_output=True, text=True, check=True).stdout


def first_round(seed):
    """The first round's steps of seed's random game, and what it held."""
    record = json.loads(run(["random", "kutuzov", "--seed", str(seed)]))
    record.pop("check", None)
    actions = record["actions"]
    steps, held, seen_r2 = [], set(), False
    for n, index in enumerate(actions):
        cut = dict(record, actions=actions[:n])
        view = json.loads(run(["show", "-"], json.dumps(cut)))
        seen_r2 |= view["marker"] == "r2"
        if (seen_r2 and view["marker"] != "r2") or view["turn"] > 1:
            break
        prompt = json.loads(run(["actions", "-"], json.dumps(cut)))
        chosen = prompt["actions"][index]
        if sum(a["notation"] == chosen["notation"] for a in prompt["actions"]) != 1:
            return None  # the test finds a button by its notation: it must name one action
        if prompt["prompt"].startswith("kut.window") and chosen["label"] == "kut.a.event":
            held.add("response")
        steps.append({"seat": prompt["seat"], "prompt": prompt["prompt"], "index": index, "notation": chosen["notation"]})
    log = run(["show", "-", "--text"], json.dumps(dict(record, actions=actions[: len(steps)])))
    if "tries to intercept" in log:
        held.add("interception")
    if "Battle in" in log:
        held.add("battle")
    return record, steps, held, log


def main():
    seeds = [int(sys.argv[sys.argv.index("--seed") + 1])] if "--seed" in sys.argv else range(1, 500)
    for seed in seeds:
        found = first_round(seed)
        if not found:
            continue
        record, steps, held, log = found
        if held >= {"battle", "interception", "response"}:
            fixture = {
                "about": f"Invasion (s1), four people, seed {seed}: the first round (each Power's first impulse) of "
                f"`sandtable random kutuzov --seed {seed}`, {len(steps)} actions, holding a battle, an interception "
                "and a response played in a window. Made by scripts/e2e-fixtures/kutuzov-invasion.py; remake it "
                "when Kutuzov's rules version changes.",
                "game": "kutuzov",
                "rules": record["rules"],
                "scenario": record["scenario"],
                "seed": seed,
                "steps": steps,
                "log": log.strip().splitlines(),
            }
            OUT.write_text(json.dumps(fixture, indent=1, ensure_ascii=False) + "\n")
            print(f"{OUT.relative_to(ROOT)}: seed {seed}, {len(steps)} actions")
            return
    sys.exit("no seed's first round holds a battle, an interception and a response")


if __name__ == "__main__":
    main()
