"""The Forge back end's objects, costs, moves and zones: each construct as Forge's scripts
write it, and what it cannot express refused by name."""

from __future__ import annotations

import pytest

from scryc.cards import Card
from scryc.forge import facts, generate


def lines_of(text: str, type_line: str = "Instant", name: str = "Test Card") -> list[str]:
    """The generated script's ability lines (between the header and the Oracle line)."""
    made = generate(Card(name=name, text=text, type_line=type_line, mana_cost="{1}", path="t"))
    assert made.text is not None, made.refused
    return [x for x in made.text.splitlines()[3:-1] if not x.startswith("PT:")]


def refusal(text: str, type_line: str = "Instant", name: str = "Test Card") -> str:
    made = generate(Card(name=name, text=text, type_line=type_line, mana_cost="{1}", path="t"))
    assert made.refused is not None, made.text
    return made.refused


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (  # energy and the card itself exiled, as costs
            "{T}, Pay {E}{E}: Scry 1.",
            "Artifact",
            ["A:AB$ Scry | Cost$ T PayEnergy<2> | ScryNum$ 1 | SpellDescription$ Scry 1."],
        ),
        (
            "{T}, Exile Test Card: Exile all graveyards.",
            "Artifact",
            [
                "A:AB$ ChangeZoneAll | Cost$ T Exile<1/CARDNAME> | ChangeType$ Card | "
                "Origin$ Graveyard | Destination$ Exile | SpellDescription$ Exile all graveyards."
            ],
        ),
        (  # a card the player chooses from a graveyard (no target)
            "Return a creature card from your graveyard to the battlefield.",
            "Sorcery",
            [
                "A:SP$ ChangeZone | ChangeType$ Creature.YouCtrl | ChangeNum$ 1 | Hidden$ True | "
                "Mandatory$ True | Origin$ Graveyard | Destination$ Battlefield | "
                "SpellDescription$ Return a creature card from your graveyard to the battlefield."
            ],
        ),
        (  # the owner of the target chooses the top or the bottom
            "Target creature's owner puts it on the top or bottom of their library.",
            "Instant",
            [
                "A:SP$ ChangeZone | ValidTgts$ Creature | TgtPrompt$ Select target creature | "
                "Origin$ Battlefield | Destination$ Library | LibraryPosition$ 0 | "
                "DestinationAlternative$ Library | LibraryPositionAlternative$ -1 | "
                "AlternativeDecider$ TargetedOwner | SpellDescription$ Target creature's owner "
                "puts it on the top or bottom of their library."
            ],
        ),
        (  # after dying, the card is a new object in the graveyard (CR 400.7)
            "When Test Card dies, its owner shuffles it into their library.",
            "Creature — Elf",
            [
                "T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | "
                "ValidCard$ Card.Self | Execute$ TrigChangeZone | TriggerDescription$ When "
                "CARDNAME dies, its owner shuffles it into their library.",
                "SVar:TrigChangeZone:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | "
                "Origin$ Graveyard | Destination$ Library | Shuffle$ True",
            ],
        ),
        (
            "When Test Card dies, put it into its owner's library third from the top.",
            "Creature — Elf",
            [
                "T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | "
                "ValidCard$ Card.Self | Execute$ TrigChangeZone | TriggerDescription$ When "
                "CARDNAME dies, put it into its owner's library third from the top.",
                "SVar:TrigChangeZone:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | "
                "Origin$ Graveyard | Destination$ Library | LibraryPosition$ 2",
            ],
        ),
        (  # "and loses 2 life": the same players as the subject before
            "Each opponent discards a card and loses 2 life. The Ring tempts you.",
            "Sorcery",
            [
                "A:SP$ Discard | NumCards$ 1 | Mode$ TgtChoose | Defined$ Player.Opponent | "
                "SubAbility$ DBLoseLife | SpellDescription$ Each opponent discards a card and "
                "loses 2 life. The Ring tempts you.",
                "SVar:DBLoseLife:DB$ LoseLife | LifeAmount$ 2 | Defined$ Player.Opponent | "
                "SubAbility$ DBRingTemptsYou",
                "SVar:DBRingTemptsYou:DB$ RingTemptsYou",
            ],
        ),
        (
            "Destroy all creatures and planeswalkers.",
            "Sorcery",
            [
                "A:SP$ DestroyAll | ValidCards$ Creature,Planeswalker | SpellDescription$ "
                "Destroy all creatures and planeswalkers."
            ],
        ),
        (
            "Put a flying counter on each creature you control without flying.",
            "Sorcery",
            [
                "A:SP$ PutCounterAll | ValidCards$ Creature.YouCtrl+withoutFlying | "
                "CounterType$ FLYING | CounterNum$ 1 | SpellDescription$ Put a flying counter "
                "on each creature you control without flying."
            ],
        ),
    ],
)
def test_objects_costs_and_moves_as_forge_writes_them(
    text: str, type_line: str, expected: list[str]
) -> None:
    assert lines_of(text, type_line) == expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "Prototype {3}{U} — 2/3\nWhen Test Card enters, scry X, where X is its power.",
            "Artifact Creature — Thopter",
            [
                "K:Prototype:3 U:2:3",
                "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ "
                "Card.Self | Execute$ TrigScry | TriggerDescription$ When CARDNAME enters, scry "
                "X, where X is its power.",
                "SVar:TrigScry:DB$ Scry | ScryNum$ X",
                "SVar:X:Count$CardPower",
            ],
        ),
        (  # its power as it was sacrificed to pay the cost
            "{2}, Sacrifice Test Card: You gain life equal to its power.",
            "Artifact Creature — Food",
            [
                "A:AB$ GainLife | Cost$ 2 Sac<1/CARDNAME> | LifeAmount$ X | SpellDescription$ "
                "You gain life equal to its power.",
                "SVar:X:Sacrificed$CardPower",
            ],
        ),
        (
            "{2}{W}: Test Card gets +1/+0 until end of turn for each enchantment you control.",
            "Creature — Knight",
            [
                "A:AB$ Pump | Cost$ 2 W | Defined$ Self | NumAtt$ +X | NumDef$ +0 | "
                "SpellDescription$ CARDNAME gets +1/+0 until end of turn for each enchantment "
                "you control.",
                "SVar:X:Count$Valid Enchantment.YouCtrl",
            ],
        ),
        (
            "{T}: Draw a card for each charge counter on Test Card.",
            "Artifact",
            [
                "A:AB$ Draw | Cost$ T | NumCards$ X | SpellDescription$ Draw a card for each "
                "charge counter on CARDNAME.",
                "SVar:X:Count$CardCounters.CHARGE",
            ],
        ),
        (
            "{T}: Create X 1/1 colorless Pilot creature tokens, where X is the number of "
            "Vehicles that entered the battlefield under your control this turn.",
            "Creature — Human Pilot",
            [
                "A:AB$ Token | Cost$ T | TokenAmount$ X | TokenScript$ c_1_1_pilot | "
                "SpellDescription$ Create X 1/1 colorless Pilot creature tokens, where X is the "
                "number of Vehicles that entered the battlefield under your control this turn.",
                "SVar:X:Count$ThisTurnEntered_Battlefield_Vehicle.YouCtrl",
            ],
        ),
    ],
)
def test_values_forge_counts(text: str, type_line: str, expected: list[str]) -> None:
    assert lines_of(text, type_line) == expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (  # the exiled card comes back as a new object: the one the exile remembered
            "Exile target creature you control, then return it to the battlefield under its "
            "owner's control.",
            "Instant",
            [
                "A:SP$ ChangeZone | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target "
                "creature | Origin$ Battlefield | Destination$ Exile | RememberChanged$ True | "
                "SubAbility$ DBChangeZone | SpellDescription$ Exile target creature you "
                "control, then return it to the battlefield under its owner's control.",
                "SVar:DBChangeZone:DB$ ChangeZone | Defined$ Remembered | Origin$ Exile | "
                "Destination$ Battlefield | SubAbility$ DBCleanup",
                "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
            ],
        ),
        (
            "{5}{U}: Exchange control of Test Card and target creature.",
            "Artifact",
            [
                "A:AB$ ExchangeControl | Cost$ 5 U | Defined$ Self | ValidTgts$ Creature | "
                "TgtPrompt$ Select target creature | SpellDescription$ Exchange control of "
                "CARDNAME and target creature."
            ],
        ),
        (
            "When Test Card enters, exile up to one target creature until Test Card leaves "
            "the battlefield.",
            "Enchantment",
            [
                "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ "
                "Card.Self | Execute$ TrigChangeZone | TriggerDescription$ When CARDNAME "
                "enters, exile up to one target creature until CARDNAME leaves the battlefield.",
                "SVar:TrigChangeZone:DB$ ChangeZone | ValidTgts$ Creature | TgtPrompt$ Select "
                "target creature | TargetMin$ 0 | TargetMax$ 1 | Duration$ UntilHostLeavesPlay "
                "| Origin$ Battlefield | Destination$ Exile",
            ],
        ),
        (  # the attackers of the trigger's event
            "Whenever you attack with two or more creatures, those creatures get +1/+0 until "
            "end of turn.",
            "Enchantment",
            [
                "T:Mode$ AttackersDeclared | AttackingPlayer$ You | ValidAttackers$ "
                "Creature.YouCtrl | ValidAttackersAmount$ GE2 | TriggerZones$ Battlefield | "
                "Execute$ TrigPump | TriggerDescription$ Whenever you attack with two or more "
                "creatures, those creatures get +1/+0 until end of turn.",
                "SVar:TrigPump:DB$ Pump | Defined$ TriggeredAttackers | NumAtt$ +1 | NumDef$ +0",
            ],
        ),
        (
            "Create a tapped Powerstone token and a 0/0 colorless Construct artifact creature "
            'token with "This creature gets +1/+1 for each artifact you control."',
            "Sorcery",
            [
                "A:SP$ Token | TokenAmount$ 1 | TokenScript$ c_a_powerstone | TokenTapped$ True "
                "| SubAbility$ DBToken | SpellDescription$ Create a tapped Powerstone token and "
                'a 0/0 colorless Construct artifact creature token with "This creature gets '
                '+1/+1 for each artifact you control."',
                "SVar:DBToken:DB$ Token | TokenAmount$ 1 | TokenScript$ "
                "c_0_0_a_construct_total_artifacts",
            ],
        ),
        (
            "Cloak the top card of your library. Goad target creature.",
            "Sorcery",
            [
                "A:SP$ Cloak | Defined$ TopOfLibrary | SubAbility$ DBGoad | SpellDescription$ "
                "Cloak the top card of your library. Goad target creature.",
                "SVar:DBGoad:DB$ Goad | ValidTgts$ Creature | TgtPrompt$ Select target creature",
            ],
        ),
        (
            "Waterbend {2}: Draw a card.",
            "Artifact",
            ["A:AB$ Draw | Cost$ Waterbend<2> | SpellDescription$ Draw a card."],
        ),
    ],
)
def test_moves_control_tokens_and_refs_as_forge_writes_them(
    text: str, type_line: str, expected: list[str]
) -> None:
    assert lines_of(text, type_line) == expected


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (  # a cost that moves the card out of your graveyard works only there (CR 113.6k)
            "Whenever you scry, you may exile Test Card from your graveyard. If you do, draw "
            "a card.",
            "Instant",
            [
                "T:Mode$ Scry | ValidPlayer$ You | TriggerZones$ Graveyard | Execute$ TrigDraw "
                "| TriggerDescription$ Whenever you scry, you may exile CARDNAME from your "
                "graveyard. If you do, draw a card.",
                "SVar:TrigDraw:AB$ Draw | Cost$ ExileFromGrave<1/CARDNAME>",
            ],
        ),
        (
            "Whenever Test Card attacks, you may return another creature you control to its "
            "owner's hand. If you do, you gain 2 life.",
            "Creature — Kraken",
            [
                "T:Mode$ Attacks | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ "
                "TrigGainLife | TriggerDescription$ Whenever CARDNAME attacks, you may return "
                "another creature you control to its owner's hand. If you do, you gain 2 life.",
                "SVar:TrigGainLife:AB$ GainLife | Cost$ Return<1/Creature.Other> | LifeAmount$ 2",
            ],
        ),
        (
            "When Test Card enters, you may pay 3 life. If you do, draw a card.",
            "Creature — Vampire",
            [
                "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ "
                "Card.Self | Execute$ TrigDraw | TriggerDescription$ When CARDNAME enters, you "
                "may pay 3 life. If you do, draw a card.",
                "SVar:TrigDraw:AB$ Draw | Cost$ PayLife<3>",
            ],
        ),
    ],
)
def test_actions_bought_as_a_trigger_resolves_are_its_cost(
    text: str, type_line: str, expected: list[str]
) -> None:
    assert lines_of(text, type_line) == expected


