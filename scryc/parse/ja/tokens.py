"""Japanese builder methods of the tokens family (``scryc.ast.tokens``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token
from lark.tree import Meta

from ... import ast
from ...ast.base import span_at
from ..base import GRANTED, PLAYERS, Quantifier, flatten_sequence, marker
from ..common.tokens import NOT_LEGENDARY, StartingLoyalty
from ..errors import ParseError
from .base import CHARACTERISTICS, InAddition, TargetDeclaration, characteristics
from .lexer import NESTED
from .object_actions import TAPPED_ATTACKING

#: 「そのコピーが…ことを除き」: the copy is the subject of its difference.
THE_COPY = "the copy"


def is_legendary(node: Any) -> bool:
    """「伝説」 (the supertype), as 「伝説でない」 negates it."""
    return isinstance(node, ast.Subtype) and node.name in ("legendary", "伝説")


@marker
class MoveCausative:
    """「移動させる」 (rather than 「移動する」)."""


@dataclass(frozen=True)
class DividedAs:
    """「望むように」, 「好きなように」, 「あなたの望むように」: how a division is said."""

    words: str


@dataclass(frozen=True)
class DividedTotal:
    """「３個分を（あなたの望むように）割り振る。」: the total divided among the targets
    declared before it (「個」 counters, 「点」 damage), and how the division is said."""

    amount: Any
    damage: bool
    words: str


class Tokens:
    """The Japanese builder's tokens methods."""

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

    def enters_tapped_first_with_counters(
        self, meta: Meta, children: list[Any]
    ) -> ast.EntersTappedWithCounters:
        """「…はタップ状態かつ+1/+1カウンター２個が置かれた状態で戦場に出る」."""
        node = self.enters_tapped_with_counters(meta, children)
        return node.model_copy(update={"order_ja": "tapped_first"})

    def enters_tapped_with_counters_upon(
        self, meta: Meta, children: list[Any]
    ) -> ast.EntersTappedWithCounters:
        """「…はその上に枯渇カウンターが２個置かれ、タップ状態で戦場に出る」."""
        node = self.enters_tapped_with_counters(meta, children)
        return node.model_copy(update={"order_ja": "upon"})

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

    def create_token_attacking(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """「…トークン１体を[タップ状態かつ]攻撃している状態で生成する」."""
        node = self.create_token(meta, [c for c in children if c != TAPPED_ATTACKING])
        update = {"attacking": True, "tapped": TAPPED_ATTACKING in children}
        return node.model_copy(update={"token": node.token.model_copy(update=update)})

    def create_token(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """「…トークン１体を生成する」: the object description is the token's; the number is
        its count, or comes first (「…に等しい数の、…トークンを生成する」)."""
        if self.first(children, Quantifier) is not None:  # 「…のコピーであるトークン１体」
            return self.create_token_copy(meta, children)
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
        name = next((p for p in parts if isinstance(p, ast.Named) and not p.self_name), None)
        token = ast.TokenSpec.model_construct(
            named=name is not None,
            # the name as written (TokenSpec.name is surface; Named.name may hold the English)
            name=(name.written or name.name) if name is not None else None,
            name_form=self.name_form(name),
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
        before = self.text[meta.start_pos : obj.span.start] if len(children) > 1 else "、"
        return ast.CreateToken.model_construct(
            amount=amount,
            token=token,
            counter=counter,
            no_comma=not before.endswith("、"),
            span=self.span(meta),
        )

    def name_form(self, name: ast.Named | None) -> str | None:
        """「という名前で」, 「という名前で、」 as written (None: 「《…》という名前の」)."""
        written = self.text[name.span.start : name.span.end] if name and name.span else ""
        return next((f for f in ("で、", "で") if written.endswith(f)), None)

    def pt_stats(self, meta: Meta, children: list[Any]) -> str:
        return "power and toughness" if "と" in self.source(meta) else self.words(meta)

    def pt_equal_to(self, meta: Meta, children: list[Any]) -> ast.PTEqualTo:
        node = super().pt_equal_to(meta, children)
        between = self.text[meta.start_pos : node.amount.span.start] if node.amount.span else ""
        commas = ["は、" in between, "それぞれ、" in between]
        return node.model_copy(update={"commas": commas})

    def without_subject(self, meta: Meta, children: list[Any], action: str) -> list[Any]:
        """The children after a subject (「あなたは」), which must be you: the counter nodes
        have no player."""
        if children and isinstance(children[0], PLAYERS):
            player, *children = children
            if not isinstance(player, ast.You):
                raise ParseError(
                    f"{action}: a player other than you", text=self.text, offset=meta.start_pos
                )
        return children

    def put_counters(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        """「(あなたは)…の上に…カウンター１個を置く」."""
        children = self.without_subject(meta, children, "put counters")
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

    def put_counters_for_each(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        """「それの上に、…１体につき+1/+1カウンター１個を置く」: "put a +1/+1 counter on it for
        each …", the counted objects written inside the step."""
        place, counted, counter, amount = self.without_subject(meta, children, "put counters")
        put = ast.PutCounters.model_construct(
            amount=amount, counter=counter, object=place, comma=True, span=self.span(meta)
        )
        node = self.for_each(meta, [counted, put])  # type: ignore[attr-defined]
        return node.model_copy(update={"inside": True, "no_comma": True})  # type: ignore[no-any-return]

    def put_counter_kinds(self, meta: Meta, children: list[Any]) -> ast.PutCounterKinds:
        """「(あなたは)…の上に+1/+1カウンター１個と絆魂カウンター１個を置く」."""
        children = self.without_subject(meta, children, "put counters")
        return super().put_counter_kinds(meta, children)  # type: ignore[misc, no-any-return]

    def put_counters_place_after(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        """「その点数に等しい数の+1/+1カウンターをこれの上に置く」: the place after the counters
        (the renderer writes it first)."""
        return self.put_counters(meta, children)

    def divided_as(self, meta: Meta, children: list[Any]) -> DividedAs:
        return DividedAs(self.source(meta))

    def put_counters_divided(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        """「それらの上に+1/+1カウンター３個を望むように割り振って置く」: how the division is
        said, as written."""
        said = next((c.words for c in children if isinstance(c, DividedAs)), "")
        kept = [c for c in children if not isinstance(c, DividedAs)]
        node = super().put_counters_divided(meta, kept)
        update: dict[str, Any] = {"divided_as": said}
        group = node.object
        if isinstance(group, ast.Objects) and group.bare and group.quantifier == "a":
            # 「…がコントロールしているクリーチャーの上に…割り振って置く」: among any number of
            # them, as English says ("among any number of creatures …")
            update["object"] = group.model_copy(update={"quantifier": "any number"})
        return node.model_copy(update=update)

    def divided_total(self, meta: Meta, children: list[Any]) -> DividedTotal:
        said = next((c.words for c in children if isinstance(c, DividedAs)), "")
        damage = self.text[children[0].span.end :].startswith("点")
        return DividedTotal(children[0], damage, said)

    def put_counters_share(self, meta: Meta, children: list[Any]) -> ast.PutCounters:
        """「それらの上にその割り振った個数の+1/+1カウンターを置く」: the amount is the total
        divided in the sentence before (:meth:`target_divided`)."""
        place, counter = children
        return ast.PutCounters.model_construct(
            amount=None, counter=counter, object=place, divided=True, span=self.span(meta)
        )

    def deal_damage_share(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        """「〈名〉はそれらにその割り振った点数のダメージを与える」: see :meth:`target_divided`."""
        source, recipient = children
        return ast.DealDamage.model_construct(
            source=source, amount=None, recipient=recipient, divided=True, span=self.span(meta)
        )

    def target_divided(self, meta: Meta, children: list[Any]) -> TargetDeclaration:
        """「…を対象とし、３個分を割り振る。それらの上にその割り振った個数の…カウンターを
        置く。」, 「…を対象とし、４点分を割り振る。〈名〉はそれらにその割り振った点数のダメージ
        を与える。」: the total divided among the targets (CR 601.2d)."""
        target, total, effect = children
        if total.damage != isinstance(effect, ast.DealDamage):
            raise ParseError("a total of another unit", text=self.text, offset=meta.start_pos)
        update: dict[str, Any] = {"amount": total.amount, "divided_first": True}
        if total.damage and total.words not in ("あなたの望むように", ""):
            raise ParseError("damage divided so", text=self.text, offset=meta.start_pos)
        if total.damage:
            update["divided_by"] = total.words.removesuffix("望むように")
        else:
            update["divided_as"] = total.words
        return TargetDeclaration(target, effect.model_copy(update=update))

    def move_causative(self, meta: Meta, children: list[Any]) -> MoveCausative:
        return MoveCausative()

    def move_counters(self, meta: Meta, children: list[Any]) -> ast.MoveCounters:
        """「(あなたは)Aの上から…カウンター１個をBの上に移動する」: the source as written
        (「Aの上から」, 「Aから」, 「Aの上に置かれている」, 「Aに置かれている」)."""
        children = self.without_subject(meta, children, "move counters")
        causative = any(type(c) is MoveCausative for c in children)
        kept = [self.token_number(c) for c in children if type(c) is not MoveCausative]
        node = super().move_counters(meta, kept)
        after = self.text[node.source.span.end : meta.end_pos] if node.source.span else ""
        on_top = after.startswith(("の上", "上"))
        after = after.removeprefix("の上").removeprefix("上")
        form = ("from" if on_top else "bare") if after.startswith("から") else "on"
        if form == "on" and not on_top:
            form = "on_bare"
        return node.model_copy(update={"source_form": form, "causative": causative})

    def token_number(self, child: Any) -> Any:
        """A count written as a bare NUMBER token (「…カウンター１個を」) as a Number."""
        if not (isinstance(child, Token) and child.type == "NUMBER"):
            return child
        span = span_at(child.start_pos, child.end_pos)
        return ast.Number.model_construct(value=int(child), span=span)

    def move_counters_count_after(self, meta: Meta, children: list[Any]) -> ast.MoveCounters:
        """「Aから+1/+1カウンターを１個その上に移動する」: the count after 「を」."""
        return self.move_counters(meta, children).model_copy(update={"count_after": True})

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

    #: 「それのコピーであるトークン１体をタップ状態で生成する」, 「…を[タップ状態かつ]攻撃して
    #: いる状態で生成する」: as any token (:meth:`create_token` reads the copy).
    create_token_copy_tapped = create_token_tapped
    create_token_copy_attacking = create_token_attacking

    def player_creates_token_copy(self, meta: Meta, children: list[Any]) -> ast.CreateToken:
        """「そのプレイヤーはそのカードのコピーであるトークン１体を生成する」: someone other
        than the acting player creates it."""
        exception = self.first(children, ast.CopyException)
        rest = [c for c in children if c is not exception]
        player = rest.pop(0) if len(rest) == 3 else self.acting_you(meta)
        node = self.create_token_copy(meta, [exception, *rest] if exception else rest)
        return node.model_copy(update={"player": player})

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
        if addition is not None and addition.colors:  # no field says the colors are kept
            raise ParseError("expected how the copy differs", text=self.text, offset=meta.start_pos)
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
