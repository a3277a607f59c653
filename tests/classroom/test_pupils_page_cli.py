"""``boardgames class serve`` tells the teacher where pupils go: one line ``Pupils' page:
http://HOST:PORT/#code=CODE`` with the address it listens on, and with ``--qr`` that link
as a QR code in the terminal (dark on light whatever the terminal's colours)."""

import os
import re
import signal
import subprocess
import sys

import segno

from boardgames.classroom.pupils_page import QUIET_ZONE, page_url
from boardgames.cli import main

CELL = re.compile(r"\033\[(40|107)m  ")  # one module: black or bright white, two columns


def serve(tmp_path, *extra):
    """``class serve`` on 127.0.0.1, a free port, not announced, until the pupils' page
    line (and with ``--qr`` the code's lines) are printed: (process, stdout lines so far,
    its port, the class code)."""
    env = dict(os.environ, BOARDGAMES_CLASS_DIR=str(tmp_path / "classes"), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "boardgames", "class", "serve", "--host",
                             "127.0.0.1", "--port", "0", "--no-announce", "--code", "qrt234",
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)
    lines = [proc.stdout.readline() for _ in range(4)]  # open at, teacher's code, stored, Ctrl+C
    found = re.search(r":(\d+), class code (\w+)", lines[0])
    assert found, "".join(lines) + proc.stderr.read()
    lines.append(proc.stdout.readline())
    return proc, lines, int(found.group(1)), found.group(2)


def end(proc):
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and "Traceback" not in err, err
    return out.splitlines()


def test_serve_prints_the_pupils_page_with_its_address_and_the_class_code(tmp_path):
    proc, lines, port, code = serve(tmp_path)
    try:
        assert lines[-1] == f"Pupils' page: http://127.0.0.1:{port}/#code=QRT234\n"
        assert lines[0].startswith(f"Class 'class' is open at 127.0.0.1:{port}, ")  # where it listens
    finally:
        rest = end(proc)
    assert not any(CELL.search(line) for line in lines + rest)  # no QR code unless asked
    teacher = lines[1].split()[-1]  # "Teacher's code (reads the whole class): CODE"
    assert teacher not in lines[-1]  # the pupils' link never carries the teacher's code


def test_serve_qr_prints_the_link_as_a_qr_code_with_its_quiet_zone(tmp_path):
    proc, lines, port, code = serve(tmp_path, "--qr")
    try:
        url = f"http://127.0.0.1:{port}/#code={code}"
        assert lines[-1] == f"Pupils' page: {url}\n"
        wanted = [[bool(bit) for bit in row] for row in
                  segno.make_qr(url).matrix_iter(border=QUIET_ZONE)]
        shown = [[m.group(1) == "40" for m in CELL.finditer(proc.stdout.readline())]
                 for _ in wanted]
    finally:
        end(proc)
    assert shown == wanted
    assert not any(shown[0]) and not any(row[0] for row in shown)  # a light quiet zone round it


def test_serve_help_documents_qr(capsys):
    assert main(["class", "serve", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--qr" in out and "QR code" in out and "pupils' page" in out


def test_the_page_link_carries_the_class_code_as_a_fragment_only():
    assert page_url("192.168.1.20:8765") == "http://192.168.1.20:8765/"
    assert page_url("[fd00::5]:8765", "AB CD/#") == "http://[fd00::5]:8765/#code=AB%20CD%2F%23"
