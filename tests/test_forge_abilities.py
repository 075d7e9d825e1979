"""The Forge back end's triggers, conditions, delayed and reflexive triggers, replacement and
static abilities: each construct is written as Forge's scripts write it, or refused."""

from __future__ import annotations

import pytest

from scryc.cards import Card
from scryc.forge import facts, generate
from scryc.forge.compare import script_facts

from .test_forge_backend import card, lines_of


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "Whenever Test Card attacks while saddled, scry 1.\nSaddle 2",
            "Creature — Mount",
            "T:Mode$ Attacks | ValidCard$ Card.Self+IsSaddled | TriggerZones$ Battlefield",
        ),
        (
            "Whenever Test Card or another permanent is turned face up, scry 2.",
            "Creature",
            "T:Mode$ TurnFaceUp | ValidCard$ Card.Self,Permanent.Other | TriggerZones$ Battlefield",
        ),
        (
            "Whenever you remove a time counter from Test Card while it's exiled, surveil 1.",
            "Creature",
            "T:Mode$ CounterRemoved | ValidCard$ Card.Self | TriggerZones$ Exile | "
            "CounterType$ TIME | ValidPlayer$ You",
        ),
        (
            "Whenever Test Card enlists a creature, scry 2.",
            "Creature",
            "T:Mode$ Enlisted | ValidCard$ Card.Self | TriggerZones$ Battlefield",
        ),
        (
            "Whenever Test Card crews a Vehicle, scry 1.",
            "Creature",
            "T:Mode$ Crewed | ValidCrew$ Card.Self | TriggerZones$ Battlefield",
        ),
        (
            "Whenever you surveil for the first time each turn, you gain 1 life.",
            "Creature",
            "T:Mode$ Surveil | ValidPlayer$ You | TriggerZones$ Battlefield | OnlyFirst$ True",
        ),
        (
            "Whenever you tap an untapped creature an opponent controls, scry 1.",
            "Creature",
            "T:Mode$ Taps | ValidCard$ Creature.OppCtrl | ValidPlayer$ You | TriggerZones$ "
            "Battlefield",
        ),
        (
            "When Test Card enters and when you sacrifice it, scry 1.",
            "Artifact",
            "T:Mode$ Sacrificed | ValidPlayer$ You | ValidCard$ Card.Self | TriggerZones$ "
            "Battlefield",
        ),
    ],
)
def test_triggers_are_written_as_forge_writes_them(
    text: str, type_line: str, expected: str
) -> None:
    assert any(line.startswith(expected) for line in lines_of(text, type_line))


def test_suspend_and_saddle_are_keywords_with_their_values() -> None:
    lines = lines_of("Suspend 6—{1}{U}", "Creature")
    assert lines == ["K:Suspend:6:1 U"]
    assert lines_of("Saddle 2", "Creature — Mount") == ["K:Saddle:2"]


