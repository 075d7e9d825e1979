"""Template rows of the rules family (scryc/ast/rules.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: spend_this_mana
    # A mana ability's delayed trigger on mana anyone spends, a type shared with one object;
    # English "shares" (after a singular noun) is surface, so only the round trips are exact.
    Row(
        "that mana is spent",
        en=(
            "{T}: Add one mana of any color in your commander's color identity. When that mana is "
            "spent to cast a creature spell that shares a creature type with your commander, scry "
            "1."
        ),
        ja=(
            "(Ｔ)：あなたの統率者の固有色のうち好きな色１色のマナ１点を加える。"
            "このマナがあなたの統率者と共通のクリーチャー・タイプを持つクリーチャー・呪文を唱えるた"
            "めに支払われたとき、占術１を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["any color"]
                    amount: number value=1 form="word"
                    identity: commander_of
                      player: you
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana passive=true
                      spell: objects quantifier="a"
                        filter: all_of head=1
                          parts[0]: card_type name="creature"
                          parts[1]: card_type name="spell"
                          parts[2]: shares_type singular=true
                            with_: commander_of
                              player: you
                    effect: scry
                      player: you
                      amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["any color"]
                    amount: number value=1
                    identity: commander_of
                      player: you
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana passive=true
                      spell: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: shares_type
                            with_: commander_of
                              player: you
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=1
        """,
        engine="cannot compile add_mana.identity: no color identity",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "when you spend this mana to cast",
        en="{T}: Add {U}. When you spend this mana to cast a Dragon creature spell, scry 2.",
        ja=(
            "(Ｔ)：(青)を加える。"
            "あなたがドラゴン・クリーチャー・呪文を唱えるためにこのマナを支払ったとき、"
            "占術２を行う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: add_mana options=["{U}"]
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana
                      spell: objects quantifier="a"
                        filter: all_of
                          parts[0]: subtype name="Dragon"
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: add_mana options=["{U}"]
                  steps[1]: delayed_trigger word="when"
                    trigger: spend_this_mana
                      spell: objects quantifier="a" bare=true
                        filter: all_of
                          parts[0]: subtype name="Dragon"
                          parts[1]: card_type name="creature"
                          parts[2]: card_type name="spell"
                    effect: scry
                      player: you
                      amount: number value=2
        """,
        engine="cannot compile spend_this_mana: no triggers on spending mana",
    ),
    # kind: switch_power_toughness
    Row(
        "switch power and toughness",
        en="Discard a card: Switch Card Name's power and toughness until end of turn.",
        ja="カード１枚を捨てる：ターン終了時まで、名前のパワーとタフネスを入れ替える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1 form="article"
                effect: switch_power_toughness
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: discard
                    player: you
                    amount: number value=1
                effect: switch_power_toughness
                  object: self_ref short=true
                  duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
]
