"""What a cold English parse leaves out: the Japanese front end and pydantic's schemas
(benchmarks/parse_speed.py times it; these keep the savings from coming undone)."""

from __future__ import annotations

import json
import subprocess
import sys

CODE = """
import json, sys
from pydantic import BaseModel
import scryc.cli
from scryc.parse import parse
parse("Scry 1.").to_json()

def models(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from models(sub)

print(json.dumps({
    "modules": sorted(m for m in sys.modules if m.startswith("scryc")),
    "built": sorted({m.__name__ for m in models(BaseModel) if m.__module__.startswith("scryc")
                     and m.__pydantic_complete__}),
}))
"""


def cold_parse() -> dict[str, list[str]]:
    """Modules loaded and pydantic models built by a fresh process parsing "Scry 1."."""
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_cold_english_parse_loads_no_japanese_module_and_builds_no_schema() -> None:
    loaded = cold_parse()
    assert "scryc.parse.en.builder" in loaded["modules"]
    assert "scryc.parse.ja.builder" not in loaded["modules"]
    assert "scryc.parse.ja.lexer" not in loaded["modules"]
    assert not [m for m in loaded["modules"] if m.startswith(("scryc.engine", "scryc.render"))]
    assert loaded["built"] == []


def test_a_cold_english_parse_makes_only_the_node_classes_it_uses() -> None:
    """The AST's modules load on first use: "Scry 1." needs a spell ability, a player action,
    a player and a number, and none of the other modules (nor the unions that name every
    node)."""
    loaded = {m for m in cold_parse()["modules"] if m.startswith("scryc.ast.")}
    modules = {"base", "abilities", "player_actions", "players", "amounts"}
    assert loaded == {f"scryc.ast.{m}" for m in modules}
