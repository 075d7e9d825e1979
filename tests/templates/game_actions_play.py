"""Template rows of the game_actions family (scryc/ast/game_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: play
    Row(
        "until the end of your next turn, you may play",
        en=(
            "Exile the top card of your library. Until the end of your next turn, you may play "
            "that card."
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until the end of your next turn" first=true
        """,
        engine="cannot compile play: until the end of your next turn: a longer permission",
    ),
    Row(
        "play that card this turn",
        en="Exile the top card of your library. You may play that card this turn.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="this turn"
        """,
        engine="compiles",
    ),
    Row(
        "cast it without paying その cost",
        ja="あなたはそれをそのマナ・コストを支払うことなく唱えてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true cost_owner="その"
                    player: you
                    object: ref
        """,
        engine="cannot compile ref: no record of what “it” refers to",
    ),
    Row(
        "play without paying, the object in the cost",
        ja="あなたはそれのマナ・コストを支払うことなくプレイしてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play free=true cost_owner="それの" object_in_cost=true
                    player: you
                    object: ref
        """,
        engine="cannot compile play.free: playing ref without paying",
    ),
    Row(
        "瞬速を持っているかのように",
        ja=(
            "あなたはクリーチャー・呪文を、それが瞬速を持っているかのように唱えてもよい。\n"
            "このターン、あなたは恐竜・呪文をそれが瞬速を持っているかのように唱えてもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true comma=true as_flash=true flash_subject="それが"
                    player: you
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: card_type name="creature"
                        parts[1]: card_type name="spell"
              abilities[1]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true as_flash=true flash_subject="それが"
                    player: you
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: subtype name="Dinosaur"
                        parts[1]: card_type name="spell"
                    duration: duration name="this turn"
        """,
        engine="cannot compile play.as_flash: casting at instant speed, by an effect",
    ),
    Row(
        "cast, with a comma after を",
        ja="あなたはそのカードを、マナ・コストを支払うことなく唱えてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true comma=true
                    player: you
                    object: ref noun="card"
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "cast, the place written after を",
        ja=(
            "あなたはインスタント・呪文１つを、"
            "あなたの手札からマナ・コストを支払うことなく唱えてもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true comma=true zone_after=true
                    player: you
                    object: objects quantifier="a" counter="つ"
                      filter: all_of
                        parts[0]: card_type name="instant"
                        parts[1]: card_type name="spell"
                        parts[2]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
        """,
        engine="compiles",
    ),
    Row(
        "cast, a comma before without paying",
        ja=(
            "あなたはあなたの墓地からインスタント・カード１枚を、"
            "マナ・コストを支払うことなく唱えてもよい。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true comma=true
                    player: you
                    object: objects quantifier="a" counter="枚"
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="graveyard"
                            owner: you
                        parts[1]: card_type name="instant"
                        parts[2]: card_type name="card"
        """,
        engine="compiles",
    ),
    Row(
        "play from the top of your library",
        ja="あなたはあなたのライブラリーの一番上から土地をプレイしてもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                        parts[1]: card_type name="land"
        """,
        engine="compiles",
    ),
    Row(
        "you may play until end of turn",
        en="Exile the top card of your library. You may play that card until end of turn.",
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。ターン終了時まで、"
            "あなたはそのカードをプレイしてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn"
        """,
        engine="compiles",
    ),
    Row(
        "you may play until the end of your next turn",
        en=(
            "Exile the top card of your library. You may play that card until the end of your next "
            "turn."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。あなたの次のターンの終了時まで、"
            "あなたはそのカードをプレイしてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until the end of your next turn"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play
                      player: you
                      object: ref noun="card"
                      duration: duration name="until the end of your next turn"
        """,
        engine="cannot compile play: until the end of your next turn: a longer permission",
    ),
    Row(
        "play lands and cast spells",
        en="You may play lands and cast spells from the top of your library.",
        ja="あなたはあなたのライブラリーの一番上から土地をプレイしたり呪文を唱えたりしてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="land" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                    also_cast: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you written=true
                  effect: play
                    player: you written=true
                    object: objects quantifier="a" bare=true
                      filter: all_of
                        parts[0]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
                        parts[1]: card_type name="land"
                    also_cast: objects quantifier="a" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell"
                        parts[1]: in_zone preposition="from"
                          zone: zone name="library" position="top"
                            owner: you
        """,
        engine="cannot compile play.also_cast: playing and casting",
    ),
    Row(
        "cast without paying its mana cost",
        en="You may cast that card without paying its mana cost.",
        ja="あなたはそのカードをマナ・コストを支払うことなく唱えてもよい。",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true
                    player: you
                    object: ref noun="card"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true
                    player: you
                    object: ref noun="card"
        """,
        engine="cannot compile ref: no record of what “card” refers to",
    ),
    Row(
        "without paying their mana costs",
        en="Until end of turn, you may cast spells from your hand without paying their mana costs.",
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: optional
                  player: you
                  effect: play cast_only=true free=true
                    player: you
                    object: objects quantifier="all" bare=true
                      filter: all_of head=0
                        parts[0]: card_type name="spell" plural=true
                        parts[1]: in_zone preposition="from"
                          zone: zone name="hand"
                            owner: you
                    duration: duration name="until end of turn" first=true
        """,
        engine="cannot compile play.free: a lasting permission to cast without paying",
    ),
    Row(
        "cast this spell without paying its mana cost, if",
        en="If you control a commander, you may cast this spell without paying its mana cost.",
        ja=(
            "あなたが統率者をコントロールしているなら、"
            "あなたはこの呪文をこれのマナ・コストを支払うことなく唱えてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="a"
                      filter: card_type name="commander"
                    player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true
                      player: you
                      object: self_ref noun="spell"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: you_control
                    objects: objects quantifier="a" bare=true
                      filter: card_type name="commander"
                    player: you
                  effect: optional
                    player: you
                    effect: play cast_only=true free=true cost_owner="これの"
                      player: you
                      object: self_ref noun="spell"
        """,
        engine="cannot compile conditional: no static behaviour",
        to_ja=False,
    ),
    Row(
        "play without paying, after a duration",
        en=(
            "Exile the top card of your library. Until end of turn, you may play that card without "
            "paying its mana cost."
        ),
        ja=(
            "あなたのライブラリーの一番上のカードを追放する。ターン終了時まで、"
            "あなたはそのカードをマナ・コストを支払うことなくプレイしてもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play free=true
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn" first=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: spell_ability
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: exile until_comma=true
                    object: top_of_library
                      count: number value=1
                      player: you
                  steps[1]: optional
                    player: you
                    effect: play free=true
                      player: you
                      object: ref noun="card"
                      duration: duration name="until end of turn"
        """,
        engine="cannot compile play.free: a lasting permission to cast without paying",
        to_en=False,
    ),
]
