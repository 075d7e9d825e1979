"""Template rows of the player_actions family (scryc/ast/player_actions.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

# ruff: noqa: E501

from . import Row

ROWS = [
    # kind: keep_unspent_mana
    Row(
        "unspent mana of a color",
        en="You don't lose unspent green mana as steps and phases end.",
        ja="あなたの未消費の緑マナは、ステップやフェイズの終了に際して無くならない。",
        engine="?",
    ),
    Row(
        "every player's unspent mana",
        en="Players don't lose unspent mana as steps and phases end.",
        ja="未消費のマナはステップやフェイズの終了に際して無くならない。",
        engine="?",
    ),
    # kind: begin_game_with
    Row(
        "begin the game with it",
        en="If Card Name is in your opening hand, you may begin the game with it on the battlefield.",
        ja="カード名があなたのゲーム開始時の手札にあるなら、あなたはこれが戦場に出ている状態でゲームを開始してもよい。",
        engine="?",
    ),
]