def test_surveil_for_the_second_time_each_turn_is_refused() -> None:
    text = "Whenever you surveil for the second time each turn, scry 1."
    made = generate(card(text, type_line="Creature"))
    assert made.refused == (
        "cannot express trigger: surveil by another player, or for the nth time each turn"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # the step done instead ends with the replaced step: only the rest is conditional
            "Draw three cards.\nIf you cast this spell during your main phase, instead scry 3, "
            "then draw three cards.",
            [
                "A:SP$ Scry | ScryNum$ 3 | ConditionPlayerTurn$ True | ConditionPhases$ "
                "Main1,Main2 | ConditionDefined$ Self | ConditionPresent$ Card.wasCast | "
                "SubAbility$ DBDraw",
                "SVar:DBDraw:DB$ Draw | NumCards$ 3",
            ],
        ),
        (  # the step done instead changes only the amount: Count$Kicked.<if>.<if not>
            "Kicker {2}\nTest Card deals 2 damage to any target. If this spell was kicked, "
            "instead it deals 4 damage to that permanent or player and you scry 1.",
            [
                "A:SP$ DealDamage | ValidTgts$ Any | TgtPrompt$ Select any target | NumDmg$ X | "
                "SubAbility$ DBScry",
                "SVar:DBScry:DB$ Scry | ScryNum$ 1 | Condition$ Kicked",
                "SVar:X:Count$Kicked.4.2",
            ],
        ),
        (
            "Counter target spell unless its controller pays {3}. If there are two or more "
            "instant and/or sorcery cards in your graveyard, scry 2.",
            [
                "A:SP$ Counter | TargetType$ Spell | ValidTgts$ Card | TgtPrompt$ Select target "
                "spell | UnlessCost$ 3 | SubAbility$ DBScry",
                "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionPresent$ Instant.YouOwn,"
                "Sorcery.YouOwn | ConditionZone$ Graveyard | ConditionCompare$ GE2",
            ],
        ),
    ],
)
def test_conditions_as_forge_writes_them(text: str, expected: list[str]) -> None:
    lines = [line.split(" | SpellDescription$")[0] for line in lines_of(text)]
    assert [line for line in lines if not line.startswith("K:")] == expected


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        (
            "Draw two cards. If it's your turn, scry 2 instead.",
            "an effect done instead that neither repeats nor changes the step before",
        ),
        (
            "Draw two cards. If it's your turn, instead draw three cards.",
            "an amount changed instead under other than kicked or bargained",
        ),
        (
            "Counter target spell unless its controller pays {X}.",
            "counter unless a player other than its controller pays, or other than mana",
        ),
    ],
)
def test_what_the_conditions_cannot_say_is_refused(text: str, refusal: str) -> None:
    assert generate(card(text)).refused == f"cannot express {refusal}"


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "When Test Card enters, surveil 2. When you do, you may draw a card.",
            "Creature",
            [
                "SVar:TrigSurveil:DB$ Surveil | Amount$ 2 | SubAbility$ DBImmediateTrigger",
                "SVar:DBImmediateTrigger:DB$ ImmediateTrigger | Execute$ TrigDraw | "
                "TriggerDescription$ When you do, you may draw a card. | OptionalDecider$ You",
                "SVar:TrigDraw:DB$ Draw",
            ],
        ),
        (
            "{T}: Add {U}. When you spend this mana to cast a Dragon creature spell, scry 2.",
            "Artifact",
            [
                "SVar:TrigSpent:Mode$ SpellCast | ValidCard$ Creature.Dragon | "
                "ValidActivatingPlayer$ You | Execute$ TrigScry | TriggerDescription$ When you "
                "spend this mana to cast a Dragon creature spell, scry 2.",
                "SVar:TrigScry:DB$ Scry | ScryNum$ 2",
            ],
        ),
        (
            "{2}: Scry 1, then reveal the top card of your library. Test Card gets +X/+0 until "
            "end of turn, where X is that card's mana value.",
            "Creature",
            [
                "SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ +X | NumDef$ +0",
                "SVar:X:Count$TopOfLibraryCMC",
            ],
        ),
        (
            "Whenever you scry, choose one that hasn't been chosen this turn —\n• Add {G}{G}{G}."
            "\n• Draw a card.",
            "Creature",
            [
                "SVar:TrigCharm:DB$ Charm | Choices$ DBMana,DBDraw | ChoiceRestriction$ ThisTurn",
                "SVar:DBMana:DB$ Mana | Produced$ G | Amount$ 3 | SpellDescription$ Add {G}{G}{G}.",
            ],
        ),
    ],
)
def test_triggers_set_up_as_it_resolves_and_variable_amounts(
    text: str, type_line: str, expected: list[str]
) -> None:
    lines = lines_of(text, type_line)
    assert all(line in lines for line in expected), lines


def test_a_mana_ability_spent_trigger_is_named_on_its_line() -> None:
    text = "{T}: Add {U}. When you spend this mana to cast a Dragon creature spell, scry 2."
    assert "TriggersWhenSpent$ TrigSpent" in lines_of(text, "Artifact")[0]


