"""The ``scryc`` command line: the command group. Each command lives in a module of this
package, which is imported only when the command is used, so that a cold ``scryc parse``
does not pay for the checker or the engine."""

from __future__ import annotations

import importlib

import click

from .. import __version__
from .output import CHECK_STATUS

__all__ = ["main"]

#: Each command's name, and the module and attribute of its click command.
COMMANDS = {
    "parse": "scryc.cli.parse:parse",
    "check": "scryc.cli.check:check",
    "explain": "scryc.cli.check:explain_command",
    "rule": "scryc.cli.check:rule",
    "coverage": "scryc.cli.coverage:coverage",
    "render": "scryc.cli.render:render_command",
    "run": "scryc.cli.engine:run_command",
    "compile": "scryc.cli.engine:compile_command",
    "codegen": "scryc.cli.engine:codegen_command",
    "clean": "scryc.cli.clean:clean_command",
}


class LazyGroup(click.Group):
    """A command group whose commands are imported only when used."""

    def __init__(self, *args: object, lazy: dict[str, str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.lazy = lazy

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self.lazy])

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in self.lazy:
            module, attribute = self.lazy[name].split(":")
            command = getattr(importlib.import_module(module), attribute)
            assert isinstance(command, click.Command)
            return command
        return super().get_command(ctx, name)


@click.group(
    cls=LazyGroup,
    lazy=COMMANDS,
    help="scryc: a compiler for Magic: The Gathering card text.\n\n"
    "Parses card rules text into a typed AST, reports what the grammar does not cover, "
    "checks the text against the Comprehensive Rules and Oracle templates (with fixes), and "
    "explains what a card does as it resolves. Run `scryc COMMAND --help` for a command's "
    "arguments.\n" + CHECK_STATUS,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="scryc")
def main() -> None:
    """The scryc command group."""
