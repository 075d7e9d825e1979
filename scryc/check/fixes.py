"""Applying fixes to card files in place.

Only the fixed spans change: the file is edited as decoded text and written back with the
same encoding, byte order mark and line endings. The write is atomic (a temporary file in the
same folder, then ``os.replace``, keeping the file's permissions and owner), and a file that
changed on disk since it was read, whose card text is not where its origin says, or that is
read-only, is left alone.
"""

from __future__ import annotations

import difflib
import json
import os
import stat
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field

from ..cards import Face
from .lint import Report, Result, escaped, stamp

BOM = b"\xef\xbb\xbf"
WRITE_BITS = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
#: How many times --fix fixes and checks again (a fix may make another one possible).
ROUNDS = 5


class Refused(Exception):
    """A file that --fix will not write, and why."""


@dataclass
class Outcome:
    """What --fix did: the findings it fixed, and the files it refused to write."""

    fixed: list[Result] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)


def apply(report: Report, rounds: int = ROUNDS) -> Outcome:
    """Apply the fixes of ``report`` to the card files, and check the files fixed again, until
    no fix is left (at most ``rounds`` times); ``report`` then holds what is left."""
    outcome = Outcome()
    for _ in range(rounds):
        by_path: dict[str, list[Result]] = defaultdict(list)
        for result in report.results:
            if result.edit is not None and result.edit.card.path not in outcome.refused:
                by_path[result.edit.card.path].append(result)
        for path, results in by_path.items():
            try:
                outcome.fixed.extend(fix_file(path, results, report.stamps[path]))
            except Refused as why:
                outcome.refused[path] = str(why)
            except OSError as error:
                outcome.refused[path] = f"cannot write: {error.strerror or error}"
        changed = set(by_path) - set(outcome.refused)
        if not changed:
            break
        report.recheck(changed)
    return outcome


def fix_file(path: str, results: list[Result], read: tuple[int, int]) -> list[Result]:
    """Apply the edits of ``results`` to the file at ``path``; return the results fixed.

    Overlapping edits after the first are left for a later run. Raises Refused.
    """
    target = os.path.realpath(path)
    bom, _, content, fixed = fixed_content(target, results, read)
    _write(target, bom + content.encode("utf-8"), read)
    return fixed


def preview(report: Report) -> str:
    """The fixes of ``report`` as a unified diff of each file (one round); writes nothing.

    A file the fixes cannot be applied to exactly is left out."""
    by_path: dict[str, list[Result]] = defaultdict(list)
    for result in report.results:
        if result.edit is not None:
            by_path[result.edit.card.path].append(result)
    patches = []
    for path in sorted(by_path):
        try:
            _, before, after, _ = fixed_content(
                os.path.realpath(path), by_path[path], report.stamps[path]
            )
        except (Refused, OSError):
            continue
        lines = difflib.unified_diff(
            before.splitlines(keepends=True), after.splitlines(keepends=True), path, path
        )
        patches.append("".join(lines))
    return "".join(patches)


def fixed_content(
    target: str, results: list[Result], read: tuple[int, int]
) -> tuple[bytes, str, str, list[Result]]:
    """The file's byte order mark, its text as read and with the edits of ``results``, and the
    results fixed. Overlapping edits after the first are left out. Raises Refused."""
    try:
        changed = stamp(target) != read
    except FileNotFoundError:
        raise Refused("deleted since it was read") from None
    if changed:
        raise Refused("changed on disk since it was read")
    with open(target, "rb") as stream:
        data = stream.read()
    bom = BOM if data.startswith(BOM) else b""
    content = data[len(bom) :].decode("utf-8")
    starts = _line_starts(content)
    changes: list[tuple[int, int, str, Result]] = []
    for result in results:
        edit = result.edit
        assert edit is not None
        face = edit.card.face(edit.lang)
        assert face is not None
        _verify(content, starts, face)
        first = _offset(starts, face, edit.fix.start)
        last = _offset(starts, face, edit.fix.end)
        changes.append((first, last, escaped(face, edit.fix.replacement), result))
    fixed: list[Result] = []
    pieces: list[str] = []
    done_to = 0
    previous = None
    for first, last, replacement, result in sorted(changes, key=lambda c: (c[0], c[1])):
        if first < done_to or (first == last and (first, last) == previous):
            continue  # overlaps an edit already made: left for the next run
        pieces.extend([content[done_to:first], replacement])
        done_to, previous = last, (first, last)
        fixed.append(result)
    pieces.append(content[done_to:])
    return bom, content, "".join(pieces), fixed


def _line_starts(content: str) -> list[int]:
    return [0] + [i + 1 for i, c in enumerate(content) if c == "\n"]


def _offset(starts: list[int], face: Face, offset: int) -> int:
    """The offset in the file's content of ``face.text[offset]``."""
    assert face.origin is not None and face.text is not None
    line, column = face.origin.position(face.text, offset)
    return starts[line - 1] + column - 1


def _verify(content: str, starts: list[int], face: Face) -> None:
    """Check that the face's text is in the file where its origin says, as loaded."""
    assert face.origin is not None and face.text is not None
    written = content[_offset(starts, face, 0) : _offset(starts, face, len(face.text))]
    if face.origin.written is not None:
        same = written == face.origin.written
    elif face.origin.kind == "json":
        same = written == json.dumps(face.text, ensure_ascii=False)[1:-1]
    else:
        same = written.replace("\r\n", "\n") == face.text
    if not same:
        raise Refused("the card text is not where it was read from (changed, or escaped)")


def _write(target: str, data: bytes, read: tuple[int, int]) -> None:
    """Replace the file's content atomically, keeping its permissions and owner.

    The rename would replace a file whatever its permissions, so a file without write
    permission (for us, or for anyone: read-only on purpose) is refused first.
    """
    info = os.stat(target)
    mode = stat.S_IMODE(info.st_mode)
    if not mode & WRITE_BITS or not os.access(target, os.W_OK):
        raise Refused("the file is read-only")
    folder, name = os.path.split(target)
    handle, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        _keep_owner(temporary, info)
        os.chmod(temporary, mode)  # after chown, which may clear set-user/group-ID bits
        if stamp(target) != read:
            raise Refused("changed on disk while it was being fixed")
        os.replace(temporary, target)
    except BaseException:
        os.unlink(temporary)
        raise


def _keep_owner(temporary: str, info: os.stat_result) -> None:
    """Give the new file the old one's owner and group (the rename would make them ours)."""
    mine = os.stat(temporary)
    if (mine.st_uid, mine.st_gid) == (info.st_uid, info.st_gid):
        return
    try:
        os.chown(temporary, info.st_uid, info.st_gid)
    except PermissionError:
        raise Refused("cannot keep the file's owner and group") from None
