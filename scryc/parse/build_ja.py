"""The Japanese side of the shared transformer: terms, quantities and target sentences.

Japanese declares targets in a sentence of their own (「クリーチャー１体を対象とする。それを破壊
する。」) and defines X after the sentence that uses it; both are folded here into the shape the
English text has ("Destroy target creature."), so the two languages give equal ASTs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from lark import Token
from lark.tree import Meta

from .. import ast
from .build import (
    AMOUNTS,
    CONDITIONS,
    GRANTED,
    NOT_LEGENDARY,
    PLAYERS,
    SHARED_SUBJECT_STEPS,
    AnyPlayer,
    AsFlash,
    Builder,
    ColorIdentity,
    Divided,
    MoreCounters,
    Otherwise,
    Quantifier,
    StartingLoyalty,
    ThenSentence,
    WhereX,
    all_of,
    bare_player,
    define_x,
    flatten_sequence,
    is_static,
    mode_reminders,
    substitute,
)
from .errors import ParseError
from .lexer_ja import NESTED
from .lexicon_ja import (
    ANY_PLAYER,
    CHOICES,
    CHOSEN,
    CHOSEN_KINDS,
    FIRST,
    OBJECT_VERBS,
    OTHER_THAN_SELF,
    OWN,
    PAIR_ROLES,
    PLAYER_VERBS,
    SELF_NOUNS,
    SPELL_HISTORY,
    SUBTYPES,
    TERMS,
    THIS_WAY,
    TOPIC_DE,
    first_words,
)


def then_in_delayed(parts: list[Any]) -> list[Any]:
    """「戦闘終了時に、…する。その後、…する。」: the 「その後」 sentence is part of the delayed
    trigger's effect, as in "at end of combat, exile it, then return it"."""
    out: list[Any] = []
    for part in parts:
        before = out[-1] if out else None
        if (
            isinstance(part, ThenSentence)
            and isinstance(before, ast.DelayedTrigger)
            and before.word == "at"
        ):
            effect = flatten_sequence([before.effect, part.effect], ["then"], [part.connective])
            out[-1] = before.model_copy(update={"effect": effect})
            continue
        out.append(part)
    return out


#: A number and its counter word: 「１体」, 「Ｘ個」, 「２枚以上」.
COUNTER_WORD = re.compile(r"[0-9０-９XＸ]+([体つ枚個])")


#: "for the first time each turn", as written.
FIRST_TIME = re.compile(r"各ターン(?:内で初めて|で最初に|に最初に|最初に)")

#: The words of a description that a token or 「…になる」 has: 「黒の2/2のゾンビ・クリーチャー」.
CHARACTERISTICS = ast.Kinds("PowerToughness", "Color", "CardType", "Subtype")
#: 「そのコピーが…ことを除き」: the copy is the subject of its difference.
THE_COPY = "the copy"


#: Supertypes (CR 205.4a), which 「…は…である」 does not give.
SUPERTYPE_NAMES = frozenset({"basic", "legendary", "snow", "world"})


def characteristics(parts: list[Any]) -> dict[str, Any]:
    """Power/toughness, colours and types (without "token") among a description's parts."""
    pt = next((p.value for p in parts if isinstance(p, ast.PowerToughness)), None)
    return {
        "power_toughness": pt,
        "colors": [p.name for p in parts if isinstance(p, ast.Color)],
        "types": [
            p.name
            for p in parts
            if isinstance(p, (ast.CardType, ast.Subtype)) and p.name != "token"
        ],
    }


def flat_parts(node: Any) -> list[Any]:
    """The parts of a description, nested 「…と…を持つ」 ones included."""
    if isinstance(node, ast.AllOf):
        return [q for p in node.parts for q in flat_parts(p)]
    return [node]


def is_legendary(node: Any) -> bool:
    """「伝説」 (the supertype), as 「伝説でない」 negates it."""
    return isinstance(node, ast.Subtype) and node.name in ("legendary", "伝説")


@dataclass(frozen=True)
class InAddition:
    """「(それの)他のタイプに加えて」 in how a copy differs; the possessive as written."""

    possessive: str


@dataclass(frozen=True)
class CostOwner:
    """「それの」, 「その」 before 「マナ・コスト」: as written, and the object it names."""

    written: str
    object: Any


@dataclass(frozen=True)
class TargetDeclaration:
    """「…を対象とする。」 before the sentences that refer to the target."""

    object: Any
    effect: Any = None


@dataclass(frozen=True)
class TargetEach:
    """「各対戦相手につきそれぞれ、…を対象とする。」: a target for each of the players; the step
    that refers to it happens for each of them."""

    players: Any
    object: Any


@dataclass(frozen=True)
class PairEach:
    """「Aと、各プレイヤーにつきそれぞれ、Bを対象とする。」: a target, then a target for each
    player (「その前者」, 「それらの後者」); the word joining them as written."""

    first: Any
    second: TargetEach
    joined: str


@dataclass(frozen=True)
class YaFilter:
    """「AやあなたのBにあるC」: the first description's head, the second's own clauses and
    head (built into two object phrases by ``object_list_ya``)."""

    first: Any
    described: list[Any]
    second: Any


@dataclass(frozen=True)
class Prefix:
    """A quantity word before the noun: 各, すべての, 他の."""

    word: str
    written: str = ""


def as_target(obj: Any) -> Any:
    """The declared object as a target: 「クリーチャー１体」 → "target creature"."""
    if isinstance(obj, ast.Objects):
        word = {"up to": "up to target", "any number": "any number target"}.get(
            obj.quantifier, "target"
        )
        return obj.model_copy(update={"quantifier": word})
    if isinstance(obj, ast.ObjectList):
        return obj.model_copy(update={"items": [as_target(i) for i in obj.items]})
    if isinstance(obj, ast.Player):
        return obj.model_copy(update={"quantifier": "target"})
    return obj


@dataclass
class PendingTarget:
    """A declared target waiting for the step that refers to it."""

    target: Any
    used: bool = False
    #: 「前者」 or 「後者」: one of two targets declared together, referred to by its place.
    role: str | None = None
    #: The players of a target declared for each of them (the step is done for each).
    each: Any = None


def every(node: Any) -> Any:
    """A bare Japanese object as all objects of its kind: 「呪文」 "spells"."""
    if isinstance(node, ast.Objects) and node.quantifier == "a" and node.count is None:
        return node.model_copy(update={"quantifier": "all"})
    return node


def comma_clauses(filter_: Any) -> list[Any]:
    """The relative clauses written before 「、」 at the start of a description
    (「対戦相手がコントロールしている、…」), which describe every option after it."""
    parts = filter_.parts if isinstance(filter_, ast.AllOf) else []
    marked = [p for p in parts if isinstance(p, (ast.ControlledBy, ast.InZone)) and p.comma]
    return marked if marked and len(marked) < len(parts) else []