def test_an_x_the_text_does_not_define_is_the_x_paid() -> None:
    made = generate(
        Card(
            name="Test Card",
            text="Exile target creature with mana value X or less. Exile up to X target cards "
            "from graveyards.",
            type_line="Sorcery",
            mana_cost="{X}{B}",
            path="t",
        )
    )
    assert made.text is not None, made.refused
    assert "ValidTgts$ Creature.cmcLEX" in made.text
    assert "TargetMin$ 0 | TargetMax$ X | TgtZone$ Graveyard" in made.text
    assert made.text.splitlines()[-2] == "SVar:X:Count$xPaid"


def test_x_targets_are_any_number_up_to_how_many_there_are() -> None:
    made = generate(
        Card(
            name="T", text="Tap X target creatures.", type_line="Instant", mana_cost="{X}", path="t"
        )
    )
    assert made.text is not None, made.refused
    assert "TargetMin$ 0 | TargetMax$ MaxTgts" in made.text
    assert "SVar:X:Targeted$Amount\nSVar:MaxTgts:Count$Valid Creature\n" in made.text
    assert refusal("Tap X target creatures. Draw X cards.").startswith("cannot express an X")


def test_an_x_nothing_defines_or_pays_is_refused() -> None:
    found = refusal("Exile up to X target cards from graveyards.", "Sorcery")
    assert found.startswith("cannot express an X that is neither")


