"""Tests for the AST: JSON round trip, equality without spans, the acceptance example."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

import scryc
from scryc import ast
from scryc.ast import CardText
from scryc.cards import Card, load_cards
from scryc.parse import UnboundReference
from scryc.render import render

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
SHARED = ROOT.parent / "shared" / "corpus"
CORPUS_CARDS = [c for c in load_cards(CORPUS).cards if c.text]
TEXTS = [
    "Scry 1.",
    "Scry 2, then draw a card.",
    "Surveil 2.",
    "Flying, lifelink",
    "When this creature enters, scry 2.",
    "Whenever you scry, draw a card.",
    "{T}: Add {G} or {U}.",
    "Choose one —\n• Scry 1.\n• Draw a card.",
    "If a card would be put into a graveyard from anywhere, exile it instead.",
]


def round_trip(node: CardText) -> None:
    data = node.model_dump(mode="json")
    loaded = CardText.model_validate(data)
    assert loaded == node
    assert loaded.model_dump(mode="json") == data  # spans survive too
    assert node.to_json() == data  # the CLI's fast path writes the same JSON


@pytest.mark.parametrize("card", CORPUS_CARDS, ids=lambda c: c.name)
def test_corpus_round_trip(card: Card) -> None:
    """Every corpus card parses in both languages, and its JSON loads back to an equal AST."""
    assert card.text is not None and card.ja is not None and card.ja.text is not None
    round_trip(scryc.parse(card.text, name=card.name))
    round_trip(scryc.parse(card.ja.text, "ja", name=card.ja.name))


@pytest.mark.parametrize("file", ["scry.jsonl", "surveil.jsonl"])
def test_shared_corpus_asts_validate(file: str) -> None:
    """The builder constructs nodes without re-validating them (the grammar fixes their
    shapes), so every AST it builds for the shared corpus must validate and load back equal."""
    path = SHARED / file
    if not path.exists():
        pytest.skip(f"{path} is absent")
    texts = [(c.text, "en", c.name) for c in load_cards(path).cards if c.text]
    texts += [(c.ja.text, "ja", c.ja.name) for c in load_cards(path).cards if c.ja and c.ja.text]
    checked = 0
    for text, lang, name in texts:
        try:
            node = scryc.parse(text, lang, name)
        except scryc.ParseError:
            continue
        round_trip(node)
        checked += 1
    assert checked > 100


def test_model_construct_matches_pydantics() -> None:
    """The AST's fast ``model_construct`` builds what pydantic's own builds from the same
    values: the same fields in the same order, defaults filled in, the same set fields."""
    pydantic_construct = BaseModel.model_construct.__func__  # type: ignore[attr-defined]
    nodes = [n for card in CORPUS_CARDS for n in scryc.parse(card.text, name=card.name).walk()]
    assert len(nodes) > 200
    for node in nodes:
        given = {name: getattr(node, name) for name in node.model_fields_set}
        ours, theirs = type(node).model_construct(**given), pydantic_construct(type(node), **given)
        assert list(ours.__dict__.items()) == list(theirs.__dict__.items())
        assert ours.model_fields_set == theirs.model_fields_set
        assert (ours.model_extra, ours.__pydantic_private__) == (None, None)
    lists = scryc.ast.TokenSpec.model_construct(), scryc.ast.TokenSpec.model_construct()
    assert lists[0].abilities == [] and lists[0].abilities is not lists[1].abilities
    with pytest.raises(TypeError, match="no field colour"):
        scryc.ast.Span.model_construct(start=0, end=1, colour="red")


def test_model_copy_matches_pydantics() -> None:
    """The AST's shallow ``model_copy`` makes what pydantic's own makes, with and without an
    update: the same fields in the same order, the same set fields, a dict of its own."""
    pydantic_copy = BaseModel.model_copy
    nodes = [n for card in CORPUS_CARDS for n in scryc.parse(card.text, name=card.name).walk()]
    for node in nodes:
        update = {"span": None} if "span" in node.model_fields_set else {}
        for given in ({}, update):
            ours, theirs = node.model_copy(update=given), pydantic_copy(node, update=given)
            assert list(ours.__dict__.items()) == list(theirs.__dict__.items())
            assert ours.model_fields_set == theirs.model_fields_set
            assert (ours.model_extra, ours.__pydantic_private__) == (None, None)
            assert ours.__dict__ is not node.__dict__
            assert ours.__pydantic_fields_set__ is not node.__pydantic_fields_set__


def test_every_way_of_making_a_reference_is_counted() -> None:
    """``references_made`` changes with each reference made, so a parse that did not change
    it may skip the scan for references: constructed, validated, copied into one (a player
    becoming "that player"), deep copied; a player that is no reference leaves it as it is."""
    from scryc.ast.base import references_made

    it = ast.Ref.model_construct()
    that_player = ast.Player.model_construct(quantifier="that")
    a_player = ast.Player.model_construct(quantifier="a")
    ways = [
        lambda: ast.Ref.model_construct(noun="card"),
        lambda: ast.Ref(noun="card"),
        lambda: ast.Player(quantifier="that"),
        lambda: a_player.model_copy(update={"quantifier": "that"}),
        lambda: it.model_copy(),
        lambda: ast.Sacrifice.model_construct(object=it).model_copy(deep=True),
        lambda: that_player.model_copy(update={"noun": "opponent"}),
    ]
    for make in ways:
        before = references_made()
        make()
        assert references_made() > before
    before = references_made()
    ast.Player.model_construct(quantifier="target").model_copy(update={"noun": "opponent"})
    ast.Player(quantifier="each")
    assert references_made() == before
    with pytest.raises(UnboundReference):
        scryc.parse("Destroy it.")


@pytest.mark.parametrize("text", TEXTS)
def test_text_round_trip(text: str) -> None:
    round_trip(scryc.parse(text))


def test_equality_ignores_spans() -> None:
    plain, shifted = scryc.parse("Scry 1."), scryc.parse("\nScry 1.")
    assert plain.model_dump(mode="json") != shifted.model_dump(mode="json")
    assert plain == shifted
    assert scryc.parse("Scry 1.") != scryc.parse("Scry 2.")


def test_acceptance_example() -> None:
    node = scryc.parse("Scry 2, then draw a card.")
    (ability,) = node.abilities
    effect = ability.effect  # type: ignore[union-attr]
    assert effect.kind == "sequence"
    scry, draw = effect.steps
    assert (scry.kind, scry.amount.kind, scry.amount.value) == ("scry", "number", 2)
    assert draw.kind == "draw"
    assert effect.joins == ["then"]


def test_for_each_holds_the_effect_and_what_it_counts() -> None:
    (ability,) = scryc.parse("You gain 1 life for each creature you control.").abilities
    effect = ability.effect  # type: ignore[union-attr]
    assert (effect.kind, effect.effect.kind, effect.effect.amount.value) == (
        "for_each",
        "gain_life",
        1,
    )
    creature, controlled = effect.objects.filter.parts
    assert (creature.name, controlled.kind) == ("creature", "controlled_by")


@pytest.mark.parametrize("first", ["player", "opponent"])
def test_and_after_target_options_joins_the_whole_choice(first: str) -> None:
    text = f"~ deals 4 damage to target {first} or planeswalker and each creature you control."
    (ability,) = scryc.parse(text, name="~").abilities
    recipient = ability.effect.recipient  # type: ignore[union-attr]
    options, creatures = recipient.items
    assert (recipient.conjunction, options.conjunction) == ("and", "or")
    assert [i.quantifier for i in options.items] == ["target", "target"]
    assert options.items[1].filter.name == "planeswalker"
    assert creatures.quantifier == "each"
    assert text[options.span.start : options.span.end] == f"target {first} or planeswalker"
    assert render(scryc.parse(text, name="~"), "en", name="~") == text


def test_move_from_a_zone_keeps_both_zones() -> None:
    (ability,) = scryc.parse("Return it from your graveyard to your hand.", whole=False).abilities
    move = ability.effect  # type: ignore[union-attr]
    assert (move.kind, move.from_zone.name, move.to.name) == ("move", "graveyard", "hand")


def test_prevention_keeps_amount_recipient_and_source() -> None:
    (ability,) = scryc.parse(
        "Prevent the next 3 damage that would be dealt to any target this turn."
    ).abilities
    prevent = ability.effect  # type: ignore[union-attr]
    assert (prevent.kind, prevent.amount.value, prevent.recipient.kind) == (
        "prevent_damage",
        3,
        "any_target",
    )
    (ability,) = scryc.parse("Prevent all combat damage that would be dealt this turn.").abilities
    prevent = ability.effect  # type: ignore[union-attr]
    assert (prevent.amount, prevent.combat, prevent.duration.name) == (None, True, "this turn")


def test_additional_land_plays_on_each_turn_is_static() -> None:
    """ "on each of your turns" is a standing permission (CR 305.2); "this turn" a one-off."""
    each = scryc.parse("You may play an additional land on each of your turns.").abilities[0]
    once = scryc.parse("You may play two additional lands this turn.").abilities[0]
    assert (each.kind, once.kind) == ("static_ability", "spell_ability")
    assert once.effect.amount.value == 2 and once.effect.duration.name == "this turn"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "If X is 1, scry 1.\nIf X is 2, draw a card.\nIf X is 4 or more, do all of the above.",
            "en",
        ),
        (
            "Ｘが１なら、占術１を行う。\nＸが２なら、カード１枚を引く。\nＸが４以上なら、上記すべてを行う。",
            "ja",
        ),
    ],
)
def test_all_of_the_above_names_every_section_before_it(text: str, lang: str) -> None:
    last = scryc.parse(text, lang).abilities[-1]
    assert last.effect.effect.abilities == [0, 1]  # type: ignore[union-attr]


def test_different_names_among_unlocked_doors() -> None:
    """「…部屋の開放されているドアの中に８種類以上の名前がある」 (CR 709.5): names counted
    among the unlocked doors of Rooms; it renders back exactly in both languages."""
    english = (
        "If there are eight or more different names among unlocked doors of Rooms you "
        "control, you win the game."
    )
    japanese = (
        "あなたがコントロールしている部屋の開放されているドアの中に８種類以上の名前があるなら、"
        "あなたはこのゲームに勝利する。"
    )
    for text, lang in ((english, "en"), (japanese, "ja")):
        card = scryc.parse(text, lang, name="階段")
        left = card.abilities[0].effect.condition.left  # type: ignore[union-attr]
        assert (left.types, left.objects.kind) == ("name", "doors")
        assert render(card, lang, name="階段") == text


def test_owning_a_card_in_each_of_several_zones() -> None:
    """ "you own a card named ~ in exile, …, and on the battlefield" / 「あなたがオーナーである
    《名前》という名前のカードが追放領域と…と戦場のいずれにもある」: one condition over the
    places, the owner part of the description; both render back, English also in Japanese."""
    english = (
        "Reveal your hand. If you do, you win the game if you own a card named Card Name in "
        "exile, in your hand, in your graveyard, and on the battlefield."
    )
    japanese = (
        "あなたの手札を公開する。そうしたなら、あなたがオーナーである《名前》という名前のカード"
        "が追放領域とあなたの手札とあなたの墓地と戦場のいずれにもあるなら、あなたはこのゲームに"
        "勝利する。"
    )
    en, ja = scryc.parse(english, "en", name="Card Name"), scryc.parse(japanese, "ja", name="名前")
    assert scryc.equivalent(en, ja) is None
    condition = ja.abilities[0].effect.steps[1].effect.condition  # type: ignore[union-attr]
    zones = [z.name for z in condition.zones]
    assert zones == ["exile", "hand", "graveyard", "battlefield"]
    assert [p.kind for p in condition.objects.filter.parts] == ["owned_by", "named", "card_type"]
    assert render(en, "en", name="Card Name") == english
    assert render(ja, "ja", name="名前") == japanese
    assert render(en, "ja", name="名前") == japanese


@pytest.mark.parametrize(
    ("english", "japanese"),
    [
        (
            "You gain life equal to the number of creature cards in all graveyards.",
            "あなたは、すべての墓地にあるクリーチャー・カードの数に等しい点数のライフを得る。",
        ),
        (
            "Card Name gets +X/+X, where X is the number of cards named Card Name in all "
            "graveyards.",
            "名前は+X/+Xの修整を受ける。Ｘはすべての墓地にある《名前》という名前のカードの数に"
            "等しい。",
        ),
        (
            "Add {R} for each card named Card Name in each graveyard.",
            "すべての墓地にある《名前》という名前のカード１枚につき(赤)を加える。",
        ),
    ],
)
def test_all_graveyards_are_every_players(english: str, japanese: str) -> None:
    """ "in all graveyards", "in each graveyard", 「すべての墓地にある」: every player's
    graveyard (「すべての」 describes the zone, not the cards); each renders back."""
    en, ja = scryc.parse(english, "en", name="Card Name"), scryc.parse(japanese, "ja", name="名前")
    assert scryc.equivalent(en, ja) is None
    zone = next(n for n in ja.walk() if isinstance(n, ast.Zone))
    assert (zone.name, zone.owner, zone.every) == ("graveyard", None, "all")
    assert render(en, "en", name="Card Name") == english
    assert render(ja, "ja", name="名前") == japanese


def test_a_count_in_each_graveyard_is_not_read_as_one_count() -> None:
    """ "Choose three cards in each graveyard" is three per graveyard: not a reading of
    three cards in any graveyard."""
    with pytest.raises(scryc.ParseError):
        scryc.parse("Choose three cards in each graveyard.")


def test_the_contents_table_names_what_each_module_defines() -> None:
    """``scryc.ast`` loads a name's module from its table: every public name a module
    defines is in it, under that module, and nothing else is."""
    import ast as python

    package = Path(ast.__file__).parent
    for module, names in ast.CONTENTS.items():
        tree = python.parse((package / f"{module}.py").read_text(encoding="utf-8"))
        defined: set[str] = set()
        for node in tree.body:
            if isinstance(node, python.ClassDef | python.FunctionDef):
                defined.add(node.name)
            elif isinstance(node, python.Assign):
                defined |= {t.id for t in node.targets if isinstance(t, python.Name)}
            elif isinstance(node, python.AnnAssign) and isinstance(node.target, python.Name):
                defined.add(node.target.id)
        assert {n for n in defined if not n.startswith("_")} == set(names), module
        assert all(getattr(ast, name) is not None for name in names)
    with pytest.raises(AttributeError, match="no attribute 'Nonesuch'"):
        _ = ast.Nonesuch


def test_kinds_match_the_named_classes_only() -> None:
    kinds = ast.Kinds("Number", "Ref")
    assert isinstance(ast.Number.model_construct(value=1), kinds)
    assert isinstance(ast.Ref.model_construct(), (ast.You, kinds))
    assert not isinstance(ast.You.model_construct(), kinds)
    assert not isinstance("Number", kinds)
    assert kinds.classes() == {ast.Number, ast.Ref}  # the same test, as a set of classes
    with pytest.raises(AttributeError, match="Nonesuch"):
        ast.Kinds("Number", "Nonesuch")


def test_schemas_build_at_any_caller_depth() -> None:
    """A schema's build recurses through every node a node can hold (hundreds of frames); it
    must not fail for a caller whose limit leaves less room than that, and the caller's limit
    is left as it was."""
    program = (
        "import sys\n"
        "sys.setrecursionlimit(400)\n"
        "from scryc import parse\n"
        "from scryc.ast import CardText\n"
        "tree = parse('Scry 2, then draw a card. Counter target spell unless its controller '\n"
        "             'pays {3}.')\n"
        "assert CardText.model_validate(tree.model_dump(mode='json')) == tree\n"
        "assert sys.getrecursionlimit() == 400\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
