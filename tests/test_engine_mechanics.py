"""Keywords with rules behaviour (equip, cycling, ward, kicker, buyback, flashback), block
triggers, Role tokens and static cost reductions, on real Oracle text from the scry corpus."""

from __future__ import annotations

import pytest

from scryc.engine import (
    Answer,
    CardDef,
    DefaultAgent,
    Game,
    Pick,
    Player,
    RulesError,
    ScriptedAgent,
    ScryChoice,
    SurveilChoice,
    activate,
    attack,
    basic_land,
    begin_step,
    block,
    cast,
    combat_damage,
    end_turn,
    new_game,
    put,
    run,
)
from scryc.engine import characteristics as ch
from scryc.engine.compile import CompileError
from scryc.engine.compile import compile as compile_card
from scryc.engine.events import Countered, DieRolled, Scried, Surveilled
from scryc.parse import parse
from tests.engine_cards import from_oracle, scripted_game

ORACLE = {
    "Archive Dragon": (
        "Creature — Dragon Wizard",
        "{4}{U}{U}",
        "Flying\nWard {2} (Whenever this creature becomes the target of a spell or ability an "
        "opponent controls, counter it unless that player pays {2}.)\nWhen this creature "
        "enters, scry 2.",
    ),
    "Curator of Mysteries": (
        "Creature — Sphinx",
        "{2}{U}{U}",
        "Flying\nWhenever you cycle or discard another card, scry 1.\nCycling {U} ({U}, "
        "Discard this card: Draw a card.)",
    ),
    "Goggles of Night": (
        "Artifact — Equipment",
        "{1}{U}",
        "Whenever equipped creature deals combat damage to a player, scry 1, then draw a "
        "card. (To scry 1, look at the top card of your library, then you may put that card "
        "on the bottom.)\nEquip {2} ({2}: Attach to target creature you control. Equip only "
        "as a sorcery.)",
    ),
    "Jace's Sanctum": (
        "Enchantment",
        "{3}{U}",
        "Instant and sorcery spells you cast cost {1} less to cast.\nWhenever you cast an "
        "instant or sorcery spell, scry 1.",
    ),
    "Living Lectern": (
        "Artifact Creature — Construct",
        "{1}{U}",
        "{1}, Sacrifice Living Lectern: Draw a card. Create a Sorcerer Role token attached to "
        "up to one other target creature you control. Activate only as a sorcery.",
    ),
    "Mystic Speculation": ("Sorcery", "{U}", "Buyback {2}\nScry 3."),
    "Runic Shot": (
        "Sorcery",
        "{W}",
        "Kicker {U}\nDestroy target tapped creature. If this spell was kicked, scry 2.",
    ),
    "Sapphire Dragon": (
        "Creature — Dragon",
        "{5}{U}{U}",
        "Flying\nWhenever Sapphire Dragon attacks or blocks, scry 2.",
    ),
    "Scour All Possibilities": (
        "Sorcery",
        "{1}{U}",
        "Scry 2, then draw a card.\nFlashback {4}{U}",
    ),
    "Grizzly Bears": ("Creature — Bear", "{1}{G}", ""),
    "Magma Jet": ("Instant", "{1}{R}", "Magma Jet deals 2 damage to any target. Scry 2."),
}
STATS = {"Archive Dragon": (4, 4), "Sapphire Dragon": (4, 5), "Grizzly Bears": (2, 2)}
STATS |= {"Curator of Mysteries": (4, 4), "Living Lectern": (1, 3)}
STATS |= {"Merfolk Falconer": (2, 1), "Test Raider": (2, 2), "Test Channeler": (1, 1)}
STATS |= {"Whispering Snitch": (1, 1), "Test Acolyte": (2, 3), "Test Elephant": (3, 4)}


def card(name: str) -> CardDef:
    return from_oracle(name, ORACLE, STATS)


def setup(*decisions: object) -> tuple[Game, Player, Player]:
    return scripted_game(*decisions)


def names(objs: list) -> list[str]:
    return [o.name for o in objs]


def scries(game: Game) -> list[int]:
    return [e.amount for e in game.events if isinstance(e, Scried)]


def test_equip_attaches_and_the_equipped_creature_triggers() -> None:
    game, alice, bob = setup(Pick(("Grizzly Bears",)), ScryChoice())
    goggles = put(game, alice, card("Goggles of Night"), "battlefield")
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Island"))
    put(game, alice, card("Forest"))
    alice.mana.update({"C": 2})
    activate(game, alice, goggles, 0)
    run(game)
    assert goggles.attached_to is bears
    attack(game, alice, [bears], bob)
    combat_damage(game, bob)
    assert bob.life == 18 and scries(game) == [1] and names(alice.hand) == ["Island"]


def test_cycling_discards_from_hand_draws_and_triggers_the_curator() -> None:
    game, alice, _ = setup(ScryChoice())
    put(game, alice, card("Curator of Mysteries"), "battlefield")
    curator = put(game, alice, card("Curator of Mysteries"), "hand")
    put(game, alice, card("Island"))
    put(game, alice, card("Forest"))
    alice.mana.update({"U": 1})
    activate(game, alice, curator, 0)  # its only activated ability works from the hand
    run(game)
    assert names(alice.graveyard) == ["Curator of Mysteries"]
    assert scries(game) == [1] and len(alice.hand) == 1 and not alice.mana


@pytest.mark.parametrize("pays", [True, False])
def test_ward_counters_an_opponents_spell_unless_they_pay(pays: bool) -> None:
    game, alice, bob = setup(*([Answer(True)] if pays else []), ScryChoice())
    dragon = put(game, alice, card("Archive Dragon"), "battlefield")
    put(game, bob, card("Island"))
    put(game, bob, card("Forest"))
    if pays:
        bob.mana.update({"C": 2})
    game.active = 1
    cast(game, bob, put(game, bob, card("Magma Jet"), "hand"), [[dragon]], free=True)
    if not pays:
        game.agent = ScriptedAgent([], fallback=None)
    run(game)
    countered = [e for e in game.events if isinstance(e, Countered)]
    assert bool(countered) is not pays
    assert dragon.damage == (2 if pays else 0)
    assert names(bob.graveyard) == ["Magma Jet"]


def test_ward_ignores_its_controllers_own_spells() -> None:
    game, alice, _ = setup(ScryChoice())
    dragon = put(game, alice, card("Archive Dragon"), "battlefield")
    cast(game, alice, put(game, alice, card("Magma Jet"), "hand"), [[dragon]], free=True)
    run(game)
    assert dragon.damage == 2 and not [e for e in game.events if isinstance(e, Countered)]


@pytest.mark.parametrize("kicked", [True, False])
def test_kicker_is_what_if_this_spell_was_kicked_asks(kicked: bool) -> None:
    game, alice, bob = setup(*([ScryChoice()] if kicked else []))
    bears = put(game, bob, card("Grizzly Bears"), "battlefield", tapped=True)
    put(game, alice, card("Island"))
    alice.mana.update({"W": 1, "U": 1})
    extras = ("kicker",) if kicked else ()
    cast(game, alice, put(game, alice, card("Runic Shot"), "hand"), [[bears]], extras=extras)
    run(game)
    assert not bears.zone and scries(game) == ([2] if kicked else [])
    assert dict(alice.mana) == ({} if kicked else {"U": 1})


ORACLE["Test Mastery"] = (
    "Sorcery",
    "{X}{2}{U}",
    "You may pay {2}{U} rather than pay this spell's mana cost.\nIf the {2}{U} cost was paid, "
    "you draw three cards, then an opponent creates two Treasure tokens and they scry 2. If "
    "that cost wasn't paid, you draw X cards.",
)


@pytest.mark.parametrize("alternative", [True, False])
def test_an_alternative_cost_is_what_if_the_cost_was_paid_asks(alternative: bool) -> None:
    # "an opponent" is chosen for each step it is the subject of
    opponent = [Pick(("Bob",)), Pick(("Bob",)), ScryChoice()]
    game, alice, bob = setup(*(opponent if alternative else []))
    for _ in range(4):
        put(game, alice, card("Island"))
        put(game, bob, card("Island"))
    alice.mana.update({"U": 1, "C": 3})
    extras = ("alternative",) if alternative else ()
    cast(game, alice, put(game, alice, card("Test Mastery"), "hand"), x=1, extras=extras)
    run(game)
    assert len(alice.hand) == (3 if alternative else 1)
    treasures = [o.name for o in game.battlefield if o.controller is bob]
    assert treasures == (["Treasure", "Treasure"] if alternative else [])
    assert [e.player for e in game.events if isinstance(e, Scried)] == [bob] * alternative
    assert dict(alice.mana) == ({"C": 1} if alternative else {})


