"""Marking English text for translation in Qt-free modules.

Qt-free code never translates: it hands the UI codes and numbers. A few English strings
must still live beside the data they describe (a plug-in's title, a player's name);
``QT_TRANSLATE_NOOP(context, text)`` marks them where they are defined, so that
``pyside6-lupdate`` collects them, and returns ``text`` unchanged. The UI translates them
when it shows them: ``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations

#: The interface languages the app ships: (code, the language's own name).
LANGUAGES = (("en", "English"), ("ru", "Русский"), ("es", "Español"), ("de", "Deutsch"))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, so lupdate finds it)
    """Return ``text``; ``context`` names the translation context the UI will use."""
    return text
