"""sg_reduce: which lines of an expanded program sg-expand.py may leave out.

The expanded program is parsed by clang (`-ast-dump=json`), with the standard headers
put in a precompiled header so that the dump holds only the program and sg. The dump
includes every template instantiation the program makes, with its names resolved, so
the uses it records are those of the compiled program, not of the source alone.

Declarations of sg become *units*: each declaration at namespace scope (function,
overload, class, alias, concept, variable; a variable template's instantiations, listed
beside it in the dump, are its text) and each member a class can lose (member
functions and their templates, nested types, static members, aliases). A unit is kept
when something kept refers to it, starting from the program's own code:
- references clang resolved (a call, a member, a type, a conversion, a destructor),
  attributed to the unit where the reference is written; instantiations carry the
  place of their template, so a use in any instantiation keeps the template's text;
- names of types, aliases and concepts written in a kept unit's text (string literals
  aside) or in the types clang deduced there (types are strings in the dump; there, not
  a name qualified by the standard library, as const_iterator in
  std::vector<int>::const_iterator): the type-like units of that name, a class
  template's partial and explicit specializations only where an instantiation was made
  from them;
- a kept class keeps what may be called without being named: constructors,
  destructor, operators, conversions, virtual and deleted members (not a class template
  that is only named, never made complete; nor a constructor other than default, copy
  and move that clang never marks used or referenced, in a class that keeps one of those);
- a declaration clang marks used that no code in the dump refers to (a hash or a
  comparison called from inside the standard library) is kept, but not a member the
  compiler declares or defaults (it is used where its class is, which names the class);
  a construction, which names no constructor in the dump, refers to the constructors
  of its class with its signature;
- the members, in kept classes, whose names a concept or a requires-expression asks
  for (what it checks is not resolved in the dump: no check may change its answer),
  but for names written after one of sg's namespaces and '::' (sg::outcome);
- in a template, the members of the class whose names a kept member calls unqualified
  where clang left a name unresolved (a template never instantiated does not resolve
  them, yet must parse), the member's own name in its declarator aside; the members
  whose names a member's text writes otherwise (a constant in a member's type)
  wherever it is written;
- of the declarations a name left to resolve in a template may find (the dump lists
  them all), those an instantiation chose (marked used or referenced), where the
  function it is written in is instantiated; all of them where it is not.
What is not a unit stays: data members, base classes, friends, using-directives,
preprocessor lines, and any declaration that shares a line with another or whose lines
are not whole (those are kept, with what they refer to).

Inside what stays, *cuts* remove text the compiled program cannot need (find_cuts):
static assertions, decided `if constexpr` tests with their untaken branches (and the
statements after one whose branch taken returns), and [[nodiscard]]. References
written in a cut do not keep anything. A second pass (declaration_cuts and
dormant_cuts, then keep_used again) replaces by `;` the bodies of member functions
kept only because a check asks for their names and never called, and the bodies of
class templates only named, never made complete: their declarations answer alike.

Standard headers that sg brought in are kept when the reduced text still names
something they declare (the table below); the caller checks the result by compiling it.
"""

import bisect
import functools
import json
import os
import re
import subprocess
import tempfile

IDENT_RE = re.compile(r"[A-Za-z_]\w*")
TEMPLATE_ARGS_RE = re.compile(r"<[^<>]*>")
CALL_RE = re.compile(r"\b([A-Za-z_]\w*)\s*[(<]")
QUALIFIED_RE = re.compile(r"\b([A-Za-z_]\w*)\s*(?:<[^<>;{}]*>\s*)?::\s*(?:template\s+)?([A-Za-z_]\w*)")
# Namespaces of the standard library a qualified name may start from.
STD_NAMESPACES = {"std", "ranges", "views", "chrono", "this_thread", "literals", "placeholders",
                  "execution", "numbers", "filesystem", "pmr", "regex_constants"}
LITERAL_RE = re.compile(r'"(?:\\.|[^"\\])*"')
# A name written after a namespace and '::' (sg::outcome), looked back from the name.
NAMESPACE_BEFORE_RE = re.compile(r"\b([A-Za-z_]\w*)\s*::\s*$")
ATTRS_RE = re.compile(r"^\s*(\[\[[^\]]*\]\]\s*)*$")


class ReduceError(Exception):
    """The analysis could not run (no clang, or clang refused the program)."""


# -- the dump ----------------------------------------------------------------------------


