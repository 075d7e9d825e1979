"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: add_to_result
    Row(
        "roll a d20 and add",
        en=(
            "Roll a d20 and add the number of cards in your hand.\n1—14 | Draw X cards.\n"
            "15+ | Scry X, then draw X cards."
        ),
        ja=(
            "１個のd20を振り、その出目にあなたの手札にあるカードの枚数を足す。\n"
            "1-14｜カードＸ枚を引く。\n15+｜占術Ｘを行い、その後カードＸ枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=[" and", "."]
                  steps[0]: roll_die sides=20
                    player: you
                  steps[1]: add_to_result
                    amount: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
                  steps[2]: die_table
                    rows[0]: die_row low=1 high=14
                      effect: draw
                        player: you
                        amount: variable name="X"
                    rows[1]: die_row low=15
                      effect: sequence joins=["then"] connectives=[", then"]
                        steps[0]: scry
                          player: you
                          amount: variable name="X"
                        steps[1]: draw
                          player: you
                          amount: variable name="X"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "sentence"] connectives=["、", "。"]
                  steps[0]: roll_die sides=20
                    player: you
                  steps[1]: add_to_result
                    amount: count_of in_cards=true
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: in_zone preposition="in"
                            zone: zone name="hand"
                              owner: you
                          parts[1]: card_type name="card"
                  steps[2]: die_table
                    rows[0]: die_row low=1 high=14
                      effect: draw
                        player: you
                        amount: variable name="X"
                    rows[1]: die_row low=15
                      effect: sequence joins=["then"] connectives=["、その後"]
                        steps[0]: scry
                          player: you
                          amount: variable name="X"
                        steps[1]: draw
                          player: you
                          amount: variable name="X"
        """,
        engine="compiles",
    ),
    # kind: adjust_number
    Row(
        "add or subtract from a number on an object",
        en=(
            "Add or subtract 1 or one from a number or number word on target spell or permanent "
            "until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: adjust_number
                  object: objects quantifier="target"
                    filter: any_of
                      options[0]: card_type name="spell"
                      options[1]: card_type name="permanent"
                  amount: number value=1 form="digits"
                  duration: duration name="until end of turn"
        """,
        engine="cannot compile adjust_number: no numbers printed on objects",
    ),
    # kind: assigns_as_unblocked
    Row(
        "assign combat damage as though it weren't blocked",
        en="You may have Card Name assign its combat damage as though it weren't blocked.",
        ja="あなたは名前の戦闘ダメージを、これがブロックされなかったかのように割り振ってもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: assigns_as_unblocked
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: assigns_as_unblocked ja_pronoun="これ"
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile assigns_as_unblocked: no blocked creature's combat damage assigned as "
            "if unblocked"
        ),
        to_ja=False,
    ),
    Row(
        "assign combat damage as though it weren't blocked, quoted",
        ja=(
            "あなたは「名前は、それがブロックされなかったかのようにその戦闘ダメージを割り振られる。"
            "」を選んでもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional quoted=true
                  player: you written=true
                  effect: assigns_as_unblocked comma=true ja_form="passive"
                    object: self_ref short=true
        """,
        engine=(
            "cannot compile assigns_as_unblocked: no blocked creature's combat damage assigned as "
            "if unblocked"
        ),
    ),
    # kind: becomes
    Row(
        "in addition to its other creature types",
        en="Equipped creature is a Pirate in addition to its other types.",
        ja="装備しているクリーチャーは、他のタイプに加えて海賊でもある。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes types=["Pirate"] in_addition=true state=true
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes types=["Pirate"] in_addition=true state=true comma=true also=true possessive=""
                  object: attached_to relation="equipped"
                    filter: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "restated subject is",
        en=(
            "Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in "
            "addition to its other types."
        ),
        ja=(
            "エンチャントしているクリーチャーは+4/+4の修整を受け、飛行と先制攻撃を持ち、"
            "それはそれの他のタイプに加えて天使である。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+4" toughness="+4"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                    abilities[1]: keyword name="first strike" case="lower"
                  steps[2]: becomes types=["Angel"] in_addition=true state=true
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=["、", "、"]
                  steps[0]: modify_pt power="+4" toughness="+4"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying"
                    abilities[1]: keyword name="first strike"
                  steps[2]: becomes types=["Angel"] in_addition=true state=true possessive="それの"
                    object: ref
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "is a type in addition to its other types (en)",
        en=(
            "Enchanted creature gets +1/+2, has flying, and is an Angel in addition to its other "
            "types."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and", "and"] connectives=[",", ", and"]
                  steps[0]: modify_pt power="+1" toughness="+2"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: gain_ability verb="have"
                    object: ref elided=true
                    abilities[0]: keyword name="flying" case="lower"
                  steps[2]: becomes types=["Angel"] in_addition=true state=true
                    object: ref elided=true
        """,
        engine="compiles",
    ),
    Row(
        "…は5/6の緑の…である",
        ja="エンチャントしている土地は、5/6の緑のツリーフォーク・クリーチャーである。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes power_toughness="5/6" colors=["green"] types=["Treefolk", "creature"] pt_first=true state=true comma=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "…は黒の3/3の…である",
        ja="エンチャントしている土地は、黒の3/3のウーズ・クリーチャーである。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes power_toughness="3/3" colors=["black"] types=["Ooze", "creature"] state=true comma=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "is a creature with base power and toughness in addition to its other types",
        en=(
            "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its "
            "other types."
        ),
        ja=(
            "エンチャントしているアーティファクトは、"
            "他のタイプに加えて基本のパワーとタフネスが5/5のクリーチャーである。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: becomes power_toughness="5/5" types=["creature"] in_addition=true state=true base_written=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="artifact"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: becomes power_toughness="5/5" types=["creature"] in_addition=true state=true comma=true possessive="" base_written=true
                  object: attached_to relation="enchanted"
                    filter: card_type name="artifact"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
        type_line="Enchantment — Aura",
        ja_type_line="エンチャント ― オーラ",
    ),
    Row(
        "a type added in addition to its other colors and types",
        en=(
            "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors "
            "and types."
        ),
        ja=(
            "エンチャントしているクリーチャーは-1/-1の修整を受け、"
            "それの他の色やタイプに加えて黒のゾンビである。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: modify_pt power="-1" toughness="-1"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: becomes colors=["black"] types=["Zombie"] in_addition=true colors_added=true state=true
                    object: ref elided=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=["、"]
                  steps[0]: modify_pt power="-1" toughness="-1"
                    object: attached_to relation="enchanted"
                      filter: card_type name="creature"
                  steps[1]: becomes colors=["black"] types=["Zombie"] in_addition=true colors_added=true state=true possessive="それの"
                    object: ref elided=true
        """,
        engine="cannot compile becomes.colors_added: colors added to its own",
        to_ja=False,
    ),
    Row(
        "gains haste and becomes",
        en=(
            "Until end of turn, target creature gains haste and becomes a Pirate in addition to "
            "its other types."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["and"] connectives=[" and"]
                  steps[0]: gain_ability verb="gain"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    abilities[0]: keyword name="haste" case="lower"
                    duration: duration name="until end of turn" first=true
                  steps[1]: becomes types=["Pirate"] in_addition=true
                    object: ref elided=true
                    duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "are Mountains",
        en="Nonbasic lands are Mountains.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes types=["Mountain"] state=true
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: subtype name="basic"
                      parts[1]: card_type name="land" plural=true
        """,
        engine="cannot compile becomes.set_types: types (and a name) set, not added (CR 205.1a)",
    ),
    Row(
        "becomes with base power and toughness (en)",
        en="{S}{S}: Card Name becomes a Spirit Warrior with base power and toughness 2/2.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{S}{S}"
                effect: becomes power_toughness="2/2" types=["Spirit", "Warrior"] base_written=true
                  object: self_ref short=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature of two colors, duration first",
        en="{U}{R}: Until end of turn, Card Name becomes a 2/1 blue and red Elemental creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: becomes power_toughness="2/1" colors=["blue", "red"] types=["Elemental", "creature"]
                  object: self_ref short=true
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature with abilities",
        en=(
            '{U}{R}: Card Name becomes a 2/1 blue Elemental creature with flying and "This '
            "creature can't block.\" until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{U}{R}"
                effect: becomes power_toughness="2/1" colors=["blue"] types=["Elemental", "creature"]
                  object: self_ref short=true
                  abilities[0]: keyword name="flying" case="lower"
                  abilities[1]: static_ability
                    effect: restriction rule="can't block"
                      object: self_ref noun="creature"
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "becomes a creature",
        en="Until end of turn, target land becomes a 3/3 creature.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes power_toughness="3/3" types=["creature"]
                  object: objects quantifier="target"
                    filter: card_type name="land"
                  duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
    ),
    Row(
        "becomes a color",
        en="{2}: Card Name becomes colorless until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                effect: becomes colors=["colorless"]
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "become the color of your choice (plural)",
        en="Any number of target creatures become the color of your choice until end of turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: becomes chosen="color"
                  object: objects quantifier="any number target"
                    filter: card_type name="creature" plural=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "the creature type of your choice in addition",
        en=(
            "{1}: Card Name becomes the creature type of your choice in addition to its other "
            "types until end of turn."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                effect: becomes in_addition=true chosen="creature type"
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "あなたが選んだ色１色",
        ja="それはあなたが選んだ色１色になる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes chosen="color" chosen_written="色１色"
                  object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "あなたが選んだクリーチャー・タイプ",
        ja="それはあなたが選んだクリーチャー・タイプになる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: becomes chosen="creature type" chosen_written="クリーチャー・タイプ"
                  object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
]