@pytest.mark.parametrize(
    "text",
    [
        "When Test Card enters, you may surveil 2. When you do, draw a card.",
        "When Test Card enters, sacrifice a creature. When you do, draw a card.",
    ],
)
def test_a_reflexive_trigger_after_a_step_that_may_not_happen_is_refused(text: str) -> None:
    made = generate(card(text, type_line="Creature"))
    assert made.refused == "cannot express a reflexive trigger after a step that may not be done"


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "As long as your devotion to blue is less than five, Test Card isn't a creature.",
            "Enchantment Creature — God",
            "S:Mode$ Continuous | Affected$ Card.Self | RemoveType$ Creature | "
            "RemoveCreatureTypes$ True | CheckSVar$ Count$Devotion.Blue | SVarCompare$ LT5",
        ),
        (
            "As long as Test Card has four or more oil counters on it, it's a Phyrexian creature "
            "in addition to its other types.",
            "Artifact",
            "S:Mode$ Continuous | Affected$ Card.Self | AddType$ Creature & Phyrexian | "
            "IsPresent$ Card.Self+counters_GE4_OIL",
        ),
    ],
)
def test_static_abilities_change_types(text: str, type_line: str, expected: str) -> None:
    assert lines_of(text, type_line)[0].startswith(expected)


def test_otherwise_is_the_opposite_condition() -> None:
    text = (
        "{T}: Put an oil counter on Test Card. Then draw a card if it has seven or more oil "
        "counters on it. If it doesn't, scry 1."
    )
    lines = lines_of(text, "Artifact")
    present = "ConditionDefined$ Self | ConditionPresent$ Card.Self+counters_GE7_OIL"
    assert lines[1] == f"SVar:DBDraw:DB$ Draw | {present} | SubAbility$ DBScry"
    assert lines[2] == f"SVar:DBScry:DB$ Scry | ScryNum$ 1 | {present} | ConditionCompare$ LT1"


def test_otherwise_after_an_effect_that_may_change_the_condition_is_refused() -> None:
    text = (
        "{T}: Put an oil counter on target artifact if Test Card has seven or more oil "
        "counters on it. If it doesn't, scry 1."
    )
    made = generate(card(text, type_line="Artifact"))
    assert made.refused == (
        "cannot express otherwise, after an effect that may change what the condition asks"
    )


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "Scry 1, then reveal the top card of your library. If it's a land card, draw a card.",
            "Sorcery",
            [
                "SVar:DBDig:DB$ Dig | DigNum$ 1 | Reveal$ True | NoMove$ True | RememberRevealed$ "
                "True | SubAbility$ DBDraw",
                "SVar:DBDraw:DB$ Draw | ConditionDefined$ Remembered | ConditionPresent$ Land | "
                "SubAbility$ DBCleanup",
                "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
            ],
        ),
        (
            "Scry 3, then you may reveal the top card of your library. If a creature card is "
            "revealed this way, draw a card.",
            "Sorcery",
            [
                "SVar:DBDig:DB$ Dig | DigNum$ 1 | Reveal$ True | NoMove$ True | RememberRevealed$ "
                "True | OptionalDecider$ You | SubAbility$ DBDraw",
                "SVar:DBDraw:DB$ Draw | ConditionDefined$ Remembered | ConditionPresent$ Creature "
                "| SubAbility$ DBCleanup",
            ],
        ),
        (
            "Whenever Test Card or another creature you control enters, scry 1. If this is the "
            "second time this ability has resolved this turn, the Ring tempts you.",
            "Creature",
            [
                "SVar:DBRingTemptsYou:DB$ RingTemptsYou | ConditionCheckSVar$ "
                "Count$ResolvedThisTurn | ConditionSVarCompare$ EQ2",
            ],
        ),
    ],
)
def test_conditions_on_what_happened_as_it_resolves(
    text: str, type_line: str, expected: list[str]
) -> None:
    lines = lines_of(text, type_line)
    assert all(line in lines for line in expected), lines


