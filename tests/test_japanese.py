"""The Japanese front end: each template family side by side with its English text."""

from __future__ import annotations

import pytest

import scryc
from scryc import ast

# (English, Japanese) pairs that must give equivalent ASTs, one per template family.
SIDE_BY_SIDE = {
    "keyword action": ("Scry 2.", "占術２を行う。"),
    "then": ("Scry 2, then draw a card.", "占術２を行い、その後カード１枚を引く。"),
    "then sentence": ("Scry 2, then draw a card.", "占術２を行う。その後、カード１枚を引く。"),
    "sentences": ("Draw a card. Scry 2.", "カード１枚を引く。占術２を行う。"),
    "target sentence": (
        "Destroy target creature.",
        "クリーチャー１体を対象とする。それを破壊する。",
    ),
    "target clause": ("Destroy target creature.", "クリーチャー１体を対象とし、それを破壊する。"),
    "any target": (
        "~ deals 2 damage to any target.",
        "１つを対象とする。〈名〉はそれに２点のダメージを与える。",
    ),
    "target player": (
        "Target player mills two cards.",
        "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を切削する。",
    ),
    "or-target": (
        "Destroy target artifact or enchantment.",
        "アーティファクト１つかエンチャント１つを対象とし、それを破壊する。",
    ),
    "up to": (
        "Tap up to one target creature.",
        "クリーチャー最大１体を対象とする。それをタップする。",
    ),
    "when trigger": (
        "When ~ enters the battlefield, scry 1.",
        "〈名〉が戦場に出たとき、占術１を行う。",
    ),
    "whenever trigger": ("Whenever ~ attacks, scry 1.", "〈名〉が攻撃するたび、占術１を行う。"),
    "beginning of step": (
        "At the beginning of your upkeep, scry 1.",
        "あなたのアップキープの開始時に、占術１を行う。",
    ),
    "whenever you scry": (
        "Whenever you scry, put a +1/+1 counter on ~.",
        "あなたが占術を行うたび、〈名〉の上に+1/+1カウンター１個を置く。",
    ),
    "you may": (
        "Whenever you cast an instant or sorcery spell, you may pay {1}. If you do, scry 2.",
        "あなたがインスタントかソーサリーである呪文を唱えるたび、あなたは(１)を支払ってもよい。"
        "そうしたなら、占術２を行う。",
    ),
    "replacement": (
        "If you would scry a number of cards, scry that many cards plus one instead.",
        "あなたが占術を行うなら、代わりにその枚数に１を足した枚数の占術を行う。",
    ),
    "X definition": (
        "When ~ enters the battlefield, scry X, where X is the number of creatures you control.",
        "〈名〉が戦場に出たとき、占術Ｘを行う。Ｘはあなたがコントロールしているクリーチャーの数に等しい。",
    ),
    "activated": ("{1}, {T}: Scry 2.", "(１),(Ｔ)：占術２を行う。"),
    "mana": ("{T}: Add {G} or {U}.", "(Ｔ)：(緑)か(青)を加える。"),
    "enters tapped": ("~ enters the battlefield tapped.", "〈名〉はタップ状態で戦場に出る。"),
    "continuous": (
        "Target creature gets +1/+0 and gains first strike until end of turn.",
        "クリーチャー１体を対象とする。ターン終了時まで、それは+1/+0の修整を受け先制攻撃を得る。",
    ),
    "keywords": ("Flying, vigilance", "飛行、警戒"),
    "modal": (
        "Choose one —\n• Scry 2.\n• Draw a card.",
        "以下から１つを選ぶ。\n・占術２を行う。\n・カード１枚を引く。",
    ),
    "token": (
        "Create a 2/2 black Zombie creature token.",
        "黒の2/2のゾンビ・クリーチャー・トークン１体を生成する。",
    ),
    "for each in the predicate": (
        "~ gets +1/+1 until end of turn for each enchantment you control.",
        "ターン終了時まで、〈名〉はあなたがコントロールしているエンチャント１つにつき+1/+1の修整を受ける。",
    ),
    "target of a reflexive trigger": (
        "When ~ enters, surveil 1. When you do, return target nonland permanent an opponent "
        "controls to its owner's hand.",
        "〈名〉が戦場に出たとき、諜報１を行う。そうしたとき、対戦相手がコントロールしていて"
        "土地でないパーマネント１つを対象とする。それをオーナーの手札に戻す。",
    ),
    "in a zone, before another clause": (
        "Return target creature or enchantment card from your graveyard to your hand.",
        "あなたの墓地にありクリーチャーかエンチャントであるカード１枚を対象とする。"
        "それをあなたの手札に戻す。",
    ),
    "put into a graveyard from the battlefield": (
        "Whenever an enchantment you control is put into a graveyard from the battlefield, scry 1.",
        "あなたがコントロールしているエンチャント１つが戦場から墓地に置かれるたび、占術１を行う。",
    ),
    "description with no noun": (
        "Exile target creature or planeswalker.",
        "クリーチャーかプレインズウォーカーである１体を対象とする。それを追放する。",
    ),
    "description with no noun, sacrificed": (
        "Sacrifice an artifact or creature.",
        "アーティファクトかクリーチャーである１つを生け贄に捧げる。",
    ),
    "each player, comma": (
        "Each opponent loses 1 life.",
        "各対戦相手は、それぞれ１点のライフを失う。",
    ),
    "it is the card itself": (
        "Discard a card: ~ gains hexproof until end of turn. Tap it.",
        "カード１枚を捨てる：ターン終了時まで、〈名〉は呪禁を得る。これをタップする。",
    ),
    "becomes": (
        "Until end of turn, this Vehicle becomes an artifact creature and gains flying.",
        "ターン終了時まで、この機体はアーティファクト・クリーチャーになり飛行を得る。",
    ),
    "status as a clause": (
        "Tap three other untapped creatures you control: Scry 1.",
        "あなたがコントロールしていてアンタップ状態でありこれでないクリーチャー３体をタップする："
        "占術１を行う。",
    ),
    "a spell that targets": (
        "Whenever you cast a spell that targets a creature you control, draw a card.",
        "あなたが、あなたがコントロールしているクリーチャーを対象とする呪文を唱えるたび、"
        "カード１枚を引く。",
    ),
    "and/or as a clause": (
        "If there are two or more instant and/or sorcery cards in your graveyard, scry 2.",
        "あなたの墓地にインスタントやソーサリーであるカードが２枚以上あるなら、占術２を行う。",
    ),
    "dungeon room with a long name": (
        "Temple of Dumathoin — Draw a card.",
        "ドゥマトーインの寺院/Temple of Dumathoin ― カード１枚を引く。",
    ),
    "don't control, nor": (
        "Return target nonland permanent you don't control to its owner's hand.",
        "あなたがコントロールしておらず土地でもないパーマネント１つを対象とし、"
        "それをオーナーの手札に戻す。",
    ),
    "with an ability, before another clause": (
        "Whenever you cast another spell with convoke, scry 2.",
        "あなたが、召集を持ちこれでない呪文を唱えるたび、占術２を行う。",
    ),
    "a kicked spell": (
        "Whenever you cast a kicked spell, scry 2.",
        "あなたがキッカーされている呪文を唱えるたび、占術２を行う。",
    ),
    "if kicked": (
        "Destroy target creature. If this spell was kicked, scry 2.",
        "クリーチャー１体を対象とする。それを破壊する。この呪文がキッカーされていたなら、"
        "占術２を行う。",
    ),
    "next untap step": (
        "Target creature doesn't untap during its controller's next untap step.",
        "クリーチャー１体を対象とする。そのクリーチャーは、それのコントローラーの次の"
        "アンタップ・ステップにアンタップしない。",
    ),
    "from a zone to the battlefield": (
        "Return ~ from your graveyard to the battlefield tapped.",
        "あなたの墓地から〈名〉をタップ状態で戦場に戻す。",
    ),
    "if this spell targets": (
        "This spell costs {2} less to cast if it targets a legendary creature.\nDraw a card.",
        "この呪文が伝説のクリーチャーを対象とするなら、これを唱えるためのコストは(２)少なくなる。"
        "\nカード１枚を引く。",
    ),
    "with a counter": (
        "Each creature you control with a +1/+1 counter on it has lifelink.",
        "あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーは絆魂を持つ。",
    ),
    "in a zone, object first; pay life": (
        "At the beginning of your upkeep, if ~ is in your graveyard, you may pay 1 life. "
        "If you do, return it to your hand.",
        "あなたのアップキープの開始時に、〈名〉があなたの墓地にある場合、"
        "あなたは１点のライフを支払ってもよい。そうしたなら、これをあなたの手札に戻す。",
    ),
    "died this turn": (
        "If a creature died this turn, you gain 2 life.",
        "このターンにクリーチャーが死亡していたなら、あなたは２点のライフを得る。",
    ),
    "three or more died this turn": (
        "When ~ dies, if three or more creatures died this turn, draw three cards.",
        "〈名〉が死亡したとき、このターンにクリーチャー３体以上が死亡していた場合、"
        "カード３枚を引く。",
    ),
    "each opponent's step": (
        "At the beginning of each opponent's upkeep, scry 1.",
        "各対戦相手のアップキープの開始時に、占術１を行う。",
    ),
    "you control enters": (
        "Whenever an enchantment you control enters, scry 1.",
        "エンチャント１つがあなたのコントロール下で戦場に出るたび、占術１を行う。",
    ),
    "this or another you control enters": (
        "Whenever ~ or another creature you control enters, scry 1.",
        "〈名〉かこれでないクリーチャー１体があなたのコントロール下で戦場に出るたび、占術１を行う。",
    ),
    "each X you control and each X card in your graveyard": (
        "~ gets +1/+0 for each other Assassin you control and each Assassin card in your "
        "graveyard.",
        "〈名〉は、あなたがコントロールしていてこれでない暗殺者やあなたの墓地にある"
        "暗殺者・カードである１つにつき+1/+0の修整を受ける。",
    ),
    "cost reduced for each X you control and each X card in your graveyard": (
        "This spell costs {1} less to cast for each Cave you control and each Cave card in "
        "your graveyard.",
        "この呪文を唱えるためのコストは、あなたがコントロールしている洞窟やあなたの墓地にある"
        "洞窟・カード１つにつき(１)少なくなる。",
    ),
    "you may choose a player; they return": (
        "You may choose a player. They return a creature they control to its owner's hand.",
        "あなたはプレイヤー１人を選んでもよい。そのプレイヤーは自分がコントロールしている"
        "クリーチャー１体をオーナーの手札に戻す。",
    ),
    "do all of the above": (
        "If X is 1, scry 1.\nIf X is 4 or more, do all of the above.",
        "Ｘが１なら、占術１を行う。\nＸが４以上なら、上記すべてを行う。",
    ),
    "if it was a creature, return it; it's an enchantment": (
        "When ~ dies, if it was a creature, return it to the battlefield under its owner's "
        "control. It's an enchantment. (It's not a creature.)",
        "〈名〉が死亡したとき、これがクリーチャーであった場合、これをオーナーのコントロール下で"
        "戦場に戻す。これはエンチャントである。（これはクリーチャーではない。）",
    ),
    "it's a land named": (
        "When ~ dies, if it was a nonland creature, return this card to the battlefield tapped "
        "under your control. It's a land named Moon.",
        "〈名〉が死亡したとき、これが土地でないクリーチャーであった場合、このカードをあなたの"
        "コントロール下でタップ状態で戦場に戻す。これは《月》という名前の土地である。",
    ),
    "if it was a Human / それが人間だった場合": (
        "Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit "
        "creature token with flying.",
        "装備しているクリーチャーが死亡するたび、それが人間だった場合、飛行を持つ白の1/1の"
        "スピリット・クリーチャー・トークン１体を生成する。",
    ),
    "prevent all combat damage except by a や list, in the other order": (
        "Prevent all combat damage that would be dealt this turn except combat damage that "
        "would be dealt by enchanted creatures and enchantment creatures.",
        "このターン、クリーチャー・エンチャントやエンチャントされているクリーチャーから"
        "受けるものを除き、戦闘ダメージをすべて軽減する。",
    ),
    "can't be blocked by A or B / AやBによっては": (
        "~ can't be blocked by enchanted creatures or enchantment creatures.",
        "〈名〉は、クリーチャー・エンチャントやエンチャントされているクリーチャーによっては"
        "ブロックされない。",
    ),
    "each ability granted under its own condition": (
        "Until your next turn, it gains trample if you control a Dwarf and hexproof if you "
        "control an Elf.",
        "あなたの次のターンまで、それは、あなたがドワーフをコントロールしているならトランプルを、"
        "あなたがエルフをコントロールしているなら呪禁を得る。",
    ),
    "choose from among them": (
        "Reveal the top five cards of your library. An opponent chooses a creature card from "
        "among them.",
        "あなたのライブラリーの一番上からカード５枚を公開する。対戦相手１人は、それらの中から"
        "クリーチャー・カード１枚を選ぶ。",
    ),
    "choose from among the exiled cards; the chosen card": (
        "Whenever one or more creatures you control and/or creature cards in your graveyard are "
        "put into exile, you may choose a creature card from among them. Until end of turn, "
        "target token you control becomes a copy of it, except it has flying.",
        "あなたがコントロールしているクリーチャーやあなたの墓地にあるクリーチャー・カードのうち"
        "１つ以上が追放領域に置かれるたび、あなたがコントロールしているトークン１つを対象とする。"
        "あなたはそれらの追放されているカードの中からクリーチャー・カード１枚を選んでもよい。"
        "ターン終了時まで、そのトークンは飛行を持つことを除き、その選んだカードのコピーになる。",
    ),
    "a target for each opponent": (
        "For each opponent, destroy up to one target creature that player controls.",
        "各対戦相手につきそれぞれ、そのプレイヤーがコントロールしているクリーチャー最大１体を"
        "対象とする。それらを破壊する。",
    ),
    "a target, then a target for each other player": (
        "Exile target creature you control. For each other player, exile up to one target "
        "creature that player controls.",
        "あなたがコントロールしているクリーチャー１体と、あなたでない各プレイヤーにつき"
        "それぞれ、そのプレイヤーがコントロールしているクリーチャー最大１体を対象とする。"
        "その前者を追放する。それらの後者を追放する。",
    ),
}


