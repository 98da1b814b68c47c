#!/usr/bin/env bash
# Fuzzes Overset for a bounded time: scripts/fuzz.sh [SECONDS_PER_TARGET] [SEED]
# Replays every saved regression first, then runs each target (text, spec, tokens, catalog,
# fonts, amplification) with the deterministic harness Fuzz/overset-fuzz. A broken invariant saves its input
# under Fuzz/Regressions/TARGET and makes the script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
seed="${2:-1}"
scripts/setup.sh
# SwiftPM keeps the nested package's build plan and can miss files added to Overset: plan afresh.
rm -f Fuzz/.build/release.yaml
swift build -c release --package-path Fuzz --product overset-fuzz
fuzz=Fuzz/.build/release/overset-fuzz
for target in text spec tokens catalog fonts amplification; do
    if [ -d "Fuzz/Regressions/$target" ]; then "$fuzz" "$target" --replay "Fuzz/Regressions/$target"; fi
    # A hang is a failure too: the harness gets the budget plus a minute.
    timeout "$((seconds + 60))" "$fuzz" "$target" --seconds "$seconds" --seed "$seed"
done
