"""LeetCode's own drivers ("manual": true in its metaData): a list whose tail links back (141, 142),
two lists that meet (160), two nodes of a tree given by their values (235, 236).

The problems are in tests/links/problems, written by tests/links/make_problems.py with their
signatures as LeetCode publishes them; the solutions in tests/links/LANGUAGE/ are named
NUMBER_VERDICT_WHAT.EXT, and each is judged through the CLI and must get that verdict.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.core.signature import SignatureError, Type, input_problem, linked_arguments, parse_signature, rendered_answer
from judge.languages import REGISTRY, language_named

from .conftest import build_ahead_of, run_judge

LINKS = Path(__file__).resolve().parent / "links"
PROBLEMS = LINKS / "problems"
ENV = {"JUDGE_PROBLEMS_DIR": str(PROBLEMS)}
VERDICTS = {
    "accepted": "Accepted",
    "wrong_answer": "Wrong Answer",
    "runtime_error": "Runtime Error",
    "time_limit": "Time Limit Exceeded",
}

# As LeetCode publishes them, "languages" and all.
HAS_CYCLE = {
    "name": "hasCycle",
    "params": [{"name": "head", "type": "ListNode"}, {"name": "pos", "type": "integer"}],
    "return": {"type": "boolean"},
    "manual": True,
    "languages": ["cpp", "java", "python", "c", "csharp", "javascript", "ruby", "swift", "golang", "python3"],
}
INTERSECTION = json.loads((PROBLEMS / "intersection-of-two-linked-lists" / "problem.json").read_text())["signature"]
ANCESTOR = json.loads((PROBLEMS / "lowest-common-ancestor-of-a-binary-tree" / "problem.json").read_text())["signature"]
DELETE_NODE = json.loads((PROBLEMS / "delete-node-in-a-linked-list" / "problem.json").read_text())["signature"]
BAD_VERSION = json.loads((PROBLEMS / "first-bad-version" / "problem.json").read_text())["signature"]
GUESS = json.loads((PROBLEMS / "guess-number-higher-or-lower" / "problem.json").read_text())["signature"]
CODEC = json.loads((PROBLEMS / "serialize-and-deserialize-binary-tree" / "problem.json").read_text())["signature"]
TINY_URL = json.loads((PROBLEMS / "encode-and-decode-tinyurl" / "problem.json").read_text())["signature"]


def test_a_drivers_metadata_is_the_methods_signature() -> None:
    cycle = parse_signature(HAS_CYCLE)
    assert [param.name for param in cycle.params] == ["head"]
    assert [param.name for param in cycle.inputs] == ["head", "pos"]
    assert cycle.returns == Type("bool") and cycle.judged_type == Type("bool")
    meet = parse_signature(INTERSECTION)
    assert [(param.name, str(param.type)) for param in meet.params] == [("headA", "ListNode"), ("headB", "ListNode")]
    assert meet.returns == Type("ListNode") and meet.judged_type == Type("json")
    ancestor = parse_signature(ANCESTOR)
    assert [str(param.type) for param in ancestor.params] == ["TreeNode"] * 3


def test_a_driver_the_kit_does_not_know_is_refused_in_one_line() -> None:
    parents = {  # 1650, Lowest Common Ancestor of a Binary Tree III: nodes that know their parent
        "name": "lowestCommonAncestor",
        "params": [{"name": "p", "type": "Node"}, {"name": "q", "type": "Node"}],
        "return": {"type": "Node"},
        "manual": True,
    }
    with pytest.raises(SignatureError, match=r"driver of its own .* it knows those of 141 and 142.*copyRandomList"):
        parse_signature(parents)
    with pytest.raises(SignatureError, match="answer a TreeNode"):
        parse_signature({**ANCESTOR, "return": {"type": "integer"}})


@pytest.mark.parametrize(
    ("case_input", "said"),
    [
        ({"head": [3, 2, 0, -4], "pos": 1}, None),
        ({"head": [], "pos": -1}, None),
        ({"head": [1], "pos": 1}, "pos must be -1 (no cycle) or the index of a node of head"),
        ({"head": [], "pos": 0}, "pos must be -1"),
        ({"head": [1, 2]}, "the input must give exactly the parameters head (ListNode), pos (int)"),
    ],
)
def test_a_cycles_position_is_checked(case_input: dict, said: str | None) -> None:
    found = input_problem(parse_signature(HAS_CYCLE), case_input)
    assert found is None if said is None else said in (found or ""), found


@pytest.mark.parametrize(
    ("case_input", "said"),
    [
        ({"intersectVal": 8, "listA": [4, 1, 8, 4, 5], "listB": [5, 6, 1, 8, 4, 5], "skipA": 2, "skipB": 3}, None),
        ({"intersectVal": 0, "listA": [2, 6, 4], "listB": [1, 5], "skipA": 3, "skipB": 2}, None),
        ({"intersectVal": 0, "listA": [2, 6, 4], "listB": [1, 5], "skipA": 1, "skipB": 2}, "skip all their nodes"),
        ({"intersectVal": 8, "listA": [4, 1, 8, 4, 5], "listB": [5, 6, 1, 8, 4], "skipA": 2, "skipB": 3}, "same nodes"),
        ({"intersectVal": 9, "listA": [4, 1, 8], "listB": [8], "skipA": 2, "skipB": 0}, "same nodes"),
        ({"intersectVal": 8, "listA": [8], "listB": [8], "skipA": 0, "skipB": 2}, "between 0 and the length"),
    ],
)
def test_lists_that_meet_are_checked(case_input: dict, said: str | None) -> None:
    found = input_problem(parse_signature(INTERSECTION), case_input)
    assert found is None if said is None else said in (found or ""), found


@pytest.mark.parametrize(
    ("case_input", "said"),
    [
        ({"root": [3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], "p": 5, "q": 4}, None),
        ({"root": [3, 5, 1], "p": 5, "q": 4}, "q (4) must be the value of a node of root"),
        ({"root": [3, 5, 5], "p": 5, "q": 3}, "must be unique"),
    ],
)
def test_a_trees_nodes_by_value_are_checked(case_input: dict, said: str | None) -> None:
    found = input_problem(parse_signature(ANCESTOR), case_input)
    assert found is None if said is None else said in (found or ""), found


def test_links_join_the_nodes_the_harness_builds() -> None:
    cycle, meet, ancestor = (parse_signature(data).links for data in (HAS_CYCLE, INTERSECTION, ANCESTOR))
    assert cycle is not None and meet is not None and ancestor is not None
    assert linked_arguments(cycle, {"head": [3, 2, 0, -4], "pos": 1}) == [[3, 2, 0, -4], [[0, 0, 3, 0, 1]]]
    assert linked_arguments(cycle, {"head": [3], "pos": -1}) == [[3], []]
    first = {"intersectVal": 8, "listA": [4, 1, 8, 4, 5], "listB": [5, 6, 1, 8, 4, 5], "skipA": 2, "skipB": 3}
    assert linked_arguments(meet, first) == [[4, 1, 8, 4, 5], [5, 6, 1], [[0, 1, 2, 0, 2]]]
    shared = {"intersectVal": 3, "listA": [1, 2, 3], "listB": [3], "skipA": 2, "skipB": 0}
    assert linked_arguments(meet, shared) == [[1, 2, 3], [], [[1, 1, 0, 2]]]
    apart = {"intersectVal": 0, "listA": [2, 6, 4], "listB": [1, 5], "skipA": 3, "skipB": 2}
    assert linked_arguments(meet, apart) == [[2, 6, 4], [1, 5], []]
    tree = {"root": [3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], "p": 5, "q": 4}
    assert linked_arguments(ancestor, tree) == [tree["root"], [], [], [[1, 1, 0, 1], [1, 2, 0, 8]]]


def test_a_node_to_delete_is_the_methods_argument_and_the_list_answers() -> None:
    deleted = parse_signature(DELETE_NODE)
    # 141's inputs have the same types; the void return tells 237's driver.
    assert [(param.name, str(param.type)) for param in deleted.params] == [("node", "ListNode")]
    assert deleted.in_place and deleted.answer_index == 0 and deleted.judged_type == Type("ListNode")
    assert deleted.links is not None and deleted.links.answer is None
    # The list built from head, then the method's argument replaced by the node of that value.
    assert deleted.arguments({"head": [4, 5, 1, 9], "node": 1}) == [[4, 5, 1, 9], [[1, 0, 0, 2]]]
    assert language_named("python").setup_frame(deleted, "s.py", 100)["links"] == {"place": False}


@pytest.mark.parametrize(
    ("case_input", "said"),
    [
        ({"head": [4, 5, 1, 9], "node": 5}, None),
        ({"head": [4, 5, 1, 9], "node": 9}, "node (9) must be the value of a node of head other than its last"),
        ({"head": [4, 5, 1], "node": 7}, "node (7) must be the value"),
        ({"head": [4, 5, 4], "node": 5}, "must be unique"),
        ({"head": [], "node": 0}, "must be the value"),
    ],
)
def test_a_node_to_delete_is_checked(case_input: dict, said: str | None) -> None:
    found = input_problem(parse_signature(DELETE_NODE), case_input)
    assert found is None if said is None else said in (found or ""), found


def test_an_apis_driver_gives_the_method_n_and_its_api_the_rest() -> None:
    for data, api, secret in ((BAD_VERSION, "isBadVersion", "bad"), (GUESS, "guess", "pick")):
        signature = parse_signature(data)
        assert [param.name for param in signature.params] == ["n"] and signature.returns == Type("int")
        assert signature.arguments({"n": 10, secret: 6}) == [10, 6]
        frame = language_named("python").setup_frame(signature, "s.py", 100)
        assert frame["api"] == api and frame["links"] is None
        assert input_problem(signature, {"n": 10, secret: 6}) is None
        assert input_problem(signature, {"n": 10, secret: 11}) == f"{secret} must be between 1 and n (10)"
        assert input_problem(signature, {"n": 10, secret: 0}) == f"{secret} must be between 1 and n (10)"
    # Two drivers of the same inputs, told apart by the method's name; another name is not guessed.
    with pytest.raises(SignatureError, match="278 \\(isBadVersion\\); 374 \\(guess\\)"):
        parse_signature({**GUESS, "name": "guessTheNumber"})
    with pytest.raises(SignatureError, match="the versions answer an integer, not bool"):
        parse_signature({**BAD_VERSION, "return": {"type": "boolean"}})
    with pytest.raises(
        SignatureError,
        match=r"a list with a cycle answers a boolean or a ListNode; a node to delete answers nothing \(void\), not",
    ):
        parse_signature({**DELETE_NODE, "name": "deleteNode", "return": {"type": "integer"}})


def test_a_codecs_value_goes_there_and_back() -> None:
    codec = parse_signature(CODEC)
    assert not codec.calls and codec.links is not None and codec.links.driver == "round trip"
    assert [(param.name, str(param.type)) for param in codec.inputs] == [("root", "TreeNode")]
    assert codec.judged_type == Type("TreeNode") and codec.arguments({"root": [1, None, 2]}) == [[1, None, 2]]
    assert input_problem(codec, {"root": [1, None, 2]}) is None
    assert "exactly the parameters root (TreeNode)" in (input_problem(codec, {"operations": [], "arguments": []}) or "")
    frame = language_named("python").setup_frame(codec, "s.py", 100)
    assert frame["round_trip"] == {"there": "serialize", "back": "deserialize", "objects": 2} and frame["design"]
    assert language_named("python").setup_frame(parse_signature(TINY_URL), "s.py", 100)["round_trip"]["objects"] == 1
    # LeetCode's driver names 535's value url (its metaData's own params), not encode's longUrl.
    assert [param.name for param in parse_signature(TINY_URL).inputs] == ["url"]
    # Another class of the same shape, or a Codec whose methods do not go there and back, is a design
    # problem of calls as any other.
    assert parse_signature({**CODEC, "classname": "Coder"}).calls
    backwards = {**CODEC, "methods": CODEC["methods"][::-1]}
    assert parse_signature(backwards).calls


def test_a_returned_nodes_place_reads_as_leetcode_shows_it() -> None:
    detect = parse_signature({**HAS_CYCLE, "name": "detectCycle", "return": {"type": "ListNode"}}).links
    meet, ancestor = parse_signature(INTERSECTION).links, parse_signature(ANCESTOR).links
    assert detect is not None and meet is not None and ancestor is not None
    cycle = {"head": [3, 2, 0, -4], "pos": 1}
    assert rendered_answer(detect, cycle, [0, 1]) == 1
    assert rendered_answer(detect, cycle, None) == -1
    assert rendered_answer(detect, cycle, [-1, 2]) == "a node of the method's own (val 2), not one of the list"
    first = {"intersectVal": 8, "listA": [4, 1, 8, 4, 5], "listB": [5, 6, 1, 8, 4, 5], "skipA": 2, "skipB": 3}
    assert rendered_answer(meet, first, [0, 2]) == 8
    assert rendered_answer(meet, first, [0, 3]) == "node 3 of listA (val 4), past the node where they meet"
    assert rendered_answer(meet, first, [0, 1]) == "node 1 of listA (val 1), not in both lists"
    assert rendered_answer(meet, first, [1, 2]) == "node 2 of listB (val 1), not in both lists"
    assert rendered_answer(meet, first, None) is None
    tree = {"root": [3, 5, 1, 6, 2, 0, 8, None, None, 7, 4], "p": 5, "q": 4}
    assert rendered_answer(ancestor, tree, [0, 1]) == 5
    assert rendered_answer(ancestor, tree, [-1, 5]) == 5  # LeetCode's driver shows the value
    assert rendered_answer(ancestor, tree, 5) == "5, which is not a node"  # the value, not the node
    assert rendered_answer(ancestor, tree, [-1, None]) == "a node of the method's own whose val is not an integer"


def _solutions() -> list[tuple[str, Path]]:
    found = []
    for name, *_ in REGISTRY:
        folder = LINKS / name
        if folder.is_dir():
            found += [(name, path) for path in sorted(folder.iterdir()) if path.is_file()]
    return found


# How many of a language's files are compiled side by side ahead of their tests: under the build
# cache's 64 (judge/execution/build.py), so none is evicted before its test finds it, and as many as
# that allows: javac's and kotlinc's servers last one window and are quick only once warm (48 Kotlin
# files: 60 s in windows of 16, 35 s in one).
BUILT_AHEAD = 48


@pytest.fixture(scope="module")
def built_ahead() -> set[Path]:
    return set()


def build_from(language: str, path: Path, built: set[Path]) -> None:
    """Compile this file and the next ones of its language, side by side, unless already built."""
    if path in built:
        return
    files = [item for name, item in _solutions() if name == language]
    window = files[files.index(path) :][:BUILT_AHEAD]
    built.update(window)
    build_ahead_of([(item, int(item.stem.split("_", 1)[0])) for item in window], str(PROBLEMS))


@pytest.mark.timeout(300)  # the first of a window compiles it (48 Kotlin files: a minute here)
@pytest.mark.parametrize(("language", "path"), _solutions(), ids=lambda item: getattr(item, "name", item))
def test_a_solution_of_a_driven_problem_gets_its_verdict(language: str, path: Path, built_ahead: set[Path]) -> None:
    lacking = language_named(language).missing_toolchain()
    if lacking is not None:
        pytest.skip(lacking)
    build_from(language, path, built_ahead)
    number, rest = path.stem.split("_", 1)
    wanted = next(verdict for key, verdict in VERDICTS.items() if rest.startswith(key))
    result = run_judge("test", str(path), "--problem", number, "--json", env=ENV, timeout=300)
    assert result.returncode in (0, 1), result.stderr
    report = result.json()
    assert report["verdict"] == wanted, [
        (case["name"], case["verdict"], case.get("message")) for case in report["cases"]
    ]
    if wanted == "Wrong Answer":
        failed = next(case for case in report["cases"] if case["verdict"] == "Wrong Answer")
        # A value compared, a design's call, (430) a flattened list's link named or (380...) draws
        # spread wrongly: never a message about the harness.
        said = ("expected ", "call ", "The list ", "The linked list ", "over ")
        assert failed["message"].startswith(said), failed["message"]


def test_every_language_judges_the_drivers_or_says_it_does_not() -> None:
    for name, *_ in REGISTRY:
        language = language_named(name)
        solved = {path.stem.split("_")[0] for path in (LINKS / name).glob("*")} if (LINKS / name).is_dir() else set()
        drivers = (HAS_CYCLE, "141"), (INTERSECTION, "160"), (ANCESTOR, "236"), (DELETE_NODE, "237")
        for data, number in (*drivers, (BAD_VERSION, "278"), (GUESS, "374"), (CODEC, "297"), (TINY_URL, "535")):
            signature = parse_signature(data)
            refused = language.cannot_judge(signature)
            assert refused is not None or number in solved, f"{name} judges {number} without a test of it"
            if refused is not None:
                assert "driver of LeetCode's own" in refused or "LeetCode offers no" in refused, refused


def test_a_language_that_does_not_run_a_driver_says_so_in_one_line(tmp_path: Path) -> None:
    unjudged = next(
        (
            name
            for name, *_ in REGISTRY
            if language_named(name).cannot_judge(parse_signature(HAS_CYCLE)) is not None
            and language_named(name).missing_toolchain() is None
        ),
        None,
    )
    if unjudged is None:
        pytest.skip("every installed language judges the drivers")
    language = language_named(unjudged)
    source = tmp_path / f"solution{language.extensions[0]}"
    source.write_text(language.starter(parse_signature(HAS_CYCLE), [], []), encoding="utf-8")
    result = run_judge("test", str(source), "--problem", "141", env=ENV)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "driver of LeetCode's own" in result.stderr


FORGED = [[1, 999], [1, -1], [0, -3], [0, 10**30], [5, 1], [-1, "x"], "x", [0], {"a": 1}, 3.5]


@pytest.mark.parametrize("answer", FORGED)
def test_a_place_the_judge_never_built_is_wrong_never_a_crash(answer: object) -> None:
    """The place comes from the program's channel: whatever it says, the judge reads it as an answer."""
    for data, case_input in (
        (INTERSECTION, {"intersectVal": 8, "listA": [4, 1, 8], "listB": [5, 8], "skipA": 2, "skipB": 1}),
        ({**HAS_CYCLE, "return": {"type": "ListNode"}}, {"head": [3, 2, 0, -4], "pos": 1}),
        (ANCESTOR, {"root": [3, 5, 1], "p": 5, "q": 1}),
    ):
        links = parse_signature(data).links
        assert links is not None
        rendered = rendered_answer(links, case_input, answer)
        assert isinstance(rendered, str), (data["name"], answer, rendered)


