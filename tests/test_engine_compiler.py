"""The closure compiler: every corpus card compiles, unknown kinds raise CompileError naming
the kind, references bind to what the ability introduced, and closures hold no AST."""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any, Literal

import pytest

from scryc import ast as A
from scryc import parse
from scryc.cards import load_cards
from scryc.engine import CompileError, compile, compile_abilities
from scryc.engine.abilities import (
    ActivatedAbility,
    KeywordAbility,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from scryc.engine.ir import Call, build, call, to_source

ROOT = Path(__file__).resolve().parents[1]
CORPUS = [c for c in load_cards(ROOT / "corpus").cards if c.text]


def tree_of(text: str, name: str | None = None, index: int = 0) -> Call:
    return compile_abilities(parse(text, name=name), text)[index].tree


def calls(value: Any) -> list[Call]:
    """Every call in a tree, depth first."""
    if isinstance(value, Call):
        found = [value]
        for part in (*value.args, *(v for _, v in value.kwargs)):
            found.extend(calls(part))
        return found
    if isinstance(value, tuple):
        return [c for v in value for c in calls(v)]
    return []


def ops_named(tree: Call, op: str) -> list[Call]:
    return [c for c in calls(tree) if c.op == op]


@pytest.mark.parametrize("card", CORPUS, ids=lambda c: c.name)
def test_every_corpus_card_compiles(card: Any) -> None:
    compiled = compile(parse(card.text, name=card.name), card.text)
    lines = [line for line in card.text.splitlines() if line.strip()]
    assert len(compiled.abilities) == len(lines)


def test_ability_kinds_map_to_compiled_abilities() -> None:
    kinds = {
        "Opt": SpellAbility,
        "Crystal Ball": ActivatedAbility,
        "Flamespeaker Adept": TriggeredAbility,
        "Augury Owl": KeywordAbility,
        "Kenessos, Priest of Thassa": ReplacementAbility,
        "Elminster": StaticAbility,
    }
    by_name = {c.name: c for c in CORPUS}
    for name, kind in kinds.items():
        card = by_name[name]
        compiled = compile(parse(card.text, name=name), card.text)
        assert any(isinstance(a, kind) for a in compiled.abilities), name


def test_temple_enters_tapped_compiles_to_a_self_replacement() -> None:
    card = next(c for c in CORPUS if c.name == "Temple of Mystery")
    first = compile(parse(card.text, name=card.name)).abilities[0]
    assert isinstance(first, ReplacementAbility) and first.self_enters


# --- errors name the kind -----------------------------------------------------------------


#: Constructs the engine has no behaviour for, each refused with a CompileError naming it
#: (never compiled to something that does the wrong thing): text, kind.
REFUSED = [
    ("You may look at the top card of your library any time.", "look_any_time"),
    # on a spell, "other" is other than an object named before, which the AST does not say
    (
        "Target creature gets +1/+1 until end of turn. Another target creature gets -1/-1 "
        "until end of turn.",
        "objects.other",
    ),
    (
        "You may cast spells from the top of your library. If you cast a spell this way, pay "
        "life equal to its mana value rather than pay its mana cost.",
        "you_cast",
    ),
    (
        "Add or subtract 1 or one from a number or number word on target permanent.",
        "adjust_number",
    ),
    (
        "You may have Card Name enter as a copy of any creature on the battlefield.",
        "enters_as_copy",
    ),
    ("Untap target land for each creature you control.", "for_each"),
    ("Surveil 2. You gain 1 life for each card you put on top of your library.", "put_this_way"),
    (
        "Whenever one or more creatures you control and/or creature cards in your graveyard are "
        "put into exile, you gain 1 life.",
        "put_into_exile",
    ),
    (
        "Return any number of target creature cards with total mana value 6 or less from your "
        "graveyard to the battlefield.",
        "compare: total",
    ),
    (
        "Whenever Card Name deals combat damage to a player, surveil X, where X is the amount of "
        "damage it dealt to that player.",
        "damage_dealt",
    ),
    ("Whenever this creature mutates, draw a card.", "object_event.mutates"),
    ("Target creature loses protection from black until end of turn.", "lose_ability"),
    (
        "Until end of turn, target creature gains trample if you control a Dwarf and hexproof "
        "if you control an Elf.",
        "granted_if",
    ),
    ("If X is 1, scry 1.\nIf X is 4 or more, do all of the above.", "all_of_the_above"),
    (
        "If there are eight or more different names among unlocked doors of Rooms you "
        "control, you win the game.",
        "doors",
    ),
    ("Venture into the dungeon.", "venture"),
    (
        "Scry X, where X is the number of times it's been cast from the command zone this game.",
        "times_cast",
    ),
    (
        "You may activate the loyalty abilities of planeswalkers you control twice each turn "
        "rather than only once.",
        "loyalty_twice",
    ),
    ("Prototype {1}{W} — 2/2\nVigilance", "prototype"),
    ("The flashback cost is equal to its mana cost.", "keyword_cost"),
    ("Flying\nSTATION 8+\nVigilance", "station_ability"),
    (
        "When Card Name dies, if it was a creature, return it to the battlefield under its "
        "owner's control. It's an enchantment.",
        "becomes.set_types",
    ),
    ("Destroy all creatures with exactly two colors.", "color_count"),
    ("Whenever a creature attacks enchanted player, scry 1.", "attacks.blocked"),
    (
        "Card Name deals 3 damage to each creature. If another creature would die this turn, "
        "exile it instead.",
        "replace",
    ),
    ("When you set this scheme in motion, draw two cards.", "set_in_motion"),
    (
        "As an additional cost to cast this spell, you may behold a Dragon.\nDraw a card.",
        "effect_cost: optional",
    ),
    ("This creature crews Vehicles as though its power were 2 greater.", "crews_as_though"),
    ("Whenever players finish voting, draw a card.", "finish_voting"),
    (
        "At the beginning of your upkeep, if you chose a creature other than Card Name as your "
        "Ring-bearer, draw a card.",
        "chose_ring_bearer",
    ),
]


@pytest.mark.parametrize(("text", "kind"), REFUSED, ids=[kind for _, kind in REFUSED])
def test_a_construct_the_engine_cannot_run_names_itself(text: str, kind: str) -> None:
    with pytest.raises(CompileError) as error:
        compile(parse(text, name="Card Name", whole=False))
    assert error.value.kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Card Name deals 1 damage to any number of targets.", "any_target.quantifier"),
    ],
)
def test_divided_damage_names_itself(text: str, kind: str) -> None:
    with pytest.raises(CompileError) as error:
        compile(parse(text, name="Card Name"))
    assert kind in error.value.kind


