"""The compile step: run a language's compiler on a submission inside the sandbox, under limits of
its own, and keep what it built in a cache keyed by everything that went into it.

The key is a hash of the files written into the build folder (the user's source and the generated
wrapper), the compiler's command, its environment and the toolchain's identity. Judging an
unchanged file again compiles nothing; a compile error is cached too. The cache lives in the user's
cache folder and keeps the most recently used builds only (MAX_BUILDS).
"""

from __future__ import annotations

import _thread
import json
import os
import select
import time

from judge.core.cache import user_cache
from judge.core.compile_error import CompileError
from judge.core.record import field, record
from judge.core.signature import Signature
from judge.execution import sandbox
from judge.execution.isolation import detect_isolation
from judge.execution.program import BuildPlan, CompileLimits, Program
from judge.execution.spawn import COMPILER_OPEN_FILES, ProcessLimits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from judge.execution.warm_compiler import WarmCompilers
    from judge.languages.base import Language

COMPILE_CPU_SECONDS = 30
COMPILE_WALL_SECONDS = 90
COMPILE_MEMORY_MB = 2048
COMPILE_OUTPUT_BYTES = 64 << 10  # as DMOJ: a compiler's messages beyond this are cut
COMPILE_LIMITS = CompileLimits(COMPILE_CPU_SECONDS, COMPILE_MEMORY_MB, COMPILE_WALL_SECONDS, COMPILE_OUTPUT_BYTES)
MAX_BUILDS = 64
CACHE_VERSION = "1"
POLL_SECONDS = 0.05
_TRANSIENT = ("Resource temporarily unavailable", "errno=11", "Cannot allocate memory", "out of memory")


@record
class Built:
    """The result of a compile: the folder it built, or the compiler's complaint."""

    folder: str | None
    output: str  # what the compiler printed (capped)
    cached: bool  # nothing was compiled: the cache had it
    seconds: float = 0.0  # wall-clock time of the compile (0 when cached)
    limit: str = ""  # a limit the compiler ran into, when it failed because of one
    sandbox: dict[str, Any] = field(default_factory=dict)  # sandbox.describe() of the compile's process

    @property
    def ok(self) -> bool:
        return self.folder is not None


@record(frozen=True)
class CompileResult:
    """What the compile stage gives the pipeline: the built folder, or the report's compile error
    with what confined the compiler (the report's sandbox field); neither for a language without a
    compile step."""

    folder: str | None
    error: CompileError | None = None
    sandbox: dict[str, Any] = field(default_factory=dict)


def compile_stage(language: Language, source: str, filename: str, signature: Signature) -> CompileResult:
    """Compile the source (or find its build in the cache). A missing toolchain is a usage error
    (ToolchainMissing), never a verdict."""
    language.require_toolchain()
    refused = language.rejection(source)
    if refused is not None:
        line, message = refused
        lines = source.splitlines()
        text = lines[line - 1].rstrip() if 0 < line <= len(lines) else None
        return CompileResult(None, CompileError(f"{language.title} compile error", message, line, None, text))
    plan = language.plan_build(source, filename, signature)
    if plan is None:
        return CompileResult(None)
    built = compile_submission(plan)
    if built.folder is not None:
        return CompileResult(built.folder)
    error = language.compile_error(built.output, plan, filename)
    if built.limit:
        error = CompileError(f"{language.title} compile error", built.limit, output=error.output)
    return CompileResult(None, error, built.sandbox)


def cache_folder() -> str:
    return user_cache("builds")


