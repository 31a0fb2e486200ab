"""Command-line tools: ``hostcall-opt`` (parse, verify, run passes, print) and ``hostcall``
(trace, inspect, run, compile, bench)."""
import argparse
import sys

import hostcall


class PrintVersion(argparse.Action):
    """``--version``: prints ``PROG VERSION`` and exits; reads the installed version (~15 ms)
    only when the flag is given, not every time the parser is built."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"{parser.prog} {hostcall.__version__}", file=sys.stdout)
        parser.exit()
