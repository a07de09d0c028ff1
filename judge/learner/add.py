"""`judge add`: the problem a learner is working on, from what they can copy off its LeetCode page.

The statement (judge/learner/pasted_statement.py) gives the number, title, difficulty, examples and
constraints; the starter (judge/learner/pasted_starter.py) the method's signature. The kit writes a
problem folder in the user's own problems folder (judge/core/problems.py's user_problems_dir, never
inside the kit): problem.json (the signature in LeetCode's metaData, an int parameter's range from a
constraint that bounds it by name, every constraint in "constraints"), statement.md and
data/cases.json, the examples as cases. Everything is read and checked before anything is written,
and the folder is written under a temporary name and renamed when whole: bad input leaves nothing.
"""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass
from typing import Any

from judge.checking.randomized import BY_NUMBER, RULES, rule_fits
from judge.core.problems import Problem, load_problem, scan_problems, user_problems_dir
from judge.core.signature import (
    CYCLE,
    GRAPH,
    ITERATE,
    NEXT_TREE,
    Signature,
    SignatureError,
    input_problem,
    parse_signature,
    type_problem,
)
from judge.errors import UsageError
from judge.learner.pasted_starter import StarterSignature, read_starter
from judge.learner.pasted_statement import (
    Example,
    PastedStatement,
    design_values,
    int_range,
    named_values,
    output_value,
    read_constraint,
    read_statement,
)

# Limits as the kit's own problems state them (problems/*/problem.json); `judge calibrate` does not
# measure a user's problem (it has no example solutions), so these hold.
TIME_LIMIT_MS = 1000
MEMORY_LIMIT_MB = 256
OUTPUT_LIMIT_MB = 1
DEFAULT_DIFFICULTY = "Medium"
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
STDIN = "-"


@dataclass(frozen=True)
class Added:
    """What `judge add` wrote, and what it chose on the way, to be said to the user."""

    problem: Problem
    checker_reason: str
    constraints: int  # how many problem.json keeps
    ranges: tuple[str, ...]  # the int parameters' ranges the signature holds ("target in [1, 500]")
    notes: tuple[str, ...]  # choices the user may want to change


def slug_of(title: str) -> str:
    """LeetCode's way: `Pascal's Triangle` -> pascals-triangle, `Pow(x, n)` -> pow-x-n."""
    return "-".join(re.findall(r"[a-z0-9]+", title.lower().replace("'", "").replace("’", "")))


def _read_text(path: str, what: str) -> tuple[str, str]:
    """(the text, the name to show for it) of a file, or of standard input for `-`."""
    if path == STDIN:
        return sys.stdin.read(), f"the {what} (standard input)"
    try:
        with open(path, encoding="utf-8-sig") as handle:
            return handle.read(), path
    except UnicodeDecodeError:
        raise UsageError(f"cannot read the {what} {path}: it is not UTF-8 text") from None
    except OSError as error:
        raise UsageError(f"cannot read the {what} {path}: {error.strerror or error}") from None


