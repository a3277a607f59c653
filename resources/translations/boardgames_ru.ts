<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../boardgames/kit/page/announcer.py" line="+65"/>
        <source>Searching…</source>
        <extracomment>The shortest time in milliseconds between two announcements of a search&apos;s progress.</extracomment>
        <translation>Поиск…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The search is done.</source>
        <translation>Поиск завершён.</translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../../boardgames/kit/grid_painter.py" line="+133"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/painter.py" line="+138"/>
        <source>row %1, column %2: %3</source>
        <extracomment>Piece colours per seat (fill, rim), chosen to stay apart on a projector and, by brightness too, for the common colour blindnesses; more seats repeat them. The translation context of the game&apos;s own words (its plug-in id; set by :func:`~boardgames.kit.board.make_painter`).</extracomment>
        <translation>строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (last move)</source>
        <translation>%1 (последний ход)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (winning line)</source>
        <translation>%1 (выигрышная линия)</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../boardgames/kit/board.py" line="+58"/>
        <source>Game board</source>
        <extracomment>Milliseconds of a move&apos;s animation. Tells :mod:`boardgames.kit.board_access` to present the widget as a table of cells.</extracomment>
        <translation>Игровое поле</translation>
    </message>
</context>
<context>
    <name>ChallengePanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/challenge_panel.py" line="+59"/>
        <source>Solver challenge</source>
        <translation>Соревнование решателей</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load a Python file with a function solve(board). It gets the board as a list of rows (0 is the blank) and returns the moves, e.g. [&apos;Down&apos;, &apos;Left&apos;]. Each position is run on its own, with a time limit.</source>
        <translation>Загрузите файл Python с функцией solve(board). Она получает доску как список строк (0 — пустая клетка) и возвращает ходы, например [&apos;Down&apos;, &apos;Left&apos;]. Каждая позиция запускается отдельно, с ограничением времени.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load solver…</source>
        <translation>&amp;Загрузить решатель…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a student&apos;s .py file and score it (F5)</source>
        <translation>Выбрать .py-файл ученика и оценить его (F5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a&amp;gain</source>
        <translation>Ещё &amp;раз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>О&amp;тменить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time &amp;limit per position:</source>
        <translation>&amp;Лимит времени на позицию:</translation>
    </message>
    <message>
        <source>Note: this computer cannot isolate the solver (bubblewrap is not available), so it runs with your user&apos;s rights and could read or change your files. Time, memory and process limits still apply.</source>
        <translation type="vanished">Обратите внимание: на этом компьютере решатель нельзя изолировать (bubblewrap недоступен), поэтому он запускается с правами вашего пользователя и может прочитать или изменить ваши файлы. Ограничения по времени, памяти и числу процессов всё равно действуют.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimal</source>
        <translation>Оптимум</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Select a row to see what the solver printed (and its error, if it crashed).</source>
        <translation>Выберите строку, чтобы увидеть, что напечатал решатель (и его ошибку, если был сбой).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The positions cannot be used: %1</source>
        <translation>Эти позиции нельзя использовать: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n positions are ready. Load a solver to score it.</source>
        <translation>
            <numerusform>Готова %n позиция. Загрузите решатель, чтобы его оценить.</numerusform>
            <numerusform>Готовы %n позиции. Загрузите решатель, чтобы его оценить.</numerusform>
            <numerusform>Готово %n позиций. Загрузите решатель, чтобы его оценить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Running %1 on %n positions…</source>
        <translation>
            <numerusform>Запускаю %1 на %n позиции…</numerusform>
            <numerusform>Запускаю %1 на %n позициях…</numerusform>
            <numerusform>Запускаю %1 на %n позициях…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Done: %1 of %n positions solved.</source>
        <translation>
            <numerusform>Готово: решено %1 из %n позиции.</numerusform>
            <numerusform>Готово: решено %1 из %n позиций.</numerusform>
            <numerusform>Готово: решено %1 из %n позиций.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>answer too long</source>
        <translation>слишком длинный ответ</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Total: %1 of %2 solved, %n moves</source>
        <translation>
            <numerusform>Итого: решено %1 из %2, %n ход</numerusform>
            <numerusform>Итого: решено %1 из %2, %n хода</numerusform>
            <numerusform>Итого: решено %1 из %2, %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Total: %1 of %2 solved, %n moves (optimal %3)</source>
        <translation>
            <numerusform>Итого: решено %1 из %2, %n ход (оптимум %3)</numerusform>
            <numerusform>Итого: решено %1 из %2, %n хода (оптимум %3)</numerusform>
            <numerusform>Итого: решено %1 из %2, %n ходов (оптимум %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Load a solver</source>
        <translation>Загрузить решатель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Файлы Python (*.py);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no positions to run.</source>
        <translation>Нет позиций для запуска.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This solver cannot be run: %1</source>
        <translation>Этот решатель нельзя запустить: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Scoring stopped with an error: %1</source>
        <translation>Проверка остановилась с ошибкой: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solved</source>
        <translation>решено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crashed</source>
        <translation>сбой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timed out</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not reach the goal</source>
        <translation>не доходит до цели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad output</source>
        <translation>неверный вывод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no solve()</source>
        <translation>нет solve()</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>waiting…</source>
        <translation>ждёт…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(nothing printed)</source>
        <translation>(ничего не напечатано)</translation>
    </message>
</context>
<context>
    <name>ClassActions</name>
    <message>
        <location filename="../../boardgames/app/classroom/menu.py" line="+57"/>
        <source>Start a &amp;class…</source>
        <extracomment>(lesson, stage) the teacher showed, from the follower&apos;s thread to the GUI thread ({game: level}, locked) the teacher set, from the follower&apos;s thread to the GUI thread (exercise keys) of the class&apos;s fixed sequence, from the follower&apos;s thread to the GUI thread Offer to announce a started class on the local network (DNS-SD), so students find it.</extracomment>
        <translation>Открыть &amp;класс…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve a class on the local network: students&apos; apps send their checks to this one</source>
        <translation>Открыть класс в локальной сети: приложения учеников присылают сюда свои проверки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Join a class…</source>
        <translation>&amp;Присоединиться к классу…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your exercise checks to the teacher&apos;s app</source>
        <translation>Отправлять проверки упражнений в приложение учителя</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send a tournament &amp;player…</source>
        <extracomment>&quot;N not accepted by the class…&quot; after Join a class… (shown while there are some)</extracomment>
        <translation>Отправить &amp;игрока на турнир…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your player (a Python file) to the class&apos;s tournament</source>
        <translation>Отправить своего игрока (файл Python) на турнир класса</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Follow the teacher</source>
        <translation>Следовать за &amp;учителем</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the lesson stage the teacher shows, as the teacher moves on</source>
        <translation>Показывать тот этап урока, который показывает учитель, и переходить вместе с ним</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The class&apos;s &amp;exercises…</source>
        <translation>Упр&amp;ажнения класса…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exercises the teacher set for the class, in order</source>
        <translation>Упражнения, которые учитель задал классу, по порядку</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The players could not be saved: %1</source>
        <translation>Игроков не удалось сохранить: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game %1 has no students&apos; tournament.</source>
        <translation>У игры %1 нет турнира учеников.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <location line="+39"/>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The class cannot be started: %1</source>
        <translation>Класс не удалось открыть: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+39"/>
        <source>Join a class first (File &gt; Join a class…).</source>
        <translation>Сначала присоединитесь к классу (Файл &gt; Присоединиться к классу…).</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Your player</source>
        <translation>Ваш игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python files (*.py)</source>
        <translation>Файлы Python (*.py)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player cannot be sent: %1</source>
        <translation>Игрока не удалось отправить: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on its way to the class&apos;s %2 tournament.</source>
        <translation>%1 отправляется на турнир класса по игре %2.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game of your player:</source>
        <translation>Игра вашего игрока:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The class refused: %1</source>
        <translation>Класс отказал: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined the class at %1 as %2</source>
        <translation>Вы присоединились к классу %1 как %2</translation>
    </message>
</context>
<context>
    <name>ClassErrors</name>
    <message>
        <location filename="../../boardgames/classroom/model.py" line="+76"/>
        <source>wrong class code</source>
        <extracomment>The TCP port a class is served on unless the teacher says otherwise. Longest student name kept, in characters. Largest student file a submission may carry, in bytes (UTF-8). Most checks in one submission. Largest request body the server reads, in bytes: room for any file under :data:`MAX_FILE_BYTES` at its worst in JSON (a control character, one byte of UTF-8, escapes to six: ``<byte value="x1"/>``), plus 64 KiB for the checks (100 of them, each with a message code of 64 characters escaped at worst) and the other fields. So a file under the file limit always fits (448 KiB). Largest number (in size) a request may carry: a time in seconds, a count, a version. Files kept per student and exercise: the newest ones; an older check keeps its row (its result counts in the grid) but its file is emptied. Players kept per student and game (the newest one plays the class tournament). Most items (checks, players and levels) stored per student (one check every 2 s for a lesson of 60 minutes is 1,800). Most bytes stored per student: files kept and checks&apos; outcomes, UTF-8. Most bytes stored per class (as :data:`MAX_STUDENT_BYTES`, all students together). Most students in one class (names that joined; a flood of made-up names stops there). Characters of a class code: no 0/O, 1/I/L, so a code read from a projector is typed right. Characters of a class code (31**6, about 887 million codes). The translation context of :data:`ERRORS` (the app shows them translated). The English text of each error code (the app translates them in :data:`CONTEXT`).</extracomment>
        <translation>неверный код класса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no class code given</source>
        <translation>не указан код класса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is needed</source>
        <translation>нужно имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name is already in the class (from another computer)</source>
        <translation>это имя уже есть в классе (с другого компьютера)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the request is not a valid submission</source>
        <translation>запрос не является правильной отправкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the submission is too large</source>
        <translation>отправка слишком велика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is too large for the class (64 KiB at most)</source>
        <translation>файл слишком велик для класса (не больше 64 КиБ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this class accepts only computers of the local network</source>
        <translation>класс принимает только компьютеры локальной сети</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many wrong codes; wait a minute</source>
        <translation>слишком много неверных кодов; подождите минуту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class cannot be reached</source>
        <translation>класс недоступен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class was saved by a newer version of boardgames</source>
        <translation>класс сохранён более новой версией boardgames</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the class address must be HOST:PORT</source>
        <translation>адрес класса должен иметь вид ХОСТ:ПОРТ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the teacher&apos;s code may read the whole class</source>
        <translation>весь класс можно видеть только с кодом учителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this computer has not joined the class</source>
        <translation>этот компьютер не присоединён к классу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class answered with an error</source>
        <translation>класс ответил ошибкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player is not valid Python</source>
        <translation>игрок — не правильная программа на Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such exercise</source>
        <translation>такого упражнения нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name has invisible or control characters; type it again with letters, digits and spaces</source>
        <translation>в имени есть невидимые или управляющие символы; наберите его заново буквами, цифрами и пробелами</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this name looks like one already in the class; add your surname or its first letter</source>
        <translation>это имя похоже на имя, которое уже есть в классе; добавьте фамилию или её первую букву</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the request must be JSON (application/json, UTF-8)</source>
        <translation>запрос должен быть в JSON (application/json, UTF-8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have sent as much as the class keeps for one student; tell your teacher</source>
        <translation>вы отправили столько, сколько класс хранит для одного ученика; скажите учителю</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the class has stored as much as it may; tell your teacher</source>
        <translation>класс сохранил столько, сколько может; скажите учителю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the class is busy; trying again shortly</source>
        <translation>класс занят; скоро попробуем снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class file is damaged; nothing was written into it (bring back a backup: boardgames class restore)</source>
        <translation>файл класса повреждён; в него ничего не записано (верните резервную копию: boardgames class restore)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no such backup of this class</source>
        <translation>такой резервной копии этого класса нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class is being served; end it first (close the class window or stop &apos;boardgames class serve&apos;)</source>
        <translation>класс сейчас открыт; сначала закройте его (закройте окно класса или остановите &apos;boardgames class serve&apos;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the name is too long (80 characters at most)</source>
        <translation>имя слишком длинное (не больше 80 символов)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same name as another student&apos;s apart from case or accents (joined before this was refused); kept apart</source>
        <translation>то же имя, что у другого ученика, с точностью до регистра или диакритики (вошёл до того, как это стали запрещать); хранятся отдельно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this class&apos;s page offers no such game</source>
        <translation>на странице этого класса нет такой игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not your move in this game</source>
        <translation>в этой игре сейчас не ваш ход</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <location filename="../../boardgames/app/classroom/teacher.py" line="+102"/>
        <location line="+233"/>
        <source>Class</source>
        <extracomment>a new :class:`Snapshot`, from ClassLive&apos;s threads to the GUI thread</extracomment>
        <translation>Класс</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation type="vanished">Адрес: %1</translation>
    </message>
    <message>
        <source>Class code: %1</source>
        <translation type="vanished">Код класса: %1</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>&amp;Hide names</source>
        <translation>&amp;Скрыть имена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the students as numbers, for the projector</source>
        <translation>Показывать учеников номерами — для проектора</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;players…</source>
        <translation>Сохранить &amp;игроков…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the tournament players the students sent into a folder, one file per student</source>
        <translation>Записать присланных учениками игроков турнира в папку, по файлу на ученика</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Турнир…</translation>
    </message>
    <message>
        <source>Open the game&apos;s students&apos; tournament with the players the students sent</source>
        <translation type="vanished">Открыть турнир учеников этой игры с игроками, которых прислали ученики</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Student %1</source>
        <translation>Ученик %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: level</source>
        <translation>%1: уровень</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Students: %1, checks: %2, tournament players: %3</source>
        <translation>Учеников: %1, проверок: %2, игроков турнира: %3</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Open the game&apos;s students&apos; tournament with the players the students sent (with replays)</source>
        <translation>Открыть турнир учеников этой игры с присланными игроками (с повторами партий)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Levels…</source>
        <translation>&amp;Уровни…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the class&apos;s level in each game, and lock it</source>
        <translation>Задать уровень класса в каждой игре и закрепить его</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sequence…</source>
        <translation>&amp;Последовательность…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the class a fixed sequence of exercises</source>
        <translation>Задать классу последовательность упражнений</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which game?</source>
        <translation>Какая игра?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the players in</source>
        <translation>Сохранить игроков в</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The players could not be saved: %1</source>
        <translation>Игроков не удалось сохранить: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 players saved in %2: open them in the game&apos;s Students&apos; tournament…</source>
        <translation>Игроков сохранено: %1, в %2 — откройте их в окне «Турнир учеников…» игры</translation>
    </message>
    <message>
        <source>Students: %1, submissions: %2</source>
        <translation type="vanished">Учеников: %1, отправок: %2</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>passed</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failing</source>
        <translation>не проходит</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n checks sent</source>
        <translation>
            <numerusform>%n проверка отправлена</numerusform>
            <numerusform>%n проверки отправлены</numerusform>
            <numerusform>%n проверок отправлено</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/compare.py" line="+58"/>
        <source>Compare searches</source>
        <extracomment>The most check-box columns of &quot;Searches to run&quot; (fewer when the window is narrow).</extracomment>
        <translation>Сравнение алгоритмов поиска</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searches to run</source>
        <translation>Что запустить</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Give up after</source>
        <translation>Сдаваться после</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> nodes</source>
        <translation> узлов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel this row</source>
        <translation>Отменить строку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop all</source>
        <translation>Остановить всё</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nodes expanded</source>
        <translation>Раскрыто узлов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peak open set</source>
        <translation>Макс. открытых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimal</source>
        <translation>Оптимально</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Position (%1×%2): %3</source>
        <translation>Позиция (%1×%2): %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>waiting</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not run</source>
        <translation>не запускался</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>running…</source>
        <translation>идёт…</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+30"/>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>yes, not proven</source>
        <translation>да, не доказано</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>no, +%n moves</source>
        <translation>
            <numerusform>нет, +%n ход</numerusform>
            <numerusform>нет, +%n хода</numerusform>
            <numerusform>нет, +%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not proven</source>
        <translation>не доказано</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1: %2 nodes, %3 s</source>
        <translation>%1: узлов %2, %3 с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (trying at most %1 moves)</source>
        <translation> (предел длины: %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gave up after %1 nodes</source>
        <translation>сдался после %1 узлов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solved</source>
        <translation>решено</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gave up</source>
        <translation>сдался</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsolvable</source>
        <translation>нет решения</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="vanished">нет</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Results of the searches</source>
        <translation>Результаты поисков</translation>
    </message>
</context>
<context>
    <name>DemoPanel</name>
    <message>
        <location filename="../../boardgames/app/lessons/demo_panel.py" line="+126"/>
        <source>&amp;Run</source>
        <extracomment>Most characters of output kept in the panel. Lines of output the panel always has room for (its minimum height, in its font). What :func:`warm_up` runs in the sandbox: the imports of a stage&apos;s window program.</extracomment>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run this stage&apos;s program (F5)</source>
        <translation>Запустить программу этого шага (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eset</source>
        <translation>Пе&amp;резапуск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the program and start it again (Ctrl+F5)</source>
        <translation>Остановить программу и запустить заново (Ctrl+F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation>С&amp;топ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the program (Shift+F5)</source>
        <translation>Остановить программу (Shift+F5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The program&apos;s output appears here.</source>
        <translation>Здесь появится вывод программы.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Live demo: a window program</source>
        <translation>Живой пример: программа с окном</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live demo: the program&apos;s output</source>
        <translation>Живой пример: вывод программы</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>[... more output not shown ...]</source>
        <translation>[... дальнейший вывод не показан ...]</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+91"/>
        <source>The program could not be started: %1</source>
        <translation>Не удалось запустить программу: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped after %1 seconds: the program took too long (an endless loop?).</source>
        <translation>Остановлено через %1 с: программа работала слишком долго (бесконечный цикл?).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The program crashed.</source>
        <translation>Программа аварийно завершилась.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program stopped with an error (exit code %1); the message is below.</source>
        <translation>Программа остановилась с ошибкой (код выхода %1); сообщение ниже.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Running… its window opens beside the lesson.</source>
        <translation>Работает… её окно откроется рядом с уроком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running…</source>
        <translation>Работает…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program finished.</source>
        <translation>Программа завершилась.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Run (F5) to start the program.</source>
        <translation>Нажмите «Запуск» (F5), чтобы запустить программу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stage has no program to run.</source>
        <translation>На этом шаге нет программы для запуска.</translation>
    </message>
</context>
<context>
    <name>ExerciseMessages</name>
    <message>
        <location filename="../../boardgames/exercises/messages.py" line="+22"/>
        <source>passed</source>
        <extracomment>The translation context of every template.</extracomment>
        <translation>пройдено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2, but the right answer is %3</source>
        <translation>%1 вернула %2, а правильный ответ — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stopped with an error: %2</source>
        <translation>%1 остановилась с ошибкой: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not finish within %2 seconds (an endless loop?)</source>
        <translation>%1 не закончила работу за %2 с (бесконечный цикл?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was still working when it was stopped after %2 seconds: it is not stuck, it is too slow; make it faster (does it do the same work again and again?)</source>
        <translation>%1 ещё работала, когда её остановили через %2 с: она не зависла, а работает слишком медленно; ускорьте её (не делает ли она одну и ту же работу снова и снова?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was still expanding positions when its time ran out (%2 so far): it is not stuck, it is too slow. Keep the open list in a heap (heapq) and the closed positions in a set: min() and `in` on a plain list look at every item each time</source>
        <translation>%1 ещё раскрывала позиции, когда время вышло (уже %2): она не зависла, а работает слишком медленно. Храните открытый список в куче (heapq), а закрытые позиции — в множестве (set): min() и `in` на обычном списке каждый раз просматривают все элементы</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the calls of your program in this check took more than %1 seconds in all: make it faster (does it do the same work again and again?)</source>
        <translation>вызовы вашей программы в этой проверке заняли в сумме больше %1 с: ускорьте её (не делает ли она одну и ту же работу снова и снова?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed the board it was given; work on a copy</source>
        <translation>%1 изменила доску, которую получила; работайте с копией</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose cell %2, which is not an empty cell of the board</source>
        <translation>%1 выбрала клетку %2, но это не пустая клетка поля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2, but cell %3 wins at once</source>
        <translation>%1 выбрала %2, но ход в клетку %3 сразу даёт победу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2, but the opponent then wins at %3: block it</source>
        <translation>%1 выбрала %2, но тогда соперник выиграет ходом в клетку %3: займите эту клетку</translation>
    </message>
    <message>
        <source>%1: step %2 of the path, %3, is not one move from the step before</source>
        <translation type="vanished">%1: шаг %2 пути, %3, нельзя получить из предыдущего шага одним ходом</translation>
    </message>
    <message>
        <source>%1: the path must start at the start and end at the goal</source>
        <translation type="vanished">%1: путь должен начинаться в начальной позиции и заканчиваться в цели</translation>
    </message>
    <message>
        <source>%1 found a path of %2 moves; the shortest has %3</source>
        <translation type="vanished">%1 нашла путь длиной %2, а кратчайший — длиной %3</translation>
    </message>
    <message>
        <source>%1: expansion number %2 was %3, but breadth-first search expands %4 there (take the oldest node from the queue)</source>
        <translation type="vanished">%1: раскрытие номер %2 — это %3, а поиск в ширину раскрывает здесь %4 (берите из очереди узел, который попал в неё раньше всех)</translation>
    </message>
    <message>
        <source>%1 expanded %2 nodes; it could stop at the goal after %3</source>
        <translation type="vanished">%1 раскрыла узлов: %2, а могла остановиться на цели уже после %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 expanded %2 nodes; at most %3 are needed</source>
        <translation>%1 раскрыла узлов: %2, а нужно не больше %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scored %2 finished games, alpha-beta scores %3; the first difference is number %4: %5 instead of %6 (children left to right, stop as soon as alpha &gt;= beta)</source>
        <translation>%1 оценила законченных партий: %2, а альфа-бета оценивает %3; первое отличие — под номером %4: %5 вместо %6 (обходите детей слева направо и останавливайтесь, как только alpha &gt;= beta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the estimate for %1 is %2, but its true distance to the goal is %3: the heuristic overestimates</source>
        <translation>оценка для %1 равна %2, а настоящее расстояние до цели — %3: эвристика завышает</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded %2 with f = g + h = %3, more than the solution&apos;s %4 moves; A* and IDA* never need to</source>
        <translation>%1 раскрыла %2 с f = g + h = %3, а это больше длины решения (%4); A* и IDA* такие позиции раскрывать не нужно</translation>
    </message>
    <message>
        <source>%1 expanded the start %2 time(s); IDA* starts again from the start with each bigger bound (%3 bounds here)</source>
        <translation type="vanished">%1 раскрыла начальную позицию %2 раз(а); IDA* начинает заново с начальной позиции при каждой новой, большей границе (здесь границ: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after %1 the board is %2, but it should be %3</source>
        <translation>после %1 доска — %2, а должна быть %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3: three empty cells in a line are not three in a line</source>
        <translation>%1 дала %2, а правильный ответ — %3: три пустые клетки в линии — это ещё не три в ряд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chose %2, which blocks, but cell %3 wins at once: winning comes first</source>
        <translation>%1 выбрала %2 — это защита, но клетка %3 выигрывает сразу: выигрыш важнее</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3: the move that fills the board can also make three in a line (look for a line before you look for a full board)</source>
        <translation>%1 дала %2, а правильный ответ — %3: ход, которым заполняется поле, тоже может собрать три в ряд (сначала ищите линию, потом проверяйте, заполнено ли поле)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, but the right answer is %3: whatever the player to move plays, it loses (a best value that starts at 0 never gets there)</source>
        <translation>%1 дала %2, а правильный ответ — %3: как бы ни пошёл ходящий, он проигрывает (лучшая цена, которая начинается с 0, до этого не опустится)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, but the right answer is %3: the empty cell (%4) is not a tile, leave it out</source>
        <translation>%1 дала %2, а правильный ответ — %3: пустая клетка (%4) — не фишка, её не считайте</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but cells %2 and %3 are at the two ends of neighbouring rows, not next to each other: the right answer is %3</source>
        <translation>%1 дала %2, но клетки %2 и %3 стоят на разных концах соседних рядов, а не рядом: правильный ответ — %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3 (width %4, %5 inversions, the empty cell in row %6 counted from the bottom)</source>
        <translation>%1 дала %2, а правильный ответ — %3 (ширина %4, инверсий: %5, пустая клетка в ряду %6, если считать снизу)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, which is not right</source>
        <translation>%1 дала %2, и это неверно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2, but %3 is not one move away</source>
        <translation>%1 дала %2, но %3 не в одном ходе отсюда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but in %3 the empty cell jumped from the end of one row to the start of the next</source>
        <translation>%1 дала %2, но в %3 пустая клетка перепрыгнула с конца одного ряда в начало следующего</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, with %3 more than once</source>
        <translation>%1 дала %2, где %3 встречается больше одного раза</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but %3 more position(s) are one move away</source>
        <translation>%1 дала %2, но в одном ходе есть ещё позиции, сколько: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but %3 is one move away too</source>
        <translation>%1 дала %2, но %3 тоже в одном ходе отсюда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave None, but the goal can be reached in %2 moves</source>
        <translation>%1 дала None, а до цели можно дойти, ходов: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but the goal cannot be reached from the start: give back None</source>
        <translation>%1 дала %2, но от начала до цели не дойти: верните None</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2: a path must start at the start and end at the goal</source>
        <translation>%1 дала %2: путь должен начинаться в начальной позиции и кончаться в цели</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2: step %3 of it, %4, is not one move from the step before</source>
        <translation>%1 дала %2: его шаг %3, %4, не в одном ходе от предыдущего</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave a path of %2 moves, %3, but the shortest has %4</source>
        <translation>%1 дала путь %3 (ходов: %2), а в кратчайшем ходов: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: expansion number %2 was %3, which the search had not reached from the start</source>
        <translation>%1: раскрытие номер %2 — это %3, а поиск ещё не дошёл до этой позиции от начала</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded %2 twice (expansions number %3 and %4); expand each position once</source>
        <translation>%1 раскрыла %2 дважды (раскрытия номер %3 и %4); раскрывайте каждую позицию один раз</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded the goal %2 (expansion number %3); stop as soon as you take the goal out of the queue or the open list</source>
        <translation>%1 раскрыла цель %2 (раскрытие номер %3); остановитесь, как только достали цель из очереди или из открытого списка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expansion number %2 was %3, %4 moves from the start, but %5, %6 moves from the start, had not been expanded yet: breadth-first search expands every position of one distance before any farther one</source>
        <translation>%1: раскрытие номер %2 — это %3 (ходов от начала: %4), а %5 (ходов от начала: %6) ещё не раскрыта: поиск в ширину раскрывает все позиции одного расстояния раньше любой более далёкой</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gave up after expanding %2 positions, but %3 can be reached from the start: look at all of them before you give back None</source>
        <translation>%1 сдалась, раскрыв позиций: %2, а от начала достижимо позиций: %3; посмотрите их все, прежде чем вернуть None</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expansion number %2, %3, is not a child of any position on the current path: IDA* searches depth first, each pass from the start</source>
        <translation>%1: раскрытие номер %2, %3, не ребёнок ни одной позиции текущего пути: IDA* ищет в глубину, каждый проход — от начала</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expansion number %2, %3, is already on the current path: skip the positions on the path, do not step back</source>
        <translation>%1: раскрытие номер %2, %3, уже есть на текущем пути: пропускайте позиции пути, не возвращайтесь назад</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded the start %2 time(s), but IDA* makes %3 pass(es) here, with the bounds %4, and expands the start once in each: each next bound is the smallest f that was above the last one, and a pass never steps back onto its own path</source>
        <translation>%1 раскрыла начальную позицию столько раз: %2, а IDA* делает здесь проходов: %3, с границами %4, и в каждом раскрывает начало один раз: каждая следующая граница — наименьшее f, которое превысило предыдущую, и проход никогда не возвращается на свой путь</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 expanded %2 at depth %3, with f = g + h = %4, in the pass with bound %5: a position whose f is above the bound is not expanded</source>
        <translation>%1 раскрыла %2 на глубине %3 с f = g + h = %4 в проходе с границей %5: позицию, у которой f больше границы, не раскрывают</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: for step %2, from %3 to %4, it gave %5, but the tile slid %6</source>
        <translation>%1: для шага %2, от %3 к %4, она дала %5, а фишка сдвинулась так: %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2 move(s), but a path of %3 position(s) has %4</source>
        <translation>%1 дала ходов: %2, а в пути из позиций числом %3 ходов: %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your file has no %1; define it (its name must be exactly %1)</source>
        <translation>в вашем файле нет %1; определите %1 (имя должно совпадать с %1 буква в букву)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your file has a syntax error, line %1: %2</source>
        <translation>в вашем файле синтаксическая ошибка, строка %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your file stopped with an error while it was loaded: %1</source>
        <translation>при загрузке вашего файла произошла ошибка: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loading your file took more than %1 seconds; move long work into a function or under if __name__ == &quot;__main__&quot;:</source>
        <translation>загрузка вашего файла заняла больше %1 с; перенесите долгую работу в функцию или под if __name__ == &quot;__main__&quot;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not checked: your file could not be loaded</source>
        <translation>не проверено: ваш файл не удалось загрузить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the checks were stopped after %1 seconds: your program took too long (an endless loop?)</source>
        <translation>проверки остановлены через %1 с: ваша программа работала слишком долго (бесконечный цикл?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program ended the run (exit code %1) before the checks finished; do not call exit() or os._exit()</source>
        <translation>ваша программа завершилась (код выхода %1) раньше, чем закончились проверки; не вызывайте exit() и os._exit()</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program was killed by %1 before the checks finished</source>
        <translation>ваша программа завершена сигналом %1 раньше, чем закончились проверки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your program used more than %1 MB of memory</source>
        <translation>ваша программа использовала больше %1 МБ памяти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your program wrote more than %1 MB (files or printed output)</source>
        <translation>ваша программа записала больше %1 МБ (в файлы или на экран)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks could not be started: %1</source>
        <translation>проверки не удалось запустить: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks were stopped</source>
        <translation>проверки остановлены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not checked: this computer has no sandbox for students&apos; code, and running it without one is not allowed (Settings)</source>
        <translation>не проверено: на этом компьютере нет песочницы для программ учеников, а запускать их без неё не разрешено (Параметры)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program&apos;s answer was too long to be read</source>
        <translation>ответ вашей программы слишком длинный, его не прочитать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks did not report properly (%1)</source>
        <translation>проверки не смогли сообщить результат (%1)</translation>
    </message>
    <message>
        <source>the checks did not report properly (%1); did your program change them?</source>
        <translation type="vanished">проверки прислали неправильный отчёт (%1); может быть, ваша программа их изменила?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (%1)</source>
        <translation>не пройдено (%1)</translation>
    </message>
</context>
<context>
    <name>ExercisesPanel</name>
    <message>
        <location filename="../../boardgames/app/exercises/panel.py" line="+71"/>
        <source>Your name</source>
        <extracomment>Where the panel finds the class it sends its checks to (the app&apos;s joined class).</extracomment>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exercises you pass are remembered under this name on this computer</source>
        <translation>Пройденные упражнения запоминаются под этим именем на этом компьютере</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Check</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the hidden checks on your program (F5)</source>
        <translation>Запустить скрытые проверки вашей программы (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start &amp;again</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the starting program back (Ctrl+Z undoes it)</source>
        <translation>Вернуть начальную программу (Ctrl+Z отменит это)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;reference</source>
        <translation>Показать &amp;эталон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For the teacher: a solution that passes every check</source>
        <translation>Для учителя: решение, которое проходит все проверки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Student:</source>
        <translation>Ученик:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exercises:</source>
        <translation>Упражнения:</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>This lesson has no exercises yet.</source>
        <translation>В этом уроке пока нет упражнений.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your program could not be saved: %1</source>
        <translation>Не удалось сохранить вашу программу: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Hint %1: %2</source>
        <translation>Подсказка %1: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Checking…</source>
        <translation>Проверяем…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✘ %1: %2</source>
        <translation>✘ %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Random positions from seed %1 (the same seed checks the same positions again).</source>
        <translation>Случайные позиции из зерна %1 (то же зерно проверит те же позиции снова).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every check passed. Well done!</source>
        <translation>Все проверки пройдены. Отлично!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 checks passed.</source>
        <translation>Пройдено проверок: %1 из %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Loading your file</source>
        <translation>Загрузка вашего файла</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The run of the checks</source>
        <translation>Запуск проверок</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sending to the class…</source>
        <translation>Отправка учителю…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The teacher has your result.</source>
        <translation>Учитель получил ваш результат.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The class refused the result: %1</source>
        <translation>Класс не принял результат: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The check was stopped.</source>
        <translation>Проверка остановлена.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Passed, but the progress could not be saved: %1</source>
        <translation>Упражнение пройдено, но сохранить прогресс не удалось: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (locked)</source>
        <translation>%1 (закрыто)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked: pass the exercises before it first</source>
        <translation>Закрыто: сначала решите упражнения перед ним</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The teacher&apos;s sequence: every exercise of it passed.</source>
        <translation>Последовательность учителя: все упражнения решены.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The teacher&apos;s sequence: %1 of %2 passed. Each exercise opens when the one before it has passed.</source>
        <translation>Последовательность учителя: решено %1 из %2. Каждое упражнение открывается, когда решено предыдущее.</translation>
    </message>
</context>
<context>
    <name>ExercisesWindow</name>
    <message>
        <location filename="../../boardgames/app/exercises/window.py" line="+34"/>
        <source>Exercises: %1</source>
        <extracomment>The window&apos;s size (pixels) where the screen has room; smaller screens get less.</extracomment>
        <translation>Упражнения: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exercises: the class&apos;s sequence</source>
        <translation>Упражнения: последовательность класса</translation>
    </message>
</context>
<context>
    <name>FifteenPainter</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/painter.py" line="+117"/>
        <source>in its place</source>
        <extracomment>The share of the drawing&apos;s height kept under the board for the legend.</extracomment>
        <translation>на своём месте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in its place yet</source>
        <translation>ещё не на своём месте</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>blank</source>
        <translation>пустая клетка</translation>
    </message>
</context>
<context>
    <name>FifteenPanel</name>
    <message>
        <source>Game</source>
        <translation type="vanished">Игра</translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="vanished">Доска</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="vanished">Строки</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="vanished">Столбцы</translation>
    </message>
    <message>
        <source>Rows × columns:</source>
        <translation type="vanished">Строк × столбцов:</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="vanished">Перемешать</translation>
    </message>
    <message>
        <source>A random position that can be solved (Ctrl+R)</source>
        <translation type="vanished">Случайная позиция, у которой есть решение (Ctrl+R)</translation>
    </message>
    <message>
        <source>Easy shuffle</source>
        <translation type="vanished">Слегка перемешать</translation>
    </message>
    <message>
        <source>Make this many random moves from the solved board</source>
        <translation type="vanished">Сделать столько случайных ходов от собранной доски</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="vanished">Решить</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation type="vanished">Алгоритм:</translation>
    </message>
    <message>
        <source>Heuristic:</source>
        <translation type="vanished">Эвристика:</translation>
    </message>
    <message>
        <source> s</source>
        <translation type="vanished"> с</translation>
    </message>
    <message>
        <source>Boards larger than 4x4: how long Solve keeps looking for shorter solutions</source>
        <translation type="vanished">Поля больше 4x4: сколько времени «Решить» ищет более короткие решения</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="vanished">Время поиска:</translation>
    </message>
    <message>
        <source>Find a solution in the background (Ctrl+L)</source>
        <translation type="vanished">Искать решение в фоне (Ctrl+L)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="vanished">Подсказка</translation>
    </message>
    <message>
        <source>Show the next move of a shortest solution (Ctrl+H)</source>
        <translation type="vanished">Показать следующий ход кратчайшего решения (Ctrl+H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Отмена</translation>
    </message>
    <message>
        <source>Play best so far</source>
        <translation type="vanished">Показать лучшее найденное</translation>
    </message>
    <message>
        <source>Play the best solution found so far while the search looks for a shorter one</source>
        <translation type="vanished">Показать лучшее найденное решение, пока поиск ищет более короткое</translation>
    </message>
    <message>
        <source>Building the pattern databases</source>
        <translation type="vanished">Строим базы данных шаблонов</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Пуск</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Шаг</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="vanished">Скорость:</translation>
    </message>
    <message>
        <source>Playback speed in moves per second</source>
        <translation type="vanished">Скорость показа решения (ходов в секунду)</translation>
    </message>
    <message>
        <source>Show the search on the board</source>
        <translation type="vanished">Показывать поиск на доске</translation>
    </message>
    <message>
        <source>Draw the position being expanded while the search runs (boards up to 3x3)</source>
        <translation type="vanished">Рисовать раскрываемую позицию, пока идёт поиск (доски до 3x3)</translation>
    </message>
    <message>
        <source>Compare searches…</source>
        <translation type="vanished">Сравнить алгоритмы…</translation>
    </message>
    <message>
        <source>Run several algorithms and heuristics on this position</source>
        <translation type="vanished">Запустить несколько алгоритмов и эвристик на этой позиции</translation>
    </message>
    <message>
        <source>Step through a search…</source>
        <translation type="vanished">Поиск по шагам…</translation>
    </message>
    <message>
        <source>Watch BFS, A* and IDA* expand one node at a time on an 8-puzzle</source>
        <translation type="vanished">Посмотреть, как BFS, A* и IDA* раскрывают по одному узлу на пятнашках 3x3</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation type="vanished">Своя позиция</translation>
    </message>
    <message>
        <source>e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</source>
        <translation type="vanished">например: 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</translation>
    </message>
    <message>
        <source>Position to set up</source>
        <translation type="vanished">Позиция, которую нужно расставить</translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="vanished">Расставить</translation>
    </message>
    <message>
        <source>Can it be solved?</source>
        <translation type="vanished">Есть ли решение?</translation>
    </message>
</context>
<context>
    <name>FifteenPlurals</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="+98"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>No solution found within %n moves. Try IDA* or a better heuristic.</source>
        <translation>
            <numerusform>Решение длиной до %n хода не найдено. Попробуйте IDA* или эвристику получше.</numerusform>
            <numerusform>Решение длиной до %n ходов не найдено. Попробуйте IDA* или эвристику получше.</numerusform>
            <numerusform>Решение длиной до %n ходов не найдено. Попробуйте IDA* или эвристику получше.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenSearch</name>
    <message>
        <location filename="../../boardgames/games/fifteen/search/laboratory.py" line="+108"/>
        <source>Breadth-first search</source>
        <extracomment>Pattern databases are made for boards of at most this many cells. ``solve(..., &quot;auto&quot;)`` first tries IDA* with linear conflict up to this many moves before it loads (or builds) pattern databases: easy positions never wait for them. Translation context of the algorithms&apos; and heuristics&apos; titles (the UI translates them).</extracomment>
        <translation>Поиск в ширину</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IDA* (iterative-deepening A*)</source>
        <translation>IDA* (A* с итеративным углублением)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weighted A*</source>
        <translation>Взвешенный A*</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Greedy best-first search</source>
        <translation>Жадный поиск (сначала лучший)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Divide and conquer (row by row, column by column)</source>
        <translation>Разделяй и властвуй (строка за строкой, столбец за столбцом)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IDA* with additive pattern databases (4x4)</source>
        <translation>IDA* с аддитивными базами данных шаблонов (4x4)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/search/heuristics.py" line="+284"/>
        <source>Misplaced tiles (Hamming distance)</source>
        <translation>Фишки не на месте (расстояние Хэмминга)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manhattan distance</source>
        <translation>Манхэттенское расстояние</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Euclidean distance (rounded up)</source>
        <translation>Евклидово расстояние (с округлением вверх)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manhattan distance + linear conflict</source>
        <translation>Манхэттенское расстояние + линейные конфликты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walking distance</source>
        <translation>Пешее расстояние</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max(walking distance, linear conflict)</source>
        <translation>max(пешее расстояние, линейные конфликты)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Additive pattern databases</source>
        <translation>Аддитивные базы данных шаблонов</translation>
    </message>
</context>
<context>
    <name>FifteenStudentTexts</name>
    <message numerus="yes">
        <source>%n moves in %1</source>
        <translation type="vanished">
            <numerusform>%n ход за %1</numerusform>
            <numerusform>%n хода за %1</numerusform>
            <numerusform>%n ходов за %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Собрано с помощью компьютера: %n ход</numerusform>
            <numerusform>Собрано с помощью компьютера: %n хода</numerusform>
            <numerusform>Собрано с помощью компьютера: %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves · %1</source>
        <translation type="vanished">
            <numerusform>%n ход · %1</numerusform>
            <numerusform>%n хода · %1</numerusform>
            <numerusform>%n ходов · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves.</source>
        <translation type="vanished">
            <numerusform>Собрано за %n ход.</numerusform>
            <numerusform>Собрано за %n хода.</numerusform>
            <numerusform>Собрано за %n ходов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenView</name>
    <message>
        <source>Best (optimal)</source>
        <extracomment>Algorithms whose answer is a shortest solution (slow on large boards). Seconds of an anytime Solve (boards above 4x4) when the panel has no control for it. Seconds the anytime solver looks for a hint on boards above 4x4.</extracomment>
        <translation type="vanished">Лучший (оптимальный)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="+98"/>
        <source>Best available</source>
        <translation>Лучшая доступная</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="vanished">перемешивание</translation>
    </message>
    <message>
        <source>Shuffled: a random position that can be solved.</source>
        <translation type="vanished">Перемешано: случайная позиция, у которой есть решение.</translation>
    </message>
    <message>
        <source>Easy shuffle</source>
        <translation type="vanished">лёгкое перемешивание</translation>
    </message>
    <message numerus="yes">
        <source>Easy shuffle: %n random moves from the goal.</source>
        <translation type="vanished">
            <numerusform>Лёгкое перемешивание: %n случайный ход от собранной доски.</numerusform>
            <numerusform>Лёгкое перемешивание: %n случайных хода от собранной доски.</numerusform>
            <numerusform>Лёгкое перемешивание: %n случайных ходов от собранной доски.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set position</source>
        <translation type="vanished">расстановку позиции</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>This position cannot be used: %1.</source>
        <translation>Позиция не подходит: %1.</translation>
    </message>
    <message>
        <source>Position set up.</source>
        <translation type="vanished">Позиция расставлена.</translation>
    </message>
    <message>
        <source>Position set up. It cannot be solved: see the panel.</source>
        <translation type="vanished">Позиция расставлена. У неё нет решения: см. панель.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="-11"/>
        <source>Slide %1</source>
        <translation>сдвиг %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="vanished">Ходов: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="vanished">Время: %1</translation>
    </message>
    <message>
        <source>Inversions: %1</source>
        <translation type="vanished">Инверсий: %1</translation>
    </message>
    <message>
        <source>Blank&apos;s row from the bottom: %1</source>
        <translation type="vanished">Ряд пустой клетки снизу: %1</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/messages.py" line="+66"/>
        <source>The board has an even number of columns, so add the inversions and the blank&apos;s row from the bottom: %1 + %2 = %3 is odd, so it can be solved.</source>
        <translation>У доски чётное число столбцов, поэтому складываем инверсии и ряд пустой клетки снизу: %1 + %2 = %3 — нечётное, значит, решение есть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an even number of columns, so add the inversions and the blank&apos;s row from the bottom: %1 + %2 = %3 is even, so it cannot be solved.</source>
        <translation>У доски чётное число столбцов, поэтому складываем инверсии и ряд пустой клетки снизу: %1 + %2 = %3 — чётное, значит, решения нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an odd number of columns, so only the inversions count: %1 is even, so it can be solved.</source>
        <translation>У доски нечётное число столбцов, поэтому считаем только инверсии: %1 — чётное, значит, решение есть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an odd number of columns, so only the inversions count: %1 is odd, so it cannot be solved.</source>
        <translation>У доски нечётное число столбцов, поэтому считаем только инверсии: %1 — нечётное, значит, решения нет.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="vanished">Поиск…</translation>
    </message>
    <message>
        <source>A shortest solution on a board this large can take a very long time. Esc cancels; the divide-and-conquer method answers at once.</source>
        <translation type="vanished">Кратчайшее решение на таком большом поле может искаться очень долго. Esc — отмена; метод «разделяй и властвуй» ответит сразу.</translation>
    </message>
    <message>
        <source>Shortest solutions up to 4x4; on larger boards a solution at once, then shorter ones until the time limit</source>
        <translation type="vanished">Кратчайшие решения на полях до 4x4; на больших полях — сразу какое-то решение, потом всё более короткие, пока не выйдет время</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="-100"/>
        <source>Solve refuses this position: %1</source>
        <translation>Эту позицию решить нельзя: %1</translation>
    </message>
    <message>
        <source>This position cannot be solved.</source>
        <translation type="vanished">У этой позиции нет решения.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="-33"/>
        <source>The puzzle is already solved.</source>
        <translation>Пятнашки уже собраны.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Found %1 in %2 s (lower bound %3; not guaranteed shortest).</source>
        <translation>Найдено решение: %1 за %2 с (нижняя граница %3; не обязательно самое короткое).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (shortest possible) in %2 s.</source>
        <translation>Найдено решение: %1 (самое короткое) за %2 с.</translation>
    </message>
    <message>
        <source>Hint: slide %1 %2.</source>
        <translation type="vanished">Подсказка: сдвиньте %1 %2.</translation>
    </message>
    <message>
        <source>up</source>
        <translation type="vanished">вверх</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>the position is empty; type the tiles row by row, 0 for the blank</source>
        <translation>позиция пуста; введите фишки по строкам, 0 — пустая клетка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a board size; write it as ROWSxCOLUMNS, e.g. 4x4</source>
        <translation>«%1» — не размер доски; пишите СТРОКИxСТОЛБЦЫ, например 4x4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a whole number; use only tile numbers and 0 for the blank</source>
        <translation>«%1» — не целое число; используйте только номера фишек и 0 для пустой клетки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rows have different lengths (%1); every row needs the same number of tiles</source>
        <translation>строки разной длины (%1); в каждой строке должно быть одинаковое число фишек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 numbers do not make a square board; give %2 or %3 numbers, or choose the board size first</source>
        <translation>из %1 чисел квадрат не сложить; нужно чисел: %2 или %3 (или сначала выберите размер)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1×%2 board is not supported; each side must be %3 to %4</source>
        <translation>доска %1×%2 не поддерживается; каждая сторона — от %3 до %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1×%2 board needs %1 rows of %2; got rows of %3</source>
        <translation>доске %1×%2 нужно строк: %1, по %2 в каждой; получены строки длиной %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1×%2 board has %3 cells but %4 numbers were given</source>
        <translation>у доски %1×%2 клеток %3, а чисел введено %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1 is out of range; a %2×%3 board uses 0 to %4</source>
        <translation>фишка %1 вне диапазона; на доске %2×%3 числа от 0 до %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 appears more than once; each tile must appear exactly once</source>
        <translation>%1 встречается больше одного раза; каждая фишка должна быть ровно один раз</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No solution found: the search gave up. Try IDA* or a better heuristic.</source>
        <translation>Решение не найдено: поиск сдался. Попробуйте IDA* или эвристику получше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: gave up after %1 nodes. Try IDA* or a better heuristic.</source>
        <translation>Решение не найдено: поиск сдался после %1 узлов. Попробуйте IDA* или эвристику получше.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This heuristic does not fit a %1×%2 board: its tables would be too big. Choose linear conflict.</source>
        <translation>Эта эвристика не подходит для доски %1×%2: её таблицы были бы слишком большими. Выберите линейные конфликты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No solution found in the time allowed.</source>
        <translation>За отведённое время решение не найдено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This algorithm is not installed.</source>
        <translation>Этот алгоритм не установлен.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building the pattern databases (only the first time): part %1 of %2, %3%</source>
        <translation>Строим базы данных шаблонов (только в первый раз): часть %1 из %2, %3%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Pattern databases built first in %2 s.)</source>
        <translation>%1 (Перед этим за %2 с построены базы данных шаблонов.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preparing the search (compiled only the first time after installing)…</source>
        <translation>Подготовка поиска (компилируется только в первый раз после установки)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preparing the solver: building pattern databases… %1%</source>
        <translation>Готовим решатель: строим базы данных шаблонов… %1%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver&apos;s pattern databases are ready (built in %1 s).</source>
        <translation>Базы данных шаблонов для решателя готовы (построены за %1 с).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best so far: %1 · lower bound %2 · searching… (%3 s)</source>
        <translation>лучшее пока: %1 · нижняя граница %2 · ищем… (%3 с)</translation>
    </message>
    <message>
        <source>Playing the best solution so far (%1) while the search goes on.</source>
        <translation type="vanished">Показываем лучшее пока решение (%1), а поиск продолжается.</translation>
    </message>
    <message>
        <source>A shorter solution was found (%1); the board keeps playing the one it started (%2). Solve again afterwards for the shorter one.</source>
        <translation type="vanished">Найдено решение короче (%1); доска продолжает показывать начатое (%2). Чтобы получить более короткое, потом нажмите «Решить» ещё раз.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The search ended with %1 (lower bound %2); the board played the %3 it started.</source>
        <translation>Поиск завершился решением длиной %1 (нижняя граница %2); доска показала начатое решение длиной %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search ended: nothing shorter than the %1 being played (lower bound %2).</source>
        <translation>Поиск завершён: решения короче показываемого (длиной %1) не найдено (нижняя граница %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search ended: the %1 being played are the shortest possible.</source>
        <translation>Поиск завершён: показываемое решение длиной %1 — самое короткое из возможных.</translation>
    </message>
    <message>
        <source>Stopping; keeping the best solution so far…</source>
        <translation type="vanished">Останавливаем поиск; сохраняем лучшее найденное решение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (shortest possible) in %2 s, %3 nodes expanded.</source>
        <translation>Найдено решение: %1 (самое короткое) за %2 с, раскрыто узлов: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (not guaranteed shortest) in %2 s, %3 nodes expanded.</source>
        <translation>Найдено решение: %1 (не обязательно самое короткое) за %2 с, раскрыто узлов: %3.</translation>
    </message>
    <message>
        <source>down</source>
        <translation type="vanished">вниз</translation>
    </message>
    <message>
        <source>left</source>
        <translation type="vanished">влево</translation>
    </message>
    <message>
        <source>right</source>
        <translation type="vanished">вправо</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="vanished">Отмена…</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Trying at most %1 moves: %2 nodes, %3 s</source>
        <translation>Предел длины %1: узлов %2, %3 с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes, %2 s</source>
        <translation>Узлов %1, %2 с</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation type="vanished">Поиск отменён.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The search stopped with an error: %1</source>
        <translation>Поиск остановился с ошибкой: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Пуск</translation>
    </message>
    <message>
        <source>%1 moves/s</source>
        <translation type="vanished">%1 ход/с</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/warmup.py" line="+84"/>
        <source>Building the pattern databases</source>
        <extracomment>Milliseconds after the request before the build starts (the window settles first).</extracomment>
        <translation>Строим базы данных шаблонов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop building; Solve builds what it needs when pressed</source>
        <translation>Остановить построение; «Решить» построит всё нужное, когда вы его нажмёте</translation>
    </message>
</context>
<context>
    <name>FlowBox</name>
    <message>
        <location filename="../../boardgames/kit/page/flow.py" line="+44"/>
        <source>Game</source>
        <extracomment>The computer&apos;s pace: tenths of a second a computer&apos;s move takes at least to appear.</extracomment>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show thinking</source>
        <translation>Показывать мысли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write on the board what the computer thinks of each move of the player to move</source>
        <translation>Писать на поле, как компьютер оценивает каждый ход того, кто ходит</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+71"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the computer to move make one move</source>
        <translation>Компьютер, чья очередь, сделает один ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer&apos;s thinking</source>
        <translation>Остановить размышления компьютера</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pace: %1 s</source>
        <translation>Темп: %1 с</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
</context>
<context>
    <name>GameFrame</name>
    <message>
        <location filename="../../boardgames/app/game_frame.py" line="+83"/>
        <source>How to play (F1)</source>
        <extracomment>Settings key of the &quot;advance to the next level after a win&quot; option.</extracomment>
        <translation>Как играть (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The teacher holds the class on this level</source>
        <translation>Учитель закрепил за классом этот уровень</translation>
    </message>
</context>
<context>
    <name>GridBoard</name>
    <message>
        <source>Game board</source>
        <extracomment>Disc colours per seat (fill, rim); more seats than colours repeat them. &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour).</extracomment>
        <translation type="vanished">Игровое поле</translation>
    </message>
    <message>
        <source>Click a cell, or move with the arrow keys and press Enter</source>
        <translation type="vanished">Щёлкните клетку или выберите её стрелками и нажмите Enter</translation>
    </message>
</context>
<context>
    <name>GridPainter</name>
    <message>
        <location filename="../../boardgames/kit/grid_painter.py" line="-10"/>
        <source>row %1, column %2</source>
        <extracomment>Disc colours per seat (fill, rim); more seats than colours repeat them. &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour). Empty space around the board, as a share of a cell.</extracomment>
        <translation>ряд %1, столбец %2</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../boardgames/app/how_to_play.py" line="+44"/>
        <source>How to play: %1</source>
        <translation>Как играть: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let&apos;s play</source>
        <translation>Играем!</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/student.py" line="+236"/>
        <source>Join a class</source>
        <translation>Присоединиться к классу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 192.168.1.20:8765</source>
        <translation>например, 192.168.1.20:8765</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Join</source>
        <translation>&amp;Присоединиться</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+33"/>
        <source>Looking for classes on this network…</source>
        <translation>Поиск классов в этой сети…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>&amp;Look again</source>
        <translation>&amp;Искать снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for the classes announced on this network again</source>
        <translation>Снова поискать классы, объявленные в этой сети</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The teacher&apos;s &amp;address:</source>
        <translation>&amp;Адрес учителя:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class &amp;code:</source>
        <translation>&amp;Код класса:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Classes on this network (click one; a double click joins):</source>
        <translation>Классы в этой сети (щёлкните по одному; двойной щелчок — присоединиться):</translation>
    </message>
    <message>
        <source>Classes on this network (click one):</source>
        <translation type="vanished">Классы в этой сети (щёлкните нужный):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No class found on this network: type the teacher&apos;s address.</source>
        <translation>В этой сети классов не найдено: введите адрес учителя.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“%1” on the computer %2 — %3</source>
        <translation>«%1» на компьютере %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Joining…</source>
        <translation>Присоединение…</translation>
    </message>
</context>
<context>
    <name>LeaderboardBoard</name>
    <message>
        <location filename="../../boardgames/app/classroom/boards.py" line="+122"/>
        <source>Challenge leaderboard (15-puzzle)</source>
        <translation>Таблица лидеров конкурса (пятнашки)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="vanished">Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total moves</source>
        <translation>Всего ходов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <comment>column: total moves, abbreviated</comment>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scoring: %n solvers left…</source>
        <translation>
            <numerusform>Оценка: остался %n решатель…</numerusform>
            <numerusform>Оценка: осталось %n решателя…</numerusform>
            <numerusform>Оценка: осталось %n решателей…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No 15-puzzle solver sent yet.</source>
        <translation>Решателей пятнашек пока не прислали.</translation>
    </message>
</context>
<context>
    <name>LeagueTable</name>
    <message>
        <location filename="../../boardgames/kit/table_titles.py" line="+43"/>
        <source>#</source>
        <comment>column: rank, abbreviated</comment>
        <extracomment>A column&apos;s title: the whole word, or ``(short, whole)``.</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>column: games played, abbreviated</comment>
        <translation>И</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <comment>column: wins, abbreviated</comment>
        <translation>В</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <comment>column: draws, abbreviated</comment>
        <translation>Н</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <comment>column: losses, abbreviated</comment>
        <translation>П</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forf.</source>
        <comment>column: forfeits, abbreviated</comment>
        <translation>Тех.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forfeits</source>
        <translation>Тех. поражения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <comment>column: points, abbreviated</comment>
        <translation>О</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../../boardgames/app/lessons/lesson_list.py" line="+45"/>
        <source>%1 (cannot be opened)
%2</source>
        <translation>%1 (не открывается)
%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
Fix the file and choose Reload.</source>
        <translation>%1
Исправьте файл и нажмите «Обновить».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (your version)</source>
        <translation>%1 (ваша версия)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lesson folder &apos;%1&apos; has the same name as a built-in lesson; both are listed.</source>
        <translation>Ваша папка урока «%1» называется так же, как встроенный урок; в списке показаны оба.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(from your lesson folder)</source>
        <translation>(из вашей папки уроков)</translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message numerus="yes">
        <location filename="../../boardgames/kit/lesson_messages.py" line="+29"/>
        <source>after %n moves the puzzle is not solved</source>
        <translation>
            <numerusform>после %n хода головоломка не решена</numerusform>
            <numerusform>после %n ходов головоломка не решена</numerusform>
            <numerusform>после %n ходов головоломка не решена</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boardgames/lessons/messages.py" line="+35"/>
        <source>the program finished</source>
        <extracomment>A value put into a template: text (a file name, a field, a student&apos;s error line), an integer, or a float (seconds). Code of a message that is only its one argument, shown as it is (a student&apos;s own traceback line, an operating-system error): nothing to translate.</extracomment>
        <translation>программа завершилась</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped after %1 seconds: it took too long (an endless loop?)</source>
        <translation>программа остановлена через %1 с: она работала слишком долго (бесконечный цикл?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program was stopped</source>
        <translation>программа остановлена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped: it wrote more than %1 MB</source>
        <translation>программа остановлена: она записала больше %1 МБ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program could not be started: %1</source>
        <translation>программу не удалось запустить: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program was killed by %1</source>
        <translation>программа завершена сигналом %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run: this computer has no sandbox for students&apos; code, and running it without one is not allowed (Settings)</source>
        <translation>не запущено: на этом компьютере нет песочницы для программ учеников, а запускать их без неё не разрешено (Параметры)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program stopped with an error (exit code %1)</source>
        <translation>программа завершилась с ошибкой (код выхода %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped before it finished</source>
        <translation>остановлено до завершения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer within %1 seconds</source>
        <translation>нет ответа за %1 с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer is longer than %1 MB; return only the moves</source>
        <translation>ответ длиннее %1 МБ; возвращайте только ходы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer has %1 moves, more than the %2 the app replays</source>
        <translation>в ответе ходов: %1, а программа воспроизводит не больше %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program used more than %1 MB of memory</source>
        <translation>программа использовала больше %1 МБ памяти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program wrote more than %1 MB (files or printed output)</source>
        <translation>программа записала больше %1 МБ (в файлы или на экран)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program ended (exit code %1) before solve() returned an answer</source>
        <translation>программа завершилась (код выхода %1) раньше, чем solve() вернула ответ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has no function solve(board); define one</source>
        <translation>в файле нет функции solve(board); определите её</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solve() returned %1; return a list of moves like [&apos;Down&apos;, &apos;Left&apos;] or a string like &apos;Down Left&apos;</source>
        <translation>solve() вернула %1; верните список ходов вроде [&apos;Down&apos;, &apos;Left&apos;] или строку вроде &apos;Down Left&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item %1 of the list is %2, not a move word</source>
        <translation>элемент %1 списка — %2, а не название хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a move; use Up, Down, Left or Right</source>
        <translation>«%1» — не ход; используйте Up, Down, Left или Right</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at step %1 (%2): no tile can slide that way here</source>
        <translation>на шаге %1 (%2): ни одна фишка не может сдвинуться в эту сторону</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at step %1: &apos;%2&apos; is not a move; use Up, Down, Left or Right</source>
        <translation>на шаге %1: «%2» — не ход; используйте Up, Down, Left или Right</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>файл не существует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not UTF-8 text; save it as UTF-8</source>
        <translation>файл не в кодировке UTF-8; сохраните его в UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>файл не удаётся прочитать (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has %1 KB, more than the %2 KB a lesson file may have; make it shorter or split it</source>
        <translation>файл занимает %1 КБ, а файл урока может занимать не больше %2 КБ; сократите его или разделите на части</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>syntax error: %1</source>
        <translation>синтаксическая ошибка: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no function solve(board); define def solve(board): ... returning the moves</source>
        <translation>нет функции solve(board); определите def solve(board): ..., которая возвращает ходы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 3 tab-separated columns: id, optimal_length, tiles</source>
        <translation>ожидалось 3 столбца через табуляцию: id, optimal_length, tiles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimal length &apos;%1&apos; is not a whole number (or ? if unknown)</source>
        <translation>оптимальная длина «%1» — не целое число (или ?, если неизвестна)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has no positions</source>
        <translation>в файле нет позиций</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson folder has no lesson.toml manifest</source>
        <translation>в папке урока нет манифеста lesson.toml</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not valid TOML: %1</source>
        <translation>это некорректный TOML: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format %1 is not known to this app; write format = 1</source>
        <translation>формат %1 этому приложению неизвестен; напишите format = 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the list is empty; name at least one language, e.g. [&quot;en&quot;]</source>
        <translation>список пуст; укажите хотя бы один язык, например [&quot;en&quot;]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a language code; use codes like &quot;en&quot; or &quot;ru&quot;</source>
        <translation>%1 — не код языка; используйте коды вроде &quot;en&quot; или &quot;ru&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a language is listed twice</source>
        <translation>язык указан дважды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson has no stages; add at least one [[stage]] table</source>
        <translation>в уроке нет шагов; добавьте хотя бы одну таблицу [[stage]]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write each stage as a [[stage]] table</source>
        <translation>запишите каждый шаг как таблицу [[stage]]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id &apos;%1&apos; is used by an earlier stage; ids must differ</source>
        <translation>id «%1» уже занят одним из предыдущих шагов; id должны различаться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this field is required but missing</source>
        <translation>это поле обязательно, но его нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 should be a whole number</source>
        <translation>%1 должно быть целым числом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a text in quotes</source>
        <translation>%1 должно быть текстом в кавычках</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a list [...]</source>
        <translation>%1 должно быть списком [...]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a number</source>
        <translation>%1 должно быть числом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a table</source>
        <translation>%1 должно быть таблицей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no text for the language &apos;%1&apos;; add %1 = &quot;...&quot; under [%2]</source>
        <translation>нет текста для языка «%1»; добавьте %1 = &quot;...&quot; в раздел [%2]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a usable id; use letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;</source>
        <translation>«%1» не годится как id; используйте буквы, цифры, &apos;_&apos;, &apos;-&apos; или &apos;.&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a demo kind; use one of %2</source>
        <translation>«%1» — не вид демонстрации; используйте один из: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a tool the app has; use one of %2</source>
        <translation>«%1» — такого инструмента в приложении нет; используйте один из: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time limit must be above 0 seconds</source>
        <translation>ограничение времени должно быть больше 0 секунд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a usable time limit; give a number of seconds above 0 and at most %2</source>
        <translation>%1 не годится как ограничение времени; укажите число секунд больше 0 и не больше %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; give a whole number from %2 to %3</source>
        <translation>%1 вне допустимых пределов; укажите целое число от %2 до %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson has %1 stages, more than %2; split it into several lessons</source>
        <translation>в уроке %1 шагов, а можно не больше %2; разделите его на несколько уроков</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program file is missing; put it at %1</source>
        <translation>нет файла программы; положите его в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program of stage &apos;%1&apos; is missing; put it at %2</source>
        <translation>нет программы шага «%1»; положите её в %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;%1&apos; text of stage &apos;%2&apos; is missing; put it at %3 or remove &apos;%1&apos; from languages</source>
        <translation>нет текста «%1» для шага «%2»; положите его в %3 или уберите «%1» из languages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a stage with demo = &quot;challenge&quot; takes positions</source>
        <translation>позиции принимает только шаг с demo = &quot;challenge&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the positions file is missing; put it at %1 in the lesson folder</source>
        <translation>нет файла позиций; положите его в %1 в папке урока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; points outside the lesson folder; give a plain file name</source>
        <translation>«%1» указывает за пределы папки урока; укажите просто имя файла</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has disappeared; reload the lessons</source>
        <translation>файл исчез; перезагрузите уроки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: field &apos;%2&apos;: %3</source>
        <translation>%1: поле «%2»: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2: %3</source>
        <translation>%1, строка %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonTools</name>
    <message>
        <location filename="../../boardgames/app/lessons/tools.py" line="+20"/>
        <source>Step through the search…</source>
        <translation>Пройти поиск по шагам…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game tree…</source>
        <translation>Показать дерево игры…</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message numerus="yes">
        <location filename="../../boardgames/app/lessons/page.py" line="+311"/>
        <source>%n lines new or changed</source>
        <translation>
            <numerusform>%n строка добавлена или изменена</numerusform>
            <numerusform>%n строки добавлены или изменены</numerusform>
            <numerusform>%n строк добавлено или изменено</numerusform>
        </translation>
    </message>
    <message>
        <location line="+94"/>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="+231"/>
        <source>P&amp;resenter mode</source>
        <translation>Режим докл&amp;адчика</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>Your own lessons: put lesson folders in %1</source>
        <extracomment>When the page is asked to read later: the wait (milliseconds) before it makes the stage&apos;s half, and again before it reads the lesson folders (see :func:`page_layout.build_stage_later`). The wait (milliseconds) after the page first shows before the demos&apos; runtime is warmed up in the background (:func:`~boardgames.app.lessons.demo_panel.warm_up`): after the page&apos;s own work. whether the page warms the demos&apos; runtime up when it first shows (lesson id, stage id) of each stage shown (a running class passes it to followers) whether the stage&apos;s half of the page (:data:`page_layout.STAGE_PARTS`) is made</extracomment>
        <translation>Свои уроки: положите папки уроков в %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>There is no lesson called &apos;%1&apos;.</source>
        <translation>Урока «%1» нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson &apos;%1&apos; cannot be opened: %2</source>
        <translation>Не удаётся открыть урок «%1»: %2</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>This stage has no program.</source>
        <translation>На этом шаге нет программы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program (%1)</source>
        <translation>Программа (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The program (%1): %2 (yellow), %3 removed since the previous stage (struck out in red under Only the changes)</source>
        <translation>Программа (%1): %2 (жёлтым), удалено строк с прошлого шага: %3 (зачёркнуты красным в режиме «Только изменения»)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(a long program: shown without colours, so that the page stays quick)</source>
        <translation>(длинная программа: показана без подсветки, чтобы страница не тормозила)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stage %1: %2</source>
        <translation>Шаг %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="+112"/>
        <source>Choose a lesson on the left.</source>
        <translation>Выберите урок слева.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No lessons were found. Put lesson folders in %1 and choose Reload.</source>
        <translation>Уроки не найдены. Положите папки уроков в %1 и нажмите «Обновить».</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/program_file.py" line="+23"/>
        <source>The program is on the clipboard.</source>
        <translation>Программа скопирована в буфер обмена.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Save the program</source>
        <translation>Сохранить программу</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Файлы Python (*.py);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The program could not be saved to %1: %2. Choose another folder.</source>
        <translation>Не удалось сохранить программу в %1: %2. Выберите другую папку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The folder %1 cannot be created: %2</source>
        <translation>Не удаётся создать папку %1: %2</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page.py" line="+72"/>
        <source>Leave p&amp;resenter mode</source>
        <translation>Выйти из режима докл&amp;адчика</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="-213"/>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side. The page&apos;s attributes that :func:`build_stage` makes (the stage&apos;s half of the page).</extracomment>
        <translation>&amp;Уроки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Stages</source>
        <translation>&amp;Шаги</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open lessons &amp;folder</source>
        <translation>&amp;Открыть папку уроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reloa&amp;d</source>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation>Заново прочитать папки уроков (после правки урока)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation>Предыдущий шаг (PgUp или стрелка влево)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Дальше ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation>Следующий шаг (PgDn или стрелка вправо)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language of the lesson text (L)</source>
        <translation>Язык текста урока (L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation>Полный экран и крупный текст; заметки для учителя не попадают на проектор (P; Esc — выход)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Teacher notes</source>
        <translation>Заметки у&amp;чителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation>Заметки для учителя к этому шагу — в отдельном окне, которого класс не видит (N)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;xercises…</source>
        <translation>Упра&amp;жнения…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation>Упражнения к этому уроку; приложение проверяет их само</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation>Открыть наглядное окно этого шага рядом с уроком</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the &amp;changes</source>
        <translation>Только изм&amp;енения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation>Показывать только строки, изменённые с прошлого шага, и немного вокруг них (D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sa&amp;ve program as…</source>
        <translation>Со&amp;хранить программу…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation>Сохранить программу этого шага в файл (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;opy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation>Скопировать программу этого шага (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This stage has nothing to run.</source>
        <translation>На этом шаге нечего запускать.</translation>
    </message>
</context>
<context>
    <name>LessonsPageLayout</name>
    <message>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side.</extracomment>
        <translation type="vanished">&amp;Уроки</translation>
    </message>
    <message>
        <source>&amp;Stages</source>
        <translation type="vanished">&amp;Шаги</translation>
    </message>
    <message>
        <source>Open lessons &amp;folder</source>
        <translation type="vanished">&amp;Открыть папку уроков</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation type="vanished">О&amp;бновить</translation>
    </message>
    <message>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation type="vanished">Заново прочитать папки уроков (после правки урока)</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation type="vanished">◀ &amp;Назад</translation>
    </message>
    <message>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation type="vanished">Предыдущий шаг (PgUp или стрелка влево)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation type="vanished">&amp;Дальше ▶</translation>
    </message>
    <message>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation type="vanished">Следующий шаг (PgDn или стрелка вправо)</translation>
    </message>
    <message>
        <source>Language of the lesson text (L)</source>
        <translation type="vanished">Язык текста урока (L)</translation>
    </message>
    <message>
        <source>P&amp;resenter mode</source>
        <translation type="vanished">Режим докл&amp;адчика</translation>
    </message>
    <message>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation type="vanished">Полный экран и крупный текст; заметки для учителя не попадают на проектор (P; Esc — выход)</translation>
    </message>
    <message>
        <source>&amp;Teacher notes</source>
        <translation type="vanished">Заметки у&amp;чителя</translation>
    </message>
    <message>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation type="vanished">Заметки для учителя к этому шагу — в отдельном окне, которого класс не видит (N)</translation>
    </message>
    <message>
        <source>Full screen, large text, teacher notes (P; Esc leaves)</source>
        <translation type="vanished">Полный экран, крупный текст, заметки учителя (P; выход — Esc)</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation type="vanished">Упра&amp;жнения…</translation>
    </message>
    <message>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation type="vanished">Упражнения к этому уроку; приложение проверяет их само</translation>
    </message>
    <message>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation type="vanished">Открыть наглядное окно этого шага рядом с уроком</translation>
    </message>
    <message>
        <source>Only the &amp;changes</source>
        <translation type="vanished">Только изм&amp;енения</translation>
    </message>
    <message>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation type="vanished">Показывать только строки, изменённые с прошлого шага, и немного вокруг них (D)</translation>
    </message>
    <message>
        <source>Sa&amp;ve program as…</source>
        <translation type="vanished">Со&amp;хранить программу…</translation>
    </message>
    <message>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation type="vanished">Сохранить программу этого шага в файл (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation type="vanished">&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation type="vanished">Скопировать программу этого шага (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>This stage has nothing to run.</source>
        <translation type="vanished">На этом шаге нечего запускать.</translation>
    </message>
</context>
<context>
    <name>LevelControl</name>
    <message>
        <location filename="../../boardgames/app/level_control.py" line="+31"/>
        <source>Easier level</source>
        <translation>Уровень легче</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harder level</source>
        <translation>Уровень сложнее</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+17"/>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Level %1 of %2</source>
        <translation>Уровень %1 из %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>Your own game (not the level&apos;s)</source>
        <translation>Своя игра (не уровня)</translation>
    </message>
</context>
<context>
    <name>LevelsDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/levels.py" line="+39"/>
        <source>The class&apos;s levels</source>
        <translation>Уровни класса</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The students who follow the teacher (File &gt; Follow the teacher) play at these levels.</source>
        <translation>Ученики, которые следуют за учителем (Файл &gt; Следовать за учителем), играют на этих уровнях.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>their own choice</source>
        <translation>на выбор ученика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Lock: students cannot choose another level</source>
        <translation>&amp;Закрепить: ученики не могут выбрать другой уровень</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../boardgames/app/main.py" line="+47"/>
        <location filename="../../boardgames/app/main_window.py" line="+61"/>
        <location line="+111"/>
        <location line="+165"/>
        <source>Board games</source>
        <extracomment>Interface languages the app ships (code, name in that language).</extracomment>
        <translation>Настольные игры</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/main_window.py" line="-260"/>
        <source>Plug-in &apos;%1&apos; failed to load: %2</source>
        <translation>Не удалось загрузить модуль «%1»: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Home</source>
        <translation>На &amp;главную</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of games</source>
        <translation>Назад к списку игр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal size</source>
        <translation>&amp;Обычный размер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Students&apos; view</source>
        <translation>&amp;Режим для учеников</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just the board, the level and the ? (F9 switches back)</source>
        <translation>Только поле, уровень и кнопка «?» (F9 — вернуться обратно)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advance a level after a win</source>
        <translation>&amp;Повышать уровень после победы</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+317"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="-311"/>
        <source>&amp;Settings</source>
        <translation>Пара&amp;метры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>Main</source>
        <translation>Главная панель</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>There is no game called &apos;%1&apos;. Installed games: %2</source>
        <translation>Игры «%1» нет. Установленные игры: %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game &apos;%1&apos; could not be started: %2</source>
        <translation>Не удалось запустить игру «%1»: %2</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 — Board games</source>
        <translation>%1 — Настольные игры</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The lessons could not be opened: %1</source>
        <translation>Не удалось открыть уроки: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lessons — Board games</source>
        <translation>Уроки — Настольные игры</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Zoom %1%</source>
        <translation>Масштаб %1%</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The new language is used when the app starts again.</source>
        <translation>Новый язык включится при следующем запуске программы.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board games %1: a toolkit for teaching programming and algorithms with board games.</source>
        <translation>Настольные игры %1: набор для обучения программированию и алгоритмам на примере настольных игр.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Installed games:</source>
        <translation>Установленные игры:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Board games</source>
        <translation>О программе «Настольные игры»</translation>
    </message>
</context>
<context>
    <name>MovesBox</name>
    <message>
        <location filename="../../boardgames/kit/page/moves.py" line="+29"/>
        <location line="+5"/>
        <source>Moves</source>
        <extracomment>Colour of the rows after the position shown (kept for redo).</extracomment>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a move to see the position after it</source>
        <translation>Щёлкните ход, чтобы увидеть позицию после него</translation>
    </message>
</context>
<context>
    <name>MovesSpin</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation type="vanished">
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NodeChart</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/node_chart.py" line="+53"/>
        <source>Run a comparison to see the nodes.</source>
        <extracomment>The palette colour of a bar by the search&apos;s outcome (read when painting, so the chart follows the theme): shortest, a longer solution, none. Margins (px) above the bars and below them (the decade numbers).</extracomment>
        <translation>Запустите сравнение, чтобы увидеть число узлов.</translation>
    </message>
</context>
<context>
    <name>NotAccepted</name>
    <message>
        <location filename="../../boardgames/app/classroom/student.py" line="-263"/>
        <source>What the class refused, and why</source>
        <translation>Что класс не принял и почему</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n not accepted by the class…</source>
        <translation>
            <numerusform>%n не принято классом…</numerusform>
            <numerusform>%n не принято классом…</numerusform>
            <numerusform>%n не принято классом…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotAcceptedDialog</name>
    <message>
        <location line="+37"/>
        <source>Not accepted by the class</source>
        <translation>Не принято классом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class did not accept these, and sending them again would not help; the rest was sent.</source>
        <translation>Класс не принял это, и повторная отправка не поможет; остальное отправлено.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Forget them</source>
        <translation>&amp;Забыть их</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty this list</source>
        <translation>Очистить этот список</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player for %1</source>
        <translation>Игрок для %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level won in %1</source>
        <translation>Уровень пройден в %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check of %1</source>
        <translation>Проверка %1</translation>
    </message>
</context>
<context>
    <name>OptionsBox</name>
    <message>
        <location filename="../../boardgames/kit/page/options.py" line="+38"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
</context>
<context>
    <name>PageTexts</name>
    <message>
        <location filename="../../boardgames/kit/page/texts.py" line="+47"/>
        <location line="+135"/>
        <source>Solved!</source>
        <translation>Собрано!</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>Победа: %1!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thinking…</source>
        <translation>Думаю…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The computer plays its solution</source>
        <translation>Компьютер показывает своё решение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching for a solution…</source>
        <translation>Идёт поиск решения…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) waits: press Play or Step</source>
        <translation>%1 (компьютер) ждёт: нажмите «Пуск» или «Шаг»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in %2 s</source>
        <translation>%1 за %2 с</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln позиция</numerusform>
            <numerusform>%Ln позиции</numerusform>
            <numerusform>%Ln позиций</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing the search&apos;s tables: %1 %</source>
        <translation>Готовлю таблицы поиска: %1 %</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Best so far: %n moves · at least %1 · %2 s</source>
        <translation>
            <numerusform>Лучшее пока: %n ход · не меньше %1 · %2 с</numerusform>
            <numerusform>Лучшее пока: %n хода · не меньше %1 · %2 с</numerusform>
            <numerusform>Лучшее пока: %n ходов · не меньше %1 · %2 с</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Looking for a solution of at most %n moves: %1</source>
        <translation>
            <numerusform>Ищу решение не длиннее %n хода: %1</numerusform>
            <numerusform>Ищу решение не длиннее %n ходов: %1</numerusform>
            <numerusform>Ищу решение не длиннее %n ходов: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighing the moves: %1</source>
        <translation>Оценка ходов: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 looked %n plies ahead: %2</source>
        <translation>
            <numerusform>%1 просчитал на %n полуход вперёд: %2</numerusform>
            <numerusform>%1 просчитал на %n полухода вперёд: %2</numerusform>
            <numerusform>%1 просчитал на %n полуходов вперёд: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Found a shortest solution: %n moves</source>
        <translation>
            <numerusform>Найдено кратчайшее решение: %n ход</numerusform>
            <numerusform>Найдено кратчайшее решение: %n хода</numerusform>
            <numerusform>Найдено кратчайшее решение: %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Found a solution of %n moves (maybe not the shortest)</source>
        <translation>
            <numerusform>Найдено решение из %n хода (возможно, не кратчайшее)</numerusform>
            <numerusform>Найдено решение из %n ходов (возможно, не кратчайшее)</numerusform>
            <numerusform>Найдено решение из %n ходов (возможно, не кратчайшее)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>win
in %n</source>
        <translation>
            <numerusform>победа
за %n</numerusform>
            <numerusform>победа
за %n</numerusform>
            <numerusform>победа
за %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loss
in %n</source>
        <translation>
            <numerusform>проигрыш
за %n</numerusform>
            <numerusform>проигрыш
за %n</numerusform>
            <numerusform>проигрыш
за %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>You %1 : %2 computer (%n draws)</source>
        <translation>
            <numerusform>Вы %1 : %2 компьютер (%n ничья)</numerusform>
            <numerusform>Вы %1 : %2 компьютер (%n ничьи)</numerusform>
            <numerusform>Вы %1 : %2 компьютер (%n ничьих)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · draws %2</source>
        <translation>%1 · ничьих %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The search ended: it was stopped. The board plays on the solution it started.</source>
        <translation>Поиск завершён: его остановили. Доска доигрывает начатое решение.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Search cancelled. The best solution found so far (%n moves; lower bound %1) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Поиск отменён. Лучшее найденное решение (%n ход; нижняя граница %1) сохранено: нажмите «Пуск», чтобы сыграть его.</numerusform>
            <numerusform>Поиск отменён. Лучшее найденное решение (%n хода; нижняя граница %1) сохранено: нажмите «Пуск», чтобы сыграть его.</numerusform>
            <numerusform>Поиск отменён. Лучшее найденное решение (%n ходов; нижняя граница %1) сохранено: нажмите «Пуск», чтобы сыграть его.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Search cancelled. The best solution found so far (%n moves) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Поиск отменён. Лучшее найденное решение (%n ход) сохранено: нажмите «Пуск», чтобы сыграть его.</numerusform>
            <numerusform>Поиск отменён. Лучшее найденное решение (%n хода) сохранено: нажмите «Пуск», чтобы сыграть его.</numerusform>
            <numerusform>Поиск отменён. Лучшее найденное решение (%n ходов) сохранено: нажмите «Пуск», чтобы сыграть его.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search cancelled.</source>
        <translation>Поиск отменён.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search gave no solution (%1).</source>
        <translation>Поиск не дал решения (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves, all by the computer</source>
        <translation>
            <numerusform>%n ход, сделан компьютером</numerusform>
            <numerusform>%n хода, все сделаны компьютером</numerusform>
            <numerusform>%n ходов, все сделаны компьютером</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves: %1 yours, %2 by the computer</source>
        <translation>
            <numerusform>%n ход: ваших %1, компьютера %2</numerusform>
            <numerusform>%n хода: ваших %1, компьютера %2</numerusform>
            <numerusform>%n ходов: ваших %1, компьютера %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Собрано с помощью компьютера: %n ход</numerusform>
            <numerusform>Собрано с помощью компьютера: %n хода</numerusform>
            <numerusform>Собрано с помощью компьютера: %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n ход за %1</numerusform>
            <numerusform>%n хода за %1</numerusform>
            <numerusform>%n ходов за %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing the best solution so far (%n moves) while the search goes on.</source>
        <translation>
            <numerusform>Играю лучшее пока решение (%n ход), поиск продолжается.</numerusform>
            <numerusform>Играю лучшее пока решение (%n хода), поиск продолжается.</numerusform>
            <numerusform>Играю лучшее пока решение (%n ходов), поиск продолжается.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A shorter solution was found (%n moves); the board keeps playing the one it started (%1 moves). Solve again afterwards for the shorter one.</source>
        <translation>
            <numerusform>Найдено более короткое решение (%n ход); доска доигрывает начатое (%1 ходов). Нажмите «Решить» потом, чтобы получить короткое.</numerusform>
            <numerusform>Найдено более короткое решение (%n хода); доска доигрывает начатое (%1 ходов). Нажмите «Решить» потом, чтобы получить короткое.</numerusform>
            <numerusform>Найдено более короткое решение (%n ходов); доска доигрывает начатое (%1 ходов). Нажмите «Решить» потом, чтобы получить короткое.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New board</source>
        <translation>Новая доска</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 at %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to move %1</source>
        <translation>Переход к ходу %1</translation>
    </message>
</context>
<context>
    <name>PositionPanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="+37"/>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+42"/>
        <source>Shuffle</source>
        <translation>Перемешать</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>A random position that can be solved (Ctrl+R)</source>
        <translation>Случайная позиция, у которой есть решение (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+44"/>
        <source>Easy shuffle</source>
        <translation>Слегка перемешать</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Make this many random moves from the solved board</source>
        <translation>Сделать столько случайных ходов от собранной доски</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> moves</source>
        <translation> ходов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</source>
        <translation>например: 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position to set up</source>
        <translation>Позиция, которую нужно расставить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Расставить</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Set position</source>
        <translation>расстановку позиции</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inversions: %1</source>
        <translation>Инверсий: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank&apos;s row from the bottom: %1</source>
        <translation>Ряд пустой клетки снизу: %1</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Moves of the easy shuffle</source>
        <translation>Ходов в лёгком перемешивании</translation>
    </message>
</context>
<context>
    <name>PupilsPage</name>
    <message>
        <location filename="../../boardgames/app/classroom/pupils_page.py" line="+149"/>
        <source>Pupils: open %1</source>
        <translation>Ученики: откройте %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pupils&apos; page&apos;s address</source>
        <translation>Адрес страницы для учеников</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class code: %1</source>
        <translation>Код класса: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Boardgames app (File &gt; Join a class…): %1</source>
        <translation>В приложении Boardgames (Файл &gt; Присоединиться к классу…): %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scan it to open the pupils&apos; page with the class code; click it to show it large</source>
        <translation>Отсканируйте его, чтобы открыть страницу для учеников с кодом класса; нажмите, чтобы показать его крупно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sho&amp;w large</source>
        <translation>Показать &amp;крупно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the QR code and the address full screen, for the projector (Esc closes it)</source>
        <translation>Показать QR-код и адрес во весь экран — для проектора (Esc закрывает)</translation>
    </message>
</context>
<context>
    <name>PuzzleBoardWidget</name>
    <message>
        <source>15-puzzle board</source>
        <translation type="vanished">Поле пятнашек</translation>
    </message>
    <message>
        <source>in its place</source>
        <translation type="vanished">на своём месте</translation>
    </message>
    <message>
        <source>not in its place yet</source>
        <translation type="vanished">ещё не на своём месте</translation>
    </message>
</context>
<context>
    <name>PuzzleBox</name>
    <message>
        <location filename="../../boardgames/kit/page/puzzle.py" line="+78"/>
        <location line="+18"/>
        <source>Solve</source>
        <extracomment>Lines of room kept under the Solve button for the search&apos;s progress and its result.</extracomment>
        <translation>Решить</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="vanished">&amp;Решить</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">По&amp;дсказка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play best so far</source>
        <translation>Показать лучшее найденное</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the best solution found yet; the search goes on</source>
        <translation>Сыграть лучшее найденное пока решение; поиск продолжается</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver result</source>
        <translation>Результат решателя</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the search on the board</source>
        <translation>Показывать поиск на доске</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+282"/>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <location line="-281"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>%1 moves/s</source>
        <translation>%1 ход/с</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 + %2 by the computer</source>
        <translation>%1 + %2 компьютером</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves: %1</source>
        <translation>Ходов: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
    <message>
        <source>Moves: %1 · Time: %2</source>
        <translation type="vanished">Ходов: %1 · Время: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Playback speed (moves per second)</source>
        <translation>Скорость воспроизведения (ходов в секунду)</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <location filename="../../boardgames/app/classroom/pupils_page.py" line="-78"/>
        <source>QR code of the pupils&apos; page</source>
        <extracomment>the translated text round the URL (``%1``), and the URL the rows of modules drawn, True for dark, quiet zone included (n x n)</extracomment>
        <translation>QR-код страницы для учеников</translation>
    </message>
</context>
<context>
    <name>QrFullScreen</name>
    <message>
        <location line="+113"/>
        <source>The pupils&apos; page, large</source>
        <translation>Страница для учеников, крупно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils&apos; page</source>
        <translation>Страница для учеников</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Esc closes</source>
        <extracomment>the texts under the code: the page&apos;s address, the class code, &quot;Esc closes&quot;</extracomment>
        <translation>Esc — закрыть</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <location filename="../../boardgames/app/exercises/reference.py" line="+17"/>
        <source>Reference: %1</source>
        <translation>Эталонное решение: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/replay.py" line="+59"/>
        <source>Class tournament: replays</source>
        <extracomment>Milliseconds between two moves while a game plays by itself.</extracomment>
        <translation>Турнир класса: записи партий</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Show the games of one student, or everyone&apos;s</source>
        <translation>Показать партии одного ученика или всех</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X (moves first)</source>
        <translation>X (ходит первым)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation type="vanished">Пустая доска</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="vanished">На ход назад</translation>
    </message>
    <message>
        <source>Play the game move by move</source>
        <translation type="vanished">Проиграть партию ход за ходом</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="vanished">На ход вперёд</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">Конец партии</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games of:</source>
        <translation>Партии:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>everyone</source>
        <translation>все</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>No game played yet.</source>
        <translation>Ещё не сыграно ни одной партии.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a game to replay it.</source>
        <translation>Выберите партию, чтобы посмотреть её.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1: %2 plays X, %3 plays O.</source>
        <translation>Партия %1: %2 играет за X, %3 — за O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2.</source>
        <translation>Ход %1 из %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer “%1”</source>
        <translation>Компьютер «%1»</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation type="vanished">%1 (компьютер)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins: a move of %2 went wrong.</source>
        <translation>%1 выигрывает: ход игрока %2 был ошибочным.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X wins.</source>
        <translation>X выигрывает.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O wins.</source>
        <translation>O выигрывает.</translation>
    </message>
</context>
<context>
    <name>ReplaySteps</name>
    <message>
        <location filename="../../boardgames/kit/replay_steps.py" line="+33"/>
        <source>The empty board</source>
        <translation>Пустая доска</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>На ход назад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game move by move</source>
        <translation>Проиграть партию ход за ходом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward</source>
        <translation>На ход вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Конец партии</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <location filename="../../boardgames/app/result_overlay.py" line="+51"/>
        <location line="+34"/>
        <source>Rematch</source>
        <extracomment>Colour of each result&apos;s title (the winner&apos;s feeling, not the board&apos;s colours).</extracomment>
        <translation>Реванш</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Next level</source>
        <translation>Следующий уровень</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer wins — try again</source>
        <translation>Компьютер выиграл — попробуйте ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved!</source>
        <translation>Собрано!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solved by the computer</source>
        <translation>Решено компьютером</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play again</source>
        <translation>Ещё раз</translation>
    </message>
</context>
<context>
    <name>SandboxNote</name>
    <message>
        <location filename="../../boardgames/kit/sandbox_note.py" line="+107"/>
        <source>Students&apos; code runs in a sandbox (bubblewrap): it sees only its own folder and has no network.</source>
        <extracomment>The setting that lets students&apos; code run unconfined where no sandbox works.</extracomment>
        <translation>Программы учеников работают в песочнице (bubblewrap): они видят только свою папку и не имеют сети.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Students&apos; code runs in a sandbox (Landlock): it can read only the system&apos;s files, write only its own folder, and has no network.</source>
        <translation>Программы учеников работают в песочнице (Landlock): они читают только системные файлы, пишут только в свою папку и не имеют сети.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sandbox on this computer: students&apos; code runs with your rights and could read, change or delete your files (allowed in Settings).</source>
        <translation>На этом компьютере нет песочницы: программы учеников работают с вашими правами и могут читать, менять и удалять ваши файлы (разрешено в меню «Параметры»).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Students&apos; code is not run: this computer has no sandbox for it. Settings &gt; Run students&apos; code without a sandbox allows it.</source>
        <translation>Программы учеников не запускаются: на этом компьютере для них нет песочницы. Разрешить можно в меню Параметры &gt; Запускать программы учеников без песочницы.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Run students&apos; code without a sandbox?</source>
        <translation>Запускать программы учеников без песочницы?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sandbox works on this computer. Students&apos; programs would run with your rights: a program could read, change or delete any of your files and use the network. Turn this on only for programs you trust.</source>
        <translation>На этом компьютере не работает ни одна песочница. Программы учеников будут работать с вашими правами: программа сможет читать, менять и удалять любые ваши файлы и пользоваться сетью. Включайте это только для программ, которым доверяете.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run without a sandbox</source>
        <translation>Запускать без песочницы</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run students&apos; code &amp;without a sandbox…</source>
        <translation>Запускать программы учеников &amp;без песочницы…</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../boardgames/app/saved_games.py" line="+39"/>
        <source>&amp;Open game…</source>
        <extracomment>How many recently used files the File menu lists.</extracomment>
        <translation>&amp;Открыть партию…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>&amp;Сохранить партию…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Н&amp;едавние партии</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saved games (*%1)</source>
        <translation>Сохранённые партии (*%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Clear the list</source>
        <translation>О&amp;чистить список</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file %1 no longer exists; it was removed from the recent files.</source>
        <translation>Файла %1 больше нет; он убран из списка недавних.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Opened %1</source>
        <translation>Открыт файл %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a game first: there is no game to save.</source>
        <translation>Сначала выберите игру: сохранять нечего.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be saved.</source>
        <translation>Эту игру нельзя сохранить.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>Не удалось сохранить партию в %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot be opened: the file does not exist.</source>
        <translation>Нельзя открыть %1: такого файла нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 cannot be opened: %2</source>
        <translation>Нельзя открыть %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is damaged (it is not the JSON text of a saved game).</source>
        <translation>файл повреждён (это не JSON-текст сохранённой партии).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a saved game of Board games.</source>
        <translation>это не сохранённая партия программы «Настольные игры».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was saved by a newer version of Board games (format %1; this version reads format %2 and older).</source>
        <translation>файл сохранён более новой версией программы (формат %1; эта версия читает форматы до %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (its field &apos;%1&apos; is missing or wrong).</source>
        <translation>файл повреждён (поле «%1» отсутствует или неверно).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is too large to be a saved game.</source>
        <translation>файл слишком велик для сохранённой партии.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its game &apos;%1&apos; is not installed (installed games: %2).</source>
        <translation>игра «%1» не установлена (установлены: %2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game&apos;s option &apos;%1&apos; cannot be used.</source>
        <translation>параметр игры «%1» нельзя использовать.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its starting position cannot be read: %1</source>
        <translation>не удаётся прочитать начальную позицию: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move %1 (%2) is not legal.</source>
        <translation>ход %1 (%2) недопустим.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is damaged (it shows move %1 of %2).</source>
        <translation>файл повреждён (в нём указан ход %1 из %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game could not open it (%1).</source>
        <translation>игра не смогла его открыть (%1).</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>Search</source>
        <extracomment>Seconds the solver looks for a hint on boards above 4x4.</extracomment>
        <translation type="vanished">Поиск</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="-141"/>
        <source> s</source>
        <extracomment>Seconds the solver looks for a hint on boards above 4x4.</extracomment>
        <translation> с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Boards larger than 4x4: how long Solve keeps looking for shorter solutions</source>
        <translation>Поля больше 4x4: сколько времени «Решить» ищет более короткие решения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Algorithm:</source>
        <translation>Алгоритм:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic:</source>
        <translation>Эвристика:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit:</source>
        <translation>Время поиска:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Best in the time limit</source>
        <translation>Лучшее в срок</translation>
    </message>
    <message>
        <source>Best within the time limit</source>
        <translation type="vanished">Лучшее за отведённое время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest solution</source>
        <translation>Кратчайшее решение</translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../../boardgames/kit/page/seats.py" line="+43"/>
        <source>Players</source>
        <extracomment>The seat-list key of a human (never a player id: &quot;@&quot; is not used in ids).</extracomment>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clicks on the board play this seat</source>
        <translation>За этого игрока ходят щелчками по полю</translation>
    </message>
</context>
<context>
    <name>SequenceDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/sequence.py" line="+47"/>
        <source>The class&apos;s sequence of exercises</source>
        <translation>Последовательность упражнений класса</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The students who follow the teacher (File &gt; Follow the teacher) take these exercises in this order: each one opens when the one before it has passed. An empty sequence leaves them free.</source>
        <translation>Ученики, которые следуют за учителем (Файл &gt; Следовать за учителем), решают эти упражнения в этом порядке: каждое открывается, когда решено предыдущее. Пустая последовательность оставляет им свободу выбора.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exercises</source>
        <translation>Упражнения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sequence</source>
        <translation>Последовательность</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Add →</source>
        <translation>&amp;Добавить →</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the exercise to the end of the sequence</source>
        <translation>Добавить упражнение в конец последовательности</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>← &amp;Remove</source>
        <translation>← &amp;Убрать</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the exercise out of the sequence</source>
        <translation>Убрать упражнение из последовательности</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Earlier in the sequence</source>
        <translation>Раньше в последовательности</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Down</source>
        <translation>&amp;Ниже</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later in the sequence</source>
        <translation>Позже в последовательности</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exercises of the lessons:</source>
        <translation>Упражнения уроков:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sequence, in order:</source>
        <translation>Последовательность, по порядку:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add adds the lesson&apos;s exercises not yet in the sequence</source>
        <translation>«Добавить» добавляет упражнения урока, которых ещё нет в последовательности</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>Human</source>
        <extracomment>The seat-list key of a human (never a player id: &quot;@&quot; is not used in ids). Seconds a computer&apos;s move takes at least to appear (so a class sees who moved).</extracomment>
        <translation type="vanished">Человек</translation>
    </message>
    <message>
        <source>Clicks on the board play this seat</source>
        <translation type="vanished">За этого игрока ходят щелчками по полю</translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation type="vanished">Ошибка компьютерного игрока: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Пуск</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Пауза</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="vanished">Ничья</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation type="vanished">Собрано!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="vanished">Победа: %1!</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1 думает…</translation>
    </message>
    <message>
        <source>%1 (computer) waits: press Play or Step</source>
        <translation type="vanished">%1 (компьютер) ждёт: нажмите «Пуск» или «Шаг»</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="vanished">Ходит %1</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation type="vanished">%1 за %2 с</translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation type="vanished">
            <numerusform>%Ln позиция</numerusform>
            <numerusform>%Ln позиции</numerusform>
            <numerusform>%Ln позиций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looked %n plies ahead: %2</source>
        <translation type="vanished">
            <numerusform>%1 просчитал на %n полуход вперёд: %2</numerusform>
            <numerusform>%1 просчитал на %n полухода вперёд: %2</numerusform>
            <numerusform>%1 просчитал на %n полуходов вперёд: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Weighing the moves: %1</source>
        <translation type="vanished">Оценка ходов: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="vanished">Начало</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation type="vanished">%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>win
in %n</source>
        <translation type="vanished">
            <numerusform>победа
за %n</numerusform>
            <numerusform>победа
за %n</numerusform>
            <numerusform>победа
за %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss
in %n</source>
        <translation type="vanished">
            <numerusform>проигрыш
за %n</numerusform>
            <numerusform>проигрыш
за %n</numerusform>
            <numerusform>проигрыш
за %n</numerusform>
        </translation>
    </message>
    <message>
        <source>win</source>
        <translation type="vanished">победа</translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="vanished">проигрыш</translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="vanished">ничья</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="vanished">%1: ход %2</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation type="vanished">Переход к ходу %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Новая игра</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>&quot;Red to move (you)&quot;: the status of a human&apos;s turn against the computer.</extracomment>
        <translation type="vanished">%1 (вы)</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <source>Players</source>
        <extracomment>Colour of the move-list rows after the position shown (kept for redo).</extracomment>
        <translation type="vanished">Игроки</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Игра</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Новая игра</translation>
    </message>
    <message>
        <source>Show thinking</source>
        <translation type="vanished">Показывать мысли</translation>
    </message>
    <message>
        <source>Write on the board what the computer thinks of each move of the player to move</source>
        <translation type="vanished">Писать на поле, как компьютер оценивает каждый ход того, кто ходит</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Пауза</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Шаг</translation>
    </message>
    <message>
        <source>Let the computer to move make one move</source>
        <translation type="vanished">Компьютер, чья очередь, сделает один ход</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Отмена</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking</source>
        <translation type="vanished">Остановить размышления компьютера</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="vanished">Ходы</translation>
    </message>
    <message>
        <source>Click a move to see the position after it</source>
        <translation type="vanished">Щёлкните ход, чтобы увидеть позицию после него</translation>
    </message>
</context>
<context>
    <name>StageTextView</name>
    <message>
        <source>Teacher notes</source>
        <translation type="vanished">Заметки для учителя</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/stage_text.py" line="+109"/>
        <source>Questions for the class</source>
        <extracomment>An inline code span of Markdown (one to three backticks, not spanning a blank line). No line break there: a space, and the (invisible) word joiner put between the other characters of inline code (a line may otherwise break after &quot;-&quot;, &quot;!&quot; or &quot;/&quot;).</extracomment>
        <translation>Вопросы классу</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(no answer written)</source>
        <translation>(ответ не записан)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the answer</source>
        <translation>Показать ответ</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../boardgames/app/classroom/boards.py" line="-47"/>
        <source>Class tournament (tic-tac-toe)</source>
        <extracomment>A student&apos;s name as shown (a number when names are hidden).</extracomment>
        <translation>Турнир класса (крестики-нолики)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="vanished">Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Партии</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="vanished">Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="vanished">Поражения</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Очки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Replays…</source>
        <translation>&amp;Записи партий…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the games of the class tournament move by move (double-click a student for theirs)</source>
        <translation>Смотреть партии турнира класса ход за ходом (двойной щелчок по ученику — его партии)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot play</source>
        <translation>не может играть</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games played</source>
        <translation>
            <numerusform>Сыграна %n партия</numerusform>
            <numerusform>Сыграно %n партии</numerusform>
            <numerusform>Сыграно %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games lost by a move that went wrong</source>
        <translation>
            <numerusform>%n партия проиграна из-за ошибочного хода</numerusform>
            <numerusform>%n партии проиграны из-за ошибочного хода</numerusform>
            <numerusform>%n партий проиграно из-за ошибочного хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing: %n pairings left…</source>
        <translation>
            <numerusform>Идут партии: осталась %n пара…</numerusform>
            <numerusform>Идут партии: осталось %n пары…</numerusform>
            <numerusform>Идут партии: осталось %n пар…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pairing is played.</source>
        <translation>Все пары сыграли.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tic-tac-toe player sent yet.</source>
        <translation>Игроков в крестики-нолики пока не прислали.</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/start_dialog.py" line="+114"/>
        <source>Start a class</source>
        <translation>Открыть класс</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A new class…</source>
        <translation>Новый класс…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A class kept on this computer, or a new one</source>
        <translation>Класс, сохранённый на этом компьютере, или новый</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>letters, digits, - and _</source>
        <translation>буквы, цифры, - и _</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the class&apos;s own (a new class: a new one)</source>
        <translation>свой код класса (новому классу — новый)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any free port</source>
        <translation>любой свободный порт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All addresses of this computer</source>
        <translation>Все адреса этого компьютера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer only (%1)</source>
        <translation>Только этот компьютер (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network %1 only (%2)</source>
        <translation>Только сеть %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Announce the class on the network (students find it in Join a class…)</source>
        <translation>&amp;Объявить класс в сети (ученики найдут его в «Присоединиться к классу…»)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Class:</source>
        <translation>&amp;Класс:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New class&apos;s name:</source>
        <translation>&amp;Имя нового класса:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class c&amp;ode:</source>
        <translation>&amp;Код класса:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Слушать:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the class is not started</source>
        <translation>Почему класс не открыт</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A class&apos;s name has letters, digits, - and _ only.</source>
        <translation>Имя класса — только буквы, цифры, - и _.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A class code has Latin letters and digits only (empty: the class&apos;s own).</source>
        <translation>Код класса — только латинские буквы и цифры (пусто: свой код класса).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Port %1 is in use (another class, or another program): choose another port, or any free port.</source>
        <translation>Порт %1 занят (другим классом или другой программой): выберите другой порт или любой свободный.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not an address of this computer any more: choose another.</source>
        <translation>%1 больше не адрес этого компьютера: выберите другой.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class cannot listen there: %1</source>
        <translation>Класс не может слушать там: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../boardgames/app/start_page.py" line="+89"/>
        <source>Choose a game</source>
        <extracomment>A card&apos;s picture, in pixels: large on one row of cards, compact on two or more (so that two rows fit a 768-pixel high screen).</extracomment>
        <translation>Выберите игру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play, shuffle, solve, and see how the computer thinks.</source>
        <translation>Играйте, перемешивайте, решайте и смотрите, как думает компьютер.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the tutorials stage by stage, with every stage&apos;s program live.</source>
        <translation>Проходите уроки шаг за шагом и запускайте программу каждого шага.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game plug-in &apos;%1&apos; could not be loaded: %2</source>
        <translation>Не удалось загрузить модуль игры «%1»: %2</translation>
    </message>
</context>
<context>
    <name>StepperControls</name>
    <message>
        <source>Position:</source>
        <extracomment>Side of the board thumbnails in the open-list table, in pixels.</extracomment>
        <translation type="vanished">Позиция:</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/stepper/controls.py" line="+90"/>
        <source>Search:</source>
        <translation>Поиск:</translation>
    </message>
    <message>
        <source> moves from the goal</source>
        <translation type="vanished"> ход. от цели</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Random position</source>
        <extracomment>Side of the thumbnails in the open-list table at zoom 1, in pixels: the 8-puzzle&apos;s numbers are drawn in a 14 px font (their ink 9 px high), readable on a projector from the back of a classroom. ... and in ems of the body text (16 px at zoom 1): they grow with the app&apos;s zoom.</extracomment>
        <translation>Случайная позиция</translation>
    </message>
    <message>
        <source>or type one, e.g. 1 2 3 / 4 _ 6 / 7 5 8</source>
        <translation type="vanished">или введите свою, например: 1 2 3 / 4 _ 6 / 7 5 8</translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="vanished">Расставить</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Breadth-first search</source>
        <translation>Поиск в ширину</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Greedy best-first search</source>
        <translation>Жадный поиск (сначала лучший)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>IDA*</source>
        <translation>IDA*</translation>
    </message>
    <message>
        <source>Misplaced tiles</source>
        <translation type="vanished">Фишки не на месте</translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation type="vanished">Манхэттенское расстояние</translation>
    </message>
    <message>
        <source>Manhattan + linear conflict</source>
        <translation type="vanished">Манхэттенское + линейные конфликты</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Moves from the goal: </source>
        <translation>Ходов до цели: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The page&apos;s position</source>
        <translation>Позиция со страницы игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search from the position on the game&apos;s page</source>
        <translation>Искать от позиции на странице игры</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heuristic</source>
        <translation>Эвристика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run speed in steps per second</source>
        <translation>Скорость прохода (шагов в секунду)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heuristic:</source>
        <translation>Эвристика:</translation>
    </message>
</context>
<context>
    <name>StepperCounts</name>
    <message>
        <location line="+16"/>
        <source>Step:</source>
        <translation>Шаг:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expanded:</source>
        <translation>Раскрыто:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generated:</source>
        <translation>Порождено:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list:</source>
        <translation>Открытый список:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed set:</source>
        <translation>Закрытое множество:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold:</source>
        <translation>Порог:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iteration:</source>
        <translation>Итерация:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tree nodes drawn:</source>
        <translation>Нарисовано узлов дерева:</translation>
    </message>
</context>
<context>
    <name>StepperWindow</name>
    <message>
        <location filename="../../boardgames/kit/stepper/window.py" line="+80"/>
        <source>Search stepper</source>
        <extracomment>Rows of the open-list table (the rest is summed up in the last row). Run stops after this many steps (Back re-runs the steps, so it stays quick).</extracomment>
        <translation>Поиск по шагам</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>None (h = 0)</source>
        <translation>Нет (h = 0)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Search tree</source>
        <translation>Дерево поиска</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Levels shown:</source>
        <translation>Показано уровней:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>current</source>
        <translation>текущий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>открытый</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>closed</source>
        <translation>закрытый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pruned (f over the threshold)</source>
        <translation>отсечён (f выше порога)</translation>
    </message>
    <message>
        <source>Under each board: g + h = f</source>
        <translation type="vanished">Под каждой доской: g + h = f</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Expand one node (Right arrow)</source>
        <translation>Раскрыть один узел (стрелка вправо)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last step (Left arrow)</source>
        <translation>Отменить последний шаг (стрелка влево)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step by itself, or pause (Space)</source>
        <translation>Шагать автоматически или поставить на паузу (пробел)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation type="vanished">Позиция не подходит: %1</translation>
    </message>
    <message>
        <source>This position cannot be used: %1.</source>
        <translation type="vanished">Позиция не подходит: %1.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Under each position: g + h = f</source>
        <translation>Под каждой позицией: g + h = f</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>This position cannot be used: the goal cannot be reached from it.</source>
        <translation>Эту позицию нельзя использовать: из неё цель недостижима.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No random position: %1</source>
        <translation>Не удалось получить случайную позицию: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n steps/s</source>
        <translation>
            <numerusform>%n шаг/с</numerusform>
            <numerusform>%n шага/с</numerusform>
            <numerusform>%n шагов/с</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Current node</source>
        <translation>Текущий узел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>g = %1   h = %2   f = %3</source>
        <translation>g = %1   h = %2   f = %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stack:</source>
        <translation>Стек:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list:</source>
        <translation>Открытый список:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1</source>
        <translation>Стек: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list: %1</source>
        <translation>Открытый список: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Depth first: the next node to expand is at the top.</source>
        <translation>Поиск в глубину: следующий узел для раскрытия — наверху.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sorted as the search takes them: the next node to expand is at the top.</source>
        <translation>В том порядке, в каком их берёт поиск: следующий узел для раскрытия — наверху.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Goal reached: a solution of %n moves.</source>
        <translation>
            <numerusform>Цель достигнута: решение из %n хода.</numerusform>
            <numerusform>Цель достигнута: решение из %n ходов.</numerusform>
            <numerusform>Цель достигнута: решение из %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is a shortest one.</source>
        <translation>Это одно из кратчайших решений.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to expand: the goal cannot be reached.</source>
        <translation>Раскрывать больше нечего: цель недостижима.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stopped after %n steps.</source>
        <translation>
            <numerusform>Остановлено после %n шага.</numerusform>
            <numerusform>Остановлено после %n шагов.</numerusform>
            <numerusform>Остановлено после %n шагов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherNotesWindow</name>
    <message>
        <location filename="../../boardgames/app/lessons/notes_window.py" line="+56"/>
        <source>Teacher notes — %1</source>
        <extracomment>The notes window&apos;s default size (pixels), before it is fitted to its screen. The share of the splitter&apos;s width the notes take as a panel beside the lesson.</extracomment>
        <translation>Заметки для учителя — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teacher notes</source>
        <translation>Заметки для учителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stage has no notes.</source>
        <translation>К этому шагу заметок нет.</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../boardgames/app/theme_menu.py" line="+29"/>
        <source>&amp;Theme</source>
        <extracomment>The settings key of the choice.</extracomment>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic (as the system: light or dark)</source>
        <translation>Автоматически (как в системе: светлая или тёмная)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Высокая контрастность</translation>
    </message>
</context>
<context>
    <name>TicTacToeBoard</name>
    <message>
        <source>Tic-tac-toe board</source>
        <extracomment>Colours chosen for contrast on a projector (dark strokes on white). The winning cells and line, in the winner&apos;s colour (X, O). &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour).</extracomment>
        <translation type="vanished">Поле для крестиков-ноликов</translation>
    </message>
    <message>
        <source>Click a free cell, or use the arrow keys and Enter (on 3x3 also the keys 1-9, 1 = top left).</source>
        <translation type="vanished">Щёлкните свободную клетку или используйте стрелки и Enter (на поле 3x3 также клавиши 1–9, 1 — левая верхняя).</translation>
    </message>
</context>
<context>
    <name>TicTacToePanel</name>
    <message>
        <source>X to move</source>
        <translation type="vanished">Ходит X</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="vanished">Состояние игры</translation>
    </message>
    <message>
        <source>Students&apos; tournament…</source>
        <translation type="vanished">Турнир учеников…</translation>
    </message>
    <message>
        <source>Play students&apos; choose_move(board) files against the computer players and each other</source>
        <translation type="vanished">Сыграть файлами учеников с choose_move(board) против компьютерных игроков и друг против друга</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Игра</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation type="vanished">%1 × %1</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="vanished">Размер поля</translation>
    </message>
    <message>
        <source>k = </source>
        <translation type="vanished">k = </translation>
    </message>
    <message>
        <source>Marks in a row to win</source>
        <translation type="vanished">Сколько знаков в ряд нужно для победы</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="vanished">Поле:</translation>
    </message>
    <message>
        <source>X starts</source>
        <translation type="vanished">Начинает X</translation>
    </message>
    <message>
        <source>O starts</source>
        <translation type="vanished">Начинает O</translation>
    </message>
    <message>
        <source>Alternate every game</source>
        <translation type="vanished">По очереди</translation>
    </message>
    <message>
        <source>At random</source>
        <translation type="vanished">Случайно</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation type="vanished">Кто начинает:</translation>
    </message>
    <message>
        <source>Show thinking (values of the free cells)</source>
        <translation type="vanished">Показывать мысли (оценки свободных клеток)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="vanished">Игроки</translation>
    </message>
    <message>
        <source>Human vs human</source>
        <translation type="vanished">Человек против человека</translation>
    </message>
    <message>
        <source>You play X vs computer</source>
        <translation type="vanished">Вы (X) — компьютер</translation>
    </message>
    <message>
        <source>You play O vs computer</source>
        <translation type="vanished">Вы (O) — компьютер</translation>
    </message>
    <message>
        <source>Computer vs computer (demo)</source>
        <translation type="vanished">Два компьютера (показ)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation type="vanished">Режим:</translation>
    </message>
    <message>
        <source>Computer X:</source>
        <translation type="vanished">Компьютер X:</translation>
    </message>
    <message>
        <source>Computer O:</source>
        <translation type="vanished">Компьютер O:</translation>
    </message>
    <message>
        <source>Error probability of the fallible player</source>
        <translation type="vanished">Вероятность ошибки игрока «Идеальный, но ошибается»</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation type="vanished">Ошибки:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="vanished"> мс</translation>
    </message>
    <message>
        <source>Thinking pause:</source>
        <translation type="vanished">Пауза на раздумье:</translation>
    </message>
    <message>
        <source>Computer opens on a random cell</source>
        <translation type="vanished">Компьютер начинает со случайной клетки</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <translation type="vanished">Показ</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="vanished">Скорость:</translation>
    </message>
    <message>
        <source>Demonstration speed</source>
        <translation type="vanished">Скорость показа</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Пауза</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Шаг</translation>
    </message>
    <message>
        <source>Let the computer make one move</source>
        <translation type="vanished">Компьютер сделает один ход</translation>
    </message>
    <message>
        <source>Last computer move</source>
        <translation type="vanished">Последний ход компьютера</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="vanished">Игрок:</translation>
    </message>
    <message>
        <source>Nodes searched:</source>
        <translation type="vanished">Просмотрено узлов:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation type="vanished">Время:</translation>
    </message>
    <message>
        <source>Show the game tree…</source>
        <translation type="vanished">Показать дерево игры…</translation>
    </message>
    <message>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation type="vanished">Дерево игры для этой позиции: значения минимакса, альфа-бета-отсечения</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="vanished">Счёт</translation>
    </message>
    <message>
        <source>X</source>
        <translation type="vanished">X</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Ничьи</translation>
    </message>
    <message>
        <source>O</source>
        <translation type="vanished">O</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="vanished">Реванш</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation type="vanished">Сбросить счёт</translation>
    </message>
</context>
<context>
    <name>TicTacToePlayers</name>
    <message>
        <source>Dummy</source>
        <translation type="vanished">Простак</translation>
    </message>
    <message>
        <source>takes the first free cell (rung 1)</source>
        <translation type="vanished">занимает первую свободную клетку (ступень 1)</translation>
    </message>
    <message>
        <source>Centre first</source>
        <translation type="vanished">Сначала центр</translation>
    </message>
    <message>
        <source>takes the centre if free, else the first free cell (rung 2)</source>
        <translation type="vanished">занимает центр, если он свободен, иначе первую свободную клетку (ступень 2)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="vanished">Победитель</translation>
    </message>
    <message>
        <source>wins at once when it can; else centre, else first free cell (rung 3)</source>
        <translation type="vanished">выигрывает сразу, когда может; иначе центр, иначе первая свободная клетка (ступень 3)</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation type="vanished">Защитник</translation>
    </message>
    <message>
        <source>wins at once, else blocks the opponent&apos;s line; else centre, else first free (rung 4)</source>
        <translation type="vanished">выигрывает сразу, иначе перекрывает линию соперника; иначе центр, иначе первая свободная (ступень 4)</translation>
    </message>
    <message>
        <source>Fork master</source>
        <translation type="vanished">Мастер вилок</translation>
    </message>
    <message>
        <source>wins, blocks, makes forks and prevents the opponent&apos;s forks (rung 5)</source>
        <translation type="vanished">выигрывает, перекрывает, ставит вилки и мешает вилкам соперника (ступень 5)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="vanished">Случайный</translation>
    </message>
    <message>
        <source>plays a random free cell</source>
        <translation type="vanished">ходит в случайную свободную клетку</translation>
    </message>
    <message>
        <source>Minimax</source>
        <extracomment>The deep search polls its stop check every this many nodes.</extracomment>
        <translation type="vanished">Минимакс</translation>
    </message>
    <message>
        <source>searches the whole game tree with minimax (rung 6)</source>
        <translation type="vanished">перебирает всё дерево игры минимаксом (ступень 6)</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation type="vanished">Альфа-бета</translation>
    </message>
    <message>
        <source>minimax with alpha-beta pruning, no table (same moves, fewer nodes)</source>
        <translation type="vanished">минимакс с альфа-бета-отсечением, без таблицы (те же ходы, меньше узлов)</translation>
    </message>
    <message>
        <source>Alpha-beta + table</source>
        <translation type="vanished">Альфа-бета + таблица</translation>
    </message>
    <message>
        <source>alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)</source>
        <translation type="vanished">альфа-бета с таблицей транспозиций (ступень 7: те же ходы, гораздо меньше узлов)</translation>
    </message>
    <message>
        <source>Perfect (solved table)</source>
        <translation type="vanished">Идеальный (по таблице)</translation>
    </message>
    <message>
        <source>looks its move up in the solved table of all 3x3 positions</source>
        <translation type="vanished">берёт ход из готовой таблицы всех позиций 3x3</translation>
    </message>
    <message>
        <source>Deep search (timed)</source>
        <translation type="vanished">Глубокий поиск (≈1 с)</translation>
    </message>
    <message>
        <source>alpha-beta with iterative deepening for ~1 s and an open-lines heuristic</source>
        <translation type="vanished">альфа-бета с итеративным углублением около 1 с и эвристикой открытых линий</translation>
    </message>
    <message>
        <source>Perfect but fallible</source>
        <translation type="vanished">Идеальный, но ошибается</translation>
    </message>
    <message>
        <source>plays perfectly, but errs with a probability the teacher sets</source>
        <translation type="vanished">играет идеально, но ошибается с вероятностью, которую задаёт учитель</translation>
    </message>
</context>
<context>
    <name>TicTacToePlurals</name>
    <message numerus="yes">
        <source>win
in %n</source>
        <translation type="vanished">
            <numerusform>победа
за %n</numerusform>
            <numerusform>победа
за %n</numerusform>
            <numerusform>победа
за %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss
in %n</source>
        <translation type="vanished">
            <numerusform>проигрыш
за %n</numerusform>
            <numerusform>проигрыш
за %n</numerusform>
            <numerusform>проигрыш
за %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores for %1 after searching %n plies: open lines count, higher is better (≤: refuted, only a bound).</source>
        <translation type="vanished">
            <numerusform>Оценки для %1 после поиска на %n полуход: считаются открытые линии, больше — лучше (≤: ход опровергнут, это лишь граница).</numerusform>
            <numerusform>Оценки для %1 после поиска на %n полухода: считаются открытые линии, больше — лучше (≤: ход опровергнут, это лишь граница).</numerusform>
            <numerusform>Оценки для %1 после поиска на %n полуходов: считаются открытые линии, больше — лучше (≤: ход опровергнут, это лишь граница).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %n plies deep.</source>
        <translation type="vanished">
            <numerusform>Поиск на глубину %n полуход.</numerusform>
            <numerusform>Поиск на глубину %n полухода.</numerusform>
            <numerusform>Поиск на глубину %n полуходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You %1 : %2 computer (%n draws)</source>
        <translation type="vanished">
            <numerusform>Вы %1 : %2 компьютер (%n ничья)</numerusform>
            <numerusform>Вы %1 : %2 компьютер (%n ничьи)</numerusform>
            <numerusform>Вы %1 : %2 компьютер (%n ничьих)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TicTacToeReasons</name>
    <message>
        <source>first free cell</source>
        <extracomment>Why a rule-of-thumb player chose its move: reason code -&gt; English words.</extracomment>
        <translation type="vanished">первая свободная клетка</translation>
    </message>
    <message>
        <source>centre</source>
        <translation type="vanished">центр</translation>
    </message>
    <message>
        <source>win at once</source>
        <translation type="vanished">выиграть сразу</translation>
    </message>
    <message>
        <source>block</source>
        <translation type="vanished">перекрыть</translation>
    </message>
    <message>
        <source>block (a fork: the game is lost)</source>
        <translation type="vanished">перекрыть (вилка: партия проиграна)</translation>
    </message>
    <message>
        <source>fork</source>
        <translation type="vanished">вилка</translation>
    </message>
    <message>
        <source>prevent a fork</source>
        <translation type="vanished">не дать поставить вилку</translation>
    </message>
    <message>
        <source>block a fork</source>
        <translation type="vanished">перекрыть вилку</translation>
    </message>
    <message>
        <source>centre, corner, edge</source>
        <translation type="vanished">центр, угол, край</translation>
    </message>
    <message>
        <source>random</source>
        <translation type="vanished">наугад</translation>
    </message>
    <message>
        <source>best score</source>
        <translation type="vanished">лучшая оценка</translation>
    </message>
    <message>
        <source>a deliberate mistake</source>
        <translation type="vanished">нарочная ошибка</translation>
    </message>
    <message>
        <source>random opening</source>
        <translation type="vanished">случайный первый ход</translation>
    </message>
</context>
<context>
    <name>TicTacToeView</name>
    <message>
        <source>Play</source>
        <extracomment>Time budget of the &quot;show thinking&quot; analysis on large boards, in milliseconds.</extracomment>
        <translation type="vanished">Пуск</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Пауза</translation>
    </message>
    <message>
        <source>%1 at row %2, column %3</source>
        <translation type="vanished">%1: строка %2, столбец %3</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation type="vanished">Компьютер не смог сделать ход: %1</translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="vanished">ничья</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="vanished">Победа: %1!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Новая игра</translation>
    </message>
    <message>
        <source>Draw: no line can be completed</source>
        <translation type="vanished">Ничья: ни одну линию уже не собрать</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1 думает…</translation>
    </message>
    <message>
        <source>%1 to move: press Play or Step</source>
        <translation type="vanished">Ходит %1: нажмите «Пуск» или «Шаг»</translation>
    </message>
    <message>
        <source>%1 to move (you)</source>
        <translation type="vanished">Ходит %1 (вы)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="vanished">Ходит %1</translation>
    </message>
    <message>
        <source>Values for %1 with perfect play: green wins, grey draws, red loses (in how many moves).</source>
        <translation type="vanished">Итог для %1 при идеальной игре: зелёный — победа, серый — ничья, красный — проигрыш (и за сколько ходов).</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="vanished">Поиск…</translation>
    </message>
    <message>
        <source>Random opening</source>
        <translation type="vanished">Случайный первый ход</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="vanished">%1 мс</translation>
    </message>
    <message>
        <source>Minimax searched the whole game tree: %1 nodes.</source>
        <translation type="vanished">Минимакс перебрал всё дерево игры (узлов: %1).</translation>
    </message>
    <message>
        <source>A deliberate mistake!</source>
        <translation type="vanished">Ошибка — нарочно!</translation>
    </message>
    <message>
        <source>Rules of thumb, no search: %1.</source>
        <translation type="vanished">Простые правила, без поиска: %1.</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../boardgames/kit/tools.py" line="+67"/>
        <source>Show the game tree…</source>
        <extracomment>The generic tools: ``(fits(page) -&gt; bool, tool)``, in the order the buttons show.</extracomment>
        <translation>Показать дерево игры…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation>Дерево игры для этой позиции: значения минимакса, альфа-бета-отсечения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through a search…</source>
        <translation>Поиск по шагам…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch breadth-first search, A* and IDA* expand one node at a time</source>
        <translation>Посмотрите, как поиск в ширину, A* и IDA* раскрывают по одному узлу</translation>
    </message>
</context>
<context>
    <name>ToolsBox</name>
    <message>
        <location line="+15"/>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_page.py" line="+65"/>
        <source>Students&apos; tournament</source>
        <translation>Турнир учеников</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Each student&apos;s file has a function choose_move(board): board is a list of 9 cells, row by row from the top left, each &quot;X&quot;, &quot;O&quot; or &quot;&quot; (empty); X always moves first. It returns the number of a free cell, 0 to 8. A crash, a wrong answer or no answer in time loses that game.</source>
        <translation>В файле каждого ученика есть функция choose_move(board): board — список из 9 клеток по строкам, начиная с левой верхней, в каждой &quot;X&quot;, &quot;O&quot; или &quot;&quot; (пусто); X всегда ходит первым. Функция возвращает номер свободной клетки от 0 до 8. Сбой, неверный ответ или отсутствие ответа вовремя — поражение в этой партии.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Add files…</source>
        <translation>&amp;Добавить файлы…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns to move first.</source>
        <translation>Игроки ходят первыми по очереди.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Run tournament</source>
        <translation>&amp;Запустить турнир</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel</source>
        <translation>О&amp;тменить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Note: this computer cannot isolate the students&apos; code (bubblewrap is not available), so it runs with your user&apos;s rights. Time, memory and process limits still apply.</source>
        <translation type="vanished">Обратите внимание: на этом компьютере код учеников нельзя изолировать (bubblewrap недоступен), поэтому он запускается с правами вашего пользователя. Ограничения по времени, памяти и числу процессов всё равно действуют.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Students&apos; files</source>
        <translation>Файлы учеников</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Партий на пару:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit per move:</source>
        <translation>&amp;Время на ход:</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Add students&apos; files</source>
        <translation>Добавить файлы учеников</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Файлы Python (*.py);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Add a student&apos;s file and tick a computer player, or add two students&apos; files.</source>
        <translation>Добавьте файл ученика и отметьте компьютерного игрока или добавьте файлы двух учеников.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Playing…</source>
        <translation>Идёт игра…</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n games played.</source>
        <translation>
            <numerusform>Сыграна %n партия.</numerusform>
            <numerusform>Сыграны %n партии.</numerusform>
            <numerusform>Сыграно %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament stopped with an error: %1</source>
        <translation>Турнир остановился с ошибкой: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled after %n games.</source>
        <translation>
            <numerusform>Отменено после %n партии.</numerusform>
            <numerusform>Отменено после %n партий.</numerusform>
            <numerusform>Отменено после %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export the results</source>
        <translation>Экспорт результатов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be written: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table was saved to %1.</source>
        <translation>Таблица сохранена в %1.</translation>
    </message>
</context>
<context>
    <name>TournamentResults</name>
    <message>
        <source>Rank</source>
        <translation type="vanished">Место</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_results.py" line="+100"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: rank, abbreviated</comment>
        <translation type="vanished">№</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Партии</translation>
    </message>
    <message>
        <source>P</source>
        <comment>column: games played, abbreviated</comment>
        <translation type="vanished">И</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="vanished">Победы</translation>
    </message>
    <message>
        <source>W</source>
        <comment>column: wins, abbreviated</comment>
        <translation type="vanished">В</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Ничьи</translation>
    </message>
    <message>
        <source>D</source>
        <comment>column: draws, abbreviated</comment>
        <translation type="vanished">Н</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="vanished">Поражения</translation>
    </message>
    <message>
        <source>L</source>
        <comment>column: losses, abbreviated</comment>
        <translation type="vanished">П</translation>
    </message>
    <message>
        <source>Forfeits</source>
        <translation type="vanished">Тех. поражения</translation>
    </message>
    <message>
        <source>Forf.</source>
        <comment>column: forfeits, abbreviated</comment>
        <translation type="vanished">Тех.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Очки</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X (moves first)</source>
        <translation>X (ходит первым)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points, abbreviated</comment>
        <translation type="vanished">О</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The selected game; step through its moves with the buttons.</source>
        <translation>Выбранная партия; просматривайте её ходы кнопками.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Select a game to replay it.</source>
        <translation>Выберите партию, чтобы посмотреть её заново.</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation type="vanished">Пустое поле</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="vanished">На ход назад</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="vanished">На ход вперёд</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">Конец партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1, move %2 of %3.</source>
        <translation>Партия %1, ход %2 из %3.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the tournament</source>
        <translation>Партии турнира</translation>
    </message>
</context>
<context>
    <name>TournamentTexts</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_texts.py" line="+21"/>
        <source>chose cell %1, which is taken</source>
        <translation>выбрал клетку %1, а она занята</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose %1, which is not a cell (0 to 8)</source>
        <translation>выбрал %1, а это не клетка (от 0 до 8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered %1, which is not a cell number</source>
        <translation>ответил %1, а это не номер клетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose_move crashed: %1</source>
        <translation>сбой в choose_move: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made no move within %1 s</source>
        <translation>не сделал ход за %1 с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no choose_move any more</source>
        <translation>в файле больше нет choose_move</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program exited (exit code %1)</source>
        <translation>программа завершилась (код выхода %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped by the system (%1)</source>
        <translation>программу остановила система (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>used more than %1 MB of memory</source>
        <translation>использовал больше %1 МБ памяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>printed or wrote more than %1 MB</source>
        <translation>напечатал или записал больше %1 МБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered with more than %1 bytes</source>
        <translation>дал ответ длиннее %1 байт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered a %1, which is not a cell number</source>
        <translation>ответил значением типа %1, а это не номер клетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python could not start: %1</source>
        <translation>Не удалось запустить Python: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run: this computer has no sandbox for students&apos; code</source>
        <translation>не запущено: на этом компьютере нет песочницы для программ учеников</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: there is no such file.</source>
        <translation>%1: такого файла нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read (%2).</source>
        <translation>Не удаётся прочитать %1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not UTF-8 text.</source>
        <translation>%1 — не текст в кодировке UTF-8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a syntax error on line %2: %3</source>
        <translation>В %1 синтаксическая ошибка в строке %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no function choose_move(board).</source>
        <translation>В %1 нет функции choose_move(board).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1, choose_move must take the board: def choose_move(board):</source>
        <translation>В %1 функция choose_move должна принимать поле: def choose_move(board):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X wins</source>
        <translation>Победа X</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O wins</source>
        <translation>Победа O</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
</context>
<context>
    <name>TreeViewerWindow</name>
    <message>
        <source>Minimax tree</source>
        <extracomment>&quot;Expand one level&quot; refuses to draw more nodes than this at once.</extracomment>
        <translation type="vanished">Дерево минимакса</translation>
    </message>
    <message>
        <source>The game tree is shown for 3 × 3 boards: here is the empty one.</source>
        <translation type="vanished">Дерево игры показывается для полей 3 × 3: вот пустое поле.</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/tree/window.py" line="+102"/>
        <source>Position:</source>
        <translation>Позиция:</translation>
    </message>
    <message>
        <source>x, o and . row by row, e.g. x.o/.x./..o</source>
        <translation type="vanished">x, o и . по строкам, например x.o/.x./..o</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set</source>
        <translation>Расставить</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation type="vanished">Пустое поле</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Game tree: %1</source>
        <extracomment>&quot;Expand one level&quot; refuses to draw more positions than this at once. Seconds each node count may take before it is given up (&quot;too many to count&quot;).</extracomment>
        <translation>Дерево игры: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the position in the game&apos;s text form</source>
        <translation>позиция в текстовой записи игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Expand one level</source>
        <translation>Раскрыть один уровень</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>Evaluate the leaves</source>
        <translation>Оценить листья</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Search each unexpanded position to the end: its value appears and rises up the tree</source>
        <translation>Просчитать каждую нераскрытую позицию до конца: её значение появится и поднимется вверх по дереву</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grey what alpha-beta cuts off</source>
        <translation>Показывать серым то, что отсекает альфа-бета</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Nodes visited from the top position</source>
        <translation>Сколько узлов посещено, начиная с верхней позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimax</source>
        <translation>Минимакс</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alpha-beta</source>
        <translation>Альфа-бета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alpha-beta + table</source>
        <translation>Альфа-бета + таблица</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game is over: there is no tree below it.</source>
        <translation>Эта партия окончена: под ней нет дерева.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This position cannot be used: %1</source>
        <translation>Позиция не подходит: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The next level has %n positions: too many to draw. Click single positions to expand them.</source>
        <translation>
            <numerusform>На следующем уровне %n позиция — слишком много, чтобы нарисовать. Щёлкайте отдельные позиции, чтобы раскрыть их.</numerusform>
            <numerusform>На следующем уровне %n позиции — слишком много, чтобы нарисовать. Щёлкайте отдельные позиции, чтобы раскрыть их.</numerusform>
            <numerusform>На следующем уровне %n позиций — слишком много, чтобы нарисовать. Щёлкайте отдельные позиции, чтобы раскрыть их.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not every value was found (stopped, or more than %1 s): the others stay &quot;?&quot;.</source>
        <translation>Найдены не все значения (остановлено или дольше %1 с): остальные остаются «?».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop evaluating</source>
        <translation>Остановить оценку</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searching the leaves to the end…</source>
        <translation>Листья просчитываются до конца игры…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 won</source>
        <translation>выиграл %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>победа %1 за %n</numerusform>
            <numerusform>победа %1 за %n</numerusform>
            <numerusform>победа %1 за %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Under each position: who wins with best play, and in how many plies (moves of either player); ? = not known yet.</source>
        <translation>Под каждой позицией: кто выигрывает при лучшей игре и за сколько полуходов (ходов любого из игроков); ? — пока неизвестно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thick green lines: the move minimax chooses. Click a position to expand or fold it.</source>
        <translation>Толстые зелёные линии: ход, который выбирает минимакс. Щёлкните позицию, чтобы раскрыть или свернуть её.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts: every position a search visits, the top one included; moves are tried in the game&apos;s order; a count that takes longer than %1 s says &quot;too many&quot;.</source>
        <translation>Счёт: каждая позиция, которую посещает поиск, включая верхнюю; ходы перебираются в порядке игры; если подсчёт идёт дольше %1 с, написано «слишком много».</translation>
    </message>
    <message numerus="yes">
        <source>The next level has %n positions: too many to draw. Click single boards to expand them.</source>
        <translation type="vanished">
            <numerusform>На следующем уровне %n позиция — слишком много, чтобы нарисовать. Щёлкайте отдельные поля, чтобы раскрыть их.</numerusform>
            <numerusform>На следующем уровне %n позиции — слишком много, чтобы нарисовать. Щёлкайте отдельные поля, чтобы раскрыть их.</numerusform>
            <numerusform>На следующем уровне %n позиций — слишком много, чтобы нарисовать. Щёлкайте отдельные поля, чтобы раскрыть их.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>X won</source>
        <translation type="vanished">X выиграл</translation>
    </message>
    <message>
        <source>O won</source>
        <translation type="vanished">O выиграл</translation>
    </message>
    <message numerus="yes">
        <source>X wins in %n</source>
        <translation type="vanished">
            <numerusform>победа X за %n</numerusform>
            <numerusform>победа X за %n</numerusform>
            <numerusform>победа X за %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>O wins in %n</source>
        <translation type="vanished">
            <numerusform>победа O за %n</numerusform>
            <numerusform>победа O за %n</numerusform>
            <numerusform>победа O за %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>counting…</source>
        <translation>считаем…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too many</source>
        <translation>слишком много</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nodes in the tree: %1 (%2 drawn), values known: %3</source>
        <translation>Узлов в дереве: %1 (нарисовано: %2), известно значений: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cut off by alpha-beta (greyed): %1</source>
        <translation>Отсечено альфа-бета (серые): %1</translation>
    </message>
    <message>
        <source>Under each board: who wins with best play, and in how many plies (moves of either player); ? = not known yet.</source>
        <translation type="vanished">Под каждым полем: кто выигрывает при лучшей игре и за сколько полуходов (ходов любого из игроков); ? — пока неизвестно.</translation>
    </message>
    <message>
        <source>Thick green lines: the move minimax chooses. Yellow cell: the last move. Click a board to expand or fold it.</source>
        <translation type="vanished">Толстые зелёные линии — ход, который выбирает минимакс. Жёлтая клетка — последний ход. Щёлкните поле, чтобы раскрыть или свернуть его.</translation>
    </message>
    <message>
        <source>Counts: every position a search visits, the top one included; games stop at a win or a full board; moves are tried cell by cell.</source>
        <translation type="vanished">Подсчёт: каждая позиция, которую посещает поиск, включая верхнюю; партия заканчивается победой или заполненным полем; ходы перебираются по клеткам по порядку.</translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message>
        <location filename="../../boardgames/games/fifteen/plugin.py" line="+8"/>
        <source>15-puzzle</source>
        <translation>Пятнашки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles into order on any board from 2x2 to 8x8. Shuffle, check solvability, and watch A* and IDA* solve it.</source>
        <translation>Расставьте фишки по порядку на доске от 2x2 до 8x8. Перемешивайте, проверяйте, есть ли решение, и смотрите, как его находят A* и IDA*.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/players.py" line="+224"/>
        <source>Best solver (optimal)</source>
        <extracomment>Codes of :class:`SolverRefused` and the meaning of their ``values``. Context of the players&apos; titles (the plug-in&apos;s id). The computer players the 15-puzzle offers.</extracomment>
        <translation>Лучший решатель (оптимальный)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fastest optimal search for the board size: IDA* with pattern databases on 4x4</source>
        <translation>Самый быстрый оптимальный поиск для этого размера доски: на 4x4 — IDA* с базами данных шаблонов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IDA* (linear conflict)</source>
        <translation>IDA* (линейные конфликты)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterative-deepening A* with Manhattan distance and linear conflict: optimal, little memory</source>
        <translation>A* с итеративным углублением, манхэттенским расстоянием и линейными конфликтами: оптимально, мало памяти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divide and conquer</source>
        <translation>Разделяй и властвуй</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, column by column, as people solve it: fast on any size, not shortest</source>
        <translation>Строка за строкой, столбец за столбцом, как решают люди: быстро на любом размере, но не кратчайшим путём</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/levels.py" line="+18"/>
        <source>3x3, 3 moves from solved</source>
        <translation>3x3, 3 хода до сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, 6 moves from solved</source>
        <translation>3x3, 6 ходов до сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, 12 moves from solved</source>
        <translation>3x3, 12 ходов до сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, fully shuffled</source>
        <translation>3x3, полностью перемешано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, 10 moves from solved</source>
        <translation>4x4, 10 ходов до сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, 25 moves from solved</source>
        <translation>4x4, 25 ходов до сборки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, fully shuffled</source>
        <translation>4x4, полностью перемешано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5x5, fully shuffled</source>
        <translation>5x5, полностью перемешано</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide the tiles until they are in order: 1, 2, 3 … with the gap in the bottom-right corner.</source>
        <translation>Двигайте фишки, пока они не встанут по порядку: 1, 2, 3 … а пустая клетка — в правом нижнем углу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a tile next to the gap can move: it slides into the gap.</source>
        <translation>Двигаться может только фишка рядом с пустой клеткой: она сдвигается на пустое место.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue tiles are in their place; orange tiles are not yet.</source>
        <translation>Синие фишки стоят на своих местах, оранжевые — пока нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every shuffle here can be solved. Try to use few moves: the counter shows how many you made.</source>
        <translation>Здесь любое перемешивание можно собрать. Старайтесь обойтись меньшим числом ходов: счётчик показывает, сколько вы сделали.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a tile</source>
        <translation>Щёлкните фишку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slide it into the gap</source>
        <translation>сдвинуть её на пустое место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slide a tile beside the gap that way (Up: the tile below the gap moves up into it)</source>
        <translation>сдвинуть в эту сторону фишку рядом с пустой клеткой (Вверх: фишка под пустой клеткой поднимается в неё)</translation>
    </message>
    <message>
        <source>slide the tile beside the gap</source>
        <translation type="vanished">сдвинуть фишку рядом с пустой клеткой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Y</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo / redo a move</source>
        <translation>отменить / повторить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this card</source>
        <translation>эта карточка</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/rules.py" line="+84"/>
        <source>Rows</source>
        <extracomment>The start of :func:`create`: the challenge&apos;s position T1, 15 moves from the goal. The options of the game page, of levels and of saved games: the board&apos;s size.</extracomment>
        <translation>Строки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/tools.py" line="+27"/>
        <source>Compare searches…</source>
        <translation>Сравнить алгоритмы…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run several algorithms and heuristics on this position</source>
        <translation>Запустить несколько алгоритмов и эвристик на этой позиции</translation>
    </message>
    <message>
        <source>Step through a search…</source>
        <translation type="vanished">Поиск по шагам…</translation>
    </message>
    <message>
        <source>Watch BFS, A* and IDA* expand one node at a time on an 8-puzzle</source>
        <translation type="vanished">Посмотреть, как BFS, A* и IDA* раскрывают по одному узлу на пятнашках 3x3</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/search/offered.py" line="+27"/>
        <source>Manhattan distance</source>
        <extracomment>The heuristics the stepper and the generic searches offer, the recommended one first.</extracomment>
        <translation>Манхэттенское расстояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sum of the tiles&apos; row and column distances from their goal cells</source>
        <translation>Сумма расстояний фишек по строкам и столбцам до их целевых клеток</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misplaced tiles</source>
        <translation>Фишки не на месте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are not in their goal cell</source>
        <translation>Сколько фишек стоит не на своих клетках</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manhattan + linear conflict</source>
        <translation>Манхэттенское + линейные конфликты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manhattan distance plus two moves for each pair of tiles that block each other in their goal row or column (Hansson, Mayer and Yung 1992)</source>
        <translation>Манхэттенское расстояние плюс два хода на каждую пару фишек, мешающих друг другу в своей целевой строке или столбце (Hansson, Mayer, Yung 1992)</translation>
    </message>
</context>
<context>
    <name>page</name>
    <message>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side.</extracomment>
        <translation type="vanished">&amp;Уроки</translation>
    </message>
    <message>
        <source>&amp;Stages</source>
        <translation type="vanished">&amp;Шаги</translation>
    </message>
    <message>
        <source>Open lessons &amp;folder</source>
        <translation type="vanished">&amp;Открыть папку уроков</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation type="vanished">О&amp;бновить</translation>
    </message>
    <message>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation type="vanished">Заново прочитать папки уроков (после правки урока)</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation type="vanished">◀ &amp;Назад</translation>
    </message>
    <message>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation type="vanished">Предыдущий шаг (PgUp или стрелка влево)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation type="vanished">&amp;Дальше ▶</translation>
    </message>
    <message>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation type="vanished">Следующий шаг (PgDn или стрелка вправо)</translation>
    </message>
    <message>
        <source>Language of the lesson text (L)</source>
        <translation type="vanished">Язык текста урока (L)</translation>
    </message>
    <message>
        <source>P&amp;resenter mode</source>
        <translation type="vanished">Режим докл&amp;адчика</translation>
    </message>
    <message>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation type="vanished">Полный экран и крупный текст; заметки для учителя не попадают на проектор (P; Esc — выход)</translation>
    </message>
    <message>
        <source>&amp;Teacher notes</source>
        <translation type="vanished">Заметки у&amp;чителя</translation>
    </message>
    <message>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation type="vanished">Заметки для учителя к этому шагу — в отдельном окне, которого класс не видит (N)</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation type="vanished">Упра&amp;жнения…</translation>
    </message>
    <message>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation type="vanished">Упражнения к этому уроку; приложение проверяет их само</translation>
    </message>
    <message>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation type="vanished">Открыть наглядное окно этого шага рядом с уроком</translation>
    </message>
    <message>
        <source>Only the &amp;changes</source>
        <translation type="vanished">Только изм&amp;енения</translation>
    </message>
    <message>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation type="vanished">Показывать только строки, изменённые с прошлого шага, и немного вокруг них (D)</translation>
    </message>
    <message>
        <source>Sa&amp;ve program as…</source>
        <translation type="vanished">Со&amp;хранить программу…</translation>
    </message>
    <message>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation type="vanished">Сохранить программу этого шага в файл (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation type="vanished">&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation type="vanished">Скопировать программу этого шага (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>This stage has nothing to run.</source>
        <translation type="vanished">На этом шаге нечего запускать.</translation>
    </message>
    <message>
        <source>The program is on the clipboard.</source>
        <translation type="vanished">Программа скопирована в буфер обмена.</translation>
    </message>
    <message>
        <source>Save the program</source>
        <translation type="vanished">Сохранить программу</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation type="vanished">Файлы Python (*.py);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The program could not be saved to %1: %2. Choose another folder.</source>
        <translation type="vanished">Не удалось сохранить программу в %1: %2. Выберите другую папку.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="vanished">Сохранено в %1</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2</source>
        <translation type="vanished">Не удаётся создать папку %1: %2</translation>
    </message>
</context>
<context>
    <name>tictactoe</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/plugin.py" line="+8"/>
        <source>Tic-tac-toe</source>
        <translation>Крестики-нолики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three (or k) in a row on boards up to 7x7. Play a friend or a computer that grows from a naive player to perfect minimax.</source>
        <translation>Три (или k) в ряд на поле до 7x7. Играйте с другом или с компьютером — от наивного игрока до идеального минимакса.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/levels.py" line="+19"/>
        <source>The computer takes the first free cell</source>
        <translation>Компьютер занимает первую свободную клетку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays at random</source>
        <translation>Компьютер ходит наугад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer likes the centre</source>
        <translation>Компьютер любит центр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins when it can</source>
        <translation>Компьютер выигрывает, когда может</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer also blocks you</source>
        <translation>Компьютер ещё и перекрывает ваши ряды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer also makes forks</source>
        <translation>Компьютер ещё и ставит вилки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost perfect: 1 move in 4 is a mistake</source>
        <translation>Почти идеально: 1 ход из 4 — ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Almost perfect: 1 move in 10 is a mistake</source>
        <translation>Почти идеально: 1 ход из 10 — ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect: the best you can do is a draw</source>
        <translation>Идеально: лучшее, чего вы можете добиться, — ничья</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Get three of your marks in a row: across, down or corner to corner.</source>
        <translation>Поставьте три своих знака в ряд: по горизонтали, по вертикали или из угла в угол.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You and the computer take turns; X goes first.</source>
        <translation>Вы и компьютер ходите по очереди; первым ходит X.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your mark in an empty cell.</source>
        <translation>Ставьте свой знак в пустую клетку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the board is full and nobody has a row, it is a draw.</source>
        <translation>Если поле заполнено, а ряда ни у кого нет, — ничья.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a cell</source>
        <translation>Щёлкните клетку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put your mark there</source>
        <translation>поставить туда свой знак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1 to 9</source>
        <translation>Клавиши 1–9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a cell, like a phone keypad</source>
        <translation>выбрать клетку, как на кнопках телефона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Enter</source>
        <translation>Стрелки, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move to a cell and play it</source>
        <translation>перейти к клетке и сходить в неё</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take back your move</source>
        <translation>отменить свой ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this card</source>
        <translation>эта карточка</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/__init__.py" line="+109"/>
        <source>first free cell</source>
        <extracomment>Why a rule-of-thumb player chose its move: reason code -&gt; English words (the plug-in&apos;s ``reasons``: the game page says them after a computer&apos;s move).</extracomment>
        <translation>первая свободная клетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre</source>
        <translation>центр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win at once</source>
        <translation>выиграть сразу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>перекрыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block (a fork: the game is lost)</source>
        <translation>перекрыть (вилка: партия проиграна)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork</source>
        <translation>вилка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prevent a fork</source>
        <translation>не дать поставить вилку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block a fork</source>
        <translation>перекрыть вилку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre, corner, edge</source>
        <translation>центр, угол, край</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>наугад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best score</source>
        <translation>лучшая оценка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deliberate mistake</source>
        <translation>нарочная ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random opening</source>
        <translation>случайный первый ход</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mistakes (%)</source>
        <extracomment>Milliseconds the &quot;show thinking&quot; analysis of a position may take. The fallible player&apos;s share of mistakes, in percent, set beside its seat.</extracomment>
        <translation>Ошибки (%)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/rules_based.py" line="+33"/>
        <source>Dummy</source>
        <translation>Простак</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the first free cell (rung 1)</source>
        <translation>занимает первую свободную клетку (ступень 1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Centre first</source>
        <translation>Сначала центр</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the centre if free, else the first free cell (rung 2)</source>
        <translation>занимает центр, если он свободен, иначе первую свободную клетку (ступень 2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins at once when it can; else centre, else first free cell (rung 3)</source>
        <translation>выигрывает сразу, когда может; иначе центр, иначе первая свободная клетка (ступень 3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Blocker</source>
        <translation>Защитник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins at once, else blocks the opponent&apos;s line; else centre, else first free (rung 4)</source>
        <translation>выигрывает сразу, иначе перекрывает линию соперника; иначе центр, иначе первая свободная (ступень 4)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fork master</source>
        <translation>Мастер вилок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins, blocks, makes forks and prevents the opponent&apos;s forks (rung 5)</source>
        <translation>выигрывает, перекрывает, ставит вилки и мешает вилкам соперника (ступень 5)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays a random free cell</source>
        <translation>ходит в случайную свободную клетку</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/searching.py" line="+57"/>
        <source>Minimax</source>
        <extracomment>Default time budget of one move of the deep search, in milliseconds.</extracomment>
        <translation>Минимакс</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>searches the whole game tree with minimax (rung 6)</source>
        <translation>перебирает всё дерево игры минимаксом (ступень 6)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Alpha-beta</source>
        <translation>Альфа-бета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimax with alpha-beta pruning, no table (same moves, fewer nodes)</source>
        <translation>минимакс с альфа-бета-отсечением, без таблицы (те же ходы, меньше узлов)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Alpha-beta + table</source>
        <translation>Альфа-бета + таблица</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)</source>
        <translation>альфа-бета с таблицей транспозиций (ступень 7: те же ходы, гораздо меньше узлов)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect (solved table)</source>
        <translation>Идеальный (по таблице)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks its move up in the solved table of all 3x3 positions</source>
        <translation>берёт ход из готовой таблицы всех позиций 3x3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deep search (timed)</source>
        <translation>Глубокий поиск (≈1 с)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alpha-beta with iterative deepening for ~1 s and an open-lines heuristic</source>
        <translation>альфа-бета с итеративным углублением около 1 с и эвристикой открытых линий</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Perfect but fallible</source>
        <translation>Идеальный, но ошибается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays perfectly, but errs with a probability the teacher sets</source>
        <translation>играет идеально, но ошибается с вероятностью, которую задаёт учитель</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/rules.py" line="+267"/>
        <source>X</source>
        <extracomment>Who makes the first move of a new game: X, O, each in turn (X in the first game), or one of them at random.</extracomment>
        <translation>X</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each in turn</source>
        <translation>По очереди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen by its search</source>
        <extracomment>A computer that opens a game: it chooses its first mark, or puts it on a random cell (the course&apos;s computer opens at random). The players take this option.</extracomment>
        <translation>Как решит поиск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a random cell</source>
        <translation>В случайную клетку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board size</source>
        <extracomment>The options of the game page (and of saved games and levels).</extracomment>
        <translation>Размер поля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a row to win</source>
        <translation>В ряд для победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First move</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s opening</source>
        <translation>Первый ход компьютера</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tools.py" line="+27"/>
        <source>Students&apos; tournament…</source>
        <translation>Турнир учеников…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play students&apos; choose_move(board) files against the computer players and each other</source>
        <translation>Сыграть файлами учеников с choose_move(board) против компьютерных игроков и друг против друга</translation>
    </message>
    <message>
        <source>Show the game tree…</source>
        <translation type="vanished">Показать дерево игры…</translation>
    </message>
    <message>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation type="vanished">Дерево игры для этой позиции: значения минимакса, альфа-бета-отсечения</translation>
    </message>
</context>
</TS>
