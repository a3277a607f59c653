<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>nim</name>
    <message>
        <location filename="../players.py" line="+98"/>
        <source>Mistakes (%)</source>
        <extracomment>Seconds alpha-beta may think per move. Alpha-beta to the end of the game is offered when the rules&apos; start has at most this many positions (the product of heap size + 1): it then answers at once. The fallible player&apos;s share of mistakes, in percent, set beside its seat.</extracomment>
        <translation>Errores (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../rules.py" line="+34"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes a random number of matches from a random heap</source>
        <translation>Toma un número de cerillas al azar de un montón al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alpha-beta, 2 plies</source>
        <translation>Alfa-beta, 2 semijugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks one move of each player ahead: takes the last matches when it can and does not leave them to you</source>
        <translation>Mira una jugada de cada jugador hacia delante: toma las últimas cerillas cuando puede y no te las deja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alpha-beta, 4 plies</source>
        <translation>Alfa-beta, 4 semijugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks two moves of each player ahead</source>
        <translation>Mira dos jugadas de cada jugador hacia delante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum with mistakes</source>
        <translation>Suma nim con errores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the nim-sum, but a share of its moves are mistakes</source>
        <translation>Juega por la suma nim, pero una parte de sus jugadas son errores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alpha-beta to the end</source>
        <translation>Alfa-beta hasta el final</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches every line to the last match (small heaps only)</source>
        <translation>Explora cada variante hasta la última cerilla (solo montones pequeños)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect (nim-sum)</source>
        <translation>Perfecto (suma nim)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes the nim-sum 0 whenever it can (Bouton 1901)</source>
        <translation>Deja la suma nim en 0 siempre que puede (Bouton 1901)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>makes the nim-sum 0</source>
        <extracomment>What the page says after a computer&apos;s move, by its decision&apos;s reason.</extracomment>
        <translation>deja la suma nim en 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no move makes the nim-sum 0: takes one match and waits</source>
        <translation>ninguna jugada deja la suma nim en 0: toma una cerilla y espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deliberate mistake</source>
        <translation>un error a propósito</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The computer takes matches at random</source>
        <extracomment>The levels: you move first, on heaps you can win from. ``player`` names one of PLAYERS, ``heaps`` the option, ``mistakes`` the fallible player&apos;s share.</extracomment>
        <translation>El ordenador toma cerillas al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer looks one move ahead</source>
        <translation>El ordenador mira una jugada hacia delante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum, but 1 move in 2 is a mistake</source>
        <translation>Suma nim, pero 1 de cada 2 jugadas es un error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum, but 1 move in 5 is a mistake</source>
        <translation>Suma nim, pero 1 de cada 5 jugadas es un error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect: the nim-sum, on 3, 5 and 7</source>
        <translation>Perfecto: la suma nim, con 3, 5 y 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect, on random heaps</source>
        <translation>Perfecto, con montones al azar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the last match.</source>
        <translation>Toma la última cerilla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players take turns; Red goes first.</source>
        <translation>Los jugadores juegan por turnos; empieza Rojo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn, take as many matches as you like, at least one, all from one heap.</source>
        <translation>En tu turno, toma tantas cerillas como quieras, al menos una, todas del mismo montón.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever takes the last match wins.</source>
        <translation>Gana quien toma la última cerilla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a match</source>
        <translation>Clic en una cerilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take it and every match above it</source>
        <translation>tomarla con todas las que tiene encima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Izquierda, derecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a heap</source>
        <translation>elegir un montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down</source>
        <translation>Arriba, abajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose how many to take</source>
        <translation>elegir cuántas tomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take them</source>
        <translation>tomarlas</translation>
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
        <location filename="../plugin.py" line="+8"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take matches from heaps; whoever takes the last one wins. Up to a perfect computer.</source>
        <translation>Toma cerillas de los montones; gana quien toma la última. Hasta un ordenador perfecto.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="-6"/>
        <source>Heaps</source>
        <extracomment>The most matches a heap may hold (the text form refuses more). The option value of random heaps: 3 to 5 heaps of 1 to RANDOM_MOST matches.</extracomment>
        <translation>Montones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2, 3 (tiny)</source>
        <translation>2, 3 (mínimo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1, 2, 3</source>
        <translation>1, 2, 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 4, 5</source>
        <translation>3, 4, 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 5, 7</source>
        <translation>3, 5, 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1, 3, 5, 7</source>
        <translation>1, 3, 5, 7</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../painter.py" line="+36"/>
        <source>Take %1 from heap %2</source>
        <extracomment>Red and Blue (fill, dark): apart on a projector and for the common colour blindnesses. Sizes in units of one column&apos;s width: a match&apos;s length and thickness, the pitch of the pile, the margins, the caption above and the letters below. The caption of the move pointed at and a move&apos;s words (a count, with no plural forms).</extracomment>
        <translation>Tomar %1 del montón %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 from heap %2</source>
        <translation>%1 del montón %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heap %1, matches: %2</source>
        <extracomment>A heap for a screen reader (a count, with no plural forms).</extracomment>
        <translation>Montón %1, cerillas: %2</translation>
    </message>
</context>
</TS>
