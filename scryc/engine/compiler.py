"""The closure compiler: AST → a tree of ``ops`` calls → closures, once, ahead of time.

Every AST node kind either compiles or raises :class:`CompileError` naming the kind: the
compiler never drops an instruction. References ("it", "that card", "that many") are bound
here to the most recent object or number the same ability introduced (matching the noun
where one is given); targets are numbered per ability (across the lines of a spell).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import TypeGuard

from .. import ast as A
from ..parse import ParseError, parse
from .abilities import CompiledCard
from .ir import Call, Value, build, call
from .turns import DOESNT_UNTAP

EVERGREEN = frozenset(
    {
        "deathtouch", "defender", "devoid", "double strike", "first strike", "flash", "flying",
        "haste", "hexproof", "indestructible", "lifelink", "menace", "partner", "reach",
        "shroud", "trample", "vigilance",
        "changeling",  # every creature type (CR 702.73a), read by characteristics.subtypes
    }
)  # fmt: skip
CARD_TYPES = frozenset(
    {
        "artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
        "planeswalker", "sorcery",
    }
)  # fmt: skip
#: Restrictions the engine enforces (turns.py), as the rules it checks.
RESTRICTION_RULES: dict[str, tuple[str, ...]] = {
    "can't attack": ("can't attack",),
    "can't block": ("can't block",),
    "can't be blocked": ("can't be blocked",),
    "can't attack or block": ("can't attack", "can't block"),
    DOESNT_UNTAP: (DOESNT_UNTAP,),
}
ALL_ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "stack")
#: What "<player> <did> this turn" can ask of the game's record (ActedThisTurn.actions).
ACTIONS_THIS_TURN = frozenset({"attack", "gain life", "lose life", "surveil", "descend"})
#: A one-shot effect on the permanent, not a lasting rule (CR 502.3: it skips one untap).
SKIP_NEXT_UNTAP = "doesn't untap during its controller's next untap step"
PREDEFINED_TOKENS = {
    "Treasure": ("Artifact — Treasure", "{T}, Sacrifice this artifact: Add one mana of any color."),
    "Food": ("Artifact — Food", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
    "Clue": ("Artifact — Clue", "{2}, Sacrifice this artifact: Draw a card."),
    "Blood": (
        "Artifact — Blood",
        "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",
    ),
    "Sorcerer Role": (
        "Enchantment — Aura Role",
        'Enchant creature\nEnchanted creature gets +1/+1 and has "Whenever this creature '
        'attacks, scry 1."',
    ),
    "Monster Role": (
        "Enchantment — Aura Role",
        "Enchant creature\nEnchanted creature gets +1/+1 and has trample.",
    ),
    "Royal Role": (
        "Enchantment — Aura Role",
        "Enchant creature\nEnchanted creature gets +1/+1 and has ward {1}.",
    ),
}
STEPS = {
    "upkeep": "upkeep",
    "draw step": "draw",
    "end step": "end",
    "precombat main phase": "precombat main",
    "combat": "beginning of combat",
    "end of combat": "end of combat",
}
DURATIONS = ("until end of turn", "this turn", "until your next turn")
CASTING_COSTS = ("kicker", "buyback", "flashback")
ON_OBJECTS = (A.ModifyPT, A.GainAbility, A.Restriction, A.LosesType, A.Play, A.Becomes, A.BasePT)
SUPERTYPES = frozenset({"basic", "legendary", "snow", "world"})


def _body(
    effect: Call, targets: tuple[Call, ...] = (), modals: tuple[Call, ...] = (), slots: int = 0
) -> Call:
    """``ops.body(…)``, with keyword arguments where they differ from the defaults."""
    kwargs: dict[str, Value] = {}
    if targets:
        kwargs["targets"] = targets
    if modals:
        kwargs["modals"] = modals
    if slots:
        kwargs["slots"] = slots
    return call("body", effect, **kwargs)


def _target(
    index: int,
    description: str,
    pred: Call,
    zones: tuple[str, ...],
    players: bool,
    minimum: Call,
    maximum: Call,
    mode: tuple[int, int] | None = None,
) -> Call:
    """``ops.target(…)``, naming each argument so generated code reads well."""
    kwargs: dict[str, Value] = {"zones": zones, "players": players}
    kwargs |= {"minimum": minimum, "maximum": maximum}
    if mode is not None:
        kwargs["mode"] = mode
    return call("target", index, description, pred, **kwargs)


def _equip(cost: str, text: str) -> Call:
    """Equip {N}: "{N}: Attach to target creature you control. Equip only as a sorcery."."""
    one = call("number", 1)
    mine = call("all_of", call("card_type", "creature"), call("controlled_by", call("you")))
    target = _target(0, "target creature you control", mine, ("battlefield",), False, one, one)
    body = _body(call("attach", call("targets", 0)), (target,))
    return call("activated", body, (call("cost_mana", cost),), text, sorcery_speed=True)


def _cycling(cost: str, text: str) -> Call:
    """Cycling {N}: "{N}, Discard this card: Draw a card." (from the hand)."""
    discard = call("discard", call("you"), None, call("source"), None)
    costs = (
        call("cost_mana", cost),
        call("cost_effect", discard, call("source_in", "hand"), "Discard this card"),
    )
    body = _body(call("draw", call("you"), call("number", 1)))
    return call("activated", body, costs, text, zone="hand")


def _ward(cost: str, text: str) -> Call:
    """Ward {N}: "Whenever this becomes the target of a spell or ability an opponent
    controls, counter it unless that player pays {N}."."""
    body = _body(call("counter_unless_paid", 0, cost), slots=1)
    return call("triggered", body, call("on_targeted", True), None, text)


def _crew(power: int, text: str) -> Call:
    """Crew N: "Tap any number of other untapped creatures you control with total power N
    or greater: This permanent becomes an artifact creature until end of turn." (CR
    702.122a)."""
    retype = call("type_change", ("artifact", "creature"), (), False)
    body = _body(call("becomes", call("source"), "until end of turn", retype=retype))
    return call("activated", body, (call("cost_crew", power),), text)


KEYWORD_ABILITIES = {"equip": _equip, "cycling": _cycling, "ward": _ward}


class CompileError(Exception):
    """A node the compiler cannot turn into behaviour; ``kind`` names it."""

    def __init__(self, kind: str, detail: str = "", span: A.Span | None = None) -> None:
        self.kind = kind
        self.detail = detail
        self.span = span
        super().__init__(f"cannot compile {kind}" + (f": {detail}" if detail else ""))


@dataclass
class Binding:
    """Something a later reference can mean: an object (a slot or a target), a player,
    or a number."""

    what: str  # "object", "player", "number"
    nouns: frozenset[str]
    slot: int | None = None
    target: int | None = None
    itself: bool = False
    before: Binding | None = None

    def objects(self) -> Call:
        """The bound objects, as a selection (falling back to what the effect that fills the
        slot acted on, when that effect did not run)."""
        if self.itself:
            return call("source")
        if self.target is not None:
            return call("targets", self.target)
        if self.before is not None:
            return call("slot", self.slot, self.before.objects())
        return call("slot", self.slot)


@dataclass
class Scope:
    """Compile-time state of one ability: bindings, slots, targets, modes."""

    bindings: list[Binding] = field(default_factory=list)
    slots: int = 0
    targets: list[Call] = field(default_factory=list)
    modals: list[Call] = field(default_factory=list)
    mode: tuple[int, int] | None = None
    acting: bool = False
    modal_count: int = 0

    def new_slot(self) -> int:
        """A fresh slot index."""
        self.slots += 1
        return self.slots - 1

    def bind(self, what: str, nouns: frozenset[str], *, target: int | None = None) -> Binding:
        """Introduce an object/player/number a later reference can mean."""
        b = Binding(what, nouns, None if target is not None else self.new_slot(), target)
        self.bindings.append(b)
        return b

    def find(self, what: str, noun: str | None = None) -> Binding | None:
        """The most recent binding of that kind, preferring one that matches the noun."""
        kinds = [b for b in reversed(self.bindings) if b.what == what]
        if noun:
            wanted = {noun.lower(), noun.lower().rstrip("s")}
            for b in kinds:
                if b.nouns & wanted:
                    return b
        return kinds[0] if kinds else None


@dataclass(frozen=True)
class AbilityIR:
    """One compiled ability: its AST kind, its text and its call tree."""

    kind: str
    text: str
    tree: Call


def compile(node: A.CardText, text: str = "") -> CompiledCard:
    """Compile a card's AST into closures (built once; running them walks no AST).

    ``text`` is the card text the AST came from; it only labels abilities in traces.
    Raises :class:`CompileError` naming the first node kind that has no behaviour.
    """
    return build(card_tree(compile_abilities(node, text)))


def compile_abilities(node: A.CardText, text: str = "") -> list[AbilityIR]:
    """The call tree of each ability, in printed order (reminder-only lines have none)."""
    return Compiler(text).card(node)


def card_tree(abilities: list[AbilityIR]) -> Call:
    """The call that builds a CompiledCard from its abilities."""
    return call("card", *(a.tree for a in abilities))


