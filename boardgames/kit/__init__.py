"""The app's widget kit: what every game page is made of (the page itself, the board that
hosts a game's painter, the grid painter, the shared widgets). Games' ``ui`` packages build
on it; the shell (main window, lessons, exercises) puts the pages in the window."""