def test_either_the_card_or_another_object_entering_is_one_valid_expression() -> None:
    text = "Whenever Test Card or another creature you control enters, scry 1."
    head = "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ "
    assert lines_of(text, "Creature")[0].startswith(head + "Card.Self,Creature.YouCtrl+Other")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Draw a card. If a creature died this turn, scry 2.",
            "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionCheckSVar$ "
            "Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature | ConditionSVarCompare$ GE1",
        ),
        (
            "Draw a card. If a creature died under your control this turn, scry 2.",
            "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionCheckSVar$ "
            "Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature.YouCtrl | "
            "ConditionSVarCompare$ GE1",
        ),
        (
            "Draw a card. Scry 2 if three or more creatures died this turn.",
            "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionCheckSVar$ "
            "Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature | ConditionSVarCompare$ GE3",
        ),
        (
            "Draw a card. If you control a Wolf or Werewolf, scry 2.",
            "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionPresent$ Wolf.YouCtrl,Werewolf.YouCtrl",
        ),
        (
            "Draw a card. Scry 3 if you have no cards in hand.",
            "SVar:DBScry:DB$ Scry | ScryNum$ 3 | ConditionCheckSVar$ Count$CardsInYourHand | "
            "ConditionSVarCompare$ EQ0",
        ),
    ],
)
def test_conditions_counted_as_the_spell_resolves(text: str, expected: str) -> None:
    assert expected in lines_of(text, "Sorcery")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "You may look at an additional two cards each time you surveil.",
            [
                "R:Event$ Surveil | ActiveZones$ Battlefield | ValidPlayer$ You | ReplaceWith$ "
                "SurveilMore | Description$ You may look at an additional two cards each time you "
                "surveil.",
                "SVar:SurveilMore:DB$ ReplaceEffect | VarName$ SurveilNum | VarValue$ X",
                "SVar:X:ReplaceCount$SurveilNum/Plus.2",
            ],
        ),
        (
            "If you would scry a number of cards, scry that many cards plus one instead.",
            [
                "R:Event$ Scry | ActiveZones$ Battlefield | ValidPlayer$ You | ReplaceWith$ "
                "ScryMore | Description$ If you would scry a number of cards, scry that many cards "
                "plus one instead.",
                "SVar:ScryMore:DB$ ReplaceEffect | VarName$ Num | VarValue$ X",
                "SVar:X:ReplaceCount$Num/Plus.1",
            ],
        ),
    ],
)
def test_more_cards_looked_at_replace_the_number(text: str, expected: list[str]) -> None:
    assert lines_of(text, "Enchantment") == expected


def test_looking_at_the_top_card_any_time_is_refused() -> None:
    text = "You may look at the top card of your library any time."
    assert generate(card(text, type_line="Enchantment")).refused == (
        "cannot express looking any time at other than permanents of a kind, or by another player"
    )


def test_looking_at_objects_any_time_is_a_continuous_effect() -> None:
    text = "You may look at tapped creatures your opponents control any time."
    assert lines_of(text, "Enchantment") == [
        "S:Mode$ Continuous | Affected$ Creature.tapped+OppCtrl | AffectedZone$ Battlefield | "
        "MayLookAt$ You | Description$ " + text
    ]


def test_a_spell_costs_less_if_it_targets_an_object_of_a_kind() -> None:
    text = (
        "This spell costs {2} less to cast if it targets a legendary creature.\n"
        "Destroy target creature."
    )
    assert lines_of(text, "Instant")[:3] == [
        "S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | EffectZone$ All | Amount$ "
        "CostReduction | Relative$ True | Description$ This spell costs {2} less to cast if it "
        "targets a legendary creature.",
        "SVar:CostReduction:Count$Compare CheckTgt GE1.2.0",
        "SVar:CheckTgt:Targeted$Valid Creature.Legendary",
    ]


