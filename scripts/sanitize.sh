#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, then the CLI's default audit
# under valgrind's leak checker. Each step prints its verdict; the script fails if any fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if ! command -v valgrind >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get install -y -qq valgrind >/dev/null
fi
echo "== swift test --sanitize=address (leaks included; XCTest's own are suppressed)"
LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0" \
    swift test --sanitize=address --scratch-path .build/asan
echo "== swift test --sanitize=thread"
swift test --sanitize=thread --scratch-path .build/tsan
echo "== valgrind --leak-check=full: overset audit (a slice of the matrix: valgrind is ~50× slower)"
swift build -c release --product overset
valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=3 \
    .build/release/overset audit --categories L,AX5 --presets default --widths 375 --jobs 2 --quiet --no-system-fonts \
    || status=$?
# The audit exits 1 when it has findings; only valgrind's own error code (3) is a failure here.
if [ "${status:-0}" -eq 3 ]; then echo "valgrind found leaks or memory errors" >&2; exit 3; fi
echo "sanitizers and leak check: clean"
