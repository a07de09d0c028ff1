"""Design problems (issue 36, item 3): a class driven by LeetCode's two lines of calls, judged
through the real CLI on temporary problems written in LeetCode's own design metaData."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.core.signature import SignatureError, input_problem, parse_signature

from .conftest import run_judge

LRU = {
    "classname": "LRUCache",
    "constructor": {"params": [{"type": "integer", "name": "capacity"}]},
    "methods": [
        {"name": "get", "params": [{"type": "integer", "name": "key"}], "return": {"type": "integer"}},
        {
            "params": [{"type": "integer", "name": "key"}, {"type": "integer", "name": "value"}],
            "name": "put",
            "return": {"type": "void"},
        },
    ],
    "return": {"type": "boolean"},
    "systemdesign": True,
}
LRU_CASES = [
    {
        "name": "example",
        "input": {
            "operations": ["LRUCache", "put", "put", "get", "put", "get", "put", "get", "get", "get"],
            "arguments": [[2], [1, 1], [2, 2], [1], [3, 3], [2], [4, 4], [1], [3], [4]],
        },
        "expected": [None, None, None, 1, None, -1, None, -1, 3, 4],
    },
    {
        "name": "one slot",
        "input": {"operations": ["LRUCache", "get", "put", "get"], "arguments": [[1], [5], [5, 7], [5]]},
        "expected": [None, -1, None, 7],
    },
]
# An ordered dict moved to the end on every use; its void put returns a value, which LeetCode
# ignores (null in the answer), as published accepted solutions do.
LRU_SOLUTION = """class LRUCache:
    def __init__(self, capacity: int):
        self.capacity, self.items = capacity, OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.items:
            return -1
        self.items.move_to_end(key)
        return self.items[key]

    def put(self, key: int, value: int) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)
        return "ignored"