class Compiler:
    """Turns one card's AST into call trees."""

    def __init__(self, text: str = "") -> None:
        self.text = text
        self.scope = Scope()
        #: "Choose one. X is …": the X of the modes being compiled.
        self.modal_x: A.Node | None = None
        #: "If there are three or more … counters on it, remove those counters": the counters
        #: the condition being compiled counts.
        self.counted: A.CountersOn | None = None
        #: Compiling a delayed trigger's trigger: "that creature" there is what the ability
        #: that sets it up bound.
        self.delaying = False

    # --- helpers ------------------------------------------------------------------------

    def snippet(self, node: A.Node, default: str = "") -> str:
        """The node's own text, when the card text is known."""
        if node.span is not None and self.text:
            return self.text[node.span.start : node.span.end].strip()
        return default

    def line_of(self, node: A.Node, default: str) -> str:
        """The text of the line a node is on, without its bullet ("• Draw a card.")."""
        spans = [n.span for n in node.walk() if n.span is not None]
        if not spans or not self.text:
            return default
        start = self.text.rfind("\n", 0, min(s.start for s in spans)) + 1
        end = self.text.find("\n", max(s.end for s in spans))
        line = self.text[start : end if end >= 0 else len(self.text)]
        return line.strip().lstrip("•").strip()

    def _dispatch(self, category: str, node: A.Node) -> Value:
        method: Callable[[A.Node], Value] | None = getattr(self, f"{category}_{node.kind}", None)
        if method is None:
            raise CompileError(node.kind, f"no {category} behaviour", node.span)
        return method(node)

    def body(self, effect: Call, first_target: int = 0, first_modal: int = 0) -> Call:
        """A body with the targets and modes declared since ``first_target``/``first_modal``
        (the lines of a spell share a scope; each line's body holds its own)."""
        s = self.scope
        targets, modals = s.targets[first_target:], s.modals[first_modal:]
        return _body(effect, tuple(targets), tuple(modals), s.slots)

    # --- abilities ----------------------------------------------------------------------

    def card(self, node: A.CardText) -> list[AbilityIR]:
        """Every ability of the card; the lines of a spell share one scope."""
        spell_scope = Scope()
        out = []
        for ability in node.abilities:
            inner = ability.ability if isinstance(ability, A.AbilityWordAbility) else ability
            if isinstance(inner, A.ReminderOnly):
                continue
            self.scope = spell_scope if isinstance(inner, A.SpellAbility) else Scope()
            tree = self.ability(inner)
            out.append(AbilityIR(ability.kind, self.snippet(ability), tree))
        return out

    def ability(self, node: A.Node) -> Call:
        """One ability (or a granted one) as a call tree."""
        tree = self._dispatch("ability", node)
        assert isinstance(tree, Call)
        return tree

    def ability_ability_word_ability(self, node: A.AbilityWordAbility) -> Call:
        return self.ability(node.ability)

    def ability_keyword_list(self, node: A.KeywordList) -> Call:
        return self.keywords(node.keywords, self.snippet(node))

    def ability_alternative_cost(self, node: A.AlternativeCost) -> Call:
        """ "You may pay {2}{U} rather than pay this spell's mana cost" (CR 118.9): a casting
        cost offered as "alternative", which "if the {2}{U} cost was paid" asks about."""
        cost = node.cost
        if node.condition is not None or not isinstance(cost, A.PayMana):
            raise CompileError("alternative_cost", "only an unconditional mana cost", node.span)
        costs = (("alternative", cost.symbols),)
        return call("keywords", (), None, self.snippet(node), costs=costs)

    def ability_keyword(self, node: A.Keyword) -> Call:
        return self.keywords([node], self.snippet(node, node.name))

    def keywords(self, keywords: list[A.Keyword], text: str) -> Call:
        """A line of keywords: flags, an Aura's target, the abilities some keywords stand for
        (equip, cycling, ward) and the casting costs others offer (kicker, buyback,
        flashback)."""
        names: list[str] = []
        enchant: Call | None = None
        grants: list[Call] = []
        costs: list[tuple[str, str]] = []
        for kw in keywords:
            name = kw.name.lower()
            cost = kw.cost.symbols if isinstance(kw.cost, A.ManaCost) else None
            if name == "enchant":
                pred, zones = self.filter_target(kw.filter)
                one = call("number", 1)
                enchant = _target(0, self.snippet(kw, name), pred, zones, False, one, one)
            elif name in KEYWORD_ABILITIES and cost is not None:
                grants.append(KEYWORD_ABILITIES[name](cost, self.snippet(kw, name)))
            elif name in CASTING_COSTS and cost is not None:
                costs.append((name, cost))
            elif name == "crew" and isinstance(kw.amount, A.Number):
                grants.append(_crew(kw.amount.value, self.snippet(kw, name)))
            elif name not in EVERGREEN:
                raise CompileError(f"keyword: {name}", "no rules behaviour", kw.span)
            names.append(name)
        kwargs: dict[str, Value] = {}
        if grants:
            kwargs["grants"] = tuple(grants)
        if costs:
            kwargs["costs"] = tuple(costs)
        return call("keywords", tuple(names), enchant, text, **kwargs)

    def ability_spell_ability(self, node: A.SpellAbility) -> Call:
        if isinstance(node.effect, A.EntersTapped | A.EntersWithCounters):
            return self.enters_replacement(node.effect, self.snippet(node))
        if _lasting_per_object(node.effect):  # a static ability (CR 604.1), read as a line
            return self.ability_static_ability(A.StaticAbility(effect=node.effect, span=node.span))
        first_target, first_modal = len(self.scope.targets), len(self.scope.modals)
        effect = self.effect(node.effect)
        body = self.body(effect, first_target, first_modal)
        return call("spell", body, self.snippet(node))

    def ability_activated_ability(self, node: A.ActivatedAbility) -> Call:
        costs = tuple(self.cost(c) for c in node.costs)
        effect = self.effect(node.effect)
        kwargs: dict[str, Value] = {}
        if node.loyalty is not None:
            try:
                kwargs["loyalty"] = int(node.loyalty.replace("−", "-"))
            except ValueError:
                raise CompileError("activated_ability.loyalty", node.loyalty, node.span) from None
        restriction = node.restriction
        if restriction is not None:
            if restriction.during is not None:
                during = f"activate only during {restriction.during}"
                raise CompileError(during, "not enforced by the engine", restriction.span)
            if restriction.any_player:  # only an ability's controller activates it here
                raise CompileError("any player may activate", "not modelled", restriction.span)
            if restriction.timing == "once each turn":
                kwargs["once_each_turn"] = True
            elif restriction.timing == "sorcery":
                kwargs["sorcery_speed"] = True
            if restriction.condition is not None:
                kwargs["condition"] = self.condition(restriction.condition)
        if isinstance(node.effect, A.AddMana) and not self.scope.targets and not node.loyalty:
            kwargs["mana_ability"] = True
        return call("activated", self.body(effect), costs, self.snippet(node), **kwargs)

    def ability_triggered_ability(self, node: A.TriggeredAbility) -> Call:
        if node.duration is not None:
            raise CompileError("triggered_ability.duration", "a trigger for a while", node.span)
        trigger, look_back = self.trigger(node.trigger)
        watched = getattr(node.trigger, "object", None)
        condition = self.condition(node.condition) if node.condition is not None else None
        effect = self.effect(node.effect)
        if node.effect_once_each_turn:  # "Do this only once each turn.": it may trigger again
            effect = call("once_each_turn", effect)
        kwargs: dict[str, Value] = {}
        if node.once_each_turn:
            kwargs["once_each_turn"] = True
        if look_back:
            kwargs["look_back"] = True
        if _functions_from_graveyard(node.effect):
            kwargs["zones"] = ("battlefield", "graveyard")
        one_or_more = isinstance(watched, A.Objects) and watched.quantifier == "at least"
        if one_or_more and not isinstance(node.trigger, A.PlayerAction | A.ScryBottom):
            kwargs["batched"] = True  # "Whenever one or more …" triggers once per batch
        return call(
            "triggered", self.body(effect), trigger, condition, self.snippet(node), **kwargs
        )

    def ability_chapter_ability(self, node: A.ChapterAbility) -> Call:
        inner = node.ability
        if isinstance(inner, A.TriggeredAbility) and _sets_up_trigger(inner):
            # "III — Whenever you cast … this turn, …": the chapter sets up a delayed trigger
            delayed = A.DelayedTrigger(
                word="whenever", trigger=inner.trigger, duration=inner.duration, effect=inner.effect
            )
            effect = self.effect_delayed_trigger(delayed.model_copy(update={"span": inner.span}))
        elif isinstance(inner, A.SpellAbility | A.StaticAbility):
            effect = self.effect(inner.effect)
        else:
            raise CompileError("chapter_ability", f"chapter with {inner.kind}", node.span)
        trigger = call("on_chapter", tuple(node.chapters))
        return call("triggered", self.body(effect), trigger, None, self.snippet(node))

    def ability_static_ability(self, node: A.StaticAbility) -> Call:
        text = self.snippet(node)
        if isinstance(node.effect, A.EntersTapped | A.EntersWithCounters):
            if node.condition is not None:
                raise CompileError("static_ability.condition", "on an enters replacement")
            return self.enters_replacement(node.effect, text)
        if isinstance(node.effect, A.CanBeCommander):
            return call("rule_note", "can be your commander", text)
        condition = self.condition(node.condition) if node.condition is not None else None
        if condition is not None and node.unless:
            condition = call("unless", condition)
        parts = []
        member: Call | None = None
        for step in _steps(node.effect):
            # "Enchanted creature gets +1/+1 and has …": "has" is about the same objects.
            on = step.effect if _lasting_per_object(step) else step
            obj = getattr(on, "object", None)
            if isinstance(on, ON_OBJECTS) and (member is None or not isinstance(obj, A.Ref)):
                member = self.member(obj)
            parts.append(self.static(step, member))
        return call("static", tuple(parts), condition, text)

    def ability_replacement_ability(self, node: A.ReplacementAbility) -> Call:
        event, text = node.event, self.snippet(node)
        if isinstance(event, A.Scry | A.Surveil | A.Draw):
            if not isinstance(event.player, A.You):
                raise CompileError("replacement_ability", f"{event.kind} by {event.player.kind}")
            pattern = _amount_pattern(event.amount)
            slot = self.scope.bind("number", frozenset({"number"})).slot
            player = call("is_you")
            if isinstance(node.replacement, type(event)) and isinstance(
                node.replacement.player, A.You
            ):
                amount = self.amount(node.replacement.amount)
                return call("replace_amount", event.kind, player, pattern, amount, slot, text)
            effect = self.effect(node.replacement)
            return call("replace_with", event.kind, player, pattern, effect, slot, text)
        if (
            isinstance(event, A.Move)
            and isinstance(event.object, A.SelfRef)
            and event.to.name == "battlefield"
        ):
            effect = self.effect(node.replacement)
            return call("enters_instead", effect, self.scope.slots, text)
        raise CompileError("replacement_ability", f"replacing {event.kind}", node.span)

    def ability_additional_cost(self, node: A.AdditionalCost) -> Call:
        text = self.snippet(node)
        return call("additional_cost", self.effect_cost(node.cost, text), text)

    def enters_replacement(self, effect: A.EntersTapped | A.EntersWithCounters, text: str) -> Call:
        if not isinstance(effect.object, A.SelfRef):
            raise CompileError(effect.kind, f"for {effect.object.kind}", effect.span)
        if isinstance(effect, A.EntersTapped):
            unless = self.condition(effect.unless) if effect.unless is not None else None
            return call("enters_modified", True, unless, None, None, text)
        if effect.escapes:
            raise CompileError("enters_with_counters.escapes", "no record of escape", effect.span)
        amount = self.amount(effect.amount)
        return call("enters_modified", False, None, effect.counter, amount, text)

    # --- costs ----------------------------------------------------------------------------

    def cost(self, node: A.Node) -> Call:
        if isinstance(node, A.ManaCost):
            return call("cost_mana", node.symbols)
        if isinstance(node, A.TapCost | A.UntapCost):
            return call("cost_tap", isinstance(node, A.UntapCost))
        if not isinstance(node, A.EffectCost):
            raise CompileError(node.kind, "no cost behaviour", node.span)
        return self.effect_cost(node.effect, self.snippet(node, node.effect.kind))

    def effect_cost(self, effect: A.Node, text: str) -> Call:
        """A cost written as an action: the action, and whether it can be paid now."""
        if isinstance(effect, A.PayMana):
            return call("cost_mana", self.plain_mana(effect))
        check = self.cost_check(effect)
        return call("cost_effect", self.effect(effect), check, text)

    def cost_check(self, effect: A.Node) -> Call:
        """Whether an action cost can be paid now."""
        one = call("number", 1)
        if isinstance(effect, A.PayLife):
            return call("has_life", self.amount(effect.amount))
        if isinstance(effect, A.RemoveCounters):
            return call(
                "has_counters",
                self.objects(effect.object),
                effect.counter,
                self.amount(effect.amount),
            )
        if isinstance(effect, A.Sacrifice | A.Exile | A.Tap | A.Discard | A.Move | A.PutCounters):
            obj = getattr(effect, "object", None)
            if obj is None:  # "discard N cards"
                count = self.amount(effect.amount) if effect.amount is not None else one
                return call("can_choose", call("zone_contents", "hand", call("you")), count)
            if isinstance(obj, A.SelfRef):
                zone = "hand" if isinstance(effect, A.Discard) else "battlefield"
                if isinstance(effect, A.Exile) and effect.from_zone is not None:
                    zone = effect.from_zone.name
                return call("source_in", zone)
            if isinstance(obj, A.Objects):
                default = ("hand",) if isinstance(effect, A.Discard) else ("battlefield",)
                pred, zones = self.filter_objects(obj, default)
                count = self.amount(obj.count) if obj.count is not None else one
                return call("can_choose", call("matching", pred, zones, True), count)
        raise CompileError(f"effect_cost: {effect.kind}", "no cost check", effect.span)

    # --- triggers -------------------------------------------------------------------------

    def trigger(self, node: A.Node) -> tuple[Call, bool]:
        """The trigger test, and whether it looks back in time (leaves-the-battlefield)."""
        s = self.scope
        if isinstance(node, A.RollsDie):
            return call("on_die_roll", node.highest), False
        if isinstance(node, A.PlayerScries):
            s.bind("number", frozenset({"number", "card"}))
            return call("on_scry", self.player_pred(node.player)), False
        if isinstance(node, A.ScryBottom):
            s.bind("number", frozenset({"number", "card"}))
            minimum = node.object.count if isinstance(node.object, A.Objects) else None
            low = minimum.value if isinstance(minimum, A.Number) else 1
            return call("on_scry_bottom", self.player_pred(node.player), low), False
        if isinstance(node, A.Enters):
            pred = self.trigger_pred(node.object)
            controller = self.player_pred(node.controller) if node.controller is not None else None
            return call("on_enter", pred, controller), False
        if isinstance(node, A.Dies | A.LeavesBattlefield):
            to_zone = "graveyard" if isinstance(node, A.Dies) else None
            if isinstance(node.object, A.SelfRef):
                s.bind("object", frozenset({"card", "permanent", "creature"}))
                return call("on_leave", None, to_zone), True
            if _names_self(node.object):  # "~ or another creature you control dies"
                s.bind("object", _nouns(node.object))
                others = [
                    self.watched(i) for i in node.object.items if not isinstance(i, A.SelfRef)
                ]
                pred = others[0] if len(others) == 1 else call("any_of", *others)
                itself = call("on_leave", None, to_zone)
                return call("any_trigger", itself, call("on_leave", pred, to_zone)), True
            return call("on_leave", self.trigger_pred(node.object), to_zone), False
        if isinstance(node, A.Attacks):
            if node.blocked is not None:
                raise CompileError("attacks.blocked", "no record of what was blocked", node.span)
            if node.saddled:
                raise CompileError("attacks.saddled", "no record of saddling", node.span)
            if node.alone:
                raise CompileError("attacks.alone", "no record of the other attackers", node.span)
            if node.unblocked:
                raise CompileError("attacks.unblocked", "no trigger after blockers", node.span)
            op = "on_block" if node.blocks else "on_attack"
            return call(op, self.trigger_pred(node.object)), False
        if isinstance(node, A.DealsDamage):
            to_player = isinstance(node.recipient, A.Player)
            if node.recipient is not None and not to_player:
                raise CompileError("deals_damage.recipient", node.recipient.kind, node.span)
            pred = self.trigger_pred(node.object)
            if to_player:
                s.bind("player", frozenset({"player", "opponent"}))
            return call("on_damage", pred, node.combat, to_player), False
        if isinstance(node, A.DealtDamage):
            if isinstance(node.object, (A.Player, A.You)):
                raise CompileError("dealt_damage", "damage to a player", node.span)
            return call("on_dealt_damage", self.trigger_pred(node.object), node.damage), False
        if isinstance(node, A.BecomesBlocked):
            pred = self.trigger_pred(node.object)
            by = None
            if node.by is not None:
                by, _ = self.filter_objects(node.by, ("battlefield",))
                s.bind("object", _nouns(node.by))
            return call("on_blocked", pred, by), False
        if isinstance(node, A.StateTrigger):
            return call("on_state", self.condition(node.condition)), False
        if isinstance(node, A.BecomesTapped):
            return call("on_tapped", self.trigger_pred(node.object)), False
        if isinstance(node, A.BecomesTarget):
            kinds, controller = self.targeting(node.by)
            s.bind("object", frozenset({"spell", "ability"}))
            pred = self.trigger_pred(node.object)  # bound last: "it" is the object targeted
            return call("on_becomes_target", pred, kinds, controller, node.nth_each_turn), False
        if isinstance(node, A.PlayerCasts):
            if isinstance(node.spell, A.Objects) and node.spell.quantifier == "the next":
                raise CompileError("player_casts.next", "no one-shot cast trigger", node.span)
            pred = self.trigger_pred(node.spell)
            player = self.player_pred(node.player)
            if node.on_opponents_turns:  # "your first spell during each opponent's turn"
                return call("on_cast", player, pred, node.nth_each_turn, True), False
            return call("on_cast", player, pred, node.nth_each_turn), False
        if isinstance(node, A.PlayerAction):
            return self.player_action(node), False
        if isinstance(node, A.AtStep):
            step = STEPS.get(node.step)
            if step is None:
                raise CompileError("at_step", node.step, node.span)
            player = self.player_pred(node.player) if node.player is not None else None
            s.bind("player", frozenset({"player"}))
            return call("on_step", step, player), False
        if isinstance(node, A.LeavesZone):
            owner = self.player_pred(node.zone.owner) if node.zone.owner is not None else None
            pred, _ = self.filter_objects(node.object, (node.zone.name,))
            s.bind("object", _nouns(node.object))
            return call("on_leave_zone", node.zone.name, owner, pred), False
        if isinstance(node, A.AnyOfTriggers):
            parts = [self.trigger(t) for t in node.triggers]
            return call("any_trigger", *(p[0] for p in parts)), any(p[1] for p in parts)
        raise CompileError(node.kind, "no trigger behaviour", node.span)

    def targeting(self, node: A.Node) -> tuple[tuple[str, ...], Call | None]:
        """What a target was chosen by: "a spell", "a spell or ability an opponent controls",
        as the kinds of stack object and a test of their controller."""
        parts: list[A.Node] = []
        if isinstance(node, A.Objects):
            parts = list(node.filter.parts) if isinstance(node.filter, A.AllOf) else [node.filter]
        kinds: list[str] = []
        controller = None
        for part in parts:
            options = part.options if isinstance(part, A.AnyOf) else [part]
            if all(isinstance(o, A.CardType) and o.name in ("spell", "ability") for o in options):
                kinds += [o.name for o in options if isinstance(o, A.CardType)]
            elif isinstance(part, A.ControlledBy) and not part.negated:
                controller = self.player_pred(part.player)
            else:
                raise CompileError("becomes_target.by", self.snippet(node), node.span)
        if not kinds:
            raise CompileError("becomes_target.by", self.snippet(node), node.span)
        return tuple(kinds), controller

    def player_action(self, node: A.PlayerAction) -> Call:
        player = self.player_pred(node.player)
        action = node.action
        if action == "surveil":
            self.scope.bind("number", frozenset({"number"}))
            return call("on_surveil", player, node.nth_each_turn)
        if node.nth_each_turn is not None:
            raise CompileError("player_action.nth_each_turn", action, node.span)
        if node.object is None and action == "attack":
            # "Whenever you attack": once each combat the player attacks with one or more
            # creatures (CR 508.1 declares them together); no later reference names them
            self.scope.new_slot()
            creature = call("card_type", "creature")
            return call("on_attack_with", player, creature, call("number", 1))
        if node.object is None:
            raise CompileError(f"player_action: {action}", "without an object", node.span)
        if action == "attack":
            pred, _ = self.filter_objects(node.object, ("battlefield",))
            minimum = _count(node.object)
            self.scope.bind("object", _nouns(node.object))
            return call("on_attack_with", player, pred, self.amount(minimum))
        causes = {
            "discard": "discarded",
            "cycle or discard": "discarded",
            "sacrifice": "sacrificed",
        }
        if action in causes:
            pred = self.trigger_pred(node.object)
            return call("on_moved_by", player, pred, causes[action])
        raise CompileError(f"player_action: {action}", "no trigger behaviour", node.span)

    def trigger_pred(self, node: A.Node) -> Call:
        """The object a trigger watches, as a test; binds it for later references (a
        delayed trigger's "that creature" is read before: it means what was bound before)."""
        earlier = self.watched(node) if isinstance(node, A.Ref) and self.delaying else None
        self.scope.bind("object", _nouns(node))
        return earlier or self.watched(node)

    def watched(self, node: A.Node) -> Call:
        """The object a trigger watches, as a test: "~ or another creature you control" is
        either of them."""
        if isinstance(node, A.ObjectList) and node.conjunction == "or":
            return call("any_of", *(self.watched(i) for i in node.items))
        if isinstance(node, A.Ref) and not node.sacrificed and self.delaying:
            bound = self.scope.find("object", node.noun)
            if bound is not None and bound.target is not None:
                return call("was_target", bound.target)
            if bound is not None:
                return call("among", bound.objects())
        if isinstance(node, A.SelfRef):
            return call("is_source")
        if isinstance(node, A.AttachedTo):
            return call("is_host", self.filter(node.filter))
        if isinstance(node, A.Objects):
            return self.filter_objects(node, ("battlefield",))[0]
        raise CompileError(f"trigger object: {node.kind}", "no trigger behaviour", node.span)

    def player_pred(self, node: A.Node) -> Call:
        _refuse_unrecorded_players(node)
        if isinstance(node, A.You):
            return call("is_you")
        if isinstance(node, A.Player) and node.other:
            raise CompileError("trigger player: each other player", "not modelled", node.span)
        if isinstance(node, A.Player) and node.quantifier in ("a", "an", "each", "any"):
            return call("is_opponent") if node.noun == "opponent" else call("any_player")
        raise CompileError(f"trigger player: {node.kind}", "no trigger behaviour", node.span)

    # --- static effects -------------------------------------------------------------------

    def static(self, node: A.Node, member: Call | None) -> Call:
        """A continuous effect of a static ability, on the objects ``member`` accepts."""
        if isinstance(node, A.ModifyPT):
            power, toughness = _pt(node)
            return call("continuous", member, power=power, toughness=toughness)
        if _lasting_per_object(node):  # "gets +1/+1 for each artifact you control": counted
            power, toughness = _pt(node.effect)  # whenever the effect is asked
            times = self.amount(_counted(node))
            return call("continuous", member, power=power, toughness=toughness, times=times)
        if isinstance(node, A.GainAbility):
            names, granted = self.granted(node.abilities, node.each_if)
            return call("continuous", member, keywords=names, granted=granted)
        if isinstance(node, A.Restriction):
            return call("continuous", member, rules=_rules(node))
        if isinstance(node, A.LosesType):
            return call("continuous", member, lose_types=(node.card_type,))
        if isinstance(node, A.Becomes | A.BasePT):
            return call("continuous", member, **self.becomes_parts(node))
        if isinstance(node, A.CostChange) and isinstance(node.object, A.SelfRef):
            _, generic, _, _ = self.cost_change_parts(node)  # "This spell costs {1} less …"
            return call("static_cost_change", call("is_source"), generic, node.reduce, False, True)
        if isinstance(node, A.CostChange):
            pred, generic, once, _ = self.cost_change_parts(node)
            return call("static_cost_change", pred, generic, node.reduce, once)
        if isinstance(node, A.Optional_) and isinstance(node.player, A.You):
            inner = node.effect
            on = self.member(inner.object) if isinstance(inner, ON_OBJECTS) else None
            return self.static(inner, on)
        if isinstance(node, A.Play):
            _refuse_unmodelled_play(node)
            return call("static_permission", member, node.cast_only)
        raise CompileError(node.kind, "no static behaviour", node.span)

    def member(self, node: A.Node) -> Call:
        """Which objects a static effect applies to, as a test."""
        if isinstance(node, A.SelfRef | A.Ref):
            return call("is_source")
        if isinstance(node, A.AttachedTo):
            return call("is_host", self.filter(node.filter))
        if isinstance(node, A.Objects) and node.quantifier in ("all", "each", "a", "an"):
            pred, _ = self.filter_objects(node, ("battlefield",))
            return pred
        if isinstance(node, A.ObjectList):
            return call("any_of", *(self.member(i) for i in node.items))
        raise CompileError(f"static object: {node.kind}", "no static behaviour", node.span)

    def granted(
        self, abilities: list[A.Node], each_if: list[A.GrantedIf] | None = None
    ) -> tuple[tuple[str, ...], tuple[Call, ...]]:
        """Keywords (by name) and other abilities (compiled, own scopes) an effect grants;
        abilities each under a condition of its own are refused."""
        if each_if:
            raise CompileError(
                "granted_if", "an ability granted under its own condition", each_if[0].span
            )
        names: list[str] = []
        granted: list[Call] = []
        for ab in abilities:
            if isinstance(ab, A.Keyword) and ab.cost is None and ab.amount is None:
                if ab.name.lower() not in EVERGREEN:
                    raise CompileError(f"keyword: {ab.name.lower()}", "no rules behaviour", ab.span)
                names.append(ab.name.lower())
                continue
            saved = self.scope
            self.scope = Scope()
            try:
                granted.append(self.ability(ab))
            finally:
                self.scope = saved
        return tuple(names), tuple(granted)

    def cost_change_parts(self, node: A.CostChange) -> tuple[Call, Call, bool, bool]:
        """(spell test, generic amount, only the next spell, until end of turn); the spell
        test of "This spell costs …" is the caller's."""
        if node.action != "cast":
            raise CompileError("cost_change", f"{node.action}, for each", node.span)
        syms = node.symbols.strip("{}").split("}{")
        if node.variable is not None and syms == [node.variable.name]:
            generic = self.amount(node.variable)
        elif len(syms) == 1 and syms[0].isdigit():
            generic = call("number", int(syms[0]))
        else:
            raise CompileError("cost_change", f"symbols {node.symbols}", node.span)
        if node.for_each is not None:  # "{1} less to cast for each artifact you control"
            each = node.for_each
            counted = each if isinstance(each, A.TypesAmong) else A.CountOf(objects=each)
            generic = call("product", generic, self.amount(counted))
        if isinstance(node.object, A.SelfRef):
            return call("is_source"), generic, False, False
        items = node.object.items if isinstance(node.object, A.ObjectList) else [node.object]
        if not all(isinstance(i, A.Objects) for i in items):
            raise CompileError("cost_change", f"for {node.object.kind}", node.span)
        preds = [self.filter_objects(i, ("stack",), for_cost=True)[0] for i in items]
        pred = preds[0] if len(preds) == 1 else call("any_of", *preds)
        once = any(isinstance(i, A.Objects) and i.quantifier == "the next" for i in items)
        this_turn = any(
            isinstance(n, A.CastBy) and n.duration is not None for n in node.object.walk()
        )
        return pred, generic, once, this_turn

    # --- effects --------------------------------------------------------------------------

    def effect(self, node: A.Node) -> Call:
        """A resolving effect."""
        tree = self._dispatch("effect", node)
        assert isinstance(tree, Call)
        return tree

    def _result(self, node: A.Node) -> int | None:
        """Bind the objects an effect acts on, for later references; returns the slot the
        effect fills (none for the card itself: "it" then means the card, wherever it is)."""
        if isinstance(node, A.SelfRef):
            self.scope.bindings.append(Binding("object", _nouns(node), itself=True))
            return None
        before = None
        if isinstance(node, A.Ref):
            before = self.scope.find("object", node.noun)
        elif _is_target(node) and self.scope.bindings:
            before = self.scope.bindings[-1]  # the target phrase the node just declared
        binding = self.scope.bind("object", _nouns(node))
        binding.before = before
        return binding.slot

    def effect_scry(self, node: A.Scry) -> Call:
        return call("scry", self.players(node.player), self.amount(node.amount))

    def effect_surveil(self, node: A.Surveil) -> Call:
        return call("surveil", self.players(node.player), self.amount(node.amount))

    def effect_draw(self, node: A.Draw) -> Call:
        return call("draw", self.players(node.player), self.amount(node.amount))

    def effect_mill(self, node: A.Mill) -> Call:
        return call("mill", self.players(node.player), self.amount(node.amount))

    def effect_gain_life(self, node: A.GainLife) -> Call:
        return call("gain_life", self.players(node.player), self.amount(node.amount))

    def effect_lose_life(self, node: A.LoseLife) -> Call:
        return call("lose_life", self.players(node.player), self.amount(node.amount))

    def effect_extra_turn(self, node: A.ExtraTurn) -> Call:
        return call("extra_turn", self.players(node.player), self.amount(node.amount))

    def effect_pay_life(self, node: A.PayLife) -> Call:
        return call("pay_life", self.players(node.player), self.amount(node.amount))

    def effect_pay_mana(self, node: A.PayMana) -> Call:
        return call("pay_mana", self.players(node.player), self.plain_mana(node))

    def plain_mana(self, node: A.PayMana) -> str:
        """The symbols of a mana payment; waterbend's tapping for mana is not modelled."""
        if node.waterbend:
            raise CompileError("waterbend", "no rules behaviour", node.span)
        return node.symbols

    def effect_gain_energy(self, node: A.GainEnergy) -> Call:
        return call("gain_energy", self.players(node.player), node.symbols)

    def effect_shuffle(self, node: A.Shuffle) -> Call:
        return call("shuffle", self.players(node.player))

    def effect_discard(self, node: A.Discard) -> Call:
        players = self.players(node.player)
        amount = self.amount(node.amount) if node.amount is not None else None
        if node.object is None:
            return call("discard", players, amount, None, None, node.random)
        objects = self.objects(node.object, zones=("hand",), own=True)
        return call("discard", players, amount, objects, self._result(node.object))

    def effect_deal_damage(self, node: A.DealDamage) -> Call:
        if node.more:  # one event of damage to several recipients (CR 120.2)
            raise CompileError("deal_damage.more", "damage split in one event", node.span)
        if node.divided:  # the division is chosen as the spell is cast (CR 601.2d)
            raise CompileError("deal_damage.divided", "damage divided among targets", node.span)
        source = self.objects(node.source)
        amount = self.amount(node.amount)
        recipients = self.objects(node.recipient)
        return call("deal_damage", source, amount, recipients, node.combat)

    def effect_fight(self, node: A.Fight) -> Call:
        return call("fight", self.objects(node.object), self.objects(node.other))

    def effect_explore(self, node: A.Explore) -> Call:
        return call("explore", self.objects(node.object))

    def effect_destroy(self, node: A.Destroy) -> Call:
        objects = self.objects(node.object)
        return call("destroy", objects, self._result(node.object))

    def effect_exile(self, node: A.Exile) -> Call:
        if node.player is not None:
            raise CompileError("exile.player", "another player chooses what to exile", node.span)
        if node.instead_of is not None:
            raise CompileError("exile.instead_of", "no replaced zone change", node.span)
        if node.counters is not None:
            raise CompileError("exile.counters", "exiled with counters on it", node.span)
        zones = (node.from_zone.name,) if node.from_zone is not None else ("battlefield",)
        objects = self.objects(node.object, zones=zones)
        if node.until_leaves is not None:  # CR 610.3
            until = self.objects(node.until_leaves)
            return call("exile", objects, self._result(node.object), until)
        return call("exile", objects, self._result(node.object))

    def effect_counter_spell(self, node: A.CounterSpell) -> Call:
        objects = self.objects(node.object, zones=("stack",))
        payers = self.players(node.unless_player) if node.unless_player is not None else None
        return call("counter_spell", objects, node.unless_paid, payers)

    def effect_tap(self, node: A.Tap) -> Call:
        return call("tap", self.objects(node.object))

    def effect_untap(self, node: A.Untap) -> Call:
        return call("untap", self.objects(node.object))

    def effect_tap_or_untap(self, node: A.TapOrUntap) -> Call:
        return call("tap_or_untap", self.objects(node.object))

    def effect_shuffle_into(self, node: A.ShuffleInto) -> Call:
        """A player puts objects into their owners' libraries, then shuffles (CR 701.24)."""
        if node.to.name != "library":
            raise CompileError("shuffle_into", f"into {node.to.name}", node.span)
        objects = self.objects(node.object, zones=("battlefield", "graveyard", "hand", "exile"))
        players = self.players(node.player)
        return call("shuffle_into", objects, players, self._result(node.object))

    def effect_sacrifice(self, node: A.Sacrifice) -> Call:
        players = self.players(node.player)
        objects = self.objects(node.object, own=True)
        return call("sacrifice", players, objects, self._result(node.object))

    def effect_move(self, node: A.Move) -> Call:
        """Cards go to their owners' zones (CR 400.3), so only "onto the battlefield under
        <player>'s control" reads the zone's player."""
        if node.attacking:
            raise CompileError("move.attacking", "put onto the battlefield attacking", node.span)
        if node.transformed:
            raise CompileError("move.transformed", "no double-faced cards", node.span)
        if node.counters is not None:
            raise CompileError("move.counters", "arrives with counters on it", node.span)
        if node.order not in (None, "any"):
            raise CompileError(f"move.order: {node.order}", "no choice of order", node.span)
        if node.order == "any" and node.to.name != "library":
            raise CompileError("move.order: any", f"into {node.to.name}", node.span)
        if isinstance(node.player, A.Player):  # "each player returns a creature they control"
            raise CompileError("move.player", "another player chooses what moves", node.span)
        objects = self.objects(node.object)
        to = node.to
        controllers = None
        if to.name == "battlefield" and to.owner is not None:
            controllers = self.players(to.owner)
        result = self._result(node.object)
        position = to.position or "top"
        if to.depth is not None:  # "fifth from the top": the place, counted from 1
            position = str(to.depth)
        if node.order == "any":  # the moving player chooses the order (CR 401.4)
            return call(
                "move_to", objects, to.name, position, controllers, node.tapped, result, True
            )
        return call("move_to", objects, to.name, position, controllers, node.tapped, result)

    def effect_put_counters(self, node: A.PutCounters) -> Call:
        objects = self.objects(node.object)
        return call("put_counters", self.amount(node.amount), node.counter, objects)

    def effect_remove_counters(self, node: A.RemoveCounters) -> Call:
        if node.those:  # the counters the condition counted, all of them
            counted = self.counted
            if counted is None:
                raise CompileError("remove_counters", "no counters counted before", node.span)
            objects = self.objects(counted.object)
            return call("remove_counters", self.amount(counted), counted.counter, objects)
        objects = self.objects(node.object)
        if isinstance(node.amount, A.All):  # "remove all (+1/+1) counters from …"
            return call("remove_all_counters", node.counter, objects)
        return call("remove_counters", self.amount(node.amount), node.counter, objects)

    def effect_investigate(self, node: A.Investigate) -> Call:
        """Investigate: create a Clue token (CR 701.16a)."""
        clue = A.TokenSpec(types=["Clue"])
        one = A.Number(value=1)
        made = A.CreateToken(player=node.player, amount=one, token=clue, span=node.span)
        return self.effect_create_token(made)

    def effect_create_token(self, node: A.CreateToken) -> Call:
        spec = node.token
        overrides = self.copy_overrides(spec.exception) if spec.exception is not None else {}
        amount = self.amount(node.amount)
        attach_to = self.objects(spec.attached_to) if spec.attached_to is not None else None
        copy_of = self.objects(spec.copy_of) if spec.copy_of is not None else None
        token = self.token(spec) if copy_of is None else None
        players = self.players(node.player)  # "its controller" means something before
        result = self._result(node)
        if attach_to is not None or spec.tapped:
            return call(
                "create_tokens", amount, token, copy_of, players, result, attach_to, spec.tapped
            )
        return call("create_tokens", amount, token, copy_of, players, result, **overrides)

    def copy_overrides(self, node: A.CopyException) -> dict[str, Value]:
        """A copy's exceptions the engine applies (CR 707.9b): not legendary, a starting
        loyalty; other characteristics are named."""
        pt = node.power_toughness or ""
        if "X" in pt:
            raise CompileError("copy_exception", "no copy overrides", node.span)
        names, granted = self.granted(node.abilities)
        if granted:
            raise CompileError("copy_exception", "a copy with a quoted ability", node.span)
        overrides: dict[str, Value] = {"not_legendary": node.not_legendary}
        if node.starting_loyalty is not None:
            overrides["loyalty"] = self.amount(node.starting_loyalty)
        if pt:
            overrides["power_toughness"] = pt
        if node.colors:
            overrides["colors"] = tuple(node.colors)
        if node.types:
            overrides["added_types" if node.in_addition else "set_types"] = tuple(node.types)
        if names:
            overrides["keywords"] = call("keywords", names, None, ", ".join(names))
        return overrides

    def token(self, spec: A.TokenSpec) -> Call:
        """A token's characteristics and abilities."""
        types = [t for t in spec.types if t.lower() in CARD_TYPES]
        subtypes = [t for t in spec.types if t.lower() not in CARD_TYPES]
        name = " ".join(subtypes) or " ".join(t.title() for t in types) or "Token"
        if name in PREDEFINED_TOKENS and not types:
            type_line, text = PREDEFINED_TOKENS[name]
            return call("token", name, type_line, None, None, (), _predefined_token(name, text))
        if not types:
            raise CompileError("token_spec", f"unknown token {name}", spec.span)
        type_line = " ".join(t.title() for t in types) + (
            f" — {' '.join(subtypes)}" if subtypes else ""
        )
        power = toughness = None
        if spec.power_toughness is not None:
            p, _, t = spec.power_toughness.partition("/")
            if not (p.isdigit() and t.isdigit()):
                raise CompileError("token_spec.power_toughness", spec.power_toughness, spec.span)
            power, toughness = int(p), int(t)
        colors = tuple(c for c in spec.colors if c != "colorless")
        saved = self.scope
        self.scope = Scope()
        try:
            abilities = [
                self.keywords([ab], ab.name) if isinstance(ab, A.Keyword) else self.ability(ab)
                for ab in spec.abilities
            ]
        finally:
            self.scope = saved
        return call("token", name, type_line, power, toughness, colors, call("card", *abilities))

    def effect_modify_pt(self, node: A.ModifyPT) -> Call:
        objects = self.objects(node.object)
        per_x = _pt_per_x(node)
        if per_x is not None and node.variable is not None and node.variable.definition:
            # "gets +X/+0 until end of turn, where X is …": X counted once, as it resolves
            times = self.amount(node.variable)
            return call("modify_pt", objects, *per_x, _duration(node), times)
        power, toughness = _pt(node)
        return call("modify_pt", objects, power, toughness, _duration(node))

    def effect_gain_ability(self, node: A.GainAbility) -> Call:
        objects = self.objects(node.object)
        names, granted = self.granted(node.abilities, node.each_if)
        return call("gain_abilities", objects, names, granted, _duration(node))

    def effect_becomes(self, node: A.Becomes | A.BasePT) -> Call:
        objects = self.objects(node.object)
        return call("becomes", objects, _duration(node), **self.becomes_parts(node))

    effect_base_pt = effect_becomes  # "has base power and toughness 1/1": the same change

    def becomes_parts(self, node: A.Becomes | A.BasePT) -> dict[str, Value]:
        """The characteristics an object gets as it becomes something (or gets a base power
        and toughness): types, colors, base power and toughness, abilities."""
        if isinstance(node, A.BasePT):
            return {"base_pt": _base_pt(f"{node.power}/{node.toughness}", node)}
        if node.copy_of is not None:
            raise CompileError("becomes.copy_of", "copiable values (CR 707.2)", node.span)
        if node.chosen is not None:
            raise CompileError(
                "becomes.chosen", f"the {node.chosen} chosen on resolution", node.span
            )
        if node.state and not node.in_addition:  # "It's a land named Moon."
            detail = "types (and a name) set, not added (CR 205.1a)"
            raise CompileError("becomes.set_types", detail, node.span)
        parts: dict[str, Value] = {}
        if node.types:
            words = [t.lower() for t in node.types]
            if SUPERTYPES & set(words):
                raise CompileError("becomes", "a supertype", node.span)
            kinds = tuple(w for w in words if w in CARD_TYPES)
            if not kinds and not node.in_addition:
                raise CompileError("becomes", "subtypes without a card type", node.span)
            subtypes = tuple(t for t in node.types if t.lower() not in CARD_TYPES)
            parts["retype"] = call("type_change", kinds, subtypes, node.in_addition)
        if node.colors:
            parts["colors"] = tuple(c for c in node.colors if c != "colorless")
        if node.power_toughness is not None:
            parts["base_pt"] = _base_pt(node.power_toughness, node)
        names, granted = self.granted(node.abilities)
        if names:
            parts["keywords"] = names
        if granted:
            parts["granted"] = granted
        return parts

    def effect_restriction(self, node: A.Restriction) -> Call:
        if node.rule == SKIP_NEXT_UNTAP and node.by is None and node.duration is None:
            return call("skip_next_untap", self.objects(node.object))
        return call("restrict", self.objects(node.object), _rules(node), _duration(node))

    def effect_attach(self, node: A.Attach) -> Call:
        """ "attach ~ to <object>": the source itself, as equip does."""
        if not isinstance(node.object, A.SelfRef):
            raise CompileError("attach.object", "attaching another object", node.span)
        return call("attach", self.objects(node.to))

    def effect_gain_control(self, node: A.GainControl) -> Call:
        if not isinstance(node.player, A.You):
            raise CompileError("gain_control.player", "control given to another player", node.span)
        return call("gain_control", self.objects(node.object), _duration(node))

    def effect_exchange_control(self, node: A.ExchangeControl) -> Call:
        return call("exchange_control", self.objects(node.objects))

    def effect_add_mana(self, node: A.AddMana) -> Call:
        if node.identity is not None:
            raise CompileError("add_mana.identity", "no color identity", node.span)
        amount = self.amount(node.amount) if node.amount is not None else call("number", 1)
        return call("add_mana", tuple(node.options), amount)

    def effect_reveal(self, node: A.Reveal) -> Call:
        if node.from_zone is not None:  # "from your opening hand": games start set up
            raise CompileError("reveal.from_zone", node.from_zone.name, node.span)
        if isinstance(node.player, A.You):
            objects = self.objects(node.object, zones=("hand",), own=True)
            return call("reveal", objects, self._result(node.object))
        # "target opponent reveals their hand": that player reveals (and is "that player" after)
        players = self.players(node.player)
        objects = self.objects(node.object, zones=("hand",))
        return call("reveal", objects, self._result(node.object), players)

    def effect_look_at(self, node: A.LookAt) -> Call:
        objects = self.objects(node.object, zones=("hand",))
        return call("look_at", objects, self._result(node.object))

    def effect_arrange(self, node: A.Arrange) -> Call:
        part = node.object
        if not isinstance(part, A.PartOf) or part.count is not None:
            raise CompileError("arrange", f"of {part.kind}", node.span)
        if node.chosen.name != "graveyard" or node.rest.position != "top":
            raise CompileError("arrange", f"into {node.chosen.name}", node.span)
        return call("arrange", self.objects(part.object))

    def effect_search(self, node: A.Search) -> Call:
        players = self.players(node.player)
        if not isinstance(node.object, A.Objects):
            raise CompileError("search", f"for {node.object.kind}", node.span)
        pred = self.filter(node.object.filter)
        count = self.amount(_count(node.object))
        return call("search", players, pred, count, self._result(node.object))

    def effect_choose_object(self, node: A.ChooseObject) -> Call:
        if node.player is not None and not isinstance(node.player, A.You):
            raise CompileError("choose_object.player", node.player.kind, node.span)
        objects = self.objects(node.object)
        return call("choose_objects", objects, self._result(node.object))

    def effect_reflexive_trigger(self, node: A.ReflexiveTrigger) -> Call:
        if node.done is not None:  # "When you discard a nonland card this way": not recorded
            raise CompileError("reflexive_trigger.done", "what the step before did", node.span)
        s = self.scope
        saved = (s.targets, s.modals)
        s.targets, s.modals = [], []
        try:
            effect = self.effect(node.effect)
            body = self.body(effect)
        finally:
            s.targets, s.modals = saved
        return call("reflexive", body, self.snippet(node))

    def effect_delayed_trigger(self, node: A.DelayedTrigger) -> Call:
        """A delayed trigger: its trigger's bindings take the next slots of this scope, so its
        effect reads both what this ability found and what triggered it."""
        first = self.scope.slots
        self.delaying = True
        try:
            trigger, look_back = self.trigger(node.trigger)
        finally:
            self.delaying = False
        if look_back:  # "When ~ dies this turn": the source's own leaving
            raise CompileError("delayed_trigger", "on its source leaving", node.span)
        duration = node.duration.name if node.duration is not None else ""
        if duration not in ("", "this turn"):
            raise CompileError(f"duration: {duration}", "of a delayed trigger", node.span)
        effect = self.effect(node.effect)
        once = node.word != "whenever"
        return call("delayed", trigger, effect, first, once, duration, self.snippet(node))

    def effect_roll_die(self, node: A.RollDie) -> Call:
        return call("roll_die", node.sides)

    def effect_add_to_result(self, node: A.AddToResult) -> Call:
        return call("add_to_result", self.amount(node.amount))

    def effect_die_table(self, node: A.DieTable) -> Call:
        rows = tuple(
            (row.low, row.high if row.high is not None else 1000, self.effect(row.effect))
            for row in node.rows
        )
        return call("die_table", *rows)

    def effect_cost_change(self, node: A.CostChange) -> Call:
        pred, generic, once, this_turn = self.cost_change_parts(node)
        return call("cost_change", pred, generic, node.reduce, once, this_turn or once)

    def effect_play(self, node: A.Play) -> Call:
        _refuse_unmodelled_play(node)
        lasting = node.duration.name if node.duration is not None else "this turn"
        if lasting not in ("this turn", "until end of turn"):
            # a permission lasts this turn: "until the end of your next turn" outlasts it
            raise CompileError(f"play: {lasting}", "a longer permission", node.span)
        objects = self.objects(node.object, zones=("exile",))
        return call("permission", objects, self.players(node.player), node.cast_only)

    def effect_optional(self, node: A.Optional_) -> Call:
        prompt = self.snippet(node, "you may")
        if isinstance(node.player, A.You):
            return call("optional", call("you"), self.effect(node.effect), prompt)
        players = self.players(node.player)
        saved = self.scope.acting
        self.scope.acting = True
        try:
            inner = self.effect(node.effect)
        finally:
            self.scope.acting = saved
        return call("optional", players, inner, prompt)

    def effect_for_each(self, node: A.ForEach) -> Call:
        """ "<effect> for each <object>": the effect's one becomes the number of objects."""
        if isinstance(node.objects, A.ColorsSpent):  # converge
            raise CompileError("colors_spent", "no record of the mana spent", node.span)
        if isinstance(node.effect, A.ModifyPT):
            # "gets +1/+1 until end of turn for each …": counted once, as it resolves
            inner = node.effect
            if inner.duration is None:  # "gets +1/+1 for each …" as a static ability
                raise CompileError("for_each", "a lasting change per object", node.span)
            power, toughness = _pt(inner)
            objects = self.objects(inner.object)
            times = self.amount(_counted(node))
            return call("modify_pt", objects, power, toughness, _duration(inner), times)
        amount = getattr(node.effect, "amount", None)
        if not (isinstance(amount, A.Number) and amount.value == 1):
            raise CompileError("for_each", "an amount multiplied per object", node.span)
        return self.effect(node.effect.model_copy(update={"amount": _counted(node)}))

    def effect_conditional(self, node: A.Conditional) -> Call:
        if node.instead:
            raise CompileError(node.kind, "no behaviour for an effect instead of the one before")
        condition = self.step_condition(node)
        outer = self.counted
        counts = [n for n in node.condition.walk() if isinstance(n, A.CountersOn)]
        self.counted = counts[0] if counts else outer
        try:
            effect = self.effect(node.effect)
        finally:
            self.counted = outer
        otherwise = self.effect(node.otherwise) if node.otherwise is not None else None
        return call("conditional", condition, effect, otherwise)

    def step_condition(self, node: A.Conditional) -> Call:
        condition = self.condition(node.condition)
        return call("unless", condition) if node.unless else condition

    def effect_sequence(self, node: A.Sequence) -> Call:
        steps: list[Call] = []
        written = _kept_types(_shared_subjects(node.steps))
        for i, step in enumerate(written):
            if isinstance(step, A.KeepsType) and i and isinstance(written[i - 1], A.Becomes):
                steps.append(call("sequence"))  # read by the "becomes" before it
            elif isinstance(step, A.Conditional) and step.instead and steps:
                # "X. If …, instead Y": Y is done in place of the step before when it applies
                effect = self.effect(step.effect)
                steps[-1] = call("conditional", self.step_condition(step), effect, steps[-1])
                steps.append(call("sequence"))  # (the steps stay aligned with node.steps)
            else:
                steps.append(self.effect(step))
        for j, step in enumerate(node.steps):
            if _asks_if_you_did(step):
                i = j - 1
                while i >= 0 and _asks_if_you_did(node.steps[i]):
                    i -= 1
                if i >= 0 and steps[i].op != "record":
                    steps[i] = call("record", steps[i])
        return call("sequence", *steps)

    def effect_modal(self, node: A.Modal) -> Call:
        if node.any_number_if is not None:
            raise CompileError("modal.any_number_if", "a condition for choosing more", node.span)
        if node.also is not None:
            raise CompileError("modal.also", "an effect that comes with the choice", node.span)
        s = self.scope
        index = s.modal_count
        s.modal_count += 1
        saved, saved_x = s.mode, self.modal_x
        if node.x_definition is not None:
            self.modal_x = node.x_definition
        modes = []
        for i, mode in enumerate(node.modes):
            s.mode = (index, i)
            modes.append(self.effect(mode))
        s.mode, self.modal_x = saved, saved_x
        labels = tuple(self.line_of(m, f"mode {i + 1}") for i, m in enumerate(node.modes))
        choose = self.amount(node.choose)
        s.modals.append(
            call("modes", index, labels, choose, node.up_to, node.or_more, node.not_chosen)
        )
        return call("modal", index, *modes)

    # --- conditions -----------------------------------------------------------------------

    def condition(self, node: A.Node) -> Call:
        tree = self._dispatch("condition", node)
        assert isinstance(tree, Call)
        return tree

    def condition_if_you_do(self, node: A.IfYouDo) -> Call:
        if node.player is not None:
            raise CompileError("if_you_do.player", "another player's choice", node.span)
        return call("did")

    def condition_if_you_dont(self, node: A.IfYouDont) -> Call:
        if node.player is not None:
            raise CompileError("if_you_dont.player", "another player's choice", node.span)
        return call("did_not")

    def condition_your_turn(self, node: A.YourTurn) -> Call:
        return call("your_turn")

    def condition_you_control(self, node: A.YouControl) -> Call:
        """ "you control [N or more] creatures [that share a creature type]", "an opponent
        controls a planeswalker": some one such player controls enough of them."""
        player = node.player
        if isinstance(player, A.You):
            who = call("is_you")
        elif isinstance(player, A.Player) and player.quantifier in ("a", "an"):
            who = self.player_pred(player)
        else:
            raise CompileError(node.kind, "no behaviour for another player's control", node.span)
        objects = node.objects
        shares, rest = _set_apart(objects, A.SharesType)
        if any(s.with_ is not None for s in shares):
            raise CompileError("shares_type.with", "sharing a type with one object", node.span)
        share = bool(shares)
        if share:
            objects = objects.model_copy(update={"filter": rest})
        pred, _ = self.filter_objects(objects, ("battlefield",))
        minimum = None
        if isinstance(objects, A.Objects) and objects.count is not None:
            if objects.quantifier != "at least":
                raise CompileError(node.kind, f"{objects.quantifier} a number", node.span)
            minimum = self.amount(objects.count)
        if share and minimum is None:
            raise CompileError(node.kind, "sharing a type without a number", node.span)
        return call("player_controls", who, pred, node.negated, minimum, share)

    def condition_did_not_die(self, node: A.DidNotDie) -> Call:
        return call(
            "did_not_die",
            self.objects(node.object, zones=("graveyard", "exile", "hand", "library")),
        )

    def condition_left_battlefield_this_turn(self, node: A.LeftBattlefieldThisTurn) -> Call:
        pred, _ = self.filter_objects(node.objects, ("battlefield",))
        if getattr(node.objects, "count", None) is not None:
            raise CompileError(node.kind, "a number of permanents", node.span)
        controller = self.player_pred(node.controller) if node.controller is not None else None
        return call("left_battlefield_this_turn", pred, controller)

    def condition_acted_this_turn(self, node: A.ActedThisTurn) -> Call:
        unknown = set(node.actions) - ACTIONS_THIS_TURN
        if unknown:
            raise CompileError(node.kind, f"no record of {sorted(unknown)[0]}", node.span)
        return call("acted_this_turn", self.players(node.player), tuple(node.actions))

    def condition_you_cast(self, node: A.YouCast) -> Call:
        if node.this_way:
            raise CompileError(
                node.kind, "no record of the spells a permission let you cast", node.span
            )
        if not node.this_turn or node.from_zone is not None or node.during_main_phase:
            raise CompileError(node.kind, "no record of how a spell was cast", node.span)
        if not isinstance(node.object, A.Objects) or node.object.count is not None:
            raise CompileError(node.kind, f"cast {node.object.kind}", node.span)
        pred, _ = self.filter_objects(node.object, ("stack",))
        cast = call("cast_this_turn", pred)
        return call("unless", cast) if node.negated else cast

    def condition_all_conditions(self, node: A.AllConditions) -> Call:
        return call("all_conditions", *(self.condition(c) for c in node.conditions))

    def condition_controls_more(self, node: A.ControlsMore) -> Call:
        player = node.player
        if not (
            isinstance(player, A.Player) and (player.quantifier, player.noun) == ("a", "opponent")
        ):
            raise CompileError(node.kind, "no behaviour for a player but an opponent", node.span)
        pred, _ = self.filter_objects(node.objects, ("battlefield",))
        least = self.amount(node.at_least) if node.at_least is not None else call("number", 1)
        return call("controls_more", pred, least)

    def condition_object_is(self, node: A.ObjectIs) -> Call:
        return call("object_is", self.objects(node.object), self.filter(node.filter))

    def condition_this_way(self, node: A.ThisWay) -> Call:
        if node.event == "dealt damage" and isinstance(node.object, A.Player):
            if node.object.quantifier != "a":
                raise CompileError(node.kind, "a player named otherwise", node.span)
            return call("dealt_damage_this_way", None)
        if node.event == "dealt damage":
            pred, _ = self.filter_objects(node.object, ("battlefield",))
            return call("dealt_damage_this_way", pred)
        if node.event != "revealed":
            raise CompileError(node.kind, f"no behaviour for {node.event} this way", node.span)
        pred, _ = self.filter_objects(node.object, ("hand",))
        return call("revealed_this_way", pred)

    def condition_spell_was(self, node: A.SpellWas) -> Call:
        paid = {"kicked": "kicker"}.get(node.how)
        if paid is None or not isinstance(node.object, A.SelfRef):
            raise CompileError(f"spell_was: {node.how}", "no casting record", node.span)
        return call("spell_paid", paid)

    def condition_cost_paid(self, node: A.CostPaid) -> Call:
        """ "If the {2}{U} cost was paid", "If that cost wasn't paid": the alternative cost."""
        if node.object is not None:
            raise CompileError(f"cost_paid: {node.cost}", "no casting record", node.span)
        paid = call("spell_paid", "alternative")
        return paid if node.paid else call("unless", paid)

    def condition_amount_compare(self, node: A.AmountCompare) -> Call:
        return call("amount_compare", self.amount(node.left), node.op, self.amount(node.right))

    def condition_died_this_turn(self, node: A.DiedThisTurn) -> Call:
        pred, _ = self.filter_objects(node.objects, ("battlefield",))
        minimum = self.amount(_count(node.objects))
        if node.controller is not None:  # "… died under your control this turn"
            return call("died_this_turn", pred, minimum, self.player_pred(node.controller))
        return call("died_this_turn", pred, minimum)

    def condition_life_compare(self, node: A.LifeCompare) -> Call:
        """ "you have 5 or less life": your life total against the number."""
        if not isinstance(node.player, A.You):
            raise CompileError(node.kind, "another player's life total", node.span)
        return call("life_compare", node.op, self.amount(node.amount))

    def condition_hand_size(self, node: A.HandSize) -> Call:
        return call("hand_size", self.players(node.player), node.op, self.amount(node.amount))

    def condition_there_are(self, node: A.ThereAre) -> Call:
        pred, zones = self.filter_objects(node.objects, ("battlefield",))
        minimum = self.amount(_count(node.objects))
        return call("there_are", call("matching", pred, zones), minimum)

    def condition_in_each_zone(self, node: A.InEachZone) -> Call:
        """ "you own a card named ~ in exile, in your hand, …": there is one in each zone."""
        objects = node.objects
        if not isinstance(objects, A.Objects) or not isinstance(objects.filter, A.AllOf):
            raise CompileError(node.kind, "an object that is not a description", node.span)
        each = [
            A.ThereAre(
                objects=objects.model_copy(
                    update={"filter": A.AllOf(parts=[*objects.filter.parts, A.InZone(zone=z)])}
                )
            )
            for z in node.zones
        ]
        return call("all_conditions", *(self.condition(c) for c in each))

    # --- amounts --------------------------------------------------------------------------

    def amount(self, node: A.Node) -> Call:
        tree = self._dispatch("amount", node)
        assert isinstance(tree, Call)
        return tree

    def amount_number(self, node: A.Number) -> Call:
        return call("number", node.value)

    def amount_variable(self, node: A.Variable) -> Call:
        definition = node.definition if node.definition is not None else self.modal_x
        return self.amount(definition) if definition is not None else call("x_value")

    def amount_count_of(self, node: A.CountOf) -> Call:
        objects = node.objects
        events, rest = _set_apart(objects, A.EventThisTurn)
        if events and not objects.other:
            # "each creature that left the battlefield under your control this turn": counted
            # from the turn's record, as each last existed on the battlefield
            pred = self.filter(rest)
            happened = events[0]
            if happened.event not in ("died", "left the battlefield"):
                raise CompileError("event_this_turn", happened.event, happened.span)
            who = happened.controller
            controller = self.player_pred(who) if who is not None else None
            return call("count_left_this_turn", pred, happened.event == "died", controller)
        casts, rest = _set_apart(objects, A.CastBy)
        if casts and casts[0].duration is not None and not objects.other:
            # "each spell your opponents have cast this turn": counted from the turn's record
            player = self.player_pred(casts[0].player)
            return call("count_cast_this_turn", self.filter(rest), player)
        party = [p for p in node.objects.walk() if isinstance(p, A.InParty)]
        if party:  # "the number of creatures in your party": the party, not a filter
            return call("party_size", self.players(party[0].player))
        return call("count_of", self.objects(node.objects, counting=True))

    def amount_value_of(self, node: A.ValueOf) -> Call:
        return call("value_of", node.attribute, self.objects(node.object))

    def amount_greatest_among(self, node: A.GreatestAmong) -> Call:
        return call("greatest_of", node.attribute, self.objects(node.objects))

    def amount_counters_on(self, node: A.CountersOn) -> Call:
        return call("counters_on", node.counter, self.objects(node.object))

    def amount_types_among(self, node: A.TypesAmong) -> Call:
        return call("types_among", node.types, self.objects(node.objects))

    def amount_die_result(self, node: A.DieResult) -> Call:
        return call("die_result")

    def amount_cards_looked_at(self, node: A.CardsLookedAt) -> Call:
        return call("cards_looked_at")

    def amount_ref(self, node: A.Ref) -> Call:
        b = self.scope.find("number") or self.scope.find("object")
        if b is None:
            raise CompileError("ref", "no earlier number for “that many”", node.span)
        if b.what == "object":
            return call("count_of", b.objects())
        return call("slot_number", b.slot)

    def amount_plus(self, node: A.Plus) -> Call:
        return call("plus", self.amount(node.left), self.amount(node.right))

    def amount_devotion(self, node: A.Devotion) -> Call:
        return call("devotion", self.players(node.player), node.color)

    # --- players --------------------------------------------------------------------------

    def players(self, node: A.Node) -> Call:
        """Which players an instruction is about."""
        _refuse_unrecorded_players(node)
        if isinstance(node, A.You):
            return call("acting") if self.scope.acting else call("you")
        if isinstance(node, A.Player):
            q = node.quantifier
            if q == "target":
                pred = call("player_kind", node.noun == "opponent")
                index = self.declare_target(
                    node,
                    pred,
                    (),
                    True,
                    call("number", 1),
                    call("number", 1),
                    {"player", node.noun},
                )
                return call("players_in", call("targets", index))
            if q == "each" and node.other:  # "each other player"
                return call("each_other_player")
            if q == "each":
                return call("each_opponent") if node.noun == "opponent" else call("each_player")
            if q in ("a", "an"):
                return call("chosen_player", node.noun == "opponent", node.at_random)
            if q == "that":  # "that player": a player named earlier
                return self.earlier_player(node, node.noun)
            raise CompileError(f"player.quantifier: {q}", "no player selection", node.span)
        if isinstance(node, A.OwnerOf | A.ControllerOf):
            return call(node.kind, self.objects(node.object))
        if isinstance(node, A.Ref):
            return self.earlier_player(node, node.noun)
        if isinstance(node, A.YouAnd):
            return call("you_and", self.players(node.player))
        raise CompileError(node.kind, "no player behaviour", node.span)

    def earlier_player(self, node: A.Node, noun: str | None) -> Call:
        b = self.scope.find("player", noun)
        if b is None:
            raise CompileError(node.kind, "no earlier player for “that player”", node.span)
        return call("players_in", b.objects())

    # --- objects --------------------------------------------------------------------------

    def declare_target(
        self,
        node: A.Node,
        pred: Call,
        zones: tuple[str, ...],
        players: bool,
        minimum: Call,
        maximum: Call,
        nouns: set[str] | frozenset[str],
    ) -> int:
        """Number a target phrase and bind it for references; returns its index."""
        s = self.scope
        index = len(s.targets)
        description = self.snippet(node, "target")
        s.targets.append(
            _target(index, description, pred, zones, players, minimum, maximum, s.mode)
        )
        s.bind("player" if players and not zones else "object", frozenset(nouns), target=index)
        return index

    def objects(
        self,
        node: A.Node,
        *,
        zones: tuple[str, ...] = ("battlefield",),
        own: bool = False,
        counting: bool = False,
    ) -> Call:
        """A selection of objects (or players) an instruction acts on."""
        if isinstance(node, A.SelfRef):
            return call("source")
        if isinstance(node, A.Ref):
            if node.sacrificed:  # the cost's object as it last existed: not recorded
                raise CompileError("ref.sacrificed", "no last known information", node.span)
            if node.exiled:  # cards another instruction (or ability) exiled: not recorded
                raise CompileError("ref.exiled", "no record of the exiled cards", node.span)
            b = self.scope.find("object", node.noun)
            if b is None:
                b = self.scope.find("player", node.noun)
            return b.objects() if b is not None else call("source")
        if isinstance(node, A.You | A.Player):
            return call("as_objects", self.players(node))
        if isinstance(node, A.AnyTarget):
            if node.quantifier is not None:
                raise CompileError("any_target.quantifier", "several of any target", node.span)
            one = call("number", 1)
            index = self.declare_target(
                node,
                call("any_target"),
                ("battlefield",),
                True,
                one,
                one,
                {"creature", "planeswalker", "player", "permanent"},
            )
            return call("targets", index)
        if isinstance(node, A.TopOfLibrary):
            players = self.players(node.player)
            return call("library_cards", self.amount(node.count), players, "top")
        if isinstance(node, A.AttachedTo):
            return call("attached", self.filter(node.filter))
        if isinstance(node, A.ZoneContents):
            if node.all_players:
                return call("zone_contents", node.zone.name, call("each_player"))
            owner = self.players(node.zone.owner) if node.zone.owner is not None else call("you")
            return call("zone_contents", node.zone.name, owner)
        if isinstance(node, A.ObjectList):
            if node.conjunction == "or" and any(_is_target(i) for i in node.items):
                return self.combined_target(node)
            return call("object_list", *(self.objects(i, zones=zones, own=own) for i in node.items))
        if isinstance(node, A.Objects):
            return self.described(node, zones, own, counting)
        raise CompileError(node.kind, "no object behaviour", node.span)

    def described(self, node: A.Objects, zones: tuple[str, ...], own: bool, counting: bool) -> Call:
        if node.random:  # "a card at random": no random choice among objects
            raise CompileError("objects.random", "no random choice of objects", node.span)
        pred, zones = self.filter_objects(node, zones)
        q = node.quantifier
        count = self.amount(node.count) if node.count is not None else call("number", 1)
        position = _library_position(node.filter)
        if position is not None:
            owner = _zone_owner(node.filter)
            players = self.players(owner) if owner is not None else call("you")
            return call("library_cards", count, players, position)
        if q == "any number target":  # as many different objects as there are (CR 115.3)
            count = call("count_of", call("matching", pred, zones))
        if q in ("target", "up to target", "any number target"):
            minimum = count if q == "target" else call("number", 0)
            index = self.declare_target(node, pred, zones, False, minimum, count, _nouns(node))
            return call("targets", index)
        if q in ("all", "each") or counting:
            return call("matching", pred, zones)
        if q in ("a", "an", "one", "another"):
            return call("choose", pred, zones, count, own, self.snippet(node, "an object"))
        raise CompileError(f"objects.quantifier: {q}", "no object selection", node.span)

    def combined_target(self, node: A.ObjectList) -> Call:
        """One target phrase of several kinds: "target opponent or planeswalker"."""
        preds: list[Call] = []
        zones: set[str] = set()
        players = False
        for item in node.items:
            if isinstance(item, A.Player):
                preds.append(call("player_kind", item.noun == "opponent"))
                players = True
            elif isinstance(item, A.Objects):
                pred, z = self.filter_objects(item, ("battlefield",))
                preds.append(pred)
                zones.update(z)
            else:
                raise CompileError(f"target list: {item.kind}", "no target behaviour", item.span)
        one = call("number", 1)
        nouns = {n for i in node.items for n in _nouns(i)}
        index = self.declare_target(
            node, call("any_of", *preds), tuple(sorted(zones)), players, one, one, nouns
        )
        return call("targets", index)

    def filter_objects(
        self, node: A.Node, default: tuple[str, ...], for_cost: bool = False
    ) -> tuple[Call, tuple[str, ...]]:
        """An object description as a test, with the zones its objects are found in."""
        if not isinstance(node, A.Objects):
            raise CompileError(f"object description: {node.kind}", "", node.span)
        pred = self.filter(node.filter)
        if node.other:
            pred = call("all_of", pred, call("other"))
        return pred, _zone_of(node.filter) or (("stack",) if for_cost else default)

    def filter_target(self, node: A.Node | None) -> tuple[Call, tuple[str, ...]]:
        if node is None:
            raise CompileError("keyword: enchant", "without a filter")
        return self.filter(node), _zone_of(node) or ("battlefield",)

    # --- filters --------------------------------------------------------------------------

    def filter(self, node: A.Node) -> Call:
        tree = self._dispatch("filter", node)
        assert isinstance(tree, Call)
        return tree

    def filter_card_type(self, node: A.CardType) -> Call:
        # "commander" (a designation) matches nothing: the engine's games have no commanders
        return call("card_type", node.name.lower())

    def filter_subtype(self, node: A.Subtype) -> Call:
        return call("subtype", node.name)

    def filter_color(self, node: A.Color) -> Call:
        return call("color", node.name.lower())

    def filter_status(self, node: A.Status) -> Call:
        if node.name not in ("attacking", "blocking", "tapped", "untapped", "historic", "kicked"):
            raise CompileError(f"status: {node.name}", "no filter behaviour", node.span)
        return call("status", node.name)

    def filter_from_among(self, node: A.FromAmong) -> Call:
        """ "a creature card from it": one of the cards an earlier step found (a revealed hand)."""
        return call("among", self.objects(node.object, zones=ALL_ZONES))

    def filter_negated(self, node: A.Negated) -> Call:
        return call("negated", self.filter(node.filter))

    def filter_all_of(self, node: A.AllOf) -> Call:
        parts = [self.filter(p) for p in node.parts]
        return parts[0] if len(parts) == 1 else call("all_of", *parts)

    def filter_any_of(self, node: A.AnyOf) -> Call:
        options = [self.filter(p) for p in node.options]
        return options[0] if len(options) == 1 else call("any_of", *options)

    def filter_compare(self, node: A.Compare) -> Call:
        if node.total:  # a restriction on the chosen set, not on each object
            raise CompileError("compare: total", "no choice of a set by its total", node.span)
        return call("compare", node.attribute, node.op, self.amount(node.value))

    def filter_controlled_by(self, node: A.ControlledBy) -> Call:
        return call("controlled_by", self.players(node.player), node.negated)

    def filter_owned_by(self, node: A.OwnedBy) -> Call:
        return call("owned_by", self.players(node.player), node.negated)

    def filter_named(self, node: A.Named) -> Call:
        """ "a card named ~": the card's own name (another card's is written in the text's
        language, which the engine's card names need not be)."""
        if not node.self_name:
            raise CompileError(node.kind, "another card's name", node.span)
        return call("named_self")

    def filter_in_zone(self, node: A.InZone) -> Call:
        owner = self.players(node.zone.owner) if node.zone.owner is not None else None
        return call("in_zone", node.zone.name, owner)

    def filter_with_counter(self, node: A.WithCounter) -> Call:
        return call("with_counter", node.counter)

    def filter_targeting(self, node: A.Targeting) -> Call:
        return call("targeting", self.objects(node.object))

    def filter_has_ability(self, node: A.HasAbility) -> Call:
        return call("has_keyword", node.keyword.name.lower())

    def filter_mana_cost_has(self, node: A.ManaCostHas) -> Call:
        return call("mana_cost_has", node.symbol)

    def filter_cast_by(self, node: A.CastBy) -> Call:
        if node.action == "draw":  # the game keeps no record of the cards drawn each turn
            raise CompileError("cast_by", "cards drawn this turn", node.span)
        return call("cast_by", self.players(node.player))

    def filter_exiled_with(self, node: A.ExiledWith) -> Call:
        return call("exiled_with", self.objects(node.object))

    def filter_attached_to_object(self, node: A.AttachedToObject) -> Call:
        return call("attached_to", self.objects(node.object))


