"""English builder methods of the abilities family (``scryc.ast.abilities``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ..common.abilities import AnyPlayer
from ..common.combining import define_x, undefined_x
from ..errors import ParseError


class Abilities:
    """The English builder's abilities methods."""

    def keyword_semicolons(self, meta: Meta, children: list[Any]) -> ast.KeywordList:
        """ "Trample; haste; shroud (…)": a keyword list written with semicolons."""
        return self.keyword_list(meta, children).model_copy(update={"separator": ";"})

    def then_written(self, meta: Meta) -> str:
        """How a sentence opening with "Then" is joined to the one before."""
        return ". Then"

    def keywords_and_from(self, meta: Meta, children: list[Any]) -> list[ast.Keyword]:
        """ "protection from blue and from black": one keyword for each quality."""
        name, *filters = children
        first = self.keyword(meta, [name, filters[0]])
        rest = [
            first.model_copy(update={"filter": f, "and_from": True, "span": f.span})
            for f in filters[1:]
        ]
        return [first, *rest]

    def keyword_case(self, written: str) -> Any:
        """How a keyword is capitalised: "flying", "First strike", "First Strike"."""
        if written == written.lower():
            return "lower"
        return "title" if " " in written and written == written.title() else "capitalized"

    def keyword_offering(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Artifact offering", "Goblin offering" (CR 702.48): the quality before the keyword."""
        return self.keyword(meta, ["offering", children[0]])

    def keyword_champion(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Champion a Goblin", "Champion an Elemental" (CR 702.72)."""
        return self.keyword(meta, ["champion", children[0]])

    def static_if(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """ "This spell costs {1} less to cast if you control a Wizard."."""
        node = self.static_ability(meta, children)
        return node.model_copy(update={"condition_last": "if"})

    def any_player(self, meta: Meta, children: list[Any]) -> AnyPlayer:
        """ "Any player may activate this ability"."""
        if children[0].noun != "player":
            raise ParseError("expected 'any player'", text=self.text, offset=meta.start_pos)
        return AnyPlayer()

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredAbility:
        """A triggered ability; "Until end of turn, whenever …": the duration written first,
        the trigger word after it."""
        node = super().triggered_ability(meta, children)  # type: ignore[misc]
        duration = node.duration
        if duration is None or duration.span is None or duration.span.start != meta.start_pos:
            return node
        word = self.text[duration.span.end : meta.end_pos].lstrip(" ,").split(None, 1)[0]
        first = duration.model_copy(update={"first": True})
        return node.model_copy(update={"duration": first, "word": word.lower()})

    def trigger_word(self, meta: Meta, trigger: Any) -> Any:
        """ "When", "Whenever" or "At", as written."""
        return self.text[meta.start_pos : meta.end_pos].split(None, 1)[0].lower()

    def defined_step(self, meta: Meta, children: list[Any]) -> ast.Node:
        """ "<chain>, where X is …": the X of every step of the chain."""
        step, where = children
        if not undefined_x(step):
            raise ParseError(
                "no X here for 'where X is' to define", text=self.text, offset=meta.start_pos
            )
        return define_x(step, where.definition).model_copy(update={"span": self.span(meta)})

    def quoted_without_period(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """A quoted static ability written without its period."""
        ability = self.spell_ability(meta, children)
        if not isinstance(ability, ast.StaticAbility):
            raise ParseError(
                "a quoted ability without its period", text=self.text, offset=meta.start_pos
            )
        return ability.model_copy(update={"no_period": True})

    def quoted_activated_without_period(
        self, meta: Meta, children: list[Any]
    ) -> ast.ActivatedAbility:
        """A quoted activated ability written without its period."""
        node = self.activated_ability(meta, children)
        return node.model_copy(update={"no_period": True})

    def players_each(self, meta: Meta, children: list[Any]) -> Any:
        """ "you and target opponent each draw a card": the step, done by each of them."""
        players, step = children
        if not isinstance(getattr(step, "player", None), ast.You):
            raise ParseError("expected each player's step", text=self.text, offset=meta.start_pos)
        return step.model_copy(update={"player": players})
