"""LRU Cache (LeetCode 146), ACCEPTED: a plain dict, whose keys keep their order of insertion.

Idea: since Python 3.7 a dict iterates its keys in the order they were inserted, and deleting a
key then inserting it again puts it last. So a use is pop-and-reinsert, and the least recently
used key is the dict's first, next(iter(...)). Assigning to a present key would keep its old
place: put pops it first (wrong_answer/put_keeps_old_place.py forgets to).

Cost: O(1) amortized per call (the dict compacts the holes its deletions leave when it grows);
O(capacity) space.
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
        if key in self.items:
            del self.items[key]
        elif len(self.items) == self.capacity:
            del self.items[next(iter(self.items))]
        self.items[key] = value
