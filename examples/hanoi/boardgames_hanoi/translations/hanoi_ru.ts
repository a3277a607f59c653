<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>hanoi</name>
    <message>
        <location filename="../heuristics.py" line="+56"/>
        <source>Disks not on peg C</source>
        <translation>Диски не на стержне C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts the disks that are not on the goal peg yet</source>
        <translation>Считает диски, которые ещё не на целевом стержне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest disk astray: 2^(m-1)</source>
        <translation>Самый большой диск не на месте: 2^(m-1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2^(m-1) moves for the largest disk m not yet in place: a lower bound, but not consistent</source>
        <translation>2^(m-1) ходов для самого большого диска m, который ещё не на месте: нижняя оценка, но не монотонная</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exact distance</source>
        <translation>Точное расстояние</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The true number of moves left: A* walks straight to the goal</source>
        <translation>Истинное число оставшихся ходов: A* идёт прямо к цели</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>2 disks: 3 moves at best</source>
        <extracomment>Levels by disk count, 2 to 8 disks (``disks``: the option).</extracomment>
        <translation>2 диска: не меньше 3 ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 disks: 7 moves at best</source>
        <translation>3 диска: не меньше 7 ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 disks: 15 moves at best</source>
        <translation>4 диска: не меньше 15 ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 disks: 31 moves at best</source>
        <translation>5 дисков: не меньше 31 хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 disks: 63 moves at best</source>
        <translation>6 дисков: не меньше 63 ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 disks: 127 moves at best</source>
        <translation>7 дисков: не меньше 127 ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 disks: 255 moves at best</source>
        <translation>8 дисков: не меньше 255 ходов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the whole tower from peg A to peg C.</source>
        <translation>Перенесите всю башню со стержня A на стержень C.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move one disk at a time: the top disk of a peg.</source>
        <translation>За ход переносится один диск — верхний на стержне.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A disk goes on an empty peg or on a larger disk, never on a smaller one.</source>
        <translation>Диск кладут на пустой стержень или на больший диск, но никогда на меньший.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest moves for n disks are 2^n - 1: 7 for 3 disks, 15 for 4.</source>
        <translation>Для n дисков нужно не меньше 2^n − 1 ходов: 7 для 3 дисков, 15 для 4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a peg, then another</source>
        <translation>Щелчок по стержню, затем по другому</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lift its top disk and put it on the other</source>
        <translation>поднять верхний диск и положить его на другой стержень</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1, 2, 3</source>
        <translation>Клавиши 1, 2, 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the same with pegs A, B, C</source>
        <translation>то же со стержнями A, B, C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same peg again</source>
        <translation>Тот же стержень ещё раз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>put the disk back</source>
        <translation>положить диск обратно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+L, Ctrl+H</source>
        <translation>Ctrl+L, Ctrl+H</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>solve, or a hint</source>
        <translation>решить или подсказать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take back a move</source>
        <translation>отменить ход</translation>
    </message>
    <message>
        <location filename="../painter.py" line="+35"/>
        <source>Peg %1 is empty: there is no disk to lift.</source>
        <extracomment>Disk colours by size, smallest first: apart by hue and by brightness. Sizes in units of the distance between two pegs: the margins, the zone above the pegs (the lifted disk, the message), the pegs&apos; height, the base and the letters.</extracomment>
        <translation>Стержень %1 пуст: поднимать нечего.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disk %1 is larger than disk %2 on peg %3: it cannot go there.</source>
        <translation>Диск %1 больше диска %2 на стержне %3: туда его класть нельзя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disk %1 is lifted: click the peg to put it on, or its own peg to put it back.</source>
        <translation>Диск %1 поднят: щёлкните стержень, на который его положить, или его же стержень, чтобы вернуть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk %1 from %2 to %3</source>
        <translation>диск %1 с %2 на %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peg %1: %2</source>
        <extracomment>A peg for a screen reader: its letter and its disks from the bottom up (1: the smallest).</extracomment>
        <translation>Стержень %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no disks</source>
        <translation>нет дисков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disks %1 from the bottom up</source>
        <translation>диски %1 снизу вверх</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="+8"/>
        <source>Towers of Hanoi</source>
        <translation>Ханойская башня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carry the tower to peg C, never a larger disk on a smaller one. The computer shows the shortest way.</source>
        <translation>Перенесите башню на стержень C, не кладя больший диск на меньший. Компьютер покажет кратчайший путь.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="+28"/>
        <source>Disks</source>
        <extracomment>The goal peg (C). Why a move is not legal (:func:`refusal`): the source peg has no disk; the disk is larger than the target&apos;s top disk; source and target are the same peg.</extracomment>
        <translation>Диски</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
</context>
</TS>
