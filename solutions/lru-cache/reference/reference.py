"""Reference solution for LeetCode 146, "LRU Cache".

Idea: a dict from each key to its node in a doubly linked list that keeps the keys in order of
use, the least recently used just after a head sentinel and the most recent just before a tail
sentinel. get finds the node through the dict and moves it to the tail end; put either updates a
present node (and moves it) or links a new one at the tail end, first unlinking the node after
the head (and dropping its key) when the cache is full. Every step touches a fixed number of
nodes and one dict entry.

Cost: O(1) per call; O(capacity) space.
"""


class Node:
    __slots__ = ("key", "next", "prev", "value")

    def __init__(self, key: int = 0, value: int = 0) -> None:
        self.key = key
        self.value = value
        self.prev = self
        self.next = self


class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.nodes = {}
        # One sentinel is both head and tail: sentinel.next is the oldest, sentinel.prev the newest.
        self.sentinel = Node()

    def _unlink(self, node: Node) -> None:
        node.prev.next = node.next
        node.next.prev = node.prev

    def _append(self, node: Node) -> None:
        last = self.sentinel.prev
        last.next = node
        node.prev = last
        node.next = self.sentinel
        self.sentinel.prev = node

    def get(self, key: int) -> int:
        node = self.nodes.get(key)
        if node is None:
            return -1
        self._unlink(node)
        self._append(node)
        return node.value

    def put(self, key: int, value: int) -> None:
        node = self.nodes.get(key)
        if node is not None:
            node.value = value
            self._unlink(node)
            self._append(node)
            return
        if len(self.nodes) == self.capacity:
            oldest = self.sentinel.next
            self._unlink(oldest)
            del self.nodes[oldest.key]
        node = Node(key, value)
        self.nodes[key] = node
        self._append(node)