@pytest.mark.parametrize(
    ("text", "type_line", "expected"),
    [
        (
            "{1}, {T}: Put a charge counter on Test Card, then you may cast an instant or "
            "sorcery spell with mana value equal to the number of charge counters on Test Card "
            "from your hand without paying its mana cost.",
            "Artifact",
            [
                "A:AB$ PutCounter | Cost$ 1 T | Defined$ Self | CounterType$ CHARGE | "
                "CounterNum$ 1 | SubAbility$ DBPlay | SpellDescription$ Put a charge counter on "
                "CARDNAME, then you may cast an instant or sorcery spell with mana value equal "
                "to the number of charge counters on CARDNAME from your hand without paying its "
                "mana cost.",
                "SVar:DBPlay:DB$ Play | Valid$ Instant.YouOwn+cmcEQY,Sorcery.YouOwn+cmcEQY | "
                "ValidSA$ Spell | ValidZone$ Hand | Controller$ You | Amount$ 1 | "
                "WithoutManaCost$ True | OptionalDecider$ You",
                "SVar:Y:Count$CardCounters.CHARGE",
            ],
        ),
        (
            "You may cast a sorcery spell with mana value 2 or less from your graveyard "
            "without paying its mana cost. If that spell would be put into your graveyard, "
            "exile it instead.",
            "Instant",
            [
                "A:SP$ Play | Valid$ Sorcery.cmcLE2+YouOwn | ValidSA$ Spell | ValidZone$ "
                "Graveyard | Controller$ You | Amount$ 1 | WithoutManaCost$ True | "
                "ReplaceGraveyard$ Exile | OptionalDecider$ You | SpellDescription$ You may "
                "cast a sorcery spell with mana value 2 or less from your graveyard without "
                "paying its mana cost. If that spell would be put into your graveyard, exile it "
                "instead."
            ],
        ),
        (  # X chosen while paying the cost
            "{3}, {T}, Remove X charge counters from Test Card: Scry X.",
            "Artifact",
            [
                "A:AB$ Scry | Cost$ 3 T SubCounter<X/CHARGE> | ScryNum$ ChosenX | "
                "SpellDescription$ Scry X.",
                "SVar:X:XChoice",
            ],
        ),
        (
            "Equipped creature has protection from blue and from black.\nEquip {2}",
            "Artifact — Equipment",
            [
                "S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Protection "
                "from blue & Protection from black | Description$ Equipped creature has "
                "protection from blue and from black.",
                "K:Equip:2",
            ],
        ),
    ],
)
def test_casting_as_it_resolves_and_chosen_x(
    text: str, type_line: str, expected: list[str]
) -> None:
    assert lines_of(text, type_line) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Put a +1/+1 counter on a creature you control. It gains flying until end of turn.",
            [
                "A:SP$ PutCounter | Choices$ Creature.YouCtrl | CounterType$ P1P1 | CounterNum$ "
                "1 | RememberCards$ True | SubAbility$ DBPump | SpellDescription$ Put a +1/+1 "
                "counter on a creature you control. It gains flying until end of turn.",
                "SVar:DBPump:DB$ Pump | Defined$ Remembered | KW$ Flying | SubAbility$ DBCleanup",
                "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
            ],
        ),
        (
            "Search your library for a basic land card, put it onto the battlefield tapped, "
            "then shuffle.",
            [
                "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ "
                "Land.Basic | ChangeNum$ 1 | Tapped$ True | SpellDescription$ Search your "
                "library for a basic land card, put it onto the battlefield tapped, then "
                "shuffle."
            ],
        ),
        (
            "Search your library for up to two basic land cards, reveal those cards, and put "
            "one onto the battlefield tapped and the other into your hand. Shuffle.",
            [
                "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | Tapped$ True | "
                "ChangeType$ Land.Basic | ChangeNum$ 1 | NoShuffle$ True | SubAbility$ "
                "DBChangeZone | SpellDescription$ Search your library for up to two basic land "
                "cards, reveal those cards, and put one onto the battlefield tapped and the "
                "other into your hand. Shuffle.",
                "SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | "
                "ChangeType$ Land.Basic | ChangeNum$ 1",
            ],
        ),
    ],
)
def test_objects_chosen_or_searched_for_as_it_resolves(text: str, expected: list[str]) -> None:
    assert lines_of(text, "Sorcery") == expected


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        ("Whenever you cast a historic spell, scry 1.", "ValidCard$ Card.Historic"),
        (
            "Whenever a double-faced creature you control dies, scry 1.",
            "Creature.DoubleFaced+YouCtrl",
        ),
        ("Whenever a face-down creature you control dies, scry 1.", "Creature.faceDown+YouCtrl"),
    ],
)
def test_statuses_are_forges_properties(text: str, valid: str) -> None:
    trigger = lines_of(text, "Creature — Bird")[0]
    assert valid in trigger, trigger


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Put target creature on top of target player's library.", "cannot express"),
        ("Pay {E}{R}: Scry 1.", "cannot express cost"),
        ("Test Card gets +2/+2 until end of turn for each artifact you control.", "cannot"),
    ],
)
def test_what_it_cannot_express_is_refused(text: str, reason: str) -> None:
    found = refusal(text, "Artifact")
    assert found.startswith(reason), found


