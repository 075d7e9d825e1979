"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: ability_of
    Row(
        "activated abilities of objects cost less",
        en="Activated abilities of creatures you control cost {2} less to activate.",
        ja=(
            "あなたがコントロールしているクリーチャーの起動型能力を起動するためのコストは(２)少なく"
            "なる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="activate"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="activated ability" plural=true
                      parts[1]: ability_of
                        object: objects quantifier="all" bare=true
                          filter: all_of head=0
                            parts[0]: card_type name="creature" plural=true
                            parts[1]: controlled_by
                              player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="activate"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: card_type name="activated ability"
                      parts[1]: ability_of
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="creature"
        """,
        engine="cannot compile cost_change: activate, for each",
        to_ja=False,
        to_en=False,
    ),
    # kind: any_of
    Row(
        "a list of subtypes, and",
        en="Other Rabbits, Bats, Birds, and Mice you control get +1/+1.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true
                    filter: all_of head=0
                      parts[0]: any_of conjunction="and"
                        options[0]: subtype name="Rabbit" plural=true
                        options[1]: subtype name="Bat" plural=true
                        options[2]: subtype name="Bird" plural=true
                        options[3]: subtype name="Mouse" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "all other of a list of subtypes",
        ja=(
            "あなたがコントロールしていてこれでないすべての兎やコウモリや鳥やハツカネズミは+1/+1の"
            "修整を受ける。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true other_word="これでない"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                        options[2]: subtype name="Bird"
                        options[3]: subtype name="Mouse"
        """,
        engine="compiles",
    ),
    Row(
        "a list of subtypes joined by and",
        en="Other Rabbits, Bats, Birds, or Mice you control get +1/+1.",
        ja=(
            "あなたがコントロールしている他のすべての兎かコウモリか鳥かハツカネズミは+1/+1の修整を"
            "受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true
                    filter: all_of head=0
                      parts[0]: any_of
                        options[0]: subtype name="Rabbit" plural=true
                        options[1]: subtype name="Bat" plural=true
                        options[2]: subtype name="Bird" plural=true
                        options[3]: subtype name="Mouse" plural=true
                      parts[1]: controlled_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" other=true other_word="他の"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: any_of conjunction="か"
                        options[0]: subtype name="Rabbit"
                        options[1]: subtype name="Bat"
                        options[2]: subtype name="Bird"
                        options[3]: subtype name="Mouse"
        """,
        engine="compiles",
    ),
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
                effect: move verb="return"
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
                effect: move verb="return"
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
                effect: move verb="return"
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
                effect: move verb="return"
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
    Row(
        "creature you control that's a Wolf or a Werewolf",
        en="Each creature you control that's a Wolf or a Werewolf gets +1/+1 and has trample.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="+1" toughness="+1"
                    object: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: you
                        parts[2]: any_of articles=true
                          options[0]: subtype name="Wolf"
                          options[1]: subtype name="Werewolf"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="trample" case="lower"
        """,
        engine="compiles",
    ),
    Row(
        "a clause on each of the counted options",
        ja=(
            "あなたの墓地にあるクリーチャー・カード１枚かあなたがコントロールしているクリーチャー１"
            "体を対象とする。それを追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="枚" declared=""
                    filter: any_of
                      options[0]: all_of
                        parts[0]: in_zone preposition="in"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                      options[1]: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
]
