"""LRU Cache (LeetCode 146), TIME LIMIT EXCEEDED: the order of use kept as a Python list, searched
with a loop.

Idea: a dict for the values and a list of the keys, oldest first. A use finds the key in the list,
deletes it there and appends it; an eviction pops the list's first key. Correct, but the search
starts from the front: a key used lately sits near the end, so every call on it walks nearly the
whole list. With 3000 keys held and 2 * 10^5 calls mostly on keys used lately, the largest case
takes about 10 s of a Python loop, 2.5 times the 4 s limit. (`list.remove` walks the same way in C:
3.6 s on one machine, near 10 s on another, too close to the limit to be sure of the verdict.) A
linked list (or an OrderedDict) moves a key in O(1).

Cost: O(capacity) per call.
"""


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.values = {}
        self.order = []

    def _forget(self, key: int) -> None:
        order = self.order
        for index in range(len(order)):
            if order[index] == key:
                del order[index]
                return

    def get(self, key: int) -> int:
        if key not in self.values:
            return -1
        self._forget(key)
        self.order.append(key)
        return self.values[key]

    def put(self, key: int, value: int) -> None:
        if key in self.values:
            self._forget(key)
        elif len(self.order) == self.capacity:
            del self.values[self.order.pop(0)]
        self.values[key] = value
        self.order.append(key)
