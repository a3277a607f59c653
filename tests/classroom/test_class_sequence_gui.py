"""The class's fixed sequence of exercises in the windows: the teacher orders exercises in
the class view's Sequence…; a student who follows the teacher sees the sequence in the
Exercises window, the first exercise not passed open and the later ones locked until the
ones before them pass."""

from PySide6.QtCore import Qt

from boardgames.classroom.client import ClassClient

A, B, C = "fifteen/row_end", "fifteen/victory", "fifteen/inversions"


def leaves(dialog):
    """The exercise rows of the dialog's tree, each with its lesson's title ("" for none)."""
    tree, found = dialog.available, []
    for top in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(top)
        if item.childCount() == 0:
            found.append(("", item))
        found += [(item.text(0), item.child(row)) for row in range(item.childCount())]
    return found


def choose(dialog, key):
    item = next(leaf for _, leaf in leaves(dialog) if leaf.data(0, Qt.UserRole) == key)
    dialog.available.setCurrentItem(item)
    dialog.add()


def rows(panel):
    items = [panel.exercise_list.item(r) for r in range(panel.exercise_list.count())]
    marks = ["✔" if item.text().startswith("✔") else "locked" if item.text().endswith("(locked)")
             else "" for item in items]
    return [(mark, bool(item.flags() & Qt.ItemIsEnabled)) for mark, item in zip(marks, items, strict=True)]


def test_the_teacher_orders_a_sequence(qtbot, classroom):
    view, _, _ = classroom
    dialog = view.ask_sequence()
    assert dialog.keys() == [] and len(leaves(dialog)) >= 3
    for key in (A, B, C, A):  # once each
        choose(dialog, key)
    assert dialog.keys() == [A, B, C]
    assert dialog.chosen.item(0).text() == "No jumps across the row end"
    dialog.move(-1)  # C, the one just added, one place earlier
    assert dialog.keys() == [A, C, B]
    dialog.remove()
    assert dialog.keys() == [A, B]
    dialog.chosen.setCurrentRow(0)
    dialog.move(-1)  # already first
    dialog.move(1)
    assert dialog.keys() == [B, A]
    dialog.accept()
    qtbot.waitUntil(lambda: view.server.class_app.stage["sequence"] == [B, A], timeout=5000)
    assert view.store.sequence() == (B, A)
    assert view.ask_sequence().keys() == [B, A]  # the dialog opens on the class's sequence


def test_the_exercises_are_grouped_by_lesson_and_a_lesson_is_added_at_once(qtbot, classroom):
    from boardgames.exercises.loader import find_exercises

    view, _, _ = classroom
    dialog = view.ask_sequence()
    shown = leaves(dialog)
    fifteen = [e.key for e in find_exercises().exercises if e.lesson == "fifteen"]
    assert [leaf.data(0, Qt.UserRole) for _, leaf in shown] == \
        [e.key for e in find_exercises().exercises]  # each once, lesson by lesson
    lessons = {title for title, leaf in shown if leaf.data(0, Qt.UserRole) in fifteen}
    assert len(lessons) == 1 and "" not in lessons  # under one title, the lesson's
    choose(dialog, B)
    title = dialog.available.findItems(lessons.pop(), Qt.MatchExactly)[0]
    dialog.available.setCurrentItem(title)
    dialog.add()  # the lesson's others, in its order, after the one already chosen
    assert dialog.keys() == [B, *(key for key in fifteen if key != B)]
    dialog.add()
    assert len(dialog.keys()) == len(fifteen)


def test_a_student_works_through_the_sequence_in_order(qtbot, classroom):
    from boardgames.app.classroom import student

    view, pupil, _ = classroom
    actions = pupil.class_actions
    assert not actions.sequence_action.isEnabled()
    view.server.set_sequence([A, B, C])
    student.set_link(student.ClassLink(ClassClient(f"127.0.0.1:{view.server.port}",
                                                   view.server.code, "Anna")))
    actions.follow_action.setChecked(True)
    qtbot.waitUntil(lambda: actions.sequence_window is not None
                    and actions.sequence_window.isVisible(), timeout=5000)
    window = actions.sequence_window
    panel = window.panel
    assert actions.sequence_action.isEnabled()
    assert window.windowTitle() == "Exercises: the class's sequence"
    assert [e.key for e in panel.exercises] == [A, B, C] and panel.exercise.key == A
    assert panel.name_edit.text() == "Anna"
    assert rows(panel) == [("", True), ("locked", False), ("locked", False)]
    assert "0 of 3 passed" in panel.sequence_note.text() and panel.sequence_note.isVisible()
    assert panel.exercise_list.item(1).toolTip() == "Locked: pass the exercises before it first"
    panel.editor.set_source(panel.exercise.reference_in("en").read_text(encoding="utf-8"))
    assert panel.check()
    qtbot.waitUntil(lambda: panel.report is not None and not panel.is_running(), timeout=60000)
    assert panel.report.passed
    assert rows(panel) == [("✔", True), ("", True), ("locked", False)]  # the next one opens
    assert "1 of 3 passed" in panel.sequence_note.text()
    window.close()
    assert actions.show_sequence() is window  # opened again: on the first not passed
    assert panel.exercise.key == B
    # the teacher changes the sequence: the window follows
    view.server.set_sequence([C, A])
    qtbot.waitUntil(lambda: [e.key for e in panel.exercises] == [C, A], timeout=5000)
    assert panel.exercise.key == C and rows(panel) == [("", True), ("✔", False)]
    # no longer following: the sequence is gone
    actions.follow_action.setChecked(False)
    assert not window.isVisible() and not actions.sequence_action.isEnabled()
