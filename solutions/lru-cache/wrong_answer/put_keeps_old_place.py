"""LRU Cache (LeetCode 146), WRONG ANSWER: a put on a present key does not make it the newest.

Idea: a dict's keys in insertion order as the order of use, as accepted/dict_reinsert.py. But put
assigns a present key in place, and assigning never moves a key in a dict: the updated key keeps
its old place, and a later eviction throws it out while an older key stays. In the example cache
of two, put(1, 1), put(2, 2), put(1, 10), put(3, 3) must evict 2; this evicts 1.

Cost: O(1) per call.
"""


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items = {}

    def get(self, key: int) -> int:
        if key not in self.items:
            return -1
        value = self.items.pop(key)
        self.items[key] = value
        return value

    def put(self, key: int, value: int) -> None:
        if key not in self.items and len(self.items) == self.capacity:
            del self.items[next(iter(self.items))]
        self.items[key] = value  # a present key stays where it was
