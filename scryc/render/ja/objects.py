"""Japanese for :mod:`scryc.ast.objects`: object phrases with their numbers (「クリーチャー１体」),
references to declared targets (「それ」) and zones.
"""

from __future__ import annotations

from ... import ast
from ...parse.ja.lexicon import PAIR_ROLES
from ..base import RenderError, is_described_list, unshared
from .words import (
    ALL_AFTER,
    ANY_AFTER,
    ANY_CARDS_AFTER,
    POSITIONS,
    ZONES,
    counted,
    counter_word,
    digits,
    head_options,
    is_target,
    is_type_list,
    joined,
    other_of,
    term,
)


class JapaneseObjects:
    """Japanese objects: a part of ``JapaneseRenderer``."""

    def noun_phrase(self, node: ast.Node) -> str:
        """An object phrase without its number, as in a relative clause or after
        「唱える」: 「あなたがコントロールしているクリーチャーを対象とする呪文」."""
        if not isinstance(node, ast.Objects):
            return self.object(node)
        written_all = node.quantifier == "all" and self.surface and not node.bare  # 「すべての」
        if node.quantifier in ("a", "all") and not written_all:
            return self.filter(node.filter, "", other_of(node))
        return self.object(node)

    def object(self, node: ast.Node) -> str:
        reference = self.reference(node)
        return reference if reference is not None else self.render(node)

    def reference(self, node: ast.Node) -> str | None:
        """それ / そのクリーチャー for a target declared in a sentence before."""
        if node is self.chosen_at_random:
            return "それ"
        if self.declaring or not self.is_declared(node):
            return None
        noun = getattr(node, "declared", None)  # "that creature": 「そのクリーチャー」
        if noun and any(role in noun for role in PAIR_ROLES):
            return noun  # 「その前者」, 「後者のカード」: a place among two targets, as written
        if noun or isinstance(node, ast.Player):
            that = "それらの" if self.is_plural(node) else "その"  # 「それらのクリーチャー」
            return f"{that}{term(noun or 'player')}"
        return "それら" if self.is_plural(node) else "それ"

    def is_declared(self, node: ast.Node) -> bool:
        """Whether a target is declared in 「…を対象とする。」 (Japanese always does so)."""
        if self.surface:
            return getattr(node, "declared", None) is not None
        return is_target(node)

    def is_plural(self, node: ast.Node) -> bool:
        if isinstance(node, ast.Ref):
            return node.plural
        if isinstance(node, ast.Objects):
            return (
                node.quantifier in ("all", "any number target")
                or ast.other_than_one(node.count)
                or bool(self.own(node.declared_plural))
            )
        if isinstance(node, ast.AnyTarget):
            return node.quantifier is not None
        return isinstance(node, ast.ObjectList) and node.conjunction == "and"

    def part_of(self, node: ast.PartOf) -> str:
        count = self.part_count(node)
        if self.own(node.elided):
            return count
        if isinstance(node.object, ast.Ref) and node.object.exiled and not self.surface:
            return f"{self.ref(node.object)}のうち{count}"  # 「それらの追放されているカードのうち」
        return f"{self.own(node.written) or 'そのうち'}{count}"

    def part_count(self, node: ast.PartOf) -> str:
        """「１枚」, 「最大２体」: how many of the objects, without 「そのうち」."""
        if node.count is None:  # 「そのうちの望む枚数」
            return "の望む枚数"
        noun = node.object.noun if isinstance(node.object, ast.Ref) else None
        counter = self.own(node.counter) or ("体" if noun == "creature" else "枚")
        return f"{'最大' if node.up_to else ''}{self.amount(node.count)}{counter}"

    def rest(self, node: ast.Rest) -> str:
        return "残り"

    def haunted_creature(self, node: ast.HauntedCreature) -> str:
        """「それが憑依しているクリーチャー」, 「これが…」 (CR 702.55)."""
        return f"{self.own(node.haunter) or 'それ'}が憑依しているクリーチャー"

    def paired_creatures(self, node: ast.PairedCreatures) -> str:
        return "両方のクリーチャー" if self.own(node.both) else "それらのクリーチャー"

    def commander_of(self, node: ast.CommanderOf) -> str:
        return f"{self.possessive(node.player)}統率者"

    def self_ref(self, node: ast.SelfRef) -> str:
        if node.pronoun and self.surface:
            return "これ"
        if node.noun is not None:
            return f"この{term(node.noun)}"
        name = self.card_name or "〈名〉"
        return name.rsplit("、", 1)[-1] if self.own(node.short) else name

    def upon(self, node: ast.ObjectRef) -> str:
        """Where counters are: 「それの上」, or 「その上」 as written."""
        return "その上" if self.that_written(node) else f"{self.object(node)}の上"

    def that_written(self, node: ast.ObjectRef) -> bool:
        """Whether a reference is written 「その」 alone (「その上」, 「そのコントロール」)."""
        if isinstance(node, ast.Ref):
            return self.own(node.determiner) == "その"
        return self.own(getattr(node, "declared", None)) == ast.UPON

    def any_target(self, node: ast.AnyTarget) -> str:
        if node.quantifier is None:
            return "１つ"
        return self.target_count(node.quantifier, node.count, "つ")

    def target_count(self, quantifier: str, count: ast.Node | None, counter: str) -> str:
        """「望む数」 or 「１つか２つか３つ」 (how many targets)."""
        if quantifier == "any number":
            return "望む数"
        last = count.value if isinstance(count, ast.Number) else 0
        if last < 2:
            raise RenderError(f"no Japanese range of {last} targets")
        numbers = (self.amount(ast.Number(value=n)) for n in range(1, last + 1))
        return "か".join(f"{n}{counter}" for n in numbers)

    def attached_to(self, node: ast.AttachedTo) -> str:
        """「エンチャントしているクリーチャー」; passive where written, or for English plural
        "enchanted creatures": 「エンチャントされているクリーチャー」."""
        passive = node.passive if self.surface else getattr(node.filter, "plural", False)
        verb = "エンチャント" if node.relation == "enchanted" else "装備"
        return f"{verb}{'されて' if passive else 'して'}いる{self.filter(node.filter)}"

    def zone_contents(self, node: ast.ZoneContents) -> str:
        if node.all_players:
            return "すべての" + self.zone(node.zone)
        return self.zone(node.zone)

    def top_of_library(self, node: ast.TopOfLibrary) -> str:
        library = f"{self.possessive(node.player)}ライブラリー"
        if isinstance(node.count, ast.Number) and node.count.value == 1:
            return f"{library}の一番上のカード"
        return f"{library}の一番上からカード{self.amount(node.count)}枚"

    def top_of_graveyard(self, node: ast.TopOfGraveyard) -> str:
        kind = "" if node.card_type is None else f"{self.filter(node.card_type)}・"
        return f"{self.possessive(node.player)}墓地の一番上の{kind}カード"

    def object_list(self, node: ast.ObjectList) -> str:
        if node.quantifier_once is not None and isinstance(node.items[0], ast.Player):
            player, objects = node.items  # 「プレイヤーやバトルのうち１つ」
            return f"{term(player.noun)}や{self.filter(objects.filter, '')}のうち１つ"
        if node.quantifier_once is not None:  # 「パーマネントかプレイヤー」
            objects, player = node.items
            if player.quantifier != "a":  # "target creature or player"
                raise RenderError("no Japanese wording for a target object or player")
            once = self.own(node.quantifier_once, "ka")
            either = f"{self.filter(objects.filter, '', other_of(objects))}"
            either += ("か" if once == "ka" else "や") + term(player.noun)
            return either + ("のうち１つ" if once == "ya_one" else "")
        ya = node.joined_ya  # set by the Japanese builder, or by a 「…につき」 being written
        if self.own(ya) == "plain":  # 「クリーチャー・エンチャントやエンチャントされている…」
            return "や".join(self.object(i) for i in node.items)
        if ya and all(isinstance(i, ast.Objects) for i in node.items):  # 「…や…である１つ」
            described = "や".join(self.filter(i.filter, "", other_of(i)) for i in node.items)
            return described + ("である１つ" if ya == "headless" else "１つ")
        joiner = ("か" if node.conjunction == "or" else "と") + (
            "、" if self.own(node.comma) else ""
        )
        if node.shared and all(isinstance(i, ast.ZoneContents) for i in node.items):
            names = joiner.join(ZONES[i.zone.name] for i in node.items)
            return self.possessive(node.items[0].zone.owner) + names  # 「自分の手札と墓地」
        items = unshared(node, 0)
        if is_target(node):  # 「対戦相手１人かプレインズウォーカー１体」
            items = [counted(i) for i in items]
        return joiner.join(self.object(i) for i in items)

    def objects(self, node: ast.Objects) -> str:
        if node.random:  # 「…を無作為に」 is written with the verb (object_verb)
            raise RenderError("no Japanese wording for objects at random here")
        if node.their_choice:  # 「自分が選んだクリーチャー１体」
            return "自分が選んだ" + self.objects(node.model_copy(update={"their_choice": False}))
        if node.your_choice:  # 「あなたが選んだ発生源１つ」
            return "あなたが選んだ" + self.objects(node.model_copy(update={"your_choice": False}))
        if self.own(node.headless):  # 「クリーチャーかプレインズウォーカーである１体」
            return self.headless(node)
        if self.own(node.among) and isinstance(node.filter, ast.AllOf):
            *described, kinds = (
                node.filter.parts
            )  # 「アーティファクトやクリーチャーのうち…１つ以上」
            rest = described[0] if len(described) == 1 else ast.AllOf(parts=described)
            clauses = node.model_copy(update={"filter": rest, "among": False})
            return f"{self.filter(kinds)}のうち{self.headless(clauses)}"
        word, other = node.quantifier, other_of(node)
        bare = self.surface and (node.bare or node.count_after_ga)  # the count: see :meth:`ga`
        if word == "all" and self.own(node.count_last):  # 「…をすべて」, placed by :func:`render`
            return self.filter(node.filter, "", other) + ALL_AFTER
        if word in ("each", "all") and not bare and node.count is None:
            between = "各" if word == "each" else "すべての"
            if self.own(node.negated_first) and isinstance(node.filter, ast.AllOf):
                negated, *rest = node.filter.parts  # 「巨人でない各クリーチャー」
                rest_filter = ast.AllOf(parts=rest)
                return self.render(negated) + self.filter(rest_filter, between, other)
            if self.own(node.words_first) and isinstance(node.filter, ast.AllOf):
                return self.words_first(node, between, other)
            return self.filter(node.filter, between, other)
        if isinstance(node.count, ast.Ref) and node.count.noun == "number":
            return self.filter(node.filter, f"{self.ref(node.count)}に等しい枚数の", other)
        if word == "at least" and self.own(node.count_after_ga):  # the count: see :meth:`ga`
            return self.filter(node.filter, "", other)
        if word == "at least" and self.own(node.count_last):  # 「クリーチャー３体以上」
            return self.filter(node.filter, "", other) + self.quantity(node, node.filter) + "以上"
        if word == "at least" and is_described_list(node.filter):  # 「…や…のうち１つ以上」
            noun = self.filter(node.filter, "", other)
            return f"{noun}のうち{self.quantity(node, node.filter)}以上"
        if word == "at least" and node.at_least_first:  # 「少なくとも２体の他のクリーチャー」
            count = f"少なくとも{self.quantity(node, node.filter)}の"
            if node.other and self.own(node.other_word, "他の") == "他の":
                return f"{count}他の{self.filter(node.filter)}"
            return count + self.filter(node.filter, "", other)
        if word == "at least":
            return self.filter(node.filter, self.quantity(node, node.filter) + "以上の", other)
        if word == "at most":  # 「２つ以下の他の土地」
            return self.filter(node.filter, self.quantity(node, node.filter) + "以下の", other)
        if word in ("any number", "any number target") and self.own(node.count_last):
            cards = self.own(node.counter) == "枚"  # 「…を望む枚数だけ」, placed by :func:`render`
            return self.filter(node.filter, "", other) + (ANY_CARDS_AFTER if cards else ANY_AFTER)
        if word == "any number" and self.own(node.bare):  # 「…の上に…を割り振って置く」
            return self.filter(node.filter, "", other)
        if word in ("any number", "any number target"):  # 「望む数の」, 「望む枚数の」 (cards)
            many = "望む枚数の" if self.own(node.counter) == "枚" else "望む数の"
            return self.filter(node.filter, many, other)
        if word == "one to target":  # 「１体か２体か３体のクリーチャー」
            chosen = self.target_count("one to", node.count, counter_word(node.filter))
            if self.own(node.count_last):  # 「クリーチャー１体か２体」
                return self.filter(node.filter, "", other) + chosen
            return self.filter(node.filter, f"{chosen}の", other)
        if self.own(node.distributed) and isinstance(node.filter, ast.AllOf):
            options, *shared = node.filter.parts  # 「黒か赤の、クリーチャー１体か…１体」
            items = "か".join(self.filter(o) + self.quantity(node, o) for o in options.options)
            return f"{self.filter(ast.AllOf(parts=shared))}、{items}"
        options = head_options(node.filter)
        if options is node.filter and not self.surface and is_type_list(options):
            # 「アーティファクト、エンチャント、またはクリーチャーである１つ」
            options = options.model_copy(update={"conjunction": "、または"})
            node = node.model_copy(update={"filter": options})
        conjunction = self.conjunction(options) if options else None
        if conjunction == "か" and options is node.filter and not other and not bare:
            return "か".join(self.filter(o) + self.quantity(node, o) for o in options.options)
        noun = self.filter(node.filter, "", other)
        if self.own(node.words_first) and other == "他の" and isinstance(node.filter, ast.AllOf):
            noun = self.words_first(node, "他の", False)  # 「トークンでない他のクリーチャー」
        if bare or (word in ("all", "each", "the next") and node.count is None):
            return noun
        if conjunction == "や":
            return f"{noun}のうち{self.quantity(node, node.filter)}"
        if conjunction in ("、または", "または"):
            return f"{noun}である{self.quantity(node, node.filter)}"
        return noun + self.quantity(node, node.filter)

    def words_first(self, node: ast.Objects, between: str, other: str | bool) -> str:
        """「あなたがコントロールしている伝説の各クリーチャー」: the first words of the
        description before 「各」/「すべての」."""
        parts = node.filter.parts  # type: ignore[union-attr]
        at = next(i for i, p in enumerate(parts) if self.is_word(p))
        first = parts[at : at + (node.words_first or 0)]
        rest = [p for p in parts if all(p is not f for f in first)]
        words = self.filter(first[0] if len(first) == 1 else ast.AllOf(parts=first))
        return self.filter(ast.AllOf(parts=rest), words + between, other)

    def ga(self, node: ast.Node) -> str:
        """An object as a subject, with its 「が」: 「他のクリーチャーが」, or 「他のクリーチャーが
        １体(以上)」 where the count was written after 「が」 (on the last of a list)."""
        last = node.items[-1] if isinstance(node, ast.ObjectList) else node
        after = isinstance(last, ast.Objects) and self.own(last.count_after_ga)
        count = self.quantity(last, last.filter) if after else ""  # type: ignore[union-attr]
        more = "以上" if after and last.quantifier == "at least" else ""  # type: ignore[union-attr]
        return f"{self.object(node)}が{count}{more}"

    def headless(self, node: ast.Objects) -> str:
        """An object phrase of clauses only, then its number: 「あなたがコントロールしていて
        兎やコウモリでありこれでない１体以上」."""
        parts = node.filter.parts if isinstance(node.filter, ast.AllOf) else [node.filter]
        clauses = [self.clause_filter(p) for p in parts]
        if node.other:
            clauses.append(self.other_written(self.own(node.other_word) or "これでない"))
        last = clauses[-1]  # 「マナ総量が３以下である１体」
        last = last.removesuffix("の") + "である" if last.endswith("の") else last
        text = "".join([joined(c) for c in clauses[:-1]]) + last
        more = "以上" if node.quantifier == "at least" else ""
        return text + self.quantity(node, node.filter) + more

    def quantity(self, node: ast.Objects, head: ast.Node) -> str:
        """「１体」, 「最大２体」, 「Ｘ枚」."""
        count = self.amount(node.count) if node.count is not None else "１"
        counter = self.own(node.counter) if head is node.filter else None
        text = count + (counter or counter_word(head))
        return "最大" + text if node.quantifier.startswith("up to") else text

    def zone(self, node: ast.Zone) -> str:
        if self.own(node.short) and node.position is not None:  # 「一番上に置く」
            return POSITIONS[node.position]
        owner = self.possessive(node.owner) if node.owner is not None else ""
        # 「すべての墓地」: every player's ("all graveyards", "each graveyard")
        every = "すべての" if node.owner is None and node.every is not None else ""
        every += "単一の" if node.single else ""  # 「単一の墓地」
        name = every + owner + ZONES[node.name]
        if node.position is not None:
            name += "の" + POSITIONS[node.position]
            name += "のうち選んだほう" if self.own(node.chosen_side) else ""
        if node.depth is not None:  # 「一番上から５枚目」
            name += f"から{digits(node.depth)}枚目"
        return name

    def chosen_by(self, node: ast.ChosenBy) -> str:
        """「対戦相手１人が選んだ」, 「対戦相手が選ぶ」."""
        if self.own(node.present):
            return f"{self.clause_subject(node.player)}が選ぶ"
        return f"{self.object(node.player)}が選んだ{'、' if self.own(node.comma) else ''}"

    def of_your_choice(self, node: ast.OfYourChoice) -> str:
        """「あなたが選んだクリーチャー・タイプの」, 「あなたが選んだ色１色を持つ」."""
        default = "色１色を持つ" if node.value == "color" else "クリーチャー・タイプの"
        return "あなたが選んだ" + self.own(node.written, default)

    def of_that(self, node: ast.OfThat) -> str:
        """「その色の」, 「そのタイプを持つ」, 「そのタイプである」."""
        verb = {"has": "を持つ", "is": "である"}.get(self.own(node.verb), "の")
        return f"その{'色' if node.value == 'color' else 'タイプ'}{verb}"

    def same_value(self, node: ast.SameValue) -> str:
        """「このカードと同じマナ総量を持つ」 (「…を持ち」 before another clause)."""
        verb = "持ち" if self.own(node.joined) else "持つ"
        return f"{self.object(node.object)}と同じ{term(node.attribute)}を{verb}"
