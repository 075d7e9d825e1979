"""English builder methods of the players family (``scryc.ast.players``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..errors import ParseError


class Players:
    """The English builder's players methods."""

    def acting_you(self, meta: Meta) -> ast.You:
        """ "you" as the acting player, which may be left unsaid ("Scry 2")."""
        return ast.You.model_construct(written=self.words(meta).startswith("you "))

    def each_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        return ast.Player.model_construct(quantifier="each", noun=children[0], span=self.span(meta))

    def player_any(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "any player (may …)": each player in turn may."""
        return ast.Player.model_construct(quantifier="any", noun=children[0], span=self.span(meta))

    def player_or_controller(self, meta: Meta, children: list[Any]) -> ast.PlayerOrController:
        """ "that player or that planeswalker's controller"."""
        player, controller = children
        return ast.PlayerOrController.model_construct(
            player=player, controller=controller, span=self.span(meta)
        )

    def player_desc(self, meta: Meta, children: list[Any]) -> ast.Player:
        quant, noun = children
        return ast.Player.model_construct(quantifier=quant, noun=noun, span=self.span(meta))

    def player_the(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "The player shuffles": the player named before, as "that player"."""
        return ast.Player.model_construct(quantifier="that", noun="player", span=self.span(meta))

    def counted_players(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "(for each) opponent you have": each opponent."""
        return ast.Player.model_construct(
            quantifier="each",
            noun=children[0],
            you_have=self.words(meta).endswith("you have"),
            span=self.span(meta),
        )

    def player_other(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each other player": each player but you."""
        return ast.Player.model_construct(
            quantifier="each", noun="player", other=True, span=self.span(meta)
        )

    def player_one_of_yours(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "one of your opponents": an opponent."""
        return ast.Player.model_construct(
            quantifier="a", noun="opponent", your_written=True, span=self.span(meta)
        )

    def player_at_random(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "an opponent chosen at random"."""
        player = self.player_desc(meta, children)
        return player.model_copy(update={"at_random": True})

    def player_declined(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each opponent who doesn't" / 「そうしなかった各対戦相手」."""
        *quant, noun = children
        return ast.Player.model_construct(
            quantifier=quant[0] if quant else "each", noun=noun, declined=True, span=self.span(meta)
        )

    def player_controls(self, meta: Meta, children: list[Any]) -> ast.Player:
        """ "each player who controls a white creature": those who control one of these (only
        "each": "target player who controls …" is one chosen among them, which the AST cannot
        say)."""
        quantifier, noun, objects = children
        if quantifier != "each":
            raise ParseError(
                "only 'each' player who controls", text=self.text, offset=meta.start_pos
            )
        return ast.Player.model_construct(
            quantifier="each", noun=noun, controls=objects, span=self.span(meta)
        )

    def attacked_by(self, meta: Meta, children: list[Any]) -> ast.AttackedBy:
        """ "the player or planeswalker that creature is attacking"."""
        return ast.AttackedBy.model_construct(attacker=children[0], span=self.span(meta))

    def attacked_by_it(self, meta: Meta, children: list[Any]) -> ast.AttackedBy:
        """ "the player or planeswalker it's attacking" ("they're": plural)."""
        plural = self.words(meta).split()[-2] == "they're"
        return ast.AttackedBy.model_construct(
            attacker=ast.Ref.model_construct(plural=plural), span=self.span(meta)
        )

    def has_more(self, meta: Meta, children: list[Any]) -> ast.HasMore:
        """ "you have more cards in hand than each opponent", "… more life than you"."""
        player, quantity, than = children
        return ast.HasMore.model_construct(
            player=player, quantity=quantity, than=than, span=self.span(meta)
        )

    def more_quantity(self, meta: Meta, children: list[Any]) -> str:
        return "life" if self.words(meta) == "life" else "hand"

    def optional_they(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """ "they may pay {2}": the player named before may, as "that player may"."""
        they = ast.Player.model_construct(quantifier="that", they=True)
        return self.optional(meta, [they, *children])

    def player_quant(self, meta: Meta, children: list[Any]) -> str:
        word = self.words(meta)
        return "a" if word == "an" else word

    def owner_of(self, meta: Meta, children: list[Any]) -> ast.OwnerOf:
        return ast.OwnerOf.model_construct(object=children[0], span=self.span(meta))

    def their_controller(self, meta: Meta, children: list[Any]) -> ast.ControllerOf:
        """ "their controller": the controller of the objects named before."""
        return ast.ControllerOf.model_construct(
            object=ast.Ref.model_construct(plural=True), span=self.span(meta)
        )
