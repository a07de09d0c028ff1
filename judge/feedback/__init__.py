"""What a report says beyond the verdict: the drawing of boards and values, the hints behind wrong
answers, and the diagnostics of a failure (the traceback in the user's terms, the likely cause).
The pipeline adds them to every report; the learner's tools and the front ends show them."""
