# Raising its own hard limits (address space, CPU, processes, files) on n = 4, then touching 400 MB: the raise must be refused; Memory Limit Exceeded.
import resource

ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596]


class Solution:
    def totalNQueens(self, n):
        if n == 4:
            raised = []
            for name in ("RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_NPROC", "RLIMIT_NOFILE", "RLIMIT_FSIZE"):
                kind = getattr(resource, name)
                soft, hard = resource.getrlimit(kind)
                if hard == resource.RLIM_INFINITY:
                    continue
                try:
                    resource.setrlimit(kind, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
                    raised.append(name)
                except (ValueError, OSError):
                    pass
            print(f"raised: {raised}", flush=True)
            block = b"\x01" * (400 << 20)
            return len(block)
        return ANSWERS[n - 1]
