"""Template rows of the costs family (scryc/ast/costs.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: effect_cost
    Row(
        "keyword costs after an em dash",
        en="Escape—{3}{B}{B}, Exile four other cards from your graveyard.",
        ja="脱出 ― (３)(黒)(黒),あなたの墓地から他のカード４枚を追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="escape" case="capitalized"
                  costs[0]: mana_cost symbols="{3}{B}{B}"
                  costs[1]: effect_cost
                    effect: exile until_comma=true
                      object: objects quantifier="all" other=true
                        count: number value=4 form="word"
                        filter: all_of head=0
                          parts[0]: card_type name="card" plural=true
                          parts[1]: in_zone preposition="from"
                            zone: zone name="graveyard"
                              owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="escape"
                  costs[0]: mana_cost symbols="{3}{B}{B}"
                  costs[1]: effect_cost
                    effect: exile until_comma=true
                      object: objects quantifier="a" other=true counter="枚" other_word="他の"
                        count: number value=4
                        filter: all_of
                          parts[0]: in_zone preposition="from"
                            zone: zone name="graveyard"
                              owner: you
                          parts[1]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "sacrifice an Elf as a cost, 「エルフを１体生け贄に捧げる」",
        en="{1}{G}, Sacrifice an Elf: Draw a card.",
        ja="(１)(緑),エルフを１体生け贄に捧げる：カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{G}"
                costs[1]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: subtype name="Elf"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{G}"
                costs[1]: effect_cost
                  effect: sacrifice count_after=true
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: subtype name="Elf"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "sacrifice three, 「クレリックを３体生け贄に捧げる」",
        en="Sacrifice three Clerics: Draw a card.",
        ja="クレリックを３体生け贄に捧げる：カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice
                    player: you
                    object: objects quantifier="a"
                      count: number value=3 form="word"
                      filter: subtype name="Cleric" plural=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: sacrifice count_after=true
                    player: you
                    object: objects quantifier="a" counter="体"
                      count: number value=3
                      filter: subtype name="Cleric"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "an object returned to hand as a cost, 「…をオーナーの手札に戻す：」",
        en="Return Card Name to its owner's hand: Draw a card.",
        ja="名前をオーナーの手札に戻す：カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: move verb="return"
                    object: self_ref short=true
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: effect_cost
                  effect: move verb="return"
                    object: self_ref short=true
                    to: zone name="hand"
                      owner: owner_of
                        object: ref
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "reveal this card from your hand as a cost",
        en="{1}{U}, Reveal this card from your hand: Draw a card.",
        ja="(１)(青),あなたの手札からこのカードを公開する：カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: effect_cost
                  effect: reveal
                    player: you
                    object: self_ref noun="card"
                    from_zone: zone name="hand"
                      owner: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}{U}"
                costs[1]: effect_cost
                  effect: reveal
                    player: you
                    object: self_ref noun="card"
                    from_zone: zone name="hand"
                      owner: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile effect_cost: reveal: no cost check",
    ),
    Row(
        "for each counter that was on it",
        en="{1}, Sacrifice Card Name: Draw a card for each charge counter on Card Name.",
        ja="(１),名前を生け贄に捧げる：名前の上にある蓄積カウンター１個につきカード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                costs[1]: effect_cost
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                effect: for_each
                  effect: draw
                    player: you
                    amount: number value=1 form="article"
                  objects: counters_on counter="charge"
                    object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                costs[1]: effect_cost
                  effect: sacrifice
                    player: you
                    object: self_ref short=true
                effect: for_each no_comma=true
                  effect: draw
                    player: you
                    amount: number value=1
                  objects: counters_on counter="charge"
                    object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "an effect as a keyword's cost",
        en="Cumulative upkeep—Put a -1/-1 counter on Card Name.",
        ja="累加アップキープ ― 名前の上に-1/-1カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cumulative upkeep" case="capitalized"
                  costs[0]: effect_cost
                    effect: put_counters counter="-1/-1"
                      amount: number value=1 form="article"
                      object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: keyword_list
                keywords[0]: keyword name="cumulative upkeep"
                  costs[0]: effect_cost
                    effect: put_counters counter="-1/-1"
                      amount: number value=1
                      object: self_ref short=true
        """,
        engine="cannot compile keyword: cumulative upkeep: no rules behaviour",
    ),
    # kind: either_cost
    Row(
        "an additional cost of one action or a payment",
        en="As an additional cost to cast this spell, sacrifice a creature or pay {3}.",
        ja=(
            "この呪文を唱えるための追加コストとして、"
            "クリーチャー１体を生け贄に捧げるか(３)を支払う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: either_cost
                  options[0]: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                  options[1]: pay_mana symbols="{3}"
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: additional_cost
                cost: either_cost
                  options[0]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  options[1]: pay_mana symbols="{3}"
                    player: you
        """,
        engine="cannot compile effect_cost: either_cost: no choice between two costs as one cost",
    ),
    Row(
        "an additional cost of one action or another, the second after a comma (ja)",
        en="As an additional cost to cast this spell, sacrifice a creature or discard a card.",
        ja=(
            "この呪文を唱えるための追加コストとして、クリーチャー１体を生け贄に捧げるか、"
            "カード１枚を捨てる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: either_cost
                  options[0]: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: card_type name="creature"
                  options[1]: discard
                    player: you
                    amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: additional_cost
                cost: either_cost
                  options[0]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: card_type name="creature"
                  options[1]: discard
                    player: you
                    amount: number value=1
        """,
        engine="cannot compile effect_cost: either_cost: no choice between two costs as one cost",
    ),
    Row(
        "an additional cost of a payment or an action",
        en=(
            "As an additional cost to cast this spell, pay 5 life or sacrifice a creature or "
            "enchantment."
        ),
        ja=(
            "この呪文を唱えるための追加コストとして、５点のライフを支払うか、"
            "クリーチャー１体かエンチャント１つを生け贄に捧げる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: additional_cost
                cost: either_cost
                  options[0]: pay_life
                    player: you
                    amount: number value=5 form="digits"
                  options[1]: sacrifice
                    player: you
                    object: objects quantifier="a"
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="enchantment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: additional_cost
                cost: either_cost
                  options[0]: pay_life
                    player: you
                    amount: number value=5
                  options[1]: sacrifice
                    player: you
                    object: objects quantifier="a" counter="体"
                      filter: any_of
                        options[0]: card_type name="creature"
                        options[1]: card_type name="enchantment"
        """,
        engine="cannot compile effect_cost: either_cost: no choice between two costs as one cost",
    ),
    # kind: tap_cost
    Row(
        "mana (ja)",
        ja="(２)(青)(青),(Ｔ)：占術２を行う。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}{U}{U}"
                costs[1]: tap_cost
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "activated",
        en="{1}, {T}: Scry 2.",
        ja="(１),(Ｔ)：占術２を行う。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                costs[1]: tap_cost
                effect: scry
                  player: you
                  amount: number value=2 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{1}"
                costs[1]: tap_cost
                effect: scry
                  player: you
                  amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "a card from an opponent's graveyard",
        en="{T}: Exile target card from an opponent's graveyard.",
        ja="(Ｔ)：対戦相手の墓地からカード１枚を対象とし、それを追放する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: exile until_comma=true
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="card"
                      parts[1]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: exile until_comma=true
                  object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: player quantifier="a" noun="opponent" bare_written=true
                      parts[1]: card_type name="card"
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "can't be blocked this turn except by",
        en="{4}, {T}: Target creature can't be blocked this turn except by Walls.",
        ja=(
            "(４),(Ｔ)：クリーチャー１体を対象とする。このターン、"
            "それは壁によってしかブロックされない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                costs[1]: tap_cost
                effect: restriction rule="can't be blocked"
                  object: objects quantifier="target"
                    filter: card_type name="creature"
                  only: objects quantifier="all" bare=true
                    filter: subtype name="Wall" plural=true
                  duration: duration name="this turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{4}"
                costs[1]: tap_cost
                effect: restriction rule="can't be blocked"
                  object: objects quantifier="target" counter="体" declared=""
                    filter: card_type name="creature"
                  only: objects quantifier="a" bare=true
                    filter: subtype name="Wall"
                  duration: duration name="this turn" first=true
        """,
        engine="compiles",
    ),
    # kind: untap_cost
    # Pili-Pala (../shared/corpus)
    Row(
        "the untap symbol",
        en="{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)",
        ja="(２),(Ｑ)：好きな色１色のマナ１点を加える。（(Ｑ)はアンタップ・シンボルである。）",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                costs[1]: untap_cost
                effect: add_mana options=["any color"]
                  amount: number value=1 form="word"
                reminder[0]: reminder_text text="{Q} is the untap symbol." sentence=1
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: mana_cost symbols="{2}"
                costs[1]: untap_cost
                effect: add_mana options=["any color"]
                  amount: number value=1
                reminder[0]: reminder_text text="(Ｑ)はアンタップ・シンボルである。" sentence=1
        """,
        engine="compiles",
        to_ja=False,
        to_en=False,
    ),
]
