#!/usr/bin/env python3
"""Compares what two carousel-demo binaries show, leaving the events out.

    compare-state.py BASELINE_BINARY CANDIDATE_BINARY [COUNT]

Runs both binaries with --json on the built-in scenario and on COUNT (default 300) scripts
generated with a fixed seed (generate-scripts.py), and compares every JSON line but its
"events": the slots and their cells (serials included), the current item, the page, the
phase, the offset, the time, and any note or error. For a change that is meant to change the
events and nothing else (issue 44: events as differences of state). Prints "N passed, M
failed" and the first differences; exits 1 on any difference, 2 on bad usage.

Environment: SEED (default 31806), SHOW (differences shown, default 5).
"""

import json
import os
import subprocess
import sys
import tempfile


def run(binary, args):
    result = subprocess.run(
        [binary, *args], capture_output=True, text=True, timeout=120, check=False)
    states = []
    for line in result.stdout.splitlines():
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            states.append(line)
            continue
        value.pop("events", None)
        states.append(value)
    return result.returncode, states


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    base, cand = (os.path.abspath(path) for path in sys.argv[1:3])
    count = int(sys.argv[3]) if len(sys.argv) == 4 else 300
    seed = os.environ.get("SEED", "31806")
    show = int(os.environ.get("SHOW", "5"))
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as work:
        scripts = os.path.join(work, "scripts")
        subprocess.run(
            [sys.executable, os.path.join(here, "generate-scripts.py"), "--count", str(count),
             "--seed", seed, "--out", scripts], check=True)
        cases = [("builtin", ["--json"])]
        for name in sorted(os.listdir(scripts)):
            cases.append((name, ["--json", "--script", os.path.join(scripts, name)]))
        passed, failed = 0, []
        for name, args in cases:
            if run(base, args) == run(cand, args):
                passed += 1
            else:
                failed.append(name)
        print(f"{passed} passed, {len(failed)} failed")
        for name in failed[:show]:
            print(f"differs: {name}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
