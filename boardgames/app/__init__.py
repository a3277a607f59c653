"""The Qt application: main window, start page, shared widgets. Shows and drives the
Qt-free game rules; contains no game logic of its own."""
