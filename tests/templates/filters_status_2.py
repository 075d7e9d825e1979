"""Template rows of the filters family (scryc/ast/filters.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: status
    Row(
        "modified",
        en="Whenever a modified creature you control attacks, draw a card.",
        ja=(
            "あなたがコントロールしていて改善されているクリーチャー１体が攻撃するたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: status name="modified"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: status name="modified"
                      parts[2]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "a tapped and attacking token that's a copy",
        en=(
            "Whenever Card Name attacks, create a tapped and attacking token that's a copy of "
            "another target attacking creature."
        ),
        ja=(
            "名前が攻撃するたび、他の攻撃クリーチャー１体を対象とする。"
            "それのコピーであるトークン１体をタップ状態かつ攻撃している状態で生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: create_token
                  player: you
                  amount: number value=1 form="article"
                  token: token_spec tapped=true attacking=true
                    copy_of: objects quantifier="target" other=true
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: create_token counter="体"
                  player: you
                  amount: number value=1
                  token: token_spec tapped=true attacking=true
                    copy_of: objects quantifier="target" other=true counter="体" other_word="他の" declared=""
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
        """,
        engine="cannot compile create_token.attacking: a token created attacking",
        to_ja=False,
    ),
    # kind: targeting
    Row(
        "if it targets a commander you control, instead",
        en=(
            "Counter target spell. If that spell targets a commander you control, instead counter "
            "that spell, scry 2, then draw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: counter_spell
                    object: objects quantifier="target"
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true instead=true instead_first=true
                    condition: object_is
                      object: ref noun="spell"
                      filter: targeting
                        object: objects quantifier="a"
                          filter: all_of head=0
                            parts[0]: card_type name="commander"
                            parts[1]: controlled_by
                              player: you
                    effect: sequence joins=["and", "then"] connectives=[",", ", then"]
                      steps[0]: counter_spell
                        object: ref noun="spell"
                      steps[1]: scry
                        player: you
                        amount: number value=2 form="digits"
                      steps[2]: draw
                        player: you
                        amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "targeted, 対象としていた",
        ja=(
            "呪文１つを対象とする。それを打ち消す。"
            "その呪文があなたがコントロールしている統率者を対象としていたなら、代わりに、"
            "その呪文を打ち消し、占術２を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: counter_spell
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: card_type name="spell"
                  steps[1]: conditional comma=true instead=true instead_comma=true
                    condition: object_is past=true
                      object: ref noun="spell"
                      filter: targeting
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="commander"
                    effect: sequence joins=["and"] connectives=["、"]
                      steps[0]: counter_spell
                        object: ref noun="spell"
                      steps[1]: scry
                        player: you
                        amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "if this spell targets (ja)",
        ja=(
            "この呪文が攻撃クリーチャーを対象とするなら、これを唱えるためのコストは(２)少なくなる。"
            "\nカード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref pronoun=true
                condition: object_is
                  object: self_ref noun="spell"
                  filter: targeting
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: status name="attacking"
                        parts[1]: card_type name="creature"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a spell that targets, written before it",
        ja=(
            "あなたが名前を対象として呪文を唱えるたび、名前の上に+1/+1カウンター１個を置き、"
            "その後占術１を行う。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: targeting te_form=true
                        object: self_ref short=true
                      parts[1]: card_type name="spell"
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: put_counters counter="+1/+1"
                    amount: number value=1
                    object: self_ref short=true
                  steps[1]: scry
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "a spell that targets",
        en="Whenever you cast a spell that targets a creature you control, draw a card.",
        ja=(
            "あなたが、あなたがコントロールしているクリーチャーを対象とする呪文を唱えるたび、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: targeting
                        object: objects quantifier="a"
                          filter: all_of head=0
                            parts[0]: card_type name="creature"
                            parts[1]: controlled_by
                              player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts comma=true
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: card_type name="spell"
                      parts[1]: targeting
                        object: objects quantifier="a" bare=true
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: card_type name="creature"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "if this spell targets",
        en="This spell costs {2} less to cast if it targets a legendary creature.\nDraw a card.",
        ja=(
            "この呪文が伝説のクリーチャーを対象とするなら、"
            "これを唱えるためのコストは(２)少なくなる。\nカード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: object_is
                  object: ref
                  filter: targeting
                    object: objects quantifier="a"
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref pronoun=true
                condition: object_is
                  object: self_ref noun="spell"
                  filter: targeting
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="legendary"
                        parts[1]: card_type name="creature"
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "spells your opponents cast that target ~, 「対戦相手が名前を対象として呪文を唱える」",
        en="Spells your opponents cast that target Card Name cost {2} more to cast.",
        ja="対戦相手が名前を対象として呪文を唱えるためのコストは(２)多くなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" action="cast"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="spell" plural=true
                      parts[1]: cast_by action="cast" opponents=true
                        player: player quantifier="a" noun="opponent"
                      parts[2]: targeting plural=true
                        object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: cost_change symbols="{2}" action="cast"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: targeting te_form=true
                        object: self_ref short=true
                      parts[1]: card_type name="spell"
                      parts[2]: cast_by action="cast"
                        player: player quantifier="a" noun="opponent"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: targeting_only
    Row(
        "spell that targets only the card",
        en="{R}: Change the target of target spell that targets only Card Name.",
        ja="(赤)：名前だけを対象とする呪文１つを対象とし、その対象を変更する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{R}"
                effect: change_target
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="spell"
                      parts[1]: targeting_only
                        object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{R}"
                effect: change_target sono=true
                  object: objects quantifier="target" counter="つ" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: targeting_only dake=true
                        object: self_ref short=true
                      parts[1]: card_type name="spell"
        """,
        engine=(
            "cannot compile change_target: changing a spell's or ability's target (CR 115.7a): no "
            "targets on the engine's stack to change"
        ),
        to_ja=False,
    ),
    # kind: with_counter
    Row(
        "without counters of a kind",
        en=(
            "Prevent all combat damage that would be dealt this turn by creatures with no +1/+1 "
            "counters on them."
        ),
        ja=(
            "このターン、"
            "+1/+1カウンターが置かれていないクリーチャーによって与えられるすべての戦闘ダメージを軽"
            "減する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true timed_after="dealt"
                  source: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: negated
                        filter: with_counter counter="+1/+1"
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: prevent_damage combat=true by_passive=true
                  source: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: negated
                        filter: with_counter counter="+1/+1"
                      parts[1]: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "with no counters on them",
        en="Destroy all creatures with no counters on them.",
        ja="カウンターが置かれていないすべてのクリーチャーを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: negated
                        filter: with_counter
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: destroy
                  object: objects quantifier="all"
                    filter: all_of
                      parts[0]: negated
                        filter: with_counter
                      parts[1]: card_type name="creature"
        """,
        engine="compiles",
    ),
    Row(
        "with a counter",
        en="Each creature you control with a +1/+1 counter on it has lifelink.",
        ja="あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーは絆魂を持つ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
                      parts[2]: with_counter counter="+1/+1"
                  abilities[0]: keyword name="lifelink" case="lower"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="each"
                    filter: all_of
                      parts[0]: controlled_by verb_form="していて"
                        player: you
                      parts[1]: with_counter counter="+1/+1"
                      parts[2]: card_type name="creature"
                  abilities[0]: keyword name="lifelink"
        """,
        engine="compiles",
    ),
    Row(
        "with +1/+1 counters on them",
        en="Creatures you control with +1/+1 counters on them can't be blocked.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: restriction rule="can't be blocked"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="creature" plural=true
                      parts[1]: controlled_by
                        player: you
                      parts[2]: with_counter counter="+1/+1"
        """,
        engine="compiles",
    ),
]
