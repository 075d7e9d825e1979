"""Template rows of the counts family (scryc/ast/counts.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: greatest_among
    Row(
        "the greatest power among",
        en="You gain life equal to the greatest power among creatures you control.",
        ja=(
            "あなたはあなたがコントロールしているクリーチャーの中で最も大きいパワーに等しい点数のラ"
            "イフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: greatest_among attribute="power" word="greatest"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: greatest_among attribute="power"
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "the greatest power among, 「…の中で最大のパワー」",
        en="You gain life equal to the greatest power among creatures you control.",
        ja=(
            "あなたは、"
            "あなたがコントロールしているクリーチャーの中で最大のパワーに等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true
                  amount: greatest_among attribute="power" word="greatest"
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: gain_life
                  player: you written=true comma=true
                  amount: greatest_among attribute="power" word="最大"
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "greatest power among, the maximum (ja)",
        en="Draw X cards, where X is the greatest power among creatures you control.",
        ja=(
            "カードＸ枚を引く。"
            "Ｘはあなたがコントロールしているクリーチャーの中のパワーの最大値に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: greatest_among attribute="power" word="greatest"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="creature" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: greatest_among attribute="power" word="最大値"
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "ability cost change with X",
        en=(
            "{7}{G}, {T}: Create a 4/4 green Wurm creature token. This ability costs {X} less to "
            "activate, where X is the greatest power among Wurms you control."
        ),
        ja=(
            "(７)(緑),(Ｔ)：緑の4/4のワーム・クリーチャー・トークン１体を生成する。"
            "この能力を起動するためのコストは、(Ｘ)少なくなる。"
            "Ｘはあなたがコントロールしているワームの中で最大のパワーに等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{7}{G}"
                costs[1]: tap_cost
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec power_toughness="4/4" colors=["green"] types=["Wurm", "creature"]
                cost_rule: cost_change symbols="{X}" reduce=true action="activate"
                  object: self_ref noun="ability"
                  variable: variable name="X"
                    definition: greatest_among attribute="power" word="greatest"
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: subtype name="Wurm" plural=true
                          parts[1]: controlled_by
                            player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{7}{G}"
                costs[1]: tap_cost
                effect: create_token
                  player: you
                  amount: number value=1
                  token: token_spec power_toughness="4/4" colors=["green"] types=["Wurm", "creature"]
                cost_rule: cost_change symbols="{X}" reduce=true action="activate"
                  object: self_ref
                  variable: variable name="X"
                    definition: greatest_among attribute="power" word="最大"
                      objects: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: controlled_by
                            player: you
                          parts[1]: subtype name="Wurm"
        """,
        engine="cannot compile activated_ability.cost_rule: not modelled",
        to_ja=False,
        to_en=False,
    ),
    # kind: removed_counters
    Row(
        "damage equal to the number of counters removed this way",
        en=(
            "{T}, Remove all +1/+1 counters from Card Name: It deals damage to any target equal to "
            "the number of +1/+1 counters removed this way."
        ),
        ja=(
            "(Ｔ),名前の上からすべての+1/+1カウンターを取り除く：１つを対象とする。これはそれに、"
            "これにより取り除かれた+1/+1カウンターの数に等しい点数のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: remove_counters counter="+1/+1"
                    amount: all
                    object: self_ref short=true
                effect: deal_damage equal_last=true
                  source: ref
                  amount: removed_counters counter="+1/+1" this_way=true
                  recipient: any_target
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: remove_counters counter="+1/+1"
                    amount: all
                    object: self_ref short=true
                effect: deal_damage recipient_comma=true
                  source: self_ref pronoun=true
                  amount: removed_counters counter="+1/+1" this_way=true
                  recipient: any_target declared=""
        """,
        engine="cannot compile all: a part: remove_counters reads it in place (all the counters)",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "X is the number of counters removed this way",
        en=(
            "{3}, {T}, Remove all eyeball counters from Card Name: Look at the top X cards of your "
            "library, where X is the number of eyeball counters removed this way."
        ),
        ja=(
            "(３),(Ｔ),名前の上からすべての目玉カウンターを取り除く：あなたのライブラリーの一番上か"
            "らカードＸ枚を見る。Ｘはこれにより取り除かれた目玉カウンターの数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                costs[1]: tap_cost
                costs[2]: effect_cost
                  effect: remove_counters counter="eyeball"
                    amount: all
                    object: self_ref short=true
                effect: look_at
                  player: you
                  object: top_of_library
                    count: variable name="X"
                      definition: removed_counters counter="eyeball" this_way=true
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                costs[1]: tap_cost
                costs[2]: effect_cost
                  effect: remove_counters counter="eyeball"
                    amount: all
                    object: self_ref short=true
                effect: look_at
                  player: you
                  object: top_of_library
                    count: variable name="X"
                      definition: removed_counters counter="eyeball" this_way=true
                    player: you
        """,
        engine="cannot compile all: a part: remove_counters reads it in place (all the counters)",
    ),
    # kind: this_way_total
    Row(
        "life equal to the life lost this way",
        en="Each opponent loses 2 life. You gain life equal to the life lost this way.",
        ja=(
            "各対戦相手はそれぞれ２点のライフを失う。"
            "あなたはこれにより失われたライフに等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: lose_life
                    player: player quantifier="each" noun="opponent"
                    amount: number value=2 form="digits"
                  steps[1]: gain_life
                    player: you written=true
                    amount: this_way_total event="life lost"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: lose_life
                    player: player quantifier="each" noun="opponent" respectively=true
                    amount: number value=2
                  steps[1]: gain_life
                    player: you written=true
                    amount: this_way_total event="life lost"
        """,
        engine=(
            "cannot compile this_way_total: no record of the life lost or the damage dealt or "
            "prevented by a step"
        ),
    ),
    Row(
        "noncombat damage to you prevented",
        en=(
            "If noncombat damage would be dealt to you, prevent that damage. You gain life equal "
            "to the damage prevented this way."
        ),
        ja=(
            "あなたに戦闘ダメージでないダメージが与えられる場合、そのすべてのダメージを軽減する。"
            "あなたはこれにより軽減されたダメージに等しい点数のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: replacement_ability
                event: would_be_dealt_damage noncombat=true
                  recipient: you
                replacement: sequence joins=["sentence"] connectives=["."]
                  steps[0]: prevent_that_damage
                  steps[1]: gain_life
                    player: you written=true
                    amount: this_way_total event="damage prevented"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: replacement_ability if_word="場合"
                event: would_be_dealt_damage noncombat=true
                  recipient: you
                replacement: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: prevent_that_damage all_written="before"
                  steps[1]: gain_life
                    player: you written=true
                    amount: this_way_total event="damage prevented"
        """,
        engine="cannot compile replacement_ability: replacing would_be_dealt_damage",
        to_ja=False,
        type_line="Creature — Incarnation",
        ja_type_line="クリーチャー ― インカーネーション",
    ),
    Row(
        "for each 1 damage prevented this way",
        en=(
            "Prevent all damage that would be dealt to target creature this turn. For each 1 "
            "damage prevented this way, put a +1/+1 counter on that creature."
        ),
        ja=(
            "クリーチャー１体を対象とする。このターン、それに与えられるすべてのダメージを軽減する。"
            "これにより軽減されたダメージ１点につき、"
            "そのクリーチャーの上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: prevent_damage
                    recipient: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="this turn"
                  steps[1]: for_each first=true
                    effect: put_counters counter="+1/+1"
                      amount: number value=1 form="article"
                      object: ref noun="creature"
                    objects: this_way_total event="damage prevented"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: prevent_damage
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="this turn"
                  steps[1]: for_each
                    effect: put_counters counter="+1/+1"
                      amount: number value=1
                      object: ref noun="creature"
                    objects: this_way_total event="damage prevented"
        """,
        engine=(
            "cannot compile this_way_total: no record of the life lost or the damage dealt or "
            "prevented by a step"
        ),
        to_en=False,
    ),
    # kind: times_cast
    # CR 903.8: how often a commander has been cast from the command zone
    Row(
        "the number of times it's been cast from the command zone",
        en=(
            "{T}: Add {C}. When you spend this mana to cast your commander, scry X, where X is the "
            "number of times it's been cast from the command zone this game."
        ),
        ja=(
            "(Ｔ)：(◇)を加える。あなたがあなたの統率者を唱えるためにこのマナを支払ったとき、"
            "占術Ｘを行う。Ｘはそれがこのゲームで統率領域から唱えられた回数に等しい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana
                      spell: commander_of
                        player: you
                    effect: scry
                      player: you
                      amount: variable name="X"
                        definition: times_cast
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{C}"]
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana
                      spell: commander_of
                        player: you
                    effect: scry
                      player: you
                      amount: variable name="X"
                        definition: times_cast
                          object: ref
        """,
        engine="cannot compile spend_this_mana: no triggers on spending mana",
    ),
    # kind: times_kicked
    Row(
        "for each time it was kicked, enters with counters",
        en=(
            "Card Name enters the battlefield with a +1/+1 counter on it for each time it was "
            "kicked."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja="" the_battlefield=true
                    object: self_ref short=true
                    amount: number value=1 form="article"
                  objects: times_kicked written="it"
        """,
        engine="cannot compile times_kicked: no record of how many times a spell was kicked",
    ),
    Row(
        "for each time it was kicked, gain life",
        en="When Card Name enters the battlefield, you gain 2 life for each time it was kicked.",
        ja="名前が戦場に出たとき、それがキッカーされている１回につきあなたは２点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
                  objects: times_kicked written="it"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: for_each no_comma=true
                  effect: gain_life
                    player: you written=true
                    amount: number value=2
                  objects: times_kicked ja_written="それ"
        """,
        engine="cannot compile times_kicked: no record of how many times a spell was kicked",
        to_ja=False,
        to_en=False,
    ),
]