RANDOM_LIST = {
    "name": "copyRandomList",
    "params": [{"name": "head", "type": "ListNode"}],
    "return": {"type": "ListNode"},
    "manual": True,
}


@pytest.mark.parametrize(
    ("slug", "kind"),
    [
        ("copy-list-with-random-pointer", "RandomListNode"),
        ("clone-graph", "GraphNode"),
        ("populating-next-right-pointers-in-each-node", "NextTreeNode"),
        ("populating-next-right-pointers-in-each-node-ii", "NextTreeNode"),
        ("flatten-a-multilevel-doubly-linked-list", "MultilevelListNode"),
    ],
)
def test_leetcodes_other_node_classes_are_told_by_the_method(slug: str, kind: str) -> None:
    data = json.loads((PROBLEMS / slug / "problem.json").read_text())["signature"]
    for metadata in (data, {key: value for key, value in data.items() if key != "manual"}):
        signature = parse_signature(metadata)
        assert [str(param.type) for param in signature.params] == [kind] and str(signature.returns) == kind
        assert signature.links is None


@pytest.mark.parametrize(
    ("data", "value", "said"),
    [
        (RANDOM_LIST, [[7, None], [13, 0], [11, 1]], None),
        (RANDOM_LIST, [], None),
        (RANDOM_LIST, [[7, 3]], "head[0][1] must be null or the index of a node of the list (0 to 0)"),
        (RANDOM_LIST, [[7]], "head[0] must be [val, random index or null]"),
        (RANDOM_LIST, [7, 8], "head[0] must be [val, random index or null]"),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[2, 4], [1, 3], [2, 4], [1, 3]], None),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[]], None),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[1]], "must hold values of other nodes"),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[3], [1]], "must hold values of other nodes, 1 to 2"),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[2, 2], [1]], "names a neighbour twice"),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[2], []], "node 1 lists 2, which does not list it"),
        ({**RANDOM_LIST, "name": "cloneGraph"}, [[2], [1], []], "node 3 cannot be reached from node 1"),
        ({**RANDOM_LIST, "name": "connect"}, [1, 2, 3, None, 5], None),
        ({**RANDOM_LIST, "name": "connect"}, [1, None, None, 3], "has no parent"),
        ({**RANDOM_LIST, "name": "flatten"}, [1, 2, 3, 4, 5, 6, None, None, None, 7, 8, None, 9], None),
        ({**RANDOM_LIST, "name": "flatten"}, [], None),
        ({**RANDOM_LIST, "name": "flatten"}, [1, None, 2], None),
        ({**RANDOM_LIST, "name": "flatten"}, [1, None, None, 2], "head: a level hangs under node 1 of a level of 1"),
        (
            {**RANDOM_LIST, "name": "flatten"},
            [1, 2, None, None, 3, None, None, None, 4],
            "under node 2 of a level of 1",
        ),
        ({**RANDOM_LIST, "name": "flatten"}, [None, 1], "must start with the first node's value"),
        ({**RANDOM_LIST, "name": "flatten"}, [1, None], "not end with null"),
        ({**RANDOM_LIST, "name": "flatten"}, [1, "2"], "head[1] must be a 32-bit integer or null"),
        ({**RANDOM_LIST, "name": "flatten"}, [1, True], "head[1] must be a 32-bit integer or null"),
        ({**RANDOM_LIST, "name": "flatten"}, {"head": 1}, "must be a list (MultilevelListNode"),
    ],
)
def test_the_other_node_classes_inputs_are_checked(data: dict, value: object, said: str | None) -> None:
    signature = parse_signature(data)
    found = input_problem(signature, {"head": value})
    assert found is None if said is None else said in (found or ""), found


