"""Errors the CLI turns into one line, and the exit statuses every command uses."""

EXIT_OK = 0  # Accepted (or the command did its job)
EXIT_VERDICT = 1  # any verdict other than Accepted
EXIT_USAGE = 2  # something the user can fix, said in one line on stderr
EXIT_INTERNAL = 3  # the judge itself failed


class UsageError(Exception):
    """Something the user can fix (a bad path, an unknown problem); exit status 2."""
