"""Lesson mode, Qt views: :class:`boardgames.app.lessons.page.LessonsPage` and its parts."""
