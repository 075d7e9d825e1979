"""Game state: cards, game objects, players, the stack and the game (plain slotted dataclasses).

Libraries are ordered lists with the top card first. An object that changes zones becomes a
new object (CR 400.7): the old one keeps ``zone = ""`` so that targets and references to it
stop finding it.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import mana

if TYPE_CHECKING:
    from collections.abc import Callable

    from .abilities import (
        Ability,
        CompiledCard,
        Continuous,
        CostChange,
        Delayed,
        Permission,
        ReplacementAbility,
        Shield,
    )
    from .agents import Agent
    from .events import Event
    from .player_rules import PlayerRule

ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "stack")
CARD_TYPES = frozenset(
    {
        "artifact", "battle", "creature", "enchantment", "instant", "kindred", "tribal", "land",
        "planeswalker", "sorcery", "dungeon",
    }
)  # fmt: skip
SUPERTYPES = frozenset({"basic", "legendary", "snow", "world", "ongoing"})
PERMANENT_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)


@dataclass(slots=True, frozen=True)
class CardDef:
    """A card's printed characteristics and its compiled abilities."""

    name: str
    compiled: CompiledCard
    mana_cost: str = ""
    type_line: str = ""
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    colors: frozenset[str] | None = None

    @property
    def types(self) -> frozenset[str]:
        """Card types, lower case ("creature", "instant")."""
        return frozenset(w.lower() for w in _type_words(self.type_line) if w.lower() in CARD_TYPES)

    @property
    def supertypes(self) -> frozenset[str]:
        """Supertypes, lower case ("legendary", "basic")."""
        return frozenset(w.lower() for w in _type_words(self.type_line) if w.lower() in SUPERTYPES)

    @property
    def subtypes(self) -> frozenset[str]:
        """Subtypes as printed ("Human", "Island")."""
        _, _, sub = _split_type_line(self.type_line)
        return frozenset(sub.split())

    @property
    def mana_value(self) -> int:
        """Mana value of the mana cost (CR 202.3)."""
        return mana.mana_value(self.mana_cost)

    @property
    def color_set(self) -> frozenset[str]:
        """The card's colors: given ones, else those of its mana cost."""
        return self.colors if self.colors is not None else mana.colors(self.mana_cost)

    @property
    def is_permanent(self) -> bool:
        """Whether a spell of this card becomes a permanent when it resolves."""
        return bool(self.types & PERMANENT_TYPES)


def _split_type_line(type_line: str) -> tuple[str, str, str]:
    for dash in (" — ", " ― ", " - "):
        if dash in type_line:
            head, _, sub = type_line.partition(dash)
            return head, dash, sub
    return type_line, "", ""


def _type_words(type_line: str) -> list[str]:
    return _split_type_line(type_line)[0].split()


@dataclass(slots=True, eq=False)
class Obj:
    """A game object: a card or token in a zone, a spell on the stack, or a permanent."""

    id: int
    card: CardDef
    owner: Player
    controller: Player
    zone: str
    tapped: bool = False
    damage: int = 0
    counters: Counter[str] = field(default_factory=Counter)
    token: bool = False
    attached_to: Obj | None = None
    exiled_by: int | None = None
    #: The id of the object it was before its last zone change: what a leaves-the-battlefield
    #: ability linked to another ability of that permanent looks back to (CR 607.2a).
    was: int | None = None
    attacking: bool = False
    blocking: bool = False
    timestamp: int = 0
    #: Untap steps of its controller in which it doesn't untap ("doesn't untap during its
    #: controller's next untap step"); a new object starts without any (CR 400.7).
    skip_untaps: int = 0
    #: Dealt damage this turn by a source with deathtouch (CR 702.2b, 704.5h).
    deathtouched: bool = False
    #: Came under its controller's control since their most recent turn began: a creature
    #: can't attack or pay {T} then without haste (CR 302.6, 702.10).
    sick: bool = False
    #: The optional and alternative costs paid to cast the spell it came from ("evoke").
    paid: tuple[str, ...] = ()
    #: Became monstrous (CR 701.37b): a designation, not a characteristic.
    monstrous: bool = False
    #: Became renowned (CR 702.112b): a designation, not a characteristic.
    renowned: bool = False
    #: The turn it was foretold (exiled face down from the hand, CR 702.143a); 0 if not.
    foretold: int = 0
    #: Values chosen as it entered ("As ~ enters, choose a color"), by what was chosen
    #: ("color", "creature type"), for its other abilities to read (CR 614.12, 607.2).
    chosen: dict[str, str] = field(default_factory=dict)
    #: The card a face-down spell or permanent is, while its ``card`` is the face-down 2/2
    #: (CR 708.2, ``keywords.faces``); None when it is face up.
    face_down: CardDef | None = None
    #: How the spell it is (or came from) was cast; None if it was not cast (CR 601.2).
    cast: CastRecord | None = None
    #: Put onto the battlefield face down by manifest (CR 701.40a): while face down, it can
    #: be turned face up for its mana cost if it is a creature card (CR 701.40b).
    manifested: bool = False
    #: The card itself while ``card`` holds the copiable values of what it copies (CR
    #: 707.2); None when no copy effect ever applied to it.
    printed: CardDef | None = None
    #: The copy effects on it (layer 1, CR 613.1a), oldest first, as (timestamp, copiable
    #: values): ``card`` is the latest one's, or ``printed`` once none is left.
    copies: list[tuple[int, CardDef]] = field(default_factory=list)
    #: Had lost all its abilities as it left the battlefield (CR 613.1f): what looks back
    #: at it finds none (CR 603.10a).
    stripped: bool = False

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    def __repr__(self) -> str:
        return f"{self.card.name}#{self.id}"


