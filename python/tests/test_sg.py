"""Tests of the Python module sg: every function against the grundy command (the C++
results, SG_GRUNDY names it) and against brute force written here from the rules."""
import functools
import os
import subprocess
import sys

import pytest

import sg

GRUNDY = os.environ.get("SG_GRUNDY", "grundy")
sys.setrecursionlimit(10000)


def cli(*args):
    run = subprocess.run([GRUNDY, *args], capture_output=True, text=True)
    return run.returncode, run.stdout.strip()


def mex(values):
    m = 0
    s = set(values)
    while m in s:
        m += 1
    return m


# ---- sequences


@pytest.mark.parametrize("code", ["0.77", "0.137", "4.7", "0.6", "0.007", "0.4!", "8.0"])
def test_octal_values_are_the_commands(code):
    status, out = cli("octal", code, "--upto", "300", "--quiet")
    assert status == 0
    assert sg.octal(code).values(300) == [int(x) for x in out.split()]


def test_octal_values_by_the_definition():
    # Kayles: take 1 or 2 adjacent pins, from the end or the middle.
    @functools.lru_cache(None)
    def g(n):
        return mex(g(a) ^ g(n - t - a) for t in (1, 2) for a in range(0, n - t + 1))

    assert sg.octal("0.77").values(120) == [g(n) for n in range(121)]


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "4.7"])
def test_periods_and_far_values_are_the_commands(code):
    status, out = cli("octal", code, "--period", "--quiet")
    assert status == 0
    words = out.split()
    seq = sg.octal(code)
    assert seq.period() == (int(words[1]), int(words[3]))
    for n in (10**6, 2**64 - 1, 12345678901234):
        assert seq.value(n) == int(cli("octal", code, "--value", str(n), "--quiet")[1])


def test_no_period_is_none_and_value_refused():
    seq = sg.octal("0.6")  # Officers: no period known
    assert seq.period(max_len=2000) is None
    with pytest.raises(sg.Error):
        seq.value(2**63)


def test_subtraction_sets():
    amounts = [1, 3, 4]

    @functools.lru_cache(None)
    def g(n):
        return mex(g(n - a) for a in amounts if a <= n)

    seq = sg.subtraction(amounts)
    assert seq.values(200) == [g(n) for n in range(201)]
    assert seq.period() == (0, 7)
    assert seq.spec == "1,3,4"
    for spec in ["1-5,8", "all-but:1,2", "primes", "squares"]:
        status, out = cli("subtraction", spec, "--upto", "100", "--quiet")
        assert status == 0
        assert sg.subtraction(spec).values(100) == [int(x) for x in out.split()]


def test_plot_is_the_commands(tmp_path):
    for args, call in [(["--upto", "60"], lambda s: s.plot(60)), (["--period"], lambda s: s.plot())]:
        path = tmp_path / "p.svg"
        status, _ = cli("octal", "0.07", *args, "--plot", str(path), "--quiet")
        assert status == 0
        assert call(sg.octal("0.07")) == path.read_text()


@pytest.mark.parametrize("bad", ["0.x", "", "1.2.3", "2.7"])
def test_bad_codes_are_value_errors(bad):
    with pytest.raises(ValueError):
        sg.octal(bad)


def test_bad_sets_are_value_errors():
    for bad in ["", "1,,2", "nonsense", []]:
        with pytest.raises(ValueError):
            sg.subtraction(bad)


# ---- sums of parts


def parse_sum_output(out):
    lines = out.splitlines()
    value = int(lines[0].split()[1])
    moves = []
    for line in lines[2:]:
        k, to = line.split(": ")
        moves.append((int(k) - 1, [] if to == "0" else [int(x) for x in to.replace(" ", "+").split("+")]))
    return value, lines[1], moves


@pytest.mark.parametrize(
    "parts",
    [
        ["nim 3", "octal 0.77 4"],
        ["wythoff 3 5", "nim 2"],
        ["subtraction 1,3,4 10", "octal 0.137 9", "nim 7"],
        ["octal 4.7 12", "wythoff 1 2"],
    ],
)
def test_sums_are_the_commands(parts):
    status, out = cli("sum", *parts)
    assert status == 0
    value, outcome, moves = parse_sum_output(out)
    s = sg.sum(parts)
    assert s.value() == value
    assert s.outcome() == outcome
    assert s.wins() == (outcome == "win")
    assert s.winning_moves() == moves
    assert s.count_winning_moves() == len(moves)