def clang_dump(text, includes, clang, flags=()):
    """The JSON AST of `text` (whose standard #include lines are blanked), with the
    headers `includes` precompiled (so the dump leaves out their declarations): the
    translation unit's node, and the path of the file parsed, which its locations name."""
    with tempfile.TemporaryDirectory(prefix="sg-reduce-") as work:
        header = os.path.join(work, "std.hpp")
        with open(header, "w", encoding="utf-8") as f:
            f.write("".join(f"#include <{h}>\n" for h in includes))
        pch = header + ".pch"
        source = os.path.join(work, "program.cpp")
        with open(source, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        base = [clang, "-std=c++20", *flags]
        try:
            r = subprocess.run([*base, "-x", "c++-header", header, "-o", pch], capture_output=True)
            if r.returncode != 0:
                raise ReduceError("clang could not precompile the standard headers: " + _first_error(r))
            r = subprocess.run([*base, "-fsyntax-only", "-Wno-everything", "-include-pch", pch,
                                "-Xclang", "-ast-dump=json", source], capture_output=True)
        except OSError as e:
            raise ReduceError(f"cannot run {clang}: {e.strerror}") from None
        if r.returncode != 0:
            raise ReduceError("clang could not parse the expanded program: " + _first_error(r))
        return json.loads(r.stdout), source


def _first_error(r):
    for line in r.stderr.decode(errors="replace").splitlines():
        if "error" in line:
            return line.strip()
    return f"exit status {r.returncode}"


def annotate(root, main):
    """Gives every node of the dump `_at` (the main-file offset where it is written, or
    None) and `_span` (begin and end offsets of a declaration, or None). The dump names
    a file only where it changes, so this reads it in the order it was written."""
    state = {"file": None}

    def read(loc):
        if not isinstance(loc, dict):
            return None
        if "spellingLoc" in loc or "expansionLoc" in loc:
            read(loc.get("spellingLoc"))
            return read(loc.get("expansionLoc"))  # a macro counts where it is used
        if "file" in loc:
            state["file"] = loc["file"]
        if "offset" not in loc or state["file"] != main:
            return None
        return loc["offset"], loc.get("tokLen", 1)

    def walk(node):
        if isinstance(node, list):
            for v in node:
                walk(v)
            return
        at = span = None
        for key, value in node.items():
            if key == "loc":
                at = read(value)
            elif key == "range":
                b, e = read(value.get("begin")), read(value.get("end"))
                if b and e:
                    span = (b[0], e[0] + e[1])
            elif isinstance(value, (dict, list)):
                walk(value)
        node["_at"] = at[0] if at else (span[0] if span else None)
        node["_span"] = span

    walk(root)


# -- units -------------------------------------------------------------------------------

TYPE_KINDS = {"CXXRecordDecl", "ClassTemplateDecl", "ClassTemplatePartialSpecializationDecl",
              "ClassTemplateSpecializationDecl", "TypeAliasDecl", "TypedefDecl",
              "TypeAliasTemplateDecl", "EnumDecl", "ConceptDecl"}
CLASS_KINDS = {"CXXRecordDecl", "ClassTemplateDecl", "ClassTemplatePartialSpecializationDecl",
               "ClassTemplateSpecializationDecl"}
# Members a class can lose; the rest (data members, friends, access specifiers, static
# assertions, using-declarations) stay with it, as part of its text.
MEMBER_KINDS = {"CXXMethodDecl", "FunctionTemplateDecl", "CXXRecordDecl", "ClassTemplateDecl",
                "ClassTemplatePartialSpecializationDecl", "TypeAliasDecl", "TypedefDecl",
                "TypeAliasTemplateDecl", "VarDecl", "VarTemplateDecl", "EnumDecl",
                "CXXConstructorDecl", "CXXDestructorDecl", "CXXConversionDecl"}
# Called without being named: kept whenever their class is.
IMPLICIT_KINDS = {"CXXConstructorDecl", "CXXDestructorDecl", "CXXConversionDecl"}
FUNCTION_KINDS = {"CXXMethodDecl", "FunctionDecl", "CXXConstructorDecl", "CXXDestructorDecl",
                  "CXXConversionDecl"}
PARAM_KINDS = {"TemplateTypeParmDecl", "NonTypeTemplateParmDecl", "TemplateTemplateParmDecl"}


def templated(node):
    """For a template, the declaration it makes (the class, function, alias); else node."""
    kind = node.get("kind", "")
    if kind.endswith("TemplateDecl") and kind != "BuiltinTemplateDecl":
        for child in node.get("inner", ()):
            if child.get("kind") not in PARAM_KINDS and child.get("name") == node.get("name") \
                    and child.get("kind", "").endswith("Decl"):
                return child
    return node


class Unit:
    def __init__(self, node, first, last, parent):
        self.node = node
        self.body = templated(node)
        self.kind = self.body.get("kind", node.get("kind"))
        self.name = node.get("name", "")
        self.first, self.last = first, last  # its lines, whole
        self.parent = parent  # the class unit it is a member of, or None
        self.children = []
        self.removable = True
        self.always = False  # kept whenever its class is (or always, at namespace scope)
        self.plain_ctor = False  # a constructor neither default, copy, move nor deleted
        self.refs = set()  # units it refers to (resolved by clang)
        self.names = set()  # identifiers written in it or in its deduced types
        self.kept = False

    @property
    def specialization(self):
        return self.node.get("kind") in ("ClassTemplatePartialSpecializationDecl",
                                         "ClassTemplateSpecializationDecl")

    @property
    def typelike(self):
        return self.kind in TYPE_KINDS or self.node.get("kind") in TYPE_KINDS


class Program:
    """The expanded program: its lines, which of them are sg's, and its units."""

    def __init__(self, lines, is_sg):
        # clang counts offsets in bytes.
        self.lines = [line.encode("utf-8", "surrogateescape") for line in lines]
        self.is_sg = is_sg  # per line: does it come from an sg header
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line) + 1)
        self.units = []
        self.unit_at = [None] * len(lines)  # the innermost unit holding each line

    def text_between(self, begin, end):
        first, last = self.line_of(begin), self.line_of(end)
        raw = b"\n".join(self.lines[first: last + 1])
        return raw[begin - self.starts[first]: end - self.starts[first]].decode(errors="replace")

    def line_of(self, offset):
        return bisect.bisect_right(self.starts, offset) - 1

    def find_units(self, top):
        for node in top:
            self._scope(node)
        for u in sorted(self.units, key=lambda u: (u.first, -u.last)):  # outer ones first
            for i in range(u.first, u.last + 1):
                self.unit_at[i] = u
        # Two declarations on one line cannot be told apart: both stay. Those a macro
        # makes on the lines of its invocation go together.
        for u in self.units:
            for i in (u.first, u.last):
                holder = self.unit_at[i]
                if holder is None or _inside(u, holder) or _same_lines(holder, u):
                    continue  # u itself, or a member on its lines (which stays with it)
                u.removable = holder.removable = False

    def _scope(self, node):
        kind = node.get("kind", "")
        if kind in ("NamespaceDecl", "LinkageSpecDecl", "TranslationUnitDecl"):
            inner = node.get("inner", ())
            # A variable template's instantiations are listed beside it, at its place:
            # they are its text, not declarations of their own.
            made = {templated(c).get("_at") for c in inner if c.get("kind") == "VarTemplateDecl"}
            for child in inner:
                if child.get("kind") != "VarTemplateSpecializationDecl" or child.get("_at") not in made:
                    self._scope(child)
            return
        if node.get("isImplicit") or node.get("_span") is None:
            return
        if not self.is_sg[self.line_of(node["_span"][0])]:
            return  # the program's own code
        self._unit(node, None)

    def _unit(self, node, parent):
        first = self.line_of(node["_span"][0])
        last = self.line_of(node["_span"][1] - 1)
        u = Unit(node, first, last, parent)
        if parent is not None:
            parent.children.append(u)
        # Whole lines only: before it, indentation and attributes; after it, an optional
        # semicolon and a comment.
        before = self.lines[first][: node["_span"][0] - self.starts[first]].decode(errors="replace")
        after = self.lines[last][node["_span"][1] - self.starts[last]:].decode(errors="replace").strip()
        if after.startswith("("):  # made by a macro: its invocation's lines, to the closing ')'
            while _after_parens(after) is None and u.last + 1 < len(self.lines):
                u.last += 1
                after += " " + self.lines[u.last].decode(errors="replace").strip()
            after = _after_parens(after) or ""
        if after.startswith(";"):
            after = after[1:].strip()
        if not ATTRS_RE.match(before) or (after and not after.startswith("//")):
            u.removable = False
        own = [line.decode(errors="replace") for line in self.lines[first: u.last + 1]]
        if any(re.match(r"^\s*#\s*define\b", line) for line in own) or not _balanced(own):
            u.removable = False
        body = u.body
        if parent is not None:
            u.plain_ctor = u.kind == "CXXConstructorDecl" and not body.get("explicitlyDeleted") and \
                not _special_ctor(body, parent.name)
            u.always = (u.kind in IMPLICIT_KINDS or u.name.startswith("operator")
                        or body.get("virtual") or body.get("pure") or body.get("explicitlyDeleted")
                        or _has_attr(body, ("OverrideAttr", "FinalAttr")))
        else:
            u.always = bool(body.get("explicitlyDeleted")) or u.kind in (
                "UsingDirectiveDecl", "NamespaceAliasDecl", "FriendDecl")
            if u.kind == "StaticAssertDecl":
                u.always = False  # a check, not part of the program: it goes with its names
        self.units.append(u)
        if u.kind in CLASS_KINDS:
            for child in body.get("inner", ()):
                if child.get("kind") in MEMBER_KINDS and not child.get("isImplicit") and \
                        child.get("_span") is not None:
                    self._unit(child, u)
        return u


