class Solution:
    def __init__(self, n: int, blacklist: List[int]):
        self.size = n - len(blacklist)
        black = set(blacklist)
        self.remap = {}
        last = n - 1
        for b in blacklist:
            if b < self.size:
                while last in black:
                    last -= 1
                self.remap[b] = last
                last -= 1

    def pick(self) -> int:
        k = random.randrange(self.size)
        return self.remap.get(k, k)
