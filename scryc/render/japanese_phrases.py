"""Japanese noun phrases: numbers, mana, amounts, players, objects, filters, zones, keywords,
tokens, in the notation of the Magic Online Japanese text (「(２)(青)」, full-width digits)."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Literal

from .. import ast
from ..parse.ja.lexer import MANA_LETTERS
from ..parse.ja.lexicon import (
    ABILITY_WORDS,
    CHOSEN,
    OTHER_THAN_SELF,
    OWN,
    PAIR_ROLES,
    PLAYER_VERBS,
    SELF_NOUNS,
    SUBTYPES,
    first_words,
)
from .base import Renderer, RenderError, is_described_list, one_or_more

FULL_WIDTH = str.maketrans("0123456789X", "０１２３４５６７８９Ｘ")
LETTERS = {english: japanese for japanese, english in MANA_LETTERS.items()}
#: Filter words written before a noun without 「・」 (adjectives): 「青の」, 「タップ状態の」.
ADJECTIVES = (ast.Color, ast.Status, ast.Negated, ast.PowerToughness)
SUPERTYPES = {"legendary": "伝説の", "basic": "基本", "snow": "氷雪の"}
COMPARISONS = {"le": "以下", "ge": "以上"}
#: Statuses Japanese states with a verb, not 「…である」: 「それが攻撃している」.
VERB_STATUSES = {
    "exiled": "追放されている",
    "attacking": "攻撃している",
    "blocking": "ブロックしている",
}
THAN = {"lt": "小さい", "gt": "大きい"}
#: "card types", "basic land types".
#: Marks an object whose 「すべて」 follows its 「を」 (「クリーチャーをすべて破壊する」): the
#: finished text has 「をすべて」 where the mark and the 「を」 after it are.
ALL_AFTER = "\ue000"
TYPE_KINDS = {
    "card": "カード・タイプ",
    "basic land": "基本土地タイプ",
    "mana value": "マナ総量",
    "name": "名前",
}
#: Counter words: 「クリーチャー１体」, 「カード１枚」, 「プレイヤー１人」, otherwise 「１つ」.
COUNTERS = {"creature": "体", "planeswalker": "体", "card": "枚", "player": "人", "opponent": "人"}
#: Subtypes counted with 「つ」 (lands, artifacts, enchantments), not 「体」.
NONCREATURE_SUBTYPES = frozenset(
    {"Plains", "Island", "Swamp", "Mountain", "Forest", "Treasure", "Food", "Clue", "Blood"}
    | {"Equipment", "Aura", "Role", "Room"}
)
POSITIONS = {"top": "一番上", "bottom": "一番下", "top or bottom": "一番上か一番下"}
#: The events of 「このターンに…た」 objects.
EVENTS = {
    "died": "死亡した", "left the battlefield": "戦場から離れた",
    "entered the battlefield": "戦場に出た", "saddled": "騎乗した", "crewed": "搭乗した",
}  # fmt: skip
ZONES = {
    "library": "ライブラリー", "hand": "手札", "graveyard": "墓地", "battlefield": "戦場",
    "opening hand": "ゲーム開始時の手札", "exile": "追放領域",
}  # fmt: skip
ACTIONS = {english: japanese for japanese, english in PLAYER_VERBS.items()}


@cache
def japanese_terms() -> dict[str, str]:
    """English term → its Japanese word (the first, shortest one in the lexicon)."""
    out = first_words()
    out.update({english: japanese for japanese, english in SELF_NOUNS.items()})
    out["enchant"], out["protection from"] = "エンチャント", "プロテクション"
    out["affinity for"] = "親和"
    return out


@cache
def japanese_subtypes() -> dict[str, str]:
    """English subtype → Japanese subtype, from the paired type lines in scryc/data."""
    data = resources.files("scryc.data").joinpath("subtypes_ja.json").read_text(encoding="utf-8")
    pairs = {**json.loads(data), **SUBTYPES}
    return {english: japanese for japanese, english in pairs.items()}


def term(english: str) -> str:
    """The Japanese word for an English term (unknown terms stay as they are)."""
    return japanese_terms().get(english) or japanese_subtypes().get(english, english)


def counters_noun(kind: str | None) -> str:
    """「蓄積カウンター」, 「カウンター」; a kind with katakana in it is written with 「・」
    before it: 「ページ・カウンター」, 「ファイレクシア病・カウンター」."""
    word = term(kind) if kind else ""
    return word + ("・" if re.search("[ァ-ヶー]", word) else "") + "カウンター"


def digits(value: int | str) -> str:
    """ "12" → 「１２」."""
    return str(value).translate(FULL_WIDTH)


def mana(symbols: str) -> str:
    """ "{2}{U}" → 「(２)(青)」, "{G/U}" → 「(緑/青)」."""
    out = []
    for symbol in re.findall(r"\{([^{}]*)\}", symbols):
        parts = [digits(p) if p.isdigit() else LETTERS.get(p, p) for p in symbol.split("/")]
        out.append("(" + "/".join(parts) + ")")
    return "".join(out)


class JapanesePhrases(Renderer):
    """The phrase level of the Japanese renderer."""

    lang = "ja"
    #: Set while a target's declaration is written (where it is not referred to).
    declaring = False
    #: The player chosen at random before the step being written (「…を無作為に選び、」):
    #: referred to as それ in it.
    chosen_at_random: ast.Node | None = None

    # ------------------------------------------------------------ amounts

    def amount(self, node: ast.Node) -> str:
        return self.render(node)

    def number(self, node: ast.Number) -> str:
        return digits(node.value)

    def variable(self, node: ast.Variable) -> str:
        return digits(node.name)

    def count_of(self, node: ast.CountOf) -> str:
        in_cards = self.own(node.in_cards, counter_word(node.objects) == "枚")  # 「カードの枚数」
        word = "総数" if self.own(node.total) else "枚数" if in_cards else "数"
        word = "人数" if isinstance(node.objects, ast.Player) else word  # 「対戦相手の人数」
        return f"{self.noun_phrase(node.objects)}の{word}"

    def value_of(self, node: ast.ValueOf) -> str:
        return f"{self.possessive(node.object)}{term(node.attribute)}"

    def cards_looked_at(self, node: ast.CardsLookedAt) -> str:
        which = "これにより" if self.own(node.by_this) else "その"
        return f"{which}占術を行っている間に見たカードの枚数"

    def counters_on(self, node: ast.CountersOn) -> str:
        number = self.own(node.number_word, "個数")
        on = "置かれている" if self.own(node.placed) else "ある"
        return f"{self.upon(node.object)}に{on}{counters_noun(node.counter)}の{number}"

    def damage_dealt(self, node: ast.DamageDealt) -> str:
        source, player = self.clause_subject(node.source), self.render(node.player)
        return f"{source}が{player}に与えたダメージの点数"

    def times_cast(self, node: ast.TimesCast) -> str:
        subject = f"{self.clause_subject(node.object)}が"
        game = "このゲームで"
        order = game + subject if node.game_first else subject + game
        return f"{order}統率領域から唱えられた回数"

    def die_result(self, node: ast.DieResult) -> str:
        return "その出目"

    def greatest_among(self, node: ast.GreatestAmong) -> str:
        return f"{self.noun_phrase(node.objects)}の中で最も大きい{term(node.attribute)}"

    def plus(self, node: ast.Plus) -> str:
        """「…に１を足した値」: the number is added to the other side."""
        left, right = node.left, node.right
        if isinstance(left, ast.Number) and not isinstance(right, ast.Number):
            left, right = right, left
        return f"{self.amount(left)}に{self.amount(right)}を{self.own(node.written, '足した値')}"

    def doors(self, node: ast.Doors) -> str:
        """「あなたがコントロールしている部屋の開放されているドア」 (CR 709.5)."""
        return f"{self.noun_phrase(node.rooms)}の開放されているドア"

    def types_among(self, node: ast.TypesAmong) -> str:
        return f"{self.noun_phrase(node.objects)}の中の{TYPE_KINDS[node.types]}の種類数"

    def counted(self, node: ast.Node) -> str:
        """One of what a 「…につき」 counts: 「平地１つ」, 「…の中の基本土地タイプ１種」."""
        if isinstance(node, ast.TypesAmong):
            unit = self.own(node.unit) or "種"
            return f"{self.noun_phrase(node.objects)}の中の{TYPE_KINDS[node.types]}１{unit}"
        return self.object(node)

    def devotion(self, node: ast.Devotion) -> str:
        return f"{self.possessive(node.player)}{term(node.color)}への信心"

    def equal_to(self, amount: ast.Node, unit: str) -> str | None:
        """「…に等しい点数の」 for an amount that is not a number."""
        if isinstance(amount, (ast.Number, ast.Variable)):
            return None
        if isinstance(amount, ast.Ref) and amount.noun == "number":
            return f"その枚数に等しい{unit}の"
        return f"{self.amount(amount)}に等しい{unit}の"

    # ------------------------------------------------------------ players

    def you(self, node: ast.You) -> str:
        return "あなた"

    def player(self, node: ast.Player) -> str:
        noun = term(node.noun)
        if node.attacked:
            return f"攻撃されている{noun}"
        if node.declined:
            return f"そうしなかった各{noun}"
        if node.voted is not None:  # 「あなたと同じ選択に投票した各対戦相手」
            choice = "同じ" if node.voted == "same" else "異なる"
            each = "" if node.quantifier == "all" else "各"
            return f"あなたと{choice}選択に投票した{each}{noun}"
        if node.other:  # 「あなたでない各プレイヤー」
            return f"{self.own(node.other_written, 'あなたでない')}各{noun}"
        if node.quantifier == "each":
            return f"各{noun}"
        if node.quantifier == "that":
            return f"その{noun}"
        if node.quantifier in ("target", "a"):
            return f"{noun}１人"
        if node.quantifier == "enchanted":
            return f"エンチャントしている{noun}"
        if node.quantifier == "defending":
            return f"防御{noun}"
        return noun

    def owner_of(self, node: ast.OwnerOf) -> str:
        """「オーナー」, or 「それのオーナー」 as written (and for a declared target)."""
        if self.own(node.of_written) or not isinstance(node.object, ast.Ref):
            return f"{self.possessive(node.object)}オーナー"
        return "オーナー"

    def controller_of(self, node: ast.ControllerOf) -> str:
        return f"{self.possessive(node.object)}コントローラー"

    def possessive(self, node: ast.Node) -> str:
        """「あなたの」, 「それの」, 「オーナーの」, 「<name>の」."""
        if isinstance(node, ast.OwnerOf):
            return "オーナーの"
        if isinstance(node, ast.Ref) and self.own(node.determiner) == OWN:
            return "自身の"
        if isinstance(node, ast.Ref) and node.noun == "player":
            if self.own(node.determiner) == "その":
                return "そのプレイヤーの"  # "their hand" written 「そのプレイヤーの手札」
            if node.determiner is None:
                return "自分の"  # "their hand": the acting player's own
        return f"{self.object(node)}の"

    def noun_phrase(self, node: ast.Node) -> str:
        """An object phrase without its number, as in a relative clause or after
        「唱える」: 「あなたがコントロールしているクリーチャーを対象とする呪文」."""
        if not isinstance(node, ast.Objects):
            return self.object(node)
        written_all = node.quantifier == "all" and self.surface and not node.bare  # 「すべての」
        if node.quantifier in ("a", "all") and not written_all:
            return self.filter(node.filter, "", other_of(node))
        return self.object(node)

    # ------------------------------------------------------------ objects

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
        if node.count is None:
            raise RenderError("no Japanese wording for any number of them")
        noun = node.object.noun if isinstance(node.object, ast.Ref) else None
        counter = self.own(node.counter) or ("体" if noun == "creature" else "枚")
        return f"{'最大' if node.up_to else ''}{self.amount(node.count)}{counter}"

    def rest(self, node: ast.Rest) -> str:
        return "残り"

    def commander_of(self, node: ast.CommanderOf) -> str:
        return f"{self.possessive(node.player)}統率者"

    def self_ref(self, node: ast.SelfRef) -> str:
        if node.pronoun and self.surface:
            return "これ"
        if node.noun is not None:
            return f"この{term(node.noun)}"
        name = self.card_name or "〈名〉"
        return name.rsplit("、", 1)[-1] if self.own(node.short) else name

    def ref(self, node: ast.Ref) -> str:
        if self.own(node.determiner) in PAIR_ROLES:  # 「その前者」: the first of two targets
            return f"{'それらの' if node.plural else 'その'}{node.determiner}"
        if self.own(node.determiner) == CHOSEN:
            return f"その{CHOSEN}{term(node.noun)}"  # 「その選んだカード」
        if node.noun == "number":
            return "その枚数"
        if node.noun == "permanent or player":
            return "そのパーマネントかプレイヤー"
        if node.sacrificed:
            that = "その" if self.own(node.determiner) == "その" else ""
            return f"{that}生け贄に捧げられた{term(node.noun)}"
        if node.exiled:
            return f"{'それらの' if node.plural else 'その'}追放されている{term(node.noun)}"
        if node.noun and node.noun != "player":
            return f"{'それらの' if node.plural else 'その'}{term(node.noun)}"
        return "それら" if node.plural else "それ"

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

    def object_list(self, node: ast.ObjectList) -> str:
        ya = node.joined_ya  # set by the Japanese builder, or by a 「…につき」 being written
        if self.own(ya) == "plain":  # 「クリーチャー・エンチャントやエンチャントされている…」
            return "や".join(self.object(i) for i in node.items)
        if ya and all(isinstance(i, ast.Objects) for i in node.items):  # 「…や…である１つ」
            described = "や".join(self.filter(i.filter, "", other_of(i)) for i in node.items)
            return described + ("である１つ" if ya == "headless" else "１つ")
        joiner = ("か" if node.conjunction == "or" else "と") + (
            "、" if self.own(node.comma) else ""
        )
        items = node.items
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
            return self.filter(node.filter, between, other)
        if isinstance(node.count, ast.Ref) and node.count.noun == "number":
            return self.filter(node.filter, "その枚数に等しい枚数の", other)
        if word == "at least" and self.own(node.count_last):  # 「クリーチャー３体以上」
            return self.filter(node.filter, "", other) + self.quantity(node, node.filter) + "以上"
        if word == "at least" and is_described_list(node.filter):  # 「…や…のうち１つ以上」
            noun = self.filter(node.filter, "", other)
            return f"{noun}のうち{self.quantity(node, node.filter)}以上"
        if word == "at least":
            return self.filter(node.filter, self.quantity(node, node.filter) + "以上の", other)
        if word in ("any number", "any number target"):  # 「望む数の」, 「望む枚数の」 (cards)
            many = "望む枚数の" if self.own(node.counter) == "枚" else "望む数の"
            return self.filter(node.filter, many, other)
        if word == "one to target":  # 「１体か２体か３体のクリーチャー」
            chosen = self.target_count("one to", node.count, counter_word(node.filter))
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
        if bare or (word in ("all", "each", "the next") and node.count is None):
            return noun
        if conjunction == "や":
            return f"{noun}のうち{self.quantity(node, node.filter)}"
        if conjunction in ("、または", "または"):
            return f"{noun}である{self.quantity(node, node.filter)}"
        return noun + self.quantity(node, node.filter)

    def ga(self, node: ast.Node) -> str:
        """An object as a subject, with its 「が」: 「他のクリーチャーが」, or 「他のクリーチャーが
        １体」 where the count was written after 「が」 (on the last of a list)."""
        last = node.items[-1] if isinstance(node, ast.ObjectList) else node
        after = isinstance(last, ast.Objects) and self.own(last.count_after_ga)
        count = self.quantity(last, last.filter) if after else ""  # type: ignore[union-attr]
        return f"{self.object(node)}が{count}"

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

    # ------------------------------------------------------------ filters

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
        # 「あなたが唱えてインスタントやソーサリーである各呪文」, 「あなたの墓地にありクレリック
        # や…である各クリーチャー・カード」: the words after 「唱えて」 or 「にあり」 end its
        # clause with 「である」, so 「各」 follows them
        te_form = written and self.own(getattr(written[-1], "te_form", False))
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
        if isinstance(node.filter, ast.ManaCostHas):  # 「マナ・コストに(Ｘ)を含まない」
            return self.mana_cost_has(node.filter).removesuffix("む") + "まない"
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
        if node.op == "eq":
            return f"{term(node.attribute)}が{value}に等しい"
        if node.op in THAN:
            return f"{term(node.attribute)}が{value}より{THAN[node.op]}"
        ending = "である" if self.own(node.de_aru) else "の"
        return f"{term(node.attribute)}が{value}{COMPARISONS[node.op]}{ending}"

    def clause_subject(self, node: ast.Node) -> str:
        """A player or object before 「が」 in a relative clause: "an opponent" is the bare
        noun (「対戦相手がコントロールしている」, 「対戦相手が唱えた」)."""
        if isinstance(node, ast.Player) and node.quantifier == "a":
            return term(node.noun)
        if isinstance(node, ast.Ref) and node.noun == "player" and node.determiner is None:
            return "自分"  # 「自分がコントロールしている」: "they control"
        return self.object(node)

    def you_and(self, node: ast.YouAnd) -> str:
        """「あなたとそのプレイヤー」 (as the subject of a clause: 「…がコントロールしている」)."""
        return f"あなたと{'、' if self.own(node.comma) else ''}{self.object(node.player)}"

    def controlled_by(self, node: ast.ControlledBy) -> str:
        player = self.clause_subject(node.player)
        verb = self.own(node.verb_form, "していない" if node.negated else "している")
        comma = "、" if self.own(node.comma) else ""
        return f"{player}がコントロール{verb}{comma}"

    def owned_by(self, node: ast.OwnedBy) -> str:
        player = self.clause_subject(node.player)
        return f"{player}がオーナー{'でない' if node.negated else 'である'}"

    def in_zone(self, node: ast.InZone) -> str:
        if self.own(node.entered):  # 「戦場に出ている」
            return self.zone(node.zone) + "に出ている"
        if node.preposition == "from":
            return self.zone(node.zone) + ("から、" if self.own(node.comma) else "から")
        comma = "、" if self.own(node.comma) else ""
        return self.zone(node.zone) + ("にあり" if self.own(node.joined) else "にある" + comma)

    def with_counter(self, node: ast.WithCounter) -> str:
        return f"{counters_noun(node.counter)}が置かれている"

    def chosen_color(self, node: ast.ChosenColor) -> str:
        if node.now:
            return "あなたが選んだ色１色"
        return f"{'その' if self.own(node.that) else ''}選ばれた色"

    def of_chosen(self, node: ast.OfChosen) -> str:
        that = "その" if self.own(node.that, node.value == "name") else ""
        if node.value == "name":
            return f"{that}選ばれた名前を持つ"
        return f"{that}選ばれた{'色' if node.value == 'color' else 'タイプ'}の"

    def targeting(self, node: ast.Targeting) -> str:
        return (
            f"{self.noun_phrase(node.object)}を対象と{'して' if self.own(node.te_form) else 'する'}"
        )

    def has_ability(self, node: ast.HasAbility) -> str:
        return f"{self.granted(node.keyword)}を持つ"

    def mana_cost_has(self, node: ast.ManaCostHas) -> str:
        return f"マナ・コストに{mana(node.symbol)}を含む"

    def cast_by(self, node: ast.CastBy) -> str:
        duration = f"{self.render(node.duration)}に" if node.duration else ""
        if node.action == "draw":
            verb = "引いた"
        else:
            verb = "唱えて" if self.own(node.te_form) else "唱えた"
        return f"{duration}{self.clause_subject(node.player)}が{verb}"

    def in_party(self, node: ast.InParty) -> str:
        return f"{self.possessive(node.player)}パーティーを構成している"

    def same_name(self, node: ast.SameName) -> str:
        comma = "、" if self.own(node.comma) else ""
        verb = "持たない" if node.negated else "持つ"
        return f"{comma}{self.object(node.object)}と同じ名前を{verb}"

    def named(self, node: ast.Named) -> str:
        name = self.self_ref(ast.SelfRef()) if node.self_name else node.name
        return f"《{name}》という名前{'を持つ' if self.own(node.has) else 'の'}"

    def different_names(self, node: ast.DifferentNames) -> str:
        return "異なる名前の"

    def color_count(self, node: ast.ColorCount) -> str:
        return f"ちょうど{self.number(node.count)}色である"

    def shares_type(self, node: ast.SharesType) -> str:
        other = f"{self.object(node.with_)}と" if node.with_ is not None else ""
        return f"{other}共通のクリーチャー・タイプを持つ"

    def dealt_damage_by(self, node: ast.DealtDamageBy) -> str:
        if node.source is None:
            return f"これによりダメージを{'与えられた' if self.own(node.given) else '受けた'}"
        return f"{self.object(node.source)}からダメージを受けた"

    def exiled_with(self, node: ast.ExiledWith) -> str:
        return f"{self.object(node.object)}によって追放されている"

    def attached_to_object(self, node: ast.AttachedToObject) -> str:
        return f"{self.object(node.object)}に{self.own(node.verb, 'つけられている')}"

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

    # ------------------------------------------------------------ zones, durations

    def zone(self, node: ast.Zone) -> str:
        if self.own(node.short) and node.position is not None:  # 「一番上に置く」
            return POSITIONS[node.position]
        owner = self.possessive(node.owner) if node.owner is not None else ""
        # 「すべての墓地」: every player's ("all graveyards", "each graveyard")
        every = "すべての" if node.owner is None and node.every is not None else ""
        name = every + owner + ZONES[node.name]
        if node.position is not None:
            name += "の" + POSITIONS[node.position]
            name += "のうち選んだほう" if self.own(node.chosen_side) else ""
        if node.depth is not None:  # 「一番上から５枚目」
            name += f"から{digits(node.depth)}枚目"
        return name

    def duration(self, node: ast.Duration) -> str:
        condition = node.condition
        if isinstance(condition, ast.Remains):  # 「名前がタップ状態であり続けるかぎり」
            if condition.state == "exiled":  # 「名前が追放され続けているかぎり」
                return f"{self.object(condition.object)}が追放され続けているかぎり"
            state = "タップ状態であり" if condition.state == "tapped" else "戦場にあり"
            return f"{self.object(condition.object)}が{state}続けるかぎり"
        if isinstance(condition, ast.CastFrom):  # 「名前が追放領域から唱えられるまで」
            zone = self.zone(condition.zone)
            return f"{self.object(condition.object)}が{zone}から唱えられるまで"
        if isinstance(condition, ast.YouControl):
            still = "続けている" if self.own(condition.progressive) else "続ける"
            return f"あなたが{self.object(condition.objects)}をコントロールし{still}かぎり"
        return term(node.name)

    # ------------------------------------------------------------ keywords and tokens

    def keyword(self, node: ast.Keyword) -> str:
        name = term(node.name)
        if node.cost is not None and node.amount is not None:  # 「待機４ ― (青)」
            return f"{name}{self.amount(node.amount)} ― {self.render(node.cost)}"
        if node.cost is not None:
            return name + self.render(node.cost)
        if node.costs:  # 「脱出 ― (３)(黒)(黒),あなたの墓地から他のカード４枚を追放する。」
            return f"{name} ― {self.cost_separator.join(self.cost(c) for c in node.costs)}。"
        if node.amount is not None:
            return name + self.amount(node.amount)
        if isinstance(node.filter, ast.Color):  # 「プロテクション（赤）」
            return f"{name}（{term(node.filter.name)}）"
        if node.filter is not None:
            return f"{name}（{self.filter(node.filter)}）"
        if node.player is not None:
            return f"{name}（{term(node.player)}）"
        return name

    def granted(self, node: ast.Node) -> str:
        if isinstance(node, ast.Keyword):
            return self.keyword(node)
        return f"「{self.render(node)}」"

    def granted_list(self, abilities: list[ast.Node]) -> str:
        return "と".join(self.granted(a) for a in abilities)

    def token_spec(self, node: ast.TokenSpec) -> str:
        if node.copy_of is not None:
            text = f"{self.possessive(node.copy_of)}コピーであるトークン"
            if node.exception is not None:
                text = self.copy_exception(node.exception) + text
            return text
        text = f"{self.granted_list(node.abilities)}を持つ" if node.abilities else ""
        if text and self.own(node.with_comma):
            text += "、"
        return text + characteristics(node.colors, node.power_toughness, [*node.types, "token"])

    def copy_exception(self, node: ast.CopyException, the_copy: bool = False) -> str:
        """「黒の4/4のゾンビであることを除き、」, 「それの他のタイプに加えてアーティファクトで
        あることを除き、」, 「速攻を持つことと伝説でないことを除き、」."""
        parts = []
        what = characteristics(node.colors, node.power_toughness, node.types)
        if what:
            addition = ""
            if node.in_addition:
                written = node.written if self.surface and node.written is not None else "それの"
                addition = f"{written}他のタイプに加えて"
            joined = "である"
            if node.with_abilities:  # 「…クリーチャーであり飛行を持つ」
                joined = f"であり{self.granted_list(node.abilities)}を持つ"
            parts.append(f"{addition}{what}{joined}")
        if node.abilities and not (what and node.with_abilities):
            parts.append(f"{self.granted_list(node.abilities)}を持つ")
        if node.not_legendary:
            parts.append("伝説でない")
        if node.starting_loyalty is not None:  # 「伝説でなく初期忠誠度が１である」
            loyalty = f"初期忠誠度が{self.amount(node.starting_loyalty)}である"
            if parts and parts[-1] == "伝説でない":
                loyalty = "伝説でなく" + loyalty
                parts.pop()
            parts.append(loyalty)
        comma = "" if self.own(node.no_comma) else "、"
        subject = "そのコピーが" if self.own(node.the_copy, the_copy) else ""
        excepting = "ことを除いて" if self.own(node.te_form) else "ことを除き"
        return subject + "ことと".join(parts) + f"{excepting}{comma}"

    def mana_cost(self, node: ast.ManaCost) -> str:
        return mana(node.symbols)

    def tap_cost(self, node: ast.TapCost) -> str:
        return "(Ｔ)"

    def untap_cost(self, node: ast.UntapCost) -> str:
        return "(Ｑ)"


def characteristics(colors: list[str], power_toughness: str | None, types: list[str]) -> str:
    """「緑白の3/3のビースト・クリーチャー」: colours, then power/toughness, then subtypes and
    card types joined by ・ (a bare colour list when there are no types: 「無色」)."""
    if not types:
        return "".join(term(c) for c in colors)
    text = "".join(term(c) for c in colors) + "の" if colors else ""
    if power_toughness:
        text += f"{power_toughness}の"
    card_types = [t for t in types if t.islower()]
    names = [term(t) for t in types if t not in card_types]
    return text + "・".join([*names, *map(term, card_types)])


def is_word(node: ast.Node) -> bool:
    """A filter written as words of the noun phrase (not a relative clause)."""
    if isinstance(node, ast.AnyOf):
        return all(is_word(o) for o in node.options)
    if isinstance(node, ast.AllOf):
        return all(is_word(p) for p in node.parts)
    if isinstance(node, ast.Negated) and isinstance(node.filter, ast.HasAbility | ast.ManaCostHas):
        return False  # 「飛行を持たない」 is a clause
    return isinstance(node, (ast.CardType, ast.Subtype, *ADJECTIVES))


def other_of(node: ast.Objects) -> str | bool:
    """How "other" is written for an object phrase (True: not known), or False."""
    return (node.other_word or True) if node.other else False


def is_clause_word(node: ast.Node) -> bool:
    """Options of a noun written as a clause of their own: 「インスタントやソーサリーである」."""
    return isinstance(node, ast.AnyOf) and not all(is_adjective(o) for o in node.options)


def plain_named(node: ast.Node) -> bool:
    """「《…》という名前の」 (not 「…という名前を持つ」)."""
    return isinstance(node, ast.Named) and not node.has


def joined(clause: str) -> str:
    """A relative clause before another one: 「…していて」, 「パワーが２以下であり」,
    「アンタップ状態であり」, 「飛行を持ち」."""
    if clause.endswith("している"):
        return clause.removesuffix("いる") + "いて"
    if clause.endswith("の"):
        return clause.removesuffix("の") + "であり"
    if clause.endswith("である"):
        return clause.removesuffix("る") + "り"
    if clause.endswith("を持つ"):  # 「召集を持ちこれでない」
        return clause.removesuffix("つ") + "ち"
    return clause


def counted_ya(node: ast.Node, form: Literal["counted", "headless"]) -> ast.Node:
    """Objects counted by 「…につき」: a list of each-objects written 「AやB１つ」 (``form``
    unless the text chose), other objects as they are."""
    if (
        isinstance(node, ast.ObjectList)
        and node.conjunction == "and"
        and node.joined_ya is None
        and all(isinstance(i, ast.Objects) and i.quantifier == "each" for i in node.items)
    ):
        return node.model_copy(update={"joined_ya": form})
    return node


def counted(node: ast.Node) -> ast.Node:
    """An object phrase with its number written (「プレインズウォーカー１体」)."""
    if isinstance(node, ast.Objects) and node.quantifier in ("a", "all"):
        return node.model_copy(update={"quantifier": "a", "bare": False})
    return node


def is_adjective(node: ast.Node) -> bool:
    """A word written before the noun without 「・」: 「青の」, 「伝説の」, 「土地でない」."""
    if isinstance(node, ast.AnyOf):
        return all(is_adjective(o) for o in node.options)
    return isinstance(node, ADJECTIVES) or (
        isinstance(node, ast.Subtype) and node.name in SUPERTYPES
    )


def head_options(node: ast.Node) -> ast.AnyOf | None:
    """The alternatives of an object phrase's head: 「クリーチャーかプレインズウォーカー」."""
    if isinstance(node, ast.AnyOf):
        return node
    if isinstance(node, ast.AllOf) and node.parts and isinstance(node.parts[0], ast.AnyOf):
        return node.parts[0]
    return None


