"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: exchange_control
    Row(
        "exchange control of two targets (en)",
        en="Exchange control of two target creatures.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exchange_control
                  objects: objects quantifier="target"
                    count: number value=2 form="word"
                    filter: card_type name="creature" plural=true
        """,
        engine="compiles",
    ),
    Row(
        "exchange control of them",
        ja="クリーチャー２体を対象とし、それらのコントロールを交換する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exchange_control
                  objects: objects quantifier="target" counter="体" declared="" declared_clause=true
                    count: number value=2
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "exchange control, the card named last",
        ja="(５)(青)：土地でないパーマネント１つを対象とし、それと名前のコントロールを交換する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{5}{U}"
                effect: exchange_control self_last=true
                  objects: object_list conjunction="and"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="target" counter="つ" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="permanent"
        """,
        engine="compiles",
    ),
    Row(
        "exchange control of two targets",
        en=(
            "You may exchange control of target creature you control and target creature an "
            "opponent controls."
        ),
        ja=(
            "あなたがコントロールしているクリーチャー１体と対戦相手がコントロールしているクリーチャ"
            "ー１体を対象とする。あなたはそれらのコントロールを交換してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: exchange_control
                    objects: object_list conjunction="and"
                      items[0]: objects quantifier="target"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: controlled_by
                            player: you
                      items[1]: objects quantifier="target"
                        filter: all_of head=0
                          parts[0]: card_type name="creature"
                          parts[1]: controlled_by
                            player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: exchange_control
                    objects: object_list conjunction="and" declared=""
                      items[0]: objects quantifier="target" counter="体"
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
                      items[1]: objects quantifier="target" counter="体"
                        filter: all_of
                          parts[0]: controlled_by
                            player: player quantifier="a" noun="opponent"
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "exchange control of the card and a target",
        en=(
            "When Card Name enters, exchange control of Card Name and up to one target creature an "
            "opponent controls."
        ),
        ja=(
            "名前が戦場に出たとき、対戦相手がコントロールしているクリーチャー最大１体を対象とする。"
            "名前とそれのコントロールを交換する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: exchange_control
                  objects: object_list conjunction="and"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="up to target"
                      count: number value=1 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: controlled_by
                          player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: exchange_control
                  objects: object_list conjunction="and"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="up to target" counter="体" declared=""
                      count: number value=1
                      filter: all_of
                        parts[0]: controlled_by
                          player: player quantifier="a" noun="opponent"
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: exchange_life_totals
    Row(
        "exchange life totals, both written",
        ja="対戦相手１人を対象とする。あなたのライフ総量と、そのプレイヤーのライフ総量を交換する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exchange_life_totals both_written=true
                  player: you
                  other: player quantifier="target" noun="opponent" declared="player"
        """,
        engine="compiles",
    ),
    Row(
        "exchange life totals with a target",
        en="You may exchange life totals with target player.",
        ja="プレイヤー１人を対象とする。あなたはそのプレイヤーとライフ総量を交換してもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: exchange_life_totals
                    player: you
                    other: player quantifier="target" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you written=true
                  effect: exchange_life_totals
                    player: you written=true
                    other: player quantifier="target" noun="player" declared="player"
        """,
        engine="compiles",
    ),
    # kind: exchange_zones
    Row(
        "exchange each zone's cards with the player named before",
        en=(
            "Choose target player. At the beginning of the next end step, exchange life totals "
            "with that player, exchange control of all permanents you and that player control, and "
            "exchange cards in your hands, cards in your libraries, and cards in your graveyards."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="at" first=true
                  trigger: at_step step="end step" next="step"
                  effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                    steps[0]: exchange_life_totals
                      player: you
                      other: player quantifier="target" noun="player" declared="player"
                    steps[1]: exchange_control
                      objects: objects quantifier="all"
                        filter: all_of head=0
                          parts[0]: card_type name="permanent" plural=true
                          parts[1]: controlled_by
                            player: you_and
                              player: player quantifier="that" noun="player"
                    steps[2]: exchange_zones zones=["hand", "library", "graveyard"]
                      player: you
                      other: player quantifier="that" noun="player"
        """,
        engine="cannot compile exchange_zones: into a library, or between players",
    ),
    Row(
        "exchange a player's two zones",
        en="Exchange your hand and graveyard.",
        ja="あなたの手札と墓地を交換する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exchange_zones zones=["hand", "graveyard"]
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exchange_zones zones=["hand", "graveyard"]
                  player: you
        """,
        engine="compiles",
    ),
    # kind: gain_control
    Row(
        "ターン終了時までそのコントロール",
        ja=(
            "クリーチャー１体を対象とする。それをアンタップし、"
            "ターン終了時までそのコントロールを得る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: untap
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: gain_control no_comma=true
                    object: ref determiner="その"
                    duration: duration name="until end of turn"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "gain control of a declared target",
        en="Untap target creature. Gain control of it until end of turn.",
        ja=(
            "クリーチャー１体を対象とする。それをアンタップする。ターン終了時まで、"
            "それのコントロールを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: untap
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  steps[1]: gain_control
                    object: ref
                    duration: duration name="until end of turn"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: untap
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  steps[1]: gain_control
                    object: ref
                    duration: duration name="until end of turn"
                    player: you
        """,
        engine="compiles",
    ),
    Row(
        "you gain control",
        en="You gain control of target creature until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  duration: duration name="until end of turn"
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "そのコントロールを得る",
        ja="アーティファクト１つを対象とする。そのコントロールを得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="target" counter="つ" declared="上"
                    filter: card_type name="artifact"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "あなたはそのコントロールを得る",
        ja="アーティファクト１つを対象とする。あなたはそのコントロールを得る。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="target" counter="つ" declared="上"
                    filter: card_type name="artifact"
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "another player gains control",
        en="Target opponent gains control of Card Name.",
        ja="対戦相手１人を対象とする。そのプレイヤーは名前のコントロールを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_control
                  object: self_ref short=true
                  player: player quantifier="target" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_control
                  object: self_ref short=true
                  player: player quantifier="target" noun="opponent" declared="player"
        """,
        engine="compiles",
    ),
    # kind: has_control
    Row(
        "you control enchanted creature",
        en="Enchant creature\nYou control enchanted creature.",
        ja=(
            "エンチャント（クリーチャー）\n"
            "あなたはエンチャントしているクリーチャーをコントロールする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant" case="capitalized"
                  filter: card_type name="creature"
              abilities[1]: static_ability
                effect: has_control
                  player: you written=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="enchant"
                  filter: card_type name="creature"
              abilities[1]: static_ability
                effect: has_control
                  player: you written=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="creature"
        """,
        engine="compiles",
    ),
    # kind: keeps_type
    Row(
        "becomes a creature with a quoted ability",
        ja=(
            "(青)(赤)：ターン終了時まで、名前は「あなたのターンの間、"
            "このクリーチャーは先制攻撃を持つ。"
            "」を持つ青赤の2/1のエレメンタル・クリーチャーになる。これは土地でもある。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: becomes power_toughness="2/1" colors=["blue", "red"] types=["Elemental", "creature"]
                    object: self_ref short=true
                    abilities[0]: static_ability
                      effect: gain_ability verb="have"
                        object: self_ref noun="creature"
                        abilities[0]: keyword name="first strike"
                      condition: your_turn during=true
                    duration: duration name="until end of turn" first=true
                  steps[1]: keeps_type card_type="land"
                    object: self_ref pronoun=true
        """,
        engine="compiles",
    ),
    Row(
        "they become … creatures, they're still lands",
        en=(
            "Untap up to two target lands you control. They become 5/5 Elemental creatures with "
            "flying and haste until end of turn. They're still lands."
        ),
        ja=(
            "あなたがコントロールしている土地最大２つを対象とする。それらをアンタップする。"
            "ターン終了時まで、それらは飛行と速攻を持つ5/5のエレメンタル・クリーチャーになる。"
            "それらは土地でもある。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: untap
                    object: objects quantifier="up to target"
                      count: number value=2 form="word"
                      filter: all_of head=0
                        parts[0]: card_type name="land" plural=true
                        parts[1]: controlled_by
                          player: you
                  steps[1]: becomes power_toughness="5/5" types=["Elemental", "creature"]
                    object: ref plural=true
                    abilities[0]: keyword name="flying" case="lower"
                    abilities[1]: keyword name="haste" case="lower"
                    duration: duration name="until end of turn"
                  steps[2]: keeps_type card_type="land"
                    object: ref plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: untap
                    object: objects quantifier="up to target" counter="つ" declared=""
                      count: number value=2
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="land"
                  steps[1]: becomes power_toughness="5/5" types=["Elemental", "creature"]
                    object: ref plural=true
                    abilities[0]: keyword name="flying"
                    abilities[1]: keyword name="haste"
                    duration: duration name="until end of turn" first=true
                  steps[2]: keeps_type card_type="land"
                    object: ref plural=true
        """,
        engine="compiles",
    ),
    Row(
        "it's still a land",
        en="Target land becomes a 3/3 Elemental creature until end of turn. It's still a land.",
        ja=(
            "土地１つを対象とする。ターン終了時まで、それは3/3のエレメンタル・クリーチャーになる。"
            "それは土地でもある。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: becomes power_toughness="3/3" types=["Elemental", "creature"]
                    object: objects quantifier="target"
                      filter: card_type name="land"
                    duration: duration name="until end of turn"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: becomes power_toughness="3/3" types=["Elemental", "creature"]
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="land"
                    duration: duration name="until end of turn" first=true
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        engine="compiles",
    ),
]
