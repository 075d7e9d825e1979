"""The compiler's core: :class:`Compiler` (the state of one card's compilation and the one
dispatch), :class:`CompileError`, the tables every family module fills, and the IR glue.

Each family module (``compile/<family>.py``) defines one function per AST kind of its family,
named after the kind and registered with :func:`compiles` under the roles it compiles in
(an effect, a condition, the objects an instruction acts on, …). :meth:`Compiler.compile`
looks the node's kind up in :data:`DISPATCH` once per node; a kind with no function is in
:data:`REFUSED`, with the reason it is not compiled.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal

from ... import ast as A
from ...check.binding import Bindings, bind, is_reference, is_target
from ..ir import Call, Value, call
from ..keywords import FLAGS, PRINTED_ONLY
from .scope import Location, Scope

RoleName = Literal[
    "ability",  # an ability (or a granted one) as a call tree
    "effect",  # a resolving effect
    "static",  # a continuous effect of a static ability, on the objects ``Role.member`` accepts
    "condition",
    "amount",
    "filter",  # a test of one object, from a description
    "trigger",  # a trigger test, and whether it looks back in time: (Call, bool)
    "players",  # which players an instruction is about
    "player_pred",  # a test of a player, for a trigger or a condition
    "objects",  # a selection of objects (or players) an instruction acts on
    "watched",  # the objects a trigger watches, as a test
    "member",  # the objects a static effect applies to, as a test
    "cost",  # a cost of an activated ability
    "cost_check",  # whether an action cost can be paid now
    "part",  # compiled by the function of the node that holds it, called directly
    "card",  # every ability of a card, as a list of AbilityIR
]

#: How a node that has no behaviour in a role is named in the error (the compile report
#: counts cards by that name), and the error's detail.
UNSUPPORTED: dict[str, tuple[str, str]] = {
    "ability": ("{kind}", "no ability behaviour"),
    "effect": ("{kind}", "no effect behaviour"),
    "static": ("{kind}", "no static behaviour"),
    "condition": ("{kind}", "no condition behaviour"),
    "amount": ("{kind}", "no amount behaviour"),
    "filter": ("{kind}", "no filter behaviour"),
    "trigger": ("{kind}", "no trigger behaviour"),
    "players": ("{kind}", "no player behaviour"),
    "player_pred": ("trigger player: {kind}", "no trigger behaviour"),
    "objects": ("{kind}", "no object behaviour"),
    "watched": ("trigger object: {kind}", "no trigger behaviour"),
    "member": ("static object: {kind}", "no static behaviour"),
    "cost": ("{kind}", "no cost behaviour"),
    "cost_check": ("effect_cost: {kind}", "no cost check"),
    "part": ("{kind}", "no behaviour of its own"),
    "card": ("{kind}", "not a card"),
}

#: Kind → the function that compiles a node of that kind (filled as the family modules load).
DISPATCH: dict[str, Callable[..., Any]] = {}
#: Kind → the roles its function compiles it in.
ROLES: dict[str, frozenset[str]] = {}
#: Kind → why it is not compiled (a node of it raises CompileError with that reason).
REFUSED: dict[str, str] = {}
#: Kinds whose function takes the role as its third argument.
_TOLD: set[str] = set()

#: Card types, as the type line spells them.
CARD_TYPES = frozenset(
    {
        "artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
        "planeswalker", "sorcery",
    }
)  # fmt: skip
#: Effects about objects: in a static ability, "has …" after them is about the same objects.
ON_OBJECTS = (
    A.ModifyPT, A.GainAbility, A.Restriction, A.LosesType, A.Play, A.Becomes, A.BasePT,
    A.LoseAbility, A.EveryType,
)  # fmt: skip


@dataclass(frozen=True)
class Role:
    """What a node is compiled as, and what that role needs to know: the objects a static
    effect applies to (``member``), or where and how an ``objects`` selection looks."""

    name: RoleName
    member: Call | None = None
    zones: tuple[str, ...] = ("battlefield",)
    own: bool = False
    counting: bool = False


ABILITY = Role("ability")
EFFECT = Role("effect")
CONDITION = Role("condition")
AMOUNT = Role("amount")
FILTER = Role("filter")
TRIGGER = Role("trigger")
PLAYERS = Role("players")
PLAYER_PRED = Role("player_pred")
WATCHED = Role("watched")
MEMBER = Role("member")
COST = Role("cost")
COST_CHECK = Role("cost_check")


def compiles(*roles: RoleName) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a function as the compiler of the kind it is named after (a trailing ``_``
    is dropped), in ``roles``. It is called as ``fn(compiler, node)``, or as ``fn(compiler,
    node, role)`` when it has a ``role`` parameter."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        kind = fn.__name__.rstrip("_")
        if kind in DISPATCH or kind in REFUSED:
            raise ValueError(f"{kind} is registered twice")
        DISPATCH[kind] = fn
        ROLES[kind] = frozenset(roles)
        if "role" in inspect.signature(fn).parameters:
            _TOLD.add(kind)
        return fn

    return register


def refuse(reasons: dict[str, str]) -> None:
    """Name kinds that are not compiled, each with the reason."""
    for kind in reasons:
        if kind in DISPATCH or kind in REFUSED:
            raise ValueError(f"{kind} is registered twice")
    REFUSED.update(reasons)


class CompileError(Exception):
    """A node the compiler cannot turn into behaviour; ``kind`` names it."""

    def __init__(self, kind: str, detail: str = "", span: A.Span | None = None) -> None:
        self.kind = kind
        self.detail = detail
        self.span = span
        super().__init__(f"cannot compile {kind}" + (f": {detail}" if detail else ""))


def unsupported(node: A.Node, role: RoleName) -> CompileError:
    """The error for a node that has no behaviour in ``role`` (the reason the kind is
    refused, when it is)."""
    label, detail = UNSUPPORTED[role]
    return CompileError(label.format(kind=node.kind), REFUSED.get(node.kind, detail), node.span)


@dataclass(frozen=True)
class AbilityIR:
    """One compiled ability: its AST kind, its text and its call tree."""

    kind: str
    text: str
    tree: Call


def card_tree(abilities: list[AbilityIR]) -> Call:
    """The call that builds a CompiledCard from its abilities."""
    return call("card", *(a.tree for a in abilities))


def make_body(
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


def make_target(
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


class Compiler:
    """Turns one card's AST into call trees: the state of the compilation, the one dispatch
    (:meth:`compile`) and an entry point per role."""

    def __init__(self, card: A.CardText, text: str = "") -> None:
        self.card = card
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
        #: "You gain 2 life for each …": an amount node (by id) and the count it is
        #: multiplied by.
        self.multiplied: dict[int, Call] = {}
        #: Compiling the effect of a leaves-the-battlefield trigger (CR 603.10a): the card
        #: itself, counted, is as it last existed on the battlefield (CR 608.2h).
        self.looking_back = False
        #: How many delayed triggers the effect being compiled is inside.
        self.delayed_depth = 0
        #: X bound by the trigger being compiled ("When ~ becomes monstrous, create X …").
        self.trigger_x: Call | None = None

    # --- the dispatch ---------------------------------------------------------------------

    def compile(self, node: A.Node, role: Role) -> Any:
        """``node`` compiled by the function of its kind, in ``role``."""
        fn = DISPATCH.get(node.kind)
        if fn is None or role.name not in ROLES[node.kind]:
            raise unsupported(node, role.name)
        return fn(self, node, role) if node.kind in _TOLD else fn(self, node)

    def ability(self, node: A.Node) -> Call:
        """One ability (or a granted one) as a call tree."""
        return self.compile(node, ABILITY)

    def effect(self, node: A.Node) -> Call:
        """A resolving effect; one whose "each player" it also refers back to ("each player
        discards their hand") is done by each of those players in turn, in APNAP order."""
        lasting = getattr(node, "duration", None)
        if isinstance(lasting, A.Duration) and lasting.name == "for as long as":
            from .combining import for_as_long_as  # (combining builds on this module)

            return for_as_long_as(self, node, lasting)
        each = self._each_referred(node)
        if each is None:
            return self.compile(node, EFFECT)
        if self._counted_after(node):  # "Each player shuffles their hand …, then draws that many"
            raise CompileError("each_in_turn", "a number counted per player, read after", node.span)
        players = self.players(each)
        s = self.scope
        saved = s.kept.get(id(each))
        s.in_turn.add(id(each))
        s.keep(each, Location(players=call("acting")))
        try:
            inner = self.compile(node, EFFECT)
        finally:
            s.in_turn.discard(id(each))
            s.kept.pop(id(each))
            if saved is not None:
                s.kept[id(each)] = saved
        return call("each_in_turn", players, inner)

    def _each_referred(self, node: A.Node) -> A.Player | None:
        """The "each player" of an effect that a reference within the effect refers back to
        ("their hand", "they control", "that player")."""
        named = [getattr(node, name, None) for name in ("player", "recipient")]
        if isinstance(named[1], A.ObjectList):  # "to each opponent and each creature they …"
            named += named[1].items
        for each in named:
            if not isinstance(each, A.Player) or each.quantifier != "each":
                continue
            if id(each) in self.scope.in_turn:
                continue
            if any(self.refers(n, each) for n in node.walk() if n is not each):
                return each
        return None

    def _counted_after(self, node: A.Node) -> bool:
        """Whether a reference outside ``node`` reads a number counted in it ("that many")."""
        inside = {id(n) for n in node.walk()}
        return any(
            b.role == "number" and id(b.antecedent) in inside and id(b.ref) not in inside
            for b in self.bindings.items
        )

    def refers(self, node: A.Node, antecedent: A.Node) -> bool:
        """Whether ``node`` is a reference back to ``antecedent``."""
        return is_reference(node) and self.bindings.of(node).antecedent is antecedent

    def static(self, node: A.Node, member: Call | None) -> Call:
        """A continuous effect of a static ability, on the objects ``member`` accepts."""
        return self.compile(node, Role("static", member=member))

    def condition(self, node: A.Node) -> Call:
        return self.compile(node, CONDITION)

    def amount(self, node: A.Node) -> Call:
        """An amount ("2", "X", "the number of …"), multiplied where "for each" says."""
        compiled = self.compile(node, AMOUNT)
        times = self.multiplied.pop(id(node), None)
        return compiled if times is None else call("product", compiled, times)

    def filter(self, node: A.Node) -> Call:
        return self.compile(node, FILTER)

    def trigger(self, node: A.Node) -> tuple[Call, bool]:
        """The trigger test, and whether it looks back in time (leaves-the-battlefield)."""
        return self.compile(node, TRIGGER)

    def players(self, node: A.Node) -> Call:
        """Which players an instruction is about."""
        return self.compile(node, PLAYERS)

    def player_pred(self, node: A.Node) -> Call:
        """A test of a player ("whenever an opponent casts …", "if you control …")."""
        return self.compile(node, PLAYER_PRED)

    def objects(
        self,
        node: A.Node,
        *,
        zones: tuple[str, ...] = ("battlefield",),
        own: bool = False,
        counting: bool = False,
    ) -> Call:
        """A selection of objects (or players) an instruction acts on."""
        return self.compile(node, Role("objects", zones=zones, own=own, counting=counting))

    def watched(self, node: A.Node) -> Call:
        """The object a trigger watches, as a test: "~ or another creature you control" is
        either of them."""
        return self.compile(node, WATCHED)

    def member(self, node: A.Node) -> Call:
        """Which objects a static effect applies to, as a test."""
        return self.compile(node, MEMBER)

    def cost(self, node: A.Node) -> Call:
        return self.compile(node, COST)

    def cost_check(self, effect: A.Node) -> Call:
        """Whether an action cost can be paid now."""
        return self.compile(effect, COST_CHECK)

    # --- text -----------------------------------------------------------------------------

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

    # --- scope: bodies, targets, what references refer to ------------------------------------

    def body(self, effect: Call, first_target: int = 0, first_modal: int = 0) -> Call:
        """A body with the targets and modes declared since ``first_target``/``first_modal``
        (the lines of a spell share a scope; each line's body holds its own)."""
        s = self.scope
        for index, node in s.numbers().values():
            if index >= first_target and index not in s.targets:
                what = self.snippet(node, node.kind)
                raise CompileError("target", f"{what}: not chosen as a target", node.span)
        targets = tuple(t for i, t in sorted(s.targets.items()) if i >= first_target)
        return make_body(effect, targets, tuple(s.modals[first_modal:]), s.slots)

    def declare_target(
        self,
        node: A.Node,
        pred: Call,
        zones: tuple[str, ...],
        players: bool,
        minimum: Call,
        maximum: Call,
    ) -> int:
        """A target phrase, with the index the checker numbered it by; later references to
        it mean what was chosen."""
        s = self.scope
        found = s.numbers().get(id(node))
        if found is None:
            raise CompileError("target", "not a target of this ability", node.span)
        index = found[0]
        description = self.snippet(node, "target")
        s.targets[index] = make_target(
            index, description, pred, zones, players, minimum, maximum, s.mode
        )
        s.keep(node, Location(target=index))
        return index

    def result(self, node: A.Node, effect: A.Node | None = None) -> int | None:
        """Keep the objects an effect acts on, for later references; returns the slot the
        effect fills (none for the card itself: "it" then means the card, wherever it is). A
        reference acted on keeps what it refers to in the new slot (the object may have
        moved); "that many" after the ``effect`` counts them."""
        s = self.scope
        if isinstance(node, A.SelfRef):
            s.keep(node, Location(itself=True))
            s.keep(effect, Location(itself=True))
            return None
        before = None
        if is_reference(node):
            before = self.referent(node)
        elif is_target(node):
            before = s.location(node)  # the target the node just declared
        here = Location(slot=s.new_slot(), before=before)
        s.keep(node, here)
        if is_reference(node):
            self.rebind(node, here)
        s.keep(effect, here)
        s.last = here
        return here.slot

    def referent(self, ref: A.Node) -> Location | None:
        """Where what ``ref`` refers to (as the checker bound it) is kept, when this ability
        keeps it; the card itself is always at hand, and so is the object an ability of its
        own belongs to (what its references outside it mean)."""
        antecedent = self.bindings.of(ref).antecedent
        if antecedent is None:
            return None
        if id(antecedent) in self.scope.iterated:
            raise CompileError("for_each", "each of what it goes through, in turn", ref.span)
        found = self.scope.location(antecedent)
        if found is not None:
            return found
        within = self.scope.within
        if isinstance(antecedent, A.SelfRef) or (within and id(antecedent) not in within):
            return Location(itself=True)
        return None

    @cached_property
    def bindings(self) -> Bindings:
        """What each reference of the card refers to: the checker's binding (made when first
        asked)."""
        return bind(self.card, self.text)

    @cached_property
    def _referred(self) -> frozenset[int]:
        return frozenset(id(b.antecedent) for b in self.bindings.items)

    def referred(self, node: A.Node) -> bool:
        """Whether a reference refers to ``node`` ("that much damage" to the trigger's)."""
        return id(node) in self._referred

    def rebind(self, ref: A.Node, location: Location) -> None:
        """What ``ref`` refers to is kept at ``location`` from now on (an effect or a trigger
        acted on it: later references mean the object as it is now)."""
        antecedent = self.bindings.of(ref).antecedent
        if antecedent is not None:
            self.scope.keep(antecedent, location)
        self.scope.keep(ref, location)

    def own_scope(self, ability: A.Node) -> Call:
        """An ability of its own (granted, or a token's): compiled in a scope of its own."""
        saved = self.scope
        self.scope = Scope(within=frozenset(id(n) for n in ability.walk()))
        self.scope.number(ability)
        try:
            return self.ability(ability)
        finally:
            self.scope = saved

    def granted(
        self, abilities: list[A.Node], each_if: list[A.GrantedIf] | None = None
    ) -> tuple[tuple[str, ...], tuple[Call, ...]]:
        """Keywords (by name) and other abilities (compiled, own scopes) an effect grants;
        abilities each under a condition of its own are refused."""
        if each_if:
            raise CompileError("granted_if", REFUSED["granted_if"], each_if[0].span)
        names: list[str] = []
        granted: list[Call] = []
        for ab in abilities:
            name = ab.name.lower() if isinstance(ab, A.Keyword) else ""
            if name in PRINTED_ONLY:  # its "when this dies" would not see a granted keyword
                raise CompileError(f"granted keyword: {name}", "printed only", ab.span)
            if name in FLAGS:
                names.append(name)
                continue
            granted.append(self.own_scope(ab))
        return tuple(names), tuple(granted)
