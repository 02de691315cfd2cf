"""The size rule of docs/design.md: no class over 300 lines and no function over 80 in
include/ and tools/, but the classes and functions its section "Exceptions to the size
rule" names (a list item starting with `name` (class, ...) or `name` (function, ...)).

* include/sg: every class and function defined in the headers, from clang's JSON
  syntax tree of one translation unit that includes them all (a definition's lines run
  from its first token to its closing brace);
* tools/*.py: classes and functions, from Python's own syntax tree;
* tools/grundy/*.cpp, *.hpp: the classes and functions at namespace or class scope,
  found by their braces (comments and literals skipped).

Fails on a definition over its limit that the list does not name, and on a name in the
list that is no longer over.

usage: sizes.py ROOT CLANGXX"""

import ast
import glob
import os
import re
import sys

CLASS_LIMIT, FUNCTION_LIMIT = 300, 80
CXX_KINDS = {"CXXRecordDecl": "class", "FunctionDecl": "function", "CXXMethodDecl": "function",
             "CXXConstructorDecl": "function", "CXXDestructorDecl": "function",
             "CXXConversionDecl": "function"}


def over(kind, lines):
    return lines > (CLASS_LIMIT if kind == "class" else FUNCTION_LIMIT)


def header_sizes(root, clangxx):
    """{(kind, name, file): lines} of the definitions in include/sg."""
    include = os.path.join(root, "include")
    headers = sorted(os.path.relpath(p, include) for p in glob.glob(os.path.join(include, "sg", "**", "*.hpp"),
                                                                     recursive=True))
    # The standard headers they include (every <name> not sg's) are precompiled, as the
    # expander's reduction does: the dump then leaves out their declarations, and the
    # check runs four times faster.
    std = sorted({m for h in headers for m in re.findall(r"^\s*#\s*include\s*<([^>]+)>",
                                                          open(os.path.join(include, h), encoding="utf-8").read(),
                                                          re.M) if not m.startswith("sg")})
    sys.path.insert(0, os.path.join(root, "tools"))
    from sg_reduce import ReduceError, clang_dump
    try:
        dump, _ = clang_dump("".join(f"#include <{h}>\n" for h in headers if "/detail/query_shapes" not in h),
                             std, clangxx, ["-I", include])
    except ReduceError as e:
        sys.exit(f"sizes.py: {e}")
    # A location leaves out its file and line where they equal the previous location's,
    # in the order the dump writes them: so they are read in that order.
    state = {"file": None, "line": None}

    def where(loc):
        if not loc:
            return None
        if "spellingLoc" in loc or "expansionLoc" in loc:
            a, b = where(loc.get("spellingLoc")), where(loc.get("expansionLoc"))
            return b or a
        if "file" in loc:
            state["file"] = loc["file"]
        if "line" in loc:
            state["line"] = loc["line"]
        return (state["file"], state["line"]) if "offset" in loc else None

    sizes = {}
    prefix = os.path.join(include, "sg") + os.sep
    stack = [dump]
    while stack:
        node = stack.pop()
        where(node.get("loc"))
        rng = node.get("range", {})
        begin, end = where(rng.get("begin")), where(rng.get("end"))
        kind = CXX_KINDS.get(node.get("kind"))
        if kind and begin and end and begin[0] == end[0] and (begin[0] or "").startswith(prefix) \
                and not node.get("isImplicit"):
            inner = node.get("inner", ()) or ()
            defined = node.get("completeDefinition") if kind == "class" else \
                any(c.get("kind") == "CompoundStmt" for c in inner)
            if defined and node.get("name"):
                key = (kind, node["name"], os.path.relpath(begin[0], root))
                sizes[key] = max(sizes.get(key, 0), end[1] - begin[1] + 1)
        stack.extend(reversed([c for c in node.get("inner", ()) or () if isinstance(c, dict)]))
    return sizes


def python_sizes(root):
    sizes = {}
    for path in sorted(glob.glob(os.path.join(root, "tools", "*.py"))):
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
                kind = "class" if isinstance(node, ast.ClassDef) else "function"
                key = (kind, node.name, os.path.relpath(path, root))
                sizes[key] = max(sizes.get(key, 0), node.end_lineno - node.lineno + 1)
    return sizes


