#!/usr/bin/env bash
# Load-immune speed: CPython instructions (callgrind) to simulate and to check ten
# 2-player games (seeds 2-11), start-up subtracted, with the package of TREE.
# Usage: benchmarks/instructions.sh TREE   (records: simulate --games 12 --seed 0 --out RECS)
#        RECS=folder benchmarks/instructions.sh TREE
#        DECODING=1 benchmarks/instructions.sh TREE   (also: the check's decoding apart)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
tree=$(cd "$1" && pwd)
recs=${RECS:-/tmp/instructions-records}
if [ ! -d "$recs" ]; then
    "$here/.venv/bin/adjudicator" simulate --games 12 --seed 0 --out "$recs" >/dev/null
fi
ir() {
    PYTHONPATH=$tree valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$here/.venv/bin/python" "$here/benchmarks/instructions_work.py" "$1" "$2" "$recs" 2>&1 |
        awk '/Collected/ {print $4}'
}
a=$(ir sim 2); b=$(ir sim 12); c=$(ir check 2); d=$(ir check 12)
echo "$tree: simulate $(((b - a) / 1000000))M, check $(((d - c) / 1000000))M instructions for 10 games"
if [ -n "${DECODING:-}" ]; then  # the check's decoding apart (bench's check figure leaves it out)
    e=$(ir load 2); f=$(ir load 12)
    echo "  of the check, decoding $(((f - e) / 1000000))M, the rest $(((d - c - f + e) / 1000000))M"
fi
