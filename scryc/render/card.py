"""Rendering a card: its text in one language, parsed, then rendered in a language."""

from __future__ import annotations

from ..cards import Card
from ..parse import Lang, parse
from . import render


def render_card(card: Card, lang: Lang, source: Lang) -> str | None:
    """The card's ``source`` text parsed and rendered in ``lang``, under the card's name in
    ``lang`` (its English name when it has no face in ``lang``); None when the card has no
    ``source`` text.

    Raises ParseError when the text does not parse, RenderError when it cannot be rendered.
    """
    face = card.face(source)
    if face is None or not face.text:
        return None
    target = card.face(lang)
    tree = parse(face.text, source, name=face.name, type_line=face.type_line)
    return render(tree, lang, name=target.name if target else card.name)
