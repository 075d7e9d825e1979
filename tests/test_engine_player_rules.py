"""What players can't do (CR 101.2): cast some spells (CR 601.2), play lands (CR 305.1),
gain life (CR 119.7), lose or win the game (CR 104.3)."""

from __future__ import annotations

import pytest

from scryc.engine import Answer, activate, cast, end_turn, put, run
from scryc.engine.actions import RulesError, change_life, deal_damage, move
from scryc.engine.casting import play_land
from scryc.engine.events import LifeChanged, PlayerLost
from scryc.engine.resolution import state_based_actions
from scryc.engine.setup import basic_land, card_def
from scryc.engine.state import Game, Player
from tests.engine_cards import creature, players, scripted_game


def _draws(game: Game, *drawing: Player) -> None:
    """A card in the library for each draw step to come, in the order given."""
    for player in drawing:
        put(game, player, basic_land("Island"))


def _sorcery(game: Game, player: Player, text: str) -> None:
    """Cast a sorcery with this text, and resolve it."""
    spell = card_def("Test Sorcery", text, type_line="Sorcery", mana_cost="{1}")
    cast(game, player, put(game, player, spell, "hand"), free=True)
    run(game)


def test_your_opponents_cant_cast_blue_creature_spells() -> None:
    """CR 101.2: the opponent can't cast a spell the rule names; other spells, and the
    controller's own, are cast as usual."""
    game, alice, bob = scripted_game()
    text = "Your opponents can't cast blue creature spells."
    put(game, alice, creature("Empress", text), "battlefield")
    blue = put(game, bob, creature("Blue Drake", cost="{U}"), "hand")
    green = put(game, bob, creature("Green Bear", cost="{G}"), "hand")
    game.active = 1  # Bob's main phase
    with pytest.raises(RulesError, match="can't cast Blue Drake"):
        cast(game, bob, blue, free=True)
    cast(game, bob, green, free=True)
    run(game)
    game.active = 0
    cast(game, alice, put(game, alice, creature("Her Drake", cost="{U}"), "hand"), free=True)
    run(game)
    assert green.zone == "" and blue.zone == "hand"
    assert [o.name for o in game.battlefield] == ["Empress", "Green Bear", "Her Drake"]


def test_target_player_cant_play_lands_this_turn() -> None:
    """CR 305.1, 514.2: the rule forbids playing a land until the turn ends."""
    game, alice, _ = scripted_game()
    text = "Sacrifice Pardic Miner: Target player can't play lands this turn."
    miner = put(game, alice, creature("Pardic Miner", text), "battlefield")
    activate(game, alice, miner, 0, [[alice]])
    run(game)
    island = put(game, alice, basic_land("Island"), "hand")
    with pytest.raises(RulesError, match="can't play Island"):
        play_land(game, alice, island)
    end_turn(game)
    end_turn(game)
    assert play_land(game, alice, island) is not None


def test_players_cant_gain_life() -> None:
    """CR 119.7: no effect makes the player gain life; lifelink's gain does nothing, and no
    life is gained to trigger on."""
    game, alice, bob = scripted_game()
    put(game, bob, creature("Ferocidon", "Players can't gain life."), "battlefield")
    linker = put(game, alice, creature("Linker", "Lifelink"), "battlefield")
    deal_damage(game, linker, bob, 2)
    change_life(game, alice, 3)
    assert alice.life == 20 and bob.life == 18
    assert not [e for e in game.events if isinstance(e, LifeChanged) and e.amount > 0]


ANGEL = "You can't lose the game and your opponents can't win the game."


