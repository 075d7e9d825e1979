"""Template rows of the object_actions family (scryc/ast/object_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: attach
    Row(
        "attach it to a creature",
        en="When this Equipment enters, attach it to target creature you control.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Equipment"
                effect: attach
                  object: ref
                  to: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: controlled_by
                        player: you
        """,
        engine="compiles",
    ),
    Row(
        "これをそれにつける",
        ja=(
            "この装備品が戦場に出たとき、赤の2/2のレベル・クリーチャー・トークン１体を生成し、"
            "その後これをそれにつける。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref noun="Equipment"
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="2/2" colors=["red"] types=["Rebel", "creature"]
                  steps[1]: attach
                    object: self_ref pronoun=true
                    to: ref
        """,
        engine="compiles",
    ),
    Row(
        "attach to the token it made",
        en=(
            "When Card Name enters, create a 1/1 white Soldier creature token, then attach Card "
            "Name to it."
        ),
        ja=(
            "名前が戦場に出たとき、白の1/1の兵士・クリーチャー・トークン１体を生成し、"
            "その後名前をそれにつける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=[", then"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"]
                  steps[1]: attach
                    object: self_ref short=true
                    to: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["then"] connectives=["、その後"]
                  steps[0]: create_token
                    player: you
                    amount: number value=1
                    token: token_spec power_toughness="1/1" colors=["white"] types=["Soldier", "creature"]
                  steps[1]: attach
                    object: self_ref short=true
                    to: ref
        """,
        engine="compiles",
    ),
    Row(
        "attach any number of Equipment, if attacking",
        en=(
            "Target creature gets +2/+2 until end of turn. If that creature is attacking, you may "
            "attach any number of Equipment you control to it."
        ),
        ja=(
            "クリーチャー１体を対象とする。ターン終了時まで、それは+2/+2の修整を受ける。"
            "そのクリーチャーが攻撃しているなら、"
            "あなたはあなたがコントロールしている望む数の装備品をそれにつけてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: conditional comma=true
                    condition: object_is
                      object: ref noun="creature"
                      filter: status name="attacking"
                    effect: optional
                      player: you
                      effect: attach
                        object: objects quantifier="any number"
                          filter: all_of head=0
                            parts[0]: subtype name="Equipment"
                            parts[1]: controlled_by
                              player: you
                        to: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: modify_pt power="+2" toughness="+2"
                    object: objects quantifier="target" counter="体" declared=""
                      filter: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  steps[1]: conditional comma=true
                    condition: object_is no_copula=true
                      object: ref noun="creature"
                      filter: status name="attacking" progressive=true
                    effect: optional
                      player: you
                      effect: attach
                        object: objects quantifier="any number"
                          filter: all_of
                            parts[0]: controlled_by
                              player: you
                            parts[1]: subtype name="Equipment"
                        to: ref
        """,
        engine="compiles",
    ),
    # kind: choose_new_targets
    Row(
        "you may copy that spell, あなたは",
        en=(
            "Whenever you cast an instant or sorcery spell, you may copy that spell. You may "
            "choose new targets for the copy."
        ),
        ja=(
            "あなたがインスタントかソーサリーである呪文を唱えるたび、"
            "あなたはその呪文をコピーしてもよい。あなたはそのコピーの新しい対象を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a"
                    filter: all_of
                      parts[0]: any_of
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: copy_spell
                      object: ref noun="spell"
                  steps[1]: optional
                    player: you
                    effect: choose_new_targets
                      player: you
                      object: ref noun="copy" determiner="the"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_casts
                  player: you
                  spell: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: any_of conjunction="か"
                        options[0]: card_type name="instant"
                        options[1]: card_type name="sorcery"
                      parts[1]: card_type name="spell"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: copy_spell
                      object: ref noun="spell"
                  steps[1]: optional
                    player: you written=true
                    effect: choose_new_targets
                      player: you written=true
                      object: ref noun="copy"
        """,
        engine=(
            "cannot compile copy_spell.untargeted: a spell referred to may have left the stack "
            "(last known information)"
        ),
    ),
    Row(
        "when you cast your next spell this turn",
        en=(
            "When you cast your next instant or sorcery spell this turn, copy that spell. You may "
            "choose new targets for the copy."
        ),
        ja=(
            "このターンにあなたが次にインスタントかソーサリーである呪文を唱えたとき、"
            "その呪文をコピーする。あなたはそのコピーの新しい対象を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: delayed_trigger word="when"
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
                      object: ref noun="spell"
                  steps[1]: optional
                    player: you
                    effect: choose_new_targets
                      player: you
                      object: ref noun="copy" determiner="the"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: delayed_trigger word="when"
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
                      object: ref noun="spell"
                  steps[1]: optional
                    player: you written=true
                    effect: choose_new_targets
                      player: you written=true
                      object: ref noun="copy"
        """,
        engine="cannot compile player_casts.next: no one-shot cast trigger",
    ),
    Row(
        "choose new targets for the copy",
        en="Copy target instant or sorcery spell. You may choose new targets for the copy.",
        ja=(
            "インスタントかソーサリーである呪文１つを対象とする。それをコピーする。"
            "あなたはそのコピーの新しい対象を選んでもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: copy_spell
                    object: objects quantifier="target"
                      filter: all_of
                        parts[0]: any_of
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="spell"
                  steps[1]: optional
                    player: you
                    effect: choose_new_targets
                      player: you
                      object: ref noun="copy" determiner="the"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: copy_spell
                    object: objects quantifier="target" counter="つ" declared=""
                      filter: all_of
                        parts[0]: any_of conjunction="か"
                          options[0]: card_type name="instant"
                          options[1]: card_type name="sorcery"
                        parts[1]: card_type name="spell"
                  steps[1]: optional
                    player: you written=true
                    effect: choose_new_targets
                      player: you written=true
                      object: ref noun="copy"
        """,
        engine="compiles",
    ),
]
