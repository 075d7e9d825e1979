"""Template rows of the tokens family (scryc/ast/tokens.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: double_counters
    Row(
        "double +1/+1 counters on self",
        en="At the beginning of your upkeep, double the number of +1/+1 counters on Card Name.",
        ja=(
            "あなたのアップキープの開始時に、"
            "名前の上に置かれている+1/+1カウンターの数を２倍にする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: double_counters
                  counters: counters_on counter="+1/+1"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: double_counters
                  counters: counters_on counter="+1/+1" number_word="数" placed=true
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile double_counters: no doubling of counters (each object's own count of "
            "each kind)"
        ),
        to_ja=False,
    ),
    Row(
        "double each kind of counter, それぞれ",
        en=(
            "{G}{U}, {T}: Double the number of each kind of counter on target artifact, creature, "
            "or land."
        ),
        ja=(
            "(緑)(青),(Ｔ)：アーティファクト１つかクリーチャー１体か土地１つを対象とし、"
            "それの上に置かれている各種類のカウンターの個数をそれぞれ２倍にする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}{U}"
                costs[1]: tap_cost
                effect: double_counters
                  counters: counters_on
                    object: objects quantifier="target"
                      filter: any_of
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="creature"
                        options[2]: card_type name="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{G}{U}"
                costs[1]: tap_cost
                effect: double_counters respectively=true
                  counters: counters_on placed=true
                    object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: any_of
                        options[0]: card_type name="artifact"
                        options[1]: card_type name="creature"
                        options[2]: card_type name="land"
        """,
        engine=(
            "cannot compile double_counters: no doubling of counters (each object's own count of "
            "each kind)"
        ),
        to_ja=False,
    ),
    # kind: enters_tapped_with_counters
    Row(
        "enters tapped with counters",
        en="Card Name enters the battlefield tapped with two charge counters on it.",
        ja="名前は、蓄積カウンター２個が置かれた状態で、タップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="charge" the_battlefield=true order_ja="counters_first"
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="charge" order_ja="counters_first" comma=true
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    Row(
        "enters tapped with counters, tapped first",
        en="Card Name enters the battlefield tapped with two +1/+1 counters on it.",
        ja="名前はタップ状態かつ+1/+1カウンター２個が置かれた状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="+1/+1" the_battlefield=true order_ja="counters_first"
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="+1/+1" order_ja="tapped_first"
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Artifact Creature — Camel",
        ja_type_line="アーティファクト・クリーチャー ― ラクダ",
    ),
    Row(
        "enters tapped with counters, その上に",
        en="Card Name enters the battlefield tapped with two depletion counters on it.",
        ja="名前はその上に枯渇カウンターが２個置かれ、タップ状態で戦場に出る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="depletion" the_battlefield=true order_ja="counters_first"
                  object: self_ref short=true
                  amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: enters_tapped_with_counters counter="depletion" order_ja="upon"
                  object: self_ref short=true
                  amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Land",
        ja_type_line="土地",
    ),
    # kind: keyword_cost
    Row(
        "its keyword cost, that card's mana cost",
        en=(
            "Each nonland card in your hand has foretell. Its foretell cost is equal to that "
            "card's mana cost reduced by {2}."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                    abilities[0]: keyword name="foretell" case="lower"
                  steps[1]: keyword_cost keyword="foretell" determiner="its" of_written="that card's"
                    reduced_by: mana_cost symbols="{2}"
        """,
        engine="cannot compile keyword: foretell: no rules behaviour",
    ),
    Row(
        "はそれぞれ…を持つ、コストはマナ・コストから…を引いたもの",
        ja=(
            "あなたの手札にある各エンチャント・カードはそれぞれ奇跡を持つ。奇跡コストは、"
            "マナ・コストから(４)を引いたものに等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="have" respectively="それぞれ"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="enchantment"
                        parts[2]: card_type name="card"
                    abilities[0]: keyword name="miracle"
                  steps[1]: keyword_cost keyword="miracle" ja_determiner="" ja_topic="、" ja_of="" ja_reduced="を引いた"
                    reduced_by: mana_cost symbols="{4}"
        """,
        engine="cannot compile keyword: miracle: no rules behaviour",
    ),
    Row(
        "は、それぞれ…を持つ、それ自身のマナ・コスト",
        ja=(
            "あなたの墓地にある各クリーチャー・カードは、それぞれ活用を持つ。活用コストは、"
            "それ自身のマナ・コストに等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="have" comma=true respectively="それぞれ"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    abilities[0]: keyword name="scavenge"
                  steps[1]: keyword_cost keyword="scavenge" ja_determiner="" ja_topic="、" ja_of="それ自身の"
        """,
        engine="cannot compile keyword: scavenge: no rules behaviour",
    ),
    # the cost of a keyword the sentence before grants (CR 118.7)
    Row(
        "a granted keyword's cost equal to its mana cost",
        en=(
            "Target instant or sorcery card in your graveyard gains flashback until end of turn. "
            "The flashback cost is equal to its mana cost."
        ),
        ja=(
            "あなたの墓地にあるインスタントかソーサリーであるカード１枚を対象とする。"
            "ターン終了時まで、それはフラッシュバックを得る。そのフラッシュバック・コストは、"
            "それのマナ・コストに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: any_of
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                    abilities[0]: keyword name="flashback" case="lower"
                    duration: duration name="until end of turn"
                  steps[1]: keyword_cost keyword="flashback" determiner="the" of_written="its"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target" counter="枚" declared=""
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: any_of conjunction="か"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[2]: card_type name="card"
                    abilities[0]: keyword name="flashback"
                    duration: duration name="until end of turn" first=true
                  steps[1]: keyword_cost keyword="flashback" ja_determiner="その" ja_topic="、" ja_of="それの"
        """,
        engine="cannot compile keyword: flashback: no rules behaviour",
    ),
    Row(
        "a granted keyword's cost plus another cost",
        en=(
            "Each card in your graveyard has escape. The escape cost is equal to its mana cost "
            "plus exile three other cards from your graveyard."
        ),
        ja=(
            "あなたの墓地にある各カードは脱出を持つ。その脱出コストは、"
            "それのマナ・コストに「あなたの墓地から他のカード３枚を追放する。"
            "」を追加したものに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                    abilities[0]: keyword name="escape" case="lower"
                  steps[1]: keyword_cost keyword="escape" determiner="the" of_written="its"
                    plus: effect_cost
                      effect: exile until_comma=true
                        object: objects quantifier="all" other=true
                          count: number value=3 form="word"
                          filter: all_of head=0
                            parts[0]: card_type name="card" plural=true
                            parts[1]: in_zone preposition="from"
                              zone: zone name="graveyard"
                                owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="card"
                    abilities[0]: keyword name="escape"
                  steps[1]: keyword_cost keyword="escape" ja_determiner="その" ja_topic="、" ja_of="それの"
                    plus: effect_cost
                      effect: exile until_comma=true
                        object: objects quantifier="a" other=true counter="枚" other_word="他の"
                          count: number value=3
                          filter: all_of
                            parts[0]: in_zone preposition="from"
                              zone: zone name="graveyard"
                                owner: you
                            parts[1]: card_type name="card"
        """,
        engine="cannot compile keyword: escape: no rules behaviour",
    ),
    Row(
        "a granted keyword's cost reduced by generic mana",
        en=(
            "Each enchantment card in your hand has miracle. The miracle cost is equal to its mana "
            "cost reduced by {4}."
        ),
        ja=(
            "あなたの手札にある各エンチャント・カードは奇跡を持つ。その奇跡コストは、"
            "それのマナ・コストから(４)を引いたものに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of head=1
                        parts[0]: card_type name="enchantment"
                        parts[1]: card_type name="card"
                        parts[2]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                    abilities[0]: keyword name="miracle" case="lower"
                  steps[1]: keyword_cost keyword="miracle" determiner="the" of_written="its"
                    reduced_by: mana_cost symbols="{4}"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: gain_ability verb="have"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: card_type name="enchantment"
                        parts[2]: card_type name="card"
                    abilities[0]: keyword name="miracle"
                  steps[1]: keyword_cost keyword="miracle" ja_determiner="その" ja_topic="、" ja_of="それの" ja_reduced="を引いた"
                    reduced_by: mana_cost symbols="{4}"
        """,
        engine="cannot compile keyword: miracle: no rules behaviour",
    ),
    # kind: move_counters
    Row(
        "you may move a counter from a target onto this",
        en=(
            "At the beginning of your upkeep, you may move a +1/+1 counter from target creature "
            "onto Card Name."
        ),
        ja=(
            "あなたのアップキープの開始時に、クリーチャー１体を対象とする。あなたは、"
            "そのクリーチャーから+1/+1カウンター１個を名前の上に移動してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you
                  effect: move_counters counter="+1/+1"
                    amount: number value=1 form="article"
                    source: objects quantifier="target"
                      filter: card_type name="creature"
                    destination: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: optional
                  player: you comma=true
                  effect: move_counters counter="+1/+1" source_form="bare"
                    amount: number value=1
                    source: objects quantifier="target" counter="体" declared="creature"
                      filter: card_type name="creature"
                    destination: self_ref short=true
        """,
        engine="cannot compile move_counters: no moving of counters from one object onto another",
        to_ja=False,
    ),
    Row(
        "move a counter placed on this onto a target",
        en="{1}{U}, {T}: Move a +1/+1 counter from Card Name onto target creature.",
        ja=(
            "(１)(青),(Ｔ)：クリーチャー１体を対象とする。"
            "名前の上に置かれている+1/+1カウンター１個をそのクリーチャーの上に移動する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: tap_cost
                effect: move_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  source: self_ref short=true
                  destination: objects quantifier="target"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: tap_cost
                effect: move_counters counter="+1/+1" source_form="on"
                  amount: number value=1
                  source: self_ref short=true
                  destination: objects quantifier="target" counter="体" declared="creature"
                    filter: card_type name="creature"
        """,
        engine="cannot compile move_counters: no moving of counters from one object onto another",
        to_ja=False,
    ),
    Row(
        "move all counters",
        en=(
            "When Card Name enters the battlefield, move all +1/+1 counters from all creatures "
            "onto it."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: move_counters counter="+1/+1"
                  amount: all
                  source: objects quantifier="all"
                    filter: card_type name="creature" plural=true
                  destination: ref
        """,
        engine="cannot compile move_counters: no moving of counters from one object onto another",
    ),
]
