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
from dataclasses import dataclass, field
from typing import Any, Literal

from ... import ast as A
from ..ir import Call, Value, call

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
#: Keywords the engine gives rules to by name.
EVERGREEN = frozenset(
    {
        "deathtouch", "defender", "devoid", "double strike", "first strike", "flash", "flying",
        "haste", "hexproof", "indestructible", "lifelink", "menace", "partner", "reach",
        "shroud", "trample", "vigilance",
        "changeling",  # every creature type (CR 702.73a), read by characteristics.subtypes
    }
)  # fmt: skip
#: Effects about objects: in a static ability, "has …" after them is about the same objects.
ON_OBJECTS = (A.ModifyPT, A.GainAbility, A.Restriction, A.LosesType, A.Play, A.Becomes, A.BasePT)


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


def is_target(node: A.Node) -> bool:
    return (isinstance(node, A.Objects | A.Player) and node.quantifier == "target") or isinstance(
        node, A.AnyTarget
    )


def nouns(node: A.Node) -> frozenset[str]:
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


class Compiler:
    """Turns one card's AST into call trees: the state of the compilation, the one dispatch
    (:meth:`compile`) and an entry point per role."""

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
        """A resolving effect."""
        return self.compile(node, EFFECT)

    def static(self, node: A.Node, member: Call | None) -> Call:
        """A continuous effect of a static ability, on the objects ``member`` accepts."""
        return self.compile(node, Role("static", member=member))

    def condition(self, node: A.Node) -> Call:
        return self.compile(node, CONDITION)

    def amount(self, node: A.Node) -> Call:
        return self.compile(node, AMOUNT)

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

    # --- scope: bodies, targets, results, granted abilities --------------------------------

    def body(self, effect: Call, first_target: int = 0, first_modal: int = 0) -> Call:
        """A body with the targets and modes declared since ``first_target``/``first_modal``
        (the lines of a spell share a scope; each line's body holds its own)."""
        s = self.scope
        targets, modals = s.targets[first_target:], s.modals[first_modal:]
        return make_body(effect, tuple(targets), tuple(modals), s.slots)

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
            make_target(index, description, pred, zones, players, minimum, maximum, s.mode)
        )
        s.bind("player" if players and not zones else "object", frozenset(nouns), target=index)
        return index

    def result(self, node: A.Node) -> int | None:
        """Bind the objects an effect acts on, for later references; returns the slot the
        effect fills (none for the card itself: "it" then means the card, wherever it is)."""
        if isinstance(node, A.SelfRef):
            self.scope.bindings.append(Binding("object", nouns(node), itself=True))
            return None
        before = None
        if isinstance(node, A.Ref):
            before = self.scope.find("object", node.noun)
        elif is_target(node) and self.scope.bindings:
            before = self.scope.bindings[-1]  # the target phrase the node just declared
        binding = self.scope.bind("object", nouns(node))
        binding.before = before
        return binding.slot

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
