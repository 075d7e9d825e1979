"""Renderers: an AST back to canonical card text, in English or Japanese.

``render(parse(text, lang), lang)`` gives back ``text`` (in the notation of
:mod:`scryc.render.notation`); rendering in the other language translates the card.
"""

from __future__ import annotations

from typing import Literal

from ..ast import CardText, Node
from .base import Renderer, RenderError
from .en import EnglishRenderer
from .ja import JapaneseRenderer
from .ja.words import ALL_AFTER, ANY_AFTER, ANY_CARDS_AFTER

__all__ = ["RenderError", "render"]

Lang = Literal["en", "ja"]
RENDERERS: dict[str, type[Renderer]] = {"en": EnglishRenderer, "ja": JapaneseRenderer}


def render(node: Node, lang: Lang = "en", name: str | None = None) -> str:
    """``node`` as ``lang`` text; ``name`` is the card's name in ``lang``.

    Surface choices recorded by the parser (e.g. "enters the battlefield") are kept when
    ``node`` was parsed from text in ``lang``; otherwise the renderer uses its own style."""
    if lang not in RENDERERS:
        raise ValueError(f"unknown language {lang!r} (expected one of {sorted(RENDERERS)})")
    source = node.lang if isinstance(node, CardText) else None
    text = RENDERERS[lang](name, surface=source in (None, lang)).render(node)
    text = text.replace(ALL_AFTER + "を", "をすべて")
    text = text.replace(ANY_AFTER + "を", "を望む数だけ")
    text = text.replace(ANY_CARDS_AFTER + "を", "を望む枚数だけ")
    if ANY_AFTER in text or ANY_CARDS_AFTER in text:
        raise RenderError("「望む数だけ」 after an object that is not followed by 「を」")
    if ALL_AFTER in text:
        raise RenderError("「すべて」 after an object that is not followed by 「を」")
    return text