@pytest.mark.parametrize("family", sorted(SIDE_BY_SIDE))
def test_japanese_template_equals_english(family: str) -> None:
    english, japanese = SIDE_BY_SIDE[family]
    en = scryc.parse(english.replace("~", "Card Name"), "en", name="Card Name")
    ja = scryc.parse(japanese.replace("〈名〉", "名前"), "ja", name="名前")
    difference = scryc.equivalent(en, ja)
    assert difference is None, difference.describe()


@pytest.mark.parametrize(
    ("printed", "database"),
    [
        ("{1}{U}: Scry 1.", "(１)(青)：占術１を行う。"),
        ("{T}: Add {C}.", "(Ｔ)：(◇)を加える。"),
        ("{3}{G/U}: Scry 1.", "(３)(緑/青)：占術１を行う。"),
    ],
)
def test_japanese_mana_notations_agree(printed: str, database: str) -> None:
    """Printed {R}-style symbols inside Japanese text equal the database's (赤)."""
    japanese_printed = database.replace("(１)(青)", "{1}{U}").replace("(Ｔ)", "{T}")
    japanese_printed = japanese_printed.replace("(◇)", "{C}").replace("(３)(緑/青)", "{3}{G/U}")
    both = scryc.parse(database, "ja"), scryc.parse(japanese_printed, "ja")
    assert scryc.equivalent(*both) is None
    assert scryc.equivalent(scryc.parse(printed), scryc.parse(database, "ja")) is None


