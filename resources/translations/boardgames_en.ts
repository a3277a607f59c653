<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChallengePanel</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/challenge_panel.py" line="+166"/>
        <source>%n positions are ready. Load a solver to score it.</source>
        <translation>
            <numerusform>%n position is ready. Load a solver to score it.</numerusform>
            <numerusform>%n positions are ready. Load a solver to score it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Running %1 on %n positions…</source>
        <translation>
            <numerusform>Running %1 on %n position…</numerusform>
            <numerusform>Running %1 on %n positions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Done: %1 of %n positions solved.</source>
        <translation>
            <numerusform>Done: %1 of %n position solved.</numerusform>
            <numerusform>Done: %1 of %n positions solved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>Total: %1 of %2 solved, %n moves</source>
        <translation>
            <numerusform>Total: %1 of %2 solved, %n move</numerusform>
            <numerusform>Total: %1 of %2 solved, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Total: %1 of %2 solved, %n moves (optimal %3)</source>
        <translation>
            <numerusform>Total: %1 of %2 solved, %n move (optimal %3)</numerusform>
            <numerusform>Total: %1 of %2 solved, %n moves (optimal %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/classroom/teacher.py" line="+245"/>
        <source>%n checks sent</source>
        <translation>
            <numerusform>%n check sent</numerusform>
            <numerusform>%n checks sent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/compare.py" line="+285"/>
        <source>no, +%n moves</source>
        <translation>
            <numerusform>no, +%n move</numerusform>
            <numerusform>no, +%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenPlurals</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="+98"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>No solution found within %n moves. Try IDA* or a better heuristic.</source>
        <translation>
            <numerusform>No solution found within %n move. Try IDA* or a better heuristic.</numerusform>
            <numerusform>No solution found within %n moves. Try IDA* or a better heuristic.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenStudentTexts</name>
    <message numerus="yes">
        <source>%n moves in %1</source>
        <translation type="vanished">
            <numerusform>%n move in %1</numerusform>
            <numerusform>%n moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Solved with the computer&apos;s help: %n move</numerusform>
            <numerusform>Solved with the computer&apos;s help: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves · %1</source>
        <translation type="vanished">
            <numerusform>%n move · %1</numerusform>
            <numerusform>%n moves · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves.</source>
        <translation type="vanished">
            <numerusform>Solved in %n move.</numerusform>
            <numerusform>Solved in %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenView</name>
    <message numerus="yes">
        <source>Easy shuffle: %n random moves from the goal.</source>
        <translation type="vanished">
            <numerusform>Easy shuffle: %n random move from the goal.</numerusform>
            <numerusform>Easy shuffle: %n random moves from the goal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeaderboardBoard</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/classroom/boards.py" line="+133"/>
        <source>Scoring: %n solvers left…</source>
        <translation>
            <numerusform>Scoring: %n solver left…</numerusform>
            <numerusform>Scoring: %n solvers left…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message numerus="yes">
        <location filename="../../boardgames/kit/lesson_messages.py" line="+29"/>
        <source>after %n moves the puzzle is not solved</source>
        <translation>
            <numerusform>after %n move the puzzle is not solved</numerusform>
            <numerusform>after %n moves the puzzle is not solved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/lessons/page.py" line="+311"/>
        <source>%n lines new or changed</source>
        <translation>
            <numerusform>%n line new or changed</numerusform>
            <numerusform>%n lines new or changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesSpin</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation type="vanished">
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotAccepted</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/classroom/student.py" line="+114"/>
        <source>%n not accepted by the class…</source>
        <translation>
            <numerusform>%n not accepted by the class…</numerusform>
            <numerusform>%n not accepted by the class…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageTexts</name>
    <message numerus="yes">
        <location filename="../../boardgames/kit/page/texts.py" line="+71"/>
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Best so far: %n moves · at least %1 · %2 s</source>
        <translation>
            <numerusform>Best so far: %n move · at least %1 · %2 s</numerusform>
            <numerusform>Best so far: %n moves · at least %1 · %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Looking for a solution of at most %n moves: %1</source>
        <translation>
            <numerusform>Looking for a solution of at most %n move: %1</numerusform>
            <numerusform>Looking for a solution of at most %n moves: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 looked %n plies ahead: %2</source>
        <translation>
            <numerusform>%1 looked %n ply ahead: %2</numerusform>
            <numerusform>%1 looked %n plies ahead: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Found a shortest solution: %n moves</source>
        <translation>
            <numerusform>Found a shortest solution: %n move</numerusform>
            <numerusform>Found a shortest solution: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Found a solution of %n moves (maybe not the shortest)</source>
        <translation>
            <numerusform>Found a solution of %n move (maybe not the shortest)</numerusform>
            <numerusform>Found a solution of %n moves (maybe not the shortest)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>win
in %n</source>
        <translation>
            <numerusform>win
in %n</numerusform>
            <numerusform>win
in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loss
in %n</source>
        <translation>
            <numerusform>loss
in %n</numerusform>
            <numerusform>loss
in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>You %1 : %2 computer (%n draws)</source>
        <translation>
            <numerusform>You %1 : %2 computer (%n draw)</numerusform>
            <numerusform>You %1 : %2 computer (%n draws)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Search cancelled. The best solution found so far (%n moves; lower bound %1) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Search cancelled. The best solution found so far (%n move; lower bound %1) is kept: press Play to play it.</numerusform>
            <numerusform>Search cancelled. The best solution found so far (%n moves; lower bound %1) is kept: press Play to play it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Search cancelled. The best solution found so far (%n moves) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Search cancelled. The best solution found so far (%n move) is kept: press Play to play it.</numerusform>
            <numerusform>Search cancelled. The best solution found so far (%n moves) is kept: press Play to play it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n moves, all by the computer</source>
        <translation>
            <numerusform>%n move, by the computer</numerusform>
            <numerusform>%n moves, all by the computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves: %1 yours, %2 by the computer</source>
        <translation>
            <numerusform>%n move: %1 yours, %2 by the computer</numerusform>
            <numerusform>%n moves: %1 yours, %2 by the computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Solved with the computer&apos;s help: %n move</numerusform>
            <numerusform>Solved with the computer&apos;s help: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n move in %1</numerusform>
            <numerusform>%n moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing the best solution so far (%n moves) while the search goes on.</source>
        <translation>
            <numerusform>Playing the best solution so far (%n move) while the search goes on.</numerusform>
            <numerusform>Playing the best solution so far (%n moves) while the search goes on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A shorter solution was found (%n moves); the board keeps playing the one it started (%1 moves). Solve again afterwards for the shorter one.</source>
        <translation>
            <numerusform>A shorter solution was found (%n move); the board keeps playing the one it started (%1 moves). Solve again afterwards for the shorter one.</numerusform>
            <numerusform>A shorter solution was found (%n moves); the board keeps playing the one it started (%1 moves). Solve again afterwards for the shorter one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation type="vanished">
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looked %n plies ahead: %2</source>
        <translation type="vanished">
            <numerusform>%1 looked %n ply ahead: %2</numerusform>
            <numerusform>%1 looked %n plies ahead: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>win
in %n</source>
        <translation type="vanished">
            <numerusform>win
in %n</numerusform>
            <numerusform>win
in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss
in %n</source>
        <translation type="vanished">
            <numerusform>loss
in %n</numerusform>
            <numerusform>loss
in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/classroom/boards.py" line="-26"/>
        <source>%n games played</source>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games lost by a move that went wrong</source>
        <translation>
            <numerusform>%n game lost by a move that went wrong</numerusform>
            <numerusform>%n games lost by a move that went wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing: %n pairings left…</source>
        <translation>
            <numerusform>Playing: %n pairing left…</numerusform>
            <numerusform>Playing: %n pairings left…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepperWindow</name>
    <message numerus="yes">
        <location filename="../../boardgames/kit/stepper/window.py" line="+293"/>
        <source>%n steps/s</source>
        <translation>
            <numerusform>%n step/s</numerusform>
            <numerusform>%n steps/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Goal reached: a solution of %n moves.</source>
        <translation>
            <numerusform>Goal reached: a solution of %n move.</numerusform>
            <numerusform>Goal reached: a solution of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Stopped after %n steps.</source>
        <translation>
            <numerusform>Stopped after %n step.</numerusform>
            <numerusform>Stopped after %n steps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TicTacToePlurals</name>
    <message numerus="yes">
        <source>win
in %n</source>
        <translation type="vanished">
            <numerusform>win
in %n</numerusform>
            <numerusform>win
in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss
in %n</source>
        <translation type="vanished">
            <numerusform>loss
in %n</numerusform>
            <numerusform>loss
in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores for %1 after searching %n plies: open lines count, higher is better (≤: refuted, only a bound).</source>
        <translation type="vanished">
            <numerusform>Scores for %1 after searching %n ply: open lines count, higher is better (≤: refuted, only a bound).</numerusform>
            <numerusform>Scores for %1 after searching %n plies: open lines count, higher is better (≤: refuted, only a bound).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %n plies deep.</source>
        <translation type="vanished">
            <numerusform>Searched %n ply deep.</numerusform>
            <numerusform>Searched %n plies deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You %1 : %2 computer (%n draws)</source>
        <translation type="vanished">
            <numerusform>You %1 : %2 computer (%n draw)</numerusform>
            <numerusform>You %1 : %2 computer (%n draws)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/tictactoe/ui/tournament_page.py" line="+302"/>
        <source>%n games played.</source>
        <translation>
            <numerusform>%n game played.</numerusform>
            <numerusform>%n games played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Cancelled after %n games.</source>
        <translation>
            <numerusform>Cancelled after %n game.</numerusform>
            <numerusform>Cancelled after %n games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TreeViewerWindow</name>
    <message numerus="yes">
        <source>The next level has %n positions: too many to draw. Click single boards to expand them.</source>
        <translation type="vanished">
            <numerusform>The next level has %n position: too many to draw. Click single boards to expand them.</numerusform>
            <numerusform>The next level has %n positions: too many to draw. Click single boards to expand them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>X wins in %n</source>
        <translation type="vanished">
            <numerusform>X wins in %n</numerusform>
            <numerusform>X wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>O wins in %n</source>
        <translation type="vanished">
            <numerusform>O wins in %n</numerusform>
            <numerusform>O wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../boardgames/kit/tree/window.py" line="+234"/>
        <source>The next level has %n positions: too many to draw. Click single positions to expand them.</source>
        <translation>
            <numerusform>The next level has %n position: too many to draw. Click single positions to expand them.</numerusform>
            <numerusform>The next level has %n positions: too many to draw. Click single positions to expand them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 wins in %n</numerusform>
            <numerusform>%1 wins in %n</numerusform>
        </translation>
    </message>
</context>
</TS>
