"""Template rows: one row per template, in the file of its family (``tests/templates/<family>.py``).

A row holds a template's English and/or Japanese text, the AST each parses to (the outline
``scryc parse --format tree`` prints) and what the engine's compiler makes of it.
``tests/test_templates.py`` runs every row; ``tests/test_conformance.py`` reads the rows'
ASTs to find a template for every node kind.

A row lives in the family module of its most distinctive node kind: of the kinds in its
ASTs, the one the fewest rows contain. ``python -m tests.templates._generate`` fills in each
row's ``en_ast``, ``ja_ast``, ``engine``, ``to_ja`` and ``to_en`` from today's parse and
moves the rows to their family files; review its diff as you would a digest's. To add a
template, write ``Row("short id", en="…", ja="…", engine="")`` into any family file and run
it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import textwrap
from dataclasses import KW_ONLY, dataclass

from scryc.ast import Node
from scryc.engine import CompileError, compile

#: The card's own name in each language, as the rows write it.
NAME = "Card Name"
JA_NAME = "名前"

#: An outline line: indentation, the field that holds the node ("effect: ", "steps[0]: "), and
#: the node's kind.
KIND = re.compile(r"\s*(?:\S+: )?(\w+)")

#: Node kinds no Japanese text parses to, and why (checked by parsing the shared corpus: no
#: Japanese text there parses to them).
NOT_IN_JAPANESE = {
    "adjust_number": "no Japanese grammar rule builds it: its cards (More or Less, Very Cryptic "
    "Command) have no Japanese text",
    "set_in_motion": "no Japanese grammar rule builds it: the Archenemy schemes that say 'When "
    "you set this scheme in motion' have no Japanese text",
    "with_greatest": "no Japanese grammar rule builds it yet: 「…の中で最大のパワーを持つ」 "
    "starts with an object before the filtered noun, and a rule for it made the LALR tables' "
    "object rules collide (reduce/reduce)",
    "treasure_mana_spent": "no Japanese grammar rule builds it yet: 「…を唱えるために宝物からの"
    "マナが支払われていた」 needs 「宝物」 read as an object there (a literal word would take it "
    "from 「宝物・トークン」 everywhere)",
}
#: Node kinds no English text parses to, and why (likewise checked).
NOT_IN_ENGLISH = {
    "power_toughness": "no English grammar rule builds it: 「1/1のクリーチャー」 parses, "
    "'target 1/1 creature' (Aegis of the Meek, Pendelhaven, Lovestruck Beast) does not",
    "put_there_by": "no English grammar rule builds it: 「その諜報であなたの墓地に置かれてそこに"
    "ある」 (Eye of Duskmantle) has no English text",
}


@dataclass(frozen=True)
class Row:
    """One template.

    ``en`` and ``ja`` are its texts (at least one); ``en_ast`` and ``ja_ast`` the outline of
    the AST each parses to (indented as the source likes: compared dedented). ``engine`` is
    ``"compiles"`` or the CompileError message for the AST. When both texts are given they
    are equivalent, and ``to_ja`` / ``to_en`` say whether the English AST renders as the
    Japanese text exactly, and the Japanese AST as the English text. ``ja_name`` is the
    card's Japanese name (another when the text uses the word 名前 itself); ``type_line`` and
    ``ja_type_line`` the card's type line in each language, when the row needs one (a line of
    a permanent is never a spell ability).
    """

    id: str
    _: KW_ONLY
    en: str | None = None
    ja: str | None = None
    en_ast: str | None = None
    ja_ast: str | None = None
    engine: str
    to_ja: bool = True
    to_en: bool = True
    ja_name: str = JA_NAME
    type_line: str | None = None
    ja_type_line: str | None = None

    def __post_init__(self) -> None:
        if self.en is None and self.ja is None:
            raise ValueError(f"row {self.id!r} has no text")
        for field in ("en_ast", "ja_ast"):
            value = getattr(self, field)
            if value is not None:
                object.__setattr__(self, field, textwrap.dedent(value).strip("\n"))

    def text(self, lang: str) -> str | None:
        """The row's text in ``lang``."""
        return self.en if lang == "en" else self.ja

    def name(self, lang: str) -> str:
        """The card's own name in ``lang``."""
        return NAME if lang == "en" else self.ja_name

    def types(self, lang: str) -> str | None:
        """The card's type line in ``lang``, if the row gives one."""
        return self.type_line if lang == "en" else self.ja_type_line

    def ast(self, lang: str) -> str | None:
        """The expected AST outline of the row's text in ``lang``."""
        return self.en_ast if lang == "en" else self.ja_ast

    def kinds(self, lang: str) -> set[str]:
        """The node kinds in the row's AST outline in ``lang`` (none without a text)."""
        return {KIND.match(line).group(1) for line in (self.ast(lang) or "").splitlines()}  # type: ignore[union-attr]


def engine_outcome(node: Node) -> str:
    """``"compiles"``, or the message of the CompileError the engine's compiler raises."""
    try:
        compile(node)  # type: ignore[arg-type]
    except CompileError as error:
        return str(error)
    return "compiles"


def family_modules() -> list[str]:
    """The modules that hold rows (``filters``, ``filters_2``, …), by name."""
    return [m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")]


def collect() -> dict[str, list[Row]]:
    """Every family module's rows."""
    return {m: importlib.import_module(f"{__name__}.{m}").ROWS for m in family_modules()}


ROWS = [row for rows in collect().values() for row in rows]
BY_ID = {row.id: row for row in ROWS}
if len(BY_ID) != len(ROWS):
    raise ValueError("two template rows have the same id")


def row(id: str) -> Row:
    """The row of that id."""
    return BY_ID[id]
