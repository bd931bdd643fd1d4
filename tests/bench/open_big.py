#!/usr/bin/env python3
"""Opening a large design in the window, measured (issue 11): a timing harness, not a test.

Writes a design of --nodes nodes (at most the documented 10,000) laid out as a city of small
systems, starts the window on it (`mqlab FILE`, offscreen, the software renderer as the window
suites use) and reads the scene graph's own frame log:
  first frame   seconds from starting the process to the first frame drawn (the file is read,
                checked and evaluated, and the canvas built, before it);
  settled       the end of the last frame that came after a stall of more than 100 ms (the window
                fits the design just after its first frame, which builds the cards then in view);
  peak RSS      the process's VmHWM once it has run quietly for --quiet seconds.
Run it once a binary:
  python3 tests/bench/open_big.py --binary build/release/app/mqlab
  python3 tests/bench/open_big.py --binary /path/to/older/mqlab
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time


def city(nodes):
    """Blocks of 10 nodes (4 producers -> 1 cluster -> 5 groups, 9 connections), 25 blocks a row.

    A block is three columns 300 apart (producers, cluster, groups) and five rows 200 apart, and the
    blocks are 1,000 x 1,100 apart: a real design's cards side by side, not piled on one spot.
    """
    d = {"version": 1, "name": "City of %d nodes" % nodes, "producers": [], "clusters": [], "groups": [],
         "connections": []}
    for b in range(nodes // 10):
        bx, by = (b % 25) * 1000, (b // 25) * 1100
        c = "c%d" % b
        d["clusters"].append({"id": c, "name": "Cluster %d" % b, "x": bx + 300, "y": by + 400})
        for i in range(4):
            p = "p%d_%d" % (b, i)
            d["producers"].append({"id": p, "name": "Producer %d.%d" % (b, i), "events_per_s": 10,
                                   "event_bytes": 512, "x": bx, "y": by + 200 * i})
            d["connections"].append({"from": p, "to": c})
        for i in range(5):
            g = "g%d_%d" % (b, i)
            d["groups"].append({"id": g, "name": "Group %d.%d" % (b, i), "x": bx + 600, "y": by + 200 * i})
            d["connections"].append({"from": c, "to": g})
    return d


FRAME = re.compile(r"Frame rendered .* in (\d+)ms.*frameDelta=(\d+)")


def measure(binary, path, quiet, limit):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software",
               QT_LOGGING_RULES="qt.scenegraph.time.renderloop=true",
               QT_MESSAGE_PATTERN="%{message}")
    home = tempfile.mkdtemp(prefix="open-big-home-")
    env.update(HOME=home, XDG_CONFIG_HOME=home + "/config", XDG_DATA_HOME=home + "/data")
    runtime = tempfile.mkdtemp(prefix="open-big-run-")
    env["XDG_RUNTIME_DIR"] = runtime
    start = time.monotonic()
    proc = subprocess.Popen([binary, path], env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
    os.set_blocking(proc.stderr.fileno(), False)
    first, settled, last_seen, buf, hwm = None, None, time.monotonic(), "", 0
    while proc.poll() is None and time.monotonic() - start < limit:
        try:
            buf += os.read(proc.stderr.fileno(), 1 << 20).decode(errors="replace")
        except BlockingIOError:
            pass
        *lines, buf = buf.split("\n")
        for line in lines:
            if os.environ.get("OPEN_BIG_DEBUG"):
                print(line)
            m = FRAME.search(line)
            if not m:
                continue
            # The log line is read as the frame ends (stderr is unbuffered; polled every 20 ms).
            t, took, delta = time.monotonic() - start, int(m.group(1)), int(m.group(2))
            if first is None:
                first = settled = t
            elif took > 100 or delta > 100:
                settled = t
                last_seen = time.monotonic()
        try:
            with open("/proc/%d/status" % proc.pid) as f:
                hwm = max(hwm, int(re.search(r"VmHWM:\s+(\d+)", f.read()).group(1)))
        except (OSError, AttributeError):
            pass
        if first is not None and time.monotonic() - last_seen > quiet:
            break
        time.sleep(0.02)
    if proc.poll() is not None and first is None:
        sys.stderr.write(buf + (proc.stderr.read() or b"").decode(errors="replace"))
    proc.kill()
    proc.wait()
    return first, settled, hwm / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default="build/release/app/mqlab")
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--quiet", type=float, default=4.0, help="seconds without a stall before stopping")
    ap.add_argument("--limit", type=float, default=300.0, help="seconds at most")
    ap.add_argument("--out", help="where to write the design (default: a temporary file)")
    a = ap.parse_args()
    path = a.out or os.path.join(tempfile.mkdtemp(prefix="open-big-"), "city.json")
    with open(path, "w") as f:
        json.dump(city(a.nodes), f, indent=1)
    first, settled, peak = measure(a.binary, path, a.quiet, a.limit)
    if first is None:
        print("no frame was drawn within %.0f s" % a.limit)
        return 1
    print("%s: %d nodes (%d KB): first frame %.2f s, settled %.2f s, peak RSS %.0f MB"
          % (a.binary, a.nodes, os.path.getsize(path) // 1024, first, settled, peak))
    return 0


if __name__ == "__main__":
    sys.exit(main())
