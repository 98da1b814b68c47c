#!/usr/bin/env bash
# Fuzzes Overset for a bounded time or number of executions:
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [SEED]
#   scripts/fuzz.sh [--seconds N] [--execs N] [--seed S] [--targets "text spec …"]
# Replays every saved regression first, then runs each target (text, spec, tokens, catalog,
# fonts, amplification, substitutions, reports) with the deterministic harness
# Fuzz/overset-fuzz. With --execs each target stops after that many executions (and after
# --seconds too, when both are given), so that a long run can be stated as "1 M executions per
# target". A broken invariant saves its input under Fuzz/Regressions/TARGET and makes the
# script fail; so does an input that hangs (60 s of CPU time or 10 minutes: the harness's
# watchdog).
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [SEED] | [--seconds N] [--execs N] [--seed S] [--targets \"T …\"]"
all_targets="text spec tokens catalog fonts amplification substitutions reports"
seconds=""
execs=""
seed=1
targets="$all_targets"
# A count: digits only, at least 1, at most 12 digits (the harness takes up to a trillion).
count() {
    if ! [[ "$2" =~ ^[0-9]{1,12}$ ]] || [ "$((10#$2))" -lt "$3" ]; then
        echo "fuzz.sh: $1 takes a whole number from $3 up, got '$2'" >&2
        echo "$usage" >&2
        exit 2
    fi
}
positional=0
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds | --execs | --seed | --targets)
            if [ $# -lt 2 ]; then
                echo "fuzz.sh: $1 needs a value" >&2
                exit 2
            fi
            case "$1" in
                --seconds) count "$1" "$2" 1 && seconds="$2" ;;
                --execs) count "$1" "$2" 1 && execs="$2" ;;
                --seed) count "$1" "$2" 0 && seed="$2" ;;
                --targets)
                    for target in $2; do
                        if ! [[ " $all_targets " == *" $target "* ]]; then
                            echo "fuzz.sh: --targets: unknown target '$target' (targets: $all_targets)" >&2
                            exit 2
                        fi
                    done
                    targets="$2"
                    ;;
            esac
            shift 2
            ;;
        -*)
            echo "fuzz.sh: unknown option $1" >&2
            echo "$usage" >&2
            exit 2
            ;;
        *)
            # The older form: SECONDS_PER_TARGET, then SEED.
            case "$positional" in
                0) count "seconds per target" "$1" 1 && seconds="$1" ;;
                1) count "seed" "$1" 0 && seed="$1" ;;
                *)
                    echo "$usage" >&2
                    exit 2
                    ;;
            esac
            positional=$((positional + 1))
            shift
            ;;
    esac
done
if [ -z "$seconds" ] && [ -z "$execs" ]; then seconds=60; fi
bounds=(--seed "$seed")
if [ -n "$seconds" ]; then bounds+=(--seconds "$seconds"); fi
if [ -n "$execs" ]; then bounds+=(--execs "$execs"); fi
scripts/setup.sh
# SwiftPM keeps the nested package's build plan and can miss files added to Overset: plan afresh.
rm -f Fuzz/.build/release.yaml
swift build -c release --package-path Fuzz --product overset-fuzz
fuzz=Fuzz/.build/release/overset-fuzz
for target in $targets; do
    # A saved hang must not hang the replay: each target's regressions get 10 minutes.
    if [ -d "Fuzz/Regressions/$target" ]; then timeout 600 "$fuzz" "$target" --replay "Fuzz/Regressions/$target"; fi
    if [ -n "$seconds" ]; then
        # A run bounded in time gets the budget plus the watchdog's 10 minutes, in case it cannot act.
        timeout "$((10#$seconds + 660))" "$fuzz" "$target" "${bounds[@]}"
    else
        "$fuzz" "$target" "${bounds[@]}"
    fi
done
