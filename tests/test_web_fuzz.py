"""`judge serve`'s API fuzzed from the OpenAPI document it publishes (GET /api/openapi.json), with Schemathesis.

Every operation gets requests generated from the document, valid and not (Schemathesis's examples,
coverage and fuzzing phases): no answer may be a server error, and every answer must be one the
document describes (status code, content type, JSON shape, one-line errors), the token enforced.
A fuzzed run id is never a real one, so the runs' operations are fuzzed again on real runs (judged
to the end, and cancelled), and the runs of every problem again with inputs of any shape.

The app runs in this process (Schemathesis's ASGI transport), with a class dashboard of its own. A
submission it accepts is really judged: each is cancelled at once (DELETE), and the module's end
stops the app and checks that no judge is left running.

Each failure found became a regression case at the end of this file. A longer run:
`HYPOTHESIS_PROFILE=long pytest --timeout=0 tests/test_web_fuzz.py` (docs/security.md gives its figures).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

schemathesis = pytest.importorskip("schemathesis")
pytest.importorskip("starlette")

from schemathesis.python.asgi import get_client, shutdown_lifespans  # noqa: E402
from starlette.routing import Route  # noqa: E402
from starlette.types import ASGIApp, Receive, Scope, Send  # noqa: E402

from judge.core.problems import load_problems  # noqa: E402
from judge.web.app import OPENAPI_FILE, create_app  # noqa: E402

TOKEN = "fuzz-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
# The Host header of Schemathesis's ASGI client; on port 80 the app takes it without a port.
HOST = "testserver"
# Examples of each operation's fuzzing phase (the coverage and examples phases add their own). The
# profile is named as in test_fuzz.py but not registered: that file's profiles have other numbers.
EXAMPLES = {"ci": 40, "long": 400}[os.environ.get("HYPOTHESIS_PROFILE", "ci")]
# Each submission the server accepts starts a judge (cancelled at once): fewer of those.
SUBMISSION_EXAMPLES = EXAMPLES // 4
# Schemathesis's statuses for a refused invalid request, and 413: a body or source over its limit.
REFUSED = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]
STILL_RUNNING = ("queued", "running")
ZERO = "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        return 0\n"
FOREVER = "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        while True:\n            pass\n"


def graded_class(root: Path) -> Path:
    """root/grades as `judge grade` leaves it: 51 graded for alice.py (in root) and bob (gone since),
    both Compile Error, written with the grader's own store (judging a class costs seconds for nothing)."""
    from judge.core.problems import find_problem
    from judge.core.report import to_data, unjudged_report
    from judge.core.verdicts import Verdict
    from judge.grading.store import GradeStore, Result

    problem = find_problem("51")
    (root / "alice.py").write_text("print('no class')\n", encoding="utf-8")
    store = GradeStore(root / "grades")
    graded = json.dumps({"problem": problem.slug})
    store.start_run(graded)
    for name, file in (("alice.py", "alice.py"), ("bob", "bob/solution.py")):
        report = to_data(unjudged_report(problem, file, Verdict.COMPILE_ERROR, "no class Solution", None, "python"))
        digest = hashlib.sha256((root / file).read_bytes()).hexdigest() if (root / file).is_file() else "0" * 64
        store.save(Result.of(name, file, digest, report, 1), graded)
    store.finish_run()
    store.close()
    return root / "grades"


