#!/usr/bin/env python3
"""grundy --plot FILE.svg: the SVG is well-formed XML with a title naming the code, axis
labels, one mark per value (up to 2000 values) or per bucket of n (more, log-scaled n),
each mark saying which values it stands for, and the certified preperiod and period
shaded. The values are read back and compared with --upto --format json.
Usage: check_svg.py GRUNDY WORKDIR"""
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

GRUNDY, WORK = sys.argv[1], sys.argv[2]
os.makedirs(WORK, exist_ok=True)
NS = "{http://www.w3.org/2000/svg}"
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def run(*args):
    return subprocess.run([GRUNDY, *args], capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def values(fam, spec, n):
    doc = json.loads(run(fam, spec, "--upto", str(n), "--quiet", "--format", "json").stdout)
    return doc["answer"]["values"], doc["answer"].get("rare_mask", 0)


def rare_rule(vals, mask):
    """The plot's rule: rare when popcount(G & mask) is even, highlighted only when at most
    a quarter of the values are rare."""
    rare = [mask != 0 and bin(g & mask).count("1") % 2 == 0 for g in vals]
    if 4 * sum(rare) > len(vals):
        rare = [False] * len(vals)
    return rare


def plot(name, *args):
    path = os.path.join(WORK, name + ".svg")
    if os.path.exists(path):
        os.remove(path)
    p = run(*args, "--quiet", "--plot", path)
    check(p.returncode in (0, 3), f"{args}: exit {p.returncode} {p.stderr}")
    root = ET.parse(path).getroot()  # raises on malformed XML
    check(root.tag == NS + "svg", f"{name}: root is <svg>")
    return root, p.stdout


def texts(root, cls):
    return [e.text or "" for e in root.iter(NS + "text") if e.get("class") == cls]


def labelled(root, name, fam, spec, last):
    title = texts(root, "title")
    check(len(title) == 1 and f"{fam} {spec}" in title[0] and f"n = 0 .. {last}" in title[0], f"{name}: title {title}")
    check(len(texts(root, "x-label")) == 1 and "heap size n" in texts(root, "x-label")[0], f"{name}: x label")
    check(texts(root, "y-label") == ["Grundy value G(n)"], f"{name}: y label")
    check(len(texts(root, "x-tick")) >= min(2, last + 1) and len(texts(root, "y-tick")) >= 2, f"{name}: ticks")


def points(root, fam, spec, vals, mask, name):
    """One circle per value, classes by the rare rule."""
    marks = [e for e in root.iter(NS + "circle")]
    check(len(marks) == len(vals), f"{name}: {len(marks)} marks for {len(vals)} values")
    rare = rare_rule(vals, mask)
    for n, e in enumerate(marks):
        check(int(e.get("data-n")) == n and int(e.get("data-g")) == vals[n], f"{name}: mark {n}")
        check(e.get("class") == ("rare" if rare[n] else "value"), f"{name}: class of mark {n}")
    check(not any(e.get("class", "").startswith("bucket") for e in root.iter(NS + "path")), f"{name}: no buckets")


def buckets(root, vals, mask, name):
    """Buckets cover 0 .. N in order, without gaps; each lists the distinct values of its kind."""
    rare = rare_rule(vals, mask)
    marks = [e for e in root.iter(NS + "path") if e.get("class") in ("bucket", "bucket-rare")]
    check(0 < len(marks) <= 2 * 430, f"{name}: {len(marks)} bucket marks")
    check(not list(root.iter(NS + "circle")), f"{name}: no single marks")
    covered = {}
    for e in marks:
        n0, n1 = int(e.get("data-n0")), int(e.get("data-n1"))
        kind = e.get("class") == "bucket-rare"
        want = sorted({vals[n] for n in range(n0, n1 + 1) if rare[n] == kind})
        got = [int(v) for v in e.get("data-values").split()]
        check(got == want, f"{name}: bucket {n0}..{n1} {e.get('class')}: {got[:10]} against {want[:10]}")
        check(e.get("d", "").count("M") >= 1, f"{name}: bucket {n0}..{n1} draws")
        covered.setdefault((n0, n1), set()).add(kind)
    ranges = sorted(covered)
    check(ranges[0][0] == 0 and ranges[-1][1] == len(vals) - 1, f"{name}: buckets from 0 to N")
    for (a0, a1), (b0, b1) in zip(ranges, ranges[1:]):
        check(a1 + 1 == b0, f"{name}: buckets {a0}..{a1} then {b0}..{b1}")
    return len(ranges)


def bands(root, name, preperiod, period):
    rects = {e.get("class") for e in root.iter(NS + "rect")}
    check(("preperiod" in rects) == (preperiod > 0), f"{name}: preperiod band")
    check("period" in rects, f"{name}: period band")
    check(texts(root, "period-label") == [f"period {period}"], f"{name}: period label")
    if preperiod:
        check(texts(root, "preperiod-label") == [f"preperiod {preperiod}"], f"{name}: preperiod label")


# Few values: one mark per value (octal with rare values, subtraction without).
for fam, spec, n in [("octal", "0.77", 150), ("subtraction", "1,3,4", 40), ("octal", "0.137", 0)]:
    name = f"upto-{fam}-{spec}-{n}"
    root, out = plot(name, fam, spec, "--upto", str(n))
    vals, mask = values(fam, spec, n)
    check(out == " ".join(map(str, vals)) + "\n", f"{name}: stdout unchanged by --plot")
    labelled(root, name, fam, spec, n)
    points(root, fam, spec, vals, mask, name)
    check("log scale" not in texts(root, "x-label")[0], f"{name}: linear n axis")
# Kayles has rare values (0, 3, 5, 6 under mask 15): drawn as such.
root, _ = plot("kayles", "octal", "0.77", "--upto", "150")
check(any(e.get("class") == "rare" for e in root.iter(NS + "circle")), "kayles: rare values highlighted")

# Many values: log-scaled n, one mark per bucket and kind.
for fam, spec, n in [("octal", "0.77", 30000), ("subtraction", "all-but:1", 5000), ("octal", "0.6", 2000)]:
    name = f"buckets-{fam}-{spec}-{n}"
    root, _ = plot(name, fam, spec, "--upto", str(n))
    vals, mask = values(fam, spec, n)
    labelled(root, name, fam, spec, n)
    check(("log scale" in texts(root, "x-label")[0]) == (n + 1 > 2000), f"{name}: log n axis beyond 2000 values")
    if n + 1 > 2000:
        buckets(root, vals, mask, name)
    else:
        points(root, fam, spec, vals, mask, name)

# --period: the certificate (or three periods, or 100 values) with the bands and the
# subtitle; the answer on stdout as without --plot.
for fam, spec, pre, per, last in [("octal", "0.137", 52, 34, 174), ("subtraction", "1,3,4", 0, 7, 99),
                                  ("octal", "0.77", 71, 12, 167)]:
    name = f"period-{fam}-{spec}"
    root, out = plot(name, fam, spec, "--period")
    check(out == f"preperiod {pre} period {per}\n", f"{name}: stdout {out!r}")
    labelled(root, name, fam, spec, last)
    bands(root, name, pre, per)
    sub = texts(root, "subtitle")
    check(len(sub) == 1 and f"preperiod {pre}, period {per}" in sub[0], f"{name}: subtitle {sub}")
    vals, mask = values(fam, spec, last)
    points(root, fam, spec, vals, mask, name)
# No period certified: the values examined, no bands.
root, out = plot("period-none", "octal", "0.77", "--period", "--max", "167")
check(out == "no period certified up to 167\n", "period-none: stdout")
check(not [e for e in root.iter(NS + "rect") if e.get("class") in ("preperiod", "period")], "period-none: no bands")
check(len(list(root.iter(NS + "circle"))) == 167, "period-none: the 167 values examined")
# A long preperiod: bucketed, the period band at the right.
root, out = plot("period-long", "octal", "0.56", "--period")
check(out == "preperiod 326640 period 144\n", "period-long: stdout")
check(texts(root, "period-label") == ["period 144"], "period-long: period label")

# Errors: --plot with --value, without a FILE, into a folder that does not exist.
for args, status, text in [
    (["octal", "0.77", "--value", "5", "--plot", "x.svg"], 2, "--plot goes with --upto or --period"),
    (["octal", "0.77", "--upto", "5", "--plot"], 2, "--plot needs a FILE"),
    (["octal", "0.77", "--upto", "5", "--plot", os.path.join(WORK, "no", "such", "dir.svg")], 1, "cannot write the plot"),
]:
    p = run(*args)
    check(p.returncode == status and text in p.stderr and p.stderr.count("\n") == 1, f"{args}: {p.returncode} {p.stderr!r}")

if failures:
    print("\n".join(failures[:40]))
    sys.exit(1)
print("grundy --plot: all checks passed")
