"""Where, as an ability runs, what its nodes introduced is kept (:class:`Location`), and the
compile-time state of one ability (:class:`Scope`): its slots, its targets as the checker
numbers them, its modes."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from ... import ast as A
from ...check.targets import numbered
from ..ir import Call, Value, call

#: Selections that ask a player to choose: selecting again would ask again.
CHOOSING = frozenset({"choose", "chosen_player"})


def chooses(value: Value) -> bool:
    """Whether a call asks a player to choose as it runs."""
    if isinstance(value, Call):
        return value.op in CHOOSING or chooses(value.args) or chooses(value.kwargs)
    if isinstance(value, tuple):
        return any(chooses(v) for v in value)
    return False


@dataclass
class Location:
    """Where, as the ability runs, what a node introduced is kept: a slot the effect (or the
    trigger) fills, a target, or the card itself; a number is kept in a slot too. What needs
    no keeping ("all creatures you control", "enchanted creature", "its controller") is
    selected again."""

    slot: int | None = None
    target: int | None = None
    itself: bool = False
    number: bool = False
    #: Where the objects were before the effect that fills the slot (used when it did not run).
    before: Location | None = None
    selection: Call | None = None
    players: Call | None = None

    def objects(self) -> Call:
        """The kept objects, as a selection (falling back to what the effect that fills the
        slot acted on, when that effect did not run)."""
        if self.selection is not None:
            return self.selection
        if self.players is not None:
            return call("as_objects", self.players)
        if self.itself:
            return call("source")
        if self.target is not None:
            return call("targets", self.target)
        if self.before is not None:
            return call("slot", self.slot, self.before.objects())
        return call("slot", self.slot)


@dataclass
class Scope:
    """Compile-time state of one ability: its slots, targets (numbered as the checker numbers
    them) and modes, and where what its nodes introduced is kept, for the references the
    checker bound to those nodes."""

    slots: int = 0
    targets: dict[int, Call] = field(default_factory=dict)
    modals: list[Call] = field(default_factory=list)
    mode: tuple[int, int] | None = None
    acting: bool = False
    modal_count: int = 0
    #: id(node) → (node, where what it introduced is kept).
    kept: dict[int, tuple[A.Node, Location]] = field(default_factory=dict)
    #: The abilities (a card's lines) whose targets this scope numbers, each with the index of
    #: its first target (the lines of a spell share a scope).
    lines: list[tuple[A.Node, int]] = field(default_factory=list)
    _numbers: dict[int, tuple[int, A.Node]] | None = None
    #: Where the objects the last effect acted on are kept ("revealed this way").
    last: Location | None = None
    #: For an ability of its own (granted, or a token's): the ids of its nodes; what a
    #: reference in it refers to outside it is the object that has the ability.
    within: frozenset[int] | None = None
    #: The ids of what a "for each" being compiled goes through ("that creature" there is
    #: each one in turn: the engine has no such loop).
    iterated: set[int] = field(default_factory=set)
    #: The ids of "each player" phrases whose effect is being done by each of them in turn
    #: ("each player discards their hand"): the phrase there is the player whose turn it is.
    in_turn: set[int] = field(default_factory=set)
    #: The number slot of this ability's coin flip ("If you win the flip, …"), and how many
    #: delayed triggers it is inside.
    flip: tuple[int, int] | None = None

    def new_slot(self) -> int:
        """A fresh slot index."""
        self.slots += 1
        return self.slots - 1

    def number(self, ability: A.Node) -> None:
        """Number the targets of ``ability`` (a line of a card, or an ability of its own)
        after those of the lines before it, as the checker numbers them."""
        self.lines.append((ability, len(self.targets)))
        self._numbers = None

    def numbers(self) -> dict[int, tuple[int, A.Node]]:
        """id(target node) → its index and the node (counted when first asked)."""
        if self._numbers is None:
            self._numbers = {
                id(t.node): (first + t.number - 1, t.node)
                for ability, first in self.lines
                for t in numbered(ability)
            }
        return self._numbers

    @contextmanager
    def targets_of(self, ability: A.Node) -> Iterator[None]:
        """Compile ``ability`` (a reflexive trigger) with targets and modes of its own."""
        saved = (self.targets, self.modals, self.lines, self._numbers)
        self.targets, self.modals, self.lines, self._numbers = {}, [], [], None
        self.number(ability)
        try:
            yield
        finally:
            self.targets, self.modals, self.lines, self._numbers = saved

    def select(self, node: A.Node, selection: Call, *, players: bool = False) -> None:
        """Keep ``node`` as what ``selection`` selects ("Creatures you control get +1/+1 … Untap
        them", "its controller … that player"), when selecting again selects the same (no one
        chooses anything in it)."""
        if not chooses(selection):
            where = Location(players=selection) if players else Location(selection=selection)
            self.keep(node, where)

    def keep(self, node: A.Node | None, location: Location | None) -> None:
        """Record where what ``node`` introduced is kept (a node the text only implies has no
        reference to it); the items of a list are where the list is."""
        if node is not None and location is not None:
            self.kept[id(node)] = (node, location)
            for item in node.items if isinstance(node, A.ObjectList) else ():
                self.kept.setdefault(id(item), (item, location))

    def fill(self, node: A.Node | None, *, number: bool = False) -> Location:
        """A fresh slot for what ``node`` introduces (an object, a player or a number)."""
        location = Location(slot=self.new_slot(), number=number)
        self.keep(node, location)
        return location

    def location(self, node: A.Node) -> Location | None:
        """Where what ``node`` introduced is kept, if this ability keeps it."""
        found = self.kept.get(id(node))
        return found[1] if found is not None else None
