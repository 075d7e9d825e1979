"""Template rows of the changes family (scryc/ast/changes.py): a becomes sized by an amount, a
choice of abilities, the activated abilities of another object, and a count that times the
first of two predicates.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: becomes_sized
    Row(
        "sized by its mana value",
        en="Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.",
        ja="クリーチャーでないアーティファクト１つを対象とする。ターン終了時まで、それは、パワーとタフネスがそれぞれそのマナ総量に等しいアーティファクト・クリーチャーになる。",
        engine="?",
    ),
    Row(
        "sized, a state",
        en="Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
        ja="クリーチャーでない各アーティファクトは、パワーとタフネスがそれぞれそのマナ総量に等しいアーティファクト・クリーチャーである。",
        engine="?",
    ),
    Row(
        "sized, has",
        ja="エンチャントしているアーティファクトがクリーチャーでないかぎり、それはそれのマナ総量に等しいパワーとタフネスを持つアーティファクト・クリーチャーである。",
        engine="?",
    ),
    # kind: gain_choice
    Row(
        "your choice of three",
        en="{G}: Card Name gains your choice of reach, trample, or haste until end of turn.",
        ja="(緑)：ターン終了時まで、名前は到達かトランプルか速攻のうちあなたが選んだ１つを得る。",
        engine="?",
    ),
    Row(
        "your choice of two",
        en="Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.",
        ja="クリーチャー１体を対象とする。ターン終了時まで、それは+1/+1の修整を受け、接死か絆魂のうちあなたが選んだ一方を得る。",
        engine="?",
    ),
    # kind: abilities_of
    Row(
        "activated abilities of that card",
        en="Card Name has all activated abilities of all creature cards exiled with it.",
        ja="名前は、それにより追放されたすべてのクリーチャー・カードの起動型能力を持つ。",
        engine="?",
    ),
    Row(
        "gains all activated abilities",
        en="{U}: Card Name gains all activated abilities of target creature until end of turn.",
        ja="(青)：クリーチャー１体を対象とする。ターン終了時まで、名前はそれのすべての起動型能力を得る。",
        engine="?",
    ),
    # kind: for_each
    Row(
        "for each, and has",
        en="Enchanted creature gets +1/+1 for each Plains you control and has flying.",
        ja="エンチャントしているクリーチャーは、あなたがコントロールしている平地１つにつき+1/+1の修整を受け、飛行を持つ。",
        engine="?",
    ),
    # kind: becomes
    Row(
        "are Mountains",
        en="Nonbasic lands are Mountains.",
        ja="基本でない土地は山である。",
        engine="?",
    ),
    Row(
        "is a creature with haste",
        en="Enchanted land is a 7/7 red Giant creature with haste. It's still a land.",
        ja="エンチャントしている土地は速攻を持つ赤の7/7の巨人・クリーチャーである。それは土地でもある。",
        engine="?",
    ),
    # kind: cant_have
    Row(
        "can't have or gain",
        en="Creatures your opponents control lose flying and can't have or gain flying.",
        ja="対戦相手がコントロールしているクリーチャーは飛行を失うとともに、飛行を持つことも得ることもできない。",
        engine="?",
    ),
    Row(
        "can't have either",
        en="{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and shroud and can't have hexproof or shroud.",
        ja="(１),(Ｔ)：ターン終了時まで、対戦相手がコントロールしているクリーチャーは呪禁と被覆を失うとともに、呪禁や被覆を持つことができない。",
        engine="?",
    ),
]
