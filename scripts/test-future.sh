#!/usr/bin/env bash
# `npm run test:future [-- vitest arguments]`: the Vitest suite on a clock 400 days ahead
# (TEST_FUTURE_OFFSET to choose another, e.g. +800d), to catch tests that pass only until a date
# written into them or into the seed data passes.
#
# Debian's libfaketime shifts the clock of every process the tests start: Node (servers, staff
# tool), PGlite, the private PostgreSQL clusters and Chromium. The offset moves the wall clock
# and the monotonic clock alike without changing their rate, so timeouts and timers behave.
# The site is built first on the real clock, as a deployed site is built before the days it
# serves; not again when the build on disk is of the sources as they are (its stamp says so), as
# in CI right after `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

LIBFAKETIME=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
if [ ! -e "$LIBFAKETIME" ]; then
  echo "libfaketime not found ($LIBFAKETIME): apt-get install faketime" >&2
  exit 1
fi
OFFSET="${TEST_FUTURE_OFFSET:-+400d}"
if [[ ! "$OFFSET" =~ ^\+[0-9]+[dy]$ ]]; then
  echo "TEST_FUTURE_OFFSET must be days or years ahead, like +400d or +2y; it is: $OFFSET" >&2
  exit 1
fi

node scripts/build-stamp.ts

export LD_PRELOAD="$LIBFAKETIME${LD_PRELOAD:+:$LD_PRELOAD}" FAKETIME="$OFFSET"
echo "Testing on a clock $OFFSET ahead: $(date -u '+%Y-%m-%d %H:%M UTC')"
exec node_modules/.bin/vitest run "$@"
