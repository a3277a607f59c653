"""The exercises window: a statement, an editor, Check (in the sandbox, off the GUI thread),
hints one by one, the reference for the teacher, and progress per student name."""
