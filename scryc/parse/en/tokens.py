"""English builder methods of the tokens family (``scryc.ast.tokens``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import GRANTED, OBJECTS, flat
from ..common.tokens import IN_ADDITION, NOT_LEGENDARY, TAPPED


@dataclass(frozen=True)
class TokenName:
    """ "named Minor Demon" after a token's description."""

    name: str


#: A created token enters attacking ("… token that's attacking").
ATTACKING = "attacking token"


class Tokens:
    """The English builder's tokens methods."""

    def create_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        token = self.first(children, ast.TokenSpec)
        rest = [c for c in children if c is not token]
        player, amount = rest if len(rest) == 2 else (self.acting_you(meta), rest[0])
        return ast.CreateToken.model_construct(
            player=player, amount=amount, token=token, span=self.span(meta)
        )

    def create_token_appositive(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """ "create Marit Lage, a legendary 20/20 … token": the token's name written first."""
        name, *rest = children
        node = self.create_token(meta, rest)
        types = ["legendary", *node.token.types]  # "a legendary 20/20 … token"
        update = {"named": True, "name": str(name), "name_form": "appositive", "types": types}
        return node.model_copy(update={"token": node.token.model_copy(update=update)})

    def put_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """ "put a 1/1 white Soldier creature token onto the battlefield": create it."""
        return self.create_token(meta, children).model_copy(update={"put_written": True})

    def shared_create_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """ "…, then creates a 1/1 … token": the player of the step before creates it."""
        return self.create_token(meta, [ast.Ref.model_construct(elided=True), *children])

    def shared_verb_token(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """ "… and a 2/2 blue Bird creature token": created by the step before's player."""
        node = self.create_token(meta, children)
        return node.model_copy(update={"shares_verb": True})

    def token_attacking(self, meta: Meta, children: list[Any]) -> list[str]:
        """ "that's [tapped and] attacking": the token attacks (and is tapped)."""
        return [ATTACKING, *children]

    def copy_state(self, meta: Meta, children: list[Any]) -> list[str]:
        """ "tapped and attacking" before "token that's a copy of …"."""
        return [*children, ATTACKING]

    def token_spec(self, meta: Meta, children: list[Any]) -> ast.TokenSpec:
        objects = [c for c in children if isinstance(c, OBJECTS)]
        words = self.words(meta)
        if "token that's a copy of" in words or "tokens that are copies of" in words:
            exception = self.first(children, ast.CopyException)
            state = self.first(children, list)  # "tapped and attacking token that's a copy …"
            flags = {"tapped": True, "attacking": True} if state else {}
            if TAPPED in children:  # "two tapped tokens that are copies of …"
                flags = {"tapped": True}
            return ast.TokenSpec.model_construct(
                copy_of=objects[0], exception=exception, span=self.span(meta), **flags
            )
        described = self.characteristics(children)
        pt = described["power_toughness"]
        name = self.first(children, TokenName)
        return ast.TokenSpec.model_construct(
            named=name is not None,
            name=name.name if name is not None else None,
            attached_to=objects[-1] if objects else None,
            variable=ast.Variable.model_construct() if pt is not None and "X" in pt else None,
            abilities=[c for c in flat(children) if isinstance(c, GRANTED)],
            tapped=TAPPED in flat(children),
            attacking=ATTACKING in flat(children),
            span=self.span(meta),
            **described,
        )

    def token_name(self, meta: Meta, children: list[Any]) -> TokenName:
        """ "named Minor Demon": the token's own name."""
        return TokenName(str(children[0]))

    def copy_exception(self, meta: Meta, children: list[Any]) -> ast.CopyException:
        """ "except it's a 4/4 black Zombie", "except it isn't legendary and it has haste"."""
        words = self.words(meta)
        return ast.CopyException.model_construct(
            with_abilities=" with " in words or "であり" in words,
            in_addition=IN_ADDITION in children,
            not_legendary=NOT_LEGENDARY in children,
            abilities=[c for c in flat(children) if isinstance(c, GRANTED)],
            written="it's not" if "it's not legendary" in self.words(meta) else None,
            the_copy="the copy" in self.words(meta),
            starting_loyalty=self.copy_loyalty(children),
            span=self.span(meta),
            **self.characteristics(children),
        )

    def characteristics(self, children: list[Any]) -> dict[str, Any]:
        """Power/toughness, colors and types as written in a token's or a "becomes"
        description: "a 4/4 Phyrexian Eye artifact creature"."""
        pt = self.first(children, Token)
        return {
            "power_toughness": str(pt) if pt is not None else None,
            "colors": [c.name for c in self.nodes(children, ast.Color)],
            "types": [t.name for t in self.nodes(children, ast.CardType, ast.Subtype)],
        }

    def keyword_cost(self, meta: Meta, children: list[Any]) -> ast.KeywordCost:
        """ "The flashback cost is equal to its mana cost (reduced by {2}, plus …)"."""
        name, *changed = children
        written = self.text[meta.start_pos : meta.end_pos]
        of = next((w for w in ("that card's", "the card's") if f" to {w} " in written), "its")
        return ast.KeywordCost.model_construct(
            keyword=name,
            reduced_by=self.first(changed, ast.ManaCost) if " reduced by " in written else None,
            plus=changed[0] if changed and " plus " in written else None,
            determiner="its" if written[:3].lower() == "its" else "the",
            of_written=of,
            span=self.span(meta),
        )

    def pt_stats(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)
