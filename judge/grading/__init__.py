"""Grading a class: the batch, the workers, the results store, the summary and the report formats."""