def test_leaving_the_battlefield_without_dying_is_the_zones_other_than_a_graveyard() -> None:
    text = "Whenever another creature you control leaves the battlefield, if it didn't die, scry 1."
    assert lines_of(text, "Creature")[0].startswith(
        "T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Ante,Command,Exile,Hand,"
        "Library | ValidCard$ Creature.YouCtrl+Other"
    )


def test_paying_for_a_reflexive_trigger_is_its_cost() -> None:
    text = "Whenever Test Card attacks, you may pay {U/B}. When you do, draw a card."
    assert lines_of(text, "Creature")[1:] == [
        "SVar:TrigImmediateTrigger:AB$ ImmediateTrigger | Cost$ U/B | Execute$ TrigDraw | "
        "TriggerDescription$ When you do, draw a card.",
        "SVar:TrigDraw:DB$ Draw",
    ]


def test_a_hybrid_symbol_is_one_cost_either_way() -> None:
    assert facts.normal_cost("UB") == facts.normal_cost("U/B") == "U/B"
    assert facts.normal_cost("2 GU") == "2 G/U"


def test_a_granted_triggered_ability_is_an_svar_with_its_chain() -> None:
    text = (
        "As long as you've surveilled this turn, Test Card has deathtouch and \"Whenever this "
        'creature deals combat damage to a player, you draw a card."'
    )
    lines = lines_of(text, "Creature")
    assert lines[0].startswith(
        "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Deathtouch | AddTrigger$ "
        "TrigGranted | AddSVar$ TrigDraw | CheckSVar$ Count$YouSurveilThisTurn | SVarCompare$ GE1"
    )
    assert lines[1].startswith("SVar:TrigGranted:Mode$ DamageDone | ValidSource$ Card.Self")
    assert lines[2] == "SVar:TrigDraw:DB$ Draw"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Test Card deals 3 damage to target creature. If that creature would die this turn, "
            "exile it instead.",
            [
                "A:SP$ DealDamage | ValidTgts$ Creature | TgtPrompt$ Select target creature | "
                "NumDmg$ 3 | ReplaceDyingDefined$ Targeted",
            ],
        ),
        (
            "Test Card deals 2 damage to target creature.\nIf a permanent dealt damage by Test "
            "Card would die this turn, exile it instead.",
            [
                "A:SP$ DealDamage | ValidTgts$ Creature | TgtPrompt$ Select target creature | "
                "NumDmg$ 2 | RememberDamaged$ True | ReplaceDyingDefined$ Remembered | "
                "SubAbility$ DBCleanup",
                "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
            ],
        ),
    ],
)
def test_a_spell_exiles_what_it_damaged_if_it_would_die(text: str, expected: list[str]) -> None:
    assert [line.split(" | SpellDescription$")[0] for line in lines_of(text)] == expected


def test_a_static_restriction_unless_a_condition_holds_is_the_opposite_condition() -> None:
    text = "Test Card can't attack or block unless a creature died under your control this turn."
    count = "Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature.YouCtrl"
    lines = lines_of(text, "Creature")
    assert lines[0].startswith(
        f"S:Mode$ CantAttack | ValidCard$ Card.Self | CheckSVar$ {count} | SVarCompare$ LT1"
    )
    assert lines[1].startswith(f"S:Mode$ CantBlock | ValidCard$ Card.Self | CheckSVar$ {count}")


def test_older_scripts_hidden_restriction_is_the_current_static_abilities() -> None:
    older = (
        "S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can't attack or "
        "block."
    )
    modes = [a.mode for a in script_facts(f"Name:X\n{older}\n")]
    assert modes == ["CantAttack", "CantBlock"]


def test_peek_and_reveal_is_the_top_card_looked_at_in_the_facts() -> None:
    peek = script_facts("Name:X\nA:SP$ PeekAndReveal | PeekAmount$ 2 | NoPeek$ True\n")
    dig = script_facts("Name:X\nA:SP$ Dig | DigNum$ 2 | Reveal$ True | NoMove$ True\n")
    assert peek == dig


