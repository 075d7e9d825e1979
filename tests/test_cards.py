"""Tests for scryc.cards: card records, loaders for every format, and load faults."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scryc.cards import (
    Card,
    Face,
    LoadError,
    LoadResult,
    TextOrigin,
    iter_cards,
    load_cards,
)

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(__file__).resolve().parents[2] / "shared" / "corpus"

REQUIRED = [
    "Opt",
    "Preordain",
    "Serum Visions",
    "Foresee",
    "Magma Jet",
    "Fill with Fright",
    "Judge Unworthy",
    "Read the Bones",
    "Flamespeaker Adept",
    "Knowledge and Power",
    "Elminster",
    "The Temporal Anchor",
    "Kenessos, Priest of Thassa",
    "Soldevi Excavations",
    "Eyes of the Watcher",
    "Nissa's Revelation",
    "Temple of Mystery",
    "Mardu Devotee",
    "Poised Practitioner",
    "Crystal Ball",
    "Augury Owl",
    "Thassa, God of the Sea",
]
# The shared corpus has no row for these cards (Opt, Temple of Mystery) or no English text
# (Mardu Devotee): their files carry the card text as printed where the row has none.
PRINTED = ["Opt", "Temple of Mystery", "Mardu Devotee"]


def write(path: Path, content: str | bytes) -> Path:
    """Write a fixture file (text as UTF-8, bytes verbatim) and return its path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", newline="")
    return path


def only_error(result: LoadResult) -> LoadError:
    assert len(result.errors) == 1, result.errors
    return result.errors[0]


def char_at(path: str, line: int, column: int) -> str:
    """The character at a 1-based (line, column) of a UTF-8 file."""
    return Path(path).read_text(encoding="utf-8-sig").split("\n")[line - 1][column - 1]


# --- records ----------------------------------------------------------------------------


def test_position_raw() -> None:
    origin = TextOrigin(path="x.toml", line=4, column=8, kind="raw")
    text = "Flying\nScry 2."
    assert origin.position(text, 0) == (4, 8)
    assert origin.position(text, 3) == (4, 11)
    assert origin.position(text, 7) == (5, 1)
    assert origin.position(text, 12) == (5, 6)


def test_position_json_counts_escapes() -> None:
    origin = TextOrigin(path="x.jsonl", line=3, column=20, kind="json")
    text = 'Say "hi"\n占術２'
    assert origin.position(text, 0) == (3, 20)
    assert origin.position(text, 5) == (3, 26)  # after the escaped quote \"
    assert origin.position(text, 9) == (3, 32)  # after \"hi\" and \n
    assert origin.position(text, 10) == (3, 33)  # Japanese is not escaped


def test_card_faces() -> None:
    origin = TextOrigin(path="a.toml", line=5, column=1, kind="raw")
    ja = Face(name="選択", text="占術１を行う。")
    card = Card(name="Opt", type_line="Instant", text="Scry 1.", origin=origin, ja=ja, path="a")
    assert card.face("en") == Face(name="Opt", type_line="Instant", text="Scry 1.", origin=origin)
    assert card.face("ja") is ja
    assert Card(name="X", path="a").face("ja") is None


def test_load_error_str() -> None:
    assert str(LoadError(path="a.jsonl", line=3, column=7, message="bad")) == "a.jsonl:3:7: bad"
    assert str(LoadError(path="a.jsonl", line=3, message="bad")) == "a.jsonl:3: bad"
    assert str(LoadError(path="a.jsonl", message="bad")) == "a.jsonl: bad"


def test_load_result_iterates_cards() -> None:
    card = Card(name="A", path="p")
    result = LoadResult(cards=[card], errors=[LoadError(path="p", message="m")])
    assert list(result) == [card]
    assert len(result) == 1


# --- TOML card files --------------------------------------------------------------------

ELMINSTER_LIKE = """name = "Test Walker"
mana_cost = "{3}{W}{U}"
type_line = "Legendary Planeswalker — Test"
text = '''
Whenever you scry, draw a card.
[+2]: Draw a card, then scry 2.'''
comment = "a [bracketed] comment"

[ja]
name = "テスト"
type_line = "伝説のプレインズウォーカー ― テスト"
text = '''
あなたが占術を行うたび、カード１枚を引く。
[+2]：カード１枚を引き、その後占術２を行う。'''
"""


