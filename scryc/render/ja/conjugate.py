"""Japanese verb forms: a clause ends in a verb whose form depends on what follows it.

「占術１を行う。」 (final), 「占術１を行い、その後…」 (continuative), 「２点のライフを得て、…」
(te-form), 「…が戦場に出たとき」 (past), 「(１)を支払わないかぎり」 (negative).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Form = Literal["final", "continuative", "te", "past", "negative"]

#: Verbs ending in る that drop it (ichidan): 得る → 得, 得て.
ICHIDAN = ("得る", "捨てる", "与える", "加える", "受ける", "見る", "捧げる", "出る", "離れる")
ICHIDAN += ("置かれる", "唱える", "される", "させる", "られる", "支払われる", "つける")
ICHIDAN += ("終わらせる",)
#: Godan endings: continuative, te-form, negative stem.
GODAN = {
    "く": ("き", "いて", "か"),
    "す": ("し", "して", "さ"),
    "う": ("い", "って", "わ"),
    "つ": ("ち", "って", "た"),
    "る": ("り", "って", "ら"),
    "ぶ": ("び", "んで", "ば"),
    "む": ("み", "んで", "ま"),
}


def conjugate(verb: str, form: Form) -> str:
    """``verb`` (a dictionary form) in ``form``; words that don't conjugate stay as they are."""
    if form == "final" or not verb:
        return verb
    if verb.endswith("できない") and form == "continuative":  # 「攻撃できず、」
        return verb.removesuffix("ない") + "ず"
    if verb.endswith("ない") and form == "past":  # 「ブロックされなかった」
        return verb.removesuffix("い") + "かった"
    if verb.endswith("する"):
        stem, cont, te, neg = verb[:-2], "し", "して", "し"
    elif verb.endswith(ICHIDAN):
        stem, cont, te, neg = verb[:-1], "", "て", ""
    elif verb.endswith("行く"):
        stem, cont, te, neg = verb[:-1], "き", "って", "か"
    elif verb[-1] in GODAN and not verb.endswith("ない"):
        stem, (cont, te, neg) = verb[:-1], GODAN[verb[-1]]
    else:
        return verb
    if form == "negative":
        return stem + neg + "ない"
    if form == "continuative":
        return stem + cont
    if form == "te":
        return stem + te
    return stem + te[:-1] + ("だ" if te.endswith("で") else "た")


@dataclass(frozen=True)
class Clause:
    """Japanese text ending in a verb: ``head`` + ``verb`` (e.g. 「占術１を」 + 「行う」)."""

    head: str
    verb: str = ""

    def text(self, form: Form = "final") -> str:
        return self.head + conjugate(self.verb, form)

    def then(self, joiner: str, form: Form, after: Clause) -> Clause:
        """This clause joined to ``after``: 「占術１を行い、」 + 「カード１枚を引く」."""
        return Clause(self.text(form) + joiner + after.head, after.verb)

    def prefixed(self, prefix: str) -> Clause:
        return Clause(prefix + self.head, self.verb)
