<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../boardgames/kit/page/announcer.py" line="+65"/>
        <source>Searching…</source>
        <extracomment>The shortest time in milliseconds between two announcements of a search&apos;s progress.</extracomment>
        <translation>Buscando…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The search is done.</source>
        <translation>La búsqueda ha terminado.</translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../../boardgames/kit/grid_painter.py" line="+133"/>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/painter.py" line="+138"/>
        <source>row %1, column %2: %3</source>
        <extracomment>Piece colours per seat (fill, rim), chosen to stay apart on a projector and, by brightness too, for the common colour blindnesses; more seats repeat them. The translation context of the game&apos;s own words (its plug-in id; set by :func:`~boardgames.kit.board.make_painter`).</extracomment>
        <translation>fila %1, columna %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (last move)</source>
        <translation>%1 (última jugada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (winning line)</source>
        <translation>%1 (línea ganadora)</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../boardgames/kit/board.py" line="+58"/>
        <source>Game board</source>
        <extracomment>Milliseconds of a move&apos;s animation. Tells :mod:`boardgames.kit.board_access` to present the widget as a table of cells.</extracomment>
        <translation>Tablero de juego</translation>
    </message>
</context>
<context>
    <name>ChallengePanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/challenge_panel.py" line="+59"/>
        <source>Solver challenge</source>
        <translation>Desafío de solucionadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load a Python file with a function solve(board). It gets the board as a list of rows (0 is the blank) and returns the moves, e.g. [&apos;Down&apos;, &apos;Left&apos;]. Each position is run on its own, with a time limit.</source>
        <translation>Carga un archivo de Python con una función solve(board). Recibe el tablero como una lista de filas (0 es el hueco) y devuelve los movimientos, p. ej. [&apos;Down&apos;, &apos;Left&apos;]. Cada posición se ejecuta por separado, con un tiempo límite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load solver…</source>
        <translation>Cargar sol&amp;ucionador…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a student&apos;s .py file and score it (F5)</source>
        <translation>Elige el archivo .py de un estudiante y puntúalo (F5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a&amp;gain</source>
        <translation>Ejecutar de &amp;nuevo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>Cancela&amp;r</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time &amp;limit per position:</source>
        <translation>&amp;Tiempo límite por posición:</translation>
    </message>
    <message>
        <source>Note: this computer cannot isolate the solver (bubblewrap is not available), so it runs with your user&apos;s rights and could read or change your files. Time, memory and process limits still apply.</source>
        <translation type="vanished">Nota: este ordenador no puede aislar el solucionador (bubblewrap no está disponible), así que se ejecuta con los permisos de tu usuario y podría leer o cambiar tus archivos. Los límites de tiempo, memoria y procesos se siguen aplicando.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimal</source>
        <translation>Óptimo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Select a row to see what the solver printed (and its error, if it crashed).</source>
        <translation>Selecciona una fila para ver lo que imprimió el solucionador (y su error, si falló).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The positions cannot be used: %1</source>
        <translation>No se pueden usar las posiciones: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n positions are ready. Load a solver to score it.</source>
        <translation>
            <numerusform>%n posición lista. Carga un solucionador para puntuarlo.</numerusform>
            <numerusform>%n posiciones listas. Carga un solucionador para puntuarlo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Load a solver</source>
        <translation>Cargar un solucionador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Archivos de Python (*.py);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no positions to run.</source>
        <translation>No hay posiciones que ejecutar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This solver cannot be run: %1</source>
        <translation>No se puede ejecutar este solucionador: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Running %1 on %n positions…</source>
        <translation>
            <numerusform>Ejecutando %1 en %n posición…</numerusform>
            <numerusform>Ejecutando %1 en %n posiciones…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Done: %1 of %n positions solved.</source>
        <translation>
            <numerusform>Hecho: %1 de %n posición resuelta.</numerusform>
            <numerusform>Hecho: %1 de %n posiciones resueltas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring stopped with an error: %1</source>
        <translation>La puntuación se detuvo con un error: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solved</source>
        <translation>resuelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crashed</source>
        <translation>falló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timed out</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>illegal move</source>
        <translation>movimiento ilegal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not reach the goal</source>
        <translation>no llega a la meta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad output</source>
        <translation>salida incorrecta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no solve()</source>
        <translation>sin solve()</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answer too long</source>
        <translation>respuesta demasiado larga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>waiting…</source>
        <translation>esperando…</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Total: %1 of %2 solved, %n moves</source>
        <translation>
            <numerusform>Total: %1 de %2 resueltas, %n movimiento</numerusform>
            <numerusform>Total: %1 de %2 resueltas, %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Total: %1 of %2 solved, %n moves (optimal %3)</source>
        <translation>
            <numerusform>Total: %1 de %2 resueltas, %n movimiento (óptimo %3)</numerusform>
            <numerusform>Total: %1 de %2 resueltas, %n movimientos (óptimo %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(nothing printed)</source>
        <translation>(no imprimió nada)</translation>
    </message>
</context>
<context>
    <name>ClassActions</name>
    <message>
        <location filename="../../boardgames/app/classroom/menu.py" line="+57"/>
        <source>Start a &amp;class…</source>
        <extracomment>(lesson, stage) the teacher showed, from the follower&apos;s thread to the GUI thread ({game: level}, locked) the teacher set, from the follower&apos;s thread to the GUI thread (exercise keys) of the class&apos;s fixed sequence, from the follower&apos;s thread to the GUI thread Offer to announce a started class on the local network (DNS-SD), so students find it.</extracomment>
        <translation>Iniciar una &amp;clase…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve a class on the local network: students&apos; apps send their checks to this one</source>
        <translation>Abrir una clase en la red local: las aplicaciones de los alumnos envían aquí sus comprobaciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Join a class…</source>
        <translation>&amp;Unirse a una clase…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your exercise checks to the teacher&apos;s app</source>
        <translation>Enviar las comprobaciones de los ejercicios a la aplicación del profesor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send a tournament &amp;player…</source>
        <extracomment>&quot;N not accepted by the class…&quot; after Join a class… (shown while there are some)</extracomment>
        <translation>Enviar un &amp;jugador al torneo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your player (a Python file) to the class&apos;s tournament</source>
        <translation>Enviar tu jugador (un archivo Python) al torneo de la clase</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Follow the teacher</source>
        <translation>Seguir al &amp;profesor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the lesson stage the teacher shows, as the teacher moves on</source>
        <translation>Mostrar la etapa de la lección que muestra el profesor, a medida que avanza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The class&apos;s &amp;exercises…</source>
        <translation>&amp;Ejercicios de la clase…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exercises the teacher set for the class, in order</source>
        <translation>Los ejercicios que el profesor fijó para la clase, en orden</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The players could not be saved: %1</source>
        <translation>No se pudieron guardar los jugadores: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game %1 has no students&apos; tournament.</source>
        <translation>El juego %1 no tiene torneo de estudiantes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <location line="+39"/>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The class cannot be started: %1</source>
        <translation>No se puede iniciar la clase: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+39"/>
        <source>Join a class first (File &gt; Join a class…).</source>
        <translation>Primero únete a una clase (Archivo &gt; Unirse a una clase…).</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Your player</source>
        <translation>Tu jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python files (*.py)</source>
        <translation>Archivos Python (*.py)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player cannot be sent: %1</source>
        <translation>No se puede enviar el jugador: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on its way to the class&apos;s %2 tournament.</source>
        <translation>%1 va de camino al torneo de %2 de la clase.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game of your player:</source>
        <translation>El juego de tu jugador:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The class refused: %1</source>
        <translation>La clase lo rechazó: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined the class at %1 as %2</source>
        <translation>Te has unido a la clase en %1 como %2</translation>
    </message>
</context>
<context>
    <name>ClassErrors</name>
    <message>
        <location filename="../../boardgames/classroom/model.py" line="+76"/>
        <source>wrong class code</source>
        <extracomment>The TCP port a class is served on unless the teacher says otherwise. Longest student name kept, in characters. Largest student file a submission may carry, in bytes (UTF-8). Most checks in one submission. Largest request body the server reads, in bytes: room for any file under :data:`MAX_FILE_BYTES` at its worst in JSON (a control character, one byte of UTF-8, escapes to six: ``<byte value="x1"/>``), plus 64 KiB for the checks (100 of them, each with a message code of 64 characters escaped at worst) and the other fields. So a file under the file limit always fits (448 KiB). Largest number (in size) a request may carry: a time in seconds, a count, a version. Files kept per student and exercise: the newest ones; an older check keeps its row (its result counts in the grid) but its file is emptied. Players kept per student and game (the newest one plays the class tournament). Most items (checks, players and levels) stored per student (one check every 2 s for a lesson of 60 minutes is 1,800). Most bytes stored per student: files kept and checks&apos; outcomes, UTF-8. Most bytes stored per class (as :data:`MAX_STUDENT_BYTES`, all students together). Most students in one class (names that joined; a flood of made-up names stops there). Characters of a class code: no 0/O, 1/I/L, so a code read from a projector is typed right. Characters of a class code (31**6, about 887 million codes). The translation context of :data:`ERRORS` (the app shows them translated). The English text of each error code (the app translates them in :data:`CONTEXT`).</extracomment>
        <translation>código de clase incorrecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no class code given</source>
        <translation>falta el código de clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is needed</source>
        <translation>hace falta un nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name is already in the class (from another computer)</source>
        <translation>este nombre ya está en la clase (desde otro ordenador)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the request is not a valid submission</source>
        <translation>la petición no es un envío válido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the submission is too large</source>
        <translation>el envío es demasiado grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is too large for the class (64 KiB at most)</source>
        <translation>el archivo es demasiado grande para la clase (64 KiB como máximo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this class accepts only computers of the local network</source>
        <translation>esta clase solo acepta ordenadores de la red local</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many wrong codes; wait a minute</source>
        <translation>demasiados códigos incorrectos; espera un minuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class cannot be reached</source>
        <translation>no se puede contactar con la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class was saved by a newer version of boardgames</source>
        <translation>la clase se guardó con una versión más reciente de boardgames</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the class address must be HOST:PORT</source>
        <translation>la dirección de la clase debe ser HOST:PUERTO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the teacher&apos;s code may read the whole class</source>
        <translation>solo el código del profesor permite leer toda la clase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this computer has not joined the class</source>
        <translation>este ordenador no se ha unido a la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class answered with an error</source>
        <translation>la clase respondió con un error</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player is not valid Python</source>
        <translation>el jugador no es un programa Python válido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such exercise</source>
        <translation>no existe ese ejercicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name has invisible or control characters; type it again with letters, digits and spaces</source>
        <translation>el nombre tiene caracteres invisibles o de control; escríbelo de nuevo con letras, cifras y espacios</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this name looks like one already in the class; add your surname or its first letter</source>
        <translation>este nombre se parece a uno que ya está en la clase; añade tu apellido o su inicial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the request must be JSON (application/json, UTF-8)</source>
        <translation>la petición debe ser JSON (application/json, UTF-8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have sent as much as the class keeps for one student; tell your teacher</source>
        <translation>has enviado todo lo que la clase guarda para un alumno; avisa a tu profesor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the class has stored as much as it may; tell your teacher</source>
        <translation>la clase ha guardado todo lo que puede; avisa a tu profesor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the class is busy; trying again shortly</source>
        <translation>la clase está ocupada; se intentará de nuevo en breve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class file is damaged; nothing was written into it (bring back a backup: boardgames class restore)</source>
        <translation>el archivo de la clase está dañado; no se ha escrito nada en él (recupera una copia: boardgames class restore)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no such backup of this class</source>
        <translation>no hay tal copia de seguridad de esta clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class is being served; end it first (close the class window or stop &apos;boardgames class serve&apos;)</source>
        <translation>la clase está abierta; ciérrala primero (cierra la ventana de la clase o detén &apos;boardgames class serve&apos;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the name is too long (80 characters at most)</source>
        <translation>el nombre es demasiado largo (80 caracteres como máximo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same name as another student&apos;s apart from case or accents (joined before this was refused); kept apart</source>
        <translation>el mismo nombre que el de otro alumno salvo mayúsculas o acentos (entró antes de que se rechazara); se guardan por separado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this class&apos;s page offers no such game</source>
        <translation>la página de esta clase no tiene ese juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not your move in this game</source>
        <translation>en esta partida no es tu turno</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <location filename="../../boardgames/app/classroom/teacher.py" line="+102"/>
        <location line="+233"/>
        <source>Class</source>
        <extracomment>a new :class:`Snapshot`, from ClassLive&apos;s threads to the GUI thread</extracomment>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation type="vanished">Dirección: %1</translation>
    </message>
    <message>
        <source>Class code: %1</source>
        <translation type="vanished">Código de clase: %1</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>&amp;Hide names</source>
        <translation>&amp;Ocultar nombres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the students as numbers, for the projector</source>
        <translation>Mostrar a los alumnos como números, para el proyector</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;players…</source>
        <translation>Guardar &amp;jugadores…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the tournament players the students sent into a folder, one file per student</source>
        <translation>Escribir en una carpeta los jugadores de torneo que enviaron los alumnos, un archivo por alumno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Torneo…</translation>
    </message>
    <message>
        <source>Open the game&apos;s students&apos; tournament with the players the students sent</source>
        <translation type="vanished">Abrir el torneo de estudiantes del juego con los jugadores que enviaron los alumnos</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Student %1</source>
        <translation>Alumno %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: level</source>
        <translation>%1: nivel</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Students: %1, checks: %2, tournament players: %3</source>
        <translation>Alumnos: %1, comprobaciones: %2, jugadores de torneo: %3</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Open the game&apos;s students&apos; tournament with the players the students sent (with replays)</source>
        <translation>Abrir el torneo de estudiantes del juego con los jugadores que enviaron los estudiantes (con repeticiones)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Levels…</source>
        <translation>&amp;Niveles…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the class&apos;s level in each game, and lock it</source>
        <translation>Fijar el nivel de la clase en cada juego y bloquearlo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sequence…</source>
        <translation>Se&amp;cuencia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the class a fixed sequence of exercises</source>
        <translation>Fijar para la clase una secuencia de ejercicios</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which game?</source>
        <translation>¿Qué juego?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the players in</source>
        <translation>Guardar los jugadores en</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The players could not be saved: %1</source>
        <translation>No se pudieron guardar los jugadores: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 players saved in %2: open them in the game&apos;s Students&apos; tournament…</source>
        <translation>%1 jugadores guardados en %2: ábrelos en la ventana «Torneo de estudiantes…» del juego</translation>
    </message>
    <message>
        <source>Students: %1, submissions: %2</source>
        <translation type="vanished">Alumnos: %1, envíos: %2</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>passed</source>
        <translation>superada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failing</source>
        <translation>no pasa</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n checks sent</source>
        <translation>
            <numerusform>%n comprobación enviada</numerusform>
            <numerusform>%n comprobaciones enviadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/compare.py" line="+58"/>
        <source>Compare searches</source>
        <extracomment>The most check-box columns of &quot;Searches to run&quot; (fewer when the window is narrow).</extracomment>
        <translation>Comparar búsquedas</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searches to run</source>
        <translation>Búsquedas que ejecutar</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Give up after</source>
        <translation>Rendirse tras</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> nodes</source>
        <translation> nodos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel this row</source>
        <translation>Cancelar esta fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop all</source>
        <translation>Detener todo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nodes expanded</source>
        <translation>Nodos expandidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peak open set</source>
        <translation>Máximo del conjunto abierto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimal</source>
        <translation>Óptima</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Position (%1×%2): %3</source>
        <translation>Posición (%1×%2): %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not run</source>
        <translation>sin ejecutar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>running…</source>
        <translation>ejecutando…</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+30"/>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>yes, not proven</source>
        <translation>sí, sin demostrar</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>no, +%n moves</source>
        <translation>
            <numerusform>no, +%n movimiento</numerusform>
            <numerusform>no, +%n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not proven</source>
        <translation>sin demostrar</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1: %2 nodes, %3 s</source>
        <translation>%1: %2 nodos, %3 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (trying at most %1 moves)</source>
        <translation> (probando como máximo %1 movimientos)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gave up after %1 nodes</source>
        <translation>se rindió tras %1 nodos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solved</source>
        <translation>resuelta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gave up</source>
        <translation>se rindió</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsolvable</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="vanished">no</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Results of the searches</source>
        <translation>Resultados de las búsquedas</translation>
    </message>
</context>
<context>
    <name>DemoPanel</name>
    <message>
        <location filename="../../boardgames/app/lessons/demo_panel.py" line="+126"/>
        <source>&amp;Run</source>
        <extracomment>Most characters of output kept in the panel. Lines of output the panel always has room for (its minimum height, in its font). What :func:`warm_up` runs in the sandbox: the imports of a stage&apos;s window program.</extracomment>
        <translation>Ejec&amp;utar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run this stage&apos;s program (F5)</source>
        <translation>Ejecuta el programa de esta etapa (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the program and start it again (Ctrl+F5)</source>
        <translation>Detiene el programa y lo vuelve a iniciar (Ctrl+F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the program (Shift+F5)</source>
        <translation>Detiene el programa (Mayús+F5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The program&apos;s output appears here.</source>
        <translation>Aquí aparece la salida del programa.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Live demo: a window program</source>
        <translation>Demostración en vivo: un programa con ventana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live demo: the program&apos;s output</source>
        <translation>Demostración en vivo: la salida del programa</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>[... more output not shown ...]</source>
        <translation>[... no se muestra más salida ...]</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+91"/>
        <source>The program could not be started: %1</source>
        <translation>No se pudo iniciar el programa: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped after %1 seconds: the program took too long (an endless loop?).</source>
        <translation>Detenido tras %1 segundos: el programa tardaba demasiado (¿un bucle infinito?).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The program crashed.</source>
        <translation>El programa falló.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program stopped with an error (exit code %1); the message is below.</source>
        <translation>El programa terminó con un error (código de salida %1); el mensaje está abajo.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Running… its window opens beside the lesson.</source>
        <translation>Ejecutando… su ventana se abre junto a la lección.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running…</source>
        <translation>Ejecutando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program finished.</source>
        <translation>El programa terminó.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Run (F5) to start the program.</source>
        <translation>Pulsa Ejecutar (F5) para iniciar el programa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stage has no program to run.</source>
        <translation>Esta etapa no tiene programa que ejecutar.</translation>
    </message>
</context>
<context>
    <name>ExerciseMessages</name>
    <message>
        <location filename="../../boardgames/exercises/messages.py" line="+22"/>
        <source>passed</source>
        <extracomment>The translation context of every template.</extracomment>
        <translation>superada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2, but the right answer is %3</source>
        <translation>%1 devolvió %2, pero la respuesta correcta es %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stopped with an error: %2</source>
        <translation>%1 se detuvo con un error: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not finish within %2 seconds (an endless loop?)</source>
        <translation>%1 no terminó en %2 segundos (¿un bucle infinito?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was still working when it was stopped after %2 seconds: it is not stuck, it is too slow; make it faster (does it do the same work again and again?)</source>
        <translation>%1 seguía trabajando cuando se detuvo tras %2 segundos: no está atascada, es demasiado lenta; hazla más rápida (¿repite el mismo trabajo una y otra vez?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was still expanding positions when its time ran out (%2 so far): it is not stuck, it is too slow. Keep the open list in a heap (heapq) and the closed positions in a set: min() and `in` on a plain list look at every item each time</source>
        <translation>%1 seguía expandiendo posiciones cuando se le acabó el tiempo (%2 hasta ahora): no está atascada, es demasiado lenta. Guarda la lista abierta en un montículo (heapq) y las posiciones cerradas en un conjunto (set): min() e `in` sobre una lista normal miran cada elemento cada vez</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the calls of your program in this check took more than %1 seconds in all: make it faster (does it do the same work again and again?)</source>
        <translation>las llamadas de tu programa en esta comprobación tardaron más de %1 segundos en total: hazlo más rápido (¿hace el mismo trabajo una y otra vez?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed the board it was given; work on a copy</source>
        <translation>%1 cambió el tablero que recibió; trabaja con una copia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose cell %2, which is not an empty cell of the board</source>
        <translation>%1 eligió la casilla %2, que no es una casilla vacía del tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2, but cell %3 wins at once</source>
        <translation>%1 eligió %2, pero la casilla %3 gana enseguida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2, but the opponent then wins at %3: block it</source>
        <translation>%1 eligió %2, pero entonces el rival gana en %3: bloquéalo</translation>
    </message>
    <message>
        <source>%1: step %2 of the path, %3, is not one move from the step before</source>
        <translation type="vanished">%1: el paso %2 del camino, %3, no está a un movimiento del paso anterior</translation>
    </message>
    <message>
        <source>%1: the path must start at the start and end at the goal</source>
        <translation type="vanished">%1: el camino debe empezar en el inicio y terminar en la meta</translation>
    </message>
    <message>
        <source>%1 found a path of %2 moves; the shortest has %3</source>
        <translation type="vanished">%1 encontró un camino de %2 movimientos; el más corto tiene %3</translation>
    </message>
    <message>
        <source>%1: expansion number %2 was %3, but breadth-first search expands %4 there (take the oldest node from the queue)</source>
        <translation type="vanished">%1: la expansión número %2 fue %3, pero la búsqueda en anchura expande ahí %4 (toma de la cola el nodo más antiguo)</translation>
    </message>
    <message>
        <source>%1 expanded %2 nodes; it could stop at the goal after %3</source>
        <translation type="vanished">%1 expandió %2 nodos; podía haberse detenido en la meta tras %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 expanded %2 nodes; at most %3 are needed</source>
        <translation>%1 expandió %2 nodos; como mucho hacen falta %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scored %2 finished games, alpha-beta scores %3; the first difference is number %4: %5 instead of %6 (children left to right, stop as soon as alpha &gt;= beta)</source>
        <translation>%1 evaluó %2 partidas terminadas y alfa-beta evalúa %3; la primera diferencia es la número %4: %5 en lugar de %6 (recorre los hijos de izquierda a derecha y para en cuanto alpha &gt;= beta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the estimate for %1 is %2, but its true distance to the goal is %3: the heuristic overestimates</source>
        <translation>la estimación para %1 es %2, pero su distancia real a la meta es %3: la heurística sobreestima</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded %2 with f = g + h = %3, more than the solution&apos;s %4 moves; A* and IDA* never need to</source>
        <translation>%1 expandió %2 con f = g + h = %3, más que los %4 movimientos de la solución; A* e IDA* nunca lo necesitan</translation>
    </message>
    <message>
        <source>%1 expanded the start %2 time(s); IDA* starts again from the start with each bigger bound (%3 bounds here)</source>
        <translation type="vanished">%1 expandió el inicio %2 vez/veces; IDA* vuelve a empezar desde el inicio con cada cota mayor (aquí hay %3 cotas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after %1 the board is %2, but it should be %3</source>
        <translation>después de %1 el tablero es %2, pero debería ser %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3: three empty cells in a line are not three in a line</source>
        <translation>%1 dio %2, pero la respuesta correcta es %3: tres casillas vacías en línea no son tres en raya</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chose %2, which blocks, but cell %3 wins at once: winning comes first</source>
        <translation>%1 eligió %2, que bloquea, pero la casilla %3 gana enseguida: ganar va primero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3: the move that fills the board can also make three in a line (look for a line before you look for a full board)</source>
        <translation>%1 dio %2, pero la respuesta correcta es %3: la jugada que llena el tablero también puede hacer tres en raya (busca una línea antes de mirar si el tablero está lleno)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, but the right answer is %3: whatever the player to move plays, it loses (a best value that starts at 0 never gets there)</source>
        <translation>%1 dio %2, pero la respuesta correcta es %3: juegue lo que juegue quien mueve, pierde (un mejor valor que empieza en 0 nunca llega ahí)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, but the right answer is %3: the empty cell (%4) is not a tile, leave it out</source>
        <translation>%1 dio %2, pero la respuesta correcta es %3: la casilla vacía (%4) no es una ficha, no la cuentes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but cells %2 and %3 are at the two ends of neighbouring rows, not next to each other: the right answer is %3</source>
        <translation>%1 dio %2, pero las casillas %2 y %3 están en los extremos de filas vecinas, no una junto a otra: la respuesta correcta es %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3 (width %4, %5 inversions, the empty cell in row %6 counted from the bottom)</source>
        <translation>%1 dio %2, pero la respuesta correcta es %3 (ancho %4, inversiones: %5, la casilla vacía en la fila %6 contando desde abajo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, which is not right</source>
        <translation>%1 dio %2, que no es correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2, but %3 is not one move away</source>
        <translation>%1 dio %2, pero %3 no está a un movimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but in %3 the empty cell jumped from the end of one row to the start of the next</source>
        <translation>%1 dio %2, pero en %3 la casilla vacía saltó del final de una fila al principio de la siguiente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, with %3 more than once</source>
        <translation>%1 dio %2, con %3 más de una vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but %3 more position(s) are one move away</source>
        <translation>%1 dio %2, pero hay más posiciones a un movimiento: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but %3 is one move away too</source>
        <translation>%1 dio %2, pero %3 también está a un movimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave None, but the goal can be reached in %2 moves</source>
        <translation>%1 dio None, pero se llega a la meta en %2 movimientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but the goal cannot be reached from the start: give back None</source>
        <translation>%1 dio %2, pero la meta no se alcanza desde el inicio: devuelve None</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2: a path must start at the start and end at the goal</source>
        <translation>%1 dio %2: un camino debe empezar en el inicio y acabar en la meta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2: step %3 of it, %4, is not one move from the step before</source>
        <translation>%1 dio %2: su paso %3, %4, no está a un movimiento del anterior</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave a path of %2 moves, %3, but the shortest has %4</source>
        <translation>%1 dio un camino de %2 movimientos, %3, pero el más corto tiene %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: expansion number %2 was %3, which the search had not reached from the start</source>
        <translation>%1: la expansión número %2 fue %3, a la que la búsqueda no había llegado desde el inicio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded %2 twice (expansions number %3 and %4); expand each position once</source>
        <translation>%1 expandió %2 dos veces (expansiones número %3 y %4); expande cada posición una vez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded the goal %2 (expansion number %3); stop as soon as you take the goal out of the queue or the open list</source>
        <translation>%1 expandió la meta %2 (expansión número %3); para en cuanto saques la meta de la cola o de la lista abierta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expansion number %2 was %3, %4 moves from the start, but %5, %6 moves from the start, had not been expanded yet: breadth-first search expands every position of one distance before any farther one</source>
        <translation>%1: la expansión número %2 fue %3, a %4 movimientos del inicio, pero %5, a %6 movimientos del inicio, aún no se había expandido: la búsqueda en anchura expande todas las posiciones de una distancia antes de cualquiera más lejana</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gave up after expanding %2 positions, but %3 can be reached from the start: look at all of them before you give back None</source>
        <translation>%1 se rindió tras expandir %2 posiciones, pero desde el inicio se alcanzan %3: míralas todas antes de devolver None</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expansion number %2, %3, is not a child of any position on the current path: IDA* searches depth first, each pass from the start</source>
        <translation>%1: la expansión número %2, %3, no es hija de ninguna posición del camino actual: IDA* busca en profundidad, cada pasada desde el inicio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expansion number %2, %3, is already on the current path: skip the positions on the path, do not step back</source>
        <translation>%1: la expansión número %2, %3, ya está en el camino actual: salta las posiciones del camino, no retrocedas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded the start %2 time(s), but IDA* makes %3 pass(es) here, with the bounds %4, and expands the start once in each: each next bound is the smallest f that was above the last one, and a pass never steps back onto its own path</source>
        <translation>%1 expandió el inicio %2 vez/veces, pero aquí IDA* hace %3 pasada(s), con las cotas %4, y expande el inicio una vez en cada una: cada cota nueva es la f más pequeña que superó la anterior, y una pasada nunca vuelve a su propio camino</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 expanded %2 at depth %3, with f = g + h = %4, in the pass with bound %5: a position whose f is above the bound is not expanded</source>
        <translation>%1 expandió %2 a profundidad %3, con f = g + h = %4, en la pasada con cota %5: una posición cuya f supera la cota no se expande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: for step %2, from %3 to %4, it gave %5, but the tile slid %6</source>
        <translation>%1: para el paso %2, de %3 a %4, dio %5, pero la ficha se deslizó %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2 move(s), but a path of %3 position(s) has %4</source>
        <translation>%1 dio %2 movimiento(s), pero un camino de %3 posición(es) tiene %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your file has no %1; define it (its name must be exactly %1)</source>
        <translation>tu archivo no tiene %1; defínelo (el nombre debe ser exactamente %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your file has a syntax error, line %1: %2</source>
        <translation>tu archivo tiene un error de sintaxis, línea %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your file stopped with an error while it was loaded: %1</source>
        <translation>tu archivo se detuvo con un error al cargarse: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loading your file took more than %1 seconds; move long work into a function or under if __name__ == &quot;__main__&quot;:</source>
        <translation>cargar tu archivo tardó más de %1 segundos; pon el trabajo largo dentro de una función o bajo if __name__ == &quot;__main__&quot;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not checked: your file could not be loaded</source>
        <translation>sin comprobar: no se pudo cargar tu archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the checks were stopped after %1 seconds: your program took too long (an endless loop?)</source>
        <translation>las comprobaciones se detuvieron tras %1 segundos: tu programa tardaba demasiado (¿un bucle infinito?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program ended the run (exit code %1) before the checks finished; do not call exit() or os._exit()</source>
        <translation>tu programa terminó la ejecución (código de salida %1) antes de que acabaran las comprobaciones; no llames a exit() ni a os._exit()</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program was killed by %1 before the checks finished</source>
        <translation>tu programa fue terminado por la señal %1 antes de que acabaran las comprobaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your program used more than %1 MB of memory</source>
        <translation>tu programa usó más de %1 MB de memoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your program wrote more than %1 MB (files or printed output)</source>
        <translation>tu programa escribió más de %1 MB (archivos o salida impresa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks could not be started: %1</source>
        <translation>no se pudieron iniciar las comprobaciones: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks were stopped</source>
        <translation>las comprobaciones se detuvieron</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not checked: this computer has no sandbox for students&apos; code, and running it without one is not allowed (Settings)</source>
        <translation>sin comprobar: este ordenador no tiene un entorno aislado para el código de los estudiantes, y ejecutarlo sin él no está permitido (Configuración)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program&apos;s answer was too long to be read</source>
        <translation>la respuesta de tu programa era demasiado larga para leerla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks did not report properly (%1)</source>
        <translation>las comprobaciones no informaron bien (%1)</translation>
    </message>
    <message>
        <source>the checks did not report properly (%1); did your program change them?</source>
        <translation type="vanished">las comprobaciones no informaron bien (%1); ¿las cambió tu programa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (%1)</source>
        <translation>no superada (%1)</translation>
    </message>
</context>
<context>
    <name>ExercisesPanel</name>
    <message>
        <location filename="../../boardgames/app/exercises/panel.py" line="+71"/>
        <source>Your name</source>
        <extracomment>Where the panel finds the class it sends its checks to (the app&apos;s joined class).</extracomment>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exercises you pass are remembered under this name on this computer</source>
        <translation>Los ejercicios que superes se guardan con este nombre en este ordenador</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the hidden checks on your program (F5)</source>
        <translation>Ejecuta las comprobaciones ocultas sobre tu programa (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start &amp;again</source>
        <translation>Empezar de &amp;nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the starting program back (Ctrl+Z undoes it)</source>
        <translation>Vuelve a poner el programa inicial (Ctrl+Z lo deshace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;reference</source>
        <translation>Mostrar &amp;referencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For the teacher: a solution that passes every check</source>
        <translation>Para el profesor: una solución que supera todas las comprobaciones</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Student:</source>
        <translation>Estudiante:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exercises:</source>
        <translation>Ejercicios:</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>This lesson has no exercises yet.</source>
        <translation>Esta lección todavía no tiene ejercicios.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your program could not be saved: %1</source>
        <translation>No se pudo guardar tu programa: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Hint %1: %2</source>
        <translation>Pista %1: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
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
        <translation>Posiciones al azar de la semilla %1 (la misma semilla vuelve a comprobar las mismas posiciones).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every check passed. Well done!</source>
        <translation>Has superado todas las comprobaciones. ¡Muy bien!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 checks passed.</source>
        <translation>%1 de %2 comprobaciones superadas.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Loading your file</source>
        <translation>Carga de tu archivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The run of the checks</source>
        <translation>La ejecución de las comprobaciones</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sending to the class…</source>
        <translation>Enviando a la clase…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The teacher has your result.</source>
        <translation>El profesor tiene tu resultado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The class refused the result: %1</source>
        <translation>La clase rechazó el resultado: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The check was stopped.</source>
        <translation>La comprobación se detuvo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Passed, but the progress could not be saved: %1</source>
        <translation>Superado, pero no se pudo guardar el progreso: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (locked)</source>
        <translation>%1 (bloqueado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked: pass the exercises before it first</source>
        <translation>Bloqueado: primero supera los ejercicios anteriores</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The teacher&apos;s sequence: every exercise of it passed.</source>
        <translation>La secuencia del profesor: todos sus ejercicios superados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The teacher&apos;s sequence: %1 of %2 passed. Each exercise opens when the one before it has passed.</source>
        <translation>La secuencia del profesor: %1 de %2 superados. Cada ejercicio se abre cuando el anterior está superado.</translation>
    </message>
</context>
<context>
    <name>ExercisesWindow</name>
    <message>
        <location filename="../../boardgames/app/exercises/window.py" line="+34"/>
        <source>Exercises: %1</source>
        <extracomment>The window&apos;s size (pixels) where the screen has room; smaller screens get less.</extracomment>
        <translation>Ejercicios: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exercises: the class&apos;s sequence</source>
        <translation>Ejercicios: la secuencia de la clase</translation>
    </message>
</context>
<context>
    <name>FifteenPainter</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/painter.py" line="+117"/>
        <source>in its place</source>
        <extracomment>The share of the drawing&apos;s height kept under the board for the legend.</extracomment>
        <translation>en su sitio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in its place yet</source>
        <translation>todavía fuera de su sitio</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>blank</source>
        <translation>hueco</translation>
    </message>
</context>
<context>
    <name>FifteenPanel</name>
    <message>
        <source>Game</source>
        <translation type="vanished">Partida</translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="vanished">Tablero</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="vanished">Filas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="vanished">Columnas</translation>
    </message>
    <message>
        <source>Rows × columns:</source>
        <translation type="vanished">Filas × columnas:</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="vanished">Mezclar</translation>
    </message>
    <message>
        <source>A random position that can be solved (Ctrl+R)</source>
        <translation type="vanished">Una posición aleatoria que se puede resolver (Ctrl+R)</translation>
    </message>
    <message>
        <source>Easy shuffle</source>
        <translation type="vanished">Mezcla fácil</translation>
    </message>
    <message>
        <source>Make this many random moves from the solved board</source>
        <translation type="vanished">Hace este número de movimientos aleatorios desde el tablero resuelto</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="vanished">Resolver</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation type="vanished">Algoritmo:</translation>
    </message>
    <message>
        <source>Heuristic:</source>
        <translation type="vanished">Heurística:</translation>
    </message>
    <message>
        <source> s</source>
        <translation type="vanished"> s</translation>
    </message>
    <message>
        <source>Boards larger than 4x4: how long Solve keeps looking for shorter solutions</source>
        <translation type="vanished">Tableros mayores que 4x4: cuánto tiempo sigue «Resolver» buscando soluciones más cortas</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="vanished">Tiempo límite:</translation>
    </message>
    <message>
        <source>Find a solution in the background (Ctrl+L)</source>
        <translation type="vanished">Busca una solución en segundo plano (Ctrl+L)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="vanished">Pista</translation>
    </message>
    <message>
        <source>Show the next move of a shortest solution (Ctrl+H)</source>
        <translation type="vanished">Muestra el siguiente movimiento de una solución más corta (Ctrl+H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Cancelar</translation>
    </message>
    <message>
        <source>Play best so far</source>
        <translation type="vanished">Reproducir la mejor hasta ahora</translation>
    </message>
    <message>
        <source>Play the best solution found so far while the search looks for a shorter one</source>
        <translation type="vanished">Reproduce la mejor solución encontrada hasta ahora mientras se sigue buscando una más corta</translation>
    </message>
    <message>
        <source>Building the pattern databases</source>
        <translation type="vanished">Construyendo las bases de datos de patrones</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Reproducir</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Paso</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="vanished">Velocidad:</translation>
    </message>
    <message>
        <source>Playback speed in moves per second</source>
        <translation type="vanished">Velocidad de reproducción en movimientos por segundo</translation>
    </message>
    <message>
        <source>Show the search on the board</source>
        <translation type="vanished">Mostrar la búsqueda en el tablero</translation>
    </message>
    <message>
        <source>Draw the position being expanded while the search runs (boards up to 3x3)</source>
        <translation type="vanished">Dibuja la posición que se está expandiendo mientras corre la búsqueda (tableros de hasta 3x3)</translation>
    </message>
    <message>
        <source>Compare searches…</source>
        <translation type="vanished">Comparar búsquedas…</translation>
    </message>
    <message>
        <source>Run several algorithms and heuristics on this position</source>
        <translation type="vanished">Ejecuta varios algoritmos y heurísticas sobre esta posición</translation>
    </message>
    <message>
        <source>Step through a search…</source>
        <translation type="vanished">Búsqueda paso a paso…</translation>
    </message>
    <message>
        <source>Watch BFS, A* and IDA* expand one node at a time on an 8-puzzle</source>
        <translation type="vanished">Muestra cómo BFS, A* e IDA* expanden los nodos de uno en uno en el juego del 8</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation type="vanished">Preparar una posición</translation>
    </message>
    <message>
        <source>e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</source>
        <translation type="vanished">p. ej. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</translation>
    </message>
    <message>
        <source>Position to set up</source>
        <translation type="vanished">Posición que preparar</translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="vanished">Colocar</translation>
    </message>
    <message>
        <source>Can it be solved?</source>
        <translation type="vanished">¿Se puede resolver?</translation>
    </message>
</context>
<context>
    <name>FifteenPlurals</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="+98"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n movimiento</numerusform>
            <numerusform>%n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>No solution found within %n moves. Try IDA* or a better heuristic.</source>
        <translation>
            <numerusform>No se encontró solución de hasta %n movimiento. Prueba IDA* o una heurística mejor.</numerusform>
            <numerusform>No se encontró solución de hasta %n movimientos. Prueba IDA* o una heurística mejor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenSearch</name>
    <message>
        <location filename="../../boardgames/games/fifteen/search/laboratory.py" line="+108"/>
        <source>Breadth-first search</source>
        <extracomment>Pattern databases are made for boards of at most this many cells. ``solve(..., &quot;auto&quot;)`` first tries IDA* with linear conflict up to this many moves before it loads (or builds) pattern databases: easy positions never wait for them. Translation context of the algorithms&apos; and heuristics&apos; titles (the UI translates them).</extracomment>
        <translation>Búsqueda en anchura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IDA* (iterative-deepening A*)</source>
        <translation>IDA* (A* con profundización iterativa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weighted A*</source>
        <translation>A* ponderado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Greedy best-first search</source>
        <translation>Búsqueda voraz primero el mejor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Divide and conquer (row by row, column by column)</source>
        <translation>Divide y vencerás (fila a fila, columna a columna)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IDA* with additive pattern databases (4x4)</source>
        <translation>IDA* con bases de datos de patrones aditivas (4x4)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/search/heuristics.py" line="+284"/>
        <source>Misplaced tiles (Hamming distance)</source>
        <translation>Fichas descolocadas (distancia de Hamming)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manhattan distance</source>
        <translation>Distancia de Manhattan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Euclidean distance (rounded up)</source>
        <translation>Distancia euclídea (redondeada hacia arriba)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manhattan distance + linear conflict</source>
        <translation>Distancia de Manhattan + conflicto lineal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walking distance</source>
        <translation>Distancia de recorrido (WD)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max(walking distance, linear conflict)</source>
        <translation>máx(distancia de recorrido, conflicto lineal)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Additive pattern databases</source>
        <translation>Bases de datos de patrones aditivas</translation>
    </message>
</context>
<context>
    <name>FifteenStudentTexts</name>
    <message numerus="yes">
        <source>%n moves in %1</source>
        <translation type="vanished">
            <numerusform>%n movimiento en %1</numerusform>
            <numerusform>%n movimientos en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Resuelto con ayuda del ordenador: %n movimiento</numerusform>
            <numerusform>Resuelto con ayuda del ordenador: %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves · %1</source>
        <translation type="vanished">
            <numerusform>%n movimiento · %1</numerusform>
            <numerusform>%n movimientos · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves.</source>
        <translation type="vanished">
            <numerusform>Resuelto en %n movimiento.</numerusform>
            <numerusform>Resuelto en %n movimientos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenView</name>
    <message>
        <source>Best (optimal)</source>
        <extracomment>Algorithms whose answer is a shortest solution (slow on large boards). Seconds of an anytime Solve (boards above 4x4) when the panel has no control for it. Seconds the anytime solver looks for a hint on boards above 4x4.</extracomment>
        <translation type="vanished">La mejor (óptima)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="+98"/>
        <source>Best available</source>
        <translation>La mejor disponible</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="vanished">Mezclar</translation>
    </message>
    <message>
        <source>Shuffled: a random position that can be solved.</source>
        <translation type="vanished">Mezclado: una posición aleatoria que se puede resolver.</translation>
    </message>
    <message>
        <source>Easy shuffle</source>
        <translation type="vanished">Mezcla fácil</translation>
    </message>
    <message numerus="yes">
        <source>Easy shuffle: %n random moves from the goal.</source>
        <translation type="vanished">
            <numerusform>Mezcla fácil: %n movimiento aleatorio desde la meta.</numerusform>
            <numerusform>Mezcla fácil: %n movimientos aleatorios desde la meta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set position</source>
        <translation type="vanished">Colocar posición</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>This position cannot be used: %1.</source>
        <translation>Posición no válida: %1.</translation>
    </message>
    <message>
        <source>Position set up.</source>
        <translation type="vanished">Posición preparada.</translation>
    </message>
    <message>
        <source>Position set up. It cannot be solved: see the panel.</source>
        <translation type="vanished">Posición preparada. No se puede resolver: mira el panel.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="-11"/>
        <source>Slide %1</source>
        <translation>Deslizar %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="vanished">Movimientos: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="vanished">Tiempo: %1</translation>
    </message>
    <message>
        <source>Inversions: %1</source>
        <translation type="vanished">Inversiones: %1</translation>
    </message>
    <message>
        <source>Blank&apos;s row from the bottom: %1</source>
        <translation type="vanished">Fila del hueco contando desde abajo: %1</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/messages.py" line="+66"/>
        <source>The board has an even number of columns, so add the inversions and the blank&apos;s row from the bottom: %1 + %2 = %3 is odd, so it can be solved.</source>
        <translation>El tablero tiene un número par de columnas, así que se suman las inversiones y la fila del hueco contando desde abajo: %1 + %2 = %3 es impar, así que se puede resolver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an even number of columns, so add the inversions and the blank&apos;s row from the bottom: %1 + %2 = %3 is even, so it cannot be solved.</source>
        <translation>El tablero tiene un número par de columnas, así que se suman las inversiones y la fila del hueco contando desde abajo: %1 + %2 = %3 es par, así que no se puede resolver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an odd number of columns, so only the inversions count: %1 is even, so it can be solved.</source>
        <translation>El tablero tiene un número impar de columnas, así que solo cuentan las inversiones: %1 es par, así que se puede resolver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an odd number of columns, so only the inversions count: %1 is odd, so it cannot be solved.</source>
        <translation>El tablero tiene un número impar de columnas, así que solo cuentan las inversiones: %1 es impar, así que no se puede resolver.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="vanished">Buscando…</translation>
    </message>
    <message>
        <source>A shortest solution on a board this large can take a very long time. Esc cancels; the divide-and-conquer method answers at once.</source>
        <translation type="vanished">En un tablero tan grande, una solución más corta puede tardar muchísimo. Esc cancela; el método de divide y vencerás responde al instante.</translation>
    </message>
    <message>
        <source>Shortest solutions up to 4x4; on larger boards a solution at once, then shorter ones until the time limit</source>
        <translation type="vanished">Soluciones más cortas hasta 4x4; en tableros mayores, una solución al instante y después otras más cortas hasta el tiempo límite</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="-100"/>
        <source>Solve refuses this position: %1</source>
        <translation>Resolver rechaza esta posición: %1</translation>
    </message>
    <message>
        <source>This position cannot be solved.</source>
        <translation type="vanished">Esta posición no se puede resolver.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="-33"/>
        <source>The puzzle is already solved.</source>
        <translation>El rompecabezas ya está resuelto.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Found %1 in %2 s (lower bound %3; not guaranteed shortest).</source>
        <translation>Encontrada una solución de %1 en %2 s (cota inferior %3; sin garantía de ser la más corta).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (shortest possible) in %2 s.</source>
        <translation>Encontrada una solución de %1 (la más corta posible) en %2 s.</translation>
    </message>
    <message>
        <source>Hint: slide %1 %2.</source>
        <translation type="vanished">Pista: desliza el %1 hacia %2.</translation>
    </message>
    <message>
        <source>up</source>
        <translation type="vanished">arriba</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>the position is empty; type the tiles row by row, 0 for the blank</source>
        <translation>la posición está vacía; escribe las fichas fila a fila, 0 para el hueco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a board size; write it as ROWSxCOLUMNS, e.g. 4x4</source>
        <translation>«%1» no es un tamaño de tablero; escríbelo como FILASxCOLUMNAS, p. ej. 4x4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a whole number; use only tile numbers and 0 for the blank</source>
        <translation>«%1» no es un número entero; usa solo números de ficha y 0 para el hueco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rows have different lengths (%1); every row needs the same number of tiles</source>
        <translation>las filas tienen longitudes distintas (%1); todas necesitan el mismo número de fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 numbers do not make a square board; give %2 or %3 numbers, or choose the board size first</source>
        <translation>%1 números no forman un tablero cuadrado; da %2 o %3 números, o elige antes el tamaño del tablero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1×%2 board is not supported; each side must be %3 to %4</source>
        <translation>un tablero de %1×%2 no se admite; cada lado debe medir de %3 a %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1×%2 board needs %1 rows of %2; got rows of %3</source>
        <translation>un tablero de %1×%2 necesita %1 filas de %2; se recibieron filas de %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1×%2 board has %3 cells but %4 numbers were given</source>
        <translation>un tablero de %1×%2 tiene %3 casillas, pero se dieron %4 números</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1 is out of range; a %2×%3 board uses 0 to %4</source>
        <translation>la ficha %1 está fuera de rango; un tablero de %2×%3 usa de 0 a %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 appears more than once; each tile must appear exactly once</source>
        <translation>%1 aparece más de una vez; cada ficha debe aparecer exactamente una vez</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No solution found: the search gave up. Try IDA* or a better heuristic.</source>
        <translation>No se encontró solución: la búsqueda se rindió. Prueba IDA* o una heurística mejor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: gave up after %1 nodes. Try IDA* or a better heuristic.</source>
        <translation>No se encontró solución: se rindió tras %1 nodos. Prueba IDA* o una heurística mejor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This heuristic does not fit a %1×%2 board: its tables would be too big. Choose linear conflict.</source>
        <translation>Esta heurística no sirve para un tablero de %1×%2: sus tablas serían demasiado grandes. Elige conflicto lineal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No solution found in the time allowed.</source>
        <translation>No se encontró solución en el tiempo permitido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This algorithm is not installed.</source>
        <translation>Este algoritmo no está instalado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Building the pattern databases (only the first time): part %1 of %2, %3%</source>
        <translation>Construyendo las bases de datos de patrones (solo la primera vez): parte %1 de %2, %3%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Pattern databases built first in %2 s.)</source>
        <translation>%1 (Antes se construyeron las bases de datos de patrones, en %2 s.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preparing the search (compiled only the first time after installing)…</source>
        <translation>Preparando la búsqueda (se compila solo la primera vez tras instalar)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preparing the solver: building pattern databases… %1%</source>
        <translation>Preparando el solucionador: construyendo las bases de datos de patrones… %1%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver&apos;s pattern databases are ready (built in %1 s).</source>
        <translation>Las bases de datos de patrones del solucionador están listas (construidas en %1 s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best so far: %1 · lower bound %2 · searching… (%3 s)</source>
        <translation>mejor hasta ahora: %1 · cota inferior %2 · buscando… (%3 s)</translation>
    </message>
    <message>
        <source>Playing the best solution so far (%1) while the search goes on.</source>
        <translation type="vanished">Reproduciendo la mejor solución hasta ahora (%1) mientras la búsqueda continúa.</translation>
    </message>
    <message>
        <source>A shorter solution was found (%1); the board keeps playing the one it started (%2). Solve again afterwards for the shorter one.</source>
        <translation type="vanished">Se encontró una solución más corta (%1); el tablero sigue reproduciendo la que empezó (%2). Después, pulsa «Resolver» otra vez para obtener la más corta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The search ended with %1 (lower bound %2); the board played the %3 it started.</source>
        <translation>La búsqueda terminó con %1 (cota inferior %2); el tablero reprodujo la solución de %3 que había empezado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search ended: nothing shorter than the %1 being played (lower bound %2).</source>
        <translation>La búsqueda terminó: nada más corto que la solución de %1 que se está reproduciendo (cota inferior %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search ended: the %1 being played are the shortest possible.</source>
        <translation>La búsqueda terminó: la solución de %1 que se está reproduciendo es la más corta posible.</translation>
    </message>
    <message>
        <source>Stopping; keeping the best solution so far…</source>
        <translation type="vanished">Deteniendo; se conserva la mejor solución hasta ahora…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (shortest possible) in %2 s, %3 nodes expanded.</source>
        <translation>Encontrada una solución de %1 (la más corta posible) en %2 s, %3 nodos expandidos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (not guaranteed shortest) in %2 s, %3 nodes expanded.</source>
        <translation>Encontrada una solución de %1 (sin garantía de ser la más corta) en %2 s, %3 nodos expandidos.</translation>
    </message>
    <message>
        <source>down</source>
        <translation type="vanished">abajo</translation>
    </message>
    <message>
        <source>left</source>
        <translation type="vanished">la izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <translation type="vanished">la derecha</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="vanished">Cancelando…</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Trying at most %1 moves: %2 nodes, %3 s</source>
        <translation>Probando como máximo %1 movimientos: %2 nodos, %3 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes, %2 s</source>
        <translation>%1 nodos, %2 s</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation type="vanished">Búsqueda cancelada.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The search stopped with an error: %1</source>
        <translation>La búsqueda se detuvo con un error: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Reproducir</translation>
    </message>
    <message>
        <source>%1 moves/s</source>
        <translation type="vanished">%1 movimientos/s</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/warmup.py" line="+84"/>
        <source>Building the pattern databases</source>
        <extracomment>Milliseconds after the request before the build starts (the window settles first).</extracomment>
        <translation>Construyendo las bases de datos de patrones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop building; Solve builds what it needs when pressed</source>
        <translation>Detiene la construcción; «Resolver» construye lo que necesite al pulsarlo</translation>
    </message>
</context>
<context>
    <name>FlowBox</name>
    <message>
        <location filename="../../boardgames/kit/page/flow.py" line="+44"/>
        <source>Game</source>
        <extracomment>The computer&apos;s pace: tenths of a second a computer&apos;s move takes at least to appear.</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show thinking</source>
        <translation>Mostrar lo que piensa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write on the board what the computer thinks of each move of the player to move</source>
        <translation>Escribe en el tablero qué opina el ordenador de cada movimiento del jugador al que le toca</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+71"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the computer to move make one move</source>
        <translation>Deja que el ordenador al que le toca haga un movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer&apos;s thinking</source>
        <translation>Detiene el razonamiento del ordenador</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pace: %1 s</source>
        <translation>Ritmo: %1 s</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
</context>
<context>
    <name>GameFrame</name>
    <message>
        <location filename="../../boardgames/app/game_frame.py" line="+83"/>
        <source>How to play (F1)</source>
        <extracomment>Settings key of the &quot;advance to the next level after a win&quot; option.</extracomment>
        <translation>Cómo jugar (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The teacher holds the class on this level</source>
        <translation>El profesor mantiene a la clase en este nivel</translation>
    </message>
</context>
<context>
    <name>GridBoard</name>
    <message>
        <source>Game board</source>
        <extracomment>Disc colours per seat (fill, rim); more seats than colours repeat them. &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour).</extracomment>
        <translation type="vanished">Tablero de juego</translation>
    </message>
    <message>
        <source>Click a cell, or move with the arrow keys and press Enter</source>
        <translation type="vanished">Haz clic en una casilla, o muévete con las flechas y pulsa Intro</translation>
    </message>
</context>
<context>
    <name>GridPainter</name>
    <message>
        <location filename="../../boardgames/kit/grid_painter.py" line="-10"/>
        <source>row %1, column %2</source>
        <extracomment>Disc colours per seat (fill, rim); more seats than colours repeat them. &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour). Empty space around the board, as a share of a cell.</extracomment>
        <translation>fila %1, columna %2</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../boardgames/app/how_to_play.py" line="+44"/>
        <source>How to play: %1</source>
        <translation>Cómo jugar: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let&apos;s play</source>
        <translation>¡A jugar!</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/student.py" line="+236"/>
        <source>Join a class</source>
        <translation>Unirse a una clase</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 192.168.1.20:8765</source>
        <translation>p. ej. 192.168.1.20:8765</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+33"/>
        <source>Looking for classes on this network…</source>
        <translation>Buscando clases en esta red…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>&amp;Look again</source>
        <translation>&amp;Buscar de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for the classes announced on this network again</source>
        <translation>Volver a buscar las clases anunciadas en esta red</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The teacher&apos;s &amp;address:</source>
        <translation>&amp;Dirección del profesor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class &amp;code:</source>
        <translation>&amp;Código de clase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Classes on this network (click one; a double click joins):</source>
        <translation>Clases en esta red (haga clic en una; doble clic para unirse):</translation>
    </message>
    <message>
        <source>Classes on this network (click one):</source>
        <translation type="vanished">Clases en esta red (haz clic en una):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No class found on this network: type the teacher&apos;s address.</source>
        <translation>No se encontró ninguna clase en esta red: escribe la dirección del profesor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“%1” on the computer %2 — %3</source>
        <translation>«%1» en el ordenador %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Joining…</source>
        <translation>Uniéndose…</translation>
    </message>
</context>
<context>
    <name>LeaderboardBoard</name>
    <message>
        <location filename="../../boardgames/app/classroom/boards.py" line="+122"/>
        <source>Challenge leaderboard (15-puzzle)</source>
        <translation>Clasificación del desafío (15-puzzle)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="vanished">Puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student</source>
        <translation>Estudiante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved</source>
        <translation>Resueltas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total moves</source>
        <translation>Movimientos totales</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <comment>column: total moves, abbreviated</comment>
        <translation>Mov.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scoring: %n solvers left…</source>
        <translation>
            <numerusform>Puntuando: queda %n solucionador…</numerusform>
            <numerusform>Puntuando: quedan %n solucionadores…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No 15-puzzle solver sent yet.</source>
        <translation>Aún no se ha enviado ningún solucionador del 15-puzzle.</translation>
    </message>
</context>
<context>
    <name>LeagueTable</name>
    <message>
        <location filename="../../boardgames/kit/table_titles.py" line="+43"/>
        <source>#</source>
        <comment>column: rank, abbreviated</comment>
        <extracomment>A column&apos;s title: the whole word, or ``(short, whole)``.</extracomment>
        <translation>Pos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>column: games played, abbreviated</comment>
        <translation>PJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <comment>column: wins, abbreviated</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <comment>column: draws, abbreviated</comment>
        <translation>E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <comment>column: losses, abbreviated</comment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forf.</source>
        <comment>column: forfeits, abbreviated</comment>
        <translation>DT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forfeits</source>
        <translation>Derrotas técnicas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <comment>column: points, abbreviated</comment>
        <translation>Pts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../../boardgames/app/lessons/lesson_list.py" line="+45"/>
        <source>%1 (cannot be opened)
%2</source>
        <translation>%1 (no se puede abrir)
%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
Fix the file and choose Reload.</source>
        <translation>%1
Corrige el archivo y elige Recargar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (your version)</source>
        <translation>%1 (tu versión)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lesson folder &apos;%1&apos; has the same name as a built-in lesson; both are listed.</source>
        <translation>Tu carpeta de lección «%1» se llama igual que una lección incluida; se muestran las dos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(from your lesson folder)</source>
        <translation>(de tu carpeta de lecciones)</translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message numerus="yes">
        <location filename="../../boardgames/kit/lesson_messages.py" line="+29"/>
        <source>after %n moves the puzzle is not solved</source>
        <translation>
            <numerusform>tras %n movimiento el rompecabezas no está resuelto</numerusform>
            <numerusform>tras %n movimientos el rompecabezas no está resuelto</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boardgames/lessons/messages.py" line="+35"/>
        <source>the program finished</source>
        <extracomment>A value put into a template: text (a file name, a field, a student&apos;s error line), an integer, or a float (seconds). Code of a message that is only its one argument, shown as it is (a student&apos;s own traceback line, an operating-system error): nothing to translate.</extracomment>
        <translation>el programa terminó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped after %1 seconds: it took too long (an endless loop?)</source>
        <translation>el programa se detuvo tras %1 segundos: tardaba demasiado (¿un bucle infinito?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program was stopped</source>
        <translation>el programa se detuvo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped: it wrote more than %1 MB</source>
        <translation>el programa se detuvo: escribió más de %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program could not be started: %1</source>
        <translation>no se pudo iniciar el programa: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program was killed by %1</source>
        <translation>el programa fue terminado por la señal %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run: this computer has no sandbox for students&apos; code, and running it without one is not allowed (Settings)</source>
        <translation>no ejecutado: este ordenador no tiene un entorno aislado para el código de los estudiantes, y ejecutarlo sin él no está permitido (Configuración)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program stopped with an error (exit code %1)</source>
        <translation>el programa terminó con un error (código de salida %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped before it finished</source>
        <translation>detenido antes de terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer within %1 seconds</source>
        <translation>sin respuesta en %1 segundos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer is longer than %1 MB; return only the moves</source>
        <translation>la respuesta ocupa más de %1 MB; devuelve solo los movimientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer has %1 moves, more than the %2 the app replays</source>
        <translation>la respuesta tiene %1 movimientos, más de los %2 que reproduce la aplicación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program used more than %1 MB of memory</source>
        <translation>el programa usó más de %1 MB de memoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program wrote more than %1 MB (files or printed output)</source>
        <translation>el programa escribió más de %1 MB (archivos o salida impresa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program ended (exit code %1) before solve() returned an answer</source>
        <translation>el programa terminó (código de salida %1) antes de que solve() devolviera una respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has no function solve(board); define one</source>
        <translation>el archivo no tiene ninguna función solve(board); define una</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solve() returned %1; return a list of moves like [&apos;Down&apos;, &apos;Left&apos;] or a string like &apos;Down Left&apos;</source>
        <translation>solve() devolvió %1; devuelve una lista de movimientos como [&apos;Down&apos;, &apos;Left&apos;] o una cadena como &apos;Down Left&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item %1 of the list is %2, not a move word</source>
        <translation>el elemento %1 de la lista es %2, no un nombre de movimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a move; use Up, Down, Left or Right</source>
        <translation>&apos;%1&apos; no es un movimiento; usa Up, Down, Left o Right</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at step %1 (%2): no tile can slide that way here</source>
        <translation>en el paso %1 (%2): aquí ninguna ficha puede deslizarse en esa dirección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at step %1: &apos;%2&apos; is not a move; use Up, Down, Left or Right</source>
        <translation>en el paso %1: &apos;%2&apos; no es un movimiento; usa Up, Down, Left o Right</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not UTF-8 text; save it as UTF-8</source>
        <translation>el archivo no es texto UTF-8; guárdalo como UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>no se puede leer el archivo (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has %1 KB, more than the %2 KB a lesson file may have; make it shorter or split it</source>
        <translation>el archivo ocupa %1 KB, más de los %2 KB que puede ocupar un archivo de lección; acórtalo o divídelo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>syntax error: %1</source>
        <translation>error de sintaxis: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no function solve(board); define def solve(board): ... returning the moves</source>
        <translation>no hay ninguna función solve(board); define def solve(board): ... que devuelva los movimientos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 3 tab-separated columns: id, optimal_length, tiles</source>
        <translation>se esperaban 3 columnas separadas por tabuladores: id, optimal_length, tiles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimal length &apos;%1&apos; is not a whole number (or ? if unknown)</source>
        <translation>la longitud óptima &apos;%1&apos; no es un número entero (o ? si se desconoce)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has no positions</source>
        <translation>el archivo no tiene posiciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson folder has no lesson.toml manifest</source>
        <translation>la carpeta de la lección no tiene el manifiesto lesson.toml</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not valid TOML: %1</source>
        <translation>esto no es TOML válido: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format %1 is not known to this app; write format = 1</source>
        <translation>esta aplicación no conoce el formato %1; escribe format = 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the list is empty; name at least one language, e.g. [&quot;en&quot;]</source>
        <translation>la lista está vacía; indica al menos un idioma, p. ej. [&quot;en&quot;]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a language code; use codes like &quot;en&quot; or &quot;ru&quot;</source>
        <translation>%1 no es un código de idioma; usa códigos como &quot;en&quot; o &quot;ru&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a language is listed twice</source>
        <translation>un idioma aparece dos veces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson has no stages; add at least one [[stage]] table</source>
        <translation>la lección no tiene etapas; añade al menos una tabla [[stage]]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write each stage as a [[stage]] table</source>
        <translation>escribe cada etapa como una tabla [[stage]]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id &apos;%1&apos; is used by an earlier stage; ids must differ</source>
        <translation>el id &apos;%1&apos; ya lo usa una etapa anterior; los id deben ser distintos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this field is required but missing</source>
        <translation>este campo es obligatorio pero falta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 should be a whole number</source>
        <translation>%1 debería ser un número entero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a text in quotes</source>
        <translation>%1 debería ser un texto entre comillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a list [...]</source>
        <translation>%1 debería ser una lista [...]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a number</source>
        <translation>%1 debería ser un número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a table</source>
        <translation>%1 debería ser una tabla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no text for the language &apos;%1&apos;; add %1 = &quot;...&quot; under [%2]</source>
        <translation>no hay texto para el idioma &apos;%1&apos;; añade %1 = &quot;...&quot; bajo [%2]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a usable id; use letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;</source>
        <translation>&apos;%1&apos; no sirve como id; usa letras, dígitos, &apos;_&apos;, &apos;-&apos; o &apos;.&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a demo kind; use one of %2</source>
        <translation>&apos;%1&apos; no es un tipo de demostración; usa uno de estos: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a tool the app has; use one of %2</source>
        <translation>«%1» no es una herramienta de la aplicación; usa una de estas: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time limit must be above 0 seconds</source>
        <translation>el tiempo límite debe ser mayor que 0 segundos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a usable time limit; give a number of seconds above 0 and at most %2</source>
        <translation>%1 no sirve como límite de tiempo; indica un número de segundos mayor que 0 y como mucho %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; give a whole number from %2 to %3</source>
        <translation>%1 está fuera de rango; indica un número entero de %2 a %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson has %1 stages, more than %2; split it into several lessons</source>
        <translation>la lección tiene %1 etapas, más de %2; divídela en varias lecciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program file is missing; put it at %1</source>
        <translation>falta el archivo del programa; ponlo en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program of stage &apos;%1&apos; is missing; put it at %2</source>
        <translation>falta el programa de la etapa &apos;%1&apos;; ponlo en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;%1&apos; text of stage &apos;%2&apos; is missing; put it at %3 or remove &apos;%1&apos; from languages</source>
        <translation>falta el texto &apos;%1&apos; de la etapa &apos;%2&apos;; ponlo en %3 o quita &apos;%1&apos; de languages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a stage with demo = &quot;challenge&quot; takes positions</source>
        <translation>solo una etapa con demo = &quot;challenge&quot; admite posiciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the positions file is missing; put it at %1 in the lesson folder</source>
        <translation>falta el archivo de posiciones; ponlo en %1 dentro de la carpeta de la lección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; points outside the lesson folder; give a plain file name</source>
        <translation>&apos;%1&apos; apunta fuera de la carpeta de la lección; indica solo un nombre de archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has disappeared; reload the lessons</source>
        <translation>el archivo ha desaparecido; recarga las lecciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: field &apos;%2&apos;: %3</source>
        <translation>%1: campo &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2: %3</source>
        <translation>%1, línea %2: %3</translation>
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
        <translation>Recorrer la búsqueda paso a paso…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game tree…</source>
        <translation>Mostrar el árbol de juego…</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <location filename="../../boardgames/app/lessons/page.py" line="+405"/>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="+231"/>
        <source>P&amp;resenter mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>Your own lessons: put lesson folders in %1</source>
        <extracomment>When the page is asked to read later: the wait (milliseconds) before it makes the stage&apos;s half, and again before it reads the lesson folders (see :func:`page_layout.build_stage_later`). The wait (milliseconds) after the page first shows before the demos&apos; runtime is warmed up in the background (:func:`~boardgames.app.lessons.demo_panel.warm_up`): after the page&apos;s own work. whether the page warms the demos&apos; runtime up when it first shows (lesson id, stage id) of each stage shown (a running class passes it to followers) whether the stage&apos;s half of the page (:data:`page_layout.STAGE_PARTS`) is made</extracomment>
        <translation>Tus propias lecciones: pon las carpetas de lecciones en %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>There is no lesson called &apos;%1&apos;.</source>
        <translation>No hay ninguna lección llamada &apos;%1&apos;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson &apos;%1&apos; cannot be opened: %2</source>
        <translation>No se puede abrir la lección &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>This stage has no program.</source>
        <translation>Esta etapa no tiene programa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program (%1)</source>
        <translation>El programa (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n lines new or changed</source>
        <translation>
            <numerusform>%n línea nueva o cambiada</numerusform>
            <numerusform>%n líneas nuevas o cambiadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program (%1): %2 (yellow), %3 removed since the previous stage (struck out in red under Only the changes)</source>
        <translation>El programa (%1): %2 (en amarillo), %3 líneas quitadas desde la etapa anterior (tachadas en rojo con «Solo los cambios»)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(a long program: shown without colours, so that the page stays quick)</source>
        <translation>(un programa largo: se muestra sin colores para que la página siga rápida)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stage %1: %2</source>
        <translation>Etapa %1: %2</translation>
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
        <translation>Elige una lección a la izquierda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No lessons were found. Put lesson folders in %1 and choose Reload.</source>
        <translation>No se encontraron lecciones. Pon carpetas de lecciones en %1 y elige Recargar.</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/program_file.py" line="+23"/>
        <source>The program is on the clipboard.</source>
        <translation>El programa está en el portapapeles.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Save the program</source>
        <translation>Guardar el programa</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Archivos de Python (*.py);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The program could not be saved to %1: %2. Choose another folder.</source>
        <translation>No se pudo guardar el programa en %1: %2. Elige otra carpeta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The folder %1 cannot be created: %2</source>
        <translation>No se puede crear la carpeta %1: %2</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page.py" line="+72"/>
        <source>Leave p&amp;resenter mode</source>
        <translation>Salir del modo &amp;presentación</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="-213"/>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side. The page&apos;s attributes that :func:`build_stage` makes (the stage&apos;s half of the page).</extracomment>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Stages</source>
        <translation>Etapa&amp;s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open lessons &amp;folder</source>
        <translation>A&amp;brir carpeta de lecciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reloa&amp;d</source>
        <translation>Recar&amp;gar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation>Vuelve a leer las carpetas de lecciones (tras editar una lección)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation>Etapa anterior (RePág o flecha izquierda)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next ▶</source>
        <translation>S&amp;iguiente ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation>Etapa siguiente (AvPág o flecha derecha)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language of the lesson text (L)</source>
        <translation>Idioma del texto de la lección (L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation>Pantalla completa y texto grande; las notas del profesor no se proyectan (P; Esc para salir)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Teacher notes</source>
        <translation>Notas para ense&amp;ñar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation>Las notas del profesor para esta etapa, en una ventana propia que la clase no ve (N)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;xercises…</source>
        <translation>&amp;Fichas de ejercicios…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation>Los ejercicios de esta lección, comprobados por la aplicación</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation>Abrir el visor que usa esta etapa, junto a la lección</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the &amp;changes</source>
        <translation>Solo los ca&amp;mbios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation>Muestra solo las líneas cambiadas desde la etapa anterior, con un poco de contexto (D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sa&amp;ve program as…</source>
        <translation>Guar&amp;dar el programa como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation>Guarda el programa de esta etapa en un archivo (Ctrl+Mayús+S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;opy</source>
        <translation>C&amp;opiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation>Copia el programa de esta etapa (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This stage has nothing to run.</source>
        <translation>Esta etapa no tiene nada que ejecutar.</translation>
    </message>
</context>
<context>
    <name>LessonsPageLayout</name>
    <message>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side.</extracomment>
        <translation type="vanished">&amp;Lecciones</translation>
    </message>
    <message>
        <source>&amp;Stages</source>
        <translation type="vanished">Etapa&amp;s</translation>
    </message>
    <message>
        <source>Open lessons &amp;folder</source>
        <translation type="vanished">A&amp;brir carpeta de lecciones</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation type="vanished">Recar&amp;gar</translation>
    </message>
    <message>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation type="vanished">Vuelve a leer las carpetas de lecciones (tras editar una lección)</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation type="vanished">◀ &amp;Anterior</translation>
    </message>
    <message>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation type="vanished">Etapa anterior (RePág o flecha izquierda)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation type="vanished">S&amp;iguiente ▶</translation>
    </message>
    <message>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation type="vanished">Etapa siguiente (AvPág o flecha derecha)</translation>
    </message>
    <message>
        <source>Language of the lesson text (L)</source>
        <translation type="vanished">Idioma del texto de la lección (L)</translation>
    </message>
    <message>
        <source>P&amp;resenter mode</source>
        <translation type="vanished">Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation type="vanished">Pantalla completa y texto grande; las notas del profesor no se proyectan (P; Esc para salir)</translation>
    </message>
    <message>
        <source>&amp;Teacher notes</source>
        <translation type="vanished">Notas para ense&amp;ñar</translation>
    </message>
    <message>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation type="vanished">Las notas del profesor para esta etapa, en una ventana propia que la clase no ve (N)</translation>
    </message>
    <message>
        <source>Full screen, large text, teacher notes (P; Esc leaves)</source>
        <translation type="vanished">Pantalla completa, texto grande, notas del profesor (P; Esc para salir)</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation type="vanished">&amp;Fichas de ejercicios…</translation>
    </message>
    <message>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation type="vanished">Los ejercicios de esta lección, comprobados por la aplicación</translation>
    </message>
    <message>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation type="vanished">Abrir el visor que usa esta etapa, junto a la lección</translation>
    </message>
    <message>
        <source>Only the &amp;changes</source>
        <translation type="vanished">Solo los ca&amp;mbios</translation>
    </message>
    <message>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation type="vanished">Muestra solo las líneas cambiadas desde la etapa anterior, con un poco de contexto (D)</translation>
    </message>
    <message>
        <source>Sa&amp;ve program as…</source>
        <translation type="vanished">Guar&amp;dar el programa como…</translation>
    </message>
    <message>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation type="vanished">Guarda el programa de esta etapa en un archivo (Ctrl+Mayús+S)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation type="vanished">C&amp;opiar</translation>
    </message>
    <message>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation type="vanished">Copia el programa de esta etapa (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <source>This stage has nothing to run.</source>
        <translation type="vanished">Esta etapa no tiene nada que ejecutar.</translation>
    </message>
</context>
<context>
    <name>LevelControl</name>
    <message>
        <location filename="../../boardgames/app/level_control.py" line="+31"/>
        <source>Easier level</source>
        <translation>Nivel más fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harder level</source>
        <translation>Nivel más difícil</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+17"/>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Level %1 of %2</source>
        <translation>Nivel %1 de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>Your own game (not the level&apos;s)</source>
        <translation>Tu propia partida (no la del nivel)</translation>
    </message>
</context>
<context>
    <name>LevelsDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/levels.py" line="+39"/>
        <source>The class&apos;s levels</source>
        <translation>Los niveles de la clase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The students who follow the teacher (File &gt; Follow the teacher) play at these levels.</source>
        <translation>Los estudiantes que siguen al profesor (Archivo &gt; Seguir al profesor) juegan en estos niveles.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>their own choice</source>
        <translation>a su elección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Lock: students cannot choose another level</source>
        <translation>&amp;Bloquear: los estudiantes no pueden elegir otro nivel</translation>
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
        <translation>Juegos de mesa</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/main_window.py" line="-260"/>
        <source>Plug-in &apos;%1&apos; failed to load: %2</source>
        <translation>No se pudo cargar el complemento &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Home</source>
        <translation>&amp;Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of games</source>
        <translation>Volver a la lista de juegos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal size</source>
        <translation>Tamaño &amp;normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Students&apos; view</source>
        <translation>&amp;Vista para estudiantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just the board, the level and the ? (F9 switches back)</source>
        <translation>Solo el tablero, el nivel y el botón ? (F9 para volver)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advance a level after a win</source>
        <translation>&amp;Subir de nivel tras ganar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation>Arc&amp;hivo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+317"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location line="-311"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>There is no game called &apos;%1&apos;. Installed games: %2</source>
        <translation>No hay ningún juego llamado &apos;%1&apos;. Juegos instalados: %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game &apos;%1&apos; could not be started: %2</source>
        <translation>No se pudo iniciar el juego &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 — Board games</source>
        <translation>%1 — Juegos de mesa</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The lessons could not be opened: %1</source>
        <translation>No se pudieron abrir las lecciones: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lessons — Board games</source>
        <translation>Lecciones — Juegos de mesa</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The new language is used when the app starts again.</source>
        <translation>El nuevo idioma se usará cuando la aplicación se inicie de nuevo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board games %1: a toolkit for teaching programming and algorithms with board games.</source>
        <translation>Juegos de mesa %1: un conjunto de herramientas para enseñar programación y algoritmos con juegos de mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Installed games:</source>
        <translation>Juegos instalados:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Board games</source>
        <translation>Acerca de Juegos de mesa</translation>
    </message>
</context>
<context>
    <name>MovesBox</name>
    <message>
        <location filename="../../boardgames/kit/page/moves.py" line="+29"/>
        <location line="+5"/>
        <source>Moves</source>
        <extracomment>Colour of the rows after the position shown (kept for redo).</extracomment>
        <translation>Movimientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a move to see the position after it</source>
        <translation>Haz clic en un movimiento para ver la posición tras él</translation>
    </message>
</context>
<context>
    <name>MovesSpin</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation type="vanished">
            <numerusform>%n movimiento</numerusform>
            <numerusform>%n movimientos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NodeChart</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/node_chart.py" line="+53"/>
        <source>Run a comparison to see the nodes.</source>
        <extracomment>The palette colour of a bar by the search&apos;s outcome (read when painting, so the chart follows the theme): shortest, a longer solution, none. Margins (px) above the bars and below them (the decade numbers).</extracomment>
        <translation>Ejecuta una comparación para ver los nodos.</translation>
    </message>
</context>
<context>
    <name>NotAccepted</name>
    <message>
        <location filename="../../boardgames/app/classroom/student.py" line="-263"/>
        <source>What the class refused, and why</source>
        <translation>Lo que la clase rechazó y por qué</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n not accepted by the class…</source>
        <translation>
            <numerusform>%n no aceptado por la clase…</numerusform>
            <numerusform>%n no aceptados por la clase…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotAcceptedDialog</name>
    <message>
        <location line="+37"/>
        <source>Not accepted by the class</source>
        <translation>No aceptado por la clase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class did not accept these, and sending them again would not help; the rest was sent.</source>
        <translation>La clase no aceptó esto, y enviarlo de nuevo no serviría; el resto se ha enviado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Forget them</source>
        <translation>&amp;Olvidarlos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty this list</source>
        <translation>Vaciar esta lista</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player for %1</source>
        <translation>Jugador para %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level won in %1</source>
        <translation>Nivel ganado en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check of %1</source>
        <translation>Comprobación de %1</translation>
    </message>
</context>
<context>
    <name>OptionsBox</name>
    <message>
        <location filename="../../boardgames/kit/page/options.py" line="+38"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
</context>
<context>
    <name>PageTexts</name>
    <message>
        <location filename="../../boardgames/kit/page/texts.py" line="+47"/>
        <location line="+135"/>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The computer plays its solution</source>
        <translation>El ordenador muestra su solución</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching for a solution…</source>
        <translation>Buscando una solución…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) waits: press Play or Step</source>
        <translation>%1 (ordenador) espera: pulsa Reproducir o Paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in %2 s</source>
        <translation>%1 en %2 s</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln posición</numerusform>
            <numerusform>%Ln posiciones</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing the search&apos;s tables: %1 %</source>
        <translation>Preparando las tablas de la búsqueda: %1 %</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Best so far: %n moves · at least %1 · %2 s</source>
        <translation>
            <numerusform>Mejor hasta ahora: %n movimiento · al menos %1 · %2 s</numerusform>
            <numerusform>Mejor hasta ahora: %n movimientos · al menos %1 · %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Looking for a solution of at most %n moves: %1</source>
        <translation>
            <numerusform>Buscando una solución de %n movimiento como máximo: %1</numerusform>
            <numerusform>Buscando una solución de %n movimientos como máximo: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighing the moves: %1</source>
        <translation>Sopesando los movimientos: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 looked %n plies ahead: %2</source>
        <translation>
            <numerusform>%1 miró %n semijugada por delante: %2</numerusform>
            <numerusform>%1 miró %n semijugadas por delante: %2</numerusform>
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
            <numerusform>Solución más corta encontrada: %n movimiento</numerusform>
            <numerusform>Solución más corta encontrada: %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Found a solution of %n moves (maybe not the shortest)</source>
        <translation>
            <numerusform>Solución de %n movimiento encontrada (quizá no la más corta)</numerusform>
            <numerusform>Solución de %n movimientos encontrada (quizá no la más corta)</numerusform>
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
            <numerusform>gana
en %n</numerusform>
            <numerusform>gana
en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loss
in %n</source>
        <translation>
            <numerusform>pierde
en %n</numerusform>
            <numerusform>pierde
en %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>win</source>
        <translation>gana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss</source>
        <translation>pierde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>You %1 : %2 computer (%n draws)</source>
        <translation>
            <numerusform>Tú %1 : %2 ordenador (%n empate)</numerusform>
            <numerusform>Tú %1 : %2 ordenador (%n empates)</numerusform>
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
        <translation>%1 · empates %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The search ended: it was stopped. The board plays on the solution it started.</source>
        <translation>La búsqueda terminó: se detuvo. El tablero sigue con la solución que empezó.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Search cancelled. The best solution found so far (%n moves; lower bound %1) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Búsqueda cancelada. Se guarda la mejor solución encontrada (%n movimiento; cota inferior %1): pulsa Reproducir para jugarla.</numerusform>
            <numerusform>Búsqueda cancelada. Se guarda la mejor solución encontrada (%n movimientos; cota inferior %1): pulsa Reproducir para jugarla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Search cancelled. The best solution found so far (%n moves) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Búsqueda cancelada. Se guarda la mejor solución encontrada (%n movimiento): pulsa Reproducir para jugarla.</numerusform>
            <numerusform>Búsqueda cancelada. Se guarda la mejor solución encontrada (%n movimientos): pulsa Reproducir para jugarla.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search cancelled.</source>
        <translation>Búsqueda cancelada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search gave no solution (%1).</source>
        <translation>La búsqueda no dio solución (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves, all by the computer</source>
        <translation>
            <numerusform>%n movimiento, del ordenador</numerusform>
            <numerusform>%n movimientos, todos del ordenador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves: %1 yours, %2 by the computer</source>
        <translation>
            <numerusform>%n movimiento: %1 tuyos, %2 del ordenador</numerusform>
            <numerusform>%n movimientos: %1 tuyos, %2 del ordenador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Resuelto con ayuda del ordenador: %n movimiento</numerusform>
            <numerusform>Resuelto con ayuda del ordenador: %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n movimiento en %1</numerusform>
            <numerusform>%n movimientos en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing the best solution so far (%n moves) while the search goes on.</source>
        <translation>
            <numerusform>Jugando la mejor solución hasta ahora (%n movimiento) mientras la búsqueda continúa.</numerusform>
            <numerusform>Jugando la mejor solución hasta ahora (%n movimientos) mientras la búsqueda continúa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A shorter solution was found (%n moves); the board keeps playing the one it started (%1 moves). Solve again afterwards for the shorter one.</source>
        <translation>
            <numerusform>Se encontró una solución más corta (%n movimiento); el tablero sigue con la que empezó (%1 movimientos). Resuelve de nuevo después para la más corta.</numerusform>
            <numerusform>Se encontró una solución más corta (%n movimientos); el tablero sigue con la que empezó (%1 movimientos). Resuelve de nuevo después para la más corta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New board</source>
        <translation>Tablero nuevo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to move %1</source>
        <translation>Ir al movimiento %1</translation>
    </message>
</context>
<context>
    <name>PositionPanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="+37"/>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+42"/>
        <source>Shuffle</source>
        <translation>Mezclar</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>A random position that can be solved (Ctrl+R)</source>
        <translation>Una posición aleatoria que se puede resolver (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+44"/>
        <source>Easy shuffle</source>
        <translation>Mezcla fácil</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Make this many random moves from the solved board</source>
        <translation>Hace este número de movimientos aleatorios desde el tablero resuelto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> moves</source>
        <translation> movimientos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</source>
        <translation>p. ej. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position to set up</source>
        <translation>Posición que preparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Set position</source>
        <translation>Colocar posición</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inversions: %1</source>
        <translation>Inversiones: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank&apos;s row from the bottom: %1</source>
        <translation>Fila del hueco contando desde abajo: %1</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Moves of the easy shuffle</source>
        <translation>Movimientos de la mezcla fácil</translation>
    </message>
</context>
<context>
    <name>PupilsPage</name>
    <message>
        <location filename="../../boardgames/app/classroom/pupils_page.py" line="+149"/>
        <source>Pupils: open %1</source>
        <translation>Alumnos: abre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pupils&apos; page&apos;s address</source>
        <translation>Dirección de la página de los alumnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class code: %1</source>
        <translation>Código de clase: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Boardgames app (File &gt; Join a class…): %1</source>
        <translation>En la app Boardgames (Archivo &gt; Unirse a una clase…): %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scan it to open the pupils&apos; page with the class code; click it to show it large</source>
        <translation>Escanéalo para abrir la página de los alumnos con el código de clase; haz clic para mostrarlo en grande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sho&amp;w large</source>
        <translation>&amp;Mostrar en grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the QR code and the address full screen, for the projector (Esc closes it)</source>
        <translation>Mostrar el código QR y la dirección a pantalla completa, para el proyector (Esc lo cierra)</translation>
    </message>
</context>
<context>
    <name>PuzzleBoardWidget</name>
    <message>
        <source>15-puzzle board</source>
        <translation type="vanished">Tablero del juego del 15</translation>
    </message>
    <message>
        <source>in its place</source>
        <translation type="vanished">en su sitio</translation>
    </message>
    <message>
        <source>not in its place yet</source>
        <translation type="vanished">todavía fuera de su sitio</translation>
    </message>
</context>
<context>
    <name>PuzzleBox</name>
    <message>
        <location filename="../../boardgames/kit/page/puzzle.py" line="+78"/>
        <location line="+18"/>
        <source>Solve</source>
        <extracomment>Lines of room kept under the Solve button for the search&apos;s progress and its result.</extracomment>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="vanished">&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">&amp;Pista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play best so far</source>
        <translation>Reproducir la mejor hasta ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the best solution found yet; the search goes on</source>
        <translation>Jugar la mejor solución encontrada hasta ahora; la búsqueda continúa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver result</source>
        <translation>Resultado del solucionador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the search on the board</source>
        <translation>Mostrar la búsqueda en el tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+282"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="-281"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>%1 moves/s</source>
        <translation>%1 movimientos/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 + %2 by the computer</source>
        <translation>%1 + %2 del ordenador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <source>Moves: %1 · Time: %2</source>
        <translation type="vanished">Movimientos: %1 · Tiempo: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Playback speed (moves per second)</source>
        <translation>Velocidad de reproducción (movimientos por segundo)</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <location filename="../../boardgames/app/classroom/pupils_page.py" line="-78"/>
        <source>QR code of the pupils&apos; page</source>
        <extracomment>the translated text round the URL (``%1``), and the URL the rows of modules drawn, True for dark, quiet zone included (n x n)</extracomment>
        <translation>Código QR de la página de los alumnos</translation>
    </message>
</context>
<context>
    <name>QrFullScreen</name>
    <message>
        <location line="+113"/>
        <source>The pupils&apos; page, large</source>
        <translation>La página de los alumnos, en grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils&apos; page</source>
        <translation>Página de los alumnos</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Esc closes</source>
        <extracomment>the texts under the code: the page&apos;s address, the class code, &quot;Esc closes&quot;</extracomment>
        <translation>Esc cierra</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <location filename="../../boardgames/app/exercises/reference.py" line="+17"/>
        <source>Reference: %1</source>
        <translation>Solución de referencia: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/replay.py" line="+59"/>
        <source>Class tournament: replays</source>
        <extracomment>Milliseconds between two moves while a game plays by itself.</extracomment>
        <translation>Torneo de la clase: repeticiones</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Show the games of one student, or everyone&apos;s</source>
        <translation>Mostrar las partidas de un alumno o de todos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X (moves first)</source>
        <translation>X (mueve primero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation type="vanished">El tablero vacío</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="vanished">Una jugada atrás</translation>
    </message>
    <message>
        <source>Play the game move by move</source>
        <translation type="vanished">Reproducir la partida jugada a jugada</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="vanished">Una jugada adelante</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">El final de la partida</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games of:</source>
        <translation>Partidas de:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>everyone</source>
        <translation>todos</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>No game played yet.</source>
        <translation>Todavía no se ha jugado ninguna partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a game to replay it.</source>
        <translation>Elige una partida para verla de nuevo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1: %2 plays X, %3 plays O.</source>
        <translation>Partida %1: %2 juega con X, %3 con O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2.</source>
        <translation>Jugada %1 de %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer “%1”</source>
        <translation>Ordenador «%1»</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation type="vanished">%1 (ordenador)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins: a move of %2 went wrong.</source>
        <translation>Gana %1: una jugada de %2 falló.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X wins.</source>
        <translation>Gana X.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O wins.</source>
        <translation>Gana O.</translation>
    </message>
</context>
<context>
    <name>ReplaySteps</name>
    <message>
        <location filename="../../boardgames/kit/replay_steps.py" line="+33"/>
        <source>The empty board</source>
        <translation>El tablero vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>Una jugada atrás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game move by move</source>
        <translation>Reproducir la partida jugada a jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward</source>
        <translation>Una jugada adelante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>El final de la partida</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <location filename="../../boardgames/app/result_overlay.py" line="+51"/>
        <location line="+34"/>
        <source>Rematch</source>
        <extracomment>Colour of each result&apos;s title (the winner&apos;s feeling, not the board&apos;s colours).</extracomment>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Next level</source>
        <translation>Siguiente nivel</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer wins — try again</source>
        <translation>Gana el ordenador: inténtalo de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solved by the computer</source>
        <translation>Resuelto por el ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play again</source>
        <translation>Otra vez</translation>
    </message>
</context>
<context>
    <name>SandboxNote</name>
    <message>
        <location filename="../../boardgames/kit/sandbox_note.py" line="+107"/>
        <source>Students&apos; code runs in a sandbox (bubblewrap): it sees only its own folder and has no network.</source>
        <extracomment>The setting that lets students&apos; code run unconfined where no sandbox works.</extracomment>
        <translation>El código de los estudiantes se ejecuta aislado (bubblewrap): solo ve su propia carpeta y no tiene red.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Students&apos; code runs in a sandbox (Landlock): it can read only the system&apos;s files, write only its own folder, and has no network.</source>
        <translation>El código de los estudiantes se ejecuta aislado (Landlock): solo puede leer los archivos del sistema, escribir en su propia carpeta, y no tiene red.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sandbox on this computer: students&apos; code runs with your rights and could read, change or delete your files (allowed in Settings).</source>
        <translation>Este ordenador no tiene entorno aislado: el código de los estudiantes se ejecuta con tus permisos y podría leer, cambiar o borrar tus archivos (permitido en Configuración).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Students&apos; code is not run: this computer has no sandbox for it. Settings &gt; Run students&apos; code without a sandbox allows it.</source>
        <translation>El código de los estudiantes no se ejecuta: este ordenador no tiene un entorno aislado para él. Configuración &gt; Ejecutar el código de los estudiantes sin aislamiento lo permite.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Run students&apos; code without a sandbox?</source>
        <translation>¿Ejecutar el código de los estudiantes sin aislamiento?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sandbox works on this computer. Students&apos; programs would run with your rights: a program could read, change or delete any of your files and use the network. Turn this on only for programs you trust.</source>
        <translation>En este ordenador no funciona ningún entorno aislado. Los programas de los estudiantes se ejecutarían con tus permisos: un programa podría leer, cambiar o borrar cualquiera de tus archivos y usar la red. Actívalo solo para programas de confianza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run without a sandbox</source>
        <translation>Ejecutar sin aislamiento</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run students&apos; code &amp;without a sandbox…</source>
        <translation>Ejecutar el código de los estudiantes &amp;sin aislamiento…</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../boardgames/app/saved_games.py" line="+39"/>
        <source>&amp;Open game…</source>
        <extracomment>How many recently used files the File menu lists.</extracomment>
        <translation>A&amp;brir partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saved games (*%1)</source>
        <translation>Partidas guardadas (*%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file %1 no longer exists; it was removed from the recent files.</source>
        <translation>El archivo %1 ya no existe; se quitó de la lista de recientes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a game first: there is no game to save.</source>
        <translation>Elige antes un juego: no hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be saved.</source>
        <translation>Esta partida no se puede guardar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>No se pudo guardar la partida en %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot be opened: the file does not exist.</source>
        <translation>No se puede abrir %1: el archivo no existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is damaged (it is not the JSON text of a saved game).</source>
        <translation>el archivo está dañado (no es el texto JSON de una partida guardada).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a saved game of Board games.</source>
        <translation>no es una partida guardada de Juegos de mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was saved by a newer version of Board games (format %1; this version reads format %2 and older).</source>
        <translation>se guardó con una versión más nueva del programa (formato %1; esta versión lee el formato %2 y anteriores).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (its field &apos;%1&apos; is missing or wrong).</source>
        <translation>el archivo está dañado (su campo «%1» falta o es incorrecto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is too large to be a saved game.</source>
        <translation>el archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its game &apos;%1&apos; is not installed (installed games: %2).</source>
        <translation>su juego «%1» no está instalado (juegos instalados: %2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game&apos;s option &apos;%1&apos; cannot be used.</source>
        <translation>la opción «%1» del juego no se puede usar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its starting position cannot be read: %1</source>
        <translation>no se puede leer su posición inicial: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move %1 (%2) is not legal.</source>
        <translation>la jugada %1 (%2) no es válida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is damaged (it shows move %1 of %2).</source>
        <translation>el archivo está dañado (indica la jugada %1 de %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game could not open it (%1).</source>
        <translation>el juego no pudo abrirlo (%1).</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <source>Search</source>
        <extracomment>Seconds the solver looks for a hint on boards above 4x4.</extracomment>
        <translation type="vanished">Búsqueda</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="-141"/>
        <source> s</source>
        <extracomment>Seconds the solver looks for a hint on boards above 4x4.</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Boards larger than 4x4: how long Solve keeps looking for shorter solutions</source>
        <translation>Tableros mayores que 4x4: cuánto tiempo sigue «Resolver» buscando soluciones más cortas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Algorithm:</source>
        <translation>Algoritmo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic:</source>
        <translation>Heurística:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit:</source>
        <translation>Tiempo límite:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Best in the time limit</source>
        <translation>La mejor en el plazo</translation>
    </message>
    <message>
        <source>Best within the time limit</source>
        <translation type="vanished">La mejor dentro del tiempo límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest solution</source>
        <translation>Solución más corta</translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../../boardgames/kit/page/seats.py" line="+43"/>
        <source>Players</source>
        <extracomment>The seat-list key of a human (never a player id: &quot;@&quot; is not used in ids).</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clicks on the board play this seat</source>
        <translation>Los clics en el tablero juegan por este jugador</translation>
    </message>
</context>
<context>
    <name>SequenceDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/sequence.py" line="+47"/>
        <source>The class&apos;s sequence of exercises</source>
        <translation>La secuencia de ejercicios de la clase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The students who follow the teacher (File &gt; Follow the teacher) take these exercises in this order: each one opens when the one before it has passed. An empty sequence leaves them free.</source>
        <translation>Los alumnos que siguen al profesor (Archivo &gt; Seguir al profesor) hacen estos ejercicios en este orden: cada uno se abre cuando el anterior está superado. Una secuencia vacía los deja libres.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exercises</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sequence</source>
        <translation>La secuencia</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Add →</source>
        <translation>&amp;Añadir →</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the exercise to the end of the sequence</source>
        <translation>Añadir el ejercicio al final de la secuencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>← &amp;Remove</source>
        <translation>← &amp;Quitar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the exercise out of the sequence</source>
        <translation>Quitar el ejercicio de la secuencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Earlier in the sequence</source>
        <translation>Antes en la secuencia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Down</source>
        <translation>Ba&amp;jar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later in the sequence</source>
        <translation>Después en la secuencia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exercises of the lessons:</source>
        <translation>Ejercicios de las lecciones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sequence, in order:</source>
        <translation>La secuencia, en orden:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add adds the lesson&apos;s exercises not yet in the sequence</source>
        <translation>«Añadir» añade los ejercicios de la lección que aún no están en la secuencia</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>Human</source>
        <extracomment>The seat-list key of a human (never a player id: &quot;@&quot; is not used in ids). Seconds a computer&apos;s move takes at least to appear (so a class sees who moved).</extracomment>
        <translation type="vanished">Humano</translation>
    </message>
    <message>
        <source>Clicks on the board play this seat</source>
        <translation type="vanished">Los clics en el tablero juegan por este jugador</translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation type="vanished">Falló el jugador del ordenador: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Reproducir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Pausa</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="vanished">Empate</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation type="vanished">¡Resuelto!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="vanished">¡Gana %1!</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 (computer) waits: press Play or Step</source>
        <translation type="vanished">%1 (ordenador) espera: pulsa Reproducir o Paso</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="vanished">Turno de %1</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation type="vanished">%1 en %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions</source>
        <translation type="vanished">
            <numerusform>%Ln posición</numerusform>
            <numerusform>%Ln posiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looked %n plies ahead: %2</source>
        <translation type="vanished">
            <numerusform>%1 miró %n semijugada por delante: %2</numerusform>
            <numerusform>%1 miró %n semijugadas por delante: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Weighing the moves: %1</source>
        <translation type="vanished">Sopesando los movimientos: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="vanished">Inicio</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation type="vanished">%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>win
in %n</source>
        <translation type="vanished">
            <numerusform>gana
en %n</numerusform>
            <numerusform>gana
en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss
in %n</source>
        <translation type="vanished">
            <numerusform>pierde
en %n</numerusform>
            <numerusform>pierde
en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>win</source>
        <translation type="vanished">gana</translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="vanished">pierde</translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="vanished">empate</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="vanished">%1 juega %2</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation type="vanished">Ir al movimiento %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Nueva partida</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>&quot;Red to move (you)&quot;: the status of a human&apos;s turn against the computer.</extracomment>
        <translation type="vanished">%1 (tú)</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <source>Players</source>
        <extracomment>Colour of the move-list rows after the position shown (kept for redo).</extracomment>
        <translation type="vanished">Jugadores</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Nueva partida</translation>
    </message>
    <message>
        <source>Show thinking</source>
        <translation type="vanished">Mostrar lo que piensa</translation>
    </message>
    <message>
        <source>Write on the board what the computer thinks of each move of the player to move</source>
        <translation type="vanished">Escribe en el tablero qué opina el ordenador de cada movimiento del jugador al que le toca</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Paso</translation>
    </message>
    <message>
        <source>Let the computer to move make one move</source>
        <translation type="vanished">Deja que el ordenador al que le toca haga un movimiento</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Cancelar</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking</source>
        <translation type="vanished">Detiene el razonamiento del ordenador</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="vanished">Movimientos</translation>
    </message>
    <message>
        <source>Click a move to see the position after it</source>
        <translation type="vanished">Haz clic en un movimiento para ver la posición tras él</translation>
    </message>
</context>
<context>
    <name>StageTextView</name>
    <message>
        <source>Teacher notes</source>
        <translation type="vanished">Notas del profesor</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/stage_text.py" line="+109"/>
        <source>Questions for the class</source>
        <extracomment>An inline code span of Markdown (one to three backticks, not spanning a blank line). No line break there: a space, and the (invisible) word joiner put between the other characters of inline code (a line may otherwise break after &quot;-&quot;, &quot;!&quot; or &quot;/&quot;).</extracomment>
        <translation>Preguntas para la clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(no answer written)</source>
        <translation>(no hay respuesta escrita)</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../boardgames/app/classroom/boards.py" line="-47"/>
        <source>Class tournament (tic-tac-toe)</source>
        <extracomment>A student&apos;s name as shown (a number when names are hidden).</extracomment>
        <translation>Torneo de la clase (tres en raya)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="vanished">Puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student</source>
        <translation>Estudiante</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="vanished">Victorias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Empates</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="vanished">Derrotas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Puntos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Replays…</source>
        <translation>&amp;Repeticiones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the games of the class tournament move by move (double-click a student for theirs)</source>
        <translation>Ver las partidas del torneo de la clase jugada a jugada (doble clic en un alumno para las suyas)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot play</source>
        <translation>no puede jugar</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games played</source>
        <translation>
            <numerusform>%n partida jugada</numerusform>
            <numerusform>%n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games lost by a move that went wrong</source>
        <translation>
            <numerusform>%n partida perdida por un movimiento erróneo</numerusform>
            <numerusform>%n partidas perdidas por un movimiento erróneo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing: %n pairings left…</source>
        <translation>
            <numerusform>Jugando: queda %n emparejamiento…</numerusform>
            <numerusform>Jugando: quedan %n emparejamientos…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pairing is played.</source>
        <translation>Se han jugado todos los emparejamientos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tic-tac-toe player sent yet.</source>
        <translation>Aún no se ha enviado ningún jugador de tres en raya.</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/start_dialog.py" line="+114"/>
        <source>Start a class</source>
        <translation>Iniciar una clase</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A new class…</source>
        <translation>Una clase nueva…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A class kept on this computer, or a new one</source>
        <translation>Una clase guardada en este ordenador, o una nueva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>letters, digits, - and _</source>
        <translation>letras, cifras, - y _</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the class&apos;s own (a new class: a new one)</source>
        <translation>el de la clase (una clase nueva: uno nuevo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All addresses of this computer</source>
        <translation>Todas las direcciones de este ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer only (%1)</source>
        <translation>Solo este ordenador (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network %1 only (%2)</source>
        <translation>Solo la red %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Announce the class on the network (students find it in Join a class…)</source>
        <translation>&amp;Anunciar la clase en la red (los alumnos la encuentran en Unirse a una clase…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Class:</source>
        <translation>&amp;Clase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New class&apos;s name:</source>
        <translation>&amp;Nombre de la clase nueva:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class c&amp;ode:</source>
        <translation>C&amp;ódigo de la clase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Escuchar en:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the class is not started</source>
        <translation>Por qué no se ha iniciado la clase</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A class&apos;s name has letters, digits, - and _ only.</source>
        <translation>El nombre de una clase solo tiene letras, cifras, - y _.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A class code has Latin letters and digits only (empty: the class&apos;s own).</source>
        <translation>Un código de clase solo tiene letras latinas y cifras (vacío: el de la clase).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Port %1 is in use (another class, or another program): choose another port, or any free port.</source>
        <translation>El puerto %1 está en uso (otra clase u otro programa): elige otro puerto, o cualquier puerto libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not an address of this computer any more: choose another.</source>
        <translation>%1 ya no es una dirección de este ordenador: elige otra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class cannot listen there: %1</source>
        <translation>La clase no puede escuchar ahí: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../boardgames/app/start_page.py" line="+89"/>
        <source>Choose a game</source>
        <extracomment>A card&apos;s picture, in pixels: large on one row of cards, compact on two or more (so that two rows fit a 768-pixel high screen).</extracomment>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play, shuffle, solve, and see how the computer thinks.</source>
        <translation>Juega, mezcla, resuelve y mira cómo piensa el ordenador.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the tutorials stage by stage, with every stage&apos;s program live.</source>
        <translation>Recorre los tutoriales etapa por etapa, con el programa de cada etapa en vivo.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game plug-in &apos;%1&apos; could not be loaded: %2</source>
        <translation>No se pudo cargar el complemento de juego &apos;%1&apos;: %2</translation>
    </message>
</context>
<context>
    <name>StepperControls</name>
    <message>
        <source>Position:</source>
        <extracomment>Side of the board thumbnails in the open-list table, in pixels.</extracomment>
        <translation type="vanished">Posición:</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/stepper/controls.py" line="+90"/>
        <source>Search:</source>
        <translation>Búsqueda:</translation>
    </message>
    <message>
        <source> moves from the goal</source>
        <translation type="vanished"> movimientos desde la meta</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Random position</source>
        <extracomment>Side of the thumbnails in the open-list table at zoom 1, in pixels: the 8-puzzle&apos;s numbers are drawn in a 14 px font (their ink 9 px high), readable on a projector from the back of a classroom. ... and in ems of the body text (16 px at zoom 1): they grow with the app&apos;s zoom.</extracomment>
        <translation>Posición aleatoria</translation>
    </message>
    <message>
        <source>or type one, e.g. 1 2 3 / 4 _ 6 / 7 5 8</source>
        <translation type="vanished">o escribe una, p. ej. 1 2 3 / 4 _ 6 / 7 5 8</translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="vanished">Colocar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Breadth-first search</source>
        <translation>Búsqueda en anchura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Greedy best-first search</source>
        <translation>Búsqueda voraz primero el mejor</translation>
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
        <translation type="vanished">Fichas descolocadas</translation>
    </message>
    <message>
        <source>Manhattan distance</source>
        <translation type="vanished">Distancia de Manhattan</translation>
    </message>
    <message>
        <source>Manhattan + linear conflict</source>
        <translation type="vanished">Manhattan + conflicto lineal</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Moves from the goal: </source>
        <translation>Movimientos hasta la meta: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The page&apos;s position</source>
        <translation>La posición de la página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search from the position on the game&apos;s page</source>
        <translation>Buscar desde la posición de la página del juego</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heuristic</source>
        <translation>Heurística</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run speed in steps per second</source>
        <translation>Velocidad de ejecución en pasos por segundo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heuristic:</source>
        <translation>Heurística:</translation>
    </message>
</context>
<context>
    <name>StepperCounts</name>
    <message>
        <location line="+16"/>
        <source>Step:</source>
        <translation>Paso:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expanded:</source>
        <translation>Expandidos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generated:</source>
        <translation>Generados:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list:</source>
        <translation>Lista abierta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed set:</source>
        <translation>Conjunto cerrado:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold:</source>
        <translation>Umbral:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iteration:</source>
        <translation>Iteración:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tree nodes drawn:</source>
        <translation>Nodos del árbol dibujados:</translation>
    </message>
</context>
<context>
    <name>StepperWindow</name>
    <message>
        <location filename="../../boardgames/kit/stepper/window.py" line="+80"/>
        <source>Search stepper</source>
        <extracomment>Rows of the open-list table (the rest is summed up in the last row). Run stops after this many steps (Back re-runs the steps, so it stays quick).</extracomment>
        <translation>Búsqueda paso a paso</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>None (h = 0)</source>
        <translation>Ninguna (h = 0)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Levels shown:</source>
        <translation>Niveles mostrados:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>abierto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>closed</source>
        <translation>cerrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>path</source>
        <translation>camino</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pruned (f over the threshold)</source>
        <translation>podado (f por encima del umbral)</translation>
    </message>
    <message>
        <source>Under each board: g + h = f</source>
        <translation type="vanished">Bajo cada tablero: g + h = f</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Expand one node (Right arrow)</source>
        <translation>Expande un nodo (flecha derecha)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last step (Left arrow)</source>
        <translation>Deshace el último paso (flecha izquierda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step by itself, or pause (Space)</source>
        <translation>Avanza solo o se pausa (Espacio)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation type="vanished">Posición no válida: %1</translation>
    </message>
    <message>
        <source>This position cannot be used: %1.</source>
        <translation type="vanished">Posición no válida: %1.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Under each position: g + h = f</source>
        <translation>Bajo cada posición: g + h = f</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>This position cannot be used: the goal cannot be reached from it.</source>
        <translation>No se puede usar esta posición: desde ella no se llega a la meta.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No random position: %1</source>
        <translation>No hay posición aleatoria: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n steps/s</source>
        <translation>
            <numerusform>%n paso/s</numerusform>
            <numerusform>%n pasos/s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Current node</source>
        <translation>Nodo actual</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>g = %1   h = %2   f = %3</source>
        <translation>g = %1   h = %2   f = %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stack:</source>
        <translation>Pila:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list:</source>
        <translation>Lista abierta:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1</source>
        <translation>Pila: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list: %1</source>
        <translation>Lista abierta: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Depth first: the next node to expand is at the top.</source>
        <translation>En profundidad: el siguiente nodo que se expande está arriba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sorted as the search takes them: the next node to expand is at the top.</source>
        <translation>En el orden en que los toma la búsqueda: el siguiente nodo que se expande está arriba.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Goal reached: a solution of %n moves.</source>
        <translation>
            <numerusform>Meta alcanzada: una solución de %n movimiento.</numerusform>
            <numerusform>Meta alcanzada: una solución de %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is a shortest one.</source>
        <translation>Es una de las más cortas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to expand: the goal cannot be reached.</source>
        <translation>No queda nada por expandir: la meta es inalcanzable.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stopped after %n steps.</source>
        <translation>
            <numerusform>Detenido tras %n paso.</numerusform>
            <numerusform>Detenido tras %n pasos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherNotesWindow</name>
    <message>
        <location filename="../../boardgames/app/lessons/notes_window.py" line="+56"/>
        <source>Teacher notes — %1</source>
        <extracomment>The notes window&apos;s default size (pixels), before it is fitted to its screen. The share of the splitter&apos;s width the notes take as a panel beside the lesson.</extracomment>
        <translation>Notas del profesor — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teacher notes</source>
        <translation>Notas del profesor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stage has no notes.</source>
        <translation>Esta etapa no tiene notas.</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../boardgames/app/theme_menu.py" line="+29"/>
        <source>&amp;Theme</source>
        <extracomment>The settings key of the choice.</extracomment>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic (as the system: light or dark)</source>
        <translation>Automático (como el sistema: claro u oscuro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>TicTacToeBoard</name>
    <message>
        <source>Tic-tac-toe board</source>
        <extracomment>Colours chosen for contrast on a projector (dark strokes on white). The winning cells and line, in the winner&apos;s colour (X, O). &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour).</extracomment>
        <translation type="vanished">Tablero de tres en raya</translation>
    </message>
    <message>
        <source>Click a free cell, or use the arrow keys and Enter (on 3x3 also the keys 1-9, 1 = top left).</source>
        <translation type="vanished">Haz clic en una casilla libre, o usa las flechas e Intro (en 3x3 también las teclas 1-9, 1 = arriba a la izquierda).</translation>
    </message>
</context>
<context>
    <name>TicTacToePanel</name>
    <message>
        <source>X to move</source>
        <translation type="vanished">Turno de X</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="vanished">Estado de la partida</translation>
    </message>
    <message>
        <source>Students&apos; tournament…</source>
        <translation type="vanished">Torneo de estudiantes…</translation>
    </message>
    <message>
        <source>Play students&apos; choose_move(board) files against the computer players and each other</source>
        <translation type="vanished">Enfrenta los archivos choose_move(board) de los estudiantes a los jugadores del ordenador y entre sí</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Partida</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation type="vanished">%1 × %1</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation type="vanished">Tamaño del tablero</translation>
    </message>
    <message>
        <source>k = </source>
        <translation type="vanished">k = </translation>
    </message>
    <message>
        <source>Marks in a row to win</source>
        <translation type="vanished">Marcas en línea para ganar</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="vanished">Tablero:</translation>
    </message>
    <message>
        <source>X starts</source>
        <translation type="vanished">Empieza X</translation>
    </message>
    <message>
        <source>O starts</source>
        <translation type="vanished">Empieza O</translation>
    </message>
    <message>
        <source>Alternate every game</source>
        <translation type="vanished">Alternar en cada partida</translation>
    </message>
    <message>
        <source>At random</source>
        <translation type="vanished">Al azar</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation type="vanished">Quién empieza:</translation>
    </message>
    <message>
        <source>Show thinking (values of the free cells)</source>
        <translation type="vanished">Mostrar lo que piensa (valores de las casillas libres)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="vanished">Jugadores</translation>
    </message>
    <message>
        <source>Human vs human</source>
        <translation type="vanished">Humano contra humano</translation>
    </message>
    <message>
        <source>You play X vs computer</source>
        <translation type="vanished">Tú (X) contra el ordenador</translation>
    </message>
    <message>
        <source>You play O vs computer</source>
        <translation type="vanished">Tú (O) contra el ordenador</translation>
    </message>
    <message>
        <source>Computer vs computer (demo)</source>
        <translation type="vanished">Dos ordenadores (exhibición)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation type="vanished">Modo:</translation>
    </message>
    <message>
        <source>Computer X:</source>
        <translation type="vanished">Ordenador X:</translation>
    </message>
    <message>
        <source>Computer O:</source>
        <translation type="vanished">Ordenador O:</translation>
    </message>
    <message>
        <source>Error probability of the fallible player</source>
        <translation type="vanished">Probabilidad de error del jugador falible</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation type="vanished">Errores:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="vanished"> ms</translation>
    </message>
    <message>
        <source>Thinking pause:</source>
        <translation type="vanished">Pausa para pensar:</translation>
    </message>
    <message>
        <source>Computer opens on a random cell</source>
        <translation type="vanished">El ordenador abre en una casilla al azar</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <translation type="vanished">Demostración</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="vanished">Velocidad:</translation>
    </message>
    <message>
        <source>Demonstration speed</source>
        <translation type="vanished">Velocidad de la demostración</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Paso</translation>
    </message>
    <message>
        <source>Let the computer make one move</source>
        <translation type="vanished">Deja que el ordenador haga un movimiento</translation>
    </message>
    <message>
        <source>Last computer move</source>
        <translation type="vanished">Último movimiento del ordenador</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="vanished">Jugador:</translation>
    </message>
    <message>
        <source>Nodes searched:</source>
        <translation type="vanished">Nodos explorados:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation type="vanished">Tiempo:</translation>
    </message>
    <message>
        <source>Show the game tree…</source>
        <translation type="vanished">Mostrar el árbol de juego…</translation>
    </message>
    <message>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation type="vanished">El árbol de juego de esta posición: valores minimax, podas alfa-beta</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="vanished">Marcador</translation>
    </message>
    <message>
        <source>X</source>
        <translation type="vanished">X</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Empates</translation>
    </message>
    <message>
        <source>O</source>
        <translation type="vanished">O</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="vanished">Revancha</translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation type="vanished">Reiniciar el marcador</translation>
    </message>
</context>
<context>
    <name>TicTacToePlayers</name>
    <message>
        <source>Dummy</source>
        <translation type="vanished">Novato</translation>
    </message>
    <message>
        <source>takes the first free cell (rung 1)</source>
        <translation type="vanished">toma la primera casilla libre (peldaño 1)</translation>
    </message>
    <message>
        <source>Centre first</source>
        <translation type="vanished">Primero el centro</translation>
    </message>
    <message>
        <source>takes the centre if free, else the first free cell (rung 2)</source>
        <translation type="vanished">toma el centro si está libre; si no, la primera casilla libre (peldaño 2)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="vanished">Ganador</translation>
    </message>
    <message>
        <source>wins at once when it can; else centre, else first free cell (rung 3)</source>
        <translation type="vanished">gana en cuanto puede; si no, el centro; si no, la primera casilla libre (peldaño 3)</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation type="vanished">Bloqueador</translation>
    </message>
    <message>
        <source>wins at once, else blocks the opponent&apos;s line; else centre, else first free (rung 4)</source>
        <translation type="vanished">gana en cuanto puede; si no, bloquea la línea del rival; si no, el centro; si no, la primera libre (peldaño 4)</translation>
    </message>
    <message>
        <source>Fork master</source>
        <translation type="vanished">Maestro de la horquilla</translation>
    </message>
    <message>
        <source>wins, blocks, makes forks and prevents the opponent&apos;s forks (rung 5)</source>
        <translation type="vanished">gana, bloquea, crea horquillas e impide las horquillas del rival (peldaño 5)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="vanished">Aleatorio</translation>
    </message>
    <message>
        <source>plays a random free cell</source>
        <translation type="vanished">juega en una casilla libre al azar</translation>
    </message>
    <message>
        <source>Minimax</source>
        <extracomment>The deep search polls its stop check every this many nodes.</extracomment>
        <translation type="vanished">Minimax</translation>
    </message>
    <message>
        <source>searches the whole game tree with minimax (rung 6)</source>
        <translation type="vanished">explora todo el árbol de juego con minimax (peldaño 6)</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation type="vanished">Alfa-beta</translation>
    </message>
    <message>
        <source>minimax with alpha-beta pruning, no table (same moves, fewer nodes)</source>
        <translation type="vanished">minimax con poda alfa-beta, sin tabla (mismos movimientos, menos nodos)</translation>
    </message>
    <message>
        <source>Alpha-beta + table</source>
        <translation type="vanished">Alfa-beta + tabla</translation>
    </message>
    <message>
        <source>alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)</source>
        <translation type="vanished">alfa-beta con tabla de transposiciones (peldaño 7: mismos movimientos, muchos menos nodos)</translation>
    </message>
    <message>
        <source>Perfect (solved table)</source>
        <translation type="vanished">Perfecto (tabla resuelta)</translation>
    </message>
    <message>
        <source>looks its move up in the solved table of all 3x3 positions</source>
        <translation type="vanished">busca su movimiento en la tabla resuelta de todas las posiciones de 3x3</translation>
    </message>
    <message>
        <source>Deep search (timed)</source>
        <translation type="vanished">Búsqueda profunda (≈1 s)</translation>
    </message>
    <message>
        <source>alpha-beta with iterative deepening for ~1 s and an open-lines heuristic</source>
        <translation type="vanished">alfa-beta con profundización iterativa durante ~1 s y una heurística de líneas abiertas</translation>
    </message>
    <message>
        <source>Perfect but fallible</source>
        <translation type="vanished">Perfecto pero falible</translation>
    </message>
    <message>
        <source>plays perfectly, but errs with a probability the teacher sets</source>
        <translation type="vanished">juega perfecto, pero se equivoca con la probabilidad que fija el profesor</translation>
    </message>
</context>
<context>
    <name>TicTacToePlurals</name>
    <message numerus="yes">
        <source>win
in %n</source>
        <translation type="vanished">
            <numerusform>gana
en %n</numerusform>
            <numerusform>gana
en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss
in %n</source>
        <translation type="vanished">
            <numerusform>pierde
en %n</numerusform>
            <numerusform>pierde
en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores for %1 after searching %n plies: open lines count, higher is better (≤: refuted, only a bound).</source>
        <translation type="vanished">
            <numerusform>Puntuaciones para %1 tras buscar %n semijugada: cuentan las líneas abiertas, más alto es mejor (≤: refutada, solo una cota).</numerusform>
            <numerusform>Puntuaciones para %1 tras buscar %n semijugadas: cuentan las líneas abiertas, más alto es mejor (≤: refutada, solo una cota).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %n plies deep.</source>
        <translation type="vanished">
            <numerusform>Búsqueda de %n semijugada de profundidad.</numerusform>
            <numerusform>Búsqueda de %n semijugadas de profundidad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You %1 : %2 computer (%n draws)</source>
        <translation type="vanished">
            <numerusform>Tú %1 : %2 ordenador (%n empate)</numerusform>
            <numerusform>Tú %1 : %2 ordenador (%n empates)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TicTacToeReasons</name>
    <message>
        <source>first free cell</source>
        <extracomment>Why a rule-of-thumb player chose its move: reason code -&gt; English words.</extracomment>
        <translation type="vanished">primera casilla libre</translation>
    </message>
    <message>
        <source>centre</source>
        <translation type="vanished">centro</translation>
    </message>
    <message>
        <source>win at once</source>
        <translation type="vanished">ganar ya</translation>
    </message>
    <message>
        <source>block</source>
        <translation type="vanished">bloquear</translation>
    </message>
    <message>
        <source>block (a fork: the game is lost)</source>
        <translation type="vanished">bloquear (una horquilla: la partida está perdida)</translation>
    </message>
    <message>
        <source>fork</source>
        <translation type="vanished">horquilla</translation>
    </message>
    <message>
        <source>prevent a fork</source>
        <translation type="vanished">impedir una horquilla</translation>
    </message>
    <message>
        <source>block a fork</source>
        <translation type="vanished">bloquear una horquilla</translation>
    </message>
    <message>
        <source>centre, corner, edge</source>
        <translation type="vanished">centro, esquina, borde</translation>
    </message>
    <message>
        <source>random</source>
        <translation type="vanished">al azar</translation>
    </message>
    <message>
        <source>best score</source>
        <translation type="vanished">mejor puntuación</translation>
    </message>
    <message>
        <source>a deliberate mistake</source>
        <translation type="vanished">un error deliberado</translation>
    </message>
    <message>
        <source>random opening</source>
        <translation type="vanished">apertura aleatoria</translation>
    </message>
</context>
<context>
    <name>TicTacToeView</name>
    <message>
        <source>Play</source>
        <extracomment>Time budget of the &quot;show thinking&quot; analysis on large boards, in milliseconds.</extracomment>
        <translation type="vanished">Reproducir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="vanished">Pausa</translation>
    </message>
    <message>
        <source>%1 at row %2, column %3</source>
        <translation type="vanished">%1: fila %2, columna %3</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation type="vanished">El ordenador no pudo mover: %1</translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="vanished">empate</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="vanished">¡Gana %1!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Nueva partida</translation>
    </message>
    <message>
        <source>Draw: no line can be completed</source>
        <translation type="vanished">Empate: no se puede completar ninguna línea</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 to move: press Play or Step</source>
        <translation type="vanished">Turno de %1: pulsa Reproducir o Paso</translation>
    </message>
    <message>
        <source>%1 to move (you)</source>
        <translation type="vanished">Turno de %1 (tú)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="vanished">Turno de %1</translation>
    </message>
    <message>
        <source>Values for %1 with perfect play: green wins, grey draws, red loses (in how many moves).</source>
        <translation type="vanished">Valores para %1 con juego perfecto: verde gana, gris empata, rojo pierde (en cuántos movimientos).</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="vanished">Buscando…</translation>
    </message>
    <message>
        <source>Random opening</source>
        <translation type="vanished">Apertura aleatoria</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="vanished">%1 ms</translation>
    </message>
    <message>
        <source>Minimax searched the whole game tree: %1 nodes.</source>
        <translation type="vanished">Minimax exploró todo el árbol de juego: %1 nodos.</translation>
    </message>
    <message>
        <source>A deliberate mistake!</source>
        <translation type="vanished">¡Un error deliberado!</translation>
    </message>
    <message>
        <source>Rules of thumb, no search: %1.</source>
        <translation type="vanished">Reglas prácticas, sin búsqueda: %1.</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../boardgames/kit/tools.py" line="+67"/>
        <source>Show the game tree…</source>
        <extracomment>The generic tools: ``(fits(page) -&gt; bool, tool)``, in the order the buttons show.</extracomment>
        <translation>Mostrar el árbol de juego…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation>El árbol de juego de esta posición: valores minimax, podas alfa-beta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through a search…</source>
        <translation>Búsqueda paso a paso…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch breadth-first search, A* and IDA* expand one node at a time</source>
        <translation>Mira cómo la búsqueda en anchura, A* e IDA* expanden un nodo cada vez</translation>
    </message>
</context>
<context>
    <name>ToolsBox</name>
    <message>
        <location line="+15"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_page.py" line="+65"/>
        <source>Students&apos; tournament</source>
        <translation>Torneo de estudiantes</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Each student&apos;s file has a function choose_move(board): board is a list of 9 cells, row by row from the top left, each &quot;X&quot;, &quot;O&quot; or &quot;&quot; (empty); X always moves first. It returns the number of a free cell, 0 to 8. A crash, a wrong answer or no answer in time loses that game.</source>
        <translation>El archivo de cada estudiante tiene una función choose_move(board): board es una lista de 9 casillas, fila a fila desde la esquina superior izquierda, cada una &quot;X&quot;, &quot;O&quot; o &quot;&quot; (vacía); X siempre mueve primero. Devuelve el número de una casilla libre, de 0 a 8. Un fallo, una respuesta incorrecta o no responder a tiempo hace perder esa partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Add files…</source>
        <translation>&amp;Añadir archivos…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns to move first.</source>
        <translation>Los jugadores se turnan para mover primero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Run tournament</source>
        <translation>&amp;Jugar el torneo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel</source>
        <translation>Cancela&amp;r</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Note: this computer cannot isolate the students&apos; code (bubblewrap is not available), so it runs with your user&apos;s rights. Time, memory and process limits still apply.</source>
        <translation type="vanished">Nota: este ordenador no puede aislar el código de los estudiantes (bubblewrap no está disponible), así que se ejecuta con los permisos de tu usuario. Los límites de tiempo, memoria y procesos se siguen aplicando.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Students&apos; files</source>
        <translation>Archivos de los estudiantes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer players</source>
        <translation>Jugadores del ordenador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Partidas por enfrentamiento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit per move:</source>
        <translation>&amp;Tiempo límite por movimiento:</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Add students&apos; files</source>
        <translation>Añadir archivos de estudiantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Archivos de Python (*.py);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Add a student&apos;s file and tick a computer player, or add two students&apos; files.</source>
        <translation>Añade el archivo de un estudiante y marca un jugador del ordenador, o añade los archivos de dos estudiantes.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Playing…</source>
        <translation>Jugando…</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n games played.</source>
        <translation>
            <numerusform>%n partida jugada.</numerusform>
            <numerusform>%n partidas jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament stopped with an error: %1</source>
        <translation>El torneo se detuvo con un error: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled after %n games.</source>
        <translation>
            <numerusform>Cancelado tras %n partida.</numerusform>
            <numerusform>Cancelado tras %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export the results</source>
        <translation>Exportar los resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table was saved to %1.</source>
        <translation>La tabla se guardó en %1.</translation>
    </message>
</context>
<context>
    <name>TournamentResults</name>
    <message>
        <source>Rank</source>
        <translation type="vanished">Puesto</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_results.py" line="+100"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: rank, abbreviated</comment>
        <translation type="vanished">Pos.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Partidas</translation>
    </message>
    <message>
        <source>P</source>
        <comment>column: games played, abbreviated</comment>
        <translation type="vanished">PJ</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="vanished">Victorias</translation>
    </message>
    <message>
        <source>W</source>
        <comment>column: wins, abbreviated</comment>
        <translation type="vanished">G</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Empates</translation>
    </message>
    <message>
        <source>D</source>
        <comment>column: draws, abbreviated</comment>
        <translation type="vanished">E</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="vanished">Derrotas</translation>
    </message>
    <message>
        <source>L</source>
        <comment>column: losses, abbreviated</comment>
        <translation type="vanished">P</translation>
    </message>
    <message>
        <source>Forfeits</source>
        <translation type="vanished">Derrotas técnicas</translation>
    </message>
    <message>
        <source>Forf.</source>
        <comment>column: forfeits, abbreviated</comment>
        <translation type="vanished">DT</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Puntos</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X (moves first)</source>
        <translation>X (mueve primero)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points, abbreviated</comment>
        <translation type="vanished">Pts</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The selected game; step through its moves with the buttons.</source>
        <translation>La partida seleccionada; recorre sus movimientos con los botones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Select a game to replay it.</source>
        <translation>Selecciona una partida para volver a verla.</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation type="vanished">El tablero vacío</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="vanished">Un movimiento atrás</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="vanished">Un movimiento adelante</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">El final de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1, move %2 of %3.</source>
        <translation>Partida %1, movimiento %2 de %3.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the tournament</source>
        <translation>Partidas del torneo</translation>
    </message>
</context>
<context>
    <name>TournamentTexts</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_texts.py" line="+21"/>
        <source>chose cell %1, which is taken</source>
        <translation>eligió la casilla %1, que está ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose %1, which is not a cell (0 to 8)</source>
        <translation>eligió %1, que no es una casilla (de 0 a 8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered %1, which is not a cell number</source>
        <translation>respondió %1, que no es un número de casilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose_move crashed: %1</source>
        <translation>choose_move falló: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made no move within %1 s</source>
        <translation>no movió en %1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no choose_move any more</source>
        <translation>el archivo ya no tiene choose_move</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program exited (exit code %1)</source>
        <translation>el programa terminó (código de salida %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped by the system (%1)</source>
        <translation>el sistema detuvo el programa (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>used more than %1 MB of memory</source>
        <translation>usó más de %1 MB de memoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>printed or wrote more than %1 MB</source>
        <translation>imprimió o escribió más de %1 MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered with more than %1 bytes</source>
        <translation>respondió con más de %1 bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered a %1, which is not a cell number</source>
        <translation>respondió con un valor de tipo %1, que no es un número de casilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python could not start: %1</source>
        <translation>No se pudo iniciar Python: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run: this computer has no sandbox for students&apos; code</source>
        <translation>no ejecutado: este ordenador no tiene un entorno aislado para el código de los estudiantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: there is no such file.</source>
        <translation>%1: no existe ese archivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read (%2).</source>
        <translation>No se puede leer %1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not UTF-8 text.</source>
        <translation>%1 no es texto UTF-8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a syntax error on line %2: %3</source>
        <translation>%1 tiene un error de sintaxis en la línea %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no function choose_move(board).</source>
        <translation>%1 no tiene ninguna función choose_move(board).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1, choose_move must take the board: def choose_move(board):</source>
        <translation>En %1, choose_move debe recibir el tablero: def choose_move(board):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X wins</source>
        <translation>Gana X</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O wins</source>
        <translation>Gana O</translation>
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
        <translation type="vanished">Árbol minimax</translation>
    </message>
    <message>
        <source>The game tree is shown for 3 × 3 boards: here is the empty one.</source>
        <translation type="vanished">El árbol de juego se muestra para tableros de 3 × 3: aquí está el vacío.</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/tree/window.py" line="+102"/>
        <source>Position:</source>
        <translation>Posición:</translation>
    </message>
    <message>
        <source>x, o and . row by row, e.g. x.o/.x./..o</source>
        <translation type="vanished">x, o y . fila a fila, p. ej. x.o/.x./..o</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation type="vanished">Tablero vacío</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Game tree: %1</source>
        <extracomment>&quot;Expand one level&quot; refuses to draw more positions than this at once. Seconds each node count may take before it is given up (&quot;too many to count&quot;).</extracomment>
        <translation>Árbol del juego: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the position in the game&apos;s text form</source>
        <translation>la posición en la forma de texto del juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Expand one level</source>
        <translation>Expandir un nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>Evaluate the leaves</source>
        <translation>Evaluar las hojas</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Search each unexpanded position to the end: its value appears and rises up the tree</source>
        <translation>Busca desde cada posición sin expandir hasta el final: su valor aparece y sube por el árbol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grey what alpha-beta cuts off</source>
        <translation>Poner en gris lo que poda alfa-beta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Nodes visited from the top position</source>
        <translation>Nodos visitados desde la posición de arriba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alpha-beta</source>
        <translation>Alfa-beta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alpha-beta + table</source>
        <translation>Alfa-beta + tabla</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game is over: there is no tree below it.</source>
        <translation>Esta partida ha terminado: no hay árbol debajo.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This position cannot be used: %1</source>
        <translation>Posición no válida: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The next level has %n positions: too many to draw. Click single positions to expand them.</source>
        <translation>
            <numerusform>El siguiente nivel tiene %n posición: demasiadas para dibujar. Haz clic en posiciones sueltas para expandirlas.</numerusform>
            <numerusform>El siguiente nivel tiene %n posiciones: demasiadas para dibujar. Haz clic en posiciones sueltas para expandirlas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not every value was found (stopped, or more than %1 s): the others stay &quot;?&quot;.</source>
        <translation>No se hallaron todos los valores (detenido o más de %1 s): los demás siguen como «?».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop evaluating</source>
        <translation>Detener la evaluación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searching the leaves to the end…</source>
        <translation>Buscando las hojas hasta el final…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 won</source>
        <translation>ganó %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 gana en %n</numerusform>
            <numerusform>%1 gana en %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Under each position: who wins with best play, and in how many plies (moves of either player); ? = not known yet.</source>
        <translation>Bajo cada posición: quién gana con el mejor juego y en cuántas semijugadas (movimientos de cualquiera de los dos jugadores); ? = aún no se sabe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thick green lines: the move minimax chooses. Click a position to expand or fold it.</source>
        <translation>Líneas verdes gruesas: el movimiento que elige minimax. Haz clic en una posición para expandirla o plegarla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts: every position a search visits, the top one included; moves are tried in the game&apos;s order; a count that takes longer than %1 s says &quot;too many&quot;.</source>
        <translation>Recuentos: cada posición que visita una búsqueda, incluida la de arriba; los movimientos se prueban en el orden del juego; un recuento que tarda más de %1 s dice «demasiados».</translation>
    </message>
    <message numerus="yes">
        <source>The next level has %n positions: too many to draw. Click single boards to expand them.</source>
        <translation type="vanished">
            <numerusform>El siguiente nivel tiene %n posición: demasiadas para dibujarlas. Haz clic en tableros sueltos para expandirlos.</numerusform>
            <numerusform>El siguiente nivel tiene %n posiciones: demasiadas para dibujarlas. Haz clic en tableros sueltos para expandirlos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>X won</source>
        <translation type="vanished">ganó X</translation>
    </message>
    <message>
        <source>O won</source>
        <translation type="vanished">ganó O</translation>
    </message>
    <message numerus="yes">
        <source>X wins in %n</source>
        <translation type="vanished">
            <numerusform>gana X en %n</numerusform>
            <numerusform>gana X en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>O wins in %n</source>
        <translation type="vanished">
            <numerusform>gana O en %n</numerusform>
            <numerusform>gana O en %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>counting…</source>
        <translation>contando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too many</source>
        <translation>demasiados</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nodes in the tree: %1 (%2 drawn), values known: %3</source>
        <translation>Nodos en el árbol: %1 (%2 dibujados), valores conocidos: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cut off by alpha-beta (greyed): %1</source>
        <translation>Podados por alfa-beta (en gris): %1</translation>
    </message>
    <message>
        <source>Under each board: who wins with best play, and in how many plies (moves of either player); ? = not known yet.</source>
        <translation type="vanished">Bajo cada tablero: quién gana con el mejor juego y en cuántas semijugadas (movimientos de cualquiera de los dos jugadores); ? = aún no se sabe.</translation>
    </message>
    <message>
        <source>Thick green lines: the move minimax chooses. Yellow cell: the last move. Click a board to expand or fold it.</source>
        <translation type="vanished">Líneas verdes gruesas: el movimiento que elige minimax. Casilla amarilla: el último movimiento. Haz clic en un tablero para expandirlo o plegarlo.</translation>
    </message>
    <message>
        <source>Counts: every position a search visits, the top one included; games stop at a win or a full board; moves are tried cell by cell.</source>
        <translation type="vanished">Recuento: cada posición que visita una búsqueda, incluida la de arriba; las partidas terminan con una victoria o con el tablero lleno; los movimientos se prueban casilla por casilla.</translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message>
        <location filename="../../boardgames/games/fifteen/plugin.py" line="+8"/>
        <source>15-puzzle</source>
        <translation>Juego del 15</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles into order on any board from 2x2 to 8x8. Shuffle, check solvability, and watch A* and IDA* solve it.</source>
        <translation>Desliza las fichas hasta ordenarlas en cualquier tablero de 2x2 a 8x8. Mezcla, comprueba si tiene solución y mira cómo lo resuelven A* e IDA*.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/players.py" line="+224"/>
        <source>Best solver (optimal)</source>
        <extracomment>Codes of :class:`SolverRefused` and the meaning of their ``values``. Context of the players&apos; titles (the plug-in&apos;s id). The computer players the 15-puzzle offers.</extracomment>
        <translation>Mejor solucionador (óptimo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fastest optimal search for the board size: IDA* with pattern databases on 4x4</source>
        <translation>La búsqueda óptima más rápida para el tamaño del tablero: IDA* con bases de datos de patrones en 4x4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IDA* (linear conflict)</source>
        <translation>IDA* (conflicto lineal)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterative-deepening A* with Manhattan distance and linear conflict: optimal, little memory</source>
        <translation>A* con profundización iterativa, distancia de Manhattan y conflicto lineal: óptimo y con poca memoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divide and conquer</source>
        <translation>Divide y vencerás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, column by column, as people solve it: fast on any size, not shortest</source>
        <translation>Fila a fila, columna a columna, como lo resuelven las personas: rápido en cualquier tamaño, pero no el más corto</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/levels.py" line="+18"/>
        <source>3x3, 3 moves from solved</source>
        <translation>3x3, a 3 movimientos de la solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, 6 moves from solved</source>
        <translation>3x3, a 6 movimientos de la solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, 12 moves from solved</source>
        <translation>3x3, a 12 movimientos de la solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, fully shuffled</source>
        <translation>3x3, totalmente mezclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, 10 moves from solved</source>
        <translation>4x4, a 10 movimientos de la solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, 25 moves from solved</source>
        <translation>4x4, a 25 movimientos de la solución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, fully shuffled</source>
        <translation>4x4, totalmente mezclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5x5, fully shuffled</source>
        <translation>5x5, totalmente mezclado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide the tiles until they are in order: 1, 2, 3 … with the gap in the bottom-right corner.</source>
        <translation>Desliza las fichas hasta que queden en orden: 1, 2, 3 … con el hueco en la esquina inferior derecha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a tile next to the gap can move: it slides into the gap.</source>
        <translation>Solo se puede mover una ficha que esté junto al hueco: se desliza al hueco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue tiles are in their place; orange tiles are not yet.</source>
        <translation>Las fichas azules están en su sitio; las naranjas, todavía no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every shuffle here can be solved. Try to use few moves: the counter shows how many you made.</source>
        <translation>Aquí todas las mezclas se pueden resolver. Intenta usar pocos movimientos: el contador muestra cuántos has hecho.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a tile</source>
        <translation>Haz clic en una ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slide it into the gap</source>
        <translation>deslizarla al hueco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slide a tile beside the gap that way (Up: the tile below the gap moves up into it)</source>
        <translation>deslizar hacia ese lado una ficha junto al hueco (Arriba: la ficha bajo el hueco sube a él)</translation>
    </message>
    <message>
        <source>slide the tile beside the gap</source>
        <translation type="vanished">deslizar la ficha que está junto al hueco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Y</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo / redo a move</source>
        <translation>deshacer / rehacer un movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this card</source>
        <translation>esta tarjeta</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/rules.py" line="+84"/>
        <source>Rows</source>
        <extracomment>The start of :func:`create`: the challenge&apos;s position T1, 15 moves from the goal. The options of the game page, of levels and of saved games: the board&apos;s size.</extracomment>
        <translation>Filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/tools.py" line="+27"/>
        <source>Compare searches…</source>
        <translation>Comparar búsquedas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run several algorithms and heuristics on this position</source>
        <translation>Ejecuta varios algoritmos y heurísticas sobre esta posición</translation>
    </message>
    <message>
        <source>Step through a search…</source>
        <translation type="vanished">Búsqueda paso a paso…</translation>
    </message>
    <message>
        <source>Watch BFS, A* and IDA* expand one node at a time on an 8-puzzle</source>
        <translation type="vanished">Muestra cómo BFS, A* e IDA* expanden los nodos de uno en uno en el juego del 8</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/search/offered.py" line="+27"/>
        <source>Manhattan distance</source>
        <extracomment>The heuristics the stepper and the generic searches offer, the recommended one first.</extracomment>
        <translation>Distancia de Manhattan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sum of the tiles&apos; row and column distances from their goal cells</source>
        <translation>La suma de las distancias en filas y columnas de las fichas a sus casillas de destino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misplaced tiles</source>
        <translation>Fichas descolocadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are not in their goal cell</source>
        <translation>Cuántas fichas no están en su casilla de destino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manhattan + linear conflict</source>
        <translation>Manhattan + conflicto lineal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manhattan distance plus two moves for each pair of tiles that block each other in their goal row or column (Hansson, Mayer and Yung 1992)</source>
        <translation>Distancia Manhattan más dos movimientos por cada par de fichas que se bloquean en su fila o columna de destino (Hansson, Mayer y Yung 1992)</translation>
    </message>
</context>
<context>
    <name>page</name>
    <message>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side.</extracomment>
        <translation type="vanished">&amp;Lecciones</translation>
    </message>
    <message>
        <source>&amp;Stages</source>
        <translation type="vanished">Etapa&amp;s</translation>
    </message>
    <message>
        <source>Open lessons &amp;folder</source>
        <translation type="vanished">A&amp;brir carpeta de lecciones</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation type="vanished">Recar&amp;gar</translation>
    </message>
    <message>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation type="vanished">Vuelve a leer las carpetas de lecciones (tras editar una lección)</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation type="vanished">◀ &amp;Anterior</translation>
    </message>
    <message>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation type="vanished">Etapa anterior (RePág o flecha izquierda)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation type="vanished">S&amp;iguiente ▶</translation>
    </message>
    <message>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation type="vanished">Etapa siguiente (AvPág o flecha derecha)</translation>
    </message>
    <message>
        <source>Language of the lesson text (L)</source>
        <translation type="vanished">Idioma del texto de la lección (L)</translation>
    </message>
    <message>
        <source>P&amp;resenter mode</source>
        <translation type="vanished">Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation type="vanished">Pantalla completa y texto grande; las notas del profesor no se proyectan (P; Esc para salir)</translation>
    </message>
    <message>
        <source>&amp;Teacher notes</source>
        <translation type="vanished">Notas para ense&amp;ñar</translation>
    </message>
    <message>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation type="vanished">Las notas del profesor para esta etapa, en una ventana propia que la clase no ve (N)</translation>
    </message>
    <message>
        <source>E&amp;xercises…</source>
        <translation type="vanished">&amp;Fichas de ejercicios…</translation>
    </message>
    <message>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation type="vanished">Los ejercicios de esta lección, comprobados por la aplicación</translation>
    </message>
    <message>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation type="vanished">Abrir el visor que usa esta etapa, junto a la lección</translation>
    </message>
    <message>
        <source>Only the &amp;changes</source>
        <translation type="vanished">Solo los ca&amp;mbios</translation>
    </message>
    <message>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation type="vanished">Muestra solo las líneas cambiadas desde la etapa anterior, con un poco de contexto (D)</translation>
    </message>
    <message>
        <source>Sa&amp;ve program as…</source>
        <translation type="vanished">Guar&amp;dar el programa como…</translation>
    </message>
    <message>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation type="vanished">Guarda el programa de esta etapa en un archivo (Ctrl+Mayús+S)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation type="vanished">C&amp;opiar</translation>
    </message>
    <message>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation type="vanished">Copia el programa de esta etapa (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <source>This stage has nothing to run.</source>
        <translation type="vanished">Esta etapa no tiene nada que ejecutar.</translation>
    </message>
    <message>
        <source>The program is on the clipboard.</source>
        <translation type="vanished">El programa está en el portapapeles.</translation>
    </message>
    <message>
        <source>Save the program</source>
        <translation type="vanished">Guardar el programa</translation>
    </message>
    <message>
        <source>Python files (*.py);;All files (*)</source>
        <translation type="vanished">Archivos de Python (*.py);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The program could not be saved to %1: %2. Choose another folder.</source>
        <translation type="vanished">No se pudo guardar el programa en %1: %2. Elige otra carpeta.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="vanished">Guardado en %1</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2</source>
        <translation type="vanished">No se puede crear la carpeta %1: %2</translation>
    </message>
</context>
<context>
    <name>tictactoe</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/plugin.py" line="+8"/>
        <source>Tic-tac-toe</source>
        <translation>Tres en raya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three (or k) in a row on boards up to 7x7. Play a friend or a computer that grows from a naive player to perfect minimax.</source>
        <translation>Tres (o k) en línea en tableros de hasta 7x7. Juega contra un amigo o contra un ordenador que pasa de jugador ingenuo a minimax perfecto.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/levels.py" line="+19"/>
        <source>The computer takes the first free cell</source>
        <translation>El ordenador toma la primera casilla libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays at random</source>
        <translation>El ordenador juega al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer likes the centre</source>
        <translation>Al ordenador le gusta el centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins when it can</source>
        <translation>El ordenador gana cuando puede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer also blocks you</source>
        <translation>El ordenador también te bloquea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer also makes forks</source>
        <translation>El ordenador también crea horquillas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost perfect: 1 move in 4 is a mistake</source>
        <translation>Casi perfecto: 1 movimiento de cada 4 es un error</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Almost perfect: 1 move in 10 is a mistake</source>
        <translation>Casi perfecto: 1 movimiento de cada 10 es un error</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect: the best you can do is a draw</source>
        <translation>Perfecto: lo mejor que puedes lograr es un empate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Get three of your marks in a row: across, down or corner to corner.</source>
        <translation>Pon tres de tus marcas en línea: en horizontal, en vertical o de esquina a esquina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You and the computer take turns; X goes first.</source>
        <translation>Juegas por turnos con el ordenador; X empieza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your mark in an empty cell.</source>
        <translation>Pon tu marca en una casilla vacía.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the board is full and nobody has a row, it is a draw.</source>
        <translation>Si el tablero se llena y nadie tiene una línea, es empate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a cell</source>
        <translation>Haz clic en una casilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put your mark there</source>
        <translation>poner ahí tu marca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1 to 9</source>
        <translation>Teclas del 1 al 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a cell, like a phone keypad</source>
        <translation>elegir una casilla, como en el teclado de un teléfono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Enter</source>
        <translation>Flechas, Intro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move to a cell and play it</source>
        <translation>ir a una casilla y jugar en ella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take back your move</source>
        <translation>deshacer tu movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this card</source>
        <translation>esta tarjeta</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/__init__.py" line="+109"/>
        <source>first free cell</source>
        <extracomment>Why a rule-of-thumb player chose its move: reason code -&gt; English words (the plug-in&apos;s ``reasons``: the game page says them after a computer&apos;s move).</extracomment>
        <translation>primera casilla libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre</source>
        <translation>centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win at once</source>
        <translation>ganar ya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>bloquear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block (a fork: the game is lost)</source>
        <translation>bloquear (una horquilla: la partida está perdida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork</source>
        <translation>horquilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prevent a fork</source>
        <translation>impedir una horquilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block a fork</source>
        <translation>bloquear una horquilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre, corner, edge</source>
        <translation>centro, esquina, borde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best score</source>
        <translation>mejor puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deliberate mistake</source>
        <translation>un error deliberado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random opening</source>
        <translation>apertura aleatoria</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mistakes (%)</source>
        <extracomment>Milliseconds the &quot;show thinking&quot; analysis of a position may take. The fallible player&apos;s share of mistakes, in percent, set beside its seat.</extracomment>
        <translation>Errores (%)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/rules_based.py" line="+33"/>
        <source>Dummy</source>
        <translation>Novato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the first free cell (rung 1)</source>
        <translation>toma la primera casilla libre (peldaño 1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Centre first</source>
        <translation>Primero el centro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the centre if free, else the first free cell (rung 2)</source>
        <translation>toma el centro si está libre; si no, la primera casilla libre (peldaño 2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins at once when it can; else centre, else first free cell (rung 3)</source>
        <translation>gana en cuanto puede; si no, el centro; si no, la primera casilla libre (peldaño 3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Blocker</source>
        <translation>Bloqueador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins at once, else blocks the opponent&apos;s line; else centre, else first free (rung 4)</source>
        <translation>gana en cuanto puede; si no, bloquea la línea del rival; si no, el centro; si no, la primera libre (peldaño 4)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fork master</source>
        <translation>Maestro de la horquilla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins, blocks, makes forks and prevents the opponent&apos;s forks (rung 5)</source>
        <translation>gana, bloquea, crea horquillas e impide las horquillas del rival (peldaño 5)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays a random free cell</source>
        <translation>juega en una casilla libre al azar</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/searching.py" line="+57"/>
        <source>Minimax</source>
        <extracomment>Default time budget of one move of the deep search, in milliseconds.</extracomment>
        <translation>Minimax</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>searches the whole game tree with minimax (rung 6)</source>
        <translation>explora todo el árbol de juego con minimax (peldaño 6)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Alpha-beta</source>
        <translation>Alfa-beta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimax with alpha-beta pruning, no table (same moves, fewer nodes)</source>
        <translation>minimax con poda alfa-beta, sin tabla (mismos movimientos, menos nodos)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Alpha-beta + table</source>
        <translation>Alfa-beta + tabla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)</source>
        <translation>alfa-beta con tabla de transposiciones (peldaño 7: mismos movimientos, muchos menos nodos)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect (solved table)</source>
        <translation>Perfecto (tabla resuelta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks its move up in the solved table of all 3x3 positions</source>
        <translation>busca su movimiento en la tabla resuelta de todas las posiciones de 3x3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deep search (timed)</source>
        <translation>Búsqueda profunda (≈1 s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alpha-beta with iterative deepening for ~1 s and an open-lines heuristic</source>
        <translation>alfa-beta con profundización iterativa durante ~1 s y una heurística de líneas abiertas</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Perfect but fallible</source>
        <translation>Perfecto pero falible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays perfectly, but errs with a probability the teacher sets</source>
        <translation>juega perfecto, pero se equivoca con la probabilidad que fija el profesor</translation>
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
        <translation>Por turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen by its search</source>
        <extracomment>A computer that opens a game: it chooses its first mark, or puts it on a random cell (the course&apos;s computer opens at random). The players take this option.</extracomment>
        <translation>Según su búsqueda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a random cell</source>
        <translation>En una casilla al azar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board size</source>
        <extracomment>The options of the game page (and of saved games and levels).</extracomment>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a row to win</source>
        <translation>En línea para ganar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First move</source>
        <translation>Primer movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s opening</source>
        <translation>Apertura del ordenador</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tools.py" line="+27"/>
        <source>Students&apos; tournament…</source>
        <translation>Torneo de estudiantes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play students&apos; choose_move(board) files against the computer players and each other</source>
        <translation>Enfrenta los archivos choose_move(board) de los estudiantes a los jugadores del ordenador y entre sí</translation>
    </message>
    <message>
        <source>Show the game tree…</source>
        <translation type="vanished">Mostrar el árbol de juego…</translation>
    </message>
    <message>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation type="vanished">El árbol de juego de esta posición: valores minimax, podas alfa-beta</translation>
    </message>
</context>
</TS>
