#!/usr/bin/env python3
"""The man page grundy.1 says what `grundy --help` says: every usage line, option, command
and family line of the help appears in the page (read as roff, and as groff renders it
when groff is installed, which must also give no warning).
Usage: check_man.py GRUNDY MANPAGE"""
import re
import shutil
import subprocess
import sys

grundy, page = sys.argv[1], sys.argv[2]
help_text = subprocess.run([grundy, "--help"], capture_output=True, text=True, check=True).stdout
roff = open(page, encoding="utf-8").read()
failures = []


def norm(text):
    return " ".join(text.split())


# The items of the help: each line, an option line with its continuation lines.
items = []
for line in help_text.splitlines():
    if not line.strip() or line == "families:":  # the heading of FAMILIES
        continue
    if line.startswith("                  ") and items:  # continuation of an option
        items[-1] += " " + line.strip()
    else:
        items.append(line.replace("usage:", "", 1).replace("exit status:", "", 1))
items = [norm(i) for i in items]
# exit status spans two lines: compare it as one item.
exit_lines = [l for l in help_text.split("\n\n") if l.startswith("exit status:")]

for section in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "FAMILIES", '"EXIT STATUS"'):
    if f"\n.SH {section}\n" not in roff:
        failures.append(f"no section {section}")
if not roff.startswith(".TH GRUNDY 1 "):
    failures.append("no .TH GRUNDY 1 header")

# As roff: the text lines without the macros and escapes.
text = "\n".join(l for l in roff.splitlines() if not re.match(r"\.[A-Za-z]", l))
text = text.replace("\\-", "-").replace("\\e", "\\").replace("\\&", "").replace("\\fB", "").replace("\\fR", "")
plain = norm(text)


def contains(hay, how):
    for i in items:
        if i not in hay:
            failures.append(f"{how}: help line not in the man page: {i!r}")
    for e in exit_lines:
        if norm(e.replace("exit status:", "", 1)) not in hay:
            failures.append(f"{how}: exit status text not in the man page")


contains(plain, "roff")

groff = shutil.which("groff")
if groff:
    warn = subprocess.run([groff, "-man", "-Tascii", "-ww", "-z", page], capture_output=True, text=True)
    if warn.returncode != 0 or warn.stderr.strip():
        failures.append(f"groff warns: {warn.stderr.strip()}")
    shown = subprocess.run([groff, "-man", "-Tascii", "-P-cbou", "-rLL=200n", page], capture_output=True,
                           text=True).stdout
    contains(norm(shown), "groff")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"grundy.1: {len(items)} help lines found" + (" (rendered by groff too)" if groff else ""))