def add_problem(
    statement_path: str,
    starter_path: str,
    number: int | None = None,
    title: str | None = None,
    slug: str | None = None,
) -> Added:
    """Read, check and write the problem; UsageError, in one line and with nothing written, when
    something can't be read or the number or slug is taken."""
    if statement_path == STDIN and starter_path == STDIN:
        raise UsageError("only one of the statement and the starter can be - (standard input)")
    statement_text, statement_name = _read_text(statement_path, "statement")
    starter_text, starter_name = _read_text(starter_path, "starter")
    statement = read_statement(statement_text, statement_name)
    number = number if number is not None else statement.number
    title = (title or statement.title or "").strip() or None
    missing = [flag for flag, value in (("--number N", number), ("--title T", title)) if value is None]
    if number is None or title is None:
        raise UsageError(
            f"{statement_name}: its first line is not `N. Title` (e.g. `1. Two Sum`): give {' and '.join(missing)}"
        )
    if slug is not None and not SLUG.fullmatch(slug):
        raise UsageError(f"--slug {slug!r}: a slug is lowercase words and digits joined by hyphens (e.g. two-sum)")
    slug = slug if slug is not None else slug_of(title)
    if not slug:
        raise UsageError(f"the title {title!r} has no letter or digit to name its folder by: give --slug")
    notes: list[str] = []
    starter = read_starter(starter_text, starter_name)
    notes += starter.notes
    entries: list[dict[str, Any]] = []
    for line in statement.constraints:
        entry, read_as = read_constraint(line)
        entries.append(entry)
        notes += read_as
    driven, driver_note = _driven(starter.metadata, statement.examples, statement_name)
    if driver_note:
        notes.append(driver_note)
        starter = StarterSignature(driven, starter.language, starter.notes)
    metadata, ranges = _with_ranges(starter, entries)
    try:
        signature = parse_signature(metadata)
    except (SignatureError, KeyError, TypeError) as error:
        raise UsageError(f"{starter_name}: {error}") from None
    cases = [_case(example, signature, statement_name) for example in statement.examples]
    checker, reason = choose_checker(signature, statement.any_order, number)
    difficulty = statement.difficulty
    if difficulty is None:
        difficulty = DEFAULT_DIFFICULTY
        notes.append(f'no Easy/Medium/Hard line in the statement: "{DEFAULT_DIFFICULTY}" written (change "difficulty")')
    _refuse_taken(number, slug)
    meta = {
        "number": number,
        "slug": slug,
        "title": title,
        "difficulty": difficulty,
        "signature": metadata,
        "checker": checker,
        "time_limit_ms": TIME_LIMIT_MS,
        "memory_limit_mb": MEMORY_LIMIT_MB,
        "output_limit_mb": OUTPUT_LIMIT_MB,
        "summary": summary(statement),
        "constraints": entries,
    }
    markdown = statement_markdown(number, title, difficulty, slug, statement)
    problem = _write(slug, meta, markdown, cases)
    return Added(problem, reason, len(entries), tuple(ranges), tuple(notes))


# LeetCode's page shows a driver's answer in words: the node a cycle starts at, where lists meet.
_CYCLE_OUTPUT = re.compile(r"tail connects to node index (-?\d+)|(no cycle)", re.IGNORECASE)
_MEETING_OUTPUT = re.compile(r"intersected at '(-?\d+)'|(no intersection)", re.IGNORECASE)
_MEETING_INPUTS = ["intersectVal", "listA", "listB", "skipA", "skipB"]
_API_METHODS = {"firstBadVersion": "isBadVersion", "guessNumber": "guess"}  # the API each method calls
_LEVEL_END = re.compile(r"(?<=[\[,])\s*#\s*(?=[,\]])")


def _driven(metadata: dict[str, Any], examples: tuple[Example, ...], where: str) -> tuple[dict[str, Any], str]:
    """The starter's metaData as one of LeetCode's own drivers ("manual"), when its examples give
    what such a driver takes rather than the method's parameters (a list and pos, for a method
    taking the list), and a note saying so; else the metaData as it was and no note."""
    if metadata.get("systemdesign") and examples:
        return _round_trip(metadata, examples, where)
    if metadata.get("systemdesign") or not examples:
        return metadata, ""
    params, returned = metadata["params"], metadata["return"]
    types = [param["type"] for param in params]
    names = [param["name"] for param in params]
    try:
        given = named_values(examples[0].input_text, f"{where}: example 1's Input")
    except UsageError:
        return metadata, ""  # said where the example is read as a case
    inputs: list[dict[str, str]] | None = None
    if types == ["ListNode"] and sorted(given) == sorted([names[0], "pos"]):
        inputs = [params[0], {"name": "pos", "type": "integer"}]
        said = f"{names[0]} and pos, the index its tail links back to"
    elif types == ["ListNode", "ListNode"] and sorted(given) == sorted(_MEETING_INPUTS):
        kinds = ["ListNode" if name.startswith("list") else "integer" for name in _MEETING_INPUTS]
        inputs = [{"name": name, "type": kind} for name, kind in zip(_MEETING_INPUTS, kinds, strict=True)]
        said = "two lists that share their nodes from listA[skipA] and listB[skipB] on"
    elif types == ["TreeNode"] * 3 and list(given) == names and all(type(given[name]) is int for name in names[1:]):
        inputs = [params[0], *({"name": name, "type": "integer"} for name in names[1:])]
        said = f"the values of two nodes of {names[0]}"
    elif types == ["ListNode"] and returned.get("type") == "void" and sorted(given) == sorted(["head", names[0]]):
        inputs = [{"name": "head", "type": "ListNode"}, {"name": names[0], "type": "integer"}]
        said = f"the list, head, and the value of its node to delete, {names[0]}"
    elif types == ["integer"] and metadata["name"] in _API_METHODS and len(given) == 2 and names[0] in given:
        hidden = next(name for name in given if name != names[0])
        inputs = [params[0], {"name": hidden, "type": "integer"}]
        said = f"{names[0]} and {hidden}, which {_API_METHODS[metadata['name']]} answers from"
    if inputs is None:
        return metadata, ""
    driven = {"name": metadata["name"], "params": inputs, "return": returned, "manual": True}
    return driven, f'its examples give {said}: judged as LeetCode\'s own driver does ("manual" in the metaData)'


