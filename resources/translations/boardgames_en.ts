<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChallengePanel</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/lessons/challenge_panel.py" line="+150"/>
        <source>%n positions are ready. Load a solver to score it.</source>
        <translation>
            <numerusform>%n position is ready. Load a solver to score it.</numerusform>
            <numerusform>%n positions are ready. Load a solver to score it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
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
        <location line="+59"/>
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
        <location filename="../../boardgames/app/lessons/page.py" line="+256"/>
        <source>%n lines new or changed</source>
        <translation>
            <numerusform>%n line new or changed</numerusform>
            <numerusform>%n lines new or changed</numerusform>
        </translation>
    </message>
</context>
</TS>
