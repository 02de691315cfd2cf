"""Tests of tools/sg-expand.py, the contest expander, on small libraries made for each
test in a scratch directory, and on the real library.

Run: python3 -B -m unittest discover -s tests/expander -v
Environment: SG_EXPAND (the script; default ../../tools/sg-expand.py from here),
SG_CXX (a C++20 compiler; without it the tests that compile are skipped),
SG_LIB (the real library's include directory; default ../../include)."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
EXPANDER = os.environ.get("SG_EXPAND") or os.path.join(HERE, os.pardir, os.pardir, "tools", "sg-expand.py")
REAL_LIB = os.environ.get("SG_LIB") or os.path.join(HERE, os.pardir, os.pardir, "include")
CXX = os.environ.get("SG_CXX")
needs_cxx = unittest.skipUnless(CXX, "set SG_CXX to a C++20 compiler to run the tests that compile")


class ExpanderCase(unittest.TestCase):
    """Each test gets a scratch directory holding lib/ (a mini library) and its program."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="sg-expand-test-")
        self.lib = os.path.join(self.dir, "lib")
        os.makedirs(os.path.join(self.lib, "sg"))

    def tearDown(self):
        shutil.rmtree(self.dir)

    def write(self, rel, text):
        path = os.path.join(self.dir, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(textwrap.dedent(text).lstrip("\n"))
        return path

    def header(self, rel, text):
        return self.write(os.path.join("lib", rel), text)

    def expand(self, *args, lib=None, expect=0, whole=True):
        """Runs the expander; returns (stdout, stderr) after checking the exit status.
        The tests of inlining and stripping keep every declaration (--whole); those of
        the reduction (class Reduction) pass whole=False."""
        lib_args = [] if lib is False else ["--lib", lib or self.lib]
        mode = ["--whole"] if whole else []
        r = subprocess.run([sys.executable, EXPANDER, *lib_args, *mode, *args], capture_output=True, text=True,
                           cwd=self.dir)
        self.assertEqual(r.returncode, expect, f"stderr: {r.stderr}")
        return r.stdout, r.stderr

    def expand_error(self, *args, whole=True):
        """Runs the expander where it must fail: one line on stderr, exit status 1."""
        out, err = self.expand(*args, expect=1, whole=whole)
        self.assertEqual(out, "")
        self.assertEqual(err.count("\n"), 1, err)
        self.assertTrue(err.startswith("sg-expand: error: "), err)
        return err

    def reduced(self, kept=(), dropped=()):
        """main.cpp reduced under --strict, with no word on stderr: the texts in `kept`
        stay, those in `dropped` go. Returns the reduced program."""
        out, err = self.expand("main.cpp", "--cxx", CXX, "--strict", whole=False)
        self.assertEqual(err, "")
        for text in kept:
            self.assertIn(text, out)
        for text in dropped:
            self.assertNotIn(text, out)
        return out

    def compile_and_run(self, source_text, name="prog", flags=()):
        """Compiles one source text alone in an empty directory (no -I) and runs it."""
        work = tempfile.mkdtemp(prefix="build-", dir=self.dir)
        src = os.path.join(work, name + ".cpp")
        with open(src, "w", encoding="utf-8") as f:
            f.write(source_text)
        exe = os.path.join(work, name)
        env = {k: v for k, v in os.environ.items() if k not in ("CPATH", "CPLUS_INCLUDE_PATH")}
        c = subprocess.run([CXX, "-std=c++20", "-O0", *flags, "-o", exe, src], capture_output=True, text=True,
                           cwd=work, env=env)
        self.assertEqual(c.returncode, 0, f"compiling failed:\n{c.stderr}\n--- source ---\n{source_text}")
        r = subprocess.run([exe], capture_output=True, text=True, cwd=work)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout, c.stderr


class Layout(ExpanderCase):
    """Subfolders, relative includes, repeated includes, guards, standard headers."""

    def make_lib(self):
        self.header("sg/a.hpp", """
            // a.hpp
            #pragma once
            #include <vector>
            #include <sg/games/b.hpp>
            #include "detail/c.hpp"
            inline int a_value() { return b_value() + c_value(); }  // A_BODY
            """)
        self.header("sg/games/b.hpp", """
            // b.hpp: includes its neighbour by a relative name, and c from the parent.
            #pragma once
            #include <string>
            #include <vector>
            #include "x.hpp"
            #include "../detail/c.hpp"
            inline int b_value() { return 10 * c_value() + games_x(); }  // B_BODY
            """)
        self.header("sg/games/x.hpp", """
            #pragma once
            inline int games_x() { return 7; }  // GAMES_X_BODY
            """)
        # Same file name one level up: "x.hpp" in games/b.hpp must not find this one.
        self.header("sg/x.hpp", """
            #pragma once
            inline int top_x() { return 99; }  // TOP_X_BODY
            """)
        self.header("sg/detail/c.hpp", """
            #ifndef SG_DETAIL_C_HPP
            #define SG_DETAIL_C_HPP
            #include <cstdio>
            #if defined(SG_NEVER_DEFINED)
            #include <never_such_header.h>
            #endif
            inline int c_value() { return 3; }  // C_BODY
            #endif  // SG_DETAIL_C_HPP
            """)

    def test_each_header_once_in_dependency_order(self):
        self.make_lib()
        self.write("main.cpp", """
            #include <sg/a.hpp>
            #include <sg/detail/c.hpp>
            #include <sg/games/b.hpp>
            #include <sg/a.hpp>
            int main() { return a_value() == 40 ? 0 : 1; }
            """)
        out, _ = self.expand("main.cpp")
        for body in ("A_BODY", "B_BODY", "C_BODY", "GAMES_X_BODY"):
            self.assertEqual(out.count(body), 1, body)
        self.assertNotIn("TOP_X_BODY", out)  # never included
        for first, then in (("C_BODY", "B_BODY"), ("GAMES_X_BODY", "B_BODY"), ("B_BODY", "A_BODY")):
            self.assertLess(out.index(first), out.index(then), "a header comes after those it includes")
        # Where a header includes two others, they come in its order: x.hpp, then c.hpp.
        self.assertLess(out.index("GAMES_X_BODY"), out.index("C_BODY"))
        self.assertNotRegex(out, r"#\s*include\s*[<\"](sg/|detail/|\.\./|x\.hpp)")
        self.assertNotIn("#pragma once", out)
        self.assertNotIn("SG_DETAIL_C_HPP", out)  # the include guard is gone
        self.assertIn("#if defined(SG_NEVER_DEFINED)\n#include <never_such_header.h>\n#endif", out)

    def test_relative_include_wins_over_library_root(self):
        self.make_lib()
        self.write("main.cpp", """
            #include <sg/games/b.hpp>
            #include "sg/x.hpp"
            """)
        out, _ = self.expand("main.cpp")
        self.assertLess(out.index("GAMES_X_BODY"), out.index("B_BODY"))
        self.assertEqual(out.count("TOP_X_BODY"), 1)  # included by the program itself

    def test_standard_headers_hoisted_deduplicated_in_first_seen_order(self):
        self.make_lib()
        self.write("main.cpp", """
            // solution
            #pragma GCC optimize("O2")
            #define SG_ASSERT(c) ((void)0)
            #include <vector>
            #include "my_template.hpp"
            #include <sg/a.hpp>
            #include <cstdio>
            #include <map>
            int main() {}
            """)
        out, _ = self.expand("main.cpp")
        lines = out.splitlines()
        # The program's own lines before its first sg include stay first, in order.
        self.assertEqual(lines[:5], ["// solution", '#pragma GCC optimize("O2")', "#define SG_ASSERT(c) ((void)0)",
                                     "#include <vector>", '#include "my_template.hpp"'])
        # Then the library's standard headers not seen yet, in first-seen order.
        self.assertEqual(lines[5:7], ["#include <string>", "#include <cstdio>"])
        self.assertEqual(out.count("#include <vector>"), 1)
        self.assertEqual(out.count("#include <cstdio>"), 1)  # the program's copy is dropped
        self.assertEqual(out.count("#include <map>"), 1)  # new: stays where the program has it
        self.assertLess(out.index("A_BODY"), out.index("#include <map>"))
        self.assertIn('#include "my_template.hpp"', out)  # not sg's: untouched

    @needs_cxx
    def test_result_compiles_alone(self):
        self.make_lib()
        self.write("main.cpp", """
            #include <sg/a.hpp>
            #include <sg/games/b.hpp>
            int main() { std::printf("%d\\n", a_value()); }
            """)
        out, _ = self.expand("main.cpp")
        self.assertEqual(self.compile_and_run(out)[0], "40\n")

    @needs_cxx
    def test_unguarded_header_at_each_include(self):
        # A header with neither #pragma once nor a guard (a macro scope) is inlined at each
        # include, as the preprocessor reads it: two headers each open and close the scope.
        self.header("sg/scope.hpp", "#define SG_TWICE(x) (2 * (x))  // SCOPE_BODY\n")
        self.header("sg/scope_end.hpp", "#undef SG_TWICE\n")
        for name, k in (("p", 1), ("q", 3)):
            self.header(f"sg/{name}.hpp", f"""
                #pragma once
                #include "scope.hpp"
                inline int {name}_value() {{ return SG_TWICE({k}); }}
                #include "scope_end.hpp"
                """)
        self.write("main.cpp", """
            #include <sg/p.hpp>
            #include <sg/q.hpp>
            #include <sg/p.hpp>
            #ifdef SG_TWICE
            #error the scope leaked
            #endif
            int main() { return p_value() + q_value() == 8 ? 0 : 1; }
            """)
        out, _ = self.expand("main.cpp")
        self.assertEqual(out.count("SCOPE_BODY"), 2)  # once per header that opens the scope
        self.assertEqual(out.count("p_value() {"), 1)
        self.compile_and_run(out)

    def test_single_header_modes(self):
        self.make_lib()
        self.header("sg/sg.hpp", """
            // umbrella
            #pragma once
            #include "a.hpp"
            """)
        one, _ = self.expand("--single-header")
        every, _ = self.expand("--all-headers")
        for text in (one, every):
            self.assertTrue(text.startswith("// sg_all.hpp: "))
            self.assertEqual(text.count("#pragma once"), 1)
            self.assertEqual(text.count("A_BODY"), 1)
            self.assertNotRegex(text, r"#\s*include\s*[<\"](sg/|detail/|\.\./|[a-z]+\.hpp)")
        self.assertNotIn("TOP_X_BODY", one)  # not reachable from sg/sg.hpp
        self.assertEqual(every.count("TOP_X_BODY"), 1)

    def test_guarded_program_header(self):
        # A header of the user's own, with a classic guard, may include sg: its guard stays.
        self.header("sg/x.hpp", "#pragma once\ninline int x_value() { return 1; }\n")
        self.write("mine.hpp", "#ifndef MINE_HPP\n#define MINE_HPP\n#include <sg/x.hpp>\n#endif\n")
        out, _ = self.expand("mine.hpp")
        self.assertEqual(out, "#ifndef MINE_HPP\n#define MINE_HPP\ninline int x_value() { return 1; }\n#endif\n")

    def test_encodings_and_line_ends(self):
        # A program saved with a byte order mark, CRLF line ends and a comment in GBK (not
        # UTF-8): the include is still found, and the foreign bytes come out unchanged.
        self.header("sg/x.hpp", "#pragma once\r\ninline int x_value() { return 1; }  // X_BODY\r\n")
        gbk = "// 博弈\n".encode("gbk")
        with open(os.path.join(self.dir, "main.cpp"), "wb") as f:
            f.write(b"\xef\xbb\xbf#include <sg/x.hpp>\r\n" + gbk.replace(b"\n", b"\r\n") + b"int main() {}\r\n")
        out = os.path.join(self.dir, "out.cpp")
        self.expand("main.cpp", "-o", out)
        with open(out, "rb") as f:
            data = f.read()
        self.assertEqual(data, b"inline int x_value() { return 1; }  // X_BODY\n" + gbk + b"int main() {}\n")
        self.expand("main.cpp", "-s", "-o", out)
        with open(out, "rb") as f:
            self.assertEqual(f.read(), b"inline int x_value(){return 1;}\nint main(){}\n")

    def test_output_file_and_stdin(self):
        self.make_lib()
        self.write("main.cpp", "#include <sg/a.hpp>\n")
        out, _ = self.expand("main.cpp")
        self.expand("main.cpp", "-o", "sub/dir/out.cpp")
        with open(os.path.join(self.dir, "sub/dir/out.cpp"), encoding="utf-8") as f:
            self.assertEqual(f.read(), out)
        r = subprocess.run([sys.executable, EXPANDER, "--lib", self.lib, "-"], input="#include <sg/a.hpp>\n",
                           capture_output=True, text=True, cwd=self.dir)
        self.assertEqual((r.returncode, r.stdout), (0, out))


class Errors(ExpanderCase):
    def test_missing_header(self):
        self.header("sg/a.hpp", """
            #pragma once

            #include <sg/games/nope.hpp>
            """)
        self.write("main.cpp", "#include <sg/a.hpp>\n")
        err = self.expand_error("main.cpp", "-o", "out.cpp")
        self.assertIn("sg/a.hpp:3:", err)
        self.assertIn("<sg/games/nope.hpp>", err)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out.cpp")), "no output on failure")

    def test_missing_relative_header(self):
        self.header("sg/games/a.hpp", '#pragma once\n#include "gone.hpp"\n')
        self.write("main.cpp", "#include <sg/games/a.hpp>\n")
        err = self.expand_error("main.cpp")
        self.assertIn("sg/games/a.hpp:2:", err)
        self.assertIn('"gone.hpp"', err)

    def test_missing_header_in_program(self):
        self.write("main.cpp", "int x;\n#include <sg/nope.hpp>\n")
        self.assertIn("main.cpp:2:", self.expand_error("main.cpp"))

    def test_include_cycle(self):
        self.header("sg/x.hpp", '#pragma once\n#include "games/y.hpp"\n')
        self.header("sg/games/y.hpp", '#pragma once\n#include "z.hpp"\n')
        self.header("sg/games/z.hpp", "#pragma once\n#include <sg/x.hpp>\n")
        self.write("main.cpp", "#include <sg/x.hpp>\n")
        err = self.expand_error("main.cpp")
        self.assertIn("include cycle: sg/x.hpp -> sg/games/y.hpp -> sg/games/z.hpp -> sg/x.hpp", err)
        self.assertIn("sg/games/z.hpp:2:", err)

    def test_self_include(self):
        self.header("sg/x.hpp", "#pragma once\n#include <sg/x.hpp>\n")
        self.write("main.cpp", "#include <sg/x.hpp>\n")
        self.assertIn("include cycle: sg/x.hpp -> sg/x.hpp", self.expand_error("main.cpp"))

    def test_conditional_sg_include(self):
        self.header("sg/x.hpp", "#pragma once\n")
        self.write("main.cpp", "#ifdef LOCAL\n#include <sg/x.hpp>\n#endif\n")
        self.assertIn("main.cpp:2: an sg header included inside #if", self.expand_error("main.cpp"))

    def test_missing_program_and_library(self):
        self.assertIn("cannot read", self.expand_error("nothing.cpp"))
        self.write("main.cpp", "int main() {}\n")
        self.assertIn("no sg/ folder", self.expand_error("main.cpp", "--lib", self.dir))

    def test_bad_arguments(self):
        self.expand(expect=2)
        self.write("main.cpp", "int main() {}\n")
        self.expand("main.cpp", "--all-headers", expect=2)


# A header and a program whose literals look like comments, and comments that look
# like literals. Stripping must remove every comment and change no literal.
TRICKY_HEADER = r'''
// tricky.hpp: a header comment that must go
#pragma once
#include <cstdio>
#include <cstring>
#include <vector>
/* a block comment "with a quote
   over lines */
inline constexpr long big = 1'000'000; // a digit separator, then "a comment
inline constexpr char quote = '"'; /* a quote char */ inline constexpr char slash = '/';
inline constexpr char apostrophe = '\''; // it's a comment
inline const char* url = "http://example.com/*not a comment*/ // nor this";
inline const char* escaped = "a \" // still a string \\"; // a comment after it
inline const char* raw = R"x(raw // not a comment
/* nor this */ ")" still raw

    indented "line" with trailing blanks   
)x";
inline const char* prefixed = reinterpret_cast<const char*>(u8R"(u8 raw // kept)");
#define TWO_LINES(a) \
    ((a) + 1) // comment after a continued macro
inline int spliced_comment = 5; // a comment that goes on \
   over a spliced line
inline int after = TWO_LINES(1);
// Spaces that keep tokens apart, which -s keeps; the others go.
inline constexpr int hex_e = 0xE + 1, minus = 3 - -2, plus = 3 + +2;
inline constexpr double halves = 1. + .5;
inline constexpr int cells[] = {10, 20};
inline int second_cell = cells [1];
inline int increments(int i, int j) { return i++ + ++j; }
inline int divide(const int* p, const int* q) { return *p / *q; }
inline const char* joined = "con" "cat";
template <class T> using nested = std::vector< ::std::vector<T> >;
'''

TRICKY_MAIN = r'''
#include <sg/tricky.hpp>
int main() {
    std::printf("%ld %c %c %c\n", big, quote, slash, apostrophe);
    std::printf("[%s]\n[%s]\n[%s]\n[%s]\n", url, escaped, raw, prefixed);
    std::printf("%d %d\n", spliced_comment, after); // bye
    const int six = 6, three = 3;
    std::printf("%d %d %d %.1f %d %d %d %s %zu\n", hex_e, minus, plus, halves, second_cell, increments(1, 2),
                divide(&six, &three), joined, nested<int>(2).size());
}
'''


class Comments(ExpanderCase):
    def test_strip_keeps_literals(self):
        self.header("sg/tricky.hpp", TRICKY_HEADER)
        self.write("main.cpp", TRICKY_MAIN)
        kept, _ = self.expand("main.cpp")
        stripped, _ = self.expand("main.cpp", "--strip-comments")
        for literal in ("1'000'000", "'\"'", "'/'", r"'\''", '"http://example.com/*not a comment*/ // nor this"',
                        r'"a \" // still a string \\"', 'u8R"(u8 raw // kept)"'):
            self.assertIn(literal, stripped)
        raw_start = TRICKY_HEADER.index('R"x(')
        raw_text = TRICKY_HEADER[raw_start : TRICKY_HEADER.index(')x"') + 3]
        self.assertIn(raw_text, stripped)  # blank line and trailing blanks included
        for comment in ("header comment", "block comment", "a digit separator", "a quote char", "it's a comment",
                        "a comment after it", "comment after a continued", "over a spliced line", "bye"):
            self.assertIn(comment, kept)
            self.assertNotIn(comment, stripped)
        self.assertLess(len(stripped), len(kept))
        self.assertNotIn("\n\n", stripped.replace(raw_text, ""))  # blank lines gone, except in the literal

    @needs_cxx
    def test_strip_changes_no_behaviour(self):
        self.header("sg/tricky.hpp", TRICKY_HEADER)
        self.write("main.cpp", TRICKY_MAIN)
        kept, _ = self.expand("main.cpp")
        stripped, _ = self.expand("main.cpp", "--strip-comments")
        want = self.compile_and_run(kept, flags=["-Wno-comment"])[0]
        self.assertEqual(self.compile_and_run(stripped, flags=["-Wno-comment"])[0], want)
        self.assertIn("\n    indented \"line\" with trailing blanks   \n", want)
        self.assertTrue(want.startswith("1000000 \" / '\n"), want)
        self.assertTrue(want.endswith("15 5 5 1.5 20 4 2 concat 2\n"), want)

    def test_strip_squeezes_spaces_that_keep_nothing_apart(self):
        self.header("sg/tricky.hpp", TRICKY_HEADER)
        self.write("main.cpp", TRICKY_MAIN)
        stripped, _ = self.expand("main.cpp", "--strip-comments")
        for line in ("inline constexpr int hex_e=0xE +1,minus=3- -2,plus=3+ +2;",
                     "inline constexpr double halves=1.+.5;",
                     "inline int second_cell=cells[1];",
                     "inline int increments(int i,int j){return i++ + ++j;}",
                     "inline int divide(const int*p,const int*q){return*p/ *q;}",
                     'inline const char*joined="con" "cat";',
                     "template<class T>using nested=std::vector< ::std::vector<T> >;",
                     "#define TWO_LINES(a) \\\n ((a) + 1)",  # directives and their splices as they were
                     'std::printf("[%s]\\n[%s]\\n[%s]\\n[%s]\\n",url,escaped,raw,prefixed);'):
            self.assertIn(line + "\n", stripped)

    @needs_cxx
    def test_strip_drops_indentation_and_splice_padding(self):
        # A macro continued over lines with aligned backslashes, whose continuation lines
        # start with a token that must not be glued to the end of the line before.
        self.header("sg/m.hpp", "#pragma once\n"
                    "#define SG_TWICE(x)      \\\n"
                    "    ((x) +               \\\n"
                    "     (x))\n"
                    "#define SG_GLUE(a) a\\\n"
                    "    + 1\n"
                    "inline int twice(int v) {\n"
                    "        return SG_TWICE(v) + SG_GLUE(0);\n"
                    "}\n")
        self.write("main.cpp", '#include <cstdio>\n#include <sg/m.hpp>\nint main() { std::printf("%d\\n", twice(20)); }\n')
        out, _ = self.expand("main.cpp", "-s")
        self.assertIn("#define SG_TWICE(x) \\\n ((x) + \\\n (x))\n", out)
        self.assertIn("#define SG_GLUE(a) a\\\n + 1\n", out)
        self.assertIn("\nreturn SG_TWICE(v)+SG_GLUE(0);\n", out)
        self.assertEqual(self.compile_and_run(out)[0], "41\n")

    def test_comment_in_program_kept_unless_stripping(self):
        self.header("sg/x.hpp", "#pragma once\n")
        self.write("main.cpp", "// my solution\n#include <sg/x.hpp> // the library\nint main() {}\n")
        self.assertIn("// my solution", self.expand("main.cpp")[0])
        self.assertEqual(self.expand("main.cpp", "-s")[0], "int main(){}\n")


def load_expander():
    """The expander as a module, to test its comment stripper directly."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("sg_expand", EXPANDER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GXX = shutil.which("g++")


@unittest.skipUnless(GXX, "needs g++, whose -fpreprocessed mode removes comments")
class StripperAgainstGcc(ExpanderCase):
    """The comment stripper against an independent one: g++ -fpreprocessed -dD -E removes
    comments and nothing else. Both texts must agree token for token (whitespace runs
    compared as one space), on the tricky fixture and on every header of the library."""

    def check(self, path):
        sg_expand = load_expander()
        code = sg_expand.Scan(sg_expand.read_text(path)).code
        ours = " ".join(" ".join(line for line in code if line.strip() != "#pragma once").split())
        r = subprocess.run([GXX, "-std=c++20", "-fpreprocessed", "-dD", "-E", "-P", "-x", "c++", path],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        # -dD prints a function-like macro's parameters without spaces ("(a,b)"): compare
        # both texts with the parameter lists of #define written that way.
        params = re.compile(r"(#\s*define\s+\w+)\(([^)]*)\)")
        canon = lambda text: params.sub(lambda m: m.group(1) + "(" + re.sub(r"\s+", "", m.group(2)) + ")", text)
        self.assertEqual(canon(ours), canon(" ".join(r.stdout.split())), path)

    def test_tricky_fixture(self):
        # -fpreprocessed takes line splices as already joined, so it would not continue a
        # // comment over one; that case is checked by compiling, in Comments, instead.
        spliced = "// a comment that goes on \\\n   over a spliced line\n"
        self.assertIn(spliced, TRICKY_HEADER)
        self.check(self.header("sg/tricky.hpp", TRICKY_HEADER.replace(spliced, "\n")))

    def test_every_library_header(self):
        headers = [os.path.join(root, f) for root, _, files in os.walk(os.path.join(REAL_LIB, "sg"))
                   for f in files if f.endswith(".hpp")]
        self.assertGreater(len(headers), 5)
        for h in sorted(headers):
            with self.subTest(header=os.path.relpath(h, REAL_LIB)):
                self.check(h)


CLANG_LEXER = shutil.which(os.environ.get("SG_EXPAND_CLANG", "clang++"))


@unittest.skipUnless(CLANG_LEXER, "needs clang++, whose -dump-tokens lists the tokens of a file")
class SpacesAgainstClang(ExpanderCase):
    """-s against an independent lexer: clang's token stream of every header of the
    library, written out whole (--all-headers), is the same with -s as without it, so
    the spaces it takes kept no tokens apart. The standard includes are left out of both
    (clang lexes what it includes), which leaves every sg token in place."""

    def tokens(self, text):
        path = os.path.join(self.dir, "tokens.cpp")
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(line + "\n" for line in text.split("\n") if not line.startswith("#include <")))
        r = subprocess.run([CLANG_LEXER, "-std=c++20", "-fsyntax-only", "-Xclang", "-dump-tokens",
                            "-Wno-pragma-once-outside-header", path], capture_output=True, text=True)
        # One token a line: its kind and spelling, then a tab and where it stands.
        out = [line.split("\t", 1)[0] for line in r.stderr.splitlines() if re.match(r"[a-z_]+ '", line)]
        self.assertGreater(len(out), 10000, r.stderr[:2000])
        return out

    def test_every_library_header(self):
        whole = subprocess.run([sys.executable, EXPANDER, "--lib", REAL_LIB, "--all-headers"], capture_output=True,
                               text=True, check=True).stdout
        stripped = subprocess.run([sys.executable, EXPANDER, "--lib", REAL_LIB, "--all-headers", "-s"],
                                  capture_output=True, text=True, check=True).stdout
        self.assertLess(len(stripped), len(whole) * 6 // 10)
        a, b = self.tokens(whole), self.tokens(stripped)
        self.assertEqual(len(a), len(b))
        first = next((i for i in range(len(a)) if a[i] != b[i]), None)
        self.assertIsNone(first, first is not None and (a[first - 5 : first + 5], b[first - 5 : first + 5]))


class LineMarkers(ExpanderCase):
    def make(self):
        self.header("sg/games/where.hpp", """
            // where.hpp
            #pragma once
            #include <cstdio>

            /* a comment
               over lines */
            inline void where() { std::printf("%s:%d\\n", __FILE__, __LINE__); }
            """)
        self.write("main.cpp", """
            #include <sg/games/where.hpp>
            // a comment
            int main() {
                where();
                std::printf("%s:%d\\n", __FILE__, __LINE__);
            }
            """)

    def check_markers(self, text, sources, stripped):
        """After each #line N "f", the lines that follow are lines N, N+1, ... of f (with -s,
        without their indentation, comments and the spaces that keep no tokens apart)."""
        current = None
        for line in text.splitlines():
            m = re.fullmatch(r'#line (\d+) "([^"]+)"', line)
            if m:
                current = [int(m.group(1)), m.group(2)]
                continue
            if current is None or current[1] not in sources:
                continue
            original = sources[current[1]][current[0] - 1]
            # -s takes indentation, comments and the spaces between tokens that keep
            # nothing apart: the line's other characters start the original's.
            bare = lambda text: "".join(text.split())
            self.assertTrue(original.startswith(line.rstrip()) or
                            (stripped and bare(original).startswith(bare(line))), (line, original))
            current[0] += 1

    def test_markers_follow_the_sources(self):
        self.make()
        sources = {}
        for rel, shown in (("lib/sg/games/where.hpp", "sg/games/where.hpp"), ("main.cpp", "main.cpp")):
            with open(os.path.join(self.dir, rel), encoding="utf-8") as f:
                sources[shown] = f.read().splitlines()
        for flags in ((), ("-s",)):
            out, _ = self.expand("main.cpp", "--line-markers", *flags)
            self.assertIn('#line 7 "sg/games/where.hpp"' if flags else '#line 1 "sg/games/where.hpp"', out)
            self.check_markers(out, sources, stripped=bool(flags))
        self.assertNotIn("#line", self.expand("main.cpp")[0])

    @needs_cxx
    def test_compiler_sees_original_names_and_lines(self):
        self.make()
        for flags in ((), ("-s",)):
            out, _ = self.expand("main.cpp", "--line-markers", *flags)
            self.assertEqual(self.compile_and_run(out)[0], "sg/games/where.hpp:7\nmain.cpp:5\n")


class RealLibrary(ExpanderCase):
    """The library in this source tree, found next to the tool when --lib is not given."""

    PROGRAM = """
        #include <cstdio>
        #include <sg/grundy.hpp>
        #include <sg/sg.hpp>
        struct take123 {  // remove 1, 2 or 3 tokens: G(n) = n mod 4
            using state = int;
            void moves(int n, auto&& emit) const {
                for (int k = 1; k <= 3 && k <= n; ++k) emit(n - k);
            }
        };
        int main() {
            sg::grundy<take123> g;
            int bad = 0;
            for (int n = 0; n < 200; ++n) bad += g(n) != static_cast<sg::nimber>(n % 4);
            auto m = g.winning_move({5, 6});
            std::printf("%d %zu %d\\n", bad, m->component, m->to.at(0));
        }
        """

    def test_default_library_is_beside_the_tool(self):
        self.write("main.cpp", self.PROGRAM)
        default, _ = self.expand("main.cpp", lib=False)
        given, _ = self.expand("main.cpp", lib=REAL_LIB)
        self.assertEqual(default, given)
        self.assertIn("class grundy", default)

    @needs_cxx
    def test_expanded_program_compiles_alone(self):
        self.write("main.cpp", self.PROGRAM)
        # Plain expansion; the examples' tests compile the library with -s and -l.
        out, _ = self.expand("main.cpp", lib=REAL_LIB)
        self.assertNotRegex(out, r'#\s*include\s*[<"]sg/')
        # 5 ^ 6 = 3: the first winning move in component order is in the first component
        # (value 1), to value 1 ^ 3 = 2 — a move up in value, 5 -> 2 — before the second
        # component's 6 -> 5.
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0], "0 0 2\n")



CLANG = shutil.which(os.environ.get("SG_EXPAND_CLANG", "clang++"))
needs_both = unittest.skipUnless(CXX and CLANG, "the reduction needs clang++ and SG_CXX")

# A library with something of every kind the reduction handles, used and unused.
REDUCE_HEADER = """
    // sg/r.hpp
    #pragma once
    #include <cstdio>
    #include <map>
    #include <unordered_map>
    #include <vector>
    namespace sg {
    // The doc comment of unused_free, which goes with it.
    inline int unused_free() { return 1; }  // UNUSED_FREE
    inline int used_free() { return 2; }  // USED_FREE
    inline int overload(int) { return 3; }  // OVERLOAD_INT
    inline int overload(const char*) { return 4; }  // OVERLOAD_STR
    struct unused_class { int f() { return 5; } };  // UNUSED_CLASS
    template <class T> struct pick { static constexpr int value = 0; };  // PICK_PRIMARY
    template <class T> struct pick<T*> { static constexpr int value = 1; };  // PICK_POINTER
    template <class T> struct pick<const T> { static constexpr int value = 2; };  // PICK_CONST
    template <class T>
    concept countable = requires(const T& t) { t.count(); };
    struct key {
        int v;
        bool operator==(const key&) const = default;
    };
    struct key_hash {
        std::size_t operator()(const key& k) const { return static_cast<std::size_t>(k.v); }  // HASH_CALL
    };
    template <class T>
    class box {
    public:
        explicit box(T t) : t_(t) {}
        T get() const { return t_; }  // BOX_GET
        T unused_member() const { return t_ + 1; }  // BOX_UNUSED
        int count() const { return 1; }  // BOX_COUNT: asked for by a concept
        int twice() const { return helper() * 2; }  // BOX_TWICE
        static int unused_static() { return 6; }  // BOX_UNUSED_STATIC
    private:
        int helper() const { return 21; }  // BOX_HELPER
        T t_;
    };
    template <class T>
    int counted(const T& t) {
        if constexpr (countable<T>) return t.count();  // COUNTED
        else return -1;
    }
    inline int from_map() {
        std::unordered_map<key, int, key_hash> m;
        m[key{7}] = 8;
        return m[key{7}];
    }
    }  // namespace sg
    namespace sg::lonely {  // LONELY_OPEN: a namespace left empty goes
    namespace inner {  // INNER_OPEN
    // Nothing of this is used.
    inline int nobody() { return 9; }
    }  // namespace inner
    }  // namespace sg::lonely
    namespace sg {  // KEPT_OPEN: a namespace with something kept stays
    inline int used_late() { return 10; }
    inline int unused_late() { return 11; }
    }  // namespace sg
    """

REDUCE_MAIN = """
    #include <sg/r.hpp>
    #include <cstdio>
    int main() {
        sg::box<int> b(40);
        std::printf("%d %d %d %d\\n", sg::used_free(), sg::overload(0), b.get(), b.twice());
        std::printf("%d %d %d\\n", sg::pick<int*>::value, sg::pick<long>::value, sg::counted(b));
        std::printf("%d %d\\n", sg::from_map(), sg::used_late());
    }
    """


class Reduction(ExpanderCase):
    """The default: only the declarations the program uses, checked by compiling it."""

    def setUp(self):
        super().setUp()
        self.header("sg/r.hpp", REDUCE_HEADER)
        self.write("main.cpp", REDUCE_MAIN)

    @needs_both
    def test_keeps_only_what_is_used(self):
        out = self.reduced(
            kept=("USED_FREE", "OVERLOAD_INT", "PICK_PRIMARY", "PICK_POINTER", "BOX_GET", "BOX_COUNT", "BOX_TWICE",
                  "BOX_HELPER", "COUNTED", "HASH_CALL", "#include <unordered_map>", "KEPT_OPEN", "used_late"),
            dropped=("UNUSED_FREE", "doc comment of unused_free", "OVERLOAD_STR", "UNUSED_CLASS", "PICK_CONST",
                     "BOX_UNUSED", "BOX_UNUSED_STATIC", "#include <map>", "LONELY_OPEN", "INNER_OPEN",
                     "namespace inner", "namespace sg::lonely", "unused_late"))
        self.assertEqual(self.compile_and_run(out)[0], "2 3 40 42\n1 0 1\n8 10\n")
        whole, _ = self.expand("main.cpp")
        self.assertEqual(self.compile_and_run(whole)[0], "2 3 40 42\n1 0 1\n8 10\n")
        self.assertIn("UNUSED_FREE", whole)
        self.assertIn("LONELY_OPEN", whole)

    @needs_both
    def test_member_asked_for_keeps_its_declaration_only(self):
        # A concept asks for measure() and deduced(); neither is called. measure()'s
        # declaration answers the concept as its definition would, so its body goes, and
        # the helper only that body calls; deduced() has a deduced return type, which the
        # concept can only learn from its body: it stays whole.
        self.header("sg/g.hpp", """
            #pragma once
            namespace sg {
            inline int measure_helper() { return 12; }  // MEASURE_HELPER
            inline int deduced_helper() { return 13; }  // DEDUCED_HELPER
            template <class T>
            concept measurable = requires(const T& t) { t.measure(); };
            template <class T>
            concept deducing = requires(const T& t) { t.deduced(); };
            template <class T>
            class gauge {
            public:
                int get() const { return 1; }
                int measure() const
                    requires(sizeof(T) > 0)
                {
                    return measure_helper();  // MEASURE_BODY
                }
                auto deduced() const { return deduced_helper(); }  // DEDUCED_BODY
            };
            }  // namespace sg
            """)
        self.write("main.cpp", """
            #include <sg/g.hpp>
            #include <cstdio>
            int main() {
                sg::gauge<int> g;
                std::printf("%d %d %d\\n", g.get(), int(sg::measurable<sg::gauge<int>>),
                            int(sg::deducing<sg::gauge<int>>));
            }
            """)
        out = self.reduced(kept=("DEDUCED_BODY", "DEDUCED_HELPER"),
                           dropped=("MEASURE_HELPER", "MEASURE_BODY", "measure_helper"))
        self.assertRegex(out, r"int measure\(\) const\n *requires\(sizeof\(T\) > 0\)\n *;\n")
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0], "1 1 1\n")
        stripped, _ = self.expand("main.cpp", "--cxx", CXX, "--strict", "-s", whole=False)
        self.assertIn("int measure()const\nrequires(sizeof(T)>0)\n;\n", stripped)

    @needs_both
    def test_class_template_only_named_keeps_no_members(self):
        # wide<2> is only named (a branch of std::conditional_t that is not taken): no
        # specialization of wide is ever defined, so its constructor and operator, and
        # the helper only they call, go; narrow, which is made, keeps them.
        self.header("sg/w.hpp", """
            #pragma once
            #include <type_traits>
            namespace sg {
            inline int wide_helper() { return 7; }  // WIDE_HELPER
            inline int narrow_helper() { return 8; }  // NARROW_HELPER
            template <int N>
            struct wide {
                wide() : v(wide_helper()) {}  // WIDE_CTOR
                wide& operator+=(const wide& o) { v += o.v + wide_helper(); return *this; }  // WIDE_OP
                int v;
            };
            template <int N>
            struct narrow {
                narrow() : v(narrow_helper()) {}  // NARROW_CTOR
                narrow& operator+=(const narrow& o) { v += o.v; return *this; }  // NARROW_OP
                int v;
            };
            template <int N>
            using cells = std::conditional_t<(N > 1), wide<N>, narrow<N>>;
            }  // namespace sg
            """)
        self.write("main.cpp", """
            #include <sg/w.hpp>
            #include <cstdio>
            int main() {
                sg::cells<1> c;
                std::printf("%d %d\\n", c.v, int(sizeof(sg::cells<2>*)));
            }
            """)
        out = self.reduced(kept=("struct wide", "NARROW_HELPER", "NARROW_CTOR", "NARROW_OP"),
                           dropped=("WIDE_HELPER", "WIDE_CTOR", "WIDE_OP"))
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0], "8 8\n")

    @needs_both
    def test_constructors_and_overloads_no_code_reaches(self):
        # store is a member of holder, which nothing uses: the implicit destructor of
        # store that holder's constructor marks used keeps neither. ticket keeps its
        # default constructor and the one from int the program calls; the one from
        # double, which no code calls or checks, goes. lone has no default, copy or move
        # constructor of its own: its unused constructor stays, so that no default
        # constructor appears. In the plain class, the one overload of show() that is
        # called stays; in the template, whose calls are resolved only when it is made,
        # both stay. filler, which nothing uses, instantiates apply_twice with its own
        # lambda: that instantiation does not keep filler.
        self.header("sg/c.hpp", """
            #pragma once
            #include <vector>
            namespace sg {
            template <class T>
            struct store {  // STORE_CLASS
                std::vector<T> v;
            };
            struct holder {  // HOLDER_CLASS
                explicit holder(int n) : s{std::vector<int>(n)} {}
                store<int> s;
            };
            struct ticket {
                ticket() = default;
                explicit ticket(int n) : v(show(n)) {}  // TICKET_INT
                explicit ticket(double d) : v(int(d)) {}  // TICKET_DOUBLE
                static int show(int n) { return n + 1; }  // SHOW_INT
                static int show(const char*) { return 0; }  // SHOW_TEXT
                int v = 0;
            };
            template <class T>
            struct shown {
                T get(T n) const { return show(n); }
                static T show(T n) { return n + 2; }  // SHOWN_T
                static T show(const char*) { return 0; }  // SHOWN_TEXT
            };
            struct lone {
                explicit lone(int n) : v(n) {}  // LONE_INT
                int v;
            };
            inline int lone_size() { return int(sizeof(lone)); }
            template <class F>
            int apply_twice(F f) { return f(f(1)); }  // APPLY_TWICE
            struct filler {  // FILLER_CLASS
                int fill() const { return apply_twice([](int x) { return x + 1; }); }
            };
            }  // namespace sg
            """)
        self.write("main.cpp", """
            #include <sg/c.hpp>
            #include <cstdio>
            int main() {
                sg::ticket t(4);
                std::printf("%d %d %d %d\\n", t.v, sg::shown<int>().get(1), sg::lone_size(),
                            sg::apply_twice([](int x) { return 3 * x; }));
            }
            """)
        out = self.reduced(kept=("ticket() = default", "TICKET_INT", "SHOW_INT", "SHOWN_T", "SHOWN_TEXT", "LONE_INT",
                                 "APPLY_TWICE"),
                           dropped=("STORE_CLASS", "HOLDER_CLASS", "TICKET_DOUBLE", "SHOW_TEXT", "FILLER_CLASS"))
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0], "5 3 4 9\n")

    @needs_both
    def test_lookups_instantiations_never_chose(self):
        # In a template, `describe(x)` and `x << 1` are looked up when it is made: the
        # dump lists every overload they may find. twice<int> chose describe(int) and
        # the built-in <<, so describe(const char*) and the operator<< of bits go. bits
        # is only named, never made complete: it stays a declaration. box<int>::operator==
        # is never made, and its qualified call must find something: both same() stay.
        # pick<1> returns in its `if constexpr`, so what follows is never reached and
        # tail_value, which only that code calls, goes. wide_v<int> and depth_v<int*>,
        # made for a test decided alike everywhere, are their templates' own text, not
        # declarations on their lines that would keep them.
        self.header("sg/l.hpp", """
            #pragma once
            #include <type_traits>
            namespace sg {
            template <int W>
            struct bits {
                unsigned words[W];  // BITS_BODY
            };
            template <int W>
            bits<W> operator<<(bits<W> b, int) { return b; }  // BITS_SHIFT
            inline int describe(int n) { return n + 1; }  // DESCRIBE_INT
            inline int describe(const char*) { return 0; }  // DESCRIBE_TEXT
            template <class T>
            int twice(T x) { return describe(x) + static_cast<int>(x << 1); }
            inline bool same(int a, int b) { return a == b; }  // SAME_INT
            inline bool same(const char* a, const char* b) { return a == b; }  // SAME_TEXT
            template <class T>
            struct box {
                T v{};
                bool operator==(const box& o) const { return sg::same(v, o.v); }
            };
            inline int tail_value() { return 7; }  // TAIL_VALUE
            template <int N>
            int pick() {
                if constexpr (N == 1) return 1;
                return tail_value() + N;
            }
            using word = std::conditional_t<true, unsigned, bits<2>>;
            template <class T>
            inline constexpr bool wide_v = sizeof(T) > 4;  // WIDE_V
            template <class T>
            inline constexpr int depth_v = 0;  // DEPTH_V
            template <class T>
            inline constexpr int depth_v<T*> = 1 + depth_v<T>;  // DEPTH_POINTER
            template <class T>
            int width_of(T) {
                if constexpr (wide_v<T> || depth_v<T*> > 1) return 8;
                else return 4;
            }
            }  // namespace sg
            """)
        self.write("main.cpp", """
            #include <sg/l.hpp>
            #include <cstdio>
            int main() {
                sg::box<int> b;
                sg::word w = 3;
                std::printf("%d %d %d %u %d\\n", sg::twice(4), b.v, sg::pick<1>(), w, sg::width_of(1));
            }
            """)
        out = self.reduced(kept=("DESCRIBE_INT", "SAME_INT", "SAME_TEXT"),
                           dropped=("BITS_BODY", "BITS_SHIFT", "DESCRIBE_TEXT", "TAIL_VALUE", "WIDE_V", "DEPTH_V",
                                    "DEPTH_POINTER"))
        self.assertIn("struct bits;", re.sub(r"\s+", " ", out))
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0], "13 0 1 3 4\n")

    @needs_both
    def test_scoped_macros_overloads_and_namespace_names(self):
        # SG_DETAIL_SHAPES writes two members at each use: before the reduction each use
        # is written out, so the member the program never calls goes, with the #define
        # and its #undef. SG_DETAIL_HASH has a string in its body: it stays a macro,
        # and so does every use of it; so does SG_DETAIL_OPEN, which is never undefined
        # (the program may use it), and SG_DETAIL_TWICE, defined twice. In a template
        # member whose calls are resolved only when it is made (get<U> calls twice(u)),
        # the member's own name in its declarator calls no overload, so get(double)
        # goes; a call of another overload keeps it (put(long), which put<U> calls). A
        # concept that names sg::tag asks for no member named tag. A parameter is
        # replaced token by token: SG_DETAIL_SUFFIX's `u` is not the suffix of `10u`.
        self.header("sg/m.hpp", """
            #pragma once
            #include <concepts>
            namespace sg {
            enum class tag { one, two };
            template <class U>
            int twice(U u) { return 2 * static_cast<int>(u); }
            template <class T>
            concept tagged = requires(const T& t) {
                { t.label() } -> std::same_as<sg::tag>;
            };
            #define SG_DETAIL_SHAPES(ret, name, value) \\
                ret name(int x) const { return x + value; } \\
                ret name(const char*) const { return value; }
            #define SG_DETAIL_HASH(name) \\
                const char* name() const { return "HASH_BODY"; }
            #define SG_DETAIL_OPEN(name) \\
                int name() const { return 7; }
            #define SG_DETAIL_SUFFIX(u) \\
                unsigned u() const { return 10u; }
            template <class T>
            struct box {
                SG_DETAIL_SHAPES(int, first, 10)
                SG_DETAIL_SHAPES(long, second, 20)
                SG_DETAIL_HASH(hash_text)
                SG_DETAIL_OPEN(seven)
                SG_DETAIL_SUFFIX(ten)
                template <class U>
                int get(U u) const { return twice(u) + 1; }  // GET_TEMPLATE
                int get(double) const { return 0; }  // GET_DOUBLE
                template <class U>
                long put(U u) const { return put(static_cast<long>(u)); }
                long put(long u) const { return u * 2; }  // PUT_LONG
                sg::tag label() const { return sg::tag::one; }
                int tag() const { return 5; }  // MEMBER_TAG
            };
            #undef SG_DETAIL_SHAPES
            #undef SG_DETAIL_HASH
            #undef SG_DETAIL_SUFFIX
            #define SG_DETAIL_TWICE(name) int name() const { return 1; }
            struct first_scope {
                SG_DETAIL_TWICE(one)
            };
            #undef SG_DETAIL_TWICE
            #define SG_DETAIL_TWICE(name) int name() const { return 2; }
            struct second_scope {
                SG_DETAIL_TWICE(two)
            };
            #undef SG_DETAIL_TWICE
            }  // namespace sg
            """)
        self.write("main.cpp", """
            #include <sg/m.hpp>
            #include <cstdio>
            int main() {
                sg::box<int> b;
                static_assert(sg::tagged<sg::box<int>>);
                std::printf("%d %ld %d %ld %s %d %d%d\\n", b.first(1), b.second(""), b.get(2), b.put(3), b.hash_text(),
                            b.seven(), sg::first_scope{}.one(), sg::second_scope{}.two());
                std::printf("%u\\n", b.ten());
            }
            """)
        out = self.reduced(kept=("GET_TEMPLATE", "PUT_LONG", "SG_DETAIL_HASH", "HASH_BODY", "SG_DETAIL_OPEN(seven)",
                                 "SG_DETAIL_TWICE(one)"),
                           dropped=("SG_DETAIL_SHAPES", "GET_DOUBLE", "MEMBER_TAG"))
        flat = re.sub(r"\s+", " ", out)
        self.assertIn("int first(int x) const { return x + 10; }", flat)
        self.assertNotIn("first(const char*)", flat)
        self.assertIn("long second(const char*) const { return 20; }", flat)
        self.assertNotIn("second(int x)", flat)
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0],
                         "11 20 5 6 HASH_BODY 7 12\n10\n")
        # With #line markers the lines stay the headers' own: the macro stays.
        marked, _ = self.expand("main.cpp", "--cxx", CXX, "--strict", "-l", whole=False)
        self.assertIn("SG_DETAIL_SHAPES", marked)

    @needs_both
    def test_constructions_and_standard_member_names(self):
        # list::begin() makes a cursor, and nothing calls begin(): the cursor's constructor,
        # which clang marks used there, is linked to that construction, so it goes with
        # begin() and its class with it. In first_of the dump spells the iterator's type
        # std::vector<int>::const_iterator, a member of std::vector: table's
        # const_iterator stays no more than if it had another name.
        self.header("sg/c.hpp", """
            #pragma once
            #include <vector>
            namespace sg {
            struct list {
                struct cursor {  // CURSOR_CLASS
                    cursor(const list* l, int i) : l_(l), i_(i) {}
                    const list* l_;
                    int i_;
                };
                cursor begin() const { return {this, 0}; }  // LIST_BEGIN
                int size() const { return 3; }
            };
            struct table {
                struct const_iterator {  // TABLE_ITERATOR
                    int at = 0;
                };
                int rows() const { return 2; }
            };
            inline int first_of(const std::vector<int>& v) {
                const auto it = v.begin();
                return *it;
            }
            }  // namespace sg
            """)
        self.write("main.cpp", """
            #include <sg/c.hpp>
            #include <cstdio>
            int main() { std::printf("%d %d %d\\n", sg::list{}.size(), sg::table{}.rows(), sg::first_of({4, 5})); }
            """)
        out = self.reduced(kept=("int size()", "int rows()", "first_of"),
                           dropped=("LIST_BEGIN", "CURSOR_CLASS", "TABLE_ITERATOR"))
        self.assertEqual(self.compile_and_run(out, flags=["-Wall", "-Wextra", "-Werror"])[0], "3 2 4\n")

    @needs_both
    def test_deterministic_and_strippable(self):
        a, _ = self.expand("main.cpp", "--cxx", CXX, "-s", whole=False)
        b, _ = self.expand("main.cpp", "--cxx", CXX, "-s", whole=False)
        self.assertEqual(a, b)
        self.assertNotIn("UNUSED_FREE", a)
        self.assertNotIn("//", a)

    @needs_both
    def test_checks_samples(self):
        sample = self.write("sample.in", "")
        right = self.write("right.out", "2 3 40 42\n1 0 1\n8 10\n")
        wrong = self.write("wrong.out", "0\n")
        out, err = self.expand("main.cpp", "--cxx", CXX, "--check", sample, right, whole=False)
        self.assertEqual(err, "")
        self.assertNotIn("UNUSED_FREE", out)
        # A sample the program fails even whole: the whole expansion is written, status 1.
        out, err = self.expand("main.cpp", "--cxx", CXX, "--check", sample, wrong, whole=False, expect=1)
        self.assertIn("UNUSED_FREE", out)
        self.assertIn("differs from", err)
        self.assertIn("the whole expansion fails too", err)

    def test_falls_back_to_the_whole_expansion(self):
        missing = os.path.join(self.dir, "no-such-clang")
        out, err = self.expand("main.cpp", "--clang", missing, whole=False)
        self.assertIn("UNUSED_FREE", out)
        self.assertEqual(err.count("\n"), 1, err)
        self.assertIn("wrote the whole expansion", err)
        err = self.expand_error("main.cpp", "--clang", missing, "--strict", whole=False)
        self.assertIn("cannot reduce", err)

    @needs_both
    def test_falls_back_where_the_result_does_not_compile(self):
        # A compiler that refuses everything stands for a reduction the judge's compiler
        # would not take.
        refuse = self.write("refuse.sh", "#!/bin/sh\necho 'error: refused' >&2\nexit 1\n")
        os.chmod(refuse, 0o755)
        out, err = self.expand("main.cpp", "--cxx", refuse, whole=False)
        self.assertIn("UNUSED_FREE", out)
        self.assertIn("does not compile it", err)

    @needs_both
    def test_judge_flags_and_the_program_kept(self):
        # The flags come after -std=c++20 -O2, split as a shell would (a quoted value
        # with a space stays one flag): a macro the judge defines reaches the program,
        # and the program that passed the sample is the one written.
        judge_says = "int main() {\n#ifdef JUDGE_SAYS\n    std::puts(\"judged\");\n#endif"
        self.write("flagged.cpp", REDUCE_MAIN.replace("int main() {", judge_says))
        sample = self.write("sample.in", "")
        judged = self.write("judged.out", "judged\n2 3 40 42\n1 0 1\n8 10\n")
        program = os.path.join(self.dir, "out", "flagged")
        os.makedirs(os.path.dirname(program))
        out, err = self.expand("flagged.cpp", "--cxx", CXX, "--cxxflags=-DJUDGE_SAYS -DUNUSED='a b'",
                               "--check", sample, judged, "--program", program, whole=False)
        self.assertEqual(err, "")
        self.assertNotIn("UNUSED_FREE", out)
        ran = subprocess.run([program], capture_output=True, text=True, check=True)
        self.assertEqual(ran.stdout, "judged\n2 3 40 42\n1 0 1\n8 10\n")
        # Without the macro the sample fails, even whole: no program is written.
        os.unlink(program)
        self.expand("flagged.cpp", "--cxx", CXX, "--check", sample, judged, "--program", program, whole=False,
                    expect=1)
        self.assertFalse(os.path.exists(program))
        # A warning that the flags make an error (an unused local) fails the check.
        self.write("warned.cpp", REDUCE_MAIN.replace("int main() {", "int main() {\n    int unused_local = 0;"))
        err = self.expand_error("warned.cpp", "--cxx", CXX, "--cxxflags=-Wall -Werror", "--strict", whole=False)
        self.assertIn("does not compile it", err)
        out, _ = self.expand("warned.cpp", "--cxx", CXX, "--cxxflags=-Wall", "--strict", whole=False)
        self.assertNotIn("UNUSED_FREE", out)
        # --whole compiles only for the samples or the program, and then as the reduction
        # would: the whole expansion passes with the macro, and fails without it.
        whole = os.path.join(self.dir, "out", "whole")
        out, err = self.expand("flagged.cpp", "--cxx", CXX, "--cxxflags=-DJUDGE_SAYS", "--check", sample, judged,
                               "--program", whole)
        self.assertEqual(err, "")
        self.assertIn("UNUSED_FREE", out)
        ran = subprocess.run([whole], capture_output=True, text=True, check=True)
        self.assertEqual(ran.stdout, "judged\n2 3 40 42\n1 0 1\n8 10\n")
        out, err = self.expand("flagged.cpp", "--cxx", CXX, "--check", sample, judged, expect=1)
        self.assertIn("UNUSED_FREE", out)
        self.assertIn("the whole expansion fails: its output on", err)

    def test_reduction_arguments(self):
        self.expand("--all-headers", "--strict", expect=2)
        self.expand("main.cpp", "--check", "only-one", expect=2)
        self.expand("--single-header", "--cxxflags=-Wall", expect=2)
        self.expand("--single-header", "--program", "x", expect=2)
        _, err = self.expand("main.cpp", "--cxxflags=-DX='unclosed", expect=2)
        self.assertIn("--cxxflags", err)


CUT_HEADER = """
    // sg/c.hpp
    #pragma once
    #include <cstdio>
    #include <type_traits>
    namespace sg {
    template <class T>
    constexpr bool is_small = sizeof(T) <= 4;
    inline int dead_helper() { return 1; }  // DEAD_HELPER
    inline int never_used() { return 0; }  // NEVER_USED
    struct flat {
        static constexpr bool indexed = true;  // FLAT_INDEXED
    };
    struct hashed {
        static constexpr bool indexed = false;  // HASHED_INDEXED
    };
    template <class M>
    struct table {
        static_assert(sizeof(M) > 0, "STATIC_CHECK");
        int bytes() const { return sizeof(std::conditional_t<M::indexed, int, long long>); }
    };
    template <class T>
    [[nodiscard]] int width(T) {
        if constexpr (is_small<T>) {
            return 4;  // SMALL_BRANCH
        } else {
            // COMMENT_IN_DEAD_BRANCH
            return dead_helper() + 7;  // WIDE_BRANCH
        }
    }
    template <class T>
    int mixed(T) {
        if constexpr (is_small<T>) return 1;  // MIXED_SMALL
        else return 2;  // MIXED_WIDE
    }
    template <class T>
    int scoped(T) {
        int r = 0;
        if constexpr (is_small<T>) {
            int local = 5;  // SCOPED_LOCAL
            r += local;
        } else {  // ELSE_COMMENT
            r -= 1;  // SCOPED_ELSE
        }
        if constexpr (!is_small<T>) r = 100;  // NEVER_ASSIGNED
        for (int i = 0; i < 3; ++i)
            if constexpr (is_small<T>) r += i; else r -= i;  // IN_LOOP
        if constexpr (is_small<T>) {
            r *= 2;  // UNWRAPPED
        }
        return r;
    }
    constexpr int plain() {
        if constexpr (sizeof(void*) >= 4) return 8; else return 9;  // PLAIN
    }
    }  // namespace sg
    """

CUT_MAIN = """
    #include <sg/c.hpp>
    #include <cstdio>
    int main() {
        sg::table<sg::flat> a;
        sg::table<sg::hashed> b;
        std::printf("%d %d %d %d %d %d %d\\n", sg::width(1), sg::mixed(1), sg::mixed(1.0), sg::scoped(1),
                    a.bytes(), b.bytes(), sg::plain());
    }
    """


class Cuts(ExpanderCase):
    """Inside the declarations kept: static assertions, the branches of `if constexpr`
    no instantiation takes, [[nodiscard]]."""

    ANSWER = "4 1 2 16 4 8 8\n"

    def setUp(self):
        super().setUp()
        self.header("sg/c.hpp", CUT_HEADER)
        self.write("main.cpp", CUT_MAIN)

    @needs_both
    def test_cuts_what_no_instantiation_needs(self):
        out = self.reduced(
            kept=("SMALL_BRANCH", "MIXED_SMALL", "MIXED_WIDE", "SCOPED_LOCAL", "IN_LOOP", "UNWRAPPED", "PLAIN",
                  "FLAT_INDEXED", "HASHED_INDEXED", "M::indexed"),
            dropped=("NEVER_USED", "STATIC_CHECK", "WIDE_BRANCH", "COMMENT_IN_DEAD_BRANCH", "DEAD_HELPER",
                     "ELSE_COMMENT", "SCOPED_ELSE", "NEVER_ASSIGNED", "r -= i", "return 9", "nodiscard",
                     "static_assert"))
        # The test of every decided `if constexpr` goes; the one with two answers stays.
        self.assertEqual(out.count("if constexpr"), 1, out)
        self.assertIn("if constexpr (is_small<T>) return 1;", out)
        # A branch holding a declaration keeps its braces; one without loses them.
        self.assertRegex(out, r"\{\s*int local = 5;")
        self.assertRegex(out, r"\n\s*r \*= 2;  // UNWRAPPED\n\s*return r;")
        self.assertEqual(self.compile_and_run(out)[0], self.ANSWER)
        whole, _ = self.expand("main.cpp")
        self.assertEqual(self.compile_and_run(whole)[0], self.ANSWER)
        self.assertIn("WIDE_BRANCH", whole)

    @needs_both
    def test_retries_without_cuts(self):
        # A compiler that refuses a program without static assertions stands for cuts the
        # judge's compiler would not take: the reduction is made again without them.
        picky = self.write("picky.sh", "#!/bin/sh\nfor a; do last=$a; done\n"
                           "grep -q static_assert \"$last\" || { echo 'error: picky' >&2; exit 1; }\n"
                           f"exec {CXX} \"$@\"\n")
        os.chmod(picky, 0o755)
        out, err = self.expand("main.cpp", "--cxx", picky, whole=False)
        self.assertEqual(err.count("\n"), 1, err)
        self.assertIn("did not pass with the cuts inside declarations", err)
        self.assertIn("wrote it without them", err)
        self.assertIn("STATIC_CHECK", out)
        self.assertIn("WIDE_BRANCH", out)
        self.assertNotIn("NEVER_USED", out)  # still reduced
        self.assertEqual(self.compile_and_run(out)[0], self.ANSWER)
        err = self.expand_error("main.cpp", "--cxx", picky, "--strict", whole=False)
        self.assertIn("cannot reduce", err)

    @needs_both
    def test_cuts_stripped(self):
        out, err = self.expand("main.cpp", "--cxx", CXX, "--strict", "-s", whole=False)
        self.assertEqual(err, "")
        self.assertNotIn("dead_helper", out)
        self.assertEqual(out.count("if constexpr"), 1, out)
        self.assertEqual(self.compile_and_run(out)[0], self.ANSWER)


if __name__ == "__main__":
    unittest.main()
