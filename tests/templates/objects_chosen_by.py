"""Template rows of the objects family (scryc/ast/objects.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: chosen_by
    Row(
        "of an opponent's choice",
        en=(
            "When Card Name enters the battlefield, return target creature card of an opponent's "
            "choice from your graveyard to your hand."
        ),
        ja=(
            "名前が戦場に出たとき、あなたの墓地にある、"
            "対戦相手１人が選んだクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="when"
                trigger: enters the_battlefield=true
                  object: self_ref short=true
                effect: move verb="return"
                  object: objects quantifier="target"
                    filter: all_of head=1
                      parts[0]: card_type name="creature"
                      parts[1]: card_type name="card"
                      parts[2]: chosen_by
                        player: player quantifier="a" noun="opponent"
                      parts[3]: in_zone preposition="from"
                        zone: zone name="graveyard"
                          owner: you
                  to: zone name="hand"
                    owner: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="when"
                trigger: enters
                  object: self_ref short=true
                effect: move verb="return"
                  object: objects quantifier="target" counter="枚" declared="" declared_clause=true
                    filter: all_of
                      parts[0]: in_zone preposition="in" comma=true
                        zone: zone name="graveyard"
                          owner: you
                      parts[1]: chosen_by
                        player: player quantifier="a" noun="opponent"
                      parts[2]: card_type name="creature"
                      parts[3]: card_type name="card"
                  to: zone name="hand"
                    owner: you
        """,
        engine=(
            "cannot compile chosen_by: no choice of an object by a player other than the one acting"
        ),
        to_ja=False,
        to_en=False,
    ),
    Row(
        "of defending player's choice",
        en=(
            "Whenever Card Name attacks, put a +1/+1 counter on target creature of defending "
            "player's choice."
        ),
        ja=(
            "名前が攻撃するたび、防御プレイヤーが選んだクリーチャー１体を対象とする。"
            "その上に+1/+1カウンター１個を置く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1 form="article"
                  object: objects quantifier="target"
                    filter: all_of head=0
                      parts[0]: card_type name="creature"
                      parts[1]: chosen_by
                        player: player quantifier="defending" noun="player"
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="whenever"
                trigger: attacks
                  object: self_ref short=true
                effect: put_counters counter="+1/+1"
                  amount: number value=1
                  object: objects quantifier="target" counter="体" declared="上"
                    filter: all_of
                      parts[0]: chosen_by
                        player: player quantifier="defending" noun="player"
                      parts[1]: card_type name="creature"
        """,
        engine=(
            "cannot compile chosen_by: no choice of an object by a player other than the one acting"
        ),
        to_ja=False,
    ),
    Row(
        "that player controls of that player's choice / 「そのプレイヤーが選んだ、…」",
        en=(
            "At the beginning of each player's upkeep, destroy target nonartifact creature that "
            "player controls of that player's choice. It can't be regenerated."
        ),
        ja=(
            "各プレイヤーのアップキープの開始時に、そのプレイヤーが選んだ、"
            "そのプレイヤーがコントロールしていてアーティファクトでないクリーチャー１体を対象とし、"
            "それを破壊する。それは再生できない。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["."]
                  steps[0]: destroy
                    object: objects quantifier="target"
                      filter: all_of head=1
                        parts[0]: negated
                          filter: card_type name="artifact"
                        parts[1]: card_type name="creature"
                        parts[2]: controlled_by
                          player: player quantifier="that" noun="player"
                        parts[3]: chosen_by
                          player: player quantifier="that" noun="player"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: player quantifier="each" noun="player"
                effect: sequence joins=["sentence"] connectives=["。"]
                  steps[0]: destroy
                    object: objects quantifier="target" counter="体" declared="" declared_clause=true
                      filter: all_of
                        parts[0]: chosen_by comma=true
                          player: player quantifier="that" noun="player"
                        parts[1]: controlled_by verb_form="していて"
                          player: player quantifier="that" noun="player"
                        parts[2]: negated
                          filter: card_type name="artifact"
                        parts[3]: card_type name="creature"
                  steps[1]: restriction rule="can't be regenerated"
                    object: ref
        """,
        engine=(
            "cannot compile chosen_by: no choice of an object by a player other than the one acting"
        ),
        to_ja=False,
        to_en=False,
    ),
    # kind: commander_of
    Row(
        "固有色１色",
        ja="(Ｔ)：あなたの統率者の固有色１色のマナ１点を加える。",
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"] identity_short=true
                  amount: number value=1
                  identity: commander_of
                    player: you
        """,
        engine="cannot compile add_mana.identity: no color identity",
    ),
    Row(
        "your commander",
        en="At the beginning of your upkeep, if you control your commander, draw a card.",
        ja=(
            "あなたのアップキープの開始時に、あなたがあなたの統率者をコントロールしている場合、"
            "カード１枚を引く。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: triggered_ability word="at"
                trigger: at_step step="upkeep"
                  player: you
                condition: you_control
                  objects: commander_of
                    player: you
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
                condition: you_control
                  objects: commander_of
                    player: you
                  player: you
                effect: draw
                  player: you
                  amount: number value=1
        """,
        engine="cannot compile object description: commander_of",
    ),
    Row(
        "mana of any color in your commander's color identity",
        en="{T}: Add one mana of any color in your commander's color identity.",
        ja="(Ｔ)：あなたの統率者の固有色のうち好きな色１色のマナ１点を加える。",
        en_ast="""
            card_text lang="en"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"]
                  amount: number value=1 form="word"
                  identity: commander_of
                    player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: activated_ability
                costs[0]: tap_cost
                effect: add_mana options=["any color"]
                  amount: number value=1
                  identity: commander_of
                    player: you
        """,
        engine="cannot compile add_mana.identity: no color identity",
    ),
]
