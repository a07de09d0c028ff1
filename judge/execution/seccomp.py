"""The seccomp filter both modes install: which system calls a submission is refused.

Classic BPF, built here as bytes: bubblewrap reads it from a descriptor (--seccomp), the fallback's
child installs it with prctl (judge/execution/fallback.py). docs/security.md lists what it refuses and why.
"""

from __future__ import annotations

import os
import struct

# Changing a file's mode, owner or times: Landlock does not cover them, so the fallback refuses the
# system calls themselves (no solution needs them). x86-64 numbers, then aarch64's.
_METADATA_CALLS = {
    "x86_64": (90, 91, 92, 93, 94, 132, 235, 260, 261, 268, 280, 452),
    "aarch64": (52, 53, 54, 55, 88, 452),
}


# What the fallback's submission may do to its own process only (the calls' pid argument must be 0,
# "myself"): without a PID namespace, any other pid names a process outside the run, the judge's
# among them. (syscall number, the arguments that must be 0), x86-64 then aarch64.
_OWN_PROCESS_ONLY = {
    "x86_64": ((302, (0,)), (141, (0, 1)), (142, (0,)), (144, (0,)), (203, (0,)), (314, (0,)), (251, (1,))),
    "aarch64": ((261, (0,)), (140, (0, 1)), (118, (0,)), (119, (0,)), (122, (0,)), (274, (0,)), (30, (1,))),
}
# Reaching into other processes or the kernel, which no solution needs: ptrace, process_vm_readv and
# _writev, kcmp, pidfd_open, pidfd_getfd, process_madvise, perf_event_open, bpf, syslog, mknod(at),
# migrate_pages, move_pages.
_REACHING_CALLS = {
    "x86_64": (101, 310, 311, 312, 434, 438, 440, 298, 321, 103, 133, 259, 256, 279),
    "aarch64": (117, 270, 271, 272, 434, 438, 440, 241, 280, 116, 33, 238, 239),
}
# Kernel objects that outlive the process that made them, which no solution needs, refused in both
# modes: the keyrings (add_key, request_key, keyctl: as root bubblewrap makes no user namespace, so
# they are the host's, and a user's keyring is shared by every run and program of that user);
# System V shared memory, semaphores and message queues, and POSIX message queues (the fallback has
# no IPC namespace: a segment or queue stays behind for a later run to read); and userfaultfd, a
# tool of kernel exploits. x86-64 numbers, then aarch64's (asm-generic/unistd.h).
_KERNEL_OBJECT_CALLS = {
    "x86_64": (248, 249, 250, 29, 30, 31, 67, 64, 65, 66, 220, 68, 69, 70, 71, *range(240, 246), 323),
    "aarch64": (217, 218, 219, *range(180, 198), 282),
}
# ioctl, and the requests it is refused in both modes: TIOCSTI (typing into a terminal, which a
# shell outside then runs) and TIOCLINUX (a virtual console's selection and paste). The kernel
# compares the request as 32 bits.
_IOCTL = {"x86_64": 16, "aarch64": 29}
_TERMINAL_REQUESTS = (0x5412, 0x541C)


def seccomp_program(refuse_metadata: bool = False) -> bytes | None:
    """A classic-BPF seccomp filter refusing socket() for every address family, io_uring, the kernel
    objects that outlive a run (keyrings, System V IPC, POSIX message queues), userfaultfd, and the
    ioctl requests that type into a terminal; with refuse_metadata (the fallback, which has no
    read-only filesystem and no PID namespace), also chmod, chown and utime, the calls that reach
    into other processes or the kernel, and the priority, scheduling and resource-limit calls on any
    process but the caller's own.

    Unix sockets are refused too: the host's socket files (dbus, docker, databases) are still
    connectable through a read-only bind. socketpair() stays allowed: it reaches nothing outside.
    """
    # audit arch, socket syscall number, io_uring_setup syscall number
    arches = {"x86_64": (0xC000003E, 41, 425), "aarch64": (0xC00000B7, 198, 425)}
    machine = os.uname().machine
    if machine not in arches:
        return None
    audit_arch, sys_socket, sys_io_uring_setup = arches[machine]
    load_word, jump_eq, jump_ge, ret = 0x20, 0x15, 0x35, 0x06
    allow, errno = 0x7FFF0000, 0x00050000
    eperm, eafnosupport, enosys = 1, 97, 38

    def op(code: int, jt: int, jf: int, k: int) -> bytes:
        return struct.pack("HBBI", code, jt, jf, k)

    program = [
        op(load_word, 0, 0, 4),  # arch
        op(jump_eq, 1, 0, audit_arch),
        op(ret, 0, 0, errno | eperm),  # a foreign syscall ABI: refuse everything
        op(load_word, 0, 0, 0),  # syscall number
        op(jump_ge, 0, 1, 0x40000000),  # x32 ABI numbers
        op(ret, 0, 0, errno | eperm),
        op(jump_eq, 0, 1, sys_io_uring_setup),
        op(ret, 0, 0, errno | enosys),
        op(jump_eq, 0, 1, sys_socket),
        op(ret, 0, 0, errno | eafnosupport),
    ]
    for number in _KERNEL_OBJECT_CALLS[machine]:
        program += [op(jump_eq, 0, 1, number), op(ret, 0, 0, errno | eperm)]
    # ioctl with a terminal request refused, any other allowed: the request's low 32 bits compared.
    requests = [op(load_word, 0, 0, 16 + 8 * 1)]
    for position, request in enumerate(_TERMINAL_REQUESTS):
        requests.append(op(jump_eq, len(_TERMINAL_REQUESTS) - position, 0, request))
    requests += [op(ret, 0, 0, allow), op(ret, 0, 0, errno | eperm)]
    program += [op(jump_eq, 0, len(requests), _IOCTL[machine]), *requests]
    for number in (*_METADATA_CALLS[machine], *_REACHING_CALLS[machine]) if refuse_metadata else ():
        program += [op(jump_eq, 0, 1, number), op(ret, 0, 0, errno | eperm)]
    for number, arguments in _OWN_PROCESS_ONLY[machine] if refuse_metadata else ():
        # The call with each listed argument's low 32 bits (a pid_t, an int) 0; else refused.
        block = []
        for position, argument in enumerate(arguments):
            block += [op(load_word, 0, 0, 16 + 8 * argument), op(jump_eq, 0, 2 * (len(arguments) - position) - 1, 0)]
        block += [op(ret, 0, 0, allow), op(ret, 0, 0, errno | eperm)]
        program += [op(jump_eq, 0, len(block), number), *block]
    program.append(op(ret, 0, 0, allow))
    return b"".join(program)
