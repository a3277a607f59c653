"""Every game's "How to play" card is there, whole, in every language the app ships
(issue 14): its goal, rules and keys are translated, never empty."""

import pytest
from PySide6.QtCore import QCoreApplication

from boardgames.core.plugins import discover

BUILT_IN = ("fifteen", "tictactoe")  # the plug-ins whose texts the app's .ts files carry


def card_texts(plugin):
    card = plugin.load_how_to_play()
    english = [card.goal, *card.rules, *(text for pair in card.keys for text in pair)]
    return english, [QCoreApplication.translate(plugin.id, text) for text in english]


@pytest.mark.parametrize("code", ["en", "ru", "es", "de"])
@pytest.mark.parametrize("plugin", discover().plugins, ids=lambda p: p.id)
def test_every_card_is_whole_in_every_language(language, code, plugin):
    language(code)
    english, shown = card_texts(plugin)
    assert english and all(text.strip() for text in shown)
    if code != "en" and plugin.id in BUILT_IN:
        keys_only = {"F1", "Ctrl+Z", "Ctrl+Z / Ctrl+Y"}  # key names may stay as they are
        untranslated = [t for t, e in zip(shown, english, strict=True) if t == e and e not in keys_only]
        assert untranslated == [], untranslated


@pytest.mark.parametrize("code, word", [("ru", "Уровень"), ("es", "Nivel"), ("de", "Stufe")])
def test_the_level_control_speaks_the_language(language, qtbot, code, word):
    from boardgames.app.level_control import LevelControl

    language(code)
    control = LevelControl()
    qtbot.addWidget(control)
    control.set_levels(["a", "b"], 2)
    assert control.label.text().startswith(word)
