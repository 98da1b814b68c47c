#!/usr/bin/env bash
# Runs Overset's benchmarks against Pango: Benchmarks/run.sh [--quick | --full] [--only GROUP] [--json FILE]
# Installs Pango's development files first when they are missing (apt on Debian/Ubuntu, brew on macOS).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if ! pkg-config --exists pangocairo pangoft2 2>/dev/null; then
    echo "bench: installing Pango's development files" >&2
    case "$(uname -s)" in
    Linux)
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libpango1.0-dev >/dev/null
        ;;
    Darwin) brew install pango ;;
    esac
fi
# The process-level benchmark runs the release `overset` and `pango-jsonl` as users would.
swift build -c release --product overset
# SwiftPM keeps the benchmark package's build plan across runs and can miss files added to the
# package it depends on by path: plan afresh, so the figures are of the code checked out.
rm -f Benchmarks/.build/release.yaml
swift build -c release --package-path Benchmarks
Benchmarks/.build/release/overset-bench "$@"
