#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the committed .swift-format
# (4-space indentation, 160 columns; lowerCamelCase names are not enforced because the DSL keeps
# SwiftUI's and DesignFoundation's own names, such as DFText and Color.accentColor).
#   scripts/format.sh           rewrite the files in place
#   scripts/format.sh --check   change nothing; exit 1 and list the problems if any file differs
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Plugins Tests Examples Benchmarks/Package.swift Benchmarks/Sources Fuzz/Package.swift Fuzz/Sources)
case "${1:-}" in
--check) swift format lint --strict --recursive --parallel "${paths[@]}" ;;
"") swift format format --in-place --recursive --parallel "${paths[@]}" ;;
*) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac
