"""The Forge back end's refusal: a construct it cannot express, named."""


class Refused(Exception):
    """The card uses something the Forge back end cannot write: ``what`` names it."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what
