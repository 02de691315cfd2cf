#!/usr/bin/env python3
"""sg-expand: turns a program that includes sg headers into one self-contained source
file (for judges that take a single file), or builds the single header sg_all.hpp.

  sg-expand.py solution.cpp -o submit.cpp        inline the sg headers it includes, then
                                                 keep only what it uses (checked by g++)
  sg-expand.py --whole solution.cpp -o x.cpp     inline them whole
  sg-expand.py --single-header -o sg_all.hpp     sg/sg.hpp and all it includes
  sg-expand.py --all-headers -o sg_all.hpp       every header under sg/

Each sg header is inlined once, where it is first included, after the headers it
includes (so in dependency order), from any subfolder of sg/, whether it is named as
<sg/...> or relative to the including header as "...". `#pragma once` and classic
include guards of sg headers are dropped; a header with neither (sg's macro scopes,
which define and undefine an internal macro) is inlined at each include, as the
preprocessor would. Standard headers that sg headers include are
kept once each, in first-seen order, in one block placed where the program first
includes an sg header (everything the program has above that line, such as #pragma or
#define lines meant to come first, stays above it). Includes of other headers stay as
they are. Includes inside #if blocks are left in place, and an sg header included
inside one is an error. A missing header or an include cycle: one line on stderr and
exit status 1.

Then, unless --whole, the declarations of sg the program does not use are left out
(tools/sg_reduce.py, from clang's syntax tree of the program), with the standard headers
nothing names any more; the result is compiled with g++ -std=c++20 -O2 (then the
--cxxflags) and run on the --check samples, and where that fails, or clang is missing,
the whole expansion is written instead, with one line on stderr; --program keeps the
program that passed. See docs/contest.md.

Needs Python 3.8 or later; the reduction runs clang++ and g++.
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import sg_reduce  # noqa: E402  (beside this script)

DIRECTIVE_RE = re.compile(r"^\s*#\s*([A-Za-z_]\w*)\s*(.*?)\s*$")
INCLUDE_ARG_RE = re.compile(r'^(?:<([^<>]+)>|"([^"]+)")')
RAW_PREFIXES = ("R", "LR", "uR", "UR", "u8R")
HEADER_SUFFIXES = (".hpp", ".h", ".hh", ".hxx", ".ipp", ".inl")


class ExpandError(Exception):
    """A problem with the input: printed as one line, exit status 1."""


# Files are read and written as UTF-8, with bytes that are not UTF-8 (a comment saved in
# another encoding) carried through unchanged; a byte order mark is dropped.
ENCODING = dict(encoding="utf-8", errors="surrogateescape")


def read_text(path):
    with open(path, **ENCODING) as f:  # universal newlines: CRLF becomes LF
        text = f.read()
    return text[1:] if text.startswith("\ufeff") else text


# ------------------------------------------------------------------------------------
# Lexing: where the comments, string literals and raw strings are.


class Scan:
    """One file, split into lines, with what the lexer found:
    lines[i]     the original text of line i (without its newline)
    code[i]      line i with every comment replaced by one space
    comment[i]   line i starts inside a block comment or a continued // comment
    string[i]    line i starts inside a string literal (a raw string, or a string
                 continued with a backslash): its text belongs to the literal
    spliced[i]   line i continues line i-1 (which ends with a backslash)"""

    def __init__(self, text):
        code, starts = _strip_comments(text)
        self.lines = text.split("\n")
        self.code = code.split("\n")
        n = len(self.lines)
        assert len(self.code) == n
        self.comment = [starts.get(i) == "comment" for i in range(n)]
        self.string = [starts.get(i) == "string" for i in range(n)]
        self.spliced = [False] + [line.rstrip().endswith("\\") for line in self.lines[:-1]]

    def directive(self, i):
        """(keyword, rest) if line i is a preprocessor directive, else None."""
        if self.comment[i] or self.string[i] or self.spliced[i]:
            return None
        m = DIRECTIVE_RE.match(self.code[i])
        return (m.group(1), m.group(2)) if m else None


# Whitespace before the backslash of a line splice.
SPLICE_PAD_RE = re.compile(r"[ \t]+\\$")

def _line_comment_end(text, i):
    """The end of the // comment at i: its line end, or a later one after a splice."""
    n = len(text)
    j = i + 2
    while j < n:
        if text[j] == "\n":
            k = j - 1
            if k > i + 1 and text[k] == "\r":
                k -= 1
            if k > i + 1 and text[k] == "\\":  # a spliced // comment goes on
                j += 1
                continue
            break
        j += 1
    return j


def _quoted_end(text, i):
    """The end of the string or character literal opened at i (at most its line end)."""
    n, c = len(text), text[i]
    j = i + 1
    while j < n and text[j] != c and text[j] != "\n":
        j += 2 if text[j] == "\\" else 1
    return min(j + 1, n) if j < n and text[j] == c else min(j, n)


def _raw_string_end(text, j):
    """The end of the raw string whose quote is at j (after its prefix), or None where
    what follows is not one (no parenthesis, or a delimiter no raw string may have)."""
    open_paren = text.find("(", j + 1)
    delim = text[j + 1 : open_paren] if open_paren >= 0 else ""
    if open_paren < 0 or len(delim) > 16 or any(ch in delim for ch in ' ()\\\t\n"'):
        return None
    end = text.find(")" + delim + '"', open_paren + 1)
    return len(text) if end < 0 else end + len(delim) + 2