def build_key(plan: BuildPlan) -> str:
    import hashlib  # here: `judge test` of a language without a compile step never needs it

    digest = hashlib.sha256(CACHE_VERSION.encode())
    for name in sorted(plan.files):
        digest.update(b"\0file\0" + name.encode() + b"\0" + plan.files[name].encode("utf-8", "surrogatepass"))
    digest.update(b"\0command\0" + "\0".join(plan.command).encode())
    digest.update(b"\0env\0" + json.dumps(sorted(plan.env)).encode())
    digest.update(b"\0identity\0" + plan.identity.encode())
    # The compiler's limits: a compile error they caused (too few open files) is not kept past them.
    digest.update(f"\0limits\0{COMPILE_CPU_SECONDS},{COMPILE_MEMORY_MB},{COMPILER_OPEN_FILES}".encode())
    # What confined the compiler: a build made where the kit's files could be read (an .incbin of the
    # expected answers) is never reused where they cannot.
    isolation = detect_isolation()
    digest.update(b"\0sandbox\0" + "\0".join([isolation.name, *sorted(isolation.missing)]).encode())
    return digest.hexdigest()[:32]


def compile_submission(plan: BuildPlan) -> Built:
    """The built folder for this plan, from the cache or compiled now in the sandbox."""
    # Paths are strings here: a build found in the cache is on the way of every `judge test`.
    root = cache_folder()
    key = build_key(plan)
    done, failed = os.path.join(root, key), os.path.join(root, f"{key}.error.json")
    if os.path.isdir(done):
        _touch(done)
        return Built(done, "", cached=True)
    if os.path.isfile(failed):
        try:
            with open(failed, encoding="utf-8") as handle:
                data = json.load(handle)
            _touch(failed)
            return Built(None, str(data["output"]), cached=True, sandbox=dict(data.get("sandbox") or {}))
        except (OSError, ValueError, KeyError, TypeError):
            pass  # unreadable: compile again
    import shutil  # here: a build found in the cache needs none of it
    from pathlib import Path

    try:
        os.makedirs(root, exist_ok=True)
        # Named for the process and the thread: several may compile the same source at once.
        work = Path(root, f".{key}.{os.getpid()}.{_thread.get_ident()}")
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        os.chmod(work, 0o755)
        for name, text in plan.files.items():
            path = work / name
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            os.chmod(path, 0o644)
    except OSError as error:
        from judge.errors import UsageError

        raise UsageError(
            f"cannot write the build cache {root}: {error.strerror or error}; set XDG_CACHE_HOME to a writable folder"
        ) from None
    started = time.perf_counter()
    code, output, limit, confined = _run_compiler(plan, work)
    seconds = time.perf_counter() - started
    if code == 0 and not limit:
        try:
            for name in plan.files:  # the sources are not needed to run, and the cache keeps them out
                (work / name).unlink(missing_ok=True)
            make_readable(work)
            os.replace(work, done)
        except OSError:
            # Another judge (a grading worker) stored the same build first: use that one.
            shutil.rmtree(work, ignore_errors=True)
            if not os.path.isdir(done):
                raise
        _prune(root)
        return Built(done, output, cached=False, seconds=seconds, sandbox=confined)
    try:
        shutil.rmtree(work, ignore_errors=True)
        # A compile that ran into a limit, or that the machine refused a thread or process (EAGAIN
        # under the sandbox's process cap while others compile), may pass on a quieter moment.
        if not limit and not any(sign in output for sign in _TRANSIENT):
            temporary = os.path.join(root, f".{key}.error.json.{os.getpid()}")
            with open(temporary, "w", encoding="utf-8") as handle:
                json.dump({"output": output, "sandbox": confined}, handle)
            os.replace(temporary, failed)
    except OSError:
        pass
    return Built(None, output, cached=False, seconds=seconds, limit=limit, sandbox=confined)


