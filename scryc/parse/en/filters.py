"""English builder methods of the filters family (``scryc.ast.filters``, ``.histories``)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta

from ... import ast
from ...data import japanese_names
from ..base import all_of
from ..common.objects import keyword_on_last
from ..errors import ParseError


class Filters:
    """The English builder's filters methods."""

    def named(self, meta: Meta, children: list[Any]) -> ast.Named:
        """ "named X": a name that joins two with "and" ("artifacts named Crown of Empires and
        Throne of Empires") names no one card; unless a card has that name, it is a parse
        error (the AST would hold one name that no card has)."""
        node = super().named(meta, children)
        if node.name and " and " in node.name and node.name not in japanese_names():
            raise ParseError(
                f"two names joined by 'and' in {node.name!r}", text=self.text, offset=meta.start_pos
            )
        return node

    def plural_counter_kind(self, meta: Meta, children: list[Any]) -> str:
        """The kind in "with hatching counters on them"; "with no counters on them" is not a
        kind of counter (it is an error, not a counter named "no")."""
        word = self.words(meta)
        if word in ("no", "more", "fewer", "any", "the", "those", "these", "other"):
            raise ParseError(
                f"not a kind of counter: {word!r}", text=self.text, offset=meta.start_pos
            )
        return word

    def controlled_by_opponents(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        opponents = ast.Player.model_construct(
            quantifier="a", noun="opponent"
        )  # = "an opponent controls"
        return ast.ControlledBy.model_construct(
            player=opponents, opponents=True, span=self.span(meta)
        )

    def targeting(self, meta: Meta, children: list[Any]) -> ast.Targeting:
        """ "that targets ~", "(spells) that target ~"."""
        node = super().targeting(meta, children)
        return node.model_copy(update={"plural": self.words(meta).startswith("that target ")})

    def cast_by_opponents(self, meta: Meta, children: list[Any]) -> ast.CastBy:
        """ "your opponents (have) cast (this turn)" = "an opponent casts (has cast)"."""
        node = self.cast_by(meta, children)
        opponent = ast.Player.model_construct(quantifier="a", noun="opponent")
        return node.model_copy(update={"player": opponent, "opponents": True})

    def dealt_damage_this_turn(self, meta: Meta, children: list[Any]) -> ast.DealtDamageBy:
        """ "dealt damage by ~ this turn", "that was dealt damage this turn" / 「このターン、
        …によってダメージを与えられた」: by the source (or any), at any time this turn."""
        node = self.dealt_damage_by(meta, children)
        that_was = self.text[meta.start_pos : meta.end_pos].startswith("that")
        return node.model_copy(update={"this_turn": True, "that_was": that_was})

    def blocking_or_blocked(self, meta: Meta, children: list[Any]) -> ast.BlockingObject:
        """ "blocking or blocked by it": either of the two."""
        node = self.blocking_object(meta, children)
        return node.model_copy(update={"blocked_by": True})

    def put_this_way(self, meta: Meta, children: list[Any]) -> ast.PutThisWay:
        """ "you put on top of your library (this way)"."""
        return ast.PutThisWay.model_construct(
            player=ast.You.model_construct(),
            to=children[-1],
            this_way=self.words(meta).endswith("this way"),
            span=self.span(meta),
        )

    def with_ability(self, meta: Meta, children: list[Any]) -> ast.HasAbility:
        that_has = self.words(meta).startswith("that ")  # "that has convoke"
        return ast.HasAbility.model_construct(
            keyword=children[0], that_has=that_has, span=self.span(meta)
        )

    def described(self, meta: Meta, children: list[Any]) -> ast.AllOf:
        """ "creature cards in your graveyard": a description with its qualifiers, one
        option of :meth:`objects_either`."""
        return all_of(keyword_on_last(children), head=0).model_copy(
            update={"span": self.span(meta)}
        )

    def controlled_by(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        words = self.words(meta)
        player = children[0] if children else self.bare_controller(words)
        return ast.ControlledBy.model_construct(
            player=player, negated="don't" in words, span=self.span(meta)
        )

    def in_zone(self, meta: Meta, children: list[Any]) -> ast.InZone:
        preposition = "from" if self.words(meta).startswith("from") else "in"
        return ast.InZone.model_construct(
            zone=children[0], preposition=preposition, span=self.span(meta)
        )

    def compare_lesser(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """ "with lesser mana value [than the creature that died]": less than that object's
        value (without "than …", an unwritten "it")."""
        attribute = children[0]
        than = children[1] if len(children) > 1 else ast.Ref.model_construct(elided=True)
        value = ast.ValueOf.model_construct(attribute=attribute, object=than)
        op = "gt" if self.words(meta).split()[1] == "greater" else "lt"
        return ast.Compare.model_construct(
            attribute=attribute, op=op, value=value, lesser=True, span=self.span(meta)
        )

    def compare(self, meta: Meta, children: list[Any]) -> ast.Compare:
        attribute, value, op = children
        return ast.Compare.model_construct(
            attribute=attribute, op=op, value=value, span=self.span(meta)
        )
