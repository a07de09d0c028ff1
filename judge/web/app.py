"""The web application of `judge serve`: the routes, and the checks every request passes.

Security, for a server that runs code on this machine: every request's Host header must name this
server (127.0.0.1, localhost, [::1] or --host, with the port: no DNS rebinding); an Origin header,
when sent, must be this server's (no cross-site requests); and every /api request carries the
token printed with the URL (`?token=` or `Authorization: Bearer`), compared in constant time.
Every error is one line of JSON, {"error": "..."}, with its status code.

openapi.json describes every /api route (served at /api/openapi.json); tests/test_web_fuzz.py fuzzes
the app from it, and keeps the two in step.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, Response
from starlette.responses import JSONResponse as StarletteJSONResponse
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from judge.core.inert import inert, inert_json
from judge.core.problems import Problem, find_problem, load_problems
from judge.errors import UsageError
from judge.languages import all_languages, language_named
from judge.web import STATIC_DIR
from judge.web.classroom import ClassError, Classroom
from judge.web.runs import Run, RunManager

if TYPE_CHECKING:
    from judge.core.signature import Signature
    from judge.languages.base import Language

OPENAPI_FILE = Path(__file__).resolve().parent / "openapi.json"  # what the routes below answer, as data
MAX_SOURCE_BYTES = 64 * 1024
MAX_BODY_BYTES = 80 * 1024
HEARTBEAT_S = 15.0
SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),  # the page's URL holds the token
    (b"x-frame-options", b"DENY"),
]
PLACEHOLDER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Judge kit</title></head>
<body><h1>Judge kit</h1><p>The page is not built: judge/web/static/index.html is missing.
The API answers under <code>/api/</code>.</p></body></html>
"""


class JSONResponse(StarletteJSONResponse):
    """Starlette's JSON reply, with the control and bidi characters a submission put in its strings
    sent as \\u escapes: the same data for the page, and inert in a terminal (`curl` of the API)."""

    def render(self, content: Any) -> bytes:
        return inert_json(json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))).encode()


class ApiError(Exception):
    """An error answer. Its message is made one line here: it may quote the request (an unknown
    problem's name), and a line break there is written out visibly (`\\n`), as `inert` writes it."""

    def __init__(self, status: int, message: str) -> None:
        message = inert(message)
        super().__init__(message)
        self.status = status
        self.message = message


def allowed_hosts(host: str, port: int) -> set[str]:
    """The Host headers this server answers to."""
    names = {"127.0.0.1", "localhost", "[::1]", f"[{host}]" if ":" in host else host}
    hosts = {f"{name.lower()}:{port}" for name in names}
    if port == 80:  # a browser leaves the default port out
        hosts |= {name.lower() for name in names}
    return hosts


