"""The game plug-ins shipped with boardgames (each also registered as an entry point)."""
