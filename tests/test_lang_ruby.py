"""Ruby through the CLI, for what `judge verify`, the conformance suite and
tests/test_language_behaviours.py do not show: a method LeetCode cannot call because it sits inside
a class of the file's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.languages.ruby import Ruby

from .conftest import judged, write

pytestmark = pytest.mark.skipif(Ruby().missing_toolchain() is not None, reason="ruby is not installed")

IN_A_CLASS = """\
class Solution
  # @param {Integer} n
  # @return {String[][]}
  def solve_n_queens(n)
    boards = []
    queens = []
    place = lambda do |row|
      if row == n
        boards << queens.map { |col| ('.' * col) + 'Q' + ('.' * (n - col - 1)) }
        return
      end
      n.times do |col|
        next if queens.each_with_index.any? { |c, r| c == col || (c - col).abs == row - r }

        queens << col
        place.call(row + 1)
        queens.pop
      end
    end
    place.call(0)
    boards
  end
end
"""


@pytest.mark.parametrize(
    ("definition", "owner"),
    [("def solve_n_queens(n)", "class Solution"), ("def self.solve_n_queens(n)", "class method of Solution")],
)
def test_a_method_inside_a_class_is_leetcodes_runtime_error(definition: str, owner: str, tmp_path: Path) -> None:
    """LeetCode's Ruby calls a top-level method: one inside a class is its NoMethodError, a Runtime
    Error, and the message says where the method is and what to do."""
    path = write(tmp_path, "in_a_class.rb", IN_A_CLASS.replace("def solve_n_queens(n)", definition))
    report = judged(path, "--problem", "51")
    assert report["verdict"] == "Runtime Error", report["compile_error"]
    assert report["compile_error"] is None
    message = report["cases"][0]["message"]
    assert message.startswith("NoMethodError: undefined method `solve_n_queens'"), message
    assert owner in message and "make it a top-level method: remove the `class Solution` line" in message, message
    assert message.endswith("(line 4)"), message
    traceback = report["cases"][0]["details"]["traceback"]
    assert [(frame["line"], frame["source"].strip()) for frame in traceback] == [(4, definition)], traceback
