#!/usr/bin/env bash
# The checks `npm test` makes before Vitest, in two lanes at once, each about half their CPU
# time: the Prettier check, the OpenAPI check and the build in one (the OpenAPI check starts the
# app, which loads the build when there is one: never while it is being written); the type check
# and ESLint in the other (they read the sources and write only .react-router/, which neither the
# build nor Prettier reads). Each step runs on one core, and the machine CI runs on has two
# (decision 0013, Workers and checks). Each lane stops at its first failure; every lane's output is
# printed whole when it ends, so the two lanes' lines never interleave, and the script fails when
# either lane did.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

lane() {
  local name=$1
  shift
  for step in "$@"; do
    if ! npm run -s "$step" >>"$logs/$name" 2>&1; then
      echo "npm run $step failed" >>"$logs/$name"
      return 1
    fi
  done
}

# openapi:check lints the documents a built server serves, so it runs after the build.
lane format-openapi-build format:check build openapi:check &
first=$!
lane types-and-lint typecheck lint &
second=$!

failed=0
wait "$first" || failed=1
cat "$logs/format-openapi-build"
wait "$second" || failed=1
cat "$logs/types-and-lint"
exit "$failed"
