"""Replacement effects (CR 614) applied to an event about to happen: each applies at most
once (CR 614.5); when several apply, the affected player chooses the order (CR 616.1).
They come from the permanents' abilities, the entering object's own, the card's own
"from anywhere" ones, the graveyard's (dredge), and those resolved spells and abilities
created."""

from __future__ import annotations

from collections.abc import Iterator

from . import characteristics as ch
from .abilities import Ctx, Proposal, ReplacementAbility
from .events import Replaced
from .state import Game, Obj


def replace(game: Game, proposal: Proposal) -> Proposal | None:
    """Apply replacement effects to an event about to happen, each at most once (CR 614.5).

    Returns the (modified) event, or None when it was replaced by something else.
    """
    applied: set[tuple[int, int]] = set()
    while True:
        options = [
            (obj, ab)
            for obj, ab in _replacements(game, proposal)
            if (obj.id, id(ab)) not in applied
            and id(ab) not in game.replacing
            and ab.matches(Ctx(game, obj, obj.controller, slots=[None] * ab.slots), proposal)
        ]
        if not options:
            return proposal
        if len(options) > 1:
            labels = [f"{obj.name}: {ab.text}" for obj, ab in options]
            picked = game.agent.choose(
                game, proposal.player, "apply which replacement effect first", labels, 1, 1
            )
            obj, ab = options[labels.index(picked[0])]
        else:
            obj, ab = options[0]
        applied.add((obj.id, id(ab)))
        ctx = Ctx(game, obj, obj.controller, slots=[None] * ab.slots)
        note = Replaced(obj, proposal.describe())
        game.events.append(note)
        game.replacing.add(id(ab))
        try:
            result = ab.apply(ctx, proposal)
        finally:
            game.replacing.discard(id(ab))
        if result is None:
            return None
        note.after = result.describe()
        note.fix()
        proposal = result


def _replacements(game: Game, proposal: Proposal) -> Iterator[tuple[Obj, ReplacementAbility]]:
    if proposal.kind == "enter" and proposal.obj is not None:
        for ab in proposal.obj.card.compiled.printed():
            if isinstance(ab, ReplacementAbility) and ab.self_enters:
                yield proposal.obj, ab
    if proposal.kind == "graveyard" and proposal.obj and proposal.obj.zone != "battlefield":
        for ab in proposal.obj.card.compiled.printed():
            if isinstance(ab, ReplacementAbility) and ab.anywhere:
                yield proposal.obj, ab
    for obj in list(game.battlefield):
        for ab in ch.abilities(game, obj):
            if isinstance(ab, ReplacementAbility) and not ab.self_enters:
                yield obj, ab
    for obj in list(proposal.player.graveyard):  # dredge (CR 702.52a)
        yield from ((obj, a) for a in obj.card.compiled.replacing_from_graveyard())
    yield from list(game.replacements)