def _pp_number_end(text, i):
    """The end of the pp-number at i, so that digit separators (1'000'000) are not read
    as character literals."""
    n = len(text)
    j = i + 1
    while j < n:
        d = text[j]
        if d in "eEpP" and j + 1 < n and text[j + 1] in "+-":
            j += 2
        elif d.isalnum() or d in "_.":
            j += 1
        elif d == "'" and j + 1 < n and (text[j + 1].isalnum() or text[j + 1] == "_"):
            j += 2
        else:
            break
    return j


# Characters no C++ punctuator continues or is continued by: a space beside one of
# them can go even where the other side is punctuation.
_CLOSED_PUNCT = "(){};,"


def _code_tokens(line):
    """The tokens of one line of code without comments, as (kind, text): 'space', 'word'
    (identifier or keyword), 'number' (a pp-number), 'literal' (string or character
    literal, with its prefix if raw) or 'punct' (one character)."""
    out = []
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c in " \t":
            j = i
            while j < n and line[j] in " \t":
                j += 1
            out.append(("space", line[i:j]))
        elif c in "\"'":
            j = _quoted_end(line, i)
            out.append(("literal", line[i:j]))
        elif c.isalpha() or c == "_" or c > "\x7f":  # bytes beyond ASCII: part of a word
            j = i + 1
            while j < n and (line[j].isalnum() or line[j] == "_" or line[j] > "\x7f"):
                j += 1
            raw = _raw_string_end(line, j) if line[i:j] in RAW_PREFIXES and j < n and line[j] == '"' else None
            if raw is None:
                out.append(("word", line[i:j]))
            else:
                j = raw
                out.append(("literal", line[i:j]))
        elif c.isdigit() or (c == "." and i + 1 < n and line[i + 1].isdigit()):
            j = _pp_number_end(line, i)
            out.append(("number", line[i:j]))
        else:
            j = i + 1
            out.append(("punct", c))
        i = j
    return out


def _space_needed(a, b):
    """Does the space between tokens a and b keep them apart? Two words or numbers would
    join; two punctuators may form another one (`- -`, `> >`, `< :`, `/ *`), unless one
    of them is in _CLOSED_PUNCT; a literal beside a word or number would gain or lose a
    prefix or a suffix (`u8 "x"`, `"x" s`); a space keeps `0xE + 1` and `1 .` from
    being one pp-number and `. 5` from being a number."""
    (ka, ta), (kb, tb) = a, b
    if ka == "punct" and kb == "punct":
        return ta not in _CLOSED_PUNCT and tb not in _CLOSED_PUNCT
    if ka == "punct" or kb == "punct":
        return (ka == "number" and (ta[-1] in "eEpP" and tb in "+-" or tb == ".")) or (ta == "." and kb == "number")
    return True


def squeeze_spaces(line):
    """Line (code without comments, no directive, no literal that crosses its end)
    without the spaces between tokens that keep nothing apart (`x = a[i] + 1;` becomes
    `x=a[i]+1;`); the tokens, and so the program, are the same."""
    tokens = _code_tokens(line)
    out = []
    for k, (kind, text) in enumerate(tokens):
        if kind != "space":
            out.append(text)
        elif 0 < k < len(tokens) - 1 and _space_needed(tokens[k - 1], tokens[k + 1]):
            out.append(" ")
    return "".join(out)