def test_toml_card(tmp_path: Path) -> None:
    path = write(tmp_path / "test_walker.toml", ELMINSTER_LIKE)
    result = load_cards(path)
    assert result.errors == []
    (card,) = result.cards
    assert card.name == "Test Walker"
    assert card.mana_cost == "{3}{W}{U}"
    assert card.text == "Whenever you scry, draw a card.\n[+2]: Draw a card, then scry 2."
    assert card.path == str(path) and card.line == 1
    assert card.origin == TextOrigin(path=str(path), line=5, column=1, kind="raw")
    assert card.ja is not None and card.ja.name == "テスト"
    assert card.ja.text is not None and card.ja.text.endswith("行う。")
    # "[+2]" inside the string is not taken for a table header
    assert card.ja.origin == TextOrigin(path=str(path), line=13, column=1, kind="raw")


def test_toml_origin_points_into_file(tmp_path: Path) -> None:
    path = write(tmp_path / "c.toml", ELMINSTER_LIKE)
    (card,) = load_cards(path).cards
    for face in (card.face("en"), card.face("ja")):
        assert face is not None and face.text is not None and face.origin is not None
        for offset, char in enumerate(face.text):
            if char != "\n":
                assert char_at(str(path), *face.origin.position(face.text, offset)) == char


@pytest.mark.parametrize(
    ("source", "line", "column"),
    [
        ("name = 'A'\ntext = 'Scry 1.'\n", 2, 9),
        ('name = "A"\ntext = "Scry 1."\n', 2, 9),
        ("name = 'A'\ntext = '''Scry 1.\nDraw.'''\n", 2, 11),
        ('name = "A"\n  text   =   """\nScry 1."""\n', 3, 1),
        ("name = 'A'\n[ja]\nname = 'B'\n", None, None),
    ],
)
def test_toml_origin_forms(tmp_path: Path, source: str, line: int, column: int) -> None:
    (card,) = load_cards(write(tmp_path / "a.toml", source)).cards
    if line is None:
        assert card.origin is None and card.text is None
    else:
        assert card.origin is not None
        assert (card.origin.line, card.origin.column) == (line, column)


def test_toml_dotted_ja_key(tmp_path: Path) -> None:
    source = "name = 'A'\nja.name = 'エー'\nja.text = '''\n占術１を行う。'''\n"
    (card,) = load_cards(write(tmp_path / "a.toml", source)).cards
    assert card.ja is not None and card.ja.text == "占術１を行う。"
    assert card.ja.origin is not None and card.ja.origin.line == 4


def test_toml_crlf_and_bom(tmp_path: Path) -> None:
    source = "name = 'A'\r\ntext = '''\r\nScry 1.\r\nDraw a card.'''\r\n"
    path = write(tmp_path / "a.toml", b"\xef\xbb\xbf" + source.encode())
    result = load_cards(path)
    assert result.errors == []
    (card,) = result.cards
    assert card.text == "Scry 1.\nDraw a card."
    assert card.origin is not None and (card.origin.line, card.origin.column) == (3, 1)


def test_toml_syntax_error_has_position(tmp_path: Path) -> None:
    path = write(tmp_path / "bad.toml", "name = 'A'\ntext = = 'x'\n")
    error = only_error(load_cards(path))
    assert (error.line, error.column) == (2, 8)
    assert str(error).startswith(f"{path}:2:8: invalid TOML")


def test_toml_error_at_end_of_document(tmp_path: Path) -> None:
    path = write(tmp_path / "bad.toml", "name = 'A'\ntext = '''\nunclosed")
    error = only_error(load_cards(path))
    assert error.line == 3 and "invalid TOML" in error.message


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        ("text = 'no name'\n", "missing 'name'"),
        ("name = 'A'\ntext = 3\n", "'text' must be a string"),
        ("name = 'A'\nja = 'x'\n", "'ja' must be a table"),
        ("name = 'A'\n[ja]\ntext = []\n", "ja.'text' must be a string"),
    ],
)
def test_toml_bad_fields(tmp_path: Path, source: str, fragment: str) -> None:
    path = write(tmp_path / "a.toml", source)
    error = only_error(load_cards(path))
    assert fragment in error.message and str(path) in str(error)


def test_toml_invalid_utf8(tmp_path: Path) -> None:
    path = write(tmp_path / "a.toml", b"name = 'A'\ntext = 'ab\xffc'\n")
    error = only_error(load_cards(path))
    assert (error.line, error.column) == (2, 11)
    assert "invalid UTF-8" in error.message
    assert str(error).startswith(f"{path}:2:11:")


