"""Connect Four as a boardgames plug-in: Qt-free rules, players from the framework, and a
descriptor; the app draws it on its shared grid board."""
