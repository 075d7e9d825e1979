"""English wording of playing cards, arranging them, prevention, and the game's named actions (the
kinds of :mod:`scryc.ast.game_actions`)."""

from __future__ import annotations

from ... import ast
from ..base import RenderError
from .base import ORDERS

#: Keyword actions done to an object: the verb, by AST kind.
KEYWORD_ACTIONS = {
    "goad": "goad", "transform_permanent": "transform", "cloak": "cloak", "copy_spell": "copy",
    "suspect": "suspect",
}  # fmt: skip


#: "double that damage": the words for a multiple of the damage dealt.
FACTORS = {2: "double", 3: "triple"}


class EnglishGameActions:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.game_actions`."""

    def prevent_damage(self, node: ast.PreventDamage) -> str:
        to = f" to {self.object(node.recipient)}" if node.recipient is not None else ""
        if node.each_time:
            if node.source is None or node.amount is None or node.duration is not None:
                raise RenderError("no English wording for this prevention of each event")
            combat = "combat " if node.combat else ""
            event = f"{self.object(node.source)} would deal {combat}damage"
            return f"if {event}{to}, prevent {self.amount(node.amount)} of that damage"
        if node.next_time and node.source is not None and node.amount is None:
            event = f"the next time {self.object(node.source)} would deal damage{to}"
            return f"{self.timed(event, node.duration)}, prevent that damage"
        if self.own(node.source_first) and node.source is not None and node.amount is None:
            source, combat = self.object(node.source), "combat " if node.combat else ""
            return self.timed(f"prevent all {combat}damage {source} would deal{to}", node.duration)
        if node.next_time:
            raise RenderError("no English wording for this next-time prevention")
        how_much = f"the next {self.amount(node.amount)}" if node.amount is not None else "all"
        text = f"prevent {how_much} {'combat ' if node.combat else ''}damage that would be dealt"
        after = self.own(node.timed_after) if node.duration is not None else None
        if after == "dealt":
            text += f" {self.render(node.duration)}"
        if node.to_and_by:
            text += f" to and dealt by {self.object(node.recipient)}"
        elif node.recipient is not None:
            text += f" to {self.object(node.recipient)}"
        if after == "to":
            text += f" {self.render(node.duration)}"
        if node.source is not None:
            text += f" by {self.object(node.source)}"
        text = text if after else self.timed(text, node.duration)
        if node.except_source is not None:
            unprevented = "combat damage" if node.combat else "damage"
            by = self.object(node.except_source)
            text += f" except {unprevented} that would be dealt by {by}"
        return text

    def would_be_dealt_damage(self, node: ast.WouldBeDealtDamage) -> str:
        """ "damage would be dealt to <recipient>" or "<recipient> would be dealt damage"."""
        damage = "combat damage" if node.combat else "damage"
        damage = "noncombat damage" if node.noncombat else damage
        if self.own(node.recipient_first) and damage == "damage":
            return f"{self.object(node.recipient)} would be dealt damage"
        return f"{damage} would be dealt to {self.object(node.recipient)}"

    def prevent_that_damage(self, node: ast.PreventThatDamage) -> str:
        return "prevent that damage"

    def modify_damage(self, node: ast.ModifyDamage) -> str:
        """ "if <source> would deal damage to <recipient>, it deals double that damage (to
        <recipient again>) instead"."""
        noncombat = "noncombat " if node.noncombat else ""
        event = f"if {self.object(node.source)} would deal {noncombat}damage"
        event += f" to {self.object(node.recipient)}"
        if node.added is not None and node.factor == 1:
            changed = f"that much damage plus {self.amount(node.added)}"
        elif node.added is None and node.factor in FACTORS:
            changed = f"{FACTORS[node.factor]} that damage"
        else:
            raise RenderError("no English wording for this change of damage")
        again = self.own(node.recipient_again)
        to = f" to {self.object(again)}" if again is not None else ""
        return f"{event}, it deals {changed}{to} instead"

    def redirect_damage(self, node: ast.RedirectDamage) -> str:
        how_much = f"the next {self.amount(node.amount)}" if node.amount is not None else "all"
        damage = f"{how_much} {'combat ' if node.combat else ''}damage"
        dealt = self.timed(f"that would be dealt to {self.object(node.recipient)}", node.duration)
        return f"{damage} {dealt} is dealt to {self.object(node.to)} instead"

    def incubate(self, node: ast.Incubate, bare: bool = False) -> str:
        return self.act(node.player, "incubate", self.amount(node.amount), bare)

    def numbered_action(self, node: ast.NumberedAction, bare: bool = False) -> str:
        return self.act(node.player, node.name, self.amount(node.amount), bare)

    def named_action(self, node: ast.NamedAction, bare: bool = False) -> str:
        return self.act(node.player, node.name, "", bare)

    def behold(self, node: ast.Behold, bare: bool = False) -> str:
        return self.act(node.player, "behold", self.object(node.object), bare)

    def collect_evidence(self, node: ast.CollectEvidence, bare: bool = False) -> str:
        return self.act(node.player, "collect evidence", self.amount(node.amount), bare)

    def object_keyword_action(
        self, node: ast.Goad | ast.TransformPermanent | ast.Cloak | ast.CopySpell | ast.Suspect
    ) -> str:
        """ "goad target creature", "transform ~", "cloak the top card of your library", "copy
        it"."""
        return f"{KEYWORD_ACTIONS[node.kind]} {self.object(node.object)}"

    goad = transform_permanent = cloak = suspect = object_keyword_action

    def keyword_action(self, node: ast.KeywordAction, bare: bool = False) -> str:
        """ "detain target creature", "its controller manifests …", "it connives"."""
        if node.player is None:  # "connive": the object takes the action
            return f"{self.object(node.object)} connives"
        rest = self.object(node.object) if node.object is not None else ""
        return self.act(node.player, node.name, rest, bare)

    def copy_spell(self, node: ast.CopySpell) -> str:
        """ "copy it", "copy that spell, except the copy isn't legendary"."""
        text = self.object_keyword_action(node)
        if node.times is not None:  # "copy it twice", "copy it three times"
            count = node.times
            twice = isinstance(count, ast.Number) and count.value == 2
            text += " twice" if twice else f" {self.amount(count, 'word')} times"
        if node.exception is not None:
            text += f", except {self.copy_exception(node.exception, the_copy=True)}"
        return text

    def flip_coin(self, node: ast.FlipCoin, bare: bool = False) -> str:
        return self.act(node.player, "flip", "a coin", bare)

    def investigate(self, node: ast.Investigate, bare: bool = False) -> str:
        return self.act(node.player, "investigate", "", bare)

    def game_result(self, node: ast.GameResult, bare: bool = False) -> str:
        return self.act(node.player, node.outcome, "the game", bare, you=True)

    def become_monarch(self, node: ast.BecomeMonarch, bare: bool = False) -> str:
        return self.act(node.player, "become", "the monarch", bare, you=True)

    def clash(self, node: ast.Clash, bare: bool = False) -> str:
        return self.act(node.player, "clash", f"with {self.object(node.opponent)}", bare)

    def take_initiative(self, node: ast.TakeInitiative, bare: bool = False) -> str:
        return self.act(node.player, "take", "the initiative", bare, you=True)

    def venture(self, node: ast.Venture, bare: bool = False) -> str:
        into = self.render(node.into) if isinstance(node.into, ast.SelfRef) else node.into
        return self.act(node.player, "venture", f"into {into or 'the dungeon'}", bare)

    def extra_turn(self, node: ast.ExtraTurn, bare: bool = False) -> str:
        turns = self.counted(node.amount, "extra turn")
        return self.act(node.player, "take", f"{turns} after this one", bare)

    def finish_voting(self, node: ast.FinishVoting) -> str:
        return "players finish voting"

    def vote(self, node: ast.Vote) -> str:
        first = f"starting with {self.render(node.starting_with)}, " if node.starting_with else ""
        return first + self.act(node.player, "vote", f"for {' or '.join(node.choices)}", False)

    def move_instead_of(self, node: ast.MoveInsteadOf) -> str:
        return f"{self.move(node.move)} instead of into {self.zone(node.instead_of)}"

    def votes(self, node: ast.Votes) -> str:
        return f"each {node.choice} vote"

    def ring_tempts(self, node: ast.RingTempts) -> str:
        return "the Ring tempts you"

    def for_each(self, node: ast.ForEach) -> str:
        if isinstance(node.objects, ast.CountersOn):  # "for each verse counter on it"
            counters = node.objects
            kind = f"{counters.counter} " if counters.counter else ""
            each = f"each {kind}counter on {self.object(counters.object)}"
            return f"{self.step(node.effect)} for {each}"
        if isinstance(node.objects, ast.RemovedCounters):  # "for each … counter removed this way"
            return f"{self.step(node.effect)} for {self.removed_each(node.objects)}"
        if isinstance(node.objects, ast.ColorsSpent):  # converge
            return f"{self.step(node.effect)} for {self.colors_spent(node.objects)}"
        if isinstance(node.objects, ast.Votes):  # "for each time vote"
            if self.own(node.first, False):
                return f"for {self.votes(node.objects)}, {self.chain(node.effect)}"
            return f"{self.step(node.effect)} for {self.votes(node.objects)}"
        if isinstance(node.objects, (ast.CommanderCasts, ast.TimesKicked)):  # "for each time …"
            return f"{self.step(node.effect)} for each time {self.render(node.objects)}"
        if isinstance(node.objects, ast.ThisWayTotal):  # "for each 1 damage prevented this way"
            each = f"each 1 {node.objects.event} this way"
            if self.own(node.first, False):
                return f"for {each}, {self.chain(node.effect)}"
            return f"{self.step(node.effect)} for {each}"
        if isinstance(node.objects, ast.TypesAmong):  # domain
            return f"{self.step(node.effect)} for each {self.type_among(node.objects)}"
        if isinstance(node.objects, ast.ColorsOf):  # "for each of its colors"
            return f"{self.step(node.effect)} for each {self.colors_of(node.objects)}"
        if self.own(node.first, isinstance(node.effect, ast.Sequence)):
            # "For each opponent, create …"; "for each card …, you draw a card and …"
            return f"for {self.object(node.objects)}, {self.chain(node.effect)}"
        return f"{self.step(node.effect)} for {self.object(node.objects)}"

    def colors_spent(self, node: ast.ColorsSpent) -> str:
        """ "each color of mana spent to cast it": what converge counts."""
        return f"each color of mana spent to cast {self.spent_on(node.object)}"

    def colors_spent_count(self, node: ast.ColorsSpentCount) -> str:
        return f"the number of colors of mana spent to cast {self.spent_on(node.object)}"

    def mana_spent_amount(self, node: ast.ManaSpentAmount) -> str:
        spent = node.mana or "mana"  # "the amount of {S} spent …"
        return f"the amount of {spent} spent to cast {self.spent_on(node.object)}"

    def spent_on(self, spell: ast.Node) -> str:
        """The spell mana was spent to cast: "it" for 「これ」, else as its object."""
        pronoun = isinstance(spell, ast.SelfRef) and spell.pronoun
        return "it" if pronoun else self.object(spell)

    def arrange(self, node: ast.Arrange) -> str:
        rest = "the other" if node.other else "the rest"
        back = " back" if self.own(node.back) else ""
        order = ORDERS.get(node.order or "", "")
        return (
            f"put {self.object(node.object)} {self.place(node.chosen)}"
            f"{' tapped' if node.tapped else ''} and {rest}"
            f"{back} {self.place(node.rest)}{order}"
        )

    def cast_from_zone(self, node: ast.CastFromZone) -> str:
        return f"cast {self.object(node.object)} from {self.zone(node.zone)}"

    def play(self, node: ast.Play) -> str:
        if node.also_cast is not None and isinstance(node.object, ast.Objects):
            # "play lands and cast spells from the top of your library": the place once, last
            played = self.bare_plural(node.object.with_zone(None))
            among = ""
            if node.among is not None:  # "from among cards you own in exile …"
                among = f" from among {self.bare_plural(node.among.object)}"
            return f"play {played} and cast {self.bare_plural(node.also_cast)}{among}"
        text = f"{'cast' if node.cast_only else 'play'} {self.object(node.object)}"
        if node.free:  # "… its mana cost", "… their mana costs" for several
            cost = "their mana costs" if self.is_plural(node.object) else "its mana cost"
            text = f"{text} without paying {cost}"
        text = self.timed(text, node.duration)
        if node.as_flash:  # "creature spells …, as though they had flash"
            many = isinstance(node.object, ast.Objects) and node.object.quantifier == "all"
            text += f" as though {'they' if many else 'it'} had flash"
        return text
