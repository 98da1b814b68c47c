#!/usr/bin/env bash
# Runs `swift package overset-audit` in Examples/ExampleApp as a package depending on Overset
# would: the plugin finds the package's *.overset.json, passes options through to
# `overset audit`, and fails the command when the audit fails.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ExampleApp"
strings=(--strings Tests/ExampleScreensTests/Localizable.xcstrings --no-system-fonts --quiet)

# Where the screens hold: the audit passes.
swift package overset-audit "${strings[@]}" --categories 'L...XXL' --locales en,de,ar >/dev/null 2>&1 \
    || { echo "check-plugin: the audit that should pass failed" >&2; exit 1; }

# The spec's whole matrix (every size, en-XA too): findings fail the command, saying why.
if output=$(swift package overset-audit "${strings[@]}" 2>&1); then
    echo "check-plugin: the audit with findings passed" >&2
    exit 1
fi
grep -q "overset audit exited with status 1 (findings at or above --fail-on)" <<<"$output" \
    || { echo "check-plugin: unexpected output: $output" >&2; exit 1; }

# A report in JSON names the spec it found, relative to the package.
report=$(swift package overset-audit "${strings[@]}" --format json --fail-on error 2>/dev/null || true)
grep -q '"source":"Screens.overset.json"' <<<"$report" \
    || { echo "check-plugin: the JSON report does not name Screens.overset.json" >&2; exit 1; }
echo "check-plugin: swift package overset-audit passes, fails on findings, and finds Screens.overset.json"
