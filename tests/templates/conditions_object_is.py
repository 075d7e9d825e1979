"""Template rows of the conditions family (scryc/ast/conditions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: object_is
    Row(
        "as long as ~ is on the battlefield (「名前が戦場にあるかぎり」)",
        en="As long as Card Name is on the battlefield, it has flying.",
        ja="名前が戦場にあるかぎり、それは飛行を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="flying" case="lower"
                condition: object_is
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: ref
                  abilities[0]: keyword name="flying"
                condition: object_is object_first=true
                  object: self_ref short=true
                  filter: in_zone
                    zone: zone name="battlefield"
        """,
        engine="compiles",
        to_ja=False,
    ),
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
    # kind: searched_this_way
    Row(
        "search your library and graveyard: every zone searched",
        en=(
            "Search your library and graveyard for a creature card, reveal it, and put it into "
            "your hand. If you search your library this way, shuffle."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "sentence"] connectives=[",", ", and", "."]
                  steps[0]: search zones=["library", "graveyard"] joined="and"
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        engine="compiles",
    ),
    Row(
        "search your library and/or graveyard, if you search your library this way",
        en=(
            "Search your library and/or graveyard for an Aura card, reveal it, and put it into "
            "your hand. If you search your library this way, shuffle."
        ),
        ja=(
            "あなたのライブラリーやあなたの墓地からオーラ・カード１枚を探し、公開し、"
            "あなたの手札に加える。これによりあなたのライブラリーからカードを探したなら、"
            "ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "sentence"] connectives=[",", ", and", "."]
                  steps[0]: search zones=["library", "graveyard"] joined="and/or"
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "sentence"] connectives=["、", "、", "。"]
                  steps[0]: search zones=["library", "graveyard"] joined="and/or" owner_each=true
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "search three zones",
        en=(
            "Search your library, hand, and/or graveyard for an Aura card and put it onto the "
            "battlefield. If you search your library this way, shuffle."
        ),
        ja=(
            "あなたのライブラリーや手札や墓地からオーラ・カード１枚を探し、戦場に出す。"
            "これによりあなたのライブラリーからカードを探したなら、ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: search zones=["library", "hand", "graveyard"] joined="and/or"
                    player: you
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref
                    to: zone name="battlefield"
                  steps[2]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["、", "。"]
                  steps[0]: search zones=["library", "hand", "graveyard"] joined="and/or"
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: subtype name="Aura"
                        parts[1]: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref elided=true
                    to: zone name="battlefield"
                  steps[2]: conditional comma=true
                    condition: searched_this_way
                      player: you
                    effect: shuffle
                      player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
]
