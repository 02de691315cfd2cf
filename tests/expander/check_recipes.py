"""Checks the programs of a Markdown page (docs/contest.md) the way a contest user runs
them: each ```cpp block with a main() is expanded by tools/sg-expand.py (reduced to what
it uses, --strict so that a fallback to the whole expansion fails), compiled alone
in an empty directory (no -I, no include path from the environment) and run; its output
must equal the ```text block that follows it on the page.

usage: check_recipes.py PAGE --expander TOOL --lib DIR --cxx COMPILER --work DIR"""

import argparse
import os
import re
import shutil
import subprocess
import sys

BLOCK_RE = re.compile(r"^```(\w*)\n(.*?)^```\s*$", re.S | re.M)


def programs(page_text):
    """(line number, source, expected output) for each program block on the page."""
    blocks = [(m.group(1), m.group(2), page_text.count("\n", 0, m.start()) + 1)
              for m in BLOCK_RE.finditer(page_text)]
    found = []
    for i, (lang, body, line) in enumerate(blocks):
        if lang != "cpp" or not re.search(r"\bint main\(", body):
            continue
        if i + 1 >= len(blocks) or blocks[i + 1][0] != "text":
            raise SystemExit(f"line {line}: a program block must be followed by a ```text block with its output")
        found.append((line, body, blocks[i + 1][1]))
    return found


def main():
    p = argparse.ArgumentParser()
    p.add_argument("page")
    p.add_argument("--expander", required=True)
    p.add_argument("--lib", required=True)
    p.add_argument("--cxx", required=True)
    p.add_argument("--work", required=True)
    args = p.parse_args()
    with open(args.page, encoding="utf-8") as f:
        progs = programs(f.read())
    if not progs:
        raise SystemExit(f"{args.page}: no program blocks found")
    env = {k: v for k, v in os.environ.items() if k not in ("CPATH", "CPLUS_INCLUDE_PATH")}
    failed = 0
    for line, source, want in progs:
        where = f"{os.path.basename(args.page)}:{line}"
        work = os.path.join(args.work, f"line{line}")
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        src = os.path.join(work, "recipe.cpp")
        with open(src, "w", encoding="utf-8") as f:
            f.write(source)
        build = os.path.join(work, "alone")  # holds nothing but the expanded file
        steps = [
            [sys.executable, args.expander, "--lib", args.lib, "--strip-comments", "--strict",
             "--cxx", args.cxx, src, "-o", os.path.join(build, "submit.cpp")],
            [args.cxx, "-std=c++20", "-O0", "-o", "recipe", "submit.cpp"],
        ]
        ok = True
        for cmd in steps:
            r = subprocess.run(cmd, capture_output=True, text=True, cwd=build if cmd[0] == args.cxx else work,
                               env=env)
            if r.returncode != 0:
                print(f"{where}: {os.path.basename(cmd[0])} failed:\n{r.stdout}{r.stderr}")
                ok = False
                break
        if ok:
            r = subprocess.run([os.path.join(build, "recipe")], capture_output=True, text=True, cwd=build)
            if r.returncode != 0 or r.stdout != want:
                print(f"{where}: exit status {r.returncode}, output\n{r.stdout}--- expected ---\n{want}{r.stderr}")
                ok = False
        print(f"{where}: {'ok' if ok else 'FAILED'}")
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
