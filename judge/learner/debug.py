"""`judge debug`: one case of a problem under the language's own debugger, outside the sandbox.

Python's is pdb. A driver (DRIVER below) builds the case's arguments as the sandboxed harness
builds them (python_harness.py's own functions: its prelude, its TreeNode and ListNode, its
design-call loop) and calls the method under pdb, whose first stop is the first line of the
solution's method: the driver's and the harness's frames are skipped. When the debugger lets the
call finish, the answer is written as the harness writes it, and the judge checks it with the
problem's checker, as `judge run` does.

Every other language runs the program the judge would run (its harness and the user's file),
built for a debugger (Language.for_debugging: unoptimised, every name and line kept), under the
debugger its module names (Language.debugger): gdb for C, C++, Go and Rust, jdb for Java and
Kotlin, node inspect for JavaScript and TypeScript, the debug gem for Ruby. The harness reads its
setup frame and the one case on its control descriptor and writes its answer frame to another,
exactly as under the judge; the debugger stops at the solution's method (Language.breakpoints).
The program's own output is shown without the protocol's end-of-case marks: when it ends (gdb,
jdb, node inspect: it goes to files), or as it comes (Ruby's, whose console is the program's own).

A debugger runs the code as the user, with none of the sandbox's limits: the command says so
before it starts.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from judge.checking import checker_for
from judge.checking.flattened import walked_values
from judge.core.compile_error import CompileError
from judge.core.problems import Case, Problem
from judge.core.signature import MULTILEVEL_LIST, rendered_answer
from judge.core.verdicts import Verdict
from judge.errors import UsageError
from judge.execution.protocol import CASE_END, Answer, FrameError, FrameReader, LoadFailed, Raised, encode, event_of
from judge.languages import language_named
from judge.languages.base import Language
from judge.languages.source import Submission
from judge.pipeline import NOT_CHECKED_MESSAGE, built_program

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
namespace["TreeNode"], namespace["ListNode"], namespace["Node"] = harness.TreeNode, harness.ListNode, harness.Node
namespace["NestedInteger"] = harness.NestedInteger
if setup["nodes"] is not None:  # the problem's own Node (138, 133, 116, 430), as the judge gives it
    shapes = [*setup["nodes"]["params"], setup["nodes"]["answer"]]
    namespace["Node"] = next((harness._DRIVEN_CLASSES[s] for s in shapes if s in harness._DRIVEN_CLASSES), harness.Node)
if setup["design"] is not None and "Iterator" in setup["design"]["constructor"]:
    namespace["Iterator"] = harness.Iterator  # 284's, as the judge gives it
hidden = [args[-1] if setup["api"] is not None else None]  # what the driver's API answers from
if setup["api"] is not None:
    namespace[setup["api"]] = harness._api(setup["api"], hidden)
exec(code, namespace)
method, design, nodes, budget = setup["method"], setup["design"], setup["nodes"], setup["result_limit"]


def one_case():
    if setup["round_trip"] is not None:
        return harness._run_round_trip(namespace[method], design, setup["round_trip"], args, budget)
    if setup["iterate"] is not None:
        return harness._run_iterate(namespace[method], design, setup["iterate"], args, budget)
    if design is not None:
        return harness._run_design(namespace[method], design, args, budget, [None])
    values = list(args)
    joins = values.pop() if setup["links"] is not None else None
    if setup["api"] is not None:
        values.pop()
    if nodes is not None:
        values = [harness._node_argument(arg, shape) for arg, shape in zip(values, nodes["params"])]
    if setup["answer"] is not None:  # the argument as built, before a link replaced it (237)
        answered = values[setup["answer"]]
    if joins is not None:
        built = harness._built_nodes(values, nodes["params"])
        harness._apply_links(values, joins, built)
    value = getattr(namespace["Solution"](), method)(*values)
    if setup["answer"] is not None:
        value = answered
    if joins is not None and setup["links"]["place"]:
        return harness._place(value, built, budget)
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
    language = language_named(submission.language)
    unjudgeable = language.cannot_judge(problem.signature)
    if unjudgeable is not None:
        raise UsageError(f"{problem.number}. {unjudgeable}")
    if language.name == "python":
        answer = _python_answer(submission, problem, case)
    else:
        answer = _program_answer(language, submission, problem, case)
    if answer is None:
        return 1
    links = problem.signature.links
    if links is not None and links.answer is not None:
        answer = rendered_answer(links, case.input, answer)
    shown = walked_values(answer) if problem.signature.answer_type.name == MULTILEVEL_LIST else answer
    print(f"your answer: {json.dumps(shown)}")
    if case.expected is not None:
        print(f"expected:    {json.dumps(case.expected)}")
    check = checker_for(problem)
    if case.expected is None and case.expected_count is None and check.needs_expected:
        print(NOT_CHECKED_MESSAGE)  # an input of the user's own, with no answer known
        return 0
    result = check(case, answer)
    print(result.verdict.value + (f": {result.message}" if result.message else ""))
    return 0 if result.verdict is Verdict.ACCEPTED else 1


def _python_answer(submission: Submission, problem: Problem, case: Case) -> Any:
    """The answer the method returned under pdb, or None (said why) when it returned none."""
    try:
        compile(submission.text, submission.name, "exec")
    except (SyntaxError, ValueError) as error:  # ValueError: a NUL byte in the source
        where = f" (line {error.lineno})" if isinstance(error, SyntaxError) and error.lineno else ""
        raise UsageError(f"{submission.name} does not compile: {getattr(error, 'msg', error)}{where}") from None
    from judge.languages import python_harness
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
    _announce(problem, case, "pdb: n, s, p, c, q")
    with tempfile.TemporaryDirectory(prefix="judge-debug-") as folder:
        job_path, answer_path = Path(folder, "job.json"), Path(folder, "answer.json")
        job_path.write_text(json.dumps(job), encoding="utf-8")
        ended = subprocess.run([sys.executable, "-c", DRIVER, str(job_path), str(answer_path)], check=False)
        if not answer_path.exists():
            print(f"no answer: the program ended with exit status {ended.returncode} before returning")
            return None
        return json.loads(answer_path.read_text(encoding="utf-8"))


def _announce(problem: Problem, case: Case, keys: str) -> None:
    print(f"judge: warning: {WARNING}", file=sys.stderr)
    print(f"{problem.slug}, case {case.name}: stopping in your method ({keys})")
    sys.stdout.flush()


def _debugger_command(language: Language) -> tuple[str, str]:
    """The language's debugger by its program's name, and its command as PATH finds it (not its
    real path: rustup's rust-gdb is a link to rustup, which acts by the name it is run as)."""
    debugger = language.debugger
    if debugger is None:
        raise UsageError(f"judge debug has no debugger for {language.title} yet")
    if debugger.found() is None:
        raise UsageError(
            f"judge debug runs {language.title} under {debugger.program}, which is not installed here;"
            f" install it with: {debugger.package}"
        )
    return debugger.program, shutil.which(debugger.program) or debugger.program


def _program_answer(language: Language, submission: Submission, problem: Problem, case: Case) -> Any:
    """The answer of the program the judge would run, built for and run under the language's
    debugger; None (said why) when it gave none."""
    name, debugger = _debugger_command(language)
    run, keys = _DRIVERS[name.removeprefix("rust-")]  # rust-gdb is gdb
    debugging = language.for_debugging()
    program = built_program(debugging, submission, problem, RESULT_BYTES)
    if isinstance(program, CompileError):  # as a Python file that does not compile: nothing to step through
        raise UsageError(f"{submission.name}: {program.summary}")  # "C++ compile error: ..."
    # Plain JSON answers, as in _python_answer; the case is the only one on the control channel.
    setup = {**program.setup, "packed": None}
    frames = encode(setup) + encode({"case": 0, "args": problem.signature.arguments(case.input)})
    # On the text the program runs: tsc's output for TypeScript (in its setup frame, as JavaScript's source).
    breakpoints = debugging.breakpoints(problem.signature, program.setup.get("source") or submission.text)
    _announce(problem, case, keys)
    with tempfile.TemporaryDirectory(prefix="judge-debug-") as name:
        folder = Path(name)
        session = DebugSession(
            debugger=debugger,
            setup=debugging.debugger_setup,
            command=program.command,
            env={**os.environ, **dict(program.env)},
            frames=frames,
            breakpoints=breakpoints,
            folder=folder,
            sources=_sources(debugging, submission, problem, folder / "sources"),
            filename=program.filename,
        )
        result = os.open(session.result, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            run(session, result)
        finally:
            os.close(result)
        _show_output(folder)
        return _answer_in(session.result.read_bytes())


@dataclass(frozen=True)
class DebugSession:
    """What a debugger's driver needs: the program the judge would run and its one case."""

    debugger: str  # the debugger's command
    setup: tuple[str, ...]  # the language's commands for it before the breakpoints
    command: tuple[str, ...]  # the program's, without the protocol's two descriptors
    env: dict[str, str]
    frames: bytes  # the setup frame and the case, for the control channel
    breakpoints: tuple[str, ...]
    folder: Path  # a temporary folder: the program's output goes to its stdout and stderr files
    sources: Path  # the build's sources, where the debugger lists them from
    filename: str  # the user's file as the harness names it

    @property
    def result(self) -> Path:
        return self.folder / "result"

    def control_file(self) -> int:
        """A descriptor reading the frames from a file: the program reads the case, then the end."""
        path = self.folder / "control"
        path.write_bytes(self.frames)
        return os.open(path, os.O_RDONLY)

    def start(self, flags: tuple[str, ...], control: int, result: int) -> subprocess.Popen[bytes]:
        """The program, its runtime given these flags (its debugging agent's), on the protocol's
        descriptors (control is closed here once the program has it) and its output in the
        folder's stdout and stderr files."""
        command = [self.command[0], *flags, *self.command[1:], str(control), str(result)]
        try:
            with open(self.folder / "stdout", "wb") as out, open(self.folder / "stderr", "wb") as err:
                return subprocess.Popen(
                    command, env=self.env, pass_fds=(control, result), stdout=out, stderr=err, stdin=subprocess.DEVNULL
                )
        finally:
            os.close(control)


def _sources(language: Language, submission: Submission, problem: Problem, folder: Path) -> Path:
    """The build's sources, written where the debugger lists them from (the build cache keeps only
    what runs): the user's file as compiled, on its own lines, and the generated files beside it."""
    folder.mkdir()
    plan = language.plan_build(submission.text, submission.name, problem.signature)
    for name, text in plan.files.items() if plan is not None else ():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        os.utime(path, (0, 0))  # older than the build: the debugger does not warn that it changed since
    return folder


def _run_gdb(session: DebugSession, result: int) -> None:
    """gdb loads the program, stops at each breakpoint, and runs it with the control channel read
    from a file and its output sent to files (its arguments go through a shell: the redirections
    are gdb's own)."""
    control = session.control_file()
    folder = session.folder
    out, err = shlex.quote(str(folder / "stdout")), shlex.quote(str(folder / "stderr"))
    arguments = " ".join(shlex.quote(argument) for argument in (*session.command[1:], str(control), str(result)))
    steps = [
        "set breakpoint pending on",
        "set confirm off",
        f"directory {session.sources}",
        *session.setup,
        *(f"break {place}" for place in session.breakpoints),
        f"set args {arguments} > {out} 2> {err}",
        "run",
    ]
    argv = [session.debugger, "-q", *(part for step in steps for part in ("-ex", step)), session.command[0]]
    try:
        subprocess.run(argv, env=session.env, pass_fds=(control, result), check=False)
    finally:
        os.close(control)


def _run_jdb(session: DebugSession, result: int) -> None:
    """The JVM starts with a debugging agent on a local port (jdb cannot start it itself: the JVM it
    starts gets no descriptors but the standard three), its harness waiting for the setup frame on
    a pipe; jdb attaches and sets the breakpoints (its startup file, jdb.ini in the home folder it
    is given); once it has said so, the frames are written and the harness loads the solution.
    (Suspending the JVM until jdb says `run` instead races: jdb may read its startup file before it
    has seen the JVM start, and then says "Nothing suspended".)"""
    agent = "-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0"
    control, control_write = os.pipe()
    folder = session.folder
    jvm = session.start((agent,), control, result)
    try:
        port = _port_in(folder / "stdout", _LISTENING, jvm)
        if port is None:
            print("the JVM did not start listening for the debugger")
            return
        home = folder / "jdb-home"
        home.mkdir()
        (home / "jdb.ini").write_text("".join(f"stop in {place}\n" for place in session.breakpoints))
        attach = [session.debugger, f"-J-Duser.home={home}", "-sourcepath", str(session.sources)]
        jdb = subprocess.Popen([*attach, "-attach", f"127.0.0.1:{port}"], stdout=subprocess.PIPE)
        assert jdb.stdout is not None
        _show_until_set(jdb.stdout, len(session.breakpoints))
        with open(control_write, "wb", closefd=False) as frames:  # the harness reads as they come
            frames.write(session.frames)
        os.close(control_write)
        control_write = -1
        _show_until_set(jdb.stdout, None)
        jdb.wait()
    finally:
        if control_write >= 0:
            os.close(control_write)
        _end(jvm)  # left by jdb, it would run on and listen again


def _run_node(session: DebugSession, result: int) -> None:
    """node starts the harness paused before its first line, with the inspector on a local port;
    `node inspect` attaches, is told the breakpoints (lines of the user's file, as the harness names
    it) and to go on, and then reads what the user types, passed on a line at a time (it takes no
    startup file). When the program has ended it waits for the debugger to leave: it is told to."""
    folder = session.folder
    node = session.start(("--inspect-brk=127.0.0.1:0",), session.control_file(), result)
    try:
        port = _port_in(folder / "stderr", _INSPECTOR, node)
        if port is None:
            print("node did not start its inspector")
            return
        inspector = subprocess.Popen(
            [session.debugger, "inspect", f"127.0.0.1:{port}"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        assert inspector.stdin is not None and inspector.stdout is not None
        _show_until(inspector.stdout, b"Break on start")
        where = session.filename.replace("\\", "\\\\").replace("'", "\\'")
        for line in session.breakpoints:
            inspector.stdin.write(f"sb('{where}', {line})\n".encode())
        inspector.stdin.write(b"cont\n")
        inspector.stdin.flush()
        stop = threading.Event()
        typing = threading.Thread(target=_pass_typed, args=(inspector.stdin, stop), daemon=True)
        typing.start()
        ended = folder / "stderr"  # where node says it waits for the debugger to leave
        _show_until(inspector.stdout, None, lambda: b"Waiting for the debugger to disconnect" in ended.read_bytes())
        with contextlib.suppress(OSError, ValueError):  # ValueError: closed at the end of the user's input
            inspector.stdin.write(b".exit\n")
            inspector.stdin.flush()
        _show_until(inspector.stdout, None)
        inspector.wait()
        stop.set()
        typing.join()
    finally:
        _end(node)


def _run_ruby(session: DebugSession, result: int) -> None:
    """Ruby's debug gem starts with the program (Ruby's DEBUG_FLAGS), stops before the harness's
    first line and runs its commands (RUBY_DEBUG_COMMANDS): the breakpoints, then on. Its console
    is the program's own standard streams, shown here as they come, without the protocol's marks."""
    control = session.control_file()
    commands = " ;; ".join([*(f"break {place}" for place in session.breakpoints), "continue"])
    env = {**session.env, "RUBY_DEBUG_COMMANDS": commands}
    if os.environ.get("NO_COLOR"):  # https://no-color.org, which the gem does not read itself
        env["RUBY_DEBUG_NO_COLOR"] = "true"
    try:
        program = subprocess.Popen(
            [*session.command, str(control), str(result)],
            env=env,
            pass_fds=(control, result),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
    finally:
        os.close(control)
    assert program.stdout is not None
    try:
        while chunk := os.read(program.stdout.fileno(), 65536):
            sys.stdout.buffer.write(chunk.replace(CASE_END, b""))  # the harness writes a mark whole
            sys.stdout.flush()
    finally:
        _end(program)


_INSPECTOR = re.compile(rb"Debugger listening on ws://127\.0\.0\.1:(\d+)/")
# What the JVM's agent and node's inspector say of themselves on the program's streams.
_AGENT_LINES = re.compile(
    rb"^(?:Listening for transport dt_socket at address: \d+|Debugger listening on ws://\S+|For help, see: \S+"
    rb"|Debugger attached\.|Waiting for the debugger to disconnect\.\.\.|Debugger ending on ws://\S+)\n?",
    re.MULTILINE,
)


def _pass_typed(stream: IO[bytes], stop: threading.Event) -> None:
    """What the user types (a line at a time, as the terminal hands it over) to the debugger reading
    a pipe, until told to stop (read without blocking: the judge must not wait on the keyboard)."""
    while not stop.is_set():
        ready, _, _ = select.select([0], [], [], 0.2)
        if not ready:
            continue
        typed = os.read(0, 65536)
        try:
            if not typed:  # end of input: the debugger's too
                stream.close()
                return
            stream.write(typed)
            stream.flush()
        except (OSError, ValueError):  # it has ended
            return


def _show_until(stream: IO[bytes], said: bytes | None, done: Callable[[], bool] | None = None) -> None:
    """Copy what a debugger says to the terminal as it says it, until it has said this (None: until
    it ends), or until done() says so (asked between its words, five times a second)."""
    seen = b""
    while said is None or said not in seen:
        if done is not None:
            if done():
                return
            ready, _, _ = select.select([stream], [], [], 0.2)
            if not ready:
                continue
        chunk = os.read(stream.fileno(), 65536)
        if not chunk:
            return
        seen = (seen + chunk)[-(len(said) + len(chunk)) :] if said is not None else b""
        sys.stdout.buffer.write(chunk)
        sys.stdout.flush()


def _end(program: subprocess.Popen[bytes]) -> None:
    """A program the debugger left running is ended, as gdb ends its own."""
    try:
        program.wait(timeout=2)
    except subprocess.TimeoutExpired:
        program.kill()
        program.wait()


_BREAKPOINT_SET = re.compile(rb"(?:Deferring breakpoint|Set breakpoint) ")  # after a prompt, or on its own line


def _show_until_set(stream: IO[bytes], breakpoints: int | None) -> None:
    """Copy what jdb says to the terminal as it says it, until it has set this many breakpoints
    (None: until it ends)."""
    said = b""
    while breakpoints is None or len(_BREAKPOINT_SET.findall(said)) < breakpoints:
        chunk = os.read(stream.fileno(), 65536)
        if not chunk:
            return
        said += chunk
        sys.stdout.buffer.write(chunk)
        sys.stdout.flush()


_LISTENING = re.compile(rb"Listening for transport dt_socket at address: (\d+)")


def _port_in(said: Path, line: re.Pattern[bytes], program: subprocess.Popen[bytes]) -> int | None:
    """The port a runtime's debugging agent listens on, from the line it prints first."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and program.poll() is None:
        found = line.search(said.read_bytes())
        if found is not None:
            return int(found.group(1))
        time.sleep(0.02)
    return None


# Each debugger by its program's name: how it runs the program, and its commands a learner needs first.
_DRIVERS = {
    "gdb": (_run_gdb, "gdb: next, step, print X, info locals, bt, continue, quit"),
    "jdb": (_run_jdb, "jdb: next, step, print X, locals, where, cont, quit"),
    "ruby": (_run_ruby, "debug gem: next, step, info, p X, bt, continue, quit"),
    "node": (_run_node, "node inspect: n, s, exec X, bt, c; Ctrl-D leaves"),
}


def _show_output(folder: Path) -> None:
    """What the program printed, without the protocol's end-of-case marks and the JVM agent's line."""
    for stream in ("stdout", "stderr"):
        path = folder / stream
        text = path.read_bytes().replace(CASE_END, b"") if path.exists() else b""
        text = _AGENT_LINES.sub(b"", text).strip(b"\n")
        if text:
            print(f"your {stream}:")
            print(text.decode("utf-8", "replace"))


def _answer_in(written: bytes) -> Any:
    """The case's answer among the frames the program wrote, or None, having said what came instead."""
    reader = FrameReader(RESULT_BYTES)
    reader.feed(written)
    while True:
        try:
            frame = reader.next_frame()
        except FrameError as error:
            print(f"no answer: the program wrote a frame the judge cannot read ({error})")
            return None
        if frame is None:
            break
        event = event_of(frame)
        if isinstance(event, Answer):
            return event.value
        if isinstance(event, Raised | LoadFailed):
            raised = event.error
            print(f"{Verdict.RUNTIME_ERROR.value}: {raised.get('type')}: {raised.get('message')}")
            return None
        if isinstance(event, CompileError):
            print(f"{Verdict.COMPILE_ERROR.value}: {event.summary}")
            return None
    print("no answer: the program ended (or the debugger left it) before the method returned")
    return None