def test_the_cards_short_name_in_a_cost_is_the_card_itself() -> None:
    assert facts.normal_cost("2 Sac<1/NICKNAME> T") == facts.normal_cost("T 2 Sac<1/CARDNAME>")
    assert facts.normal_cost("Sac<1/NICKNAME>") != facts.normal_cost("Sac<1/Creature>")


def test_a_trigger_naming_the_card_again_watches_the_card_itself() -> None:
    lines = lines_of("When Test Card enters and when you sacrifice it, scry 1.", "Artifact — Food")
    assert lines[1].startswith("T:Mode$ Sacrificed | ValidPlayer$ You | ValidCard$ Card.Self |")


def test_a_target_chosen_in_a_sentence_of_its_own_is_targeted_where_named_again() -> None:
    lines = lines_of("Choose target creature. Scry 1, then tap that creature.")
    assert lines[0].startswith("A:SP$ Scry | ScryNum$ 1 | SubAbility$ DBTap |")
    assert (
        lines[1] == "SVar:DBTap:DB$ Tap | ValidTgts$ Creature | TgtPrompt$ Select target creature"
    )


def test_a_card_chosen_in_your_graveyard_you_may_cast_this_turn() -> None:
    lines = lines_of(
        "Choose an instant card in your graveyard. You may cast it this turn. If that spell "
        "would be put into your graveyard, exile it instead."
    )
    assert lines[0].startswith(
        "A:SP$ ChooseCard | Choices$ Instant.YouCtrl | ChoiceZone$ Graveyard | Mandatory$ True"
    )
    assert lines[1].startswith("SVar:DBEffect:DB$ Effect | RememberObjects$ RememberedCard | ")
    assert "ReplacementEffects$ ReplaceGraveyard" in lines[1]
    assert lines[-1] == (
        "SVar:MoveExile:DB$ ChangeZone | Defined$ ReplacedCard | Origin$ Stack | Destination$ Exile"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "[+1]: You may tap an untapped artifact you control. If you do, draw a card.",
            [
                "A:AB$ Draw | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | UnlessCost$ "
                "tapXType<1/Artifact> | UnlessPayer$ You | UnlessSwitched$ True | "
                "SpellDescription$ You may tap an untapped artifact you control. If you do, draw "
                "a card."
            ],
        ),
        (
            "[-2]: Create two 1/1 colorless Thopter artifact creature tokens with flying. They "
            "gain haste until end of turn.",
            [
                "A:AB$ Token | Cost$ SubCounter<2/LOYALTY> | Planeswalker$ True | TokenAmount$ 2 "
                "| TokenScript$ c_1_1_a_thopter_flying | PumpKeywords$ Haste | PumpDuration$ EOT "
                "| SpellDescription$ Create two 1/1 colorless Thopter artifact creature tokens "
                "with flying. They gain haste until end of turn."
            ],
        ),
        (
            '[-6]: You get an emblem with "Creatures you control get +1/+1."',
            [
                "A:AB$ Effect | Cost$ SubCounter<6/LOYALTY> | Planeswalker$ True | Name$ Emblem | "
                "StaticAbilities$ EmblemStatic1 | Duration$ Permanent | SpellDescription$ You "
                'get an emblem with "Creatures you control get +1/+1."',
                "SVar:EmblemStatic1:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1 "
                "| AddToughness$ 1 | Description$ Creatures you control get +1/+1. | "
                "EffectZone$ Command",
            ],
        ),
    ],
)
def test_a_planeswalkers_taps_tokens_and_emblems(text: str, expected: list[str]) -> None:
    assert lines_of(text, "Legendary Planeswalker — Saheeli") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Create a token that's a copy of target creature you control, except it's a 1/1 "
            "white Spirit creature with flying in addition to its other types.",
            "A:SP$ CopyPermanent | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target "
            "creature | SetPower$ 1 | SetToughness$ 1 | SetColor$ White | AddTypes$ Creature & "
            "Spirit | AddKeywords$ Flying | SpellDescription$ Create a token that's a copy of "
            "target creature you control, except it's a 1/1 white Spirit creature with flying "
            "in addition to its other types.",
        ),
        (
            "Create a token that's a copy of target creature, except it's a 4/4 black Zombie.",
            "A:SP$ CopyPermanent | ValidTgts$ Creature | TgtPrompt$ Select target creature | "
            "SetPower$ 4 | SetToughness$ 4 | SetColor$ Black | SetCreatureTypes$ Zombie | "
            "SpellDescription$ Create a token that's a copy of target creature, except it's a "
            "4/4 black Zombie.",
        ),
        (
            "Create a token that's a copy of target creature you control. That token gains "
            "haste. Exile it at the beginning of the next end step.",
            "A:SP$ CopyPermanent | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target "
            "creature | PumpKeywords$ Haste | AtEOT$ Exile | SpellDescription$ Create a token "
            "that's a copy of target creature you control. That token gains haste. Exile it at "
            "the beginning of the next end step.",
        ),
        (
            "Search your library for up to three artifact cards with different names, put them "
            "onto the battlefield, then shuffle.",
            "A:SP$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ "
            "Artifact | DifferentNames$ True | ChangeNum$ 3 | SpellDescription$ Search your "
            "library for up to three artifact cards with different names, put them onto the "
            "battlefield, then shuffle.",
        ),
    ],
)
def test_a_token_copy_with_an_exception(text: str, expected: str) -> None:
    assert lines_of(text, "Sorcery") == [expected]


def test_a_condition_on_the_token_created_checks_the_remembered_token() -> None:
    lines = lines_of(
        "Create a token that's a copy of target enchantment you control that doesn't have the "
        "same name as another permanent you control. If the token is an Aura, scry 2.",
        "Sorcery",
    )
    assert lines[0].startswith(
        "A:SP$ CopyPermanent | ValidTgts$ Enchantment.YouCtrl+doesNotShareNameWith "
        "OtherYourBattlefield | TgtPrompt$ Select target enchantment | RememberTokens$ True |"
    )
    assert lines[1:] == [
        "SVar:DBScry:DB$ Scry | ScryNum$ 2 | ConditionDefined$ Remembered | ConditionPresent$ "
        "Aura | ConditionCompare$ GE1 | SubAbility$ DBCleanup",
        "SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True",
    ]


def test_a_die_roll_and_the_steps_for_its_results() -> None:
    assert lines_of(
        "Roll a d20. If the result is 10 or more, draw two cards. If the result is 20, scry "
        "a number of cards equal to the result."
    ) == [
        "A:SP$ RollDice | Sides$ 20 | ResultSVar$ Result | ResultSubAbilities$ "
        "10-20:DBResult1,20:DBResult2 | SpellDescription$ Roll a d20. If the result is 10 or "
        "more, draw two cards. If the result is 20, scry a number of cards equal to the result.",
        "SVar:DBResult1:DB$ Draw | NumCards$ 2",
        "SVar:DBResult2:DB$ Scry | ScryNum$ Result",
    ]
    assert refusal("Scry a number of cards equal to the result.").startswith("cannot express")