class Guard:
    """ASGI middleware: the Host, Origin and token checks, and security headers on every response."""

    def __init__(self, app: ASGIApp, token: str, hosts: set[str]) -> None:
        self.app = app
        self.token = token.encode("utf-8")
        self.hosts = hosts
        self.origins = {f"http://{host}" for host in hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "websocket":  # none served
                await send({"type": "websocket.close", "code": 1008})
                return
            await self.app(scope, receive, send)  # lifespan
            return
        headers = Headers(scope=scope)
        refusal = self._refusal(scope, headers)
        if refusal is not None:
            await JSONResponse({"error": refusal}, status_code=403)(scope, receive, send)
            return
        is_api = scope["path"].startswith("/api/") or scope["path"] == "/api"

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = SECURITY_HEADERS + ([(b"cache-control", b"no-store")] if is_api else [])
                present = {name.lower() for name, _ in message.get("headers", [])}
                message["headers"] = [*message.get("headers", []), *(h for h in extra if h[0] not in present)]
            await send(message)

        await self.app(scope, receive, secured)

    def _refusal(self, scope: Scope, headers: Headers) -> str | None:
        if headers.get("host", "").lower() not in self.hosts:
            return "unknown Host header: open the URL `judge serve` printed"
        origin = headers.get("origin")
        if origin is not None and origin.lower() not in self.origins:
            return "requests from other sites are refused"
        if not (scope["path"].startswith("/api/") or scope["path"] == "/api"):
            return None
        given = _token_of(scope, headers)
        if given is None or not secrets.compare_digest(given.encode("utf-8"), self.token):
            return "missing or wrong token: open the URL `judge serve` printed, with its ?token="
        return None


def _token_of(scope: Scope, headers: Headers) -> str | None:
    authorization = headers.get("authorization", "")
    if authorization[:7].lower() == "bearer ":
        return authorization[7:].strip()
    from urllib.parse import parse_qs

    values = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("token")
    return values[-1] if values else None


# ----------------------------------------------------------------------------------------------
# Server-sent events


class EventStream(Response):
    """A response: a run's events as text/event-stream, heartbeats as comment lines, ended
    after the last event. Each event has an id (its position), so an EventSource that reconnects
    (it does once a stream ends) gets only what it missed, and 204 (stop) when the run is over."""

    def __init__(self, run: Run, runs: RunManager, seen: int) -> None:
        super().__init__(media_type="text/event-stream")
        self.run = run
        self.runs = runs
        self.seen = seen  # events the client already has (Last-Event-ID + 1)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.run.done and self.seen >= len(self.run.events):
            await Response(status_code=204)(scope, receive, send)
            return
        streaming = asyncio.ensure_future(self._stream(send))
        watching = asyncio.ensure_future(_disconnected(receive))
        done, pending = await asyncio.wait({streaming, watching}, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        for task in pending:
            with contextlib.suppress(asyncio.CancelledError, OSError):
                await task
        failure = streaming.exception() if streaming in done else None
        if failure is not None and not isinstance(failure, OSError):  # OSError: the client left
            raise failure

    async def _stream(self, send: Send) -> None:
        headers = [
            (b"content-type", b"text/event-stream; charset=utf-8"),
            (b"cache-control", b"no-cache"),
            (b"x-accel-buffering", b"no"),
        ]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": b": stream of a submission's events\n\n", "more_body": True})
        position = 0
        async with contextlib.aclosing(self.runs.events(self.run)) as events:
            async for item in events:
                if item is None:
                    chunk = b": heartbeat\n\n"
                else:
                    position += 1
                    if position <= self.seen:
                        continue
                    name, data = item
                    text = inert_json(json.dumps(data, ensure_ascii=False))
                    chunk = f"id: {position - 1}\nevent: {name}\ndata: {text}\n\n".encode()
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})


