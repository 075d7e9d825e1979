"""Japanese builder methods of the triggers family (``scryc.ast.triggers``)."""

from __future__ import annotations

import re
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import PLAYERS, Quantifier, all_of, bare_player
from ..errors import ParseError
from .lexicon import FIRST, OBJECT_VERBS, PLAYER_VERBS

#: Where a count of counters stands: 「…に１個以上の…カウンターが」, 「…カウンター１個以上が」.
COUNT_BEFORE = re.compile(r"に[０-９0-9]+個(?:以上)?の")
COUNT_AFTER_NOUN = re.compile(r"カウンター[０-９0-9]+個(?:以上)?が")

#: "for the first time each turn", as written.
FIRST_TIME = re.compile(r"各ターン(?:内で初めて|で最初に|に最初に|最初に)")


class Triggers:
    """The Japanese builder's triggers methods."""

    def dealt_damage_received(self, meta: Meta, children: list[Any]) -> ast.DealtDamage:
        """「<object>が(戦闘)ダメージを受けるたび」: "Whenever <object> is dealt damage"."""
        node = self.dealt_damage(meta, children)
        return node.model_copy(update={"received": True})

    def attacks_or_blocks(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """「…が攻撃かブロックする」: one 「する」 for both verbs, as written."""
        node: ast.AnyOfTriggers = super().attacks_or_blocks(meta, children)  # type: ignore[misc]
        update = {"one_verb": "攻撃か" in self.source(meta), "ja_joined": _and_did(meta, self)}
        return node.model_copy(update=update)

    def enters_or(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """「…が戦場に出るか死亡するかしたとき」: one 「した」 for both, as written."""
        node: ast.AnyOfTriggers = super().enters_or(meta, children)  # type: ignore[misc]
        return node.model_copy(update={"ja_joined": _and_did(meta, self)})

    def enters_control_first(self, meta: Meta, children: list[Any]) -> ast.Enters:
        """「対戦相手１人のコントロール下でクリーチャー１体が戦場に出るたび」: the controller
        written before the object."""
        controller, obj = children
        return self.enters(meta, [obj, controller])

    def enters_state(self, meta: Meta, children: list[Any]) -> ast.EntersState:
        """「あなたのコントロール下で、…がタップ状態で戦場に出る」: the controller first."""
        first = "コントロール下で、" in self.source(meta)
        if first:
            children = [children[1], children[0], *children[2:]]
        status = self.first(children, ast.Status)
        state = self.text[status.span.start : status.span.end]
        if state not in ("タップ状態", "アンタップ状態"):
            raise ParseError(f"enters {state}", text=self.text, offset=status.span.start)
        children = [state == "タップ状態" if c is status else c for c in children]
        node: ast.EntersState = super().enters_state(meta, children)  # type: ignore[misc]
        return node.model_copy(update={"control_first": first})

    def blocks_or_blocked(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """「…をブロックするか、…によってブロックされた状態になる」: the comma and 「によって」
        as written."""
        node: ast.AnyOfTriggers = super().blocks_or_blocked(meta, children)  # type: ignore[misc]
        source = self.source(meta)
        blocks, blocked = node.triggers
        written = {"comma": "するか、" in source, "by_written": None}
        if "によってブロックされた" in source:
            written["by_written"] = "によって"
        return node.model_copy(update={"triggers": [blocks, blocked.model_copy(update=written)]})

    def next_step_yours(self, meta: Meta, children: list[Any]) -> ast.AtStep:
        """「あなたの次のアップキープ」: "your next upkeep" (its at_step sets the span)."""
        return self.next_step(meta, [ast.You.model_construct(), *children])

    def counters_put(self, meta: Meta, children: list[Any]) -> ast.CountersPut:
        """「…の上に+1/+1カウンターが１個以上置かれるたび」 (one or more), 「…が１個置かれる
        たび」 (each counter), with the count where it is written."""
        obj, *rest = children
        count = self.first(rest, ast.Number)
        if count.value != 1:
            raise ParseError(
                f"{count.value} counters put at a time", text=self.text, offset=meta.start_pos
            )
        kind = self.first(rest, str)
        source = self.source(meta)
        written = (
            "before" if COUNT_BEFORE.search(source)
            else "noun" if COUNT_AFTER_NOUN.search(source)
            else None
        )  # fmt: skip
        return ast.CountersPut.model_construct(
            object=obj,
            counter=kind,
            each_counter="以上" not in source,
            count_written=written,
            span=self.span(meta),
        )

    def player_puts_counters(self, meta: Meta, children: list[Any]) -> ast.PlayerPutsCounters:
        """「あなたが…の上に１個以上のカウンターを置くたび」: one or more, the count where it
        is written."""
        if not isinstance(children[0], PLAYERS):
            children = [ast.You.model_construct(), *children]
        player, place, *rest = children
        if self.first(rest, ast.Number).value != 1:
            raise ParseError("counters put, counted", text=self.text, offset=meta.start_pos)
        source = self.source(meta)
        written = (
            "before" if COUNT_BEFORE.search(source)
            else "noun" if "カウンター" in source and "以上を置く" in source
            else "after"
        )  # fmt: skip
        return ast.PlayerPutsCounters.model_construct(
            player=player,
            object=place,
            counter=self.first(rest, str),
            count_written=written,
            comma=source.split("が", 1)[1].startswith("、"),
            span=self.span(meta),
        )

    def says_battlefield(self, meta: Meta) -> bool:
        return False

    def player_casts(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        node = super().player_casts(meta, children)
        source = self.source(meta)
        return node.model_copy(
            update={
                "turn_written": _turn_written(source, "各ターン内の"),
                "comma": source.startswith("あなたが、"),
            }
        )

    def either_trigger(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """「…とき、および、…たび」: each trigger writes its own 「とき」/「たび」, kept as the
        word each later trigger repeats ("… and whenever …")."""
        first, second = children
        triggers = [*first.triggers, second] if isinstance(first, ast.AnyOfTriggers) else children
        again = [self.trigger_word(meta, t) for t in triggers[1:]]
        between = self.text[first.span.end : second.span.start]
        return ast.AnyOfTriggers.model_construct(
            triggers=triggers,
            again=again,
            either_or=between.startswith("か"),
            ja_joined="と" if between == "と" else None,
            span=self.span(meta),
        )

    def becomes_target(self, meta: Meta, children: list[Any]) -> ast.BecomesTarget:
        node = super().becomes_target(meta, [c for c in children if not isinstance(c, int)])
        between = self.text[children[0].span.end : children[-1].span.start]
        first = FIRST_TIME.search(between)
        return node.model_copy(
            update={
                "comma": between.startswith("が、"),
                "nth_each_turn": self.first(children, int),
                "first_written": first.group() if first and first.group() != FIRST else None,
            }
        )

    def put_into_graveyard(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「あなたのライブラリーから…があなたの墓地に置かれる」: the zone written before the
        object (other than the battlefield, which comes after it) is where it comes from."""
        obj, *rest = children
        parts = (
            obj.filter.parts
            if isinstance(obj, ast.Objects) and isinstance(obj.filter, ast.AllOf)
            else []
        )
        origin = next(
            (p for p in parts if isinstance(p, ast.InZone) and p.preposition == "from"), None
        )
        if origin is None or len(rest) > 1:
            return super().put_into_graveyard(meta, children)
        kept = [p for p in parts if p is not origin]
        obj = obj.model_copy(update={"filter": kept[0] if len(kept) == 1 else all_of(kept)})
        return super().put_into_graveyard(meta, [obj, *rest, origin])

    def put_into_graveyard_from_library(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「あなたのライブラリーから…があなたの墓地に置かれる」."""
        owner, obj, graveyard = children
        library = ast.Zone.model_construct(name="library", owner=owner)
        return super().put_into_graveyard(meta, [obj, graveyard, library])

    def one_card(self, meta: Meta, children: list[Any]) -> Quantifier:
        """「カードを１枚」, 「パーマネントを１つ」: the count after the object ("a card")."""
        if children and int(str(children[0])) != 1:
            raise ParseError("only 「１枚」 here", text=self.text, offset=meta.start_pos)
        return Quantifier("a", counter=self.source(meta)[-1])

    @staticmethod
    def count_after(node: ast.PlayerAction, quant: Quantifier) -> ast.PlayerAction:
        """The action on "a card", its count written after 「を」 (「カードを１枚」)."""
        update = {"quantifier": "a", "bare": False, "counter": quant.counter}
        obj = node.object.model_copy(update=update)
        return node.model_copy(update={"object": obj, "count_after": True})

    def player_action(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        quant = next((c for c in children if isinstance(c, Quantifier)), None)
        if quant is not None:  # 「カードを１枚サイクリングする」
            children = [c for c in children if c is not quant]
            return self.count_after(self.player_action(meta, children), quant)
        node = super().player_action(meta, children)
        first = FIRST_TIME.search(self.source(meta))
        return node.model_copy(
            update={
                "object_first": not self.source(meta).startswith("あなた"),
                "first_written": first.group() if first and first.group() != FIRST else None,
            }
        )

    def player_action_other(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """「対戦相手がカード１枚を捨てるたび」, 「…がカードを１枚捨てるたび」: the verb comes
        last."""
        quant = next((c for c in children if isinstance(c, Quantifier)), None)
        player, *obj, verb = [c for c in children if c is not quant]  # none: 「ライフを得る」
        node = super().player_action_other(meta, [player, verb, *obj])  # type: ignore[misc]
        return node if quant is None else self.count_after(node, quant)

    def causes_discard(self, meta: Meta, children: list[Any]) -> ast.CausesDiscard:
        """「…によって、あなたが…を捨てる」: the comma after the cause kept."""
        node = super().causes_discard(meta, children)  # type: ignore[misc]
        return node.model_copy(update={"comma": "によって、" in self.source(meta)})

    def player_cycled(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """「このカードをサイクリングしたとき」: "When you cycle this card"."""
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(),
            action="cycle",
            object=children[0],
            unsaid_past=True,
            span=self.span(meta),
        )

    def counted_subject(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「他のクリーチャーが１体」, 「クリーチャーが１体以上」 ("one or more creatures"): the
        count after 「が」 belongs to the subject (to the last of a list, 「名前か他の同盟者が
        １体」), which has none of its own."""
        subject, quant = children
        last = subject.items[-1] if isinstance(subject, ast.ObjectList) else subject
        if not (isinstance(last, ast.Objects) and last.bare and quant.word in ("a", "at least")):
            raise ParseError("a second count after 「が」", text=self.text, offset=meta.start_pos)
        if quant.word == "a" and quant.count is not None:
            raise ParseError("only 「１体」 after 「が」", text=self.text, offset=meta.start_pos)
        update = {"counter": quant.counter, "bare": False, "count_after_ga": True}
        if quant.word == "at least":
            update |= {"quantifier": "at least", "count": quant.count}
        counted = last.model_copy(update=update)
        if last is subject:
            return counted
        return subject.model_copy(update={"items": [*subject.items[:-1], counted]})

    def tapped_for_mana(self, meta: Meta, children: list[Any]) -> ast.TappedForMana:
        """「プレイヤーが…」: the bare noun is "a player"; 「沼を１つ」: the count after it."""
        quant = next((c for c in children if isinstance(c, Quantifier)), None)
        rest = [bare_player(c) for c in children if c is not quant]
        node = super().tapped_for_mana(meta, rest)  # type: ignore[misc]
        update: dict[str, Any] = {"bare_player": type(children[0]) is str}
        if quant is not None:
            counted = {"quantifier": "a", "bare": False, "counter": quant.counter}
            update |= {"object": node.object.model_copy(update=counted), "count_after": True}
        return node.model_copy(update=update)  # type: ignore[no-any-return]

    def player_casts_other(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """「対戦相手が呪文を唱えるたび」: the bare noun is "an opponent"."""
        noun, spell, *_ = children
        return super().player_casts_other(meta, [bare_player(noun), spell])

    def player_casts_desc(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """「対戦相手１人が呪文を唱えたとき」: "When an opponent casts a spell"."""
        player, spell, *_ = children
        return super().player_casts_other(meta, [player, spell])  # type: ignore[misc]

    def player_casts_nth_other(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """「プレイヤーが各ターン内の自分の２つ目の呪文を唱えるたび」: the noun is "a player"."""
        noun, nth = children
        return super().player_casts_nth_other(meta, [bare_player(noun), nth])

    def draws_nth(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        node = super().draws_nth(meta, children)
        written = _turn_written(self.source(meta), "各ターンの")
        return node.model_copy(update={"turn_written": written})

    def ordinal(self, meta: Meta, children: list[Any]) -> int:
        return int(children[0])

    def object_action(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        """「XがYに搭乗するたび」: the verb comes last."""
        obj, other, action = children
        return super().object_action(meta, [obj, action, other])

    def object_verb(self, meta: Meta, children: list[Any]) -> str:
        written = self.text[meta.start_pos : meta.start_pos + 2]  # 「搭乗」, 「後援」, 「濫用」
        return next(a for a, (_, verb) in OBJECT_VERBS.items() if verb.startswith(written))

    def player_verb(self, meta: Meta, children: list[Any]) -> str:
        """The action; a past form before 「とき」 (「捧げた」, 「開放した」) is the verb's."""
        written = self.source(meta).replace("捧げた", "捧げる").replace("捨てた", "捨てる")
        return PLAYER_VERBS[
            written.removesuffix("した") + "する" if written.endswith("した") else written
        ]

    def put_into_player_graveyard(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「…がいずこかから対戦相手の墓地に置かれる」: "an opponent's graveyard"."""
        *rest, owner, name = children
        zone = ast.Zone.model_construct(name=name, owner=owner)
        return self.put_into_graveyard(meta, [*rest, zone])

    def player_encounters(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """「あなたが〈名〉に遭遇したとき」: "When you encounter <phenomenon>"."""
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(),
            action="encounter",
            object=children[0],
            span=self.span(meta),
        )

    def becomes_blocked(self, meta: Meta, children: list[Any]) -> ast.BecomesBlocked:
        """「…によってブロックされた状態になる」: 「によって」 as written."""
        node = super().becomes_blocked(meta, children)  # type: ignore[misc]
        if "によってブロックされた" in self.source(meta):
            return node.model_copy(update={"by_written": "によって"})
        return node  # type: ignore[no-any-return]


def _turn_written(source: str, usual: str) -> str | None:
    """「各ターン内の」, 「各ターンの」, 「各ターン中の」 or 「各ターンに」 as written before
    "your Nth …", or None when it is the usual wording."""
    found = re.search("各ターン(?:内の|中の|の|に)", source)
    written = found.group(0) if found else None
    return None if written == usual else written


def _and_did(meta: Meta, builder: Any) -> str | None:
    """「かする」 when the two events end in 「…かした」/「…かする」 (one verb for both)."""
    source = builder.source(meta)
    return "かする" if re.search("か(?:した|する)(?:とき|たび)$", source) else None
