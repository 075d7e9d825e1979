"""English builder methods of the player_actions family (``scryc.ast.player_actions``)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import SHARED_SUBJECT_VERBS
from ..common.game_actions import ChangedDamage
from ..errors import ParseError


class PlayerActions:
    """The English builder's player actions methods."""

    def life_times(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """ "twice that much life"."""
        return ChangedDamage(2)

    def life_plus(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """ "that much life plus 1"."""
        return ChangedDamage(1, children[0])

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

    def shared_sacrifice(self, meta: Meta, children: list[Any]) -> ast.Sacrifice:
        """ "…, then sacrifices a permanent": the player of the step before sacrifices."""
        player = ast.Ref.model_construct(elided=True)
        return ast.Sacrifice.model_construct(
            player=player, object=children[-1], span=self.span(meta)
        )

    def shared_move(self, meta: Meta, children: list[Any]) -> ast.Move:
        """ "…, then puts those cards into their graveyard": the player of the step before
        puts them."""
        node = self.move(meta, children)
        return node.model_copy(update={"player": ast.Ref.model_construct(elided=True)})

    def shared_shuffle(self, meta: Meta, children: list[Any]) -> ast.Shuffle:
        """ "…, then shuffles": the player of the step before shuffles."""
        return ast.Shuffle.model_construct(
            player=ast.Ref.model_construct(elided=True), span=self.span(meta)
        )

    def shared_search(self, meta: Meta, children: list[Any]) -> ast.PlayerSearches:
        """ "…, searches their library for a card": the player of the step before searches."""
        return self.player_searches(meta, [ast.Ref.model_construct(elided=True), children[-1]])

    def shared_discard(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """ "… reveals their hand and discards all cards of that color": the player of the
        step before discards."""
        player = ast.Ref.model_construct(elided=True)
        return ast.Discard.model_construct(player=player, object=children[-1], span=self.span(meta))

    def player_they(self, meta: Meta, children: list[Any]) -> Any:
        """ "they lose 2 life", "they gain 3 life", "they draw a card": the player named before
        ("Whenever an opponent casts a spell, they lose 2 life")."""
        they = ast.Player.model_construct(quantifier="that", they=True)
        build = {"lose": self.lose_life, "gain": self.gain_life, "draw": self.draw}
        return build[self.words(meta).split()[1]](meta, [they, *children])

    def optional_had(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """ "you may have target player mill two cards": you choose, the other player acts."""
        return ast.Optional_.model_construct(
            player=ast.You.model_construct(), effect=children[-1], span=self.span(meta)
        )

    def lose_half_life(self, meta: Meta, children: list[Any]) -> ast.LoseHalfLife:
        """ "loses half their life": the plain word read must be "half"."""
        words = [c for c in children if isinstance(c, Token)]
        if [w.lower() for w in words] != ["half"]:
            raise ParseError("expected 'half'", text=self.text, offset=meta.start_pos)
        kept = [c for c in children if not isinstance(c, Token)]
        return super().lose_half_life(meta, kept)  # type: ignore[misc, no-any-return]

    def rounded(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def skipped(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def skipped_steps(self, meta: Meta, children: list[Any]) -> str:
        """ "(their) untap steps", "upkeep steps": the step each player skips."""
        return {"untap": "untap step", "upkeep": "upkeep", "draw": "draw step"}[
            self.words(meta).split()[0]
        ]

    def scry_plus(self, meta: Meta, children: list[Any]) -> ast.Scry:
        left, right = children[-2:]
        amount = ast.Plus.model_construct(left=left, right=right)
        return self._player_amount(ast.Scry, meta, [*children[:-2], amount])