def test_descended_this_turn_is_the_player_the_step_begins_for() -> None:
    text = "At the beginning of your end step, if you descended this turn, scry 1."
    assert lines_of(text, "Creature")[0].startswith(
        "T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You.descended | TriggerZones$ "
        "Battlefield"
    )


def test_a_card_revealed_from_an_opening_hand_makes_an_effect_for_the_first_upkeep() -> None:
    text = (
        "You may reveal this card from your opening hand. If you do, scry 3 at the beginning "
        "of your first upkeep."
    )
    lines = lines_of(text, "Creature")
    assert lines[0] == "K:MayEffectFromOpeningHand:RevealCard"
    assert lines[2] == (
        "SVar:OpeningHandEffect:DB$ Effect | Triggers$ TrigOpeningHand | SVars$ DBScry,RemoveMe "
        "| Duration$ Permanent"
    )
    assert lines[4:] == [
        "SVar:DBScry:DB$ Scry | ScryNum$ 3 | SubAbility$ RemoveMe",
        "SVar:RemoveMe:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "When you cast your next instant spell this turn, copy that spell. You may choose new "
            "targets for the copy.",
            [
                "A:SP$ DelayedTrigger | Mode$ SpellCast | ValidCard$ Instant | "
                "ValidActivatingPlayer$ You | ThisTurn$ True | Execute$ TrigCopySpellAbility",
                "SVar:TrigCopySpellAbility:DB$ CopySpellAbility | Defined$ TriggeredSpellAbility "
                "| MayChooseTarget$ True",
            ],
        ),
        (
            "Draw a card. At the beginning of the next end step, scry 1.",
            [
                "A:SP$ Draw | SubAbility$ DBDelayedTrigger",
                "SVar:DBDelayedTrigger:DB$ DelayedTrigger | Mode$ Phase | Phase$ End of Turn | "
                "Execute$ TrigScry",
                "SVar:TrigScry:DB$ Scry | ScryNum$ 1",
            ],
        ),
    ],
)
def test_delayed_triggers_wait_for_their_event(text: str, expected: list[str]) -> None:
    lines = [line.split(" | TriggerDescription$")[0] for line in lines_of(text, "Sorcery")]
    assert [line.split(" | SpellDescription$")[0] for line in lines] == expected


def test_a_delayed_trigger_that_triggers_each_time_is_refused() -> None:
    text = "Draw a card. Whenever you cast an instant spell this turn, scry 1."
    assert generate(card(text, type_line="Sorcery")).refused == (
        "cannot express a delayed trigger that triggers more than once"
    )


def test_a_card_you_may_reveal_and_move_if_it_is_revealed_this_way_is_one_dig() -> None:
    text = (
        "Whenever you scry, you may reveal the top card of your library. If a land card is "
        "revealed this way, put it onto the battlefield tapped."
    )
    assert lines_of(text, "Creature")[1:] == [
        "SVar:TrigDig:DB$ Dig | DigNum$ 1 | Reveal$ True | ChangeNum$ All | ChangeValid$ Land | "
        "DestinationZone$ Battlefield | Tapped$ True | LibraryPosition2$ 0"
    ]
    assert "OptionalDecider$ You" in lines_of(text, "Creature")[0]


def test_the_ring_bearer_chosen_is_what_the_ring_tempting_you_watches() -> None:
    text = (
        "Whenever the Ring tempts you, if you chose a creature other than Test Card as your "
        "Ring-bearer, scry 3."
    )
    assert lines_of(text, "Creature")[0].startswith(
        "T:Mode$ RingTemptsYou | ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield"
    )


def test_revolt_is_a_requirement_of_the_trigger() -> None:
    text = (
        "At the beginning of your end step, if a permanent you controlled left the battlefield "
        "this turn, scry 1."
    )
    assert lines_of(text, "Enchantment")[0].startswith(
        "T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | "
        "Revolt$ True"
    )


