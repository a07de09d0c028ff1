"""Trees and lists on the wire: what a tree or a list of 10^4 nodes costs to send and read back.

    python bench/nodes.py [--repeat N] [--language NAME ...]

For each language whose toolchain is installed, a method that returns its argument as it came
(`invertTree(root) -> root`, `reverseList(head) -> head`) is judged on a temporary problem whose
cases are a one-node warm-up, a skewed tree, a complete tree and a list of 10^4 nodes. A case's
CPU time is then the harness building the nodes from the JSON and writing them back (the call
itself is nothing); the median over the runs is printed per case, in ms, beside the target (5 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.languages import REGISTRY, language_named  # noqa: E402

NODES = 10_000
TREE = {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "return": {"type": "TreeNode"}}
LIST = {"name": "reverseList", "params": [{"name": "head", "type": "ListNode"}], "return": {"type": "ListNode"}}
RUST_USES = "use std::rc::Rc;\nuse std::cell::RefCell;\n"
# Each language's identity method, as LeetCode declares it: (tree, list).
IDENTITY = {
    "python": (
        "class Solution:\n    def invertTree(self, root):\n        return root\n",
        "class Solution:\n    def reverseList(self, head):\n        return head\n",
    ),
    "java": (
        "class Solution {\n    public TreeNode invertTree(TreeNode root) { return root; }\n}\n",
        "class Solution {\n    public ListNode reverseList(ListNode head) { return head; }\n}\n",
    ),
    "cpp": (
        "class Solution {\npublic:\n    TreeNode* invertTree(TreeNode* root) { return root; }\n};\n",
        "class Solution {\npublic:\n    ListNode* reverseList(ListNode* head) { return head; }\n};\n",
    ),
    "c": (
        "struct TreeNode* invertTree(struct TreeNode* root) { return root; }\n",
        "struct ListNode* reverseList(struct ListNode* head) { return head; }\n",
    ),
    "go": (
        "func invertTree(root *TreeNode) *TreeNode { return root }\n",
        "func reverseList(head *ListNode) *ListNode { return head }\n",
    ),
    "rust": (
        RUST_USES + "impl Solution {\n    pub fn invert_tree(root: Option<Rc<RefCell<TreeNode>>>)"
        " -> Option<Rc<RefCell<TreeNode>>> { root }\n}\n",
        "impl Solution {\n    pub fn reverse_list(head: Option<Box<ListNode>>) -> Option<Box<ListNode>> { head }\n}\n",
    ),
    "javascript": (
        "var invertTree = function(root) { return root; };\n",
        "var reverseList = function(head) { return head; };\n",
    ),
    "typescript": (
        "function invertTree(root: TreeNode | null): TreeNode | null { return root; }\n",
        "function reverseList(head: ListNode | null): ListNode | null { return head; }\n",
    ),
    "kotlin": (
        "class Solution {\n    fun invertTree(root: TreeNode?): TreeNode? { return root }\n}\n",
        "class Solution {\n    fun reverseList(head: ListNode?): ListNode? { return head }\n}\n",
    ),
    "ruby": ("def invert_tree(root)\n  root\nend\n", "def reverse_list(head)\n  head\nend\n"),
}


def skewed(count: int) -> list[int | None]:
    values: list[int | None] = [0]
    for value in range(1, count):
        values += [None, value]
    return values


def write_problem(root: Path, number: int, slug: str, signature: dict, cases: list[dict]) -> None:
    folder = root / slug
    (folder / "data").mkdir(parents=True)
    meta = {
        "number": number,
        "slug": slug,
        "title": slug,
        "difficulty": "Easy",
        "signature": signature,
        "checker": "exact",
        "time_limit_ms": 10_000,
        "memory_limit_mb": 512,
        "output_limit_mb": 4,
        "summary": "returns its argument",
    }
    (folder / "problem.json").write_text(json.dumps(meta), encoding="utf-8")
    (folder / "statement.md").write_text(f"# {slug}\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")


def case_times(path: Path, number: int, env: dict[str, str]) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-m", "judge", "test", str(path), "--problem", str(number), "--json", "--no-history"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )
    report = json.loads(done.stdout)
    if report["verdict"] != "Accepted":
        raise SystemExit(f"{path.name}: {report['verdict']} {report.get('compile_error') or report['cases'][:1]}")
    return {case["name"]: case["time_ms"] for case in report["cases"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--language", action="append")
    args = parser.parse_args()
    complete = list(range(NODES))
    tree_cases = [
        {"name": "warm-up", "input": {"root": [1]}, "expected": [1]},
        {"name": "skewed tree", "input": {"root": skewed(NODES)}, "expected": skewed(NODES)},
        {"name": "complete tree", "input": {"root": complete}, "expected": complete},
    ]
    list_cases = [
        {"name": "warm-up", "input": {"head": [1]}, "expected": [1]},
        {"name": "list", "input": {"head": complete}, "expected": complete},
    ]
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary)
        write_problem(root / "problems", 9701, "identity-tree", TREE, tree_cases)
        write_problem(root / "problems", 9702, "identity-list", LIST, list_cases)
        env = {**os.environ, "JUDGE_PROBLEMS_DIR": str(root / "problems")}
        print(f"{NODES} nodes sent and read back, CPU ms per case (median of {args.repeat}); target < 5 ms")
        print(f"{'language':<12} {'skewed tree':>12} {'complete tree':>14} {'list':>8}")
        for name, *_ in REGISTRY:
            if args.language and name not in args.language:
                continue
            language = language_named(name)
            if language.missing_toolchain() is not None:
                print(f"{name:<12} (not installed)")
                continue
            extension = language.extensions[0]
            tree_file, list_file = root / f"tree{extension}", root / f"list{extension}"
            tree_file.write_text(IDENTITY[name][0], encoding="utf-8")
            list_file.write_text(IDENTITY[name][1], encoding="utf-8")
            runs = [case_times(tree_file, 9701, env) | case_times(list_file, 9702, env) for _ in range(args.repeat)]
            median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
            print(f"{name:<12} {median['skewed tree']:>12.2f} {median['complete tree']:>14.2f} {median['list']:>8.2f}")
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")


if __name__ == "__main__":
    main()
