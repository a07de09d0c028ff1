"""LRU Cache (LeetCode 146), TIME LIMIT EXCEEDED: a list of [key, value] pairs scanned per call.

Idea: one list of pairs, least recently used first. get walks the list for the key, and when it
finds it moves the pair to the end; put walks it the same way, and either moves the pair or, in a
full cache, drops the first pair before appending a new one. Correct, but every call walks the
list in Python, and a miss walks all of it: with 3000 pairs and 2 * 10^5 calls that is up to
6 * 10^8 steps of the interpreter, a minute or more. A dict finds the key in O(1).

Cost: O(capacity) per call.
"""


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.pairs = []

    def get(self, key: int) -> int:
        for index, pair in enumerate(self.pairs):
            if pair[0] == key:
                self.pairs.append(self.pairs.pop(index))
                return pair[1]
        return -1

    def put(self, key: int, value: int) -> None:
        for index, pair in enumerate(self.pairs):
            if pair[0] == key:
                self.pairs.pop(index)
                break
        else:
            if len(self.pairs) == self.capacity:
                self.pairs.pop(0)
        self.pairs.append([key, value])
