"""English builder methods of the game_actions family (``scryc.ast.game_actions``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..common.game_actions import AsFlash, ChangedDamage, CopyTimes, DealtBy


class GameActions:
    """The English builder's game actions methods."""

    def as_flash(self, meta: Meta, children: list[Any]) -> AsFlash:
        """ "as though it had flash": "it" or "they" follows the object's number."""
        return AsFlash()

    def for_each_first(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """ "For each opponent, <effect>": what is counted written first."""
        objects, effect = children
        node = self.for_each(meta, [effect, objects])
        return node.model_copy(update={"first": True})

    def dealt_by(self, meta: Meta, children: list[Any]) -> DealtBy:
        return DealtBy(children[0])

    def prevent_timed_dealt(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "Prevent all damage that would be dealt this turn by attacking creatures"."""
        node = self.prevent_damage(meta, children)
        return node.model_copy(update={"timed_after": "dealt"})

    def prevent_timed_to(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """ "… that would be dealt to you this turn by attacking creatures without flying"."""
        node = self.prevent_damage(meta, children)
        return node.model_copy(update={"timed_after": "to"})

    def damage_times(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """ "double that damage", "triple that damage"."""
        return ChangedDamage(2 if self.words(meta).startswith("double") else 3)

    def damage_plus(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """ "that much damage plus 1"."""
        return ChangedDamage(1, children[0])

    def keyword_verbs(self, meta: Meta, children: list[Any]) -> str:
        """ "manifests": the keyword action of a player named before it."""
        return self.words(meta).removesuffix("s")

    def copy_twice(self, meta: Meta, children: list[Any]) -> CopyTimes:
        return CopyTimes(ast.Number.model_construct(value=2, span=self.span(meta)))

    def would_be_dealt_damage_first(
        self, meta: Meta, children: list[Any]
    ) -> ast.WouldBeDealtDamage:
        """ "<recipient> would be dealt damage": the recipient written first."""
        node = self.would_be_dealt_damage(meta, children)
        return node.model_copy(update={"recipient_first": True})

    def move_instead_of(self, meta: Meta, children: list[Any]) -> ast.MoveInsteadOf:
        """ "put it into its owner's hand instead of into that player's graveyard"."""
        move, zone = children
        return ast.MoveInsteadOf.model_construct(move=move, instead_of=zone, span=self.span(meta))
