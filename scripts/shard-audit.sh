#!/usr/bin/env bash
# Splits an audit into N shards, runs them side by side (as N CI jobs would), and merges their
# JSON reports into the report one unsharded run gives (docs/audit.md, "Splitting an audit
# across CI jobs").
# Usage: scripts/shard-audit.sh N OUTPUT.json [overset audit arguments …]
#   OVERSET=path/to/overset (default: overset on PATH, else the release build)
# Exits with the merged audit's status: 0, 1 for findings at or above --fail-on, 2 for bad input.
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: scripts/shard-audit.sh N OUTPUT.json [overset audit arguments …]" >&2
    exit 2
fi
count="$1"
output="$2"
shift 2
# One process per shard on this machine: at most 256 (CI jobs split with --shard directly).
case "$count" in '' | *[!0-9]*) echo "shard-audit: N must be a whole number from 1 to 256, got '$count'" >&2; exit 2 ;; esac
if [ "$count" -lt 1 ] || [ "$count" -gt 256 ]; then
    echo "shard-audit: N must be a whole number from 1 to 256, got '$count'" >&2
    exit 2
fi
overset="${OVERSET:-$(command -v overset || echo "$(dirname "$0")/../.build/release/overset")}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

pids=()
for index in $(seq 1 "$count"); do
    # Each shard writes its own JSON; its exit status (1 for findings) is the merge's to decide.
    "$overset" audit "$@" --shard "$index/$count" --quiet --format json --output "$work/shard-$index.json" &
    pids+=($!)
done
for pid in "${pids[@]}"; do
    status=0
    wait "$pid" || status=$?
    [ "$status" -le 1 ] || { echo "shard-audit: a shard failed with status $status" >&2; exit "$status"; }
done
shards=()
for index in $(seq 1 "$count"); do shards+=("$work/shard-$index.json"); done
"$overset" audit --merge "${shards[@]}" --format json --output "$output" --quiet
