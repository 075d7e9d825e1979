"""The builder methods of the abilities family (``scryc.ast.abilities``) that both
grammars share."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark.tree import Meta

from ... import ast
from ..base import (
    AMOUNTS,
    CONDITIONS,
    COSTS,
    DURING,
    DURING_OPPONENTS_TURN,
    DURING_YOUR_TURN,
    EFFECT_ONCE,
    ONCE,
    ActivationRule,
    Otherwise,
    ThenSentence,
    WhereX,
    all_of,
    flat,
    flatten_sequence,
    marker,
)
from ..errors import ParseError
from .chosen_targets import fold_chosen_targets
from .combining import above
from .text import NOT_SENTENCES

#: Continuous effects that last as long as the static ability they stand in.
STANDING = ast.Kinds(
    "EntersTapped",
    "EntersWithCounters",
    "EntersTappedWithCounters",
    "CostChange",
    "CanBeCommander",
    "LosesType",
    "LookAnyTime",
    "HasControl",
    "KeywordCost",
    "LookAdditional",
    "ChooseNotToUntap",
    "PTEqualTo",
    "PlayRevealed",
)
#: Continuous effects that are static when written without a duration.
LASTING = ast.Kinds(
    "AdditionalLandPlays",  # "… each turn"
    "LoyaltyTwice",
    "ModifyPT",
    "BasePT",
    "GainAbility",
    "LoseAbility",
    "EveryType",
    "KeepUnspentMana",
    "Restriction",
    "MustBlock",
    "CrewsAsThough",
)
#: Nodes tested for in every ability, named so that their modules load only once one is made.
SEQUENCE = ast.Kinds("Sequence")
CONDITIONAL = ast.Kinds("Conditional")
FOR_EACH = ast.Kinds("ForEach")
COST_CHANGE = ast.Kinds("CostChange")
ENTERS_WITH = ast.Kinds("EntersWithCounters")
REF = ast.Kinds("Ref")
SELF_REF = ast.Kinds("SelfRef")
PROTOTYPE = ast.Kinds("Prototype")
RESTRICTION = ast.Kinds("Restriction")
OPTIONAL = ast.Kinds("Optional_")
PLAY = ast.Kinds("Play")
#: A restriction's rule that lasts until a step (CR 502.3: "doesn't untap during its
#: controller's next untap step"): a one-shot effect's, never a static ability's.
NEXT_UNTAP = "next untap step"


@marker
class AnyPlayer:
    """ "Any player may activate this ability" before it is folded into
    :class:`ast.ActivationRestriction`, with the Japanese words where not the usual ones."""

    written: str | None = None


def intervening_if(effect: Any) -> tuple[Any, Any]:
    """ "When …, if C, E": an "if" right after the trigger is an intervening if (CR 603.4),
    checked as the ability triggers and resolves, not a step of the effect."""
    first = effect.steps[0] if isinstance(effect, ast.Sequence) else effect
    if not isinstance(first, ast.Conditional) or first.otherwise is not None:
        return None, effect
    # "When …, draw a card if C", 「…ないかぎり、…」 ("… unless C"): checked on resolution only
    if first.condition_last or first.unless:
        return None, effect
    # "if you do", "if this is the first time this ability has resolved": on resolution only
    if isinstance(first.condition, (ast.IfYouDo, ast.IfYouDont, ast.AbilityResolved)):
        return None, effect
    if isinstance(effect, ast.Sequence):
        return first.condition, effect.model_copy(
            update={"steps": [first.effect, *effect.steps[1:]]}
        )
    return first.condition, first.effect


def attach_otherwise(parts: list[Any], text: str) -> list[Any]:
    """Fold each "Otherwise, …" sentence into the conditional step before it (which may be a
    sentence of its own that opens with "Then")."""
    out: list[Any] = []
    for part in parts:
        if not isinstance(part, Otherwise):
            out.append(part)
            continue
        last = out[-1] if out else None
        effect = last.effect if isinstance(last, ThenSentence) else last
        if not isinstance(effect, ast.Conditional):
            raise ParseError("'Otherwise' with no 'If' before it", text=text, offset=part.start)
        effect = effect.model_copy(
            update={"otherwise": part.effect, "otherwise_written": part.written}
        )
        out[-1] = replace(last, effect=effect) if isinstance(last, ThenSentence) else effect
    return out


def is_static(effect: ast.Node) -> bool:
    """A continuous effect with no duration can only come from a static ability."""
    if isinstance(effect, ENTERS_WITH) and isinstance(effect.object, REF):
        return False  # "It enters with …", "that creature …": about an object named before
    if isinstance(effect, STANDING):
        return True
    if isinstance(effect, RESTRICTION) and NEXT_UNTAP in effect.rule:
        return False  # "doesn't untap during its controller's next untap step": until then
    if isinstance(effect, (OPTIONAL, PLAY)):
        return casts_itself(effect)
    if isinstance(effect, SEQUENCE):
        return all(is_static(step) for step in effect.steps)
    if isinstance(effect, LASTING):
        return effect.duration is None
    if isinstance(effect, FOR_EACH):  # "… gets +1/+1 for each …"
        return is_static(effect.effect)
    if isinstance(effect, CONDITIONAL):  # "~ can't attack if …", "~ enters with … if …"
        plain = effect.otherwise is None and not effect.instead and not effect.unless
        after_step = isinstance(effect.condition, (ast.IfYouDo, ast.IfYouDont))
        return plain and not after_step and is_static(effect.effect)
    return False


def casts_itself(effect: ast.Node) -> bool:
    """ "You may cast this spell without paying its mana cost", "… as though it had flash if
    …": a permission to cast the card itself, which works while the card is in your hand, so
    a static ability's (CR 113.6, 601.3), on an instant or sorcery too; so is "you may begin
    the game with it on the battlefield", which works while the card is in the opening hand
    (CR 103.6a, 113.6b)."""
    while isinstance(effect, (OPTIONAL, CONDITIONAL)) and not getattr(effect, "otherwise", None):
        effect = effect.effect
    if isinstance(effect, ast.BeginGameWith):
        return True
    return isinstance(effect, PLAY) and isinstance(effect.object, SELF_REF)


def own_cost_rule(effect: Any) -> tuple[Any, Any]:
    """An activated ability's effect and, apart, its last sentence when that is a rule about
    the ability's own cost ("This ability costs {1} less to activate for each …", "If …,
    this ability costs {2} less to activate"), which applies as it is activated (CR 602.2b)."""
    if not isinstance(effect, SEQUENCE) or effect.joins[-1] != "sentence":
        return effect, None
    last = effect.steps[-1]
    rule = last.effect if isinstance(last, CONDITIONAL) and last.otherwise is None else last
    if not (
        isinstance(rule, COST_CHANGE)
        and rule.action == "activate"
        and isinstance(rule.object, SELF_REF)  # "this ability" / 「この能力」
    ):
        return effect, None
    rest = flatten_sequence(effect.steps[:-1], effect.joins[:-1], effect.connectives[:-1])
    return rest, last