ORACLE["Test Greatest Insight"] = (
    "Sorcery",
    "{U}",
    "Draw cards equal to 1 plus the greatest power among creatures you control.",
)


def test_an_amount_of_one_plus_the_greatest_power_among_creatures() -> None:
    game, alice, _ = setup()
    for _ in range(5):
        put(game, alice, card("Island"))
    put(game, alice, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Greatest Insight"), "hand"), free=True)
    run(game)
    assert len(alice.hand) == 3  # 1 plus 2, not the sum of the powers


def test_buyback_returns_the_spell_to_its_owners_hand() -> None:
    game, alice, _ = setup(ScryChoice(), ScryChoice())
    put(game, alice, card("Island"))
    alice.mana.update({"U": 1, "C": 2})
    speculation = put(game, alice, card("Mystic Speculation"), "hand")
    cast(game, alice, speculation, extras=("buyback",))
    run(game)
    assert names(alice.hand) == ["Mystic Speculation"] and not alice.mana
    cast(game, alice, alice.hand[0], free=True)
    run(game)
    assert names(alice.graveyard) == ["Mystic Speculation"]
    with pytest.raises(RulesError, match="has no kicker"):
        cast(game, alice, put(game, alice, card("Mystic Speculation"), "hand"), extras=("kicker",))


def test_flashback_casts_from_the_graveyard_and_then_exiles() -> None:
    game, alice, _ = setup(ScryChoice())
    for name in ("Island", "Forest", "Swamp"):
        put(game, alice, card(name))
    scour = put(game, alice, card("Scour All Possibilities"), "graveyard")
    alice.mana.update({"U": 1, "C": 4})
    cast(game, alice, scour)
    run(game)
    assert names(alice.exile) == ["Scour All Possibilities"] and not alice.mana
    assert names(alice.hand) == ["Island"]


def test_sapphire_dragon_scries_when_it_blocks() -> None:
    game, alice, bob = setup(ScryChoice())
    dragon = put(game, alice, card("Sapphire Dragon"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Island"))
    game.active = 1
    attack(game, bob, [bears], alice)
    block(game, {dragon: bears})
    combat_damage(game, alice)
    assert scries(game) == [2] and names(bob.graveyard) == ["Grizzly Bears"]


def test_living_lectern_attaches_a_sorcerer_role() -> None:
    game, alice, bob = setup(Pick(("Curator of Mysteries",)), ScryChoice())
    lectern = put(game, alice, card("Living Lectern"), "battlefield")
    curator = put(game, alice, card("Curator of Mysteries"), "battlefield")
    put(game, alice, card("Island"))
    put(game, alice, card("Forest"))
    alice.mana.update({"C": 1})
    activate(game, alice, lectern, 0)
    run(game)
    (role,) = [o for o in game.battlefield if o.token]
    assert role.name == "Sorcerer Role" and role.attached_to is curator
    assert (ch.power(game, curator), ch.toughness(game, curator)) == (5, 5)
    attack(game, alice, [curator], bob)  # the Role grants "Whenever this creature attacks, scry 1."
    assert scries(game) == [1]


def test_jaces_sanctum_reduces_instant_and_sorcery_costs() -> None:
    game, alice, bob = setup(ScryChoice(), ScryChoice())
    put(game, alice, card("Jace's Sanctum"), "battlefield")
    put(game, alice, card("Island"))
    alice.mana.update({"R": 1})
    cast(game, alice, put(game, alice, card("Magma Jet"), "hand"), [[bob]])
    run(game)
    assert bob.life == 18 and not alice.mana and scries(game) == [1, 2]


ORACLE |= {
    "Nefarious Imp": (
        "Creature — Imp",
        "{2}{B}",
        "Flying\nWhenever one or more permanents you control leave the battlefield, scry 1.",
    ),
    "Drown in Sorrow": (
        "Sorcery",
        "{1}{B}{B}",
        "All creatures get -2/-2 until end of turn. Scry 1.",
    ),
    "Stonebound Mentor": (
        "Creature — Spirit Advisor",
        "{1}{R}{W}",
        "Whenever one or more cards leave your graveyard, scry 1.",
    ),
}
STATS |= {"Nefarious Imp": (3, 3), "Stonebound Mentor": (3, 3)}


def test_one_or_more_leaving_together_triggers_once() -> None:
    game, alice, _ = setup(ScryChoice(), ScryChoice())
    put(game, alice, card("Nefarious Imp"), "battlefield")
    for _ in range(2):
        put(game, alice, card("Grizzly Bears"), "battlefield")
    for name in ("Island", "Forest"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Drown in Sorrow"), "hand"), free=True)
    run(game)
    assert names(alice.graveyard).count("Grizzly Bears") == 2
    assert scries(game) == [1, 1]  # Drown in Sorrow's, then one trigger for both Bears


def test_casting_with_flashback_is_a_card_leaving_the_graveyard() -> None:
    game, alice, _ = setup(ScryChoice(), ScryChoice())
    put(game, alice, card("Stonebound Mentor"), "battlefield")
    for name in ("Island", "Forest", "Swamp"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Scour All Possibilities"), "graveyard"), free=True)
    run(game)
    assert scries(game) == [1, 2]  # the Mentor's trigger resolves first


ORACLE |= {
    "Lord Skitter's Butcher": (
        "Creature — Rat Peasant",
        "{2}{B}",
        "When Lord Skitter's Butcher enters, choose one —\n• Create a 1/1 black Rat creature "
        'token with "This creature can\'t block."\n• You may sacrifice another creature. If '
        "you do, scry 2, then draw a card.\n• Creatures you control gain menace until end of "
        "turn.",
    ),
    "Invasion of the Giants": (
        "Enchantment — Saga",
        "{U}{R}",
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
        "III.)\nI — Scry 2.\nII — Draw a card. Then you may reveal a Giant card from your hand. "
        "When you do, Invasion of the Giants deals 2 damage to target opponent or "
        "planeswalker.\nIII — The next Giant spell you cast this turn costs {2} less to cast.",
    ),
    "Contact Other Plane": (
        "Instant",
        "{3}{U}",
        "Roll a d20.\n1—9 | Draw two cards.\n10—19 | Scry 2, then draw two cards.\n20 | Scry 3, "
        "then draw three cards.",
    ),
    "Hill Giant": ("Creature — Giant", "{3}{R}", ""),
}
STATS |= {"Lord Skitter's Butcher": (3, 2), "Hill Giant": (3, 3)}


@pytest.mark.parametrize(
    ("mode", "outcome"),
    [
        ("Create a 1/1 black Rat creature token", "rat"),
        ("You may sacrifice another creature.", "scry"),
        ("Creatures you control gain menace until end of turn.", "menace"),
    ],
)
def test_a_modal_trigger_does_only_the_chosen_mode(mode: str, outcome: str) -> None:
    label = next(m for m in ORACLE["Lord Skitter's Butcher"][2].split("\n• ") if m.startswith(mode))
    decisions: list[object] = [Pick((label,))]
    if outcome == "scry":
        decisions += [Answer(True), ScryChoice()]
    game, alice, _ = setup(*decisions)
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    for name in ("Island", "Forest"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Lord Skitter's Butcher"), "hand"), free=True)
    run(game)
    tokens = [o for o in game.battlefield if o.token]
    assert (names(tokens) == ["Rat"]) is (outcome == "rat")
    assert (scries(game) == [2] and not bears.zone) is (outcome == "scry")
    assert ("menace" in ch.keywords(game, bears)) is (outcome == "menace")
    if outcome == "rat":
        assert "can't block" in ch.rules(game, tokens[0])


def test_saga_chapters_trigger_as_lore_counters_are_added() -> None:
    from scryc.engine import begin_step

    game, alice, bob = setup(ScryChoice(top=("Hill Giant", "Island")), Answer(True), Pick(("Bob",)))
    for name in ("Island", "Hill Giant", "Forest", "Swamp"):
        put(game, alice, card(name))
    saga = put(game, alice, card("Invasion of the Giants"), "hand")
    cast(game, alice, saga, free=True)
    run(game)  # enters with a lore counter: chapter I, scry 2
    assert scries(game) == [2]
    begin_step(game, "precombat main")  # chapter II: draw, reveal a Giant, 2 damage
    assert bob.life == 18 and "Hill Giant" in names(alice.hand)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_die_roll_picks_the_matching_row(seed: int) -> None:
    from scryc.engine import DefaultAgent

    game = new_game(agent=DefaultAgent(), seed=seed)
    alice = game.players[0]
    for _ in range(4):
        put(game, alice, card("Island"))
    cast(game, alice, put(game, alice, card("Contact Other Plane"), "hand"), free=True)
    run(game)
    (roll,) = [e for e in game.events if e.kind == "die_rolled"]
    assert len(alice.hand) == (3 if roll.result == 20 else 2)
    assert scries(game) == ([] if roll.result < 10 else [2] if roll.result < 20 else [3])


ORACLE["Altar's Reap"] = (
    "Instant",
    "{1}{B}",
    "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.",
)


def test_an_additional_cost_is_paid_when_casting_or_the_spell_cant_be_cast() -> None:
    game, alice, _ = setup()
    for name in ("Island", "Forest"):
        put(game, alice, card(name))
    reap = put(game, alice, card("Altar's Reap"), "hand")
    with pytest.raises(RulesError, match="additional cost"):
        cast(game, alice, reap, free=True)
    assert reap.zone == "hand"
    put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, reap, free=True)
    assert names(alice.graveyard) == ["Grizzly Bears"]  # sacrificed while casting
    run(game)
    assert names(alice.hand) == ["Island", "Forest"]


ORACLE["Beast Within"] = (
    "Instant",
    "{2}{G}",
    "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
)


def test_the_destroyed_permanents_controller_creates_the_token() -> None:
    game, alice, bob = setup()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Beast Within"), "hand"), [[bears]], free=True)
    run(game)
    (beast,) = [o for o in game.battlefield if o.token]
    assert names(bob.graveyard) == ["Grizzly Bears"]
    assert beast.name == "Beast" and beast.controller is bob
    assert (ch.power(game, beast), ch.toughness(game, beast)) == (3, 3)


ORACLE["Gather the White Lotus"] = (
    "Sorcery",
    "{4}{W}",
    "Create a 1/1 white Ally creature token for each Plains you control. Scry 2. (Look at the "
    "top two cards of your library, then put any number of them on the bottom and the rest on "
    "top in any order.)",
)


def test_one_token_for_each_plains_you_control() -> None:
    game, alice, bob = setup(ScryChoice())
    for owner in (alice, alice, alice, bob):
        put(game, owner, basic_land("Plains"), "battlefield")
    cast(game, alice, put(game, alice, card("Gather the White Lotus"), "hand"), free=True)
    run(game)
    tokens = [o for o in game.battlefield if o.token]
    assert names(tokens) == ["Ally"] * 3 and all(t.controller is alice for t in tokens)
    assert scries(game) == [2]


ORACLE["Test Blade"] = (
    "Artifact — Equipment",
    "{1}{W}",
    "When Test Blade enters, create a 1/1 white Soldier creature token, then attach Test Blade "
    "to it.\nEquipped creature gets +1/+1.\nEquip {2}",
)


def test_an_equipment_attaches_itself_to_the_token_it_made() -> None:
    game, alice, _ = setup()
    cast(game, alice, put(game, alice, card("Test Blade"), "hand"), free=True)
    run(game)
    blade = next(o for o in game.battlefield if o.name == "Test Blade")
    soldier = next(o for o in game.battlefield if o.token)
    assert blade.attached_to is soldier
    assert (ch.power(game, soldier), ch.toughness(game, soldier)) == (2, 2)


ORACLE["Test Gaveleer"] = (
    "Creature — Goblin Warrior",
    "{R}",
    "Test Gaveleer gets +2/+0 for each Equipment attached to it.",
)
ORACLE["Test Armsmaster"] = (
    "Creature — Kor Soldier",
    "{1}{W}",
    "Other creatures you control get +1/+1 for each Equipment attached to Test Armsmaster.",
)
STATS |= {"Test Gaveleer": (1, 1), "Test Armsmaster": (0, 2)}


def test_a_count_of_the_equipment_attached_to_a_creature() -> None:
    game, alice, _ = setup()
    gaveleer = put(game, alice, card("Test Gaveleer"), "battlefield")
    blades = [put(game, alice, card("Test Blade"), "battlefield") for _ in range(2)]
    assert ch.power(game, gaveleer) == 1
    for blade in blades:
        blade.attached_to = gaveleer
    assert ch.power(game, gaveleer) == 7  # 1, +1 and +2 for each of two
    armsmaster = put(game, alice, card("Test Armsmaster"), "battlefield")
    blades[0].attached_to = armsmaster
    assert (ch.power(game, gaveleer), ch.power(game, armsmaster)) == (5, 1)


ORACLE["Test Domain Gift"] = (
    "Sorcery",
    "{G}",
    "Domain — You gain 1 life for each basic land type among lands you control.",
)


def test_domain_counts_each_basic_land_type_once() -> None:
    """ "for each basic land type among lands you control": two Forests and an Island are two
    types; an opponent's Swamp is not counted."""
    game, alice, bob = setup()
    for owner, land in ((alice, "Forest"), (alice, "Forest"), (alice, "Island"), (bob, "Swamp")):
        put(game, owner, basic_land(land), "battlefield")
    life = alice.life
    cast(game, alice, put(game, alice, card("Test Domain Gift"), "hand"), free=True)
    run(game)
    assert alice.life == life + 2


ORACLE["Eloise, Nephalia Sleuth"] = (
    "Legendary Creature — Human Rogue",
    "{3}{U}{B}",
    "Whenever another creature you control dies, investigate. (Create a colorless Clue "
    'artifact token with "{2}, Sacrifice this artifact: Draw a card.")',
)
STATS["Eloise, Nephalia Sleuth"] = (4, 4)


def test_investigate_creates_a_clue_that_draws() -> None:
    game, alice, _ = setup()
    put(game, alice, card("Eloise, Nephalia Sleuth"), "battlefield")
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Island"))
    cast(game, alice, put(game, alice, card("Beast Within"), "hand"), [[bears]], free=True)
    run(game)
    clue = next(o for o in game.battlefield if o.name == "Clue")
    assert clue.token and clue.controller is alice
    alice.mana.update({"C": 2})
    activate(game, alice, clue, 0)
    run(game)
    assert names(alice.hand) == ["Island"]
    assert clue not in game.battlefield  # sacrificed to pay the cost


ORACLE["Hopeless Nightmare"] = (
    "Enchantment",
    "{B}",
    "When Hopeless Nightmare enters, each opponent discards a card and loses 2 life.",
)


def test_a_step_without_a_subject_shares_the_players_of_the_step_before() -> None:
    game, alice, bob = setup(Pick(("Island",)))
    put(game, bob, card("Island"), "hand")
    cast(game, alice, put(game, alice, card("Hopeless Nightmare"), "hand"), free=True)
    run(game)
    assert names(bob.graveyard) == ["Island"]
    assert (alice.life, bob.life) == (20, 18)


ORACLE["Test Truce"] = ("Sorcery", "{U}", "You and target opponent each draw a card.")


def test_you_and_target_opponent_each_draw() -> None:
    game, alice, bob = setup()
    put(game, alice, card("Island"), "library")
    put(game, bob, card("Grizzly Bears"), "library")
    cast(game, alice, put(game, alice, card("Test Truce"), "hand"), [[bob]], free=True)
    run(game)
    assert (names(alice.hand), names(bob.hand)) == (["Island"], ["Grizzly Bears"])


ORACLE["Test Tithe"] = ("Sorcery", "{B}", "Each other player discards a card.")


def test_each_other_player_is_every_player_but_you() -> None:
    game, alice, bob = setup(Pick(("Grizzly Bears",)))  # Bob's discard; Alice is never asked
    put(game, alice, card("Island"), "hand")
    put(game, bob, card("Grizzly Bears"), "hand")
    cast(game, alice, put(game, alice, card("Test Tithe"), "hand"), free=True)
    run(game)
    assert (names(alice.hand), names(bob.hand)) == (["Island"], [])


ORACLE["Test Restraint"] = ("Instant", "{W}", "Target creature can't attack or block this turn.")


def test_cant_attack_or_block_is_both_rules() -> None:
    game, alice, bob = setup()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Restraint"), "hand"), [[bears]], free=True)
    run(game)
    assert {"can't attack", "can't block"} <= ch.rules(game, bears)
    game.active = 1
    with pytest.raises(RulesError):
        attack(game, bob, [bears], alice)


ORACLE["Test Map"] = (
    "Artifact",
    "{1}",
    "{T}: Put a landmark counter on Test Map. Then if there are three or more landmark "
    "counters on it, draw a card.",
)


def test_a_count_of_counters_decides_the_condition() -> None:
    game, alice, _ = setup()
    chart = put(game, alice, card("Test Map"), "battlefield")
    put(game, alice, card("Island"))
    for turn in range(3):
        chart.tapped = False
        activate(game, alice, chart, 0)
        run(game)
        assert chart.counters["landmark"] == turn + 1
        assert names(alice.hand) == (["Island"] if turn == 2 else [])


ORACLE["Test Chart"] = (
    "Artifact",
    "{1}",
    "{T}: Put a landmark counter on Test Chart. Then if there are two or more landmark "
    "counters on it, remove those counters and draw a card.",
)


def test_remove_those_counters_removes_the_counters_the_condition_counted() -> None:
    game, alice, _ = setup()
    chart = put(game, alice, card("Test Chart"), "battlefield")
    put(game, alice, card("Island"))
    for turn in range(3):
        chart.tapped = False
        activate(game, alice, chart, 0)
        run(game)
        assert chart.counters["landmark"] == [1, 0, 1][turn]
    assert names(alice.hand) == ["Island"]


ORACLE["Test Zap"] = ("Sorcery", "{R}", "Test Zap deals 3 damage to an opponent chosen at random.")


@pytest.mark.parametrize("seed", [1, 2])
def test_an_opponent_chosen_at_random_asks_no_one(seed: int) -> None:
    game, alice, bob = setup()  # no scripted decisions: a choice would fail the test
    game.rng.seed(seed)
    cast(game, alice, put(game, alice, card("Test Zap"), "hand"), free=True)
    run(game)
    assert (alice.life, bob.life) == (20, 17)


ORACLE["Test Tome"] = (
    "Artifact",
    "{2}",
    "{T}, Put a page counter on Test Tome: Scry 1.\nWhen there are two or more page counters "
    "on Test Tome, exile it. If you do, you gain 4 life.",
)


def test_a_state_trigger_triggers_once_when_its_state_is_true() -> None:
    game, alice, _ = setup(ScryChoice(), ScryChoice())
    tome = put(game, alice, card("Test Tome"), "battlefield")
    put(game, alice, card("Island"))
    put(game, alice, card("Forest"))
    activate(game, alice, tome, 0)
    run(game)
    assert tome.zone == "battlefield" and alice.life == 20
    tome.tapped = False
    activate(game, alice, tome, 0)
    run(game)
    assert names(alice.exile) == ["Test Tome"] and alice.life == 24 and scries(game) == [1, 1]


ORACLE["Test Zealot"] = (
    "Creature — God",
    "{B}",
    "Test Zealot can't attack or block unless a creature died under your control this turn.\n"
    "{1}, Sacrifice another creature: Scry 1.",
)
STATS["Test Zealot"] = (4, 4)


def test_a_static_unless_applies_while_its_condition_is_false() -> None:
    game, alice, bob = setup(ScryChoice())
    zealot = put(game, alice, card("Test Zealot"), "battlefield")
    put(game, bob, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Island"))
    with pytest.raises(RulesError, match="can't attack"):
        attack(game, alice, [zealot], bob)
    alice.mana.update({"C": 1})
    activate(game, alice, zealot, 0)
    run(game)
    attack(game, alice, [zealot], bob)
    combat_damage(game, bob)
    assert bob.life == 16 and scries(game) == [1]


ORACLE["Test Insight"] = (
    "Sorcery",
    "{U}",
    "Kicker {1}\nScry 1. If this spell was kicked, scry 3 instead.",
)


@pytest.mark.parametrize("kicked", [True, False])
def test_an_effect_instead_replaces_the_step_before(kicked: bool) -> None:
    game, alice, _ = setup(ScryChoice())
    put(game, alice, card("Island"))
    alice.mana.update({"U": 1, "C": 1})
    extras = ("kicker",) if kicked else ()
    cast(game, alice, put(game, alice, card("Test Insight"), "hand"), extras=extras)
    run(game)
    assert scries(game) == ([3] if kicked else [1])


ORACLE["Test Calling"] = (
    "Enchantment",
    "{U}",
    "{T}: Put a verse counter on Test Calling.\n{1}: Draw a card for each verse counter on "
    "Test Calling.\n{2}: Take an extra turn after this one.",
)


def test_a_card_per_counter_and_an_extra_turn() -> None:
    game, alice, _ = setup()
    calling = put(game, alice, card("Test Calling"), "battlefield")
    for name in ("Island", "Forest", "Swamp"):
        put(game, alice, card(name))
    for _ in range(2):
        calling.tapped = False
        activate(game, alice, calling, 0)
        run(game)
    alice.mana.update({"C": 3})
    activate(game, alice, calling, 1)
    run(game)
    assert len(alice.hand) == 2 and calling.counters["verse"] == 2
    activate(game, alice, calling, 2)
    run(game)
    end_turn(game)
    assert game.active_player is alice and game.turn == 2
    end_turn(game)
    assert game.active_player is not alice


ORACLE["Merfolk Falconer"] = (
    "Creature — Merfolk Wizard",
    "{2}{U}",
    "Flying\nWhenever you cast a kicked spell, scry 2.",
)


@pytest.mark.parametrize("kicked", [True, False])
def test_a_kicked_spell_is_one_cast_with_its_kicker_paid(kicked: bool) -> None:
    game, alice, bob = setup(*([ScryChoice(), ScryChoice()] if kicked else []))
    put(game, alice, card("Merfolk Falconer"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield", tapped=True)
    put(game, alice, card("Island"))
    alice.mana.update({"W": 1, "U": 1})
    extras = ("kicker",) if kicked else ()
    cast(game, alice, put(game, alice, card("Runic Shot"), "hand"), [[bears]], extras=extras)
    run(game)
    assert scries(game) == ([2, 2] if kicked else [])


ORACLE["Test Raider"] = (
    "Creature — Rogue",
    "{1}{U}",
    "Whenever Test Raider deals combat damage to a player, that player loses 1 life and "
    "mills a card.",
)


def test_that_player_is_the_player_the_trigger_named() -> None:
    game, alice, bob = setup()
    raider = put(game, alice, card("Test Raider"), "battlefield")
    put(game, bob, card("Island"))
    put(game, alice, card("Forest"))
    attack(game, alice, [raider], bob)
    combat_damage(game, bob)
    run(game)
    assert (alice.life, bob.life) == (20, 17)
    assert names(bob.graveyard) == ["Island"] and names(alice.graveyard) == []


ORACLE["Plan the Heist"] = (
    "Sorcery",
    "{2}{U}{U}",
    "Surveil 3 if you have no cards in hand. Then draw three cards.",
)


@pytest.mark.parametrize("in_hand", [0, 1])
def test_a_condition_after_its_step_governs_that_step_only(in_hand: int) -> None:
    game, alice, _ = setup(*([SurveilChoice()] if not in_hand else []))
    for land in ("Island", "Forest", "Swamp", "Plains"):
        put(game, alice, card(land))
    if in_hand:
        put(game, alice, card("Mountain"), "hand")
    cast(game, alice, put(game, alice, card("Plan the Heist"), "hand"), free=True)
    run(game)
    surveils = [e.amount for e in game.events if isinstance(e, Surveilled)]
    assert surveils == ([] if in_hand else [3])
    assert len(alice.hand) == 3 + in_hand


ORACLE["Drag the Canal"] = (
    "Instant",
    "{2}{W}{U}",
    "If a creature died this turn, you gain 2 life.",
)


@pytest.mark.parametrize("died", [True, False])
def test_a_creature_died_this_turn(died: bool) -> None:
    game, alice, bob = setup()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    if died:
        cast(game, alice, put(game, alice, card("Beast Within"), "hand"), [[bears]], free=True)
        run(game)
    cast(game, alice, put(game, alice, card("Drag the Canal"), "hand"), free=True)
    run(game)
    assert alice.life == (22 if died else 20)


ORACLE["Test Channeler"] = (
    "Creature — Human Shaman",
    "{R}",
    "As long as there are four or more card types among cards in your graveyard, Test "
    "Channeler gets +2/+2.",
)


def test_card_types_among_cards_in_a_graveyard() -> None:
    game, alice, _ = setup()
    channeler = put(game, alice, card("Test Channeler"), "battlefield")
    for name in ("Island", "Grizzly Bears", "Beast Within"):
        put(game, alice, card(name), "graveyard")
    assert ch.power(game, channeler) == 1  # land, creature, instant: three types
    put(game, alice, card("Goggles of Night"), "graveyard")
    assert ch.power(game, channeler) == 3


ORACLE["Whispering Snitch"] = (
    "Creature — Vampire Rogue",
    "{1}{B}",
    "Whenever you surveil for the first time each turn, Whispering Snitch deals 1 damage to "
    "each opponent and you gain 1 life.",
)
ORACLE["Test Peek"] = ("Sorcery", "{U}", "Surveil 1.")


def test_the_first_surveil_each_turn_triggers_once() -> None:
    game, alice, bob = setup(SurveilChoice(), SurveilChoice())
    put(game, alice, card("Whispering Snitch"), "battlefield")
    for land in ("Island", "Forest"):
        put(game, alice, card(land))
    for _ in range(2):
        cast(game, alice, put(game, alice, card("Test Peek"), "hand"), free=True)
        run(game)
    assert (alice.life, bob.life) == (21, 19)


ORACLE["Test Hypnotist"] = ("Sorcery", "{B}", "Target player discards two cards at random.")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_random_discard_asks_no_one(seed: int) -> None:
    game, alice, bob = setup()  # no scripted decisions: a choice would fail the test
    game.rng.seed(seed)
    for land in ("Island", "Forest", "Swamp"):
        put(game, bob, card(land), "hand")
    cast(game, alice, put(game, alice, card("Test Hypnotist"), "hand"), [[bob]], free=True)
    run(game)
    assert len(bob.graveyard) == 2 and len(bob.hand) == 1
    assert sorted(names(bob.graveyard + bob.hand)) == ["Forest", "Island", "Swamp"]


ORACLE["Test Acolyte"] = (
    "Creature — Human Monk",
    "{2}{R}",
    "Whenever Test Acolyte becomes blocked by a creature, it deals 2 damage to that creature.",
)
ORACLE["Test Elephant"] = (
    "Creature — Elephant",
    "{4}{G}",
    "Whenever Test Elephant becomes blocked, you gain 1 life.",
)


def test_becomes_blocked_triggers_once_or_once_for_each_blocker() -> None:
    game = new_game(agent=DefaultAgent())  # the order of the simultaneous triggers is free
    alice, bob = game.players
    acolyte = put(game, alice, card("Test Acolyte"), "battlefield")
    elephant = put(game, alice, card("Test Elephant"), "battlefield")
    bears = [put(game, bob, card("Grizzly Bears"), "battlefield") for _ in range(4)]
    attack(game, alice, [acolyte, elephant], bob)
    block(game, {bears[0]: acolyte, bears[1]: acolyte, bears[2]: elephant, bears[3]: elephant})
    run(game)
    assert [b.damage for b in bears] == [2, 2, 0, 0]
    assert alice.life == 21


ORACLE["Test Muster"] = ("Sorcery", "{W}", "Create two tapped 1/1 white Soldier creature tokens.")


def test_tokens_created_tapped() -> None:
    game, alice, _ = setup()
    cast(game, alice, put(game, alice, card("Test Muster"), "hand"), free=True)
    run(game)
    soldiers = [o for o in game.battlefield if o.token]
    assert names(soldiers) == ["Soldier", "Soldier"] and all(s.tapped for s in soldiers)


ORACLE["Test Oracle Die"] = ("Sorcery", "{U}", "Roll a d4. Scry X, where X is the result.")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_scry_x_where_x_is_the_die_result(seed: int) -> None:
    game, alice, _ = setup(ScryChoice())
    game.rng.seed(seed)
    for land in ("Island", "Forest", "Swamp", "Plains", "Mountain"):
        put(game, alice, card(land))
    cast(game, alice, put(game, alice, card("Test Oracle Die"), "hand"), free=True)
    run(game)
    (rolled,) = [e.result for e in game.events if isinstance(e, DieRolled)]
    assert scries(game) == [rolled]


ORACLE["Test Sparks"] = (
    "Instant",
    "{R}",
    "Test Sparks deals 2 damage to any target. If a player is dealt damage this way, draw a card.",
)


@pytest.mark.parametrize("at_player", [True, False])
def test_if_a_player_is_dealt_damage_this_way(at_player: bool) -> None:
    game, alice, bob = setup()
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    put(game, alice, card("Island"))
    target = bob if at_player else bears
    cast(game, alice, put(game, alice, card("Test Sparks"), "hand"), [[target]], free=True)
    run(game)
    assert bob.life == (18 if at_player else 20)
    assert names(alice.hand) == (["Island"] if at_player else [])


ORACLE["Test Lucky Die"] = (
    "Enchantment",
    "{U}",
    "Whenever you roll a die's highest natural result, draw a card.",
)
ORACLE["Test Roll"] = ("Sorcery", "{U}", "Roll a d4.")


@pytest.mark.parametrize("seed", [1, 2, 9, 11])  # rolls 2, 1, 4, 4
def test_a_die_roll_of_its_highest_result_triggers(seed: int) -> None:
    game, alice, _ = setup()
    game.rng.seed(seed)
    put(game, alice, card("Test Lucky Die"), "battlefield")
    put(game, alice, card("Island"))
    cast(game, alice, put(game, alice, card("Test Roll"), "hand"), free=True)
    run(game)
    (rolled,) = [e.result for e in game.events if isinstance(e, DieRolled)]
    assert names(alice.hand) == (["Island"] if rolled == 4 else [])


ORACLE["Test Portent"] = (
    "Sorcery",
    "{U}",
    "Roll a d20 and add the number of cards in your hand.\n1—14 | Scry 1.\n15+ | Scry 2.",
)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_number_added_to_the_roll_picks_the_row(seed: int) -> None:
    game, alice, _ = setup(ScryChoice())
    game.rng.seed(seed)
    for land in ("Island", "Forest", "Swamp", "Plains", "Mountain"):
        put(game, alice, card(land), "hand")
    put(game, alice, card("Island"))
    cast(game, alice, put(game, alice, card("Test Portent"), "hand"), free=True)
    run(game)
    (rolled,) = [e.result for e in game.events if isinstance(e, DieRolled)]
    assert scries(game) == [2 if rolled + 5 >= 15 else 1]


ORACLE["Test Brawl"] = (
    "Sorcery",
    "{G}",
    "Target creature you control fights target creature you don't control.",
)


def test_a_fight_deals_each_creatures_power_to_the_other() -> None:
    game, alice, bob = setup()
    dragon = put(game, alice, card("Archive Dragon"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Brawl"), "hand"), [[dragon], [bears]], free=True)
    run(game)
    assert dragon.damage == 2 and bears.zone != "battlefield"


ORACLE["Test Expedition"] = ("Instant", "{G}", "Target creature you control explores.")


def test_exploring_puts_a_revealed_land_into_the_hand() -> None:
    game, alice, _ = setup()
    forest = put(game, alice, card("Forest"))
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Expedition"), "hand"), [[bears]], free=True)
    run(game)
    assert forest.zone == "" and names(alice.hand) == ["Forest"]
    assert not bears.counters["+1/+1"]


def test_exploring_a_nonland_gives_a_counter_and_may_mill_it() -> None:
    game, alice, _ = setup(Answer(True))
    put(game, alice, card("Grizzly Bears"))
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Expedition"), "hand"), [[bears]], free=True)
    run(game)
    assert bears.counters["+1/+1"] == 1 and names(alice.graveyard)[:1] == ["Grizzly Bears"]
    assert not alice.library


ORACLE["Test Hexmage Spell"] = ("Instant", "{B}", "Remove all counters from target creature.")
ORACLE["Test Mark"] = ("Instant", "{G}", "Remove all -1/-1 counters from target creature.")


@pytest.mark.parametrize("spell", ["Test Hexmage Spell", "Test Mark"])
def test_removing_all_counters(spell: str) -> None:
    game, alice, _ = setup()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    bears.counters["-1/-1"] = 1
    bears.counters["+1/+1"] = 2
    cast(game, alice, put(game, alice, card(spell), "hand"), [[bears]], free=True)
    run(game)
    assert not bears.counters["-1/-1"]
    assert bears.counters["+1/+1"] == (0 if spell == "Test Hexmage Spell" else 2)


ORACLE["Test Twiddle"] = ("Instant", "{U}", "Tap or untap target creature.")


@pytest.mark.parametrize("choice", ["tap", "untap"])
def test_tap_or_untap_is_the_controllers_choice(choice: str) -> None:
    game, alice, bob = setup(Pick((choice,)))
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    bears.tapped = choice == "untap"
    cast(game, alice, put(game, alice, card("Test Twiddle"), "hand"), [[bears]], free=True)
    run(game)
    assert bears.tapped is (choice == "tap")


ORACLE["Lembas"] = (
    "Artifact — Food",
    "{2}{U}",
    "When Lembas enters, scry 1, then draw a card.\n{2}, {T}, Sacrifice Lembas: You gain 3 "
    "life.\nWhen Lembas is put into a graveyard from the battlefield, its owner shuffles it "
    "into their library.",
)


def test_shuffle_into_puts_the_card_into_its_owners_library_and_shuffles() -> None:
    game, alice, _ = setup()
    for name in ("Island", "Forest", "Swamp"):
        put(game, alice, card(name))
    lembas = put(game, alice, card("Lembas"), "battlefield")
    alice.mana.update({"C": 2})
    activate(game, alice, lembas, 0)
    run(game)
    assert alice.life == 23 and not alice.graveyard
    assert sorted(names(alice.library)) == ["Forest", "Island", "Lembas", "Swamp"]
    assert [type(e).__name__ for e in game.events].count("Shuffled") == 1


ORACLE["Cavalier of Gales"] = (
    "Creature — Elemental Knight",
    "{2}{U}{U}{U}",
    "Flying\nWhen Cavalier of Gales enters the battlefield, draw three cards, then put two "
    "cards from your hand on top of your library in any order.\nWhen Cavalier of Gales dies, "
    "shuffle it into its owner's library, then scry 2.",
)
STATS["Cavalier of Gales"] = (5, 5)


def test_cards_put_on_top_in_any_order_go_in_the_order_chosen() -> None:
    order = Pick(("Forest", "Island"))  # the topmost first
    game, alice, _ = setup(Pick(("Island", "Forest")), order)
    for name in ("Island", "Forest", "Swamp", "Plains"):
        put(game, alice, card(name))
    cast(game, alice, put(game, alice, card("Cavalier of Gales"), "hand"), free=True)
    run(game)
    assert names(alice.library) == ["Forest", "Island", "Plains"]
    assert names(alice.hand) == ["Swamp"]


ORACLE["Sudden Storm"] = (
    "Instant",
    "{3}{U}",
    "Tap up to two target creatures. Those creatures don't untap during their controllers' "
    "next untap steps. Scry 1.",
)


def test_doesnt_untap_during_the_next_untap_step_skips_one_untap_only() -> None:
    game, alice, bob = setup(ScryChoice())
    put(game, alice, card("Island"))
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    storm = put(game, alice, card("Sudden Storm"), "hand")
    cast(game, alice, storm, [[bears]], free=True)
    run(game)
    assert bears.tapped and not ch.rules(game, bears)
    game.active = 1
    begin_step(game, "untap")
    assert bears.tapped
    begin_step(game, "untap")
    assert not bears.tapped


ORACLE["Test Revolt"] = (
    "Sorcery",
    "{W}",
    "If a permanent you controlled left the battlefield this turn, you gain 2 life.",
)
ORACLE["Test Descent"] = ("Sorcery", "{B}", "If you descended this turn, you gain 2 life.")


@pytest.mark.parametrize("whose", ["alice", "bob", None])
@pytest.mark.parametrize("asks", ["Test Revolt", "Test Descent"])
def test_a_permanent_you_controlled_left_or_a_permanent_card_went_to_your_graveyard(
    whose: str | None, asks: str
) -> None:
    """Beast Within (an instant card, not a permanent card) goes to Alice's graveyard either
    way; only her own Bears leaving counts for revolt and for descending."""
    game, alice, bob = setup()
    if whose is not None:
        bears = put(game, alice if whose == "alice" else bob, card("Grizzly Bears"), "battlefield")
        cast(game, alice, put(game, alice, card("Beast Within"), "hand"), [[bears]], free=True)
        run(game)
    cast(game, alice, put(game, alice, card(asks), "hand"), free=True)
    run(game)
    assert alice.life == (22 if whose == "alice" else 20)


ORACLE["Taeko, the Patient Avalanche"] = (
    "Legendary Creature — Spirit Turtle",
    "{2}{U}{U}",
    "Taeko, the Patient Avalanche enters tapped.\nWhenever another creature you control "
    "leaves the battlefield, if it didn't die, scry 1 and put a +1/+1 counter on Taeko.",
)
STATS["Taeko, the Patient Avalanche"] = (2, 5)
ORACLE["Test Bounce"] = ("Instant", "{U}", "Return target creature to its owner's hand.")


@pytest.mark.parametrize("how", ["Test Bounce", "Beast Within"])
def test_if_it_didnt_die_asks_where_the_creature_went(how: str) -> None:
    game, alice, _ = setup(*([ScryChoice()] if how == "Test Bounce" else []))
    put(game, alice, card("Island"))
    taeko = put(game, alice, card("Taeko, the Patient Avalanche"), "battlefield")
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card(how), "hand"), [[bears]], free=True)
    run(game)
    assert taeko.counters["+1/+1"] == (1 if how == "Test Bounce" else 0)
    assert scries(game) == ([1] if how == "Test Bounce" else [])


ORACLE["Test Envy"] = ("Sorcery", "{G}", "If an opponent controls an artifact, you gain 2 life.")


@pytest.mark.parametrize("whose", ["alice", "bob"])
def test_an_opponent_controls_counts_only_the_opponents_permanents(whose: str) -> None:
    game, alice, bob = setup()
    put(game, alice if whose == "alice" else bob, card("Lembas"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Envy"), "hand"), free=True)
    run(game)
    assert alice.life == (22 if whose == "bob" else 20)


ORACLE["Test Flurry"] = (
    "Sorcery",
    "{U}",
    "If you've cast an instant spell this turn, you gain 2 life.",
)


@pytest.mark.parametrize("caster", ["alice", "bob", None])
def test_youve_cast_an_instant_this_turn(caster: str | None) -> None:
    game, alice, bob = setup(*([Pick(("tap",))] if caster else []))
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    if caster is not None:
        player = alice if caster == "alice" else bob
        cast(game, player, put(game, player, card("Test Twiddle"), "hand"), [[bears]], free=True)
        run(game)
    cast(game, alice, put(game, alice, card("Test Flurry"), "hand"), free=True)
    run(game)
    assert alice.life == (22 if caster == "alice" else 20)


ORACLE["Test Raid Leader"] = ("Creature — Human", "{1}{R}", "Whenever you attack, you gain 1 life.")
STATS["Test Raid Leader"] = (1, 1)


def test_whenever_you_attack_triggers_once_for_all_the_attackers() -> None:
    game, alice, bob = setup()
    leader = put(game, alice, card("Test Raid Leader"), "battlefield")
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    attack(game, alice, [leader, bears], bob)
    run(game)
    assert alice.life == 21


ORACLE["Slumbering Keepguard"] = (
    "Enchantment Creature — Human Peasant",
    "{2}{W}",
    "Whenever an enchantment you control enters, scry 1.\n{2}{W}: Slumbering Keepguard gets "
    "+1/+1 until end of turn for each enchantment you control.",
)
STATS |= {"Slumbering Keepguard": (2, 2)}


def test_gets_plus_one_for_each_counts_once_as_it_resolves() -> None:
    game, alice, _ = setup()
    keepguard = put(game, alice, card("Slumbering Keepguard"), "battlefield")
    put(game, alice, card("Jace's Sanctum"), "battlefield")
    alice.mana.update({"W": 1, "C": 2})
    activate(game, alice, keepguard, 0)
    run(game)
    assert (ch.power(game, keepguard), ch.toughness(game, keepguard)) == (4, 4)
    put(game, alice, card("Jace's Sanctum"), "battlefield")  # counted already: no change
    assert (ch.power(game, keepguard), ch.toughness(game, keepguard)) == (4, 4)


ORACLE["Test Bear Call"] = ("Sorcery", "{G}", "If you control a Bear, you gain 2 life.")
ORACLE["Littjara Kinseekers"] = (
    "Creature — Shapeshifter",
    "{3}{U}",
    "Changeling (This card is every creature type.)\nWhen Littjara Kinseekers enters the "
    "battlefield, if you control three or more creatures that share a creature type, put a "
    "+1/+1 counter on Littjara Kinseekers, then scry 1.",
)
STATS |= {"Littjara Kinseekers": (2, 4)}


@pytest.mark.parametrize("other", ["Grizzly Bears", "Merfolk Falconer"])
def test_changeling_is_every_creature_type_and_three_share_one(other: str) -> None:
    shared = other == "Grizzly Bears"
    game, alice, _ = setup(*([ScryChoice()] if shared else []))
    put(game, alice, card("Island"))
    put(game, alice, card("Grizzly Bears"), "battlefield")
    put(game, alice, card(other), "battlefield")
    kinseekers = put(game, alice, card("Littjara Kinseekers"), "hand")
    assert "Bear" in ch.subtypes(game, kinseekers) and "Island" not in ch.subtypes(game, kinseekers)
    cast(game, alice, kinseekers, free=True)
    run(game)
    new = next(o for o in game.battlefield if o.name == "Littjara Kinseekers")
    assert new.counters["+1/+1"] == (1 if shared else 0)


def test_a_changeling_is_a_bear() -> None:
    game, alice, _ = setup()
    put(game, alice, card("Littjara Kinseekers"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Bear Call"), "hand"), free=True)
    run(game)
    assert alice.life == 22


ORACLE["Harsh Scrutiny"] = (
    "Sorcery",
    "{B}",
    "Target opponent reveals their hand. You choose a creature card from it. That player "
    "discards that card. Scry 1.",
)


def test_target_opponent_reveals_and_discards_the_card_you_choose_from_it() -> None:
    game, alice, bob = setup(Pick(("Merfolk Falconer",)), ScryChoice())
    for name in ("Grizzly Bears", "Merfolk Falconer", "Island"):
        put(game, bob, card(name), "hand")
    put(game, alice, card("Swamp"))
    cast(game, alice, put(game, alice, card("Harsh Scrutiny"), "hand"), [[bob]], free=True)
    run(game)
    assert names(bob.graveyard) == ["Merfolk Falconer"]
    assert sorted(names(bob.hand)) == ["Grizzly Bears", "Island"]
    revealed = [e for e in game.events if type(e).__name__ == "Revealed"]
    assert [e.player for e in revealed] == [bob]


TALLY = "You gain 1 life for each creature that left the battlefield under your control this turn."
ORACLE["Test Tally"] = ("Sorcery", "{W}", TALLY)


def test_creatures_that_left_under_your_control_this_turn_are_counted_from_the_record() -> None:
    game, alice, bob = setup()
    mine = put(game, alice, card("Grizzly Bears"), "battlefield")
    theirs = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Bounce"), "hand"), [[mine]], free=True)
    run(game)
    cast(game, alice, put(game, alice, card("Beast Within"), "hand"), [[theirs]], free=True)
    run(game)
    cast(game, alice, put(game, alice, card("Test Tally"), "hand"), free=True)
    run(game)
    assert alice.life == 21


ORACLE["Test Brute"] = (
    "Creature — Ogre",
    "{2}{R}",
    "Whenever Test Brute is dealt combat damage, you gain 2 life.",
)
STATS["Test Brute"] = (3, 3)


@pytest.mark.parametrize("blocks", [True, False])
def test_is_dealt_combat_damage_triggers_for_the_permanent_dealt_it(blocks: bool) -> None:
    game, alice, bob = setup()
    brute = put(game, alice, card("Test Brute"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    game.active = 1
    attack(game, bob, [bears], alice)
    if blocks:
        block(game, {brute: bears})
    combat_damage(game, alice)
    run(game)
    assert alice.life == (22 if blocks else 18)
    assert names(bob.graveyard) == (["Grizzly Bears"] if blocks else [])


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("You take the initiative.", r"take_initiative"),
        ("Whenever you roll {CHAOS}, draw a card.", r"chaos_ensues"),
        ("Each opponent may discard a card. Each opponent who doesn't loses 2 life.", "declined"),
        (
            "Whenever you remove a time counter from Card Name while it's exiled, surveil 1.",
            "counters_removed",
        ),
    ],
)
def test_unsupported_templates_are_refused_by_name(text: str, error: str) -> None:
    with pytest.raises(CompileError, match=error):
        compile_card(parse(text, "en", "Card Name"), text)


ORACLE["Test Mirror"] = (
    "Sorcery",
    "{2}{W}",
    "Create a token that's a copy of target creature you control, except it's a 1/1 white "
    "Spirit creature with flying in addition to its other types.",
)
ORACLE["Test Tuck"] = (
    "Sorcery",
    "{1}{U}",
    "Put target creature into its owner's library second from the top.",
)


def test_a_token_copy_takes_the_characteristics_of_its_exception() -> None:
    game, alice, _ = setup()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Mirror"), "hand"), [[bears]], free=True)
    run(game)
    (copy,) = [o for o in game.battlefield if o.token]
    assert copy.name == "Grizzly Bears" and copy.card.subtypes == {"Bear", "Spirit"}
    assert (ch.power(game, copy), ch.toughness(game, copy)) == (1, 1)
    assert copy.card.color_set == {"white"} and "flying" in ch.keywords(game, copy)


def test_a_card_put_second_from_the_top_of_its_owners_library() -> None:
    game, alice, bob = setup()
    for _ in range(3):
        put(game, bob, card("Grizzly Bears"), "library")
    bears = put(game, bob, card("Sapphire Dragon"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Tuck"), "hand"), [[bears]], free=True)
    run(game)
    assert names(bob.library)[:3] == ["Grizzly Bears", "Sapphire Dragon", "Grizzly Bears"]


ORACLE["Stormchaser Chimera"] = (
    "Creature — Chimera",
    "{2}{U}{R}",
    "Flying\n{2}{U}{R}: Scry 1, then reveal the top card of your library. Stormchaser Chimera "
    "gets +X/+0 until end of turn, where X is that card's mana value.",
)
STATS |= {"Stormchaser Chimera": (2, 2)}


def test_gets_plus_x_where_x_is_the_revealed_cards_mana_value() -> None:
    game, alice, _ = setup(ScryChoice())
    chimera = put(game, alice, card("Stormchaser Chimera"), "battlefield")
    put(game, alice, card("Slumbering Keepguard"))  # mana value 3, kept on top
    alice.mana.update({"U": 1, "R": 1, "C": 2})
    activate(game, alice, chimera, 0)
    run(game)
    assert (ch.power(game, chimera), ch.toughness(game, chimera)) == (5, 2)


ORACLE["Test Reclaiming"] = ("Sorcery", "{W}", "Destroy each creature you don't own.")


def test_ownership_filter_reads_the_owner_not_the_controller() -> None:
    game, alice, bob = setup()
    mine = put(game, alice, card("Grizzly Bears"), "battlefield")
    borrowed = put(game, bob, card("Grizzly Bears"), "battlefield")
    borrowed.controller = alice  # alice controls a creature bob owns
    theirs = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Test Reclaiming"), "hand"), free=True)
    run(game)
    assert mine.zone == "battlefield" and borrowed.zone != "battlefield"
    assert names(bob.graveyard) == ["Grizzly Bears", "Grizzly Bears"]  # to the owner's
    assert theirs.zone != "battlefield" and names(alice.graveyard) == ["Test Reclaiming"]


ORACLE["Deafening Clarion"] = (
    "Sorcery",
    "{1}{R}{W}",
    "Choose one or both —\n• Deafening Clarion deals 3 damage to each creature.\n• Creatures "
    "you control gain lifelink until end of turn.",
)


@pytest.mark.parametrize(
    ("modes", "bears_die", "lifelink"), [([1], False, True), ([0, 1], True, False)]
)
def test_choose_one_or_both_takes_either_mode_or_both(
    modes: list[int], bears_die: bool, lifelink: bool
) -> None:
    game, alice, _ = setup()
    bears = put(game, alice, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Deafening Clarion"), "hand"), modes=[modes], free=True)
    run(game)
    assert (bears.zone != "battlefield") is bears_die
    assert bears_die or ("lifelink" in ch.keywords(game, bears)) is lifelink


def test_choose_one_or_both_needs_at_least_one_mode() -> None:
    game, alice, _ = setup()
    clarion = put(game, alice, card("Deafening Clarion"), "hand")
    with pytest.raises(RulesError, match="not a legal choice"):
        cast(game, alice, clarion, modes=[[]], free=True)


ORACLE["Reach of Shadows"] = (
    "Instant",
    "{4}{B}",
    "Destroy target creature that's one or more colors.",
)
ORACLE["Frontline Counter"] = (
    "Instant",
    "{U}",
    "Counter target spell with {X} in its mana cost.",
)
ORACLE["Test Golem"] = ("Artifact Creature — Golem", "{3}", "")
ORACLE["Test Fireball"] = ("Sorcery", "{X}{R}", "Test Fireball deals X damage to any target.")
STATS |= {"Test Golem": (3, 3)}


def test_one_or_more_colors_is_not_colorless() -> None:
    game, alice, bob = setup()
    golem = put(game, bob, card("Test Golem"), "battlefield")
    with pytest.raises(RulesError, match="not a legal target"):
        cast(game, alice, put(game, alice, card("Reach of Shadows"), "hand"), [[golem]], free=True)
    bears = put(game, bob, card("Grizzly Bears"), "battlefield")
    cast(game, alice, put(game, alice, card("Reach of Shadows"), "hand"), [[bears]], free=True)
    run(game)
    assert names(bob.graveyard) == ["Grizzly Bears"]


def test_with_x_in_its_mana_cost_reads_the_cost() -> None:
    game, alice, bob = setup()
    game.active = bob.index  # Bob casts his creature and sorcery in his main phase
    cast(game, bob, put(game, bob, card("Grizzly Bears"), "hand"), free=True)
    bears = game.stack[-1].source
    counter = card("Frontline Counter")
    with pytest.raises(RulesError, match="not a legal target"):
        cast(game, alice, put(game, alice, counter, "hand"), [[bears]], free=True)
    run(game)
    cast(game, bob, put(game, bob, card("Test Fireball"), "hand"), [[alice]], free=True)
    fireball = game.stack[-1].source
    cast(game, alice, put(game, alice, counter, "hand"), [[fireball]], free=True)
    run(game)
    assert "Test Fireball" in names(bob.graveyard) and alice.life == 20


ORACLE["Test Watcher"] = (
    "Enchantment",
    "{1}{U}",
    "At the beginning of your end step, if you haven't cast a spell this turn and Test Watcher "
    "isn't a creature, draw a card.",
)


@pytest.mark.parametrize("casts", [False, True])
def test_two_conditions_together_need_both(casts: bool) -> None:
    game, alice, _ = setup()
    put(game, alice, card("Test Watcher"), "battlefield")
    for _ in range(3):
        put(game, alice, card("Island"), "library")
    if casts:
        cast(game, alice, put(game, alice, card("Grizzly Bears"), "hand"), free=True)
        run(game)
    begin_step(game, "end")
    run(game)
    assert len(alice.hand) == (0 if casts else 1)


def test_where_a_spell_was_cast_from_names_itself() -> None:
    text = (
        "At the beginning of your end step, if you haven't cast a spell from your hand this turn "
        "and Card Name isn't a creature, draw a card."
    )
    with pytest.raises(CompileError) as error:
        compile_card(parse(text, name="Card Name"))
    assert error.value.kind == "you_cast"


ORACLE["Test Alignment"] = (
    "Enchantment",
    "{2}{U}",
    "{1}: Draw a card if you own a card named Test Alignment in exile, in your hand, in your "
    "graveyard, and on the battlefield.",
)


@pytest.mark.parametrize("in_exile", [False, True])
def test_a_card_owned_in_each_zone_is_needed_in_every_one(in_exile: bool) -> None:
    game, alice, bob = setup()
    alignment = put(game, alice, card("Test Alignment"), "battlefield")
    put(game, alice, card("Test Alignment"), "hand")
    put(game, alice, card("Test Alignment"), "graveyard")
    put(game, alice, card("Island"), "library")
    # the copy in exile must be Alice's own
    put(game, alice if in_exile else bob, card("Test Alignment"), "exile")
    alice.mana.update({"C": 1})
    activate(game, alice, alignment, 0)
    run(game)
    assert names(alice.hand) == ["Test Alignment", *(["Island"] if in_exile else [])]


ORACLE["Test Knowledge"] = (
    "Instant",
    "{1}{U}",
    "Draw a card, then draw cards equal to the number of cards named Test Knowledge in all "
    "graveyards.",
)


def test_cards_named_the_card_in_all_graveyards_count_every_players() -> None:
    game, alice, bob = setup()
    put(game, alice, card("Test Knowledge"), "graveyard")
    put(game, bob, card("Test Knowledge"), "graveyard")
    put(game, bob, card("Island"), "graveyard")
    for _ in range(4):
        put(game, alice, card("Island"), "library")
    cast(game, alice, put(game, alice, card("Test Knowledge"), "hand"), free=True)
    run(game)
    assert len(alice.hand) == 3


ORACLE["Test Fateful Draw"] = ("Sorcery", "{U}", "If you have 5 or less life, draw a card.")


@pytest.mark.parametrize("life", [5, 6])
def test_a_condition_on_your_life_total(life: int) -> None:
    game, alice, _ = setup()
    alice.life = life
    put(game, alice, card("Island"))
    cast(game, alice, put(game, alice, card("Test Fateful Draw"), "hand"), free=True)
    run(game)
    assert len(alice.hand) == (1 if life <= 5 else 0)


ORACLE["Caligo Skin-Witch"] = (
    "Creature — Human Spellshaper",
    "{1}{B}",
    "Kicker {3}{B} (You may pay an additional {3}{B} as you cast this spell.)\nWhen Caligo "
    "Skin-Witch enters the battlefield, if it was kicked, each opponent discards two cards.",
)
ORACLE["Bloodstone Goblin"] = (
    "Creature — Goblin Warrior",
    "{1}{R}",
    "Whenever you cast a spell, if that spell was kicked, Bloodstone Goblin gets +1/+1 and "
    "gains menace until end of turn.",
)
STATS |= {"Caligo Skin-Witch": (1, 3), "Bloodstone Goblin": (2, 2)}


@pytest.mark.parametrize("kicked", [True, False])
def test_a_permanent_remembers_it_was_kicked_for_its_enters_trigger(kicked: bool) -> None:
    """CR 702.33d: "if it was kicked" in the permanent's own trigger asks how it was cast."""
    game, alice, bob = setup(*([Pick(("Island", "Island"))] if kicked else []))
    for _ in range(3):
        put(game, bob, card("Island"), "hand")
    alice.mana.update({"B": 2, "C": 4})
    extras = ("kicker",) if kicked else ()
    cast(game, alice, put(game, alice, card("Caligo Skin-Witch"), "hand"), extras=extras)
    run(game)
    assert len(bob.hand) == (1 if kicked else 3)


@pytest.mark.parametrize("kicked", [True, False])
def test_that_spell_was_kicked_asks_about_the_spell_the_trigger_saw(kicked: bool) -> None:
    game, alice, bob = setup(*([ScryChoice()] if kicked else []))
    goblin = put(game, alice, card("Bloodstone Goblin"), "battlefield")
    bears = put(game, bob, card("Grizzly Bears"), "battlefield", tapped=True)
    alice.mana.update({"W": 1, "U": 1})
    extras = ("kicker",) if kicked else ()
    cast(game, alice, put(game, alice, card("Runic Shot"), "hand"), [[bears]], extras=extras)
    run(game)
    assert ch.power(game, goblin) == (3 if kicked else 2)
    assert ("menace" in ch.keywords(game, goblin)) == kicked


ORACLE["Test Cycler"] = (
    "Creature — Test",
    "{3}{W}",
    "Cycling {W} ({W}, Discard this card: Draw a card.)\nWhen you cycle Test Cycler, you gain "
    "3 life.",
)
ORACLE["Test Cycle Watcher"] = (
    "Enchantment",
    "{1}{W}",
    "Whenever you cycle a card, you gain 1 life.",
)


def test_cycling_triggers_the_card_itself_from_the_graveyard_and_a_watcher() -> None:
    """CR 702.29c-d: "when you cycle this card" triggers once the cost put it in the
    graveyard; "whenever you cycle a card" on the battlefield triggers too."""
    game, alice, _ = setup(Pick(("Test Cycle Watcher", "Test Cycler")))
    put(game, alice, card("Test Cycle Watcher"), "battlefield")
    cycler = put(game, alice, card("Test Cycler"), "hand")
    put(game, alice, card("Island"))
    alice.mana.update({"W": 1})
    activate(game, alice, cycler, 0)
    run(game)
    assert alice.life == 24 and names(alice.hand) == ["Island"]