def _strip_comments(text):
    """Returns the text with each comment replaced by one space (newlines inside a
    comment are kept, so lines keep their numbers) and a map from line number to
    'comment' or 'string' for the lines that start inside a comment or a literal."""
    out = []
    starts = {}
    line = 0
    i = 0
    n = len(text)

    def span(j, kind):
        # text[i:j] is one token; note the lines that start inside it.
        nonlocal line
        for _ in range(text.count("\n", i, j)):
            line += 1
            starts[line] = kind

    while i < n:
        c = text[i]
        if c == "\n":
            out.append(c)
            line += 1
            i += 1
        elif c == "/" and (text.startswith("//", i) or text.startswith("/*", i)):
            if text[i + 1] == "/":
                j = _line_comment_end(text, i)
            else:
                end = text.find("*/", i + 2)
                j = n if end < 0 else end + 2
            out.append(" " + "\n" * text.count("\n", i, j))
            span(j, "comment")
            i = j
        elif c == '"' or c == "'":
            j = _quoted_end(text, i)
            out.append(text[i:j])
            span(j, "string")
            i = j
        elif c.isalpha() or c == "_":
            j = i + 1
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            word = text[i:j]
            raw_end = _raw_string_end(text, j) if word in RAW_PREFIXES and j < n and text[j] == '"' else None
            if raw_end is None:
                out.append(word)  # a word (or a prefix that is not a raw string's: the quote is lexed next)
                i = j
            else:
                out.append(text[i:raw_end])
                span(raw_end, "string")
                i = raw_end
        elif c.isdigit() or (c == "." and i + 1 < n and text[i + 1].isdigit()):
            j = _pp_number_end(text, i)
            out.append(text[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out), starts


# ------------------------------------------------------------------------------------
# Expansion.


class Hoisted:
    """Where the standard headers of the sg headers go in the output."""

    def __init__(self):
        self.names = []


class Expander:
    def __init__(self, lib, strip=False, line_markers=False, drop=frozenset(), drop_std=frozenset(), texts=None,
                 edits=None):
        self.lib = os.path.realpath(lib)
        self.sg_dir = os.path.join(self.lib, "sg")
        if not os.path.isdir(self.sg_dir):
            raise ExpandError(f"no sg/ folder in the library directory {lib} (give it with --lib)")
        self.strip = strip
        self.line_markers = line_markers
        self.done = set()  # real paths of sg headers inlined that are not to be inlined again
        self.inlined = set()  # real paths of every sg header inlined
        self.stack = []  # (real path, display name) of the files being expanded
        self.std_seen = set()  # standard headers emitted so far (or hoisted)
        self.hoisted = None  # the Hoisted block, once the first sg include is met
        self.items = []  # output: (text, display name, line number, code) or a Hoisted
        self.drop = drop  # (display name, line number) of source lines to leave out
        self.drop_std = drop_std  # standard headers of sg's to leave out
        self.edits = edits or {}  # (display name, line number) -> byte columns to leave out
        self.in_literal = set()  # (display name, line number) of lines that start inside a literal
        # The text of each header read, by real path: a reduction reads the headers once,
        # so the lines it drops are those it analysed.
        self.texts = {} if texts is None else texts

    # -- names and lookup ---------------------------------------------------------------

    def display(self, path):
        rel = os.path.relpath(path, self.lib)
        return path if rel.startswith("..") else rel.replace(os.sep, "/")

    def in_library(self, path):
        return os.path.commonpath([self.sg_dir, path]) == self.sg_dir

    def resolve(self, bracket, name, here, from_sg):
        """The real path of the sg header that `#include <name>` / `"name"` in the file
        `here` names, None if it names some other header, ExpandError if it names an sg
        header that does not exist."""
        in_lib = os.path.join(self.lib, name)
        if bracket == "<":
            if not name.startswith("sg/"):
                return None
            if os.path.isfile(in_lib):
                return os.path.realpath(in_lib)
            raise ExpandError(f"cannot find <{name}> in the library directory {self.lib}")
        beside = os.path.join(os.path.dirname(here), name)
        if os.path.isfile(beside):
            real = os.path.realpath(beside)
            if from_sg or self.in_library(real):
                return real
            return None  # the program's own header
        if os.path.isfile(in_lib) and (from_sg or name.startswith("sg/")):
            return os.path.realpath(in_lib)
        if from_sg or name.startswith("sg/"):
            raise ExpandError(
                f'cannot find "{name}" (looked beside {self.display(here)} and in {self.lib})'
            )
        return None

    # -- the walk -----------------------------------------------------------------------

    def expand_main(self, path, text):
        if path == "-":
            name = "<stdin>"
        else:
            shown = self.display(os.path.abspath(path))
            name = path if os.path.isabs(shown) else shown  # as given, unless inside the library
        self.expand_text(path, name, text, is_main=True)

    def include(self, real, where):
        if real in self.done:
            return
        for k, (p, _) in enumerate(self.stack):
            if p == real:
                chain = " -> ".join(d for _, d in self.stack[k:]) + " -> " + self.display(real)
                raise ExpandError(f"{where}: include cycle: {chain}")
        try:
            if real not in self.texts:
                self.texts[real] = read_text(real)
            text = self.texts[real]
        except OSError as e:
            raise ExpandError(f"{where}: cannot read {real}: {e}") from None
        once = self.expand_text(real, self.display(real), text, is_main=False)
        self.inlined.add(real)
        if once:  # a header with neither `#pragma once` nor a guard is inlined at each include
            self.done.add(real)

    def expand_text(self, path, name, text, is_main):
        """Emits the text of a file with its sg includes inlined; True if the file is
        included once only (it has `#pragma once` or a classic include guard)."""
        if text.endswith("\n"):
            text = text[:-1]
        scan = Scan(text)
        # An include guard does not count as a condition; an sg header's guard goes, the
        # program's stays (it may be a header of the user's own).
        guard = _guard_lines(scan)
        once = bool(guard)
        self.stack.append((os.path.realpath(path) if path != "-" else "-", name))
        depth = 0
        for i in range(len(scan.lines)):
            if i in guard:
                if is_main:
                    self.emit(scan, i, name)
                continue
            where = f"{name}:{i + 1}"
            d = scan.directive(i)
            if d:
                keyword, rest = d
                if keyword in ("if", "ifdef", "ifndef"):
                    depth += 1
                elif keyword == "endif":
                    depth -= 1
                elif keyword == "pragma" and rest == "once":
                    once = True
                    if not is_main:
                        continue
                elif keyword == "include":
                    if self.handle_include(rest, path, where, is_main, depth):
                        continue
            self.emit(scan, i, name)
        self.stack.pop()
        return once

    def handle_include(self, rest, path, where, is_main, depth):
        """Deals with an #include line; True if the line itself is not to be emitted."""
        m = INCLUDE_ARG_RE.match(rest)
        if not m:
            return False  # #include MACRO: left alone
        bracket, name = ("<", m.group(1).strip()) if m.group(1) is not None else ('"', m.group(2))
        try:
            real = self.resolve(bracket, name, path if path != "-" else os.path.join(os.getcwd(), "-"),
                                not is_main)
        except ExpandError as e:
            raise ExpandError(f"{where}: {e}") from None
        if real is not None:
            if depth > 0:
                raise ExpandError(f"{where}: an sg header included inside #if/#ifdef cannot be inlined; "
                                  "include it unconditionally")
            if self.hoisted is None:
                self.hoisted = Hoisted()
                self.items.append(self.hoisted)
            self.include(real, where)
            return True
        if bracket == "<" and depth == 0:
            if name in self.std_seen:
                return True  # already there
            self.std_seen.add(name)
            if is_main:
                return False  # stays where the program has it
            self.hoisted.names.append(name)
            return True
        return False

    def emit(self, scan, i, name):
        if (name, i + 1) in self.drop:
            return
        cols = self.edits.get((name, i + 1))
        if scan.string[i]:
            self.in_literal.add((name, i + 1))
        if self.strip:
            text = scan.code[i] if cols is None else sg_reduce.edit_line(scan.code[i], cols)
            if not scan.string[i]:
                ends_in_string = i + 1 < len(scan.lines) and scan.string[i + 1]
                if not ends_in_string:
                    text = text.rstrip()
                    # Spaces that only align a line splice go: one is kept before it.
                    if text.endswith("\\"):
                        text = SPLICE_PAD_RE.sub(" \\\\", text)
                # Indentation goes too; after a splice one space stays, so that the
                # joined line does not glue two tokens together.
                if text[:1].isspace():
                    text = (" " if self.after_splice() else "") + text.lstrip()
                if not text and not ends_in_string and not self.after_splice():
                    return  # a blank line (or a comment) that nothing depends on
                # Spaces between tokens go where they keep nothing apart, except in
                # directives (`#define F (x)` is not `#define F(x)`) and spliced lines.
                if not ends_in_string and not self.after_splice() and not text.endswith("\\") and \
                        not text.startswith("#"):
                    text = squeeze_spaces(text)
        else:
            text = scan.lines[i] if cols is None else sg_reduce.edit_line(scan.lines[i], cols)
            if not text.strip() and not scan.string[i] and self.after_blank():
                return  # one blank line is enough where dropped lines leave several
        self.items.append((text, name, i + 1, scan.code[i]))

    def last_text(self):
        last = self.items[-1] if self.items else None
        return last[0] if isinstance(last, tuple) else None

    def after_splice(self):
        # The previous line ends with a backslash: this line is part of it, even if blank.
        last = self.last_text()
        return last is not None and last.rstrip().endswith("\\")

    def after_blank(self):
        last = self.last_text()
        return not self.items or (last is not None and not last.strip()) or (
            last is None and isinstance(self.items[-1], Hoisted))

    # -- output -------------------------------------------------------------------------

    def lines(self):
        """The output without stripping, a line each: (text, code without comments, where
        from), where from being (display name, line number), or ("<std>", header) for a
        hoisted standard header."""
        out = []
        for item in self.items:
            if isinstance(item, Hoisted):
                out.extend((f"#include <{h}>", f"#include <{h}>", ("<std>", h)) for h in item.names)
            else:
                text, name, line, code = item
                out.append((text, code, (name, line)))
        return out

    def render(self):
        out = []
        last = None  # (name, line) of the previous emitted source line
        for item in self.items:
            if isinstance(item, Hoisted):
                out.extend(f"#include <{h}>" for h in item.names if h not in self.drop_std)
                last = None
                continue
            text, name, line, _ = item
            if self.line_markers and last != (name, line - 1):
                out.append(f'#line {line} "{name}"')
            out.append(text)
            last = (name, line)
        return "\n".join(out) + "\n"


def _guard_lines(scan):
    """The lines of a classic include guard, to drop: the first directive `#ifndef X`,
    the next `#define X` and the last directive `#endif`, if nothing but comments lies
    outside them (`#pragma once` lines are dropped separately). Else an empty set."""
    directives = [(i, d) for i in range(len(scan.lines)) if (d := scan.directive(i))]
    directives = [(i, d) for i, d in directives if not (d[0] == "pragma" and d[1] == "once")]
    if len(directives) < 3:
        return set()
    (i0, (k0, a0)), (i1, (k1, a1)), (i2, (k2, _)) = directives[0], directives[1], directives[-1]
    if k0 == "ifndef" and k1 == "define" and a1.split()[:1] == [a0] and k2 == "endif":
        # The guard must enclose everything: no code before #ifndef or after #endif.
        outside = [i for i in range(len(scan.lines)) if (i < i0 or i > i2) and scan.code[i].strip()
                   and not scan.string[i]]
        if not outside and len(a1.split()) == 1:
            return {i0, i1, i2}
    return set()


# ------------------------------------------------------------------------------------
# Scoped macros written out. A function-like macro an sg header defines for its own use
# (SG_DETAIL_*, undefined at the end of its scope) makes several declarations at one
# place, which the reduction could only keep or drop together. Before a reduction each
# use is written out as the preprocessor would, a line for each line of the definition,
# and the definition and its #undef go, so each declaration stands on its own lines.

SCOPED_DEFINE_RE = re.compile(r"^\s*#\s*define\s+(SG_DETAIL_\w+)\(([^()]*)\)(.*)$")
IDENT_RE = sg_reduce.IDENT_RE


def _scoped_macro(scan, i):
    """(name, parameters, body lines, lines of the definition) of the scoped macro whose
    #define is line i of scan, None if there is none or it cannot be written out: one
    with a # or ## operator, a literal or a comment in its body, or a variadic one."""
    m = SCOPED_DEFINE_RE.match(scan.lines[i])
    if not m or scan.directive(i) is None:
        return None
    name, params = m.group(1), [p.strip() for p in m.group(2).split(",") if p.strip()]
    body, j, rest = [], i, m.group(3)
    while True:
        body.append(rest.rstrip()[:-1].rstrip() if rest.rstrip().endswith("\\") else rest.rstrip())
        if not scan.lines[j].rstrip().endswith("\\"):
            break
        j += 1
        if j == len(scan.lines):
            return None
        rest = scan.lines[j]
    text = "\n".join(body)
    if any(c in text for c in "#\"'/") or any(p == "..." or not IDENT_RE.fullmatch(p) for p in params):
        return None
    if any(scan.code[k] != scan.lines[k] for k in range(i, j + 1)):
        return None  # a comment inside
    return name, params, [b for b in body if b.strip()], range(i, j + 1)


def _call_arguments(code, start):
    """The arguments of the macro call whose '(' is at code[start], and the index after
    its ')'; None if the call does not end on this line."""
    depth, args, begin = 0, [], start + 1
    for k in range(start, len(code)):
        c = code[k]
        if c in "\"'":
            return None
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                args.append(code[begin:k].strip())
                return args, k + 1
        elif c == "," and depth == 1:
            args.append(code[begin:k].strip())
            begin = k + 1
    return None


def _written_out(body, params, args, indent):
    """The body with the parameters replaced by the arguments, token by token (a suffix
    of a number, `10u`, is no parameter `u`), a line each, indented."""
    values = dict(zip(params, args))
    lead = min(len(b) - len(b.lstrip()) for b in body)
    return [indent + "".join(values.get(t, t) if kind == "word" else t for kind, t in _code_tokens(b[lead:]))
            for b in body]


def inline_scoped_macros(texts, paths):
    """A copy of texts (real path -> text) in which every use of a scoped macro in the
    files `paths` is written out and its definition and #undef are gone. A macro with a
    use that cannot be written out (its call spans lines, or shares its line with other
    code), that sg never undefines (the program may use it) or defines twice is left as
    it is, with all its uses."""
    scans = {p: Scan(texts[p]) for p in paths if p in texts}
    macros = {}  # name -> (params, body, path, lines of the definition)
    undefs = {}  # path -> {line: name} of its #undef lines
    twice = set()
    for p, scan in scans.items():
        for i in range(len(scan.lines)):
            d = scan.directive(i)
            if d and d[0] == "undef":
                undefs.setdefault(p, {})[i] = d[1]
            found = _scoped_macro(scan, i) if d and d[0] == "define" else None
            if found:
                if found[0] in macros:
                    twice.add(found[0])
                macros[found[0]] = (found[1], found[2], p, found[3])
    if not macros:
        return dict(texts)
    calls = {}  # path -> {line: (macro, written-out lines)}
    undefined = {name for lines in undefs.values() for name in lines.values()}
    refused = (set(macros) - undefined) | twice
    for p, scan in scans.items():
        for i, code in enumerate(scan.code):
            for m in IDENT_RE.finditer(code):
                name = m.group(0)
                if name not in macros or scan.directive(i) is not None:
                    continue
                params, body, _, _ = macros[name]
                call = _call_arguments(code, m.end()) if code[m.end():m.end() + 1] == "(" else None
                if call is None or code[:m.start()].strip() or code[call[1]:].strip() or \
                        len(call[0]) != len(params) or scan.string[i]:
                    refused.add(name)
                    continue
                indent = code[:len(code) - len(code.lstrip())]
                calls.setdefault(p, {})[i] = (name, _written_out(body, params, call[0], indent))
    gone = {name for name in macros if name not in refused}
    out = dict(texts)
    for p, scan in scans.items():
        drop = set()
        for name in gone:
            params, body, where, lines = macros[name]
            if where == p:
                drop.update(lines)
        drop.update(i for i, name in undefs.get(p, {}).items() if name in gone)
        mine = {i: lines for i, (name, lines) in calls.get(p, {}).items() if name in gone}
        if not drop and not mine:
            continue
        lines = []
        for i, line in enumerate(scan.lines):
            if i in mine:
                lines.extend(mine[i])
            elif i not in drop:
                lines.append(line)
        out[p] = "\n".join(lines) + ("\n" if texts[p].endswith("\n") else "")
    return out


# ------------------------------------------------------------------------------------
# Reduction: keep only the declarations of sg the program uses (tools/sg_reduce.py), then
# check the result the way a judge would.

STD_INCLUDE_RE = re.compile(r"^\s*#\s*include\s*<([^<>]+)>")
CONDITIONAL_RE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|endif)\b")


