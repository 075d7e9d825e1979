"""English wording of effects that combine instructions (optional, conditional, in sequence,
modal), and durations (the kinds of :mod:`scryc.ast.combining`)."""

from __future__ import annotations

from ... import ast
from ..base import PREDICATES
from .base import article


class EnglishCombining:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.combining`."""

    def duration(self, node: ast.Duration) -> str:
        if node.condition is not None:  # "for as long as …", "until ~ is cast from exile"
            name = "until" if node.name == "until" else "for as long as"
            return f"{name} {self.render(node.condition)}"
        return node.name

    def choose_value(self, node: ast.ChooseValue) -> str:
        if node.of is not None:  # "choose a nonland card name"
            kind = f"{self.render(node.of)} card name"
            return f"choose {article(kind)} {kind}"
        return f"choose {article(node.value)} {node.value}"

    def must_block(self, node: ast.MustBlock) -> str:
        attacker = self.timed(self.object(node.attacker), node.duration)
        return f"{self.object(node.blockers)} able to block {attacker} do so"

    def replace(self, node: ast.Replace) -> str:
        instead = self.instead(node.event, node.replacement)
        return f"if {self.would(node.event)}, {self.chain(node.replacement)} {instead}"

    def all_of_the_above(self, node: ast.AllOfTheAbove, bare: bool = False) -> str:
        return "do all of the above"

    def defined_size(self, node: ast.DefinedSize) -> str:
        """The becomes; ", where X is …" closes its sentence (``close``)."""
        return self.render(node.effect)

    def unless(self, node: ast.Unless) -> str:
        """ "… unless you pay {1}", "… unless they pay {1}", "… unless that player pays {1}"."""
        they = isinstance(node.player, ast.Player) and self.own(node.player.they)
        if not isinstance(node.player, ast.You) and not they:
            return f"{self.step(node.effect)} unless {self.step(node.action)}"
        action = self.step(node.action, bare=True)
        return f"{self.step(node.effect)} unless {self.render(node.player)} {action}"

    def optional(self, node: ast.Optional_) -> str:
        effect = node.effect
        player = node.player
        if isinstance(player, ast.Ref) and player.elided:
            # "you may copy this spell and may choose …", "each player looks … and may reveal …"
            return f"may {self.step(effect, bare=True)}"
        if isinstance(effect, ast.Play) and effect.duration and self.own(effect.duration.first):
            # "Until end of turn, you may play that card."
            played = self.step(effect.model_copy(update={"duration": None}), bare=True)
            return f"{self.render(effect.duration)}, {self.render(node.player)} may {played}"
        if isinstance(effect, PREDICATES) and not getattr(effect.object, "elided", False):
            # "you may have Card Name become …": the predicate in its bare form
            duration = f" {self.render(effect.duration)}" if effect.duration else ""
            subject = effect.object
            verb = self.predicate(effect, self.is_plural(subject), bare=True)
            have = f"{self.object(subject)} {verb}{duration}"
            return f"{self.render(node.player)} may have {have}"
        if isinstance(effect, ast.DealDamage):  # "you may have it deal 4 damage to …"
            return f"{self.render(node.player)} may have {self.deal_damage(effect, bare=True)}"
        if isinstance(effect, ast.Fight):  # "you may have it fight target creature"
            had = f"{self.object(effect.object)} fight {self.object(effect.other)}"
            return f"{self.render(node.player)} may have {had}"
        if isinstance(effect, ast.EntersAsCopy):
            return f"{self.render(node.player)} may have {self.enters_as_copy(effect, bare=True)}"
        acting = getattr(effect, "player", None)
        if isinstance(node.player, ast.You) and isinstance(acting, ast.Player):
            # "you may have target opponent discard a card": another player acts
            had = f"{self.render(acting)} {self.step(effect, bare=True)}"
            return f"{self.render(node.player)} may have {had}"
        if isinstance(effect, ast.Sequence):  # "may search …, then shuffle": each verb bare
            self.after_may, before = True, self.after_may
            try:
                return f"{self.render(node.player)} may {self.chain(effect)}"
            finally:
                self.after_may = before
        return f"{self.render(node.player)} may {self.step(effect, bare=True)}"

    def conditional(self, node: ast.Conditional) -> str:
        if node.unless:
            return f"{self.chain(node.effect)} unless {self.render(node.condition)}"
        if self.own(node.condition_last):
            instead = " instead" if node.instead else ""
            return f"{self.chain(node.effect)}{instead} if {self.render(node.condition)}"
        if node.instead and self.own(node.instead_first):
            return f"if {self.render(node.condition)}, instead {self.chain(node.effect)}"
        instead = " instead" if node.instead else ""
        return f"if {self.render(node.condition)}, {self.chain(node.effect)}{instead}"

    def sequence(self, node: ast.Sequence) -> str:
        return self.chain(node)

    def modal(self, node: ast.Modal) -> str:
        count = self.amount(node.choose, "word")
        head = f"choose {'up to ' if node.up_to else ''}{count}"
        if node.or_more:
            head += " or both" if len(node.modes) == 2 else " or more"
        if node.not_chosen is not None:
            this_turn = " this turn" if node.not_chosen == "this turn" else ""
            head += f" that hasn't been chosen{this_turn}"
        if node.any_number_if is not None:
            condition = self.render(node.any_number_if)
            head += f". If {condition}, choose any number instead."
        elif node.x_definition is not None:
            head += f". X is {self.amount(node.x_definition)}."
        elif node.repeat:
            head += ". You may choose the same mode more than once."
        elif node.also is not None:  # "choose one and Card Name gets +1/+1 until end of turn."
            head += f" and {self.chain(node.also)}."
        else:
            head += " -" if self.own(node.hyphen) else " —"
        modes = []
        for i, mode in enumerate(node.modes):
            reminders = [r for r in node.reminder if r.mode == i]
            label = f"{node.labels[i]} — " if node.labels else ""
            modes.append(label + self.finish(self.body(mode), reminders))
        return head + "".join(f"\n• {m}" for m in modes)

    def remains(self, node: ast.Remains) -> str:
        return f"{self.object(node.object)} remains {node.state}"

    def cast_from(self, node: ast.CastFrom) -> str:
        return f"{self.object(node.object)} is cast from {self.render(node.zone)}"