async def _disconnected(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


# ----------------------------------------------------------------------------------------------
# The application


def create_app(
    token: str,
    port: int,
    host: str = "127.0.0.1",
    grades: Path | None = None,
    *,
    static_dir: Path = STATIC_DIR,
    runs: RunManager | None = None,
) -> Starlette:
    """The application answering on host:port (the Host checks need both), guarded by token;
    the class dashboard reads grades (a folder written by `judge grade`) when given."""
    problems = load_problems()
    manager = runs or RunManager()
    classroom = Classroom(grades, problems) if grades is not None else None
    api = _Api(problems, manager, classroom)

    routes: list[BaseRoute] = [
        Route("/", _index(static_dir), methods=["GET", "HEAD"]),
        Route("/api/openapi.json", _openapi, methods=["GET"]),
        Route("/api/problems", api.problems, methods=["GET"]),
        Route("/api/problems/{problem}", api.problem, methods=["GET"]),
        Route("/api/submissions", api.submit, methods=["POST"]),
        Route("/api/submissions/{run}", api.submission, methods=["GET", "DELETE"]),
        Route("/api/submissions/{run}/events", api.events, methods=["GET"]),
        Route("/api/history", api.history, methods=["GET"]),
        Route("/api/class", api.class_overview, methods=["GET"]),
        Route("/api/class/{student}", api.class_student, methods=["GET"]),
    ]
    if static_dir.is_dir():
        import mimetypes

        for kind, extension in (("text/javascript", ".js"), ("text/css", ".css"), ("image/svg+xml", ".svg")):
            mimetypes.add_type(kind, extension)  # whatever this machine's tables say (Windows' registry may not)
        routes.append(Mount("/static", app=StaticFiles(directory=static_dir), name="static"))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        manager.loop = asyncio.get_running_loop()
        try:
            yield
        finally:
            await manager.close()

    app = Starlette(
        routes=routes,
        exception_handlers={ApiError: _api_error, HTTPException: _http_error, Exception: _internal_error},
        lifespan=lifespan,
    )
    app.add_middleware(Guard, token=token, hosts=allowed_hosts(host, port))
    app.state.runs = manager
    return app


def _index(static_dir: Path) -> Callable[[Request], Awaitable[Response]]:
    async def index(request: Request) -> Response:
        page = static_dir / "index.html"
        if page.is_file():
            return FileResponse(page, media_type="text/html; charset=utf-8", headers={"cache-control": "no-cache"})
        return HTMLResponse(PLACEHOLDER)

    return index


@functools.cache
def openapi_document() -> bytes:
    """The API's OpenAPI document (judge/web/openapi.json), as shipped."""
    return OPENAPI_FILE.read_bytes()


async def _openapi(request: Request) -> Response:
    return Response(openapi_document(), media_type="application/json")


async def _api_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, ApiError)
    return JSONResponse({"error": error.message}, status_code=error.status)


async def _http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    messages = {404: "not found", 405: "method not allowed"}
    detail = error.detail if error.detail and error.status_code not in messages else messages.get(error.status_code)
    return JSONResponse(
        {"error": str(detail or "error").splitlines()[0].lower()},
        status_code=error.status_code,
        headers=dict(error.headers or {}),
    )


async def _internal_error(request: Request, error: Exception) -> Response:
    # A bug here: one line for the client; Starlette raises the error again for uvicorn to log it.
    return JSONResponse({"error": f"the server failed: {error!r}".splitlines()[0]}, status_code=500)


def whole_number(header: str) -> int | None:
    """A header's whole number (ASCII digits, spaces around), else None. Not str.isdigit alone: '²' is
    a digit to it and not to int(); and past 18 digits the value is capped, as int() refuses 4,300."""
    text = header.strip()
    if not (text.isascii() and text.isdigit()):
        return None
    return int(text) if len(text) <= 18 else 10**18


async def read_json(request: Request) -> Any:
    """The request's JSON body: 413 when larger than MAX_BODY_BYTES, 400 when not JSON."""
    declared = whole_number(request.headers.get("content-length", ""))
    if declared is not None and declared > MAX_BODY_BYTES:
        raise ApiError(413, f"the request body is larger than {MAX_BODY_BYTES // 1024} KiB")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY_BYTES:
            raise ApiError(413, f"the request body is larger than {MAX_BODY_BYTES // 1024} KiB")
    try:
        return json.loads(bytes(body))
    except ValueError as error:
        raise ApiError(400, f"malformed JSON: {error}".splitlines()[0]) from None
    except RecursionError:
        raise ApiError(400, "malformed JSON: nested too deeply") from None


