"""The English front end: its lexer (``lexer``) and builder (``builder.EnglishBuilder``)."""
