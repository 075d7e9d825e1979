"""Loader faults through the command line: each bad file gives one LOAD error naming its path
(and line where there is one), the rest of the batch is still checked, the exit status is 2,
and no file is changed, not even by --fix. A 50 MB JSONL file is streamed in bounded memory."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from scryc.cli import main

#: A card that loads and parses, with one finding (SCRY005 at 3:23) that --fix repairs.
GOOD = (
    "name = 'Good Owl'\n"
    "type_line = 'Creature — Bird'\n"
    "text = 'When Good Owl enters the battlefield, scry 1.'\n"
)
GOOD_FINDING = ":3:23: SCRY005 "
TOML_JA = "name = '選択'\n[ja]\nname = '選択'\ntext = '占術１を行う。'\n"
JSONL_JA = '{"name": "Opt", "ja_text": "占術１を行う。"}\n{"name": "Opt 2", "ja_text": "占術２"}\n'
DEEP = "[" * 10_000 + "]" * 10_000

#: (file name, content, where the error is after the path, what the message says)
FAULTS = [
    ("bad.toml", b"name = 'A'\ntext = = 'x'\n", ":2:8", "invalid TOML: Invalid value"),
    ("bad.json", b'[\n  {"name": "A"},\n  {"name": }\n]\n', ":3:12", "invalid JSON: Expecting"),
    ("bad.jsonl", b'{"name": "Broken", \n', ":1:20", "invalid JSON: Expecting"),
    ("latin1.toml", "name = 'Café'\n".encode("latin-1"), ":1:12", "not UTF-8: byte 0xe9"),
    ("sjis.toml", TOML_JA.encode("shift_jis"), ":1:9", "not UTF-8: byte 0x91 is invalid UTF-8"),
    (
        "sjis.jsonl",
        JSONL_JA.encode("shift_jis"),
        ":1:29",
        "not UTF-8: byte 0x90 is invalid UTF-8; save the file as UTF-8 "
        "(2 rows are not UTF-8; this is the first)",
    ),
    ("utf16.toml", GOOD.encode("utf-16"), "", "UTF-16 (little-endian, with a byte order mark)"),
    (
        "utf16be.json",
        b"\xfe\xff" + '[{"name": "A"}]'.encode("utf-16-be"),
        "",
        "not UTF-8: the file looks like UTF-16 (big-endian, with a byte order mark)",
    ),
    ("utf16le.jsonl", '{"name": "A"}\n'.encode("utf-16-le"), "", "like UTF-16 (little-endian);"),
    ("utf16be.toml", GOOD.encode("utf-16-be"), "", "looks like UTF-16 (big-endian); save it"),
    ("utf32.json", '[{"name": "A"}]'.encode("utf-32"), "", "UTF-32 (little-endian, with a byte"),
    ("empty.toml", b"", "", "empty file"),
    ("blank.jsonl", b"\r\n\n", "", "empty file"),
    ("bom-only.json", b"\xef\xbb\xbf", "", "empty file"),
    ("deep.json", DEEP.encode(), "", "invalid JSON: nested too deep"),
    ("deep.jsonl", DEEP.encode() + b"\n", ":1", "invalid JSON: nested too deep"),
    ("deep.toml", f"name = 'A'\nx = {DEEP}\n".encode(), "", "invalid TOML: nested too deep"),
    ("digits.json", b'[{"name": "A", "n": ' + b"1" * 5000 + b"}]", "", "invalid JSON: Exceeds"),
    ("digits.toml", b"name = 'A'\nn = " + b"9" * 5000 + b"\n", "", "invalid TOML: Exceeds"),
    ("surrogate.jsonl", b'{"name": "A\\ud800"}\n', ":1", "'name' holds a lone surrogate U+D800"),
]
FAULT_IDS = [name for name, *_ in FAULTS]


def run_cli(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file's bytes, by name."""
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def load_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if ": LOAD " in line]