def _round_trip(metadata: dict[str, Any], examples: tuple[Example, ...], where: str) -> tuple[dict[str, Any], str]:
    """A Codec's metaData with the name its examples give the value that goes there and back (297's
    root, 535's url) as the driver's own "params", and a note; an iterator run to its end (341) with
    a note; else the metaData as it was."""
    try:
        signature = parse_signature(metadata)
        given = named_values(examples[0].input_text, f"{where}: example 1's Input")
    except (SignatureError, UsageError):
        return metadata, ""
    if signature.links is not None and signature.links.driver == ITERATE:
        made = ", ".join(param.name for param in signature.inputs)
        return metadata, (
            f"its examples give {made}, from which a {signature.name} is made and then asked for next while"
            " hasNext is true: judged as LeetCode's own driver does"
        )
    if signature.links is None or len(given) != 1:
        return metadata, ""
    name = next(iter(given))
    there = metadata["methods"][0]
    driven = {**metadata, "params": [{"name": name, "type": there["params"][0]["type"]}]}
    return driven, (
        f"its examples give {name}, which one Codec encodes with {there['name']} and another decodes:"
        " judged as LeetCode's own driver does"
    )


def _driven_output(signature: Signature, text: str) -> tuple[bool, Any]:
    """A driver's answer as LeetCode's page words it (`tail connects to node index 1`, `Intersected
    at '8'`): (True, the value the data holds), or (False, None) for any other Output."""
    if signature.links is None or signature.links.answer is None:
        return False, None
    pattern = _CYCLE_OUTPUT if signature.links.driver == CYCLE else _MEETING_OUTPUT
    found = pattern.match(text.strip())
    if found is None:
        return False, None
    if found.group(2) is not None:
        return True, -1 if signature.links.driver == CYCLE else None
    return True, int(found.group(1))


def _with_ranges(starter: StarterSignature, entries: list[dict[str, Any]]) -> tuple[dict[str, Any], list[str]]:
    """The starter's metaData with "min"/"max" on each int parameter a constraint bounds by name."""
    metadata = json.loads(json.dumps(starter.metadata))  # a copy to add to
    if metadata.get("systemdesign"):
        lists = [metadata["constructor"]["params"], *(method["params"] for method in metadata["methods"])]
    else:
        lists = [metadata["params"]]
    ranges: dict[str, str] = {}
    for params in lists:
        for param in params:
            if param["type"] not in ("integer", "long"):
                continue
            low, high = int_range(entries, param["name"])
            if low is not None:
                param["min"] = low
            if high is not None:
                param["max"] = high
            if low is not None or high is not None:
                shown = f"[{'' if low is None else low}, {'' if high is None else high}]"
                ranges[param["name"]] = f"{param['name']} in {shown}"
    return metadata, list(ranges.values())