def test_parts_made_by_functions_are_the_notation():
    assert sg.nim(3).text == "nim 3"
    assert sg.wythoff(1, 2).text == "wythoff 1 2"
    assert sg.octal("0.77").heap(4).text == "octal 0.77 4"
    a = sg.sum([sg.nim(3), sg.octal("0.77").heap(4), sg.subtraction([1, 2]).heap(5)])
    b = sg.sum(["nim 3", "octal 0.77 4", "subtraction 1,2 5"])
    assert a.value() == b.value() and a.winning_moves() == b.winning_moves()
    with pytest.raises(ValueError):
        sg.sum(["chess 3"])
    with pytest.raises(ValueError):
        sg.sum([])


def test_wythoff_by_brute_force():
    @functools.lru_cache(None)
    def g(a, b):
        opts = [g(a - k, b) for k in range(1, a + 1)]
        opts += [g(a, b - k) for k in range(1, b + 1)]
        opts += [g(a - k, b - k) for k in range(1, min(a, b) + 1)]
        return mex(opts)

    for a in range(8):
        for b in range(8):
            assert sg.sum([sg.wythoff(a, b)]).value() == g(a, b)


# ---- games defined in Python


def kayles_moves(n):
    return [sg.split(a, n - t - a) for t in (1, 2) for a in range(0, n - t + 1) if a <= n - t - a]


def test_a_python_game_with_splits_is_kayles():
    g = sg.grundy(kayles_moves)
    assert [g.value(n) for n in range(80)] == sg.octal("0.77").values(79)
    assert len(g) >= 80


def test_sums_outcomes_and_winning_moves_against_the_whole_sum():
    # Subtraction {1, 2} on tuples of heaps searched as one game: no XOR rule.
    def moves(n):
        return [n - k for k in (1, 2) if k <= n]

    @functools.lru_cache(None)
    def wins(heaps):
        for i, h in enumerate(heaps):
            for t in moves(h):
                if not wins(tuple(sorted(heaps[:i] + (t,) + heaps[i + 1:]))):
                    return True
        return False

    g = sg.grundy(moves)
    for a in range(7):
        for b in range(7):
            assert g.wins(a, b) == wins(tuple(sorted((a, b))))
            assert g.outcome(a, b) == ("win" if wins(tuple(sorted((a, b)))) else "lose")
            expected = [(i, t) for i, h in enumerate((a, b)) for t in moves(h)
                        if not wins(tuple(sorted(((a, b)[1 - i], t))))]
            assert sorted(g.winning_moves(a, b)) == sorted(expected)
            assert g.count_winning_moves(a, b) == len(expected)
    assert g.winning_moves(4) == [3] and g.winning_moves(3) == []


def test_any_hashable_state():
    # Positions as strings: a move deletes one character ('ab' is a Nim heap of 1 and ...).
    g = sg.grundy(lambda w: {w[:i] + w[i + 1:] for i in range(len(w))})
    assert g.value("abcd") == 0 and g.value("abc") == 1


def test_no_recursion_limit():
    g = sg.grundy(lambda n: [n - 1] if n > 0 else [])
    assert g.value(300000) == 0


def test_cycles_and_errors_in_moves():
    with pytest.raises(sg.CycleError, match="'a' -> 'b' -> 'a'"):
        sg.grundy(lambda s: ["b"] if s == "a" else ["a"]).value("a")

    def broken(s):
        raise KeyError("no such position")

    with pytest.raises(KeyError):
        sg.grundy(broken).value(1)
    with pytest.raises(TypeError):
        sg.grundy(lambda s: [[1]]).value(0)
    with pytest.raises(TypeError):
        sg.grundy(lambda s: 5).value(0)
    # A moves function that asks its own solver: refused, and the solver still works.
    g = None

    def reentrant(n):
        if n == 3:
            g.value(1)
        return [n - 1] if n > 0 else []

    g = sg.grundy(reentrant)
    with pytest.raises(RuntimeError, match="already searching"):
        g.value(5)
    assert g.value(2) == 0
    # A search stopped by an exception leaves the solver whole: asked again, it answers.
    failing = {"once": True}

    def fails_once(n):
        if n == 3 and failing.pop("once", False):
            raise KeyError("once")
        return [n - 1] if n > 0 else []

    h = sg.grundy(fails_once)
    with pytest.raises(KeyError):
        h.value(6)
    assert [h.value(n) for n in range(8)] == [n % 2 for n in range(8)]


# ---- misère play


