"""Starting the application: QApplication, translations, settings, the main window, and
the ``--screenshot`` mode that renders the window to a PNG without a screen."""

from __future__ import annotations

import os
import sys

from boardgames.core.i18n import LANGUAGES

APP_NAME = "boardgames"


def _parse_window_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"'{text}' is not a window size; write it as WIDTHxHEIGHT, e.g. 1280x800") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise ValueError(f"a {width}x{height} window is too small or too large")
    return width, height


#: Interface languages the app ships (code, name in that language).


def create_application(argv: list[str] | None = None, language: str | None = None):
    """Return the running QApplication or create one with the app's names, the
    translations for ``language`` (a code such as ``"ru"``; default: the system's) and
    Python's garbage collector run by its GUI thread (:mod:`boardgames.app.collector`)."""
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtWidgets import QApplication

    from boardgames.app import collector

    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    collector.install(app)
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    if app.property("boardgames_translators") is None:
        locale = QLocale(language) if language else QLocale()
        QLocale.setDefault(locale)  # numbers in the interface's language (kit/i18n.py)
        app.setProperty("boardgames_translators", len(install_translations(app, locale)))
        app.setProperty("boardgames_language", locale.name().split("_")[0])
        app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Board games"))
        _set_desktop_identity(app)
    return app