def test_full_and_half_width_digits_agree() -> None:
    assert scryc.parse("占術２を行う。", "ja") == scryc.parse("占術2を行う。", "ja")


def test_spans_point_into_the_original_text() -> None:
    text = "(２),(Ｔ)：占術２を行う。"
    card = scryc.parse(text, "ja")
    ability = card.abilities[0]
    assert isinstance(ability, ast.ActivatedAbility)
    mana = ability.costs[0]
    assert isinstance(mana, ast.ManaCost) and mana.symbols == "{2}"
    assert mana.span is not None and text[mana.span.start : mana.span.end] == "(２)"
    scry = ability.effect
    assert isinstance(scry, ast.Scry) and scry.span is not None
    assert text[scry.span.start : scry.span.end] == "占術２を行う"


@pytest.mark.parametrize("self_text", ["海の神、タッサ", "タッサ", "これ", "このクリーチャー"])
def test_self_references(self_text: str) -> None:
    card = scryc.parse(f"{self_text}が攻撃するたび、占術１を行う。", "ja", name="海の神、タッサ")
    trigger = card.abilities[0].trigger  # type: ignore[union-attr]
    assert isinstance(trigger, ast.Attacks)
    assert isinstance(trigger.object, ast.SelfRef)


def test_bullets_dashes_and_reminder_parentheses() -> None:
    card = scryc.parse(
        "英雄的 ― あなたが呪文を唱えるたび、占術１を行う。（注釈文。）\nI — 占術２を行う。", "ja"
    )
    word, chapter = card.abilities
    assert isinstance(word, ast.AbilityWordAbility) and word.word.text == "英雄的"
    assert word.ability.reminder[0].text == "注釈文。"  # type: ignore[union-attr]
    assert isinstance(chapter, ast.ChapterAbility) and chapter.chapters == [1]


