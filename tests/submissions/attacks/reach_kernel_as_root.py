# Reaching the kernel on n = 4: read its log, open /dev/kmsg, make a device node in the scratch folder. Each must be refused (as root: no capabilities, no devices); the answer is wrong by the number that went through.
import ctypes
import os
import stat

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


def attempts():
    def read_log():
        libc = ctypes.CDLL(None, use_errno=True)
        buffer = ctypes.create_string_buffer(4096)
        if libc.klogctl(3, buffer, 4096) < 0:  # SYSLOG_ACTION_READ_ALL
            raise OSError(ctypes.get_errno(), "klogctl")

    def open_kmsg():
        os.close(os.open("/dev/kmsg", os.O_RDONLY))

    def make_node():
        os.mknod("jem-00000000-kmsg", stat.S_IFCHR | 0o600, os.makedev(1, 11))

    return [read_log, open_kmsg, make_node]


class Solution:
    def totalNQueens(self, n):
        answer = ANSWERS[n - 1]
        if n == 4:
            for attempt in attempts():
                try:
                    attempt()
                    answer += 1
                except OSError:
                    pass
        return answer