class Reduction:
    """What the reduction leaves out: source lines, as (display name, line number), and
    the standard headers sg brought in that nothing names any more."""

    def __init__(self, drop, drop_std, units, kept, edits):
        self.drop, self.drop_std = drop, drop_std
        self.units, self.kept = units, kept
        self.edits = edits  # (display name, line number) -> byte columns to leave out


def analyse(lib, source, text, clang, texts, cut=True):
    ex = Expander(lib, texts=texts)
    ex.expand_main(source, text)
    rows = ex.lines()
    sg_names = {ex.display(p) for p in ex.inlined}
    is_sg = [where[0] in sg_names for _, _, where in rows]
    # The standard headers go into a precompiled header, so that the dump holds only
    # the program and sg; their lines are blanked to keep every offset.
    lines, includes, hoisted, depth = [], [], [], 0
    for (line, code, where), sg in zip(rows, is_sg):
        m = STD_INCLUDE_RE.match(code)
        if where[0] == "<std>":
            hoisted.append(where[1])
        if m and depth == 0 and (where[0] == "<std>" or not sg):
            includes.append(m.group(1).strip())
            line = " " * len(line)
        c = CONDITIONAL_RE.match(code)
        if c and not sg:
            depth += -1 if c.group(1) == "endif" else 1
        lines.append(line)
    dump, path = sg_reduce.clang_dump("\n".join(lines) + "\n", includes, clang)
    sg_reduce.annotate(dump, path)
    program = sg_reduce.Program(lines, is_sg)
    top = dump.get("inner", [])
    program.find_units(top)
    codes = [code for _, code, _ in rows]
    cuts = []
    if cut:
        sg_reduce.find_cut_nodes(program, top)
        literal = [where in ex.in_literal for _, _, where in rows]
        groups = _spare_comments(program, codes, sg_reduce.find_cuts(program, codes))
        cuts = sg_reduce.merge_cuts(_usable_cuts(program, codes, literal, groups))
    graph = sg_reduce.Graph(program, codes, cuts)
    graph.collect(top)
    why = {}
    sg_reduce.keep_used(program, graph, why)
    bodies = sg_reduce.declaration_cuts(program, graph, why) + sg_reduce.dormant_cuts(program, graph) if cut else []
    if bodies:  # again, without what only those bodies refer to
        cuts = sg_reduce.merge_cuts([cuts, *bodies])
        for u in program.units:
            u.kept, u.refs, u.names = False, set(), set()
        graph = sg_reduce.Graph(program, codes, cuts)
        graph.collect(top)
        sg_reduce.keep_used(program, graph)
    comment_only = [bool(line.strip()) and not code.strip() for line, code, _ in rows]
    dropped = sg_reduce.dropped_lines(program, comment_only)
    edits = {}
    for i, cols in sg_reduce.cut_columns(program, cuts).items():
        if i in dropped:
            continue
        if not sg_reduce.edit_line(rows[i][0], cols).strip() or (
                codes[i].strip() and not sg_reduce.edit_line(codes[i], cols).strip()):
            dropped.add(i)  # nothing left of it, or nothing but a comment
        else:
            edits[rows[i][2]] = cols
    sg_reduce.empty_namespaces(program, top, codes, dropped)
    kept_code = "\n".join(sg_reduce.edit_line(code, edits[where]) if where in edits else code
                          for i, (_, code, where) in enumerate(rows)
                          if i not in dropped and where[0] != "<std>")
    needed = set(sg_reduce.needed_headers(hoisted, kept_code))
    return Reduction({rows[i][2] for i in dropped}, {h for h in hoisted if h not in needed},
                     len(program.units), sum(u.kept for u in program.units), edits)


