<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>connect-four</name>
    <message>
        <location filename="../players.py" line="+32"/>
        <source>Looks ahead with alpha-beta search (at most 1.5 s a move)</source>
        <extracomment>Seconds a computer player may think per move.</extracomment>
        <translation>Schaut mit Alpha-Beta-Suche voraus (höchstens 1,5 s pro Zug)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks ahead as far as alpha-beta search gets in 1.5 s (10 plies and more)</source>
        <translation>Schaut so weit voraus, wie die Alpha-Beta-Suche in 1,5 s kommt (10 Halbzüge und mehr)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drops a piece in a random column</source>
        <translation>Wirft einen Stein in eine zufällige Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy (alpha-beta, 2 plies)</source>
        <translation>Leicht (Alpha-Beta, 2 Halbzüge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium (alpha-beta, 4 plies)</source>
        <translation>Mittel (Alpha-Beta, 4 Halbzüge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard (alpha-beta, 7 plies)</source>
        <translation>Schwer (Alpha-Beta, 7 Halbzüge)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert (alpha-beta, 1.5 s a move)</source>
        <translation>Experte (Alpha-Beta, 1,5 s pro Zug)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a line of four of your pieces: across, up and down, or slanting.</source>
        <extracomment>The levels (the app&apos;s &quot;Level ‹ N ›&quot; control): ``player`` names one of PLAYERS, which the app&apos;s shared session page puts in the computer&apos;s seat.</extracomment>
        <translation>Bilde eine Linie aus vier deiner Steine: waagerecht, senkrecht oder schräg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players take turns dropping one piece into a column; it falls to the lowest free cell.</source>
        <translation>Abwechselnd wirft jeder einen Stein in eine Spalte; er fällt auf das unterste freie Feld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full column cannot take more pieces.</source>
        <translation>Eine volle Spalte nimmt keine Steine mehr auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the board is full and nobody has four in a row, it is a draw.</source>
        <translation>Ist das Brett voll und niemand hat vier in einer Reihe, ist es unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a column</source>
        <translation>Eine Spalte anklicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop your piece there</source>
        <translation>wirft deinen Stein dort ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Enter</source>
        <translation>Pfeiltasten, Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a column and drop</source>
        <translation>eine Spalte wählen und einwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1 to 7</source>
        <translation>Tasten 1 bis 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop into that column</source>
        <translation>in diese Spalte einwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take back a move</source>
        <translation>einen Zug zurücknehmen</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="+8"/>
        <source>Connect Four</source>
        <translation>Vier gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop pieces into a 7x6 board and make four in a row. Play a friend or the computer at four strengths.</source>
        <translation>Wirf Steine in ein 7x6-Brett und bilde vier in einer Reihe. Spiele gegen Freunde oder gegen den Computer in vier Stärken.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="+57"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
</context>
</TS>