def test_misere_against_the_whole_sum():
    def moves(n):  # 0.77 by its rule
        return [tuple(x for x in (a, n - t - a) if x) for t in (1, 2) for a in range(0, n - t + 1)]

    @functools.lru_cache(None)
    def wins(heaps):
        if not heaps:
            return True  # no move: the player to move has won
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for to in moves(h):
                if not wins(tuple(sorted(rest + to))):
                    return True
        return False

    m = sg.misere("0.77")
    for heaps in [(1,), (1, 1), (2, 3), (3, 5, 7), (4, 4, 1), (6, 2, 2, 1)]:
        assert m.wins(*heaps) == wins(tuple(sorted(heaps)))
        assert m.outcome(*heaps) == ("win" if wins(tuple(sorted(heaps))) else "lose")


def test_misere_is_the_commands():
    assert sg.misere("0.77").genus(5) == cli("misere", "0.77", "--genus", "5")[1].splitlines()[-1].split(": ")[1]
    q = sg.misere("0.77").quotient(10)
    out = cli("misere", "0.77", "--quotient", "10")[1].splitlines()
    assert out[0] == f"order {q['order']}"
    assert out[1] == f"p-portion {len(q['p_portion'])}"
    assert [line.split()[2] for line in out if line.startswith("heap ")] == q["heaps"]
    assert q["period"] is None
    q = sg.misere("0.75").quotient(40, complete=True)
    out = cli("misere", "0.75", "--quotient", "40", "--complete")[1].splitlines()
    assert f"period {q['period'][0]} preperiod {q['period'][1]}" in out
    assert [line.split()[2] for line in out if line.startswith("heap ")] == q["heaps"]
    assert sg.misere([1, 2]).outcome(4) == cli("misere", "subtraction", "1,2", "--outcome", "4")[1]
    with pytest.raises(sg.LimitError):
        sg.misere("0.07").quotient(20, max_order=4)
    with pytest.raises(ValueError):
        sg.misere("0.q")


# ---- large games and nimbers


def test_search_games_are_the_commands():
    assert sg.cram(4, 5) == int(cli("cram", "4", "--value", "5", "--quiet")[1])
    assert sg.chomp(3, 5) == int(cli("chomp", "3", "--value", "5", "--quiet")[1])
    # Node Kayles on a path is Dawson's Kayles, 0.137.
    for n in list(range(1, 15)) + [70, 129, 256]:  # one word, two and four
        assert sg.node_kayles(n, [(i, i + 1) for i in range(n - 1)]) == sg.octal("0.137").value(n)
    # Past 64 cells, in two words, as the command.
    assert sg.cram(2, 33) == int(cli("cram", "2", "--value", "33", "--quiet")[1])
    assert sg.chomp(9, 8) == int(cli("chomp", "9", "--value", "8", "--quiet")[1])
    with pytest.raises(sg.Error):
        sg.cram(16, 17)
    with pytest.raises(sg.Error):
        sg.cram(1, 65)
    with pytest.raises(sg.Error):
        sg.node_kayles(257, [])


def test_nimber_arithmetic():
    # The nim product by its definition: mex of a'b + ab' + a'b' over a' < a, b' < b.
    @functools.lru_cache(None)
    def mul(a, b):
        return mex(mul(x, b) ^ mul(a, y) ^ mul(x, y) for x in range(a) for y in range(b))

    for a in range(16):
        for b in range(16):
            assert sg.nim_mul(a, b) == mul(a, b)
    for a in range(1, 200):
        assert sg.nim_mul(a, sg.nim_inv(a)) == 1
        assert sg.nim_square(sg.nim_sqrt(a)) == a
        assert sg.nim_pow(a, 3) == sg.nim_mul(a, sg.nim_square(a))
    with pytest.raises(sg.Error):
        sg.nim_inv(0)


def test_help_shows_docstrings():
    assert "certified period" in sg.Sequence.value.__doc__
    assert "sg.split" in sg.grundy.__doc__


def test_threads_share_the_engines_safely():
    # Each call releases the interpreter's lock; calls from several threads at once give
    # the answers of calls one after another.
    import threading

    codes = ["0.77", "0.137", "4.7", "0.07", "0.6", "0.16"]
    expected = {c: sg.octal(c).values(3000) for c in codes}
    got = {}

    def work(c):
        for _ in range(3):
            got[c] = (sg.octal(c).values(3000), sg.sum([sg.octal(c).heap(40), sg.nim(5)]).value())

    threads = [threading.Thread(target=work, args=(c,)) for c in codes]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for c in codes:
        assert got[c][0] == expected[c]
        assert got[c][1] == expected[c][40] ^ 5
