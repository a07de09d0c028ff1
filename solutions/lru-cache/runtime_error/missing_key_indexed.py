"""LRU Cache (LeetCode 146), RUNTIME ERROR: get indexes the dict before knowing the key is there.

Idea: an OrderedDict as the order of use, as accepted/ordered_dict.py, but get calls
move_to_end(key) first and checks for the key after: move_to_end raises KeyError for a key the
cache does not hold, so the first get that misses ends the run (in the example, call 5, get(2),
after 2 was evicted).

Cost: O(1) per call, until it raises.
"""

from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items = OrderedDict()

    def get(self, key: int) -> int:
        self.items.move_to_end(key)  # KeyError when key is not held
        return self.items.get(key, -1)

    def put(self, key: int, value: int) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)
