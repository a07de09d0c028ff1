"""`judge debug`: one case of a problem under the language's own debugger, outside the sandbox.

Python's is pdb. A driver (DRIVER below) builds the case's arguments as the sandboxed harness
builds them (python_harness.py's own functions: its prelude, its TreeNode and ListNode, its
design-call loop) and calls the method under pdb, whose first stop is the first line of the
solution's method: the driver's and the harness's frames are skipped. When the debugger lets the
call finish, the answer is written as the harness writes it, and the judge checks it with the
problem's checker, as `judge run` does.

A debugger runs the code as the user, with none of the sandbox's limits: the command says so
before it starts. Only Python has a debugger here so far; any other language is refused in one line.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from judge.checking import checker_for
from judge.core.problems import Case, Problem
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.languages.source import Submission
from judge.pipeline import NOT_CHECKED_MESSAGE

WARNING = (
    "judge debug runs your code outside the sandbox, as you, with no time or memory limit: debug only code you trust"
)
# The answer may be as large as the judge would read.
RESULT_BYTES = 64 << 20

# The driver, run by this interpreter: argv[1] is the job (JSON), argv[2] where the answer goes.
DRIVER = r"""
import json, pdb, sys

with open(sys.argv[1], encoding="utf-8") as handle:
    job = json.load(handle)
sys.path.insert(0, job["harness_dir"])
import python_harness as harness

setup, args = job["setup"], job["args"]
sys.setrecursionlimit(harness.RECURSION_LIMIT)  # as deep as the judge lets a solution recurse
code = compile(setup["source"], setup["path"], "exec")
namespace = harness._namespace(code, setup["prelude"], set(setup["modules"]))
namespace["TreeNode"], namespace["ListNode"] = harness.TreeNode, harness.ListNode
exec(code, namespace)
method, design, nodes, budget = setup["method"], setup["design"], setup["nodes"], setup["result_limit"]


def one_case():
    if design is not None:
        return harness._run_design(namespace[method], design, args, budget, [None])
    values = args
    if nodes is not None:
        values = [harness._node_argument(arg, shape) for arg, shape in zip(args, nodes["params"])]
    value = getattr(namespace["Solution"](), method)(*values)
    if setup["answer"] is not None:
        value = values[setup["answer"]]
    if nodes is not None and nodes["answer"] is not None:
        return harness._encode_nodes(value, nodes["answer"], budget)
    return harness._encode(value, budget)


# The first stop is the solution's first line: this driver's and the harness's frames are skipped.
text = pdb.Pdb(skip=["__main__", "python_harness"]).runcall(one_case)
with open(sys.argv[2], "w", encoding="utf-8") as handle:
    handle.write(text)
"""


def debug_case(submission: Submission, problem: Problem, case: Case) -> int:
    """Run the case under the language's debugger; print the answer and its verdict. The exit status."""
    if submission.language != "python":
        raise UsageError(
            f"judge debug has no debugger for {submission.language} yet: only Python's (pdb) is driven so far"
        )
    try:
        compile(submission.text, submission.name, "exec")
    except (SyntaxError, ValueError) as error:  # ValueError: a NUL byte in the source
        where = f" (line {error.lineno})" if isinstance(error, SyntaxError) and error.lineno else ""
        raise UsageError(f"{submission.name} does not compile: {getattr(error, 'msg', error)}{where}") from None
    from judge.languages import language_named, python_harness
    from judge.languages.python_prelude import MODULES, prelude_table

    # The setup frame the sandboxed harness would read (not a build: nothing is started here but
    # the debugger).
    setup = language_named("python").setup_frame(
        problem.signature,
        submission.name,
        RESULT_BYTES,
        source=submission.text,
        prelude=prelude_table(),
        modules=list(MODULES),
    )
    # Plain JSON answers (not the packed boards the judge may ask for), and the file's own path, so
    # that the debugger lists its lines.
    setup = {**setup, "packed": None, "path": str(Path(submission.path).resolve())}
    job = {
        "harness_dir": str(Path(python_harness.__file__).parent),
        "setup": setup,
        "args": problem.signature.arguments(case.input),
    }
    print(f"judge: warning: {WARNING}", file=sys.stderr)
    print(f"{problem.slug}, case {case.name}: stopped at the first line of your method (pdb: n, s, p, c, q)")
    sys.stdout.flush()
    with tempfile.TemporaryDirectory(prefix="judge-debug-") as folder:
        job_path, answer_path = Path(folder, "job.json"), Path(folder, "answer.json")
        job_path.write_text(json.dumps(job), encoding="utf-8")
        ended = subprocess.run([sys.executable, "-c", DRIVER, str(job_path), str(answer_path)], check=False)
        if not answer_path.exists():
            print(f"no answer: the program ended with exit status {ended.returncode} before returning")
            return 1
        answer: Any = json.loads(answer_path.read_text(encoding="utf-8"))
    print(f"your answer: {json.dumps(answer)}")
    if case.expected is not None:
        print(f"expected:    {json.dumps(case.expected)}")
    check = checker_for(problem)
    if case.expected is None and case.expected_count is None and check.needs_expected:
        print(NOT_CHECKED_MESSAGE)  # an input of the user's own, with no answer known
        return 0
    result = check(case, answer)
    print(result.verdict.value + (f": {result.message}" if result.message else ""))
    return 0 if result.verdict is Verdict.ACCEPTED else 1
