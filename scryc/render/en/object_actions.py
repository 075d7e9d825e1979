"""English wording of one-shot instructions to objects: damage, destroy, exile, tap, move, fight
(the kinds of :mod:`scryc.ast.object_actions`)."""

from __future__ import annotations

from ... import ast
from .base import ORDERS, third_person


class EnglishObjectActions:
    """``EnglishRenderer``'s methods for the kinds of :mod:`scryc.ast.object_actions`."""

    def sacrifice(self, node: ast.Sacrifice, bare: bool = False) -> str:
        return self.act(node.player, "sacrifice", self.object(node.object), bare)

    def deal_damage(self, node: ast.DealDamage, bare: bool = False) -> str:
        """ "~ deals 3 damage to any target"; ``bare``: "~ deal 3 damage …" (after "have")."""
        source, recipient = self.object(node.source), self.object(node.recipient)
        deals = "deal" if bare else "deals"
        if isinstance(node.source, ast.Ref) and node.source.elided:  # "… and deals 1 damage"
            return f"{deals} {self.amount(node.amount)} damage to {recipient}"
        if isinstance(node.recipient, ast.Ref) and node.recipient.elided:
            return f"{source} {deals} {self.amount(node.amount)} damage"  # "… instead"
        if isinstance(node.amount, (ast.Number, ast.Variable)) or (
            isinstance(node.amount, ast.Ref) and node.amount.noun == "number"
        ):
            more = "".join(f" and {self.damage_to(m)}" for m in node.more)
            to = "divided as you choose among" if node.divided else "to"
            return f"{source} {deals} {self.amount(node.amount)} damage {to} {recipient}{more}"
        if node.equal_last:
            return f"{source} {deals} damage to {recipient} equal to {self.amount(node.amount)}"
        return f"{source} {deals} damage equal to {self.amount(node.amount)} to {recipient}"

    def damage_to(self, node: ast.DamageTo) -> str:
        """ "1 damage to another target": more damage from the same source."""
        return f"{self.amount(node.amount)} damage to {self.object(node.recipient)}"

    def attach(self, node: ast.Attach) -> str:
        return f"attach {self.object(node.object)} to {self.object(node.to)}"

    def destroy(self, node: ast.Destroy) -> str:
        return f"destroy {self.object(node.object)}"

    def regenerate(self, node: ast.Regenerate) -> str:
        return f"regenerate {self.object(node.object)}"

    def exile(self, node: ast.Exile, bare: bool = False) -> str:
        text = self.act(node.player, "exile", self.object(node.object), bare or not node.player)
        if node.from_zone is not None:
            text += f" from {self.zone(node.from_zone)}"
        if node.until_leaves is not None:
            text += f" until {self.object(node.until_leaves)} leaves the battlefield"
        text += self.with_counters(node)
        if node.face_down:
            text += " face down"
        if node.instead_of is not None:
            text += (
                f" instead of putting {self.pronoun(node.object)} into {self.zone(node.instead_of)}"
            )
        return text

    def counter_spell(self, node: ast.CounterSpell) -> str:
        text = f"counter {self.object(node.object)}"
        if node.unless_player is not None:
            text += f" unless {self.render(node.unless_player)} pays {node.unless_paid}"
        return text

    def tap(self, node: ast.Tap) -> str:
        return f"tap {self.object(node.object)}"

    def untap(self, node: ast.Untap) -> str:
        return f"untap {self.object(node.object)}"

    def tap_or_untap(self, node: ast.TapOrUntap) -> str:
        return f"tap or untap {self.object(node.object)}"

    def place(self, zone: ast.Zone) -> str:
        """Where cards are put: "into your hand", "on top of your library"."""
        if zone.name == "battlefield":
            return "onto the battlefield"
        owner = self.possessive(zone.owner or ast.You())
        if zone.position == "top" and self.own(zone.short):  # "… and the rest on top"
            return "on top"
        if zone.position == "top":
            return f"on top of {owner} library"
        if zone.position == "bottom":
            return f"on the bottom of {owner} library"
        return f"into {self.zone(zone)}"

    def move(self, node: ast.Move) -> str:
        if node.player is not None:  # "its owner puts it on the top or bottom of …"
            verb, rest = self.move(node.model_copy(update={"player": None})).split(" ", 1)
            if isinstance(node.player, ast.Ref) and node.player.elided:  # "…, then puts …"
                return self.act(node.player, verb, rest, False)
            they = isinstance(node.player, ast.Player) and self.own(node.player.they)
            return f"{self.render(node.player)} {verb if they else third_person(verb)} {rest}"
        to = node.to
        verb = node.verb or ("put" if to.name == "battlefield" or to.position else "return")
        what = f"{verb} {self.object(node.object)}"
        if node.from_zone is not None:
            what += f" from {self.zone(node.from_zone)}"
        if to.name == "battlefield":
            text = f"{what} {'onto' if verb == 'put' else 'to'} the battlefield"
            if node.tapped:
                text += " tapped and attacking" if node.attacking else " tapped"
            elif node.attacking:
                text += " attacking"
            if node.transformed:
                text += " transformed"
            if to.owner is not None:
                text += f" under {self.possessive(to.owner)} control"
            text += self.with_counters(node)
            if node.attached_to is not None:  # "… attached to ~"
                text += f" attached to {self.object(node.attached_to)}"
            return text
        if to.position is not None and to.depth is None and verb == "put":  # "on top of …"
            where = self.zone(to)
            where = where.removeprefix("the ") if to.position == "top" else where
            return f"{what} on {where}{ORDERS.get(node.order or '', '')}"
        preposition = "to" if verb == "return" else "into"
        return f"{what} {preposition} {self.zone(to)}"

    def with_counters(self, node: ast.Move | ast.Exile) -> str:
        """ " with a finality counter on it", or nothing."""
        if node.counters is None:
            return ""
        return f" with {self.placed_counters(node.counters)} on {self.pronoun(node.object)}"

    def fight(self, node: ast.Fight) -> str:
        verb = "fight" if self.is_plural(node.object) else "fights"
        return f"{self.object(node.object)} {verb} {self.object(node.other)}"

    def choose_new_targets(self, node: ast.ChooseNewTargets, bare: bool = False) -> str:
        return self.act(node.player, "choose", f"new targets for {self.object(node.object)}", bare)

    def put_back(self, node: ast.PutBack) -> str:
        return f"put {self.object(node.object)} back{ORDERS[node.order]}"

    def unattach(self, node: ast.Unattach) -> str:
        origin = f" from {self.object(node.from_object)}" if node.from_object else ""
        return f"unattach {self.object(node.object)}{origin}"

    def remove_from_combat(self, node: ast.RemoveFromCombat) -> str:
        return f"remove {self.object(node.object)} from combat"

    def phase_out(self, node: ast.PhaseOut) -> str:
        verb = "phase" if self.is_plural(node.object) else "phases"
        return f"{self.object(node.object)} {verb} out"

    def endure(self, node: ast.Endure) -> str:
        verb = "endure" if self.is_plural(node.object) else "endures"
        return f"{self.object(node.object)} {verb} {self.amount(node.amount)}"

    def double_pt(self, node: ast.DoublePT) -> str:
        if self.own(node.of_written):
            text = f"double the {node.stats} of {self.object(node.object)}"
        else:
            text = f"double {self.possessive(node.object)} {node.stats}"
        return self.timed(text, node.duration)

    def turn_face_up(self, node: ast.TurnFaceUp) -> str:
        return f"turn {self.object(node.object)} face up"

    def turn_face_down(self, node: ast.TurnFaceDown) -> str:
        return f"turn {self.object(node.object)} face down"

    def explore(self, node: ast.Explore) -> str:
        verb = "explore" if self.is_plural(node.object) else "explores"
        return f"{self.object(node.object)} {verb}"
