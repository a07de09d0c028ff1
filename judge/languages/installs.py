"""What installs every language's missing toolchains, read from the language modules' records.

`.ci/run` asks `python3 -m judge.languages.installs apt` (and `npm`) for the packages to install,
so a new language's toolchain is installed in CI by its own module's `toolchains`,
`recommended` and `debugger`, with no list to edit elsewhere.
"""

from __future__ import annotations

import sys

from judge.languages import all_languages


def missing_packages(registry: str) -> list[str]:
    """The packages of one registry (apt or npm) whose program or file is missing here, each once."""
    wanted: list[str] = []
    for language in all_languages():
        debugger = (language.debugger,) if language.debugger is not None else ()
        for tool in (*language.toolchains, *language.recommended, *debugger):
            package = tool.npm or tool.apt
            if ("npm" if tool.npm else "apt") == registry and package not in wanted and tool.found() is None:
                wanted.append(package)
    return wanted


def main(arguments: list[str]) -> int:
    if len(arguments) != 1 or arguments[0] not in ("apt", "npm"):
        print("usage: python3 -m judge.languages.installs apt|npm", file=sys.stderr)
        return 2
    print(" ".join(missing_packages(arguments[0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
