"""A language's grammar, assembled from its files into one text for Lark.

``grammar/<lang>/_core.lark`` holds the start rule, the rules that join abilities, sentences and
steps, and the import of the terminals every language shares (``grammar/common.lark``). Each
``grammar/<lang>/<family>.lark`` holds the rules that build the nodes of one family of the AST
(the module ``scryc/ast/<family>.py``), and adds its alternatives to a rule defined before it
(in ``_core.lark`` or a family file earlier in name order) with Lark's ``%extend``.

The files are joined into one text, ``_core.lark`` first, then the family files in name
order, rather than joined with Lark's ``%import``: an imported rule's dependencies are renamed
into the importing grammar's namespace, and the builder finds its method by the rule's name.
"""

from __future__ import annotations

from pathlib import Path

#: The file of a language's grammar that comes first: the start rule and the shared terminals.
CORE = "_core.lark"


def grammar_dir() -> Path:
    """The grammar folder: shipped inside the package, or at the top of a source checkout."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "grammar", here.parent / "grammar"):
        if (candidate / "common.lark").is_file():
            return candidate
    raise FileNotFoundError("scryc grammar files not found")


def grammar_files(lang: str) -> list[Path]:
    """The files of ``lang``'s grammar in the order they are joined: ``_core.lark``, then the
    family files by name (a family's part files, ``<family>_<part>.lark``, after it)."""
    folder = grammar_dir() / lang
    families = sorted(p for p in folder.glob("*.lark") if p.name != CORE)
    return [folder / CORE, *families]


def grammar_text(lang: str) -> str:
    """``lang``'s grammar as one text, each file after a ``// --- <lang>/<file>`` line."""
    parts = []
    for path in grammar_files(lang):
        text = path.read_text(encoding="utf-8")
        parts.append(f"// --- {lang}/{path.name}\n{text}")
        if not text.endswith("\n"):  # the next file's first line would join its last one
            parts.append("\n")
    return "".join(parts)
