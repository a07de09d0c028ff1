"""`judge serve`'s backend: the security checks, the API's errors, a submission's events, cancelling
(nothing left running: checked with pgrep), the class dashboard, and the command itself.

The security and error cases use Starlette's TestClient; everything that judges runs a real
`judge serve --port 0` (the URL is its first line on stdout). Judges that must still be running when
they are cancelled loop forever on n = 13 (a case beyond LeetCode's constraints: a 4 s limit, 12 s of
wall-clock time) under JUDGE_TIME_SCALE=0.2, so only the wall clock could stop them.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, interruptible, submission, validate_report

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

with warnings.catch_warnings():  # Starlette 1.x would rather have httpx2, and says so
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from judge.languages import REGISTRY  # noqa: E402
from judge.web.app import create_app  # noqa: E402
from judge.web.runs import RunManager  # noqa: E402

TOKEN = "test-token"
BASE = "http://127.0.0.1:8000"
REFERENCE = (ROOT / "solutions" / "n-queens" / "reference" / "reference.py").read_text(encoding="utf-8")
LOOPS_FOREVER = """
class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        while True:
            pass
"""

# A problem of another shape, written for these tests (and the browser's): a char[][] and a char in,
# a char[][] out, and a checker module of its own that draws the answer with its wrong cells marked.
GRID_PROBLEM = {
    "number": 9002,
    "slug": "mark-the-grid",
    "title": "Mark The Grid",
    "difficulty": "Easy",
    "signature": {
        "name": "markGrid",
        "params": [{"name": "board", "type": "char[][]"}, {"name": "mark", "type": "char"}],
        "returns": "char[][]",
    },
    "checker": "checker.py",
    "time_limit_ms": 1000,
    "memory_limit_mb": 256,
    "output_limit_mb": 1,
    "summary": "Replace every '?' of the board with the mark.",
}
GRID_CASES = [
    {
        "name": "one mark",
        "input": {"board": [["a", "?"], ["b", "c"]], "mark": "*"},
        "expected": [["a", "*"], ["b", "c"]],
    },
    {"name": "none", "input": {"board": [["x"]], "mark": "*"}, "expected": [["x"]]},
]
GRID_CHECKER = '''"""Mark The Grid: the answer as rows, the cells that differ from the expected board marked."""

from judge.checking.result import CheckResult
from judge.core.verdicts import Verdict


def check(case, output):
    if output == case.expected:
        return CheckResult(Verdict.ACCEPTED)
    if not (isinstance(output, list) and all(isinstance(row, list) for row in output)):
        return CheckResult(Verdict.WRONG_ANSWER, "the answer is not a grid")
    marked = [
        [r, c]
        for r, row in enumerate(case.expected)
        for c, cell in enumerate(row)
        if r >= len(output) or c >= len(output[r]) or output[r][c] != cell
    ]
    grid = ["".join(str(cell) for cell in row) for row in output]
    return CheckResult(Verdict.WRONG_ANSWER, f"{len(marked)} cells differ", {"grid": grid, "marked": marked})
'''
GRID_MARKS = """
class Solution:
    def markGrid(self, board: List[List[str]], mark: str) -> List[List[str]]:
        return [[mark if cell == "?" else cell for cell in row] for row in board]
"""
# And a void method answering with its argument changed in place (as Sudoku Solver does).
FILL_PROBLEM = {
    **GRID_PROBLEM,
    "number": 9003,
    "slug": "fill-in-place",
    "title": "Fill In Place",
    "signature": {
        "name": "fillGrid",
        "params": [{"name": "board", "type": "char[][]"}],
        "returns": "void",
        "answer": "board",
    },
    "checker": "exact",
    "summary": "Replace every '?' of the board with '*', in place.",
}
FILL_CASES = [
    {"name": "two blanks", "input": {"board": [["?", "a"], ["b", "?"]]}, "expected": [["*", "a"], ["b", "*"]]}
]
FILLS = """
class Solution:
    def fillGrid(self, board: List[List[str]]) -> None:
        for row in board:
            for column, cell in enumerate(row):
                if cell == "?":
                    row[column] = "*"
"""
GRID_LEAVES_IT = """
class Solution:
    def markGrid(self, board: List[List[str]], mark: str) -> List[List[str]]:
        return board
