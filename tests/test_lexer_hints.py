"""The English lexer's hints (``HINTS`` in scryc/parse/en/lexer.py; their scope is listed
in grammar/common.lark): each still turns its word into its token where the words after it
say so, leaves the word alone elsewhere, and the text parses. The two LALR(1) limits the
notes named ("Tap target creature and put …", "… and you scry X") are _AND_STEP's."""

from __future__ import annotations

import pytest

from scryc import ast
from scryc.parse import parse, parser
from scryc.parse.en.hints import HINTS
from scryc.parse.tokens import SourceText

#: For each hint token: a text where the lexer emits it (every hint has one).
EXAMPLES = {
    "_YOU_AND": "You and target opponent each draw a card.",
    "_THEY_PLAYER": "Choose a player. They return a creature card from their graveyard to "
    "their hand.",
    "_THE_PLAYER": "Search target player's library for a card and exile it, then the player "
    "shuffles.",
    "_AND_FROM": "Protection from blue and from black",
    "_AND_DAMAGE": "Bob deals 2 damage to target creature or planeswalker and 2 damage to you.",
    "_BLOCKED_EXCEPT": "{4}, {T}: Target creature can't be blocked this turn except by Walls.",
    "_OR_PAY": "As an additional cost to cast this spell, sacrifice a creature or pay {3}.",
    "_AND_GRANTED_IF": "Until your next turn, target creature gains trample if you control a "
    "Dwarf and hexproof if you control an Elf.",
    "_AND_STEP": "Tap target creature and put a +1/+1 counter on it.",
    "_AND_PREDICATE": "Enchanted creature has vigilance and can block an additional creature "
    "each combat.",
    "_AND_REST": "Look at the top two cards of your library. Put one of them into your hand and "
    "the rest on the bottom of your library in any order.",
    "_AND_TYPE": "Instant and sorcery spells you cast cost {1} less to cast.",
    "_EACH_COMBAT": "Target creature can't be blocked by more than one creature each combat "
    "this turn.",
    "_OR_AGAIN": "When Bob dies or when you discard it, draw a card.",
    "_OR_ACTIVATE": "Add {C}. Spend this mana only to cast artifact spells or activate "
    "abilities of artifacts.",
    "_WITHOUT_PAYING": "You may cast target instant card without paying its mana cost.",
    "_REMOVE_COMBAT": "Untap target attacking creature and remove it from combat.",
    "_FROM_COMBAT": "Remove target blocking creature from combat.",
    "_RATHER_ITS": "Exile the top card of your library. Until end of turn, you may play that "
    "card. If you cast a spell this way, pay life equal to its mana value rather than paying its "
    "mana cost.",
    "_INSTEAD_OF": "If a card would be put into your graveyard, exile it instead of putting it "
    "into your graveyard.",
    "_ON_BATTLEFIELD": "Destroy all creatures on the battlefield.",
    "_EACH_AFTER": "Up to two target creatures each get +1/+1 until end of turn.",
    "_AT_RANDOM": "Target player discards a card at random.",
    "_TAPPED_THIS_WAY": (
        "Tap all creatures you control. Draw a card for each creature tapped this way."
    ),
    "_FOR_AS_LONG": "Gain control of target creature for as long as you control Bob.",
    "_CARDS_UNTIL": "Reveal cards from the top of your library until you reveal a land card.",
    "_CHOOSE_VALUE": "Choose a color. Draw a card.",
    "_TARGET_POSSESSIVE": "Draw cards equal to target creature's power.",
    "_ATTACHED_POSSESSIVE": "Enchanted creature's controller draws a card.",
    "_OR_CONTROLLER": "Bob deals 1 damage to target player or planeswalker and each creature "
    "that player or that planeswalker's controller controls.",
    "_AND_YOU_CONTROL": "If an opponent controls a Swamp and you control a Plains, you may cast "
    "this spell without paying its mana cost.",
    "_OR_THERE": "When Bob enters, if you control a Desert or there is a Desert card in your "
    "graveyard, you gain 3 life.",
    "_HALF": "Create X 1/1 white Spirit creature tokens, where X is half the number of cards in "
    "your hand, rounded up.",
    "_THAT_COULD": "{T}: Add one mana of any color that a land an opponent controls could produce.",
    "_AND_SORCERY": "{2}: Draw a card. Activate only if you control an enchantment and only as a "
    "sorcery.",
}
#: The LALR(1) limits of the notes: "and" before a step, after an object or a target.
LIMITS = [
    "Tap target creature and put a +1/+1 counter on it.",
    "Bob deals 2 damage to any target and you scry 2.",
    "Target player draws two cards and you scry 2.",
    "Tap up to two target creatures and draw a card.",
]