class JapaneseBuilder(Builder):
    """Builds the shared AST from the Japanese grammar's parse tree."""

    lang = "ja"
    full_stop = "。"
    duration_after = False
    sentence_parts = (*Builder.sentence_parts, TargetDeclaration, WhereX)

    def add_identity_short(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """「あなたの統率者の固有色１色のマナ１点を加える」: mana of a color in that identity."""
        node = self.add_mana(meta, [ColorIdentity(children[0]), children[1]])
        return node.model_copy(update={"identity_short": True})

    def term(self, text: str) -> str:
        text = "".join(text.split())
        return TERMS.get(text, text)

    def status(self, meta: Meta, children: list[Any]) -> ast.Status:
        """「攻撃している」 is "attacking" as 「攻撃」 is."""
        node = super().status(meta, children)
        if self.source(meta) == "攻撃している":
            return node.model_copy(update={"progressive": True})
        return node

    def counter_kind(self, meta: Meta, children: list[Any]) -> str:
        """「ページ・カウンター」: the 「・」 after a katakana kind is spelling, not part of it."""
        return self.term(self.source(meta).removesuffix("・"))

    def restriction_rule(self, meta: Meta, children: list[Any]) -> str:
        """「(それが)防衛を持たないかのように攻撃できる」: the subject repeated before the rule
        is wording only (:meth:`restriction` keeps it as written)."""
        return self.term(self.source(meta).removeprefix("それが").removeprefix("自身が"))

    def restriction(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """The rule as written, where the canonical wording is another one, and the particle
        after its subject."""
        node = super().restriction(meta, children)
        written = self.source(meta)
        if written.endswith("できず"):  # the continuative before 「、」: the final form's words
            written = written.removesuffix("ず") + "ない"
        before = self.text[: meta.start_pos].rstrip("、")
        topic = "では" if before.endswith("では") else "は" if before.endswith("は") else None
        usual = "では" if node.rule in TOPIC_DE else "は"
        update = {"topic": topic if topic != usual else None}
        if first_words().get(node.rule, written) != written:
            update["written"] = written
        return node.model_copy(update=update)

    def combat_first(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「各戦闘で、名前は可能なら攻撃する」: an each-combat rule after its subject."""
        subject = children[0]
        rule = self.text[subject.span.end : meta.end_pos].lstrip("は、")
        return ast.Restriction.model_construct(
            object=subject,
            rule=self.term(f"各戦闘で{rule}"),
            comma=self.topic_comma(subject),
            combat_first=True,
            span=self.span(meta),
        )

    def spend_only(self, meta: Meta, children: list[Any]) -> ast.SpendOnly:
        """「このマナは、…」 or without the comma."""
        node = super().spend_only(meta, children)
        comma = self.source(meta).startswith("このマナは、")
        spells = every(node.object)  # "creature spells"
        return node.model_copy(update={"comma": None if comma else False, "object": spells})

    def player_restriction(self, meta: Meta, children: list[Any]) -> ast.PlayerRestriction:
        """「対戦相手は、呪文を唱えられない」: "your opponents can't cast spells"."""
        node = super().player_restriction(meta, children)
        player = node.player
        if isinstance(player, ast.Player) and self.topic_comma(player):
            player = player.model_copy(update={"comma": True})
        objects = every(node.object) if node.object is not None else None
        return node.model_copy(update={"player": player, "object": objects})

    def source(self, meta: Meta) -> str:
        """The rule's text without spaces."""
        return "".join(self.text[meta.start_pos : meta.end_pos].split())

    # surface choices (see the fields marked "surface" in scryc.ast)

    def number_form(self, word: str) -> Any:
        return None

    def keyword_case(self, written: str) -> Any:
        return None

    def then_written(self, meta: Meta) -> str:
        return "。その後、" if self.source(meta).startswith("その後、") else "。その後"

    def join_written(self, meta: Meta) -> str:
        return self.source(meta)

    def predicate_join(self, first: ast.Node, second: ast.Node) -> str:
        """「…の修整を受け、…を得る」 or without the comma."""
        if first.span is None or second.span is None:
            return ""
        return "、" if "、" in self.text[first.span.end : second.span.start] else ""

    def trigger_word(self, meta: Meta, trigger: Any) -> Any:
        if isinstance(trigger, ast.AnyOfTriggers) and trigger.again:
            trigger = trigger.triggers[0]  # 「…開始時、および、…たび」: the first one's word
        if isinstance(trigger, ast.AtStep):
            return "at"
        end = trigger.span.end if trigger.span is not None else meta.end_pos
        return "whenever" if self.text[:end].endswith("たび") else "when"

    def acting_you(self, meta: Meta) -> ast.You:
        source = self.source(meta)
        return ast.You.model_construct(
            written=source.startswith("あなたは"), comma=source.startswith("あなたは、")
        )

    def says_battlefield(self, meta: Meta) -> bool:
        return False

    def move_verb(self, meta: Meta) -> Any:
        return "return" if "戻" in self.source(meta) else "put"

    def gain_verb(self, meta: Meta) -> Any:
        return "have" if self.source(meta).endswith(("持つ", "持ち")) else "gain"

    def keyword_cost(self, meta: Meta, children: list[Any]) -> ast.KeywordCost:
        """「(その)フラッシュバック・コストは、(それの)マナ・コスト(から(２)を引いたもの)に
        等しい」: the wording around the keyword and the mana cost, as written."""
        name, *changed = children
        written = self.source(meta)
        reduced = [] if written.endswith("を追加したものに等しい") else changed
        lead = next((w for w in ("その", "それらの") if written.startswith(w)), "")
        topic, rest = written.split("コストは", 1)[1].split("マナ・コスト", 1)[0:2]
        after = next((w for w in ("それぞれ、", "、") if topic.startswith(w)), "")
        return ast.KeywordCost.model_construct(
            keyword=name,
            reduced_by=reduced[0] if reduced else None,
            plus=changed[0] if changed and not reduced else None,
            ja_determiner=lead,
            ja_topic=after,
            ja_of=topic.removeprefix(after),
            ja_reduced="減らした" if "減らした" in rest else "を引いた" if reduced else None,
            span=self.span(meta),
        )

    def gain_ability(self, meta: Meta, children: list[Any]) -> ast.GainAbility:
        """「(それぞれ、)…を持つ」: 「それぞれ」 after the subject, as written."""
        node = super().gain_ability(meta, children)
        written = self.source(meta)
        each = "それぞれ、" if written.startswith("それぞれ、") else "それぞれ"
        return node.model_copy(update={"respectively": each if written[:4] == "それぞれ" else None})

    def tapped_flag(self, meta: Meta, children: list[Any]) -> str:
        written = self.source(meta)
        if written.startswith("攻撃"):  # 「攻撃している状態で」
            return "attacking"
        return "transformed" if written.startswith("変身") else "tapped"

    def tapped_attacking(self, meta: Meta, children: list[Any]) -> str:
        """「タップ状態かつ攻撃している状態で」 (or 「…状態で攻撃している…」)."""
        return "tapped and attacking"

    def transformed_and(self, meta: Meta, children: list[Any]) -> str:
        """「変身させた状態かつ」 (the counters follow)."""
        return "transformed"

    def move(self, meta: Meta, children: list[Any]) -> ast.Move:
        node = super().move(meta, children)
        if "タップ状態で攻撃している状態で" in self.source(meta):
            return node.model_copy(update={"attacking_joined": "で"})
        if "変身させた状態かつ" in self.source(meta):
            return node.model_copy(update={"transformed_joined": True})
        if re.search("コントロール下で(タップ|変身させた|攻撃して)", self.source(meta)):
            return node.model_copy(update={"control_first": True})
        return node

    def color(self, meta: Meta, children: list[Any]) -> ast.Color:
        """「白の」; 「１色以上の色を持つ」 or 「１色以上の」: "one or more colors"."""
        source = self.source(meta)
        if source.startswith("１色以上"):
            name, short = "one or more colors", source == "１色以上の"
            return ast.Color.model_construct(name=name, short=short, span=self.span(meta))
        return super().color(meta, children)

    def subtype(self, meta: Meta, children: list[Any]) -> ast.Subtype:
        node = super().subtype(meta, children)
        return node.model_copy(update={"name": SUBTYPES.get(self.source(meta), node.name)})

    def ref_noun(self, meta: Meta, children: list[Any]) -> str:
        """「その機体」: a subtype keeps its English name ("that Vehicle")."""
        written = self.source(meta)
        return SUBTYPES.get(written) or SELF_NOUNS.get(written) or super().ref_noun(meta, children)

    def count_of(self, meta: Meta, children: list[Any]) -> ast.CountOf:
        source = self.source(meta)
        return ast.CountOf.model_construct(
            objects=children[0],
            total=source.endswith("総数"),
            in_cards=source.endswith("枚数"),
            span=self.span(meta),
        )

    def player_casts(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        node = super().player_casts(meta, children)
        source = self.source(meta)
        return node.model_copy(
            update={
                "in_each_turn": "各ターンに" in source,
                "comma": source.startswith("あなたが、"),
            }
        )

    def after(self, node: ast.Node) -> str:
        """The text after ``node``."""
        return self.text[node.span.end :] if node.span is not None else ""

    def topic_comma(self, subject: ast.Node) -> bool:
        return self.after(subject).startswith(("は、", "では、"))

    def choose_object(self, meta: Meta, children: list[Any]) -> ast.ChooseObject:
        """「対戦相手１人は、…を選ぶ」 keeps the comma after the chooser."""
        node = super().choose_object(meta, children)
        player = node.player
        if isinstance(player, ast.Player) and self.topic_comma(player):
            return node.model_copy(update={"player": player.model_copy(update={"comma": True})})
        return node

    def deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        node = super().deal_damage(meta, children)
        source, *rest = children
        order = [i for i, c in enumerate(rest) if c is node.amount or c is node.recipient]
        return node.model_copy(
            update={
                "comma": self.topic_comma(source),
                "recipient_comma": self.after(node.recipient).startswith(("に、", "にそれぞれ、")),
                "damage_first": rest[order[0]] is node.amount,
            }
        )

    def deal_damage_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「~はそれに、…１枚につき２点のダメージを与える」: the counted objects before the
        amount ("deals 2 damage to … for each …")."""
        source, recipient, counted, amount = children
        effect = self.deal_damage(meta, [source, recipient, amount])
        node = super().for_each(meta, [effect, counted])
        return node.model_copy(update={"inside": True})

    def loyalty_twice(self, meta: Meta, children: list[Any]) -> ast.LoyaltyTwice:
        """「このターン、あなたは、…の忠誠度能力を、１回のみではなく２回起動してもよい」."""
        once, twice = (int(str(c)) for c in children if isinstance(c, Token))
        if (once, twice) != (1, 2):
            raise ParseError("only 「１回のみではなく２回」", text=self.text, offset=meta.start_pos)
        player, objects = (c for c in children if not isinstance(c, (Token, ast.Duration)))
        if not isinstance(player, ast.You):
            raise ParseError("only 「あなたは」 here", text=self.text, offset=meta.start_pos)
        return ast.LoyaltyTwice.model_construct(
            player=player,
            objects=every(objects),
            duration=self.first(children, ast.Duration),
            span=self.span(meta),
        )

    def times_cast_game_first(self, meta: Meta, children: list[Any]) -> ast.TimesCast:
        """「このゲームでそれが統率領域から唱えられた回数」."""
        return ast.TimesCast.model_construct(
            object=children[0], game_first=True, span=self.span(meta)
        )

    def cards_looked_at(self, meta: Meta, children: list[Any]) -> ast.CardsLookedAt:
        by_this = self.source(meta).startswith("これ")
        return ast.CardsLookedAt.model_construct(by_this=by_this, span=self.span(meta))

    def on_battlefield(self, meta: Meta, children: list[Any]) -> ast.InZone:
        node = super().on_battlefield(meta, children)
        source = self.source(meta)
        return node.model_copy(
            update={"joined": source.endswith("あり"), "entered": source.endswith("いる")}
        )

    def in_zone(self, meta: Meta, children: list[Any]) -> ast.InZone:
        source = self.source(meta)
        comma = source.endswith("、")  # 「あなたのライブラリーから、…」, 「…にある、」
        preposition = "from" if source.removesuffix("、").endswith("から") else "in"
        return ast.InZone.model_construct(
            zone=children[0],
            preposition=preposition,
            joined=source.endswith("あり"),
            comma=comma,
            span=self.span(meta),
        )

    def search(self, meta: Meta, children: list[Any]) -> ast.Search:
        """「あなたのライブラリーから(、)…を探し」."""
        node = super().search(meta, children)
        after = self.source(meta).partition("ライブラリーから")[2]
        return node.model_copy(update={"comma": after.startswith("、")})

    def have_enter_as_copy(self, meta: Meta, children: list[Any]) -> ast.EntersAsCopy:
        """「あなたは~を、…のコピーとして戦場に出して(もよい)」: "You may have ~ enter as a
        copy of …"; only you choose how your permanent enters."""
        if isinstance(children[0], PLAYERS):
            raise ParseError("only 「あなたは」 here", text=self.text, offset=meta.start_pos)
        return self.enters_as_copy(meta, children)

    def search_zone(self, meta: Meta, children: list[Any]) -> ast.Search:
        """「そのプレイヤーのライブラリーから…を探し」: the library's owner is the player."""
        library, *rest = children
        if library.zone.name != "library":
            raise ParseError("only a library is searched", text=self.text, offset=meta.start_pos)
        return self.search(meta, [library.zone.owner, *rest])

    def from_among(self, meta: Meta, children: list[Any]) -> ast.FromAmong:
        """「その中から」, 「それらの中から」; 「その中から、…」 keeps its comma;
        「それらの追放されているカードの中から」 is "from among them"."""
        node = super().from_among(meta, children)
        obj = node.object
        exiled = isinstance(obj, ast.Ref) and obj.exiled
        if exiled:
            obj = obj.model_copy(update={"exiled": False})
        comma = self.source(meta).endswith("、")
        return node.model_copy(update={"object": obj, "comma": comma, "exiled": exiled})

    def from_top(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """「あなたのライブラリーの一番上から」 before a noun: "from the top of your library"."""
        owner, name = children
        zone = ast.Zone.model_construct(name=name, owner=owner, position="top")
        comma = self.source(meta).endswith("、")
        return ast.InZone.model_construct(
            zone=zone, preposition="from", comma=comma, span=self.span(meta)
        )

    def in_player_zone(self, meta: Meta, children: list[Any]) -> ast.InZone:
        """「そのプレイヤーの手札にある」: "in their hand"; 「各対戦相手の墓地にある」."""
        player, name = children
        if isinstance(player, ast.Player) and player.quantifier == "that":
            player = ast.Ref.model_construct(noun="player", determiner="その", span=player.span)
        zone = ast.Zone.model_construct(name=name, owner=player)
        return self.in_zone(meta, [zone])

    def self_ref(self, meta: Meta, children: list[Any]) -> ast.SelfRef:
        """The card's name (a short name has no 「、」), 「これ」 or 「この<noun>」."""
        text = self.source(meta)
        if children:
            return ast.SelfRef.model_construct(
                short="、" not in str(children[0]), span=self.span(meta)
            )
        if text == "これ":
            return ast.SelfRef.model_construct(pronoun=True, span=self.span(meta))
        return ast.SelfRef.model_construct(
            noun=SELF_NOUNS.get(text[2:], text[2:]), span=self.span(meta)
        )

    def ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        if children and isinstance(children[0], ast.Ref):  # 「生け贄に捧げられた…」
            return children[0]
        text = self.source(meta)
        noun = "permanent or player" if text.endswith("か" + "プレイヤー") else None
        return ast.Ref.model_construct(
            noun=noun or (children[0] if children else None),
            plural=text.startswith("それら"),
            span=self.span(meta),
        )

    def its_upon(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その上」: "it" where counters are, written 「その」 rather than 「それの」."""
        start = meta.start_pos  # the reference is 「その」, before 「上」
        return ast.Ref.model_construct(
            determiner="その", span=ast.Span.model_construct(start=start, end=start + 2)
        )

    def its_own(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「自身の」: "its", the subject of the same clause (never a target declared before)."""
        return ast.Ref.model_construct(determiner=OWN, span=self.span(meta))

    def their_upon(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「それらの上」: "them", where counters are."""
        start = meta.start_pos  # the reference is 「それら」
        span = ast.Span.model_construct(start=start, end=start + 3)
        return ast.Ref.model_construct(plural=True, span=span)

    def chosen_ref(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その選んだカード」: the object chosen before."""
        return ast.Ref.model_construct(noun=children[0], determiner=CHOSEN, span=self.span(meta))

    def ref_of_pair(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「その前者」, 「その後者」: one of two targets declared together, by its place."""
        written = self.source(meta)
        return ast.Ref.model_construct(
            determiner=written.removeprefix("その").removeprefix("それらの"),
            plural=written.startswith("それら"),
            span=self.span(meta),
        )

    def any_of(self, meta: Meta, children: list[Any]) -> Any:
        node = super().any_of(meta, children)
        before, last = children[-2:] if len(children) > 1 else (None, None)
        if before is None or before.span is None or last.span is None:
            return node
        between = self.text[before.span.end : last.span.start].strip()
        options = node.parts[0] if isinstance(node, ast.AllOf) else node
        marked = options.model_copy(update={"conjunction": between})
        if isinstance(node, ast.AllOf):
            return node.model_copy(update={"parts": [marked, *node.parts[1:]]})
        return marked

    def body(self, children: list[Any]) -> ast.Effect:
        """Sentences in order, with target declarations and X definitions folded in.

        A declared target goes into the first step that refers to it (それ, そのクリーチャー)."""
        parts: list[Any] = []
        pending: list[PendingTarget] = []
        for child in children:
            if isinstance(child, TargetDeclaration) and isinstance(
                child.object, (TargetEach, PairEach)
            ):
                slots = self.each_slots(child.object)
                parts.extend(slots)
                pending.extend(slots)
            elif isinstance(child, TargetDeclaration):
                target = as_target(child.object)
                if child.effect is not None and hasattr(target, "declared_clause"):
                    target = target.model_copy(update={"declared_clause": True})
                slots = self.pair_slots(target, children) or [PendingTarget(target)]
                parts.extend(slots)
                pending.extend(slots)
                if child.effect is not None:
                    parts.append(self._fill(child.effect, pending))
            elif isinstance(child, WhereX):
                parts = [
                    replace(p, effect=define_x(p.effect, child.definition, child.comma))
                    if isinstance(p, ThenSentence)
                    else define_x(p, child.definition, child.comma)
                    if isinstance(p, ast.Node)
                    else p
                    for p in parts
                ]
            elif isinstance(child, (ThenSentence, Otherwise)):
                parts.append(replace(child, effect=self._fill(child.effect, pending)))
            elif isinstance(child, ast.Node):
                parts.append(self._fill(child, pending))
        unused = [p for p in parts if isinstance(p, PendingTarget) and p.each and not p.used]
        if unused:
            span = unused[0].target.span
            raise ParseError(
                "a target for each player that no step uses",
                text=self.text,
                offset=span.start if span is not None else 0,
            )
        steps = [
            ast.ChooseObject.model_construct(object=p.target) if isinstance(p, PendingTarget) else p
            for p in parts
            if not (isinstance(p, PendingTarget) and p.used)
        ]
        return super().body(then_in_delayed(steps))

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
    def pair_slots(target: Any, children: list[Any]) -> list[PendingTarget]:
        """「AとBを対象とする。その前者は…その後者…」: two targets, each its own slot (none
        when nothing refers to them by place)."""
        if not isinstance(target, ast.ObjectList) or len(target.items) != 2:
            return []
        later = [getattr(c, "effect", c) for c in children]
        nodes = [n for c in later if isinstance(c, ast.Node) for n in c.walk()]
        if not any(isinstance(n, ast.Ref) and n.determiner in PAIR_ROLES for n in nodes):
            return []
        first, second = target.items
        if isinstance(first, ast.Objects):
            first = first.model_copy(update={"declared_with": "と、" if target.comma else "と"})
        return [PendingTarget(first, role=PAIR_ROLES[0]), PendingTarget(second, role=PAIR_ROLES[1])]

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

    def reflexive_trigger(self, meta: Meta, children: list[Any]) -> ast.ReflexiveTrigger:
        """「そうしたとき、…を対象とする。それを…」: the target goes into the effect;
        「これによりあなたが…を捨てたとき、…」: what the step before did first."""
        done = [c for c in children if isinstance(c, ast.PlayerAction)]
        rest = [c for c in children if not isinstance(c, ast.PlayerAction)]
        return super().reflexive_trigger(meta, [*done, self.body(rest)])

    def targeting_before(self, meta: Meta, children: list[Any]) -> ast.Targeting:
        """「名前を対象として呪文」: "a spell that targets ~"."""
        node = self.targeting(meta, children)
        return node.model_copy(update={"te_form": True})

    def optional(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """「あなたは、…てもよい」: the comma after the subject is kept with the player."""
        node = super().optional(meta, children)
        if self.source(meta).startswith("あなたは、") and node.player == ast.You():
            return node.model_copy(update={"player": ast.You.model_construct(comma=True)})
        return node

    def optional_quoted(self, meta: Meta, children: list[Any]) -> ast.Optional_:
        """「あなたは「…」を選んでもよい」: the quoted sentences are the optional effect."""
        if children and isinstance(children[0], PLAYERS):
            player, *sentences = children
        else:
            player, sentences = self.acting_you(meta), children
        node = self.optional(meta, [player, self.body(sentences)])
        return node.model_copy(update={"quoted": True})

    def chosen_at_random(self, meta: Meta, children: list[Any]) -> Any:
        """「対戦相手１人を無作為に選び、…それ…」: the player chosen at random stands where
        それ does ("… an opponent chosen at random")."""
        chosen, step = children
        if isinstance(chosen, ast.Player):
            player = chosen.model_copy(update={"at_random": True})
            found, done = substitute(step, player)
            if done:
                return found
        raise ParseError("expected a player and それ", text=self.text, offset=meta.start_pos)

    def objects_total(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「…カードを、マナ総量の合計が１０以下になるように選んで」: the targets described,
        with their total as one more restriction."""
        objects, total = children
        if not isinstance(objects, ast.Objects):
            raise ParseError("expected targets", text=self.text, offset=meta.start_pos)
        written = self.source(meta)
        total = total.model_copy(
            update={"total_comma": "を、" in written, "total_chosen": written.endswith("選んで")}
        )
        parts = objects.filter.parts if isinstance(objects.filter, ast.AllOf) else [objects.filter]
        at = next((i for i, p in enumerate(parts) if isinstance(p, ast.InZone)), len(parts))
        described = all_of([*parts[:at], total, *parts[at:]])  # English: before "from …"
        return objects.model_copy(update={"filter": described})

    def target_each(self, meta: Meta, children: list[Any]) -> TargetEach:
        players, obj = children
        if not isinstance(players, ast.Player) or players.quantifier != "each":
            raise ParseError("expected each player", text=self.text, offset=meta.start_pos)
        return TargetEach(players, obj)

    def target_pair_each(self, meta: Meta, children: list[Any]) -> PairEach:
        first, second = children
        joined = "と、" if self.after(first).startswith("と、") else "と"
        return PairEach(first, second, joined)

    def target_declaration(self, meta: Meta, children: list[Any]) -> TargetDeclaration:
        effect = children[1] if len(children) > 1 else None
        return TargetDeclaration(children[0], effect)

    def x_definition_comma(self, meta: Meta, children: list[Any]) -> WhereX:
        """「Ｘは、…に等しい。」."""
        return WhereX(children[0], comma=True)

    def modal_up_to(self, meta: Meta, children: list[Any]) -> ast.Modal:
        """「以下から最大２つを選ぶ。」 (a 「Ｘは…に等しい。」 after it: the X of the count)."""
        choose, *modes = children
        where = modes.pop(0) if modes and isinstance(modes[0], WhereX) else None
        return ast.Modal.model_construct(
            choose=choose,
            modes=[m.effect for m in modes],
            up_to=True,
            x_definition=where.definition if where else None,
            counter="個" if self.source(meta).split("を選ぶ")[0].endswith("個") else None,
            reminder=mode_reminders(modes),
            span=self.span(meta),
        )

    def exile_until(self, meta: Meta, children: list[Any]) -> ast.Exile:
        until, obj = children
        comma = "離れるまで、" in self.source(meta)
        return ast.Exile.model_construct(
            object=obj, until_leaves=until, until_comma=comma, span=self.span(meta)
        )

    def value_amount(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def keyword_with_parameter(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def player_desc(self, meta: Meta, children: list[Any]) -> ast.Player:
        prefix, noun = children  # 「各」 or 「エンチャントしている」 (an attachment)
        after = self.text[meta.end_pos :]
        comma = after.startswith("は、")
        rest = after.removeprefix("は、" if comma else "は")
        return ast.Player.model_construct(
            quantifier=prefix.word if isinstance(prefix, Prefix) else prefix,
            noun=noun,
            respectively=rest.startswith("それぞれ"),
            comma=comma,
            each_comma=rest.startswith("それぞれ、"),
            span=self.span(meta),
        )

    def player_other(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「あなたでない各プレイヤー(はそれぞれ)」, 「あなた以外の各プレイヤー」: but you."""
        node = self.player_desc(meta, [Prefix("each"), "player"])
        written = self.source(meta).split("各")[0]
        return node.model_copy(update={"other": True, "other_written": written})

    def player_declined(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「そうしなかった各対戦相手(はそれぞれ)」: as 「各対戦相手」, those who declined."""
        node = self.player_desc(meta, [Prefix("each"), children[0]])
        return node.model_copy(update={"declined": True})

    def player_voted(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「あなたと同じ選択に投票した各対戦相手(はそれぞれ)」: as 「各対戦相手」, by vote."""
        node = super().player_voted(meta, children)
        if node.quantifier == "all":
            return node
        each = self.player_desc(meta, [Prefix("each"), node.noun])
        return each.model_copy(update={"voted": node.voted})

    def player_that(self, meta: Meta, children: list[Any]) -> ast.Player:
        """「そのプレイヤー」; 「そのプレイヤーは、」 keeps its comma."""
        comma = self.text[meta.end_pos :].startswith("は、")
        return ast.Player.model_construct(
            quantifier="that", noun=children[0], comma=comma, span=self.span(meta)
        )

    def power_toughness(self, meta: Meta, children: list[Any]) -> ast.PowerToughness:
        return ast.PowerToughness.model_construct(value=str(children[0]), span=self.span(meta))

    def with_ability(self, meta: Meta, children: list[Any]) -> Any:
        abilities = [ast.HasAbility.model_construct(keyword=c) for c in children]
        return abilities[0] if len(abilities) == 1 else ast.AllOf.model_construct(parts=abilities)

    def keyword_filter(self, meta: Meta, children: list[Any]) -> ast.AllOf:
        """「飛行を持つクリーチャー」 as the last type of a list: "creature with flying"."""
        ability, words = children
        return all_of([words, ability], head=0).model_copy(update={"span": self.span(meta)})

    def create_token_attached(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """「…トークン１つをそれについた状態で生成する」: "create … token attached to it"."""
        token, attached = children
        node = self.create_token(meta, [token])
        spec = node.token.model_copy(update={"attached_to": attached})
        return node.model_copy(update={"token": spec})

    def create_token_tapped(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """「パワーストーン・トークン１つをタップ状態で生成する」."""
        node = self.create_token(meta, children)
        return node.model_copy(update={"token": node.token.model_copy(update={"tapped": True})})

    def create_token(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「…トークン１体を生成する」: the object description is the token's; the number is
        its count, or comes first (「…に等しい数の、…トークンを生成する」)."""
        obj = children[-1]
        if isinstance(obj, ast.ObjectList):  # 「宝物・トークン１つと…トークン１体を生成する」
            tokens = [self.create_token(meta, [*children[:-1], item]) for item in obj.items]
            joiner = "と、" if obj.comma else "と"
            return flatten_sequence(
                tokens, ["and"] * (len(tokens) - 1), [joiner] * (len(tokens) - 1)
            )
        if not isinstance(obj, ast.Objects):
            raise ParseError(
                "this is not a token description", text=self.text, offset=meta.start_pos
            )
        parts = obj.filter.parts if isinstance(obj.filter, ast.AllOf) else [obj.filter]
        described = characteristics(parts)
        pt = described["power_toughness"]
        token = ast.TokenSpec.model_construct(
            variable=ast.Variable.model_construct()
            if pt is not None and "X" in pt.upper()
            else None,
            abilities=[p.keyword for p in parts if isinstance(p, ast.HasAbility)],
            with_comma="を持つ、" in NESTED.sub("", self.text[obj.span.start : obj.span.end])
            or None,
            span=obj.span,
            **described,
        )
        amount = (
            children[0] if len(children) > 1 else obj.count or ast.Number.model_construct(value=1)
        )
        usual = "体" if "creature" in (token.types or []) else "つ"  # as the renderer writes
        counter = obj.counter if obj.counter != usual else None  # 「破片・トークンＸ個」
        return ast.CreateToken.model_construct(
            amount=amount, token=token, counter=counter, span=self.span(meta)
        )

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
            possessive=addition.possessive if addition is not None else None,
            base_written=base is not None,
            pt_first=pt_first,
            span=self.span(meta),
            **described,
        )

    def spell_ability(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「…なら、この呪文を唱えるためのコストは(１)少なくなる」: a cost change under a
        condition is a static ability, as English "… costs {1} less to cast if …"; so is a
        lasting effect (「…なら、〈名〉は接死を持つ」: "as long as …, ~ has deathtouch")."""
        node = super().spell_ability(meta, children)
        effect = getattr(node, "effect", None)
        if not isinstance(effect, ast.Conditional) or effect.otherwise is not None:
            return node
        if not isinstance(effect.effect, ast.CostChange | ast.GainAbility | ast.ModifyPT):
            return node
        if not is_static(effect.effect):  # 「…なら、〈名〉は接死を持つ」: as long as
            return node
        return ast.StaticAbility.model_construct(
            effect=effect.effect,
            condition=effect.condition,
            reminder=node.reminder,  # type: ignore[attr-defined]
            condition_last="if",
            span=node.span,
        )

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

    def either_trigger(self, meta: Meta, children: list[Any]) -> ast.AnyOfTriggers:
        """「…とき、および、…たび」: each trigger writes its own 「とき」/「たび」, kept as the
        word each later trigger repeats ("… and whenever …")."""
        first, second = children
        triggers = [*first.triggers, second] if isinstance(first, ast.AnyOfTriggers) else children
        again = [self.trigger_word(meta, t) for t in triggers[1:]]
        either_or = self.text[first.span.end : second.span.start].startswith("か")
        return ast.AnyOfTriggers.model_construct(
            triggers=triggers, again=again, either_or=either_or, span=self.span(meta)
        )

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

    def must_block(self, meta: Meta, children: list[Any]) -> ast.MustBlock:
        """「(このターン、)Xをブロックできるすべてのクリーチャーは(、)それをブロックする」:
        the attacker comes first; how it is named again is kept as written."""
        duration = self.first(children, ast.Duration)
        attacker, blockers, again = [c for c in children if c is not duration]
        written = self.text[again.span.start : again.span.end]
        return ast.MustBlock.model_construct(
            blockers=blockers,
            attacker=attacker,
            duration=duration,
            again=None if written == "それ" else written,
            comma=f"は、{written}" in self.text[meta.start_pos : meta.end_pos],
            span=self.span(meta),
        )

    def any_player(self, meta: Meta, children: list[Any]) -> AnyPlayer:
        """「この能力はどのプレイヤーも起動できる」, or its words as written where other
        (「この能力は、どのプレイヤーも起動してよい」)."""
        written = self.source(meta)
        return AnyPlayer(None if written == ANY_PLAYER else written)

    def as_flash(self, meta: Meta, children: list[Any]) -> AsFlash:
        """「それが瞬速を持っているかのように」: the subject as written (「それが」, 「これが」,
        「それらが」, or none)."""
        return AsFlash(self.source(meta).partition("瞬速")[0])

    def is_type(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「これの他のタイプに加えて…である」: the types are described as a filter."""
        addition, described = children
        objects = ast.Objects.model_construct(quantifier="a", filter=described, bare=True)
        return super().is_type(meta, [addition, objects])

    def is_type_set(self, meta: Meta, children: list[Any]) -> ast.Becomes:
        """「これはエンチャントである」, 「これは《月》という名前の土地である」: types (and a
        name) that replace its own."""
        named = self.first(children, ast.Named)
        rest = flat_parts(children[-1])
        described = rest[0] if len(rest) == 1 else ast.AllOf.model_construct(parts=rest)
        objects = ast.Objects.model_construct(quantifier="a", filter=described, bare=True)
        node = self.becomes(meta, [objects])
        if SUPERTYPE_NAMES & set(node.types):  # 「…は伝説である」 is no type description
            raise ParseError("expected card types", text=self.text, offset=meta.start_pos)
        return node.model_copy(update={"state": True, "named": named})

    def every_after(self, meta: Meta, children: list[Any]) -> ast.All:
        """「カウンターをすべて」: "all" after the noun."""
        return ast.All.model_construct(after=True, span=self.span(meta))

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
            possessive=addition.possessive if addition is not None else None,
            span=self.span(meta),
        )

    def chosen_kind(self, meta: Meta, children: list[Any]) -> str:
        return self.source(meta)

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

    def discard_object(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """「カード１枚を捨て（ない）」 counts cards, as "discard a card" does."""
        node = super().discard_object(meta, children)
        cards = node.object
        plain = isinstance(cards, ast.Objects) and isinstance(cards.filter, ast.CardType)
        if plain and cards.filter.name == "card" and cards.quantifier == "a" and not cards.other:
            count = cards.count or ast.Number.model_construct(value=1)
            return node.model_copy(update={"object": None, "amount": count})
        return node

    def unless(self, meta: Meta, children: list[Any]) -> ast.Unless:
        """「あなたが(１)を支払わないかぎり、それを生け贄に捧げる」: the action comes first."""
        action, effect = children
        return super().unless(meta, [effect, action])

    def value_kind(self, meta: Meta, children: list[Any]) -> str:
        return CHOICES[self.source(meta)]

    def pt_stats(self, meta: Meta, children: list[Any]) -> str:
        return "power and toughness" if "と" in self.source(meta) else self.words(meta)

    def pt_equal_to(self, meta: Meta, children: list[Any]) -> ast.PTEqualTo:
        node = super().pt_equal_to(meta, children)
        between = self.text[meta.start_pos : node.amount.span.start] if node.amount.span else ""
        commas = ["は、" in between, "それぞれ、" in between]
        return node.model_copy(update={"commas": commas})

    def alternative_cost(self, meta: Meta, children: list[Any]) -> ast.AlternativeCost:
        node = super().alternative_cost(meta, children)
        written = self.source(meta)
        return node.model_copy(update={"commas": ["あなたは、" in written, "なく、" in written]})

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredAbility:
        node = super().triggered_ability(meta, children)
        if node.once_each_turn and "この能力は毎ターン" in self.source(meta):
            node = node.model_copy(update={"limit_comma": False})
        if node.condition is not None and not isinstance(children[1], CONDITIONS):
            node = node.model_copy(update={"if_written": "なら"})  # 「…とき、…なら、…」
        return node

    def unblockable_by(self, meta: Meta, children: list[Any]) -> ast.Restriction:
        """「…によってはブロックされない」 or 「…にはブロックされない」."""
        node = super().unblockable_by(meta, children)
        if self.source(meta).endswith("にはブロックされない"):
            node = node.model_copy(update={"by_written": "には"})
        return node

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
        """「カードを１枚」: the count after the object ("a card")."""
        if int(str(children[0])) != 1:
            raise ParseError("only 「１枚」 here", text=self.text, offset=meta.start_pos)
        return Quantifier("a")

    def player_action(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        if any(isinstance(c, Quantifier) for c in children):  # 「カードを１枚サイクリングする」
            children = [c for c in children if not isinstance(c, Quantifier)]
            node = self.player_action(meta, children)
            obj = node.object.model_copy(update={"quantifier": "a", "bare": False})
            return node.model_copy(update={"object": obj, "count_after": True})
        node = super().player_action(meta, children)
        first = FIRST_TIME.search(self.source(meta))
        return node.model_copy(
            update={
                "object_first": not self.source(meta).startswith("あなた"),
                "first_written": first.group() if first and first.group() != FIRST else None,
            }
        )

    def player_cycled(self, meta: Meta, children: list[Any]) -> ast.PlayerAction:
        """「このカードをサイクリングしたとき」: "When you cycle this card"."""
        return ast.PlayerAction.model_construct(
            player=ast.You.model_construct(),
            action="cycle",
            object=children[0],
            unsaid_past=True,
            span=self.span(meta),
        )

    def put_counters(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        node = super().put_counters(meta, children)
        after = self.text[node.object.span.end : meta.end_pos] if node.object.span else ""
        return node.model_copy(
            update={
                "comma": after.startswith("の上に、"),
                "short_place": after.startswith("に"),
                "each_after": "カウンターをそれぞれ" in after,
                "respectively": "それぞれ" in after.split("カウンター")[0],
            }
        )

    def types_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「…の中に４種類以上のカード・タイプがある」, 「…にカード・タイプが合計４種類以上
        含まれる」."""
        among, *rest = children
        kind = next(c for c in rest if isinstance(c, str))
        count = next(c for c in rest if not isinstance(c, str))
        if isinstance(among, ast.Objects):  # 「…にあるカードの中」: all of them
            among = among.model_copy(update={"quantifier": "all"})
        left = ast.TypesAmong.model_construct(types=kind, objects=among)
        return ast.AmountCompare.model_construct(
            left=left,
            op="ge",
            right=count,
            wording="there_are",
            contained=self.source(meta).endswith("含まれる"),
            span=self.span(meta),
        )

    def type_kind(self, meta: Meta, children: list[Any]) -> str:
        if children and children[0] != "mana value":
            raise ParseError("only mana values here", text=self.text, offset=meta.start_pos)
        return (
            children[0]
            if children
            else "card"
            if self.source(meta).startswith("カード")
            else "name"
            if self.source(meta) == "名前"
            else "basic land"
        )

    def acted_this_turn(self, meta: Meta, children: list[Any]) -> ast.ActedThisTurn:
        """「このターンにあなたが攻撃していた」."""
        if children[0].name != "this turn":
            raise ParseError("only 「このターン」 here", text=self.text, offset=meta.start_pos)
        return super().acted_this_turn(meta, children[1:])

    def extra_turn(self, meta: Meta, children: list[Any]) -> ast.ExtraTurn:
        """「このターンに続いて追加の１ターンを行う」 (「このターン」 is the turn it follows)."""
        return super().extra_turn(meta, [c for c in children if not isinstance(c, ast.Duration)])

    def static_unless(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        """「…していないかぎり、…」: "… unless …" (「…かぎり、…はタップ状態で戦場に出る」: the
        condition of how it enters)."""
        node = self.static_ability(meta, children)
        if isinstance(node.effect, ast.EntersTapped) and node.effect.unless is None:
            effect = node.effect.model_copy(update={"unless": node.condition})
            return node.model_copy(update={"effect": effect, "condition": None})
        return node.model_copy(update={"unless": True})

    def died_this_turn(self, meta: Meta, children: list[Any]) -> ast.DiedThisTurn:
        """「このターンにクリーチャーが死亡していた」."""
        return super().died_this_turn(meta, self.this_turn(meta, children))

    def put_into_zone_this_turn(self, meta: Meta, children: list[Any]) -> ast.PutIntoZoneThisTurn:
        """「このターンに…が戦場以外からあなたの墓地に置かれた」."""
        return super().put_into_zone_this_turn(meta, self.this_turn(meta, children))

    def entered_this_turn(self, meta: Meta, children: list[Any]) -> ast.EnteredThisTurn:
        """「このターンに鳥があなたのコントロール下で戦場に出ていた」."""
        return super().entered_this_turn(meta, self.this_turn(meta, children))

    def event_this_turn(self, meta: Meta, children: list[Any]) -> ast.EventThisTurn:
        """「このターンに…戦場から離れた(、)」."""
        event = super().event_this_turn(meta, self.this_turn(meta, children))
        return event.model_copy(update={"comma": self.source(meta).endswith("、")})

    def left_battlefield_this_turn(
        self, meta: Meta, children: list[Any]
    ) -> ast.LeftBattlefieldThisTurn:
        """「このターンにパーマネントがあなたのコントロール下で戦場を離れていた」."""
        return super().left_battlefield_this_turn(meta, self.this_turn(meta, children))

    def this_turn(self, meta: Meta, children: list[Any]) -> list[Any]:
        """The children after a leading 「このターンに」 (the only duration these take)."""
        if children[0].name != "this turn":
            raise ParseError("only 「このターン」 here", text=self.text, offset=meta.start_pos)
        return children[1:]

    def life_compare(self, meta: Meta, children: list[Any]) -> ast.LifeCompare:
        """「あなたのライフが５点以下である」 (「あなたの」 is read as words)."""
        if len(children) == 2:
            children = [ast.You.model_construct(), *children]
        return super().life_compare(meta, children)

    def hand_size(self, meta: Meta, children: list[Any]) -> ast.HandSize:
        """「あなたの手札にカードがない」, 「…手札のカードが１枚以下である」: the hand's owner
        has that many cards."""
        if isinstance(children[0], ast.Zone):  # 「…にカードがない」: no cards at all
            zone, objects = children
            filter_ = getattr(objects, "filter", None)
            if not (isinstance(filter_, ast.CardType) and filter_.name == "card"):
                raise ParseError(
                    "only cards are counted here", text=self.text, offset=meta.start_pos
                )
            owner, name, rest = zone.owner, zone.name, []
        else:
            owner, name, *rest = children
        if name != "hand":
            raise ParseError(
                "only a hand's cards are counted here", text=self.text, offset=meta.start_pos
            )
        return super().hand_size(meta, [owner, *rest])

    def conditional(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「…なら、A。その後、B。」: the condition governs its own sentence only."""
        node = super().conditional(meta, children)
        if node.condition.span is not None:  # 「…ないなら諜報３を行う」: no comma
            after = self.text[node.condition.span.end :].removeprefix("なら")
            node = node.model_copy(update={"comma": after.startswith("、")})
        effect = node.effect
        if not isinstance(effect, ast.Sequence):
            return node
        cut = next((i for i, c in enumerate(effect.connectives) if c.startswith("。")), None)
        if cut is None:
            return node
        steps, joins, written = effect.steps, effect.joins, effect.connectives
        governed = flatten_sequence(steps[: cut + 1], joins[:cut], written[:cut])
        return ast.Sequence.model_construct(
            steps=[node.model_copy(update={"effect": governed}), *steps[cut + 1 :]],
            joins=joins[cut:],
            connectives=written[cut:],
            span=node.span,
        )

    def enters_with_counters(self, meta: Meta, children: list[Any]) -> ast.EntersWithCounters:
        """「…は、それぞれ…」, 「…は、その上に…」: the words between the subject and counters."""
        node = super().enters_with_counters(meta, children)
        after = self.after(node.object).removeprefix("は").removeprefix("、")
        lead = next((w for w in ("それぞれ、", "それぞれ", "その上に") if after.startswith(w)), "")
        return node.model_copy(update={"lead_ja": lead}) if lead else node

    def counters_additional_before(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「追加で+1/+1カウンター１個が」."""
        return MoreCounters("before")

    def counters_additional_after_kind(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「+1/+1カウンターが追加で１個」."""
        return MoreCounters("after_kind")

    def counters_additional_after_amount(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「+1/+1カウンター１個が追加で置かれた」."""
        return MoreCounters("after_amount")

    def counters_additional_adjective(self, meta: Meta, children: list[Any]) -> MoreCounters:
        """「追加の+1/+1カウンター１個が」."""
        return MoreCounters("adjective")

    def enters_with_counters_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「…は、これを唱えるために支払われたマナの色１色につき、…カウンター１個が置かれた
        状態で戦場に出る」: what is counted comes inside the predicate."""
        counted = self.first(children, ast.ColorsSpent)
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

    def sequence(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """A clause without its own subject shares the player of the clause before
        (「各対戦相手はそれぞれカード１枚を捨て、２点のライフを失う」)."""
        effect = super().sequence(meta, children)
        if not isinstance(effect, ast.Sequence):
            return effect
        steps = list(effect.steps)
        for i in range(1, len(steps)):
            before, player = (
                getattr(steps[i - 1], "player", None),
                getattr(steps[i], "player", None),
            )
            shares = isinstance(
                steps[i], SHARED_SUBJECT_STEPS
            ) and player == ast.You.model_construct(written=False)
            if shares and before is not None and not isinstance(before, ast.You):
                steps[i] = steps[i].model_copy(
                    update={"player": ast.Ref.model_construct(elided=True)}
                )
        return effect.model_copy(update={"steps": steps})

    def player_creates_token(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「対象のプレイヤーは…トークン１体を生成する」: someone other than the acting player."""
        player = children[0] if len(children) == 2 else self.acting_you(meta)
        made = self.create_token(meta, children[-1:])
        if isinstance(made, ast.Sequence):
            steps = [step.model_copy(update={"player": player}) for step in made.steps]
            return made.model_copy(update={"steps": steps})
        return made.model_copy(update={"player": player})

    def player_one(self, meta: Meta, children: list[Any]) -> ast.Player:
        noun = children[0]
        return ast.Player.model_construct(quantifier="a", noun=noun, span=self.span(meta))

    def owner_of(self, meta: Meta, children: list[Any]) -> ast.OwnerOf:
        obj = children[0] if children else ast.Ref.model_construct()
        return ast.OwnerOf.model_construct(
            object=obj, of_written=bool(children), span=self.span(meta)
        )

    def controlled_by(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        player = children[0] if children else self.bare_controller(self.words(meta))
        negated = self.words(meta).endswith(("いない", "おらず"))
        return ast.ControlledBy.model_construct(
            player=player,
            negated=negated,
            verb_form=self.control_form(meta),
            comma=self.source(meta).endswith("、"),
            span=self.span(meta),
        )

    def control_form(self, meta: Meta) -> Any:
        """「コントロールする」, 「コントロールしていて」 or (None) 「コントロールしている」."""
        text = self.source(meta).removesuffix("、")
        forms = ("する", "していて", "しておらず")
        return next((f for f in forms if text.endswith("コントロール" + f)), None)

    def object_is(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        if len(children) == 2:
            obj, description = children
            filter_ = description.filter if isinstance(description, ast.Objects) else description
            da = self.source(meta).endswith("だった")  # 「それが人間だった」
            past = da or self.source(meta).endswith("であった")
            return ast.ObjectIs.model_construct(
                object=obj, filter=filter_, past=past, da=da, span=self.span(meta)
            )
        obj, attribute, value, op = children
        compare = ast.Compare.model_construct(attribute=attribute, op=op, value=value)
        source = self.source(meta)
        return ast.ObjectIs.model_construct(
            object=obj,
            filter=compare,
            past=source.endswith("であった"),
            copula=source.endswith(("である", "であるなら")),
            span=self.span(meta),
        )

    def object_is_qualified(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「それが土地・カードであるか、マナ総量が３以下であるクリーチャー・カードであるなら」."""
        obj, first, qualifier, last = children
        return self.object_is(meta, [obj, self.qualified_last(first, last, qualifier)])

    def object_is_bare(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「それがクリーチャー・カード(なら)」, 「それが土地でない(なら)」: no 「である」."""
        node = self.object_is(meta, children)
        if isinstance(node.filter, ast.Negated):  # 「でない」 is the copula's own negation
            return node
        return node.model_copy(update={"no_copula": True})

    def comparison(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def compare(self, meta: Meta, children: list[Any]) -> ast.Compare:
        attribute, value, op = children
        source = self.source(meta)
        return ast.Compare.model_construct(
            attribute=attribute,
            op=op,
            value=value,
            joined=source.endswith("であり"),
            de_aru=source.endswith("である"),
            span=self.span(meta),
        )

    def compare_equal_has(self, meta: Meta, children: list[Any]) -> ast.Compare:
        """「…に等しいマナ総量を持つ」: "with mana value equal to …", the value first."""
        value, attribute = children
        node = self.compare_equal(meta, [attribute, value])
        return node.model_copy(update={"has": True})

    def zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        names = [c for c in children if type(c) is str]
        owner = next((c for c in children if isinstance(c, ast.Node)), None)
        depth = next((c for c in children if type(c) is int), None)  # 「一番上から５枚目」
        position = names[1] if len(names) > 1 else "top" if depth is not None else None
        return ast.Zone.model_construct(
            name=names[0],
            owner=owner,
            position=position,
            depth=depth,
            chosen_side="選んだほう" in self.text[meta.start_pos : meta.end_pos],
            span=self.span(meta),
        )

    def every_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """「すべての墓地」: every player's zone of that name ("all graveyards")."""
        return ast.Zone.model_construct(name=children[0], every="all", span=self.span(meta))

    # quantities: 「クリーチャー１体」 "a creature", 「最大２体」 "up to two", 「各」 "each"

    def quantifier(self, meta: Meta, children: list[Any]) -> Quantifier:
        count = children[0]
        if isinstance(count, ast.Number) and count.value == 1:
            count = None
        return Quantifier("a", count, counter=self.counter_word(meta))

    def counted_subject(self, meta: Meta, children: list[Any]) -> ast.Node:
        """「他のクリーチャーが１体」: the count after 「が」 belongs to the subject (to the
        last of a list, 「名前か他の同盟者が１体」), which has none of its own."""
        subject, quant = children
        last = subject.items[-1] if isinstance(subject, ast.ObjectList) else subject
        if not (isinstance(last, ast.Objects) and last.bare and quant.word == "a"):
            raise ParseError("a second count after 「が」", text=self.text, offset=meta.start_pos)
        if quant.count is not None:
            raise ParseError("only 「１体」 after 「が」", text=self.text, offset=meta.start_pos)
        counted = last.model_copy(
            update={"counter": quant.counter, "bare": False, "count_after_ga": True}
        )
        if last is subject:
            return counted
        return subject.model_copy(update={"items": [*subject.items[:-1], counted]})

    def quantifier_up_to(self, meta: Meta, children: list[Any]) -> Quantifier:
        return Quantifier("up to", children[0], counter=self.counter_word(meta))

    def quantifier_all_after(self, meta: Meta, children: list[Any]) -> Quantifier:
        """「…をすべて」: "all …", written after the object's 「を」."""
        return Quantifier("all", last=True)

    def quantifier_at_least(self, meta: Meta, children: list[Any]) -> Quantifier:
        return Quantifier("at least", children[0], counter=self.counter_word(meta), last=True)

    def part_of(self, meta: Meta, children: list[Any]) -> ast.PartOf:
        """The words before the number (「それらのうち」) and the counter word, as written."""
        node = super().part_of(meta, children)
        source = self.source(meta)
        written = source[: source.index("のうち") + 3]
        update = {"counter": self.counter_word(meta)}
        if written != "そのうち":
            update["written"] = written
        return node.model_copy(update=update)

    def counter_word(self, meta: Meta) -> str | None:
        """The counter word after a number: 体, 枚, つ, 個."""
        found = COUNTER_WORD.search(self.source(meta))
        return found.group(1) if found else None

    def quantifier_prefix(self, meta: Meta, children: list[Any]) -> Prefix:
        return Prefix(self.words(meta))

    def objects(self, meta: Meta, children: list[Any]) -> ast.Objects:
        other_word = next(
            (c.written for c in children if isinstance(c, Prefix) and c.written), None
        )
        other = other_word is not None
        children = [c for c in children if not (isinstance(c, Prefix) and c.word == "other")]
        prefix = next((c for c in children if isinstance(c, Prefix)), None)
        quant = next((c for c in children if isinstance(c, Quantifier)), None)
        rest = [c for c in children if not isinstance(c, (Prefix, Quantifier))]
        node = super().objects(meta, rest)
        filter_ = node.filter
        if isinstance(filter_, ast.AllOf):  # the head noun comes last: no parts after it
            filter_ = filter_.model_copy(update={"head": None})
        update: dict[str, Any] = {
            "quantifier": "a",
            "other": other,
            "other_word": other_word,
            "filter": filter_,
            "bare": quant is None and prefix is None,
        }
        if quant is not None:
            update |= {"quantifier": quant.word, "count": quant.count, "counter": quant.counter}
            update["count_last"] = quant.last
        elif prefix is not None:
            update["quantifier"] = "each" if prefix.word == "each" else "all"
        return node.model_copy(update=update)

    def objects_negated_first(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「巨人でない各クリーチャー」: "each non-Giant creature"."""
        negated, *rest = children
        node = self.objects(meta, rest)
        filter_ = all_of([negated, node.filter])
        return node.model_copy(update={"filter": filter_, "negated_first": True})

    def object_list(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「AとB」 or 「Aと、B」."""
        node = super().object_list(meta, children)
        return node.model_copy(update={"comma": "と、" in self.between_items(children)})

    def between_items(self, items: list[Any]) -> str:
        """The text between a list's first two items (「と、」, 「か、」)."""
        first, second = items[0].span, items[1].span
        return self.text[first.end : second.start] if first and second else ""

    def filter_ya(self, meta: Meta, children: list[Any]) -> YaFilter:
        first, *described, second = children
        return YaFilter(first, described, second)

    def object_list_ya(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「あなたがコントロールしている洞窟やあなたの墓地にある洞窟・カード１つ」: each of
        two descriptions, counted as one ("each Cave you control and each Cave card in your
        graveyard"); 「…である１つ」 written without a noun."""
        *described, ya, _one = children
        items = [
            self.objects(meta, [*described, ya.first]),
            self.objects(meta, [*ya.described, ya.second]),
        ]
        headless = "である" in self.source(meta)[-6:]
        return ast.ObjectList.model_construct(
            items=[i.model_copy(update={"quantifier": "each", "bare": False}) for i in items],
            joined_ya="headless" if headless else "counted",
            span=self.span(meta),
        )

    def object_list_ya_attached(self, meta: Meta, children: list[Any]) -> ast.ObjectList:
        """「クリーチャー・エンチャントやエンチャントされているクリーチャー」: "enchantment
        creatures and enchanted creatures"."""
        described, attached = children
        first = ast.Objects.model_construct(
            quantifier="a", filter=described, bare=True, span=described.span
        )
        return ast.ObjectList.model_construct(
            items=[first, attached], joined_ya="plain", span=self.span(meta)
        )

    def objects_either(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「あなたがコントロールしているクリーチャーやあなたの墓地にあるクリーチャー・カードの
        うち１つ以上」: "one or more creatures you control and/or creature cards in your
        graveyard"."""
        *described, ya, one = children
        options = [
            self.objects(meta, [*described, ya.first]).filter,
            self.objects(meta, [*ya.described, ya.second]).filter,
        ]
        at_least = Quantifier("at least", one, counter="つ")
        node = self.objects(meta, [ya.first, at_least])
        either = ast.AnyOf.model_construct(options=options, conjunction="や")
        return node.model_copy(update={"filter": either, "count_last": False})

    def object_list_or(self, meta: Meta, children: list[Any]) -> Any:
        """「アーティファクト１つかエンチャント１つ」: one choice, "an artifact or enchantment"."""
        first = children[0]
        same = all(
            isinstance(c, ast.Objects)
            and (c.quantifier, c.count, c.other) == (first.quantifier, first.count, first.other)
            for c in children
        )
        comma = "か、" in self.between_items(children)
        if not same:
            return ast.ObjectList.model_construct(
                items=children, conjunction="or", comma=comma, span=self.span(meta)
            )
        if comma:
            raise ParseError(
                "「か、」 only before an item unlike the first",
                text=self.text,
                offset=meta.start_pos,
            )
        shared = comma_clauses(first.filter)
        if shared:  # 「対戦相手がコントロールしている、A１体かB１体」: the clause is each one's
            rest = [p for p in first.filter.parts if p not in shared]
            alone = rest[0] if len(rest) == 1 else ast.AllOf.model_construct(parts=rest)
            children = [first.model_copy(update={"filter": alone}), *children[1:]]
        options = []  # nested lists 「AかBかC」 are one list of options
        for child in children:
            inner = child.filter
            flat = isinstance(inner, ast.AnyOf) and inner.conjunction in (None, "か")
            options.extend(inner.options if flat else [inner])
        any_of = ast.AnyOf.model_construct(options=options)
        if shared:
            unmarked = [p.model_copy(update={"comma": False}) for p in shared]
            filter_ = all_of([any_of, *unmarked], head=0)
            return first.model_copy(
                update={"filter": filter_, "distributed": True, "span": self.span(meta)}
            )
        return first.model_copy(update={"filter": any_of, "span": self.span(meta)})

    def object_list_shared(self, meta: Meta, children: list[Any]) -> Any:
        """「黒か赤の、クリーチャー１体かプレインズウォーカー１体」: "a creature or planeswalker
        that's black or red" (the description before 「、」 is part of each option)."""
        shared, *rest = children
        items = [self.objects(meta, rest[i : i + 2]) for i in range(0, len(rest), 2)]
        merged = self.object_list_or(meta, items)
        if not isinstance(merged, ast.Objects):
            raise ParseError(
                "a description shared by objects that differ", text=self.text, offset=meta.start_pos
            )
        filter_ = all_of([merged.filter, shared], head=0)
        return merged.model_copy(update={"filter": filter_, "distributed": True})

    def player_desc_possessive(self, meta: Meta, children: list[Any]) -> Any:
        words = self.words(meta)
        if words == "オーナーの":
            return ast.OwnerOf.model_construct(
                object=ast.Ref.model_construct(), span=self.span(meta)
            )
        if words.endswith("コントローラーの"):
            return ast.ControllerOf.model_construct(
                object=ast.Ref.model_construct(), span=self.span(meta)
            )
        return ast.Ref.model_construct(noun="player", span=self.span(meta))

    def one_thing(self, meta: Meta, children: list[Any]) -> ast.Number:
        return ast.Number.model_construct(value=1, span=self.span(meta))

    def negated(self, meta: Meta, children: list[Any]) -> ast.Negated:
        node = super().negated(meta, children)
        return node.model_copy(update={"also": self.source(meta).endswith("でもない")})

    def negated_neither(self, meta: Meta, children: list[Any]) -> ast.Negated:
        """「土地でも」 of 「土地でもトークンでもない」."""
        node = super().negated(meta, children)
        return node.model_copy(update={"neither": True})

    def is_filter(self, meta: Meta, children: list[Any]) -> Any:
        if isinstance(children[0], ast.Status):  # 「アンタップ状態であり」
            return children[0].model_copy(update={"clause": True})
        return children[0]

    def other_flag(self, meta: Meta, children: list[Any]) -> Prefix:
        """「他の」, 「これでない」; 「〈名〉でない」 for the card's own name."""
        return Prefix("other", OTHER_THAN_SELF if children else self.source(meta))

    def player_casts_other(self, meta: Meta, children: list[Any]) -> ast.PlayerCasts:
        """「対戦相手が呪文を唱えるたび」: the bare noun is "an opponent"."""
        noun, spell, *_ = children
        return super().player_casts_other(meta, [bare_player(noun), spell])

    def controlled_by_player(self, meta: Meta, children: list[Any]) -> ast.ControlledBy:
        player = bare_player(children[0])
        form, comma = self.control_form(meta), self.source(meta).endswith("、")
        return ast.ControlledBy.model_construct(
            player=player, verb_form=form, comma=comma, span=self.span(meta)
        )

    def ordinal(self, meta: Meta, children: list[Any]) -> int:
        return int(children[0])

    def counter_unless(self, meta: Meta, children: list[Any]) -> ast.CounterSpell:
        player, mana, obj = children
        return ast.CounterSpell.model_construct(
            object=obj, unless_player=player, unless_paid=str(mana), span=self.span(meta)
        )

    def counter_unless_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「…のコントローラーがあなたの墓地にあるカード１枚につき(１)を支払わないかぎり、
        それを打ち消す」: "counter … unless its controller pays {1} for each card in your
        graveyard"."""
        player, counted, mana, obj = children
        countered = self.counter_unless(meta, [player, mana, obj])
        node = super().for_each(meta, [countered, counted])
        return node.model_copy(update={"inside": True})

    def delayed_trigger_comma(self, meta: Meta, children: list[Any]) -> ast.DelayedTrigger:
        """「このターン、…たび、…」: the duration before a comma."""
        node = self.delayed_trigger(meta, children)
        return node.model_copy(update={"duration_comma": True})

    def next_spell(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「このターンにあなたが次にＸ」: "the next X you cast this turn"."""
        duration, obj = children
        filter_ = obj.filter if isinstance(obj, ast.Objects) else obj
        written = self.source(meta)
        after_turn = written[len("このターン")]
        after_next = written[written.index("あなたが次") + len("あなたが次")]
        cast = ast.CastBy.model_construct(
            player=ast.You.model_construct(),
            duration=duration,
            next_particles=after_turn + after_next,
        )
        return ast.Objects.model_construct(quantifier="the next", filter=all_of([filter_, cast]))

    def scry_plus_ja(self, meta: Meta, children: list[Any]) -> ast.Scry:
        amount = ast.Plus.model_construct(
            left=ast.Ref.model_construct(noun="number"), right=children[-1]
        )
        return ast.Scry.model_construct(
            player=ast.You.model_construct(), amount=amount, span=self.span(meta)
        )

    def attached_to_object(self, meta: Meta, children: list[Any]) -> ast.AttachedToObject:
        """「それにつけられている」, 「これについている」: the verb as written."""
        node = super().attached_to_object(meta, children)
        verb = next(
            v
            for v in ("つけられている", "付けられている", "ついている")
            if self.source(meta).endswith(v)
        )
        return node.model_copy(update={"verb": verb})

    def if_you_dont(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        """「そうしなかった(なら)」, or 「そうしない(なら)」 as written."""
        return self.dont_as_written(meta, super().if_you_dont(meta, children))

    def if_player_doesnt(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        return self.dont_as_written(meta, super().if_player_doesnt(meta, children))

    def dont_as_written(self, meta: Meta, node: ast.IfYouDont) -> ast.IfYouDont:
        present = self.source(meta).endswith("そうしない")
        return node.model_copy(update={"verb": "そうしない"}) if present else node

    def if_you_dont_put(self, meta: Meta, children: list[Any]) -> ast.IfYouDont:
        put = ast.Move.model_construct(
            object=children[0], to=ast.Zone.model_construct(name="battlefield")
        )
        return ast.IfYouDont.model_construct(effect=put, span=self.span(meta))

    def amount_compare(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        left, right = children
        return ast.AmountCompare.model_construct(
            left=left, op="lt", right=right, span=self.span(meta)
        )

    def amount_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「…の種類数が３以上である」; the types among objects as English words it ("there
        are three or more basic land types among …")."""
        left, right = children
        wording = "there_are" if isinstance(left, ast.TypesAmong) else "is"
        return ast.AmountCompare.model_construct(
            left=left, op="ge", right=right, wording=wording, counted=True, span=self.span(meta)
        )

    def types_among(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """「…の中の基本土地タイプの種類数」: every object counted (「…土地の中」: all of them)."""
        among, kind = children
        if isinstance(among, ast.Objects):
            among = among.model_copy(update={"quantifier": "all"})
        return ast.TypesAmong.model_construct(types=kind, objects=among, span=self.span(meta))

    def type_among_each(self, meta: Meta, children: list[Any]) -> ast.TypesAmong:
        """「…の中の基本土地タイプ１種(類)」: the types one by one, for a 「…につき」."""
        unit = "種類" if self.source(meta).endswith("種類") else "種"
        return self.types_among(meta, children).model_copy(update={"unit": unit})

    def counters_at_least(self, meta: Meta, children: list[Any]) -> ast.AmountCompare:
        """「これの上に７個以上の詩句カウンターがある(あった)」, or the count after the kind:
        「これの上に+1/+1カウンターが３個以上置かれている(いた)」."""
        obj, amount, counter = children
        source, after = self.source(meta), None
        if isinstance(amount, str):
            counter, amount = amount, counter
            after = "置かれている" if "置かれて" in source else "ある"
        left = ast.CountersOn.model_construct(counter=counter, object=obj)
        wording = "had" if source.endswith(("あった", "いた")) else "has"
        return ast.AmountCompare.model_construct(
            left=left,
            op="ge",
            right=amount,
            wording=wording,
            count_after=after,
            span=self.span(meta),
        )

    def objects_counted(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「その枚数に等しい枚数のカード」: "that many cards"."""
        count = next(c for c in children if isinstance(c, ast.Ref))
        rest = [c for c in children if c is not count]
        return self.objects(meta, [*rest, Quantifier("a", count)])

    def objects_targeting(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「あなたがコントロールしているクリーチャーを対象とする呪文」: "a spell that targets a
        creature you control" (the description of the target comes first)."""
        *target, head = children
        targeted = self.objects(meta, target)
        targeting = ast.Targeting.model_construct(object=targeted)
        return self.objects(meta, [head, targeting])

    def objects_among(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「アーティファクトやクリーチャーのうちあなたがコントロールしている１つ以上」: the
        kinds first, then a description with no noun of its own (as 「あなたがコントロールして
        いるアーティファクトやクリーチャー１つ以上」)."""
        kinds, described = children
        if not (isinstance(described, ast.Objects) and described.headless):
            raise ParseError(
                "expected a description after 「のうち」", text=self.text, offset=meta.start_pos
            )
        parts = described.filter.parts if isinstance(described.filter, ast.AllOf) else []
        filter_ = all_of([*parts, kinds]) if parts else all_of([described.filter, kinds])
        return described.model_copy(
            update={
                "filter": filter_,
                "headless": False,
                "count_last": False,
                "among": True,
                "span": self.span(meta),
            }
        )

    def objects_headless(self, meta: Meta, children: list[Any]) -> ast.Objects | ast.PartOf:
        """「クリーチャーかプレインズウォーカーである１体」: "a creature or planeswalker";
        「その中から１枚」 (no description, only where from): "one of them"."""
        among, count = [*children, None][:2]
        if len(children) == 2 and isinstance(among, ast.FromAmong) and count.word != "at least":
            one = ast.Number.model_construct(value=1)
            return ast.PartOf.model_construct(
                count=count.count or one,
                up_to=count.word == "up to",
                object=among.object.model_copy(update={"plural": True}),
                written="".join(self.text[among.span.start : among.span.end].split()),
                counter=self.counter_word(meta),
                span=self.span(meta),
            )
        return self.objects(meta, children).model_copy(update={"headless": True})

    def objects_any_number(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「望む数のクリーチャー」: "any number of creatures"."""
        counter = "枚" if "望む枚数" in self.source(meta) else None
        return self.objects(meta, [*children, Quantifier("any number", counter=counter)])

    def divided_among(self, meta: Meta, children: list[Any]) -> Divided:
        """「あなたの望むように分割して」; who chooses is written three ways."""
        return Divided(by=self.source(meta).split("望む")[0])

    def objects_at_least(self, meta: Meta, children: list[Any]) -> ast.Objects:
        """「１枚以上のカード」: "one or more cards"."""
        count = next(c for c in children if isinstance(c, AMOUNTS))
        rest = [c for c in children if c is not count]
        at_least = Quantifier("at least", count, counter=self.counter_word(meta))
        return self.objects(meta, [*rest, at_least]).model_copy(update={"count_last": False})

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

    def spell_history(self, meta: Meta, children: list[Any]) -> str:
        return SPELL_HISTORY[self.source(meta).removesuffix("されて")]

    def exile(self, meta: Meta, children: list[Any]) -> ast.Exile:
        """「あなたの墓地から…を追放する」: the zone describes an object phrase, or is where
        the named card is exiled from."""
        counters = self.first(children, ast.WithCounters)
        children = [c for c in children if c is not counters]
        obj = children[-1]
        said = isinstance(children[0], PLAYERS) and children[0] is not obj
        player = children[0] if said else None
        zone = next((c for c in children if isinstance(c, ast.InZone)), None)
        if zone is not None and isinstance(obj, ast.Objects):
            obj = obj.model_copy(update={"filter": all_of([obj.filter, zone])})
            zone = None
        return ast.Exile.model_construct(
            object=obj,
            from_zone=zone.zone if zone else None,
            player=player,
            counters=counters,
            span=self.span(meta),
        )

    def counters_last(self, children: list[Any], counters: Any) -> bool:
        """「あなたのコントロール下で最終カウンター１個が置かれた状態で」: the controller first."""
        if counters is None:
            return False
        return any(isinstance(c, PLAYERS) for c in children[1 : children.index(counters)])

    def its_that(self, meta: Meta, children: list[Any]) -> ast.Ref:
        """「そのコントロール」: "it", written 「その」 rather than 「それの」."""
        return ast.Ref.model_construct(determiner="その", span=self.span(meta))

    def this_way(self, meta: Meta, children: list[Any]) -> ast.ThisWay:
        """「これにより…が…」, or the object first: 「…がこれにより…」."""
        node = super().this_way(meta, children)
        if not self.source(meta).startswith("これにより"):
            node = node.model_copy(update={"object_first": True})
        return node

    def this_way_event(self, meta: Meta, children: list[Any]) -> str:
        return THIS_WAY[self.source(meta)]

    def put_this_way(self, meta: Meta, children: list[Any]) -> ast.PutThisWay:
        """「あなたのライブラリーの一番上に置いた」: the player unsaid, the one acting."""
        return ast.PutThisWay.model_construct(
            player=ast.You.model_construct(), to=children[0], span=self.span(meta)
        )

    def affected_this_way(self, meta: Meta, children: list[Any]) -> ast.AffectedThisWay:
        """「これにより公開された」: the event after 「これにより」."""
        event = THIS_WAY[self.source(meta).removeprefix("これにより")]
        return super().affected_this_way(meta, [event])

    def zone_contents(self, meta: Meta, children: list[Any]) -> ast.ZoneContents:
        """「あなたの手札」 as what is revealed: the cards in that hand; 「すべての墓地」 "all
        graveyards" (every player's); 「そのプレイヤーの墓地」."""
        if isinstance(children[0], Prefix):
            zone = ast.Zone.model_construct(name=children[-1])
            return ast.ZoneContents.model_construct(
                zone=zone, all_players=True, span=self.span(meta)
            )
        name = children[1] if len(children) > 1 else "hand"  # 「そのプレイヤーの墓地」
        zone = ast.Zone.model_construct(name=name, owner=children[0])
        return ast.ZoneContents.model_construct(zone=zone, span=self.span(meta))

    def graveyard(self, meta: Meta, children: list[Any]) -> ast.ZoneContents:
        """「あなたの墓地」 as the cards in it."""
        return self.zone_contents(meta, [children[0], "graveyard"])

    def draw(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「カード１枚を引く」, or the count after the object: 「カードを１枚引く」."""
        node = super().draw(meta, children)
        if re.search("カードを.+枚", self.source(meta)):
            return node.model_copy(update={"count_after": True})
        return node

    def draw_counted(self, meta: Meta, children: list[Any]) -> ast.Draw:
        """「その枚数に等しい枚数のカードを引く」: the count of the card phrase is the amount."""
        obj = children[-1]
        player = children[0] if len(children) > 1 else ast.You.model_construct()
        amount = (
            obj.count
            if isinstance(obj, ast.Objects) and obj.count
            else ast.Number.model_construct(value=1)
        )
        return ast.Draw.model_construct(player=player, amount=amount, span=self.span(meta))

    def create_token_copy(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """「それのコピーであるトークン１体を生成する」: "create a token that's a copy of it"
        (「…であることを除き、」 before it: how the copy differs)."""
        exception = self.first(children, ast.CopyException)
        original, quantity = [c for c in children if c is not exception]
        token = ast.TokenSpec.model_construct(copy_of=original, exception=exception)
        amount = quantity.count or ast.Number.model_construct(value=1)
        return ast.CreateToken.model_construct(
            amount=amount, token=token, counter=quantity.counter, span=self.span(meta)
        )

    def copy_exception(self, meta: Meta, children: list[Any]) -> ast.CopyException:
        """「黒の4/4のゾンビであることを除き、」, 「伝説でないことを除き、」, 「速攻を持つことと
        …ことを除き」: the copy's own characteristics, each difference before 「こと」."""
        parts: list[Any] = []
        for child in children:
            parts.extend(child.parts if isinstance(child, ast.AllOf) else [child])
        the_copy = THE_COPY in parts
        parts = [p for p in parts if p != THE_COPY]
        legendary = [p for p in parts if isinstance(p, ast.Negated) and is_legendary(p.filter)]
        legendary += [p for p in parts if p == NOT_LEGENDARY]  # 「伝説でなく…」
        parts = [p for p in parts if p not in legendary]
        kinds = (CHARACTERISTICS, GRANTED, InAddition, StartingLoyalty)
        if not all(isinstance(p, kinds) for p in parts):
            raise ParseError("expected how the copy differs", text=self.text, offset=meta.start_pos)
        addition = self.first(parts, InAddition)
        written = self.text[meta.start_pos : meta.end_pos]
        return ast.CopyException.model_construct(
            in_addition=addition is not None,
            not_legendary=bool(legendary),
            abilities=[p for p in parts if isinstance(p, GRANTED)],
            written=addition.possessive if addition is not None else None,
            no_comma=not written.endswith("、"),
            the_copy=the_copy,
            with_abilities="であり" in written,
            starting_loyalty=self.copy_loyalty(parts),
            te_form="ことを除いて" in written,
            span=self.span(meta),
            **characteristics(parts),
        )

    def copy_subject(self, meta: Meta, children: list[Any]) -> str:
        return THE_COPY

    def in_addition(self, meta: Meta, children: list[Any]) -> InAddition:
        """「(それの)他のタイプに加えて」, with the possessive as written."""
        written = self.text[meta.start_pos : meta.end_pos]
        return InAddition(written.split("他の")[0])

    def cost_change_yours(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「あなたがＸを唱えるためのコスト」: "X you cast cost …"."""
        obj, *rest = children
        if isinstance(obj, ast.Objects):
            cast = ast.CastBy.model_construct(player=ast.You.model_construct())
            obj = obj.model_copy(update={"filter": all_of([obj.filter, cast])})
        return self.cost_change(meta, [obj, *rest])

    def there_are(self, meta: Meta, children: list[Any]) -> ast.ThereAre:
        """「あなたの墓地にＸが２枚以上ある」: "there are two or more X in your graveyard"."""
        zone, objects, count = children
        where = ast.InZone.model_construct(zone=zone)
        objects = objects.model_copy(
            update={
                "quantifier": "at least",
                "count": count,
                "filter": all_of([objects.filter, where]),
            }
        )
        return ast.ThereAre.model_construct(objects=objects, span=self.span(meta))

    def object_in_zone(self, meta: Meta, children: list[Any]) -> ast.Condition:
        """「あなたの墓地に７枚以上のカードがある」: there are (the count before the noun);
        「あなたの墓地に血の刺客がある」: that object is in the zone."""
        zone, objects = children
        if isinstance(objects, ast.SelfRef | ast.Ref):
            where = ast.InZone.model_construct(zone=zone)
            return ast.ObjectIs.model_construct(object=objects, filter=where, span=self.span(meta))
        if not (isinstance(objects, ast.Objects) and objects.quantifier == "at least"):
            raise ParseError(
                "expected a count: 「…に７枚以上の…がある」", text=self.text, offset=meta.start_pos
            )
        node = self.there_are(meta, [zone, objects, objects.count])
        return node.model_copy(update={"count_first": True})

    def in_each_zone(self, meta: Meta, children: list[Any]) -> ast.InEachZone:
        """「…が追放領域とあなたの手札と…と戦場のいずれにもある」: one in each place."""
        objects, *zones = children
        return ast.InEachZone.model_construct(objects=objects, zones=zones, span=self.span(meta))

    def battlefield_zone(self, meta: Meta, children: list[Any]) -> ast.Zone:
        """「戦場」 in a list of zones."""
        return ast.Zone.model_construct(name="battlefield", span=self.span(meta))

    def object_in_zone_first(self, meta: Meta, children: list[Any]) -> ast.ObjectIs:
        """「死の達人があなたの墓地にある」: "if Master of Death is in your graveyard"."""
        obj, zone = children
        where = ast.InZone.model_construct(zone=zone)
        return ast.ObjectIs.model_construct(
            object=obj, filter=where, object_first=True, span=self.span(meta)
        )

    def cost_change_for_each(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「この呪文を唱えるためのコストは、Ｘ１つにつき(１)少なくなる」."""
        obj, for_each, symbols, direction = children
        return self.cost_change(meta, [obj, symbols, direction, for_each])

    def ability_cost_change(self, meta: Meta, children: list[Any]) -> ast.CostChange:
        """「この能力を起動するためのコストは、Ｘ１つにつき(１)少なくなる」."""
        for_each, symbols, direction = children
        return ast.CostChange.model_construct(
            object=ast.SelfRef.model_construct(),
            symbols=str(symbols),
            reduce=direction == "less",
            action="activate",
            for_each=for_each,
            span=self.span(meta),
        )
