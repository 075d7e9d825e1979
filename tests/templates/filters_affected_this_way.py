"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: affected_this_way
    Row(
        "これにより公開された",
        ja=(
            "あなたのライブラリーの一番上からカード３枚を公開する。"
            "これにより公開されたクリーチャー・カードをあなたの手札に加え、"
            "残りをあなたの墓地に置く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "and"] connectives=["。", "、"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: move verb="put" attacking_joined="かつ"
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: affected_this_way event="revealed"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    to: zone name="hand"
                      owner: you
                  steps[2]: move verb="put" attacking_joined="かつ"
                    object: rest
                    to: zone name="graveyard"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "cards revealed this way",
        en=(
            "Reveal the top three cards of your library. Put all creature cards revealed this way "
            "into your hand and the rest into your graveyard."
        ),
        ja=(
            "あなたのライブラリーの一番上からカード３枚を公開する。"
            "これにより公開されたすべてのクリーチャー・カードをあなたの手札に、"
            "残りをあなたの墓地に置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3 form="word"
                      player: you
                  steps[1]: arrange
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: affected_this_way event="revealed"
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: reveal
                    player: you
                    object: top_of_library
                      count: number value=3
                      player: you
                  steps[1]: arrange
                    object: objects quantifier="all"
                      filter: all_of
                        parts[0]: affected_this_way event="revealed"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    chosen: zone name="hand"
                      owner: you
                    rest: zone name="graveyard"
                      owner: you
        """,
        engine="cannot compile arrange: of objects",
    ),
    # kind: any_of
    Row(
        "a list of subtypes, and/or",
        en="Whenever one or more other Rabbits, Bats, and/or Mice you control enter, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="at least" other=true
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: any_of conjunction="and/or"
                        options[0]: subtype name="Rabbit" plural=true
                        options[1]: subtype name="Bat" plural=true
                        options[2]: subtype name="Mouse" plural=true
                      parts[1]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    # A comma after from is only surface: 「…から、」 (a zone, 「その中から」, a searched library), 「…にある、」 and 「…がコントロールしている、」 mean what they do without the comma.
    Row(
        "comma after in a zone",
        en="Return target instant or sorcery card from your graveyard to your hand.",
        ja=(
            "あなたの墓地にある、インスタントかソーサリーであるカード１枚を対象とする。"
            "それをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return" attacking_joined="かつ"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return" attacking_joined="かつ"
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="in" comma=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "one or more of a list of subtypes, after them",
        ja=(
            "あなたがコントロールしていて兎やコウモリやハツカネズミでありこれでない１体以上が戦場に"
            "出るたび、カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="at least" other=true counter="体" count_last=true other_word="これでない" headless=true
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                        options[2]: subtype name="Mouse"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "clauses with no noun",
        ja=(
            "あなたがコントロールしていて兎やコウモリでありこれでない１体以上が戦場に出るたび、"
            "占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="at least" other=true counter="体" count_last=true other_word="これでない" headless=true
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                effect: scry
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "one or more other of a list of subtypes",
        en="Whenever one or more other Rabbits, Bats, or Mice you control enter, draw a card.",
        ja=(
            "あなたがコントロールしていてこれでない１体以上の兎かコウモリかハツカネズミが戦場に出る"
            "たび、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="at least" other=true
                    count: number value=1 form="word"
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: subtype name="Rabbit" plural=true
                        options[1]: subtype name="Bat" plural=true
                        options[2]: subtype name="Mouse" plural=true
                      parts[1]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: enters
                  object: objects quantifier="at least" other=true counter="体" other_word="これでない"
                    count: number value=1
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: any_of conjunction="か"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                        options[2]: subtype name="Mouse"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "in a zone, before another clause",
        en="Return target creature or enchantment card from your graveyard to your hand.",
        ja=(
            "あなたの墓地にありクリーチャーかエンチャントであるカード１枚を対象とする。"
            "それをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return" attacking_joined="かつ"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="enchantment"
                      parts[1]: card_type name="card"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: move verb="return" attacking_joined="かつ"
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: all_of
                      parts[0]: in_zone preposition="in" joined=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="creature"
                        options[1]: card_type name="enchantment"
                      parts[2]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "description with no noun",
        en="Exile target creature or planeswalker.",
        ja="クリーチャーかプレインズウォーカーである１体を対象とする。それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="体" declared="" headless=true
                    filter: any_of conjunction="か"
                      options[0]: card_type name="creature"
                      options[1]: card_type name="planeswalker"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: attached_to_object
    Row(
        "for each Aura and Equipment attached to",
        en="Card Name gets +2/+2 for each Aura and Equipment attached to it.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: any_of conjunction="and"
                        options[0]: subtype name="Aura"
                        options[1]: subtype name="Equipment"
                      parts[1]: attached_to_object verb="つけられている"
                        object: ref
        """,
        engine="compiles",
    ),
    Row(
        "Auras and Equipment attached to this",
        ja="名前は、これについているオーラや装備品１つにつき+2/+2の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2" comma=true
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: attached_to_object verb="ついている"
                        object: self_ref pronoun=true
                      parts[1]: any_of conjunction="や"
                        options[0]: subtype name="Aura"
                        options[1]: subtype name="Equipment"
        """,
        engine="compiles",
    ),
    Row(
        "Equipment attached to it, written 付けられている",
        ja="名前はそれに付けられている装備品１つにつき+2/+2の修整を受ける。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: attached_to_object verb="付けられている"
                        object: ref
                      parts[1]: subtype name="Equipment"
        """,
        engine="compiles",
    ),
    Row(
        "a count of the Auras attached to an object",
        en="Card Name gets +2/+2 for each Aura attached to it.",
        ja="名前はそれにつけられているオーラ１つにつき+2/+2の修整を受ける。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: subtype name="Aura"
                      parts[1]: attached_to_object verb="つけられている"
                        object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: modify_pt power="+2" toughness="+2"
                    object: self_ref short=true
                  objects: objects quantifier="each" counter="つ"
                    filter: all_of
                      parts[0]: attached_to_object verb="つけられている"
                        object: ref
                      parts[1]: subtype name="Aura"
        """,
        engine="compiles",
    ),
    Row(
        "all Equipment attached to an object",
        en=(
            "Card Name deals 5 damage to target creature. Destroy all Equipment attached to that "
            "creature."
        ),
        ja=(
            "クリーチャー１体を対象とする。名前はそれに５点のダメージを与える。"
            "そのクリーチャーにつけられているすべての装備品を破壊する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: deal_damage divided_by="あなたの"
                    source: self_ref short=true
                    amount: number value=5 form="digits"
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: destroy
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: subtype name="Equipment"
                        parts[1]: attached_to_object verb="つけられている"
                          object: ref noun="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: deal_damage divided_by="あなたの"
                    source: self_ref short=true
                    amount: number value=5
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: destroy
                    object: objects quantifier="all"
                      filter: all_of
                        parts[0]: attached_to_object verb="つけられている"
                          object: ref noun="creature"
                        parts[1]: subtype name="Equipment"
        """,
        engine="compiles",
    ),
]