@pytest.mark.parametrize("name", ["a.toml", "a.json", "a.jsonl"])
@pytest.mark.parametrize("content", [b"", b"\xef\xbb\xbf", b"  \n"])
def test_empty_file(tmp_path: Path, name: str, content: bytes) -> None:
    path = write(tmp_path / name, content)
    error = only_error(load_cards(path))
    assert error.message == "empty file" and error.path == str(path)


# --- folders and paths ------------------------------------------------------------------


def test_folder_recursive_sorted_skips_scenarios(tmp_path: Path) -> None:
    write(tmp_path / "b.toml", "name = 'B'\n")
    write(tmp_path / "a" / "z.toml", "name = 'Z'\n")
    write(tmp_path / "c.jsonl", '{"name": "C"}\n')
    write(tmp_path / "scenarios" / "s.toml", "name = 'S'\n")
    write(tmp_path / "a" / "scenarios" / "t.toml", "name = 'T'\n")
    write(tmp_path / "notes.md", "# not a card\n")
    write(tmp_path / "bad.toml", "name = \n")
    result = load_cards(tmp_path)
    assert [c.name for c in result] == ["Z", "B", "C"]
    assert [e.path for e in result.errors] == [str(tmp_path / "bad.toml")]


def test_missing_path(tmp_path: Path) -> None:
    path = tmp_path / "nope.toml"
    error = only_error(load_cards(path))
    assert error.path == str(path) and "no such file" in error.message


def test_unreadable_file_does_not_stop_folder(tmp_path: Path) -> None:
    (tmp_path / "loop.toml").symlink_to(tmp_path / "loop.toml")
    (tmp_path / "loop.jsonl").symlink_to(tmp_path / "loop.jsonl")
    write(tmp_path / "ok.toml", "name = 'Ok'\n")
    result = load_cards(tmp_path)
    assert [c.name for c in result] == ["Ok"]
    assert sorted(e.path for e in result.errors) == [
        str(tmp_path / "loop.jsonl"),
        str(tmp_path / "loop.toml"),
    ]
    assert all(e.message.startswith("cannot read") for e in result.errors)


def test_oserror_while_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path / "a.toml", "name = 'A'\n")

    def refuse(self: Path) -> bytes:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "read_bytes", refuse)
    error = only_error(load_cards(path))
    assert error.path == str(path) and "Permission denied" in error.message


# --- JSONL ------------------------------------------------------------------------------


def row(**fields: object) -> str:
    base: dict[str, object] = {
        "name": "Serum Visions",
        "mana_cost": "{U}",
        "type_line": "Sorcery",
        "oracle_text": "Draw a card. Scry 2.",
        "ja_name": "血清の幻視",
        "ja_type_line": "ソーサリー",
        "ja_text": "カード１枚を引く。\n占術２を行う。",
        "en_source": "x",
        "ja_source": "y",
    }
    base.update(fields)
    return json.dumps(base, ensure_ascii=False)


def test_jsonl_rows(tmp_path: Path) -> None:
    no_ja = row(name="B", ja_name=None, ja_type_line=None, ja_text=None)
    ja_only = row(name="C", oracle_text=None, mana_cost=None, type_line=None)
    path = write(tmp_path / "a.jsonl", "\n".join([row(), "", no_ja, ja_only]) + "\n")
    result = load_cards(path)
    assert result.errors == []
    a, b, c = result.cards
    assert (a.name, a.line, b.line, c.line) == ("Serum Visions", 1, 3, 4)
    assert a.text == "Draw a card. Scry 2." and a.mana_cost == "{U}"
    assert a.ja == Face(
        name="血清の幻視",
        type_line="ソーサリー",
        text="カード１枚を引く。\n占術２を行う。",
        origin=a.ja.origin if a.ja else None,
    )
    assert b.ja is None
    assert c.text is None and c.origin is None and c.ja is not None


def test_jsonl_origins_point_into_row(tmp_path: Path) -> None:
    text = 'Choose "A" or "B".\nScry 1.'
    path = write(tmp_path / "a.jsonl", row(name="X") + "\n" + row(oracle_text=text) + "\n")
    card = load_cards(path).cards[1]
    raw = path.read_text(encoding="utf-8").split("\n")[1]
    for face in (card.face("en"), card.face("ja")):
        assert face is not None and face.text is not None and face.origin is not None
        assert face.origin.kind == "json" and face.origin.line == 2
        for offset, char in enumerate(face.text):
            line, column = face.origin.position(face.text, offset)
            expected = json.dumps(char, ensure_ascii=False)[1:-1]
            assert line == 2 and raw[column - 1 : column - 1 + len(expected)] == expected