def test_an_effect_that_comes_with_the_choice_follows_each_mode() -> None:
    text = (
        "Whenever you scry, choose one and Test Card gets +1/+1 until end of turn.\n"
        "• Draw a card.\n• You gain 2 life."
    )
    assert lines_of(text, "Creature")[1:] == [
        "SVar:TrigCharm:DB$ Charm | Choices$ DBDraw,DBGainLife",
        "SVar:DBDraw:DB$ Draw | SubAbility$ DBPump | SpellDescription$ Draw a card.",
        "SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ +1 | NumDef$ +1",
        "SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2 | SubAbility$ DBPump2 | SpellDescription$ "
        "You gain 2 life.",
        "SVar:DBPump2:DB$ Pump | Defined$ Self | NumAtt$ +1 | NumDef$ +1",
    ]


def test_a_planes_triggers_work_from_the_command_zone() -> None:
    plane = Card(
        name="Test Plane",
        text="When you planeswalk to Test Plane or at the beginning of your upkeep, scry 4.\n"
        "Whenever you roll {CHAOS}, draw a card.",
        type_line="Plane — Mirrodin",
        mana_cost=None,
        path="t",
    )
    made = generate(plane)
    assert made.text is not None
    lines = made.text.splitlines()
    assert lines[3].startswith(
        "T:Mode$ PlaneswalkedTo | ValidCard$ Card.Self | TriggerZones$ Command"
    )
    assert lines[4].startswith(
        "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Command"
    )
    assert lines[6].startswith("T:Mode$ PlanarDice | Result$ Chaos | TriggerZones$ Command")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Target creature gets +2/+2 and gains flying until your next turn.",
            "A:SP$ Pump | ValidTgts$ Creature | TgtPrompt$ Select target creature | NumAtt$ +2 | "
            "NumDef$ +2 | Duration$ UntilYourNextTurn | KW$ Flying",
        ),
        (
            "Creatures you control get +1/+0 until your next turn.",
            "A:SP$ PumpAll | ValidCards$ Creature.YouCtrl | NumAtt$ +1 | NumDef$ +0 | Duration$ "
            "UntilYourNextTurn",
        ),
    ],
)
def test_changes_until_your_next_turn(text: str, expected: str) -> None:
    assert lines_of(text)[0].split(" | SpellDescription$")[0] == expected


def test_entering_only_if_something_is_sacrificed_replaces_how_the_card_moves() -> None:
    text = (
        "If Test Card would enter the battlefield, sacrifice an untapped Island instead. If you "
        "do, put Test Card onto the battlefield. If you don't, put it into its owner's graveyard."
    )
    lines = lines_of(text, "Land")
    assert lines[0].startswith(
        "R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ "
        "SacrificeToEnter"
    )
    assert lines[1:] == [
        "SVar:SacrificeToEnter:DB$ Sacrifice | SacValid$ Island.untapped | Defined$ You | "
        "RememberSacrificed$ True | SubAbility$ EnterIfPaid",
        "SVar:EnterIfPaid:DB$ ChangeZone | Origin$ All | Defined$ ReplacedCard | "
        "ConditionCheckSVar$ X | Destination$ Battlefield | ConditionSVarCompare$ EQ1 | "
        "SubAbility$ GraveyardIfNot",
        "SVar:GraveyardIfNot:DB$ ChangeZone | Origin$ All | Defined$ ReplacedCard | "
        "ConditionCheckSVar$ X | Destination$ Graveyard | ConditionSVarCompare$ EQ0 | "
        "SubAbility$ ForgetSacrificed",
        "SVar:ForgetSacrificed:DB$ Cleanup | ClearRemembered$ True",
        "SVar:X:Remembered$Amount",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Whenever you surveil, if Test Card is in your graveyard, you may pay 3 life. If you "
            "do, return Test Card to your hand.",
            [
                "T:Mode$ Surveil | ValidPlayer$ You | TriggerZones$ Graveyard | IsPresent$ "
                "Card.StrictlySelf | PresentZone$ Graveyard | PresentPlayer$ You | Execute$ "
                "TrigChangeZone",
                "SVar:TrigChangeZone:AB$ ChangeZone | Cost$ PayLife<3> | Defined$ Self | "
                "Origin$ Graveyard | Destination$ Hand",
            ],
        ),
        (
            "Whenever a legendary creature you control attacks and isn't blocked, if Test Card "
            "is exiled, put it onto the battlefield attacking.",
            [
                "T:Mode$ AttackerUnblocked | ValidCard$ Creature.Legendary+YouCtrl | "
                "TriggerZones$ Exile | IsPresent$ Card.StrictlySelf | PresentZone$ Exile | "
                "Execute$ TrigChangeZone",
                "SVar:TrigChangeZone:DB$ ChangeZone | Defined$ Self | Origin$ Exile | "
                "Destination$ Battlefield | Attacking$ True",
            ],
        ),
    ],
)
def test_a_trigger_of_the_card_in_a_zone_works_from_there(text: str, expected: list[str]) -> None:
    lines = [line.split(" | TriggerDescription$")[0] for line in lines_of(text, "Creature")]
    assert lines == expected


