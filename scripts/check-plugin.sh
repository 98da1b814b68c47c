#!/usr/bin/env bash
# Runs `swift package overset-audit` in Examples/ExampleApp as a package depending on Overset
# would: the plugin finds the package's *.overset.json and previews, passes options through to
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
grep -q '"source":"Sources/ExampleScreens/StorageRow.swift"' <<<"$report" \
    || { echo "check-plugin: the JSON report does not name the preview in Sources/ExampleScreens" >&2; exit 1; }

# `--output=FILE` is an option, not a screen: the package's own screens are still audited.
output_file="$(mktemp)"
trap 'rm -f "$output_file"' EXIT
swift package overset-audit "${strings[@]}" --format json --fail-on error "--output=$output_file" >/dev/null 2>&1 || true
grep -q '"source":"Screens.overset.json"' "$output_file" \
    || { echo "check-plugin: with --output=FILE the package's spec was not audited" >&2; exit 1; }

# A directory given replaces the package's screens: only its previews are audited.
report=$(swift package overset-audit Sources/ExampleScreens "${strings[@]}" --format json --fail-on error 2>/dev/null || true)
grep -q '"source":"Sources/ExampleScreens/StorageRow.swift"' <<<"$report" && ! grep -q '"source":"Screens.overset.json"' <<<"$report" \
    || { echo "check-plugin: a directory argument did not replace the package's screens" >&2; exit 1; }

# The plugin's list of options that take a value is `overset audit --help`'s (a plugin cannot
# import the command's list, so the two could drift).
overset="$(swift build --package-path ../.. --show-bin-path)/overset"
help_options=$("$overset" audit --help | grep -oE '^ +--[a-z-]+ <' | grep -oE -- '--[a-z-]+' | sort -u)
plugin_options=$(grep -oE '"--[a-z-]+"' ../../Plugins/OversetAuditPlugin/OversetAuditPlugin.swift | tr -d '"' | sort -u)
[ "$help_options" = "$plugin_options" ] \
    || { echo "check-plugin: the plugin's options taking a value differ from overset audit --help:" >&2
         diff <(echo "$help_options") <(echo "$plugin_options") >&2; exit 1; }
echo "check-plugin: swift package overset-audit passes, fails on findings, finds Screens.overset.json and the package's previews"