def _case(example: Example, signature: Signature, where: str) -> dict[str, Any]:
    """An example as a case of data/cases.json; UsageError naming the example and what is wrong."""
    what = f"{where}: example {example.number}"
    if signature.calls:
        operations, arguments = design_values(example.input_text, f"{what}'s Input")
        case_input: dict[str, Any] = {"operations": operations, "arguments": arguments}
    else:
        given = named_values(example.input_text, f"{what}'s Input")
        names = [param.name for param in signature.inputs]
        if signature.params[0].type.name == GRAPH and len(given) == 1 and len(names) == 1:
            given = {names[0]: next(iter(given.values()))}  # LeetCode's example says adjList for node
        if sorted(given) != sorted(names):
            raise UsageError(
                f"{what}: its Input gives {', '.join(given) or 'nothing'}, but {signature.name} takes"
                f" {', '.join(names) or 'no parameter'}"
            )
        case_input = {name: given[name] for name in names}  # in the signature's order
    wrong = input_problem(signature, case_input)
    if wrong:
        raise UsageError(f"{what}: its Input: {wrong}")
    worded, expected = _driven_output(signature, example.output_text)
    if not worded and signature.returns.name == NEXT_TREE:
        # LeetCode writes the levels' ends as a bare #: [1,#,2,3,#]; the data holds the string "#".
        worded, expected = True, output_value(_LEVEL_END.sub('"#"', example.output_text), f"{what}'s Output")
    if not worded:
        expected = output_value(example.output_text, f"{what}'s Output")
    if signature.calls:
        operations = case_input["operations"]
        if not isinstance(expected, list) or len(expected) != len(operations):
            raise UsageError(f"{what}: its Output must be a list of {len(operations)} results, one per operation")
    else:
        wrong = type_problem(expected, signature.judged_type, "its Output")
        if wrong:
            raise UsageError(f"{what}: {wrong}")
    return {"name": f"example {example.number}", "input": case_input, "expected": expected}


def choose_checker(signature: Signature, any_order: bool, number: int | None = None) -> tuple[str, str]:
    """The built-in checker for the answer, and why: docs/problems.md lists them."""
    answer = signature.judged_type
    rule = BY_NUMBER.get(number) if number is not None else None
    if rule is not None and signature.design is not None:
        methods = [method.name for method in signature.design.methods]
        if rule_fits(rule, methods):
            drawn = " and ".join(sorted(RULES[rule][1].drawn))
            return rule, (
                f"{drawn} draws at random: each result must be a possible draw, the draws together spread"
                " as the problem asks; every other call's result must be the Output's"
            )
    if signature.design is not None and signature.calls:
        if any(method.returns.scalar == "double" for method in signature.design.methods):
            return "float", "every call's result must be the Output's, a double's within 1e-5, as LeetCode compares"
        return "exact", "every call's result must be the Output's"
    if answer.scalar == "double":
        return "float", "within 1e-5 of the Output, as LeetCode compares doubles"
    if any_order and answer.item is not None and not answer.has_nodes:
        return "unordered", "the Output's items in any order, as the statement allows"
    return "exact", "the Output exactly"


def _refuse_taken(number: int, slug: str) -> None:
    """UsageError when the number or slug is a kit problem's or one the user added already."""
    for problem in scan_problems()[0]:
        if number != problem.number and slug != problem.slug:
            continue
        taken = f"number {number}" if number == problem.number else f"slug {slug}"
        if not problem.user_added:
            raise UsageError(
                f"{taken} is the kit's own problem {problem.number}. {problem.title} ({problem.slug}): practise it"
                f" as it is (judge new {problem.number}), or give yours another --number and --slug"
            )
        raise UsageError(
            f"{taken} is your problem {problem.number}. {problem.title}, added before ({problem.folder}):"
            f" remove that folder first (rm -r {problem.folder}) to add it again, or give another --number and --slug"
        )
    folder = os.path.join(user_problems_dir(), slug)
    if os.path.lexists(folder):  # a folder the kit can't read, or one without a problem.json
        raise UsageError(f"{folder} already exists: remove it first (rm -r {folder}) to add {slug} again")