TOKEN_RE = re.compile(r'//[^\n]*|/\*.*?\*/|R"([^(]*)\(.*?\)\1"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
CLASS_RE = re.compile(r"\b(?:class|struct|union)\s+(\w+)[^;{}()]*(?:\([^;{}]*\))?[^;{}()]*$")
FUNCTION_RE = re.compile(r"(~?\w+)\s*(?:<[^;{}]*>)?\s*\([^;{}]*\)[\w\s&*:<>,()\->=\[\]]*$")
def without_template_heads(head):
    """The text with each `template <...>` taken out (its parameters are not a class)."""
    out, i = [], 0
    for m in re.finditer(r"\btemplate\s*<", head):
        if m.start() < i:
            continue
        out.append(head[i:m.start()])
        depth, j = 1, m.end()
        while j < len(head) and depth:
            depth += {"<": 1, ">": -1}.get(head[j], 0)
            j += 1
        i = j
    return "".join(out) + head[i:]


CONTROL = {"if", "for", "while", "switch", "catch", "return", "sizeof", "decltype", "requires", "noexcept"}


def cpp_sizes(root):
    """Classes and functions of tools/grundy by their braces: a '{' opens a class when the
    text since the last ';', '{' or '}' declares one, a function when it ends a
    parameter list (qualifiers and a trailing return type allowed), each only at
    namespace or class scope."""
    sizes = {}
    for path in sorted(glob.glob(os.path.join(root, "tools", "grundy", "*.[ch]pp"))):
        raw = open(path, encoding="utf-8").read()
        text = TOKEN_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), raw)
        stack = []  # (kind, name, line) per open brace; kind in namespace/class/function/block
        last = 0
        for i, c in enumerate(text):
            if c not in "{};":
                continue
            head = text[last:i]
            last = i + 1
            if c == ";":
                continue
            line = text.count("\n", 0, i) + 1
            if c == "}":
                if stack:
                    kind, name, start = stack.pop()
                    if kind in ("class", "function"):
                        key = (kind, name, os.path.relpath(path, root))
                        sizes[key] = max(sizes.get(key, 0), line - start + 1)
                continue
            scope = stack[-1][0] if stack else "namespace"
            kind, name = "block", ""
            if scope in ("namespace", "class"):
                bare = without_template_heads(head)
                m = CLASS_RE.search(bare)
                f = FUNCTION_RE.search(bare)
                if re.search(r"\bnamespace\b", head) or re.search(r'extern\s+"C"', head):
                    kind = "namespace"
                elif m and "=" not in bare:
                    kind, name = "class", m.group(1)
                elif f and f.group(1) not in CONTROL:
                    kind, name = "function", f.group(1)
            first = i - len(head) + (len(head) - len(head.lstrip()))
            stack.append((kind, name, text.count("\n", 0, first) + 1))
    return sizes


def exceptions(root):
    """{(kind, name)} named by the section of docs/design.md."""
    text = open(os.path.join(root, "docs", "design.md"), encoding="utf-8").read()
    section = text.split("### Exceptions to the size rule", 1)
    if len(section) != 2:
        sys.exit("sizes.py: docs/design.md has no section 'Exceptions to the size rule'")
    body = re.split(r"\n#", section[1], maxsplit=1)[0]
    return {(kind, name) for name, kind in re.findall(r"^- `([\w~]+)` \((class|function)\b", body, re.M)}


def main():
    root, clangxx = sys.argv[1], sys.argv[2]
    sizes = {}
    for part in (header_sizes(root, clangxx), python_sizes(root), cpp_sizes(root)):
        sizes.update(part)
    listed = exceptions(root)
    errors = []
    over_names = set()
    for (kind, name, path), lines in sorted(sizes.items()):
        if over(kind, lines):
            over_names.add((kind, name))
            if (kind, name) not in listed:
                errors.append(f"{path}: {kind} {name} has {lines} lines (limit "
                              f"{CLASS_LIMIT if kind == 'class' else FUNCTION_LIMIT}) and is not in docs/design.md's "
                              "Exceptions to the size rule")
    for kind, name in sorted(listed - over_names):
        errors.append(f"docs/design.md: the exception {kind} {name} is no longer over its limit: take it out")
    for e in errors:
        print(e)
    counts = {k: sum(1 for key in sizes if key[0] == k) for k in ("class", "function")}
    print(f"{counts['class']} classes and {counts['function']} functions measured, {len(over_names)} over the "
          f"limits, {len(errors)} problems: {'ok' if not errors else 'FAILED'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
