"""Japanese builder methods of the rules family (``scryc.ast.rules``)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ..base import all_of
from ..errors import ParseError
from .base import (
    CHARACTERISTICS,
    InAddition,
    PairEach,
    PendingTarget,
    TargetEach,
    as_target,
    characteristics,
    english_value,
    every,
)
from .lexicon import (
    CHOSEN_KINDS,
    ONLY_BLOCKS,
    PAIR_ROLES,
    TOPIC_DE,
    first_words,
    vocabulary,
)

#: Supertypes (CR 205.4a), which 「…は…である」 does not give.
SUPERTYPE_NAMES = frozenset({"basic", "legendary", "snow", "world"})


def flat_parts(node: Any) -> list[Any]:
    """The parts of a description, nested 「…と…を持つ」 ones included."""
    if isinstance(node, ast.AllOf):
        return [q for p in node.parts for q in flat_parts(p)]
    return [node]


class Rules:
    """The Japanese builder's rules methods."""

    def assigns_as_unblocked(self, meta: Meta, children: list[Any]) -> ast.AssignsAsUnblocked:
        """「それがブロックされなかったかのようにその戦闘ダメージを割り振られる」 (its object: the
        subject); the form and the pronoun as written."""
        source = self.source(meta)
        form = "passive" if source.endswith("割り振られる") else "active"
        return ast.AssignsAsUnblocked.model_construct(
            object=ast.Ref.model_construct(),
            ja_form=form,
            ja_pronoun=source.split("が")[0] if not source.startswith("それが") else None,
            span=self.span(meta),
        )

    def assigns_as_unblocked_first(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「あなたは〈名〉の戦闘ダメージを、これがブロックされなかったかのように割り振る」: the
        creature named as the damage's owner (you the one who may have it so)."""
        objects = [c for c in children if isinstance(c, ast.Node)]
        if len(objects) != 1:  # 「…のコントローラーは」: not you who may have it so
            raise ParseError("expected you as the subject", text=self.text, offset=meta.start_pos)
        pronoun = self.source(meta).split("、")[-1].split("が")[0]
        return ast.AssignsAsUnblocked.model_construct(
            object=objects[0],
            ja_pronoun=None if pronoun == "それ" else pronoun,
            span=self.span(meta),
        )

    def spend_as_though(self, meta: Meta, children: list[Any]) -> ast.SpendAsThough:
        """「(あなたは)(<spell>を唱えるために)マナを望む色のマナであるかのように支払う」,
        「…任意のタイプのマナを支払う」."""
        players = [c for c in children if isinstance(c, (ast.Player, ast.You))]
        spells = [c for c in children if isinstance(c, ast.Node) and c not in players]
        source = self.source(meta)
        return ast.SpendAsThough.model_construct(
            player=players[0] if players else self.acting_you(meta),
            any="type" if ("望むタイプ" in source or "任意のタイプ" in source) else "color",
            spell=spells[0] if spells else None,
            span=self.span(meta),
        )

    def play_revealed(self, meta: Meta, children: list[Any]) -> ast.PlayRevealed:
        """「(プレイヤーは、)自分の／あなたのライブラリーの一番上のカードを公開したままプレイする」."""
        *players, top = children
        owner = top.player if isinstance(top, ast.TopOfLibrary) else None
        one = isinstance(top, ast.TopOfLibrary) and not ast.other_than_one(top.count)
        own = "自分のライブラリー" in self.source(meta)
        if not one or not (isinstance(owner, ast.You) or own):
            raise ParseError(
                "expected the top card of a library", text=self.text, offset=meta.start_pos
            )
        return ast.PlayRevealed.model_construct(
            player=players[0] if players else self.acting_you(meta),
            own_written=own,
            span=self.span(meta),
        )

    def reveal_from_zone(self, meta: Meta, children: list[Any]) -> ast.Reveal:
        """「あなたの手札から〈名〉を公開する」: the zone it is revealed from."""
        zone = self.first(children, ast.InZone)
        rest = [c for c in children if c is not zone]
        return self.reveal_from(meta, [*rest, zone.zone])

    def player_has(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「あなたは呪禁を持つ」: a player has an ability, as English "You have hexproof."
        (the comma after 「あなたは」 kept by the player)."""
        *player, granted = children
        subject = player[0] if player else self.acting_you(meta)
        comma = self.source(meta)[: granted.span.start - meta.start_pos].endswith("は、")
        return granted.model_copy(update={"object": subject, "comma": comma})

    def doesnt_remove(self, meta: Meta, children: list[Any]) -> ast.DoesntRemove:
        """「この効果は(、)…を取り除かない／はずさない」: the comma and the verb as written."""
        node: ast.DoesntRemove = super().doesnt_remove(meta, children)  # type: ignore[misc]
        source = self.source(meta)
        verb = "はずさない" if source.endswith("はずさない") else None
        return node.model_copy(update={"comma": source.startswith("この効果は、"), "ja_verb": verb})

    def remove_counters(self, meta: Meta, children: list[Any]) -> ast.RemoveCounters:
        """「(あなたは)~の上から…カウンター１個を取り除く」, 「~から…を取り除く」 (the place as
        written)."""
        children = self.without_subject(meta, children, "remove counters")
        node = super().remove_counters(meta, children)
        after = self.text[node.object.span.end : meta.end_pos] if node.object.span else ""
        return node.model_copy(update={"bare_place": after.startswith("から")})

    def counter_kind(self, meta: Meta, children: list[Any]) -> str:
        """「ページ・カウンター」: the 「・」 after a katakana kind is spelling, not part of it;
        「盾カウンター」 is a "shield" counter (scryc/data/vocab_ja.json)."""
        written = self.source(meta).removesuffix("・")
        kind = vocabulary("counters").get(written) or self.term(written)
        return english_value(self, meta, kind, "counter kind")

    def restriction_rule(self, meta: Meta, children: list[Any]) -> str:
        """「(それが)防衛を持たないかのように攻撃できる」: the subject repeated before the rule
        is wording only (:meth:`restriction` keeps it as written), and so is the comma of
        「各戦闘で、可能なら攻撃する」."""
        rule = self.source(meta).replace("、", "")
        for subject in ("それが", "自身が", "これが"):
            rule = rule.removeprefix(subject)
        return english_value(self, meta, self.term(rule), "rule")

    def restriction(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """The rule as written, where the canonical wording is another one, and the particle
        after its subject."""
        node = super().restriction(meta, children)
        written = self.source(meta)
        if written.endswith("できず"):  # the continuative before 「、」: the final form's words
            written = written.removesuffix("ず") + "ない"
        update = {"topic": self.topic_written(meta, node)}
        if first_words().get(node.rule, written) != written:
            update["written"] = written
        return node.model_copy(update=update)

    def blocks_only(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「…のみ(を)ブロックできる」 (not 「…しかブロックできない」): the words as written."""
        node = super().blocks_only(meta, children)
        written = self.source(meta)
        for words in ONLY_BLOCKS:
            if written.endswith(words):
                return node.model_copy(update={"written": words})
        return node

    def cant_block(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「…は、パワーが２以上のクリーチャーをブロックできない」: the particle after its
        subject."""
        node = super().cant_block(meta, children)
        update = {"by": every(node.by), "topic": self.topic_written(meta, node)}
        return node.model_copy(update=update)

    def topic_written(self, meta: Meta, node: ast.Restriction) -> str | None:
        """The particle after a restriction's subject (「は」, 「では」), where it is not the
        usual one: 「では」 before a rule of :data:`TOPIC_DE` that names no attackers."""
        before = self.text[: meta.start_pos].rstrip("、")
        topic = "では" if before.endswith("では") else "は" if before.endswith("は") else None
        usual = "では" if node.rule in TOPIC_DE and node.by is None else "は"
        return topic if topic != usual else None

    def blocks_if_able(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「可能ならば…」 keeps its 「ば」 as written."""
        node = super().blocks_if_able(meta, children)
        if self.source(meta).startswith("可能ならば"):
            return node.model_copy(update={"written": "可能ならば"})
        return node

    def attacks_if_able(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「可能ならば攻撃する」 keeps its 「ば」 as written."""
        node = super().attacks_if_able(meta, children)
        if self.source(meta).startswith("可能ならば"):
            return node.model_copy(update={"written": "可能ならば"})
        return node

    def combat_first(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「各戦闘で、名前は可能なら攻撃する」: an each-combat rule after its subject."""
        subject = children[0]
        rule = self.text[subject.span.end : meta.end_pos].lstrip("は、")
        english = english_value(self, meta, self.term(f"各戦闘で{rule}"), "rule")
        return self.each_combat_rule(meta, subject, english)

    def combat_first_defender(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「各戦闘で、…は可能なら<プレイヤー>を攻撃する」: whom (``by``) each must attack."""
        node = self.each_combat_rule(meta, children[0], "attacks each combat if able")
        return node.model_copy(update={"by": children[-1]})

    def each_combat_rule(self, meta: Meta, subject: Any, rule: str) -> ast.Restriction:
        """``rule`` for ``subject``, written after 「各戦闘で、」."""
        return ast.Restriction.model_construct(
            object=subject,
            rule=rule,
            comma=self.topic_comma(subject),
            combat_first=True,
            span=self.span(meta),
        )

    def player_restriction(self, meta: Meta, children: list[Any]) -> ast.PlayerRestriction:
        """「対戦相手は、呪文を唱えられない」: "your opponents can't cast spells"."""
        node = super().player_restriction(meta, children)
        player = node.player
        if isinstance(player, ast.Player) and self.topic_comma(player):
            player = player.model_copy(update={"comma": True})
        objects = every(node.object) if node.object is not None else None
        return node.model_copy(update={"player": player, "object": objects})

    def after(self, node: ast.Node) -> str:
        """The text after ``node``."""
        return self.text[node.span.end :] if node.span is not None else ""

    def topic_comma(self, subject: ast.Node) -> bool:
        return self.after(subject).startswith(("は、", "では、"))

    def choose_object(self, meta: Meta, children: list[Any]) -> ast.ChooseObject:
        """「対戦相手１人は、…を選ぶ」 keeps the comma after the chooser; 「…の墓地か手札から
        …を選ぶ」 read as a list of a graveyard and cards is no choice of objects."""
        node = super().choose_object(meta, children)
        if isinstance(node.object, ast.ObjectList) and any(
            isinstance(item, ast.ZoneContents) for item in node.object.items
        ):
            raise ParseError("a zone is not chosen", text=self.text, offset=meta.start_pos)
        player = node.player
        if isinstance(player, ast.Player) and self.topic_comma(player):
            return node.model_copy(update={"player": player.model_copy(update={"comma": True})})
        return node

    @staticmethod
    def each_slots(declared: TargetEach | PairEach) -> list[PendingTarget]:
        """The slots of 「各…につきそれぞれ、…を対象とする。」 (with a target before it: 「その
        前者」 and 「それらの後者」)."""
        each = declared if isinstance(declared, TargetEach) else declared.second
        slot = PendingTarget(as_target(each.object), each=each.players)
        if isinstance(declared, TargetEach):
            return [slot]
        first = as_target(declared.first)
        if isinstance(first, ast.Objects):
            first = first.model_copy(update={"declared_with": declared.joined})
        slot.role = PAIR_ROLES[1]
        return [PendingTarget(first, role=PAIR_ROLES[0]), slot]

    @staticmethod
    def two_slots(target: Any, children: list[Any]) -> list[PendingTarget]:
        """Two targets declared together, each its own slot: 「AとBを対象とする。その前者は…
        その後者…」 (named by place), or 「カード１枚とプレイヤー１人を対象とする。そのカードを…
        そのプレイヤーが…」 (a player and an object, each named by its own reference). None
        otherwise: 「クリーチャー１体かプレイヤー１人」 is one target, and a later 「それら」
        names the two together."""
        if not isinstance(target, ast.ObjectList) or len(target.items) != 2:
            return []
        later = [getattr(c, "effect", c) for c in children]
        nodes = [n for c in later if isinstance(c, ast.Node) for n in c.walk()]
        refs = [n for n in nodes if isinstance(n, ast.Ref)]
        by_place = any(ref.determiner in PAIR_ROLES for ref in refs)
        mixed = (
            target.conjunction == "and"
            and sum(isinstance(item, ast.Player) for item in target.items) == 1
            and not any(ref.plural for ref in refs)
        )
        if not (by_place or mixed):
            return []
        first, second = target.items
        if isinstance(first, ast.Objects):
            first = first.model_copy(update={"declared_with": "と、" if target.comma else "と"})
        if getattr(target, "declared_clause", False) and hasattr(second, "declared_clause"):
            second = second.model_copy(update={"declared_clause": True})  # 「…を対象とし、」
        roles = PAIR_ROLES if by_place else (None, None)
        return [PendingTarget(first, role=roles[0]), PendingTarget(second, role=roles[1])]

    def reflexive_trigger(self, meta: Meta, children: list[Any]) -> ast.ReflexiveTrigger:
        """「そうしたとき、…を対象とする。それを…」: the target goes into the effect;
        「これによりあなたが…を捨てたとき、…」: what the step before did first."""
        done = [c for c in children if isinstance(c, ast.PlayerAction)]
        rest = [c for c in children if not isinstance(c, ast.PlayerAction)]
        return super().reflexive_trigger(meta, [*done, self.body(rest)])

    def becomes(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「4/4のファイレクシアン・眼・アーティファクト・クリーチャーになる」: power/toughness,
        colours and types only (a status or 「…でない」 is no description); the abilities
        before it: 「「…」を持つ…になる」."""
        described = children[-1]
        parts = flat_parts(described.filter) if isinstance(described, ast.Objects) else []
        abilities = [p.keyword for p in parts if isinstance(p, ast.HasAbility)]
        parts = [p for p in parts if not isinstance(p, ast.HasAbility)]
        bare = isinstance(described, ast.Objects) and described.count is None and described.bare
        if not bare or not all(isinstance(p, CHARACTERISTICS) for p in parts):
            raise ParseError(
                "expected colours, power/toughness and types", text=self.text, offset=meta.start_pos
            )
        addition = self.first(children, InAddition)
        base = self.first(children, Token)  # 「基本のパワーとタフネスが2/2の…」
        described = characteristics(parts)
        kinds = [type(p) for p in parts]
        pt_first = ast.PowerToughness in kinds and ast.Color in kinds
        pt_first = pt_first and kinds.index(ast.PowerToughness) < kinds.index(ast.Color)
        if base is not None:
            described["power_toughness"] = str(base)
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            abilities=abilities,
            in_addition=addition is not None,
            colors_added=addition is not None and addition.colors,
            possessive=addition.possessive if addition is not None else None,
            base_written=base is not None,
            pt_first=pt_first,
            span=self.span(meta),
            **described,
        )

    def is_type(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「これの他のタイプに加えて…である」: the types are described as a filter."""
        addition, described = children
        objects = ast.Objects.model_construct(quantifier="a", filter=described, bare=True)
        return super().is_type(meta, [addition, objects])

    def is_type_also(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「それの他のタイプに加えてアーティファクトでもある」: as 「…である」."""
        return self.is_type(meta, children).model_copy(update={"also": True})

    def is_type_set(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「これはエンチャントである」, 「これは《月》という名前の土地である」: types (and a
        name) that replace its own."""
        named = self.first(children, ast.Named)
        rest = flat_parts(children[-1])
        described = rest[0] if len(rest) == 1 else ast.AllOf.model_construct(parts=rest)
        objects = ast.Objects.model_construct(quantifier="a", filter=described, bare=True)
        # 「(他のタイプに加えて)基本のパワーとタフネスが0/4の…である」: the addition and base P/T
        written = [c for c in children[:-1] if isinstance(c, InAddition | Token)]
        node = self.becomes(meta, [*written, objects])
        if SUPERTYPE_NAMES & set(node.types):  # 「…は伝説である」 is no type description
            raise ParseError("expected card types", text=self.text, offset=meta.start_pos)
        return node.model_copy(update={"state": True, "named": named})

    def becomes_chosen(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「(それの他のタイプに加えて、)あなたが選んだ１色の色になる」: the kind chosen, as
        written."""
        addition = self.first(children, InAddition)
        written = next(c for c in children if type(c) is str)
        return ast.Becomes.model_construct(
            object=ast.Ref.model_construct(),
            chosen=CHOSEN_KINDS[written],
            chosen_written=written,
            in_addition=addition is not None,
            colors_added=addition is not None and addition.colors,
            possessive=addition.possessive if addition is not None else None,
            span=self.span(meta),
        )

    def chosen_kind(self, meta: Meta, children: list[Any]) -> str:
        return self.source(meta)

    def attacked_either(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「あなたやあなたがコントロールしているプレインズウォーカー(を攻撃できない)」:
        "you or planeswalkers you control"."""
        return ast.ObjectList.model_construct(
            items=children, conjunction="or", joined_ya="plain", span=self.span(meta)
        )

    def unblockable_by(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「…によってはブロックされない」 or 「…にはブロックされない」."""
        node = super().unblockable_by(meta, children)
        if self.source(meta).endswith("にはブロックされない"):
            node = node.model_copy(update={"by_written": "には"})
        return node

    def enters_with_counters(self, meta: Meta, children: list[Any]) -> ast.EntersWithCounters:
        """「…は、それぞれ…」, 「…は、その上に…」: the words between the subject and counters."""
        node = super().enters_with_counters(meta, children)
        after = self.after(node.object).removeprefix("は").removeprefix("、")
        lead = next((w for w in ("それぞれ、", "それぞれ", "その上に") if after.startswith(w)), "")
        return node.model_copy(update={"lead_ja": lead}) if lead else node

    def delayed_trigger_comma(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """「このターン、…たび、…」: the duration before a comma."""
        node = self.delayed_trigger(meta, children)
        return node.model_copy(update={"duration_comma": True})

    def in_addition(self, meta: Meta, children: list[Any]) -> InAddition:
        """「(それの)他のタイプに加えて」, with the possessive as written."""
        written = self.text[meta.start_pos : meta.end_pos]
        return InAddition(written.split("他の")[0], "色や" in written)

    def cost_change_yours(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「あなたがＸを唱えるためのコスト」: "X you cast cost …"; 「対戦相手がＸを…」: "X your
        opponents cast cost …"."""
        player: ast.Node = ast.You.model_construct()
        if isinstance(children[0], str):  # 「対戦相手が」
            player = ast.Player.model_construct(quantifier="a", noun=children.pop(0))
        obj, *rest = children
        if isinstance(obj, ast.Objects):
            cast = ast.CastBy.model_construct(player=player)
            obj = obj.model_copy(update={"filter": all_of([obj.filter, cast])})
        if len(rest) == 3:  # 「…コストは、Ｘ１つにつき(１)少なくなる」
            for_each, symbols, direction = rest
            rest = [symbols, direction, for_each]
        return self.cost_change(meta, [obj, *rest])

    def cost_change_for_each(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「この呪文を唱えるためのコストは、Ｘ１つにつき(１)少なくなる」."""
        obj, for_each, symbols, direction = children
        return self.cost_change(meta, [obj, symbols, direction, for_each])

    def cost_change_beyond_first(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「この呪文を唱えるためのコストは、２つ目以降の対象１つにつき(２)(青)多くなる」."""
        obj, nth, *counted, symbols, direction = children
        one = counted[0].value if isinstance(counted[0], ast.Number) else int(counted[0])
        if (int(nth), one) != (2, 1):
            raise ParseError(
                "expected 「２つ目以降の対象１つ」", text=self.text, offset=meta.start_pos
            )
        return super().cost_change_beyond_first(meta, [obj, symbols, direction])

    def cost_change_activate(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「クリーチャーの起動型能力を起動するためのコストは(１)少なくなる」."""
        return self.cost_change(meta, children).model_copy(update={"action": "activate"})

    def ability_cost_change(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「この能力を起動するためのコストは(、Ｘ１つにつき)(１)少なくなる」."""
        *for_each, symbols, direction = children
        return ast.CostChange.model_construct(
            object=ast.SelfRef.model_construct(),
            symbols=str(symbols),
            variable=ast.Variable.model_construct() if str(symbols).upper() == "{X}" else None,
            reduce=direction == "less",
            action="activate",
            for_each=for_each[0] if for_each else None,
            span=self.span(meta),
        )
