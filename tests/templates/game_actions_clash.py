"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: clash
    Row(
        "clash with an opponent",
        en="When Card Name enters, clash with an opponent. If you win, draw a card.",
        ja="名前が戦場に出たとき、対戦相手１人と激突を行う。あなたが勝ったなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: clash
                    player: you
                    opponent: player quantifier="a" noun="opponent"
                  steps[1]: conditional comma=true
                    condition: clash_result won=true
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: clash
                    player: you
                    opponent: player quantifier="a" noun="opponent"
                  steps[1]: conditional comma=true
                    condition: clash_result won=true
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="compiles",
    ),
    # kind: cloak
    Row(
        "goad and cloak in modes",
        en=(
            "{2}, Sacrifice Card Name: Choose one —\n• Cloak the top card of your library.\n"
            "• Goad target creature.\n• Draw a card."
        ),
        ja=(
            "(２),名前を生け贄に捧げる：以下から１つを選ぶ。\n"
            "・あなたのライブラリーの一番上のカードを偽装する。\n"
            "・クリーチャー１体を対象とする。それを使嗾する。\n・カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                costs[1]: effect_cost
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: cloak
                    object: top_of_library
                      count: number value=1
                      player: you
                  modes[1]: goad
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                  modes[2]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                costs[1]: effect_cost
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                effect: modal
                  choose: number value=1
                  modes[0]: cloak
                    object: top_of_library
                      count: number value=1
                      player: you
                  modes[1]: goad
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                  modes[2]: draw
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile cloak: no face-down permanents",
    ),
    # kind: collect_evidence
    Row(
        "collect evidence",
        en="Whenever Card Name attacks, you may collect evidence 4. If you do, draw a card.",
        ja="名前が攻撃するたび、あなたは証拠収集４を行ってもよい。そうしたなら、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: collect_evidence
                      player: you
                      amount: number value=4 form="digits"
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: collect_evidence
                      player: you written=true
                      amount: number value=4
                  steps[1]: conditional comma=true
                    condition: if_you_do
                    effect: draw
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile collect_evidence: no collecting evidence",
    ),
    Row(
        "collect evidence as a cost",
        en="{T}, Collect evidence 3: Add one mana of any color.",
        ja="(Ｔ),証拠収集３を行う：好きな色１色のマナ１点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: collect_evidence
                    player: you
                    amount: number value=3 form="digits"
                effect: add_mana options=["any color"]
                  amount: number value=1 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                costs[1]: effect_cost
                  effect: collect_evidence
                    player: you
                    amount: number value=3
                effect: add_mana options=["any color"]
                  amount: number value=1
        """,
        engine="cannot compile effect_cost: collect_evidence: no collecting evidence",
    ),
    # kind: colors_spent
    Row(
        "マナの色１色につき、",
        ja=(
            "名前は、これを唱えるために支払われたマナの色１色につき、"
            "水晶カウンター１個が置かれた状態で戦場に出る。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true
                  effect: enters_with_counters counter="crystal" additional_ja="after_kind" lead_ja="" comma=true
                    object: self_ref short=true
                    amount: number value=1
                  objects: colors_spent
                    object: self_ref pronoun=true
        """,
        engine="compiles",
    ),
    Row(
        "for each color of mana spent to cast it",
        en="Card Name enters with a +1/+1 counter on it for each color of mana spent to cast it.",
        ja=(
            "名前はこれを唱えるために支払われたマナの色１色につき+1/+1カウンター１個が置かれた状態"
            "で戦場に出る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: for_each
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: self_ref short=true
                    amount: number value=1 form="article"
                  objects: colors_spent
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: for_each inside=true no_comma=true
                  effect: enters_with_counters counter="+1/+1" additional_ja="after_kind" lead_ja=""
                    object: self_ref short=true
                    amount: number value=1
                  objects: colors_spent
                    object: self_ref pronoun=true
        """,
        engine="compiles",
    ),
    # kind: colors_spent_count
    Row(
        "number of colors of mana spent",
        en="Draw X cards, where X is the number of colors of mana spent to cast this spell.",
        ja="カードＸ枚を引く。Ｘはこの呪文を唱えるために支払われたマナの色の総数に等しい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: colors_spent_count
                      object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: draw
                  player: you
                  amount: variable name="X"
                    definition: colors_spent_count
                      object: self_ref noun="spell"
        """,
        engine="compiles",
    ),
    Row(
        "マナの色の数以下",
        ja=(
            "土地でないパーマネント１つを対象とする。"
            "それのマナ総量がこの呪文を唱えるために支払われたマナの色の数以下なら、それを追放する。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: conditional comma=true
                  condition: object_is
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: all_of
                        parts[0]: negated
                          filter: card_type name="land"
                        parts[1]: card_type name="permanent"
                    filter: compare attribute="mana value" op="le"
                      value: colors_spent_count number_word="数"
                        object: self_ref noun="spell"
                  effect: exile until_comma=true
                    object: ref
        """,
        engine="compiles",
    ),
    # kind: copy_spell
    Row(
        "your next spell with mana value N or less this turn",
        en=(
            "When you cast your next instant or sorcery spell with mana value 3 or less this turn, "
            "copy that spell."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="when"
                  trigger: player_casts
                    player: you
                    spell: objects quantifier="the next"
                      filter: all_of head=1
                        parts[0]: any_of
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="spell"
                        parts[2]: compare attribute="mana value" op="le"
                          value: number value=3 form="digits"
                        parts[3]: cast_by action="cast"
                          player: you
                          duration: duration name="this turn"
                  effect: copy_spell
                    object: ref noun="spell"
        """,
        engine="cannot compile player_casts.next: no one-shot cast trigger",
    ),
    Row(
        "the next spell, written with a comma",
        ja=(
            "[-2]：このターン、あなたが次にインスタントかソーサリーである呪文を唱えたとき、"
            "その呪文をコピーする。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability loyalty="-2"
                effect: delayed_trigger word="when"
                  trigger: player_casts
                    player: you
                    spell: objects quantifier="the next"
                      filter: all_of
                        parts[0]: any_of conjunction="か"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="spell"
                        parts[2]: cast_by action="cast" next_particles="、に"
                          player: you
                          duration: duration name="this turn"
                  effect: copy_spell
                    object: ref noun="spell"
        """,
        engine="cannot compile player_casts.next: no one-shot cast trigger",
    ),
    Row(
        "a condition after a trigger with なら",
        ja=(
            "あなたがこの呪文を唱えたとき、あなたがウィザードをコントロールしているなら、"
            "それをコピーする。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when" if_written="なら"
                trigger: player_casts
                  player: you
                  spell: self_ref noun="spell"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Wizard"
                  player: you
                effect: copy_spell
                  object: ref
        """,
        engine=(
            "cannot compile copy_spell.untargeted: a spell referred to may have left the stack "
            "(last known information)"
        ),
    ),
    Row(
        "copy it twice / 「２回コピーする」",
        en="When you cast your next instant or sorcery spell this turn, copy it twice.",
        ja=(
            "このターンにあなたが次にインスタントかソーサリーである呪文を唱えたとき、"
            "それを２回コピーする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: delayed_trigger word="when"
                  trigger: player_casts
                    player: you
                    spell: objects quantifier="the next"
                      filter: all_of head=1
                        parts[0]: any_of
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="spell"
                        parts[2]: cast_by action="cast"
                          player: you
                          duration: duration name="this turn"
                  effect: copy_spell
                    object: ref
                    times: number value=2
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: delayed_trigger word="when"
                  trigger: player_casts
                    player: you
                    spell: objects quantifier="the next"
                      filter: all_of
                        parts[0]: any_of conjunction="か"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="spell"
                        parts[2]: cast_by action="cast" next_particles="にに"
                          player: you
                          duration: duration name="this turn"
                  effect: copy_spell
                    object: ref
                    times: number value=2
        """,
        engine="cannot compile player_casts.next: no one-shot cast trigger",
    ),
    Row(
        "copy a spell, except the copy isn't legendary",
        en=(
            "[-2]: When you cast your next creature spell this turn, copy that spell, except the "
            "copy isn't legendary."
        ),
        ja=(
            "[-2]：このターンにあなたが次にクリーチャー・呪文を唱えたとき、"
            "そのコピーが伝説でないことを除き、その呪文をコピーする。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability loyalty="-2"
                effect: delayed_trigger word="when"
                  trigger: player_casts
                    player: you
                    spell: objects quantifier="the next"
                      filter: all_of head=1
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell"
                        parts[2]: cast_by action="cast"
                          player: you
                          duration: duration name="this turn"
                  effect: copy_spell
                    object: ref noun="spell"
                    exception: copy_exception not_legendary=true the_copy=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability loyalty="-2"
                effect: delayed_trigger word="when"
                  trigger: player_casts
                    player: you
                    spell: objects quantifier="the next"
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell"
                        parts[2]: cast_by action="cast" next_particles="にに"
                          player: you
                          duration: duration name="this turn"
                  effect: copy_spell
                    object: ref noun="spell"
                    exception: copy_exception not_legendary=true the_copy=true
        """,
        engine="cannot compile player_casts.next: no one-shot cast trigger",
    ),
    Row(
        "copy a spell, cast trigger",
        en="When you cast this spell, copy it.",
        ja="あなたがこの呪文を唱えたとき、それをコピーする。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: player_casts
                  player: you
                  spell: self_ref noun="spell"
                effect: copy_spell
                  object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: player_casts
                  player: you
                  spell: self_ref noun="spell"
                effect: copy_spell
                  object: ref
        """,
        engine=(
            "cannot compile copy_spell.untargeted: a spell referred to may have left the stack "
            "(last known information)"
        ),
    ),
]
