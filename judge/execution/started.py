"""A program started before its cases are known (judge/cli/early.py starts one before the judge has
even parsed its arguments), and what becomes of it: the supervisor's first process, or ended.

Apart from the supervisor so that starting one imports only the sandbox (and the supervisor's
imports come after the program has started).
"""

from __future__ import annotations

import os

from judge.core.cache import user_cache
from judge.core.record import as_dict, replace
from judge.execution import sandbox
from judge.execution.program import CrashRule, Program
from judge.execution.spawn import ProcessLimits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Started:
    """A program started before its cases are known: it loads (an interpreter in a sandbox, the
    submission) while the judge gets on with its own work (imports, limits). Its setup frame is
    written as far as the pipe takes it, at once or, for a program started from a language's
    launch() (judge/languages/python_launch.py) before the source was read, by send_setup().
    run_cases uses it as its first process; close() ends it if it is never used."""

    # A backstop only (the supervisor enforces every limit): generous, as the limits are not known yet.
    CPU_SECONDS = 600

    def __init__(self, program: Program, memory_mb: int, built: str | None = None, early: bool = False) -> None:
        """early: started before the judge knows it will use it (judge/cli/early.py): the judge
        goes on at once instead of waiting for the exec, and a start that fails is not used."""
        self.program = program
        self.memory_mb = memory_mb
        self.built = built  # the compiled folder the program runs, so the pipeline compiles nothing again
        self.child: sandbox.Child | None = sandbox.start_child(
            ProcessLimits(self.CPU_SECONDS, memory_mb, address_space=program.limit_address_space),
            program,
            wait=not early,
        )
        self.unsent = b""
        if program.setup:
            self._write_setup()

    def send_setup(self, program: Program, memory_mb: int) -> bool:
        """For a program started from a language's launch(): whether it starts as the whole program
        does, under this memory limit; if so, that program's setup is written now."""
        if (
            self.child is None
            or self.program.setup
            or memory_mb != self.memory_mb
            or _how_it_starts(program) != _how_it_starts(self.program)
        ):
            return False
        sandbox.settle(self.child)
        if self.child.start_failed:  # the normal path starts it again, and reports what fails
            self.close()
            return False
        self.program = program
        self._write_setup()
        return True

    def _write_setup(self) -> None:
        # The protocol's encoder only now: a Python program starts early with no setup yet, and the
        # protocol module is not among what comes before its fork.
        from judge.execution.protocol import encode

        self._write(encode(self.program.setup))

    def _write(self, data: bytes) -> None:
        assert self.child is not None
        sandbox.settle(self.child)  # the harness runs the submission once it has this: first, its control group
        try:
            written = os.write(self.child.control_fd, data)
        except (BlockingIOError, BrokenPipeError):  # the rest is sent when the run begins
            written = 0
        self.unsent = data[written:]

    def take(self, program: Program, memory_mb: int) -> sandbox.Child | None:
        """The started process, if it runs this program under this memory limit (once)."""
        child, self.child = self.child, None
        if child is not None and (program != self.program or memory_mb != self.memory_mb):
            self._end(child)
            return None
        return child

    def close(self) -> None:
        if self.child is not None:
            self._end(self.child)
            self.child = None

    @staticmethod
    def _end(child: sandbox.Child) -> None:
        sandbox.kill_child(child)
        sandbox.reap_child(child)
        sandbox.close_child(child)


def _how_it_starts(program: Program) -> Program:
    """The program without what only its setup frame carries (a file named as a path or as a string alike)."""
    return replace(program, setup={}, filename="", files=tuple(str(path) for path in program.files))


# Early-start notes: for a language whose program is built from the source, `judge test FILE` can
# start it before its imports only if it knows, without compiling or importing the language, which
# program the file built last time. remember() writes that down after a normal start; recall()
# starts it again while the file is unchanged. The pipeline still builds the program as always and
# uses the early one only if the two are the same (send_setup), so a stale note costs an ended
# start, never a wrong judgement.
NOTES_FOLDER = "early-start"
MAX_NOTES = 256


def _note_path(source: str, language: str) -> str:
    import zlib  # a name for the file only: the note itself says which file and language it is for

    key = zlib.crc32(f"{language}\0{source}".encode("utf-8", "surrogatepass"))
    return user_cache(NOTES_FOLDER, f"{key:08x}.json")


def _file_state(source: str) -> list[int]:
    status = os.stat(source)
    return [status.st_size, status.st_mtime_ns, status.st_ino]


def remember(started: Started, source: str, language: str) -> None:
    """Note the program `judge test` started for this file, for the next run's early start. A
    program built from the source is noted with the file's state: it is started again only while
    the file is unchanged (a program that runs the source it is sent, as Node's does, is not)."""
    import json

    source = os.path.realpath(source)
    note: dict[str, Any] = {
        "source": source,
        "language": language,
        "file": None if started.built is None else _file_state(source),
        "memory_mb": started.memory_mb,
        "program": as_dict(_how_it_starts(started.program)),
    }
    path = _note_path(source, language)
    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
        # Not atomic_file: a note lost to a crash costs one early start, not worth an fsync per run.
        temporary = f"{path}.{os.getpid()}"
        with open(temporary, "w", encoding="utf-8") as handle:
            json.dump(note, handle)
        os.replace(temporary, path)
        notes = os.listdir(folder)
        if len(notes) > MAX_NOTES:  # forget the oldest: each is a file someone stopped testing
            ages = sorted(notes, key=lambda name: os.stat(os.path.join(folder, name)).st_mtime_ns)
            for name in ages[: len(notes) - MAX_NOTES]:
                os.unlink(os.path.join(folder, name))
    except OSError:  # a read-only or full cache folder: the next run starts later, nothing worse
        pass


def _tuples(value: Any) -> Any:
    """A value read back from JSON, its lists tuples again, as the program record holds them."""
    return tuple(_tuples(item) for item in value) if isinstance(value, list) else value


def recall(source: str, language: str) -> Started | None:
    """The program remember() noted for this file, started, if the file and the build are as they were."""
    import json

    source = os.path.realpath(source)
    try:
        with open(_note_path(source, language), encoding="utf-8") as handle:
            note = json.load(handle)
        if note["source"] != source or note["language"] != language:
            return None
        if note["file"] is not None and note["file"] != _file_state(source):
            return None
        noted = {name: _tuples(value) for name, value in note["program"].items()}
        if not all(os.path.exists(path) for path in noted["files"]):
            return None  # the build was evicted from the cache: the normal path compiles it again
        noted["crash_rules"] = tuple(CrashRule(**rule) for rule in note["program"]["crash_rules"])
        program = Program(**noted)
    except (OSError, ValueError, KeyError, TypeError):  # no note, or not one this version wrote
        return None
    return Started(program, int(note["memory_mb"]), early=True)
