"""Shared by the Python behind Tooling/*.sh. The bash script's usage() prints the help; bad usage is
one line and exit status 2, as in the bash scripts."""
import argparse
import os
import signal
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


def progress(message):
    print(message, file=sys.stderr, flush=True)


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def interrupted(*_):
    raise KeyboardInterrupt


def run_main(main):
    """main(argv)'s status; SIGTERM ends it the way Ctrl-C does, so what it undoes on the way out
    (a mutated file put back, a scratch copy removed) is undone either way."""
    signal.signal(signal.SIGTERM, interrupted)
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # a reader such as `head` stopped reading: nothing more to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
