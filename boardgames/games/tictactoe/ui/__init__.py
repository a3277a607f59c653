"""Qt code of tic-tac-toe: the view, its board widget and side panel."""
