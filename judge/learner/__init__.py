"""What helps a learner: hints, diagnostics, drawn boards, history, starter files, watch, comparison."""
