"""Lesson mode, Qt views: :class:`boardgames.app.lessons.page.LessonsPage` and its parts."""

from boardgames.app.lessons.pyside_refcount import pin_singletons

pin_singletons()