def _set_desktop_identity(app) -> None:
    """The window icon, and the desktop entry's name (Wayland matches windows to the menu
    entry of ``boardgames --install-desktop-entry`` by it)."""
    from PySide6.QtGui import QIcon

    from boardgames.desktop_entry import APP_ID
    from boardgames.resources import resource

    app.setDesktopFileName(APP_ID)
    try:
        icon = resource("icons", "boardgames.svg")
    except FileNotFoundError:
        return
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def install_translations(app, locale) -> list:
    """Load the app's and Qt's own translations for ``locale`` (a QLocale) into ``app``.

    Returns the installed QTranslator objects (kept alive by the app's property).
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from boardgames.resources import resource

    installed = []
    candidates = [
        ("qtbase", "_", QLibraryInfo.path(QLibraryInfo.TranslationsPath)),
    ]
    try:
        candidates.append(("boardgames", "_", str(resource("translations"))))
    except FileNotFoundError:
        pass
    if locale.language() == QLocale.Language.C:  # LANG=C (a fresh or slim system): English,
        locale = QLocale(QLocale.Language.English)  # whose .qm holds the singular forms
    for name, prefix, folder in candidates:
        translator = QTranslator(app)
        if translator.load(locale, name, prefix, folder):
            app.installTranslator(translator)
            installed.append(translator)
    from boardgames.core.plugins import discover

    return installed + install_plugin_translations(app, locale, discover().plugins)


def install_plugin_translations(app, locale, plugins) -> list:
    """Load the translations the game ``plugins`` ship (``GamePlugin.translations``) for
    ``locale`` into ``app``; a plug-in whose files cannot be found keeps its English.
    Returns the installed QTranslator objects."""
    from PySide6.QtCore import QTranslator

    installed = []
    for plugin in plugins:
        try:
            folder = plugin.translations_folder()
        except ImportError:
            continue
        translator = QTranslator(app)
        if folder is not None and translator.load(locale, plugin.id, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def make_settings():
    """The app's QSettings (INI file in the user's config folder)."""
    from PySide6.QtCore import QSettings

    return QSettings(QSettings.IniFormat, QSettings.UserScope, APP_NAME, APP_NAME)


def _saved_game_readable(path: str | None) -> bool:
    """``--open FILE``: check the file's form and game before any window exists (a
    missing or bad file: one line on stderr, False)."""
    if path is None:
        return True
    from boardgames.app.saved_games import check_file
    from boardgames.core.plugins import discover

    saved, message = check_file(path, discover())
    if saved is None:
        print(f"boardgames: error: {message}", file=sys.stderr)
    return saved is not None


def _lesson_known(lesson: str | None) -> bool:
    """``--lesson ID``: check that the lesson exists before any window exists (an unknown
    id: one line on stderr listing the lessons, False)."""
    if lesson is None:
        return True
    from boardgames.lessons.loader import find_lessons

    ids = [entry.id for entry in find_lessons()]
    if lesson in ids:
        return True
    print(f"boardgames: error: there is no lesson '{lesson}'; choose one of: "
          + (", ".join(ids) or "(no lessons installed)"), file=sys.stderr)
    return False


def _class_address_valid(address: str | None) -> bool:
    """True when ``--join`` was not given or names ``HOST:PORT`` (else one line on stderr)."""
    if address is None:
        return True
    from boardgames.classroom.client import parse_address
    from boardgames.classroom.model import ClassError

    try:
        parse_address(address)
    except ClassError as error:
        print(f"boardgames: error: --join: {error}", file=sys.stderr)
        return False
    return True


def run_app(options) -> int:
    """Start the GUI with the parsed command-line ``options`` (see ``boardgames.cli``)."""
    screenshot = options.screenshot
    size = (0, 0)
    if screenshot is not None:
        checked = _screenshot_size(screenshot, options.window_size)
        if checked is None:
            return 2
        size = checked
    if not _options_valid(options):
        return 2
    from boardgames.core import sandbox
    from boardgames.core.sandbox.workspace import remove_stale_folders

    if getattr(options, "allow_unconfined", False):
        sandbox.allow_unconfined()
    remove_stale_folders()  # what an earlier copy of the app, killed mid-run, left
    app = create_application(language=_interface_language(options))
    if screenshot:  # a throwaway settings file: same picture every time, user's untouched
        import tempfile

        with tempfile.TemporaryDirectory(prefix="boardgames-shot-") as folder:
            return _open_window(app, options, screenshot, size,
                                os.path.join(folder, "settings.ini"))
    return _open_window(app, options, None, (0, 0), None)


def _screenshot_size(screenshot: str, window_size: str) -> tuple[int, int] | None:
    """``--screenshot FILE --window-size WxH``: the window's size in pixels, or None (and
    one line on stderr) when the file name does not end in .png or the size is bad.
    Without a display, Qt is set to draw offscreen."""
    if not screenshot.strip() or not screenshot.lower().endswith(".png"):
        print(f"boardgames: error: '{screenshot}' is not a screenshot file name; "
              "choose a file name ending in .png, e.g. --screenshot window.png",
              file=sys.stderr)
        return None
    try:
        size = _parse_window_size(window_size)
    except ValueError as exc:
        print(f"boardgames: error: {exc}", file=sys.stderr)
        return None
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return size


def _options_valid(options) -> bool:
    """Check ``--language``, ``--open``, ``--lesson`` and ``--join`` before any window
    exists (the first bad one: one line on stderr, False)."""
    language = options.language
    if language and language not in dict(LANGUAGES):
        print(f"boardgames: error: no translation for '{language}'; choose one of: "
              + ", ".join(code for code, _ in LANGUAGES), file=sys.stderr)
        return False
    return (_saved_game_readable(getattr(options, "open_file", None))
            and _lesson_known(options.lesson)
            and _class_address_valid(getattr(options, "join", None)))


def _interface_language(options) -> str | None:
    """``--language``, else (not for a screenshot) the language chosen in the app's
    settings, else None (the system's)."""
    if options.language or options.screenshot:
        return options.language or None
    from boardgames.kit.settings import read_choice

    stored = read_choice(make_settings(), "app/language", "", [code for code, _ in LANGUAGES])
    return stored or None


def _open_window(app, options, screenshot: str | None,
                 size: tuple[int, int], settings_file: str | None) -> int:
    """Create the main window (settings from ``settings_file``, or the user's), open the
    requested game, lesson or saved game, and run the app or take the screenshot."""
    from PySide6.QtCore import QSettings

    from boardgames.app.main_window import MainWindow

    settings = (QSettings(settings_file, QSettings.IniFormat) if settings_file
                else make_settings())
    from boardgames.core.plugins import discover

    game, discovery = options.game, discover()
    if game and discovery.get(game) is None:  # (before the window starts any background work)
        known = ", ".join(p.id for p in discovery.plugins)
        print(f"boardgames: error: there is no game '{game}'; installed games: {known}",
              file=sys.stderr)
        return 2
    window = MainWindow(settings, discovery, background_work=not screenshot)
    if getattr(options, "students", False):
        window.set_students_view(True)
    if getattr(options, "open_file", None) is not None:  # opened before the window is shown
        ok, message = window.saved_games.open_file(options.open_file)
        if not ok:
            print(f"boardgames: error: {message or 'the saved game cannot be opened'}", file=sys.stderr)
            return 2
        game = None
    elif not game and not screenshot and not options.lesson:
        game = window.last_game() if window.discovery.get(window.last_game() or "") else None
    if screenshot:
        return _screenshot(app, window, screenshot, size, game, options.lesson)
    return _run_window(app, window, options, game)


def _run_window(app, window, options, game: str | None) -> int:
    """Show ``window`` with ``game`` (else the ``--lesson``) open, join the ``--join`` class
    and run the event loop; the app's exit code."""
    window.show()
    if game:
        window.open_game(game)
    elif options.lesson:
        window.open_lessons(options.lesson)
    if getattr(options, "join", None):
        window.class_actions.join_class(options.join)
    from boardgames.app.preload import preload

    preload(window.discovery.plugins)  # what the first clicks need, while the window is up
    return app.exec()


def _screenshot(app, window, path: str, size: tuple[int, int], game: str | None,
                lesson: str | None) -> int:
    from PySide6.QtCore import QEventLoop, QTimer

    window.resize(*size)
    window.show()
    if game:
        window.open_game(game)
    elif lesson:
        window.open_lessons(lesson)
    loop = QEventLoop()
    QTimer.singleShot(600, loop.quit)  # let layouts settle and animations finish
    loop.exec()
    image = window.grab()
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        print(f"boardgames: error: the folder {directory} does not exist", file=sys.stderr)
        return 2
    if not image.save(path, "PNG"):
        print(f"boardgames: error: could not write {path}", file=sys.stderr)
        return 2
    print(f"saved {path} ({image.width()}x{image.height()})")
    window.settings.sync()
    window.close()
    return 0
