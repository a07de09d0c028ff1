"""LeetCode's verdicts: the one place their names are spelled.

NOT_RUN is a case's status, never a submission's verdict: the case was not run because an
earlier one exceeded a limit (`judge test` stops there unless --all-cases is given).
"""

from __future__ import annotations

from enum import Enum


class Verdict(str, Enum):
    ACCEPTED = "Accepted"
    WRONG_ANSWER = "Wrong Answer"
    TIME_LIMIT_EXCEEDED = "Time Limit Exceeded"
    MEMORY_LIMIT_EXCEEDED = "Memory Limit Exceeded"
    OUTPUT_LIMIT_EXCEEDED = "Output Limit Exceeded"
    RUNTIME_ERROR = "Runtime Error"
    COMPILE_ERROR = "Compile Error"
    INTERNAL_ERROR = "Internal Error"
    NOT_RUN = "Not Run"

    def __str__(self) -> str:
        return self.value

    @property
    def short(self) -> str:
        """The initials (AC, WA, TLE, ...), for lines that must stay short."""
        return _SHORT[self]


_SHORT = {
    Verdict.ACCEPTED: "AC",
    Verdict.WRONG_ANSWER: "WA",
    Verdict.TIME_LIMIT_EXCEEDED: "TLE",
    Verdict.MEMORY_LIMIT_EXCEEDED: "MLE",
    Verdict.OUTPUT_LIMIT_EXCEEDED: "OLE",
    Verdict.RUNTIME_ERROR: "RE",
    Verdict.COMPILE_ERROR: "CE",
    Verdict.INTERNAL_ERROR: "IE",
    Verdict.NOT_RUN: "NR",
}