def test_jsonl_origin_falls_back_to_column_1(tmp_path: Path) -> None:
    path = write(tmp_path / "a.jsonl", '{"oracle_text" :\t"Scry 1.", "name": "A"}\n')
    (card,) = load_cards(path).cards
    assert card.origin is not None and card.origin.column == 19
    path = write(tmp_path / "b.jsonl", '{"oracle\\u005ftext": "Scry 1.", "name": "A"}\n')
    (card,) = load_cards(path).cards
    assert card.origin is not None and card.origin.column == 1


def test_jsonl_faults_continue(tmp_path: Path) -> None:
    lines = [
        row(name="A"),
        '{"name": "Broken", ',
        "[1, 2]",
        '{"oracle_text": "no name"}',
        '{"name": "T", "oracle_text": 5}',
        "[" * 100_000,
        row(name="B"),
    ]
    path = write(tmp_path / "a.jsonl", "\n".join(lines))
    result = load_cards(path)
    assert [c.name for c in result] == ["A", "B"]
    assert [c.line for c in result] == [1, 7]
    assert [e.line for e in result.errors] == [2, 3, 4, 5, 6]
    broken, not_object, no_name, bad_type, deep = result.errors
    assert broken.column is not None and "invalid JSON" in broken.message
    assert str(broken).startswith(f"{path}:2:")
    assert "not a JSON object" in not_object.message
    assert "missing 'name'" in no_name.message and str(no_name).startswith(f"{path}:4:")
    assert "'oracle_text' must be a string" in bad_type.message
    assert "nested too deep" in deep.message


def test_jsonl_invalid_utf8_row(tmp_path: Path) -> None:
    data = (row(name="A") + "\n").encode() + b'{"name": "B\xc3"}\n' + (row(name="C")).encode()
    path = write(tmp_path / "a.jsonl", data)
    result = load_cards(path)
    assert [c.name for c in result] == ["A", "C"]
    error = only_error(result)
    assert (error.line, error.column) == (2, 12) and "invalid UTF-8" in error.message


def test_jsonl_bom_and_crlf(tmp_path: Path) -> None:
    data = b"\xef\xbb\xbf" + (row(name="A") + "\r\n" + row(name="B") + "\r\n").encode()
    result = load_cards(write(tmp_path / "a.jsonl", data))
    assert result.errors == []
    assert [c.name for c in result] == ["A", "B"]
    first = result.cards[0]
    expected = row(name="A").index("Draw a card.") + 1  # the BOM takes no column
    assert first.origin is not None and first.origin.column == expected
    assert first.text == "Draw a card. Scry 2."


def test_jsonl_streams(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path / "big.jsonl", "\n".join(row(name=f"C{i}") for i in range(2000)))

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("JSONL must be read line by line")

    monkeypatch.setattr(Path, "read_bytes", forbidden)
    monkeypatch.setattr(Path, "read_text", forbidden)
    items = iter_cards(path)
    first = next(items)
    assert isinstance(first, Card) and first.name == "C0"
    assert sum(1 for _ in items) == 1999


# --- MTGJSON ----------------------------------------------------------------------------


def mtgjson_face(name: str, text: str, ja: tuple[str, str, str] | None = None, **extra: object):
    entry: dict[str, object] = {"name": name, "manaCost": "{U}", "type": "Instant", "text": text}
    entry.update(extra)
    foreign: list[dict[str, str]] = [{"language": "German", "name": "Wahl", "text": "Hellsicht 1."}]
    if ja:
        foreign.append({"language": "Japanese", "name": ja[0], "type": ja[1], "text": ja[2]})
    entry["foreignData"] = foreign
    return entry


def test_mtgjson_atomic(tmp_path: Path) -> None:
    data = {
        "meta": {"version": "5"},
        "data": {
            "Opt": [
                mtgjson_face("Opt", "Scry 1.\nDraw a card.", ("選択", "インスタント", "占術１"))
            ],
            "Fire // Ice": [
                mtgjson_face("Fire // Ice", "Fire deals 2 damage.", faceName="Fire"),
                mtgjson_face("Fire // Ice", "Tap target permanent.", faceName="Ice"),
            ],
        },
    }
    path = write(tmp_path / "AtomicCards.json", json.dumps(data))
    result = load_cards(path)
    assert result.errors == []
    opt, fire, ice = result.cards
    assert (opt.name, opt.mana_cost, opt.type_line) == ("Opt", "{U}", "Instant")
    assert opt.text == "Scry 1.\nDraw a card."
    assert opt.ja is not None and opt.ja.origin is not None
    assert opt.ja.model_copy(update={"origin": None}) == Face(
        name="選択", type_line="インスタント", text="占術１"
    )
    assert (fire.name, ice.name, fire.ja) == ("Fire", "Ice", None)
    assert opt.path == str(path)