def test_every_language_judges_the_other_node_classes_or_says_it_does_not() -> None:
    for name, *_ in REGISTRY:
        language = language_named(name)
        solved = {path.stem.split("_")[0] for path in (LINKS / name).glob("*")} if (LINKS / name).is_dir() else set()
        for method, number in (
            ("copyRandomList", "138"),
            ("cloneGraph", "133"),
            ("connect", "116"),
            ("flatten", "430"),
        ):
            refused = language.cannot_judge(parse_signature({**RANDOM_LIST, "name": method}))
            assert refused is not None or number in solved, f"{name} judges {number} without a test of it"
            if refused is not None:
                assert "LeetCode's Node of its own" in refused or "LeetCode offers no" in refused, refused


def test_a_flattened_lists_links_are_checked_before_its_values() -> None:
    from judge.checking import checker_for
    from judge.core.problems import Case, load_problem

    check = checker_for(load_problem(PROBLEMS / "flatten-a-multilevel-doubly-linked-list")).check
    case = Case("one", {"head": [1, 2, None, 3]}, [1, 3, 2])
    assert check(case, [[1, None, None], [3, 0, None], [2, 1, None]]).verdict.value == "Accepted"
    assert check(case, []).message == "expected [1, 3, 2], got []"
    for walk, said in (
        ([[1, None, 3], [3, 0, None], [2, 1, None]], "is not flat: node 0 (val 1) still has a child (val 3)"),
        ([[1, None, None], [3, 0, True], [2, 1, None]], "node 1 (val 3) still has a child; every child"),
        ([[1, 0, None], [3, 0, None], [2, 1, None]], "node 0 (val 1) is the head, and its prev pointer is not null"),
        ([[1, None, None], [3, None, None], [2, 1, None]], "node 1 (val 3) has a null prev pointer, where it"),
        ([[1, None, None], [3, 0, None], [2, -1, None]], "node 2 (val 2) has its prev pointer at a node not in"),
        ([[1, None, None], [3, 0, None], [2, 0, None]], "has its prev pointer at node 0, where it should point back"),
    ):
        result = check(case, walk)
        assert result.verdict.value == "Wrong Answer" and said in result.message, result.message
        assert result.message.startswith(("The list [1, 3, 2] is not flat", "The linked list [1, 3, 2] is not a valid"))
    # Right links, wrong order: the values are compared as any list's.
    assert check(case, [[1, None, None], [2, 0, None], [3, 1, None]]).message == "expected [1, 3, 2], got [1, 2, 3]"


