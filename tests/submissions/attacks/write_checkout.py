# Writing into the project on n = 4 (open for writing, create, remove, rename, utime, chmod, also .git; and the host's /tmp and /var/tmp, which the test checks): every attempt on the project must fail; Accepted when all failed, Wrong Answer when one succeeded.
import os
import sys

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
MARKER = "jem-00000000"  # the test replaces this with a unique marker
REPO = "/nonexistent"  # the test replaces this with the checkout's path
INSTALLED = "/nonexistent"  # and this with the installed package's folder, when there is one
SELF = os.path.join(REPO, "tests", "submissions", "attacks", "write_checkout.py")


def attempts():
    def open_existing(path, mode):
        # Opening for writing is enough to show the file is writable; nothing is written.
        with open(path, mode):
            pass

    def create(path):
        with open(path, "w") as handle:
            handle.write("pwned\n")

    yield "open judge/pipeline.py r+", lambda: open_existing(os.path.join(REPO, "judge", "pipeline.py"), "r+b")
    yield "open pyproject.toml a", lambda: open_existing(os.path.join(REPO, "pyproject.toml"), "ab")
    yield "open os.O_WRONLY attack file", lambda: os.close(os.open(SELF, os.O_WRONLY))
    yield "create checkout file", lambda: create(os.path.join(REPO, MARKER + ".txt"))
    yield "create judge module", lambda: create(os.path.join(REPO, "judge", MARKER + ".py"))
    yield "create in .git", lambda: create(os.path.join(REPO, ".git", MARKER))
    yield "create judge bytecode", lambda: create(os.path.join(REPO, "judge", "__pycache__", MARKER + ".cpython-311.pyc"))
    yield "mkdir in checkout", lambda: os.mkdir(os.path.join(REPO, MARKER + "-dir"))
    yield "symlink in checkout", lambda: os.symlink("/etc/passwd", os.path.join(REPO, MARKER + "-link"))
    yield "remove attack file", lambda: os.remove(SELF)
    yield "rename attack file", lambda: os.rename(SELF, SELF + ".moved")
    yield "utime pyproject.toml", lambda: os.utime(os.path.join(REPO, "pyproject.toml"), (0, 0))
    yield "chmod attack file", lambda: os.chmod(SELF, 0o644)
    yield "open installed pipeline.py r+", lambda: open_existing(os.path.join(INSTALLED, "pipeline.py"), "r+b")
    yield "create installed module", lambda: create(os.path.join(INSTALLED, MARKER + ".py"))


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            succeeded = []
            for name, attempt in attempts():
                try:
                    attempt()
                except OSError as error:
                    print(f"{name}: blocked ({type(error).__name__})")
                else:
                    succeeded.append(name)
                    print(f"{name}: SUCCEEDED")
            # In bubblewrap /tmp and /var/tmp are private (a sandbox of an ordinary user may write there),
            # so a write is no proof of escape: the test checks these files never show on the host.
            for folder in ("/tmp", "/var/tmp"):
                try:
                    with open(os.path.join(folder, MARKER), "w") as handle:
                        handle.write("written inside the sandbox\n")
                    print(f"{folder}: written")
                except OSError as error:
                    print(f"{folder}: {type(error).__name__}")
            print(f"checkout {REPO}: {len(succeeded)} writes succeeded", flush=True)
            if succeeded:
                return -1
        return ANSWERS[n - 1]