class LifespanKept:
    """The app as Schemathesis reaches it: its requests pass, its lifespan events do not.

    Schemathesis ends an app's lifespan after every test, and this app's end is for good (its runs'
    manager closed: a later submission would be cancelled before it started). The module ends the
    real app's lifespan once, at its end.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "lifespan":
            await self.app(scope, receive, send)
            return
        while (await receive())["type"] == "lifespan.startup":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})


# Built at import: Schemathesis makes a test per operation of a schema loaded at collection. The
# folder is under the suite's TMPDIR (conftest.py), removed when the suite ends.
APP = create_app(TOKEN, 80, host=HOST, grades=graded_class(Path(tempfile.mkdtemp(prefix="judge-fuzz-"))))
SERVED = LifespanKept(APP)
CONFIG = schemathesis.Config.from_dict(
    {
        "generation": {"mode": "all", "max-examples": EXAMPLES},
        "checks": {
            # The document cannot list the problems and languages (they are data: JUDGE_PROBLEMS_DIR)
            # nor each problem's signature: a well-typed request naming none of them is rightly a 400.
            "positive_data_acceptance": {"enabled": False},
            "negative_data_rejection": {"expected-statuses": REFUSED},
        },
        "auth": {"openapi": {"bearer": {"bearer": TOKEN}}},
        "operations": [
            {"include-operation-id": "submit", "generation": {"max-examples": SUBMISSION_EXAMPLES}},
            # A server passes a header's bytes 0x80-0xff on (latin-1 in ASGI): not only ASCII.
            {"include-operation-id": "submissionEvents", "generation": {"codec": "latin-1"}},
        ],
    }
)
schema = schemathesis.openapi.from_asgi("/api/openapi.json", SERVED, config=CONFIG, headers=AUTH)


def fuzzed(examples: int) -> settings:
    """Each search's settings, every one given: a profile another test file loaded (test_fuzz.py's)
    would otherwise override Schemathesis's config."""
    return settings(
        max_examples=examples,
        deadline=None,  # an accepted submission starts a process
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
    )


def judges_running() -> list[str]:
    """The judges (`python -m judge.web.runner`) this process started that still run."""
    found = subprocess.run(["pgrep", "-P", str(os.getpid()), "-f", "judge.web.runner"], capture_output=True, text=True)
    return found.stdout.split()


@pytest.fixture(scope="module", autouse=True)
def app_stopped_at_the_end() -> Iterator[None]:
    """The app's shutdown at the module's end (every run cancelled, its processes killed and
    reaped), and no judge left behind."""
    yield
    with get_client(APP):  # the real lifespan started, to be ended
        pass
    shutdown_lifespans()
    assert judges_running() == []


def cancel(run: str) -> None:
    """DELETE the run, the answer checked against the document too."""
    operation = schema["/api/submissions/{run}"]["DELETE"]
    answer = operation.Case(path_parameters={"run": run}).call_and_validate(headers=AUTH)
    assert answer.status_code == 200 and answer.json()["status"] != "running", answer.text


@pytest.mark.timeout(120)
@fuzzed(EXAMPLES)
@schema.exclude(operation_id="submit").parametrize()
def test_the_api_answers_as_its_document_says(case: Any) -> None:
    """Every operation but a submission: Schemathesis's every check (no server error, the document's
    answers, the token enforced) but that a well-typed request is accepted (CONFIG says why)."""
    case.call_and_validate()


@pytest.mark.timeout(120)
@fuzzed(SUBMISSION_EXAMPLES)
@schema.exclude(method=["GET", "DELETE"]).parametrize()  # POST /api/submissions alone (`include` adds to a default)
def test_a_submission_is_answered_as_the_document_says(case: Any) -> None:
    """The same for POST /api/submissions, each run it accepts cancelled whatever the checks said."""
    response = case.call()
    try:
        case.validate_response(response)
    finally:
        if response.status_code == 202:
            cancel(response.json()["id"])


# ----------------------------------------------------------------------------------------------
# Real runs, and runs of every problem


def ended(run: str, timeout: float = 60) -> dict[str, Any]:
    """The run's state once it has ended."""
    deadline = time.monotonic() + timeout
    with get_client(SERVED) as client:
        while True:
            state: dict[str, Any] = client.get(f"/api/submissions/{run}", headers=AUTH).json()
            if state.get("status") not in STILL_RUNNING:
                return state
            assert time.monotonic() < deadline, f"run {run} never ended: {state}"
            time.sleep(0.05)


def submitted(body: dict[str, Any]) -> str:
    """POST the body (the answer checked against the document): the new run's id."""
    case = schema["/api/submissions"]["POST"].Case(body=body, media_type="application/json")
    response = case.call_and_validate(headers=AUTH)
    assert response.status_code == 202, response.text
    return str(response.json()["id"])


