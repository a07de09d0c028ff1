"""`judge doctor`: what this machine can confine, checked by starting a real sandbox."""

from __future__ import annotations

import os
import platform
import sys
from typing import TYPE_CHECKING

from judge.execution.bubblewrap import find_program, trial_sandbox
from judge.execution.isolation import (
    FALLBACK,
    NO_NETWORK_ISOLATION,
    PROCESS_LEVEL_GAPS,
    SANDBOX_ENV,
    Isolation,
    detect_isolation,
    mark_bubblewrap_broken,
    process_level_gaps,
)
from judge.execution.seccomp import seccomp_program
from judge.languages.python_launch import interpreter_folders

if TYPE_CHECKING:
    from judge.languages.base import Language


def _trial_command() -> tuple[str, ...]:
    """A bare interpreter, as the judge starts the Python program (the real one, not a venv's link)."""
    return (os.path.realpath(sys.executable), "-I", "-S", "-c", "pass")


def bubblewrap_fix(problem: str) -> str:
    """The one change that makes bubblewrap usable, for the ways it is commonly missing or refused."""
    if "not installed" in problem:
        return "apt-get install bubblewrap (Debian, Ubuntu), dnf install bubblewrap (Fedora)"
    if "uid map" in problem or "Permission denied" in problem or "Operation not permitted" in problem:
        # Ubuntu 24.04 and later refuse unprivileged user namespaces through AppArmor.
        return (
            "unprivileged user namespaces are refused here: on Ubuntu, `sudo sysctl -w"
            " kernel.apparmor_restrict_unprivileged_userns=0` (or an AppArmor profile that allows bwrap);"
            " in a container, run it with user namespaces allowed"
        )
    if "No space left" in problem:
        return "user namespaces are capped: `sudo sysctl -w user.max_user_namespaces=15000`"
    return ""


def usable_isolation() -> Isolation:
    """The confinement submissions will really get here: bubblewrap only if a trial sandbox starts."""
    isolation = detect_isolation()
    if isolation.name == "bubblewrap":
        problem = trial_sandbox(_trial_command(), interpreter_folders())
        if problem is not None:
            mark_bubblewrap_broken(problem)
            isolation = detect_isolation()
    return isolation


def diagnose(language_name: str | None = None) -> tuple[list[str], bool]:
    """Lines describing the isolation and the languages available (or the one named), and whether
    full isolation works and every installed language checked compiles and runs in the sandbox."""
    chosen = _chosen_languages(language_name)  # an unknown name is a usage error before any trial
    lines, healthy = _isolation()
    language_lines, languages_work = languages(chosen)
    return [*lines, *language_lines, *debuggers(chosen)], healthy and languages_work


def _chosen_languages(name: str | None) -> list[Language]:
    from judge.languages import all_languages, language_named

    return [language_named(name)] if name is not None else list(all_languages())


def debuggers(chosen: list[Language]) -> list[str]:
    """One line per language: the debugger `judge debug` runs it under, and whether it is here (with
    the command that installs it when not). A missing debugger leaves the judge healthy."""
    from judge.languages.base import version_line

    lines = ["debuggers (judge debug)"]
    for language in chosen:
        debugger = language.debugger
        if language.name == "python":
            line = "pdb, Python's own"
        elif debugger is None:
            line = "none driven yet"
        elif debugger.found() is None:
            line = f"{debugger.program} not installed; install: {debugger.package}"
        else:  # run by its name: rustup's rust-gdb is a link to rustup, which acts by that name
            line = f"{debugger.program} ({version_line(debugger.program, debugger.program, debugger.version_args)})"
        lines.append(f"  {language.title:<11} {line}")
    return lines


