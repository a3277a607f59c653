<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>nim</name>
    <message>
        <location filename="../players.py" line="+98"/>
        <source>Mistakes (%)</source>
        <extracomment>Seconds alpha-beta may think per move. Alpha-beta to the end of the game is offered when the rules&apos; start has at most this many positions (the product of heap size + 1): it then answers at once. The fallible player&apos;s share of mistakes, in percent, set beside its seat.</extracomment>
        <translation>Ошибки (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../rules.py" line="+34"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes a random number of matches from a random heap</source>
        <translation>Берёт случайное число спичек из случайной кучки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alpha-beta, 2 plies</source>
        <translation>Альфа-бета, 2 полухода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks one move of each player ahead: takes the last matches when it can and does not leave them to you</source>
        <translation>Смотрит на ход каждого игрока вперёд: забирает последние спички, когда может, и не оставляет их вам</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alpha-beta, 4 plies</source>
        <translation>Альфа-бета, 4 полухода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks two moves of each player ahead</source>
        <translation>Смотрит на два хода каждого игрока вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum with mistakes</source>
        <translation>Ним-сумма с ошибками</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the nim-sum, but a share of its moves are mistakes</source>
        <translation>Играет по ним-сумме, но часть его ходов — ошибки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alpha-beta to the end</source>
        <translation>Альфа-бета до конца</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches every line to the last match (small heaps only)</source>
        <translation>Перебирает все варианты до последней спички (только маленькие кучки)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect (nim-sum)</source>
        <translation>Идеальный (ним-сумма)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes the nim-sum 0 whenever it can (Bouton 1901)</source>
        <translation>Делает ним-сумму равной 0, когда только может (Бутон, 1901)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>makes the nim-sum 0</source>
        <extracomment>What the page says after a computer&apos;s move, by its decision&apos;s reason.</extracomment>
        <translation>делает ним-сумму равной 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no move makes the nim-sum 0: takes one match and waits</source>
        <translation>ни один ход не делает ним-сумму равной 0: берёт одну спичку и ждёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deliberate mistake</source>
        <translation>нарочная ошибка</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The computer takes matches at random</source>
        <extracomment>The levels: you move first, on heaps you can win from. ``player`` names one of PLAYERS, ``heaps`` the option, ``mistakes`` the fallible player&apos;s share.</extracomment>
        <translation>Компьютер берёт спички наугад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer looks one move ahead</source>
        <translation>Компьютер смотрит на ход вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum, but 1 move in 2 is a mistake</source>
        <translation>Ним-сумма, но каждый второй ход — ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nim-sum, but 1 move in 5 is a mistake</source>
        <translation>Ним-сумма, но каждый пятый ход — ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect: the nim-sum, on 3, 5 and 7</source>
        <translation>Идеальный: ним-сумма, кучки 3, 5 и 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect, on random heaps</source>
        <translation>Идеальный, случайные кучки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the last match.</source>
        <translation>Возьмите последнюю спичку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players take turns; Red goes first.</source>
        <translation>Игроки ходят по очереди; первым ходит Красный.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn, take as many matches as you like, at least one, all from one heap.</source>
        <translation>За ход возьмите сколько угодно спичек, но не меньше одной и все из одной кучки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever takes the last match wins.</source>
        <translation>Кто взял последнюю спичку, тот выиграл.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a match</source>
        <translation>Щелчок по спичке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take it and every match above it</source>
        <translation>взять её и все спички над ней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, Right</source>
        <translation>Влево, вправо</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a heap</source>
        <translation>выбрать кучку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down</source>
        <translation>Вверх, вниз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose how many to take</source>
        <translation>выбрать, сколько взять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>take them</source>
        <translation>взять их</translation>
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
        <location filename="../plugin.py" line="+8"/>
        <source>Nim</source>
        <translation>Ним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take matches from heaps; whoever takes the last one wins. Up to a perfect computer.</source>
        <translation>Берите спички из кучек; кто взял последнюю, выиграл. Вплоть до безошибочного компьютера.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="-6"/>
        <source>Heaps</source>
        <extracomment>The most matches a heap may hold (the text form refuses more). The option value of random heaps: 3 to 5 heaps of 1 to RANDOM_MOST matches.</extracomment>
        <translation>Кучки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2, 3 (tiny)</source>
        <translation>2, 3 (крошечная)</translation>
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
        <translation>Красный</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <location filename="../painter.py" line="+36"/>
        <source>Take %1 from heap %2</source>
        <extracomment>Red and Blue (fill, dark): apart on a projector and for the common colour blindnesses. Sizes in units of one column&apos;s width: a match&apos;s length and thickness, the pitch of the pile, the margins, the caption above and the letters below. The caption of the move pointed at and a move&apos;s words (a count, with no plural forms).</extracomment>
        <translation>Взять %1 из кучки %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 from heap %2</source>
        <translation>%1 из кучки %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heap %1, matches: %2</source>
        <extracomment>A heap for a screen reader (a count, with no plural forms).</extracomment>
        <translation>Кучка %1, спичек: %2</translation>
    </message>
</context>
</TS>