def test_an_unsupported_keyword_names_itself() -> None:
    node = A.CardText(abilities=[A.KeywordList(keywords=[A.Keyword(name="rampage")])])
    with pytest.raises(CompileError) as error:
        compile(node)
    assert error.value.kind == "keyword: rampage"
    assert "rampage" in str(error.value)


def test_keywords_with_rules_behaviour_compile_to_abilities() -> None:
    from scryc.engine.abilities import KeywordAbility

    compiled = compile(parse("Ward {2}\nCycling {U}"))
    ward, cycling = compiled.abilities
    assert isinstance(ward, KeywordAbility) and isinstance(ward.grants[0], TriggeredAbility)
    assert isinstance(cycling, KeywordAbility) and isinstance(cycling.grants[0], ActivatedAbility)
    assert cycling.grants[0].zone == "hand"


def test_an_effect_with_no_resolving_behaviour_raises() -> None:
    node = A.CardText(
        abilities=[
            A.SpellAbility(
                effect=A.Sequence(
                    steps=[
                        A.EntersTapped(object=A.SelfRef()),
                        A.Scry(player=A.You(), amount=A.Number(value=1)),
                    ],
                    joins=["sentence"],
                )
            )
        ]
    )
    with pytest.raises(CompileError) as error:
        compile(node)
    assert error.value.kind == "enters_tapped"


def test_a_node_kind_the_compiler_has_never_seen_raises_naming_it() -> None:
    class Frobnicate(A.Node):
        kind: Literal["frobnicate"] = "frobnicate"

    node = A.CardText.model_construct(
        abilities=[A.SpellAbility.model_construct(effect=Frobnicate(), reminder=[], span=None)],
        span=None,
    )
    with pytest.raises(CompileError) as error:
        compile(node)
    assert error.value.kind == "frobnicate"


