"""The game page's move list (kit/page/moves.py, texts.move_rows): rows follow the session's
line as moves are played, undone, replaced and jumped to, and a new game from another
position words its moves anew, although only the rows that changed are touched."""

from boardgames.games.fifteen.rules import SlidingPuzzle
from boardgames.kit import theme
from boardgames.kit.page.moves import MovesBox
from boardgames.kit.page.texts import PageTexts


class Line:
    """A session's line: its start state and the moves played from it."""

    def __init__(self, game, start, moves):
        self.game, self.states, self.moves = game, [start], list(moves)
        for move in self.moves:
            self.states.append(game.apply(self.states[-1], move))

    def state_at(self, ply):
        return self.states[ply]


def shown(box):
    return [box.list.item(i).text() for i in range(box.list.count())]


def greyed(box):
    kept = theme.current().colour("disabled")  # the rows Redo would bring back
    return [i for i in range(box.list.count()) if box.list.item(i).foreground().color() == kept]


def test_rows_follow_played_undone_and_replaced_moves(qtbot):
    box = MovesBox()
    qtbot.addWidget(box)
    box.set_moves(["Start", "1. a", "2. b"], 2)
    box.set_moves(["Start", "1. a", "2. b", "3. c"], 3)
    assert shown(box) == ["Start", "1. a", "2. b", "3. c"] and greyed(box) == []
    box.set_moves(["Start", "1. a", "2. b", "3. c"], 1)  # back in time: later rows kept, greyed
    assert greyed(box) == [2, 3] and box.list.currentRow() == 1
    box.set_moves(["Start", "1. a", "2. x"], 2)  # another move replaces the kept ones
    assert shown(box) == ["Start", "1. a", "2. x"] and greyed(box) == []
    box.set_moves(["Start"], 0)
    assert shown(box) == ["Start"]


def test_the_same_moves_from_another_start_are_worded_anew(qtbot):
    game = SlidingPuzzle(3, 3)
    texts = PageTexts("fifteen", ("",))
    first = Line(game, (1, 2, 3, 4, 5, 6, 7, 0, 8), [])
    second = Line(game, (1, 2, 3, 4, 5, 6, 0, 7, 8), [])
    move = game.legal_moves(first.state_at(0))[0]  # "Down": tile 5 from the first start, 4 from the second
    first, second = Line(game, first.state_at(0), [move]), Line(game, second.state_at(0), [move])
    assert texts.move_rows(game, first) == ["Start", f"1. {game.move_to_str(first.state_at(0), move)}"]
    assert texts.move_rows(game, second) == ["Start", f"1. {game.move_to_str(second.state_at(0), move)}"]
    longer = Line(game, first.state_at(0), [move, game.legal_moves(first.state_at(1))[0]])
    assert texts.move_rows(game, longer)[:2] == texts.move_rows(game, first)