def _spare_comments(program, codes, groups):
    """The groups with each cut that runs past the end of a line stopped before that
    line's trailing comment (it goes on to the next lines), where code that stays
    begins the line: the comment is about that code (a line of closing braces aside)."""
    out = []
    for group in groups:
        spared = []
        for b, e in group:
            row = program.line_of(b)
            end_of_line = program.starts[row] + len(program.lines[row])
            before = program.lines[row][: b - program.starts[row]].strip()
            if e <= end_of_line or not before.strip(b"}; "):
                spared.append((b, e))
                continue
            code_end = program.starts[row] + len(codes[row].encode("utf-8", "surrogateescape").rstrip())
            if b < code_end:
                spared.append((b, code_end))
            spared.append((program.starts[row + 1], e))
        out.append(spared)
    return out


def _usable_cuts(program, codes, literal, groups):
    """The groups of cuts that read the same in the text without comments (-s) as in the
    text with them: on a line a cut leaves part of, the text before the cut must be the
    same in both, and so must the cut's text unless it runs to the end of the line. A
    line a cut covers (leaving only blanks and comments) goes whole. No cut touches a
    line that starts inside a string literal."""
    usable = []
    for group in groups:
        ok = True
        for i, cols in sg_reduce.cut_columns(program, group).items():
            if literal[i]:
                ok = False
            code = codes[i].encode("utf-8", "surrogateescape")
            raw = program.lines[i]
            for start, end in cols:
                whole = not code[:start].strip() and not code[end:].strip()
                if not whole and (raw[:start] != code[:start] or
                                  (raw[:end] != code[:end] and end < len(raw))):
                    ok = False
        if ok:
            usable.append(group)
    return usable


