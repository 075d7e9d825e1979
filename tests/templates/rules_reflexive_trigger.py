"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: reflexive_trigger
    Row(
        "when you discard a card this way",
        en="Discard a card. When you discard a nonland card this way, draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: discard
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: reflexive_trigger
                    effect: draw
                      player: you
                      amount: number value=1 form="article"
                    done: player_action action="discard"
                      player: you
                      object: objects quantifier="a"
                        filter: all_of
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="card"
        """,
        engine="cannot compile reflexive_trigger.done: what the step before did",
    ),
    Row(
        "これによりあなたが…を追放したとき",
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。"
            "これによりあなたがカードを追放したとき、クリーチャー１体を対象とする。"
            "ターン終了時まで、それは+X/+0の修整を受ける。Ｘはそのカードのマナ総量に等しい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+X" toughness="+0"
                      object: objects quantifier="target" counter="体" declared=""
                        filter: card_type name="creature"
                      duration: duration name="until end of turn" first=true
                      variable: variable name="X"
                        definition: value_of attribute="mana value"
                          object: ref noun="card"
                    done: player_action action="exile"
                      player: you
                      object: objects quantifier="a" bare=true
                        filter: card_type name="card"
        """,
        engine="cannot compile reflexive_trigger.done: what the step before did",
    ),
    Row(
        "when you exile a card this way",
        en=(
            "Exile the top card of your library. When you exile a card this way, target creature "
            "gets +1/+1 until end of turn."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。"
            "これによりあなたがカード１枚を追放したとき、クリーチャー１体を対象とする。"
            "ターン終了時まで、それは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="target"
                        filter: card_type name="creature"
                      duration: duration name="until end of turn"
                    done: player_action action="exile"
                      player: you
                      object: objects quantifier="a"
                        filter: card_type name="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: objects quantifier="target" counter="体" declared=""
                        filter: card_type name="creature"
                      duration: duration name="until end of turn" first=true
                    done: player_action action="exile"
                      player: you
                      object: objects quantifier="a" counter="枚"
                        filter: card_type name="card"
        """,
        engine="cannot compile reflexive_trigger.done: what the step before did",
    ),
    Row(
        "target of a reflexive trigger",
        en=(
            "When Card Name enters, surveil 1. When you do, return target nonland permanent an "
            "opponent controls to its owner's hand."
        ),
        ja=(
            "名前が戦場に出たとき、諜報１を行う。そうしたとき、"
            "対戦相手がコントロールしている土地でないパーマネント１つを対象とする。"
            "それをオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: surveil
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: reflexive_trigger
                    effect: move verb="return"
                      object: objects quantifier="target"
                        filter: all_of head=1
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                          parts[2]: controlled_by
                            player: player quantifier="a" noun="opponent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: surveil
                    player: you
                    amount: number value=1
                  steps[1]: reflexive_trigger
                    effect: move verb="return"
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: controlled_by
                            player: player quantifier="a" noun="opponent"
                          parts[1]: negated
                            filter: card_type name="land"
                          parts[2]: card_type name="permanent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
    ),
    Row(
        "a reflexive modal trigger",
        en=(
            "Whenever you attack, you may pay {1}. When you do, choose one —\n"
            "• Create a Treasure token.\n• Scry 2, then draw a card."
        ),
        ja=(
            "あなたが攻撃するたび、あなたは(１)を支払ってもよい。そうしたとき、以下から１つを選ぶ。"
            "\n・宝物・トークン１つを生成する。\n・占術２を行い、その後カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modal
                      choose: number value=1 form="word"
                      modes[0]: create_token
                        player: you
                        amount: number value=1 form="article"
                        token: token_spec types=["Treasure"]
                      modes[1]: sequence joins=["then"] connectives=[", then"]
                        steps[0]: scry
                          player: you
                          amount: number value=2 form="digits"
                        steps[1]: draw
                          player: you
                          amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you
                    effect: pay_mana symbols="{1}"
                      player: you
                  steps[1]: reflexive_trigger
                    effect: modal
                      choose: number value=1
                      modes[0]: create_token
                        player: you
                        amount: number value=1
                        token: token_spec types=["Treasure"]
                      modes[1]: sequence joins=["then"] connectives=["、その後"]
                        steps[0]: scry
                          player: you
                          amount: number value=2
                        steps[1]: draw
                          player: you
                          amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "target of a reflexive trigger 2",
        en=(
            "When Card Name enters, surveil 1. When you do, return target nonland permanent an "
            "opponent controls to its owner's hand."
        ),
        ja=(
            "名前が戦場に出たとき、諜報１を行う。そうしたとき、"
            "対戦相手がコントロールしていて土地でないパーマネント１つを対象とする。"
            "それをオーナーの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: surveil
                    player: you
                    amount: number value=1 form="digits"
                  steps[1]: reflexive_trigger
                    effect: move verb="return"
                      object: objects quantifier="target"
                        filter: all_of head=1
                          parts[0]: negated
                            filter: card_type name="land"
                          parts[1]: card_type name="permanent"
                          parts[2]: controlled_by
                            player: player quantifier="a" noun="opponent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: surveil
                    player: you
                    amount: number value=1
                  steps[1]: reflexive_trigger
                    effect: move verb="return"
                      object: objects quantifier="target" counter="つ" declared=""
                        filter: all_of
                          parts[0]: controlled_by verb_form="していて"
                            player: player quantifier="a" noun="opponent"
                          parts[1]: negated
                            filter: card_type name="land"
                          parts[2]: card_type name="permanent"
                      to: zone name="hand"
                        owner: owner_of
                          object: ref
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "if you do after a reflexive trigger's choice: part of the trigger's effect",
        en=(
            "Whenever Card Name attacks, you may sacrifice a Food. When you do, you may pay {1}. "
            "If you do, draw two cards."
        ),
        ja=(
            "名前が攻撃するたび、あなたは食物１つを生け贄に捧げてもよい。そうしたとき、"
            "あなたは(１)を支払ってもよい。そうしたなら、カードを２枚引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: sacrifice
                      player: you
                      object: objects quantifier="a"
                        filter: subtype name="Food"
                  steps[1]: reflexive_trigger
                    effect: sequence joins=["sentence"] connectives=["."]
                      steps[0]: optional
                        player: you
                        effect: pay_mana symbols="{1}"
                          player: you
                      steps[1]: conditional comma=true
                        condition: if_you_do
                        effect: draw
                          player: you
                          amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: sacrifice
                      player: you written=true
                      object: objects quantifier="a" counter="つ"
                        filter: subtype name="Food"
                  steps[1]: reflexive_trigger
                    effect: sequence joins=["sentence"] connectives=["。"]
                      steps[0]: optional
                        player: you
                        effect: pay_mana symbols="{1}"
                          player: you
                      steps[1]: conditional comma=true
                        condition: if_you_do
                        effect: draw count_after=true
                          player: you
                          amount: number value=2
        """,
        engine="compiles",
        to_ja=False,
    ),
]