def test_every_effect_kind_without_behaviour_raises_naming_it() -> None:
    """Effect kinds the compiler has no method for (new ones appear as the grammar grows)
    are refused by name, never dropped."""
    from scryc.engine.compile import ROLES

    effect_union = A.Effect.__args__[0].__args__  # Annotated[Union[...], Field] → the union
    unhandled = [m for m in effect_union if "effect" not in ROLES.get(_kind(m), ())]
    assert {_kind(m) for m in unhandled} >= {"enters_tapped", "can_be_commander"}
    scry = A.Scry(player=A.You(), amount=A.Number(value=1))
    for model in unhandled:
        steps = [scry, model.model_construct()]
        effect = A.Sequence.model_construct(steps=steps, joins=["sentence"], span=None)
        node = A.CardText.model_construct(
            abilities=[A.SpellAbility.model_construct(effect=effect, reminder=[], span=None)],
            span=None,
        )
        with pytest.raises(CompileError) as error:
            compile(node)
        assert error.value.kind == _kind(model)


def _kind(model: type[A.Node]) -> str:
    return model.model_fields["kind"].default


def test_every_kind_compiles_or_is_refused_with_a_reason() -> None:
    from scryc.engine.compile import DISPATCH, REFUSED, ROLES

    assert set(DISPATCH) | set(REFUSED) == set(A.kinds())
    assert not set(DISPATCH) & set(REFUSED)
    assert set(ROLES) == set(DISPATCH) and all(ROLES.values())
    assert all(REFUSED.values())


def test_a_refused_kind_raises_its_reason() -> None:
    from scryc.engine.compile import REFUSED

    node = parse("Venture into the dungeon.")
    with pytest.raises(CompileError) as error:
        compile(node)
    assert (error.value.kind, error.value.detail) == ("venture", REFUSED["venture"])


# --- references and targets ---------------------------------------------------------------


def test_judge_unworthy_binds_that_card_and_that_creature() -> None:
    card = next(c for c in CORPUS if c.name == "Judge Unworthy")
    tree = tree_of(card.text, card.name)
    (damage,) = ops_named(tree, "deal_damage")
    amount, recipients = damage.args[1], damage.args[2]
    (reveal,) = ops_named(tree, "reveal")
    assert amount == call("value_of", "mana value", call("slot", reveal.args[1]))
    assert recipients.op in ("slot", "targets")  # the chosen creature
    (target,) = ops_named(tree, "target")
    assert target.args[1] == "target attacking or blocking creature"


def test_flamespeaker_it_means_the_card_itself() -> None:
    card = next(c for c in CORPUS if c.name == "Flamespeaker Adept")
    (gain,) = ops_named(tree_of(card.text, card.name), "gain_abilities")
    assert gain.args[0] == call("source")


def test_that_many_binds_the_trigger_number() -> None:
    card = next(c for c in CORPUS if c.name == "The Temporal Anchor")
    tree = tree_of(card.text, card.name, 1)
    assert ops_named(tree, "library_cards")[0].args[0] == call("slot_number", 0)
    assert tree.args[1].op == "on_scry_bottom"


def test_if_you_do_records_the_step_before_it() -> None:
    card = next(c for c in CORPUS if c.name == "Eyes of the Watcher")
    (sequence,) = ops_named(tree_of(card.text, card.name), "sequence")
    first, second = sequence.args
    assert first.op == "record" and first.args[0].op == "optional"
    assert second.op == "conditional" and second.args[0] == call("did")


def test_targets_are_numbered_across_the_lines_of_a_spell() -> None:
    node = parse("Tap target creature.\nTarget player scries 2.")
    spell = compile(node).spell
    assert spell is not None
    assert [t.index for t in spell.targets] == [0, 1]
    assert [t.players for t in spell.targets] == [False, True]


def test_that_card_means_what_the_checker_binds_it_to() -> None:
    """ "exile another target permanent you control, then return that card": the exiled
    permanent (the checker's binding), not the card the trigger is about."""
    text = (
        "When this creature enters, you may exile another target permanent you control, then "
        "return that card to the battlefield under its owner's control."
    )
    (exile,) = ops_named(tree_of(text), "exile")
    (move,) = ops_named(tree_of(text), "move_to")
    assert move.args[0] == call("slot", exile.args[1], call("targets", 0))