def normalise_output(text):
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def verify(text, cxx, checks, flags=(), keep=None):
    """None if `text` compiles alone with `cxx -std=c++20 -O2 flags...` and gives the
    expected output on every check (input file, output file); else why not, in a few
    words, and whether it was a check that failed. Where it passes and `keep` names a
    file, the program it compiled is copied there."""
    env = {k: v for k, v in os.environ.items() if k not in ("CPATH", "CPLUS_INCLUDE_PATH")}
    with tempfile.TemporaryDirectory(prefix="sg-expand-") as work:
        src = os.path.join(work, "program.cpp")
        with open(src, "w", newline="", **ENCODING) as f:
            f.write(text)
        exe = os.path.join(work, "program")
        try:
            r = subprocess.run([cxx, "-std=c++20", "-O2", *flags, "-o", exe, src], capture_output=True,
                               cwd=work, env=env)
        except OSError as e:
            return f"cannot run {cxx}: {e.strerror}", False
        if r.returncode != 0:
            first = next((l for l in r.stderr.decode(errors="replace").splitlines() if "error" in l),
                         f"exit status {r.returncode}")
            return f"{cxx} does not compile it: {first.replace(src, 'program.cpp').strip()}", False
        for given, expected in checks:
            try:
                with open(given, "rb") as f:
                    r = subprocess.run([exe], stdin=f, capture_output=True, cwd=work, timeout=60)
                want = read_text(expected)
            except subprocess.TimeoutExpired:
                return f"no answer on {given} within 60 s", True
            except OSError as e:
                raise ExpandError(f"cannot read a check file: {e}") from None
            got = r.stdout.decode(**ENCODING)
            if normalise_output(got) != normalise_output(want):
                return f"its output on {given} differs from {expected}", True
        if keep:
            try:
                shutil.copy(exe, keep)
            except OSError as e:
                raise ExpandError(f"cannot write the program {keep}: {e.strerror}") from None
    return None, False


