"""Establish LeetCode's verdict on a published solution of 51 or 52 without the kit.

Each language's file is compiled and run with the machine's own toolchain inside the environment
LeetCode gives that language (its implicit imports and headers, its declarations), by the driver
beside this script, for n = 1..9 in one process, and its answers are compared with the known ones
(51: the set of boards in any order; 52: the counts). Prints one JSON object per file:
{"file", "verdict", "evidence"}.

usage: python3 establish.py LANGUAGE PROBLEM FILE...
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

DRIVERS = Path(__file__).resolve().parent
COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352]
# Far above what any accepted N-Queens answer needs for n <= 9, and what LeetCode allows.
CASE_LIMIT_MS = 2000
RUN_TIMEOUT_S = 60
COMPILE_TIMEOUT_S = 180

JAVA_IMPORTS = (
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.io.*; import java.math.*; "
)
CPP_PRELUDE = "#include <bits/stdc++.h>\nusing namespace std;\n"
C_PRELUDE = "".join(
    f"#include <{header}>\n"
    for header in (
        "stdio.h",
        "stdlib.h",
        "string.h",
        "stdbool.h",
        "math.h",
        "limits.h",
        "ctype.h",
        "stdint.h",
        "assert.h",
        "uthash.h",
    )
)
# What gcc 14 (LeetCode's C compiler) refuses and gcc 12 only warns about.
C_ERRORS = [
    "-Werror=implicit-function-declaration",
    "-Werror=incompatible-pointer-types",
    "-Werror=int-conversion",
    "-Werror=implicit-int",
]
TS_OPTIONS = [
    "--alwaysStrict",
    "--strictBindCallApply",
    "--strictFunctionTypes",
    "--target",
    "ES2022",
    "--module",
    "commonjs",
    "--skipLibCheck",
]
GO_STANDARD = {"strings", "sort", "math", "strconv", "bytes", "fmt", "bits", "slices", "unicode"}
GO_PATHS = {"bits": "math/bits"}


def boards(n: int) -> list[list[str]]:
    """Every placement of n queens, as LeetCode's boards."""
    found: list[list[str]] = []

    def place(row: int, columns: list[int]) -> None:
        if row == n:
            found.append(["." * c + "Q" + "." * (n - c - 1) for c in columns])
            return
        for c in range(n):
            if all(c != d and abs(c - d) != row - r for r, d in enumerate(columns)):
                place(row + 1, [*columns, c])

    place(0, [])
    return found


EXPECTED = {n: sorted(boards(n)) for n in range(1, 10)}


def run(
    command: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        stdin=subprocess.DEVNULL,
        errors="replace",
    )


def first_error(output: str, pattern: str = r"error") -> str:
    for line in output.splitlines():
        if re.search(pattern, line):
            return line.strip()[:300]
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    return lines[0][:300] if lines else "(no message)"


class CompileError(Exception):
    pass