"""


def grid_problems(folder: Path, *shipped: str) -> dict[str, str]:
    """A problems folder holding Mark The Grid, Fill In Place and copies of the shipped problems
    named (those whose folder is complete); the environment that points the judge there."""
    root = folder / "problems"
    for meta, cases in ((GRID_PROBLEM, GRID_CASES), (FILL_PROBLEM, FILL_CASES)):
        problem = root / meta["slug"]
        (problem / "data").mkdir(parents=True)
        (problem / "problem.json").write_text(json.dumps(meta), encoding="utf-8")
        (problem / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
        statement = f"# {meta['number']}. {meta['title']}\n\n{meta['summary']}\n"
        (problem / "statement.md").write_text(statement, encoding="utf-8")
    (root / GRID_PROBLEM["slug"] / "checker.py").write_text(GRID_CHECKER, encoding="utf-8")
    for slug in shipped:
        source = ROOT / "problems" / slug
        if all((source / name).is_file() for name in ("problem.json", "statement.md", "data/cases.json")):
            shutil.copytree(source, root / slug)
    return {"JUDGE_PROBLEMS_DIR": str(root)}


# ----------------------------------------------------------------------------------------------
# Helpers


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(TOKEN, 8000), base_url=BASE) as test_client:
        yield test_client


def authorized(token: str = TOKEN) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Server:
    """A real `judge serve --port 0`, its URL read from its first line on stdout."""

    def __init__(self, tmp: Path, *args: str, env: dict[str, str] | None = None) -> None:
        self.log = (tmp / f"serve-{time.monotonic_ns()}.log").open("w+")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "judge", "serve", "--port", "0", "--no-open", *args],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env={**os.environ, **(env or {})},
            preexec_fn=interruptible,
        )
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], 30)
        self.first_line = self.process.stdout.readline() if ready else ""
        found = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/\?token=(\S+)\n", self.first_line)
        assert found, f"first line {self.first_line!r}; stderr: {self.stderr()}"
        self.port, self.token = int(found[1]), found[2]
        self.base = f"http://127.0.0.1:{self.port}"
        self.http = httpx.Client(base_url=self.base, headers=authorized(self.token), timeout=30)

    def stderr(self) -> str:
        self.log.seek(0)
        return self.log.read()

    def submit(self, source: str, **fields: Any) -> str:
        body = {"problem": 51, "language": "python", "source": source, **fields}
        answer = self.http.post("/api/submissions", json=body)
        assert answer.status_code == 202, answer.text
        return str(answer.json()["id"])

    def state(self, run_id: str) -> dict[str, Any]:
        answer = self.http.get(f"/api/submissions/{run_id}")
        assert answer.status_code == 200, answer.text
        return dict(answer.json())

    def stop(self, sig: int = signal.SIGINT) -> int:
        self.http.close()
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            return self.process.wait(timeout=15)
        finally:
            self.log.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("serve")
    running = Server(tmp, env={"JUDGE_HISTORY": str(tmp / "history.sqlite3"), "JUDGE_TIME_SCALE": "0.2"})
    yield running
    running.stop()


def events_of(http: Any, run_id: str, token: str, headers: dict[str, str] | None = None) -> list[tuple[str, Any]]:
    """The server-sent events of a run until the stream ends, as (event, data) pairs."""
    events: list[tuple[str, Any]] = []
    with http.stream("GET", f"/api/submissions/{run_id}/events", params={"token": token}, headers=headers) as stream:
        assert stream.status_code == 200
        assert stream.headers["content-type"].startswith("text/event-stream")
        assert stream.headers["cache-control"] == "no-cache"
        name = ""
        for line in stream.iter_lines():
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                events.append((name, json.loads(line[6:])))
    return events


def children(pid: int) -> list[int]:
    listed = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout
    return [int(child) for child in listed.split()]


def descendants(pid: int) -> list[int]:
    """Every process below pid, found with pgrep -P."""
    found, frontier = [], [pid]
    while frontier:
        below = children(frontier.pop())
        found += below
        frontier += below
    return found


def alive(pid: int) -> bool:
    """Running (a zombie, waiting for a parent other than the judge to reap it, no longer runs)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def wait_until(condition: Any, timeout: float, message: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, message
        time.sleep(0.05)


def judging(server: Server, *run_ids: str) -> list[int]:
    """Wait until the runs' submissions run (each runner has started its sandbox); their processes."""
    runners: list[int] = []

    def started() -> bool:
        runners[:] = [pid for pid in children(server.process.pid) if children(pid)]
        states = [server.state(run_id)["status"] for run_id in run_ids]
        return states == ["running"] * len(run_ids) and len(runners) == len(run_ids)

    wait_until(started, 20, "the submissions never started")
    return [pid for runner in runners for pid in [runner, *descendants(runner)]]


def none_alive(pids: list[int], timeout: float = 5) -> None:
    wait_until(lambda: not any(alive(pid) for pid in pids), timeout, f"still running: {[p for p in pids if alive(p)]}")


# ----------------------------------------------------------------------------------------------
# The command


def test_the_first_line_is_the_url_and_the_page_is_served(server: Server) -> None:
    assert server.port != 0
    page = httpx.get(server.base + "/", timeout=10)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "<html" in page.text.lower()
    api = httpx.get(server.base + "/api/problems", params={"token": server.token}, timeout=10)
    assert api.status_code == 200 and len(api.json()["languages"]) == len(REGISTRY)


def test_without_the_web_extra_one_line_and_status_2() -> None:
    blocked = "import sys; sys.modules['starlette'] = None; from judge.cli import main; sys.exit(main(['serve']))"
    done = subprocess.run([sys.executable, "-c", blocked], cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        "judge: error: judge serve needs the web extra: pip install 'nqueens-judge[web]'"
    ]


def test_judge_test_never_imports_the_web_stack() -> None:
    check = (
        "import sys, judge.cli, judge.cli.practice, judge.pipeline;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'httpx')"
        " or m.startswith('judge.web')))"
    )
    done = subprocess.run([sys.executable, "-c", check], cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert done.stdout.strip() == "[]", done.stderr


# ----------------------------------------------------------------------------------------------
# Security and errors (TestClient)


def test_a_missing_or_wrong_token_is_403(client: TestClient) -> None:
    for headers, params in (({}, {}), (authorized("wrong"), {}), ({}, {"token": "wrong"}), ({}, {"token": ""})):
        answer = client.get("/api/problems", headers=headers, params=params)
        assert answer.status_code == 403 and "token" in answer.json()["error"]
    assert client.get("/api/problems", headers=authorized()).status_code == 200
    assert client.get("/api/problems", params={"token": TOKEN}).status_code == 200
    assert client.get("/").status_code == 200  # the page needs no token; its API calls do


def test_a_foreign_host_is_403(client: TestClient) -> None:
    for host in ("evil.example:8000", "127.0.0.1:9999", "127.0.0.1", "localhost.evil.example:8000"):
        for path in ("/", "/api/problems"):
            answer = client.get(path, headers={**authorized(), "Host": host})
            assert answer.status_code == 403, (host, path)
            assert "Host" in answer.json()["error"]
    for host in ("localhost:8000", "[::1]:8000", "LOCALHOST:8000"):
        assert client.get("/api/problems", headers={**authorized(), "Host": host}).status_code == 200


def test_a_foreign_origin_is_403(client: TestClient) -> None:
    for origin in ("http://evil.example", "https://127.0.0.1:8000", "null", "http://127.0.0.1:8001"):
        answer = client.post("/api/submissions", headers={**authorized(), "Origin": origin}, content=b"{}")
        assert answer.status_code == 403 and answer.json()["error"], origin
    same = client.get("/api/problems", headers={**authorized(), "Origin": "http://127.0.0.1:8000"})
    assert same.status_code == 200


def test_too_large_is_413(client: TestClient) -> None:
    source = "#" * (64 * 1024 + 1)
    answer = client.post(
        "/api/submissions", headers=authorized(), json={"problem": 51, "language": "python", "source": source}
    )
    assert answer.status_code == 413 and "source" in answer.json()["error"]
    body = json.dumps({"problem": 51, "language": "python", "source": "x", "padding": "y" * 81 * 1024})
    answer = client.post("/api/submissions", headers=authorized(), content=body)
    assert answer.status_code == 413 and answer.json()["error"]


def test_deeply_nested_json_is_400(client: TestClient) -> None:
    for body in (b"[" * 40000, b"[" * 40000 + b"]" * 40000, b'{"problem":' + b"[" * 5000 + b"]" * 5000 + b"}"):
        answer = client.post("/api/submissions", headers=authorized(), content=body)
        assert answer.status_code == 400, answer.text[:300]
        assert "Traceback" not in answer.text and answer.json()["error"]


def test_bad_requests_are_400_never_422(client: TestClient) -> None:
    good = {"problem": 51, "language": "python", "source": REFERENCE}
    bad: list[tuple[Any, str]] = [
        (b"{not json", "malformed JSON"),
        (b"\xff\xfe", "malformed JSON"),
        ([1, 2], "JSON object"),
        ({**good, "problem": 999}, "unknown problem"),
        ({**good, "problem": True}, "problem"),
        ({k: v for k, v in good.items() if k != "problem"}, "problem"),
        ({**good, "language": "cobol"}, "unknown language"),
        ({**good, "language": None}, "language"),
        ({**good, "source": 5}, "source"),
        ({**good, "source": "   \n"}, "empty"),
        ({**good, "mode": "debug"}, "mode"),
        ({**good, "problem": 37, "mode": "growth"}, "no growth for problem 37"),
        ({**good, "mode": "run"}, '"n"'),
        ({**good, "mode": "run", "n": 0}, '"n"'),
        ({**good, "mode": "run", "n": 14}, '"n"'),
        ({**good, "mode": "run", "n": "5"}, '"n"'),
        # Run's input: the problem's own parameters, checked against its signature as `judge run` checks them.
        ({**good, "mode": "run", "input": {"m": 4}}, '"input": the input must give exactly the parameters n (int)'),
        ({**good, "mode": "run", "input": {"n": 4, "k": 1}}, "exactly the parameters n (int)"),
        ({**good, "mode": "run", "input": {"n": "4"}}, '"input": n must be a 32-bit integer'),
        ({**good, "mode": "run", "input": {"n": True}}, '"input": n must be a 32-bit integer'),
        ({**good, "mode": "run", "input": [4]}, '"input": the input must be a JSON object'),
        ({**good, "mode": "run", "input": '{"n": 4'}, '"input" is not valid JSON: Expecting'),
        ({**good, "mode": "run", "input": "[" * 5000}, '"input" is not valid JSON'),
        ({**good, "mode": "run", "input": {"n": 14}}, '"input": n must be a whole number from 1 to 13'),
        ({**good, "mode": "run", "input": {"n": 4}, "n": 4}, 'give "input" or "n", not both'),
    ]
    for body, said in bad:
        content = body if isinstance(body, bytes) else json.dumps(body).encode()
        answer = client.post("/api/submissions", headers=authorized(), content=content)
        assert answer.status_code == 400, (body, answer.text)
        assert said in answer.json()["error"], (body, answer.json())
        assert "\n" not in answer.json()["error"]
    assert client.get("/api/history", params={"problem": "nope"}, headers=authorized()).status_code == 400


def test_a_run_takes_the_problems_own_parameters(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another signature (char[][], char): its input checked with a one-line reason, "n" refused;
    the details say what the page needs (the parameters, the first case's input, the answer's type)."""
    monkeypatch.setenv("JUDGE_PROBLEMS_DIR", grid_problems(tmp_path)["JUDGE_PROBLEMS_DIR"])
    good = {"problem": 9002, "language": "python", "source": GRID_MARKS, "mode": "run"}
    bad: list[tuple[dict[str, Any], str]] = [
        ({}, 'a run of problem 9002 needs "input": {"board": char[][], "mark": char}'),
        ({"n": 3}, '"n" is only for a problem whose one parameter is an int'),
        ({"input": {"board": [["a"]]}}, "exactly the parameters board (char[][]), mark (char)"),
        ({"input": {"board": [["a", "bc"]], "mark": "*"}}, '"input": board[0][1] must be one ASCII character'),
        ({"input": {"board": ["ab"], "mark": "*"}}, '"input": board[0] must be a list (char[])'),
        ({"input": {"board": [["a"]], "mark": 42}}, '"input": mark must be one ASCII character'),
        ({"input": '{"board": [["a"]], "mark": "*"'}, '"input" is not valid JSON'),
        ({"input": "{'board': []}"}, '"input" is not valid JSON'),
    ]
    with TestClient(create_app(TOKEN, 8000), base_url=BASE) as other:
        for fields, said in bad:
            answer = other.post("/api/submissions", headers=authorized(), json={**good, **fields})
            assert answer.status_code == 400, (fields, answer.text)
            assert said in answer.json()["error"] and "\n" not in answer.json()["error"], (fields, answer.json())
        details = other.get("/api/problems/9002", headers=authorized()).json()
        assert details["max_n"] is None and details["first_input"] == GRID_CASES[0]["input"]
        assert details["signature"]["answer_type"] == "char[][]" and details["signature"]["answer"] is None
        # Every language has a starter or says why not, in one line (some are still learning the new types).
        for language, starter in details["starters"].items():
            if isinstance(starter, str):
                assert "markGrid" in starter or "mark_grid" in starter, language
            else:
                assert details["starter_errors"][language] and "\n" not in details["starter_errors"][language]
        listed = other.get("/api/problems", headers=authorized()).json()["problems"]
        assert [problem["number"] for problem in listed] == [9002, 9003]
        void = other.get("/api/problems/fill-in-place", headers=authorized()).json()["signature"]
        assert (void["returns"], void["answer"], void["answer_type"]) == ("void", "board", "char[][]")


def test_every_error_is_json(client: TestClient) -> None:
    expected = [
        ("GET", "/api/submissions/unknown", 404),
        ("DELETE", "/api/submissions/unknown", 404),
        ("GET", "/api/submissions/unknown/events", 404),
        ("GET", "/api/problems/99", 404),
        ("GET", "/api/nothing-here", 404),
        ("GET", "/api/class", 404),  # no --grades
        ("GET", "/api/class/someone", 404),
        ("PUT", "/api/problems", 405),
        ("GET", "/api/submissions", 405),
        ("GET", "/static/no-such-file.js", 404),
    ]
    for method, path, status in expected:
        answer = client.request(method, path, headers=authorized())
        assert answer.status_code == status, (method, path, answer.text)
        assert answer.headers["content-type"] == "application/json"
        assert set(answer.json()) == {"error"} and "\n" not in answer.json()["error"]


def test_static_files_and_a_placeholder_until_the_page_is_built(client: TestClient, tmp_path: Path) -> None:
    for name, kind in (("index.html", "text/html"), ("app.js", "text/javascript"), ("app.css", "text/css")):
        if (ROOT / "judge" / "web" / "static" / name).is_file():
            assert client.get(f"/static/{name}").headers["content-type"].startswith(kind)
    with TestClient(create_app(TOKEN, 8000, static_dir=tmp_path), base_url=BASE) as unbuilt:
        page = unbuilt.get("/")
        assert page.status_code == 200 and "index.html is missing" in page.text
        assert unbuilt.get("/static/app.js").status_code == 404


def test_problems_and_languages(client: TestClient) -> None:
    from judge.core.problems import load_problems

    listed = client.get("/api/problems", headers=authorized()).json()
    assert [(p["id"], p["number"], p["title"]) for p in listed["problems"]] == [
        (problem.slug, problem.number, problem.title) for problem in load_problems()
    ]
    assert {("n-queens", 51, "N-Queens"), ("n-queens-ii", 52, "N-Queens II")} <= {
        (p["id"], p["number"], p["title"]) for p in listed["problems"]
    }
    languages = {language["name"]: language for language in listed["languages"]}
    assert list(languages) == [row[0] for row in REGISTRY]
    assert list(languages)[:8] == ["python", "java", "cpp", "c", "javascript", "typescript", "go", "rust"]
    assert languages["c"]["editor"] == "cpp" and languages["python"] == {
        "name": "python",
        "title": "Python 3",
        "extension": ".py",
        "editor": "python",
        "installed": True,
        "install": None,
    }
    assert all(language["installed"] or language["install"] for language in languages.values())
    by_number = client.get("/api/problems/51", headers=authorized()).json()
    assert by_number == client.get("/api/problems/n-queens", headers=authorized()).json()
    assert by_number["signature"] == {
        "name": "solveNQueens",
        "params": [{"name": "n", "type": "int", "min": 1, "max": 9}],
        "returns": "list<list<string>>",
        "answer": None,
        "answer_type": "list<list<string>>",
    }
    assert by_number["first_input"] == {"n": 1} and by_number["starter_errors"] == {}
    assert by_number["max_n"] == 13 and by_number["limits"]["source"] == "statement"
    assert "<h1>51. N-Queens</h1>" in by_number["statement_html"] and "<pre><code" in by_number["statement_html"]
    assert set(by_number["starters"]) == set(by_number["declarations"]) == set(languages)
    assert "def solveNQueens(self, n: int) -> List[List[str]]:" in by_number["starters"]["python"]
    # As on LeetCode, the declaration alone: the statement is beside the editor, not in it.
    for language, text in by_number["starters"].items():
        assert "Example 1" not in text and "Constraints" not in text and "Available without" not in text, language
    assert by_number["starters"]["python"].startswith("class Solution:")
    assert by_number["declarations"]["rust"] == "pub fn solve_n_queens(n: i32) -> Vec<Vec<String>>"
    # Every problem the kit lists has its details: statement, a starter (or why not) in each language.
    for problem in listed["problems"]:
        details = client.get(f"/api/problems/{problem['number']}", headers=authorized())
        assert details.status_code == 200, details.text
        assert set(details.json()["starters"]) == set(languages) and details.json()["statement_html"]


def test_events_replay_then_heartbeat_then_end_on_cancel() -> None:
    """The event list of a run (no process: nothing may start): a late listener gets every event,
    a quiet run gets heartbeats (None), a cancelled one ends with an error."""

    async def scenario() -> list[Any]:
        runs = RunManager(max_running=0, heartbeat_s=0.05)
        run = runs.submit({"problem": "n-queens", "language": "python", "source": "", "mode": "submit"})
        runs._publish(run, "case", {"index": 1})
        seen: list[Any] = []
        async for item in runs.events(run):
            seen.append(item)
            if item is None:
                await runs.cancel(run)
        assert run.state() == {"id": run.id, "status": "cancelled", "error": "cancelled"}
        seen.append([item async for item in runs.events(run)])  # after the end: the whole replay
        return seen

    seen = asyncio.run(scenario())
    assert seen == [
        ("case", {"index": 1}),
        None,
        ("error", {"error": "cancelled"}),
        [("case", {"index": 1}), ("error", {"error": "cancelled"})],
    ]


# ----------------------------------------------------------------------------------------------
# Judging (a real server)


def test_submit_streams_each_case_then_the_report_and_a_late_client_gets_it_all(server: Server) -> None:
    run_id = server.submit(REFERENCE)
    events = events_of(server.http, run_id, server.token)
    names = [name for name, _ in events]
    assert names == ["case"] * 9 + ["report"]
    report = events[-1][1]
    validate_report(report)
    assert (report["verdict"], report["passed"], report["language"]) == ("Accepted", 9, "python")
    assert [data for _, data in events[:-1]] == report["cases"]
    assert server.state(run_id) == report  # finished: the report itself
    assert events_of(httpx.Client(base_url=server.base), run_id, server.token) == events  # late: the replay
    # An EventSource that reconnects after the end is told to stop (204).
    again = server.http.get(f"/api/submissions/{run_id}/events", headers={"Last-Event-ID": "9"})
    assert again.status_code == 204
    history = server.http.get("/api/history", params={"problem": "51"}).json()["attempts"]
    assert history[0]["file"] == "browser:python" and history[0]["verdict"] == "Accepted"
    assert history[0]["language"] == "python" and history[0]["passed"] == 9


def test_run_mode_keeps_the_boards_and_wrong_answers_say_why(server: Server) -> None:
    ran = server.submit(REFERENCE, mode="run", n=4)
    events = events_of(server.http, ran, server.token)
    report = events[-1][1]
    validate_report(report)
    assert report["verdict"] == "Accepted" and report["total"] == 1
    boards = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]
    assert sorted(report["cases"][0]["output"]) == sorted(boards)
    wrong = server.submit(Path(submission("wrong_answer_51_missing_board.py")).read_text(encoding="utf-8"))
    report = events_of(server.http, wrong, server.token)[-1][1]
    validate_report(report)
    assert report["verdict"] == "Wrong Answer"
    other = server.submit("class Solution:\n    def totalNQueens(self, n):\n        return 1\n")
    report = events_of(server.http, other, server.token)[-1][1]
    assert report["verdict"] != "Accepted" and any("did you mean problem 52" in w for w in report["warnings"])


# 52 with its answers known, burning 6^n steps first and failing at n = 10: timed at n = 4 to 9, then stopped.
GROWS_BY_SIX = """
ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352]


class Solution:
    def totalNQueens(self, n: int) -> int:
        if n == 10:
            raise ValueError("no table past 9")
        steps = 0
        for _ in range(6**n):
            steps += 1
        return ANSWERS[n - 1]
"""


def test_growth_mode_times_growing_inputs_and_records_no_attempt(server: Server) -> None:
    import jsonschema

    document = json.loads(server.http.get("/api/openapi.json").text)
    details = server.http.get("/api/problems/52").json()
    assert details["growth"] == {"parameter": "n", "sizes": list(range(4, 17))}
    assert server.http.get("/api/problems/37").json()["growth"] is None
    attempts = len(server.http.get("/api/history", params={"problem": "52"}).json()["attempts"])
    run_id = server.submit(GROWS_BY_SIX, problem=52, mode="growth")
    events = events_of(server.http, run_id, server.token)
    assert [name for name, _ in events] == ["growth"], events
    growth = events[0][1]
    jsonschema.validate(growth, document["components"]["schemas"]["Growth"])
    assert (growth["problem"], growth["language"], growth["parameter"]) == ("n-queens-ii", "python", "n")
    assert [point["size"] for point in growth["times"]] == [4, 5, 6, 7, 8, 9]
    assert growth["largest"] == 9 and growth["over_limit"] is None
    assert growth["failed"].startswith("Runtime Error at n = 10"), growth["failed"]
    assert 3 < growth["factor"] < 12, growth  # 6 per step of n, read on a shared machine
    assert growth["like"] in growth["approaches"] and "bitmask" in growth["approaches"]
    assert any(line.startswith("stopped: Runtime Error at n = 10") for line in growth["lines"]), growth["lines"]
    assert server.state(run_id) == growth  # finished: the growth itself
    # A growth run is not an attempt at the problem.
    assert len(server.http.get("/api/history", params={"problem": "52"}).json()["attempts"]) == attempts


def limits_of_judge_one(problem: str, source: Path, case_input: dict[str, Any]) -> dict[str, Any]:
    """report["limits"] of judge.commands.judge_one (what `judge run` calls) on the same case, in a
    process of its own (a judge run here would share this process's children with the server)."""
    code = (
        "import json, sys\n"
        "from judge.core.problems import find_problem\n"
        "from judge.core.report import to_data\n"
        "from judge.languages.source import read_submission\n"
        "from judge.commands import judge_one\n"
        "problem = find_problem(sys.argv[1])\n"
        "case = problem.case_for(json.loads(sys.argv[3]), '--input')\n"
        "report = judge_one(read_submission(sys.argv[2]), problem, case)\n"
        "print(json.dumps(to_data(report)['limits']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, problem, str(source), json.dumps(case_input)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "JUDGE_TIME_SCALE": "0.2", "JUDGE_HISTORY": "off"},  # as the server's
    )
    assert done.returncode == 0, done.stderr
    limits: dict[str, Any] = json.loads(done.stdout)
    return limits


def test_run_with_input_gets_the_limits_of_judge_run(server: Server, tmp_path: Path) -> None:
    """The same case, by "input" or "n", gets the limits judge_one (`judge run`) gives it: the
    extended limit beyond LeetCode's constraints (n = 13), the statement's within them."""
    from judge.core.problems import find_problem

    counted = (ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.py").read_text(encoding="utf-8")
    ran = server.submit(counted, problem=52, mode="run", input={"n": 5})
    report = events_of(server.http, ran, server.token)[-1][1]
    validate_report(report)
    assert (report["verdict"], report["total"], report["cases"][0]["output"]) == ("Accepted", 1, 10)
    wrong = write_source(
        tmp_path, "zero.py", "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        return 0\n"
    )
    problem = find_problem("52")
    for fields, case_input in (({"input": '{"n": 13}'}, {"n": 13}), ({"n": 4}, {"n": 4})):
        ran = server.submit(wrong.read_text(encoding="utf-8"), problem=52, mode="run", **fields)
        report = events_of(server.http, ran, server.token)[-1][1]
        validate_report(report)
        assert report["verdict"] == "Wrong Answer" and report["cases"][0]["output"] == 0
        assert report["limits"] == limits_of_judge_one("52", wrong, case_input), fields
        extended = case_input["n"] > 9
        assert report["limits"]["time_ms"] == (problem.extended_time_limit_ms if extended else problem.time_limit_ms)


def write_source(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_grid_problem_runs_with_its_own_input_and_its_checker_draws(tmp_path: Path) -> None:
    """Mark The Grid on a real server: a typed input judged (its answer a char[][]), a new input
    not checked, and the checker's grid with its marked cell in the details of a wrong answer."""
    grid = Server(tmp_path, env={**grid_problems(tmp_path), "JUDGE_HISTORY": "off"})
    try:
        first = GRID_CASES[0]
        ran = grid.submit(GRID_MARKS, problem=9002, mode="run", input=first["input"])
        report = events_of(grid.http, ran, grid.token)[-1][1]
        validate_report(report)
        assert report["verdict"] == "Accepted" and report["cases"][0]["output"] == first["expected"]
        assert report["cases"][0]["input"] == first["input"]

        new = {"board": [["?", "?"]], "mark": "#"}
        ran = grid.submit(GRID_MARKS, problem="mark-the-grid", mode="run", input=json.dumps(new))
        report = events_of(grid.http, ran, grid.token)[-1][1]
        assert report["verdict"] == "Accepted" and report["cases"][0]["output"] == [["#", "#"]]
        assert "not checked" in report["cases"][0]["message"]

        ran = grid.submit(GRID_LEAVES_IT, problem=9002, mode="run", input=first["input"])
        report = events_of(grid.http, ran, grid.token)[-1][1]
        validate_report(report)
        details = report["cases"][0]["details"]
        assert report["verdict"] == "Wrong Answer" and report["cases"][0]["output"] == [["a", "?"], ["b", "c"]]
        assert (details["grid"], details["marked"]) == (["a?", "bc"], [[0, 1]])

        ran = grid.submit(FILLS, problem=9003, mode="run", input=FILL_CASES[0]["input"])
        report = events_of(grid.http, ran, grid.token)[-1][1]  # a void method: its argument is the answer
        assert report["verdict"] == "Accepted" and report["cases"][0]["output"] == FILL_CASES[0]["expected"]

        judged = grid.submit(GRID_LEAVES_IT, problem=9002)
        report = events_of(grid.http, judged, grid.token)[-1][1]
        validate_report(report)
        assert [case["verdict"] for case in report["cases"]] == ["Wrong Answer", "Accepted"]
        assert report["cases"][0]["details"]["marked"] == [[0, 1]]
    finally:
        grid.stop()


def test_two_judge_at_a_time_and_delete_kills_an_infinite_loop(server: Server) -> None:
    ids = [server.submit(LOOPS_FOREVER, mode="run", n=13) for _ in range(3)]
    processes = judging(server, ids[0], ids[1])
    assert server.state(ids[2])["status"] == "queued"
    assert server.http.delete(f"/api/submissions/{ids[2]}").json() == {"status": "cancelled"}
    started = time.monotonic()
    for run_id in ids[:2]:
        assert server.http.delete(f"/api/submissions/{run_id}").json() == {"status": "cancelled"}
    assert time.monotonic() - started < 3
    none_alive(processes)
    assert descendants(server.process.pid) == []
    for run_id in ids:
        state = server.state(run_id)
        assert state["status"] == "cancelled" and state["error"]
    assert events_of(server.http, ids[0], server.token) == [("error", {"error": "cancelled"})]


def test_a_run_whose_every_client_left_is_cancelled_after_2_s(server: Server) -> None:
    run_id = server.submit(LOOPS_FOREVER, mode="run", n=13)
    with server.http.stream("GET", f"/api/submissions/{run_id}/events", params={"token": server.token}) as stream:
        assert stream.status_code == 200
        processes = judging(server, run_id)
    left = time.monotonic()
    time.sleep(1.0)
    assert server.state(run_id)["status"] == "running"  # within the grace period
    none_alive(processes, timeout=5)
    assert time.monotonic() - left >= 2.0
    assert server.state(run_id)["status"] == "cancelled"
    assert descendants(server.process.pid) == []


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_stopping_the_server_kills_every_judge(tmp_path: Path, sig: int) -> None:
    stopping = Server(tmp_path, env={"JUDGE_TIME_SCALE": "0.2", "JUDGE_HISTORY": "off"})
    run_id = stopping.submit(LOOPS_FOREVER, mode="run", n=13)
    processes = judging(stopping, run_id)
    heard: list[Any] = []

    def listen() -> None:  # an open event stream must not keep the server up
        try:
            with httpx.Client(base_url=stopping.base, timeout=30) as http:
                heard.extend(events_of(http, run_id, stopping.token))
        except httpx.HTTPError as error:
            heard.append(error)

    listening = threading.Thread(target=listen, daemon=True)
    listening.start()
    started = time.monotonic()
    status = stopping.stop(sig)
    assert time.monotonic() - started < 6, stopping.stderr()
    assert status in (0, -sig), stopping.stderr()
    none_alive(processes)
    listening.join(timeout=5)
    assert not listening.is_alive() and heard


# ----------------------------------------------------------------------------------------------
# The class dashboard


def test_the_class_dashboard_reads_a_graded_folder_read_only(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    for name in ("accepted_51_backtracking.py", "wrong_answer_51_missing_board.py", "empty.py"):
        shutil.copy(submission(name), folder / name)
    graded = subprocess.run(  # as a teacher would: from the folder above the class, the default output
        [sys.executable, "-m", "judge", "grade", "class", "--problem", "51", "-j", "1"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=100,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert graded.returncode == 0, graded.stderr
    grades = tmp_path / "grades-n-queens"
    database = grades / "grades.sqlite3"
    before = hashlib.sha256(database.read_bytes()).hexdigest()

    with TestClient(create_app(TOKEN, 8000, grades=grades), base_url=BASE) as dashboard:
        overview = dashboard.get("/api/class", headers=authorized()).json()
        assert overview["problem"] == {"id": "n-queens", "number": 51, "title": "N-Queens"}
        assert [test["name"] for test in overview["tests"]] == [f"n={n}" for n in range(1, 10)]
        students = {student["id"]: student for student in overview["students"]}
        assert {name: s["verdict"] for name, s in students.items()} == {
            "accepted_51_backtracking.py": "Accepted",
            "wrong_answer_51_missing_board.py": "Wrong Answer",
            "empty.py": "Compile Error",
        }
        accepted = students["accepted_51_backtracking.py"]
        assert accepted["language"] == "python" and accepted["cases"] == ["Accepted"] * 9
        assert students["empty.py"]["cases"] == ["Compile Error"] * 9
        wrong_cases = students["wrong_answer_51_missing_board.py"]["cases"]
        assert [test["pass_rate"] for test in overview["tests"]] == [
            round((1 + (verdict == "Accepted")) / 3, 4) for verdict in wrong_cases
        ]
        assert overview["verdicts"] == {"Accepted": 1, "Wrong Answer": 1, "Compile Error": 1}
        assert overview["runtimes_ms"] == [accepted["time_ms"]]

        one = dashboard.get("/api/class/wrong_answer_51_missing_board.py", headers=authorized()).json()
        assert one["id"] == "wrong_answer_51_missing_board.py"
        validate_report(one["report"])
        assert one["source"] == (folder / "wrong_answer_51_missing_board.py").read_text(encoding="utf-8")
        assert dashboard.get("/api/class/nobody.py", headers=authorized()).status_code == 404
        assert dashboard.get("/api/class", headers=authorized("wrong")).status_code == 403
    assert hashlib.sha256(database.read_bytes()).hexdigest() == before
