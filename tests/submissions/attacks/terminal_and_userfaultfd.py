# Typing into a terminal (TIOCSTI), a virtual console's selection (TIOCLINUX) and userfaultfd on n = 4. The filter must refuse each with EPERM (stdin is /dev/null, where the kernel itself would say ENOTTY; userfaultfd in user mode is open to anyone); the answer is wrong by the number of calls not refused so.
import ctypes
import errno
import os
import platform

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
IOCTL, USERFAULTFD = {"x86_64": (16, 323), "aarch64": (29, 282)}[platform.machine()]
TIOCSTI, TIOCLINUX = 0x5412, 0x541C
UFFD_USER_MODE_ONLY = 1

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


def call(*arguments):
    result = libc.syscall(*(ctypes.c_long(a) if isinstance(a, int) else a for a in arguments))
    if result < 0:
        raise OSError(ctypes.get_errno(), "refused")
    return result


def attempts():
    typed = ctypes.c_char(b"x")
    yield "TIOCSTI", lambda: call(IOCTL, 0, TIOCSTI, ctypes.byref(typed))
    selection = ctypes.c_char(b"\x02")  # TIOCL_SETSEL's subcode, at least
    yield "TIOCLINUX", lambda: call(IOCTL, 0, TIOCLINUX, ctypes.byref(selection))
    yield "TIOCSTI, request with high bits set", lambda: call(IOCTL, 0, TIOCSTI | (1 << 32), ctypes.byref(typed))
    yield "userfaultfd", lambda: os.close(call(USERFAULTFD, os.O_CLOEXEC | UFFD_USER_MODE_ONLY))


class Solution:
    def totalNQueens(self, n):
        answer = ANSWERS[n - 1]
        if n == 4:
            went = 0
            for name, attempt in attempts():
                try:
                    attempt()
                    print(f"{name}: WENT THROUGH")
                    went += 1
                except OSError as error:
                    print(f"{name}: {errno.errorcode.get(error.errno, error.errno)}")
                    went += error.errno != errno.EPERM
            print(f"{went} calls not refused")
            answer += went
        return answer
