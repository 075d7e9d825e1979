"""Japanese terms → the English terms the AST records (keywords, types, steps, zones …)."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

#: How "other than ~" is recorded when written with the card's name (「〈名〉でないクリーチャー」).
OTHER_THAN_SELF = "〈名〉でない"
#: … and when written 「〈名〉以外の」 before the rest (「〈名〉以外のクリーチャー１体」).
SELF_EXCEPTED = "〈名〉以外の"

TERMS: dict[str, str] = {
    # keyword abilities
    "飛行": "flying", "瞬速": "flash", "速攻": "haste", "警戒": "vigilance", "到達": "reach",
    "トランプル": "trample", "絆魂": "lifelink", "接死": "deathtouch", "呪禁": "hexproof",
    "破壊不能": "indestructible", "威迫": "menace", "防衛": "defender", "果敢": "prowess",
    "共闘": "partner", "欠色": "devoid", "多相": "changeling", "召集": "convoke",
    "後援": "enlist", "濫用": "exploit", "被覆": "shroud", "先制攻撃": "first strike",
    "二段攻撃": "double strike", "護法": "ward", "サイクリング": "cycling", "装備": "equip",
    "キッカー": "kicker", "フラッシュバック": "flashback", "バイバック": "buyback",
    "予顕": "foretell", "変異": "morph", "脱出": "escape", "搭乗": "crew", "騎乗": "saddle",
    "エンジン始動！": "start your engines!",
    "エンチャント（": "enchant", "プロテクション（": "protection from", "占術キャスト": "scrycast",
    "犠牲": "casualty", "製造": "fabricate", "ランページ": "rampage", "加虐": "afflict",
    "武士道": "bushido", "接合": "modular", "滅殺": "annihilator", "狂喜": "bloodthirst",
    "高名": "renown", "発掘": "dredge", "毒性": "toxic", "蘇生": "unearth", "疾駆": "dash",
    "想起": "evoke", "マッドネス": "madness", "忍術": "ninjutsu", "現出": "emerge",
    "不朽": "embalm", "永遠": "eternalize", "降霊": "disturb", "奇襲": "blitz", "超過": "overload",
    "複製": "replicate", "双呪": "entwine", "長久": "outlast", "大変異": "megamorph",
    "換装": "reconfigure", "奇跡": "miracle", "徘徊": "prowl", "怒濤": "surge",
    "絢爛": "spectacle", "授与": "bestow", "変容": "mutate", "協約": "bargain",
    "先読": "read ahead", "計画": "plot", "変装": "disguise",
    "累加アップキープ": "cumulative upkeep", "配備": "station",
    "調和": "harmonize", "激情": "frenzy",
    "エコー": "echo", "感染": "infect", "沼渡り": "swampwalk", "島渡り": "islandwalk",
    "森渡り": "forestwalk", "山渡り": "mountainwalk", "平地渡り": "plainswalk", "日暮": "daybound",
    "夜明": "nightbound", "シャドー": "shadow", "賛美": "exalted", "融合": "fuse", "畏怖": "fear",
    "側面攻撃": "flanking", "続唱": "cascade", "転生": "soulshift", "ストーム": "storm",
    "反復": "rebound",
    "余波": "aftermath", "探査": "delve", "昇殿": "ascend", "萎縮": "wither", "結魂": "soulbond",
    "威嚇": "intimidate", "不死": "undying", "即席": "improvise", "頑強": "persist",
    "多重キッカー": "multikicker", "貪食": "devour", "馬術": "horsemanship", "烈日": "sunburst",
    "刹那": "split second", "消散": "fading", "暗号": "cipher", "進化": "evolve", "再演": "encore",
    "消失": "vanishing", "助力": "assist", "活用": "scavenge",
    "待機": "suspend", "平地サイクリング": "plainscycling",
    "島サイクリング": "islandcycling", "沼サイクリング": "swampcycling",
    "山サイクリング": "mountaincycling",
    "森サイクリング": "forestcycling", "解鎖": "unleash", "覚醒": "awaken", "変成": "transmute",
    "フェイジング": "phasing", "教導": "mentor", "強請": "extort", "回顧": "retrace",
    "切除": "cleave",
    "生体武器": "living weapon", "死後": "afterlife", "秘匿": "hideaway", "会戦": "melee",
    "移植": "graft",
    "暴動": "riot", "増幅": "amplify", "補強": "reinforce", "陰影鎧": "totem armor",
    "貢納": "tribute",
    "潜伏": "skulk", "憑依": "haunt", "共謀": "conspire", "増呪": "escalate", "廃位": "dethrone",
    "訓練": "training", "嚥下": "ingest", "挑発": "provoke", "喊声": "battle cry", "無尽": "myriad",
    "不抜": "undaunted", "復活": "recover", "実演": "demonstrate", "歴伝": "epic", "波及": "ripple",
    "バンド": "banding", "ワープ": "warp", "背景選択": "choose a background", "賛助": "backup",
    "放題": "spree", "火の技": "firebending", "ジョブ選択": "job select",
    "金属生命体": "living metal", "新生": "offspring", "ミラディンのために！": "for mirrodin!",
    "見た目以上のもの": "more than meets the eye", "大混乱": "mayhem",
    "フリーランニング": "freerunning", "糸投げ": "web-slinging", "分隊": "squad",
    "貪欲": "ravenous", "永遠の友": "friends forever", "段階": "tiered", "Ｌｖアップ": "level up",
    "腐乱": "decayed",
    # keyword actions with a number
    "増殖": "proliferate", "履修": "learn", "居住": "populate",
    "怪物化": "monstrosity", "順応": "adapt", "鼓舞": "bolster", "支援": "support",
    "ゾンビ動員": "amass", "オーク動員": "amass Orcs",
    "留置": "detain", "督励": "exert", "予示": "manifest", "戦慄予示": "manifest dread",
    "反転": "flip", "給餌": "forage",
    "土の技": "earthbend", "応召": "mobilize", "親和（": "affinity for",
    "連繋（": "splice onto", "献身（": "offering", "覇権（": "champion", "再活": "jump-start",
    "基本土地サイクリング": "basic landcycling",
    "完成化": "compleated",
    # card types, colours, statuses
    "クリーチャー": "creature", "アーティファクト": "artifact", "土地": "land",
    "エンチャント": "enchantment", "機体": "Vehicle", "装備品": "Equipment",
    "宇宙船": "Spacecraft",
    "プレインズウォーカー": "planeswalker", "インスタント": "instant", "ソーサリー": "sorcery",
    "パーマネント": "permanent", "カード": "card", "呪文": "spell", "トークン": "token",
    "バトル": "battle", "能力": "ability", "統率者": "commander", "コピー": "copy",
    "発生源": "source", "起動型能力": "activated ability", "誘発型能力": "triggered ability",
    "白": "white", "青": "blue", "黒": "black", "赤": "red", "緑": "green",
    "無色": "colorless", "多色": "multicolored", "白の": "white", "青の": "blue",
    "黒の": "black", "赤の": "red", "緑の": "green", "無色の": "colorless",
    "多色の": "multicolored", "１色以上": "one or more colors",
    "有色": "colored", "有色の": "colored", "単色": "monocolored", "単色の": "monocolored",
    "伝説の": "legendary", "伝説": "legendary", "基本": "basic", "氷雪": "snow",
    "タップ状態の": "tapped", "アンタップ状態の": "untapped", "アンタップ状態": "untapped",
    "タップ状態": "tapped", "怪物的": "monstrous", "改善されている": "modified",
    "攻撃": "attacking", "攻撃している": "attacking", "容疑": "suspected",
    "ブロックしている": "blocking", "歴史的な": "historic", "キッカーされている": "kicked",
    "両面": "double-faced", "裏向きの": "face-down",
    # players, zones, steps, attributes
    "プレイヤー": "player", "対戦相手": "opponent", "各": "each", "その": "that",
    "ライブラリー": "library", "手札": "hand", "墓地": "graveyard", "一番上": "top",
    "ゲーム開始時の手札": "opening hand",
    "一番下": "bottom", "一番上か一番下": "top or bottom", "アップキープ": "upkeep",
    "一番上か一番下のうち選んだほう": "top or bottom",
    "終了ステップ": "end step", "第１メイン・フェイズ": "first main phase",
    "第２メイン・フェイズ": "second main phase", "戦闘後メイン・フェイズ": "postcombat main phase",
    "ドロー・ステップ": "draw step", "クリンナップ・ステップ": "cleanup step",
    "マナ総量": "mana value", "パワー": "power",
    "タフネス": "toughness", "以下": "le", "以上": "ge",
    "エンチャントしている": "enchanted", "装備している": "equipped",
    # durations and restrictions
    "ターン終了時まで": "until end of turn", "このターン": "this turn",
    "あなたの次のターンまで": "until your next turn",
    "あなたの次のターンの終了時まで": "until the end of your next turn",
    "次の終了ステップまで": "until the beginning of the next end step",
    "あなたの次のアップキープまで": "until your next upkeep",
    "あなたの次の終了ステップまで": "until your next end step",
    "プレイヤー１人がプレインズウォークするまで": "until a player planeswalks",
    "ブロックされない": "can't be blocked", "ブロックできない": "can't block",
    "攻撃できない": "can't attack", "攻撃もブロックもできない": "can't attack or block",
    "攻撃もブロックもできず": "can't attack or block",
    "攻撃やブロックできない": "can't attack or block",
    "単独では攻撃できない": "can't attack alone", "単独ではブロックできない": "can't block alone",
    "単独では攻撃もブロックもできない": "can't attack or block alone",
    "打ち消されない": "can't be countered", "再生できない": "can't be regenerated",
    "唱えられない": "can't be cast",
    "使嗾される": "is goaded",
    "可能ならブロックされなければならない": "must be blocked if able",
    "望む数のクリーチャーをブロックできる": "can block any number of creatures",
    "各戦闘で可能なら攻撃する": "attacks each combat if able",
    "各戦闘で可能ならブロックする": "blocks each combat if able",
    "可能なら各戦闘で攻撃する": "attacks each combat if able",
    "可能なら各戦闘でブロックする": "blocks each combat if able",
    "各戦闘で可能なら攻撃かブロックする": "attacks or blocks each combat if able",
    "各戦闘で追加で１体のクリーチャーをブロックできる": (
        "can block an additional creature each combat"
    ),
    "防衛を持たないかのように攻撃できる": "can attack as though it didn't have defender",
    "戦闘ダメージを割り振らない": "assigns no combat damage",
    "パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る": (
        "assigns combat damage equal to its toughness rather than its power"
    ),
    "それのコントローラーのアンタップ・ステップにアンタップしない": (
        "doesn't untap during its controller's untap step"
    ),
    "それのコントローラーの次のアンタップ・ステップにアンタップしない": (
        "doesn't untap during its controller's next untap step"
    ),
    "あなたのアンタップ・ステップにアンタップしない": "doesn't untap during your untap step",
    "あなたの次のアンタップ・ステップにアンタップしない": (
        "doesn't untap during your next untap step"
    ),
    # casting windows (CR 601.3): 「この呪文は戦闘中にのみ唱えられる。」
    "戦闘中": "during combat", "戦闘後": "after combat", "戦闘前": "before combat",
    "戦闘中でブロック・クリーチャーが指定された後": "during combat after blockers are declared",
    "戦闘中でブロック・クリーチャーが指定されるより前": (
        "during combat before blockers are declared"
    ),
    "攻撃クリーチャー指定ステップの間": "during the declare attackers step",
    "ブロック・クリーチャー指定ステップの間": "during the declare blockers step",
    "戦闘ダメージ・ステップより前": "before the combat damage step",
    "攻撃クリーチャーが指定される前": "before attackers are declared",
    "ブロック・クリーチャーが指定される前": "before blockers are declared",
    "ターンの間": "turn", "アップキープの間": "upkeep", "終了ステップの間": "end step",
    # activation restrictions
    "起動はソーサリーとしてのみ行う。": "activate only as a sorcery.",
    "毎ターン１回のみ起動できる。": "activate only once each turn.",
    "少なく": "less", "多く": "more",
    # counters
    "麻痺": "stun", "油": "oil", "忠誠": "loyalty", "ページ": "page", "石材": "brick",
    "Ｌｖ": "level",
    "蓄積": "charge", "詩句": "verse", "目印": "landmark", "伝承": "lore", "水晶": "crystal",
    "解錠": "unlock", "最終": "finality", "時間": "time", "ファイレクシア病": "phyresis",
}  # fmt: skip

#: What a player skips (CR 614.10): 「…を飛ばす」.
SKIPPED: dict[str, str] = {
    "アンタップ・ステップ": "untap step", "アップキープ": "upkeep", "ドロー・ステップ": "draw step",
    "戦闘フェイズ": "combat phase", "ターン": "turn",
}  # fmt: skip

#: What happened to an object "this way": 「これにより…が公開された」 "… is revealed this way".
THIS_WAY: dict[str, str] = {
    "公開された": "revealed", "打ち消された": "countered", "追放された": "exiled",
    "切削された": "milled", "捨てられた": "discarded", "破壊された": "destroyed",
    "生け贄に捧げられた": "sacrificed", "ダメージを受けた": "dealt damage", "戻された": "returned",
    "タップされた": "tapped",
}  # fmt: skip

#: What 「…を選ぶ」 names as a value, not an object: 「色１色を選ぶ」 "choose a color".
CHOICES: dict[str, str] = {
    "色": "color", "クリーチャー・タイプ": "creature type", "カード名": "card name",
    "カード・タイプ": "card type", "土地タイプ": "land type", "基本土地タイプ": "basic land type",
}  # fmt: skip

#: "becomes the … of your choice": 「あなたが選んだ…になる」, each way it is written (the first of
#: each kind the renderer's default).
CHOSEN_KINDS: dict[str, str] = {
    "１色の色": "color", "色１色": "color",
    "色１色か色の組み合わせ": "color or colors", "色１色または色の組み合わせ": "color or colors",
    "１種類のクリーチャー・タイプ": "creature type", "クリーチャー・タイプ": "creature type",
    "基本土地タイプ１種": "basic land type", "基本土地タイプ１つ": "basic land type",
    "基本土地タイプ1つ": "basic land type", "１種類の基本土地タイプ": "basic land type",
}  # fmt: skip

#: How a spell was cast: 「キッカーされていた」 "was kicked".
SPELL_HISTORY: dict[str, str] = {"キッカー": "kicked", "予顕": "foretold", "協約": "bargained"}
#: 「…が生み出した」 + how the types of that mana are worded, by ``ast.AddMana.produced_ja``
#: (longest first: 「マナのタイプのうち…」 holds 「タイプのうち…」).
PRODUCED_TYPES: dict[str | None, str] = {
    "among_mana": "マナのタイプのうち望むタイプ１つ",
    "among": "タイプのうち望むタイプ",
    "favorite": "好きなタイプ",
    None: "いずれかのタイプ",
}

#: What a player does, in a trigger: 「あなたがカードを捨てるたび」 "whenever you discard a card".
PLAYER_VERBS: dict[str, str] = {
    "捨てる": "discard", "生け贄に捧げる": "sacrifice", "サイクリングする": "cycle",
    "タップする": "tap", "諜報を行う": "surveil", "悪事を働く": "commit a crime",
    "ライフを得る": "gain life", "ライフを失う": "lose life", "開放する": "unlock",
    "完全に開放する": "fully unlock", "追放する": "exile", "公開する": "reveal", "引く": "draw",
    "プレイする": "play", "ゲームに敗北する": "lose the game",
}  # fmt: skip

#: "for the first time each turn" (other wordings are kept as written).
FIRST = "各ターン最初に"
#: Restrictions whose subject usually takes 「では」 (「名前では攻撃もブロックもできない」)
#: rather than 「は」.
TOPIC_DE = frozenset({"can't block", "can't attack or block"})

#: Keyword actions one object takes on another in a trigger: the particle before the verb,
#: and the verb (「機体１体に搭乗する」, 「…に後援される」, 「クリーチャー１体を濫用する」).
OBJECT_VERBS: dict[str, tuple[str, str]] = {
    "crew": ("に", "搭乗する"), "enlist": ("に", "後援される"), "exploit": ("を", "濫用する"),
}  # fmt: skip

#: What 「この…」 names: 「このクリーチャー」 "this creature".
SELF_NOUNS: dict[str, str] = {
    "クリーチャー": "creature", "呪文": "spell", "アーティファクト": "artifact",
    "エンチャント": "enchantment", "土地": "land", "パーマネント": "permanent", "カード": "card",
    "英雄譚": "Saga", "機体": "Vehicle", "装備品": "Equipment", "ドア": "door",
    "宇宙船": "Spacecraft", "トークン": "token",
}  # fmt: skip

#: The card types of a Japanese type line (before 「―」), by their English names.
CARD_TYPES: dict[str, str] = {
    "インスタント": "instant", "ソーサリー": "sorcery", "クリーチャー": "creature",
    "アーティファクト": "artifact", "エンチャント": "enchantment", "土地": "land",
    "プレインズウォーカー": "planeswalker", "バトル": "battle", "次元": "plane",
    "現象": "phenomenon", "ヴァンガード": "vanguard", "策略": "scheme", "陰謀": "conspiracy",
}  # fmt: skip

#: Subtypes of tokens that the table of paired type lines (scryc/data) does not know.
SUBTYPES: dict[str, str] = {
    "英雄": "Hero", "末裔": "Scion", "タコ": "Octopus", "魔術師": "Sorcerer", "役割": "Role",
    "パワーストーン": "Powerstone", "部屋": "Room", "破片": "Shard",
    "地下街": "Undercity",
    # the names of Role tokens (「呪われし者・役割・トークン」 "Cursed Role token")
    "呪われし者": "Cursed", "ひねくれ者": "Wicked", "王族": "Royal", "怪物": "Monster",
    "聖者": "Virtuous",
    # a predefined token's name, read as English reads it (a type of "Walker tokens"); its
    # cards are printed only in Japanese here
    "ウォーカー": "Walker",
    # token subtypes (CR 205.3g, 205.3m) of cards this corpus has only in Japanese, which
    # scryc/data/build_vocab.py cannot pair with English
    "ロボット": "Robot", "着陸船": "Lander", "地図": "Map", "ダニ": "Mite", "ジャンク": "Junk",
    "光霊": "Glimmer", "ネクロン": "Necron", "ティラニッド": "Tyranid", "アスタルテス": "Astartes",
    "道化師": "Clown", "エイリアン": "Alien", "ラマ": "Llama", "匪獣": "Varmint",
    "カタツムリ": "Snail", "アザラシ": "Seal", "モーグリ": "Moogle", "悪人": "Villain",
    # token subtypes written alone (「苗木を１体生け贄に捧げる」 "Sacrifice a Saproling"), not
    # only before 「・」 (where the lexer reads any noun as a name)
    "苗木": "Saproling", "霊気装置": "Servo", "墨獣": "Inkling",
}  # fmt: skip

#: Ability words: 「英雄的 ― …」 "Heroic — …".
ABILITY_WORDS: dict[str, str] = {
    "英雄的": "Heroic", "団結": "Alliance", "魔巧": "Spell mastery", "紛争": "Revolt",
    "疾風": "Flurry", "附則": "Addendum", "収斂": "Converge", "上陸": "Landfall",
    "一徹": "Adamant", "雄姿": "Valiant", "魔技": "Magecraft", "昂揚": "Delirium",
    "違和感": "Eerie", "ヴォイド": "Void",
}  # fmt: skip


def first_words() -> dict[str, str]:
    """English term → its canonical Japanese words: the first listed for it in TERMS."""
    out: dict[str, str] = {}
    for japanese, english in TERMS.items():
        out.setdefault(english, japanese)
    return out


#: "Any player may activate this ability": its usual Japanese words.
ANY_PLAYER = "この能力はどのプレイヤーも起動できる"
#: 「その前者」, 「その後者」: the first and the second of two targets declared together.
PAIR_ROLES = ("前者", "後者")
#: 「自身の」: "its", of the subject of its own clause (a reference's determiner).
OWN = "自身"
#: 「その選んだカード」: "it", the object chosen before (a reference's determiner).
CHOSEN = "選んだ"


@cache
def vocabulary(table: str) -> dict[str, str]:
    """A table of scryc/data/vocab_ja.json (Japanese → English), mined from cards printed in
    both languages: ``token_subtypes`` (「苗木」 → "Saproling") or ``counters`` (「盾」 →
    "shield")."""
    data = resources.files("scryc.data").joinpath("vocab_ja.json").read_text(encoding="utf-8")
    return dict(json.loads(data)[table])


#: How each kind of word a text change replaces is written (「…に書かれた」 then this).
REPLACINGS = {
    "color word": "色を表す単語１種類をすべて別の色の単語１種類に置き換える",
    "basic land type": "基本土地タイプ１種類をすべて別の基本土地タイプ１種類に置き換える",
}

#: 「飛行を持つクリーチャーのみ(を)ブロックできる」: "can block only …" in other words.
ONLY_BLOCKS = ("のみをブロックできる", "のみブロックできる")

#: Keywords that name a kind of counter (CR 122.1b): before 「カウンター」 each is read as a word.
KEYWORD_COUNTERS = frozenset(
    {"飛行", "先制攻撃", "二段攻撃", "接死", "果敢", "速攻", "呪禁", "破壊不能", "絆魂", "威迫"}
    | {"到達", "シャドー", "トランプル", "警戒"}
)
#: A keyword line, its quality first: 「ハーフリングに装備(１)」, 「…で作製(３)(赤)」.
QUALIFIED_KEYWORD = re.compile(r"[^。、\n「」()（）]+(?:に装備|で作製)(?:\(\w+\))+(（.*）)?$", re.M)

#: 「対戦相手の墓地にあるカード」, 「…から対戦相手の墓地に置かれる」: "an opponent's" zone, the
#: player written bare (token _BARE_OWNER), after one of :data:`BARE_BEFORE` (not after
#: 「各」, 「その」, 「防御」, 「…の」 or a clause, which describe the player).
BARE_ZONE = re.compile(r"対戦相手の(?:墓地|手札|ライブラリー|コントロール下)")
BARE_BEFORE = frozenset(
    {"", "\n", "、", "。", "：", ":", "―"} | {"から", "や", "が", "と", "を", "は"}
)


#: 「土地が１つ対戦相手のコントロール下で…」, 「クリーチャーが１体対戦相手の…」: also after a
#: trigger's count, under whose control (not a zone: 「…が１枚対戦相手の墓地に」 is not written).
COUNTED_BEFORE = frozenset({"１つ", "1つ", "体", "つ", "枚", "個"})
BARE_CONTROL = re.compile(r"対戦相手のコントロール下")


def bare_owner(text: str, start: int, before: str) -> bool:
    """Whether 「対戦相手」 at ``start``, after the token ``before``, owns a zone bare (or
    is the bare player of 「…のコントロール下で」)."""
    if before in COUNTED_BEFORE:
        return BARE_CONTROL.match(text, start) is not None
    return before in BARE_BEFORE and BARE_ZONE.match(text, start) is not None


#: 「対戦相手の墓地から」, 「そのプレイヤーの墓地から」, 「対戦相手１人の墓地から」: a described
#: player's zone before 「から」 (token _ZONE_FROM), where the cards come from ("target card from an
#: opponent's graveyard"), apart from the zone a clause searches (「…のライブラリーから…を探す」,
#: search_zone); not after 「あなたの」, 「自分の」, 「オーナーの」 (zone, which has no conflict).
ZONE_FROM_BEFORE = re.compile(
    r"(?:対戦相手|プレイヤー)(?:[0-9０-９]+人)?の(?:墓地|手札|ライブラリー)$"
)
SEARCHED = re.compile(r"[^。]*?を、?探")


def zone_from(text: str, start: int, end: int) -> bool:
    """Whether 「から」 at ``start`` ends a described player's zone the cards come from."""
    return (
        ZONE_FROM_BEFORE.search(text, max(0, start - 16), start) is not None
        and SEARCHED.match(text, end) is None
    )
