"""`judge serve`: the judge in the browser. Start the web app (judge/web/) on uvicorn and print its URL.

The URL, with a random token, is the first line on stdout (flushed at once: a script or a test
reads it to find the port `--port 0` picked). uvicorn logs only warnings, on stderr. Ctrl-C (or
SIGTERM) stops the server and kills every submission being judged.
"""

from __future__ import annotations

import secrets
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.errors import EXIT_OK, UsageError
from judge.web import MISSING_EXTRA

if TYPE_CHECKING:
    from judge.cli.parser import Arguments
    from judge.web.runs import RunManager


def run_command(args: Arguments) -> int:
    try:
        import starlette  # noqa: F401 -- the app needs it; say so before anything starts
        import uvicorn
    except ImportError:
        raise UsageError(MISSING_EXTRA) from None
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be from 0 (any free port) to 65535, not {args.port}")
    grades = _grades_folder(args.grades) if args.grades is not None else None
    listening = _listen(args.host, args.port)
    port = listening.getsockname()[1]
    token = secrets.token_urlsafe(24)
    from judge.web.app import create_app

    app = create_app(token, port, args.host, grades)
    runs: RunManager = app.state.runs
    url = f"http://{_url_host(args.host)}:{port}/?token={token}"
    print(url, flush=True)
    config = uvicorn.Config(
        app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=3, server_header=False
    )
    server = _server(uvicorn, config, runs)
    if args.open if args.open is not None else sys.stdout.isatty():
        import webbrowser

        webbrowser.open(url)
    try:
        server.run(sockets=[listening])
    except KeyboardInterrupt:  # Ctrl-C, raised again by uvicorn once it has stopped
        pass
    finally:
        runs.kill_all_now()  # already done on a clean stop; after a forced one (a second Ctrl-C) too
        listening.close()
    return EXIT_OK


def _server(uvicorn: Any, config: Any, runs: RunManager) -> Any:
    """uvicorn's server, killing the running submissions as soon as a signal asks it to stop:
    it would otherwise wait for open event streams, which last as long as their runs."""

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            runs.kill_all_now()
            super().handle_exit(sig, frame)

    return Server(config)


def _grades_folder(path: Path) -> Path:
    from judge.web.classroom import database_of

    if not database_of(path).is_file():
        raise UsageError(f"{path} holds no grades.sqlite3: give the --output folder of a `judge grade` run")
    return path


def _listen(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (port 0: a free one, which the socket then names)."""
    try:
        family, kind, protocol, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except socket.gaierror as error:
        raise UsageError(f"cannot listen on {host}: {error.strerror or error}") from None
    listening = socket.socket(family, kind, protocol)
    try:
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind(address)
        listening.listen(128)
    except OSError as error:
        listening.close()
        raise UsageError(f"cannot listen on {host}:{port}: {error.strerror or error}") from None
    return listening


def _url_host(host: str) -> str:
    """The host to put in the URL: a wildcard address is reached through the loopback one."""
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    return f"[{host}]" if ":" in host else host