# --- AST helpers ------------------------------------------------------------------------


def _refuse_unrecorded_players(node: A.Node) -> None:
    """ "opponents being attacked", "each opponent who doesn't": the engine keeps no record
    of who is attacked or who declined."""
    if isinstance(node, A.Player) and node.attacked:
        raise CompileError("player.attacked", "no record of attacked players", node.span)
    if isinstance(node, A.Player) and node.declined:
        raise CompileError("player.declined", "no record of who declined a choice", node.span)


def _steps(node: A.Node) -> list[A.Node]:
    return list(node.steps) if isinstance(node, A.Sequence) else [node]


def _shared_subjects(steps: list[A.Node]) -> list[A.Node]:
    """An unwritten subject ("… and loses 2 life", or "and they scry 2") is the player of the
    step before: a target player is referred back to (it is one target), any other player
    phrase is used again."""
    out: list[A.Node] = []
    for step in steps:
        player = getattr(step, "player", None)
        before = getattr(out[-1], "player", None) if out else None
        target = isinstance(before, A.Player) and before.quantifier == "target"
        pronoun = isinstance(player, A.Ref) and player.plural and not player.noun
        shared = isinstance(player, A.Ref) and (player.elided or pronoun)
        if shared and before is not None and not target:
            step = step.model_copy(update={"player": before})
        out.append(step)
    return out