def test_you_cant_lose_the_game_while_the_angel_is_there() -> None:
    """CR 104.3, 704.5a: at 0 life the player doesn't lose while the rule applies; once the
    permanent is gone, the state-based action makes them lose."""
    game, alice, bob = scripted_game()
    angel = put(game, alice, creature("Platinum Angel", ANGEL), "battlefield")
    alice.life = 0
    state_based_actions(game)
    assert not alice.lost
    win = card_def("Triumph", "Target player wins the game.", type_line="Sorcery")
    cast(game, bob, put(game, bob, win, "hand"), [[bob]], free=True, by_effect=True)
    run(game)
    assert not alice.lost and not bob.lost  # the opponent can't win (CR 104.2b)
    move(game, angel, "graveyard")
    state_based_actions(game)
    assert alice.lost and [e.reason for e in game.events if isinstance(e, PlayerLost)] == [
        "0 or less life"
    ]


def test_one_land_each_turn_and_additional_land_plays() -> None:
    """CR 305.2: one land play each turn, and one more for each additional land play an
    effect allows; a new turn starts again."""
    game, alice, bob = players()
    _draws(game, alice, bob, alice, bob)
    lands = [put(game, alice, basic_land("Forest"), "hand") for _ in range(4)]
    play_land(game, alice, lands[0])
    with pytest.raises(RulesError, match="no land play left"):
        play_land(game, alice, lands[1])
    text = "You may play an additional land on each of your turns."
    put(game, alice, card_def("Explore Aura", text, type_line="Enchantment"), "battlefield")
    play_land(game, alice, lands[1])
    with pytest.raises(RulesError, match="no land play left"):
        play_land(game, alice, lands[2])
    end_turn(game)
    end_turn(game)
    play_land(game, alice, lands[2])
    play_land(game, alice, lands[3])
    assert sum(o.name == "Forest" for o in game.battlefield) == 4


def test_an_additional_land_this_turn() -> None:
    """CR 305.2, 514.2: the effect's land play lasts for the turn only."""
    game, alice, bob = players()
    _draws(game, alice, bob, alice)
    _sorcery(game, alice, "Draw a card. You may play an additional land this turn.")
    lands = [put(game, alice, basic_land("Forest"), "hand") for _ in range(4)]
    play_land(game, alice, lands[0])
    play_land(game, alice, lands[1])
    end_turn(game)
    end_turn(game)
    play_land(game, alice, lands[2])
    with pytest.raises(RulesError, match="no land play left"):
        play_land(game, alice, lands[3])


@pytest.mark.parametrize(("text", "kept"), [("", 7), ("You have no maximum hand size.", 9)])
def test_cleanup_discards_down_to_the_maximum_hand_size(text: str, kept: int) -> None:
    """CR 514.1, 402.2: the active player discards down to seven in the cleanup step,
    unless they have no maximum hand size."""
    game, alice, bob = players()
    put(game, alice, card_def("Spellbook", text, type_line="Artifact"), "battlefield")
    for _ in range(9):
        put(game, alice, basic_land("Island"), "hand")
    for _ in range(3):
        put(game, bob, basic_land("Island"))  # Bob's draw step
    end_turn(game)
    assert len(alice.hand) == kept and len(alice.graveyard) == 9 - kept


@pytest.mark.parametrize("untap", [True, False])
def test_you_may_choose_not_to_untap(untap: bool) -> None:
    """CR 502.3: the controller chooses whether the permanent untaps in their untap step."""
    game, alice, bob = scripted_game(Answer(untap))
    _draws(game, alice, bob, alice)
    text = "You may choose not to untap Rod during your untap step."
    rod = put(game, alice, card_def("Rod", text, type_line="Artifact"), "battlefield", tapped=True)
    end_turn(game)
    end_turn(game)
    assert rod.tapped is not untap


def test_a_spells_rule_with_no_duration_lasts_for_the_game() -> None:
    """CR 611.2a: a continuous effect from a resolving spell with no duration lasts until
    the game ends."""
    game, alice, bob = players()
    _draws(game, alice, bob, alice)
    _sorcery(game, alice, "Your opponents can't gain life.")
    end_turn(game)
    end_turn(game)
    change_life(game, bob, 5)
    change_life(game, alice, 5)
    assert (alice.life, bob.life) == (25, 20)
