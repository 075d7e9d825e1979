"""Template rows of the combining family (scryc/ast/combining.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: modal
    Row(
        "one that hasn't been chosen",
        en="When Card Name enters, choose one that hasn't been chosen —\n• Scry 2.\n• Draw a card.",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: modal not_chosen="ever"
                  choose: number value=1 form="word"
                  modes[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  modes[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        engine="compiles",
    ),
    Row(
        "modal with reminder",
        en=(
            "Choose one —\n• Draw a card.\n"
            "• Scry 3. (Look at the top three cards of your library, then put any number of them "
            "on the bottom and the rest on top in any order.)"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: scry
                    player: you
                    amount: number value=3 form="digits"
                  reminder[0]: reminder_text text="Look at the top three cards of your library, then put any number of them on the bottom and the rest on top in any order." sentence=1 mode=1
        """,
        engine="compiles",
    ),
    Row(
        "modes with flavour labels",
        en=(
            "Choose one —\n• Charge Them — Creatures you control get +2/+0 until end of turn.\n"
            "• Befriend Them — Create two 1/1 red Goblin creature tokens."
        ),
        ja=(
            "以下から１つを選ぶ。\n"
            "・突撃する ― ターン終了時まで、"
            "あなたがコントロールしている各クリーチャーは+2/+0の修整を受ける。\n"
            "・仲間にする ― 赤の1/1のゴブリン・クリーチャー・トークン２体を生成する。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal labels=["Charge Them", "Befriend Them"]
                  choose: number value=1 form="word"
                  modes[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="creature" plural=true
                        parts[1]: controlled_by
                          player: you
                    duration: duration name="until end of turn"
                  modes[1]: create_token
                    player: you
                    amount: number value=2 form="word"
                    token: token_spec power_toughness="1/1" colors=["red"] types=["Goblin", "creature"]
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modal labels=["突撃する", "仲間にする"]
                  choose: number value=1
                  modes[0]: modify_pt power="+2" toughness="+0"
                    object: objects quantifier="each"
                      filter: all_of
                        parts[0]: controlled_by
                          player: you
                        parts[1]: card_type name="creature"
                    duration: duration name="until end of turn" first=true
                  modes[1]: create_token
                    player: you
                    amount: number value=2
                    token: token_spec power_toughness="1/1" colors=["red"] types=["Goblin", "creature"]
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "mode with its own X",
        en=(
            "Choose one —\n• Draw a card.\n"
            "• Target player creates an X/X blue Illusion creature token, where X is the number of "
            "cards in their hand."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: create_token
                    player: player quantifier="target" noun="player"
                    amount: number value=1 form="article"
                    token: token_spec power_toughness="X/X" colors=["blue"] types=["Illusion", "creature"]
                      variable: variable name="X"
                        definition: count_of
                          objects: objects quantifier="all" bare=true
                            filter: all_of head=0
                              parts[0]: card_type name="card" plural=true
                              parts[1]: in_zone preposition="in"
                                zone: zone name="hand"
                                  owner: ref noun="player"
        """,
        engine="compiles",
    ),
    Row(
        "one that hasn't been chosen, もの",
        ja=(
            "名前が戦場に出たとき、以下からまだ選ばれていないもの１つを選ぶ。\n・占術２を行う。\n"
            "・カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: modal not_chosen="ever" not_chosen_mono=true
                  choose: number value=1
                  modes[0]: scry
                    player: you
                    amount: number value=2
                  modes[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "choose one or both",
        en="Choose one or both —\n• Draw a card.\n• You gain 2 life.",
        ja="以下から１つまたは両方を選ぶ。\n・カード１枚を引く。\n・あなたは２点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal or_more=true
                  choose: number value=1 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modal or_more=true
                  choose: number value=1
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: gain_life
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "choose one or more",
        en="Choose one or more —\n• Draw a card.\n• You gain 2 life.\n• Scry 2.",
        ja=(
            "以下から１つ以上を選ぶ。\n・カード１枚を引く。\n・あなたは２点のライフを得る。\n"
            "・占術２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal or_more=true
                  choose: number value=1 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: gain_life
                    player: you written=true
                    amount: number value=2 form="digits"
                  modes[2]: scry
                    player: you
                    amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modal or_more=true
                  choose: number value=1
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: gain_life
                    player: you written=true
                    amount: number value=2
                  modes[2]: scry
                    player: you
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "choose one that hasn't been chosen this turn",
        en=(
            "Whenever you attack, choose one that hasn't been chosen this turn —\n• Scry 2.\n"
            "• Draw a card."
        ),
        ja=(
            "あなたが攻撃するたび、以下からこのターンにまだ選ばれていない１つを選ぶ。\n"
            "・占術２を行う。\n・カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: modal not_chosen="this turn"
                  choose: number value=1 form="word"
                  modes[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  modes[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: player_action action="attack"
                  player: you
                effect: modal not_chosen="this turn"
                  choose: number value=1
                  modes[0]: scry
                    player: you
                    amount: number value=2
                  modes[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "an X defined after the choice of modes",
        en=(
            "{T}: Choose one. X is the number of spells you cast this turn.\n• Scry X.\n"
            "• You gain X life."
        ),
        ja=(
            "(Ｔ)：以下から１つを選ぶ。Ｘはこのターンにあなたが唱えた呪文の数に等しい。\n"
            "・占術Ｘを行う。\n・あなたはＸ点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: scry
                    player: you
                    amount: variable name="X"
                  modes[1]: gain_life
                    player: you written=true
                    amount: variable name="X"
                  x_definition: count_of
                    objects: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell" plural=true
                        parts[1]: cast_by action="cast"
                          player: you
                          duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: modal
                  choose: number value=1
                  modes[0]: scry
                    player: you
                    amount: variable name="X"
                  modes[1]: gain_life
                    player: you written=true
                    amount: variable name="X"
                  x_definition: count_of
                    objects: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: cast_by action="cast"
                          player: you
                          duration: duration name="this turn"
                        parts[1]: card_type name="spell"
        """,
        engine="compiles",
    ),
    Row(
        "modal",
        en="Choose one —\n• Scry 2.\n• Draw a card.",
        ja="以下から１つを選ぶ。\n・占術２を行う。\n・カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal
                  choose: number value=1 form="word"
                  modes[0]: scry
                    player: you
                    amount: number value=2 form="digits"
                  modes[1]: draw
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modal
                  choose: number value=1
                  modes[0]: scry
                    player: you
                    amount: number value=2
                  modes[1]: draw
                    player: you
                    amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "the same mode more than once",
        en=(
            "Choose three. You may choose the same mode more than once.\n• Draw a card.\n"
            "• You gain 3 life."
        ),
        ja=(
            "以下から３つを選ぶ。同じモードを２回以上選んでもよい。\n・カード１枚を引く。\n"
            "・あなたは３点のライフを得る。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: modal repeat=true
                  choose: number value=3 form="word"
                  modes[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  modes[1]: gain_life
                    player: you written=true
                    amount: number value=3 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: modal repeat=true
                  choose: number value=3
                  modes[0]: draw
                    player: you
                    amount: number value=1
                  modes[1]: gain_life
                    player: you written=true
                    amount: number value=3
        """,
        engine="cannot compile modal.repeat: a mode chosen more than once",
    ),
    # kind: must_block
    Row(
        "able to block … do so",
        en=(
            "All creatures able to block Card Name do so.\n"
            "Target creature gets +3/+3 until end of turn. All creatures able to block it this "
            "turn do so."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: must_block
                  blockers: objects quantifier="all"
                    filter: card_type name="creature" plural=true
                  attacker: self_ref short=true
              abilities[1]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: modify_pt power="+3" toughness="+3"
                    object: objects quantifier="target"
                      filter: card_type name="creature"
                    duration: duration name="until end of turn"
                  steps[1]: must_block
                    blockers: objects quantifier="all"
                      filter: card_type name="creature" plural=true
                    attacker: ref
                    duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "ブロックできるすべてのクリーチャー",
        ja=(
            "名前をブロックできるすべてのクリーチャーは、これをブロックする。\n"
            "クリーチャー１体を対象とする。このターン、"
            "それをブロックできるすべてのクリーチャーはそれをブロックする。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: must_block again="これ" comma=true
                  blockers: objects quantifier="all"
                    filter: card_type name="creature"
                  attacker: self_ref short=true
              abilities[1]: spell_ability
                effect: must_block
                  blockers: objects quantifier="all"
                    filter: card_type name="creature"
                  attacker: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  duration: duration name="this turn"
        """,
        engine="compiles",
    ),
]