def _special_ctor(ctor, cls):
    """Is the constructor `ctor` (a node) a default, copy or move constructor of class
    `cls` (by its parameter types)?"""
    params = [c for c in ctor.get("inner", ()) if c.get("kind") == "ParmVarDecl"]
    if not params or params[0].get("init"):
        return True  # every parameter has a default
    if len(params) > 1 and not params[1].get("init"):
        return False
    t = params[0].get("type", {}).get("qualType", "")
    return re.fullmatch(r"(const\s+)?(volatile\s+)?" + re.escape(cls) + r"(<.*>)?\s*&{1,2}", t) is not None


def _class_name(spelled):
    """The class's own name in a type as the dump spells it: `sg::nimber_array::const_iterator`
    and `const take_or_split_candidate<unsigned char>` give const_iterator and
    take_or_split_candidate."""
    previous = None
    while previous != spelled:
        previous, spelled = spelled, TEMPLATE_ARGS_RE.sub("", spelled)
    return spelled.split("::")[-1].replace("const ", "").replace("volatile ", "").strip()


@functools.lru_cache(maxsize=None)  # a dump spells the same few thousand types again and again
def _type_names(spelled):
    """The names in a type as the dump spells it, but those of the standard library's own
    members: in `std::vector<run>::const_iterator`, run and vector, not const_iterator
    (a member of std::vector, not of a class of sg that has one of that name)."""
    out = set()
    for m in IDENT_RE.finditer(spelled):
        i = m.start()
        head = m.group(0)
        while spelled.endswith("::", 0, i):  # back over `Scope<args>::` to the head of the name
            i -= 2
            depth = 0
            while i > 0 and (depth or spelled[i - 1] == ">"):
                i -= 1
                depth += {">": 1, "<": -1}.get(spelled[i], 0)
            start = i
            while start > 0 and (spelled[start - 1].isalnum() or spelled[start - 1] == "_"):
                start -= 1
            head, i = spelled[start:i], start
        if head == m.group(0) or head not in STD_NAMESPACES:
            out.add(m.group(0))
    return frozenset(out)


def _same_lines(a, b):
    return a is not None and (a.first, a.last, a.parent) == (b.first, b.last, b.parent)


def _after_parens(text):
    """What follows the parenthesised group text starts with, or None if it is not closed."""
    depth = 0
    for i, c in enumerate(text):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth == 0:
            return text[i + 1:].strip()
    return None


def _inside(outer, inner):
    """Is `inner` `outer` or a member of it (at any depth)?"""
    while inner is not None:
        if inner is outer:
            return True
        inner = inner.parent
    return False


def _has_attr(node, kinds):
    return any(c.get("kind") in kinds for c in node.get("inner", ()))


def _balanced(lines):
    depth = 0
    for line in lines:
        m = re.match(r"^\s*#\s*(if|ifdef|ifndef|endif)\b", line)
        if m:
            depth += -1 if m.group(1) == "endif" else 1
            if depth < 0:
                return False
    return depth == 0


# -- text inside kept declarations -------------------------------------------------------

# The attribute that only serves warnings ([[likely]] and [[unlikely]] stay: they shape
# the code the compiler makes).
ATTR_CUT_RE = re.compile(rb"\[\[\s*nodiscard\b[^\]]*\]\]\s*")
LITERAL_BYTES_RE = re.compile(rb'"(?:\\.|[^"\\])*"' + rb"|'(?:\\.|[^'\\])*'")
# Statements a branch may be unwrapped from, and lists a statement may be removed from.
BLOCK_KINDS = {"CompoundStmt"}
SCOPE_KINDS = {"TranslationUnitDecl", "NamespaceDecl", "LinkageSpecDecl", "CXXRecordDecl",
               "ClassTemplateSpecializationDecl", "ClassTemplatePartialSpecializationDecl"}


def _in_macro(node):
    rng = node.get("range", {})
    return any(isinstance(rng.get(k), dict) and ("spellingLoc" in rng[k] or "expansionLoc" in rng[k])
               for k in ("begin", "end"))


def find_cuts(program, code):
    """Byte ranges of the program's text that the compiled program does not need, inside
    the declarations of sg that stay:
    - static assertions: the program compiled with them, so they hold;
    - an `if constexpr` whose test has one value in every instantiation clang made (and in
      every copy not yet instantiated whose test is not dependent): the test and the
      branch never taken go, and the braces of the branch taken where they hold no
      declaration and the statement stands in a block;
    - the attribute [[nodiscard]].
    Only sg's own text, never inside a macro. `code` holds the lines with comments blanked.
    Call find_cut_nodes first (with the dump). A list of groups, each a list of ranges
    that go together or not at all (see merge_cuts)."""
    groups = list(program.node_cuts)
    for i, line in enumerate(code):
        if not program.is_sg[i]:
            continue
        raw = line.encode("utf-8", "surrogateescape")
        masked = LITERAL_BYTES_RE.sub(lambda m: b"x" * len(m.group(0)), raw)
        for m in ATTR_CUT_RE.finditer(masked):
            groups.append([(program.starts[i] + m.start(), program.starts[i] + m.end())])
    return groups


def merge_cuts(groups):
    """The ranges of the groups, sorted, one inside another merged into the outer one. A
    range is (begin, end), or (begin, end, text) for one whose text is put in its place
    (an outer range's text wins)."""
    out = []
    for r in sorted((r for g in groups for r in g), key=lambda r: (r[0], -r[1])):
        if out and r[0] < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], r[1]), *out[-1][2:])
        else:
            out.append(tuple(r))
    return out


def cut_columns(program, cuts):
    """The cuts as byte columns of each line they touch: {line: [(start, end), ...]}, with
    a cut's replacement text, if any, as a third item on its first line."""
    cols = {}
    for b, e, *text in cuts:
        first, last = program.line_of(b), program.line_of(e - 1)
        for i in range(first, last + 1):
            start = max(b, program.starts[i]) - program.starts[i]
            end = min(e, program.starts[i] + len(program.lines[i])) - program.starts[i]
            if end > start:
                cols.setdefault(i, []).append((start, end, *(text if i == first else ())))
    return cols


def edit_line(line, cols, blank=False):
    """`line` (text) without the byte columns `cols` (their replacement text put in), or
    with them blanked."""
    raw = line.encode("utf-8", "surrogateescape")
    out, at = [], 0
    for start, end, *text in cols:
        out.append(raw[at:start])
        if blank:
            out.append(b" " * (end - start))
        elif text:
            out.append(text[0].encode("utf-8"))
        at = end
    out.append(raw[at:])
    return b"".join(out).decode("utf-8", "surrogateescape")


