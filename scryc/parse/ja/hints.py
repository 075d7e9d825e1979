"""The Japanese lexer's hints: the text ahead of a word that decides whether the lexer puts an
empty hint token (declared in ``grammar/common.lark``, where each hint's scope is written)
before or after it, where LALR(1)'s one token of lookahead cannot tell constructions apart."""

import re

#: 「トランプルを得て+X/+0の修整を受ける」: 「得」 before 「て」 and a power/toughness change, one
#: predicate continued by the next ("gains trample and gets +X/+0"), not a step joined by 「て」.
GAIN_THEN_PT = re.compile(r"て[+\-−][0-9X]+/")
#: 「…はそれに２点のダメージを与え、あなたに３点のダメージを与える」: after 「与え」, more damage
#: from the same source to another recipient with its own verb (no subject 「は」 of its own).
DAMAGE_AGAIN = re.compile(r"、[^、。「」は]{1,40}?に[0-9０-９XＸ]+点のダメージを与え")
#: 「それはトランプルを得るとともに+X/+Xの修整を受ける」: after a predicate's verb, 「とともに」
#: before another predicate of the same subject (a power/toughness change, abilities gained,
#: had or lost, a base power and toughness, a color), not a step of its own (「…を得るとともに、
#: カード１枚を引く」, 「…とともに、それは…」).
TOGETHER_PREDICATE = re.compile(
    r"、?(?:[+\-−][0-9X]+/[+\-−]?[0-9X]+の修整|基本の(?:パワー|タフネス)|すべての能力を"
    r"|能力をすべて|(?:白|青|黒|赤|緑|無色)になる|[^、。はがをに「」]{1,20}を(?:得|持|失)"
    r"|「[^「」]*」を(?:得|持))"
)
#: The verbs that end a predicate before 「とともに」 (:data:`TOGETHER_PREDICATE`).
PREDICATE_ENDS = frozenset(
    {"受ける", "得る", "持つ", "失う", "になる", "ある", "である", "でもある"}
)
#: What ends a continuative verb other than a step: a comma, the period, 「て」, brackets.
NOT_A_STEP = frozenset("、。て」）)")
#: 「。このターン、…たび、」: a later sentence that sets up a trigger for the turn (its
#: duration before a comma, where 「このターン、」 otherwise opens a clause of the sentence);
#: not 「このターン、あなたが次に…を唱えたとき」 (the next spell, read on its own).
TURN_TRIGGER = re.compile(r"このターン、(?:(?!次に)[^。「」])*?(?:たび|とき)、")
#: 「…の上から…に等しい数の忠誠カウンターを取り除く」: a number of counters after 「上から」
#: (「上に」), where a counter kind and the object that starts the amount would collide; after
#: 「上に」 a comma may come first (「…の上に、その呪文のマナ総量に等しい個数の…を置く」).
EQUAL_COUNTERS = re.compile(
    r"(?:(?<=に)、)?[^、。「」]*?に等しい(?:個)?数の[^、。「」を]*カウンターを(?:取り除|置)"
)
#: 「…の上に、…１体につき+1/+1カウンター１個を置く」: what is counted between the place and the
#: counters, where a counter kind and a filter's 「…カウンターが置かれている」 would collide.
PUT_EACH = re.compile(r"、[^。「」]*?につき[^、。「」]*?カウンター[^、。「」]*?個を置")
#: 「「…」を持つ、無色の1/1の操縦士・クリーチャー・トークン１体を生成する」: the comma after a
#: token's abilities, before the rest of its description.
WITH_TOKEN = re.compile(r"、[^、。「」を]*トークン[^、。「」を]*を")
#: 「…していて、あなたがコントロールしている他のパーマネントと同じ名前を持たない」: a comma
#: after a joined clause, before an object that a negated same-name clause ends (its own
#: relative clauses and the described object's would collide).
SAME_NAME_NOT = re.compile(r"[^、。「」]*?と同じ名前を持たない")
#: 「クリーチャーをすべて破壊する」: 「すべて」 after the object's 「を」 (not 「すべての」, and not
#: after 「ダメージを」, which the prevention rules read themselves).
FLOATING_ALL = re.compile(r"すべて(?!の)")
#: 「山を望む数だけ（、）オーナーの手札に戻す」, 「カードを望む枚数だけ公開する」: "any number
#: of" the object, written after its 「を」 (read, like 「すべて」, before 「を」); also without
#: 「だけ」 (「…を望む枚数探し」).
FLOATING_ANY = re.compile(r"望む(?:枚数|数)(?:だけ)?(?!の)、?")
#: 「…から、…に１を足した値に等しいマナ総量を持つ」: a value that an object has, after a
#: zone; the lexer marks where the value starts (qualifiers before it describe the object).
EQUAL_HAS = re.compile(r"(?:[^。「」を]|を足した)*?に等しい(?:マナ総量|パワー|タフネス)を持つ")
#: 「あなたとそのプレイヤーはそれぞれ…」: 「あなたと」 and a player, the subject of the step after
#: them (not 「あなたとあなたがコントロールしているパーマネントは呪禁を得る」, a list of objects).
YOU_AND = re.compile(r"あなたと、?[^、。「」]*?は、?それぞれ")
#: 「すべての墓地にある…」, 「すべての墓地から」: every player's zone, where the cards are (not
#: 「すべての…」 as the quantifier of the object, nor 「すべての墓地を追放する」).
EVERY_ZONE = re.compile(r"すべての(?:墓地|手札|ライブラリー)(?:に|から)")
#: A choice of a vote (CR 701.38), its English name in brackets: 「時間(Time)」 (token VOTE_CHOICE,
#: valued its English name in lower case; later in the text 「時間」 alone is that choice).
VOTE_CHOICE = re.compile(r"「([^「」()（）\n]{1,20})[(（]([A-Za-z][A-Za-z' ]*)[)）]」")
#: 「オーラがついているクリーチャー」, 「あなたがコントロールしていて装備品がついている各
#: クリーチャー」, 「オーラか装備品がついていて」: an Aura (an Equipment) attached, said of the
#: object described after it ("enchanted", "equipped"); only at a line's start or after 「て」,
#: 「、」 (never after 「に」: 「これに装備品がついている」 is a condition on the object before
#: 「に」; nor after a clause that describes the Aura: 「あなたがコントロールしているオーラが
#: ついている」).
ATTACHED = re.compile(r"(?:オーラ|装備品)(?:[かや](?:オーラ|装備品))?がついて(?:いる|いて)")
#: The characters that start :data:`ATTACHED`.
ATTACHED_STARTS = frozenset("オ装")


def attached_at(text: str, pos: int) -> bool:
    """Whether an Aura (an Equipment) attached to the object after starts at ``pos``."""
    return (pos == 0 or text[pos - 1] in "て、\n") and ATTACHED.match(text, pos) is not None