@pytest.fixture(scope="module")
def real_runs() -> list[str]:
    """Real runs: 52 judged to the end (Wrong Answer, 9 cases), a run on n = 4, and one cancelled
    while it ran (its progress checked against the document first)."""
    judged = submitted({"problem": 52, "language": "python", "source": ZERO})
    ran = submitted({"problem": "n-queens-ii", "language": "python", "source": ZERO, "mode": "run", "n": 4})
    looping = submitted({"problem": 52, "language": "python", "source": FOREVER, "mode": "run", "input": {"n": 13}})
    progress = schema["/api/submissions/{run}"]["GET"].Case(path_parameters={"run": looping})
    assert progress.call_and_validate(headers=AUTH).json()["status"] in STILL_RUNNING
    cancel(looping)
    assert ended(judged)["verdict"] == ended(ran)["verdict"] == "Wrong Answer"
    assert ended(looping)["status"] == "cancelled"
    return [judged, ran, looping]


RUN_OPERATIONS = [
    ("/api/submissions/{run}", "GET"),
    ("/api/submissions/{run}", "DELETE"),
    ("/api/submissions/{run}/events", "GET"),
]


@pytest.mark.timeout(120)
@pytest.mark.parametrize(("path", "method"), RUN_OPERATIONS, ids=[f"{m} {p}" for p, m in RUN_OPERATIONS])
def test_a_real_runs_operations_answer_as_the_document_says(real_runs: list[str], path: str, method: str) -> None:
    operation = schema[path][method]
    modes = [schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE]
    cases = st.sampled_from(real_runs).flatmap(
        lambda run: st.one_of([operation.as_strategy(mode, path_parameters={"run": run}) for mode in modes])
    )

    @given(cases)
    @fuzzed(EXAMPLES)
    def answered(case: Any) -> None:
        case.call_and_validate()

    answered()


# Any JSON value, the awkward ones weighted in (huge integers, lone surrogates, nesting). NaN and the
# infinities only in JSON text (INPUT_TEXTS): the client refuses to send them as a body's values.
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.text(alphabet=st.sampled_from("n9-.\ud800\x00[{"), max_size=12)
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=30,
)
INPUT_TEXTS = st.sampled_from(["NaN", '{"n": NaN}', '{"n": Infinity}', '{"n": 1e999}', '{"n": 4, "n": 5}', "[" * 3000])


def run_requests() -> st.SearchStrategy[dict[str, Any]]:
    """A submission of a known problem in Python, in either mode, its input of any shape: an object,
    JSON text, or "n"."""
    names = [name for problem in load_problems() for name in (problem.number, problem.slug)]
    arguments = st.dictionaries(st.sampled_from(["n", "board", "cards", "k"]), JSON_VALUES, max_size=3)
    return st.fixed_dictionaries(
        {"problem": st.sampled_from(names), "language": st.just("python"), "source": st.just(ZERO)},
        optional={
            "mode": st.sampled_from(["run", "run", "submit"]),
            "input": arguments | JSON_VALUES | arguments.map(json.dumps) | JSON_VALUES.map(json.dumps) | INPUT_TEXTS,
            "n": JSON_VALUES | st.integers(-2, 20),
        },
    )


@pytest.mark.timeout(120)
def test_a_run_of_any_problem_with_any_input_is_judged_or_refused() -> None:
    """The fuzzer's problems are hardly ever known ones: here they all are, and the input is any JSON."""
    operation = schema["/api/submissions"]["POST"]

    @given(run_requests())
    @fuzzed(EXAMPLES)
    def answered(body: dict[str, Any]) -> None:
        case = operation.Case(body=body, media_type="application/json")
        response = case.call(headers=AUTH)
        try:
            case.validate_response(response, headers=AUTH)
            assert response.status_code in (202, 400), response.text
        finally:
            if response.status_code == 202:
                cancel(response.json()["id"])

    answered()


# ----------------------------------------------------------------------------------------------
# The document


