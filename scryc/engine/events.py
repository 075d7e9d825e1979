"""Events: what happened in the game, in order. They feed triggers and make up the trace."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .state import Obj, Player, StackItem


def label(x: Obj | Player | StackItem | str | int | None) -> str:
    """A short name for an object, player or stack item in the trace."""
    if isinstance(x, StackItem):
        return x.describe()
    if isinstance(x, Obj | Player):
        return x.name
    return str(x)


def names(objs: list[Obj]) -> str:
    """A comma-separated list of names, or "nothing"."""
    return ", ".join(o.name for o in objs) or "nothing"


def _json(value: Any) -> Any:
    if isinstance(value, Obj):
        return {"name": value.name, "id": value.id}
    if isinstance(value, Player):
        return value.name
    if isinstance(value, StackItem):
        return {"stack_item": value.describe(), "id": value.id}
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    return value


@dataclass(slots=True)
class Event:
    """Base class: every event has a kind, a one-line description and a JSON form.

    The trace is a history: an event's line is written when the event happens (two life
    gains read 21, then 22), not when the trace is read. Each kind says in :meth:`describe`
    how it reads in the game as it is at that moment.
    """

    kind = "event"
    line: str = field(default="", init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.fix()

    def fix(self) -> None:
        """Write the event's line from the game as it is now."""
        self.line = self.describe()

    def describe(self) -> str:
        """The event's line, read from the game as it is now."""
        raise NotImplementedError

    def text(self) -> str:
        """One line of the trace, as it read when the event happened."""
        return self.line

    def to_json(self) -> dict[str, Any]:
        """The event as JSON data."""
        data: dict[str, Any] = {"event": self.kind}
        for f in fields(self):
            if f.name != "line":
                data[f.name] = _json(getattr(self, f.name))
        data["text"] = self.line
        return data


@dataclass(slots=True)
class Moved(Event):
    """An object moved from one zone to another; ``obj`` is the new object."""

    obj: Obj
    old: Obj
    from_zone: str
    to_zone: str
    cause: str = ""
    position: str = ""
    kind = "moved"

    def describe(self) -> str:
        where = {
            "battlefield": "onto the battlefield",
            "library": f"on the {self.position or 'top'} of {self.obj.owner.name}'s library",
        }.get(self.to_zone, f"into {self.obj.owner.name}'s {self.to_zone}")
        if self.to_zone == "library" and self.position.isdigit():  # "fifth from the top"
            where = f"into {self.obj.owner.name}'s library, #{self.position} from the top"
        if self.to_zone == "exile":
            where = "into exile"
        tapped = " tapped" if self.to_zone == "battlefield" and self.obj.tapped else ""
        if self.to_zone == "battlefield" and not self.from_zone:
            return f"{self.obj.name} is created{' tapped' if self.obj.tapped else ''}."
        verb = f" ({self.cause})" if self.cause else ""
        return f"{self.obj.name} moves from {self.from_zone} {where}{tapped}{verb}."


@dataclass(slots=True)
class Drew(Event):
    """A player drew a card."""

    player: Player
    card: Obj
    kind = "drew"

    def describe(self) -> str:
        return f"{self.player.name} draws {self.card.name}."


@dataclass(slots=True)
class Looked(Event):
    """A player looked at cards (scry, surveil, "look at the top card")."""

    player: Player
    cards: list[Obj]
    why: str
    kind = "looked"

    def describe(self) -> str:
        return f"{self.player.name} looks at {names(self.cards)} ({self.why})."


@dataclass(slots=True)
class Scried(Event):
    """A player scried: looked at ``looked`` cards, put ``top`` on top, ``bottom`` below."""

    player: Player
    amount: int
    looked: list[Obj]
    top: list[Obj]
    bottom: list[Obj]
    kind = "scried"

    @property
    def looked_at(self) -> int:
        """The number of cards looked at while scrying (may be less than the amount)."""
        return len(self.looked)

    def describe(self) -> str:
        return (
            f"{self.player.name} scries {self.amount}, looking at {self.looked_at} "
            f"card{'s' * (self.looked_at != 1)}: top [{names(self.top)}], "
            f"bottom [{names(self.bottom)}]."
        )