def expand_reduced(args, lib, text, render, texts, inlined):
    """The reduced expansion, checked; the whole one, with a note on stderr, where the
    reduction cannot be made or checked (an error instead, with --strict)."""
    def fall_back(why):
        if args.strict:
            raise ExpandError(f"cannot reduce {args.source}: {why}")
        print(f"sg-expand: {why}; wrote the whole expansion", file=sys.stderr)
        return checked_whole(args, render(frozenset(), frozenset(), {}, texts), "fails too")

    # With #line markers the lines must stay those of the headers: the macros stay.
    written = texts if args.line_markers else inline_scoped_macros(texts, inlined)
    failed = None
    # First with the cuts inside declarations, then (unless --strict) without them.
    for cut in (True, False) if not args.strict else (True,):
        try:
            red = analyse(lib, args.source, text, args.clang, written, cut=cut)
        except sg_reduce.ReduceError as e:
            return fall_back(str(e))
        for drop_std in (red.drop_std, frozenset()):
            out = render(red.drop, drop_std, red.edits, written)
            failed, by_check = verify(out, args.cxx, args.check or (), args.flags, args.program)
            if not failed:
                if not cut:
                    print(f"sg-expand: the reduced program did not pass with the cuts inside "
                          f"declarations ({first_failure}); wrote it without them", file=sys.stderr)
                if args.verbose:
                    print(f"sg-expand: kept {red.kept} of {red.units} declarations of sg and "
                          f"{'all' if not drop_std else 'not ' + ' '.join(sorted(drop_std)) + ' of'} "
                          f"the standard headers it brought in; {len(out.encode(**ENCODING))} bytes",
                          file=sys.stderr)
                return out
            if by_check:
                break
        if cut:
            first_failure = failed
    return fall_back(f"the reduced program did not pass: {failed}")


def checked_whole(args, whole, fails="fails"):
    """The whole expansion, compiled and run on the --check samples first where there
    are any or --program asks for the program; CheckFailed where it does not pass."""
    if args.check or args.program:
        failed, _ = verify(whole, args.cxx, args.check or (), args.flags, args.program)
        if failed:
            raise CheckFailed(whole, f"the whole expansion {fails}: {failed}")
    return whole


class CheckFailed(Exception):
    """The whole expansion does not compile or fails a --check: the output is written,
    exit status 1."""

    def __init__(self, text, why):
        super().__init__(why)
        self.text = text


# ------------------------------------------------------------------------------------
# Command line.


def all_headers(lib):
    sg_dir = os.path.join(lib, "sg")
    found = []
    for root, dirs, files in os.walk(sg_dir):
        dirs.sort()
        for f in files:
            if f.endswith(HEADER_SUFFIXES):
                rel = os.path.relpath(os.path.join(root, f), lib).replace(os.sep, "/")
                found.append(rel)
    return sorted(found)