def test_the_document_is_served_and_names_every_route() -> None:
    """Served as shipped, behind the token, and with the app's routes and methods: no more, no fewer."""
    with get_client(SERVED) as client:
        served = client.get("/api/openapi.json", headers=AUTH)
        assert client.get("/api/openapi.json").status_code == 403
    assert served.status_code == 200 and served.headers["content-type"] == "application/json"
    document = json.loads(OPENAPI_FILE.read_text(encoding="utf-8"))
    assert served.json() == document
    routes = {
        (route.path, method.lower())
        for route in APP.routes
        if isinstance(route, Route) and route.path.startswith("/api/")
        for method in route.methods or ()
        if method != "HEAD"  # Starlette's, with every GET
    }
    described = {(path, verb) for path, item in document["paths"].items() for verb in item if verb != "parameters"}
    assert described == routes


# ----------------------------------------------------------------------------------------------
# What the search found: each request, kept


def sent(method: str, path: str, **kwargs: Any) -> Any:
    """One request to the app, no Schemathesis checks: the answer, never a server error."""
    with get_client(SERVED) as client:
        answer = client.request(method, path, **{"headers": AUTH, **kwargs})
    assert answer.status_code < 500, answer.text
    return answer


def test_an_unknown_problems_name_with_a_line_break_stays_one_line() -> None:
    """Found: the error quotes an unknown problem's name, and a "\\r" in it made the error two lines."""
    body = {"problem": "\u00ce\u0096\r\u00da\u00dc\U000dcf74\u00a4", "language": "python", "source": "x"}
    for answer in (
        sent("POST", "/api/submissions", json=body),
        sent("GET", "/api/problems/a%0Db%0Ac"),
        sent("GET", "/api/history", params={"problem": "a\nb\u2028c"}),
    ):
        error = answer.json()["error"]
        assert answer.status_code in (400, 404) and len(error.splitlines()) == 1, error
        assert error.startswith("unknown problem '") and ("\\r" in error or "\\n" in error), error


# A run of 52 judged to the end: 9 cases and its report, events 0 to 9.
LAST_EVENT_IDS = [("¹", 200), ("²", 200), ("9" * 5000, 204), ("8", 200), ("9", 204), ("-1", 200)]


@pytest.mark.parametrize(("last", "status"), LAST_EVENT_IDS, ids=["¹", "²", "5000 digits", "8", "9", "-1"])
def test_any_last_event_id_is_taken(last: str, status: int) -> None:
    """Found: a Last-Event-ID of '¹' (a digit to str.isdigit, not to int) was a 500, and so was one of
    5,000 digits (past int()'s limit). A whole number skips the events up to it (204 when none is
    left); anything else sends them all."""
    judged = submitted({"problem": 52, "language": "python", "source": ZERO})  # its own: the server keeps 200
    assert ended(judged)["verdict"] == "Wrong Answer"
    answer = sent("GET", f"/api/submissions/{judged}/events", headers={**AUTH, "Last-Event-ID": last})
    assert answer.status_code == status, (last[:20], answer.text[:300])
    if status == 200:
        events = [line for line in answer.text.splitlines() if line.startswith("event: ")]
        assert events == (["event: report"] if last == "8" else ["event: case"] * 9 + ["event: report"])


def posted_raw(headers: list[tuple[bytes, bytes]], body: bytes) -> int:
    """The status of a POST /api/submissions made of these headers as they are (an HTTP client would
    write its own Content-Length), answered before anything is submitted."""
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/submissions",
        "raw_path": b"/api/submissions",
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", HOST.encode()), (b"authorization", AUTH["Authorization"].encode()), *headers],
        "client": ("127.0.0.1", 50000),
        "server": (HOST, 80),
    }
    asyncio.run(APP(scope, receive, send))
    return int(sent[0]["status"])


def test_any_content_length_is_taken() -> None:
    """The same parse read a body's declared size, and '²' there was a 500 too. A server in front
    checks that header; the app does not count on it."""
    body = json.dumps({"problem": 52, "language": "python", "source": " "}).encode()
    for declared, status in (("²", 400), ("9" * 5000, 413), (str(len(body)), 400)):
        assert posted_raw([(b"content-length", declared.encode("latin-1"))], body) == status, declared[:20]
