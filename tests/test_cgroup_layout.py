"""Where the runs' control groups go, on fake cgroup v2 trees (every machine here is cgroup v1).

A fake tree is a folder per group holding the interface files the kernel would show
(cgroup.controllers, cgroup.subtree_control, cgroup.procs), owned as systemd would own them: the
subtree delegated to the user by the user, the groups above it by someone else. What the kernel
does by itself (making a new group's interface files, moving a process when its number is
written) the fake does not; the tests check what the judge writes and where.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.execution import cgroup

SOMEONE_ELSE = 4242
ALL_CONTROLLERS = "cpuset cpu io memory hugetlb pids rdma misc"
USER_SERVICE = "user.slice/user-1000.slice/user@1000.service"
TERMINAL = f"{USER_SERVICE}/app.slice/app-terminal.scope"


def _group(folder: Path, controllers: str = ALL_CONTROLLERS, procs: str = "", owner: int | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cgroup.controllers").write_text(controllers + "\n")
    (folder / "cgroup.subtree_control").write_text("")
    (folder / "cgroup.procs").write_text(procs)
    if owner is not None:
        for path in (folder, *folder.iterdir()):
            os.chown(path, owner, owner)
    return folder


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A cgroup v2 mount at tmp_path/cgroup whose root and slices belong to someone else."""
    if os.geteuid() != 0:
        pytest.skip("the fake tree's foreign groups need chown (root)")
    root = _group(tmp_path / "cgroup", owner=SOMEONE_ELSE)
    _group(root / "user.slice", owner=SOMEONE_ELSE)
    _group(root / "user.slice" / "user-1000.slice", owner=SOMEONE_ELSE)
    monkeypatch.setattr(cgroup, "_SYSFS", str(root))
    monkeypatch.delenv(cgroup.CGROUP_ENV, raising=False)
    yield root


def _running_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, group: str) -> None:
    self_file = tmp_path / "self-cgroup"
    self_file.write_text(f"0::/{group}\n")
    monkeypatch.setattr(cgroup, "_SELF", str(self_file))


def test_a_terminal_of_a_desktop_session_uses_the_user_service(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = _group(tree / USER_SERVICE)
    _group(service / "init.scope", procs="1234\n")
    _group(service / "app.slice", "cpu memory pids")
    _group(tree / TERMINAL, "cpu memory pids", procs=f"{os.getpid()}\n")
    _running_in(tmp_path, monkeypatch, TERMINAL)
    assert cgroup._delegated_to_this_user(str(tree)) == ("v2", {"": str(service)})
    assert (service / "cgroup.subtree_control").read_text().split() == ["+memory", "+cpu", "+pids"]
    assert not list(service.glob("judge-*"))  # the judge stays where it is: the service holds no process


def test_a_delegated_scope_holding_only_the_judge_gets_a_leaf_for_it(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `systemd-run --user --scope -p Delegate=yes judge ...`: the scope holds the judge alone.
    service = _group(tree / USER_SERVICE)
    _group(service / "app.slice")
    scope = _group(service / "app.slice" / "run-r1.scope", procs=f"{os.getpid()}\n")
    _running_in(tmp_path, monkeypatch, f"{USER_SERVICE}/app.slice/run-r1.scope")
    # The highest group the user owns is the user's service: the runs go there, the judge stays.
    assert cgroup._delegated_to_this_user(str(tree)) == ("v2", {"": str(service)})
    # With only the scope delegated (a service above it that the user does not own):
    os.chown(service, SOMEONE_ELSE, SOMEONE_ELSE)
    os.chown(service / "app.slice", SOMEONE_ELSE, SOMEONE_ELSE)
    assert cgroup._delegated_to_this_user(str(tree)) == ("v2", {"": str(scope)})
    leaf = scope / f"judge-{os.getpid()}"
    assert (leaf / "cgroup.procs").read_text() == str(os.getpid())  # the judge moved itself out
    assert (scope / "cgroup.subtree_control").read_text().split() == ["+memory", "+cpu", "+pids"]


def test_a_delegated_group_holding_other_processes_is_refused(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _group(tree / USER_SERVICE, owner=SOMEONE_ELSE)
    scope = _group(tree / TERMINAL, procs=f"{os.getpid()}\n99999\n")
    os.chown(scope.parent, SOMEONE_ELSE, SOMEONE_ELSE)
    _running_in(tmp_path, monkeypatch, TERMINAL)
    said = cgroup._delegated_to_this_user(str(tree))
    assert isinstance(said, str) and str(scope) in said and "other processes than the judge" in said
    assert (scope / "cgroup.subtree_control").read_text() == ""  # nothing changed


def test_no_delegation_says_how_to_get_one(tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # An ssh session: user-1000.slice/session-3.scope, owned by root's systemd.
    _group(tree / "user.slice" / "user-1000.slice" / "session-3.scope", owner=SOMEONE_ELSE)
    _running_in(tmp_path, monkeypatch, "user.slice/user-1000.slice/session-3.scope")
    said = cgroup._delegated_to_this_user(str(tree))
    assert said == f"no cgroup v2 subtree is delegated to this user where the judge runs: {cgroup.HOW_TO_DELEGATE}"
    assert "systemd-run --user --scope -p Delegate=yes" in cgroup.HOW_TO_DELEGATE


def test_a_delegation_without_the_memory_controller_is_named(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = _group(tree / USER_SERVICE, controllers="cpu pids")
    _running_in(tmp_path, monkeypatch, USER_SERVICE + "/app.slice")
    _group(service / "app.slice", "cpu pids")
    said = cgroup._delegated_to_this_user(str(tree))
    assert said == f"the subtree delegated to this user ({service}) lacks the memory controller"


def test_a_run_group_in_a_v2_tree_is_made_limited_killed_and_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = _group(tmp_path / "delegated")
    monkeypatch.setattr(cgroup, "_layout", lambda: ("v2", {"": str(parent)}))
    monkeypatch.setattr(cgroup, "_refused", None)
    monkeypatch.setattr(cgroup, "_leftovers", [])
    group = cgroup.RunGroup.create(256 << 20, 64)
    folder = Path(group.folders[""])
    assert folder.parent == parent / "nqueens-judge" and folder.name.startswith(f"run-{os.getpid()}-")
    for enabled in (parent, parent / "nqueens-judge"):  # the controllers reach the run's group
        assert (enabled / "cgroup.subtree_control").read_text().split() == ["+memory", "+cpu", "+pids"]
    assert (folder / "memory.max").read_text() == str(256 << 20)
    assert (folder / "memory.swap.max").read_text() == "0"
    assert (folder / "pids.max").read_text() == "64"
    group.remove()
    assert (folder / "cgroup.kill").read_text() == "1"  # the whole group killed at once
    # The kernel's files keep the fake folder from going: it waits for the next sweep, as a busy one would.
    assert cgroup._leftovers == [str(folder)]
    for path in folder.iterdir():
        path.unlink()
    cgroup._sweep({"": str(parent)})
    assert not folder.exists() and cgroup._leftovers == []


def test_the_leaf_of_a_gone_judge_is_swept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parent = _group(tmp_path / "delegated")
    gone = parent / "judge-999999999"
    gone.mkdir()
    mine = parent / f"judge-{os.getpid()}"
    mine.mkdir()
    monkeypatch.setattr(cgroup, "_swept_others", False)
    monkeypatch.setattr(cgroup, "_leftovers", [])
    cgroup._sweep({"": str(parent)})
    assert not gone.exists() and mine.exists()