def test_what_a_land_becomes_keeps_its_types_and_gets_static_abilities() -> None:
    assert lines_of(
        '{1}: Until end of turn, Test Card becomes a 2/2 Elemental creature with "This '
        "creature has flying.\" It's still a land.",
        "Land",
    ) == [
        "A:AB$ Animate | Cost$ 1 | Defined$ Self | Power$ 2 | Toughness$ 2 | Types$ "
        "Creature,Elemental | staticAbilities$ Static1 | SpellDescription$ Until end of turn, "
        'CARDNAME becomes a 2/2 Elemental creature with "This creature has flying." It\'s '
        "still a land.",
        "SVar:Static1:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Flying | "
        "Description$ This creature has flying.",
    ]


def test_a_granted_trigger_and_a_fight_with_another_target() -> None:
    assert lines_of(
        'Until end of turn, target creature you control gains "When this creature dies, draw '
        'two cards." Then that creature fights up to one other target creature.',
        "Sorcery",
    ) == [
        "A:SP$ Animate | ValidTgts$ Creature.YouCtrl | TgtPrompt$ Select target creature | "
        "Triggers$ GrantedTrig1 | SubAbility$ DBFight | SpellDescription$ Until end of turn, "
        'target creature you control gains "When this creature dies, draw two cards." Then that '
        "creature fights up to one other target creature.",
        "SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature | TgtPrompt$ "
        "Select target creature | TargetMin$ 0 | TargetMax$ 1 | TargetUnique$ True",
        "SVar:GrantedTrig1:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | "
        "ValidCard$ Card.Self | Execute$ GrantedTrig1Execute | TriggerDescription$ When this "
        "creature dies, draw two cards.",
        "SVar:GrantedTrig1Execute:DB$ Draw | NumCards$ 2",
    ]