NESTED_ITERATOR = json.loads((PROBLEMS / "flatten-nested-list-iterator" / "problem.json").read_text())["signature"]
MINI_PARSER = json.loads((PROBLEMS / "mini-parser" / "problem.json").read_text())["signature"]


def test_an_iterator_is_judged_by_one_loop_over_its_methods() -> None:
    iterator = parse_signature(NESTED_ITERATOR)
    assert not iterator.calls and iterator.links is not None and iterator.links.driver == "iterate"
    assert [str(param.type) for param in iterator.inputs] == ["list<NestedInteger>"]
    assert str(iterator.answer_type) == "list<int>"
    frame = language_named("python").setup_frame(iterator, "s.py", 100)
    assert frame["iterate"] == {"has_next": "hasNext", "next": "next"} and frame["links"] is None
    assert frame["nodes"] == {"params": ["NestedInteger[]"], "answer": None}
    # 173's BSTIterator has the same methods and is judged call by call: the class's name decides.
    bst = parse_signature({**NESTED_ITERATOR, "classname": "BSTIterator"})
    assert bst.calls and bst.links is None
    without = {**NESTED_ITERATOR, "methods": NESTED_ITERATOR["methods"][:1]}
    with pytest.raises(SignatureError, match="hasNext"):
        parse_signature(without)
    # 281's ZigzagIterator is run to its end the same way (its examples give v1 and v2, not calls).
    zigzag = {
        **NESTED_ITERATOR,
        "classname": "ZigzagIterator",
        "constructor": {"params": [{"type": "list<integer>", "name": "v1"}, {"type": "list<integer>", "name": "v2"}]},
    }
    made = parse_signature(zigzag)
    assert made.links is not None and made.links.driver == "iterate"
    assert [param.name for param in made.inputs] == ["v1", "v2"]


@pytest.mark.parametrize(
    ("value", "said"),
    [
        (324, None),
        ([123, [456, [789]]], None),
        ([[], [[]]], None),
        ("[1]", "must be a 32-bit integer or a list of them"),
        ([1, [2, [True]]], "s[1][1][0] must be"),
        ([1, None], "s[1] must be"),
        ([2**31], "s[0] must be"),
    ],
)
def test_a_nested_integer_is_an_integer_or_a_list_of_them(value: object, said: str | None) -> None:
    signature = parse_signature({**MINI_PARSER, "params": [{"name": "s", "type": "NestedInteger"}]})
    found = input_problem(signature, {"s": value})
    assert found is None if said is None else said in (found or ""), found
    deep: list = [7]
    for _ in range(5000):  # deeper than any recursion limit of the judge's own
        deep = [deep]
    assert input_problem(signature, {"s": deep}) is None


def test_every_language_judges_nested_integers_or_says_it_does_not() -> None:
    for name, *_ in REGISTRY:
        language = language_named(name)
        solved = {path.stem.split("_")[0] for path in (LINKS / name).glob("*")} if (LINKS / name).is_dir() else set()
        for data, number in ((MINI_PARSER, "385"), (NESTED_ITERATOR, "341")):
            refused = language.cannot_judge(parse_signature(data))
            assert refused is not None or number in solved, f"{name} judges {number} without a test of it"
            if refused is not None:
                assert "NestedInteger" in refused or "driver of LeetCode's own" in refused, refused