def test_a_target_for_each_player_must_be_used() -> None:
    """「各対戦相手につきそれぞれ、…を対象とする。」 with no step referring to the target is an
    error, not a target chosen once."""
    with pytest.raises(scryc.ParseError):
        scryc.parse(
            "各対戦相手につきそれぞれ、そのプレイヤーがコントロールしているクリーチャー最大１体を"
            "対象とする。カード１枚を引く。",
            "ja",
        )


@pytest.mark.parametrize(
    "text",
    [
        "エンチャントしているパーマネントは伝説である。",
        "あなたがコントロールしている土地は基本である。",
    ],
)
def test_a_supertype_is_no_type_set(text: str) -> None:
    """「…は伝説である」 gives a supertype, which the type-setting 「…は…である」 does not."""
    with pytest.raises(scryc.ParseError):
        scryc.parse(text, "ja")


def test_japanese_parse_error_has_position() -> None:
    with pytest.raises(scryc.ParseError) as caught:
        scryc.parse("占術２を行う。\n占術３を", "ja")
    assert caught.value.line == 2
    assert caught.value.column >= 1


def test_difference_reports_both_spans() -> None:
    en = scryc.parse("Scry 2.")
    ja = scryc.parse("占術３を行う。", "ja")
    difference = scryc.equivalent(en, ja)
    assert difference is not None
    assert difference.left_span is not None and difference.right_span is not None
    assert "2" in difference.describe() and "3" in difference.describe()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_declared_target_goes_to_the_reference_that_can_mean_it(lang: str) -> None:
    """Judge Unworthy: the target creature is "that creature", not "that card" (the revealed
    card, whose mana value is the damage)."""
    card = scryc.load_cards("corpus/judge_unworthy.toml").cards[0]
    face = card.face(lang)
    assert face is not None and face.text is not None
    tree = scryc.parse(face.text, lang, name=face.name)  # type: ignore[arg-type]
    (damage,) = [n for n in tree.walk() if isinstance(n, ast.DealDamage)]
    assert isinstance(damage.amount, ast.ValueOf) and isinstance(damage.amount.object, ast.Ref)
    assert isinstance(damage.recipient, ast.Objects) and damage.recipient.quantifier == "target"


