"""Run a LeetCode Python 3 file for n = 1..9 as LeetCode does, without the kit.

LeetCode star-imports these modules before the user's code, so a file may use `List`, `deque`,
`permutations`, ... without importing them. One process runs every case in order; each case gets
a fresh `Solution()`, so class and module state carries over. Prints one JSON line per case:
{"n": n, "result": value, "ms": cpu milliseconds}. A syntax error exits with status 3.

usage: python3 python_driver.py FILE METHOD
"""

import json
import sys
import time

PRELUDE = (
    "typing",
    "collections",
    "itertools",
    "functools",
    "heapq",
    "bisect",
    "math",
    "string",
    "re",
    "operator",
    "copy",
    "random",
    "statistics",
    "datetime",
)


def main() -> None:
    path, method = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as file:
        source = file.read()
    namespace: dict = {"__name__": "solution", "__builtins__": __builtins__}
    for module in PRELUDE:
        exec(f"from {module} import *\nimport {module}", namespace)
    # LeetCode raises the recursion limit far above CPython's 1000.
    sys.setrecursionlimit(550000)
    try:
        code = compile(source, path, "exec")
    except SyntaxError as error:
        print(f"SyntaxError: {error}", file=sys.stderr)
        sys.exit(3)
    exec(code, namespace)
    solution_class = namespace["Solution"]
    for n in range(1, 10):
        started = time.process_time()
        result = getattr(solution_class(), method)(n)
        elapsed = (time.process_time() - started) * 1000
        print(json.dumps({"n": n, "result": result, "ms": round(elapsed, 2)}), flush=True)


if __name__ == "__main__":
    main()
