"""Class mode in the window: File > Start a class… (the teacher's class view) and File >
Join a class… (a student's app sends each exercise check to the teacher's)."""
