"""Auditing a Forge script against its own ``Oracle:`` line: each ability of the text that the
back end can express is set beside the script's ability of the same kind, trigger and cost,
and their steps are compared: a wrong amount, a missing or extra step, a target the text does
not name (or a lost one), a lost "may", another player acting.

Only differences the facts can tell for sure are reported. A step is aligned with the
script's step of the same API; a step of the text that the script lacks is reported only
when the script's chain holds no API this back end does not write (Forge may do it another
way); Forge's deliberate modelling (bookkeeping, an Aura's spell, "enters tapped", one line
per mana color, a trigger's "may" on its ``T:`` line) is already the same in both facts.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..ast import CardText
from . import facts
from .abilities import Written, card_parts, part_lines
from .effects import UNKNOWN, tolerant
from .emit import resolver
from .objects import resolving
from .refusal import Refused
from .script import Script, read

#: Every API the back end writes: a script step of another API may be Forge's own way of
#: doing what the text says.
KNOWN_APIS = frozenset(
    {
        "Scry", "Surveil", "Draw", "Discard", "Mill", "GainLife", "LoseLife", "DealDamage",
        "DamageAll", "Destroy", "DestroyAll", "Tap", "Untap", "TapOrUntap", "Explore",
        "Counter", "PutCounter", "PutCounterAll", "ChangeZone>Exile", "ChangeZone>Hand",
        "ChangeZone>Battlefield", "Pump", "PumpAll", "Investigate", "Token", "Mana", "Dig",
        "CopyPermanent",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Disagreement:
    """A difference between the script and its Oracle line, at a script line."""

    line: int
    message: str


def script_of(lines: tuple[tuple[int, str], ...], fields: dict[str, str]) -> Script:
    """A script face from its numbered lines (as a card record keeps them)."""
    text = "\n".join(f"{key}:{value}" for key, value in fields.items())
    script = read(text)[0] if fields else Script()
    for number, raw in lines:
        for line in read(raw)[0].lines if read(raw) else []:
            script.lines.append(type(line)(line.key, line.value, number, line.name, line.params))
    return script


def audit(script: Script, text: CardText, name: str, oracle: str) -> Iterator[Disagreement]:
    """Each disagreement between ``script`` and the AST ``text`` of its Oracle line."""
    theirs = facts.of_script(script)
    types = set(script.fields.get("Types", "").split())
    permanent = bool(types) and not {"Instant", "Sorcery"} & types
    written = Written(name, oracle, resolver(text, oracle))
    for said in _abilities(text, written, "Aura" in types, permanent):
        if not said:
            continue
        for ours in said:
            match = _counterpart(ours, theirs)
            if match is not None:
                yield from _steps(ours, match)


def _abilities(
    text: CardText, written: Written, aura: bool, permanent: bool
) -> Iterator[list[facts.Ability]]:
    """The facts of each ability of the text the back end expresses; [] for one it refuses
    (a spell with a paragraph refused is refused whole)."""
    for part in card_parts(text.abilities, permanent):
        try:
            with tolerant(), resolving(written.resolve):  # as the script is written
                faces = read("\n".join(part_lines(part, written, aura)))
        except Refused:
            yield []
            continue
        yield facts.of_script(faces[0]) if faces else []


def _counterpart(ours: facts.Ability, theirs: list[facts.Ability]) -> facts.Ability | None:
    """The script's ability of the same kind, trigger and cost, when there is exactly one
    (the one whose steps share most APIs when there are several)."""
    same = [a for a in theirs if a.key() == ours.key()]
    if not same or ours.kind == "keyword":
        return None
    apis = [s.api for s in ours.steps]
    return max(same, key=lambda a: sum(s.api in apis for s in a.steps))


def _steps(ours: facts.Ability, theirs: facts.Ability) -> Iterator[Disagreement]:
    """The differences between two abilities' steps, aligned by API in order."""
    pairs, missing, extra = _align(list(ours.steps), list(theirs.steps))
    for mine, forge in pairs:
        yield from _step_differences(mine, forge)
    if any(s.api == UNKNOWN for s in ours.steps):  # a step of ours is unknown: so is a match
        return
    if missing and all(s.api in KNOWN_APIS for s in theirs.steps):
        for step in missing:
            said = facts.describe_step(step)
            yield Disagreement(theirs.line, f"missing step: the Oracle text says {said!r}")
    for step in extra:
        if step.api in KNOWN_APIS and len(extra) <= len(theirs.steps):
            said = facts.describe_step(step)
            yield Disagreement(step.line, f"extra step: {said!r} is not in the Oracle text")


def _align(
    ours: list[facts.Step], theirs: list[facts.Step]
) -> tuple[list[tuple[facts.Step, facts.Step]], list[facts.Step], list[facts.Step]]:
    """Pairs of steps with the same API (a longest common subsequence), then the steps of
    each side left over."""
    n, m = len(ours), len(theirs)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            same = ours[i].api == theirs[j].api
            best[i][j] = best[i + 1][j + 1] + 1 if same else max(best[i + 1][j], best[i][j + 1])
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if ours[i].api == theirs[j].api:
            pairs.append((ours[i], theirs[j]))
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    paired = {id(x) for pair in pairs for x in pair}
    return (
        pairs,
        [s for s in ours if id(s) not in paired],
        [s for s in theirs if id(s) not in paired],
    )


def _step_differences(ours: facts.Step, theirs: facts.Step) -> Iterator[Disagreement]:
    where, api = theirs.line, theirs.api
    if _known(ours.amount) and _known(theirs.amount) and ours.amount != theirs.amount:
        yield Disagreement(
            where, f"{api}: amount {theirs.amount} where the Oracle text says {ours.amount}"
        )
    if ours.targets != theirs.targets:
        if theirs.targets is None:
            said = "targets nothing where the Oracle text says target"
        elif ours.targets is None:
            said = "targets where the Oracle text names no target"
        else:
            said = f"{theirs.targets} target(s) where the Oracle text says {ours.targets}"
        yield Disagreement(where, f"{api}: {said}")
    if ours.optional != theirs.optional:
        said = (
            'is mandatory where the Oracle text says "may"'
            if ours.optional
            else ('is optional where the Oracle text has no "may"')
        )
        yield Disagreement(where, f"{api}: {said}")
    if ours.who and theirs.who and "other" not in (ours.who, theirs.who) and ours.who != theirs.who:
        yield Disagreement(where, f"{api}: {theirs.who} acts where the Oracle text says {ours.who}")


def _known(amount: str | None) -> bool:
    return amount is not None and amount != "var"
