# Reaching the network on n = 4: TCP to the test's listener on 127.0.0.1:PORT, TCP/UDP to 1.1.1.1:53, IPv6 loopback, netlink, raw packets, the test's abstract Unix socket: all must fail; Accepted when all failed, Wrong Answer otherwise.
import socket

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]
PORT = 0  # the test replaces this with the port of a socket it listens on
ABSTRACT = "jem-00000000"  # the test listens on this abstract Unix socket name (after a NUL)
# Outside this machine too, where only the sandbox keeps the packets in (the fallback's test sets False).
REMOTE = True


def tcp(address, family=socket.AF_INET):
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.3)
        sock.connect(address)
        sock.sendall(b"escaped")


def udp(address):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(0.3)
        sock.sendto(b"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x07example\x03com\x00\x00\x01\x00\x01", address)
        sock.recvfrom(512)


def open_socket(family, kind, protocol=0):
    socket.socket(family, kind, protocol).close()


def abstract_unix():
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.3)
        sock.connect("\0" + ABSTRACT)
        sock.sendall(b"escaped")


ATTEMPTS = {
    "tcp 127.0.0.1 listener": lambda: tcp(("127.0.0.1", PORT)),
    "udp 127.0.0.1 listener's port": lambda: udp(("127.0.0.1", PORT)),
    "tcp [::1] listener": lambda: tcp(("::1", PORT, 0, 0), socket.AF_INET6),
    "netlink socket": lambda: open_socket(socket.AF_NETLINK, socket.SOCK_RAW, 0),
    "packet socket": lambda: open_socket(socket.AF_PACKET, socket.SOCK_RAW, 0),
    "abstract unix socket of the test": abstract_unix,
}
if REMOTE:
    ATTEMPTS["tcp 1.1.1.1:53"] = lambda: tcp(("1.1.1.1", 53))
    ATTEMPTS["udp 1.1.1.1:53"] = lambda: udp(("1.1.1.1", 53))


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            succeeded = []
            for name, attempt in ATTEMPTS.items():
                try:
                    attempt()
                except OSError as error:
                    print(f"{name}: blocked ({type(error).__name__}: {error})")
                else:
                    succeeded.append(name)
                    print(f"{name}: SUCCEEDED")
            print(f"{len(succeeded)} connections succeeded", flush=True)
            if succeeded:
                return -1
        return ANSWERS[n - 1]