def _run_compiler(plan: BuildPlan, work: Path) -> tuple[int | None, str, str, dict[str, Any]]:
    """(exit code, output, the limit it ran into or "", what confined it) of the compiler run in the sandbox."""
    if _warm is not None and plan.warm is not None:
        compiled = _warm.compile(plan, str(work))
        if compiled is not None:
            return compiled
    program = Program(
        command=plan.command,
        setup={},
        filename=plan.user_file,
        visible=plan.visible,
        env=plan.env,
        limit_address_space=plan.limit_address_space,
    )
    limits = ProcessLimits(
        COMPILE_CPU_SECONDS, COMPILE_MEMORY_MB, address_space=plan.limit_address_space, open_files=COMPILER_OPEN_FILES
    )
    child = sandbox.start_child(limits, program, build_folder=str(work))
    confined = sandbox.describe(child)
    output = bytearray()
    limit = ""
    open_fds = {child.stdout_fd, child.stderr_fd}
    poller = select.poll()
    for fd in open_fds:
        poller.register(fd, select.POLLIN)
    started = time.monotonic()
    try:
        while open_fds:
            for fd, _ in poller.poll(POLL_SECONDS * 1000):
                try:
                    chunk = os.read(fd, 1 << 16)
                except BlockingIOError:
                    continue
                if not chunk:
                    poller.unregister(fd)
                    open_fds.discard(fd)
                elif len(output) < COMPILE_OUTPUT_BYTES:
                    output += chunk[: COMPILE_OUTPUT_BYTES - len(output)]
            cpu, memory_kb = child.usage()
            limit = COMPILE_LIMITS.reached(cpu, memory_kb, time.monotonic() - started)
            if limit:
                break
        ended = sandbox.reap_child(child, grace_seconds=0.0 if limit else 5.0)
    finally:
        sandbox.kill_child(child)
        sandbox.close_child(child)
    text = output.decode("utf-8", "replace")
    if ended.signal is not None and not limit:
        limit = f"the compiler was killed by signal {ended.signal}"
    if text.startswith("bwrap:") and not limit:
        limit = f"the sandbox could not start the compiler ({text.strip().splitlines()[0]})"
    return ended.code, text, limit, confined


_warm: WarmCompilers | None = None  # this process's compilers kept running (keep_compilers_warm)


def keep_compilers_warm() -> None:
    """From now on, this process compiles with a compiler kept running where the language offers one
    (a grading worker: judge/execution/warm_compiler.py); they end when the process exits."""
    warm = start_warm_compilers()
    if warm is None:
        return
    import atexit
    from multiprocessing import util

    # A pool's worker leaves through os._exit, after multiprocessing's finalizers; any other process through atexit.
    util.Finalize(None, warm.close, exitpriority=0)
    atexit.register(warm.close)


def start_warm_compilers() -> WarmCompilers | None:
    """Compile with compilers kept running until end_warm_compilers (build_ahead's many builds): the
    new set, or None when this process keeps them already."""
    global _warm
    if _warm is not None:
        return None
    from judge.execution.warm_compiler import WarmCompilers

    _warm = WarmCompilers(COMPILE_LIMITS, POLL_SECONDS)
    return _warm


def end_warm_compilers() -> None:
    """End the compilers kept running."""
    global _warm
    warm, _warm = _warm, None
    if warm is not None:
        warm.close()


def compilers_kept_warm() -> bool:
    """Whether this process keeps compilers running (a language then offers its server in its plans)."""
    return _warm is not None


def make_readable(folder: str | Path) -> None:
    """Everyone may read the build (the sandbox's unprivileged user runs it), whatever the umask; a
    program is executable (in the fallback, whose filter refuses chmod, the linker could not say so)."""
    from pathlib import Path

    folder = Path(folder)
    for path in [folder, *folder.rglob("*")]:
        mode = path.stat().st_mode
        executable = path.is_dir() or mode & 0o100 or _is_program(path)
        os.chmod(path, mode | 0o444 | (0o111 if executable else 0))


def _is_program(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def _touch(path: str) -> None:
    try:
        os.utime(path)
    except OSError:
        pass


def _prune(root: str) -> None:
    """Keep the MAX_BUILDS most recently used builds (a build is a few hundred kB to a few MB)."""
    import shutil
    from pathlib import Path

    try:
        entries = [entry for entry in Path(root).iterdir() if not entry.name.startswith(".")]
        if len(entries) <= MAX_BUILDS:
            return
        entries.sort(key=lambda entry: entry.stat().st_mtime)
        for entry in entries[: len(entries) - MAX_BUILDS]:
            if entry.is_dir():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)
    except OSError:
        pass
