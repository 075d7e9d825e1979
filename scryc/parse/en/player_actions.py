"""English builder methods of the player_actions family (``scryc.ast.player_actions``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import SHARED_SUBJECT_VERBS


class PlayerActions:
    """The English builder's player actions methods."""

    def shared_subject_step(self, meta: Meta, children: list[Any]) -> Any:
        """A step whose subject is the player of the step before, unwritten or "they"."""
        words = self.words(meta).split()
        they = words[0] == "they"  # "and they scry 2": the subject written as a pronoun
        cls = getattr(ast, SHARED_SUBJECT_VERBS[words[1] if they else words[0]])
        player = ast.Ref.model_construct(**({"plural": True} if they else {"elided": True}))
        node = cls.model_construct(player=player, amount=children[-1], span=self.span(meta))
        if words[-2:] == ["at", "random"]:  # "then discards a card at random"
            node = node.model_copy(update={"random": True})
        return node

    def scry_plus(self, meta: Meta, children: list[Any]) -> ast.Scry:
        left, right = children[-2:]
        amount = ast.Plus.model_construct(left=left, right=right)
        return self._player_amount(ast.Scry, meta, [*children[:-2], amount])