def _lasting_per_object(node: A.Node) -> TypeGuard[A.ForEach]:
    """ "<object> gets +1/+1 for each …" without a duration: a change that lasts, counted
    again whenever it is asked (the ForEach is narrowed by this test)."""
    return (
        isinstance(node, A.ForEach)
        and isinstance(node.effect, A.ModifyPT)
        and node.effect.duration is None
        and not isinstance(node.objects, A.ColorsSpent)
    )


def _counted(node: A.ForEach) -> A.Node:
    """What "for each …" counts, as an amount: objects, counters, or types (domain)."""
    if isinstance(node.objects, (A.CountersOn, A.TypesAmong)):
        return node.objects
    return A.CountOf(objects=node.objects)


def _sets_up_trigger(node: A.TriggeredAbility) -> bool:
    """ "Whenever … this turn, <effect>" as what a resolving ability does: a delayed
    triggered ability for the turn (CR 603.7), with nothing else about the trigger."""
    return (
        node.duration is not None
        and node.word == "whenever"
        and node.condition is None
        and not node.once_each_turn
        and not node.effect_once_each_turn
    )


def _names_self(node: A.Node) -> TypeGuard[A.ObjectList]:
    """ "~ or another creature you control": a list of options, the source among them."""
    return (
        isinstance(node, A.ObjectList)
        and node.conjunction == "or"
        and any(isinstance(i, A.SelfRef) for i in node.items)
    )