@dataclass(slots=True, frozen=True)
class CastRecord:
    """How a spell was cast, which the permanent it becomes remembers ("if you cast it from
    your hand", "if {G} was spent to cast this spell"): by whom, from which zone, whether
    during that player's main phase, and the mana spent on its total cost, by symbol."""

    player: Player
    zone: str
    main_phase: bool
    spent: Counter[str] = field(default_factory=Counter)


@dataclass(slots=True, frozen=True)
class RestrictedMana:
    """One mana in a player's pool that may be spent only on some spells ("Spend this mana
    only to cast a creature spell", CR 106.6): ``allows`` tests the spell."""

    symbol: str
    allows: Callable[[Game, Obj], bool]


@dataclass(slots=True, eq=False)
class Player:
    """A player: life, ordered library (top first), hand, graveyard, exile, mana, energy."""

    index: int
    name: str
    life: int = 20
    library: list[Obj] = field(default_factory=list)
    hand: list[Obj] = field(default_factory=list)
    graveyard: list[Obj] = field(default_factory=list)
    exile: list[Obj] = field(default_factory=list)
    mana: Counter[str] = field(default_factory=Counter)
    #: Mana in the pool that only some spells may be paid with (besides ``mana``).
    restricted: list[RestrictedMana] = field(default_factory=list)
    energy: int = 0
    counters: Counter[str] = field(default_factory=Counter)
    drew_from_empty: bool = False
    lost: bool = False
    #: Cards the player owns outside the game, such as a sideboard (CR 400.11a): not objects.
    outside: list[CardDef] = field(default_factory=list)

    def zone(self, name: str) -> list[Obj]:
        """This player's library, hand, graveyard or exile."""
        return getattr(self, name)

    def __repr__(self) -> str:
        return self.name


@dataclass(slots=True, eq=False)
class StackItem:
    """A spell or ability on the stack, with its chosen targets and modes."""

    id: int
    kind: str  # "spell", "activated", "triggered", "reflexive"
    source: Obj
    controller: Player
    ability: Ability | None
    targets: list[list[Obj | Player]] = field(default_factory=list)
    modes: tuple[int, ...] = ()
    x: int = 0
    event: Event | None = None
    bindings: list[Any] = field(default_factory=list)
    text: str = ""
    paid: tuple[str, ...] = ()
    #: The zone a spell was cast from ("hand"): rebound asks (CR 702.88a).
    cast_from: str = ""
    #: Damage divided among the targets of a target phrase, by its index: one amount per
    #: chosen target, in the order chosen (CR 601.2d).
    division: dict[int, list[int]] = field(default_factory=dict)

    def describe(self) -> str:
        """How the trace names this item."""
        if self.kind == "spell":
            return self.source.name
        return f"{self.source.name}'s ability"