def _indent(line):
    return len(line) - len(line.lstrip(b" "))


def _dedent(program, b, first, last):
    """Cuts that move lines first..last left to the column of the statement starting at
    offset b (the `if` whose test goes), as far as their own indentation allows."""
    if first > last:
        return []
    row = program.line_of(b)
    at = program.lines[row]
    col = b - program.starts[row]
    if at[:col].strip():
        return []  # the statement does not start its line
    body = [i for i in range(first, last + 1) if program.lines[i].strip()]
    if not body:
        return []
    shift = min(_indent(program.lines[i]) for i in body) - col
    if shift <= 0:
        return []
    return [(program.starts[i], program.starts[i] + shift) for i in body]


def _semicolon_after(text, end):
    """The offset after the ';' that follows `end` past blanks, or None."""
    j = end
    while j < len(text) and text[j:j + 1] in (b" ", b"\t", b"\n"):
        j += 1
    return j + 1 if text[j:j + 1] == b";" else None


def _sg_span(program, node):
    """The node's span where all of it is sg's text outside a macro, else None."""
    span = node.get("_span")
    if span is None or _in_macro(node):
        return None
    first, last = program.line_of(span[0]), program.line_of(span[1] - 1)
    if not all(program.is_sg[first: last + 1]):
        return None
    return span


def find_cut_nodes(program, top):
    """The cuts made of whole syntax (static assertions, `if constexpr`), into
    program.node_cuts."""
    text = b"\n".join(program.lines)
    ifs = {}  # begin offset -> [copies (node, parent kind)], decisions
    cuts = []
    stack = [(n, "TranslationUnitDecl", "", None) for n in reversed(top)]
    while stack:
        node, parent, grand, block = stack.pop()
        kind = node.get("kind", "")
        if kind == "StaticAssertDecl":
            span = _sg_span(program, node)
            if span:
                holder = grand if parent == "DeclStmt" else parent
                end = _semicolon_after(text, span[1]) if holder in BLOCK_KINDS | SCOPE_KINDS else None
                cuts.append([(span[0], end or span[1])])
            continue
        if kind == "IfStmt" and node.get("isConstexpr"):
            span = _sg_span(program, node)
            if span:
                entry = ifs.setdefault(span[0], [[], set()])
                entry[0].append((node, parent, block))
                cond = node["inner"][0] if node.get("inner") else {}
                if cond.get("kind") == "ConstantExpr" and cond.get("value") in ("true", "false"):
                    entry[1].add(cond["value"] == "true")
                else:
                    entry[1].add(None)  # dependent: a copy not instantiated
        stack.extend((c, kind, parent, node if kind in BLOCK_KINDS else None)
                     for c in reversed(node.get("inner", ())) if isinstance(c, dict))

    for copies, decided in ifs.values():
        decided.discard(None)
        if len(decided) != 1:
            continue
        node, parent, block = max(copies, key=lambda c: (c[0]["_span"][1], bool(c[0].get("hasElse"))))
        taken = decided.pop()
        group = _constexpr_if_cut(program, text, node, parent, taken)
        if group:
            cuts.append(group + _dead_tail(program, text, node, block, taken))
    program.node_cuts = cuts


def _constexpr_if_cut(program, text, node, parent, taken):
    """The cut of an `if constexpr` decided alike in every instantiation (`taken`: its
    condition): the test and the branch not taken go, the branch taken stays (dedented,
    without its braces where it is a block of plain statements), or the whole statement
    goes where nothing is kept. None where it cannot be cut."""
    if node.get("hasInit") or node.get("hasVar"):
        return None
    inner = node["inner"]
    then_node = inner[1]
    else_node = inner[2] if node.get("hasElse") else None
    kept = then_node if taken else else_node
    b, e = node["_span"]
    if kept is not None and kept.get("kind") == "DeclStmt" and \
            all(c.get("kind") == "StaticAssertDecl" for c in kept.get("inner", ())):
        kept = None  # a static assertion, which goes
    if kept is None:
        if parent not in BLOCK_KINDS:
            return None
        simple = then_node.get("kind") not in BLOCK_KINDS  # the whole statement, with the ';' of a simple one
        return [(b, (_semicolon_after(text, e) if simple else None) or e)]
    if kept.get("kind") == "DeclStmt" or kept.get("_span") is None or _in_macro(kept):
        return None
    kb, ke = kept["_span"]
    group = [(b, kb)]
    if taken and else_node is not None:
        # From the end of the branch taken (its ';' stays) to the end of the other.
        simple = then_node.get("kind") not in BLOCK_KINDS
        start = (_semicolon_after(text, ke) if simple else None) or ke
        end = (_semicolon_after(text, e) if else_node.get("kind") not in BLOCK_KINDS else None) or e
        group.append((start, end))
    first, last = program.line_of(kb), program.line_of(ke - 1)
    if kept.get("kind") in BLOCK_KINDS and parent in BLOCK_KINDS and \
            not any(c.get("kind") == "DeclStmt" for c in kept.get("inner", ())):
        group += [(kb, kb + 1), (ke - 1, ke)]
        first, last = first + 1, last - 1  # the lines inside the braces
    else:
        first += program.line_of(b) == first  # a branch on the line of `if` stays there
    return group + _dedent(program, b, first, last)


def _returns(stmt):
    """Does the statement (a node) end in a return?"""
    if stmt is not None and stmt.get("kind") in BLOCK_KINDS:
        stmt = (stmt.get("inner") or [None])[-1]
    return stmt is not None and stmt.get("kind") == "ReturnStmt"


def _dead_tail(program, text, node, block, taken):
    """After an `if constexpr` decided alike everywhere whose branch taken returns, the
    statements that follow it in its block are never reached: the range from the end of
    the statement to the block's closing brace, or nothing."""
    inner = node["inner"]
    kept = inner[1] if taken else (inner[2] if node.get("hasElse") else None)
    if block is None or not _returns(kept) or _sg_span(program, block) is None:
        return []
    end = node["_span"][1]
    if kept.get("kind") not in BLOCK_KINDS:
        end = _semicolon_after(text, end) or end
    close = block["_span"][1] - 1
    if text[close:close + 1] != b"}" or not text[end:close].strip():
        return []
    return [(end, close)]


# -- what refers to what -----------------------------------------------------------------

REF_KEYS = ("referencedDecl", "foundReferencedDecl", "conversionFunc", "dtor", "decl", "target",
            "ownedTagDecl", "extendingDecl")
ID_RE = re.compile(r"^0x[0-9a-f]+$")
TYPE_STRING_KEYS = ("qualType", "desugaredQualType")
# Expressions of a template whose names are looked up when it is instantiated.
UNRESOLVED_KINDS = {"UnresolvedLookupExpr", "UnresolvedMemberExpr", "CXXDependentScopeMemberExpr",
                    "DependentScopeDeclRefExpr", "CXXUnresolvedConstructExpr"}


