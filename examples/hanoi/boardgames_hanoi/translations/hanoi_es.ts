<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>hanoi</name>
    <message>
        <location filename="../heuristics.py" line="+56"/>
        <source>Disks not on peg C</source>
        <translation>Discos fuera de la varilla C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts the disks that are not on the goal peg yet</source>
        <translation>Cuenta los discos que aún no están en la varilla de destino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest disk astray: 2^(m-1)</source>
        <translation>Mayor disco fuera de sitio: 2^(m-1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2^(m-1) moves for the largest disk m not yet in place: a lower bound, but not consistent</source>
        <translation>2^(m-1) movimientos por el mayor disco m que aún no está en su sitio: una cota inferior, pero no consistente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exact distance</source>
        <translation>Distancia exacta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The true number of moves left: A* walks straight to the goal</source>
        <translation>El número real de movimientos que faltan: A* va directo a la meta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>2 disks: 3 moves at best</source>
        <extracomment>Levels by disk count, 2 to 8 disks (``disks``: the option).</extracomment>
        <translation>2 discos: 3 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 disks: 7 moves at best</source>
        <translation>3 discos: 7 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 disks: 15 moves at best</source>
        <translation>4 discos: 15 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 disks: 31 moves at best</source>
        <translation>5 discos: 31 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 disks: 63 moves at best</source>
        <translation>6 discos: 63 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 disks: 127 moves at best</source>
        <translation>7 discos: 127 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 disks: 255 moves at best</source>
        <translation>8 discos: 255 movimientos como mínimo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the whole tower from peg A to peg C.</source>
        <translation>Lleva toda la torre de la varilla A a la varilla C.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move one disk at a time: the top disk of a peg.</source>
        <translation>Mueve un disco cada vez: el de arriba de una varilla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A disk goes on an empty peg or on a larger disk, never on a smaller one.</source>
        <translation>Un disco va en una varilla vacía o sobre un disco mayor, nunca sobre uno menor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest moves for n disks are 2^n - 1: 7 for 3 disks, 15 for 4.</source>
        <translation>Con n discos hacen falta al menos 2^n − 1 movimientos: 7 con 3 discos, 15 con 4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a peg, then another</source>
        <translation>Clic en una varilla y luego en otra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lift its top disk and put it on the other</source>
        <translation>levantar su disco de arriba y ponerlo en la otra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1, 2, 3</source>
        <translation>Teclas 1, 2, 3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the same with pegs A, B, C</source>
        <translation>lo mismo con las varillas A, B, C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same peg again</source>
        <translation>La misma varilla otra vez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>put the disk back</source>
        <translation>devolver el disco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+L, Ctrl+H</source>
        <translation>Ctrl+L, Ctrl+H</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>solve, or a hint</source>
        <translation>resolver, o una pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take back a move</source>
        <translation>deshacer una jugada</translation>
    </message>
    <message>
        <location filename="../painter.py" line="+35"/>
        <source>Peg %1 is empty: there is no disk to lift.</source>
        <extracomment>Disk colours by size, smallest first: apart by hue and by brightness. Sizes in units of the distance between two pegs: the margins, the zone above the pegs (the lifted disk, the message), the pegs&apos; height, the base and the letters.</extracomment>
        <translation>La varilla %1 está vacía: no hay disco que levantar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disk %1 is larger than disk %2 on peg %3: it cannot go there.</source>
        <translation>El disco %1 es mayor que el disco %2 de la varilla %3: no puede ir ahí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disk %1 is lifted: click the peg to put it on, or its own peg to put it back.</source>
        <translation>Disco %1 levantado: haz clic en la varilla donde ponerlo, o en la suya para devolverlo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disk %1 from %2 to %3</source>
        <translation>disco %1 de %2 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peg %1: %2</source>
        <extracomment>A peg for a screen reader: its letter and its disks from the bottom up (1: the smallest).</extracomment>
        <translation>Varilla %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no disks</source>
        <translation>sin discos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disks %1 from the bottom up</source>
        <translation>discos %1 de abajo arriba</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="+8"/>
        <source>Towers of Hanoi</source>
        <translation>Torres de Hanói</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carry the tower to peg C, never a larger disk on a smaller one. The computer shows the shortest way.</source>
        <translation>Lleva la torre a la varilla C sin poner un disco mayor sobre uno menor. El ordenador muestra el camino más corto.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="+28"/>
        <source>Disks</source>
        <extracomment>The goal peg (C). Why a move is not legal (:func:`refusal`): the source peg has no disk; the disk is larger than the target&apos;s top disk; source and target are the same peg.</extracomment>
        <translation>Discos</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
</context>
</TS>
