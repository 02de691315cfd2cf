"""Checks the problem index and the Chinese pages (docs/problems.md, docs/zh/):

* every program in examples/ appears in docs/problems.md and docs/zh/problems.md, and
  every recipe of docs/contest.md is linked from docs/problems.md;
* every page of docs/zh/ links to its English original (docs/zh/README.md to the
  README, docs/zh/X.md to docs/X.md), and every relative link in it leads to a file
  (and to a heading of it, for a link with #anchor);
* the code in docs/zh/ is the code of the English pages: every fenced block of a
  docs/zh page equals a block of its English original or a whole compiled file
  (docs/examples/*.cpp, examples/*.cpp), and docs/zh/contest.md holds every recipe
  program of docs/contest.md (those are compiled and run by expander.recipes);
* the README links docs/zh/README.md in its first lines.

usage: check_docs.py ROOT"""

import glob
import os
import re
import sys
import unicodedata

BLOCK_RE = re.compile(r"^( *)```[^\n]*\n(.*?)^\1```\s*$", re.S | re.M)
LINK_RE = re.compile(r"\]\(([^)\s]+)\)")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def blocks(text):
    """The fenced code blocks of a page, each without the indentation of its fence."""
    out = []
    for m in BLOCK_RE.finditer(text):
        indent = len(m.group(1))
        lines = [line[indent:] if line[:indent].strip() == "" else line for line in m.group(2).split("\n")]
        out.append("\n".join(lines).rstrip())
    return out


def anchor(heading):
    """The anchor GitHub gives a heading."""
    out = []
    for ch in heading.strip().lower():
        if ch in " -":
            out.append("-")
        elif ch == "_" or unicodedata.category(ch)[0] in "LN":
            out.append(ch)
    return "".join(out)


def headings(text):
    """The anchors of the headings of a page (outside code blocks)."""
    text = BLOCK_RE.sub("", text)
    return {anchor(m.group(1)) for m in re.finditer(r"^#+ (.*)$", text, re.M)}


def recipes(contest_text):
    """(heading, program blocks) of each recipe: the ### sections under ## Recipes."""
    part = contest_text.split("\n## Recipes\n", 1)
    if len(part) != 2:
        raise SystemExit("docs/contest.md: no '## Recipes' section")
    body = part[1].split("\n## ", 1)[0]
    out = []
    for sec in re.split(r"^### ", body, flags=re.M)[1:]:
        title, _, rest = sec.partition("\n")
        progs = [b for b in blocks(rest) if re.search(r"\bint main\(", b)]
        out.append((title, progs))
    return out


def main():
    root = sys.argv[1]
    docs = os.path.join(root, "docs")
    zh = os.path.join(docs, "zh")
    errors = []

    examples = sorted(os.path.basename(p) for p in glob.glob(os.path.join(root, "examples", "*.cpp")))
    for page in ("problems.md", os.path.join("zh", "problems.md")):
        text = read(os.path.join(docs, page))
        for name in examples:
            if f"examples/{name}" not in text:
                errors.append(f"docs/{page}: examples/{name} is not listed")

    contest = read(os.path.join(docs, "contest.md"))
    problems = read(os.path.join(docs, "problems.md"))
    zh_contest = read(os.path.join(zh, "contest.md"))
    zh_contest_blocks = set(blocks(zh_contest))
    for title, progs in recipes(contest):
        if f"contest.md#{anchor(title)}" not in problems:
            errors.append(f"docs/problems.md: the recipe '{title}' (contest.md#{anchor(title)}) is not linked")
        for prog in progs:
            if prog not in zh_contest_blocks:
                errors.append(f"docs/zh/contest.md: the program of the recipe '{title}' is missing or differs")

    compiled = set()
    for pattern in ("docs/examples/*.cpp", "examples/*.cpp"):
        for p in glob.glob(os.path.join(root, pattern)):
            compiled.add(read(p).rstrip())

    pages = sorted(glob.glob(os.path.join(zh, "*.md")))
    if not pages:
        errors.append("docs/zh: no pages")
    for page in pages:
        name = os.path.basename(page)
        where = f"docs/zh/{name}"
        original = os.path.join(root, "README.md") if name == "README.md" else os.path.join(docs, name)
        if not os.path.exists(original):
            errors.append(f"{where}: no English original {os.path.relpath(original, root)}")
            continue
        text = read(page)
        targets = set()
        for link in LINK_RE.findall(text):
            if re.match(r"[a-z]+:", link) or link.startswith("#"):
                continue
            file_part, _, frag = link.partition("#")
            path = os.path.normpath(os.path.join(zh, file_part))
            if not os.path.exists(path):
                errors.append(f"{where}: the link {link} leads nowhere")
            elif frag and path.endswith(".md") and frag not in headings(read(path)):
                errors.append(f"{where}: the link {link}: no such heading in {os.path.relpath(path, root)}")
            targets.add(path)
        if os.path.normpath(original) not in targets:
            errors.append(f"{where}: no link to its English original {os.path.relpath(original, zh)}")
        english = set(blocks(read(original)))
        for i, b in enumerate(blocks(text), 1):
            if b not in english and b not in compiled:
                errors.append(f"{where}: code block {i} is neither a block of "
                              f"{os.path.relpath(original, root)} nor a compiled file:\n{b[:200]}")

    readme_head = "\n".join(read(os.path.join(root, "README.md")).splitlines()[:6])
    if "docs/zh/README.md" not in readme_head:
        errors.append("README.md: no link to docs/zh/README.md in its first lines")

    for e in errors:
        print(e)
    print(f"{len(examples)} examples, {len(pages)} Chinese pages: {'ok' if not errors else 'FAILED'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
