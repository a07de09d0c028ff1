"""LRU Cache (LeetCode 146), TIME LIMIT EXCEEDED: the order of use kept as a Python list.

Idea: a dict for the values and a list of the keys, oldest first. A use removes the key from the
list and appends it; an eviction pops the list's first key. Correct, but list.remove searches
from the front: a key used lately sits near the end, so every call on it walks nearly the whole
list. With 3000 keys held and 2 * 10^5 calls mostly on keys used lately, that is some 5 * 10^8
comparisons, about 10 s even though each one runs in C. A linked list (or an OrderedDict) moves a
key in O(1).

Cost: O(capacity) per call.
"""


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.values = {}
        self.order = []

    def get(self, key: int) -> int:
        if key not in self.values:
            return -1
        self.order.remove(key)
        self.order.append(key)
        return self.values[key]

    def put(self, key: int, value: int) -> None:
        if key in self.values:
            self.order.remove(key)
        elif len(self.order) == self.capacity:
            del self.values[self.order.pop(0)]
        self.values[key] = value
        self.order.append(key)
