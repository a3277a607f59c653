<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>connect-four</name>
    <message>
        <location filename="../players.py" line="+32"/>
        <source>Looks ahead with alpha-beta search (at most 1.5 s a move)</source>
        <extracomment>Seconds a computer player may think per move.</extracomment>
        <translation>Mira hacia delante con búsqueda alfa-beta (como mucho 1,5 s por jugada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks ahead as far as alpha-beta search gets in 1.5 s (10 plies and more)</source>
        <translation>Mira tan lejos como llega la búsqueda alfa-beta en 1,5 s (10 semijugadas o más)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drops a piece in a random column</source>
        <translation>Deja caer una ficha en una columna al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy (alpha-beta, 2 plies)</source>
        <translation>Fácil (alfa-beta, 2 semijugadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium (alpha-beta, 4 plies)</source>
        <translation>Medio (alfa-beta, 4 semijugadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard (alpha-beta, 7 plies)</source>
        <translation>Difícil (alfa-beta, 7 semijugadas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert (alpha-beta, 1.5 s a move)</source>
        <translation>Experto (alfa-beta, 1,5 s por jugada)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a line of four of your pieces: across, up and down, or slanting.</source>
        <extracomment>The levels (the app&apos;s &quot;Level ‹ N ›&quot; control): ``player`` names one of PLAYERS, which the app&apos;s shared session page puts in the computer&apos;s seat.</extracomment>
        <translation>Forma una línea de cuatro de tus fichas: en horizontal, en vertical o en diagonal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players take turns dropping one piece into a column; it falls to the lowest free cell.</source>
        <translation>Los jugadores dejan caer por turnos una ficha en una columna; cae a la casilla libre más baja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full column cannot take more pieces.</source>
        <translation>Una columna llena no admite más fichas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the board is full and nobody has four in a row, it is a draw.</source>
        <translation>Si el tablero se llena y nadie tiene cuatro en línea, es empate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a column</source>
        <translation>Clic en una columna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop your piece there</source>
        <translation>dejar caer tu ficha allí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Enter</source>
        <translation>Flechas, Intro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a column and drop</source>
        <translation>elegir una columna y soltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1 to 7</source>
        <translation>Teclas 1 a 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop into that column</source>
        <translation>soltar en esa columna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take back a move</source>
        <translation>deshacer una jugada</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="+8"/>
        <source>Connect Four</source>
        <translation>Cuatro en línea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop pieces into a 7x6 board and make four in a row. Play a friend or the computer at four strengths.</source>
        <translation>Deja caer fichas en un tablero de 7x6 y haz cuatro en línea. Juega contra un amigo o contra el ordenador en cuatro niveles.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="+57"/>
        <source>Red</source>
        <translation>Rojas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Amarillas</translation>
    </message>
</context>
</TS>