class Graph:
    """Edges from where each reference is written (a unit, or the program's own code)
    to the unit that declares what it refers to."""

    ROOT = "root"

    def __init__(self, program, code_lines, cuts=()):
        self.p = program
        self.cuts = list(cuts)  # text the program does not need: nothing there is a use
        cols = cut_columns(program, self.cuts)
        # the lines without comments and cuts, for the names written
        self.code = [edit_line(line, cols[i], blank=True) if i in cols else line
                     for i, line in enumerate(code_lines)]
        self.decls = {}  # id -> node
        self.refs = []  # (site unit or ROOT, target id)
        self.names = {self.ROOT: set()}
        self.called = {}  # site -> names written as calls or template ids (name( or name<)
        self.qualified = {}  # site -> names written after a type and '::' (T::name)
        self.namespaces = set(STD_NAMESPACES)  # names of namespaces, found in the dump
        self.used = []  # ids of declarations clang marks used
        self.instantiated = set()  # units whose text a class template instantiation came from
        self.completed = set()  # names of class templates with a specialization defined (made complete)
        self.cut_refs = set()  # ids that code in the cuts refers to
        self.required = {}  # unit -> names written in its requires-expressions
        self.asks = {}  # site -> names written that may name a member (member_names)
        self.touched = []  # ids of declarations clang marks used or referenced
        self.unresolved = set()  # units with a name clang left to resolve at instantiation
        self.candidates = []  # (site, ids, function): what a name left to resolve may find
        self.used_at = {}  # place -> ids of the declarations there clang marks used
        self.ctors = {}  # (class name, signature) -> ids of constructors written in the text
        self.constructs = []  # (site, class names, signature) of each construction

    def site(self, node, inherited):
        at = node.get("_at")
        if at is None:
            return inherited
        line = self.p.line_of(at)
        if not self.p.is_sg[line]:
            return self.ROOT
        return self.p.unit_at[line] or self.ROOT

    def collect(self, top):
        stack = [(n, self.ROOT, None) for n in reversed(top)]
        starts = [c[0] for c in self.cuts]
        while stack:
            node, inherited, fn = stack.pop()
            if starts:
                span = node.get("_span") or ((node["_at"], node["_at"] + 1) if node.get("_at") is not None else None)
                if span:
                    k = bisect.bisect_right(starts, span[0]) - 1
                    if k >= 0 and span[1] <= self.cuts[k][1]:
                        self._cut_ids(node)  # inside a cut: not part of the program
                        continue
            site = self.site(node, inherited)
            if node.get("kind") in FUNCTION_KINDS:
                fn = node
            if node.get("kind") == "NamespaceDecl" and node.get("name"):
                self.namespaces.add(node["name"])
            if "id" in node and node.get("kind", "").endswith("Decl"):
                self.decls[node["id"]] = node
                if node["kind"] == "ClassTemplateSpecializationDecl" and node.get("completeDefinition"):
                    self.completed.add(node.get("name"))
                if node["kind"] == "ClassTemplateSpecializationDecl" and node.get("_at") is not None:
                    line = self.p.line_of(node["_at"])
                    if self.p.is_sg[line] and self.p.unit_at[line] is not None:
                        self.instantiated.add(self.p.unit_at[line])
                if node.get("isUsed"):
                    self.used.append(node["id"])
                    self.used_at.setdefault(node.get("_at"), set()).add(node["id"])
                if node.get("isUsed") or node.get("isReferenced"):
                    self.touched.append(node["id"])
            if node.get("kind") in UNRESOLVED_KINDS:
                self.unresolved.add(site)
            self._constructor(node, site)
            if node.get("kind") == "RequiresExpr" and node.get("_span") and site is not self.ROOT:
                b, e = node["_span"]
                text = self.p.text_between(b, e)
                self.required.setdefault(site, set()).update(self.member_names(text))
            self._fields(node, site, fn, stack)
        # A construction names no constructor in the dump (only its signature): link it to
        # the constructors of that class and signature, so that one called only by code
        # that goes (nimber_array::begin() making its iterator) is not taken for one used
        # from outside. Where the class or the signature is spelled otherwise, no link:
        # the constructor stays as before.
        for site, names, signature in self.constructs:
            for name in names:
                for ctor in self.ctors.get((name, signature), ()):
                    self.refs.append((site, ctor))
        own = {}  # function unit -> times its text writes its own name as a call
        for i, line in enumerate(self.code):
            where = (self.p.unit_at[i] or self.ROOT) if self.p.is_sg[i] else self.ROOT
            line = LITERAL_RE.sub('""', line)  # a name in a message is no use of it
            self.names.setdefault(where, set()).update(IDENT_RE.findall(line))
            self.asks.setdefault(where, set()).update(self.member_names(line))
            calls = CALL_RE.findall(line)
            self.called.setdefault(where, set()).update(calls)
            if where is not self.ROOT and where.kind in FUNCTION_KINDS:
                own[where] = own.get(where, 0) + calls.count(where.name)
            self.qualified.setdefault(where, set()).update(
                name for scope, name in QUALIFIED_RE.findall(line) if scope not in self.namespaces)
        # A function's declarator (`wins(`) is no call: where its text writes its own name
        # only there, it calls no member of that name (no other overload).
        for site, count in own.items():
            if count == 1:
                self.called[site].discard(site.name)

    def _constructor(self, node, site):
        kind = node.get("kind")
        if kind == "CXXConstructorDecl" and "id" in node and not node.get("isImplicit"):
            key = (_class_name(node.get("name", "")), node.get("type", {}).get("qualType"))
            self.ctors.setdefault(key, []).append(node["id"])
        elif kind in ("CXXConstructExpr", "CXXTemporaryObjectExpr"):
            t = node.get("type", {})
            names = {_class_name(t.get("qualType", "")), _class_name(t.get("desugaredQualType", ""))} - {""}
            self.constructs.append((site, names, node.get("ctorType", {}).get("qualType")))

    def member_names(self, text):
        """The names in text but those written after one of sg's namespaces and '::'
        (`sg::outcome` names no member; `std::ranges::begin(r)` may ask for one)."""
        out = set()
        for m in IDENT_RE.finditer(text):
            before = NAMESPACE_BEFORE_RE.search(text, max(0, m.start() - 64), m.start())
            scope = before.group(1) if before else None
            if not (scope in self.namespaces and scope not in STD_NAMESPACES):
                out.add(m.group(0))
        return out

    def _cut_ids(self, value):
        """What code in a cut refers to is not used by the program: clang's mark that it
        is used (from there) does not count."""
        todo = [value]
        while todo:
            v = todo.pop()
            if isinstance(v, dict):
                todo.extend(v.values())
            elif isinstance(v, list):
                todo.extend(v)
            elif isinstance(v, str) and ID_RE.match(v):
                self.cut_refs.add(v)

    def _fields(self, node, site, fn, stack):
        for key, value in node.items():
            if key == "inner":
                stack.extend((child, site, fn) for child in reversed(value))
            elif isinstance(value, dict):
                if "id" in value and key in REF_KEYS:
                    self.refs.append((site, value["id"]))
                self._plain(value, site)
            elif isinstance(value, list):
                found = [v["id"] for v in value if isinstance(v, dict) and "id" in v and "kind" in v]
                if found:  # a lookup's every candidate, and the function it is written in
                    self.candidates.append((site, found, fn))
                for v in value:
                    if isinstance(v, dict):
                        self._plain(v, site)
            elif isinstance(value, str) and key != "id" and ID_RE.match(value):
                self.refs.append((site, value))
                if key == "previousDecl":
                    self.refs.append(("redecl", node.get("id"), value))

    def _plain(self, value, site):
        """A nested object that is not a node: types and bare references."""
        for key, v in value.items():
            if key in TYPE_STRING_KEYS and isinstance(v, str):
                self.names.setdefault(site, set()).update(_type_names(v))
            elif isinstance(v, str) and key != "id" and ID_RE.match(v):
                self.refs.append((site, v))
            elif isinstance(v, dict):
                self._plain(v, site)

    def instantiated_fn(self, fn):
        """Is the function template fn (or a member function of a class template) compiled
        in some instantiation clang marks used? An instantiation has the place of its
        template, which a macro shares among all it declares: there, no answer."""
        return fn is not None and not _in_macro(fn) and \
            bool(self.used_at.get(fn.get("_at"), set()) - {fn.get("id")})

    def unit_of(self, decl_id):
        node = self.decls.get(decl_id)
        if node is None or node.get("_at") is None:
            return None  # the standard library's, or the compiler's own
        line = self.p.line_of(node["_at"])
        return self.p.unit_at[line] if self.p.is_sg[line] else None

    def own_unit(self, decl_id):
        """The unit whose own declaration decl_id is (or an instantiation of it, which has
        its place), not something declared inside it (a local, a parameter); or None."""
        t = self.unit_of(decl_id)
        if t is not None and self.decls[decl_id].get("_at") in (t.node.get("_at"), t.body.get("_at")):
            return t
        return None