def _kept_types(steps: list[A.Node]) -> list[A.Node]:
    """ "… becomes a 2/1 Elemental creature. It's still a land.": the object keeps its other
    types, as "in addition to its other types" says (CR 205.1b)."""
    out = list(steps)
    for i in range(1, len(out)):
        before = out[i - 1]
        if isinstance(out[i], A.KeepsType) and isinstance(before, A.Becomes):
            out[i - 1] = before.model_copy(update={"in_addition": True})
    return out


def _asks_if_you_did(node: A.Node) -> bool:
    """ "If you do, …", "If you don't, …" and "When you do, …" ask about the step before."""
    if isinstance(node, A.ReflexiveTrigger):
        return True
    return isinstance(node, A.Conditional) and isinstance(node.condition, A.IfYouDo | A.IfYouDont)


def _amount_pattern(node: A.Node) -> int | None:
    if isinstance(node, A.AnyNumber):
        return None
    if isinstance(node, A.Number):
        return node.value
    raise CompileError(f"replacement amount: {node.kind}", "", node.span)


def _count(node: A.Node) -> A.Node:
    if isinstance(node, A.Objects) and node.count is not None:
        return node.count
    return A.Number(value=1)


def _pt_per_x(node: A.ModifyPT) -> tuple[int, int] | None:
    """The change per point of X in "+X/+0", "-X/-X" (each side X, -X or 0); None otherwise."""
    per = {"+X": 1, "X": 1, "-X": -1, "−X": -1, "+0": 0, "-0": 0, "0": 0}
    sides = (per.get(node.power), per.get(node.toughness))
    if None in sides or sides == (0, 0):
        return None
    return sides[0], sides[1]  # type: ignore[return-value]


