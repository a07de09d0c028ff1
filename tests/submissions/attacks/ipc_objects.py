# System V IPC and POSIX message queues on n = 4: a shared memory segment, a message queue and a semaphore set under the key the test fills in, a private segment, and a POSIX message queue, each of which would outlive the run where no IPC namespace holds it. Each call must be refused; the answer is wrong by the number that went through.
import ctypes
import os
import platform

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
KEY = 0  # the System V key: the test fills it in and looks for it afterwards
QUEUE = "jem-00000000"  # the POSIX message queue's name

SHMGET, SEMGET, MSGGET, MQ_OPEN = {"x86_64": (29, 64, 68, 240), "aarch64": (194, 190, 186, 180)}[platform.machine()]
IPC_CREAT = 0o1000

libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long


def call(*arguments):
    result = libc.syscall(*(ctypes.c_long(a) if isinstance(a, int) else a for a in arguments))
    if result < 0:
        raise OSError(ctypes.get_errno(), "refused")
    return result


def attempts():
    yield "shmget", lambda: call(SHMGET, KEY, 4096, IPC_CREAT | 0o666)
    yield "shmget(IPC_PRIVATE)", lambda: call(SHMGET, 0, 4096, IPC_CREAT | 0o600)
    yield "msgget", lambda: call(MSGGET, KEY, IPC_CREAT | 0o666)
    yield "semget", lambda: call(SEMGET, KEY, 1, IPC_CREAT | 0o666)
    yield "mq_open", lambda: call(MQ_OPEN, QUEUE.encode(), os.O_CREAT | os.O_RDWR, 0o666, None)


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
            print(f"{went} calls went through")
            answer += went
        return answer
