"""Template rows of the player_actions family (scryc/ast/player_actions.py): the opening hand.

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: begin_game_with
    Row(
        "in your opening hand, 「あなたのゲーム開始時の手札にあるなら」",
        en=(
            "If Card Name is in your opening hand, you may begin the game with it on the "
            "battlefield."
        ),
        ja=(
            "名前があなたのゲーム開始時の手札にあるなら、"
            "あなたはこれが戦場に出ている状態でゲームを開始してもよい。"
        ),
        en_ast="""
            card_text lang="en"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: object_is
                    object: self_ref short=true
                    filter: in_zone preposition="in"
                      zone: zone name="opening hand"
                        owner: you
                  effect: optional
                    player: you
                    effect: begin_game_with
                      player: you
        """,
        ja_ast="""
            card_text lang="ja"
              abilities[0]: static_ability
                effect: conditional comma=true
                  condition: object_is object_first=true
                    object: self_ref short=true
                    filter: in_zone
                      zone: zone name="opening hand"
                        owner: you
                  effect: optional
                    player: you written=true
                    effect: begin_game_with
                      player: you written=true
        """,
        engine="cannot compile conditional: no static behaviour",
        to_ja=False,
    ),
]