def counter_word(head: ast.Node) -> str:
    """The counter word for a noun: 体 for creatures, 枚 for cards, 人 for players, else つ
    (not the cards a comparison counts: 「パワーが…カードの枚数以下のクリーチャー１体」)."""
    counted = {id(n) for c in head.walk() if isinstance(c, ast.Compare) for n in c.walk()}
    names = [p.name for p in head.walk() if isinstance(p, ast.CardType) and id(p) not in counted]
    if isinstance(head, ast.Player):
        return "人"
    if isinstance(head, ast.AnyOf):  # 「アーティファクトかクリーチャーである１つ」
        counters = {counter_word(o) for o in head.options}
        return counters.pop() if len(counters) == 1 else "つ"
    if "card" in names:
        return "枚"
    subtypes = [p.name for p in head.walk() if isinstance(p, ast.Subtype)]
    if not names and subtypes:
        return "つ" if subtypes[-1] in NONCREATURE_SUBTYPES else "体"
    return COUNTERS.get(names[-1], "つ") if names else "つ"


def is_type_list(node: ast.AnyOf) -> bool:
    """A list of three or more types joined by "or" ("artifact, enchantment, or creature")."""
    types = all(isinstance(o, (ast.CardType, ast.AllOf)) for o in node.options)
    return types and len(node.options) > 2 and node.conjunction is None


def is_target(node: ast.Node) -> bool:
    """Whether an object phrase is a target ("target creature", "any target")."""
    if isinstance(node, ast.AnyTarget):
        return True
    if isinstance(node, ast.ObjectList):
        return bool(node.items) and is_target(node.items[0])
    return str(getattr(node, "quantifier", "")).endswith("target")


def ability_word(english: str) -> str:
    """ "Heroic" → 「英雄的」; unknown words (and dungeon rooms) stay in English."""
    return next((ja for ja, en in ABILITY_WORDS.items() if en == english), english)


def player_action(action: str) -> str:
    """A player action of a trigger in Japanese: "discard" → 「捨てる」."""
    if action not in ACTIONS:
        raise RenderError(f"no Japanese wording for the action {action!r}")
    return ACTIONS[action]
