"""LRU Cache (LeetCode 146), ACCEPTED: collections.OrderedDict as the order of use.

Idea: an OrderedDict keeps its keys in the order they were last moved, the least recently used
first. get moves a found key to the end; put stores the value, moves the key to the end and, when
that made one key too many, pops the first one. move_to_end and popitem are O(1): the OrderedDict
is itself a hash table threaded by a doubly linked list.

Cost: O(1) per call; O(capacity) space.
"""

from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.items = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.items:
            return -1
        self.items.move_to_end(key)
        return self.items[key]

    def put(self, key: int, value: int) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)