def _pt(node: A.ModifyPT) -> tuple[int, int]:
    try:
        return int(node.power.replace("−", "-")), int(node.toughness.replace("−", "-"))
    except ValueError:
        detail = f"{node.power}/{node.toughness}: the AST gives no value for X"
        raise CompileError("modify_pt", detail, node.span) from None


def _set_apart(objects: A.Node, kind: type) -> tuple[list[A.Node], A.Node | None]:
    """The parts of ``kind`` in an object phrase's filter ("… that share a creature type"),
    and the filter without them (None when the phrase has no such parts)."""
    if not (isinstance(objects, A.Objects) and isinstance(objects.filter, A.AllOf)):
        return [], None
    parts = objects.filter.parts
    found = [p for p in parts if isinstance(p, kind)]
    rest = [p for p in parts if not isinstance(p, kind)]
    if not found:
        return [], None
    return found, rest[0] if len(rest) == 1 else A.AllOf.model_construct(parts=rest)


def _rules(node: A.Restriction) -> tuple[str, ...]:
    """The rules the engine checks for a restriction; one it doesn't enforce can't compile."""
    if node.by is not None:
        raise CompileError("restriction: blocked by", "not enforced by the engine", node.span)
    if node.rule not in RESTRICTION_RULES:
        raise CompileError(f"restriction: {node.rule}", "not enforced by the engine", node.span)
    return RESTRICTION_RULES[node.rule]


