"""Running a built program under limits: the protocol, the sandbox, the supervisor, and `judge doctor`."""