def test_mtgjson_all_printings_dedupes(tmp_path: Path) -> None:
    data = {
        "data": {
            "M10": {"name": "Magic 2010", "cards": [mtgjson_face("Opt", "Scry 1. Draw a card.")]},
            "XLN": {"cards": [mtgjson_face("Opt", "later"), mtgjson_face("Shock", "2 damage")]},
            "BAD": {"name": "No cards here"},
        }
    }
    result = load_cards(write(tmp_path / "AllPrintings.json", json.dumps(data)))
    assert [(c.name, c.text) for c in result] == [
        ("Opt", "Scry 1. Draw a card."),
        ("Shock", "2 damage"),
    ]
    assert "'BAD'" in only_error(result).message


def test_mtgjson_bad_entries_continue(tmp_path: Path) -> None:
    data = {
        "data": {
            "A": [mtgjson_face("A", "x"), 7, {"text": "no name"}],
            "B": [mtgjson_face("B", "y")],
        }
    }
    path = write(tmp_path / "a.json", json.dumps(data))
    result = load_cards(path)
    assert [c.name for c in result] == ["A", "B"]
    assert len(result.errors) == 2 and all(e.path == str(path) for e in result.errors)


# --- Scryfall ---------------------------------------------------------------------------


def scry_card(name: str, oracle_id: str, lang: str = "en", **extra: object) -> dict[str, object]:
    card: dict[str, object] = {
        "object": "card",
        "name": name,
        "lang": lang,
        "oracle_id": oracle_id,
        "mana_cost": "{U}",
        "type_line": "Instant",
        "oracle_text": f"{name} text.",
    }
    card.update(extra)
    return card


def test_scryfall_list_and_ja_merge(tmp_path: Path) -> None:
    cards = [
        scry_card("Opt", "o1"),
        scry_card("Opt", "o1"),  # another printing: first wins
        scry_card(
            "Opt",
            "o1",
            "ja",
            printed_name="選択",
            printed_type_line="インスタント",
            printed_text="占術１",
        ),
        scry_card("Shock", "o2", "ja", printed_name="ショック", printed_text="２点"),
        scry_card("Shock", "o2"),
        scry_card("Ponder", "o3", "ja", printed_name="思案", printed_text="思案文"),
        scry_card("Brainstorm", "o4", "ja"),  # no printed text: no Japanese face
        scry_card("Named", "o5"),
        scry_card("Named", "other", "ja", printed_name="名前", printed_text="本文"),  # same name
    ]
    result = load_cards(write(tmp_path / "cards.json", json.dumps(cards)))
    assert result.errors == []
    by_name = {c.name: c for c in result}
    assert list(by_name) == ["Opt", "Shock", "Ponder", "Brainstorm", "Named"]
    ja = by_name["Opt"].ja
    assert ja is not None and ja.origin is not None
    assert ja.model_copy(update={"origin": None}) == Face(
        name="選択", type_line="インスタント", text="占術１"
    )
    assert by_name["Opt"].text == "Opt text."
    assert by_name["Shock"].ja is not None and by_name["Shock"].ja.name == "ショック"
    assert by_name["Ponder"].text == "Ponder text." and by_name["Ponder"].ja is not None
    assert by_name["Brainstorm"].ja is None
    assert by_name["Named"].ja is not None and by_name["Named"].ja.text == "本文"


def test_scryfall_card_faces(tmp_path: Path) -> None:
    faces = [
        {
            "name": "Fire",
            "mana_cost": "{1}{R}",
            "type_line": "Instant",
            "oracle_text": "F.",
            "printed_name": "火",
            "printed_text": "火文",
        },
        {
            "name": "Ice",
            "mana_cost": "{1}{U}",
            "type_line": "Instant",
            "oracle_text": "I.",
            "printed_name": "氷",
            "printed_text": "氷文",
        },
    ]
    en_faces = [{k: v for k, v in f.items() if not k.startswith("printed")} for f in faces]
    cards = {
        "object": "list",
        "data": [
            scry_card("Fire // Ice", "fi", card_faces=en_faces, oracle_text=None),
            scry_card("Fire // Ice", "fi", "ja", card_faces=faces, oracle_text=None),
        ],
    }
    result = load_cards(write(tmp_path / "fi.json", json.dumps(cards)))
    assert result.errors == []
    fire, ice = result.cards
    assert (fire.name, fire.mana_cost, fire.text) == ("Fire", "{1}{R}", "F.")
    assert fire.ja is not None and fire.ja.name == "火" and fire.ja.text == "火文"
    assert ice.ja is not None and ice.ja.name == "氷"


