"""Qt-free framework shared by every game: the game contract and plug-in discovery."""
