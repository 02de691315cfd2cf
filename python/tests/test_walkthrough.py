"""docs/python.md runs as written: every >>> line of its walkthrough, compared with the
output shown there."""
import doctest
import os


def test_walkthrough_runs_as_written():
    page = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")
    result = doctest.testfile(page, module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 20
    assert result.failed == 0
