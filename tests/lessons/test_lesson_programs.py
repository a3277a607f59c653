"""Tests for the stage programs of the lessons fifteen, board-classes, search and challenge.

Every stage program is run: console programs in a subprocess (as the lesson player runs them),
window programs imported under another name and shown offscreen. Scripted checks then test
what each stage teaches.
"""

import importlib.util
import math
import random
import re
import sys
from collections import deque
from pathlib import Path

import pytest

from boardgames.core import sandbox
from tests.lessons.languages import GERMAN, LANGUAGES

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib


LESSONS = Path(__file__).resolve().parent.parent.parent / "lessons"
MY_LESSONS = ["fifteen", "board-classes", "search", "challenge"]
DEMOS = {"window", "console", "none", "challenge"}


# ----------------------------------------------------------------------------- helpers


def manifest(lesson):
    with open(LESSONS / lesson / "lesson.toml", "rb") as f:
        return tomllib.load(f)


def stage_list(lesson):
    return manifest(lesson)["stage"]


def stage_entry(lesson, stage_id):
    for stage in stage_list(lesson):
        if stage["id"] == stage_id:
            return stage
    raise KeyError(stage_id)


def program_path(lesson, stage_id):
    stage = stage_entry(lesson, stage_id)
    return LESSONS / lesson / "stages" / stage.get("program", stage_id + ".py")


def all_stages(demos=None):
    result = []
    for lesson in MY_LESSONS:
        for stage in stage_list(lesson):
            if demos is None or stage["demo"] in demos:
                result.append(pytest.param(lesson, stage["id"], id=f"{lesson}/{stage['id']}"))
    return result


_modules = {}


def load(lesson, stage_id):
    """Import a stage program under a name that is not "__main__"."""
    key = (lesson, stage_id)
    if key not in _modules:
        name = "lessonprog_" + re.sub(r"\W", "_", f"{lesson}_{stage_id}")
        spec = importlib.util.spec_from_file_location(name, program_path(lesson, stage_id))
        module = importlib.util.module_from_spec(spec)
        writing = sys.dont_write_bytecode
        sys.dont_write_bytecode = True  # no __pycache__ folders inside the lessons
        try:
            spec.loader.exec_module(module)
        finally:
            sys.dont_write_bytecode = writing
        _modules[key] = module
    return _modules[key]


def run(lesson, stage_id, *args, stdin=None, timeout=None):
    """Run a console stage program like the player does; return its stdout."""
    stage = stage_entry(lesson, stage_id)
    if stdin is None:
        stdin = stage.get("stdin", "")
    if timeout is None:
        # generous: the test machine may be busy; the demos themselves take seconds
        timeout = max(60, 4 * stage.get("timeout", 10))
    path = program_path(lesson, stage_id)
    # run as the lesson page runs it: in the sandbox for students' code
    done = sandbox.run_program(path, sandbox.Limits(seconds=timeout), stdin,
                               args=[str(a) for a in args])
    assert done.verdict == sandbox.FINISHED and done.exit_code == 0, \
        f"{done.verdict} {done.detail}\n{done.stderr}"
    assert done.stdout.strip(), "the program printed nothing"
    return done.stdout


def sections(text):
    """Split a stage text into (heading, body) pairs of its level-2/3 sections."""
    return re.findall(r"^(#{2,3} .+)$", text, flags=re.M)


# ------------------------------------------------------------------- the lesson format


@pytest.mark.parametrize("lesson", MY_LESSONS)
def test_manifest(lesson):
    data = manifest(lesson)
    assert data["format"] == 1
    assert isinstance(data["order"], int)
    assert data["languages"] == list(LANGUAGES)
    for lang in LANGUAGES:
        assert data["title"][lang].strip()
        assert data["summary"][lang].strip()
    ids = [stage["id"] for stage in data["stage"]]
    assert len(ids) == len(set(ids)) >= 4
    for stage in data["stage"]:
        assert stage["demo"] in DEMOS
        assert all(stage["title"][lang].strip() for lang in LANGUAGES)
        assert program_path(lesson, stage["id"]).is_file()


def test_lesson_order_and_sources():
    expected = {"fifteen": (2, "000"), "board-classes": (3, "001"), "search": (4, "002"),
                "challenge": (5, "004")}
    for lesson, (order, source) in expected.items():
        data = manifest(lesson)
        assert (data["order"], data["source"]) == (order, source)


@pytest.mark.parametrize("lesson,stage_id", all_stages())
def test_stage_texts(lesson, stage_id):
    for lang in LANGUAGES:
        path = LESSONS / lesson / "stages" / f"{stage_id}.{lang}.md"
        text = path.read_text(encoding="utf-8")
        heads = sections(text)
        assert heads, f"{path.name} has no sections"
        # the explanation comes first
        assert text.split("\n## ")[0].strip(), f"{path.name} has no explanation"
        questions = [h for h in heads if h == "## Question"]
        answers = [h for h in heads if h == "### Answer"]
        assert 1 <= len(questions) <= 3 and len(questions) == len(answers), path.name
        # every question is followed by its answer
        for i, head in enumerate(heads):
            if head == "## Question":
                assert heads[i + 1] == "### Answer", path.name
        assert heads[-1] == "## Teacher notes", path.name
        assert text.split("## Teacher notes")[1].strip()
        # only the known level-2 headings
        assert {h for h in heads if h.startswith("## ")} <= {"## Question", "## Teacher notes"}
        if lang == "ru":
            assert re.search("[а-яА-Я]", text.split("## Teacher notes")[0])
        if lang == "de":
            assert GERMAN.search(text.split("## Teacher notes")[0]), f"{path.name} is not in German"


@pytest.mark.parametrize("lesson", MY_LESSONS)
def test_consecutive_programs_differ(lesson):
    sources = [program_path(lesson, s["id"]).read_text(encoding="utf-8") for s in stage_list(lesson)]
    for before, after in zip(sources, sources[1:], strict=False):
        assert before != after


@pytest.mark.parametrize("lesson,stage_id", all_stages())
def test_program_is_standalone(lesson, stage_id):
    source = program_path(lesson, stage_id).read_text(encoding="utf-8")
    assert "boardgames" not in source
    assert 'if __name__ == "__main__":' in source
    compile(source, str(program_path(lesson, stage_id)), "exec")
    if stage_entry(lesson, stage_id)["demo"] != "window":
        assert "PySide6" not in source  # console programs need only the standard library


@pytest.mark.parametrize("lesson,stage_id", all_stages({"console", "challenge"}))
def test_console_stage_runs(lesson, stage_id):
    run(lesson, stage_id)