def static_of(effect: Any, reminder: list[Any], span: ast.Span | None) -> ast.StaticAbility:
    """The static ability of a line with no trigger and no cost; "… can't block unless …"
    applies while its condition is false."""
    if isinstance(effect, CONDITIONAL) and effect.unless:
        return ast.StaticAbility.model_construct(
            effect=effect.effect,
            condition=effect.condition,
            unless=True,
            reminder=reminder,
            span=span,
        )
    return ast.StaticAbility.model_construct(effect=effect, reminder=reminder, span=span)


class CommonAbilities:
    """The abilities methods both builders share."""

    def body(self, children: list[Any]) -> ast.Effect:
        """Sentences of a resolving ability, in printed order, joined by "sentence"."""
        parts = attach_otherwise(
            [c for c in children if isinstance(c, ast.Node | ThenSentence | Otherwise)],
            self.text,
        )
        parts = [p for p in parts if not isinstance(p, NOT_SENTENCES)]
        joins = ["then" if isinstance(p, ThenSentence) else "sentence" for p in parts[1:]]
        written = [p.connective if isinstance(p, ThenSentence) else self.full_stop for p in parts]
        steps = [p.effect if isinstance(p, ThenSentence) else p for p in parts]
        return flatten_sequence(*fold_chosen_targets(steps, joins, written[1:]))

    def then_sentence(self, meta: Meta, children: list[Any]) -> ThenSentence:
        return ThenSentence(children[0], self.then_written(meta))

    def otherwise(self, meta: Meta, children: list[Any]) -> Otherwise:
        written = self.words(meta).split(",")[0]  # "if it doesn't"; None for "Otherwise"
        return Otherwise(children[0], meta.start_pos, written if written[:3] == "if " else None)

    def start(self, meta: Meta, children: list[Any]) -> ast.CardText:
        """The abilities, a prototype first (Japanese prints it last, on a face of its own)."""
        prototypes = [c for c in children if isinstance(c, PROTOTYPE)]
        rest = [c for c in children if not isinstance(c, PROTOTYPE)]
        abilities = prototypes + rest
        if self.above:
            abilities = [above(a, i) for i, a in enumerate(abilities)]
        return ast.CardText.model_construct(
            abilities=abilities, lang=self.lang, span=self.span(meta)
        )

    def keyword_list(self, meta: Meta, children: list[Any]) -> ast.KeywordList:
        return ast.KeywordList.model_construct(
            keywords=self.nodes(flat(children), ast.Keyword),
            reminder=self.reminders(children),
            span=self.span(meta),
        )

    def keyword(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        name, *rest = children
        arg = rest[0] if rest else None
        return ast.Keyword.model_construct(
            name=name,
            case=self.keyword_case(self.text[meta.start_pos : meta.start_pos + len(name)]),
            cost=arg if isinstance(arg, COSTS) else None,
            amount=arg if isinstance(arg, AMOUNTS) else None,
            filter=arg if arg is not None and not isinstance(arg, (COSTS, AMOUNTS)) else None,
            span=self.span(meta),
        )

    def keyword_controlled(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Enchant creature you control" / 「エンチャント（あなたがコントロールしている
        クリーチャー）」: the filter and who controls it."""
        name, *parts = children
        noun = next(p for p in parts if not isinstance(p, ast.ControlledBy))
        controlled = next(p for p in parts if isinstance(p, ast.ControlledBy))
        return self.keyword(meta, [name, all_of([noun, controlled], head=0)])

    def keyword_player(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Enchant player" / 「エンチャント（プレイヤー）」."""
        name, player = children
        return self.keyword(meta, [name]).model_copy(update={"player": player})

    def keyword_amount_cost(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Suspend 4—{U}", "Awaken 3—{4}{W}" / 「待機４ ― (青)」."""
        name, amount, cost = children
        keyword = self.keyword(meta, [name, amount])
        return keyword.model_copy(update={"cost": cost})

    def keyword_costs(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Escape—{3}{B}{B}, Exile four other cards from your graveyard."."""
        name, *costs = children
        keyword = self.keyword(meta, [name])
        return keyword.model_copy(update={"costs": costs})

    def keyword_filter_cost(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Splice onto Arcane {1}{U}" / 「連繋（秘儀）(１)(青)」 (CR 702.47): a keyword with
        a quality and a cost."""
        name, quality, cost = children
        return self.keyword(meta, [name, quality]).model_copy(update={"cost": cost})

    def keyword_filter_first(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """「ハーフリングに装備(１)」: "Equip Halfling {1}", the quality first."""
        quality, name, cost = children
        return self.keyword_filter_cost(meta, [name, quality, cost])

    def partner_with(self, meta: Meta, children: list[Any]) -> ast.Keyword:
        """ "Partner with Blaring Recruiter" / 「《吹鳴する徴募兵》との共闘」."""
        (name,) = children
        return ast.Keyword.model_construct(
            name="partner with",
            card_name=str(name),
            case=self.keyword_case(self.text[meta.start_pos : meta.start_pos + 7]),
            span=self.span(meta),
        )

    def this_ability(self, meta: Meta, children: list[Any]) -> ast.ThisAbility:
        """ "this ability" / 「この能力」, 「それがこの能力」 (the copy named before it)."""
        subject = self.text[meta.start_pos : meta.end_pos].startswith("それ")
        return ast.ThisAbility.model_construct(subject=subject, span=self.span(meta))

    def keyword_name(self, meta: Meta, children: list[Any]) -> str:
        return self.words(meta)

    def spell_ability(self, meta: Meta, children: list[Any]) -> ast.Node:
        """Sentences of instructions; a lone continuous effect with no duration is static."""
        effect, reminder, span = self.body(children), self.reminders(children), self.span(meta)
        unless = isinstance(effect, CONDITIONAL) and effect.unless  # "… can't block unless …"
        if is_static(effect) or (unless and is_static(effect.effect)):
            return static_of(effect, reminder, span)
        return ast.SpellAbility.model_construct(effect=effect, reminder=reminder, span=span)

    def static_ability(self, meta: Meta, children: list[Any]) -> ast.StaticAbility:
        condition = self.first(children, CONDITIONS)
        return ast.StaticAbility.model_construct(
            condition=condition,
            effect=self.body([c for c in children if not isinstance(c, CONDITIONS)]),
            reminder=self.reminders(children),
            condition_last="as long as" if condition and children[0] is not condition else None,
            span=self.span(meta),
        )

    def activated_ability(self, meta: Meta, children: list[Any]) -> ast.ActivatedAbility:
        loyalty = next((c for c in children if type(c) is str), None)
        effect, cost_rule = own_cost_rule(self.body(children))
        written = self.text[meta.start_pos : meta.end_pos].lstrip()
        bare = loyalty is not None and not written.startswith("[")
        return ast.ActivatedAbility.model_construct(
            loyalty_written=re.split("[:：]", written, maxsplit=1)[0] if bare else None,
            restriction=next(
                (c.restriction for c in children if isinstance(c, ActivationRule)), None
            ),
            loyalty=loyalty,
            costs=self.nodes(children, COSTS),
            effect=effect,
            cost_rule=cost_rule,
            reminder=self.reminders([c for c in children if c is not loyalty]),
            span=self.span(meta),
        )

    def activation_rule(self, meta: Meta, children: list[Any]) -> ActivationRule:
        timings = ("sorcery", "once each turn", *ast.ACTIVATION_LIMITS)
        timing = next((c for c in children if c in timings), None)
        if "sorcery" in children and "once each turn" in children:  # both limits
            timing = ast.SORCERY_ONCE
        condition = self.first(children, CONDITIONS)
        during = next((c for c in children if c in ("your turn", "your upkeep")), None)
        named = (*timings, "your turn", "your upkeep")
        window = next((c for c in children if type(c) is str and c not in named), None)
        anyone = next((c for c in children if isinstance(c, AnyPlayer)), None)
        restriction = ast.ActivationRestriction.model_construct(
            timing=timing,
            condition=condition,
            during=during,
            window=window,
            any_player=anyone is not None,
            any_player_written=anyone.written if anyone is not None else None,
            span=self.span(meta),
        )
        return ActivationRule(restriction)

    def activation_rule_sorcery_first(self, meta: Meta, children: list[Any]) -> ActivationRule:
        """ "Activate only as a sorcery and only if …" / 「ソーサリーとしてのみ、かつ、…ときにのみ
        起動できる。」: the timing and the condition, in the order written."""
        rule = self.activation_rule(meta, children)
        return ActivationRule(rule.restriction.model_copy(update={"sorcery_first": True}))

    def activation_window(self, meta: Meta, children: list[Any]) -> str:
        """ "during your turn" / 「あなたのターンの間」: "your turn" or "your upkeep"."""
        written = self.text[meta.start_pos : meta.end_pos]
        return "your upkeep" if "upkeep" in written or "アップキープ" in written else "your turn"

    def sorcery_speed(self, meta: Meta, children: list[Any]) -> str:
        return "sorcery"

    def once_each_turn(self, meta: Meta, children: list[Any]) -> str:
        return "once each turn"

    def times_each_turn(self, meta: Meta, children: list[Any]) -> str:
        """ "(no more than) twice each turn" / 「毎ターン２回までしか起動できない」: the limit in
        English words ("twice each turn", "three times each turn")."""
        written = self.words(meta)
        for limit, marks in ast.ACTIVATION_LIMITS.items():
            if any(mark in written for mark in marks):
                return limit
        raise ParseError(
            "an activation limit of two or three", text=self.text, offset=meta.start_pos
        )

    def effect_limit(self, meta: Meta, children: list[Any]) -> str:
        """ "Do this only once each turn." / 「これは毎ターン１回のみ行える。」."""
        return EFFECT_ONCE

    def loyalty(self, meta: Meta, children: list[Any]) -> str:
        """ "[+1]", "+1", "[−X]" / 「[+1]」: the loyalty cost as "+1", "-X"."""
        return self.words(meta).strip("[] ").replace("−", "-").upper()

    def trigger_during(self, meta: Meta, children: list[Any]) -> str:
        """ "during your turn" / 「あなたのターン中に」 after or before a trigger."""
        return DURING_YOUR_TURN

    def trigger_during_opponents(self, meta: Meta, children: list[Any]) -> str:
        """ "during an opponent's turn" / 「対戦相手のターン中に」 after or before a trigger."""
        return DURING_OPPONENTS_TURN

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredAbility:
        duration = self.first(children, ast.Duration)  # "… this turn," / 「このターン、…」
        said = [c for c in children if type(c) is str and c in DURING]
        during = DURING[said[0]] if said else None
        trigger, *rest = [c for c in children if c is not duration and c not in said]
        condition = rest[0] if rest and isinstance(rest[0], CONDITIONS) else None
        if condition is not None:
            rest = rest[1:]
        effect = self.body(rest)
        if condition is None:
            condition, effect = intervening_if(effect)
        return ast.TriggeredAbility.model_construct(
            once_each_turn=ONCE in children,
            effect_once_each_turn=EFFECT_ONCE in children,
            trigger=trigger,
            condition=condition,
            effect=effect,
            reminder=self.reminders(rest),
            word=self.trigger_word(meta, trigger),
            duration=duration,
            during=during,
            span=self.span(meta),
        )

    def where_x(self, meta: Meta, children: list[Any]) -> WhereX:
        """ "…, where X is N"; "X is N." / 「ＸはＮに等しい。」 after the choice of a modal, or
        (Japanese) after the sentence that uses X."""
        return WhereX(children[0])

    x_definition = where_x

    def trigger_limit(self, meta: Meta, children: list[Any]) -> str:
        return "once each turn"

    def conditional_instead(self, meta: Meta, children: list[Any]) -> ast.Effect:
        """ "If …, draw two cards instead", "If …, instead draw …" / 「…なら、代わりに…」."""
        node = self.conditional(meta, children)
        source = self.text[meta.start_pos : meta.end_pos]
        written = {
            "instead": True,
            "instead_first": re.search(r",\s*instead\b", source) is not None,
            "instead_comma": "代わりに、" in source,
        }
        if isinstance(node, ast.Sequence):  # Japanese: the condition governs its sentence
            first = node.steps[0].model_copy(update=written)
            return node.model_copy(update={"steps": [first, *node.steps[1:]]})
        return node.model_copy(update=written)
