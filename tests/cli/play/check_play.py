"""Scripted games through `grundy play` (tools/grundy/cli_play.cpp), against a search of
the whole sum written here from the rules of each family (Nim, finite and all-but
subtraction sets, octal codes, Wythoff), independent of sg:

* the computer never loses a position it starts winning, against random human moves,
  against a human playing perfectly and against an adversarial one (perfect when
  winning; when losing, the move that leaves the computer the fewest winning replies),
  and every move it makes is legal (and winning, from a won position);
* a human playing perfectly from a won position wins (`you win`), and every legal
  move is accepted: illegal and malformed ones get one line `illegal move: ...` and
  the game goes on;
* end of input before the end of the game: exit status 2, one line on stderr;
* every line is flushed as it is written: the games are played through pipes, one
  line at a time, each read with a time limit.

usage: check_play.py GRUNDY [--games N] [--seed S]"""

import argparse
import functools
import os
import random
import select
import subprocess
import sys

LINE_TIMEOUT = 20.0  # seconds to wait for one line of the program


# --- the rules -----------------------------------------------------------------------

def octal_digits(code):
    """'0.77' -> [0, 7, 7]: digit k for taking k tokens (digit 0 before the point)."""
    head, _, tail = code.partition(".")
    return [int(head, 16)] + [int(c, 16) for c in tail]


