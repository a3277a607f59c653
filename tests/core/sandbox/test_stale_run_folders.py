"""Run folders an app left behind when it was killed mid-run (a lesson demo, a check)
are removed at the next start; those of a copy of the app still running are not."""

import os
import subprocess
import sys
import textwrap

from boardgames.core.sandbox import workspace

MAKER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from boardgames.core.sandbox.workspace import Workspace, private_temp
    program = Path(sys.argv[1])
    run = Workspace.create(program)
    with private_temp("boardgames-exercise-") as folder:
        (folder / "student.py").write_text("x = 1")
        print(run.parent, folder, flush=True)
        time.sleep(60)
""")


def _killed_mid_run(tmp_path):
    """The folders of a process killed (SIGKILL: no clean-up) while they were in use."""
    program = tmp_path / "student.py"
    program.write_text("def move(s):\n    return 0\n")
    env = dict(os.environ, TMPDIR=str(tmp_path))
    maker = subprocess.Popen([sys.executable, "-c", MAKER, str(program)], env=env,
                             stdout=subprocess.PIPE, text=True)
    folders = maker.stdout.readline().split()
    maker.kill()
    maker.wait()
    maker.stdout.close()
    return [os.path.basename(f) for f in folders]


def test_a_killed_runs_folders_go_and_a_running_ones_stay(tmp_path, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    left = _killed_mid_run(tmp_path)
    assert len(left) == 2 and all((tmp_path / name).is_dir() for name in left)
    os.chmod(tmp_path / left[0] / "box", 0o555)  # read-only, as the sandbox leaves it
    (tmp_path / "boardgames-notes").mkdir()      # not a run folder: no process number
    (tmp_path / "mine.txt").write_text("the teacher's")
    program = tmp_path / "student.py"
    with workspace.private_temp() as running:     # this process, still running
        live = workspace.Workspace.create(program, siblings=False)
        removed = workspace.remove_stale_folders(tmp_path)
        assert sorted(p.name for p in removed) == sorted(left)
        assert not any((tmp_path / name).exists() for name in left)
        assert running.is_dir() and live.parent.is_dir() and live.program.is_file()
        live.close()
    assert (tmp_path / "boardgames-notes").is_dir()
    assert (tmp_path / "mine.txt").read_text() == "the teacher's"


def test_a_folder_of_another_user_or_of_no_folder_is_kept(tmp_path, monkeypatch):
    stale = tmp_path / "boardgames-run-999999999-abc"
    stale.write_text("a file, not a folder")
    monkeypatch.setattr(workspace, "_process_runs", lambda pid: False)
    assert workspace.remove_stale_folders(tmp_path) == []
    assert stale.is_file()
    monkeypatch.setattr(os, "getuid", lambda: os.geteuid() + 1)
    stale.unlink()
    stale.mkdir()
    assert workspace.remove_stale_folders(tmp_path) == [] and stale.is_dir()
