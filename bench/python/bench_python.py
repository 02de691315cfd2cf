"""Python module against its yardsticks, in one run (medians of RUNS runs each):
  1. sg.octal('0.6').values(2**20) against the grundy command computing the same values,
     each a whole process (python3 importing sg, and grundy writing them to /dev/null);
  2. a game defined in Python (sg.grundy) against a plain memoised Python recursion over
     the same moves function: Kayles by its rule, with splits, value of heaps 0..N.
Usage: PYTHONPATH=build/release/python python3 bench/python/bench_python.py GRUNDY [N]"""
import functools
import statistics
import subprocess
import sys
import time

import sg

RUNS = 5


def timed_once(f):
    t = time.perf_counter()
    f()
    return time.perf_counter() - t


def timed(f):
    times = []
    for _ in range(RUNS):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main():
    grundy = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 400

    script = "import sg; assert len(sg.octal('0.6').values(2**20)) == 2**20 + 1"
    cli = [grundy, "octal", "0.6", "--upto", str(2**20), "--quiet"]
    py_times, cli_times = [], []
    for _ in range(RUNS):  # in turn, so that a drift of the machine's speed hits both
        py_times.append(timed_once(lambda: subprocess.run([sys.executable, "-c", script], check=True)))
        cli_times.append(timed_once(lambda: subprocess.run(cli, stdout=subprocess.DEVNULL, check=True)))
    ratio = statistics.median(p / c for p, c in zip(py_times, cli_times))
    print(f"octal 0.6 values(2^20): python {statistics.median(py_times):.3f} s, "
          f"grundy {statistics.median(cli_times):.3f} s, ratio {ratio:.2f} (median of pairs)")

    def moves(h):  # Kayles: 1 or 2 pins off, the rest in two rows
        return [sg.split(a, h - t - a) for t in (1, 2) for a in range(0, h - t + 1) if a <= h - t - a]

    def by_sg():
        g = sg.grundy(moves)
        return [g.value(h) for h in range(n + 1)]

    def by_recursion():
        @functools.lru_cache(None)
        def g(h):
            seen = set()
            for option in moves(h):
                v = 0
                for part in option.parts:
                    v ^= g(part)
                seen.add(v)
            m = 0
            while m in seen:
                m += 1
            return m
        return [g(h) for h in range(n + 1)]

    assert by_sg() == by_recursion()
    game_sg = timed(by_sg)
    game_py = timed(by_recursion)
    print(f"Kayles heaps 0..{n} defined in Python: sg.grundy {game_sg:.3f} s, memoised recursion {game_py:.3f} s, "
          f"ratio {game_sg / game_py:.2f}")


if __name__ == "__main__":
    main()