def test_a_static_ability_of_the_card_in_a_graveyard_is_refused() -> None:
    text = "As long as Test Card is in your graveyard, creatures you control have flying."
    made = generate(card(text, "Test Card", "Creature"))
    assert made.text is None and made.refused == "cannot express filter: in_zone"


def test_a_delayed_trigger_remembers_the_card_of_the_trigger_that_set_it_up() -> None:
    text = (
        "When Test Card dies, return it to its owner's hand at the beginning of the next end step."
    )
    lines = [line.split(" | TriggerDescription$")[0] for line in lines_of(text, "Creature")]
    assert lines[1:] == [
        "SVar:TrigDelayedTrigger:DB$ DelayedTrigger | Mode$ Phase | Phase$ End of Turn | "
        "RememberObjects$ TriggeredNewCardLKICopy | Execute$ TrigChangeZone",
        "SVar:TrigChangeZone:DB$ ChangeZone | Defined$ DelayTriggerRemembered | Origin$ "
        "Graveyard | Destination$ Hand",
    ]


def test_if_you_do_after_a_sacrifice_asks_whether_it_was_sacrificed() -> None:
    text = "{3}: Sacrifice Test Card. If you do, scry 2."
    lines = [line.split(" | SpellDescription$")[0] for line in lines_of(text, "Enchantment")]
    assert lines == [
        "A:AB$ Sacrifice | Cost$ 3 | RememberSacrificed$ True | SubAbility$ DBScry",
        "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionDefined$ Remembered | ConditionPresent$ "
        "Card | SubAbility$ DBCleanup",
        "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
    ]


def test_for_each_card_kept_on_top_by_a_surveil_counts_the_cards_it_kept() -> None:
    text = (
        "When Test Card enters, surveil 2. Then for each card you put on top of your library, "
        "you draw a card and you lose 3 life."
    )
    lines = [line.split(" | TriggerDescription$")[0] for line in lines_of(text, "Creature")]
    assert lines[1:] == [
        "SVar:TrigSurveil:DB$ Surveil | Amount$ 2 | RememberKept$ True | SubAbility$ DBDraw",
        "SVar:DBDraw:DB$ Draw | NumCards$ X | SubAbility$ DBLoseLife",
        "SVar:DBLoseLife:DB$ LoseLife | LifeAmount$ Y | SubAbility$ DBCleanup",
        "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
        "SVar:X:Remembered$Amount",
        "SVar:Y:SVar$X/Times.3",
    ]


def test_drawing_a_card_is_forges_drawn_trigger() -> None:
    trigger = lines_of("Whenever you draw a card, scry 1.", "Creature")[0]
    assert trigger.startswith("T:Mode$ Drawn | ValidCard$ Card.YouCtrl | TriggerZones$ Battlefield")
