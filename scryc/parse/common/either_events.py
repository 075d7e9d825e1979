"""The builder methods of the triggers family that both grammars share for one object's two
events: "When ~ enters or is turned face up" / 「…が戦場に出たか表向きになったとき」,
"Whenever ~ attacks or becomes the target of a spell" / 「…が攻撃するか呪文の対象になるたび」.

The second event is written without its subject; its rule (``or_*``) builds a
:class:`LaterEvent`, which ``event_or`` ("enters or …") or ``attacks_or_event`` ("attacks or
…") completes with the object of the first event by the builder of the same event written in
full."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import marker


@marker
class LaterEvent:
    """The second of one object's two events, its subject unsaid: the name of the builder of
    the event written in full, the rule's ``meta`` and its children (the subject left out)."""

    builder: str
    meta: Meta
    children: list[Any]


class CommonEitherEvents:
    """Builders of one object's two events ("enters or …", "attacks or …")."""

    def event_or(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "<object> enters or <event>" / 「…が戦場に出るか…」: either event of the object."""
        obj, later = children[0], children[-1]
        the_battlefield = "the battlefield" in self.text[obj.span.end : later.meta.start_pos]
        enters = ast.Enters.model_construct(object=obj, the_battlefield=the_battlefield)
        return self._either(meta, enters, later)

    def attacks_or_event(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """ "<object> attacks or <event>" / 「…が攻撃するか…」: either event of the object."""
        return self._either(meta, ast.Attacks.model_construct(object=children[0]), children[-1])

    def _either(self, meta: Meta, first: Any, later: LaterEvent) -> ast.AnyOfTriggers:
        """The first event, and the later one built with the first's object."""
        second = getattr(self, later.builder)(later.meta, [first.object, *later.children])
        return ast.AnyOfTriggers.model_construct(triggers=[first, second], span=self.span(meta))

    def _later(self, builder: str, meta: Meta, children: list[Any]) -> LaterEvent:
        return LaterEvent(builder, meta, children)

    def or_deals_damage(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or deals combat damage to a player" / 「…かプレイヤー１人に戦闘ダメージを与える」."""
        return self._later("deals_damage", meta, children)

    def or_turned_face_up(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or is turned face up" / 「…か表向きになる」."""
        return self._later("turned_face_up", meta, children)

    def or_put_into_graveyard(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or is put into a graveyard from the battlefield" / 「…か戦場から墓地に置かれる」:
        as written, the event "dies" is."""
        return self._later("dies", meta, children)

    def or_dies(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or dies" / 「…か死亡する」 (after "attacks"; "enters or dies" is ``enters_or``)."""
        return self._later("dies", meta, children)

    def or_transforms(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or transforms into <object>" / 「…か…に変身する」."""
        return self._later("object_transforms", meta, children)

    def or_object_event(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or becomes monstrous" / 「…か怪物的になる」."""
        return self._later("object_event", meta, children)

    def or_becomes_target(self, meta: Meta, children: list[Any]) -> LaterEvent:
        """ "… or becomes the target of <object>" / 「…か…の対象になる」."""
        return self._later("becomes_target", meta, children)
