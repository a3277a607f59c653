<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>connect-four</name>
    <message>
        <location filename="../players.py" line="+32"/>
        <source>Looks ahead with alpha-beta search (at most 1.5 s a move)</source>
        <extracomment>Seconds a computer player may think per move.</extracomment>
        <translation>Заглядывает вперёд альфа-бета-поиском (не больше 1,5 с на ход)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looks ahead as far as alpha-beta search gets in 1.5 s (10 plies and more)</source>
        <translation>Заглядывает так далеко, как альфа-бета-поиск успевает за 1,5 с (10 полуходов и больше)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drops a piece in a random column</source>
        <translation>Бросает фишку в случайный столбец</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy (alpha-beta, 2 plies)</source>
        <translation>Лёгкий (альфа-бета, 2 полухода)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium (alpha-beta, 4 plies)</source>
        <translation>Средний (альфа-бета, 4 полухода)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard (alpha-beta, 7 plies)</source>
        <translation>Трудный (альфа-бета, 7 полуходов)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert (alpha-beta, 1.5 s a move)</source>
        <translation>Эксперт (альфа-бета, 1,5 с на ход)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make a line of four of your pieces: across, up and down, or slanting.</source>
        <extracomment>The levels (the app&apos;s &quot;Level ‹ N ›&quot; control): ``player`` names one of PLAYERS, which the app&apos;s shared session page puts in the computer&apos;s seat.</extracomment>
        <translation>Поставьте четыре свои фишки в линию: по горизонтали, по вертикали или наискосок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players take turns dropping one piece into a column; it falls to the lowest free cell.</source>
        <translation>Игроки по очереди бросают по одной фишке в столбец; она падает в самую нижнюю свободную клетку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A full column cannot take more pieces.</source>
        <translation>В заполненный столбец фишку бросить нельзя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the board is full and nobody has four in a row, it is a draw.</source>
        <translation>Если поле заполнено, а четырёх в ряд ни у кого нет, — ничья.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a column</source>
        <translation>Щелчок по столбцу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop your piece there</source>
        <translation>бросить туда свою фишку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Enter</source>
        <translation>Стрелки, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a column and drop</source>
        <translation>выбрать столбец и бросить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1 to 7</source>
        <translation>Клавиши 1–7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drop into that column</source>
        <translation>бросить фишку в этот столбец</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take back a move</source>
        <translation>отменить ход</translation>
    </message>
    <message>
        <location filename="../plugin.py" line="+8"/>
        <source>Connect Four</source>
        <translation>Четыре в ряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop pieces into a 7x6 board and make four in a row. Play a friend or the computer at four strengths.</source>
        <translation>Бросайте фишки в поле 7×6 и соберите четыре в ряд. Играйте с другом или с компьютером четырёх уровней силы.</translation>
    </message>
    <message>
        <location filename="../rules.py" line="+57"/>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Жёлтые</translation>
    </message>
</context>
</TS>
