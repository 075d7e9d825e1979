"""Template rows of the special_abilities family (scryc/ast/special_abilities.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: additional_cost
    Row(
        "waterbend as an additional cost",
        en=(
            "As an additional cost to cast this spell, waterbend {5}. (While paying a waterbend "
            "cost, you can tap your artifacts and creatures to help.)\nDraw a card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: pay_mana symbols="{5}" waterbend=true
                  player: you
                reminder[0]: reminder_text text="While paying a waterbend cost, you can tap your artifacts and creatures to help." sentence=1
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        engine="cannot compile waterbend: no rules behaviour",
    ),
    Row(
        "水の技、追加コスト",
        ja=(
            "この呪文を唱えるための追加コストとして、水の技(５)を行う。"
            "（あなたのアーティファクトやクリーチャーをタップすると、"
            "水の技コストを支払う助けとなる。）\nカード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: additional_cost
                cost: pay_mana symbols="{5}" waterbend=true
                  player: you
                reminder[0]: reminder_text text="あなたのアーティファクトやクリーチャーをタップすると、水の技コストを支払う助けとなる。" sentence=2
              abilities[1]: spell_ability
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile waterbend: no rules behaviour",
    ),
    # kind: alternative_cost
    Row(
        "trap: an opponent searched their library",
        en=(
            "If an opponent searched their library this turn, you may pay {0} rather than pay this "
            "spell's mana cost."
        ),
        ja=(
            "このターン、対戦相手１人が自分のライブラリーを探していたなら、"
            "あなたはこの呪文のマナ・コストを支払うのではなく(０)を支払ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: pay_mana symbols="{0}"
                  player: you
                condition: acted_this_turn actions=["search library"]
                  player: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[false, false]
                cost: pay_mana symbols="{0}"
                  player: you
                condition: acted_this_turn actions=["search library"] turn_comma=true counted_player=true
                  player: player quantifier="a" noun="opponent"
        """,
        engine="cannot compile acted_this_turn: no record of search library",
        to_ja=False,
    ),
    Row(
        "alternative cost with commas",
        ja="あなたは、この呪文のマナ・コストを支払うのではなく、(青)を支払ってもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[true, true]
                cost: pay_mana symbols="{U}"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "an alternative cost",
        en=(
            "If you control a Forest, you may sacrifice a creature rather than pay this spell's "
            "mana cost."
        ),
        ja=(
            "あなたが森をコントロールしているなら、"
            "あなたはこの呪文のマナ・コストを支払うのではなくクリーチャー１体を生け贄に捧げてもよい"
            "。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: sacrifice
                  player: you
                  object: objects quantifier="a"
                    filter: card_type name="creature"
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Forest"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[false, false]
                cost: sacrifice
                  player: you
                  object: objects quantifier="a" counter="体"
                    filter: card_type name="creature"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Forest"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "alternative cost with a condition (ja 場合)",
        en=(
            "If you control a Plains, you may tap an untapped creature you control rather than pay "
            "this spell's mana cost."
        ),
        ja=(
            "あなたが平地をコントロールしている場合、あなたは、"
            "この呪文のマナ・コストを支払うのではなく、"
            "あなたがコントロールしているアンタップ状態のクリーチャー１体をタップしてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: tap
                  object: objects quantifier="a"
                    filter: all_of head=1
                      parts[0]: status name="untapped"
                      parts[1]: card_type name="creature"
                      parts[2]: controlled_by
                        player: you
                condition: you_control
                  objects: objects quantifier="a"
                    filter: subtype name="Plains"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[true, true] if_word="場合"
                cost: tap
                  object: objects quantifier="a" counter="体"
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: status name="untapped"
                      parts[2]: card_type name="creature"
                condition: you_control
                  objects: objects quantifier="a" bare=true
                    filter: subtype name="Plains"
                  player: you
        """,
        engine="compiles",
        to_ja=False,
    ),
    # Fireblast (../shared/corpus)
    Row(
        "alternative cost of a sacrifice",
        en="You may sacrifice two Mountains rather than pay this spell's mana cost.",
        ja="あなたは、この呪文のマナ・コストを支払うのではなく、山２つを生け贄に捧げてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: sacrifice
                  player: you
                  object: objects quantifier="a"
                    count: number value=2 form="word"
                    filter: subtype name="Mountain" plural=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[true, true]
                cost: sacrifice
                  player: you
                  object: objects quantifier="a" counter="つ"
                    count: number value=2
                    filter: subtype name="Mountain"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "alternative cost: discard",
        en="You may discard a Plains card rather than pay this spell's mana cost.",
        ja="あなたは、この呪文のマナ・コストを支払うのではなく、平地・カード１枚を捨ててもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost
                cost: discard
                  player: you
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: subtype name="Plains"
                      parts[1]: card_type name="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost commas=[true, true]
                cost: discard
                  player: you
                  object: objects quantifier="a" counter="枚"
                    filter: all_of
                      parts[0]: subtype name="Plains"
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "alternative cost after an ability word",
        en=(
            "Raid — If you attacked this turn, you may pay {U} rather than pay this spell's mana "
            "cost."
        ),
        ja=(
            "強襲 ― このターンにあなたが攻撃していたなら、"
            "あなたはこの呪文のマナ・コストを支払うのではなく(青)を支払ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: ability_word_ability
                word: ability_word text="Raid"
                ability: alternative_cost
                  cost: pay_mana symbols="{U}"
                    player: you
                  condition: acted_this_turn actions=["attack"]
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: ability_word_ability
                word: ability_word text="強襲"
                ability: alternative_cost commas=[false, false]
                  cost: pay_mana symbols="{U}"
                    player: you
                  condition: acted_this_turn actions=["attack"]
                    player: you
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: alternative_cost_for
    Row(
        "pay rather than pay the mana cost for spells",
        en="You may pay {1} rather than pay the mana cost for Rune spells you cast.",
        ja=(
            "あなたは、あなたが唱えるルーン・呪文のマナ・コストを支払うのではなく、"
            "(１)を支払ってもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: alternative_cost_for
                cost: pay_mana symbols="{1}"
                  player: you
                spells: objects quantifier="all" bare=true
                  filter: all_of head=1
                    parts[0]: subtype name="Rune"
                    parts[1]: card_type name="spell" plural=true
                    parts[2]: cast_by action="cast"
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: alternative_cost_for commas=[true, true]
                cost: pay_mana symbols="{1}"
                  player: you
                spells: objects quantifier="a" bare=true
                  filter: all_of
                    parts[0]: cast_by action="cast"
                      player: you
                    parts[1]: subtype name="Rune"
                    parts[2]: card_type name="spell"
        """,
        engine=(
            "cannot compile alternative_cost_for: no alternative cost offered for other spells "
            "than the card"
        ),
        to_ja=False,
        to_en=False,
    ),
    # kind: as_attacks_ability
    Row(
        "exert as it attacks",
        en="You may exert Card Name as it attacks. When you do, it gets +1/+1 until end of turn.",
        ja=(
            "名前が攻撃するに際し、あなたはこれを督励してもよい。そうしたとき、ターン終了時まで、"
            "これは+1/+1の修整を受ける。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: as_attacks_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: keyword_action name="exert"
                      player: you
                      object: self_ref short=true
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: ref
                      duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_attacks_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: keyword_action name="exert"
                      player: you written=true
                      object: self_ref pronoun=true
                  steps[1]: reflexive_trigger
                    effect: modify_pt power="+1" toughness="+1"
                      object: self_ref pronoun=true
                      duration: duration name="until end of turn" first=true
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    # kind: as_enters_ability
    Row(
        "as it enters, choose a color",
        en="As Card Name enters, choose a color.",
        ja="名前が戦場に出るに際し、色１色を選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: choose_value value="color"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: choose_value value="color"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "as it enters, choose a creature type",
        en="As Card Name enters, choose a creature type.",
        ja="名前が戦場に出るに際し、クリーチャー・タイプ１つを選ぶ。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: choose_value value="creature type"
                  player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: choose_value value="creature type"
                  player: you
        """,
        engine="compiles",
    ),
    Row(
        "as it enters, you may pay life",
        en="As Card Name enters, you may pay 2 life. If you don't, it enters tapped.",
        ja=(
            "名前が戦場に出るに際し、あなたは２点のライフを支払ってもよい。そうしなかったなら、"
            "それはタップ状態で戦場に出る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: optional
                    player: you
                    effect: pay_life
                      player: you
                      amount: number value=2 form="digits"
                  steps[1]: conditional comma=true
                    condition: if_you_dont
                    effect: enters_tapped
                      object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref short=true
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: optional
                    player: you written=true
                    effect: pay_life
                      player: you written=true
                      amount: number value=2
                  steps[1]: conditional comma=true
                    condition: if_you_dont
                    effect: enters_tapped
                      object: ref
        """,
        engine="compiles",
    ),
]
