<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>hanoi</name>
    <message>
        <location filename="../heuristics.py" line="+56"/>
        <source>Disks not on peg C</source>
        <translation>Scheiben nicht auf Stab C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts the disks that are not on the goal peg yet</source>
        <translation>Zählt die Scheiben, die noch nicht auf dem Zielstab liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest disk astray: 2^(m-1)</source>
        <translation>Größte verirrte Scheibe: 2^(m-1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2^(m-1) moves for the largest disk m not yet in place: a lower bound, but not consistent</source>
        <translation>2^(m-1) Züge für die größte Scheibe m, die noch nicht an ihrem Platz ist: eine untere Schranke, aber nicht konsistent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exact distance</source>
        <translation>Exakter Abstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The true number of moves left: A* walks straight to the goal</source>
        <translation>Die wahre Zahl der verbleibenden Züge: A* geht geradewegs zum Ziel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>2 disks: 3 moves at best</source>
        <extracomment>Levels by disk count, 2 to 8 disks (``disks``: the option).</extracomment>
        <translation>2 Scheiben: bestenfalls 3 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 disks: 7 moves at best</source>
        <translation>3 Scheiben: bestenfalls 7 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 disks: 15 moves at best</source>
        <translation>4 Scheiben: bestenfalls 15 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 disks: 31 moves at best</source>
        <translation>5 Scheiben: bestenfalls 31 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 disks: 63 moves at best</source>
        <translation>6 Scheiben: bestenfalls 63 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 disks: 127 moves at best</source>
        <translation>7 Scheiben: bestenfalls 127 Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 disks: 255 moves at best</source>
        <translation>8 Scheiben: bestenfalls 255 Züge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the whole tower from peg A to peg C.</source>
        <translation>Bringe den ganzen Turm von Stab A auf Stab C.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move one disk at a time: the top disk of a peg.</source>
        <translation>Bewege eine Scheibe nach der anderen: die oberste Scheibe eines Stabs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A disk goes on an empty peg or on a larger disk, never on a smaller one.</source>
        <translation>Eine Scheibe kommt auf einen leeren Stab oder auf eine größere Scheibe, nie auf eine kleinere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest moves for n disks are 2^n - 1: 7 for 3 disks, 15 for 4.</source>
        <translation>Die wenigsten Züge für n Scheiben sind 2^n - 1: 7 für 3 Scheiben, 15 für 4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a peg, then another</source>
        <translation>Einen Stab anklicken, dann einen anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lift its top disk and put it on the other</source>
        <translation>hebt seine oberste Scheibe ab und legt sie auf den anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1, 2, 3</source>
        <translation>Tasten 1, 2, 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the same with pegs A, B, C</source>
        <translation>dasselbe mit den Stäben A, B, C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same peg again</source>
        <translation>Denselben Stab noch einmal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>put the disk back</source>
        <translation>legt die Scheibe zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+L, Ctrl+H</source>
        <translation>Strg+L, Strg+H</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>solve, or a hint</source>
        <translation>lösen oder ein Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take back a move</source>
        <translation>einen Zug zurücknehmen</translation>
    </message>
    <message>
        <location filename="../painter.py" line="+35"/>
        <source>Peg %1 is empty: there is no disk to lift.</source>
        <extracomment>Disk colours by size, smallest first: apart by hue and by brightness. Sizes in units of the distance between two pegs: the margins, the zone above the pegs (the lifted disk, the message), the pegs&apos; height, the base and the letters.</extracomment>
        <translation>Stab %1 ist leer: es gibt keine Scheibe zum Abheben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disk %1 is larger than disk %2 on peg %3: it cannot go there.</source>
        <translation>Scheibe %1 ist größer als Scheibe %2 auf Stab %3: sie kann dort nicht hin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disk %1 is lifted: click the peg to put it on, or its own peg to put it back.</source>
        <translation>Scheibe %1 ist abgehoben: klicke den Stab an, auf den sie soll, oder ihren eigenen Stab, um sie zurückzulegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk %1 from %2 to %3</source>
        <translation>Scheibe %1 von %2 nach %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peg %1: %2</source>
        <extracomment>A peg for a screen reader: its letter and its disks from the bottom up (1: the smallest).</extracomment>
        <translation>Stab %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no disks</source>
        <translation>keine Scheiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disks %1 from the bottom up</source>
        <translation>Scheiben %1 von unten nach oben</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="+8"/>
        <source>Towers of Hanoi</source>
        <translation>Türme von Hanoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carry the tower to peg C, never a larger disk on a smaller one. The computer shows the shortest way.</source>
        <translation>Trage den Turm auf Stab C, nie eine größere Scheibe auf eine kleinere. Der Computer zeigt den kürzesten Weg.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="+28"/>
        <source>Disks</source>
        <extracomment>The goal peg (C). Why a move is not legal (:func:`refusal`): the source peg has no disk; the disk is larger than the target&apos;s top disk; source and target are the same peg.</extracomment>
        <translation>Scheiben</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
</TS>
