"""Code generation: an importable, readable module whose card text is only ever escaped
string literals, even for hostile names and texts."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from scryc.cards import Card, load_cards
from scryc.cli.engine import codegen_command
from scryc.engine import (
    ScriptedAgent,
    ScryChoice,
    generate,
    load_module,
    new_game,
    play_land,
    put,
    run,
)
from scryc.engine.codegen import MAX_IDENTIFIER, LoadError
from scryc.engine.events import Scried

ROOT = Path(__file__).resolve().parents[1]
SENTINEL = "SCRYC_CODEGEN_PWNED"
HOSTILE_NAMES = [
    f"Bobby \"\"\"); __import__('os').environ.__setitem__('{SENTINEL}', '1') #\\",
    "Line\nBreak",
    'Quote " Mark',
    "Triple ''' Single",
    "Back\\slash \\n not a newline",
    "Bell\a and \x00 nul",
    "\u2028Separator",
    "123 Starts With A Digit",
    "class",
]


def hostile(name: str) -> Card:
    text = (
        f"When {name} enters the battlefield, scry 2.\n"
        'Creatures you control have "Whenever this creature attacks, scry 1."'
    )
    return Card(name=name, type_line="Land — Trap \"'", mana_cost="", text=text, path="<test>")


def write(tmp_path: Path, cards: list[Card]) -> tuple[Path, str]:
    source, skipped = generate(cards)
    assert skipped == []
    path = tmp_path / "cards_generated.py"
    path.write_text(source, encoding="utf-8")
    return path, source


def test_hostile_names_and_texts_stay_literals(tmp_path: Path) -> None:
    cards = [hostile(n) for n in HOSTILE_NAMES]
    path, source = write(tmp_path, cards)
    os.environ.pop(SENTINEL, None)
    loaded = load_module(path, "test_engine_codegen_hostile")
    assert SENTINEL not in os.environ
    assert list(loaded) == HOSTILE_NAMES
    for card in cards:
        definition = loaded[card.name]
        assert definition.type_line == card.type_line
        texts = [a.text for a in definition.compiled.abilities]
        assert "\n".join(texts) == card.text
    # Every piece of card text is inside a string constant; no code calls __import__.
    tree = ast.parse(source)
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert "__import__" not in names and "os" not in names
    constants = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert all(name in constants for name in HOSTILE_NAMES)


def test_the_generated_module_is_one_function_per_ability(tmp_path: Path) -> None:
    cards = [c for c in load_cards(ROOT / "corpus").cards if c.text]
    _, source = write(tmp_path, cards)
    tree = ast.parse(source)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    abilities = sum(len([ln for ln in c.text.splitlines() if ln.strip()]) for c in cards)
    assert len(functions) == abilities
    assert all(ast.get_docstring(f) for f in functions)
    assert all(len(line) <= 100 or "'" in line or '"' in line for line in source.splitlines())
    imported = {alias.name for n in tree.body if isinstance(n, ast.ImportFrom) for alias in n.names}
    assert imported == {"annotations", "ops", "Ability", "CardDef"}


def test_a_generated_card_plays_like_the_compiled_one(tmp_path: Path) -> None:
    temple = next(c for c in load_cards(ROOT / "corpus").cards if c.name == "Temple of Mystery")
    path, _ = write(tmp_path, [temple])
    definition = load_module(path, "test_engine_codegen_temple")["Temple of Mystery"]
    game = new_game(agent=ScriptedAgent([ScryChoice()], fallback=None))
    alice = game.players[0]
    land = play_land(game, alice, put(game, alice, definition, "hand"))
    run(game)
    assert land is not None and land.tapped
    assert [type(e) for e in game.events].count(Scried) == 1


def test_cards_that_do_not_compile_are_skipped_with_a_reason() -> None:
    cards = [
        Card(name="Seer", text="Scrycast {0}", path="<test>"),
        Card(name="Bad", text="Frobnicate the gizmo.", path="<test>"),
        Card(name="Vanilla", text=None, path="<test>"),
    ]
    source, skipped = generate(cards)
    assert [s.name for s in skipped] == ["Seer", "Bad"]
    assert "keyword: scrycast" in skipped[0].reason
    assert "'Vanilla': CardDef(" in source


@pytest.mark.parametrize("to_file", [True, False])
def test_codegen_command(tmp_path: Path, to_file: bool) -> None:
    out = tmp_path / "cards_generated.py"
    args = [str(ROOT / "corpus"), "-o", str(out)] if to_file else [str(ROOT / "corpus")]
    result = CliRunner().invoke(codegen_command, args)
    assert result.exit_code == 0, result.output
    source = out.read_text(encoding="utf-8") if to_file else result.stdout
    compile(source, "cards_generated.py", "exec")
    assert "def preordain_1() -> Ability:" in source
    if to_file:
        assert "wrote 22 card(s)" in result.stderr


def test_codegen_command_with_nothing_loadable(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    result = CliRunner().invoke(codegen_command, [str(bad)])
    assert result.exit_code == 2 and "invalid JSON" in result.stderr


def test_generated_calls_name_their_booleans_and_nones(tmp_path: Path) -> None:
    """No bare ``True``, ``False`` or ``None`` argument: each is written as ``name=value``,
    and a keyword argument that is its parameter's default is left out."""
    _, source = write(tmp_path, [c for c in load_cards(ROOT / "corpus").cards if c.text])
    calls = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call)]
    bare = [
        ast.unparse(n)
        for n in calls
        for a in n.args
        if isinstance(a, ast.Constant) and (a.value is None or isinstance(a.value, bool))
    ]
    assert bare == []
    assert "ops.keywords(('flying',), text='Flying')" in source
    assert "combat=False" in source


def test_identifiers_made_from_long_names_are_capped(tmp_path: Path) -> None:
    long = "Asmoranomardicadaistinaculdacar the Unbelievably Long Named Wanderer"
    cards = [Card(name=long, text="Scry 1.", path="<test>")]
    cards.append(Card(name=long + " II", text="Scry 2.", path="<test>"))
    _, source = write(tmp_path, cards)
    functions = [n.name for n in ast.parse(source).body if isinstance(n, ast.FunctionDef)]
    assert functions == [
        "asmoranomardicadaistinaculdacar_the_1",
        "asmoranomardicadaistinaculdacar_the_2_1",
    ]
    assert all(len(f.rsplit("_", 1)[0]) <= MAX_IDENTIFIER for f in functions)


@pytest.mark.parametrize(
    ("code", "where"),
    [
        ("def broken(:\n", ":1: SyntaxError"),
        (
            "from scryc.engine import ops\n\n\ndef f():\n    return ops.nope()\n\n\nX = f()\n",
            ":5 (in f): AttributeError",
        ),
        ("X = 1\n", ": no CARDS table"),
    ],
)
def test_a_module_that_does_not_load_is_reported(tmp_path: Path, code: str, where: str) -> None:
    path = tmp_path / "cards_generated.py"
    path.write_text(code, encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_module(path, "test_engine_codegen_broken")
    assert str(caught.value).startswith(f"{path}{where}")
