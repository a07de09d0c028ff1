"""The N-Queens judge kit: a local, offline, online-judge style practice kit."""

__version__ = "0.1.0"