@pytest.mark.parametrize(("name", "content", "where", "message"), FAULTS, ids=FAULT_IDS)
def test_check_reports_one_error_and_goes_on(
    tmp_path: Path, name: str, content: bytes, where: str, message: str
) -> None:
    bad = tmp_path / name
    bad.write_bytes(content)
    good = tmp_path / "good.toml"
    good.write_text(GOOD, encoding="utf-8")
    before = snapshot(tmp_path)

    result = run_cli("check", bad, good)
    assert result.exit_code == 2, result.output
    (error,) = load_lines(result.stdout)
    assert error.startswith(f"{bad}{where}: LOAD ") and message in error, error
    assert f"{good}{GOOD_FINDING}" in result.stdout  # the good file was still checked
    assert "checked 1 cards" in result.stdout
    assert snapshot(tmp_path) == before

    fixed = run_cli("check", bad, good, "--fix")
    assert fixed.exit_code == 2 and len(load_lines(fixed.stdout)) == 1
    assert bad.read_bytes() == content  # --fix leaves the broken file alone
    assert "enters, scry 1." in good.read_text(encoding="utf-8")  # and fixes the good one


@pytest.mark.parametrize(("name", "content", "where", "message"), FAULTS, ids=FAULT_IDS)
def test_coverage_reports_one_error_and_goes_on(
    tmp_path: Path, name: str, content: bytes, where: str, message: str
) -> None:
    bad = tmp_path / name
    bad.write_bytes(content)
    good = tmp_path / "good.toml"
    good.write_text(GOOD, encoding="utf-8")
    before = snapshot(tmp_path)
    result = run_cli("coverage", bad, good)
    assert result.exit_code == 2
    (error,) = result.stderr.splitlines()
    assert error.startswith(f"{bad}{where}: LOAD ") and message in error, error
    assert result.stdout.startswith("parsed 1/1 cards (100.0%)")
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize(
    "content",
    [
        b"\xef\xbb\xbf" + GOOD.encode(),
        GOOD.replace("\n", "\r\n").encode(),
        b"\xef\xbb\xbf" + GOOD.replace("\n", "\r\n").encode(),
    ],
    ids=["bom", "crlf", "bom-crlf"],
)
def test_bom_and_crlf_are_read_and_kept_by_fix(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "card.toml"
    path.write_bytes(content)
    result = run_cli("check", path)
    assert result.exit_code == 1 and f"{path}{GOOD_FINDING}" in result.stdout
    assert path.read_bytes() == content
    assert run_cli("check", path, "--fix").exit_code == 0
    assert path.read_bytes() == content.replace(b" the battlefield", b"")


# --- unreadable files -------------------------------------------------------------------


def folder_with_good_card(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "good.toml").write_text(GOOD, encoding="utf-8")
    return folder


def assert_one_unreadable(result: Result, path: Path, why: str, output: str) -> None:
    assert result.exit_code == 2, result.output
    (error,) = load_lines(output)
    assert error == f"{path}: LOAD cannot read: {why}"


def test_self_loop_symlink_in_a_folder(tmp_path: Path) -> None:
    folder = folder_with_good_card(tmp_path)
    loop = folder / "loop.toml"
    loop.symlink_to(loop)
    result = run_cli("check", folder)
    assert_one_unreadable(result, loop, "Too many levels of symbolic links", result.stdout)
    assert f"{folder / 'good.toml'}{GOOD_FINDING}" in result.stdout
    coverage = run_cli("coverage", folder)
    assert_one_unreadable(coverage, loop, "Too many levels of symbolic links", coverage.stderr)
    assert coverage.stdout.startswith("parsed 1/1 cards")


def test_permission_denied_file_in_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Root reads any file, so the refusal is simulated (the next test uses chmod)."""
    folder = folder_with_good_card(tmp_path)
    secret = folder / "secret.toml"
    secret.write_text(GOOD, encoding="utf-8")
    read_bytes = Path.read_bytes

    def refuse(self: Path) -> bytes:
        if self == secret:
            raise PermissionError(13, "Permission denied", str(self))
        return read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    result = run_cli("check", folder)
    assert_one_unreadable(result, secret, "Permission denied", result.stdout)
    assert "checked 1 cards" in result.stdout


def test_unreadable_subfolder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = folder_with_good_card(tmp_path)
    locked = folder / "locked"
    locked.mkdir()
    (locked / "hidden.toml").write_text(GOOD, encoding="utf-8")
    scandir = os.scandir

    def refuse(path: str | os.PathLike[str] = ".") -> object:
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", refuse)
    result = run_cli("check", folder)
    assert_one_unreadable(result, locked, "Permission denied", result.stdout)
    assert "checked 1 cards" in result.stdout


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_chmod_000_file_in_a_folder(tmp_path: Path) -> None:
    folder = folder_with_good_card(tmp_path)
    secret = folder / "secret.toml"
    secret.write_text(GOOD, encoding="utf-8")
    secret.chmod(0)
    try:
        result = run_cli("check", folder)
        assert_one_unreadable(result, secret, "Permission denied", result.stdout)
        assert "checked 1 cards" in result.stdout
    finally:
        secret.chmod(0o644)


# --- a 50 MB JSONL file -----------------------------------------------------------------

BIG = 50 * 1024 * 1024
#: Peak memory (maximum resident set) a 50 MB run may add to a run over a 1 MB file of the
#: same rows (large enough that both go to the process pool, whose parent loads the parse
#: tables for its forked workers to share): reading the file whole would add at least 50 MB,
#: holding its 51,000 cards about 70 MB.
MEMORY_BOUND = 16 * 1024 * 1024
MEASURE = """
import resource, sys
from scryc.cli import main
try:
    main(sys.argv[1:])
except SystemExit as done:
    status = done.code
print(f"maxrss={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}", file=sys.stderr)
sys.exit(status)
"""


def good_row() -> str:
    return json.dumps(
        {
            "name": "Good Owl",
            "type_line": "Creature — Bird",
            "oracle_text": "When Good Owl enters the battlefield, scry 1.",
        }
    )


FILLER = json.dumps(
    {"name": "Filler", "mana_cost": "{2}{U}", "type_line": "Creature", "en_source": "x" * 900}
)


def write_big_jsonl(path: Path) -> int:
    """A 50 MB corpus: a good card, ~51,000 rows without rules text (about 1 KB each, like
    real rows with their sources), a broken row, and a good card again. Returns the broken
    row's line."""
    rows = -(-BIG // (len(FILLER) + 1))
    with path.open("w", encoding="utf-8") as stream:
        stream.write(good_row() + "\n")
        for _ in range(rows // 1000 + 1):
            stream.write((FILLER + "\n") * 1000)
        stream.write('{"name": "Broken", \n')
        stream.write(good_row() + "\n")
    return (rows // 1000 + 1) * 1000 + 2


def peak(*args: str | Path) -> tuple[subprocess.CompletedProcess[str], int]:
    """Run scryc in a fresh interpreter; return the run and its peak resident memory in bytes
    (ru_maxrss is in KiB on Linux, bytes on macOS)."""
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, *map(str, args)], capture_output=True, text=True
    )
    kib = int(done.stderr.rsplit("maxrss=", 1)[1])
    return done, kib if sys.platform == "darwin" else kib * 1024


@pytest.fixture(scope="module")
def big_jsonl(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, Path]:
    folder = tmp_path_factory.mktemp("big")
    path = folder / "big.jsonl"
    broken = write_big_jsonl(path)
    small = folder / "small.jsonl"
    small.write_text(good_row() + "\n" + (FILLER + "\n") * 1000 + good_row() + "\n", "utf-8")
    assert path.stat().st_size >= BIG
    return path, broken, small


@pytest.mark.skipif(not hasattr(resource, "getrusage"), reason="needs getrusage")
@pytest.mark.parametrize("command", ["check", "coverage"])
def test_50_mb_jsonl_is_streamed(big_jsonl: tuple[Path, int, Path], command: str) -> None:
    path, broken, small = big_jsonl
    before = path.stat()
    done, used = peak(command, path)
    _, baseline = peak(command, small)
    assert done.returncode == 2, done.stderr
    output = done.stdout + done.stderr
    (error,) = load_lines(output)
    assert error.startswith(f"{path}:{broken}:20: LOAD invalid JSON")
    if command == "check":
        assert f"{path}:{broken + 1}:" in done.stdout  # the row after the broken one is checked
        assert f"checked {broken} cards" in done.stdout
    else:
        assert done.stdout.startswith("parsed 2/2 cards")
    assert used - baseline < MEMORY_BOUND, (used, baseline)
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
