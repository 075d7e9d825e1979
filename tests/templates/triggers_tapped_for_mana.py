"""Template rows of the triggers family (scryc/ast/triggers.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: tapped_for_mana
    Row(
        "mana of any type that land produced",
        en=(
            "Whenever a player taps a land for mana, that player adds one mana of any type that "
            "land produced."
        ),
        ja=(
            "プレイヤーがマナを引き出す目的で土地をタップするたび、"
            "そのプレイヤーはその土地が生み出したいずれかのタイプのマナ１点を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: add_mana options=["any type"]
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="word"
                  produced_by: ref noun="land"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana bare_player=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: add_mana options=["any type"]
                  player: player quantifier="that" noun="player"
                  amount: number value=1
                  produced_by: ref noun="land"
        """,
        engine="cannot compile add_mana.produced_by: no mana an object produced",
        to_ja=False,
    ),
    Row(
        "mana of a type among those that permanent produced",
        en=(
            "Whenever you tap a nonland permanent for mana, add one mana of any type that "
            "permanent produced."
        ),
        ja=(
            "あなたがマナを引き出す目的で土地でないパーマネントを１つタップするたび、"
            "そのパーマネントが生み出したマナのタイプのうち望むタイプ１つのマナ１点を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: you
                  object: objects quantifier="a"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                effect: add_mana options=["any type"]
                  amount: number value=1 form="word"
                  produced_by: ref noun="permanent"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana count_after=true
                  player: you
                  object: objects quantifier="a" counter="つ"
                    filter: all_of
                      parts[0]: negated
                        filter: card_type name="land"
                      parts[1]: card_type name="permanent"
                effect: add_mana options=["any type"] produced_ja="among_mana"
                  amount: number value=1
                  produced_by: ref noun="permanent"
        """,
        engine="cannot compile add_mana.produced_by: no mana an object produced",
        to_ja=False,
    ),
    Row(
        "a triggered ability for a while: the duration first",
        en=(
            "Until end of turn, whenever a player taps an Island for mana, that player adds an "
            "additional {U}."
        ),
        ja=(
            "ターン終了時まで、プレイヤーがマナを引き出す目的で島をタップするたび、"
            "そのプレイヤーは追加で(青)を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: subtype name="Island"
                effect: add_mana options=["{U}"] additional=true
                  player: player quantifier="that" noun="player"
                duration: duration name="until end of turn" first=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana bare_player=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: subtype name="Island"
                effect: add_mana options=["{U}"] additional=true
                  player: player quantifier="that" noun="player"
                duration: duration name="until end of turn"
        """,
        engine="cannot compile triggered_ability.duration: a trigger for a while",
        to_ja=False,
        to_en=False,
    ),
    Row(
        "a player taps a land for mana",
        en="Whenever a player taps a land for mana, that player loses 1 life.",
        ja=(
            "プレイヤーがマナを引き出す目的で土地をタップするたび、"
            "そのプレイヤーは１点のライフを失う。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana bare_player=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: lose_life
                  player: player quantifier="that" noun="player"
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "you tap a Swamp for mana",
        en="Whenever you tap a Swamp for mana, you gain 1 life.",
        ja="あなたがマナを引き出す目的で沼を１つタップするたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: you
                  object: objects quantifier="a"
                    filter: subtype name="Swamp"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana count_after=true
                  player: you
                  object: objects quantifier="a" counter="つ"
                    filter: subtype name="Swamp"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "an opponent taps",
        en="Whenever an opponent taps a land for mana, you gain 1 life.",
        ja="対戦相手１人がマナを引き出す目的で土地をタップするたび、あなたは１点のライフを得る。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: gain_life
                  player: you written=true
                  amount: number value=1 form="digits"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="opponent"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: gain_life
                  player: you written=true
                  amount: number value=1
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "whenever you tap a <land> for mana, add an additional mana",
        en="Whenever you tap a Swamp for mana, add an additional {B}.",
        ja="あなたがマナを引き出す目的で沼を１つタップするたび、追加で(黒)を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: you
                  object: objects quantifier="a"
                    filter: subtype name="Swamp"
                effect: add_mana options=["{B}"] additional=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana count_after=true
                  player: you
                  object: objects quantifier="a" counter="つ"
                    filter: subtype name="Swamp"
                effect: add_mana options=["{B}"] additional=true
        """,
        engine="compiles",
        to_ja=False,
    ),
    Row(
        "whenever enchanted land is tapped for mana",
        en=(
            "Whenever enchanted land is tapped for mana, its controller adds an additional one "
            "mana of any color."
        ),
        ja=(
            "エンチャントしている土地がマナを引き出す目的でタップされるたび、"
            "それのコントローラーは追加で好きな色１色のマナ１点を加える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: add_mana options=["any color"] additional=true
                  player: controller_of
                    object: ref
                  amount: number value=1 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  object: attached_to relation="enchanted"
                    filter: card_type name="land"
                effect: add_mana options=["any color"] additional=true
                  player: controller_of
                    object: ref
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "whenever a player taps a land for mana",
        en="Whenever a player taps a land for mana, Card Name deals 1 damage to that player.",
        ja=(
            "プレイヤーがマナを引き出す目的で土地をタップするたび、"
            "名前はそのプレイヤーに１点のダメージを与える。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a"
                    filter: card_type name="land"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=1 form="digits"
                  recipient: player quantifier="that" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: tapped_for_mana bare_player=true
                  player: player quantifier="a" noun="player"
                  object: objects quantifier="a" bare=true
                    filter: card_type name="land"
                effect: deal_damage
                  source: self_ref short=true
                  amount: number value=1
                  recipient: player quantifier="that" noun="player"
        """,
        engine="compiles",
        to_ja=False,
    ),
    # kind: turned_face_up
    Row(
        "enters or is turned face up",
        en="When Card Name enters the battlefield or is turned face up, draw a card.",
        ja="名前が戦場に出たか表向きになったとき、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters the_battlefield=true
                    object: self_ref short=true
                  triggers[1]: turned_face_up
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: any_of_triggers
                  triggers[0]: enters
                    object: self_ref short=true
                  triggers[1]: turned_face_up
                    object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
        to_en=False,
    ),
    Row(
        "or another is turned face up",
        ja="名前か他のパーマネントが表向きになるたび、あなたは占術２を行ってもよい。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: object_list conjunction="or"
                    items[0]: self_ref short=true
                    items[1]: objects quantifier="a" other=true bare=true other_word="他の"
                      filter: card_type name="permanent"
                effect: optional
                  player: you written=true
                  effect: scry
                    player: you written=true
                    amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "turned face up",
        en="When Card Name is turned face up, destroy target enchantment.",
        ja="名前が表向きになったとき、エンチャント１つを対象とする。それを破壊する。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: turned_face_up
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target"
                    filter: card_type name="enchantment"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: turned_face_up
                  object: self_ref short=true
                effect: destroy
                  object: objects quantifier="target" counter="つ" declared=""
                    filter: card_type name="enchantment"
        """,
        engine="compiles",
    ),
    Row(
        "permanent turned face up, count after ga",
        en="Whenever a permanent is turned face up, put a +1/+1 counter on Card Name.",
        ja="パーマネントが１つ表向きになるたび、名前の上に+1/+1カウンター１個を置く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: objects quantifier="a"
                    filter: card_type name="permanent"
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: self_ref short=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: turned_face_up
                  object: objects quantifier="a" counter="つ" count_after_ga=true
                    filter: card_type name="permanent"
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: self_ref short=true
        """,
        engine="compiles",
        to_ja=False,
    ),
]