def test_scryfall_single_object(tmp_path: Path) -> None:
    path = write(tmp_path / "opt.json", json.dumps(scry_card("Opt", "o1")))
    (card,) = load_cards(path).cards
    assert (card.name, card.text, card.line, card.path) == ("Opt", "Opt text.", 1, str(path))


def test_scryfall_bad_objects_continue(tmp_path: Path) -> None:
    cards = [scry_card("A", "a"), "junk", {"object": "card"}, scry_card("B", "b")]
    result = load_cards(write(tmp_path / "a.json", json.dumps(cards)))
    assert [c.name for c in result] == ["A", "B"]
    assert len(result.errors) == 2


# --- whole-file JSON faults -------------------------------------------------------------


def test_json_syntax_error_has_position(tmp_path: Path) -> None:
    path = write(tmp_path / "a.json", '[\n  {"name": "A"},\n  {"name": }\n]\n')
    error = only_error(load_cards(path))
    assert (error.line, error.column) == (3, 12)
    assert str(error).startswith(f"{path}:3:12: invalid JSON")


def test_json_nested_too_deep(tmp_path: Path) -> None:
    path = write(tmp_path / "deep.json", "[" * 100_000 + "]" * 100_000)
    error = only_error(load_cards(path))
    assert "nested too deep" in error.message and error.path == str(path)


def test_json_unrecognised(tmp_path: Path) -> None:
    error = only_error(load_cards(write(tmp_path / "a.json", "42")))
    assert "unrecognised JSON" in error.message


def test_json_invalid_utf8(tmp_path: Path) -> None:
    path = write(tmp_path / "a.json", b'[\n{"name": "A"},\n{"name": "\xe3\x81"}]')
    error = only_error(load_cards(path))
    assert (error.line, error.column) == (3, 11) and "invalid UTF-8" in error.message


def test_unknown_suffix_is_sniffed(tmp_path: Path) -> None:
    assert [c.name for c in load_cards(write(tmp_path / "a.txt", row(name="J") + "\n"))] == ["J"]
    assert [c.name for c in load_cards(write(tmp_path / "b", "name = 'T'\n"))] == ["T"]
    scryfall = json.dumps([scry_card("S", "s")])
    assert [c.name for c in load_cards(write(tmp_path / "c.dat", scryfall))] == ["S"]


# --- real data --------------------------------------------------------------------------


def test_project_corpus() -> None:
    result = load_cards(ROOT / "corpus")
    assert result.errors == []
    cards = {c.name: c for c in result}
    assert len(cards) == len(result.cards)
    for name in REQUIRED:
        card = cards[name]
        assert card.text and card.origin, name
        assert card.ja is not None and card.ja.text and card.ja.origin, name
        assert (
            Path(card.path).name
            == name.lower().replace("'", "").replace(",", "").replace(" ", "_") + ".toml"
        )


def test_project_corpus_matches_shared_rows() -> None:
    if not SHARED.exists():
        pytest.skip("../shared corpus absent")
    rows = {c.name: c for c in load_cards(SHARED / "scry.jsonl")}
    for card in load_cards(ROOT / "corpus"):
        if card.name not in rows:
            assert card.name in PRINTED, f"{card.name} has no row in the shared corpus"
            continue
        shared = rows[card.name]
        if card.name not in PRINTED:
            assert (card.text, card.mana_cost, card.type_line) == (
                shared.text,
                shared.mana_cost,
                shared.type_line,
            )
        assert card.ja is not None and shared.ja is not None
        assert (card.ja.name, card.ja.type_line, card.ja.text) == (
            shared.ja.name,
            shared.ja.type_line,
            shared.ja.text,
        )


def test_shared_scry_corpus() -> None:
    path = SHARED / "scry.jsonl"
    if not path.exists():
        pytest.skip("../shared corpus absent")
    result = load_cards(path)
    assert result.errors == []
    assert len(result) == 359
    assert sum(1 for c in result if c.text) == 343
    assert sum(1 for c in result if c.ja and c.ja.text) == 355
