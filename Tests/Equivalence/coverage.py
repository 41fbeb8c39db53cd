#!/usr/bin/env python3
"""What the generated scripts exercise: coverage.py BINARY [COUNT] [SEED]

Generates the scripts check.sh uses (same default count and seed), runs BINARY with
--json --all-events on each, and prints the exit statuses, every command word run (and how
often the engine rejected it), the engine error codes, the delegate events, and a few
states reached. Read-only: it only runs the binary.
"""

import collections
import json
import os
import subprocess
import sys
import tempfile

COMMANDS = ["items", "reload", "wrap", "viewport", "resize", "item", "vertical", "horizontal",
            "rtl", "ltr", "style", "motion", "visible", "align", "drag", "release", "swipe",
            "wait", "settle", "tap", "next", "prev", "goto", "autoplay", "pause", "resume"]


def key(command):
    words = command.split()
    if words[0] == "autoplay":
        return "autoplay " + (words[1] if words[1] in ("off", "pause", "resume") else "T")
    if words[0] == "goto":
        return "goto instant" if words[-1] == "instant" else "goto"
    if words[0] in ("wrap", "motion", "align"):
        return " ".join(words[:2])
    if words[0] in ("reload", "release", "tap", "drag", "swipe") and len(words) == 1:
        return words[0] + " (no argument)"
    return words[0]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 31806
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([sys.executable, os.path.join(here, "generate-scripts.py"), "--count",
                        str(count), "--seed", str(seed), "--out", work], check=True)
        status = collections.Counter()
        run, rejected = collections.Counter(), collections.Counter()
        errors, events, states = collections.Counter(), collections.Counter(), collections.Counter()
        for name in sorted(os.listdir(work)):
            p = subprocess.run([binary, "--json", "--all-events", "--script",
                                os.path.join(work, name)], capture_output=True)
            status[p.returncode] += 1
            style = "plain"
            geometry = set()
            for line in p.stdout.decode().splitlines():
                o = json.loads(line)
                k = key(o["command"])
                run[k] += 1
                if "error" in o:
                    rejected[k] += 1
                    errors[o["error"].split(":")[0]] += 1
                else:
                    w = o["command"].split()
                    if w[0] == "style":
                        style = w[1].lower()
                    if w[0] in ("rtl", "vertical") or o["command"] == "align leading":
                        geometry.add(o["command"])
                    if w[0] in ("item",) and "spacing" in w:
                        geometry.add("peeking")
                for e in o["events"]:
                    events[e.split()[0]] += 1
                n = len(o["events"])
                states["phase " + o["phase"]] += 1
                if o["current"] is None:
                    states["no items"] += 1
                elif o["current"] > 2**31:
                    states["current item > 2^31"] += 1
                if o["phase"] != "idle" and style != "plain":
                    states["moving, style " + style] += 1
                for g in geometry:
                    if o["phase"] != "idle":
                        states["moving, after " + g] += 1
    total = sum(status.values())
    print("scripts: %d; exit status: %s (%.0f%% exit 0)"
          % (total, dict(sorted(status.items())), 100.0 * status[0] / total))
    print("\ncommands run (engine-rejected):")
    for k in sorted(run):
        print("  %-22s %6d  (%d)" % (k, run[k], rejected[k]))
    seen = {k.split()[0] for k in run}
    missing = [c for c in COMMANDS if c not in seen]
    print("  command words never run: %s" % (", ".join(missing) or "none"))
    print("\nengine errors:", dict(errors.most_common()))
    print("\nevents:", dict(events.most_common()))
    print("\nstates (command results):")
    for k in sorted(states):
        print("  %-36s %6d" % (k, states[k]))


if __name__ == "__main__":
    main()
