"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
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
        "they own",
        en="Each player gains control of all creatures they own.",
        ja="各プレイヤーは、自分がオーナーであるすべてのクリーチャーのコントロールを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: owned_by
                        player: ref noun="player"
                  player: player quantifier="each" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_control
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: owned_by
                        player: ref noun="player"
                      parts[1]: card_type name="creature"
                  player: player quantifier="each" noun="player" comma=true
        """,
        engine="compiles",
        to_ja=False,
    ),
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
        "is a creature with haste",
        en="Enchanted land is a 7/7 red Giant creature with haste. It's still a land.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: becomes power_toughness="7/7" colors=["red"] types=["Giant", "creature"] state=true
                    object: attached_to relation="enchanted"
                      filter: card_type name="land"
                    abilities[0]: keyword name="haste" case="lower"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        engine="compiles",
    ),
    Row(
        "is a creature, static (types set)",
        en="Enchanted land is a 3/3 black Ooze creature. It's still a land.",
        ja="エンチャントしている土地は、黒の3/3のウーズ・クリーチャーである。それは土地でもある。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: becomes power_toughness="3/3" colors=["black"] types=["Ooze", "creature"] state=true
                    object: attached_to relation="enchanted"
                      filter: card_type name="land"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: becomes power_toughness="3/3" colors=["black"] types=["Ooze", "creature"] state=true comma=true
                    object: attached_to relation="enchanted"
                      filter: card_type name="land"
                  steps[1]: keeps_type card_type="land"
                    object: ref
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
        to_ja=False,
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
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
    # kind: pay_instead_of_mana_cost
    Row(
        "a spell cast this way paid for with life",
        en=(
            "Exile the top card of your library. You may play that card until end of turn. If you "
            "cast a spell this way, pay life equal to its mana value rather than pay its mana cost."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。ターン終了時まで、"
            "あなたはそのカードをプレイしてもよい。あなたがこれにより呪文を唱えるなら、"
            "マナ・コストを支払うのではなく、それのマナ総量に等しい点数のライフを支払う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=[".", "."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn"
                  steps[2]: conditional comma=true
                    condition: you_cast this_way=true
                      object: objects quantifier="a"
                        filter: card_type name="spell"
                    effect: pay_instead_of_mana_cost
                      cost: pay_life
                        player: you
                        amount: value_of attribute="mana value"
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence", "sentence"] connectives=["。", "。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn"
                  steps[2]: conditional comma=true
                    condition: you_cast this_way=true
                      object: objects quantifier="a" bare=true
                        filter: card_type name="spell"
                    effect: pay_instead_of_mana_cost
                      cost: pay_life
                        player: you
                        amount: value_of attribute="mana value"
                          object: ref
        """,
        engine="cannot compile you_cast: no record of the spells a permission let you cast",
    ),
]
