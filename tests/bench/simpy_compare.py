#!/usr/bin/python3
"""Side-by-side M/M/1 (lambda 800/s, mu 1,000/s, one FIFO server) in SimPy and in mqlab's engine.

A benchmark, never a test: it needs Debian's python3-simpy3 (or SimPy 4 from PyPI).
Run:  /usr/bin/python3 tests/bench/simpy_compare.py build/release/tests/bench/sim_mm1 [customers]

Both runs simulate the same model for the same number of customers. The ratio that matters is
customers simulated per second of wall time (the same work in both); each side's own event count
is printed too (SimPy counts a request, a grant, a timeout and a process resumption as events, the
engine one arrival and one completion a customer), and the ratio of those events/s.
Both sides measure CPU time of the simulation loop (the machine may be shared).
Expected mean time in system: 1 / (mu - lambda) = 5 ms.
"""
import random
import subprocess
import sys
import time

import simpy


def simpy_mm1(customers, lam=800.0, mu=1000.0, seed=1):
    env = simpy.Environment()
    server = simpy.Resource(env, capacity=1)
    rng = random.Random(seed)
    total = [0.0, 0]

    def customer(env):
        arrived = env.now
        with server.request() as req:
            yield req
            yield env.timeout(rng.expovariate(mu))
        total[0] += env.now - arrived
        total[1] += 1

    def source(env):
        for _ in range(customers):
            yield env.timeout(rng.expovariate(lam))
            env.process(customer(env))

    env.process(source(env))
    events = 0
    start = time.process_time()
    try:
        while True:
            env.step()
            events += 1
    except simpy.core.EmptySchedule:
        pass
    seconds = time.process_time() - start
    return total[1], events, seconds, total[0] / total[1] * 1000.0


def main():
    engine = sys.argv[1] if len(sys.argv) > 1 else "build/release/tests/bench/sim_mm1"
    customers = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
    print(f"M/M/1, lambda 800/s, mu 1000/s, {customers:,} customers (theory: mean 5.000 ms)")
    c1, e1, s1, m1 = simpy_mm1(customers)
    out = subprocess.run([engine, str(customers)], check=True, capture_output=True, text=True).stdout.split()
    c2, e2, s2, m2 = int(out[0]), int(out[1]), float(out[2]), float(out[3])
    print(f"SimPy {simpy.__version__}: {c1:,} customers, {e1:,} events in {s1:.3f} s CPU: "
          f"{c1 / s1:,.0f} customers/s, {e1 / s1:,.0f} events/s, mean {m1:.3f} ms")
    print(f"mqlab engine:  {c2:,} customers, {e2:,} events in {s2:.3f} s CPU: "
          f"{c2 / s2:,.0f} customers/s, {e2 / s2:,.0f} events/s, mean {m2:.3f} ms")
    print(f"ratio, customers/s (same model, same work): {(c2 / s2) / (c1 / s1):,.0f}x")
    print(f"ratio, events/s (each side's own events):   {(e2 / s2) / (e1 / s1):,.0f}x")


if __name__ == "__main__":
    main()