@dataclass(slots=True)
class Surveilled(Event):
    """A player surveilled: ``top`` stayed on top, ``graveyard`` went to the graveyard."""

    player: Player
    amount: int
    looked: list[Obj]
    top: list[Obj]
    graveyard: list[Obj]
    kind = "surveilled"

    @property
    def looked_at(self) -> int:
        """The number of cards looked at while surveilling."""
        return len(self.looked)

    def describe(self) -> str:
        return (
            f"{self.player.name} surveils {self.amount}, looking at {self.looked_at} "
            f"card{'s' * (self.looked_at != 1)}: top [{names(self.top)}], "
            f"graveyard [{names(self.graveyard)}]."
        )


@dataclass(slots=True)
class Revealed(Event):
    """A player revealed cards."""

    player: Player
    cards: list[Obj]
    kind = "revealed"

    def describe(self) -> str:
        return f"{self.player.name} reveals {names(self.cards)}."


@dataclass(slots=True)
class Cast(Event):
    """A player cast a spell."""

    player: Player
    spell: Obj
    targets: list[Obj | Player] = field(default_factory=list)
    from_zone: str = "hand"
    kind = "cast"

    def describe(self) -> str:
        on = f" targeting {', '.join(label(t) for t in self.targets)}" if self.targets else ""
        where = f" from {self.from_zone}" if self.from_zone != "hand" else ""
        return f"{self.player.name} casts {self.spell.name}{where}{on}."


@dataclass(slots=True)
class Activated(Event):
    """A player activated an ability of a permanent (or card)."""

    player: Player
    source: Obj
    ability: str
    #: The keyword the ability stands for ("cycling"), if any.
    keyword: str = ""
    kind = "activated"

    def describe(self) -> str:
        return f"{self.player.name} activates {self.source.name}: {self.ability}"


@dataclass(slots=True)
class Triggered(Event):
    """A triggered ability was put on the stack."""

    source: Obj
    controller: Player
    ability: str
    targets: list[Obj | Player] = field(default_factory=list)
    kind = "triggered"

    def describe(self) -> str:
        on = f" (targets: {', '.join(label(t) for t in self.targets)})" if self.targets else ""
        return f"{self.source.name} triggers: {self.ability}{on}"


@dataclass(slots=True)
class Targeted(Event):
    """An object or player became the target of a spell or ability on the stack."""

    item: StackItem
    target: Obj | Player
    kind = "targeted"

    def describe(self) -> str:
        return f"{label(self.target)} becomes a target of {self.item.describe()}."


@dataclass(slots=True)
class Resolved(Event):
    """A spell or ability resolved."""

    item: StackItem
    kind = "resolved"

    def describe(self) -> str:
        return f"{self.item.describe()} resolves."


@dataclass(slots=True)
class Fizzled(Event):
    """A spell or ability left the stack without resolving: all its targets were illegal
    (CR 608.2b), or its intervening "if" condition was false (CR 603.4)."""

    item: StackItem
    reason: str = "all its targets are illegal"
    kind = "fizzled"

    def describe(self) -> str:
        return f"{self.item.describe()} doesn't resolve: {self.reason}."


@dataclass(slots=True)
class Countered(Event):
    """A spell or ability was countered."""

    item: StackItem
    kind = "countered"

    def describe(self) -> str:
        return f"{self.item.describe()} is countered."


@dataclass(slots=True)
class Damaged(Event):
    """A source dealt damage to a player or permanent."""

    source: Obj
    recipient: Obj | Player
    amount: int
    combat: bool = False
    kind = "damaged"

    def describe(self) -> str:
        combat = " combat" if self.combat else ""
        return f"{self.source.name} deals {self.amount}{combat} damage to {label(self.recipient)}."


@dataclass(slots=True)
class Prevented(Event):
    """A prevention effect prevented damage (CR 615): ``by`` is the effect's source."""

    by: Obj
    source: Obj
    recipient: Obj | Player
    amount: int
    kind = "prevented"

    def describe(self) -> str:
        return (
            f"{self.by.name} prevents {self.amount} damage {self.source.name} would deal to "
            f"{label(self.recipient)}."
        )