"""
BST_ITERATOR = {
    "classname": "BSTIterator",
    "constructor": {"params": [{"name": "root", "type": "TreeNode"}]},
    "methods": [
        {"name": "next", "params": [], "return": {"type": "integer"}},
        {"name": "hasNext", "params": [], "return": {"type": "boolean"}},
    ],
    "systemdesign": True,
}


def write_problem(root: Path, slug: str, number: int, signature: dict, cases: list[dict]) -> dict[str, str]:
    folder = root / slug
    (folder / "data").mkdir(parents=True)
    meta = {
        "number": number,
        "slug": slug,
        "title": slug.replace("-", " ").title(),
        "difficulty": "Medium",
        "signature": signature,
        "checker": "exact",
        "time_limit_ms": 2000,
        "memory_limit_mb": 256,
        "output_limit_mb": 1,
        "summary": "a class driven by calls",
    }
    (folder / "problem.json").write_text(json.dumps(meta), encoding="utf-8")
    (folder / "statement.md").write_text(f"# {slug}\n", encoding="utf-8")
    (folder / "data" / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    return {"JUDGE_PROBLEMS_DIR": str(root), "COLUMNS": "120"}


@pytest.fixture
def lru(tmp_path: Path) -> dict[str, str]:
    return write_problem(tmp_path / "problems", "lru-cache", 9146, LRU, LRU_CASES)


def solution(tmp_path: Path, text: str, name: str = "lru.py") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_design_class_is_judged_call_by_call(tmp_path: Path, lru: dict[str, str]) -> None:
    # No --problem: the class and its methods say which problem it is.
    result = run_judge("test", solution(tmp_path, LRU_SOLUTION), "--json", env=lru)
    report = result.json()
    assert (result.returncode, report["verdict"], report["passed"]) == (0, "Accepted", 2), result.stderr


INHERITED_LRU = """\
class LRUCache(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity

    get = lambda self, key: (self.move_to_end(key), self[key])[1] if key in self else -1

    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.capacity:
            self.popitem(last=False)
"""

OUT_OF_CLASS_LRU = """\
class LRUCache {
    int capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    LRUCache(int capacity);
    int get(int key);
    void put(int key, int value);
};

LRUCache::LRUCache(int capacity) : capacity(capacity) {}

int LRUCache::get(int key) {
    auto found = where.find(key);
    if (found == where.end()) return -1;
    order.splice(order.begin(), order, found->second);
    return found->second->second;
}

void LRUCache::put(int key, int value) {
    if (get(key) != -1) {
        order.front().second = value;
        return;
    }
    order.emplace_front(key, value);
    where[key] = order.begin();
    if ((int)order.size() > capacity) {
        where.erase(order.back().first);
        order.pop_back();
    }
}
"""


@pytest.mark.parametrize(("name", "text"), [("inherited.py", INHERITED_LRU), ("apart.cpp", OUT_OF_CLASS_LRU)])
def test_a_design_class_whose_methods_are_not_all_in_its_body_is_judged(
    tmp_path: Path, lru: dict[str, str], name: str, text: str
) -> None:
    # A method assigned (get = lambda ...), inherited, or defined outside the class (C++'s
    # LRUCache::get): LeetCode runs such classes, and the kit once refused them as "no class Solution".
    result = run_judge("test", solution(tmp_path, text, name), "--json", env=lru)
    report = result.json()
    assert (report["verdict"], report["passed"]) == ("Accepted", 2), report["compile_error"] or report["cases"]


def test_a_wrong_call_is_named_with_the_calls_before_it(tmp_path: Path, lru: dict[str, str]) -> None:
    first_in_first_out = LRU_SOLUTION.replace(
        "        self.items.move_to_end(key)\n        return self.items", "        return self.items"
    )
    path = solution(tmp_path, first_in_first_out)
    text = run_judge("test", path, "--problem", "9146", env=lru).stdout
    assert "call 5, get(2): expected -1, got 2" in text
    assert "    5     get        2          -1        2   <- first wrong" in text
    case = run_judge("test", path, "--problem", "9146", "--json", env=lru).json()["cases"][0]
    assert case["details"]["first_wrong_call"] == 5
    assert [row["call"] for row in case["details"]["calls"]] == [0, 1, 2, 3, 4, 5]


MEAN = {
    "classname": "Mean",
    "constructor": {"params": []},
    "methods": [
        {"name": "add", "params": [{"name": "value", "type": "integer"}], "return": {"type": "void"}},
        {"name": "mean", "params": [], "return": {"type": "double"}},
        {"name": "label", "params": [{"name": "text", "type": "string"}], "return": {"type": "string"}},
    ],
    "systemdesign": True,
}
OFF_MEAN = """\
class Mean:
    def __init__(self):
        self.values = []

    def add(self, value):
        self.values.append(value)

    def mean(self):
        total = sum(self.values) / len(self.values)
        return total + 1e-7 if len(self.values) == 1 else total - 0.1

    def label(self, text):
        return text + ":"
"""


def test_the_first_wrong_call_is_the_first_the_checker_refuses_and_is_told_in_json(tmp_path: Path) -> None:
    # A double within the float checker's tolerance is no wrong call: the first refused one is named,
    # its values written as the calls' table and LeetCode write them (null, true, "text").
    from judge.core.signature import parse_signature
    from judge.learner.add import choose_checker

    assert choose_checker(parse_signature(MEAN), False)[0] == "float"
    ops = ["Mean", "add", "mean", "add", "mean", "label"]
    cases = [{"name": "one", "input": {"operations": ops, "arguments": [[], [1], [], [2], [], ["a"]]}}]
    cases[0]["expected"] = [None, None, 1.0, None, 1.5, "a:"]
    env = write_problem(tmp_path / "problems", "mean", 9301, MEAN, cases)
    folder = tmp_path / "problems" / "mean"
    meta = json.loads((folder / "problem.json").read_text(encoding="utf-8"))
    (folder / "problem.json").write_text(json.dumps({**meta, "checker": "float"}), encoding="utf-8")
    case = run_judge("test", solution(tmp_path, OFF_MEAN, "mean.py"), "--json", env=env).json()["cases"][0]
    assert case["message"] == "call 4, mean(): expected 1.5, got 1.4", case
    assert case["details"]["first_wrong_call"] == 4
    labels = OFF_MEAN.replace("total - 0.1", "total").replace('text + ":"', "None")
    case = run_judge("test", solution(tmp_path, labels, "labels.py"), "--json", env=env).json()["cases"][0]
    assert case["message"] == 'call 5, label("a"): expected "a:", got null', case


def test_a_call_that_raises_is_a_runtime_error_at_that_call(tmp_path: Path, lru: dict[str, str]) -> None:
    no_missing_key = LRU_SOLUTION.replace("        if key not in self.items:\n            return -1\n", "")
    path = solution(tmp_path, no_missing_key)
    text = run_judge("test", path, "--problem", "9146", env=lru).stdout
    assert "call 5, get: KeyError: 2 (line 6)" in text
    assert "    5     get        2          -1   <- raised here" in text
    report = run_judge("test", path, "--problem", "9146", "--json", env=lru).json()
    assert report["cases"][1]["message"].startswith("call 1, get: KeyError: 5")
    raising_constructor = "class LRUCache:\n    def __init__(self, capacity):\n        raise ValueError('no')\n"
    raising_constructor += "    def get(self, key):\n        return 0\n    def put(self, key, value):\n        pass\n"
    report = run_judge("test", solution(tmp_path, raising_constructor), "--json", env=lru).json()
    assert report["cases"][0]["message"].startswith("call 0, LRUCache: ValueError: no")


def test_a_design_class_may_take_a_tree(tmp_path: Path) -> None:
    cases = [
        {
            "name": "example",
            "input": {
                "operations": ["BSTIterator", "next", "next", "hasNext", "next", "hasNext", "next", "next", "hasNext"],
                "arguments": [[[7, 3, 15, None, None, 9, 20]], [], [], [], [], [], [], [], []],
            },
            "expected": [None, 3, 7, True, 9, True, 15, 20, False],
        }
    ]
    env = write_problem(tmp_path / "problems", "bst-iterator", 9173, BST_ITERATOR, cases)
    iterator = """class BSTIterator:
    def __init__(self, root: Optional[TreeNode]):
        self.stack = []
        self.push(root)

    def push(self, node):
        while node:
            self.stack.append(node)
            node = node.left

    def next(self) -> int:
        node = self.stack.pop()
        self.push(node.right)
        return node.val

    def hasNext(self) -> bool:
        return bool(self.stack)
"""
    report = run_judge("test", solution(tmp_path, iterator, "it.py"), "--json", env=env).json()
    assert report["verdict"] == "Accepted", report["cases"]


def test_design_inputs_are_told_in_one_line(tmp_path: Path, lru: dict[str, str]) -> None:
    path = solution(tmp_path, LRU_SOLUTION)
    for given, said in [
        ('{"operations": ["LRUCache", "get"], "arguments": [[2]]}', "lists of the same length"),
        ('{"operations": ["Cache"], "arguments": [[2]]}', 'the first operation must be "LRUCache"'),
        ('{"operations": ["LRUCache", "pop"], "arguments": [[2], []]}', "operations[1] must be a method of LRUCache"),
        ('{"operations": ["LRUCache", "get"], "arguments": [[2], ["a"]]}', "arguments[1] (get): key must be a 32-bit"),
    ]:
        result = run_judge("run", path, "--problem", "9146", "--input", given, env=lru)
        assert result.returncode == 2 and said in result.stderr and "Traceback" not in result.stderr, result.stderr
    result = run_judge(
        "run",
        path,
        "--problem",
        "9146",
        "--input",
        json.dumps(LRU_CASES[1]["input"]),
        env=lru,
    )
    assert result.returncode == 0 and "[null, -1, null, 7]" in result.stdout, result.stdout


def test_a_language_without_design_says_so_in_one_line() -> None:
    from judge.languages.python import Python

    class WithoutDesign(Python):
        judges_design = False

    said = WithoutDesign().cannot_judge(parse_signature(LRU))
    assert said is not None and "does not judge in Python 3 yet" in said and "\n" not in said
    assert WithoutDesign().cannot_judge(parse_signature({**BST_ITERATOR, "classname": "It"})) is not None
    assert Python().cannot_judge(parse_signature(LRU)) is None


def test_the_python_starter_is_leetcodes_design_template_and_runs(tmp_path: Path, lru: dict[str, str]) -> None:
    target = tmp_path / "starter.py"
    assert run_judge("new", "9146", str(target), "--language", "python", env=lru).returncode == 0
    text = target.read_text(encoding="utf-8")
    assert "class LRUCache:\n\n    def __init__(self, capacity: int):" in text
    assert "# param_1 = obj.get(key)\n# obj.put(key, value)" in text
    report = run_judge("test", str(target), "--json", env=lru).json()
    assert report["verdict"] == "Wrong Answer" and report["cases"][0]["details"]["first_wrong_call"] == 3


@pytest.mark.parametrize(
    ("metadata", "said"),
    [
        ({**LRU, "classname": "1x"}, '"classname"'),
        ({**LRU, "methods": [{"name": "get", "params": []}]}, '"methods" must be a list'),
        ({**LRU, "methods": [LRU["methods"][0], LRU["methods"][0]]}, "each once"),
        ({**LRU, "constructor": None}, '"constructor"'),
    ],
)
def test_a_broken_design_signature_is_named(metadata: dict, said: str) -> None:
    with pytest.raises(SignatureError) as raised:
        parse_signature(metadata)
    assert said in str(raised.value)


def test_a_design_signature_reads_as_leetcode_writes_it() -> None:
    signature = parse_signature(LRU)
    assert signature.design is not None and signature.name == "LRUCache"
    assert [(method.name, str(method.returns)) for method in signature.design.methods] == [
        ("get", "int"),
        ("put", "void"),
    ]
    assert input_problem(signature, LRU_CASES[0]["input"]) is None
