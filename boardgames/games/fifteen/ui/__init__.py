"""The 15-puzzle's Qt code: the view, its board widget and panel, the Compare window."""
