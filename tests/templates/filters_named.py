"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: named
    Row(
        "search your graveyard, hand and library, 「あなたの墓地や手札やライブラリーから」",
        ja=(
            "あなたの墓地や手札やライブラリーから《名前》という名前のカード１枚を探し、戦場に出す。"
            "その後、ライブラリーを切り直す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "then"] connectives=["、", "。その後、"]
                  steps[0]: search zones=["graveyard", "hand", "library"] joined="and/or"
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: named self_name=true
                        parts[1]: card_type name="card"
                  steps[1]: move verb="put"
                    object: ref elided=true
                    to: zone name="battlefield"
                  steps[2]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "another card's name (en)",
        en=(
            "Search your library for a card named Ajani, Mentor of Heroes, reveal it, put it into "
            "your hand, then shuffle."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: named name="Ajani, Mentor of Heroes"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "it's a land named (en)",
        en=(
            "When Card Name dies, if it was a nonland creature, return this card to the "
            "battlefield tapped under your control. It's a land named Moon. It gains \"{T}: Add "
            '{C}."'
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: object_is past=true
                  object: ref
                  filter: all_of
                    parts[0]: negated
                      filter: card_type name="land"
                    parts[1]: card_type name="creature"
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: move tapped=true verb="return"
                    object: self_ref noun="card"
                    to: zone name="battlefield"
                      owner: you
                  steps[1]: becomes types=["land"] state=true contracted=true
                    object: ref
                    named: named name="Moon"
                  steps[2]: gain_ability verb="gain"
                    object: ref
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["{C}"]
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "another card's name: its English name in both languages",
        en=(
            "Search your library for a card named Ajani's Aid, reveal it, put it into your hand, "
            "then shuffle."
        ),
        ja=(
            "あなたのライブラリーから《アジャニの援助》という名前のカード１枚を探し、公開し、"
            "あなたの手札に加える。その後、ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ",", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: named name="Ajani's Aid"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "。その後、"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: named name="Ajani's Aid" written="アジャニの援助"
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref elided=true
                  steps[2]: move verb="put"
                    object: ref elided=true
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "という名前の土地である",
        ja=(
            "名前が死亡したとき、これが土地でないクリーチャーであった場合、"
            "このカードをあなたのコントロール下でタップ状態で戦場に戻す。"
            "これは《荒地》という名前の土地である。これは「(Ｔ)：(◇)を加える。」を得る。"
            "（これは伝説でもある。）"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: object_is past=true
                  object: self_ref pronoun=true
                  filter: all_of
                    parts[0]: negated
                      filter: card_type name="land"
                    parts[1]: card_type name="creature"
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: move tapped=true verb="return" control_first=true
                    object: self_ref noun="card"
                    to: zone name="battlefield"
                      owner: you
                  steps[1]: becomes types=["land"] state=true
                    object: self_ref pronoun=true
                    named: named name="Wastes" written="荒地"
                  steps[2]: gain_ability verb="gain"
                    object: self_ref pronoun=true
                    abilities[0]: activated_ability
                      costs[0]: tap_cost
                      effect: add_mana options=["{C}"]
                reminder[0]: reminder_text text="これは伝説でもある。" sentence=3
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "a card named",
        en=(
            "Search your library for a card named Card Name, reveal it, and put it into your hand, "
            "then shuffle."
        ),
        ja=(
            "あなたのライブラリーから《名前》という名前のカード１枚を探し、それを公開し、"
            "それをあなたの手札に加え、その後ライブラリーを切り直す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=[",", ", and", ", then"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: named self_name=true
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and", "then"] connectives=["、", "、", "、その後"]
                  steps[0]: search
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: named self_name=true
                        parts[1]: card_type name="card"
                  steps[1]: reveal
                    player: you
                    object: ref
                  steps[2]: move verb="put"
                    object: ref
                    to: zone name="hand"
                      owner: you
                  steps[3]: shuffle
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "it's a land named",
        en=(
            "When Card Name dies, if it was a nonland creature, return this card to the "
            "battlefield tapped under your control. It's a land named Wastes."
        ),
        ja=(
            "名前が死亡したとき、これが土地でないクリーチャーであった場合、"
            "このカードをあなたのコントロール下でタップ状態で戦場に戻す。"
            "これは《荒地》という名前の土地である。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: object_is past=true
                  object: ref
                  filter: all_of
                    parts[0]: negated
                      filter: card_type name="land"
                    parts[1]: card_type name="creature"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: move tapped=true verb="return"
                    object: self_ref noun="card"
                    to: zone name="battlefield"
                      owner: you
                  steps[1]: becomes types=["land"] state=true contracted=true
                    object: ref
                    named: named name="Wastes"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: dies
                  object: self_ref short=true
                condition: object_is past=true
                  object: self_ref pronoun=true
                  filter: all_of
                    parts[0]: negated
                      filter: card_type name="land"
                    parts[1]: card_type name="creature"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: move tapped=true verb="return" control_first=true
                    object: self_ref noun="card"
                    to: zone name="battlefield"
                      owner: you
                  steps[1]: becomes types=["land"] state=true
                    object: self_ref pronoun=true
                    named: named name="Wastes" written="荒地"
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a permanent not named the card",
        en="{T}: Untap target permanent not named Card Name.",
        ja="(Ｔ)：《名前》という名前でないパーマネント１つを対象とする。それをアンタップする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: untap
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="permanent"
                      parts[1]: negated
                        filter: named self_name=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: untap
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: all_of
                      parts[0]: negated
                        filter: named self_name=true
                      parts[1]: card_type name="permanent"
        """,
        engine="compiles",
    ),
    Row(
        "each other creature named the card",
        en="Each other creature you control named Card Name gets +1/+1.",
        ja=(
            "あなたがコントロールしていて《名前》という名前の他の各クリーチャーは+1/+1の修整を受け"
            "る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="each" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: named self_name=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="each" other=true other_word="他の"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: named self_name=true
                      parts[2]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: negated
    Row(
        "other nonland permanent, up to one",
        en=(
            "When Card Name enters, exile up to one other target nonland permanent until Card Name "
            "leaves the battlefield."
        ),
        ja=(
            "名前が戦場に出たとき、土地でもこれでもないパーマネント最大１つを対象とする。"
            "名前が戦場を離れるまで、それを追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: exile until_comma=true
                  object: objects quantifier="up to target" other=true
                    count: number value=1 form="word"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                  until_leaves: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: exile until_comma=true
                  object: objects quantifier="up to target" other=true counter="つ" other_word="これでもない" declared=""
                    count: number value=1
                    filter: all_of
                      parts[0]: negated neither=true
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                  until_leaves: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "nonlegendary",
        en="Destroy target nonlegendary creature.",
        ja="伝説でないクリーチャー１体を対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="legendary"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared=""
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="legendary"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "nonsnow creature",
        en="Destroy target nonsnow creature.",
        ja="氷雪でないクリーチャー１体を対象とし、それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target"
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="snow"
                      parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="target" counter="体" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="snow"
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
]