class _Api:
    def __init__(self, problems: list[Problem], runs: RunManager, classroom: Classroom | None) -> None:
        self.known = problems
        self.runs = runs
        self.classroom = classroom

    def _problem(self, identifier: Any, status: int = 400) -> Problem:
        if isinstance(identifier, bool) or not isinstance(identifier, str | int):
            raise ApiError(400, '"problem" must be a number or a slug, e.g. 37 or "sudoku-solver"')
        try:
            return find_problem(str(identifier), self.known)
        except UsageError as error:
            raise ApiError(status, str(error)) from None

    def _run(self, request: Request) -> Run:
        run = self.runs.get(request.path_params["run"])
        if run is None:
            raise ApiError(404, "unknown submission (finished submissions are kept for a while only)")
        return run

    # --- problems ---------------------------------------------------------------------------------

    async def problems(self, request: Request) -> Response:
        return JSONResponse({"problems": [_summary(problem) for problem in self.known], "languages": _languages()})

    async def problem(self, request: Request) -> Response:
        problem = self._problem(request.path_params["problem"], status=404)
        return JSONResponse({**_details(problem), "approaches": _approaches(problem)})

    # --- submissions ------------------------------------------------------------------------------

    async def submit(self, request: Request) -> Response:
        data = await read_json(request)
        if not isinstance(data, dict):
            raise ApiError(400, "the body must be a JSON object with problem, language, source and mode")
        if "problem" not in data:
            raise ApiError(400, 'missing "problem"')
        problem = self._problem(data["problem"])
        name = data.get("language")
        if not isinstance(name, str):
            raise ApiError(400, '"language" must name a language, e.g. "python"')
        try:
            language = language_named(name)
        except UsageError as error:
            raise ApiError(400, str(error)) from None
        source = data.get("source")
        if not isinstance(source, str):
            raise ApiError(400, '"source" must be the solution\'s text')
        try:
            size = len(source.encode("utf-8"))
        except UnicodeEncodeError:
            raise ApiError(400, '"source" is not valid Unicode text') from None
        if size > MAX_SOURCE_BYTES:
            raise ApiError(413, f"the source is {size:,} bytes; at most {MAX_SOURCE_BYTES:,} are judged")
        if not source.strip():
            raise ApiError(400, "the source is empty; write a class Solution")
        mode = data.get("mode", "submit")
        if mode not in ("submit", "run", "growth"):
            raise ApiError(400, '"mode" must be "submit", "run" or "growth"')
        if mode == "growth":
            from judge.learner.growth import growth_of

            try:
                growth_of(problem)  # `judge growth`'s own refusal of a problem without a size to grow
            except UsageError as error:
                raise ApiError(400, str(error)) from None
        job: dict[str, Any] = {"problem": problem.slug, "language": language.name, "source": source, "mode": mode}
        if mode == "run":
            job["input"] = run_input(data, problem)
        run = self.runs.submit(job)
        return JSONResponse({"id": run.id}, status_code=202)

    async def submission(self, request: Request) -> Response:
        run = self._run(request)
        if request.method == "DELETE":
            await self.runs.cancel(run)
            return JSONResponse({"status": run.status})
        return JSONResponse(run.state())

    async def events(self, request: Request) -> Response:
        run = self._run(request)
        last = whole_number(request.headers.get("last-event-id", ""))
        return EventStream(run, self.runs, last + 1 if last is not None else 0)

    # --- history and class ------------------------------------------------------------------------

    async def history(self, request: Request) -> Response:
        from judge.learner import history

        wanted = request.query_params.get("problem")
        slug = self._problem(wanted).slug if wanted else None
        path = history.history_path()
        if path is None:
            return JSONResponse({"attempts": [], "recording": False})
        try:
            recorded = await asyncio.to_thread(history.attempts, path, slug)
        except history.HistoryError as error:
            raise ApiError(500, str(error)) from None
        return JSONResponse({"attempts": [_attempt(attempt) for attempt in reversed(recorded)], "recording": True})

    def _class(self) -> Classroom:
        if self.classroom is None:
            raise ApiError(404, "no class: start `judge serve --grades DIR` with a folder `judge grade` wrote")
        return self.classroom

    async def class_overview(self, request: Request) -> Response:
        classroom = self._class()
        try:
            return JSONResponse(await asyncio.to_thread(classroom.overview))
        except ClassError as error:
            raise ApiError(500, str(error)) from None

    async def class_student(self, request: Request) -> Response:
        classroom = self._class()
        try:
            found = await asyncio.to_thread(classroom.student, request.path_params["student"])
        except ClassError as error:
            raise ApiError(500, str(error)) from None
        if found is None:
            raise ApiError(404, "unknown student")
        return JSONResponse(found)


