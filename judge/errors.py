"""Errors the CLI turns into one line and an exit status."""


class UsageError(Exception):
    """Something the user can fix (a bad path, an unknown problem); exit status 2."""