def build(language: str, problem: int, source: str, work: Path) -> tuple[list[str], str]:
    """Compile (where the language compiles) and return the command that runs the cases, and how."""
    method = "solveNQueens" if problem == 51 else "totalNQueens"
    if language == "python":
        (work / "solution.py").write_text(source, encoding="utf-8")
        check = run(
            [
                sys.executable,
                "-c",
                "import sys; compile(open(sys.argv[1]).read(), 'solution.py', 'exec')",
                "solution.py",
            ],
            work,
            60,
        )
        if check.returncode:
            raise CompileError(first_error(check.stderr, r"Error"))
        return [sys.executable, str(DRIVERS / "python_driver.py"), "solution.py", method], (
            f"driver: python {sys.version.split()[0]} with LeetCode's star-imports"
        )
    if language == "java":
        # LeetCode's imports go on the user's first line: a package clause after them cannot compile.
        (work / "Solution.java").write_text(JAVA_IMPORTS + source, encoding="utf-8")
        other = "// only 52" if problem == 51 else "// only 51"
        driver = (DRIVERS / "Main.java").read_text(encoding="utf-8").splitlines(keepends=True)
        (work / "Main.java").write_text("".join(line for line in driver if other not in line), encoding="utf-8")
        compiled = run(
            ["javac", "-encoding", "UTF-8", "-nowarn", "Solution.java", "Main.java"], work, COMPILE_TIMEOUT_S
        )
        if compiled.returncode:
            raise CompileError(first_error(compiled.stderr))
        return ["java", "-Xss64m", "-cp", ".", "Main", method], "driver: javac/java 17 with java.util.* etc. imported"
    if language == "cpp":
        text = CPP_PRELUDE + '#line 1 "solution.cpp"\n' + source + '\n#line 1 "cpp_driver.cpp"\n'
        text += (DRIVERS / "cpp_driver.cpp").read_text(encoding="utf-8")
        (work / "main.cpp").write_text(text, encoding="utf-8")
        flags = ["-std=gnu++23", "-O2", "-fsanitize=address,undefined", f"-DDRIVER_{problem}"]
        compiled = run(["g++", *flags, "main.cpp", "-o", "main"], work, COMPILE_TIMEOUT_S)
        if compiled.returncode:
            raise CompileError(first_error(compiled.stderr))
        return ["./main", method], "driver: g++ " + " ".join(flags) + " with <bits/stdc++.h> and using namespace std"
    if language == "c":
        text = C_PRELUDE + '#line 1 "solution.c"\n' + source + '\n#line 1 "c_driver.c"\n'
        text += (DRIVERS / "c_driver.c").read_text(encoding="utf-8")
        (work / "main.c").write_text(text, encoding="utf-8")
        flags = ["-std=gnu11", "-O2", "-fsanitize=address,undefined", *C_ERRORS, f"-DDRIVER_{problem}"]
        compiled = run(["gcc", *flags, "main.c", "-o", "main", "-lm"], work, COMPILE_TIMEOUT_S)
        if compiled.returncode:
            raise CompileError(first_error(compiled.stderr))
        return [
            "./main"
        ], "driver: gcc -std=gnu11 -O2 -fsanitize=address,undefined with gcc 14's errors, standard headers and uthash.h"
    if language == "javascript":
        text = source + "\n" + (DRIVERS / "js_driver.js").read_text(encoding="utf-8")
        # .cjs: a script, as LeetCode loads it, never a module (node 20.19+ would otherwise take a
        # file with `export` for an ES module).
        (work / "main.cjs").write_text(text, encoding="utf-8")
        check = run(["node", "--check", "main.cjs"], work, 60)
        if check.returncode:
            raise CompileError(first_error(check.stderr, r"Error"))
        version = run(["node", "--version"], work, 30).stdout.strip()
        return ["node", "main.cjs", method], f"driver: node {version}, the file as a script (CommonJS)"
    if language == "typescript":
        driver = (DRIVERS / "ts_driver.ts").read_text(encoding="utf-8").replace("DRIVER_CALL", f"{method}(n)")
        (work / "main.ts").write_text(source + "\n" + driver, encoding="utf-8")
        compiled = run(["tsc", *TS_OPTIONS, "main.ts"], work, COMPILE_TIMEOUT_S)
        if compiled.returncode:
            raise CompileError(first_error(compiled.stdout + compiled.stderr, r"error TS"))
        version = run(["tsc", "--version"], work, 30).stdout.strip()
        return ["node", "main.js"], f"driver: tsc ({version}) " + " ".join(TS_OPTIONS[:-1]) + ", then node"
    if language == "go":
        driver = (DRIVERS / "go_driver.go").read_text(encoding="utf-8").replace("DRIVER_CALL", f"{method}(n)")
        (work / "main.go").write_text(driver, encoding="utf-8")
        imports: list[str] = []
        env = {"GOCACHE": str(Path(tempfile.gettempdir()) / "establish-gocache"), "GO111MODULE": "off", "GOFLAGS": ""}
        for _ in range(3):
            # LeetCode's package clause goes on the user's first line; standard packages the file
            # uses without importing them are imported for it, as on LeetCode.
            header = "package main; " + "".join(f'import "{GO_PATHS.get(name, name)}"; ' for name in imports)
            (work / "solution.go").write_text(header + source, encoding="utf-8")
            compiled = run(["go", "build", "-o", "main", "solution.go", "main.go"], work, COMPILE_TIMEOUT_S, env)
            if not compiled.returncode:
                break
            missing = sorted(set(re.findall(r"undefined: (\w+)", compiled.stderr)) & GO_STANDARD - set(imports))
            if not missing:
                raise CompileError(first_error(compiled.stderr, r"\.go:\d+"))
            imports += missing
        else:
            raise CompileError(first_error(compiled.stderr, r"\.go:\d+"))
        version = run(["go", "version"], work, 30).stdout.split()[2]
        how = f"driver: go build ({version}), package main added on line 1"
        if imports:
            how += " with the standard imports it leaves out (" + ", ".join(imports) + ")"
        return ["./main"], how
    if language == "rust":
        text = "struct Solution; " + source + "\n" + (DRIVERS / "rust_driver.rs").read_text(encoding="utf-8")
        (work / "main.rs").write_text(text, encoding="utf-8")
        flags = ["-O", "--edition", "2021"] + (["--cfg", "driver_51"] if problem == 51 else [])
        compiled = run(["rustc", *flags, "-A", "warnings", "main.rs", "-o", "main"], work, COMPILE_TIMEOUT_S)
        if compiled.returncode:
            raise CompileError(first_error(compiled.stderr, r"^error"))
        version = run(["rustc", "--version"], work, 30).stdout.split()[1]
        return ["./main"], f"driver: rustc {version} -O --edition 2021 after LeetCode's struct Solution;"
    raise SystemExit(f"unknown language {language}")