def tokens(text: str) -> list[str]:
    lexer = parser("en").parser.lexer.lexer
    return [t.type for t in lexer.lex(SourceText(text, ["Bob"]))]


def test_every_hint_has_an_example() -> None:
    hinted = {token for rules in HINTS.values() for _, token in rules}
    assert hinted == set(EXAMPLES)


@pytest.mark.parametrize("token", sorted(EXAMPLES))
def test_hint_still_holds(token: str) -> None:
    text = EXAMPLES[token]
    assert token in tokens(text), text
    parse(text, "en", name="Bob")


@pytest.mark.parametrize("text", LIMITS)
def test_lalr_limits_parse_with_and_step(text: str) -> None:
    assert "_AND_STEP" in tokens(text)
    parse(text, "en", name="Bob")


def test_and_in_a_list_of_objects_is_no_step() -> None:
    """The hint's scope: "and" inside a list of objects stays "and"."""
    text = "Destroy target artifact and target enchantment."
    assert "_AND_STEP" not in tokens(text)
    parse(text, "en", name="Bob")


def test_level_line_break_opens_a_level() -> None:
    """_LEVEL: the line break before "LEVEL 1-4" / "LEVEL 5+" (CR 711.2), not before the
    abilities under it, nor before "Level up" (a keyword)."""
    text = "Level up {2}\nLEVEL 1-4\n2/2\nFirst strike\nLEVEL 5+\n5/5"
    assert tokens(text).count("_LEVEL") == 2
    assert tokens("Flying\nLevel up {2}").count("_LEVEL") == 0
    card = parse(text, "en", name="Bob")
    low, high = card.abilities[1:]
    assert isinstance(low, ast.LevelAbility) and (low.low, low.high, low.size) == (1, 4, "2/2")
    assert isinstance(high, ast.LevelAbility) and (high.low, high.high) == (5, None)
    assert [a.kind for a in low.abilities] == ["keyword_list"] and high.abilities == []


def test_choose_value_hint_takes_a_card_name_of_a_kind() -> None:
    """ "Choose a nonland card name." opens with the same hint as "Choose a card name."."""
    text = "Choose a nonland card name. Draw a card."
    assert "_CHOOSE_VALUE" in tokens(text)
    parse(text, "en", name="Bob")


def test_where_comma_defines_the_x_of_its_sentence() -> None:
    """_WHERE_COMMA (scryc/parse/en/commas.py): the comma before "where X is" is a token of
    its own, so the definition may follow any chain (a conditional's, a sequence's) and
    gives every X of the sentence its value; a comma between steps stays a comma."""
    text = "If you do, you draw X cards and you lose X life, where X is your life total."
    assert tokens(text).count("_WHERE_COMMA") == 1
    card = parse("You may discard a card. " + text, "en", name="Bob")
    xs = [n for n in card.walk() if n.kind == "variable"]
    assert len(xs) == 2 and all(x.definition is not None for x in xs)
    plain = "Search your library for a basic land card, put it onto the battlefield, then shuffle."
    assert "_WHERE_COMMA" not in tokens(plain)
    parse(plain, "en", name="Bob")


def test_they_player_is_the_subject_of_a_players_step() -> None:
    """_THEY_PLAYER: "they" of the player named before, as the subject of "lose N life",
    "gain N life", "draw a card"; not "they" of objects ("they gain lifelink"), nor before a
    later step that would take "they" unwritten ("they draw a card and reveal it")."""
    text = "Whenever an opponent casts a white spell, they lose 2 life."
    assert "_THEY_PLAYER" in tokens(text)
    effect = parse(text, "en", name="Bob").abilities[0].effect
    assert isinstance(effect, ast.LoseLife) and effect.player.quantifier == "that"
    assert "_THEY_PLAYER" not in tokens("Creatures you control get +1/+1 and they gain lifelink.")
    assert "_THEY_PLAYER" not in tokens(
        "If a player would draw a card, they draw a card and reveal it."
    )


def test_and_before_a_power_toughness_change_is_a_predicate_not_a_keyword() -> None:
    """ "gains trample and gets +2/+0": the "and" joins a predicate of the same subject (it
    had been read as the next keyword of the list, and the text failed at "gets")."""
    text = "Target creature gains trample and gets +2/+0 until end of turn."
    assert "_AND_PREDICATE" in tokens(text)
    effect = parse(text, "en").abilities[0].effect
    assert [step.kind for step in effect.steps] == ["gain_ability", "modify_pt"]
