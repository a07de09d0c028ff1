# Reaching a host service through a Unix socket file on the read-only-bound host filesystem (the test listens on UNIX_PATH under /run) on n = 4: must fail; Accepted when blocked, Wrong Answer when it connected.
import socket

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
UNIX_PATH = ""  # the test replaces this with the path of a Unix socket it listens on


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                    sock.settimeout(0.3)
                    sock.connect(UNIX_PATH)
                    sock.sendall(b"escaped")
            except OSError as error:
                print(f"unix socket {UNIX_PATH}: blocked ({type(error).__name__}: {error})", flush=True)
            else:
                print(f"unix socket {UNIX_PATH}: SUCCEEDED", flush=True)
                return -1
        return ANSWERS[n - 1]
