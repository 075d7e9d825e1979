"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: not_from_zone
    Row(
        "a spell cast from anywhere other than your hand",
        en="Whenever you cast a spell from anywhere other than your hand, draw a card.",
        ja="あなたがあなたの手札以外から呪文を唱えるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: not_from_zone
                        zone: zone name="hand"
                          owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: not_from_zone
                        zone: zone name="hand"
                          owner: you
                      parts[1]: card_type name="spell"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile not_from_zone: no record of the zone a spell was cast from",
    ),
    Row(
        "opponents can't cast spells from anywhere other than their hands",
        en="Your opponents can't cast spells from anywhere other than their hands.",
        ja="対戦相手は自分の手札以外から呪文を唱えられない。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: not_from_zone
                        zone: zone name="hand" plural=true
                          owner: ref noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent"
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: not_from_zone
                        zone: zone name="hand"
                          owner: ref noun="player"
                      parts[1]: card_type name="spell"
        """,
        engine="cannot compile not_from_zone: no record of the zone a spell was cast from",
        to_en=False,
    ),
    # kind: of_chosen
    Row(
        "creatures you control of the chosen type",
        en="Creatures you control of the chosen type get +1/+1.",
        ja=(
            "あなたがコントロールしていてその選ばれたタイプであるクリーチャーは+1/+1の修整を受ける"
            "。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                      parts[2]: of_chosen value="type"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: modify_pt power="+1" toughness="+1"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: of_chosen value="type" that=true clause=true
                      parts[2]: card_type name="creature"
        """,
        engine="cannot compile of_chosen: the type chosen other than as it enters",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "don't untap, plural",
        en="Creatures of the chosen color don't untap during their controllers' untap steps.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="doesn't untap during its controller's untap step"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: of_chosen value="color"
        """,
        engine="cannot compile of_chosen: the color chosen other than as it enters",
    ),
    Row(
        "player restriction, topic comma",
        ja="対戦相手は、選ばれた色の呪文を唱えられない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: player_restriction action="cast"
                  player: player quantifier="all" noun="opponent" comma=true
                  object: objects quantifier="all" bare=true
                    filter: all_of
                      parts[0]: of_chosen value="color"
                      parts[1]: card_type name="spell"
        """,
        engine="cannot compile of_chosen: the color chosen other than as it enters",
    ),
    Row(
        "of the chosen type",
        en=(
            "{3}, {T}: You may put a creature card of the chosen type from your hand onto the "
            "battlefield."
        ),
        ja=(
            "(３),(Ｔ)：あなたはあなたの手札から選ばれたタイプのクリーチャー・カード１枚を戦場に出"
            "してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                costs[1]: tap_cost
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: objects quantifier="a"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="card"
                        parts[2]: of_chosen value="type"
                        parts[3]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
                    to: zone name="battlefield"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{3}"
                costs[1]: tap_cost
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
                        parts[1]: of_chosen value="type"
                        parts[2]: card_type name="creature"
                        parts[3]: card_type name="card"
                    to: zone name="battlefield"
        """,
        engine="cannot compile of_chosen: the type chosen other than as it enters",
    ),
    Row(
        "that aren't of the chosen type",
        en="Choose a creature type. Destroy all creatures that aren't of the chosen type.",
        ja="クリーチャー・タイプ１つを選ぶ。その選ばれたタイプでないクリーチャーをすべて破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: choose_value value="creature type"
                    player: you
                  steps[1]: destroy
                    object: objects quantifier="all"
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: negated
                          filter: of_chosen value="type"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: choose_value value="creature type"
                    player: you
                  steps[1]: destroy
                    object: objects quantifier="all" count_last=true
                      filter: all_of
                        parts[0]: negated
                          filter: of_chosen value="type" that=true
                        parts[1]: card_type name="creature"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: owned_by
    Row(
        "from exile",
        en="Return target card an opponent owns from exile to its owner's hand.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: owned_by
                        player: player quantifier="a" noun="opponent"
                      parts[2]: in_zone preposition="from"
                        zone: zone name="exile"
                  to: zone name="hand"
                    owner: owner_of
                      object: ref
        """,
        engine="compiles",
    ),
    Row(
        "owned by, である",
        ja="あなたがオーナーである他のパーマネント１つを対象とし、それを追放する。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" other=true counter="つ" other_word="他の" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: owned_by
                        player: you
                      parts[1]: card_type name="permanent"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "objects you own",
        en="Exile another target permanent you own.",
        ja="あなたがオーナーでありこれでないパーマネント１つを対象とする。それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" other=true
                    filter: all_of head=0
                      parts[0]: card_type name="permanent"
                      parts[1]: owned_by
                        player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: exile until_comma=true
                  object: objects quantifier="target" other=true counter="つ" other_word="これでない" declared=""
                    filter: all_of
                      parts[0]: owned_by
                        player: you
                      parts[1]: card_type name="permanent"
        """,
        engine="cannot compile objects.other: other than what a spell named before",
    ),
    Row(
        "card you own from outside the game",
        en=(
            "You may reveal a sorcery card you own from outside the game and put it into your "
            "hand. Exile Card Name."
        ),
        ja=(
            "あなたは、ゲームの外部からあなたがオーナーであるソーサリー・カード１枚を公開し、"
            "あなたの手札に加えてもよい。名前を追放する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: sequence joins=["and"] connectives=[" and"]
                      steps[0]: reveal
                        player: you
                        object: objects quantifier="a"
                          filter: all_of head=1
                            parts[0]: card_type name="sorcery"
                            parts[1]: card_type name="card"
                            parts[2]: owned_by
                              player: you
                            parts[3]: in_zone preposition="from"
                              zone: zone name="outside the game"
                      steps[1]: move verb="put"
                        object: ref
                        to: zone name="hand"
                          owner: you
                  steps[1]: exile until_comma=true
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional chained=true
                    player: you
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: reveal
                        player: you written=true comma=true
                        object: objects quantifier="a" counter="枚"
                          filter: all_of
                            parts[0]: in_zone preposition="from"
                              zone: zone name="outside the game"
                            parts[1]: owned_by
                              player: you
                            parts[2]: card_type name="sorcery"
                            parts[3]: card_type name="card"
                      steps[1]: move verb="put"
                        object: ref elided=true
                        to: zone name="hand"
                          owner: you
                  steps[1]: exile until_comma=true
                    object: self_ref short=true
        """,
        engine="cannot compile in_zone: outside the game: no cards outside the game",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "onto the battlefield under your control, the object unsaid (ja)",
        ja=(
            "あなたがオーナーであるクリーチャー１体を対象とする。それを追放し、その後、"
            "あなたのコントロール下で戦場に戻す。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["then"] connectives=["、その後、"]
                  steps[0]: exile until_comma=true
                    object: objects quantifier="target" counter="体" declared=""
                      filter: all_of
                        parts[0]: owned_by
                          player: you
                        parts[1]: card_type name="creature"
                  steps[1]: move verb="return"
                    object: ref elided=true
                    to: zone name="battlefield"
                      owner: you
        """,
        engine="compiles",
    ),
    Row(
        "count after を, a player's zone",
        en="You may put a card an opponent owns from exile into that player's graveyard.",
        ja=(
            "あなたは追放領域から対戦相手がオーナーであるカードを１枚そのプレイヤーの墓地に置いても"
            "よい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: objects quantifier="a"
                      filter: all_of head=0
                        parts[0]: card_type name="card"
                        parts[1]: owned_by
                          player: player quantifier="a" noun="opponent"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="exile"
                    to: zone name="graveyard"
                      owner: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: move verb="put"
                    object: objects quantifier="a" counter="枚" count_last=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="exile"
                        parts[1]: owned_by
                          player: player quantifier="a" noun="opponent"
                        parts[2]: card_type name="card"
                    to: zone name="graveyard"
                      owner: player quantifier="that" noun="player"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: power_toughness
    # Lovestruck Beast (../shared/corpus)
    Row(
        "a 1/1 creature, 「1/1の」",
        ja="あなたが1/1のクリーチャーをコントロールしていないかぎり、名前では攻撃できない。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability unless=true
                effect: restriction rule="can't attack" topic="では"
                  object: self_ref short=true
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: power_toughness value="1/1"
                      parts[1]: card_type name="creature"
                  player: you
        """,
        engine="cannot compile power_toughness: no token described by power and toughness alone",
    ),
]
