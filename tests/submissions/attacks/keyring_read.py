# The kernel's keyrings on n = 4: read the key the test planted in the judge's session keyring (by its id, by a search, by request_key), and leave keys behind in the user's keyrings for a later run. Each call must be refused; the answer is wrong by the number that went through.
import ctypes
import os
import platform

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
KEY_ID = 0  # the planted key's id: the test fills it in
DESCRIPTION = "jem-00000000"  # the planted key's description
LEFT = "jem-00000000-left"  # the description of the keys this attack tries to leave behind

ADD_KEY, REQUEST_KEY, KEYCTL = {"x86_64": (248, 249, 250), "aarch64": (217, 218, 219)}[platform.machine()]
GET_KEYRING_ID, SEARCH, READ, GET_PERSISTENT = 0, 10, 11, 22
SESSION, USER, USER_SESSION = -3, -4, -5

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


def call(*arguments):
    """The system call's result; an OSError with its errno when it fails."""
    result = libc.syscall(*(ctypes.c_long(a) if isinstance(a, int) else a for a in arguments))
    if result < 0:
        raise OSError(ctypes.get_errno(), "refused")
    return result


def read(key):
    buffer = ctypes.create_string_buffer(4096)
    size = call(KEYCTL, READ, key, buffer, len(buffer))
    return buffer.raw[: min(size, len(buffer))].decode("utf-8", "replace")


def attempts():
    yield "read the planted key by its id", lambda: read(KEY_ID)
    yield "search the session keyring", lambda: read(call(KEYCTL, SEARCH, SESSION, b"user", DESCRIPTION.encode(), 0))
    yield "request_key", lambda: read(call(REQUEST_KEY, b"user", DESCRIPTION.encode(), None, 0))
    yield "find the session keyring", lambda: call(KEYCTL, GET_KEYRING_ID, SESSION, 0)
    for name, keyring in (("session", SESSION), ("user", USER), ("user session", USER_SESSION)):
        yield f"add a key to the {name} keyring", lambda keyring=keyring: call(ADD_KEY, b"user", LEFT.encode(), b"left", 4, keyring)
    yield "add a key to the persistent keyring", lambda: call(ADD_KEY, b"user", LEFT.encode(), b"left", 4, call(KEYCTL, GET_PERSISTENT, -1, SESSION))


def keys_listed():
    """The lines of /proc/keys, as this process sees it, that name the planted key (a possessed key is listed)."""
    try:
        with open("/proc/keys") as handle:
            return f"{sum(DESCRIPTION + ':' in line for line in handle)} lines"
    except OSError as error:
        return f"unreadable ({type(error).__name__})"


class Solution:
    def totalNQueens(self, n):
        answer = ANSWERS[n - 1]
        if n == 4:
            went = 0
            for name, attempt in attempts():
                try:
                    print(f"{name}: WENT THROUGH: {attempt()}")
                    went += 1
                except OSError as error:
                    print(f"{name}: refused ({os.strerror(error.errno)})")
            print(f"/proc/keys naming the planted key: {keys_listed()}")
            print(f"{went} calls went through")
            answer += went
        return answer
