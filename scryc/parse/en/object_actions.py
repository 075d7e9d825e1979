"""English builder methods of the object_actions family (``scryc.ast.object_actions``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import OBJECTS
from ..common.object_actions import Divided, FaceDown
from ..common.rules import MoreCounters
from ..errors import ParseError


class ObjectActions:
    """The English builder's object actions methods."""

    def divided_among(self, meta: Meta, children: list[Any]) -> Divided:
        return Divided()

    def deal_damage_equal_last(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        node = self.deal_damage(meta, children)
        return node.model_copy(update={"equal_last": True})

    def exile(self, meta: Meta, children: list[Any]) -> ast.Exile:
        obj, *rest = children
        return ast.Exile.model_construct(
            object=obj,
            from_zone=self.first(rest, ast.Zone),
            until_leaves=self.first(rest, OBJECTS),
            counters=self.first(rest, ast.WithCounters),
            face_down=self.first(rest, FaceDown) is not None,
            span=self.span(meta),
        )

    def unattach(self, meta: Meta, children: list[Any]) -> ast.Unattach:
        """ "unattach all Equipment from them": the words after "from", read as the object's
        own "from it", are what it is unattached from; a zone there is an error."""
        node = super().unattach(meta, children)  # type: ignore[misc]
        obj = node.object
        if not (isinstance(obj, ast.Objects) and isinstance(obj.filter, ast.AllOf)):
            return node
        *kept, last = obj.filter.parts
        if any(isinstance(part, ast.InZone) for part in obj.filter.parts):
            raise ParseError("unattached from a zone", text=self.text, offset=meta.start_pos)
        if not isinstance(last, ast.FromAmong) or last.among or not kept:
            return node
        left = kept[0] if len(kept) == 1 else ast.AllOf.model_construct(parts=kept, head=None)
        obj = obj.model_copy(update={"filter": left})
        return node.model_copy(update={"object": obj, "from_object": last.object})

    def player_exiles(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """ "target opponent exiles two cards from their hand"."""
        player, *rest = children
        return self.exile(meta, rest).model_copy(update={"player": player})

    def would_enter(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "<object> would enter the battlefield", or "would enter" as Oracle writes it now."""
        node = super().would_enter(meta, children)  # type: ignore[misc]
        if self.words(meta).endswith("would enter"):
            return node.model_copy(update={"verb": "enter"})
        return node

    def move_they(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "Choose a player. They return a creature they control to …": that player."""
        they = ast.Player.model_construct(quantifier="that", they=True)
        return self.move(meta, [they, *children])

    def counters_last(self, children: list[Any], counters: Any) -> bool:
        """Whether the counters come after the controller: English always says them last."""
        return False

    def counters_additional(self, meta: Meta, children: list[Any]) -> MoreCounters:
        return MoreCounters()

    def move_from_zone(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "return ~ from your graveyard to the battlefield": where it comes from."""
        origin = self.first(children, ast.Zone)
        came_from = ast.InZone.model_construct(zone=origin, preposition="from")
        return self.move(meta, [came_from if c is origin else c for c in children])

    def move_place_first(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "return to your hand all creature cards in your graveyard": the object last."""
        zone, obj = children
        return self.move(meta, [obj, zone])

    def move_verb(self, meta: Meta) -> Any:
        """ "return" or "put" (after the player who moves it: "each player returns …")."""
        verb = next(
            w for w in self.words(meta).split() if w in ("return", "returns", "put", "puts")
        )
        return "return" if verb.startswith("return") else "put"

    def tapped_flag(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)