def test_an_answer_nested_deeper_than_the_judge_reads_is_over_a_limit_not_garbage(tmp_path: Path) -> None:
    deep = tmp_path / "deep.py"
    deep.write_text(
        "class Solution:\n"
        "    def deserialize(self, s: str) -> NestedInteger:\n"
        "        root = node = NestedInteger()\n"
        "        for _ in range(5000):\n"
        "            inner = NestedInteger()\n"
        "            node.add(inner)\n"
        "            node = inner\n"
        "        return root\n",
        encoding="utf-8",
    )
    report = run_judge("test", str(deep), "--problem", "385", "--json", env=ENV).json()
    first = report["cases"][0]
    assert first["verdict"] == "Output Limit Exceeded", first
    assert "nests deeper than the judge reads" in first["message"], first


def test_a_codecs_file_is_told_from_a_solution_with_a_method_of_the_same_name() -> None:
    # 297's Codec defines deserialize, as 385's Solution does: the class decides, without --problem.
    result = run_judge("test", str(LINKS / "python" / "297_accepted_preorder.py"), "--json", env=ENV)
    assert result.returncode == 0, result.stderr
    assert result.json()["problem_number"] == 297


PEEKING = json.loads((PROBLEMS / "peeking-iterator" / "problem.json").read_text())["signature"]