@dataclass(slots=True)
class Regenerated(Event):
    """A permanent was regenerated instead of being destroyed (CR 701.19a): its damage
    removed, tapped, and removed from combat."""

    obj: Obj
    by: Obj
    kind = "regenerated"

    def describe(self) -> str:
        return f"{self.obj.name} regenerates ({self.by.name})."


@dataclass(slots=True)
class LifeChanged(Event):
    """A player gained (positive) or lost (negative) life."""

    player: Player
    amount: int
    kind = "life_changed"

    def describe(self) -> str:
        verb = "gains" if self.amount >= 0 else "loses"
        return f"{self.player.name} {verb} {abs(self.amount)} life ({self.player.life})."


@dataclass(slots=True)
class TapChanged(Event):
    """A permanent became tapped or untapped."""

    obj: Obj
    tapped: bool
    kind = "tap_changed"

    def describe(self) -> str:
        return f"{self.obj.name} becomes {'tapped' if self.tapped else 'untapped'}."


@dataclass(slots=True)
class CountersChanged(Event):
    """Counters were put on (positive) or removed from (negative) an object or player."""

    target: Obj | Player
    counter: str
    amount: int
    kind = "counters_changed"

    def describe(self) -> str:
        n = abs(self.amount)
        if self.amount >= 0:
            return f"{label(self.target)} gets {n} {self.counter} counter{'s' * (n != 1)}."
        return f"{n} {self.counter} counter{'s' * (n != 1)} removed from {label(self.target)}."


@dataclass(slots=True)
class StepBegan(Event):
    """A step or phase began."""

    step: str
    player: Player
    kind = "step_began"

    def describe(self) -> str:
        return f"{self.player.name}'s {self.step} begins."


@dataclass(slots=True)
class Attacked(Event):
    """A player attacked with creatures."""

    player: Player
    attackers: list[Obj]
    defender: Player
    kind = "attacked"

    def describe(self) -> str:
        return f"{self.player.name} attacks {self.defender.name} with {names(self.attackers)}."


@dataclass(slots=True)
class Blocked(Event):
    """A creature blocked an attacking creature."""

    blocker: Obj
    attacker: Obj
    kind = "blocked"

    def describe(self) -> str:
        return f"{self.blocker.name} blocks {self.attacker.name}."


@dataclass(slots=True)
class DieRolled(Event):
    """A player rolled a die."""

    player: Player
    sides: int
    result: int
    kind = "die_rolled"

    def describe(self) -> str:
        return f"{self.player.name} rolls a d{self.sides}: {self.result}."


@dataclass(slots=True)
class ManaAdded(Event):
    """A player added mana to their pool."""

    player: Player
    symbols: str
    kind = "mana_added"

    def describe(self) -> str:
        return f"{self.player.name} adds {self.symbols}."


@dataclass(slots=True)
class Paid(Event):
    """A player paid a cost."""

    player: Player
    what: str
    kind = "paid"

    def describe(self) -> str:
        return f"{self.player.name} pays {self.what}."


@dataclass(slots=True)
class Shuffled(Event):
    """A player shuffled their library."""

    player: Player
    kind = "shuffled"

    def describe(self) -> str:
        return f"{self.player.name} shuffles their library."


@dataclass(slots=True)
class Replaced(Event):
    """A replacement effect changed an event before it happened (CR 614)."""

    source: Obj
    before: str
    after: str = ""
    kind = "replaced"

    def describe(self) -> str:
        instead = f" with {self.after}" if self.after else ""
        return f"{self.source.name} replaces {self.before}{instead}."


@dataclass(slots=True)
class EffectCreated(Event):
    """A resolving ability created a lasting effect (a cost change, a permission, a P/T change)."""

    source: Obj
    description: str
    kind = "effect_created"

    def describe(self) -> str:
        return f"{self.source.name}: {self.description}."


@dataclass(slots=True)
class PlayerLost(Event):
    """A player lost the game (state-based action)."""

    player: Player
    reason: str
    kind = "player_lost"

    def describe(self) -> str:
        return f"{self.player.name} loses the game ({self.reason})."


def this_turn(events: list[Event]) -> list[Event]:
    """The events since this turn's untap step began (all of them before the first turn)."""
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if isinstance(event, StepBegan) and event.step == "untap":
            return events[i + 1 :]
    return events