# ----------------------------------------------------------------------------------------------
# What the API says about problems and languages


def _summary(problem: Problem) -> dict[str, Any]:
    return {
        "id": problem.slug,
        "number": problem.number,
        "title": problem.title,
        "difficulty": problem.difficulty,
        "summary": problem.summary,
    }


def _languages() -> list[dict[str, Any]]:
    described = []
    for language in all_languages():
        missing = language.missing_toolchain()
        described.append(
            {
                "name": language.name,
                "title": language.title,
                "extension": language.extensions[0],
                "editor": language.editor_mode or language.name,
                "installed": missing is None,
                "install": missing.package if missing is not None else None,
            }
        )
    return described


def single_int(problem: Problem) -> str | None:
    """The name of the problem's one parameter when it is an int (the page's n field, the API's
    "n" shorthand, as `judge run -n`); None for any other signature."""
    params = problem.signature.params
    return params[0].name if len(params) == 1 and params[0].type.name == "int" else None


def max_n(problem: Problem) -> int | None:
    """The largest n a run accepts: the parameter's maximum, or the extended cases' largest n;
    None for a problem whose input is not one whole number."""
    params = problem.signature.params
    if single_int(problem) is None:
        return None
    try:
        sizes = [case.input.get(params[0].name) for case in problem.cases(extended=True)]
    except (OSError, ValueError, KeyError, TypeError):  # a data file being written: the statement's maximum
        sizes = []
    known = [size for size in sizes if isinstance(size, int)]
    return max([*known, *([params[0].max] if params[0].max is not None else [])], default=None)


def run_input(data: dict[str, Any], problem: Problem) -> dict[str, Any]:
    """The arguments of a Run, by name: "input" (an object, or its JSON text as typed), or "n" for
    a problem whose one parameter is an int; checked against the signature as `judge run` checks
    them (Problem.case_for), ApiError 400 with the one-line reason otherwise.

    A one-int problem's value must also lie between 1 and max_n, whichever way it came: beyond it,
    the answer (51's boards of n = 14) is more than a page can take."""
    name = single_int(problem)
    if "input" in data and "n" in data:
        raise ApiError(400, 'give "input" or "n", not both')
    if "input" in data:
        given, said = data["input"], '"input"'
        if isinstance(given, str):
            try:
                given = json.loads(given)
            except ValueError as error:
                raise ApiError(400, f'"input" is not valid JSON: {error}'.splitlines()[0]) from None
            except RecursionError:
                raise ApiError(400, '"input" is not valid JSON: nested too deeply') from None
    elif name is not None:
        given, said = {name: data.get("n")}, '"n"'
    else:
        wanted = ", ".join(f'"{param.name}": {param.type}' for param in problem.signature.inputs)
        shorthand = '; "n" is only for a problem whose one parameter is an int' if "n" in data else ""
        raise ApiError(400, f'a run of problem {problem.number} needs "input": {{{wanted}}}{shorthand}')
    try:
        case_input = problem.case_for(given, said).input
    except UsageError as error:
        if said == '"n"':  # as before: one message for every wrong n
            largest = max_n(problem)
            raise ApiError(400, '"n" must be a whole number' + (f" from 1 to {largest}" if largest else "")) from None
        raise ApiError(400, str(error).splitlines()[0]) from None
    largest = max_n(problem)
    if name is not None and largest is not None and not 1 <= case_input[name] <= largest:
        where = '"n"' if said == '"n"' else f'"input": {name}'
        raise ApiError(400, f"{where} must be a whole number from 1 to {largest}")
    return case_input


def _statement(problem: Problem) -> str:
    """The problem's statement.md; a line saying it is missing while a new problem is written."""
    try:
        return problem.statement
    except OSError:
        return f"# {problem.number}. {problem.title}\n\n{problem.summary}\n\n*(statement.md is not written yet)*\n"