@pytest.mark.parametrize("lesson,stage_id", all_stages({"window"}))
def test_window_stage_shows(qtbot, lesson, stage_id):
    module = load(lesson, stage_id)
    window = module.Fifteen()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    image = window.grab().toImage()
    assert image.width() == module.SIZE * module.CELL
    assert not image.isNull()


# --------------------------------------------------------------------- fifteen (window)

FIFTEEN = [s["id"] for s in stage_list("fifteen")]
SOLVED16 = list(range(1, 17))


def solvable_by_parity(board, size=4):
    """Independent rule: permutation parity equals the parity of the blank's taxicab
    distance from the bottom-right corner."""
    empty = size * size
    cells = board[:]
    swaps = 0
    for i in range(len(cells)):  # sort by swaps, counting them
        while cells[i] != i + 1:
            j = cells[i] - 1
            cells[i], cells[j] = cells[j], cells[i]
            swaps += 1
    blank = board.index(empty)
    distance = (size - 1 - blank // size) + (size - 1 - blank % size)
    return swaps % 2 == distance % 2


def click_cell(qtbot, window, module, index):
    from PySide6.QtCore import QPoint, Qt

    row, col = divmod(index, module.SIZE)
    point = QPoint(col * module.CELL + module.CELL // 2, row * module.CELL + module.CELL // 2)
    qtbot.mouseClick(window, Qt.LeftButton, pos=point)


def make_window(qtbot, stage_id):
    module = load("fifteen", stage_id)
    window = module.Fifteen()
    qtbot.addWidget(window)
    window.show()
    return module, window


def color_at(window, x, y):
    return window.grab().toImage().pixelColor(x, y).name()


def test_fifteen_board_is_a_list_and_is_drawn(qtbot):
    module, window = make_window(qtbot, "01_board")
    assert window.board == SOLVED16
    cell = module.CELL
    assert color_at(window, 3 * cell + cell // 2, 3 * cell + 5) == "#808080"  # the empty cell is grey
    assert color_at(window, 5, 5) == "#4682b4"  # a steelblue tile


@pytest.mark.parametrize("stage_id", FIFTEEN[1:])
def test_fifteen_clicks_move_neighbours_only(qtbot, stage_id):
    module, window = make_window(qtbot, stage_id)
    window.board = SOLVED16[:]
    click_cell(qtbot, window, module, 14)  # tile 15 slides right
    assert window.board[14:] == [16, 15]
    click_cell(qtbot, window, module, 0)  # far away: nothing happens
    assert window.board[0] == 1 and window.board[14] == 16
    click_cell(qtbot, window, module, 10)  # tile 11, above the empty cell, slides down
    assert window.board[10] == 16 and window.board[14] == 11


def row_end_scenario(qtbot, stage_id):
    """Empty cell to the left end of the bottom row, then click the last cell of row 3."""
    module, window = make_window(qtbot, stage_id)
    window.board = SOLVED16[:]
    for index in (14, 13, 12):
        click_cell(qtbot, window, module, index)
    assert window.board[12] == 16
    click_cell(qtbot, window, module, 11)
    return window.board


def test_fifteen_row_end_bug_lets_a_tile_jump(qtbot):
    board = row_end_scenario(qtbot, "02_click")
    assert board[11] == 16 and board[12] == 12  # tile 12 jumped to the next row


@pytest.mark.parametrize("stage_id", FIFTEEN[2:])
def test_fifteen_row_end_fixed(qtbot, stage_id):
    board = row_end_scenario(qtbot, stage_id)
    assert board[11] == 12 and board[12] == 16  # tile 12 stays


@pytest.mark.parametrize("stage_id", FIFTEEN[3:])
def test_fifteen_victory_plate(qtbot, stage_id):
    module, window = make_window(qtbot, stage_id)
    window.board = SOLVED16[:]
    window.won = False
    plate_x, plate_y = module.CELL // 5 + 3, module.SIZE * module.CELL // 2
    click_cell(qtbot, window, module, 14)
    assert not window.won
    assert color_at(window, plate_x, plate_y) != "#000000"
    click_cell(qtbot, window, module, 15)  # back: solved
    assert window.board == SOLVED16
    assert window.won
    assert color_at(window, plate_x, plate_y) == "#000000"  # the black plate is drawn


@pytest.mark.parametrize("stage_id", FIFTEEN[3:])
def test_fifteen_no_plate_for_a_click_that_moves_nothing(qtbot, stage_id):
    """A click far from the empty cell moves nothing, so the solved start shows no plate."""
    module, window = make_window(qtbot, stage_id)
    window.board = SOLVED16[:]
    window.won = False
    click_cell(qtbot, window, module, 0)
    assert window.board == SOLVED16 and not window.won
    assert color_at(window, module.CELL // 5 + 3, module.SIZE * module.CELL // 2) != "#000000"


def test_fifteen_no_plate_before_stage_4(qtbot):
    module, window = make_window(qtbot, "03_row_end")
    click_cell(qtbot, window, module, 14)
    click_cell(qtbot, window, module, 15)
    assert window.board == SOLVED16
    assert color_at(window, module.CELL // 5 + 3, module.SIZE * module.CELL // 2) != "#000000"


@pytest.mark.parametrize("stage_id", FIFTEEN[4:])
def test_fifteen_shuffle_and_space_key(qtbot, stage_id):
    from PySide6.QtCore import Qt

    module, window = make_window(qtbot, stage_id)
    assert sorted(window.board) == SOLVED16
    boards = set()
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key_Space)
        assert sorted(window.board) == SOLVED16
        assert not window.won
        boards.add(tuple(window.board))
    assert len(boards) > 1


def test_fifteen_plain_shuffle_gives_unsolvable_boards(qtbot):
    random.seed(7)
    module, window = make_window(qtbot, "05_shuffle")
    good = 0
    for _ in range(400):
        window.new_game()
        good += solvable_by_parity(window.board)
    assert 120 < good < 280  # about half


@pytest.mark.parametrize("stage_id", FIFTEEN[5:])
def test_fifteen_inversion_rule(qtbot, stage_id):
    module, window = make_window(qtbot, stage_id)
    assert module.count_inversions(SOLVED16) == 0
    loyd = SOLVED16[:13] + [15, 14, 16]
    assert module.count_inversions(loyd) == 1
    assert module.is_solvable(SOLVED16)
    assert not module.is_solvable(loyd)
    assert module.blank_row_from_bottom(SOLVED16) == 1
    assert module.count_inversions([16] + list(range(15, 0, -1))) == 105
    random.seed(3)
    for _ in range(300):
        board = SOLVED16[:]
        random.shuffle(board)
        assert module.is_solvable(board) == solvable_by_parity(board)
    # random legal moves keep the verdict "solvable"
    window.board = SOLVED16[:]
    for _ in range(200):
        window.click(random.randrange(16))
        assert module.is_solvable(window.board)
    # the window title shows the count and the verdict
    window.board = loyd[:]
    window.show_verdict()
    assert "Inversions: 1" in window.windowTitle()
    assert "CANNOT" in window.windowTitle()
    window.board = SOLVED16[:]
    window.show_verdict()
    assert "Inversions: 0" in window.windowTitle() and "can be solved" in window.windowTitle()


def test_fifteen_only_solvable_shuffles(qtbot):
    random.seed(11)
    module, window = make_window(qtbot, "07_solvable")
    for _ in range(200):
        window.new_game()
        assert solvable_by_parity(window.board)
        assert "can be solved" in window.windowTitle()


# ----------------------------------------------------------------------- board-classes

CLASSES = [s["id"] for s in stage_list("board-classes")]
EXAMPLE = [None, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 14, 13, 12, 11, 10]
EXAMPLE_MATRIX = [[None, 1, 2, 3], [4, 5, 6, 7], [8, 9, 15, 14], [13, 12, 11, 10]]
SOLVED_NONE = list(range(1, 16)) + [None]


@pytest.mark.parametrize("stage_id", CLASSES)
def test_board_matrix_from_any_permutation(stage_id):
    module = load("board-classes", stage_id)
    assert module.EXAMPLE == EXAMPLE
    assert module.Board(EXAMPLE).board == EXAMPLE_MATRIX
    random.seed(1)
    numbers = SOLVED_NONE[:]
    random.shuffle(numbers)
    board = module.Board(numbers).board
    assert [board[p // 4][p % 4] for p in range(16)] == numbers
    assert board[0] is not board[1]  # separate rows


def test_board_first_stage_prints_matrix():
    out = run("board-classes", "01_board")
    assert str(EXAMPLE_MATRIX) in out


@pytest.mark.parametrize("stage_id", CLASSES[1:])
def test_board_str(stage_id):
    module = load("board-classes", stage_id)
    text = str(module.Board(EXAMPLE))
    assert text.splitlines() == ["  .  1  2  3", "  4  5  6  7", "  8  9 15 14", " 13 12 11 10"]
    assert str(module.Board(SOLVED_NONE)).splitlines()[-1] == " 13 14 15  ."


@pytest.mark.parametrize("stage_id", CLASSES[2:])
def test_board_blank_position(stage_id):
    module = load("board-classes", stage_id)
    assert module.Board(EXAMPLE).blank_position() == (0, 0)
    assert module.Board(SOLVED_NONE).blank_position() == (3, 3)
    numbers = SOLVED_NONE[:]
    numbers[6], numbers[15] = None, 7
    assert module.Board(numbers).blank_position() == (1, 2)


@pytest.mark.parametrize("stage_id", CLASSES[3:])
def test_board_swap(stage_id):
    module = load("board-classes", stage_id)
    board = module.Board(EXAMPLE)
    board.swap(0, 0, 3, 3)
    assert board.board[0][0] == 10 and board.board[3][3] is None
    assert board.blank_position() == (3, 3)
    board.swap(0, 0, 3, 3)
    assert board.board == EXAMPLE_MATRIX
    board.swap(1, 1, 1, 2)
    assert board.board[1] == [4, 6, 5, 7]
    assert str(board).splitlines()[1] == "  4  6  5  7"


@pytest.mark.parametrize("stage_id", CLASSES[4:])
def test_game_moves_blank_when_possible(stage_id):
    module = load("board-classes", stage_id)
    assert issubclass(module.Game, module.Board)
    game = module.Game(EXAMPLE)
    assert game.blank_up() is False
    assert game.blank_left() is False
    assert game.board == EXAMPLE_MATRIX  # refused moves change nothing
    assert game.blank_right() is True
    assert game.blank_position() == (0, 1) and game.board[0][0] == 1
    assert game.blank_down() is True
    assert game.blank_position() == (1, 1) and game.board[0][1] == 5
    # walk to the bottom-right corner, then every move out of the board is refused
    while game.blank_down():
        pass
    while game.blank_right():
        pass
    assert game.blank_position() == (3, 3)
    before = [row[:] for row in game.board]
    assert game.blank_down() is False and game.blank_right() is False
    assert game.board == before
    assert game.blank_up() is True and game.blank_left() is True
    assert game.blank_position() == (2, 2)


@pytest.mark.parametrize("stage_id", CLASSES[5:])
def test_game_final_state(stage_id):
    module = load("board-classes", stage_id)
    assert module.Game(SOLVED_NONE).is_solved() is True
    assert module.Game(EXAMPLE).is_solved() is False
    game = module.Game(SOLVED_NONE)
    game.blank_left()
    assert not game.is_solved()
    game.blank_right()
    assert game.is_solved()
    # random walk and back again
    random.seed(5)
    moves = []
    names = ["blank_up", "blank_down", "blank_left", "blank_right"]
    back = {"blank_up": "blank_down", "blank_down": "blank_up",
            "blank_left": "blank_right", "blank_right": "blank_left"}
    for _ in range(60):
        name = random.choice(names)
        if getattr(game, name)():
            moves.append(name)
    for name in reversed(moves):
        assert getattr(game, back[name])()
    assert game.is_solved()


def test_game_final_stage_output():
    out = run("board-classes", "06_final")
    assert out.count("Solved? False") == 2 and out.count("Solved? True") == 1


def test_game_console_play():
    out = run("board-classes", "07_play")  # the manifest's stdin solves it
    assert "Solved! Well done!" in out
    out = run("board-classes", "07_play", stdin="x\nd\nd\nq\n")
    assert "Please type u, d, l, r or q." in out
    assert "The blank cannot go there!" in out  # the second "down" is refused
    assert "Solved!" not in out
    out = run("board-classes", "07_play", stdin="")
    assert "Solved!" not in out


# ------------------------------------------------------------------------------ search

SEARCH = [s["id"] for s in stage_list("search")][:8]  # the 8-puzzle methods, one per stage
GOAL9 = "123456780"


@pytest.fixture(scope="module")
def distances():
    """Exact distance to the goal of every solvable 8-puzzle position (independent BFS)."""
    def nbrs(s):
        b = s.index("0")
        r, c = divmod(b, 3)
        out = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            if 0 <= r + dr < 3 and 0 <= c + dc < 3:
                o = (r + dr) * 3 + c + dc
                cells = list(s)
                cells[b], cells[o] = cells[o], cells[b]
                out.append("".join(cells))
        return out

    dist = {GOAL9: 0}
    queue = deque([GOAL9])
    while queue:
        s = queue.popleft()
        for n in nbrs(s):
            if n not in dist:
                dist[n] = dist[s] + 1
                queue.append(n)
    assert len(dist) == 181440 and max(dist.values()) == 31
    return dist


def pick_positions(distances):
    """Positions of several lengths used below."""
    random.seed(2024)
    by_length = {}
    for s, d in distances.items():
        by_length.setdefault(d, []).append(s)
    chosen = [random.choice(by_length[d]) for d in (0, 1, 5, 12, 16, 19, 21, 23)]
    return chosen


@pytest.fixture(scope="module")
def positions(distances):
    return pick_positions(distances)


def check_path(module, path, start):
    assert path[0] == start and path[-1] == GOAL9
    for a, b in zip(path, path[1:], strict=False):
        assert b in module.neighbours(a)


@pytest.mark.parametrize("stage_id", SEARCH + ["09_euclid", "10_consistent", "14_additive"])
def test_search_neighbours(stage_id):
    module = load("search", stage_id)
    assert sorted(module.neighbours(GOAL9)) == ["123450786", "123456708"]
    assert len(module.neighbours("123405786")) == 4
    assert len(module.neighbours("123456078")) == 2
    assert len(module.neighbours("120453786")) == 2
    assert len(module.neighbours("102453786")) == 3
    for s in ("518342760", "867254301", "123405786"):
        for n in module.neighbours(s):
            assert s in module.neighbours(n)  # moves can be taken back
            assert sorted(n) == sorted(s)
    assert module.is_solvable(GOAL9) and module.is_solvable("867254301")
    assert not module.is_solvable("213456780")


def test_search_graph_output():
    out = run("search", "01_graph")
    assert "Number of neighbours: 2" in out
    out = run("search", "01_graph", "123405786")
    assert "Number of neighbours: 4" in out
    out = run("search", "01_graph", "213456780")
    assert "cannot be solved" in out


@pytest.mark.parametrize("stage_id", SEARCH[1:])
def test_bfs_finds_shortest(stage_id, distances, positions):
    module = load("search", stage_id)
    for start in positions + [module.START]:
        path, nodes = module.bfs(start)
        check_path(module, path, start)
        assert len(path) - 1 == distances[start]
        assert nodes >= 1


HEURISTIC_STAGES = [
    ("03_astar", "misplaced"),
    ("04_manhattan", "manhattan"),
    ("05_linear_conflict", "linear_conflict"),
]


@pytest.mark.parametrize("stage_id,name", HEURISTIC_STAGES)
def test_heuristics_admissible_and_ordered(stage_id, name, distances):
    module = load("search", stage_id)
    h = getattr(module, name)
    random.seed(9)
    sample = random.sample(list(distances), 3000) + ["867254301", "647850321", GOAL9]
    for s in sample:
        assert 0 <= h(s) <= distances[s], s
        if name == "manhattan":
            assert h(s) >= module.misplaced(s)
        if name == "linear_conflict":
            assert h(s) >= module.manhattan(s)
    assert h(GOAL9) == 0


def test_linear_conflict_three_in_a_row():
    module = load("search", "05_linear_conflict")
    # top row 3 2 1: two tiles must leave, not three pairs
    assert module.must_leave([2, 1, 0]) == 2
    assert module.must_leave([0, 1, 2]) == 0
    assert module.must_leave([1, 0]) == 1
    assert module.must_leave([]) == 0
    s = "321456780"
    assert module.linear_conflict(s) == module.manhattan(s) + 4


ASTAR_RUNS = [
    ("03_astar", "misplaced"),
    ("04_manhattan", "misplaced"), ("04_manhattan", "manhattan"),
    ("05_linear_conflict", "linear_conflict"),
    ("08_compare", "manhattan"), ("08_compare", "linear_conflict"),
]


@pytest.mark.parametrize("stage_id,name", ASTAR_RUNS)
def test_astar_same_length_as_bfs(stage_id, name, distances, positions):
    module = load("search", stage_id)
    h = getattr(module, name)
    for start in positions + ["867254301"]:
        path, nodes = module.astar(start, h)
        check_path(module, path, start)
        assert len(path) - 1 == distances[start]
    # fewer nodes than breadth-first search
    assert module.astar(module.START, h)[1] < module.bfs(module.START)[1]


@pytest.mark.parametrize("stage_id,name", [("06_ida_star", "linear_conflict"),
                                           ("06_ida_star", "manhattan"),
                                           ("07_pattern_db", "linear_conflict")])
def test_ida_star_same_length_as_bfs(stage_id, name, distances, positions):
    module = load("search", stage_id)
    h = getattr(module, name)
    for start in positions:
        path, nodes = module.ida_star(start, h)
        check_path(module, path, start)
        assert len(path) - 1 == distances[start]
        assert nodes >= 1


@pytest.mark.parametrize("stage_id", ["07_pattern_db", "08_compare"])
def test_pattern_database(stage_id, distances, positions):
    module = load("search", stage_id)
    module.DATABASES.clear()
    for pattern in module.PATTERNS:
        module.DATABASES.append(module.build_database(pattern))
    assert all(len(db) == 9 * 8 * 7 * 6 * 5 for db in module.DATABASES)
    assert module.simplify("518342760", "1234") == "x1x342xx0"
    random.seed(4)
    for s in random.sample(list(distances), 3000):
        assert module.pattern_database(s) <= distances[s]
        # the database is at least as good as the Manhattan distance of its tiles
    for start in positions + ["867254301"]:
        path, nodes = module.ida_star(start, module.pattern_database)
        check_path(module, path, start)
        assert len(path) - 1 == distances[start]
    module.DATABASES.clear()


def lengths_in(out):
    return [int(x) for x in re.findall(r"length: (\d+) moves", out)]


@pytest.mark.parametrize("stage_id", SEARCH[1:-1])
def test_search_stage_output(stage_id, distances):
    out = run("search", stage_id)
    methods = SEARCH.index(stage_id)  # one more method per stage
    assert lengths_in(out) == [distances["518342760"]] * methods
    assert len(re.findall(r"nodes: \d+", out)) == methods
    assert len(re.findall(r"time: [\d.]+ s", out)) == methods
    out = run("search", stage_id, "548206173")  # a position given on the command line
    assert lengths_in(out) == [22] * methods
    out = run("search", stage_id, "213456780")
    assert "cannot be solved" in out and not lengths_in(out)


def test_search_tiles_to_slide_replay():
    module = load("search", "02_bfs")
    path, _ = module.bfs("518342760")
    tiles = module.tiles_moved(path)
    state = "518342760"
    for tile in tiles:
        _blank, place = state.index("0"), state.index(tile)
        assert state_after(state, place) in module.neighbours(state)
        state = state_after(state, place)
    assert state == GOAL9


def state_after(state, place):
    cells = list(state)
    blank = state.index("0")
    cells[blank], cells[place] = cells[place], "0"
    return "".join(cells)


def test_search_compare_table(distances):
    out = run("search", "08_compare")
    module = load("search", "08_compare")
    rows = re.findall(r"^(\S.{15}) +(\d+) +(\d+) +([\d.]+) s$", out, flags=re.M)
    assert len(rows) == len(module.POSITIONS) * len(module.METHODS)
    for i, start in enumerate(module.POSITIONS):
        block = rows[i * len(module.METHODS):(i + 1) * len(module.METHODS)]
        assert [r[0].strip() for r in block] == module.METHODS
        assert {int(r[1]) for r in block} == {distances[start]}
    nodes = {r[0].strip(): int(r[2]) for r in rows[-len(module.METHODS):]}  # 31-move position
    assert nodes["IDA* database"] < nodes["A* Manhattan"] < nodes["A* misplaced"] < nodes["BFS"]
    out = run("search", "08_compare", "123456708", "213456780")
    assert "cannot be solved" in out


def claims(lesson, stage_id):
    """The numbers every text (each of :data:`LANGUAGES`) of a stage states."""
    return set.intersection(*(claimed_numbers(stage_text(lesson, stage_id, lang))
                              for lang in LANGUAGES))


def numbers_in(out):
    return {int(x) for x in re.findall(r"\d+", out)}


def test_search_stage_list():
    ids = [s["id"] for s in stage_list("search")]
    assert ids[8:] == ["09_euclid", "10_consistent", "11_any_size", "12_fifteen",
                       "13_divide", "14_additive"]
    for stage in stage_list("search")[8:]:
        assert stage["demo"] == "console" and 10 <= stage["timeout"] <= 120


def test_search_euclid(distances):
    module = load("search", "09_euclid")
    random.seed(12)
    for s in random.sample(list(distances), 2000):
        assert module.misplaced(s) <= module.euclid(s) + 1e-9
        assert module.euclid(s) <= module.manhattan(s) <= distances[s]
    out = run("search", "09_euclid")
    assert "Estimates of the start: misplaced 7, Euclidean 10.71, Manhattan 14" in out
    assert lengths_in(out) == [20, 20, 20]
    nodes = [int(n) for n in re.findall(r"nodes: (\d+)", out)]
    assert nodes == [3246, 538, 400]
    out = run("search", "09_euclid", "867254301")
    assert lengths_in(out) == [31, 31, 31]
    hard = [int(n) for n in re.findall(r"nodes: (\d+)", out)]
    assert hard == [143849, 39074, 21198]
    assert {3246, 143849, 39074, 21198} <= claims("search", "09_euclid")


def test_search_consistency():
    out = run("search", "10_consistent")
    assert "Solvable positions: 181440" in out
    found = re.findall(r"^(\S[\w ]+?) +too big in +(\d+) positions, drops by more than 1 in"
                       r" +(\d+) moves$", out, flags=re.M)
    checks = {name: (int(a), int(b)) for name, a, b in found}
    assert checks == {"misplaced tiles": (0, 0), "misplaced with blank": (78, 5040),
                      "Manhattan distance": (0, 0), "corner Manhattan": (0, 161278)}
    runs = re.findall(r"^(\S[\w ]+?) +length: (\d+) moves, nodes: (\d+), reopened: (\d+)$",
                      out, flags=re.M)
    assert [(n, int(a), int(b), int(c)) for n, a, b, c in runs] == [
        ("misplaced tiles", 20, 3246, 0), ("misplaced with blank", 20, 3395, 0),
        ("Manhattan distance", 20, 400, 0), ("corner Manhattan", 20, 845, 22)]
    assert {181440, 5040, 161278} <= claims("search", "10_consistent")
    assert {"845", "22", "78"} <= set(re.findall(r"\d+", stage_text("search", "10_consistent")))


def test_search_any_size_rule():
    module = load("search", "11_any_size")
    random.seed(13)
    for _ in range(300):  # 4 x 4 against the independent parity rule of the fifteen tests
        board = SOLVED16[:]
        random.shuffle(board)
        state = tuple(0 if n == 16 else n for n in board)
        assert module.is_solvable(state, 4, 4) == solvable_by_parity(board)
    assert module.is_solvable(module.goal(3, 5), 3, 5)
    assert not module.is_solvable((2, 1, 3, 4, 5, 0), 2, 3)
    out = run("search", "11_any_size")
    for rows, cols in module.SIZES:
        total = math.factorial(rows * cols)
        assert f"{rows} x {cols}: {total} positions, {total // 2} reachable, the rule agrees on {total}" in out
    assert "The 14-15 puzzle: 1 inversion" in out and "NOT solvable" in out
    out = run("search", "11_any_size", "4", "4", *"1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15".split())
    assert "Your position: 0 inversions, solvable" in out
    assert {40320, 20160} <= claims("search", "11_any_size")


def test_search_fifteen():
    module = load("search", "12_fifteen")
    assert module.SIZE == 4 and module.GOAL == "123456789ABCDEF0"
    out = run("search", "12_fifteen")
    runs = re.findall(r"IDA\* with ([\w ]+): length: (\d+) moves, nodes: (\d+)", out)
    assert [(int(a), int(b)) for _, a, b in runs] == [
        (18, 185), (18, 128), (15, 18), (15, 18), (34, 66295), (34, 22106)]
    for start in module.POSITIONS[:2]:  # replay the found paths move by move
        path, _ = module.ida_star(start, module.linear_conflict)
        assert path[0] == start and path[-1] == module.GOAL
        for a, b in zip(path, path[1:], strict=False):
            assert b in module.neighbours(a)
    assert not module.is_solvable("123456789ABCDFE0")
    assert module.is_solvable("713425A8069BDEFC")
    assert {66295, 22106} <= claims("search", "12_fifteen")


def test_search_divide_and_conquer():
    module = load("search", "13_divide")
    assert module.plan(4) == [[1], [2], [3, 4], [5], [9, 13], [6], [7, 8], [10, 14],
                              [11, 12, 15]]
    for size in (3, 4, 5):
        for seed in range(3):
            board = module.random_board(size, seed)
            if size == 4:  # the independent rule agrees that it can be solved
                assert solvable_by_parity([n or 16 for n in board])
            moves, nodes = module.solve(board, size)  # solve() checks the end board itself
            assert moves > 0 and nodes > 0
    loyd = list(range(1, 14)) + [15, 14, 0]
    with pytest.raises(ValueError):
        module.solve(loyd, 4)
    out = run("search", "13_divide")
    assert "The thesis' example (18 moves at best): 86 moves, 1310 nodes" in out
    assert "A random 6 x 6 board: 406 moves, 62401 nodes" in out
    assert {1310, 62401} <= claims("search", "13_divide")


def test_search_additive_database(distances):
    module = load("search", "14_additive")
    module.DATABASES.clear()
    module.ADDITIVE.clear()
    for pattern in module.PATTERNS:
        module.DATABASES.append(module.build_database(pattern))
        module.ADDITIVE.append(module.build_additive(pattern))
    assert [len(db) for db in module.ADDITIVE] == [3024, 3024]
    random.seed(14)
    for s in random.sample(list(distances), 3000) + ["867254301"]:
        assert module.added(s) <= distances[s], s  # never too big
    assert module.added(GOAL9) == 0
    module.DATABASES.clear()
    module.ADDITIVE.clear()
    out = run("search", "14_additive")
    assert "Entries: stage 7's databases 15120 each, additive ones 3024 each" in out
    runs = re.findall(r"IDA\* with ([\w ]+): length: (\d+) moves, nodes: (\d+)", out)
    assert [(int(a), int(b)) for _, a, b in runs] == [
        (20, 456), (20, 51), (20, 97), (22, 3858), (22, 52), (22, 182),
        (31, 22809), (31, 813), (31, 299)]
    assert {3858, 22809, 15120, 3024} <= claims("search", "14_additive")


# --------------------------------------------------------------------------- challenge

WORDS = {"Down": (-1, 0), "Up": (1, 0), "Right": (0, -1), "Left": (0, 1)}  # where the tile comes from


def replay(board, moves):
    """Independent replay of challenge moves; None if a move is impossible."""
    cells = [row[:] for row in board]
    for word in moves:
        r, c = next((r, c) for r in range(4) for c in range(4) if cells[r][c] == 0)
        dr, dc = WORDS[word]
        tr, tc = r + dr, c + dc
        if not (0 <= tr < 4 and 0 <= tc < 4):
            return None
        cells[r][c], cells[tr][tc] = cells[tr][tc], 0
    return cells


GOAL16 = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 0]]


def tsv_positions():
    lines = (LESSONS / "challenge" / "positions.tsv").read_text().strip().splitlines()
    result = {}
    for line in lines[1:]:
        name, length, tiles = line.split("\t")
        numbers = [int(x) for x in tiles.split()]
        result[name] = (int(length), [numbers[i:i + 4] for i in range(0, 16, 4)])
    return result


def scrambled(steps, seed):
    random.seed(seed)
    board = [row[:] for row in GOAL16]
    last = None
    for _ in range(steps):
        word = random.choice([w for w in WORDS if replay(board, [w]) is not None and w != last])
        board = replay(board, [word])
        last = {"Up": "Down", "Down": "Up", "Left": "Right", "Right": "Left"}[word]
    return board


def test_challenge_positions_file():
    positions = tsv_positions()
    assert list(positions) == ["T1", "T2", "T3", "T4", "T5"]
    assert sum(length for length, _ in positions.values()) == 195
    bench = Path("/work/shared/bench/challenge.tsv")
    if bench.exists():
        assert (LESSONS / "challenge" / "positions.tsv").read_text() == bench.read_text()
    for stage_id in [s["id"] for s in stage_list("challenge")]:
        module = load("challenge", stage_id)
        assert module.POSITIONS == {name: board for name, (_, board) in positions.items()}
    rules = load("challenge", "01_rules")
    assert rules.SHORTEST == {name: length for name, (length, _) in positions.items()}
    for lang in LANGUAGES:
        assert "positions.tsv" in (LESSONS / "challenge" / "stages" / f"01_rules.{lang}.md").read_text()


def test_challenge_move_words():
    module = load("challenge", "01_rules")
    board = [row[:] for row in GOAL16]
    assert module.slide(board, "Down")  # tile 12 slides down
    assert board[3][3] == 12 and board[2][3] == 0
    assert module.slide(board, "Right")  # tile 11 slides right
    assert board[2] == [9, 10, 0, 11]
    corner = [row[:] for row in GOAL16]
    assert module.slide(corner, "Up") is False and module.slide(corner, "Left") is False
    assert module.slide(corner, "Sideways") is False
    assert corner == GOAL16
    t1 = module.POSITIONS["T1"]
    answer = "Down Down Down Left Up Up Up Left Down Down Down Left Up Up Up".split()
    assert module.check(t1, answer) and replay(t1, answer) == GOAL16
    assert not module.check(t1, answer[:-1])
    assert not module.check(t1, ["Up"])  # impossible first move
    assert module.POSITIONS["T1"][3][0] == 0  # check() did not change the position
    out = run("challenge", "01_rules")
    assert "True - 15 moves" in out


OPTIMAL_SOLVERS = ["02_starter", "03_faster", "05_conflicts", "06_walking", "07_together",
                   "08_tables", "09_look_ahead", "10_solver", "11_your_solver"]


@pytest.mark.parametrize("stage_id", OPTIMAL_SOLVERS + ["04_weighted"])
def test_challenge_solver_is_correct(stage_id):
    module = load("challenge", stage_id)
    t1 = module.POSITIONS["T1"]
    moves = module.solve(t1)
    assert replay(t1, moves) == GOAL16
    assert module.POSITIONS["T1"][3][0] == 0  # the input is not changed
    assert module.solve([row[:] for row in GOAL16]) == []
    for seed in range(6):
        board = scrambled(30, seed)
        moves = module.solve(board)
        assert set(moves) <= set(WORDS)
        assert replay(board, moves) == GOAL16
        if stage_id in OPTIMAL_SOLVERS:
            assert len(moves) <= 30


@pytest.mark.parametrize("stage_id", OPTIMAL_SOLVERS[1:])
def test_challenge_optimal_solvers_agree(stage_id):
    """Every optimal stage finds answers as short as the starter's (independent IDA*)."""
    slow = load("challenge", "02_starter")
    fast = load("challenge", stage_id)
    for seed in range(10, 16):
        board = scrambled(30, seed)
        assert len(slow.solve(board)) == len(fast.solve(board))
    assert len(fast.solve(fast.POSITIONS["T1"])) == 15


def test_challenge_faster_solver_estimate():
    fast = load("challenge", "03_faster")
    for seed in range(10, 16):
        board = scrambled(30, seed)
        assert fast.manhattan([n for row in board for n in row]) <= len(fast.solve(board))


def claimed_numbers(text):
    """The numbers written with thousands separators ("1 413 620") or of 4+ digits in a text."""
    found = re.findall(r"(?<![\d.])(\d{1,3}(?: \d{3})+|\d{4,})(?![\d.])", text)
    return {int(x.replace(" ", "")) for x in found}


def stage_text(lesson, stage_id, lang="en"):
    return (LESSONS / lesson / "stages" / f"{stage_id}.{lang}.md").read_text(encoding="utf-8")


def nodes_in(out):
    return [int(n) for n in re.findall(r"(\d+) nodes", out)]


def test_challenge_starter_output():
    out = run("challenge", "02_starter")
    assert "15 moves in" in out and nodes_in(out) == [18]
    numbered = re.findall(r"^(\d+): (Up|Down|Left|Right)$", out, flags=re.M)
    assert [int(n) for n, _ in numbered] == list(range(1, 16))
    t1 = load("challenge", "02_starter").POSITIONS["T1"]
    assert replay(t1, [w for _, w in numbered]) == GOAL16
    out = run("challenge", "02_starter", "T3")  # the node count the text claims for T3
    assert "38 moves in" in out and nodes_in(out) == [1413620]
    for lang in LANGUAGES:
        assert {1413620, 11951667, 14429645} <= claimed_numbers(
            stage_text("challenge", "02_starter", lang))


def test_challenge_faster_solves_t3_optimally():
    out = run("challenge", "03_faster")
    numbered = re.findall(r"^\d+: (Up|Down|Left|Right)$", out, flags=re.M)
    assert len(numbered) == 38 and "38 moves in" in out
    assert nodes_in(out) == [1413620]  # the same search as the starter
    t3 = load("challenge", "03_faster").POSITIONS["T3"]
    assert replay(t3, numbered) == GOAL16


def test_challenge_weighted_output():
    out = run("challenge", "04_weighted")
    rows = re.findall(r"^(T\d): (\d+) moves in [\d.]+ s, (\d+) nodes$", out, flags=re.M)
    assert [r[0] for r in rows] == ["T1", "T2", "T3", "T4", "T5"]
    nodes = [int(r[2]) for r in rows]
    assert nodes == [374, 5703, 3939, 12946, 66529]
    assert sum(int(r[1]) for r in rows) == 323 and "Moves in all: 323" in out
    text = stage_text("challenge", "04_weighted")
    assert {sum(nodes), 5703, 3939, 12946, 66529} <= claimed_numbers(text)
    out = run("challenge", "04_weighted", "2.5")
    assert "Moves in all: 257" in out and max(nodes_in(out)) == 130934


def test_challenge_conflicts_output():
    out = run("challenge", "05_conflicts")  # T4
    assert "49 moves in" in out and nodes_in(out) == [696168]
    out = run("challenge", "05_conflicts", "T3")
    assert "38 moves in" in out and nodes_in(out) == [262757]
    for lang in LANGUAGES:
        assert {262757, 696168, 1277080, 7421474} <= claimed_numbers(
            stage_text("challenge", "05_conflicts", lang))


def test_challenge_walking_distance_output():
    module = load("challenge", "06_walking")
    assert len(module.PICTURES) == 24964 and max(module.WALK) == 35
    # the walking distance is never below the Manhattan distance, and is 0 only at the goal
    fast = load("challenge", "03_faster")
    for seed in range(20):
        cells = [n for row in scrambled(40, seed) for n in row]
        rows = module.NUMBERS[module.row_picture(cells)]
        columns = module.NUMBERS[module.column_picture(cells)]
        assert module.WALK[rows] + module.WALK[columns] >= fast.manhattan(cells)
    out = run("challenge", "06_walking")  # T3
    assert "38 moves in" in out and nodes_in(out) == [438868]
    assert "24964 pictures, up to 35 moves" in out
    for lang in LANGUAGES:
        assert {438868, 4718742, 1495173, 24964} <= claimed_numbers(
            stage_text("challenge", "06_walking", lang))


def solved_rows(out):
    """(name, moves, nodes, the moves' line) for each position a solver stage printed."""
    return re.findall(r"^(T\d): (\d+) moves in [\d.]+ s, (\d+) nodes\n +(.*)$", out, flags=re.M)


TOGETHER_NODES = {"T1": 18, "T2": 3658911, "T3": 126549, "T4": 437721, "T5": 287820}


def test_challenge_both_estimates_output():
    """Stage 7: the bigger vertical part + the bigger horizontal part of the two estimates
    is never below either estimate, and the search needs fewer nodes than with either."""
    module = load("challenge", "07_together")
    conflicts = load("challenge", "05_conflicts")
    walking = load("challenge", "06_walking")
    for seed in range(20):
        cells = [n for row in scrambled(40, seed) for n in row]
        rows = module.NUMBERS[module.row_picture(cells)]
        columns = module.NUMBERS[module.column_picture(cells)]
        down, across = module.distances(cells)
        assert down + across == conflicts.manhattan(cells)
        in_rows, in_columns = module.conflicts(cells, "row"), module.conflicts(cells, "column")
        assert in_rows + in_columns == conflicts.conflicts(cells)
        both = max(module.WALK[rows], down + in_rows) + max(module.WALK[columns], across + in_columns)
        assert both >= conflicts.manhattan(cells) + conflicts.conflicts(cells)
        assert both >= walking.WALK[walking.NUMBERS[walking.row_picture(cells)]] + \
            walking.WALK[walking.NUMBERS[walking.column_picture(cells)]]
    out = run("challenge", "07_together")  # T3, T4 and T5
    rows = solved_rows(out)
    assert {r[0]: int(r[2]) for r in rows} == {k: TOGETHER_NODES[k] for k in ("T3", "T4", "T5")}
    assert [int(r[1]) for r in rows] == [38, 49, 45] and "Moves in all: 132" in out
    for lang in LANGUAGES:
        assert set(TOGETHER_NODES.values()) - {18} <= claimed_numbers(
            stage_text("challenge", "07_together", lang))


def test_challenge_tables_search_the_same_nodes():
    """Stage 8 makes each node cheaper: the same search as stage 7, node for node."""
    slow, fast = load("challenge", "07_together"), load("challenge", "08_tables")
    assert len(fast.CONFLICT) == 625
    goal = list(range(1, 16)) + [0]
    assert fast.line_numbers(goal) == ([38, 38, 38, 39], [38, 38, 38, 39])  # a question's answer
    t1 = [n for row in fast.POSITIONS["T1"] for n in row]
    assert fast.line_numbers(t1)[0][0] == 522 and fast.CONFLICT[522] == 0   # the teacher's note
    for board in [scrambled(30, seed) for seed in range(20, 26)] + [fast.POSITIONS["T3"]]:
        assert slow.solve(board) == fast.solve(board)
        assert slow.nodes == fast.nodes
    out = run("challenge", "08_tables", "T1", "T4")
    assert {r[0]: int(r[2]) for r in solved_rows(out)} == {"T1": 18, "T4": 437721}
    for lang in LANGUAGES:
        text = stage_text("challenge", "08_tables", lang)
        assert "38" in text and "39" in text and {43680} <= claimed_numbers(text)


def test_challenge_look_ahead_output():
    """Stage 9 works out the estimate before the call: the same positions get one (the start
    is counted once instead of once a round), and the stage-8 calls it saves are counted in
    its text."""
    out = run("challenge", "09_look_ahead", "T3")
    assert {r[0]: int(r[2]) for r in solved_rows(out)} == {"T3": 126542}
    for lang in LANGUAGES:
        assert {126542, 126549, 66578} <= claimed_numbers(stage_text("challenge", "09_look_ahead", lang))


FINAL_NODES = {"T1": 18, "T2": 1711998, "T3": 93503, "T4": 329011, "T5": 210352}


def test_challenge_final_solver_output():
    """The lesson's goal: the shortest answers to all five positions, 195 moves in all."""
    out = run("challenge", "10_solver")
    rows = solved_rows(out)
    assert {r[0]: int(r[2]) for r in rows} == FINAL_NODES
    positions = tsv_positions()
    total = 0
    for name, length, _nodes, answer in rows:
        optimal, board = positions[name]
        moves = answer.split()
        assert len(moves) == int(length) == optimal
        assert replay(board, moves) == GOAL16
        total += len(moves)
    assert total == 195 and "Moves in all: 195" in out
    for lang in LANGUAGES:
        assert set(FINAL_NODES.values()) - {18} <= claimed_numbers(
            stage_text("challenge", "10_solver", lang))


def test_challenge_final_solver_scored_by_the_app():
    """The app's scoring (sandboxed, one process per position) accepts the final solver;
    the time limit here is generous because test machines are busy."""
    from boardgames.games.fifteen import challenge as ch

    path = program_path("challenge", "11_your_solver")
    result = ch.score_solver(path, ch.load_positions(str(LESSONS / "challenge" / "positions.tsv")),
                             time_limit=120)
    assert [row.valid for row in result.rows] == [True] * 5
    assert sum(row.moves for row in result.rows) == 195 == result.total_moves


def test_challenge_your_solver_stage():
    assert stage_entry("challenge", "11_your_solver")["demo"] == "challenge"
    assert stage_list("challenge")[-1]["id"] == "11_your_solver"
    module = load("challenge", "11_your_solver")
    assert callable(module.solve)
    out = run("challenge", "11_your_solver", "T1", "T3")
    assert "Moves in all: 53" in out
    assert "do not solve" not in out


# ------------------------------------------------------------------ tictactoe (course)
# The tic-tac-toe course's own behaviour tests are in test_lesson_tictactoe.py; here the
# shape of the course: enough stages, small steps, plain functions before any class.

TTT = "tictactoe"


def ttt_sources():
    return [(s["id"], program_path(TTT, s["id"]).read_text(encoding="utf-8"))
            for s in stage_list(TTT)]


def first_stage_with(pattern, sources):
    for k, (_stage_id, source) in enumerate(sources):
        if re.search(pattern, source, flags=re.M):
            return k
    return len(sources)


def test_tictactoe_has_enough_stages():
    assert len(stage_list(TTT)) >= 27
    assert all(s["demo"] in DEMOS for s in stage_list(TTT))


def test_tictactoe_plain_functions_before_any_class():
    sources = ttt_sources()
    first_class = first_stage_with(r"^\s*class\s", sources)
    assert all("class " not in source for _id, source in sources[:first_class])
    assert "super()" not in "".join(source for _id, source in sources[:first_class])
    # functions, lists, if/elif/else and for/break all come before the first class
    for pattern in (r"^\s*def\s", r"= \[", r"^\s*elif\s", r"^\s*else:", r"^\s*for\s",
                    r"^\s*break$|^\s*break\s", r"^\s*continue\b"):
        assert first_stage_with(pattern, sources) < first_class, pattern
    assert first_stage_with(r"^\s*def\s", sources) == 0     # a function from stage 1


def test_tictactoe_small_steps():
    from boardgames.lessons.diff import changed_lines, removed_count

    sources = ttt_sources()
    for (_old_id, old), (new_id, new) in zip(sources, sources[1:], strict=False):
        changed, removed = len(changed_lines(old, new)), removed_count(old, new)
        assert 0 < max(changed, removed) <= 40, (new_id, changed, removed)


def test_tictactoe_minimax_in_small_stages():
    """The search is built in four stages: score, one move ahead, recursion, the choice."""
    sources = dict(ttt_sources())
    ids = list(sources)
    score = first_stage_with(r"^def score\(", list(sources.items()))
    minimax = first_stage_with(r"^def minimax\(", list(sources.items()))
    choice = first_stage_with(r"^\s+value = minimax\(", list(sources.items()))
    assert score < minimax < choice < len(ids)
    assert minimax - score == 2 and choice - minimax == 1   # one stage in between: one ply
    assert "minimax(" not in sources[ids[score + 1]] and "look_ahead" in sources[ids[score + 1]]


def test_tictactoe_fork_stage_changes_the_move():
    """The fork stage's demo: X 2, O 4, X 6. Without the fork rule O takes corner 0 and X
    forks at 8; with it, O takes an edge."""
    ids = [s["id"] for s in stage_list(TTT)]
    fork = next(i for i in ids if i.endswith("_fork"))
    before = load(TTT, ids[ids.index(fork) - 1])
    after = load(TTT, fork)
    demo = [0, 0, 1, 0, -1, 0, 1, 0, 0]
    assert before.best_move(demo) == 0
    assert after.best_move(demo) in (1, 3, 5, 7)
    for lang in LANGUAGES:
        text = (LESSONS / TTT / "stages" / f"{fork}.{lang}.md").read_text(encoding="utf-8")
        assert re.search(r"\b2\b[^\n]*\b6\b", text), f"{fork}.{lang}.md: the demo clicks"