def _link_units(program, graph):
    """Turns the dump's references into links between units (Unit.refs, Unit.names, a
    redeclaration linked both ways) and marks the members that cannot be told from their
    class's lines (Unit.always). Returns the declarations referenced anywhere and the
    units the program itself refers to."""
    referenced = set()
    root_targets = []
    for ref in graph.refs:
        if ref[0] == "redecl":
            a, b = graph.unit_of(ref[1]), graph.unit_of(ref[2])
            if a is not None and b is not None and a is not b:
                a.refs.add(b)
                b.refs.add(a)
            continue
        site, target = ref
        referenced.add(target)
        t = graph.unit_of(target)
        if t is None or t is site:
            continue
        if t.kind in FUNCTION_KINDS and graph.own_unit(target) is None:
            # Something declared inside a function (a lambda, a local), named from outside
            # it only by a template instantiated with its type: the function that made it
            # is kept for itself, or that instantiation serves nothing kept.
            continue
        if site is graph.ROOT:
            root_targets.append(t)
        else:
            site.refs.add(t)
    # A name clang left to resolve lists every declaration it may find. Where the text
    # is instantiated, only those an instantiation chose are needed (clang marks them used
    # or referenced; the choice may be none of them, a built-in operator). A template
    # never instantiated is still compiled, and a qualified name there must find
    # something: all stay.
    touched = {graph.own_unit(d) for d in graph.touched}
    for site, found, fn in graph.candidates:
        chosen = [d for d in found if graph.own_unit(d) in touched]
        for target in chosen if graph.instantiated_fn(fn) else found:
            referenced.add(target)
            t = graph.unit_of(target)
            if t is None or t is site:
                continue
            if site is graph.ROOT:
                root_targets.append(t)
            else:
                site.refs.add(t)
    for site, names in graph.names.items():
        if site is not graph.ROOT:
            site.names |= names
    for u in program.units:
        if not u.removable and u.parent is not None:
            u.always = True  # a member that cannot be told from its class's lines
    return referenced, root_targets


def _used_outside(graph, referenced):
    """The units clang marks used that no code in the dump refers to: used by code outside
    the dump (the standard library's). Not a member the compiler declares or defines (an
    implicit or defaulted constructor, destructor or assignment): it is used wherever an
    object of its class is made, copied or destroyed, and the text that does so names the
    class (a member's type, a deduced type), so it stays with its class, kept for that name."""
    for decl_id in graph.used:
        node = graph.decls[decl_id]
        if decl_id in referenced or decl_id in graph.cut_refs or node.get("isImplicit") or \
                node.get("explicitlyDefaulted"):
            continue
        t = graph.own_unit(decl_id)
        if t is not None:
            yield t


def _spare_constructors(program, graph):
    """The constructors that may go though their class stays: clang never marks them used
    or referenced (no call, no check that found them), and the class keeps a default, copy
    or move constructor of its own, so no implicit constructor appears that was not there."""
    touched = {graph.own_unit(d) for d in graph.touched}
    return {c for u in program.units if any(d.kind == "CXXConstructorDecl" and not d.plain_ctor
                                             for d in u.children)
            for c in u.children if c.plain_ctor and c.removable and c not in touched}


def _dormant(u, graph):
    """Is u a class template no specialization of which is ever defined (only named, as
    in std::conditional_t<..., T<2>>)? It is never complete: nothing calls its
    constructors or operators, so they stay only where named."""
    return u.node.get("kind") == "ClassTemplateDecl" and u.name not in graph.completed


def keep_used(program, graph, why=None):
    """Marks the units the program needs (Unit.kept). With a dict `why`, records for each
    kept unit the first reason it was kept (to see what keeps a declaration)."""
    units = program.units
    by_name = {}
    for u in units:
        if u.typelike:
            by_name.setdefault(u.name, []).append(u)
    referenced, root_targets = _link_units(program, graph)

    wanted = {}  # members named somewhere, kept if their class is -> why they are named
    work = []
    members = {}
    for u in units:
        if u.parent is not None:
            members.setdefault(u.name, []).append(u)

    spare = _spare_constructors(program, graph)

    def keep(u, reason):
        while u is not None and not u.kept:
            u.kept = True
            if why is not None:
                why[u] = reason
            work.append(u)
            for c in u.children:  # a member named before its class came keeps why it was named
                always = c.always and not (c.removable and _dormant(u, graph)) and c not in spare
                if always or c in wanted:
                    keep(c, "with its class" if always else wanted[c])
            reason = "a member of it is kept"
            u = u.parent

    def by_names(names, by):
        for name in names:
            for t in by_name.get(name, ()):
                if t.specialization and t not in graph.instantiated:
                    continue  # a specialization no instantiation chose
                if t.parent is None or t.parent.kept:
                    keep(t, f"its name is written in {by}")
                else:
                    wanted.setdefault(t, f"its name is written in {by}")

    for u in units:
        if u.parent is None and (u.always or not u.removable):
            keep(u, "it always stays")
    for t in root_targets:
        keep(t, "the program refers to it")
    by_names(graph.names[graph.ROOT], "the program")
    for t in _used_outside(graph, referenced):
        keep(t, "clang marks it used from outside the dump")
    while work:
        u = work.pop()
        for t in u.refs:
            keep(t, f"{u.name} refers to it")
        by_names(u.names, u.name)
        # What a concept or a requires-expression asks of a type is not resolved for the
        # types it is checked on: every member of such a name stays with its class, so
        # that no check changes its answer.
        # So is a member named after a dependent type (Memo::indexed in a template
        # argument): every member of a kept class with a name written after '::' stays.
        asked = graph.asks.get(u, set()) if u.kind == "ConceptDecl" else graph.required.get(u, set())
        for name in asked | graph.qualified.get(u, set()):
            for t in members.get(name, ()):
                if t.parent.kept:
                    keep(t, f"{u.name} asks for its name")
                else:
                    wanted.setdefault(t, f"{u.name} asks for its name")
        # A template's unqualified calls of its class's members are not resolved until
        # it is instantiated (the dump does not name them): a member's name written
        # there keeps the members of that name in the classes around it. Outside
        # templates calls are resolved, and the references say which function is called;
        # other names (a constant in a member's type) keep their members everywhere.
        called = graph.called.get(u, ()) if u in graph.unresolved else ()
        cls = u.parent
        while cls is not None:
            for c in cls.children:
                if c.name in (called if c.kind in FUNCTION_KINDS else u.names):
                    keep(c, f"{u.name} writes its name in its class")
            cls = cls.parent


