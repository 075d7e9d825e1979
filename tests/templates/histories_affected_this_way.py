"""Template rows of the histories family (scryc/ast/histories.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: affected_this_way
    # kind: additional_cost (and a cost change on the same line)
    Row(
        "an additional cost and a cost change on one line",
        en=(
            "As an additional cost to cast this spell, you may exile any number of red cards from "
            "your hand.\nThis spell costs {2} less to cast for each card exiled this way."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: optional
                  player: you
                  effect: exile until_comma=true
                    object: objects quantifier="any number"
                      filter: all_of head=1
                        parts[0]: color name="red"
                        parts[1]: card_type name="card" plural=true
                        parts[2]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
              abilities[1]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: affected_this_way event="exiled"
        """,
        engine="cannot compile effect_cost: optional: no cost check",
    ),
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
                  steps[1]: move verb="put"
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: affected_this_way event="revealed"
                        parts[1]: card_type name="creature"
                        parts[2]: card_type name="card"
                    to: zone name="hand"
                      owner: you
                  steps[2]: move verb="put"
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
        engine="compiles",
    ),
    Row(
        "for each creature tapped this way",
        en=(
            "Tap all untapped creatures you control. You gain 4 life for each creature tapped this "
            "way."
        ),
        ja=(
            "あなたがコントロールしているアンタップ状態のクリーチャーをすべてタップする。"
            "これによりタップされたクリーチャー１体につき、あなたは４点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: tap
                    object: objects quantifier="all"
                      filter: all_of head=1
                        parts[0]: status name="untapped"
                        parts[1]: card_type name="creature" plural=true
                        parts[2]: controlled_by
                          player: you
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=4 form="digits"
                    objects: objects quantifier="each"
                      filter: all_of head=0
                        parts[0]: card_type name="creature"
                        parts[1]: affected_this_way event="tapped"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: tap
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: status name="untapped"
                        parts[2]: card_type name="creature"
                  steps[1]: for_each
                    effect: gain_life
                      player: you written=true
                      amount: number value=4
                    objects: objects quantifier="each" counter="体"
                      filter: all_of
                        parts[0]: affected_this_way event="tapped"
                        parts[1]: card_type name="creature"
        """,
        engine="cannot compile affected_this_way: no step before that tapped",
        to_ja=False,
    ),
    # kind: cast_by
    Row(
        "spells you cast, 「あなたが唱える…呪文」",
        en="Artifact spells you cast have convoke.",
        ja="あなたが唱えるアーティファクト・呪文は召集を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=1
                      parts[0]: card_type name="artifact"
                      parts[1]: card_type name="spell" plural=true
                      parts[2]: cast_by action="cast"
                        player: you
                  abilities[0]: keyword name="convoke" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: cast_by action="cast"
                        player: you
                      parts[1]: card_type name="artifact"
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="convoke"
        """,
        engine="cannot compile granted keyword: convoke: printed only",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "each spell you cast that's …, 「あなたが唱える…である各呪文」",
        en="Each instant and sorcery spell you cast has replicate.",
        ja="あなたが唱えるインスタントかソーサリーである各呪文は複製を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=1
                      parts[0]: any_of conjunction="and"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                      parts[2]: cast_by action="cast"
                        player: you
                  abilities[0]: keyword name="replicate" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: cast_by action="cast"
                        player: you
                      parts[1]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="replicate"
        """,
        engine="cannot compile granted keyword: replicate: printed only",
        to_en=False,
    ),
    Row(
        "cards you've drawn this turn",
        en="You gain 1 life for each card you've drawn this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: gain_life
                    player: you written=true
                    amount: number value=1 form="digits"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: cast_by action="draw" perfect=true
                        player: you
                        duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "you've cast this turn (en)",
        en="When Card Name enters, scry X, where X is the number of spells you've cast this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: scry
                  player: you
                  amount: variable name="X"
                    definition: count_of
                      objects: objects quantifier="all" bare=true
                        filter: all_of head=0
                          parts[0]: card_type name="spell" plural=true
                          parts[1]: cast_by action="cast" perfect=true
                            player: you
                            duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "damage for each, inside",
        ja=(
            "タップ状態のクリーチャー１体を対象とする。名前はそれに、"
            "このターンにあなたが引いたカード１枚につき２点のダメージを与える。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each inside=true
                  effect: deal_damage recipient_comma=true
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: status name="tapped"
                        parts[1]: card_type name="creature"
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: cast_by action="draw"
                        player: you
                        duration: duration name="this turn"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "damage for each card drawn this turn",
        en=(
            "Card Name deals 2 damage to target tapped creature for each card you've drawn this "
            "turn."
        ),
        ja=(
            "タップ状態のクリーチャー１体を対象とする。このターンにあなたが引いたカード１枚につき、"
            "名前はそれに２点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: for_each
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=2 form="digits"
                    recipient: objects quantifier="target"
                      filter: all_of
                        parts[0]: status name="tapped"
                        parts[1]: card_type name="creature"
                  objects: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: cast_by action="draw" perfect=true
                        player: you
                        duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: for_each
                  effect: deal_damage
                    source: self_ref short=true
                    amount: number value=2
                    recipient: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: status name="tapped"
                        parts[1]: card_type name="creature"
                  objects: objects quantifier="each" counter="枚"
                    filter: all_of
                      parts[0]: cast_by action="draw"
                        player: you
                        duration: duration name="this turn"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "spells you cast that are instants or sorceries",
        ja="あなたが唱えてインスタントやソーサリーである各呪文はストームを持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: cast_by action="cast" te_form=true
                        player: you
                      parts[1]: any_of conjunction="や"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[2]: card_type name="spell"
                  abilities[0]: keyword name="storm"
        """,
        engine="cannot compile granted keyword: storm: printed only",
    ),
    Row(
        "spells your opponents have cast this turn",
        en="This spell costs {1} less to cast for each spell your opponents have cast this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast" perfect=true opponents=true
                        player: player quantifier="a" noun="opponent"
                        duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "the next spell, with commas",
        ja="このターン、あなたが次の巨人・呪文を唱えるためのコストは(２)少なくなる。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: objects quantifier="the next"
                    filter: all_of
                      parts[0]: subtype name="Giant"
                      parts[1]: card_type name="spell"
                      parts[2]: cast_by action="cast" next_particles="、の"
                        player: you
                        duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "spells an opponent has cast this turn",
        en="This spell costs {1} less to cast for each spell an opponent has cast this turn.",
        ja=(
            "この呪文を唱えるためのコストは、"
            "このターンに対戦相手が唱えた呪文１つにつき(１)少なくなる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: cast_by action="cast" perfect=true
                        player: player quantifier="a" noun="opponent"
                        duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{1}" reduce=true action="cast"
                  object: self_ref noun="spell"
                  for_each: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: cast_by action="cast"
                        player: player quantifier="a" noun="opponent"
                        duration: duration name="this turn"
                      parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
]
