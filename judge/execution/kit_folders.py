"""The kit's own folders, which hold the expected answers and the example solutions: hidden from
every submission, in both modes (bubblewrap covers them, Landlock carves them out)."""

from __future__ import annotations

import os

from judge.core.once import once


@once
def kit_folders() -> tuple[str, ...]:
    """The kit's own folders, which hold the expected answers and the example solutions: the judge's
    package (with the problems, when installed), a source tree's problems/ and solutions/, and
    $JUDGE_PROBLEMS_DIR. No submission may read them, at run time or while it compiles."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tree = os.path.dirname(package)
    found = [package, os.path.join(tree, "problems"), os.path.join(tree, "solutions")]
    if os.environ.get("JUDGE_PROBLEMS_DIR"):
        found.append(os.path.abspath(os.environ["JUDGE_PROBLEMS_DIR"]))
    return tuple(dict.fromkeys(os.path.realpath(path) for path in found if os.path.isdir(path)))