# Why keep_used keeps a member whose declaration is all a program needs: a check asks
# for its name, or an uninstantiated template calls it unqualified. A declaration
# answers both as the definition would.
ASKED_REASONS = ("asks for its name", "writes its name in its class")


def declaration_cuts(program, graph, why):
    """After keep_used(program, graph, why): the bodies of the member functions kept only
    because their name is asked for (ASKED_REASONS), that nothing kept calls and clang
    never marks used, each as a cut that leaves `;` in its place: a declaration gives a
    requires-expression, a concept or an unqualified call in a template the same answer
    as the definition. Members whose declaration needs the body (a deduced return type,
    constexpr and consteval, for constant evaluation) keep it, and so do those not
    wholly sg's text or inside a macro. What only such a body refers to then goes too."""
    # Every unit anything refers to or clang marks used, in any instantiation (each has
    # the place of its template), from kept code or not; but not what a unit's own text
    # refers to inside it (its parameters and locals), nor clang's use marks on those.
    called = {graph.own_unit(d) for d in set(graph.used) - graph.cut_refs} - {None}
    for ref in graph.refs:
        if ref[0] != "redecl":
            t = graph.unit_of(ref[1])
            if t is not None and (ref[0] == graph.ROOT or not _inside(t, ref[0])):
                called.add(t)
    cuts = []
    for u in program.units:
        if not u.kept or u.parent is None or u in called or \
                not any(r in why.get(u, "") for r in ASKED_REASONS):
            continue
        fn = u.body
        if fn.get("kind") != "CXXMethodDecl" or fn.get("constexpr") or fn.get("consteval") or fn.get("virtual"):
            continue
        if re.match(r"\s*(auto|decltype\s*\(\s*auto)\b", fn.get("type", {}).get("qualType", "")):
            continue
        body = next((c for c in fn.get("inner", ()) if c.get("kind") == "CompoundStmt"), None)
        span = _sg_span(program, body) if body else None
        if span and program.text_between(span[0], span[0] + 1) == "{":
            cuts.append([(span[0], span[1], ";")])
    return cuts


def dormant_cuts(program, graph):
    """After keep_used: the bodies of the kept class templates no specialization of which
    is ever made complete (_dormant: only named, as in std::conditional_t<..., T<2>>),
    each as a cut from `{` to `}` that leaves the class a declaration. A type only named
    needs no definition, and a check that needed one would have made it complete. Not
    a class with members defined outside it, which need its definition."""
    outside = {n.get("parentDeclContextId") for n in graph.decls.values()}
    text = b"\n".join(program.lines)
    cuts = []
    for u in program.units:
        record = u.body
        if not u.kept or not _dormant(u, graph) or record.get("kind") != "CXXRecordDecl" or \
                not record.get("completeDefinition") or record.get("id") in outside:
            continue
        span, at = _sg_span(program, record), record.get("_at")
        if span is None or at is None:
            continue
        head = program.text_between(at, span[1]).encode()
        brace = head.find(b"{")
        if brace < 0 or b";" in head[:brace] or not head.endswith(b"}"):
            continue
        end = _semicolon_after(text, span[1])
        if end is not None:
            cuts.append([(at + len(head[:brace].rstrip()), end, ";")])
    return cuts


def dropped_lines(program, comment_only):
    """The lines of the units not kept, each with the comment lines right above it."""
    drop = set()
    kept_lines = {(u.first, u.last, u.parent) for u in program.units if u.kept}
    for u in program.units:
        if u.kept or (u.parent is not None and not u.parent.kept) or (u.first, u.last, u.parent) in kept_lines:
            continue
        drop.update(range(u.first, u.last + 1))
        i = u.first - 1
        while i >= 0 and comment_only[i] and program.unit_at[i] is u.parent:
            drop.add(i)
            i -= 1
    return drop


NAMESPACE_OPEN_RE = re.compile(r"^\s*namespace(\s+[\w:]+)?\s*\{\s*$")


def empty_namespaces(program, top, codes, dropped):
    """The lines of sg's namespace blocks that nothing kept is left in: a block whose
    opening line is `namespace NAME {` alone and closing line `}` alone (a comment
    aside), and whose lines between are dropped, blank or comments only. Inner blocks
    first, so a block holding only empty ones goes too. Adds them to `dropped`."""
    def walk(node):
        if node.get("kind") not in ("NamespaceDecl", "TranslationUnitDecl"):
            return
        for child in node.get("inner", ()) or ():
            if isinstance(child, dict):
                walk(child)
        span = node.get("_span")
        if node.get("kind") != "NamespaceDecl" or span is None or _in_macro(node):
            return
        first, last = program.line_of(span[0]), program.line_of(span[1] - 1)
        if first >= last or not all(program.is_sg[first: last + 1]) or first in dropped:
            return
        if not NAMESPACE_OPEN_RE.match(codes[first]) or codes[last].strip() != "}":
            return
        if all(i in dropped or not codes[i].strip() for i in range(first + 1, last)):
            dropped.update(range(first, last + 1))

    for node in top:
        walk(node)


# -- standard headers --------------------------------------------------------------------