def test_creatures_described_again_are_selected_again() -> None:
    tree = tree_of("Creatures you control get +1/+1 and gain trample until end of turn.")
    (pump,) = ops_named(tree, "modify_pt")
    (gain,) = ops_named(tree, "gain_abilities")
    assert gain.args[0] == pump.args[0] and gain.args[0].op == "matching"


def test_that_much_damage_is_the_damage_dealt() -> None:
    tree = tree_of("Whenever this creature deals damage, you gain that much life.")
    (gain,) = ops_named(tree, "gain_life")
    assert gain.args[1] == call("slot_number", 1)
    assert tree.args[1] == call("on_damage", call("is_source"), False, False, True)


def test_that_player_is_the_target_player() -> None:
    tree = tree_of("Target player draws a card. That player loses 1 life.")
    (lose,) = ops_named(tree, "lose_life")
    assert lose.args[0] == call("players_in", call("targets", 0))


def test_one_target_of_several_kinds_is_one_target() -> None:
    spell = compile(parse("Shock deals 2 damage to target player or planeswalker.")).spell
    assert spell is not None and [t.index for t in spell.targets] == [0]


def test_a_ref_with_nothing_to_refer_to_is_a_compile_error() -> None:
    node = A.CardText(
        abilities=[A.SpellAbility(effect=A.Draw(player=A.You(), amount=A.Ref(noun="number")))]
    )
    with pytest.raises(CompileError) as error:
        compile(node)
    assert error.value.kind == "ref"


# --- ahead of time: no AST at run time ----------------------------------------------------


def _reachable(root: object) -> list[object]:
    """Everything reachable from compiled abilities through closures, fields and containers."""
    seen: set[int] = set()
    out: list[object] = []
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, str | int | float | bool | type(None) | type):
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, types.FunctionType):
            todo.extend(c.cell_contents for c in obj.__closure__ or () if _filled(c))
            todo.extend(obj.__defaults__ or ())
        elif isinstance(obj, tuple | list | frozenset | set):
            todo.extend(obj)
        elif isinstance(obj, dict):
            todo.extend(obj.values())
        elif hasattr(type(obj), "__slots__"):
            todo.extend(getattr(obj, s) for s in type(obj).__slots__ if hasattr(obj, s))
    return out


def _filled(cell: types.CellType) -> bool:
    try:
        cell.cell_contents  # noqa: B018
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("card", CORPUS, ids=lambda c: c.name)
def test_compiled_closures_hold_no_ast_nodes(card: Any) -> None:
    compiled = compile(parse(card.text, name=card.name), card.text)
    reachable = _reachable(compiled)
    assert len(reachable) > 10
    assert not [o for o in reachable if isinstance(o, A.Node)]


# --- the call tree ----------------------------------------------------------------------


def test_build_and_source_agree() -> None:
    tree = call("scry", call("you"), call("number", 2))
    assert to_source(tree) == "ops.scry(ops.you(), ops.number(2))"
    assert callable(build(tree))
    with pytest.raises(ValueError, match="frobnicate"):
        call("frobnicate")


def test_a_permission_that_outlasts_the_turn_names_itself() -> None:
    text = "Exile the top card of your library. Until the end of your next turn, you may play it."
    with pytest.raises(CompileError) as error:
        compile(parse(text))
    assert error.value.kind == "play: until the end of your next turn"
    compile(parse("Exile the top card of your library. Until end of turn, you may play it."))


def test_casting_as_though_with_flash_for_the_turn_compiles() -> None:
    """A flash permission for the turn is a permission of timing (its behaviour:
    test_engine_casting_rules.py); one a spell gives itself is a static ability (CR 113.6),
    read from where the card is cast, on a sorcery as on a permanent card."""
    compile(parse("You may cast creature spells this turn as though they had flash."))
    compile(parse("You may cast creature spells this turn."))
    own = parse("You may cast this spell as though it had flash.", type_line="Sorcery")
    assert [a.kind for a in own.abilities] == ["static_ability"]
    compile(own)