def heap_moves(family, spec, n):
    """Every result (a sorted tuple of heaps, no empty ones) of a move from a heap of n."""
    out = set()
    if family == "nim":
        for m in range(n):
            out.add((m,) if m else ())
    elif family == "subtraction":
        if spec.startswith("all-but:"):
            excluded = {int(x) for x in spec[len("all-but:"):].split(",") if x}
            amounts = [k for k in range(1, n + 1) if k not in excluded]
        else:
            amounts = [int(x) for x in spec.split(",")]
        for k in amounts:
            if k <= n:
                out.add((n - k,) if n - k else ())
    else:  # octal
        d = octal_digits(spec)
        for k in range(0, min(len(d) - 1, n) + 1):
            m = n - k
            if d[k] & 1 and m == 0:
                out.add(())
            if d[k] & 2 and m >= 1 and k >= 1:
                out.add((m,))
            if d[k] & 4:
                for a in range(1, m // 2 + 1):
                    out.add(tuple(sorted((a, m - a))))
            if d[k] & 8:
                for a in range(1, m + 1):
                    for b in range(a, m - a + 1):
                        c = m - a - b
                        if c >= b:
                            out.add((a, b, c))
    return out


def part_moves(part):
    """Every position a part (family, spec, position) can become, as the same triple."""
    family, spec, pos = part
    out = set()
    if family == "wythoff":
        a, b = pos
        for i in range(1, a + 1):
            out.add(tuple(sorted((a - i, b))))
        for i in range(1, b + 1):
            out.add(tuple(sorted((a, b - i))))
        for i in range(1, min(a, b) + 1):
            out.add((a - i, b - i))
        return {(family, spec, p) for p in out}
    for j, h in enumerate(pos):
        if j and pos[j - 1] == h:
            continue
        rest = pos[:j] + pos[j + 1:]
        for r in heap_moves(family, spec, h):
            out.add((family, spec, tuple(sorted(rest + r))))
    return out


def moves(position):
    """Every move of a whole position (a tuple of parts): (part index, new part)."""
    return [(k, q) for k, p in enumerate(position) for q in sorted(part_moves(p))]


def after(position, k, q):
    return position[:k] + (q,) + position[k + 1:]


@functools.lru_cache(maxsize=None)
def wins(position):
    """True when the player to move wins (normal play), by searching the whole sum."""
    return any(not wins(after(position, k, q)) for k, q in moves(position))


def winning_replies(position):
    return sum(1 for k, q in moves(position) if not wins(after(position, k, q)))


# --- the notation of `grundy sum` ----------------------------------------------------

def part_text(part):
    family, spec, pos = part
    if family == "wythoff":
        return f"{pos[0]} {pos[1]}"
    return "+".join(map(str, pos)) if pos else "0"


def position_line(position):
    return "position: " + " | ".join(
        " ".join(x for x in (f, s, part_text((f, s, p))) if x) for f, s, p in position)


def part_arg(part):
    family, spec, pos = part
    if family == "wythoff":
        return f"wythoff {pos[0]} {pos[1]}"
    assert len(pos) <= 1
    return " ".join(x for x in (family, spec, str(pos[0] if pos else 0)) if x)


def read_move_text(position, text):
    """The part index and new part a line 'K: R' names (the program's own moves)."""
    k, _, r = text.partition(": ")
    k = int(k) - 1
    family, spec, _ = position[k]
    if family == "wythoff":
        pos = tuple(int(x) for x in r.split())
    else:
        pos = tuple(sorted(int(x) for x in r.split("+") if int(x)))
    return k, (family, spec, pos)


# --- playing through the pipes -------------------------------------------------------

class Program:
    def __init__(self, grundy, args):
        self.args = args
        self.p = subprocess.Popen([grundy, "play"] + args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, bufsize=0)
        self.buf = b""

    def line(self):
        """The next line of stdout; fails if it does not come (an unflushed line)."""
        while b"\n" not in self.buf:
            ready, _, _ = select.select([self.p.stdout], [], [], LINE_TIMEOUT)
            if not ready:
                raise AssertionError(f"{self.args}: no line within {LINE_TIMEOUT} s (output not flushed?)")
            chunk = os.read(self.p.stdout.fileno(), 4096)
            if not chunk:
                raise AssertionError(f"{self.args}: stdout closed; stderr: {self.p.stderr.read().decode()}")
            self.buf += chunk
        text, _, self.buf = self.buf.partition(b"\n")
        return text.decode()

    def send(self, text):
        self.p.stdin.write((text + "\n").encode())
        self.p.stdin.flush()

    def finish(self):
        self.p.stdin.close()
        rest = self.p.stdout.read().decode()
        err = self.p.stderr.read().decode()
        return self.p.wait(timeout=LINE_TIMEOUT), self.buf.decode() + rest, err


def expect(got, want, args):
    if got != want:
        raise AssertionError(f"{args}: got {got!r}, expected {want!r}")


def illegal_lines(rng, position):
    """A few lines that are no legal move of the position."""
    legal = {(k, q) for k, q in moves(position)}
    lines = ["", "x", "1 2", ":", "0: 0", f"{len(position) + 1}: 0", "1: -1", "1: 1+", "1: a"]
    for _ in range(4):
        k = rng.randrange(len(position))
        family, spec, pos = position[k]
        if family == "wythoff":
            cand = (family, spec, tuple(sorted((rng.randrange(8), rng.randrange(8)))))
        else:
            cand = (family, spec, tuple(sorted(rng.randrange(1, 8) for _ in range(rng.randrange(4)))))
        if (k, cand) not in legal:
            lines.append(f"{k + 1}: {part_text(cand)}")
    return [rng.choice(lines), rng.choice(lines)]


def play(grundy, rng, position, human_first, human):
    """One game; human is 'random' or 'perfect'. Returns the last line."""
    args = [part_arg(p) for p in position] + ["--human", "first" if human_first else "second"]
    hint = rng.random() < 0.5
    if hint:
        args.append("--hint")
    prog = Program(grundy, args)
    computer_starts_winning = wins(position) != human_first
    turn_human = human_first
    while True:
        expect(prog.line(), position_line(position), args)
        legal = moves(position)
        if not legal:
            expect(prog.line(), "you lose" if turn_human else "you win", args)
            status, rest, err = prog.finish()
            expect((status, rest, err), (0, "", ""), args)
            if computer_starts_winning and turn_human is False:
                raise AssertionError(f"{args}: the computer lost a position it started winning")
            return "you lose" if turn_human else "you win"
        if turn_human:
            if hint:
                h = prog.line()
                if wins(position):
                    assert h.startswith("hint: win, "), (args, h)
                    k, q = read_move_text(position, h[len("hint: win, "):])
                    assert (k, q) in legal and not wins(after(position, k, q)), (args, h)
                else:
                    expect(h, "hint: lose", args)
            if rng.random() < 0.3:
                for bad in illegal_lines(rng, position):
                    prog.send(bad)
                    got = prog.line()
                    assert got.startswith("illegal move: "), (args, bad, got)
            good = [m for m in legal if not wins(after(position, *m))]
            if human == "random":
                k, q = rng.choice(legal)
            elif good:  # perfect and adversarial: a winning move
                k, q = rng.choice(good)
            elif human == "perfect":
                k, q = rng.choice(legal)
            else:  # adversarial, lost: leave the computer as few winning replies as possible
                k, q = min(legal, key=lambda m: (winning_replies(after(position, *m)), rng.random()))
            prog.send(f"{k + 1}: {part_text(q)}")
            position = after(position, k, q)
        else:
            got = prog.line()
            assert got.startswith("computer: "), (args, got)
            k, q = read_move_text(position, got[len("computer: "):])
            assert (k, q) in legal, (args, got, "not a legal move")
            if wins(position):
                assert not wins(after(position, k, q)), (args, got, "not a winning move")
            position = after(position, k, q)
        turn_human = not turn_human


FAMILIES = [("nim", ""), ("subtraction", "1,2"), ("subtraction", "1,3,4"), ("subtraction", "all-but:2"),
            ("octal", "0.77"), ("octal", "0.07"), ("octal", "0.137"), ("octal", "0.6"), ("octal", "4.7"),
            ("octal", "0.F"), ("wythoff", "")]


def random_position(rng):
    parts = []
    for _ in range(rng.randint(1, 3)):
        family, spec = rng.choice(FAMILIES)
        if family == "wythoff":
            parts.append((family, spec, tuple(sorted((rng.randrange(6), rng.randrange(6))))))
        else:
            n = rng.randrange(9)
            parts.append((family, spec, (n,) if n else ()))
    return tuple(parts)


def end_of_input(grundy):
    """Input ends before the game: exit status 2 and one line on stderr."""
    prog = Program(grundy, ["nim 3", "nim 5"])
    expect(prog.line(), "position: nim 3 | nim 5", prog.args)
    status, rest, err = prog.finish()
    expect(status, 2, prog.args)
    assert rest == "" and err.count("\n") == 1 and "end of input" in err, (rest, err)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("grundy")
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=17)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    end_of_input(a.grundy)
    counts = {}
    for g in range(a.games):
        position = random_position(rng)
        human_first = rng.random() < 0.5
        human = ("random", "perfect", "adversarial")[g % 3]
        last = play(a.grundy, rng, position, human_first, human)
        human_wins_from_start = wins(position) == human_first
        if human != "random":
            expect(last, "you win" if human_wins_from_start else "you lose", position)
        key = (human, human_wins_from_start, last)
        counts[key] = counts.get(key, 0) + 1
    for key in sorted(counts):
        print(f"human {key[0]}, human starts {'winning' if key[1] else 'losing'}: {key[2]} x{counts[key]}")
    # Each kind of game was played.
    for key in [("perfect", True, "you win"), ("perfect", False, "you lose"), ("adversarial", False, "you lose"),
                ("random", False, "you lose")]:
        assert key in counts, f"no game of the kind {key}"
    return 0


if __name__ == "__main__":
    sys.exit(main())
