"""Builder methods that both grammars share, one mixin per AST family."""
