"""Template rows of the states family (scryc/ast/states.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: attacked_or_blocked
    Row(
        "if it attacked or blocked this combat",
        en=(
            "At the beginning of your end step, if Card Name attacked or blocked this combat, draw "
            "a card."
        ),
        ja=(
            "あなたの終了ステップの開始時に、この戦闘で名前が攻撃かブロックした場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: attacked_or_blocked during="combat"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: attacked_or_blocked during="combat"
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile attacked_or_blocked: no record of which creatures attacked or blocked "
            "this combat"
        ),
    ),
    Row(
        "if it attacked or blocked this combat, each verb written",
        ja=(
            "あなたの終了ステップの開始時に、名前がこの戦闘で攻撃したかブロックした場合、"
            "カード１枚を引く。"
        ),
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: attacked_or_blocked during="combat" object_first=true
                  object: self_ref short=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine=(
            "cannot compile attacked_or_blocked: no record of which creatures attacked or blocked "
            "this combat"
        ),
    ),
    # kind: attacked_this_step
    Row(
        "cast only during a step and only if you've been attacked",
        en=(
            "Cast this spell only during the declare attackers step and only if you've been "
            "attacked this step."
        ),
        ja=(
            "この呪文は攻撃クリーチャー指定ステップの間で、"
            "あなたがこのステップで攻撃されているならば唱えられる。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: cast_restriction window="during the declare attackers step"
                condition: attacked_this_step
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: cast_restriction window="during the declare attackers step"
                condition: attacked_this_step
                  player: you written=true
        """,
        engine=(
            "cannot compile attacked_this_step: no record of whom the attacking creatures attack "
            "this step"
        ),
    ),
    # kind: becomes_day_night
    Row(
        "if it's neither day nor night as ~ enters",
        en="If it's neither day nor night, it becomes day as this creature enters the battlefield.",
        ja="このクリーチャーが戦場に出るに際し、昼でも夜でもないなら、昼になる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: as_enters_ability
                object: self_ref noun="creature"
                effect: conditional comma=true
                  condition: day_night state="neither"
                  effect: becomes_day_night becomes="day"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: as_enters_ability
                object: self_ref noun="creature"
                effect: conditional comma=true
                  condition: day_night state="neither"
                  effect: becomes_day_night becomes="day"
        """,
        engine=(
            "cannot compile as_enters_ability: no effects as a permanent enters but a choice to "
            "act or enter tapped, or a choice of a color or a creature type"
        ),
    ),
    # kind: completed_dungeon
    Row(
        "venture into the dungeon",
        en=(
            "When Card Name enters, venture into the dungeon.\n"
            "As long as you've completed a dungeon, Card Name has double strike."
        ),
        ja=(
            "名前が戦場に出たとき、ダンジョン探索をする。\n"
            "あなたがダンジョンを踏破したことがあるかぎり、名前は二段攻撃を持つ。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: venture
                  player: you
              abilities[1]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="double strike" case="lower"
                condition: completed_dungeon
                  player: you written=true
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: venture
                  player: you
              abilities[1]: static_ability
                effect: gain_ability verb="have"
                  object: self_ref short=true
                  abilities[0]: keyword name="double strike"
                condition: completed_dungeon
                  player: you written=true
        """,
        engine="cannot compile venture: no dungeons",
    ),
    # kind: day_night
    Row(
        "if it's night",
        en="This spell costs {2} less to cast if it's night.",
        ja="夜であるなら、この呪文を唱えるためのコストは(２)少なくなる。",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: day_night state="night"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability condition_last="if"
                effect: cost_change symbols="{2}" reduce=true action="cast"
                  object: self_ref noun="spell"
                condition: day_night state="night"
        """,
        engine="cannot compile day_night: no day and night (CR 727)",
    ),
    # kind: day_night_changes
    Row(
        "whenever day becomes night or night becomes day",
        en="Whenever day becomes night or night becomes day, draw a card.",
        ja="昼が夜になるか夜が昼になるたび、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: day_night_changes
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: day_night_changes
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile day_night_changes: no day and night (CR 731)",
    ),
    # kind: has_city_blessing
    Row(
        "if you have the city's blessing",
        en="At the beginning of your upkeep, if you have the city's blessing, draw a card.",
        ja="あなたのアップキープの開始時に、あなたが都市の承認を持っている場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: has_city_blessing
                  player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: has_city_blessing
                  player: you written=true
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile has_city_blessing: no city's blessing (ascend)",
    ),
    # kind: has_initiative
    Row(
        "take the initiative",
        en=(
            "When Card Name enters, you take the initiative.\n"
            "At the beginning of your end step, if you have the initiative, draw a card."
        ),
        ja=(
            "名前が戦場に出たとき、あなたはイニシアチブを得る。\n"
            "あなたの終了ステップの開始時に、あなたにイニシアチブがある場合、カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: take_initiative
                  player: you written=true
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: has_initiative
                  player: you
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: take_initiative
                  player: you written=true
              abilities[1]: triggered_ability word="at"
                trigger: at_step step="end step"
                  player: you
                condition: has_initiative
                  player: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile take_initiative: no initiative",
    ),
    # kind: is_monarch
    Row(
        "as long as you're the monarch",
        en="As long as you're the monarch, permanents you control have hexproof.",
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="all" bare=true
                    filter: all_of head=0
                      parts[0]: card_type name="permanent" plural=true
                      parts[1]: controlled_by
                        player: you
                  abilities[0]: keyword name="hexproof" case="lower"
                condition: is_monarch
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "統治者であった",
        ja="あなたのアップキープの開始時に、対戦相手が統治者であった場合、カード１枚を引く。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: is_monarch past=true
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
    Row(
        "統治者であるかぎり",
        ja="あなたが統治者であるかぎり、あなたがコントロールしているパーマネントは呪禁を持つ。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: gain_ability verb="have"
                  object: objects quantifier="a" bare=true
                    filter: all_of
                      parts[0]: controlled_by
                        player: you
                      parts[1]: card_type name="permanent"
                  abilities[0]: keyword name="hexproof"
                condition: is_monarch
                  player: you written=true
        """,
        engine="compiles",
    ),
    Row(
        "if you're the monarch, instead",
        en=(
            "At the beginning of your upkeep, draw a card. If you're the monarch, draw two cards "
            "instead."
        ),
        ja=(
            "あなたのアップキープの開始時に、カード１枚を引く。あなたが統治者であるなら、"
            "代わりにカード２枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: draw
                    player: you
                    amount: number value=1 form="article"
                  steps[1]: conditional comma=true instead=true
                    condition: is_monarch
                      player: you written=true
                    effect: draw
                      player: you
                      amount: number value=2 form="word"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: draw
                    player: you
                    amount: number value=1
                  steps[1]: conditional comma=true instead=true
                    condition: is_monarch
                      player: you written=true
                    effect: draw
                      player: you
                      amount: number value=2
        """,
        engine="compiles",
    ),
    Row(
        "an opponent is the monarch",
        en="At the beginning of your upkeep, if an opponent is the monarch, draw a card.",
        ja="あなたのアップキープの開始時に、対戦相手が統治者である場合、カード１枚を引く。",
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: is_monarch
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1 form="article"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: is_monarch
                  player: player quantifier="a" noun="opponent"
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="compiles",
    ),
]