def default_lib():
    here = os.path.dirname(os.path.realpath(__file__))
    return os.path.join(here, os.pardir, "include")


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="sg-expand.py",
        description="Inline the sg headers a program includes, giving one self-contained source "
        "file to submit to a judge; or build the single header sg_all.hpp.",
        epilog="Exit status: 0 on success (also where the whole expansion replaced the reduced one: "
        "one line on stderr says why), 1 for a missing header, an include cycle or another input "
        "problem, a --check sample the program fails even whole, or a reduction that fails under "
        "--strict (one line on stderr), 2 for bad arguments.",
    )
    p.add_argument("source", nargs="?", help="the program to expand ('-' for standard input)")
    p.add_argument("-o", "--output", metavar="FILE", help="write here instead of standard output")
    p.add_argument("--lib", metavar="DIR",
                   help="the directory that holds sg/ (default: ../include beside this script)")
    p.add_argument("-s", "--strip-comments", action="store_true",
                   help="remove comments, blank lines, indentation and the spaces between tokens that keep "
                        "nothing apart (never inside literals or directives)")
    p.add_argument("-l", "--line-markers", action="store_true",
                   help="emit #line markers, so compiler messages name the original files and lines")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--single-header", action="store_true",
                      help="write one header holding sg/sg.hpp and everything it includes")
    mode.add_argument("--all-headers", action="store_true",
                      help="write one header holding every header under sg/ (what sg_all.hpp is)")
    p.add_argument("--whole", action="store_true",
                   help="keep every declaration of the headers inlined (default: only what the "
                   "program uses, checked by compiling it; --whole compiles only for --check or --program)")
    p.add_argument("--check", nargs=2, action="append", metavar=("IN", "OUT"),
                   help="a sample: the program written must print OUT's text on input IN (repeatable)")
    p.add_argument("--strict", action="store_true",
                   help="fail (status 1) instead of writing the whole expansion where the reduction "
                   "cannot be made or checked")
    p.add_argument("--cxx", metavar="CXX", default=os.environ.get("SG_EXPAND_CXX", "g++"),
                   help="the compiler that checks the result, as a judge would (default g++)")
    p.add_argument("--cxxflags", metavar="FLAGS", default="",
                   help="more flags for that compile, after -std=c++20 -O2, as the judge gives them "
                   "(--cxxflags='-DONLINE_JUDGE -static': with =, as the value starts with -; split as a shell would)")
    p.add_argument("--program", metavar="FILE",
                   help="also write the program that compile made, the one the samples ran, to FILE")
    p.add_argument("--clang", metavar="CLANG", default=os.environ.get("SG_EXPAND_CLANG", "clang++"),
                   help="the clang whose syntax tree tells what the program uses (default clang++)")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="say on stderr how much the reduction kept")
    args = p.parse_args(argv)
    single = args.single_header or args.all_headers
    if single and args.source:
        p.error("--single-header and --all-headers take no source file")
    if not single and not args.source:
        p.error("give a source file to expand, or --single-header / --all-headers")
    if single and (args.check or args.strict or args.cxxflags or args.program):
        p.error("--check, --strict, --cxxflags and --program are for a source file")
    try:
        args.flags = shlex.split(args.cxxflags)
    except ValueError as e:
        p.error(f"--cxxflags: {e}")
    return args


def run(args):
    lib = args.lib if args.lib else default_lib()
    ex = Expander(lib, strip=args.strip_comments, line_markers=args.line_markers)
    if args.source:
        if args.source == "-":
            text = sys.stdin.buffer.read().decode(**ENCODING).replace("\r\n", "\n")
            text = text[1:] if text.startswith("\ufeff") else text
        else:
            try:
                text = read_text(args.source)
            except OSError as e:
                raise ExpandError(f"cannot read {args.source}: {e}") from None
        if args.whole:
            ex.expand_main(args.source, text)
            return checked_whole(args, ex.render())

        def render(drop, drop_std, edits, texts):
            one = Expander(lib, strip=args.strip_comments, line_markers=args.line_markers,
                           drop=drop, drop_std=drop_std, texts=texts, edits=edits)
            one.expand_main(args.source, text)
            return one.render()

        ex.expand_main(args.source, text)  # errors in the program's includes come first
        return expand_reduced(args, lib, text, render, ex.texts, ex.inlined)
    headers = all_headers(ex.lib) if args.all_headers else ["sg/sg.hpp"]
    what = "every header of" if args.all_headers else "sg/sg.hpp and every header it includes from"
    top = [f"// sg_all.hpp: {what} sg (Sprague-Grundy theory for C++20) in one file.",
           "// Generated by tools/sg-expand.py from include/sg; do not edit.",
           "#pragma once"]
    text = "\n".join(top + [f"#include <{h}>" for h in headers]) + "\n"
    ex.expand_main(os.path.join(ex.lib, "sg_all.hpp"), text)
    return ex.render()


def write_output(path, text):
    if not path:
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode(**ENCODING))
        sys.stdout.buffer.flush()
        return
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    # Write beside the target, then rename: a failed run leaves no half-written file.
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".sg-expand-")
    try:
        with os.fdopen(fd, "w", newline="", **ENCODING) as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        text = run(args)
        write_output(args.output, text)
    except CheckFailed as e:
        write_output(args.output, e.text)
        print(f"sg-expand: error: {e}", file=sys.stderr)
        return 1
    except ExpandError as e:
        print(f"sg-expand: error: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"sg-expand: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
