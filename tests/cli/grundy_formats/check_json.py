#!/usr/bin/env python3
"""grundy --format json: every family command and sum give one JSON object on stdout that
parses, follows the schema of docs/grundy-cli.md, and says what the plain format says.
Usage: check_json.py GRUNDY"""
import json
import subprocess
import sys

GRUNDY = sys.argv[1]
failures = []


def run(*args):
    p = subprocess.run([GRUNDY, *args], capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


def check(cond, what):
    if not cond:
        failures.append(what)


def as_json(args):
    status, out, err = run(*args, "--format", "json")
    lines = out.splitlines()
    check(len(lines) == 1, f"{args}: one line of JSON, got {len(lines)}")
    doc = json.loads(out)
    check(doc["status"] == status, f"{args}: status {doc['status']} in the JSON, exit {status}")
    check(isinstance(doc["timings"]["seconds"], (int, float)) and doc["timings"]["seconds"] >= 0,
          f"{args}: timings.seconds")
    # The plain format of the same command exits with the same status.
    plain_status, plain, _ = run(*args)
    check(plain_status == status, f"{args}: plain exit {plain_status}, json exit {status}")
    return doc, plain


def family_common(doc, args, mode):
    check(doc["command"] == args[0] and doc["family"] == args[0], f"{args}: command/family")
    check(doc["spec"] == args[1], f"{args}: spec")
    check(doc["request"]["mode"] == mode, f"{args}: request.mode")
    check("time_limit" in doc["request"], f"{args}: request.time_limit")


UPTO = [
    ("subtraction", "1,3,4", 20), ("subtraction", "all-but:1", 15), ("subtraction", "powers-of-two", 12),
    ("subtraction", "1-5,8", 0), ("octal", "0.137", 60), ("octal", "0.77", 100), ("octal", "4.7", 10),
    ("octal", "0.3F", 30),
]
for fam, spec, n in UPTO:
    args = [fam, spec, "--upto", str(n), "--quiet"]
    doc, plain = as_json(args)
    family_common(doc, args, "upto")
    check(doc["request"]["n"] == n, f"{args}: request.n")
    vals = doc["answer"]["values"]
    check(len(vals) == n + 1, f"{args}: {len(vals)} values")
    check(" ".join(map(str, vals)) + "\n" == plain, f"{args}: values differ from the plain line")
    if fam == "octal":
        check(isinstance(doc["answer"]["rare_mask"], int), f"{args}: rare_mask")
    else:
        check("rare_mask" not in doc["answer"], f"{args}: rare_mask only for octal")

PERIOD = [
    ("subtraction", "1,3,4", []), ("subtraction", "all-but:1,2", []), ("subtraction", "all-but:2,3", []),
    ("subtraction", "2,5,6", ["--max", "10"]), ("octal", "0.137", []), ("octal", "0.77", ["--max", "168"]),
    ("octal", "0.77", ["--max", "167"]), ("octal", "4.7", []),
]
for fam, spec, extra in PERIOD:
    args = [fam, spec, "--period", *extra]
    doc, plain = as_json(args)
    family_common(doc, args, "period")
    a = doc["answer"]
    check(doc["request"]["max"] == (int(extra[1]) if extra else None), f"{args}: request.max")
    check(a["stopped"] is False and doc["time_limit_reached"] is None, f"{args}: not stopped")
    if a["periodic"]:
        line = f"preperiod {a['preperiod']} period {a['period']}"
        if a["saltus"]:
            line += f" saltus {a['saltus']}"
        check(line + "\n" == plain, f"{args}: '{line}' against plain '{plain.strip()}'")
        check(len(a["values"]) == a["preperiod"] + a["period"], f"{args}: values G(0) .. G(P + Q - 1)")
        # The values are those of --upto, and the certificate covers at least P + Q of them.
        _, upto, _ = run(fam, spec, "--upto", str(len(a["values"]) - 1))
        check(" ".join(map(str, a["values"])) + "\n" == upto, f"{args}: period values against --upto")
        end = a["certificate_end"]
        check(end is None or end >= a["preperiod"] + a["period"], f"{args}: certificate_end {end}")
        if fam == "octal":
            check(end is not None, f"{args}: octal gives its certificate")
    else:
        check(plain == f"no period certified up to {a['examined']}\n", f"{args}: examined {a['examined']}")
        check(doc["status"] == 3, f"{args}: status 3")
# Octal: the certificate of 0.77 is the 168 values of the periodicity theorem.
doc, _ = as_json(["octal", "0.77", "--period"])
check(doc["answer"]["certificate_end"] == 168, f"0.77: certificate_end {doc['answer']['certificate_end']}")

VALUE = [
    ("subtraction", "1,3,4", "18446744073709551615"), ("subtraction", "all-but:1", "18446744073709551615"),
    ("subtraction", "primes", "1000"), ("octal", "0.77", "18446744073709551615"), ("octal", "0.6", "11"),
]
for fam, spec, n in VALUE:
    args = [fam, spec, "--value", n]
    doc, plain = as_json(args)
    family_common(doc, args, "value")
    check(doc["request"]["n"] == int(n), f"{args}: request.n (64-bit)")
    check(f"{doc['answer']['value']}\n" == plain, f"{args}: value")

SUMS = [
    ["sum", "octal 0.77 7", "nim 3"], ["sum", "wythoff 5 5", "nim 2"], ["sum", "nim 3", "octal 0.77 3"],
    ["sum", "subtraction 1,3,4 9", "subtraction all-but:1 6"], ["sum", "octal 0.137 10", "octal 0.137 4"],
]
for args in SUMS:
    doc, plain = as_json(args)
    check(doc["command"] == "sum", f"{args}: command")
    check([p["text"] for p in doc["parts"]] == args[1:], f"{args}: parts")
    check([p["part"] for p in doc["parts"]] == list(range(1, len(args))), f"{args}: part numbers")
    a = doc["answer"]
    lines = [f"value {a['value']}", a["outcome"]] + [f"{m['part']}: {m['text']}" for m in a["winning_moves"]]
    check("\n".join(lines) + "\n" == plain, f"{args}: JSON against plain:\n{plain}")
    check(a["count"] == len(a["winning_moves"]), f"{args}: count")
    check((a["value"] != 0) == (a["outcome"] == "win"), f"{args}: outcome")
    for m in a["winning_moves"]:
        if args[m["part"]].startswith("wythoff"):
            check(m["text"] == f"{m['to'][0]} {m['to'][1]}", f"{args}: Wythoff move {m}")
        else:
            check(m["text"] == ("+".join(map(str, m["to"])) or "0"), f"{args}: heap move {m}")
    doc, plain = as_json(args + ["--count"])
    check(doc["request"]["count"] is True and f"{doc['answer']['count']}\n" == plain, f"{args} --count")

# --format anywhere, once; plain is the default; bad values and commands without JSON
# are one line on stderr, exit status 2, nothing on stdout.
status, out, _ = run("--format", "json", "octal", "0.77", "--upto", "3")
check(status == 0 and json.loads(out)["answer"]["values"] == [0, 1, 2, 3], "--format before the family")
status, out, _ = run("octal", "0.77", "--upto", "3", "--format", "plain")
check(status == 0 and out == "0 1 2 3\n", "--format plain")
for args, text in [
    (["octal", "0.77", "--upto", "3", "--format", "xml"], "--format needs plain or json"),
    (["octal", "0.77", "--upto", "3", "--format"], "--format needs plain or json"),
    (["octal", "0.77", "--format", "json", "--upto", "3", "--format", "json"], "option --format given twice"),
    (["play", "nim 3", "--format", "json"], "play has no JSON form"),
    (["octal", "0.1x7", "--upto", "3", "--format", "json"], "not an octal or hexadecimal digit"),
]:
    status, out, err = run(*args)
    check(status == 2 and out == "" and text in err and err.count("\n") == 1, f"{args}: {status} {out!r} {err!r}")
# Stopped by --time-limit: the JSON says how far it got, exit status 3. Officers (0.6)
# certifies no period within 2^22 values; the limit is looked at every 65536 values.
status, out, err = run("octal", "0.6", "--period", "--time-limit", "0.01", "--quiet", "--format", "json")
doc = json.loads(out)
check(status == 3 and doc["status"] == 3 and doc["answer"]["periodic"] is False and doc["answer"]["stopped"] is True
      and doc["time_limit_reached"]["values"] == doc["answer"]["examined"] and doc["request"]["time_limit"] == 0.01
      and "stopped by --time-limit" in err, f"time limit, --period: {out} {err}")
status, out, err = run("subtraction", "1,3,4", "--upto", "100000000", "--time-limit", "0.01", "--quiet", "--format",
                       "json")
doc = json.loads(out)
check(status == 3 and doc["status"] == 3 and doc["answer"] is None and doc["time_limit_reached"]["values"] > 0
      and "no answer yet" in err, f"time limit, --upto: {out[:200]} {err}")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("grundy --format json: all checks passed")
