"""Japanese for :mod:`scryc.ast.filters`: a filter as the words and relative clauses of a noun
phrase (「あなたがコントロールしている土地でないパーマネント」).
"""

from __future__ import annotations

from typing import Any

from ... import ast
from ...data import japanese_names
from ...parse.ja.lexicon import OTHER_THAN_SELF, SELF_EXCEPTED
from ..base import SIMPLE, lesser_than_it, one_or_more
from .words import (
    ATTACHED,
    COMPARISONS,
    EVENTS,
    SUPERTYPES,
    THAN,
    THIS_WAY_WORDS,
    VERB_STATUSES,
    attached,
    counters_noun,
    is_adjective,
    is_clause_word,
    is_word,
    joined,
    mana,
    plain_named,
    term,
)


class JapaneseFilters:
    """Japanese filters: a part of ``JapaneseRenderer``."""

    def filter(self, node: ast.Node, between: str = "", other: str | bool = False) -> str:
        """A filter as a noun phrase: 「あなたがコントロールしている土地でないパーマネント」;
        ``between`` (「各」, 「１つ以上の」) goes between the relative clauses and the words;
        ``other``: how "other" is written (True: the default)."""
        parts = node.parts if isinstance(node, ast.AllOf) else [node]
        # 「あなたの手札から選ばれたタイプのクリーチャー・カード」: the chosen value right before
        # the noun, so that it keeps its 「の」
        chosen_last = sorted(parts, key=lambda p: isinstance(p, ast.OfChosen))
        clauses = [self.clause_filter(p) for p in chosen_last if not self.is_word(p)]
        # 「１色以上の色を持つクリーチャー」: "one or more colors" before the noun
        words = sorted((p for p in parts if self.is_word(p)), key=lambda p: not one_or_more(p))
        # 「他のすべての」, 「あなたの墓地から他のカード４枚」; else 「これでないクリーチャー１体」
        in_zone = any(isinstance(p, ast.InZone) for p in parts)
        default = "他の" if between == "すべての" or in_zone else "これでない"
        word = (other if isinstance(other, str) and self.surface else default) if other else ""
        lead = neither = ""
        first = words[0] if words else None
        plain = isinstance(first, ast.Negated) and not isinstance(first.filter, ast.HasAbility)
        if word == "これでない" and not self.surface and plain:
            word = "これでもない"  # "other nonland permanent": 「土地でもこれでもないパーマネント」
        if word == "これでもない" and plain:  # after the first negation
            neither = self.negated(words.pop(0), "でも") + word
        elif word in ("これでない", OTHER_THAN_SELF):  # a clause: 「…していてこれでない」
            clauses.append(self.other_written(word))
        elif word.endswith("、") or word == "これ以外で":  # 「他の、あなたが…」: before the clauses
            lead = word
        elif word == SELF_EXCEPTED:  # 「〈名〉以外のクリーチャー」: before the clauses
            lead = self.self_ref(ast.SelfRef()) + "以外の"
        elif word:  # 「他の」
            between = word + between
        written = [p for p in chosen_last if not self.is_word(p)]
        # 「あなたがオーナーである《…》という名前のカード」: a clause before a name is not joined
        # (unless written so: 「コントロールしていて」)
        named = [i + 1 < len(written) and plain_named(written[i + 1]) for i in range(len(clauses))]
        clauses = [c if named[i] else joined(c) for i, c in enumerate(clauses[:-1])] + clauses[-1:]
        as_written = written and self.own(getattr(written[-1], "joined", False))
        if clauses and (
            neither or (words and as_written and word not in ("これでない", OTHER_THAN_SELF))
        ):
            clauses[-1] = joined(clauses[-1])  # 「マナ総量が２以下であり…」
            if as_written == "de":  # 「マナ総量が３以下で土地でない…」
                clauses[-1] = clauses[-1].removesuffix("であり") + "で"
        # 「あなたが唱えて(唱える)インスタントやソーサリーである各呪文」, 「あなたの墓地にあり
        # クレリックや…である各クリーチャー・カード」: the words after 「唱えて」 or 「にあり」
        # end its clause with 「である」, so 「各」 follows them
        te_form = written and self.own(getattr(written[-1], "te_form", False))
        as_written = as_written or (written and present_cast(written[-1]))
        clause_words = [i for i, w in enumerate(words[:-1]) if is_clause_word(w)]
        at = clause_words[-1] if clause_words and (te_form or as_written) else len(words) - 2
        after = between if (te_form or (as_written and clause_words)) and len(words) > 1 else ""
        text = lead + "".join(clauses) + ("" if after else between) + neither
        for i, part in enumerate(words):
            last = i == len(words) - 1
            if isinstance(part, ast.AnyOf) and not last:
                text += self.any_of(part)
                if not all(is_adjective(o) for o in part.options):
                    text += "" if self.conjunction(part) in ("、または", "または") else "である"
            elif is_adjective(part) or last:
                text += self.render(part)
            else:
                text += self.render(part) + ("" if is_adjective(words[i + 1]) else "・")
            text += after if i == at else ""
        return text

    def other_written(self, word: str) -> str:
        """How "other" is written, with the card's name for 「〈名〉でない」."""
        if word == OTHER_THAN_SELF:
            return self.self_ref(ast.SelfRef()) + "でない"
        return word

    def is_word(self, node: ast.Node) -> bool:
        """A filter written as words of the noun, unless parsed as a clause (「…であり」)."""
        return is_word(node) and not (isinstance(node, ast.Status) and self.own(node.clause))

    def clause_filter(self, node: ast.Node) -> str:
        """A filter written as a relative clause before the noun."""
        if isinstance(node, ast.Status) and attached(node):  # 「エンチャントされている」
            return f"{ATTACHED[node.name]}されている"
        if isinstance(node, ast.Status):  # 「アンタップ状態である」
            return term(node.name).removesuffix("の") + "である"
        if isinstance(node, ast.AnyOf):
            return self.any_of(node) + ("である" if is_word(node) else "")
        if is_word(node):
            return self.filter(node) + "である"
        return self.render(node)

    def all_of(self, node: ast.AllOf) -> str:
        return self.filter(node)

    def conjunction(self, node: ast.AnyOf) -> str:
        """「か」, 「や」 ("and/or") or 「、または」."""
        if self.surface:
            return node.conjunction or "か"
        spell_or_ability = {"spell", "ability"} <= {getattr(o, "name", "") for o in node.options}
        if node.conjunction == "、または":  # set by :meth:`objects`
            return node.conjunction
        return "や" if node.conjunction == "and/or" or spell_or_ability else "か"  # 「呪文や能力」

    def any_of(self, node: ast.AnyOf) -> str:
        if all(isinstance(o, ast.Color) for o in node.options):  # 「白か黒の」
            return self.conjunction(node).join(term(o.name) for o in node.options) + "の"
        options = [self.filter(o) for o in node.options]
        conjunction = self.conjunction(node)
        if conjunction in ("、または", "または"):
            return "、".join(options[:-1]) + "、または" + options[-1]
        return conjunction.join(options)

    def card_type(self, node: ast.CardType) -> str:
        return term(node.name)

    def subtype(self, node: ast.Subtype) -> str:
        return SUPERTYPES.get(node.name) or term(node.name)

    def color(self, node: ast.Color) -> str:
        if node.name == "one or more colors" and not self.own(node.short):
            return "１色以上の色を持つ"
        return term(node.name) + "の"

    def status(self, node: ast.Status) -> str:
        if self.own(node.progressive) and node.name in VERB_STATUSES:  # 「攻撃している」
            return VERB_STATUSES[node.name]
        return term(node.name)

    def power_toughness(self, node: ast.PowerToughness) -> str:
        return f"{node.value}の"

    def negated(self, node: ast.Negated, word: str | None = None) -> str:
        """「土地でない」; ``word`` replaces 「でない」 (「土地でも」 before 「これでもない」)."""
        if isinstance(node.filter, ast.HasAbility):  # 「飛行を持たない」
            return f"{self.granted(node.filter.keyword)}を持たない"
        if isinstance(node.filter, ast.HasAnyAbility):  # 「飛行も到達も持たない」
            return "".join(f"{self.granted(k)}も" for k in node.filter.keywords) + "持たない"
        if isinstance(node.filter, ast.ManaCostHas):  # 「マナ・コストに(Ｘ)を含まない」
            return self.mana_cost_has(node.filter).removesuffix("む") + "まない"
        inner = node.filter
        if isinstance(inner, ast.WithCounter):  # 「(+1/+1)カウンターが置かれていない」
            return f"{counters_noun(inner.counter)}が置かれていない"
        if isinstance(inner, ast.Status) and attached(inner):  # 「装備されていない」
            return f"{ATTACHED[inner.name]}されていない"
        if isinstance(inner, ast.OfChosen) and inner.value == "type":  # 「選ばれたタイプでない」
            return f"{'その' if self.own(inner.that) else ''}選ばれたタイプでない"
        if isinstance(inner, ast.Named):  # 「《賢い妖術師》という名前でない」
            return self.named(inner).removesuffix("を持つ").removesuffix("の") + "でない"
        word = word or ("でもない" if self.own(node.also) else "でない")
        if self.own(node.neither):  # 「土地でも」 of 「土地でもトークンでもない」
            word = "でも"
        if isinstance(node.filter, ast.Color):  # 「黒でない」
            return term(node.filter.name) + word
        if isinstance(node.filter, ast.Subtype) and node.filter.name == "legendary":
            return "伝説" + word  # 「伝説でない」, not 「伝説のでない」
        return self.filter(node.filter) + word

    def compare(self, node: ast.Compare) -> str:
        value = self.amount(node.value)
        if node.op == "eq" and self.own(node.has):
            return f"{value}に等しい{term(node.attribute)}を持つ"
        if node.op == "eq" and self.own(node.bare, isinstance(node.value, SIMPLE)):
            return f"{term(node.attribute)}が{value}{'である' if self.own(node.de_aru) else 'の'}"
        if node.op == "eq":
            return f"{term(node.attribute)}が{value}に等しい"
        if node.op in THAN and (self.own(node.than_first) or own_value(node, self.own)):
            return self.compare_first(node)
        if self.own(node.than_object, lesser_than_it(node)):  # 「パワーがそれより小さい」
            than = node.value.object  # type: ignore[union-attr]
            if isinstance(than, ast.Ref) and than.elided:
                than = than.model_copy(update={"elided": False})
            mo = "も" if self.own(node.than_mo) else ""
            return f"{term(node.attribute)}が{self.object(than)}より{mo}{THAN[node.op]}"
        if node.op in THAN:
            return f"{term(node.attribute)}が{value}より{THAN[node.op]}"
        ending = "である" if self.own(node.de_aru) else "の"
        return f"{term(node.attribute)}が{value}{COMPARISONS[node.op]}{ending}"

    def compare_first(self, node: ast.Compare) -> str:
        """「タフネスがパワーより大きい」 (its own value), 「…よりパワーが(の)小さい」,
        「…より大きいパワーを持つ」: the orders :class:`ast.Compare` keeps as written."""
        value, mo = node.value, "も" if self.own(node.than_mo) else ""
        if own_value(node, self.own):
            than = term(value.attribute)  # type: ignore[union-attr]
        elif self.own(node.than_object):
            than = self.object(value.object)  # type: ignore[union-attr]
        else:
            than = self.amount(value)
        attribute, first = term(node.attribute), self.own(node.than_first)
        if first == "を持つ":
            return f"{than}より{mo}{THAN[node.op]}{attribute}を持つ"
        if first:
            return f"{than}より{mo}{attribute}{first}{THAN[node.op]}"
        return f"{attribute}が{than}より{mo}{THAN[node.op]}"

    def controlled_by(self, node: ast.ControlledBy) -> str:
        player = self.clause_subject(node.player)
        if self.own(node.opponents):  # 「あなたの対戦相手がコントロールする」
            player = f"あなたの{player}"
        verb = self.own(node.verb_form, "していない" if node.negated else "している")
        comma = "、" if self.own(node.comma) else ""
        return f"{player}がコントロール{verb}{comma}"

    def owned_by(self, node: ast.OwnedBy) -> str:
        player = self.clause_subject(node.player)
        return f"{player}がオーナー{'でない' if node.negated else 'である'}"

    def in_zone(self, node: ast.InZone) -> str:
        if self.own(node.genitive):  # 「あなたの手札のカード」
            return self.zone(node.zone) + "の"
        if self.own(node.entered):  # 「戦場に出ている」
            return self.zone(node.zone) + "に出ている"
        if node.preposition == "from":
            return self.zone(node.zone) + ("から、" if self.own(node.comma) else "から")
        comma = "、" if self.own(node.comma) else ""
        return self.zone(node.zone) + ("にあり" if self.own(node.joined) else "にある" + comma)

    def not_from_zone(self, node: ast.NotFromZone) -> str:
        return self.zone(node.zone) + "以外から"

    def with_counter(self, node: ast.WithCounter) -> str:
        return f"{counters_noun(node.counter)}が置かれている"

    def chosen_color(self, node: ast.ChosenColor) -> str:
        if node.now:
            return "あなたが選んだ色１色"
        return f"{'その' if self.own(node.that) else ''}選ばれた色"

    def with_that_name(self, node: ast.WithThatName) -> str:
        """「その名前の」, 「その名前を持つ」."""
        return "その名前を持つ" if self.own(node.has) else "その名前の"

    def of_chosen(self, node: ast.OfChosen) -> str:
        that = "その" if self.own(node.that, node.value == "name") else ""
        if node.value == "name":
            return f"{that}選ばれた名前を持つ"
        if self.own(node.clause):  # 「その選ばれたタイプであるクリーチャー」
            return f"{that}選ばれたタイプである"
        return f"{that}選ばれた{'色' if node.value == 'color' else 'タイプ'}の"

    def targeting(self, node: ast.Targeting) -> str:
        return (
            f"{self.noun_phrase(node.object)}を対象と{'して' if self.own(node.te_form) else 'する'}"
        )

    def targeting_only(self, node: ast.TargetingOnly) -> str:
        only = "だけ" if self.own(node.dake) else "のみ"
        verb = "して" if self.own(node.te_form) else "する"
        return f"{self.noun_phrase(node.object)}{only}を対象と{verb}"

    def single_target(self, node: ast.SingleTarget) -> str:
        return f"単一の対象を{self.own(node.verb) or '持つ'}"

    def has_ability(self, node: ast.HasAbility) -> str:
        return f"{self.granted(node.keyword)}を持つ"

    def has_any_ability(self, node: ast.HasAnyAbility) -> str:
        return "か".join(self.granted(k) for k in node.keywords) + "を持つ"

    def ability_of(self, node: ast.AbilityOf) -> str:
        return f"{self.noun_phrase(node.object)}の"

    def mana_cost_has(self, node: ast.ManaCostHas) -> str:
        return f"マナ・コストに{mana(node.symbol)}を含む"

    def cast_by(self, node: ast.CastBy) -> str:
        duration = f"{self.render(node.duration)}に" if node.duration else ""
        if node.action == "draw":
            verb = "引いた"
        else:
            verb = "唱えて" if self.own(node.te_form) else "唱えた" if node.duration else "唱える"
        return f"{duration}{self.clause_subject(node.player)}が{verb}"

    def in_party(self, node: ast.InParty) -> str:
        return f"{self.possessive(node.player)}パーティーを構成している"

    def same_name(self, node: ast.SameName) -> str:
        comma = "、" if self.own(node.comma) else ""
        verb = "持たない" if node.negated else "持つ"
        return f"{comma}{self.object(node.object)}と同じ名前を{verb}"

    def named(self, node: ast.Named) -> str:
        written = self.own(node.written) or japanese_names().get(node.name or "", node.name)
        name = self.self_ref(ast.SelfRef()) if node.self_name else written
        return f"《{name}》という名前{'を持つ' if self.own(node.has) else 'の'}"

    def different_names(self, node: ast.DifferentNames) -> str:
        return "異なる名前の"

    def different_values(self, node: ast.DifferentValues) -> str:
        return f"{term(node.attribute)}が異なる"

    def color_count(self, node: ast.ColorCount) -> str:
        return f"ちょうど{self.number(node.count)}色である"

    def shares_type(self, node: ast.SharesType) -> str:
        other = f"{self.object(node.with_)}と" if node.with_ is not None else ""
        return f"{other}共通のクリーチャー・タイプを持つ"

    def with_greatest(self, node: ast.WithGreatest) -> str:
        return f"{self.amount(node.value)}を持つ"

    def shares_quality(self, node: ast.SharesQuality) -> str:
        quality = "色" if node.quality == "color" else "カード・タイプ"
        return f"{self.object(node.with_)}と共通の{quality}を持つ"

    def dealt_damage_by(self, node: ast.DealtDamageBy) -> str:
        if node.this_turn:  # 「このターンに(…によって)ダメージを与えられた」
            by = f"{self.object(node.source)}によって" if node.source is not None else ""
            turn = "このターン、" if self.own(node.turn_comma) else "このターンに"
            # 「…ダメージを受けた」 only as written (else 「与えられた」)
            verb = "受けた" if self.surface and not node.given else "与えられた"
            return f"{turn}{by}ダメージを{verb}"
        if node.source is None:
            return f"これによりダメージを{'与えられた' if self.own(node.given) else '受けた'}"
        return f"{self.object(node.source)}からダメージを受けた"

    def exiled_with(self, node: ast.ExiledWith) -> str:
        return f"{self.object(node.object)}{self.own(node.by, 'によって')}追放されている"

    def attached_to_object(self, node: ast.AttachedToObject) -> str:
        return f"{self.object(node.object)}に{self.own(node.verb, 'つけられている')}"

    def blocking_object(self, node: ast.BlockingObject) -> str:
        """「それをブロックしている」; 「これをブロックしているか、これによってブロックされて
        いる」."""
        blocked = self.object(node.object)
        if not node.blocked_by:
            return f"{blocked}をブロックしている"
        by = "にブロックされている" if self.own(node.ni) else "によってブロックされている"
        comma = "、" if self.own(node.comma) else ""
        return f"{blocked}をブロックしているか{comma}{blocked}{by}"

    def event_this_turn(self, node: ast.EventThisTurn) -> str:
        under = f"{self.possessive(node.controller)}コントロール下で" if node.controller else ""
        event = EVENTS[node.event]
        if node.object is not None:
            event = f"{self.object(node.object)}に{event}"
        return f"このターンに{under}{event}{'、' if self.own(node.comma) else ''}"

    def put_there_by(self, node: ast.PutThereBy) -> str:
        return f"その諜報で{self.zone(node.zone)}に置かれてそこにある"

    def from_among(self, node: ast.FromAmong) -> str:
        ref = node.object
        if not isinstance(ref, ast.Ref):  # 「…カードの中から、」
            return f"{self.object(ref)}の中から{'、' if self.own(node.comma, True) else ''}"
        if self.own(node.exiled):
            ref = ref.model_copy(update={"exiled": True})
        among = f"{self.ref(ref)}の" if ref.noun or ref.plural or ref.exiled else "その"
        return f"{among}中から{'、' if self.own(node.comma) else ''}"

    def affected_this_way(self, node: ast.AffectedThisWay) -> str:
        return f"これにより{THIS_WAY_WORDS[node.event]}"

    def put_this_way(self, node: ast.PutThisWay) -> str:
        """「あなたのライブラリーの一番上に置いた」, 「あなたの手札に加えた」: the player (you)
        unsaid."""
        verb = "加えた" if node.to.name == "hand" else "置いた"
        return f"{self.zone(node.to)}に{verb}"


def present_cast(node: ast.Node) -> bool:
    """「あなたが唱える(…呪文)」: spells a player casts, with no duration."""
    return isinstance(node, ast.CastBy) and node.action == "cast" and node.duration is None


def own_value(node: ast.Compare, own: Any) -> bool:
    """Whether ``node`` compares with the object's own other value written alone (「タフネスが
    パワーより大きい」: 「それの」 unwritten)."""
    value = node.value
    return (
        isinstance(value, ast.ValueOf)
        and isinstance(value.object, ast.Ref)
        and bool(own(value.object.elided))
    )
