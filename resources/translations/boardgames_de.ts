<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../boardgames/kit/page/announcer.py" line="+65"/>
        <source>Searching…</source>
        <extracomment>The shortest time in milliseconds between two announcements of a search&apos;s progress.</extracomment>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The search is done.</source>
        <translation>Die Suche ist beendet.</translation>
    </message>
</context>
<context>
    <name>BoardCell</name>
    <message>
        <location filename="../../boardgames/kit/grid_painter.py" line="+133"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../boardgames/kit/painter.py" line="+138"/>
        <source>row %1, column %2: %3</source>
        <extracomment>Piece colours per seat (fill, rim), chosen to stay apart on a projector and, by brightness too, for the common colour blindnesses; more seats repeat them. The translation context of the game&apos;s own words (its plug-in id; set by :func:`~boardgames.kit.board.make_painter`).</extracomment>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (last move)</source>
        <translation>%1 (letzter Zug)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (winning line)</source>
        <translation>%1 (Gewinnreihe)</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../boardgames/kit/board.py" line="+58"/>
        <source>Game board</source>
        <extracomment>Milliseconds of a move&apos;s animation. Tells :mod:`boardgames.kit.board_access` to present the widget as a table of cells.</extracomment>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>ChallengePanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/challenge_panel.py" line="+59"/>
        <source>Solver challenge</source>
        <translation>Löser-Wettbewerb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load a Python file with a function solve(board). It gets the board as a list of rows (0 is the blank) and returns the moves, e.g. [&apos;Down&apos;, &apos;Left&apos;]. Each position is run on its own, with a time limit.</source>
        <translation>Lade eine Python-Datei mit einer Funktion solve(board). Sie bekommt das Brett als Liste von Zeilen (0 ist die Lücke) und gibt die Züge zurück, z. B. [&apos;Down&apos;, &apos;Left&apos;]. Jede Stellung läuft für sich, mit einem Zeitlimit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load solver…</source>
        <translation>Löse&amp;r laden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a student&apos;s .py file and score it (F5)</source>
        <translation>Die .py-Datei einer Schülerin oder eines Schülers wählen und bewerten (F5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a&amp;gain</source>
        <translation>Noch ein&amp;mal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>Abbreche&amp;n</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time &amp;limit per position:</source>
        <translation>Zeitlimi&amp;t je Stellung:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimal</source>
        <translation>Optimal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Select a row to see what the solver printed (and its error, if it crashed).</source>
        <translation>Wähle eine Zeile, um zu sehen, was der Löser ausgegeben hat (und seinen Fehler, falls er abgestürzt ist).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The positions cannot be used: %1</source>
        <translation>Die Stellungen sind nicht verwendbar: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n positions are ready. Load a solver to score it.</source>
        <translation>
            <numerusform>%n Stellung ist bereit. Lade einen Löser, um ihn zu bewerten.</numerusform>
            <numerusform>%n Stellungen sind bereit. Lade einen Löser, um ihn zu bewerten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Load a solver</source>
        <translation>Einen Löser laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python-Dateien (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no positions to run.</source>
        <translation>Es gibt keine Stellungen zum Ausführen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This solver cannot be run: %1</source>
        <translation>Dieser Löser kann nicht ausgeführt werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Running %1 on %n positions…</source>
        <translation>
            <numerusform>%1 läuft auf %n Stellung…</numerusform>
            <numerusform>%1 läuft auf %n Stellungen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Done: %1 of %n positions solved.</source>
        <translation>
            <numerusform>Fertig: %1 von %n Stellung gelöst.</numerusform>
            <numerusform>Fertig: %1 von %n Stellungen gelöst.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring stopped with an error: %1</source>
        <translation>Die Bewertung brach mit einem Fehler ab: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timed out</source>
        <translation>Zeit überschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>illegal move</source>
        <translation>ungültiger Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not reach the goal</source>
        <translation>erreicht das Ziel nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad output</source>
        <translation>fehlerhafte Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no solve()</source>
        <translation>kein solve()</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answer too long</source>
        <translation>Antwort zu lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>waiting…</source>
        <translation>wartet…</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Total: %1 of %2 solved, %n moves</source>
        <translation>
            <numerusform>Gesamt: %1 von %2 gelöst, %n Zug</numerusform>
            <numerusform>Gesamt: %1 von %2 gelöst, %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Total: %1 of %2 solved, %n moves (optimal %3)</source>
        <translation>
            <numerusform>Gesamt: %1 von %2 gelöst, %n Zug (optimal %3)</numerusform>
            <numerusform>Gesamt: %1 von %2 gelöst, %n Züge (optimal %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(nothing printed)</source>
        <translation>(keine Ausgabe)</translation>
    </message>
</context>
<context>
    <name>ClassActions</name>
    <message>
        <location filename="../../boardgames/app/classroom/menu.py" line="+57"/>
        <source>Start a &amp;class…</source>
        <extracomment>(lesson, stage) the teacher showed, from the follower&apos;s thread to the GUI thread ({game: level}, locked) the teacher set, from the follower&apos;s thread to the GUI thread (exercise keys) of the class&apos;s fixed sequence, from the follower&apos;s thread to the GUI thread Offer to announce a started class on the local network (DNS-SD), so students find it.</extracomment>
        <translation>&amp;Klasse starten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve a class on the local network: students&apos; apps send their checks to this one</source>
        <translation>Eine Klasse im lokalen Netz anbieten: die Apps der Schülerinnen und Schüler senden ihre Prüfungen an diese</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Join a class…</source>
        <translation>Einer Klasse bei&amp;treten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your exercise checks to the teacher&apos;s app</source>
        <translation>Deine Aufgabenprüfungen an die App der Lehrkraft senden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send a tournament &amp;player…</source>
        <extracomment>&quot;N not accepted by the class…&quot; after Join a class… (shown while there are some)</extracomment>
        <translation>Turnierspieler s&amp;enden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send your player (a Python file) to the class&apos;s tournament</source>
        <translation>Deinen Spieler (eine Python-Datei) an das Turnier der Klasse senden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Follow the teacher</source>
        <translation>Der Lehrkraft fo&amp;lgen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the lesson stage the teacher shows, as the teacher moves on</source>
        <translation>Den Lektionsschritt zeigen, den die Lehrkraft zeigt, während sie weitergeht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The class&apos;s &amp;exercises…</source>
        <translation>Übun&amp;gen der Klasse…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exercises the teacher set for the class, in order</source>
        <translation>Die Übungen, die die Lehrkraft der Klasse vorgegeben hat, der Reihe nach</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The players could not be saved: %1</source>
        <translation>Die Spieler konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game %1 has no students&apos; tournament.</source>
        <translation>Das Spiel %1 hat kein Schülerturnier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <location line="+39"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The class cannot be started: %1</source>
        <translation>Die Klasse kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+39"/>
        <source>Join a class first (File &gt; Join a class…).</source>
        <translation>Tritt zuerst einer Klasse bei (Datei &gt; Einer Klasse beitreten…).</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Your player</source>
        <translation>Dein Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python files (*.py)</source>
        <translation>Python-Dateien (*.py)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player cannot be sent: %1</source>
        <translation>Der Spieler kann nicht gesendet werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on its way to the class&apos;s %2 tournament.</source>
        <translation>%1 ist unterwegs zum %2-Turnier der Klasse.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game of your player:</source>
        <translation>Das Spiel deines Spielers:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The class refused: %1</source>
        <translation>Die Klasse hat abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joined the class at %1 as %2</source>
        <translation>Der Klasse unter %1 als %2 beigetreten</translation>
    </message>
</context>
<context>
    <name>ClassErrors</name>
    <message>
        <location filename="../../boardgames/classroom/model.py" line="+76"/>
        <source>wrong class code</source>
        <extracomment>The TCP port a class is served on unless the teacher says otherwise. Longest student name kept, in characters. Largest student file a submission may carry, in bytes (UTF-8). Most checks in one submission. Largest request body the server reads, in bytes: room for any file under :data:`MAX_FILE_BYTES` at its worst in JSON (a control character, one byte of UTF-8, escapes to six: ``<byte value="x1"/>``), plus 64 KiB for the checks (100 of them, each with a message code of 64 characters escaped at worst) and the other fields. So a file under the file limit always fits (448 KiB). Largest number (in size) a request may carry: a time in seconds, a count, a version. Files kept per student and exercise: the newest ones; an older check keeps its row (its result counts in the grid) but its file is emptied. Players kept per student and game (the newest one plays the class tournament). Most items (checks, players and levels) stored per student (one check every 2 s for a lesson of 60 minutes is 1,800). Most bytes stored per student: files kept and checks&apos; outcomes, UTF-8. Most bytes stored per class (as :data:`MAX_STUDENT_BYTES`, all students together). Most students in one class (names that joined; a flood of made-up names stops there). Characters of a class code: no 0/O, 1/I/L, so a code read from a projector is typed right. Characters of a class code (31**6, about 887 million codes). The translation context of :data:`ERRORS` (the app shows them translated). The English text of each error code (the app translates them in :data:`CONTEXT`).</extracomment>
        <translation>falscher Klassencode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no class code given</source>
        <translation>kein Klassencode angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name is needed</source>
        <translation>ein Name wird gebraucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this name is already in the class (from another computer)</source>
        <translation>dieser Name ist schon in der Klasse (von einem anderen Computer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the request is not a valid submission</source>
        <translation>die Anfrage ist keine gültige Einsendung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the submission is too large</source>
        <translation>die Einsendung ist zu groß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is too large for the class (64 KiB at most)</source>
        <translation>die Datei ist zu groß für die Klasse (höchstens 64 KiB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this class accepts only computers of the local network</source>
        <translation>diese Klasse nimmt nur Computer des lokalen Netzes an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many wrong codes; wait a minute</source>
        <translation>zu viele falsche Codes; warte eine Minute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class cannot be reached</source>
        <translation>die Klasse ist nicht erreichbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class was saved by a newer version of boardgames</source>
        <translation>die Klasse wurde von einer neueren Version von boardgames gespeichert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the class address must be HOST:PORT</source>
        <translation>die Adresse der Klasse muss HOST:PORT sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the teacher&apos;s code may read the whole class</source>
        <translation>nur der Code der Lehrkraft darf die ganze Klasse lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this computer has not joined the class</source>
        <translation>dieser Computer ist der Klasse nicht beigetreten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class answered with an error</source>
        <translation>die Klasse hat mit einem Fehler geantwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player is not valid Python</source>
        <translation>der Spieler ist kein gültiges Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such exercise</source>
        <translation>diese Übung gibt es nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name has invisible or control characters; type it again with letters, digits and spaces</source>
        <translation>der Name enthält unsichtbare oder Steuerzeichen; tippe ihn neu mit Buchstaben, Ziffern und Leerzeichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this name looks like one already in the class; add your surname or its first letter</source>
        <translation>dieser Name sieht aus wie einer, der schon in der Klasse ist; füge deinen Nachnamen oder seinen ersten Buchstaben hinzu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the request must be JSON (application/json, UTF-8)</source>
        <translation>die Anfrage muss JSON sein (application/json, UTF-8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have sent as much as the class keeps for one student; tell your teacher</source>
        <translation>du hast so viel geschickt, wie die Klasse für einen Schüler aufbewahrt; sag es deiner Lehrkraft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the class has stored as much as it may; tell your teacher</source>
        <translation>die Klasse hat so viel gespeichert, wie sie darf; sag es deiner Lehrkraft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the class is busy; trying again shortly</source>
        <translation>die Klasse ist beschäftigt; gleich wird es noch einmal versucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class file is damaged; nothing was written into it (bring back a backup: boardgames class restore)</source>
        <translation>die Datei der Klasse ist beschädigt; es wurde nichts hineingeschrieben (hole eine Sicherung zurück: boardgames class restore)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no such backup of this class</source>
        <translation>eine solche Sicherung dieser Klasse gibt es nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the class is being served; end it first (close the class window or stop &apos;boardgames class serve&apos;)</source>
        <translation>die Klasse läuft gerade; beende sie zuerst (schließe das Klassenfenster oder stoppe &apos;boardgames class serve&apos;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the name is too long (80 characters at most)</source>
        <translation>der Name ist zu lang (höchstens 80 Zeichen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same name as another student&apos;s apart from case or accents (joined before this was refused); kept apart</source>
        <translation>derselbe Name wie der eines anderen Schülers bis auf Groß-/Kleinschreibung oder Akzente (beigetreten, bevor das abgelehnt wurde); getrennt gehalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this class&apos;s page offers no such game</source>
        <translation>die Seite dieser Klasse hat kein solches Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not your move in this game</source>
        <translation>in diesem Spiel bist du nicht am Zug</translation>
    </message>
</context>
<context>
    <name>ClassWindow</name>
    <message>
        <location filename="../../boardgames/app/classroom/teacher.py" line="+102"/>
        <location line="+233"/>
        <source>Class</source>
        <extracomment>a new :class:`Snapshot`, from ClassLive&apos;s threads to the GUI thread</extracomment>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation type="vanished">Adresse: %1</translation>
    </message>
    <message>
        <source>Class code: %1</source>
        <translation type="vanished">Klassencode: %1</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>&amp;Hide names</source>
        <translation>Namen &amp;verbergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the students as numbers, for the projector</source>
        <translation>Die Schülerinnen und Schüler als Nummern zeigen, für den Beamer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;players…</source>
        <translation>&amp;Spieler speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the tournament players the students sent into a folder, one file per student</source>
        <translation>Die eingesandten Turnierspieler in einen Ordner schreiben, eine Datei pro Schülerin oder Schüler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Turnier…</translation>
    </message>
    <message>
        <source>Open the game&apos;s students&apos; tournament with the players the students sent</source>
        <translation type="vanished">Das Schülerturnier des Spiels mit den eingesandten Spielern öffnen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Student %1</source>
        <translation>Schüler %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: level</source>
        <translation>%1: Stufe</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Students: %1, checks: %2, tournament players: %3</source>
        <translation>Schüler: %1, Prüfungen: %2, Turnierspieler: %3</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Open the game&apos;s students&apos; tournament with the players the students sent (with replays)</source>
        <translation>Das Schülerturnier des Spiels mit den von den Schülern gesendeten Spielern öffnen (mit Wiederholungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Levels…</source>
        <translation>&amp;Stufen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the class&apos;s level in each game, and lock it</source>
        <translation>Die Stufe der Klasse in jedem Spiel festlegen und sperren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sequence…</source>
        <translation>&amp;Reihenfolge…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the class a fixed sequence of exercises</source>
        <translation>Der Klasse eine feste Reihenfolge von Übungen vorgeben</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failing</source>
        <translation>nicht bestanden</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n checks sent</source>
        <translation>
            <numerusform>%n Prüfung gesendet</numerusform>
            <numerusform>%n Prüfungen gesendet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which game?</source>
        <translation>Welches Spiel?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the players in</source>
        <translation>Die Spieler speichern in</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The players could not be saved: %1</source>
        <translation>Die Spieler konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 players saved in %2: open them in the game&apos;s Students&apos; tournament…</source>
        <translation>%1 Spieler in %2 gespeichert: öffne sie im Schülerturnier des Spiels…</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/compare.py" line="+58"/>
        <source>Compare searches</source>
        <extracomment>The most check-box columns of &quot;Searches to run&quot; (fewer when the window is narrow).</extracomment>
        <translation>Suchverfahren vergleichen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searches to run</source>
        <translation>Auszuführende Suchen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Give up after</source>
        <translation>Aufgeben nach</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel this row</source>
        <translation>Diese Zeile abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop all</source>
        <translation>Alle anhalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Results of the searches</source>
        <translation>Ergebnisse der Suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nodes expanded</source>
        <translation>Expandierte Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peak open set</source>
        <translation>Größte offene Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimal</source>
        <translation>Optimal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Position (%1×%2): %3</source>
        <translation>Stellung (%1×%2): %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2 nodes, %3 s</source>
        <translation>%1: %2 Knoten, %3 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (trying at most %1 moves)</source>
        <translation> (höchstens %1 Züge werden versucht)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gave up after %1 nodes</source>
        <translation>aufgegeben nach %1 Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gave up</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>unsolvable</source>
        <translation>unlösbar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes, not proven</source>
        <translation>ja, nicht bewiesen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>no, +%n moves</source>
        <translation>
            <numerusform>nein, +%n Zug</numerusform>
            <numerusform>nein, +%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not proven</source>
        <translation>nicht bewiesen</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="vanished">nein</translation>
    </message>
</context>
<context>
    <name>DemoPanel</name>
    <message>
        <location filename="../../boardgames/app/lessons/demo_panel.py" line="+126"/>
        <source>&amp;Run</source>
        <extracomment>Most characters of output kept in the panel. Lines of output the panel always has room for (its minimum height, in its font). What :func:`warm_up` runs in the sandbox: the imports of a stage&apos;s window program.</extracomment>
        <translation>Ausfüh&amp;ren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run this stage&apos;s program (F5)</source>
        <translation>Das Programm dieses Schritts ausführen (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eset</source>
        <translation>Neus&amp;tart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the program and start it again (Ctrl+F5)</source>
        <translation>Das Programm anhalten und neu starten (Strg+F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the program (Shift+F5)</source>
        <translation>Das Programm anhalten (Umschalt+F5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The program&apos;s output appears here.</source>
        <translation>Hier erscheint die Ausgabe des Programms.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Live demo: a window program</source>
        <translation>Vorführung: ein Fensterprogramm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live demo: the program&apos;s output</source>
        <translation>Vorführung: die Ausgabe des Programms</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+91"/>
        <source>The program could not be started: %1</source>
        <translation>Das Programm konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>[... more output not shown ...]</source>
        <translation>[... weitere Ausgabe nicht angezeigt ...]</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped after %1 seconds: the program took too long (an endless loop?).</source>
        <translation>Nach %1 Sekunden angehalten: Das Programm hat zu lange gebraucht (eine Endlosschleife?).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The program crashed.</source>
        <translation>Das Programm ist abgestürzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The program stopped with an error (exit code %1); the message is below.</source>
        <translation>Das Programm brach mit einem Fehler ab (Beendigungscode %1); die Meldung steht unten.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Running… its window opens beside the lesson.</source>
        <translation>Läuft… sein Fenster öffnet sich neben der Lektion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program finished.</source>
        <translation>Das Programm ist fertig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Run (F5) to start the program.</source>
        <translation>Drücke Ausführen (F5), um das Programm zu starten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stage has no program to run.</source>
        <translation>Dieser Schritt hat kein Programm zum Ausführen.</translation>
    </message>
</context>
<context>
    <name>ExerciseMessages</name>
    <message>
        <location filename="../../boardgames/exercises/messages.py" line="+22"/>
        <source>passed</source>
        <extracomment>The translation context of every template.</extracomment>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2, but the right answer is %3</source>
        <translation>%1 lieferte %2, aber die richtige Antwort ist %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stopped with an error: %2</source>
        <translation>%1 brach mit einem Fehler ab: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not finish within %2 seconds (an endless loop?)</source>
        <translation>%1 wurde nicht innerhalb von %2 Sekunden fertig (eine Endlosschleife?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was still working when it was stopped after %2 seconds: it is not stuck, it is too slow; make it faster (does it do the same work again and again?)</source>
        <translation>%1 hat noch gearbeitet, als sie nach %2 Sekunden angehalten wurde: Sie hängt nicht, sie ist zu langsam; mach sie schneller (tut sie dieselbe Arbeit immer wieder?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was still expanding positions when its time ran out (%2 so far): it is not stuck, it is too slow. Keep the open list in a heap (heapq) and the closed positions in a set: min() and `in` on a plain list look at every item each time</source>
        <translation>%1 hat noch Positionen expandiert, als ihre Zeit ablief (bisher %2): Sie hängt nicht, sie ist zu langsam. Halte die offene Liste in einem Heap (heapq) und die geschlossenen Positionen in einer Menge (set): min() und `in` auf einer einfachen Liste sehen jedes Mal jedes Element an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the calls of your program in this check took more than %1 seconds in all: make it faster (does it do the same work again and again?)</source>
        <translation>die Aufrufe deines Programms in dieser Prüfung brauchten zusammen mehr als %1 Sekunden: mach es schneller (erledigt es dieselbe Arbeit immer wieder?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 changed the board it was given; work on a copy</source>
        <translation>%1 hat das übergebene Brett verändert; arbeite mit einer Kopie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose cell %2, which is not an empty cell of the board</source>
        <translation>%1 wählte Feld %2, das kein leeres Feld des Bretts ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2, but cell %3 wins at once</source>
        <translation>%1 wählte %2, aber Feld %3 gewinnt sofort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chose %2, but the opponent then wins at %3: block it</source>
        <translation>%1 wählte %2, aber dann gewinnt der Gegner mit %3: blockiere es</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 expanded %2 nodes; at most %3 are needed</source>
        <translation>%1 expandierte %2 Knoten; höchstens %3 sind nötig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scored %2 finished games, alpha-beta scores %3; the first difference is number %4: %5 instead of %6 (children left to right, stop as soon as alpha &gt;= beta)</source>
        <translation>%1 bewertete %2 beendete Partien, Alpha-Beta bewertet %3; der erste Unterschied ist Nummer %4: %5 statt %6 (Kinder von links nach rechts, aufhören, sobald alpha &gt;= beta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the estimate for %1 is %2, but its true distance to the goal is %3: the heuristic overestimates</source>
        <translation>die Schätzung für %1 ist %2, aber der wahre Abstand zum Ziel ist %3: die Heuristik überschätzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded %2 with f = g + h = %3, more than the solution&apos;s %4 moves; A* and IDA* never need to</source>
        <translation>%1 expandierte %2 mit f = g + h = %3, mehr als die %4 Züge der Lösung; A* und IDA* brauchen das nie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after %1 the board is %2, but it should be %3</source>
        <translation>nach %1 ist das Brett %2, es sollte aber %3 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3: three empty cells in a line are not three in a line</source>
        <translation>%1 lieferte %2, aber die richtige Antwort ist %3: drei leere Felder in einer Linie sind keine Dreierreihe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chose %2, which blocks, but cell %3 wins at once: winning comes first</source>
        <translation>%1 wählte %2, das blockiert, aber Feld %3 gewinnt sofort: Gewinnen geht vor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3: the move that fills the board can also make three in a line (look for a line before you look for a full board)</source>
        <translation>%1 lieferte %2, aber die richtige Antwort ist %3: der Zug, der das Brett füllt, kann auch eine Dreierreihe bilden (suche erst nach einer Reihe, dann nach einem vollen Brett)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, but the right answer is %3: whatever the player to move plays, it loses (a best value that starts at 0 never gets there)</source>
        <translation>%1 lieferte %2, aber die richtige Antwort ist %3: was auch immer die Seite am Zug spielt, sie verliert (ein bester Wert, der bei 0 beginnt, kommt nie dorthin)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, but the right answer is %3: the empty cell (%4) is not a tile, leave it out</source>
        <translation>%1 lieferte %2, aber die richtige Antwort ist %3: das leere Feld (%4) ist kein Plättchen, lass es weg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but cells %2 and %3 are at the two ends of neighbouring rows, not next to each other: the right answer is %3</source>
        <translation>%1 lieferte %2, aber die Felder %2 und %3 liegen an den beiden Enden benachbarter Zeilen, nicht nebeneinander: die richtige Antwort ist %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, but the right answer is %3 (width %4, %5 inversions, the empty cell in row %6 counted from the bottom)</source>
        <translation>%1 lieferte %2, aber die richtige Antwort ist %3 (Breite %4, %5 Inversionen, das leere Feld in Zeile %6 von unten gezählt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gave %2, which is not right</source>
        <translation>%1 lieferte %2, und das ist nicht richtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gave %2, but %3 is not one move away</source>
        <translation>%1 lieferte %2, aber %3 ist nicht einen Zug entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but in %3 the empty cell jumped from the end of one row to the start of the next</source>
        <translation>%1 lieferte %2, aber in %3 sprang das leere Feld vom Ende einer Zeile an den Anfang der nächsten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2, with %3 more than once</source>
        <translation>%1 lieferte %2, mit %3 mehr als einmal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but %3 more position(s) are one move away</source>
        <translation>%1 lieferte %2, aber %3 weitere Stellung(en) sind einen Zug entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but %3 is one move away too</source>
        <translation>%1 lieferte %2, aber %3 ist auch einen Zug entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave None, but the goal can be reached in %2 moves</source>
        <translation>%1 lieferte None, aber das Ziel ist in %2 Zügen erreichbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2, but the goal cannot be reached from the start: give back None</source>
        <translation>%1 lieferte %2, aber das Ziel ist vom Start aus nicht erreichbar: gib None zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave %2: a path must start at the start and end at the goal</source>
        <translation>%1 lieferte %2: ein Weg muss beim Start beginnen und beim Ziel enden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2: step %3 of it, %4, is not one move from the step before</source>
        <translation>%1 lieferte %2: Schritt %3 davon, %4, ist nicht einen Zug vom vorigen Schritt entfernt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave a path of %2 moves, %3, but the shortest has %4</source>
        <translation>%1 lieferte einen Weg aus %2 Zügen, %3, aber der kürzeste hat %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: expansion number %2 was %3, which the search had not reached from the start</source>
        <translation>%1: Expansion Nummer %2 war %3, das die Suche vom Start aus noch nicht erreicht hatte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded %2 twice (expansions number %3 and %4); expand each position once</source>
        <translation>%1 expandierte %2 zweimal (Expansionen Nummer %3 und %4); expandiere jede Stellung einmal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded the goal %2 (expansion number %3); stop as soon as you take the goal out of the queue or the open list</source>
        <translation>%1 expandierte das Ziel %2 (Expansion Nummer %3); höre auf, sobald du das Ziel aus der Warteschlange oder der offenen Liste nimmst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expansion number %2 was %3, %4 moves from the start, but %5, %6 moves from the start, had not been expanded yet: breadth-first search expands every position of one distance before any farther one</source>
        <translation>%1: Expansion Nummer %2 war %3, %4 Züge vom Start, aber %5, %6 Züge vom Start, war noch nicht expandiert: die Breitensuche expandiert jede Stellung einer Entfernung vor jeder weiter entfernten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gave up after expanding %2 positions, but %3 can be reached from the start: look at all of them before you give back None</source>
        <translation>%1 gab nach %2 expandierten Stellungen auf, aber %3 ist vom Start aus erreichbar: sieh dir alle an, bevor du None zurückgibst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expansion number %2, %3, is not a child of any position on the current path: IDA* searches depth first, each pass from the start</source>
        <translation>%1: Expansion Nummer %2, %3, ist kein Kind einer Stellung auf dem aktuellen Pfad: IDA* sucht in die Tiefe, jeder Durchgang ab dem Start</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expansion number %2, %3, is already on the current path: skip the positions on the path, do not step back</source>
        <translation>%1: Expansion Nummer %2, %3, liegt schon auf dem aktuellen Pfad: überspringe die Stellungen auf dem Pfad, geh nicht zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expanded the start %2 time(s), but IDA* makes %3 pass(es) here, with the bounds %4, and expands the start once in each: each next bound is the smallest f that was above the last one, and a pass never steps back onto its own path</source>
        <translation>%1 expandierte den Start %2-mal, aber IDA* macht hier %3 Durchgang/Durchgänge mit den Schranken %4 und expandiert den Start in jedem einmal: jede nächste Schranke ist das kleinste f, das über der letzten lag, und ein Durchgang tritt nie auf seinen eigenen Pfad zurück</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 expanded %2 at depth %3, with f = g + h = %4, in the pass with bound %5: a position whose f is above the bound is not expanded</source>
        <translation>%1 expandierte %2 in Tiefe %3, mit f = g + h = %4, im Durchgang mit Schranke %5: eine Stellung, deren f über der Schranke liegt, wird nicht expandiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: for step %2, from %3 to %4, it gave %5, but the tile slid %6</source>
        <translation>%1: für Schritt %2, von %3 nach %4, lieferte es %5, aber das Plättchen glitt %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gave %2 move(s), but a path of %3 position(s) has %4</source>
        <translation>%1 lieferte %2 Zug/Züge, aber ein Weg aus %3 Stellung(en) hat %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your file has no %1; define it (its name must be exactly %1)</source>
        <translation>deine Datei hat kein %1; definiere es (sein Name muss genau %1 lauten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your file has a syntax error, line %1: %2</source>
        <translation>deine Datei hat einen Syntaxfehler, Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your file stopped with an error while it was loaded: %1</source>
        <translation>deine Datei brach beim Laden mit einem Fehler ab: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loading your file took more than %1 seconds; move long work into a function or under if __name__ == &quot;__main__&quot;:</source>
        <translation>das Laden deiner Datei dauerte mehr als %1 Sekunden; verschiebe lange Arbeit in eine Funktion oder unter if __name__ == &quot;__main__&quot;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not checked: your file could not be loaded</source>
        <translation>nicht geprüft: deine Datei konnte nicht geladen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the checks were stopped after %1 seconds: your program took too long (an endless loop?)</source>
        <translation>die Prüfungen wurden nach %1 Sekunden angehalten: dein Programm hat zu lange gebraucht (eine Endlosschleife?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program ended the run (exit code %1) before the checks finished; do not call exit() or os._exit()</source>
        <translation>dein Programm hat den Lauf beendet (Beendigungscode %1), bevor die Prüfungen fertig waren; rufe nicht exit() oder os._exit() auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program was killed by %1 before the checks finished</source>
        <translation>dein Programm wurde von %1 beendet, bevor die Prüfungen fertig waren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your program used more than %1 MB of memory</source>
        <translation>dein Programm hat mehr als %1 MB Speicher verwendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your program wrote more than %1 MB (files or printed output)</source>
        <translation>dein Programm hat mehr als %1 MB geschrieben (Dateien oder Ausgabe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks could not be started: %1</source>
        <translation>die Prüfungen konnten nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks were stopped</source>
        <translation>die Prüfungen wurden angehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not checked: this computer has no sandbox for students&apos; code, and running it without one is not allowed (Settings)</source>
        <translation>nicht geprüft: dieser Computer hat keine Sandbox für Schülercode, und ihn ohne Sandbox auszuführen ist nicht erlaubt (Einstellungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your program&apos;s answer was too long to be read</source>
        <translation>die Antwort deines Programms war zu lang, um gelesen zu werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the checks did not report properly (%1)</source>
        <translation>die Prüfungen haben nicht korrekt berichtet (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (%1)</source>
        <translation>nicht bestanden (%1)</translation>
    </message>
</context>
<context>
    <name>ExercisesPanel</name>
    <message>
        <location filename="../../boardgames/app/exercises/panel.py" line="+71"/>
        <source>Your name</source>
        <extracomment>Where the panel finds the class it sends its checks to (the app&apos;s joined class).</extracomment>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The exercises you pass are remembered under this name on this computer</source>
        <translation>Die bestandenen Übungen werden unter diesem Namen auf diesem Computer gespeichert</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the hidden checks on your program (F5)</source>
        <translation>Die verborgenen Prüfungen auf dein Programm anwenden (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start &amp;again</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the starting program back (Ctrl+Z undoes it)</source>
        <translation>Das Startprogramm wiederherstellen (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;reference</source>
        <translation>&amp;Musterlösung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For the teacher: a solution that passes every check</source>
        <translation>Für die Lehrkraft: eine Lösung, die jede Prüfung besteht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Student:</source>
        <translation>Schüler/in:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exercises:</source>
        <translation>Übungen:</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>This lesson has no exercises yet.</source>
        <translation>Diese Lektion hat noch keine Übungen.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your program could not be saved: %1</source>
        <translation>Dein Programm konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Hint %1: %2</source>
        <translation>Tipp %1: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Checking…</source>
        <translation>Prüfe…</translation>
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
        <translation>Zufällige Stellungen aus Startwert %1 (derselbe Startwert prüft wieder dieselben Stellungen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every check passed. Well done!</source>
        <translation>Alle Prüfungen bestanden. Gut gemacht!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 checks passed.</source>
        <translation>%1 von %2 Prüfungen bestanden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Loading your file</source>
        <translation>Laden deiner Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The run of the checks</source>
        <translation>Der Lauf der Prüfungen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sending to the class…</source>
        <translation>Wird an die Klasse gesendet…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The teacher has your result.</source>
        <translation>Die Lehrkraft hat dein Ergebnis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The class refused the result: %1</source>
        <translation>Die Klasse hat das Ergebnis abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The check was stopped.</source>
        <translation>Die Prüfung wurde angehalten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Passed, but the progress could not be saved: %1</source>
        <translation>Bestanden, aber der Fortschritt konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (locked)</source>
        <translation>%1 (gesperrt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked: pass the exercises before it first</source>
        <translation>Gesperrt: erst die Übungen davor bestehen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The teacher&apos;s sequence: every exercise of it passed.</source>
        <translation>Die Reihenfolge der Lehrkraft: jede Übung bestanden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The teacher&apos;s sequence: %1 of %2 passed. Each exercise opens when the one before it has passed.</source>
        <translation>Die Reihenfolge der Lehrkraft: %1 von %2 bestanden. Jede Übung öffnet sich, wenn die vorige bestanden ist.</translation>
    </message>
</context>
<context>
    <name>ExercisesWindow</name>
    <message>
        <location filename="../../boardgames/app/exercises/window.py" line="+34"/>
        <source>Exercises: %1</source>
        <extracomment>The window&apos;s size (pixels) where the screen has room; smaller screens get less.</extracomment>
        <translation>Übungen: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exercises: the class&apos;s sequence</source>
        <translation>Übungen: die Reihenfolge der Klasse</translation>
    </message>
</context>
<context>
    <name>FifteenPainter</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/painter.py" line="+117"/>
        <source>in its place</source>
        <extracomment>The share of the drawing&apos;s height kept under the board for the legend.</extracomment>
        <translation>an seinem Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in its place yet</source>
        <translation>noch nicht an seinem Platz</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>blank</source>
        <translation>Lücke</translation>
    </message>
</context>
<context>
    <name>FifteenPlurals</name>
    <message numerus="yes">
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="+98"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>No solution found within %n moves. Try IDA* or a better heuristic.</source>
        <translation>
            <numerusform>Keine Lösung innerhalb von %n Zug gefunden. Versuche IDA* oder eine bessere Heuristik.</numerusform>
            <numerusform>Keine Lösung innerhalb von %n Zügen gefunden. Versuche IDA* oder eine bessere Heuristik.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenSearch</name>
    <message>
        <location filename="../../boardgames/games/fifteen/search/heuristics.py" line="+284"/>
        <source>Misplaced tiles (Hamming distance)</source>
        <translation>Falsch platzierte Plättchen (Hamming-Abstand)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manhattan distance</source>
        <translation>Manhattan-Distanz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Euclidean distance (rounded up)</source>
        <translation>Euklidischer Abstand (aufgerundet)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manhattan distance + linear conflict</source>
        <translation>Manhattan-Distanz + lineare Konflikte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walking distance</source>
        <translation>Laufdistanz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max(walking distance, linear conflict)</source>
        <translation>max(Laufdistanz, lineare Konflikte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Additive pattern databases</source>
        <translation>Additive Musterdatenbanken</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/search/laboratory.py" line="+108"/>
        <source>Breadth-first search</source>
        <extracomment>Pattern databases are made for boards of at most this many cells. ``solve(..., &quot;auto&quot;)`` first tries IDA* with linear conflict up to this many moves before it loads (or builds) pattern databases: easy positions never wait for them. Translation context of the algorithms&apos; and heuristics&apos; titles (the UI translates them).</extracomment>
        <translation>Breitensuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IDA* (iterative-deepening A*)</source>
        <translation>IDA* (iterativ vertiefendes A*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weighted A*</source>
        <translation>Gewichtetes A*</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Greedy best-first search</source>
        <translation>Gierige Bestensuche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Divide and conquer (row by row, column by column)</source>
        <translation>Teile und herrsche (Zeile für Zeile, Spalte für Spalte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IDA* with additive pattern databases (4x4)</source>
        <translation>IDA* mit additiven Musterdatenbanken (4x4)</translation>
    </message>
</context>
<context>
    <name>FifteenView</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="+98"/>
        <source>Best available</source>
        <translation>Bestes verfügbares</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Solve refuses this position: %1</source>
        <translation>Lösen lehnt diese Stellung ab: %1</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>This position cannot be used: %1.</source>
        <translation>Diese Stellung kann nicht verwendet werden: %1.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="-78"/>
        <source>the position is empty; type the tiles row by row, 0 for the blank</source>
        <translation>die Stellung ist leer; gib die Plättchen Zeile für Zeile ein, 0 für die Lücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a board size; write it as ROWSxCOLUMNS, e.g. 4x4</source>
        <translation>&apos;%1&apos; ist keine Brettgröße; schreibe sie als ZEILENxSPALTEN, z. B. 4x4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a whole number; use only tile numbers and 0 for the blank</source>
        <translation>&apos;%1&apos; ist keine ganze Zahl; verwende nur Plättchennummern und 0 für die Lücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rows have different lengths (%1); every row needs the same number of tiles</source>
        <translation>die Zeilen sind unterschiedlich lang (%1); jede Zeile braucht gleich viele Plättchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 numbers do not make a square board; give %2 or %3 numbers, or choose the board size first</source>
        <translation>%1 Zahlen ergeben kein quadratisches Brett; gib %2 oder %3 Zahlen an oder wähle zuerst die Brettgröße</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1×%2 board is not supported; each side must be %3 to %4</source>
        <translation>ein %1×%2-Brett wird nicht unterstützt; jede Seite muss %3 bis %4 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1×%2 board needs %1 rows of %2; got rows of %3</source>
        <translation>ein %1×%2-Brett braucht %1 Zeilen zu %2; es kamen Zeilen zu %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1×%2 board has %3 cells but %4 numbers were given</source>
        <translation>ein %1×%2-Brett hat %3 Felder, aber es wurden %4 Zahlen angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1 is out of range; a %2×%3 board uses 0 to %4</source>
        <translation>Plättchen %1 liegt außerhalb des Bereichs; ein %2×%3-Brett verwendet 0 bis %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 appears more than once; each tile must appear exactly once</source>
        <translation>%1 kommt mehr als einmal vor; jedes Plättchen muss genau einmal vorkommen</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/messages.py" line="+66"/>
        <source>The board has an even number of columns, so add the inversions and the blank&apos;s row from the bottom: %1 + %2 = %3 is odd, so it can be solved.</source>
        <translation>Das Brett hat eine gerade Anzahl Spalten, also werden die Inversionen und die Zeile der Lücke von unten addiert: %1 + %2 = %3 ist ungerade, also ist es lösbar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an even number of columns, so add the inversions and the blank&apos;s row from the bottom: %1 + %2 = %3 is even, so it cannot be solved.</source>
        <translation>Das Brett hat eine gerade Anzahl Spalten, also werden die Inversionen und die Zeile der Lücke von unten addiert: %1 + %2 = %3 ist gerade, also ist es nicht lösbar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an odd number of columns, so only the inversions count: %1 is even, so it can be solved.</source>
        <translation>Das Brett hat eine ungerade Anzahl Spalten, also zählen nur die Inversionen: %1 ist gerade, also ist es lösbar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board has an odd number of columns, so only the inversions count: %1 is odd, so it cannot be solved.</source>
        <translation>Das Brett hat eine ungerade Anzahl Spalten, also zählen nur die Inversionen: %1 ist ungerade, also ist es nicht lösbar.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/texts.py" line="+5"/>
        <source>No solution found: the search gave up. Try IDA* or a better heuristic.</source>
        <translation>Keine Lösung gefunden: Die Suche hat aufgegeben. Versuche IDA* oder eine bessere Heuristik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: gave up after %1 nodes. Try IDA* or a better heuristic.</source>
        <translation>Keine Lösung gefunden: aufgegeben nach %1 Knoten. Versuche IDA* oder eine bessere Heuristik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This heuristic does not fit a %1×%2 board: its tables would be too big. Choose linear conflict.</source>
        <translation>Diese Heuristik passt nicht zu einem %1×%2-Brett: ihre Tabellen wären zu groß. Wähle lineare Konflikte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No solution found in the time allowed.</source>
        <translation>Keine Lösung in der erlaubten Zeit gefunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The puzzle is already solved.</source>
        <translation>Das Puzzle ist bereits gelöst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This algorithm is not installed.</source>
        <translation>Dieser Algorithmus ist nicht installiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search stopped with an error: %1</source>
        <translation>Die Suche brach mit einem Fehler ab: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building the pattern databases (only the first time): part %1 of %2, %3%</source>
        <translation>Die Musterdatenbanken werden erstellt (nur beim ersten Mal): Teil %1 von %2, %3%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Pattern databases built first in %2 s.)</source>
        <translation>%1 (Musterdatenbanken zuerst in %2 s erstellt.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preparing the search (compiled only the first time after installing)…</source>
        <translation>Die Suche wird vorbereitet (nur beim ersten Mal nach der Installation kompiliert)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preparing the solver: building pattern databases… %1%</source>
        <translation>Der Löser wird vorbereitet: Musterdatenbanken werden erstellt… %1%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver&apos;s pattern databases are ready (built in %1 s).</source>
        <translation>Die Musterdatenbanken des Lösers sind bereit (erstellt in %1 s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trying at most %1 moves: %2 nodes, %3 s</source>
        <translation>Höchstens %1 Züge werden versucht: %2 Knoten, %3 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes, %2 s</source>
        <translation>%1 Knoten, %2 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best so far: %1 · lower bound %2 · searching… (%3 s)</source>
        <translation>bisher am besten: %1 · untere Schranke %2 · suche… (%3 s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 in %2 s (lower bound %3; not guaranteed shortest).</source>
        <translation>%1 in %2 s gefunden (untere Schranke %3; nicht garantiert die kürzeste).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (shortest possible) in %2 s.</source>
        <translation>%1 (die kürzestmögliche) in %2 s gefunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The search ended with %1 (lower bound %2); the board played the %3 it started.</source>
        <translation>Die Suche endete mit %1 (untere Schranke %2); das Brett hat die begonnenen %3 gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search ended: nothing shorter than the %1 being played (lower bound %2).</source>
        <translation>Die Suche ist beendet: nichts Kürzeres als die gespielten %1 (untere Schranke %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search ended: the %1 being played are the shortest possible.</source>
        <translation>Die Suche ist beendet: die gespielten %1 sind die kürzestmöglichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (shortest possible) in %2 s, %3 nodes expanded.</source>
        <translation>%1 (die kürzestmögliche) in %2 s gefunden, %3 Knoten expandiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found %1 (not guaranteed shortest) in %2 s, %3 nodes expanded.</source>
        <translation>%1 (nicht garantiert die kürzeste) in %2 s gefunden, %3 Knoten expandiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide %1</source>
        <translation>%1 schieben</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/warmup.py" line="+84"/>
        <source>Building the pattern databases</source>
        <extracomment>Milliseconds after the request before the build starts (the window settles first).</extracomment>
        <translation>Die Musterdatenbanken werden erstellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop building; Solve builds what it needs when pressed</source>
        <translation>Das Erstellen anhalten; Lösen erstellt beim Drücken, was es braucht</translation>
    </message>
</context>
<context>
    <name>FlowBox</name>
    <message>
        <location filename="../../boardgames/kit/page/flow.py" line="+44"/>
        <source>Game</source>
        <extracomment>The computer&apos;s pace: tenths of a second a computer&apos;s move takes at least to appear.</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show thinking</source>
        <translation>Denken zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write on the board what the computer thinks of each move of the player to move</source>
        <translation>Auf das Brett schreiben, was der Computer von jedem Zug der Seite am Zug hält</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+71"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the computer to move make one move</source>
        <translation>Den Computer am Zug einen Zug machen lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer&apos;s thinking</source>
        <translation>Das Nachdenken des Computers anhalten</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Pace: %1 s</source>
        <translation>Tempo: %1 s</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
</context>
<context>
    <name>GameFrame</name>
    <message>
        <location filename="../../boardgames/app/game_frame.py" line="+83"/>
        <source>How to play (F1)</source>
        <extracomment>Settings key of the &quot;advance to the next level after a win&quot; option.</extracomment>
        <translation>Spielanleitung (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The teacher holds the class on this level</source>
        <translation>Die Lehrkraft hält die Klasse auf dieser Stufe</translation>
    </message>
</context>
<context>
    <name>GridPainter</name>
    <message>
        <location filename="../../boardgames/kit/grid_painter.py" line="-10"/>
        <source>row %1, column %2</source>
        <extracomment>Disc colours per seat (fill, rim); more seats than colours repeat them. &quot;Show thinking&quot; label colours by kind (kit/style.py): (cell tint, text colour). Empty space around the board, as a share of a cell.</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../boardgames/app/how_to_play.py" line="+44"/>
        <source>How to play: %1</source>
        <translation>Spielanleitung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let&apos;s play</source>
        <translation>Los geht&apos;s</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/student.py" line="+236"/>
        <source>Join a class</source>
        <translation>Einer Klasse beitreten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 192.168.1.20:8765</source>
        <translation>z. B. 192.168.1.20:8765</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+33"/>
        <source>Looking for classes on this network…</source>
        <translation>Suche nach Klassen in diesem Netz…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>&amp;Look again</source>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for the classes announced on this network again</source>
        <translation>Erneut nach den in diesem Netzwerk angekündigten Klassen suchen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The teacher&apos;s &amp;address:</source>
        <translation>&amp;Adresse der Lehrkraft:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class &amp;code:</source>
        <translation>Klassen&amp;code:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Classes on this network (click one; a double click joins):</source>
        <translation>Klassen in diesem Netzwerk (eine anklicken; Doppelklick tritt bei):</translation>
    </message>
    <message>
        <source>Classes on this network (click one):</source>
        <translation type="vanished">Klassen in diesem Netz (eine anklicken):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No class found on this network: type the teacher&apos;s address.</source>
        <translation>Keine Klasse in diesem Netz gefunden: gib die Adresse der Lehrkraft ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“%1” on the computer %2 — %3</source>
        <translation>„%1“ auf dem Computer %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Joining…</source>
        <translation>Beitritt läuft…</translation>
    </message>
</context>
<context>
    <name>LeaderboardBoard</name>
    <message>
        <location filename="../../boardgames/app/classroom/boards.py" line="+122"/>
        <source>Challenge leaderboard (15-puzzle)</source>
        <translation>Bestenliste der Challenge (15-Puzzle)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="vanished">Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total moves</source>
        <translation>Züge insgesamt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <comment>column: total moves, abbreviated</comment>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scoring: %n solvers left…</source>
        <translation>
            <numerusform>Bewertung: noch %n Löser…</numerusform>
            <numerusform>Bewertung: noch %n Löser…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No 15-puzzle solver sent yet.</source>
        <translation>Noch kein 15-Puzzle-Löser gesendet.</translation>
    </message>
</context>
<context>
    <name>LeagueTable</name>
    <message>
        <location filename="../../boardgames/kit/table_titles.py" line="+43"/>
        <source>#</source>
        <comment>column: rank, abbreviated</comment>
        <extracomment>A column&apos;s title: the whole word, or ``(short, whole)``.</extracomment>
        <translation>Rg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>column: games played, abbreviated</comment>
        <translation>Sp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <comment>column: wins, abbreviated</comment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <comment>column: draws, abbreviated</comment>
        <translation>R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L</source>
        <comment>column: losses, abbreviated</comment>
        <translation>N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forf.</source>
        <comment>column: forfeits, abbreviated</comment>
        <translation>kampfl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forfeits</source>
        <translation>Kampflos verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pts</source>
        <comment>column: points, abbreviated</comment>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../../boardgames/app/lessons/lesson_list.py" line="+45"/>
        <source>%1 (cannot be opened)
%2</source>
        <translation>%1 (kann nicht geöffnet werden)
%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
Fix the file and choose Reload.</source>
        <translation>%1
Korrigiere die Datei und wähle Neu laden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (your version)</source>
        <translation>%1 (deine Fassung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lesson folder &apos;%1&apos; has the same name as a built-in lesson; both are listed.</source>
        <translation>Dein Lektionsordner &apos;%1&apos; hat denselben Namen wie eine eingebaute Lektion; beide werden aufgeführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(from your lesson folder)</source>
        <translation>(aus deinem Lektionsordner)</translation>
    </message>
</context>
<context>
    <name>LessonMessages</name>
    <message numerus="yes">
        <location filename="../../boardgames/kit/lesson_messages.py" line="+29"/>
        <source>after %n moves the puzzle is not solved</source>
        <translation>
            <numerusform>nach %n Zug ist das Puzzle nicht gelöst</numerusform>
            <numerusform>nach %n Zügen ist das Puzzle nicht gelöst</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boardgames/lessons/messages.py" line="+35"/>
        <source>the program finished</source>
        <extracomment>A value put into a template: text (a file name, a field, a student&apos;s error line), an integer, or a float (seconds). Code of a message that is only its one argument, shown as it is (a student&apos;s own traceback line, an operating-system error): nothing to translate.</extracomment>
        <translation>das Programm ist fertig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped after %1 seconds: it took too long (an endless loop?)</source>
        <translation>das Programm wurde nach %1 Sekunden angehalten: es hat zu lange gebraucht (eine Endlosschleife?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program was stopped</source>
        <translation>das Programm wurde angehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped: it wrote more than %1 MB</source>
        <translation>das Programm wurde angehalten: es hat mehr als %1 MB geschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program could not be started: %1</source>
        <translation>das Programm konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program was killed by %1</source>
        <translation>das Programm wurde von %1 beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run: this computer has no sandbox for students&apos; code, and running it without one is not allowed (Settings)</source>
        <translation>nicht ausgeführt: dieser Computer hat keine Sandbox für Schülercode, und ihn ohne Sandbox auszuführen ist nicht erlaubt (Einstellungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program stopped with an error (exit code %1)</source>
        <translation>das Programm brach mit einem Fehler ab (Beendigungscode %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped before it finished</source>
        <translation>vor dem Ende angehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer within %1 seconds</source>
        <translation>keine Antwort innerhalb von %1 Sekunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer is longer than %1 MB; return only the moves</source>
        <translation>die Antwort ist größer als %1 MB; gib nur die Züge zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer has %1 moves, more than the %2 the app replays</source>
        <translation>die Antwort hat %1 Züge, mehr als die %2, die die App abspielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program used more than %1 MB of memory</source>
        <translation>das Programm hat mehr als %1 MB Speicher verwendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program wrote more than %1 MB (files or printed output)</source>
        <translation>das Programm hat mehr als %1 MB geschrieben (Dateien oder Ausgabe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program ended (exit code %1) before solve() returned an answer</source>
        <translation>das Programm endete (Beendigungscode %1), bevor solve() eine Antwort zurückgab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has no function solve(board); define one</source>
        <translation>die Datei hat keine Funktion solve(board); definiere eine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solve() returned %1; return a list of moves like [&apos;Down&apos;, &apos;Left&apos;] or a string like &apos;Down Left&apos;</source>
        <translation>solve() gab %1 zurück; gib eine Liste von Zügen wie [&apos;Down&apos;, &apos;Left&apos;] oder einen Text wie &apos;Down Left&apos; zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>item %1 of the list is %2, not a move word</source>
        <translation>Eintrag %1 der Liste ist %2, kein Zugwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a move; use Up, Down, Left or Right</source>
        <translation>&apos;%1&apos; ist kein Zug; verwende Up, Down, Left oder Right</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at step %1 (%2): no tile can slide that way here</source>
        <translation>bei Schritt %1 (%2): hier kann kein Plättchen in diese Richtung gleiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at step %1: &apos;%2&apos; is not a move; use Up, Down, Left or Right</source>
        <translation>bei Schritt %1: &apos;%2&apos; ist kein Zug; verwende Up, Down, Left oder Right</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not UTF-8 text; save it as UTF-8</source>
        <translation>die Datei ist kein UTF-8-Text; speichere sie als UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has %1 KB, more than the %2 KB a lesson file may have; make it shorter or split it</source>
        <translation>die Datei hat %1 KB, mehr als die %2 KB, die eine Lektionsdatei haben darf; kürze sie oder teile sie auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>syntax error: %1</source>
        <translation>Syntaxfehler: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no function solve(board); define def solve(board): ... returning the moves</source>
        <translation>es gibt keine Funktion solve(board); definiere def solve(board): ..., die die Züge zurückgibt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected 3 tab-separated columns: id, optimal_length, tiles</source>
        <translation>erwartet werden 3 durch Tabulatoren getrennte Spalten: id, optimal_length, tiles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimal length &apos;%1&apos; is not a whole number (or ? if unknown)</source>
        <translation>die optimale Länge &apos;%1&apos; ist keine ganze Zahl (oder ?, wenn unbekannt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has no positions</source>
        <translation>die Datei enthält keine Stellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson folder has no lesson.toml manifest</source>
        <translation>der Lektionsordner hat kein Manifest lesson.toml</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is not valid TOML: %1</source>
        <translation>das ist kein gültiges TOML: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format %1 is not known to this app; write format = 1</source>
        <translation>Format %1 kennt diese App nicht; schreibe format = 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the list is empty; name at least one language, e.g. [&quot;en&quot;]</source>
        <translation>die Liste ist leer; nenne mindestens eine Sprache, z. B. [&quot;en&quot;]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a language code; use codes like &quot;en&quot; or &quot;ru&quot;</source>
        <translation>%1 ist kein Sprachcode; verwende Codes wie &quot;en&quot; oder &quot;ru&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a language is listed twice</source>
        <translation>eine Sprache steht doppelt in der Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson has no stages; add at least one [[stage]] table</source>
        <translation>die Lektion hat keine Schritte; füge mindestens eine Tabelle [[stage]] hinzu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write each stage as a [[stage]] table</source>
        <translation>schreibe jeden Schritt als Tabelle [[stage]]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id &apos;%1&apos; is used by an earlier stage; ids must differ</source>
        <translation>die ID &apos;%1&apos; wird schon von einem früheren Schritt verwendet; IDs müssen verschieden sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this field is required but missing</source>
        <translation>dieses Feld ist erforderlich, fehlt aber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 should be a whole number</source>
        <translation>%1 sollte eine ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a text in quotes</source>
        <translation>%1 sollte ein Text in Anführungszeichen sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a list [...]</source>
        <translation>%1 sollte eine Liste [...] sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a number</source>
        <translation>%1 sollte eine Zahl sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 should be a table</source>
        <translation>%1 sollte eine Tabelle sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no text for the language &apos;%1&apos;; add %1 = &quot;...&quot; under [%2]</source>
        <translation>es gibt keinen Text für die Sprache &apos;%1&apos;; füge %1 = &quot;...&quot; unter [%2] hinzu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a usable id; use letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;</source>
        <translation>&apos;%1&apos; ist keine verwendbare ID; verwende Buchstaben, Ziffern, &apos;_&apos;, &apos;-&apos; oder &apos;.&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a demo kind; use one of %2</source>
        <translation>&apos;%1&apos; ist keine Vorführungsart; verwende eine von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a tool the app has; use one of %2</source>
        <translation>&apos;%1&apos; ist kein Werkzeug der App; verwende eines von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time limit must be above 0 seconds</source>
        <translation>das Zeitlimit muss über 0 Sekunden liegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a usable time limit; give a number of seconds above 0 and at most %2</source>
        <translation>%1 ist kein verwendbares Zeitlimit; gib eine Anzahl Sekunden über 0 und höchstens %2 an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of range; give a whole number from %2 to %3</source>
        <translation>%1 liegt außerhalb des Bereichs; gib eine ganze Zahl von %2 bis %3 an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lesson has %1 stages, more than %2; split it into several lessons</source>
        <translation>die Lektion hat %1 Schritte, mehr als %2; teile sie in mehrere Lektionen auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the program file is missing; put it at %1</source>
        <translation>die Programmdatei fehlt; lege sie unter %1 ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the program of stage &apos;%1&apos; is missing; put it at %2</source>
        <translation>das Programm des Schritts &apos;%1&apos; fehlt; lege es unter %2 ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;%1&apos; text of stage &apos;%2&apos; is missing; put it at %3 or remove &apos;%1&apos; from languages</source>
        <translation>der Text &apos;%1&apos; des Schritts &apos;%2&apos; fehlt; lege ihn unter %3 ab oder entferne &apos;%1&apos; aus languages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a stage with demo = &quot;challenge&quot; takes positions</source>
        <translation>nur ein Schritt mit demo = &quot;challenge&quot; nimmt Stellungen an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the positions file is missing; put it at %1 in the lesson folder</source>
        <translation>die Stellungsdatei fehlt; lege sie unter %1 im Lektionsordner ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; points outside the lesson folder; give a plain file name</source>
        <translation>&apos;%1&apos; zeigt aus dem Lektionsordner hinaus; gib einen einfachen Dateinamen an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file has disappeared; reload the lessons</source>
        <translation>die Datei ist verschwunden; lade die Lektionen neu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: field &apos;%2&apos;: %3</source>
        <translation>%1: Feld &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
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
        <translation>Die Suche schrittweise verfolgen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game tree…</source>
        <translation>Den Spielbaum zeigen…</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <location filename="../../boardgames/app/lessons/page.py" line="+145"/>
        <source>Your own lessons: put lesson folders in %1</source>
        <extracomment>When the page is asked to read later: the wait (milliseconds) before it makes the stage&apos;s half, and again before it reads the lesson folders (see :func:`page_layout.build_stage_later`). The wait (milliseconds) after the page first shows before the demos&apos; runtime is warmed up in the background (:func:`~boardgames.app.lessons.demo_panel.warm_up`): after the page&apos;s own work. whether the page warms the demos&apos; runtime up when it first shows (lesson id, stage id) of each stage shown (a running class passes it to followers) whether the stage&apos;s half of the page (:data:`page_layout.STAGE_PARTS`) is made</extracomment>
        <translation>Eigene Lektionen: lege Lektionsordner in %1 ab</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>There is no lesson called &apos;%1&apos;.</source>
        <translation>Es gibt keine Lektion namens &apos;%1&apos;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson &apos;%1&apos; cannot be opened: %2</source>
        <translation>Die Lektion &apos;%1&apos; kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>This stage has no program.</source>
        <translation>Dieser Schritt hat kein Programm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program (%1)</source>
        <translation>Das Programm (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n lines new or changed</source>
        <translation>
            <numerusform>%n Zeile neu oder geändert</numerusform>
            <numerusform>%n Zeilen neu oder geändert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program (%1): %2 (yellow), %3 removed since the previous stage (struck out in red under Only the changes)</source>
        <translation>Das Programm (%1): %2 (gelb), %3 seit dem vorigen Schritt entfernt (rot durchgestrichen unter Nur die Änderungen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(a long program: shown without colours, so that the page stays quick)</source>
        <translation>(ein langes Programm: ohne Farben gezeigt, damit die Seite schnell bleibt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stage %1: %2</source>
        <translation>Schritt %1: %2</translation>
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
        <location filename="../../boardgames/app/lessons/page_layout.py" line="+343"/>
        <source>Choose a lesson on the left.</source>
        <translation>Wähle links eine Lektion.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No lessons were found. Put lesson folders in %1 and choose Reload.</source>
        <translation>Es wurden keine Lektionen gefunden. Lege Lektionsordner in %1 ab und wähle Neu laden.</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page.py" line="+72"/>
        <source>Leave p&amp;resenter mode</source>
        <translation>&amp;Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="-114"/>
        <source>P&amp;resenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/page_layout.py" line="-99"/>
        <source>&amp;Lessons</source>
        <extracomment>Font size factor of presenter mode, relative to the window&apos;s normal size: the most (on a wide screen) and the least (at 1024 pixels and below). Page width (px) per unit of presenter scale: 1.6 from 1600 px, 1.28 at 1280 px. The narrowest page (px) on which presenter mode puts program and demo side by side. The page&apos;s attributes that :func:`build_stage` makes (the stage&apos;s half of the page).</extracomment>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Stages</source>
        <translation>Schritt&amp;folge</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open lessons &amp;folder</source>
        <translation>Lektions&amp;ordner öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reloa&amp;d</source>
        <translation>Ne&amp;u laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the lesson folders again (after editing a lesson)</source>
        <translation>Die Lektionsordner neu einlesen (nach dem Bearbeiten einer Lektion)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Vorige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous stage (PgUp or Left arrow)</source>
        <translation>Voriger Schritt (Bild↑ oder Pfeil links)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next stage (PgDn or Right arrow)</source>
        <translation>Nächster Schritt (Bild↓ oder Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language of the lesson text (L)</source>
        <translation>Sprache des Lektionstexts (L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full screen and large text; the teacher notes stay off the projected view (P; Esc leaves)</source>
        <translation>Vollbild und große Schrift; die Lehrernotizen bleiben aus der projizierten Ansicht heraus (P; Esc beendet)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Teacher notes</source>
        <translation>Lehrernoti&amp;zen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The teacher&apos;s notes of this stage, in a window of their own that the class does not see (N)</source>
        <translation>Die Notizen für die Lehrkraft zu diesem Schritt, in einem eigenen Fenster, das die Klasse nicht sieht (N)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E&amp;xercises…</source>
        <translation>Übun&amp;gen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This lesson&apos;s exercises, checked by the app</source>
        <translation>Die Übungen dieser Lektion, von der App geprüft</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the viewer this stage uses, beside the lesson</source>
        <translation>Das Werkzeug dieses Schritts neben der Lektion öffnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the &amp;changes</source>
        <translation>Nur d&amp;ie Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the lines changed since the previous stage, with a little context (D)</source>
        <translation>Nur die seit dem vorigen Schritt geänderten Zeilen zeigen, mit etwas Kontext (D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sa&amp;ve program as…</source>
        <translation>Programm spei&amp;chern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this stage&apos;s program to a file (Ctrl+Shift+S)</source>
        <translation>Das Programm dieses Schritts in eine Datei speichern (Strg+Umschalt+S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;opy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy this stage&apos;s program (Ctrl+Shift+C)</source>
        <translation>Das Programm dieses Schritts kopieren (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This stage has nothing to run.</source>
        <translation>Dieser Schritt hat nichts zum Ausführen.</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/lessons/program_file.py" line="+23"/>
        <source>The program is on the clipboard.</source>
        <translation>Das Programm ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Save the program</source>
        <translation>Das Programm speichern</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python-Dateien (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The program could not be saved to %1: %2. Choose another folder.</source>
        <translation>Das Programm konnte nicht unter %1 gespeichert werden: %2. Wähle einen anderen Ordner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The folder %1 cannot be created: %2</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>LevelControl</name>
    <message>
        <location filename="../../boardgames/app/level_control.py" line="+31"/>
        <source>Easier level</source>
        <translation>Leichtere Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harder level</source>
        <translation>Schwerere Stufe</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+17"/>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Level %1 of %2</source>
        <translation>Stufe %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>Your own game (not the level&apos;s)</source>
        <translation>Dein eigenes Spiel (nicht das der Stufe)</translation>
    </message>
</context>
<context>
    <name>LevelsDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/levels.py" line="+39"/>
        <source>The class&apos;s levels</source>
        <translation>Die Stufen der Klasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The students who follow the teacher (File &gt; Follow the teacher) play at these levels.</source>
        <translation>Die Schüler, die der Lehrkraft folgen (Datei &gt; Der Lehrkraft folgen), spielen auf diesen Stufen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>their own choice</source>
        <translation>nach eigener Wahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Lock: students cannot choose another level</source>
        <translation>&amp;Sperren: Schüler können keine andere Stufe wählen</translation>
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
        <translation>Brettspiele</translation>
    </message>
    <message>
        <location filename="../../boardgames/app/main_window.py" line="-260"/>
        <source>Plug-in &apos;%1&apos; failed to load: %2</source>
        <translation>Die Erweiterung &apos;%1&apos; konnte nicht geladen werden: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Home</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list of games</source>
        <translation>Zurück zur Liste der Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal size</source>
        <translation>&amp;Normale Größe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Students&apos; view</source>
        <translation>&amp;Schüleransicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Just the board, the level and the ? (F9 switches back)</source>
        <translation>Nur das Brett, die Stufe und das ? (F9 schaltet zurück)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advance a level after a win</source>
        <translation>Nach einem Sieg eine Stufe &amp;weiter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+317"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location line="-311"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>There is no game called &apos;%1&apos;. Installed games: %2</source>
        <translation>Es gibt kein Spiel namens &apos;%1&apos;. Installierte Spiele: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 — Board games</source>
        <translation>%1 — Brettspiele</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game &apos;%1&apos; could not be started: %2</source>
        <translation>Das Spiel &apos;%1&apos; konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The lessons could not be opened: %1</source>
        <translation>Die Lektionen konnten nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lessons — Board games</source>
        <translation>Lektionen — Brettspiele</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The new language is used when the app starts again.</source>
        <translation>Die neue Sprache gilt, wenn die App das nächste Mal startet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board games %1: a toolkit for teaching programming and algorithms with board games.</source>
        <translation>Brettspiele %1: ein Werkzeugkasten, um Programmieren und Algorithmen mit Brettspielen zu unterrichten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Installed games:</source>
        <translation>Installierte Spiele:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Board games</source>
        <translation>Über Brettspiele</translation>
    </message>
</context>
<context>
    <name>MovesBox</name>
    <message>
        <location filename="../../boardgames/kit/page/moves.py" line="+29"/>
        <location line="+5"/>
        <source>Moves</source>
        <extracomment>Colour of the rows after the position shown (kept for redo).</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a move to see the position after it</source>
        <translation>Klicke auf einen Zug, um die Stellung danach zu sehen</translation>
    </message>
</context>
<context>
    <name>NodeChart</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/node_chart.py" line="+53"/>
        <source>Run a comparison to see the nodes.</source>
        <extracomment>The palette colour of a bar by the search&apos;s outcome (read when painting, so the chart follows the theme): shortest, a longer solution, none. Margins (px) above the bars and below them (the decade numbers).</extracomment>
        <translation>Starte einen Vergleich, um die Knoten zu sehen.</translation>
    </message>
</context>
<context>
    <name>NotAccepted</name>
    <message>
        <location filename="../../boardgames/app/classroom/student.py" line="-263"/>
        <source>What the class refused, and why</source>
        <translation>Was die Klasse abgelehnt hat, und warum</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n not accepted by the class…</source>
        <translation>
            <numerusform>%n von der Klasse nicht angenommen…</numerusform>
            <numerusform>%n von der Klasse nicht angenommen…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotAcceptedDialog</name>
    <message>
        <location line="+37"/>
        <source>Not accepted by the class</source>
        <translation>Von der Klasse nicht angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class did not accept these, and sending them again would not help; the rest was sent.</source>
        <translation>Die Klasse hat das nicht angenommen, und erneutes Senden würde nicht helfen; der Rest wurde gesendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Forget them</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty this list</source>
        <translation>Diese Liste leeren</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player for %1</source>
        <translation>Spieler für %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level won in %1</source>
        <translation>Stufe gewonnen in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check of %1</source>
        <translation>Prüfung von %1</translation>
    </message>
</context>
<context>
    <name>OptionsBox</name>
    <message>
        <location filename="../../boardgames/kit/page/options.py" line="+38"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>PageTexts</name>
    <message>
        <location filename="../../boardgames/kit/page/texts.py" line="+47"/>
        <location line="+135"/>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The computer plays its solution</source>
        <translation>Der Computer spielt seine Lösung vor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching for a solution…</source>
        <translation>Suche nach einer Lösung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) waits: press Play or Step</source>
        <translation>%1 (Computer) wartet: drücke Abspielen oder Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in %2 s</source>
        <translation>%1 in %2 s</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln positions</source>
        <translation>
            <numerusform>%Ln Stellung</numerusform>
            <numerusform>%Ln Stellungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing the search&apos;s tables: %1 %</source>
        <translation>Die Tabellen der Suche werden vorbereitet: %1 %</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Best so far: %n moves · at least %1 · %2 s</source>
        <translation>
            <numerusform>Bisher am besten: %n Zug · mindestens %1 · %2 s</numerusform>
            <numerusform>Bisher am besten: %n Züge · mindestens %1 · %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Looking for a solution of at most %n moves: %1</source>
        <translation>
            <numerusform>Suche eine Lösung mit höchstens %n Zug: %1</numerusform>
            <numerusform>Suche eine Lösung mit höchstens %n Zügen: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighing the moves: %1</source>
        <translation>Wäge die Züge ab: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 looked %n plies ahead: %2</source>
        <translation>
            <numerusform>%1 hat %n Halbzug vorausgeschaut: %2</numerusform>
            <numerusform>%1 hat %n Halbzüge vorausgeschaut: %2</numerusform>
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
            <numerusform>Eine kürzeste Lösung gefunden: %n Zug</numerusform>
            <numerusform>Eine kürzeste Lösung gefunden: %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Found a solution of %n moves (maybe not the shortest)</source>
        <translation>
            <numerusform>Eine Lösung mit %n Zug gefunden (vielleicht nicht die kürzeste)</numerusform>
            <numerusform>Eine Lösung mit %n Zügen gefunden (vielleicht nicht die kürzeste)</numerusform>
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
            <numerusform>Sieg
in %n</numerusform>
            <numerusform>Sieg
in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loss
in %n</source>
        <translation>
            <numerusform>Niederlage
in %n</numerusform>
            <numerusform>Niederlage
in %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>You %1 : %2 computer (%n draws)</source>
        <translation>
            <numerusform>Du %1 : %2 Computer (%n Remis)</numerusform>
            <numerusform>Du %1 : %2 Computer (%n Remis)</numerusform>
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
        <translation>%1 · Remis %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The search ended: it was stopped. The board plays on the solution it started.</source>
        <translation>Die Suche ist beendet: sie wurde angehalten. Das Brett spielt die begonnene Lösung weiter.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Search cancelled. The best solution found so far (%n moves; lower bound %1) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Suche abgebrochen. Die bisher beste Lösung (%n Zug; untere Schranke %1) bleibt erhalten: drücke Abspielen, um sie abzuspielen.</numerusform>
            <numerusform>Suche abgebrochen. Die bisher beste Lösung (%n Züge; untere Schranke %1) bleibt erhalten: drücke Abspielen, um sie abzuspielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Search cancelled. The best solution found so far (%n moves) is kept: press Play to play it.</source>
        <translation>
            <numerusform>Suche abgebrochen. Die bisher beste Lösung (%n Zug) bleibt erhalten: drücke Abspielen, um sie abzuspielen.</numerusform>
            <numerusform>Suche abgebrochen. Die bisher beste Lösung (%n Züge) bleibt erhalten: drücke Abspielen, um sie abzuspielen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search cancelled.</source>
        <translation>Suche abgebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search gave no solution (%1).</source>
        <translation>Die Suche hat keine Lösung geliefert (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves, all by the computer</source>
        <translation>
            <numerusform>%n Zug, vom Computer</numerusform>
            <numerusform>%n Züge, alle vom Computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves: %1 yours, %2 by the computer</source>
        <translation>
            <numerusform>%n Zug: %1 von dir, %2 vom Computer</numerusform>
            <numerusform>%n Züge: %1 von dir, %2 vom Computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with the computer&apos;s help: %n moves</source>
        <translation type="vanished">
            <numerusform>Mit Hilfe des Computers gelöst: %n Zug</numerusform>
            <numerusform>Mit Hilfe des Computers gelöst: %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n Zug in %1</numerusform>
            <numerusform>%n Züge in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing the best solution so far (%n moves) while the search goes on.</source>
        <translation>
            <numerusform>Die bisher beste Lösung (%n Zug) wird gespielt, während die Suche weiterläuft.</numerusform>
            <numerusform>Die bisher beste Lösung (%n Züge) wird gespielt, während die Suche weiterläuft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A shorter solution was found (%n moves); the board keeps playing the one it started (%1 moves). Solve again afterwards for the shorter one.</source>
        <translation>
            <numerusform>Eine kürzere Lösung wurde gefunden (%n Zug); das Brett spielt die begonnene weiter (%1 Züge). Löse danach noch einmal für die kürzere.</numerusform>
            <numerusform>Eine kürzere Lösung wurde gefunden (%n Züge); das Brett spielt die begonnene weiter (%1 Züge). Löse danach noch einmal für die kürzere.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New board</source>
        <translation>Neues Brett</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 at %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to move %1</source>
        <translation>Zu Zug %1 gehen</translation>
    </message>
</context>
<context>
    <name>PositionPanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="-63"/>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+42"/>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>A random position that can be solved (Ctrl+R)</source>
        <translation>Eine zufällige lösbare Stellung (Strg+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+44"/>
        <source>Easy shuffle</source>
        <translation>Leicht mischen</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Make this many random moves from the solved board</source>
        <translation>So viele zufällige Züge vom gelösten Brett aus machen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> moves</source>
        <translation> Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the easy shuffle</source>
        <translation>Züge des leichten Mischens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</source>
        <translation>z. B. 5 1 7 3 / 9 2 11 4 / 13 6 15 8 / 0 10 14 12</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position to set up</source>
        <translation>Aufzubauende Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Set position</source>
        <translation>Stellung setzen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inversions: %1</source>
        <translation>Inversionen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank&apos;s row from the bottom: %1</source>
        <translation>Zeile der Lücke von unten: %1</translation>
    </message>
</context>
<context>
    <name>PupilsPage</name>
    <message>
        <location filename="../../boardgames/app/classroom/pupils_page.py" line="+149"/>
        <source>Pupils: open %1</source>
        <translation>Schüler: öffne %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pupils&apos; page&apos;s address</source>
        <translation>Adresse der Schülerseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class code: %1</source>
        <translation>Klassencode: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Boardgames app (File &gt; Join a class…): %1</source>
        <translation>In der Boardgames-App (Datei &gt; Einer Klasse beitreten…): %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scan it to open the pupils&apos; page with the class code; click it to show it large</source>
        <translation>Scanne ihn, um die Schülerseite mit dem Klassencode zu öffnen; klicke darauf, um ihn groß zu zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sho&amp;w large</source>
        <translation>&amp;Groß zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the QR code and the address full screen, for the projector (Esc closes it)</source>
        <translation>Den QR-Code und die Adresse im Vollbild zeigen, für den Beamer (Esc schließt)</translation>
    </message>
</context>
<context>
    <name>PuzzleBox</name>
    <message>
        <location filename="../../boardgames/kit/page/puzzle.py" line="+78"/>
        <location line="+18"/>
        <source>Solve</source>
        <extracomment>Lines of room kept under the Solve button for the search&apos;s progress and its result.</extracomment>
        <translation>Lösen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play best so far</source>
        <translation>Bisher Bestes spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the best solution found yet; the search goes on</source>
        <translation>Die bisher beste gefundene Lösung spielen; die Suche läuft weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver result</source>
        <translation>Ergebnis des Lösers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the search on the board</source>
        <translation>Die Suche auf dem Brett zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+282"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-281"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playback speed (moves per second)</source>
        <translation>Abspieltempo (Züge pro Sekunde)</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>%1 moves/s</source>
        <translation>%1 Züge/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 + %2 by the computer</source>
        <translation>%1 + %2 vom Computer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Moves: %1 · Time: %2</source>
        <translation type="vanished">Züge: %1 · Zeit: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <location filename="../../boardgames/app/classroom/pupils_page.py" line="-78"/>
        <source>QR code of the pupils&apos; page</source>
        <extracomment>the translated text round the URL (``%1``), and the URL the rows of modules drawn, True for dark, quiet zone included (n x n)</extracomment>
        <translation>QR-Code der Schülerseite</translation>
    </message>
</context>
<context>
    <name>QrFullScreen</name>
    <message>
        <location line="+113"/>
        <source>The pupils&apos; page, large</source>
        <translation>Die Schülerseite, groß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils&apos; page</source>
        <translation>Schülerseite</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Esc closes</source>
        <extracomment>the texts under the code: the page&apos;s address, the class code, &quot;Esc closes&quot;</extracomment>
        <translation>Esc schließt</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <location filename="../../boardgames/app/exercises/reference.py" line="+17"/>
        <source>Reference: %1</source>
        <translation>Musterlösung: %1</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/replay.py" line="+59"/>
        <source>Class tournament: replays</source>
        <extracomment>Milliseconds between two moves while a game plays by itself.</extracomment>
        <translation>Klassenturnier: Wiederholungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Show the games of one student, or everyone&apos;s</source>
        <translation>Die Partien eines Schülers oder aller zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X (moves first)</source>
        <translation>X (zieht zuerst)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation type="vanished">Das leere Brett</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="vanished">Einen Zug zurück</translation>
    </message>
    <message>
        <source>Play the game move by move</source>
        <translation type="vanished">Die Partie Zug um Zug abspielen</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="vanished">Einen Zug vor</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">Das Ende der Partie</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games of:</source>
        <translation>Partien von:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>everyone</source>
        <translation>allen</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>No game played yet.</source>
        <translation>Noch keine Partie gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a game to replay it.</source>
        <translation>Eine Partie wählen, um sie anzusehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game %1: %2 plays X, %3 plays O.</source>
        <translation>Partie %1: %2 spielt X, %3 spielt O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2.</source>
        <translation>Zug %1 von %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer “%1”</source>
        <translation>Computer „%1“</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation type="vanished">%1 (Computer)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins: a move of %2 went wrong.</source>
        <translation>%1 gewinnt: ein Zug von %2 ging schief.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X wins.</source>
        <translation>X gewinnt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O wins.</source>
        <translation>O gewinnt.</translation>
    </message>
</context>
<context>
    <name>ReplaySteps</name>
    <message>
        <location filename="../../boardgames/kit/replay_steps.py" line="+33"/>
        <source>The empty board</source>
        <translation>Das leere Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game move by move</source>
        <translation>Die Partie Zug um Zug abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Das Ende der Partie</translation>
    </message>
</context>
<context>
    <name>ResultOverlay</name>
    <message>
        <location filename="../../boardgames/app/result_overlay.py" line="+51"/>
        <location line="+34"/>
        <source>Rematch</source>
        <extracomment>Colour of each result&apos;s title (the winner&apos;s feeling, not the board&apos;s colours).</extracomment>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Next level</source>
        <translation>Nächste Stufe</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer wins — try again</source>
        <translation>Der Computer gewinnt — versuch es noch einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solved by the computer</source>
        <translation>Vom Computer gelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
</context>
<context>
    <name>SandboxNote</name>
    <message>
        <location filename="../../boardgames/kit/sandbox_note.py" line="+107"/>
        <source>Students&apos; code runs in a sandbox (bubblewrap): it sees only its own folder and has no network.</source>
        <extracomment>The setting that lets students&apos; code run unconfined where no sandbox works.</extracomment>
        <translation>Schülercode läuft in einer Sandbox (bubblewrap): er sieht nur seinen eigenen Ordner und hat kein Netzwerk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Students&apos; code runs in a sandbox (Landlock): it can read only the system&apos;s files, write only its own folder, and has no network.</source>
        <translation>Schülercode läuft in einer Sandbox (Landlock): er kann nur die Dateien des Systems lesen, nur in seinen eigenen Ordner schreiben und hat kein Netzwerk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sandbox on this computer: students&apos; code runs with your rights and could read, change or delete your files (allowed in Settings).</source>
        <translation>Keine Sandbox auf diesem Computer: Schülercode läuft mit deinen Rechten und könnte deine Dateien lesen, ändern oder löschen (in den Einstellungen erlaubt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Students&apos; code is not run: this computer has no sandbox for it. Settings &gt; Run students&apos; code without a sandbox allows it.</source>
        <translation>Schülercode wird nicht ausgeführt: dieser Computer hat keine Sandbox dafür. Einstellungen &gt; Schülercode ohne Sandbox ausführen erlaubt es.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Run students&apos; code without a sandbox?</source>
        <translation>Schülercode ohne Sandbox ausführen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sandbox works on this computer. Students&apos; programs would run with your rights: a program could read, change or delete any of your files and use the network. Turn this on only for programs you trust.</source>
        <translation>Auf diesem Computer funktioniert keine Sandbox. Schülerprogramme würden mit deinen Rechten laufen: ein Programm könnte jede deiner Dateien lesen, ändern oder löschen und das Netzwerk verwenden. Schalte das nur für Programme ein, denen du vertraust.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run without a sandbox</source>
        <translation>Ohne Sandbox ausführen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run students&apos; code &amp;without a sandbox…</source>
        <translation>Schülercode &amp;ohne Sandbox ausführen…</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../boardgames/app/saved_games.py" line="+39"/>
        <source>&amp;Open game…</source>
        <extracomment>How many recently used files the File menu lists.</extracomment>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saved games (*%1)</source>
        <translation>Gespeicherte Spiele (*%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file %1 no longer exists; it was removed from the recent files.</source>
        <translation>Die Datei %1 existiert nicht mehr; sie wurde aus den zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a game first: there is no game to save.</source>
        <translation>Wähle zuerst ein Spiel: es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game cannot be saved.</source>
        <translation>Dieses Spiel kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot be opened: the file does not exist.</source>
        <translation>%1 kann nicht geöffnet werden: die Datei existiert nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is damaged (it is not the JSON text of a saved game).</source>
        <translation>die Datei ist beschädigt (sie ist nicht der JSON-Text eines gespeicherten Spiels).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a saved game of Board games.</source>
        <translation>sie ist kein gespeichertes Spiel von Brettspiele.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was saved by a newer version of Board games (format %1; this version reads format %2 and older).</source>
        <translation>sie wurde von einer neueren Version von Brettspiele gespeichert (Format %1; diese Version liest Format %2 und älter).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (its field &apos;%1&apos; is missing or wrong).</source>
        <translation>die Datei ist beschädigt (ihr Feld &apos;%1&apos; fehlt oder ist falsch).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is too large to be a saved game.</source>
        <translation>die Datei ist zu groß für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its game &apos;%1&apos; is not installed (installed games: %2).</source>
        <translation>ihr Spiel &apos;%1&apos; ist nicht installiert (installierte Spiele: %2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game&apos;s option &apos;%1&apos; cannot be used.</source>
        <translation>die Spieloption &apos;%1&apos; kann nicht verwendet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its starting position cannot be read: %1</source>
        <translation>ihre Anfangsstellung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>move %1 (%2) is not legal.</source>
        <translation>Zug %1 (%2) ist nicht regelgerecht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is damaged (it shows move %1 of %2).</source>
        <translation>die Datei ist beschädigt (sie zeigt Zug %1 von %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game could not open it (%1).</source>
        <translation>das Spiel konnte sie nicht öffnen (%1).</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/panels.py" line="-201"/>
        <source> s</source>
        <extracomment>Seconds the solver looks for a hint on boards above 4x4.</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Boards larger than 4x4: how long Solve keeps looking for shorter solutions</source>
        <translation>Bretter größer als 4x4: wie lange Lösen nach kürzeren Lösungen sucht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Algorithm:</source>
        <translation>Algorithmus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic:</source>
        <translation>Heuristik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Best in the time limit</source>
        <translation>Bestes im Zeitlimit</translation>
    </message>
    <message>
        <source>Best within the time limit</source>
        <translation type="vanished">Das Beste im Zeitlimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest solution</source>
        <translation>Kürzeste Lösung</translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../../boardgames/kit/page/seats.py" line="+43"/>
        <source>Players</source>
        <extracomment>The seat-list key of a human (never a player id: &quot;@&quot; is not used in ids).</extracomment>
        <translation>Mitspieler</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clicks on the board play this seat</source>
        <translation>Klicks auf das Brett spielen für diesen Platz</translation>
    </message>
</context>
<context>
    <name>SequenceDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/sequence.py" line="+47"/>
        <source>The class&apos;s sequence of exercises</source>
        <translation>Die Reihenfolge der Übungen der Klasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The students who follow the teacher (File &gt; Follow the teacher) take these exercises in this order: each one opens when the one before it has passed. An empty sequence leaves them free.</source>
        <translation>Die Schüler, die der Lehrkraft folgen (Datei &gt; Der Lehrkraft folgen), lösen diese Übungen in dieser Reihenfolge: jede öffnet sich, wenn die vorige bestanden ist. Eine leere Reihenfolge lässt ihnen freie Wahl.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sequence</source>
        <translation>Die Reihenfolge</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Add →</source>
        <translation>&amp;Hinzufügen →</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the exercise to the end of the sequence</source>
        <translation>Die Übung ans Ende der Reihenfolge setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>← &amp;Remove</source>
        <translation>← &amp;Entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the exercise out of the sequence</source>
        <translation>Die Übung aus der Reihenfolge nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Earlier in the sequence</source>
        <translation>Früher in der Reihenfolge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later in the sequence</source>
        <translation>Später in der Reihenfolge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exercises of the lessons:</source>
        <translation>Übungen der Lektionen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sequence, in order:</source>
        <translation>Die Reihenfolge:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add adds the lesson&apos;s exercises not yet in the sequence</source>
        <translation>„Hinzufügen“ fügt die Übungen der Lektion hinzu, die noch nicht in der Reihenfolge sind</translation>
    </message>
</context>
<context>
    <name>StageTextView</name>
    <message>
        <location filename="../../boardgames/app/lessons/stage_text.py" line="+109"/>
        <source>Questions for the class</source>
        <extracomment>An inline code span of Markdown (one to three backticks, not spanning a blank line). No line break there: a space, and the (invisible) word joiner put between the other characters of inline code (a line may otherwise break after &quot;-&quot;, &quot;!&quot; or &quot;/&quot;).</extracomment>
        <translation>Fragen an die Klasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the answer</source>
        <translation>Die Antwort zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(no answer written)</source>
        <translation>(keine Antwort geschrieben)</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../boardgames/app/classroom/boards.py" line="-47"/>
        <source>Class tournament (tic-tac-toe)</source>
        <extracomment>A student&apos;s name as shown (a number when names are hidden).</extracomment>
        <translation>Klassenturnier (Tic-Tac-Toe)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="vanished">Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Student</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="vanished">Siege</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Remis</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="vanished">Niederlagen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Replays…</source>
        <translation>&amp;Wiederholungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the games of the class tournament move by move (double-click a student for theirs)</source>
        <translation>Die Partien des Klassenturniers Zug um Zug ansehen (Doppelklick auf einen Schüler für seine)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot play</source>
        <translation>kann nicht spielen</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games lost by a move that went wrong</source>
        <translation>
            <numerusform>%n Partie durch einen fehlerhaften Zug verloren</numerusform>
            <numerusform>%n Partien durch einen fehlerhaften Zug verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Playing: %n pairings left…</source>
        <translation>
            <numerusform>Es wird gespielt: noch %n Paarung…</numerusform>
            <numerusform>Es wird gespielt: noch %n Paarungen…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pairing is played.</source>
        <translation>Alle Paarungen sind gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tic-tac-toe player sent yet.</source>
        <translation>Noch kein Tic-Tac-Toe-Spieler gesendet.</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <location filename="../../boardgames/app/classroom/start_dialog.py" line="+114"/>
        <source>Start a class</source>
        <translation>Klasse starten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A new class…</source>
        <translation>Eine neue Klasse…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A class kept on this computer, or a new one</source>
        <translation>Eine auf diesem Computer gespeicherte Klasse oder eine neue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>letters, digits, - and _</source>
        <translation>Buchstaben, Ziffern, - und _</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the class&apos;s own (a new class: a new one)</source>
        <translation>der eigene der Klasse (eine neue Klasse: ein neuer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any free port</source>
        <translation>ein beliebiger freier Port</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All addresses of this computer</source>
        <translation>Alle Adressen dieses Computers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer only (%1)</source>
        <translation>Nur dieser Computer (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network %1 only (%2)</source>
        <translation>Nur das Netz %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Announce the class on the network (students find it in Join a class…)</source>
        <translation>Die Klasse im Netz &amp;ankündigen (Schüler finden sie unter Einer Klasse beitreten…)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Class:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New class&apos;s name:</source>
        <translation>&amp;Name der neuen Klasse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class c&amp;ode:</source>
        <translation>Klassen&amp;code:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Lauschen auf:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the class is not started</source>
        <translation>Warum die Klasse nicht gestartet ist</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A class&apos;s name has letters, digits, - and _ only.</source>
        <translation>Der Name einer Klasse hat nur Buchstaben, Ziffern, - und _.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A class code has Latin letters and digits only (empty: the class&apos;s own).</source>
        <translation>Ein Klassencode hat nur lateinische Buchstaben und Ziffern (leer: der eigene der Klasse).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Port %1 is in use (another class, or another program): choose another port, or any free port.</source>
        <translation>Port %1 ist belegt (eine andere Klasse oder ein anderes Programm): wähle einen anderen Port oder einen beliebigen freien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not an address of this computer any more: choose another.</source>
        <translation>%1 ist keine Adresse dieses Computers mehr: wähle eine andere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The class cannot listen there: %1</source>
        <translation>Die Klasse kann dort nicht lauschen: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../boardgames/app/start_page.py" line="+89"/>
        <source>Choose a game</source>
        <extracomment>A card&apos;s picture, in pixels: large on one row of cards, compact on two or more (so that two rows fit a 768-pixel high screen).</extracomment>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play, shuffle, solve, and see how the computer thinks.</source>
        <translation>Spielen, mischen, lösen und sehen, wie der Computer denkt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the tutorials stage by stage, with every stage&apos;s program live.</source>
        <translation>Die Anleitungen Schritt für Schritt durchgehen, das Programm jedes Schritts läuft mit.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game plug-in &apos;%1&apos; could not be loaded: %2</source>
        <translation>Die Spielerweiterung &apos;%1&apos; konnte nicht geladen werden: %2</translation>
    </message>
</context>
<context>
    <name>StepperControls</name>
    <message>
        <location filename="../../boardgames/kit/stepper/controls.py" line="+61"/>
        <source>Random position</source>
        <extracomment>Side of the thumbnails in the open-list table at zoom 1, in pixels: the 8-puzzle&apos;s numbers are drawn in a 14 px font (their ink 9 px high), readable on a projector from the back of a classroom. ... and in ems of the body text (16 px at zoom 1): they grow with the app&apos;s zoom.</extracomment>
        <translation>Zufällige Stellung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moves from the goal: </source>
        <translation>Züge vom Ziel: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The page&apos;s position</source>
        <translation>Die Stellung der Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search from the position on the game&apos;s page</source>
        <translation>Von der Stellung auf der Spielseite aus suchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Breadth-first search</source>
        <translation>Breitensuche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Greedy best-first search</source>
        <translation>Gierige Bestensuche</translation>
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
        <location line="+3"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heuristic</source>
        <translation>Heuristik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Ablaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run speed in steps per second</source>
        <translation>Ablaufgeschwindigkeit in Schritten pro Sekunde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic:</source>
        <translation>Heuristik:</translation>
    </message>
</context>
<context>
    <name>StepperCounts</name>
    <message>
        <location line="+16"/>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expanded:</source>
        <translation>Expandiert:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generated:</source>
        <translation>Erzeugt:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list:</source>
        <translation>Offene Liste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed set:</source>
        <translation>Geschlossene Menge:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold:</source>
        <translation>Schranke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iteration:</source>
        <translation>Iteration:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tree nodes drawn:</source>
        <translation>Gezeichnete Baumknoten:</translation>
    </message>
</context>
<context>
    <name>StepperWindow</name>
    <message>
        <location filename="../../boardgames/kit/stepper/window.py" line="+80"/>
        <source>Search stepper</source>
        <extracomment>Rows of the open-list table (the rest is summed up in the last row). Run stops after this many steps (Back re-runs the steps, so it stays quick).</extracomment>
        <translation>Suche in Schritten</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>None (h = 0)</source>
        <translation>Keine (h = 0)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Levels shown:</source>
        <translation>Gezeigte Ebenen:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pruned (f over the threshold)</source>
        <translation>abgeschnitten (f über der Schranke)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under each position: g + h = f</source>
        <translation>Unter jeder Stellung: g + h = f</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Expand one node (Right arrow)</source>
        <translation>Einen Knoten expandieren (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last step (Left arrow)</source>
        <translation>Den letzten Schritt zurücknehmen (Pfeil links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step by itself, or pause (Space)</source>
        <translation>Von selbst weiterschreiten oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This position cannot be used: the goal cannot be reached from it.</source>
        <translation>Diese Stellung kann nicht verwendet werden: das Ziel ist von ihr aus nicht erreichbar.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No random position: %1</source>
        <translation>Keine zufällige Stellung: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Ablaufen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n steps/s</source>
        <translation>
            <numerusform>%n Schritt/s</numerusform>
            <numerusform>%n Schritte/s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Current node</source>
        <translation>Aktueller Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>g = %1   h = %2   f = %3</source>
        <translation>g = %1   h = %2   f = %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stack:</source>
        <translation>Stapel:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list:</source>
        <translation>Offene Liste:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open list: %1</source>
        <translation>Offene Liste: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Depth first: the next node to expand is at the top.</source>
        <translation>Tiefe zuerst: der nächste zu expandierende Knoten steht oben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sorted as the search takes them: the next node to expand is at the top.</source>
        <translation>Sortiert, wie die Suche sie nimmt: der nächste zu expandierende Knoten steht oben.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Goal reached: a solution of %n moves.</source>
        <translation>
            <numerusform>Ziel erreicht: eine Lösung mit %n Zug.</numerusform>
            <numerusform>Ziel erreicht: eine Lösung mit %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is a shortest one.</source>
        <translation>Es ist eine kürzeste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to expand: the goal cannot be reached.</source>
        <translation>Nichts mehr zu expandieren: das Ziel ist nicht erreichbar.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stopped after %n steps.</source>
        <translation>
            <numerusform>Nach %n Schritt angehalten.</numerusform>
            <numerusform>Nach %n Schritten angehalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeacherNotesWindow</name>
    <message>
        <location filename="../../boardgames/app/lessons/notes_window.py" line="+56"/>
        <source>Teacher notes — %1</source>
        <extracomment>The notes window&apos;s default size (pixels), before it is fitted to its screen. The share of the splitter&apos;s width the notes take as a panel beside the lesson.</extracomment>
        <translation>Lehrernotizen — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teacher notes</source>
        <translation>Lehrernotizen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stage has no notes.</source>
        <translation>Dieser Schritt hat keine Notizen.</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../boardgames/app/theme_menu.py" line="+29"/>
        <source>&amp;Theme</source>
        <extracomment>The settings key of the choice.</extracomment>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic (as the system: light or dark)</source>
        <translation>Automatisch (wie das System: hell oder dunkel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../boardgames/kit/tools.py" line="+67"/>
        <source>Show the game tree…</source>
        <extracomment>The generic tools: ``(fits(page) -&gt; bool, tool)``, in the order the buttons show.</extracomment>
        <translation>Den Spielbaum zeigen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This position&apos;s game tree: minimax values, alpha-beta cut-offs</source>
        <translation>Der Spielbaum dieser Stellung: Minimax-Werte, Alpha-Beta-Schnitte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through a search…</source>
        <translation>Eine Suche schrittweise verfolgen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch breadth-first search, A* and IDA* expand one node at a time</source>
        <translation>Zusehen, wie Breitensuche, A* und IDA* einen Knoten nach dem anderen expandieren</translation>
    </message>
</context>
<context>
    <name>ToolsBox</name>
    <message>
        <location line="+15"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_page.py" line="+65"/>
        <source>Students&apos; tournament</source>
        <translation>Schülerturnier</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Each student&apos;s file has a function choose_move(board): board is a list of 9 cells, row by row from the top left, each &quot;X&quot;, &quot;O&quot; or &quot;&quot; (empty); X always moves first. It returns the number of a free cell, 0 to 8. A crash, a wrong answer or no answer in time loses that game.</source>
        <translation>Die Datei jeder Schülerin und jedes Schülers hat eine Funktion choose_move(board): board ist eine Liste von 9 Feldern, Zeile für Zeile von oben links, jedes &quot;X&quot;, &quot;O&quot; oder &quot;&quot; (leer); X zieht immer zuerst. Sie gibt die Nummer eines freien Felds zurück, 0 bis 8. Ein Absturz, eine falsche Antwort oder keine Antwort in der Zeit verliert diese Partie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Add files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns to move first.</source>
        <translation>Die Spieler ziehen abwechselnd zuerst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Run tournament</source>
        <translation>Turnier &amp;starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Students&apos; files</source>
        <translation>Dateien der Schüler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games per pairing:</source>
        <translation>&amp;Partien je Paarung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time limit per move:</source>
        <translation>&amp;Zeitlimit je Zug:</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Add students&apos; files</source>
        <translation>Dateien der Schüler hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Python-Dateien (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Add a student&apos;s file and tick a computer player, or add two students&apos; files.</source>
        <translation>Füge die Datei einer Schülerin oder eines Schülers hinzu und hake einen Computerspieler an, oder füge zwei Schülerdateien hinzu.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Playing…</source>
        <translation>Spiele…</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n games played.</source>
        <translation>
            <numerusform>%n Partie gespielt.</numerusform>
            <numerusform>%n Partien gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tournament stopped with an error: %1</source>
        <translation>Das Turnier brach mit einem Fehler ab: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled after %n games.</source>
        <translation>
            <numerusform>Abgebrochen nach %n Partie.</numerusform>
            <numerusform>Abgebrochen nach %n Partien.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export the results</source>
        <translation>Die Ergebnisse exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table was saved to %1.</source>
        <translation>Die Tabelle wurde unter %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>TournamentResults</name>
    <message>
        <source>Rank</source>
        <translation type="vanished">Rang</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_results.py" line="+100"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: rank, abbreviated</comment>
        <translation type="vanished">Rg.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="vanished">Partien</translation>
    </message>
    <message>
        <source>P</source>
        <comment>column: games played, abbreviated</comment>
        <translation type="vanished">Sp.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="vanished">Siege</translation>
    </message>
    <message>
        <source>W</source>
        <comment>column: wins, abbreviated</comment>
        <translation type="vanished">S</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="vanished">Remis</translation>
    </message>
    <message>
        <source>D</source>
        <comment>column: draws, abbreviated</comment>
        <translation type="vanished">R</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="vanished">Niederlagen</translation>
    </message>
    <message>
        <source>L</source>
        <comment>column: losses, abbreviated</comment>
        <translation type="vanished">N</translation>
    </message>
    <message>
        <source>Forfeits</source>
        <translation type="vanished">Kampflos verloren</translation>
    </message>
    <message>
        <source>Forf.</source>
        <comment>column: forfeits, abbreviated</comment>
        <translation type="vanished">kampfl.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Punkte</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>X (moves first)</source>
        <translation>X (zieht zuerst)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standings</source>
        <translation>Tabellenstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the tournament</source>
        <translation>Partien des Turniers</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points, abbreviated</comment>
        <translation type="vanished">Pkt.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The selected game; step through its moves with the buttons.</source>
        <translation>Die gewählte Partie; gehe ihre Züge mit den Knöpfen durch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>Select a game to replay it.</source>
        <translation>Wähle eine Partie, um sie nachzuspielen.</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation type="vanished">Das leere Brett</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="vanished">Einen Zug zurück</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="vanished">Einen Zug vor</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">Das Ende der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game %1, move %2 of %3.</source>
        <translation>Partie %1, Zug %2 von %3.</translation>
    </message>
</context>
<context>
    <name>TournamentTexts</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tournament_texts.py" line="+21"/>
        <source>chose cell %1, which is taken</source>
        <translation>wählte Feld %1, das besetzt ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chose %1, which is not a cell (0 to 8)</source>
        <translation>wählte %1, das kein Feld ist (0 bis 8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered %1, which is not a cell number</source>
        <translation>antwortete %1, das keine Feldnummer ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose_move crashed: %1</source>
        <translation>choose_move ist abgestürzt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made no move within %1 s</source>
        <translation>machte keinen Zug innerhalb von %1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no choose_move any more</source>
        <translation>die Datei hat kein choose_move mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program exited (exit code %1)</source>
        <translation>das Programm wurde beendet (Beendigungscode %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the program was stopped by the system (%1)</source>
        <translation>das Programm wurde vom System angehalten (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>used more than %1 MB of memory</source>
        <translation>hat mehr als %1 MB Speicher verwendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>printed or wrote more than %1 MB</source>
        <translation>hat mehr als %1 MB ausgegeben oder geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered with more than %1 bytes</source>
        <translation>antwortete mit mehr als %1 Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answered a %1, which is not a cell number</source>
        <translation>antwortete mit %1, das keine Feldnummer ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python could not start: %1</source>
        <translation>Python konnte nicht starten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run: this computer has no sandbox for students&apos; code</source>
        <translation>nicht ausgeführt: dieser Computer hat keine Sandbox für Schülercode</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: there is no such file.</source>
        <translation>%1: diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be read (%2).</source>
        <translation>%1 kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not UTF-8 text.</source>
        <translation>%1 ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a syntax error on line %2: %3</source>
        <translation>%1 hat einen Syntaxfehler in Zeile %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no function choose_move(board).</source>
        <translation>%1 hat keine Funktion choose_move(board).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1, choose_move must take the board: def choose_move(board):</source>
        <translation>In %1 muss choose_move das Brett annehmen: def choose_move(board):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X wins</source>
        <translation>X gewinnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O wins</source>
        <translation>O gewinnt</translation>
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
        <location filename="../../boardgames/kit/tree/window.py" line="+69"/>
        <source>Game tree: %1</source>
        <extracomment>&quot;Expand one level&quot; refuses to draw more positions than this at once. Seconds each node count may take before it is given up (&quot;too many to count&quot;).</extracomment>
        <translation>Spielbaum: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Position:</source>
        <translation>Stellung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position in the game&apos;s text form</source>
        <translation>die Stellung in der Textform des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Expand one level</source>
        <translation>Eine Ebene expandieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+135"/>
        <source>Evaluate the leaves</source>
        <translation>Die Blätter bewerten</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Search each unexpanded position to the end: its value appears and rises up the tree</source>
        <translation>Jede nicht expandierte Stellung bis zum Ende durchsuchen: ihr Wert erscheint und steigt im Baum auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grey what alpha-beta cuts off</source>
        <translation>Grau zeigen, was Alpha-Beta abschneidet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+3"/>
        <source>Nodes visited from the top position</source>
        <translation>Von der obersten Stellung aus besuchte Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alpha-beta + table</source>
        <translation>Alpha-Beta + Tabelle</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game is over: there is no tree below it.</source>
        <translation>Dieses Spiel ist vorbei: darunter gibt es keinen Baum.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This position cannot be used: %1</source>
        <translation>Diese Stellung kann nicht verwendet werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The next level has %n positions: too many to draw. Click single positions to expand them.</source>
        <translation>
            <numerusform>Die nächste Ebene hat %n Stellung: zu viele zum Zeichnen. Klicke einzelne Stellungen an, um sie zu expandieren.</numerusform>
            <numerusform>Die nächste Ebene hat %n Stellungen: zu viele zum Zeichnen. Klicke einzelne Stellungen an, um sie zu expandieren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not every value was found (stopped, or more than %1 s): the others stay &quot;?&quot;.</source>
        <translation>Nicht jeder Wert wurde gefunden (angehalten oder mehr als %1 s): die übrigen bleiben &quot;?&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop evaluating</source>
        <translation>Bewerten anhalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searching the leaves to the end…</source>
        <translation>Die Blätter werden bis zum Ende durchsucht…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 gewinnt in %n</numerusform>
            <numerusform>%1 gewinnt in %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>counting…</source>
        <translation>zähle…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too many</source>
        <translation>zu viele</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nodes in the tree: %1 (%2 drawn), values known: %3</source>
        <translation>Knoten im Baum: %1 (%2 gezeichnet), bekannte Werte: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cut off by alpha-beta (greyed): %1</source>
        <translation>Von Alpha-Beta abgeschnitten (grau): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under each position: who wins with best play, and in how many plies (moves of either player); ? = not known yet.</source>
        <translation>Unter jeder Stellung: wer bei bestem Spiel gewinnt und in wie vielen Halbzügen (Züge beider Seiten); ? = noch unbekannt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thick green lines: the move minimax chooses. Click a position to expand or fold it.</source>
        <translation>Dicke grüne Linien: der Zug, den Minimax wählt. Klicke eine Stellung an, um sie aus- oder einzuklappen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts: every position a search visits, the top one included; moves are tried in the game&apos;s order; a count that takes longer than %1 s says &quot;too many&quot;.</source>
        <translation>Zählungen: jede Stellung, die eine Suche besucht, die oberste eingeschlossen; die Züge werden in der Reihenfolge des Spiels versucht; eine Zählung, die länger als %1 s dauert, sagt &quot;zu viele&quot;.</translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message>
        <location filename="../../boardgames/games/fifteen/levels.py" line="+18"/>
        <source>3x3, 3 moves from solved</source>
        <translation>3x3, 3 Züge vor dem Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, 6 moves from solved</source>
        <translation>3x3, 6 Züge vor dem Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, 12 moves from solved</source>
        <translation>3x3, 12 Züge vor dem Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x3, fully shuffled</source>
        <translation>3x3, ganz gemischt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, 10 moves from solved</source>
        <translation>4x4, 10 Züge vor dem Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, 25 moves from solved</source>
        <translation>4x4, 25 Züge vor dem Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4x4, fully shuffled</source>
        <translation>4x4, ganz gemischt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5x5, fully shuffled</source>
        <translation>5x5, ganz gemischt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide the tiles until they are in order: 1, 2, 3 … with the gap in the bottom-right corner.</source>
        <translation>Schiebe die Plättchen, bis sie der Reihe nach liegen: 1, 2, 3 … mit der Lücke in der Ecke unten rechts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only a tile next to the gap can move: it slides into the gap.</source>
        <translation>Nur ein Plättchen neben der Lücke kann sich bewegen: es gleitet in die Lücke.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue tiles are in their place; orange tiles are not yet.</source>
        <translation>Blaue Plättchen sind an ihrem Platz, orange noch nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every shuffle here can be solved. Try to use few moves: the counter shows how many you made.</source>
        <translation>Jede Mischung hier ist lösbar. Versuche, mit wenigen Zügen auszukommen: der Zähler zeigt, wie viele du gemacht hast.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a tile</source>
        <translation>Ein Plättchen anklicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slide it into the gap</source>
        <translation>schiebt es in die Lücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slide a tile beside the gap that way (Up: the tile below the gap moves up into it)</source>
        <translation>ein Feld neben der Lücke in diese Richtung schieben (Hoch: das Feld unter der Lücke rückt nach oben in sie)</translation>
    </message>
    <message>
        <source>slide the tile beside the gap</source>
        <translation type="vanished">schieben das Plättchen neben der Lücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Strg+Z / Strg+Y</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo / redo a move</source>
        <translation>Zug zurücknehmen / wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this card</source>
        <translation>diese Karte</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/players.py" line="+224"/>
        <source>Best solver (optimal)</source>
        <extracomment>Codes of :class:`SolverRefused` and the meaning of their ``values``. Context of the players&apos; titles (the plug-in&apos;s id). The computer players the 15-puzzle offers.</extracomment>
        <translation>Bester Löser (optimal)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fastest optimal search for the board size: IDA* with pattern databases on 4x4</source>
        <translation>Die schnellste optimale Suche für die Brettgröße: IDA* mit Musterdatenbanken auf 4x4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IDA* (linear conflict)</source>
        <translation>IDA* (lineare Konflikte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Iterative-deepening A* with Manhattan distance and linear conflict: optimal, little memory</source>
        <translation>Iterativ vertiefendes A* mit Manhattan-Distanz und linearen Konflikten: optimal, wenig Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divide and conquer</source>
        <translation>Teile und herrsche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, column by column, as people solve it: fast on any size, not shortest</source>
        <translation>Zeile für Zeile, Spalte für Spalte, wie Menschen es lösen: schnell bei jeder Größe, nicht die kürzeste</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/plugin.py" line="+8"/>
        <source>15-puzzle</source>
        <translation>15-Puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles into order on any board from 2x2 to 8x8. Shuffle, check solvability, and watch A* and IDA* solve it.</source>
        <translation>Schiebe die Plättchen in die richtige Reihenfolge, auf jedem Brett von 2x2 bis 8x8. Mischen, Lösbarkeit prüfen und zusehen, wie A* und IDA* es lösen.</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/rules.py" line="+84"/>
        <source>Rows</source>
        <extracomment>The start of :func:`create`: the challenge&apos;s position T1, 15 moves from the goal. The options of the game page, of levels and of saved games: the board&apos;s size.</extracomment>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/search/offered.py" line="+27"/>
        <source>Manhattan distance</source>
        <extracomment>The heuristics the stepper and the generic searches offer, the recommended one first.</extracomment>
        <translation>Manhattan-Distanz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sum of the tiles&apos; row and column distances from their goal cells</source>
        <translation>Die Summe der Zeilen- und Spaltenabstände der Plättchen von ihren Zielfeldern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misplaced tiles</source>
        <translation>Falsch platzierte Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are not in their goal cell</source>
        <translation>Wie viele Plättchen nicht auf ihrem Zielfeld liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manhattan + linear conflict</source>
        <translation>Manhattan + lineare Konflikte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manhattan distance plus two moves for each pair of tiles that block each other in their goal row or column (Hansson, Mayer and Yung 1992)</source>
        <translation>Manhattan-Distanz plus zwei Züge für jedes Paar Plättchen, die sich in ihrer Zielzeile oder -spalte gegenseitig blockieren (Hansson, Mayer und Yung 1992)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/fifteen/ui/tools.py" line="+27"/>
        <source>Compare searches…</source>
        <translation>Suchverfahren vergleichen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run several algorithms and heuristics on this position</source>
        <translation>Mehrere Algorithmen und Heuristiken auf diese Stellung anwenden</translation>
    </message>
</context>
<context>
    <name>tictactoe</name>
    <message>
        <location filename="../../boardgames/games/tictactoe/levels.py" line="+19"/>
        <source>The computer takes the first free cell</source>
        <translation>Der Computer nimmt das erste freie Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays at random</source>
        <translation>Der Computer spielt zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer likes the centre</source>
        <translation>Der Computer mag die Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer wins when it can</source>
        <translation>Der Computer gewinnt, wenn er kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer also blocks you</source>
        <translation>Der Computer blockiert dich auch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer also makes forks</source>
        <translation>Der Computer baut auch Zwickmühlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Almost perfect: 1 move in 4 is a mistake</source>
        <translation>Fast perfekt: 1 Zug von 4 ist ein Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Almost perfect: 1 move in 10 is a mistake</source>
        <translation>Fast perfekt: 1 Zug von 10 ist ein Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perfect: the best you can do is a draw</source>
        <translation>Perfekt: mehr als ein Unentschieden ist nicht drin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Get three of your marks in a row: across, down or corner to corner.</source>
        <translation>Bringe drei deiner Zeichen in eine Reihe: waagerecht, senkrecht oder diagonal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You and the computer take turns; X goes first.</source>
        <translation>Du und der Computer zieht abwechselnd; X beginnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put your mark in an empty cell.</source>
        <translation>Setze dein Zeichen in ein leeres Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the board is full and nobody has a row, it is a draw.</source>
        <translation>Ist das Brett voll und niemand hat eine Reihe, ist es unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a cell</source>
        <translation>Ein Feld anklicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put your mark there</source>
        <translation>setzt dein Zeichen dorthin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys 1 to 9</source>
        <translation>Tasten 1 bis 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a cell, like a phone keypad</source>
        <translation>wählen ein Feld, wie auf einer Telefontastatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys, Enter</source>
        <translation>Pfeiltasten, Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move to a cell and play it</source>
        <translation>zu einem Feld gehen und es spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take back your move</source>
        <translation>deinen Zug zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this card</source>
        <translation>diese Karte</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/__init__.py" line="+109"/>
        <source>first free cell</source>
        <extracomment>Why a rule-of-thumb player chose its move: reason code -&gt; English words (the plug-in&apos;s ``reasons``: the game page says them after a computer&apos;s move).</extracomment>
        <translation>erstes freies Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win at once</source>
        <translation>sofort gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>blockieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block (a fork: the game is lost)</source>
        <translation>blockieren (eine Zwickmühle: die Partie ist verloren)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork</source>
        <translation>Zwickmühle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prevent a fork</source>
        <translation>einer Zwickmühle vorbeugen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block a fork</source>
        <translation>eine Zwickmühle blockieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre, corner, edge</source>
        <translation>Mitte, Ecke, Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best score</source>
        <translation>beste Bewertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a deliberate mistake</source>
        <translation>ein absichtlicher Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random opening</source>
        <translation>zufällige Eröffnung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mistakes (%)</source>
        <extracomment>Milliseconds the &quot;show thinking&quot; analysis of a position may take. The fallible player&apos;s share of mistakes, in percent, set beside its seat.</extracomment>
        <translation>Fehler (%)</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/players/rules_based.py" line="+33"/>
        <source>Dummy</source>
        <translation>Einfaltspinsel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the first free cell (rung 1)</source>
        <translation>nimmt das erste freie Feld (Stufe 1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Centre first</source>
        <translation>Mitte zuerst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the centre if free, else the first free cell (rung 2)</source>
        <translation>nimmt die Mitte, wenn sie frei ist, sonst das erste freie Feld (Stufe 2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins at once when it can; else centre, else first free cell (rung 3)</source>
        <translation>gewinnt sofort, wenn er kann; sonst Mitte, sonst erstes freies Feld (Stufe 3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Blocker</source>
        <translation>Blockierer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins at once, else blocks the opponent&apos;s line; else centre, else first free (rung 4)</source>
        <translation>gewinnt sofort, sonst blockiert er die Reihe des Gegners; sonst Mitte, sonst erstes freies (Stufe 4)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Fork master</source>
        <translation>Zwickmühlen-Meister</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins, blocks, makes forks and prevents the opponent&apos;s forks (rung 5)</source>
        <translation>gewinnt, blockiert, baut Zwickmühlen und verhindert die Zwickmühlen des Gegners (Stufe 5)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays a random free cell</source>
        <translation>spielt ein zufälliges freies Feld</translation>
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
        <translation>durchsucht den ganzen Spielbaum mit Minimax (Stufe 6)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimax with alpha-beta pruning, no table (same moves, fewer nodes)</source>
        <translation>Minimax mit Alpha-Beta-Kürzung, ohne Tabelle (gleiche Züge, weniger Knoten)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Alpha-beta + table</source>
        <translation>Alpha-Beta + Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alpha-beta with a transposition table (rung 7: same moves, far fewer nodes)</source>
        <translation>Alpha-Beta mit einer Transpositionstabelle (Stufe 7: gleiche Züge, weit weniger Knoten)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect (solved table)</source>
        <translation>Perfekt (gelöste Tabelle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looks its move up in the solved table of all 3x3 positions</source>
        <translation>schlägt seinen Zug in der gelösten Tabelle aller 3x3-Stellungen nach</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deep search (timed)</source>
        <translation>Tiefe Suche (mit Zeitlimit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alpha-beta with iterative deepening for ~1 s and an open-lines heuristic</source>
        <translation>Alpha-Beta mit iterativer Vertiefung für ~1 s und einer Heuristik der offenen Linien</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Perfect but fallible</source>
        <translation>Perfekt, aber fehlbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays perfectly, but errs with a probability the teacher sets</source>
        <translation>spielt perfekt, irrt sich aber mit einer Wahrscheinlichkeit, die die Lehrkraft festlegt</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/plugin.py" line="+8"/>
        <source>Tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three (or k) in a row on boards up to 7x7. Play a friend or a computer that grows from a naive player to perfect minimax.</source>
        <translation>Drei (oder k) in einer Reihe auf Brettern bis 7x7. Spiele gegen Freunde oder einen Computer, der vom naiven Spieler bis zum perfekten Minimax wächst.</translation>
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
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen by its search</source>
        <extracomment>A computer that opens a game: it chooses its first mark, or puts it on a random cell (the course&apos;s computer opens at random). The players take this option.</extracomment>
        <translation>Durch Suche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a random cell</source>
        <translation>Auf ein zufälliges Feld</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board size</source>
        <extracomment>The options of the game page (and of saved games and levels).</extracomment>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a row to win</source>
        <translation>In einer Reihe zum Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s opening</source>
        <translation>Eröffnung des Computers</translation>
    </message>
    <message>
        <location filename="../../boardgames/games/tictactoe/ui/tools.py" line="+27"/>
        <source>Students&apos; tournament…</source>
        <translation>Schülerturnier…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play students&apos; choose_move(board) files against the computer players and each other</source>
        <translation>Spiele der Schüler mit choose_move(board) gegen die Computerspieler und gegeneinander antreten lassen</translation>
    </message>
</context>
</TS>