# What each standard header declares that sg's code or a program may name: a header sg
# brought in stays if the reduced program names any of these. A header not listed here
# always stays.
STD_NAMES = {
    "algorithm": r"std::(ranges::)?(sort|stable_sort|min|max|minmax|fill|fill_n|copy|copy_n|find|find_if|"
                 r"count|count_if|unique|reverse|lower_bound|upper_bound|binary_search|equal|merge|"
                 r"max_element|min_element|lexicographical_compare|is_permutation|is_sorted|any_of|"
                 r"all_of|none_of|swap_ranges|remove|remove_if|for_each|transform|clamp|rotate|"
                 r"next_permutation|equal_range|includes|set_\w+|nth_element|partial_sort|mismatch|search)\b",
    "any": r"std::(any|any_cast|bad_any_cast)\b",
    "array": r"std::(array|to_array)\b",
    "atomic": r"std::(atomic\w*|memory_order\w*)\b",
    "bit": r"std::(popcount|countr_zero|countr_one|countl_zero|countl_one|bit_width|bit_ceil|bit_floor|"
           r"has_single_bit|rotl|rotr|bit_cast|endian)\b",
    "bitset": r"std::bitset\b",
    "cassert": r"\bassert\s*\(",
    "compare": r"<=>|std::(strong_ordering|weak_ordering|partial_ordering|compare_three_way\w*)\b",
    "concepts": r"std::(same_as|derived_from|convertible_to|integral|signed_integral|unsigned_integral|"
                r"floating_point|default_initializable|copyable|movable|regular|semiregular|"
                r"equality_comparable\w*|totally_ordered\w*|predicate|invocable|regular_invocable|"
                r"constructible_from|assignable_from|swappable|destructible|common_with|relation)\b",
    "cstddef": r"\b(std::)?(size_t|ptrdiff_t|nullptr_t|byte|max_align_t)\b|\boffsetof\b",
    "cstdint": r"\b(std::)?u?int(8|16|32|64|ptr|max)_t\b|\bU?INT\d+_(MAX|MIN|C)\b",
    "cstdio": r"\b(std::)?(printf|scanf|puts|putchar|getchar|fread|fwrite|fgets|fputs|fprintf|fscanf|"
              r"sprintf|snprintf|sscanf|ferror|feof|fflush|fopen|fclose|getc|putc|ungetc|FILE|EOF|"
              r"stdin|stdout|stderr|perror|setvbuf)\b",
    "cstring": r"\b(std::)?(memcpy|memset|memmove|memcmp|strlen|strcmp|strncmp|strchr|strcpy|strerror)\b",
    "deque": r"std::deque\b",
    "exception": r"std::(exception|exception_ptr|current_exception|rethrow_exception|make_exception_ptr|"
                 r"terminate|nested_exception|uncaught_exceptions)\b|\bexception\b",
    "fstream": r"std::(ifstream|ofstream|fstream|filebuf)\b",
    "functional": r"std::(function|hash|equal_to|less|greater|less_equal|greater_equal|plus|minus|"
                  r"invoke|ref|cref|reference_wrapper|bind|not_fn|identity|bad_function_call)\b",
    "initializer_list": r"std::initializer_list\b",
    "istream": r"std::(istream|iostream|ws)\b",
    "iterator": r"std::(\w+_iterator\w*|\w+_iterator_tag|iterator_traits|distance|advance|next|prev|"
                r"begin|end|cbegin|cend|rbegin|rend|size|ssize|data|empty|iter_\w+|back_inserter|"
                r"inserter|front_inserter|make_move_iterator|default_sentinel\w*|sentinel_for|"
                r"incrementable\w*|indirectly_\w+)\b",
    "limits": r"std::numeric_limits\b",
    "map": r"std::(multi)?map\b",
    "memory": r"std::(unique_ptr|shared_ptr|weak_ptr|make_unique|make_shared|allocator\w*|addressof|"
              r"destroy\w*|uninitialized_\w+|construct_at|to_address|pointer_traits|"
              r"enable_shared_from_this|default_delete)\b",
    "new": r"std::(bad_alloc|nothrow|launder|align_val_t|hardware_\w+)\b|\bnew\b|\bdelete\b",
    "numeric": r"std::(iota|accumulate|reduce|partial_sum|inner_product|gcd|lcm|midpoint|"
               r"transform_reduce|exclusive_scan|inclusive_scan|adjacent_difference)\b",
    "optional": r"std::(optional|nullopt\w*|make_optional|bad_optional_access)\b",
    "ostream": r"std::(ostream|endl|flush|ends|cout|cerr|clog|wostream)\b|operator<<",
    "random": r"std::(mt19937\w*|random_device|uniform_\w+|\w+_distribution|minstd_\w+|"
              r"default_random_engine|shuffle|seed_seq)\b",
    "ranges": r"std::(ranges|views)\b",
    "set": r"std::(multi)?set\b",
    "span": r"std::(span|dynamic_extent|as_bytes|as_writable_bytes)\b",
    "sstream": r"std::(ostringstream|istringstream|stringstream|stringbuf)\b",
    "stdexcept": r"std::(runtime_error|logic_error|invalid_argument|out_of_range|length_error|"
                 r"domain_error|overflow_error|underflow_error|range_error)\b",
    "string": r"std::(string|to_string|stoi|stol|stoll|stoul|stoull|stod|getline|char_traits|"
              r"basic_string|u8string|wstring)\b|\"s\b",
    "string_view": r"std::(string_view|basic_string_view|wstring_view)\b|\"sv\b",
    "system_error": r"std::(system_error|error_code|errc|error_category|generic_category|"
                    r"system_category)\b",
    "thread": r"std::(thread|jthread|this_thread)\b",
    "tuple": r"std::(tuple\w*|make_tuple|tie|apply|get|forward_as_tuple|ignore|tuple_cat)\b",
    "type_traits": r"std::(is_\w+|remove_\w+|add_\w+|conditional\w*|enable_if\w*|decay\w*|"
                   r"common_type\w*|underlying_type\w*|invoke_result\w*|true_type|false_type|"
                   r"integral_constant|bool_constant|void_t|type_identity\w*|make_signed\w*|"
                   r"make_unsigned\w*|has_\w+|extent\w*|rank\w*|alignment_of\w*|conjunction\w*|"
                   r"disjunction\w*|negation\w*)\b",
    "typeinfo": r"\btypeid\b|std::(type_info|bad_cast|bad_typeid)\b",
    "unordered_map": r"std::unordered_(multi)?map\b",
    "unordered_set": r"std::unordered_(multi)?set\b",
    "utility": r"std::(move|forward|swap|exchange|pair|make_pair|declval|index_sequence\w*|"
               r"make_index_sequence|integer_sequence|in_place\w*|as_const|cmp_\w+|in_range|"
               r"to_underlying|piecewise_construct|unreachable)\b",
    "variant": r"std::(variant\w*|visit|holds_alternative|get_if|monostate|bad_variant_access|"
               r"in_place_index|in_place_type|get)\b",
    "vector": r"std::vector\b|\berase_if\b",
}
_STD_RE = {h: re.compile(p) for h, p in STD_NAMES.items()}


def needed_headers(headers, text):
    """The headers of `headers` that `text` still needs, in their order."""
    return [h for h in headers if h not in _STD_RE or _STD_RE[h].search(text)]
