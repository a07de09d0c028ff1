"""`judge serve`: the judge in the browser, a local web app on Starlette and uvicorn (the `web` extra).

app.py builds the application (routes, the security checks every request passes), runs.py keeps
the submissions (a queue, one `python -m judge.web.runner` child process per run, its events,
cancelling), runner.py is that child process, and classroom.py reads a grades folder written by
`judge grade` for the class dashboard. The page itself is built at development time into static/.

Only this module is importable without the extra: nothing here imports Starlette.
"""

from __future__ import annotations

from pathlib import Path

MISSING_EXTRA = "judge serve needs the web extra: pip install 'nqueens-judge[web]'"
STATIC_DIR = Path(__file__).resolve().parent / "static"
