"""Template rows of the states family (scryc/ast/states.py).

Each row is under the kind it is here for: of the kinds in its ASTs, the one the fewest
rows contain."""

from . import Row

ROWS = [
    # kind: not_turn_of
    Row(
        "as long as it's not your turn",
        en="As long as it's not your turn, spells you cast cost {1} less to cast.",
        ja="あなたのターンでない間、あなたが呪文を唱えるためのコストは(１)少なくなる。",
        engine="?",
    ),
    Row(
        "if it's not your turn",
        en="Whenever you cast a spell, if it's not your turn, draw a card.",
        ja="あなたが呪文を唱えるたび、あなたのターンでないなら、カード１枚を引く。",
        engine="?",
    ),
    # kind: day_night
    Row(
        "if it's night, it becomes day",
        en="{3}, {T}: If it's night, it becomes day. Otherwise, it becomes night.",
        ja="(３),(Ｔ)：夜であるなら、昼になる。そうでないなら、夜になる。",
        engine="?",
    ),
    Row(
        "if it's neither day nor night as ~ enters",
        en="If it's neither day nor night, it becomes day as this creature enters the battlefield.",
        ja="このクリーチャーが戦場に出るに際し、昼でも夜でもないなら、昼になる。",
        engine="?",
    ),
]