def _base_pt(written: str, node: A.Node) -> tuple[int, int]:
    """ "4/4" as numbers; a power or toughness the AST gives no value for can't compile."""
    power, _, toughness = written.partition("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise CompileError(f"{node.kind}.power_toughness", written, node.span)
    return int(power), int(toughness)


def _refuse_unmodelled_play(node: A.Play) -> None:
    """A permission the engine cannot give: casting without paying, as though with flash, or
    playing one kind and casting another."""
    if node.free:
        raise CompileError("play.free", "casting without paying", node.span)
    if node.as_flash:
        raise CompileError("play.as_flash", "casting at instant speed", node.span)
    if node.also_cast is not None:
        raise CompileError("play.also_cast", "playing and casting", node.span)


def _duration(
    node: A.ModifyPT | A.GainAbility | A.Restriction | A.GainControl | A.Becomes | A.BasePT,
) -> str:
    if node.duration is None:
        return ""
    if node.duration.name not in DURATIONS:
        raise CompileError(f"duration: {node.duration.name}", "", node.duration.span)
    return node.duration.name


def _is_target(node: A.Node) -> bool:
    return (isinstance(node, A.Objects | A.Player) and node.quantifier == "target") or isinstance(
        node, A.AnyTarget
    )


def _walk_filter(node: A.Node) -> Iterator[A.Node]:
    yield node
    if isinstance(node, A.AllOf):
        for p in node.parts:
            yield from _walk_filter(p)
    elif isinstance(node, A.AnyOf):
        for p in node.options:
            yield from _walk_filter(p)


def _zone_of(node: A.Node) -> tuple[str, ...]:
    """The zone a description names ("card in your graveyard", "spell"), if any."""
    for n in _walk_filter(node):
        if isinstance(n, A.InZone):
            return (n.zone.name,)
        if isinstance(n, A.FromAmong):  # wherever the cards it names are
            return ALL_ZONES
    names = {n.name.lower() for n in _walk_filter(node) if isinstance(n, A.CardType)}
    if "spell" in names:
        return ("stack",)
    return ()


def _library_position(node: A.Node) -> str | None:
    for n in _walk_filter(node):
        if isinstance(n, A.InZone) and n.zone.name == "library" and n.zone.position:
            return n.zone.position
    return None


def _zone_owner(node: A.Node) -> A.Node | None:
    for n in _walk_filter(node):
        if isinstance(n, A.InZone):
            return n.zone.owner
    return None


def _nouns(node: A.Node) -> frozenset[str]:
    """Nouns a reference may use for the object ("that creature", "that card")."""
    nouns: set[str] = set()
    for n in node.walk():
        if isinstance(n, A.CardType | A.Subtype):
            nouns.add(n.name.lower())
        elif isinstance(n, A.TopOfLibrary | A.InZone | A.CreateToken):
            nouns.add("card")
        elif isinstance(n, A.SelfRef):
            nouns.update({"card", "permanent", "creature", "spell"})
        elif isinstance(n, A.AnyTarget | A.Player):
            nouns.update({"creature", "player", "planeswalker"})
    if isinstance(node, A.CreateToken):
        nouns.update({"token", "creature", "permanent"})
    return frozenset(nouns | {"object"})


def _functions_from_graveyard(effect: A.Node) -> bool:
    """Whether an ability's own text moves its card out of the graveyard (so it works there)."""
    return any(
        isinstance(n, A.Exile | A.Move)
        and isinstance(n.object, A.SelfRef)
        and isinstance(n, A.Exile)
        and n.from_zone is not None
        and n.from_zone.name == "graveyard"
        for n in effect.walk()
    )


@cache
def _predefined_token(name: str, text: str) -> Call:
    try:
        node = parse(text, name=name)
    except ParseError as error:
        raise CompileError("token_spec", f"{name} token text does not parse: {error}") from None
    return card_tree(Compiler(text).card(node))
