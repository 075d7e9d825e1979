"""Japanese builder methods of the game_actions family (``scryc.ast.game_actions``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import AMOUNTS, OBJECTS, PLAYERS, all_of
from ..common.chosen_targets import substitute
from ..common.game_actions import AsFlash, ChangedDamage, DealtBy
from ..errors import ParseError
from .base import PendingTarget, only_one


@dataclass(frozen=True)
class CostOwner:
    """「それの」, 「その」 before 「マナ・コスト」: as written, and the object it names."""

    written: str
    object: Any


class GameActions:
    """The Japanese builder's game actions methods."""

    def spent_number_word(self, meta: Meta, children: list[Any]) -> str:
        """「総数」, 「数」 or 「種類数」 of 「…支払われたマナの色の総数」."""
        return self.source(meta)

    def prevent_damage(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """Japanese: also whether the duration is 「このターンに」 (not 「このターン、」)."""
        node = super().prevent_damage(meta, children)  # type: ignore[misc]
        span = node.duration.span if node.duration is not None else None
        if span is not None and self.text[span.end : span.end + 1] == "に":
            return node.model_copy(update={"duration_ni": True})
        return node

    def modify_damage(self, meta: Meta, children: list[Any]) -> ast.ModifyDamage:
        """Japanese: a source written bare (「発生源が」) is any one source ("a source"), and
        how 「…なら、代わりに、」 is written."""
        source = children[0]
        if isinstance(source, ast.Objects) and source.bare and source.quantifier == "all":
            children = [source.model_copy(update={"quantifier": "a"}), *children[1:]]
        # 「戦闘ダメージでないダメージ」: its combat_flag says noncombat
        children = ["noncombat" if c == "combat" else c for c in children]
        node = super().modify_damage(meta, children)  # type: ignore[misc]
        words = self.source(meta)
        return node.model_copy(
            update={
                "instead_comma": "代わりに、" in words,
                "if_written": "場合" if "与える場合、" in words else None,
            }
        )

    def damage_times(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """「その点数の２倍のダメージ」, 「その２倍のダメージ」, 「その２倍の点数のダメージ」."""
        words = self.source(meta)
        form = None if "点数の" in words[:5] else "points_after" if "点数" in words else "bare"
        return ChangedDamage(int(children[0]), ja_form=form)

    def damage_plus(self, meta: Meta, children: list[Any]) -> ChangedDamage:
        """「その点数に１を足した点数のダメージ」 (or 「たした」)."""
        form = "kana" if "たした" in self.source(meta) else None
        return ChangedDamage(1, children[0], ja_form=form)

    def prevent_that_damage_before(self, meta: Meta, children: list[Any]) -> ast.PreventThatDamage:
        """「そのすべてのダメージを軽減する」."""
        node = self.prevent_that_damage(meta, children)
        return node.model_copy(update={"all_written": "before"})

    def prevent_that_damage_after(self, meta: Meta, children: list[Any]) -> ast.PreventThatDamage:
        """「そのダメージをすべて軽減する」."""
        node = self.prevent_that_damage(meta, children)
        return node.model_copy(update={"all_written": "after"})

    def prevent_by_passive(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """「<source>によって与えられるすべての戦闘ダメージを軽減する」: the source as agent."""
        children = [DealtBy(c) if isinstance(c, OBJECTS) else c for c in children]
        node = self.prevent_damage(meta, children)
        return node.model_copy(update={"by_passive": True})

    def prevent_by_and_to(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """「<object>が与える…ダメージと、<object>に与えられる…」: the damage it deals first."""
        node = self.prevent_to_and_by(meta, children)
        return node.model_copy(update={"by_first": True})

    def prevent_all_last(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """Japanese 「…ダメージをすべて軽減する」: all of the damage, written after it."""
        node = self.prevent_damage(meta, children)
        return node.model_copy(update={"all_last": True})

    def prevent_all_by(self, meta: Meta, children: list[Any]) -> ast.PreventDamage:
        """Japanese 「<object>が与えるダメージをすべて軽減する」: the object is the source."""
        children = [DealtBy(c) if isinstance(c, OBJECTS) else c for c in children]
        return self.prevent_all_last(meta, children)

    def ring_tempts_trigger(self, meta: Meta, children: list[Any]) -> ast.RingTempts:
        """「指輪があなたを誘惑するたび」: the event, its span with 「たび」."""
        return children[0].model_copy(update={"span": self.span(meta)})

    def deal_damage_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「~はそれに、…１枚につき２点のダメージを与える」: the counted objects before the
        amount ("deals 2 damage to … for each …")."""
        source, recipient, counted, amount = children
        effect = self.deal_damage(meta, [source, recipient, amount])
        node = super().for_each(meta, [effect, counted])
        return node.model_copy(update={"inside": True})

    @staticmethod
    def _fill(effect: Any, pending: list[PendingTarget]) -> Any:
        for slot in pending:
            if not slot.used:
                effect, slot.used = substitute(effect, slot.target, slot.role)
                if slot.used and slot.each is not None:  # done for each player
                    effect = ast.ForEach.model_construct(
                        effect=effect, objects=slot.each, first=True, players_declared=True
                    )
            nouns = [n.name for n in slot.target.walk() if isinstance(n, ast.CardType)]
            if slot.used and slot.role and nouns:  # a later 「その前者」: "that creature"
                named = ast.Ref.model_construct(noun=nouns[0], determiner=slot.role)
                done = True
                while done:
                    effect, done = substitute(effect, named, slot.role)
        return effect

    def keyword_action(self, meta: Meta, children: list[Any]) -> ast.KeywordAction:
        """「それを留置する」: the verb after the object."""
        *player, obj, name = children
        return super().keyword_action(meta, [*player, name, obj])

    def manifest_dread(self, meta: Meta, children: list[Any]) -> ast.KeywordAction:
        """「戦慄予示する」, 「それのコントローラーは戦慄予示する」 (CR 701.62)."""
        player = children[0] if children else self.acting_you(meta)
        return ast.KeywordAction.model_construct(
            name="manifest dread", player=player, span=self.span(meta)
        )

    def airbend(self, meta: Meta, children: list[Any]) -> ast.KeywordAction:
        """「それに気の技を行う」: "airbend it" (CR 701.65)."""
        return ast.KeywordAction.model_construct(
            name="airbend", player=self.acting_you(meta), object=children[0], span=self.span(meta)
        )

    def arrange(self, meta: Meta, children: list[Any]) -> ast.Arrange:
        """「…、もう１枚を…」: the one other card (「もう２枚」 is no arrangement the AST has)."""
        only_one(self, meta, [c for c in children if isinstance(c, ast.Number)], "other cards")
        return super().arrange(meta, children)  # type: ignore[misc]

    def for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """The object counted is written as one of them (「平地１つにつき」); English counts
        them all ("for each Plains you control")."""
        objects, effect = children
        node = super().for_each(meta, [effect, objects])
        comma = (
            self.text[objects.span.end : effect.span.start]
            if objects.span and effect.span
            else "、"
        )
        return node.model_copy(update={"no_comma": "、" not in comma})

    def for_each_respectively(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「各カードにつきそれぞれ、AしBする」: each counted object, all the steps after."""
        objects, effect = children
        return super().for_each(meta, [effect, objects]).model_copy(update={"respectively": True})

    def without_paying(self, meta: Meta, children: list[Any]) -> CostOwner:
        """「(それの)マナ・コストを支払うことなく」: the owner as written, and its object."""
        written = self.source(meta).removesuffix("マナ・コストを支払うことなく")
        return CostOwner(written, children[0] if children else None)

    def play(self, meta: Meta, children: list[Any]) -> ast.Play:
        """「…を(それの)マナ・コストを支払うことなく唱える」; the object may be written only as
        the owner of the cost: 「それのマナ・コストを支払うことなくプレイして」."""
        owner = self.first(children, CostOwner)
        zone = self.first(children, ast.InZone)
        rest = [c for c in children if not isinstance(c, (CostOwner, ast.InZone))]
        named = [c for c in rest if not isinstance(c, (ast.Duration, PLAYERS))]
        in_cost = owner is not None and owner.object is not None and not named
        if in_cost:
            rest.append(owner.object)
        node = super().play(meta, rest)
        plain = all(isinstance(c, (ast.InZone, ast.SelfRef, PLAYERS)) for c in children)
        if zone is not None and isinstance(node.object, ast.SelfRef) and plain:
            return self.cast_from_zone(meta, children)  # 「〈名〉をあなたの墓地から唱えて」
        if zone is not None:  # 「…を、あなたの手札から唱えて」: the place is the object's
            if not isinstance(node.object, ast.Objects) or node.object.in_zone() is not None:
                raise ParseError(
                    "expected objects without a place", text=self.text, offset=meta.start_pos
                )
            node = node.model_copy(update={"object": node.object.with_zone(zone)})
        return node.model_copy(
            update={
                "cost_owner": (owner.written or None) if owner is not None else None,
                "object_in_cost": in_cost,
                "zone_after": zone is not None,
            }
        )

    def play_zone_first(self, meta: Meta, children: list[Any]) -> ast.Play:
        """「あなたの手札から、…に等しいマナ総量を持つ呪文を…唱えて」: the place written first
        describes the spell."""
        zone = self.first(children, ast.InZone)
        node = self.play(meta, [c for c in children if c is not zone])
        obj = node.object
        if not isinstance(obj, ast.Objects) or obj.in_zone() is not None:
            raise ParseError(
                "expected objects without a place", text=self.text, offset=meta.start_pos
            )
        described = obj.model_copy(update={"filter": all_of([zone, obj.filter])})
        return node.model_copy(update={"object": described})

    def as_flash(self, meta: Meta, children: list[Any]) -> AsFlash:
        """「それが瞬速を持っているかのように」: the subject as written (「それが」, 「これが」,
        「それらが」, or none)."""
        return AsFlash(self.source(meta).partition("瞬速")[0])

    def extra_turn(self, meta: Meta, children: list[Any]) -> ast.ExtraTurn:
        """「このターンに続いて追加の１ターンを行う」 (「このターン」 is the turn it follows)."""
        return super().extra_turn(meta, [c for c in children if not isinstance(c, ast.Duration)])

    def extra_turn_after(self, meta: Meta, children: list[Any]) -> ast.ExtraTurn:
        """「このターンの後に追加の１ターンを行う」; 「追加のターンを行う」: one turn."""
        children = [c for c in children if not isinstance(c, ast.Duration)]
        if not any(isinstance(c, AMOUNTS) for c in children):
            children.append(ast.Number.model_construct(value=1))
        return self.extra_turn(meta, children)

    def enters_with_counters_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「…は、これを唱えるために支払われたマナの色１色につき、…カウンター１個が置かれた
        状態で戦場に出る」: what is counted comes inside the predicate."""
        counted = children[1]  # after the object that enters
        effect = self.enters_with_counters(meta, [c for c in children if c is not counted])
        no_comma = not self.text[counted.span.end :].startswith("につき、")
        node = super().for_each(meta, [effect, counted])
        return node.model_copy(update={"inside": True, "no_comma": no_comma})

    def modify_pt_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「〈名〉はあなたがコントロールしているエンチャント１つにつき+1/+1の修整を受ける」:
        the counted objects come inside the predicate ("gets +1/+1 for each …")."""
        *head, counted, predicate = children
        effect = self.continuous(meta, [*head, predicate])
        node = super().for_each(meta, [effect, counted])  # no 「…につき、」 to look at
        return node.model_copy(update={"inside": True})

    def for_each_inside(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「各対戦相手はそれぞれ、…１枚につき１点のライフを失う」: the subject before the counted
        objects is the player of the step after them."""
        *subject, counted, effect = children
        player = subject[0] if subject else self.acting_you(meta)
        if "player" not in type(effect).model_fields:
            raise ParseError("a subject before 「…につき」", text=self.text, offset=meta.start_pos)
        effect = effect.model_copy(update={"player": player})
        node = super().for_each(meta, [effect, counted])
        return node.model_copy(update={"inside": True})

    def counter_unless_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「…のコントローラーがあなたの墓地にあるカード１枚につき(１)を支払わないかぎり、
        それを打ち消す」: "counter … unless its controller pays {1} for each card in your
        graveyard"."""
        player, counted, mana, obj = children
        countered = self.counter_unless(meta, [player, mana, obj])
        node = super().for_each(meta, [countered, counted])
        return node.model_copy(update={"inside": True})

    def move_instead_of(self, meta: Meta, children: list[Any]) -> ast.MoveInsteadOf:
        """「それをオーナーの墓地に置く代わりに(、)オーナーの手札に加える」: the object said
        once, before the zone it would have gone to; the move after 「代わりに」 leaves it
        unsaid."""
        obj, *where, tail = children
        if len(where) == 2:  # 「そのプレイヤーの墓地」: a player's zone
            where = [ast.Zone.model_construct(name=where[1], owner=where[0])]
        if isinstance(tail, ast.Zone):  # 「…の一番上に置く」
            start = tail.span.start if tail.span is not None else meta.start_pos
            tail = ast.Move.model_construct(
                object=ast.Ref.model_construct(elided=True),
                to=tail,
                verb="put",
                span=ast.Span(start=start, end=meta.end_pos),
            )
        said = tail.object
        if not (isinstance(said, ast.Ref) and said.elided):
            raise ParseError(
                "a second object after 「…に置く代わりに」", text=self.text, offset=tail.span.start
            )
        return ast.MoveInsteadOf.model_construct(
            move=tail.model_copy(update={"object": obj}),
            instead_of=where[0],
            comma="代わりに、" in self.source(meta),
            span=self.span(meta),
        )