def correct(problem: int, n: int, result: Any) -> bool:
    if problem == 52:
        return type(result) is int and result == COUNTS[n - 1]
    if result is None:  # Go's nil slice: LeetCode prints it as []
        result = []
    if not isinstance(result, list) or not all(
        isinstance(board, list) and all(isinstance(row, str) for row in board) for board in result
    ):
        return False
    return sorted(result) == EXPECTED[n]


def establish(language: str, problem: int, path: Path) -> dict[str, str]:
    source = path.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="establish-") as folder:
        work = Path(folder)
        try:
            command, how = build(language, problem, source, work)
        except CompileError as error:
            return {"verdict": "Compile Error", "evidence": f"does not compile: {error}"}
        try:
            ran = run(command, work, RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return {"verdict": "Time Limit Exceeded", "evidence": f"{how}: no end after {RUN_TIMEOUT_S} s"}
    slowest = 0.0
    cases = [json.loads(line) for line in ran.stdout.splitlines() if line.startswith('{"n"')]
    for n, case in enumerate(cases, 1):
        slowest = max(slowest, float(case["ms"]))
        if float(case["ms"]) > CASE_LIMIT_MS:
            return {"verdict": "Time Limit Exceeded", "evidence": f"{how}: n = {n} took {case['ms']} ms"}
        if not correct(problem, n, case["result"]):
            shown = json.dumps(case["result"])
            return {"verdict": "Wrong Answer", "evidence": f"{how}: n = {n} gives {shown[:120]}"}
        if n == 9:
            return {"verdict": "Accepted", "evidence": f"{how}: all 9 cases match (slowest {slowest:.1f} ms)"}
    message = (
        first_error(ran.stderr, r"Error|error|panic|Exception|SUMMARY")
        if ran.stderr.strip()
        else f"exit status {ran.returncode}"
    )
    return {"verdict": "Runtime Error", "evidence": f"{how}: stops after {len(cases)} cases: {message}"}


def main() -> None:
    language, problem = sys.argv[1], int(sys.argv[2])
    for name in sys.argv[3:]:
        print(json.dumps({"file": name, **establish(language, problem, Path(name))}), flush=True)


if __name__ == "__main__":
    main()
