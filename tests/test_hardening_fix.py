"""--fix under faults: whatever fails while a card file is written (the write part way, the
disk filling up, the rename, a read-only file, a file changed or deleted meanwhile), the
original is intact, no temporary file is left, the error names the file, and the exit status
is 1 (problems left). Permissions and owner are kept when the write succeeds."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import IO, Any

import pytest
from click.testing import CliRunner, Result

from scryc.check import Selection, run
from scryc.check.fixes import apply
from scryc.cli import main

CARD = (
    "name = 'Good Owl'\n"
    "type_line = 'Creature — Bird'\n"
    "text = 'When Good Owl enters the battlefield, scry 1.'\n"
)
FIXED = CARD.replace("enters the battlefield", "enters")


def fix(*paths: Path) -> Result:
    return CliRunner().invoke(main, ["check", *map(str, paths), "--fix"])


def card_file(folder: Path, name: str = "card.toml") -> Path:
    path = folder / name
    path.write_text(CARD, encoding="utf-8")
    return path


def assert_not_fixed(result: Result, path: Path, why: str, content: str = CARD) -> None:
    """The run reports the file with why it was not fixed, exits 1, and the file is as it
    was, alone in its folder."""
    assert result.exit_code == 1, result.output
    assert f"{path}: not fixed: {why}" in result.stderr.splitlines()
    assert f"{path}:3:23: SCRY005 " in result.stdout  # the problem is still reported
    assert path.read_text(encoding="utf-8") == content
    assert [p.name for p in path.parent.iterdir()] == [path.name]


class FailingStream:
    """A file stream that writes ``limit`` bytes, then fails like a full disk."""

    def __init__(self, stream: IO[bytes], limit: int) -> None:
        self.stream = stream
        self.limit = limit

    def write(self, data: bytes) -> int:
        self.stream.write(data[: self.limit])
        self.stream.flush()
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __enter__(self) -> FailingStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stream.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def test_the_write_failing_part_way(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = card_file(tmp_path)
    written: list[str] = []
    fdopen = os.fdopen

    def half_written(handle: int, mode: str = "r") -> FailingStream:
        stream = fdopen(handle, mode)
        written.append(stream.name)
        return FailingStream(stream, len(CARD) // 2)

    monkeypatch.setattr("scryc.check.fixes.os.fdopen", half_written)
    assert_not_fixed(fix(path), path, "cannot write: No space left on device")
    assert written  # the temporary file was written to, then removed


def test_the_disk_filling_up_at_fsync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = card_file(tmp_path)

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("scryc.check.fixes.os.fsync", full)
    assert_not_fixed(fix(path), path, "cannot write: No space left on device")


def test_the_rename_failing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = card_file(tmp_path)

    def refuse(source: str, target: str) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), target)

    monkeypatch.setattr("scryc.check.fixes.os.replace", refuse)
    assert_not_fixed(fix(path), path, "cannot write: Permission denied")


def test_a_read_only_file(tmp_path: Path) -> None:
    """The rename would replace a read-only file (for root and for its owner alike), so it is
    refused before anything is written."""
    path = card_file(tmp_path)
    path.chmod(0o444)
    try:
        assert_not_fixed(fix(path), path, "the file is read-only")
        assert stat.S_IMODE(path.stat().st_mode) == 0o444
    finally:
        path.chmod(0o644)


def test_a_file_we_may_not_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Someone else's file with write permission for its owner only (simulated: root may
    write any file)."""
    path = card_file(tmp_path)
    access = os.access

    def denied(target: str, mode: int) -> bool:
        return not (target == str(path) and mode & os.W_OK) and access(target, mode)

    monkeypatch.setattr("scryc.check.fixes.os.access", denied)
    assert_not_fixed(fix(path), path, "the file is read-only")


def test_a_read_only_file_does_not_stop_the_others(tmp_path: Path) -> None:
    locked = card_file(tmp_path, "locked.toml")
    locked.chmod(0o444)
    other = card_file(tmp_path, "other.toml")
    try:
        result = fix(locked, other)
    finally:
        locked.chmod(0o644)
    assert result.exit_code == 1
    assert f"{locked}: not fixed: the file is read-only" in result.stderr
    assert locked.read_text(encoding="utf-8") == CARD
    assert other.read_text(encoding="utf-8") == FIXED


def test_a_file_changed_while_it_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another program saves the file while scryc writes its temporary copy: the other
    program's version is kept."""
    path = card_file(tmp_path)
    theirs = CARD.replace("Good Owl", "Their Owl")
    fsync = os.fsync

    def meanwhile(fd: int) -> None:
        fsync(fd)
        path.write_text(theirs, encoding="utf-8")
        os.utime(path, ns=(1, 1))

    monkeypatch.setattr("scryc.check.fixes.os.fsync", meanwhile)
    result = fix(path)
    assert result.exit_code == 1
    assert f"{path}: not fixed: changed on disk while it was being fixed" in result.stderr
    assert path.read_text(encoding="utf-8") == theirs
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_a_file_deleted_since_it_was_read(tmp_path: Path) -> None:
    path = card_file(tmp_path)
    report = run([str(path)], ["en"], Selection())
    path.unlink()
    outcome = apply(report)
    assert outcome.fixed == []
    assert outcome.refused == {str(path): "deleted since it was read"}
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give a file to another user")
def test_owner_group_and_mode_are_kept(tmp_path: Path) -> None:
    path = card_file(tmp_path)
    os.chown(path, 1234, 5678)
    path.chmod(0o604)
    result = fix(path)
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == FIXED
    info = path.stat()
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (1234, 5678, 0o604)


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give a file to another user")
def test_an_owner_that_cannot_be_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Replacing another user's group-writable file would make it ours: refused (a user who
    may not give files away is simulated)."""
    path = card_file(tmp_path)
    os.chown(path, 1234, os.getgid())
    path.chmod(0o664)

    def refuse(target: str, uid: int, gid: int) -> None:
        raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), target)

    monkeypatch.setattr("scryc.check.fixes.os.chown", refuse)
    assert_not_fixed(fix(path), path, "cannot keep the file's owner and group")
    assert path.stat().st_uid == 1234