def _write(slug: str, meta: dict[str, Any], markdown: str, cases: list[dict[str, Any]]) -> Problem:
    """The folder written whole under a temporary name, read back as a problem, then renamed."""
    import shutil
    import tempfile

    root = user_problems_dir()
    final = os.path.join(root, slug)
    try:
        os.makedirs(root, exist_ok=True)
        temporary = tempfile.mkdtemp(prefix=f".adding-{slug}-", dir=root)
    except OSError as error:
        raise UsageError(f"cannot write your problems folder {root}: {error.strerror or error}") from None
    try:
        os.mkdir(os.path.join(temporary, "data"))
        files = {
            "statement.md": markdown,
            os.path.join("data", "cases.json"): _cases_json(cases),
            "problem.json": json.dumps(meta, indent=2, ensure_ascii=False) + "\n",
        }
        for name, text in files.items():
            with open(os.path.join(temporary, name), "x", encoding="utf-8") as handle:
                handle.write(text)
        load_problem(temporary, user_added=True)  # what the loader says, before it is anyone's problem
        os.rename(temporary, final)
    except OSError as error:
        shutil.rmtree(temporary, ignore_errors=True)
        if os.path.lexists(final):
            raise UsageError(f"{final} already exists: remove it first (rm -r {final}) to add {slug} again") from None
        raise UsageError(f"cannot write {final}: {error.strerror or error}") from None
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
    return load_problem(final, user_added=True)


def _cases_json(cases: list[dict[str, Any]]) -> str:
    """One case per line, as the kit's data files read best."""
    lines = [json.dumps(case, ensure_ascii=False, separators=(", ", ": ")) for case in cases]
    return "[\n" + ",\n".join(f"  {line}" for line in lines) + "\n]\n"


def summary(statement: PastedStatement) -> str:
    """The description's first sentence, for `judge new`'s docstring."""
    paragraph = " ".join(" ".join(statement.description).split())
    found = re.match(r"(.{20,300}?[.!?])(?:\s|$)", paragraph)
    text = found.group(1) if found else paragraph
    return text if len(text) <= 300 else text[:297] + "..."


def _shown_output(example: Example) -> str:
    """The Output as written when it is one line of JSON, else its value in compact JSON."""
    first = example.output_text.split("\n")[0].strip()
    try:
        json.loads(first)
        return first
    except ValueError:
        if _CYCLE_OUTPUT.match(first) or _MEETING_OUTPUT.match(first) or _LEVEL_END.search(first):
            return first  # a driver's answer in LeetCode's words, read as its case's expected value
        value = output_value(example.output_text, "the Output")
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def statement_markdown(number: int, title: str, difficulty: str, slug: str, statement: PastedStatement) -> str:
    """statement.md: the kit's header, the description as given, the examples and constraints in the
    kit's markdown (Input and Output lines that `judge new` copies into the starter)."""
    link = f"https://leetcode.com/problems/{slug}/"
    lines = [
        f"# {number}. {title}",
        "",
        f"**Difficulty:** {difficulty} · **LeetCode:** {link} · added with `judge add`",
    ]
    if statement.description:
        lines += ["", *statement.description]
    for example in statement.examples:
        given = ", ".join(line.strip() for line in example.input_text.split("\n") if line.strip())
        lines += [
            "",
            f"## Example {example.number}",
            "",
            f"Input: `{given}`",
            "",
            f"Output: `{_shown_output(example)}`",
        ]
        if example.explanation:
            # Lines after the label are often a drawing or calls, one a line: kept as lines.
            first, *rest = example.explanation
            lines += ["", f"Explanation: {first}".rstrip()]
            lines += ["", "```text", *rest, "```"] if rest else []
    if statement.constraints:
        lines += ["", "## Constraints", "", *(f"- `{line}`" for line in statement.constraints)]
    if statement.after:
        lines += ["", *statement.after]
    return "\n".join(lines) + "\n"


def signature_text(signature: Signature) -> str:
    """The method (or the class and its methods) in one line, in LeetCode's metaData types."""

    def params(items: tuple[Any, ...]) -> str:
        return ", ".join(f"{param.name}: {param.type}" for param in items)

    design = signature.design
    if design is not None:
        methods = ", ".join(f"{method.name}({params(method.params)}) -> {method.returns}" for method in design.methods)
        return f"class {signature.name}({params(design.constructor)}): {methods}"
    returns = f"void, answering in {signature.answer}" if signature.in_place else str(signature.returns)
    return f"{signature.name}({params(signature.params)}) -> {returns}"
