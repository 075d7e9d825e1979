"""Runs of instructions that Forge writes as one step: the old wording of scry and surveil
(a ``Dig``), "Target opponent reveals their hand. You choose a card from it. That player
discards that card." (a ``Discard`` with ``Mode$ RevealYouChoose``), and "reveal the top
card of your library. If it's a land card, put it onto the battlefield. [Otherwise, …]" (a
``Dig`` that moves the card if it is one, and what happens otherwise if it moved none), and
"Create a … token. It has "…"" (the token with that ability), "You may sacrifice …. If you
do, …" (the steps bought, with the sacrifice as an ``UnlessCost$``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import ast
from ..ast import Node
from .casting import chosen_then_cast, exiled_instead
from .choices import chosen_target, chosen_then_named
from .delayed import copy_triggered, delayed_copy
from .dice import rolled
from .kept_types import still_a
from .objects import Resolve, player_params, valid_expression, with_other
from .paid import tapped_cost
from .refusal import Refused
from .step import Step, amount
from .tokens import if_the_token_is, tokens_gain
from .zones import exiled_and_returned, searched

#: Writes the steps of an effect (``effects.steps`` with the ability's references).
Write = Callable[[Node], list[Step]]
#: Where a revealed card goes, as Dig's ``DestinationZone$``.
_DESTINATIONS = {"hand": "Hand", "battlefield": "Battlefield"}


#: An idiom: the steps the instructions at the start of a run make, and how many they are.
Found = tuple[list[Step], int] | None


def _pair(find: Callable[[list[Node], Resolve, Write], list[Step] | None]) -> Callable[..., Found]:
    """An idiom of two instructions as one of a run."""

    def of_run(run: Sequence[Node], resolve: Resolve, write: Write) -> Found:
        made = find(list(run[:2]), resolve, write)
        return None if made is None else (made, 2)

    return of_run


#: The idioms of the other modules, in the order they are tried.
_RUNS: tuple[Callable[[Sequence[Node], Resolve, Write], Found], ...] = (
    _pair(still_a),
    lambda run, resolve, write: rolled(run, write),
    _pair(if_the_token_is),
    tokens_gain,
    _pair(exiled_and_returned),
    _pair(exiled_instead),
    chosen_then_cast,
    lambda run, resolve, write: searched(run, resolve),
    _pair(chosen_then_named),
    lambda run, resolve, write: chosen_target(run, write),
)


def idiom(run: Sequence[Node], resolve: Resolve, write: Write) -> Found:
    """The steps the instructions at the start of ``run`` make, and how many instructions
    they are; None when they are no such idiom."""
    dig = _dig(list(run[:2]))
    if dig is not None:
        return [dig], 2
    discard = _reveal_choose_discard(list(run[:3]), resolve)
    if discard is not None:
        return [discard], 3
    revealed = _reveal_if(list(run[:2]), resolve, write)
    if revealed is not None:
        return revealed, 2
    for find in _RUNS:  # the idioms of the modules of objects, zones, tokens, casting
        found = find(run, resolve, write)
        if found is not None:
            return found
    token = _token_has(list(run[:2]), resolve)
    if token is not None:
        return write(token), 2
    bought = _sacrifice_if_you_do(list(run[:2]), write)
    if bought is not None:
        return bought, 2
    copied = copy_triggered(list(run[:2]), resolve)  # "copy that spell. You may choose …"
    if copied is not None:
        return copied
    later = delayed_copy(list(run[:2]), write)  # "When you cast …, copy that spell. You may …"
    if later is not None:
        return later, 2
    return None


def _sacrifice_if_you_do(pair: list[Node], write: Write) -> list[Step] | None:
    """ "You may sacrifice another creature. If you do, scry 2.": the steps bought, the first
    with the sacrifice as a cost paid as it resolves (``UnlessCost$ Sac<1/Creature.Other>``,
    ``UnlessSwitched$ True``: "you may pay; if you do", Forge's way)."""
    if len(pair) != 2 or not isinstance(pair[0], ast.Optional_):
        return None
    may, then = pair
    sacrifice = may.effect
    if not (isinstance(may.player, ast.You) and isinstance(sacrifice, ast.Sacrifice | ast.Tap)):
        return None
    if not (isinstance(then, ast.Conditional) and isinstance(then.condition, ast.IfYouDo)):
        return None
    yours = isinstance(sacrifice, ast.Tap) or isinstance(sacrifice.player, ast.You)
    if then.otherwise is not None or then.instead or not yours:
        return None
    if isinstance(sacrifice, ast.Tap):  # "You may tap an untapped artifact you control."
        cost = tapped_cost(sacrifice.object)
    else:
        cost = _sacrifice_cost(sacrifice.object)
    bought = write(then.effect)
    if cost is None or not bought:
        return None
    unless = {"UnlessCost": cost, "UnlessPayer": "You", "UnlessSwitched": "True"}
    bought[0].params.update(unless)
    return bought


def _sacrifice_cost(obj: Node) -> str | None:
    """What is sacrificed, as Forge's cost: ``Sac<1/CARDNAME>``, ``Sac<1/Creature.Other>``."""
    if isinstance(obj, ast.SelfRef):
        return "Sac<1/CARDNAME>"
    if not (isinstance(obj, ast.Objects) and obj.quantifier in ("a", "another") and not obj.count):
        return None
    valid = valid_expression(obj.filter)
    return f"Sac<1/{with_other(valid) if obj.other or obj.quantifier == 'another' else valid}>"


def _token_has(pair: list[Node], resolve: Resolve) -> ast.CreateToken | None:
    """ "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature:
    Add {C}."": the token created with that ability, as Forge's token script has it."""
    if len(pair) != 2 or not isinstance(pair[0], ast.CreateToken):
        return None
    create, has = pair
    if not (isinstance(has, ast.GainAbility) and has.duration is None):
        return None
    if not (isinstance(has.object, ast.Ref) and resolve(has.object) in (create, create.token)):
        return None
    token = create.token
    grown = token.model_copy(update={"abilities": [*token.abilities, *has.abilities]})
    return create.model_copy(update={"token": grown})


def _reveal_if(pair: list[Node], resolve: Resolve, write: Write) -> list[Step] | None:
    """ "Reveal the top card of your library. If it's a creature card, put it into your
    hand. [Otherwise, draw a card.]": a ``Dig`` of one revealed card that moves it if it is
    one (``ChangeValid$``), the rest back on top; "otherwise" happens if it moved none."""
    may = pair[0] if pair and isinstance(pair[0], ast.Optional_) else None
    reveal = may.effect if may is not None and isinstance(may.player, ast.You) else pair[0]
    if len(pair) != 2 or not isinstance(reveal, ast.Reveal) or reveal.from_zone:
        return None
    then = pair[1]
    top = reveal.object
    if not (isinstance(top, ast.TopOfLibrary) and isinstance(top.player, ast.You)):
        return None
    if not isinstance(then, ast.Conditional):
        return None
    kind = _revealed_kind(then.condition, top, resolve)  # "If it's a land card", "If a …"
    move = then.effect
    if kind is None or then.instead or then.unless or not isinstance(move, ast.Move):
        return None
    one = isinstance(top.count, ast.Number) and top.count.value == 1
    moved = resolve(move.object)
    about_it = moved is top or moved is getattr(then.condition, "object", None)
    plain = not (move.attacking or move.transformed or move.counters or move.from_zone)
    if not (one and about_it and plain and move.to.name in _DESTINATIONS):
        return None
    if may is not None and then.otherwise is not None:
        raise Refused("a card you may reveal, and what happens otherwise")
    params = {"DigNum": "1", "Reveal": "True", "ChangeNum": "All"}
    params["ChangeValid"] = valid_expression(kind)
    params["DestinationZone"] = _DESTINATIONS[move.to.name]
    params |= {"Tapped": "True"} if move.tapped else {}
    if then.otherwise is None:
        return [Step("Dig", params | {"LibraryPosition2": "0"}, optional=may is not None)]
    params |= {"RememberChanged": "True", "LibraryPosition2": "0"}
    otherwise = write(then.otherwise)
    none_moved = {"ConditionDefined": "Remembered", "ConditionPresent": "Card"}
    for step in otherwise:
        step.params |= none_moved | {"ConditionCompare": "EQ0"}
    return [Step("Dig", params), *otherwise, Step("Cleanup", {"ClearRemembered": "True"})]


def _revealed_kind(condition: Node, top: Node, resolve: Resolve) -> Node | None:
    """What the revealed top card must be: "If it's a creature card" (it: the top card),
    "If a land card is revealed this way"; None for another condition."""
    if isinstance(condition, ast.ObjectIs):
        return condition.filter if resolve(condition.object) is top else None
    obj = condition.object if isinstance(condition, ast.ThisWay) else None
    one = isinstance(obj, ast.Objects) and obj.quantifier == "a" and obj.count is None
    revealed = isinstance(condition, ast.ThisWay) and condition.event == "revealed"
    return obj.filter if one and revealed else None  # type: ignore[union-attr]


def _dig(pair: list[Node]) -> Step | None:
    """The old wording of scry or surveil ("Look at the top N cards of your library. Put any
    number of them into your graveyard and the rest back on top …", "Look at the top card
    … You may put that card into your graveyard.") as Forge writes it: a ``Dig`` that puts
    the chosen cards there and the rest back on top, not the keyword action (which would
    meet "whenever you surveil", CR 701.25d)."""
    from ..check.rules.scry011 import look_then_put  # the rule that knows the old wording

    action = look_then_put(*pair) if len(pair) == 2 else None
    if not isinstance(action, (ast.Scry, ast.Surveil)):
        return None
    number = amount(action.amount)
    place = (
        {"DestinationZone": "Library", "LibraryPosition": "-1"}
        if isinstance(action, ast.Scry)
        else {"DestinationZone": "Graveyard"}
    )
    if number == "1" and isinstance(pair[1], ast.Optional_):
        chosen = {"ChangeNum": "1", "Optional": "True"}
    else:
        chosen = {"AnyNumber": "True"}
    return Step("Dig", {"DigNum": number} | chosen | place | {"LibraryPosition2": "0"})


def _reveal_choose_discard(run: list[Node], resolve: Resolve) -> Step | None:
    """ "Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." as Forge's ``Discard | Mode$ RevealYouChoose``."""
    if len(run) != 3:
        return None
    reveal, choose, discard = run
    if not (isinstance(reveal, ast.Reveal) and isinstance(reveal.object, ast.ZoneContents)):
        return None
    if not (isinstance(choose, ast.ChooseObject) and isinstance(discard, ast.Discard)):
        return None
    hand, chosen, player = reveal.object.zone, choose.object, reveal.player
    their_hand = hand.name == "hand" and hand.owner is not None and resolve(hand.owner) is player
    same_player = resolve(discard.player) is player
    that_card = discard.object is not None and resolve(discard.object) is chosen
    if not (their_hand and same_player and that_card and isinstance(chosen, ast.Objects)):
        return None
    if not isinstance(choose.player, (ast.You, type(None))) or chosen.count is not None:
        return None
    parts = chosen.filter.parts if isinstance(chosen.filter, ast.AllOf) else [chosen.filter]
    kept = [p for p in parts if not isinstance(p, ast.FromAmong)]
    if len(kept) == len(parts):
        raise Refused("a card chosen from a revealed hand without 'from it'")
    valid = valid_expression(kept[0] if len(kept) == 1 else ast.AllOf(parts=kept))
    params = {"NumCards": "1", "DiscardValid": valid, "Mode": "RevealYouChoose"}
    return Step("Discard", player_params(reveal.player, []) | params)
