"""Command lines of the Python behind Tooling/*.sh: the script's usage() prints the help; bad usage
is one line and exit status 2, as in the bash scripts."""
import argparse
import sys


class Parser(argparse.ArgumentParser):
    def __init__(self, prog):
        super().__init__(prog=prog, add_help=False, allow_abbrev=False)

    def error(self, message):
        usage_error(message)


def usage_error(message):
    print(f"error: {message} (see --help)", file=sys.stderr)
    sys.exit(2)


def positive(text):
    if not text.isdigit() or int(text) == 0:
        raise argparse.ArgumentTypeError(f"takes a whole number above 0, not '{text}'")
    return int(text)
