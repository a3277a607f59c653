<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChallengePanel</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/lessons/challenge_panel.py" line="+158"/>
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
    <name>FifteenPlurals</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="+120"/>
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
        <location filename="../../boardgames/games/fifteen/ui/students.py" line="+32"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n move in %1</numerusform>
            <numerusform>%n moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation>
            <numerusform>Solved with the computer&apos;s help: %n move</numerusform>
            <numerusform>Solved with the computer&apos;s help: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n moves · %1</source>
        <translation>
            <numerusform>%n move · %1</numerusform>
            <numerusform>%n moves · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved in %n moves.</source>
        <translation>
            <numerusform>Solved in %n move.</numerusform>
            <numerusform>Solved in %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenView</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/view.py" line="+201"/>
        <source>Easy shuffle: %n random moves from the goal.</source>
        <translation>
            <numerusform>Easy shuffle: %n random move from the goal.</numerusform>
            <numerusform>Easy shuffle: %n random moves from the goal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/lessons/texts.py" line="+29"/>
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
        <location filename="../../boardgames/app/lessons/page.py" line="+261"/>
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
        <location filename="../../boardgames/games/fifteen/ui/panel.py" line="+49"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/session_page/page.py" line="+247"/>
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln position</numerusform>
            <numerusform>%Ln positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 looked %n plies ahead: %2</source>
        <translation>
            <numerusform>%1 looked %n ply ahead: %2</numerusform>
            <numerusform>%1 looked %n plies ahead: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
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
        <location line="+3"/>
        <source>loss
in %n</source>
        <translation>
            <numerusform>loss
in %n</numerusform>
            <numerusform>loss
in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepperWindow</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/stepper.py" line="+233"/>
        <source>%n steps/s</source>
        <translation>
            <numerusform>%n step/s</numerusform>
            <numerusform>%n steps/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Goal reached: a solution of %n moves.</source>
        <translation>
            <numerusform>Goal reached: a solution of %n move.</numerusform>
            <numerusform>Goal reached: a solution of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
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
        <location filename="../../boardgames/games/tictactoe/ui/texts.py" line="+48"/>
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
        <location line="+3"/>
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
        <location line="+3"/>
        <source>Scores for %1 after searching %n plies: open lines count, higher is better (≤: refuted, only a bound).</source>
        <translation>
            <numerusform>Scores for %1 after searching %n ply: open lines count, higher is better (≤: refuted, only a bound).</numerusform>
            <numerusform>Scores for %1 after searching %n plies: open lines count, higher is better (≤: refuted, only a bound).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Searched %n plies deep.</source>
        <translation>
            <numerusform>Searched %n ply deep.</numerusform>
            <numerusform>Searched %n plies deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You %1 : %2 computer (%n draws)</source>
        <translation>
            <numerusform>You %1 : %2 computer (%n draw)</numerusform>
            <numerusform>You %1 : %2 computer (%n draws)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/tictactoe/ui/tournament_page.py" line="+280"/>
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
        <location filename="../../boardgames/games/tictactoe/ui/tree_view.py" line="+187"/>
        <source>The next level has %n positions: too many to draw. Click single boards to expand them.</source>
        <translation>
            <numerusform>The next level has %n position: too many to draw. Click single boards to expand them.</numerusform>
            <numerusform>The next level has %n positions: too many to draw. Click single boards to expand them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>X wins in %n</source>
        <translation>
            <numerusform>X wins in %n</numerusform>
            <numerusform>X wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>O wins in %n</source>
        <translation>
            <numerusform>O wins in %n</numerusform>
            <numerusform>O wins in %n</numerusform>
        </translation>
    </message>
</context>
</TS>