def languages(chosen: list[Language]) -> tuple[list[str], bool]:
    """One line per language: its toolchain and version, and whether a starter compiles and runs in
    the sandbox here; for a missing toolchain, the command that installs it."""
    import time

    from judge.core.problems import load_problems
    from judge.core.verdicts import Verdict
    from judge.languages.source import Submission
    from judge.pipeline import JudgeRequest, judge

    problem = min(load_problems(), key=lambda item: len(item.signature.returns.name))
    lines = ["languages"]
    healthy = True
    for language in chosen:
        missing = language.missing_toolchain()
        if missing is not None:
            lines.append(f"  {language.title:<11} not installed ({missing.program}); install: {missing.package}")
            lines.append(f"  {'':<11} LeetCode: {language.leetcode}")
            continue
        version = language.toolchain_version()
        started = time.perf_counter()
        try:
            starter = language.starter(problem.signature, [], [])
            submission = Submission(f"starter{language.extensions[0]}", starter, starter.encode(), language.name)
            report = judge(JudgeRequest(submission, problem, cases=tuple(problem.cases()[:1])))
            works = report.verdict in (Verdict.ACCEPTED, Verdict.WRONG_ANSWER)
            detail = "works" if works else f"fails: {report.verdict.value}"
            if not works:
                error = report.compile_error
                first = error.summary if error is not None else report.cases[0].message if report.cases else ""
                detail += f" ({first})" if first else ""
        except Exception as error:  # a doctor reports what it finds, whatever it is
            works, detail = False, f"fails: {error}"
        healthy = healthy and works
        seconds = time.perf_counter() - started
        lines.append(f"  {language.title:<11} {detail} ({version}; a starter compiled and ran in {seconds:.1f} s)")
        lines.append(f"  {'':<11} LeetCode: {language.leetcode} · here: {version}")
        lines.extend(f"  {'':<11} missing: {gap}" for gap in language.environment_gaps())
    return lines, healthy


def _isolation() -> tuple[list[str], bool]:
    """Lines describing the isolation available, and whether full isolation works."""
    lines = [
        f"python      {sys.version.split()[0]} ({sys.executable})",
        f"platform    {platform.system()} {platform.release()} {platform.machine()}",
        f"user        uid {os.geteuid()}"
        + (" (root: under bubblewrap, submissions run as uid 65534)" if os.geteuid() == 0 else ""),
    ]
    bwrap = find_program("bwrap")
    lines.append(f"bwrap       {bwrap or 'not found'}")
    chosen = detect_isolation()
    # The sandbox `judge test` will use: JUDGE_SANDBOX=fallback skips bubblewrap whether it works or not.
    if chosen.name == FALLBACK and os.environ.get(SANDBOX_ENV, "").strip().lower() == "fallback":
        problem: str | None = f"{SANDBOX_ENV}=fallback"
    else:
        problem = trial_sandbox(_trial_command(), interpreter_folders())
    group = _control_group_line()
    if problem is None:
        seccomp = seccomp_program() is not None
        lines.append("sandbox     bubblewrap: works")
        protections = [
            "own PID, IPC, UTS and mount namespaces; everything it starts dies with the run",
            "filesystem read-only; /home, /root, /run and temporary folders hidden; private writable /tmp",
            "no network: own network namespace"
            + (", and a seccomp filter refusing every socket()" if seccomp else " (loopback inside only)"),
            "resource limits: CPU, memory, file size, open files, processes, stack",
            "clean environment, empty stdin",
        ]
        lines.extend(f"  + {item}" for item in protections)
        lines.append(group)
        return lines, True
    lines.append(f"sandbox     fallback (no bubblewrap): {problem}")
    fix = bubblewrap_fix(problem)
    if fix:
        lines.append(f"  fix: {fix}")
    lines.append("  + resource limits: CPU, memory, file size, open files, stack; clean environment, empty stdin")
    gaps = process_level_gaps()
    if PROCESS_LEVEL_GAPS[0] not in gaps:
        lines.append(
            "  + filesystem: Landlock: writes only in a private scratch folder; reads only the runtime's folders"
            " (not your home, not the judge's folder, not other processes' /proc files)"
        )
    if NO_NETWORK_ISOLATION not in gaps:
        lines.append("  + no network: a seccomp filter refusing every socket(), after no_new_privs")
        lines.append(
            "  + seccomp: no ptrace, no kernel log, no device nodes; priority, affinity, scheduling and"
            " resource limits of its own process only"
        )
    if os.geteuid() == 0:
        lines.append("  + as root: no capabilities (an empty bounding set), or uid 65534 where it can run the runtime")
        lines.append("  + as root: the scratch folder is a private tmpfs of 64 MB (its quota)")
    lines.append(group)
    lines.extend(f"  - {gap}" for gap in gaps)
    return lines, False


def _control_group_line() -> str:
    """Whether runs get a control group here (a protection), or why not (a gap)."""
    from judge.execution import cgroup

    reason = cgroup.unavailable()
    if reason is None:
        return (
            "  + control group per run: CPU of every task it starts, memory with shared memory and"
            f" temporary files, a task limit; the whole group killed at the end ({cgroup.where()})"
        )
    return f"  - no control group ({reason}): CPU and memory are counted per process from /proc"
