"""LRU Cache (LeetCode 146), WRONG ANSWER: a stored 0 is answered as a miss.

Idea: an OrderedDict as the order of use, as accepted/ordered_dict.py, with get written in one
line: `self.items.get(key) or -1`. Values may be 0, and 0 is false, so a key that holds 0 answers
-1 (and is not refreshed, as a miss would not be).

Cost: O(1) per call.
"""

from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items = OrderedDict()

    def get(self, key: int) -> int:
        value = self.items.get(key)
        if value:
            self.items.move_to_end(key)
        return value or -1

    def put(self, key: int, value: int) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)
