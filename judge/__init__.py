"""The judge kit: a local, offline, online-judge style practice kit for LeetCode-style problems."""

__version__ = "0.1.0"