def _first_input(problem: Problem) -> dict[str, Any]:
    """What the page's input box starts with: the first case's input, else a placeholder of each
    parameter's type (a problem whose data is still being written)."""
    try:
        cases = problem.cases()
    except (OSError, ValueError, KeyError, TypeError):
        cases = []
    if cases:
        return dict(cases[0].input)
    blank = {"int": 0, "long": 0, "double": 0, "bool": False, "char": "a", "string": ""}
    return {
        param.name: [] if param.type.item is not None else blank.get(param.type.name)
        for param in problem.signature.inputs
    }


def _per_language(
    signature: Signature, make: Callable[[Language], str]
) -> tuple[dict[str, str | None], dict[str, str]]:
    """make(language) for every language, and the one-line error of each language where it failed:
    a language whose support for a type is still missing must not take the page down. A language
    that cannot judge the signature (LeetCode offers no Rust for N-ary trees) says why instead."""
    made: dict[str, str | None] = {}
    failed: dict[str, str] = {}
    for language in all_languages():
        unjudgeable = language.cannot_judge(signature)
        if unjudgeable is not None:
            made[language.name], failed[language.name] = None, unjudgeable
            continue
        try:
            made[language.name] = make(language)
        except Exception as error:  # a language module's own bug or gap
            made[language.name] = None
            failed[language.name] = (f"{type(error).__name__}: {error}".strip().splitlines() or ["error"])[0]
    return made, failed


@functools.cache
def _details(problem: Problem) -> dict[str, Any]:
    """What does not change while the server runs: the statement, starters, declarations, limits."""
    from markdown_it import MarkdownIt

    from judge.core.limits import problem_limits

    statement = _statement(problem)
    signature = problem.signature
    limits = problem_limits(problem)
    starters, starter_errors = _per_language(signature, lambda language: language.starter(signature, [], []))
    declarations, declaration_errors = _per_language(signature, lambda language: language.signature_text(signature))
    return {
        **_summary(problem),
        "statement_markdown": statement,
        "statement_html": MarkdownIt("commonmark", {"html": False}).enable("table").render(statement),
        "signature": {
            "name": signature.name,
            "params": [
                {"name": param.name, "type": str(param.type), "min": param.min, "max": param.max}
                for param in signature.params
            ],
            "returns": str(signature.returns),
            "answer": signature.answer,
            "answer_type": str(signature.judged_type),
        },
        # As on LeetCode: the declaration alone, the statement being beside it on the page. A
        # language that cannot write one yet has null here and its reason in starter_errors.
        "starters": starters,
        "starter_errors": {**declaration_errors, **starter_errors},
        "declarations": declarations,
        "limits": {"time_ms": limits.time_ms, "memory_mb": limits.memory_mb, "source": limits.source},
        "max_n": max_n(problem),
        "first_input": _first_input(problem),
        "growth": None
        if problem.growth is None
        else {"parameter": problem.growth.parameter, "sizes": list(problem.growth.sizes)},
    }


def _approaches(problem: Problem) -> dict[str, list[dict[str, Any]]]:
    """The gallery's approaches measured on this machine, per calibrated language (`judge calibrate`)."""
    from judge.calibration.measure import cached_calibration

    found = {}
    for language in all_languages():
        calibrated = cached_calibration(problem, language.name)
        if calibrated is not None:
            found[language.name] = [
                {"name": approach.name, "time_ms": approach.total_ms} for approach in calibrated[0].approaches
            ]
    return found


def _attempt(attempt: Any) -> dict[str, Any]:
    from judge.languages import EXTENSIONS

    file = str(attempt.file)
    language = file.removeprefix("browser:") if file.startswith("browser:") else EXTENSIONS.get(Path(file).suffix, "")
    return {
        "time": attempt.at,
        "file": file,
        "language": language,
        "verdict": attempt.verdict,
        "passed": attempt.passed,
        "total": attempt.total,
        "time_ms": attempt.time_ms,
    }
