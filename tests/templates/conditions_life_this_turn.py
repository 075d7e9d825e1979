"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: life_this_turn
    Row(
        "if you gained N or more life this turn",
        en=(
            "At the beginning of each end step, if you gained 4 or more life this turn, draw a "
            "card."
        ),
        ja=(
            "各終了ステップの開始時に、このターンにあなたが４点以上のライフを得ていた場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=4 form="digits"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=4
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile life_this_turn: no record of how much life a player gained or lost "
            "this turn"
        ),
    ),
    # kind: mana_spent
    Row(
        "adamant",
        en=(
            "Draw three cards.\n"
            "Adamant — If at least three blue mana was spent to cast this spell, scry 3."
        ),
        ja=(
            "カード３枚を引く。\n"
            "一徹 ― この呪文を唱えるために青マナが３点以上支払われていたなら、占術３を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3 form="word"
              abilities[1]: ability_word_ability
                word: ability_word text="Adamant"
                ability: spell_ability
                  effect: conditional comma=true
                    condition: mana_spent color="blue"
                      object: self_ref noun="spell"
                      amount: number value=3 form="word"
                    effect: scry
                      player: you
                      amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: number value=3
              abilities[1]: ability_word_ability
                word: ability_word text="一徹"
                ability: spell_ability
                  effect: conditional comma=true
                    condition: mana_spent color="blue"
                      object: self_ref noun="spell"
                      amount: number value=3
                    effect: scry
                      player: you
                      amount: number value=3
        """,
        engine="compiles",
    ),
    Row(
        "a mana symbol was spent",
        en="Destroy target land. If {B} was spent to cast this spell, draw a card.",
        ja=(
            "土地１つを対象とする。それを破壊する。この呪文を唱えるために(黒)が支払われていたなら、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: card_type name="land"
                  steps[1]: conditional comma=true
                    condition: mana_spent color="black"
                      object: self_ref noun="spell"
                      amount: number value=1
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="land"
                  steps[1]: conditional comma=true
                    condition: mana_spent color="black"
                      object: self_ref noun="spell"
                      amount: number value=1
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: object_is
    Row(
        "in a zone, object first",
        ja="あなたのアップキープの開始時に、名前があなたの墓地にある場合、占術１を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: object_is object_first=true
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="graveyard"
                      owner: you
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "if an object is a kind",
        en="If that card is a land card, draw a card.",
        ja="そのカードが土地・カードであるなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: object_is
                    object: ref noun="card"
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: object_is
                    object: ref noun="card"
                    filter: all_of
                      parts[0]: card_type name="land"
                      parts[1]: card_type name="card"
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "it wasn't a",
        en="Exile target creature. If it wasn't an Aura, scry 1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: object_is past=true
                      object: ref
                      filter: negated
                        filter: subtype name="Aura"
                    effect: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        engine="compiles",
    ),
    Row(
        "it isn't a",
        en="Exile target creature. If it isn't an Aura, scry 1.",
        ja="クリーチャー１体を対象とする。それを追放する。それがオーラでないなら、占術１を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: negated
                        filter: subtype name="Aura"
                    effect: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref
                      filter: negated
                        filter: subtype name="Aura"
                    effect: scry
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "gets an additional, 「追加で…の修整を受ける」",
        en="As long as equipped creature is a Human, it gets an additional +1/+1.",
        ja="装備しているクリーチャーが人間であるかぎり、それは追加で+1/+1の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1" additional=true
                  object: ref
                condition: object_is
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                  filter: subtype name="Human"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1" additional=true additional_ja="追加で"
                  object: ref
                condition: object_is
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
                  filter: subtype name="Human"
        """,
        engine="compiles",
    ),
    Row(
        "as long as an object is a kind",
        en="As long as enchanted permanent is a creature, it gets +1/+1.",
        ja=(
            "エンチャントしているパーマネントがクリーチャーであるかぎり、"
            "それは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: ref
                condition: object_is
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
                  filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: ref
                condition: object_is
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
                  filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "is also a <type> in addition to its other types (「…でもある」)",
        en=(
            "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other "
            "types."
        ),
        ja=(
            "エンチャントしているパーマネントが機体であるかぎり、"
            "それは他のタイプに加えてクリーチャーでもある。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: becomes types=["creature"] in_addition=true state=true contracted=true
                  object: ref
                condition: object_is
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
                  filter: subtype name="Vehicle"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: becomes types=["creature"] in_addition=true state=true also=true possessive=""
                  object: ref
                condition: object_is
                  object: attached_to relation="enchanted"
                    filter: card_type name="permanent"
                  filter: subtype name="Vehicle"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: put_into_zone_this_turn
    Row(
        "put into a zone this turn",
        en=(
            "At the beginning of your end step, if a card was put into your graveyard this turn, "
            "draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: put_into_zone_this_turn
                  objects: objects quantifier="a"
                    filter: card_type name="card"
                  zone: zone name="graveyard"
                    owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine=(
            "cannot compile put_into_zone_this_turn: no record of the cards put into a zone this "
            "turn"
        ),
    ),
    Row(
        "put into a zone from anywhere other than the battlefield this turn",
        en=(
            "At the beginning of each end step, if three or more cards were put into your "
            "graveyard from anywhere other than the battlefield this turn, draw a card."
        ),
        ja=(
            "各終了ステップの開始時に、"
            "このターンに３枚以上のカードが戦場以外からあなたの墓地に置かれた場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                condition: put_into_zone_this_turn not_from="battlefield"
                  objects: objects quantifier="at least"
                    count: number value=3 form="word"
                    filter: card_type name="card" plural=true
                  zone: zone name="graveyard"
                    owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                condition: put_into_zone_this_turn not_from="battlefield"
                  objects: objects quantifier="at least" counter="枚"
                    count: number value=3
                    filter: card_type name="card"
                  zone: zone name="graveyard"
                    owner: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile put_into_zone_this_turn: no record of the cards put into a zone this "
            "turn"
        ),
    ),
    Row(
        "you gained 3 or more life this turn / 「あなたがライフを３点以上得ていた」",
        en=(
            "At the beginning of your end step, if you gained 3 or more life this turn, each "
            "opponent loses 3 life."
        ),
        ja=(
            "あなたの終了ステップの開始時に、このターンにあなたがライフを３点以上得ていた場合、"
            "各対戦相手はそれぞれ３点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3 form="digits"
                effect: lose_life
                  player: player quantifier="each" noun="opponent"
                  amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: life_this_turn event="gained"
                  player: you written=true
                  at_least: number value=3
                effect: lose_life
                  player: player quantifier="each" noun="opponent" respectively=true
                  amount: number value=3
        """,
        engine=(
            "cannot compile life_this_turn: no record of how much life a player gained or lost "
            "this turn"
        ),
        to_ja=False,
        type_line="Creature",
        ja_type_line="クリーチャー",
    ),
    Row(
        "you gained life this turn, the player first / 「あなたがこのターンにライフを得ていた」",
        en="If you gained life this turn, draw a card.",
        ja="あなたがこのターンにライフを得ていたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["gain life"]
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: acted_this_turn actions=["gain life"]
                    player: you
                  effect: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
]