def test_a_peeking_iterator_is_given_leetcodes_iterator_over_the_datas_list() -> None:
    signature = parse_signature(PEEKING)
    assert signature.design is not None and signature.calls
    assert [(param.name, str(param.type)) for param in signature.design.constructor] == [("iterator", "Iterator")]
    operations = {"operations": ["PeekingIterator", "peek"], "arguments": [[[1, 2]], []]}
    assert input_problem(signature, operations) is None
    wrong = input_problem(signature, {"operations": ["PeekingIterator"], "arguments": [[[1, "2"]]]})
    assert wrong is not None and "must be a list of 32-bit integers (Iterator" in wrong, wrong
    with pytest.raises(SignatureError, match="constructor takes one integer array"):
        parse_signature({**PEEKING, "constructor": {"params": [{"type": "string", "name": "s"}]}})
    with pytest.raises(
        SignatureError, match="Iterator is LeetCode's class given to PeekingIterator's constructor only"
    ):
        parse_signature(
            {**PEEKING, "classname": "Other", "constructor": {"params": [{"type": "Iterator", "name": "it"}]}}
        )


def test_every_language_judges_a_peeking_iterator_or_says_it_does_not() -> None:
    signature = parse_signature(PEEKING)
    for name, *_ in REGISTRY:
        solved = {path.stem.split("_")[0] for path in (LINKS / name).glob("*")} if (LINKS / name).is_dir() else set()
        refused = language_named(name).cannot_judge(signature)
        assert refused is not None or "284" in solved, f"{name} judges 284 without a test of it"
        if refused is not None and name == "rust":  # LeetCode has no Rust for 284
            assert refused.startswith("PeekingIterator is made from LeetCode's Iterator, and LeetCode offers no Rust")
        elif refused is not None:
            title = language_named(name).title
            assert refused == f"PeekingIterator is made from LeetCode's Iterator, which {title} does not run yet"
