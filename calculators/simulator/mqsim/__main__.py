"""python3 -m mqsim: the command line (see mqsim/cli.py)."""

import sys

from .cli import main

sys.exit(main())
