"""The Japanese front end: its lexicon, lexer and builder (``builder.JapaneseBuilder``),
loaded only when a Japanese text is parsed (the English side uses the lexicon alone)."""
