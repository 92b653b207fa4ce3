import sys

from rondo_desktop.cli import main

sys.exit(main())
