#!/usr/bin/env python3
"""Writes the man page grundy.1 from the text of `grundy --help`, so the two never differ:
  grundy-man.py GRUNDY OUT
The usage lines become the SYNOPSIS, the option lines the OPTIONS, 'exit status:' the
EXIT STATUS; the subcommands (sum, play, ...) and the families are kept line for line."""
import subprocess
import sys

grundy, out_path = sys.argv[1], sys.argv[2]
help_text = subprocess.run([grundy, "--help"], capture_output=True, text=True, check=True).stdout
version = subprocess.run([grundy, "--version"], capture_output=True, text=True, check=True).stdout.split()[-1]


def esc(line):
    line = line.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + line if line.startswith((".", "'")) else line


def preformatted(lines):
    return [".nf"] + [esc(l) for l in lines] + [".fi"]


paragraphs, cur = [], []
for line in help_text.splitlines():
    if line.strip():
        cur.append(line)
    elif cur:
        paragraphs.append(cur)
        cur = []
if cur:
    paragraphs.append(cur)

synopsis, options, exit_status, commands, families = [], [], [], [], []
for p in paragraphs:
    if p[0].startswith("usage:"):
        synopsis = [l.replace("usage:", "", 1).strip() for l in p]
    elif p[0].startswith("  -"):
        for l in p:
            if l.startswith("  -"):
                tag, _, text = l.strip().partition("  ")
                options.append([tag.strip(), text.strip()])
            else:
                options[-1][1] += " " + l.strip()
    elif p[0].startswith("exit status:"):
        exit_status = [" ".join(l.strip() for l in p).replace("exit status:", "", 1).strip()]
    elif p[0].startswith("families:"):
        families = p[1:]
    else:
        commands += p

man = [
    f'.TH GRUNDY 1 "" "sg {version}" "User Commands"',
    ".nh",
    ".ad l",
    ".SH NAME",
    "grundy \\- explore the nim\\-sequences of impartial games, their periods, sums and plots",
    ".SH SYNOPSIS",
    *preformatted(synopsis),
    ".SH DESCRIPTION",
    "grundy computes the nim\\-sequence G(0), G(1), ... of a game family given by a SPEC,",
    "its certified period, or the value of one heap of any size below 2^64; answers sums of",
    "positions of several families with every winning move; and plays such a sum against",
    "the user. The answer goes to stdout (plain lines, or one JSON object with",
    "\\fB\\-\\-format json\\fR), progress and errors to stderr.",
    ".SH OPTIONS",
]
for tag, text in options:
    man += [".TP", "\\fB" + esc(tag) + "\\fR", esc(text)]
man += [".SH COMMANDS", *preformatted(commands)]
man += [".SH FAMILIES", *preformatted(families)]
man += [".SH \"EXIT STATUS\"", *[esc(l) for l in exit_status]]
man += [".SH \"SEE ALSO\"", "The sg documentation, docs/grundy\\-cli.md (options, output formats, the JSON schema)."]
with open(out_path, "w", encoding="utf-8") as f:
    f.write("\n".join(man) + "\n")
