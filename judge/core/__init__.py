"""The kit's vocabulary: problem packages, signatures, verdicts, limits, submissions and the report model."""