@pytest.mark.parametrize(
    ("japanese", "english"),
    [("後援", "enlist"), ("犠牲２", "casualty"), ("製造１", "fabricate"), ("協約", "bargain")],
)
def test_keyword_names_from_the_card_database(japanese: str, english: str) -> None:
    """Keyword names as the Japanese cards print them (Enlist is 後援)."""
    (ability,) = scryc.parse(japanese, "ja").abilities
    assert ability.keywords[0].name == english  # type: ignore[union-attr]


def test_a_station_symbol_holds_the_lines_under_it() -> None:
    """「8+｜…」 on a card with 配備 opens a station striation, its P/T box last (CR 721.2);
    elsewhere 「15+｜…」 is a row of the die-roll table above it."""
    text = "配備\n2+｜警戒\n8+｜飛行\n(Ｔ)：(◇)を加える。\n4/4"
    _, low, high = scryc.parse(text, "ja").abilities
    assert isinstance(low, ast.StationAbility) and isinstance(high, ast.StationAbility)
    assert (low.threshold, len(low.abilities), low.size) == (2, 1, None)
    assert (high.threshold, len(high.abilities), high.size) == (8, 2, "4/4")
    roll = scryc.parse("１個のd20を振る。\n1-14｜カード１枚を引く。\n15+｜カード２枚を引く。", "ja")
    (ability,) = roll.abilities
    assert isinstance(ability, ast.SpellAbility)


def test_the_cards_own_name_in_brackets_is_a_name_after_a_zone() -> None:
    """「あなたの墓地にある《名前》という名前のカード」: the card's own name in 《》 before
    「という名前」 is "named ~" (not an object of its own after the zone)."""
    card = scryc.parse(
        "あなたの墓地にある《名前》という名前のカードを追放する。", "ja", name="名前"
    )
    named = next(n for n in card.walk() if isinstance(n, ast.Named))
    assert named.self_name