@dataclass(slots=True, eq=False)
class Game:
    """The whole game state; rules actions live in the actions, stack and turns modules."""

    players: list[Player]
    agent: Agent
    rng: random.Random
    battlefield: list[Obj] = field(default_factory=list)
    #: Emblems (CR 114): objects in the command zone whose abilities work there.
    command: list[Obj] = field(default_factory=list)
    stack: list[StackItem] = field(default_factory=list)
    turn: int = 1
    active: int = 0
    step: str = "precombat main"
    events: list[Event] = field(default_factory=list)
    pending: list[StackItem] = field(default_factory=list)
    effects: list[Continuous] = field(default_factory=list)
    delayed: list[Delayed] = field(default_factory=list)
    #: "exile … until <permanent> leaves the battlefield": the permanent and the cards it
    #: holds in exile, returned when it leaves (CR 610.3).
    exiled_until: list[tuple[Obj, list[Obj]]] = field(default_factory=list)
    cost_changes: list[CostChange] = field(default_factory=list)
    permissions: list[Permission] = field(default_factory=list)
    #: Prevention and regeneration shields set up by resolved effects; they end with the turn.
    shields: list[Shield] = field(default_factory=list)
    #: What players can't do, by resolved effects ("can't cast spells this turn", CR 101.2).
    player_rules: list[PlayerRule] = field(default_factory=list)
    #: Replacement effects resolved spells and abilities created ("If that creature would die
    #: this turn, exile it instead", CR 614.1a), with the object that created each; they end
    #: with the turn.
    replacements: list[tuple[Obj, ReplacementAbility]] = field(default_factory=list)
    #: Permanents under control-changing effects (layer 2), each with the controller it would
    #: have without them.
    held_control: dict[int, Player] = field(default_factory=dict)
    replacing: set[int] = field(default_factory=set)
    computing: bool = False
    triggered_this_turn: set[tuple[int, int]] = field(default_factory=set)
    activated_this_turn: set[tuple[int, int]] = field(default_factory=set)
    #: Effects limited to "only once each turn" that happened this turn (source, effect).
    done_this_turn: set[tuple[int, int]] = field(default_factory=set)
    #: Modes of "choose one that hasn't been chosen" choices: (source, choice, turn, mode).
    modes_chosen: list[tuple[int, int, int, int]] = field(default_factory=list)
    spells_cast: Counter[int] = field(default_factory=Counter)
    #: Each blocked attacker's id, with its blockers in the order they were declared.
    blocks: dict[int, list[Obj]] = field(default_factory=dict)
    #: Extra turns to take, the last added first (CR 500.7).
    extra_turns: list[Player] = field(default_factory=list)
    #: The player attackers are being declared against, while the declaration is checked:
    #: the defending player "can't attack unless defending player …" asks about (CR 506.2).
    declaring_against: Player | None = None
    next_id: int = 1

    def new_id(self) -> int:
        """A fresh object id (also used as a timestamp)."""
        self.next_id += 1
        return self.next_id - 1

    @property
    def active_player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.active]

    def player(self, name: str) -> Player:
        """The player with this name."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player named {name!r}")

    def apnap(self, players: list[Player] | None = None) -> list[Player]:
        """Players in APNAP order (CR 101.4), the active player first."""
        chosen = self.players if players is None else players
        n = len(self.players)
        return sorted(chosen, key=lambda p: (p.index - self.active) % n)

    def opponents(self, player: Player) -> list[Player]:
        """The player's opponents still in the game."""
        return [p for p in self.apnap() if p is not player and not p.lost]

    def objects(self, zone: str, owner: Player | None = None) -> list[Obj]:
        """Objects in a zone (of one owner, or of every player in APNAP order)."""
        if zone == "battlefield":
            return [o for o in self.battlefield if owner is None or o.owner is owner]
        if zone == "stack":
            spells = [item.source for item in self.stack if item.kind == "spell"]
            return [o for o in spells if owner is None or o.owner is owner]
        owners = [owner] if owner is not None else self.apnap()
        return [o for p in owners for o in p.zone(zone)]

    def spell_item(self, obj: Obj) -> StackItem | None:
        """The stack item of a spell object."""
        return next((i for i in self.stack if i.kind == "spell" and i.source is obj), None)
