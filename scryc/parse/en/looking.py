"""English builder methods of the looking family (``scryc.ast.looking``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError


class Looking:
    """The English builder's looking methods."""

    def shuffle_library(self, meta: Meta, children: list[Any]) -> ast.Shuffle:
        """ "Shuffle your library.", "that player shuffles their library"."""
        node = self.shuffle(meta, children)
        return node.model_copy(update={"library": True})

    def searched_zone(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def search_zones(self, meta: Meta, children: list[Any]) -> ast.Search:
        """ "search your library and/or graveyard for …", "search your graveyard, hand, and/or
        library for …": more zones than a library."""
        player, *zones, obj = children
        if len(set(zones)) < len(zones):
            raise ParseError("a zone searched twice", text=self.text, offset=meta.start_pos)
        joined = "and/or" if " and/or " in self.words(meta) else "and"
        node = self.search(meta, [player, obj])
        return node.model_copy(update={"zones": zones, "joined": joined})

    def keep_mana(self, meta: Meta, children: list[Any]) -> ast.KeepMana:
        """ "…, they don't lose this mana …": the player who added it named "they"."""
        node = super().keep_mana(meta, children)  # type: ignore[misc]
        they = ", they don't lose" in self.text[meta.start_pos : meta.end_pos]  # type: ignore[attr-defined]
        return node.model_copy(update={"they": they})

    def loyalty_twice(self, meta: Meta, children: list[Any]) -> ast.LoyaltyTwice:
        """ "You may activate the loyalty abilities of … twice this turn (each turn) rather than
        only once."."""
        return ast.LoyaltyTwice.model_construct(
            player=ast.You.model_construct(),
            objects=children[0],
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )
