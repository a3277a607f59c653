<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>nim</name>
    <message>
        <location filename="../painter.py" line="+36"/>
        <source>Take %1 from heap %2</source>
        <extracomment>Red and Blue (fill, dark): apart on a projector and for the common colour blindnesses. Sizes in units of one column&apos;s width: a match&apos;s length and thickness, the pitch of the pile, the margins, the caption above and the letters below. The caption of the move pointed at and a move&apos;s words (a count, with no plural forms).</extracomment>
        <translation>Nimm %1 von Haufen %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 from heap %2</source>
        <translation>%1 von Haufen %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heap %1, matches: %2</source>
        <extracomment>A heap for a screen reader (a count, with no plural forms).</extracomment>
        <translation>Haufen %1, Hölzer: %2</translation>
    </message>
    <message>
        <location filename="../players.py" line="+98"/>
        <source>Mistakes (%)</source>
        <extracomment>Seconds alpha-beta may think per move. Alpha-beta to the end of the game is offered when the rules&apos; start has at most this many positions (the product of heap size + 1): it then answers at once. The fallible player&apos;s share of mistakes, in percent, set beside its seat.</extracomment>
        <translation>Fehler (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../rules.py" line="+34"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes a random number of matches from a random heap</source>
        <translation>Nimmt eine zufällige Zahl Hölzer von einem zufälligen Haufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alpha-beta, 2 plies</source>
        <translation>Alpha-Beta, 2 Halbzüge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks one move of each player ahead: takes the last matches when it can and does not leave them to you</source>
        <translation>Schaut einen Zug jeder Seite voraus: nimmt die letzten Hölzer, wenn es geht, und überlässt sie nicht dir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alpha-beta, 4 plies</source>
        <translation>Alpha-Beta, 4 Halbzüge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks two moves of each player ahead</source>
        <translation>Schaut zwei Züge jeder Seite voraus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum with mistakes</source>
        <translation>Nim-Summe mit Fehlern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the nim-sum, but a share of its moves are mistakes</source>
        <translation>Spielt nach der Nim-Summe, aber ein Teil seiner Züge sind Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alpha-beta to the end</source>
        <translation>Alpha-Beta bis zum Ende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches every line to the last match (small heaps only)</source>
        <translation>Durchsucht jede Variante bis zum letzten Holz (nur kleine Haufen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect (nim-sum)</source>
        <translation>Perfekt (Nim-Summe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes the nim-sum 0 whenever it can (Bouton 1901)</source>
        <translation>Macht die Nim-Summe 0, wann immer es geht (Bouton 1901)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>makes the nim-sum 0</source>
        <extracomment>What the page says after a computer&apos;s move, by its decision&apos;s reason.</extracomment>
        <translation>macht die Nim-Summe 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no move makes the nim-sum 0: takes one match and waits</source>
        <translation>kein Zug macht die Nim-Summe 0: nimmt ein Holz und wartet ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deliberate mistake</source>
        <translation>ein absichtlicher Fehler</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The computer takes matches at random</source>
        <extracomment>The levels: you move first, on heaps you can win from. ``player`` names one of PLAYERS, ``heaps`` the option, ``mistakes`` the fallible player&apos;s share.</extracomment>
        <translation>Der Computer nimmt zufällig Hölzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer looks one move ahead</source>
        <translation>Der Computer schaut einen Zug voraus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum, but 1 move in 2 is a mistake</source>
        <translation>Nim-Summe, aber 1 Zug von 2 ist ein Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum, but 1 move in 5 is a mistake</source>
        <translation>Nim-Summe, aber 1 Zug von 5 ist ein Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect: the nim-sum, on 3, 5 and 7</source>
        <translation>Perfekt: die Nim-Summe, auf 3, 5 und 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect, on random heaps</source>
        <translation>Perfekt, auf zufälligen Haufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the last match.</source>
        <translation>Nimm das letzte Holz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players take turns; Red goes first.</source>
        <translation>Abwechselnd ist jeder am Zug; Rot beginnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn, take as many matches as you like, at least one, all from one heap.</source>
        <translation>Nimm in deinem Zug so viele Hölzer, wie du willst, mindestens eins, alle von einem Haufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever takes the last match wins.</source>
        <translation>Wer das letzte Holz nimmt, gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a match</source>
        <translation>Ein Holz anklicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take it and every match above it</source>
        <translation>nimmt es und jedes Holz darüber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a heap</source>
        <translation>einen Haufen wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down</source>
        <translation>Hoch, Runter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose how many to take</source>
        <translation>wählen, wie viele du nimmst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take them</source>
        <translation>nimmt sie</translation>
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
        <location filename="../plugin.py" line="+8"/>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take matches from heaps; whoever takes the last one wins. Up to a perfect computer.</source>
        <translation>Nimm Hölzer von Haufen; wer das letzte nimmt, gewinnt. Bis hin zu einem perfekten Computer.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="-6"/>
        <source>Heaps</source>
        <extracomment>The most matches a heap may hold (the text form refuses more). The option value of random heaps: 3 to 5 heaps of 1 to RANDOM_MOST matches.</extracomment>
        <translation>Haufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2, 3 (tiny)</source>
        <translation>2, 3 (winzig)</translation>
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
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
</TS>