def test_cards_put_on_the_bottom_while_scrying_are_exiled_and_may_be_played() -> None:
    text = (
        "Whenever you choose to put one or more cards on the bottom of your library while "
        "scrying, exile that many cards from the bottom of your library.\n"
        "During your turn, you may play cards exiled with Test Card."
    )
    lines = [line.split(" | TriggerDescription$")[0] for line in lines_of(text, "Artifact")]
    assert lines == [
        "T:Mode$ Scry | ValidPlayer$ You | ToBottom$ True | TriggerZones$ Battlefield | "
        "Execute$ TrigDig",
        "SVar:TrigDig:DB$ Dig | DigNum$ X | ChangeNum$ All | DestinationZone$ Exile | "
        "FromBottom$ True",
        "SVar:X:TriggerCount$ScryBottom",
        "S:Mode$ Continuous | MayPlay$ True | AffectedZone$ Exile | Affected$ "
        "Card.ExiledWithSource | Condition$ PlayerTurn | Description$ During your turn, you may "
        "play cards exiled with CARDNAME.",
    ]


def test_casting_cards_exiled_with_the_card_is_refused() -> None:
    text = "You may cast spells exiled with Test Card."
    made = generate(Card(name="Test Card", text=text, type_line="Artifact", path="t"))
    assert (
        made.refused == "cannot express casting, free or for a time, of cards exiled with the card"
    )
