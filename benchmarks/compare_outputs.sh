#!/usr/bin/env bash
# Byte-identity check for engine work (speed, layers): runs the same commands with this tree and with
# a reference tree (a `git worktree` of the starting commit) and diffs every output.
# Usage: benchmarks/compare_outputs.sh REF_TREE [OUT_DIR]
# Both run with this tree's .venv; PYTHONPATH picks which package is imported (`-P`: the
# working folder, this tree, must not come first on the path).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
ref=$(cd "$1" && pwd)
out=${2:-$(mktemp -d)}
py=$here/.venv/bin/python
cd "$here"
run() {  # run TREE DEST
    local tree=$1 dest=$2
    local a="env PYTHONPATH=$tree $py -P -m adjudicator"
    mkdir -p "$dest"
    for cfg in "2p:--players 2" "3p:--players 3" "4p:--players 4" "teams:--players 4 --teams" \
               "view:--players 3 --view alice" "cities:--players 2 --expansions cities" \
               "cities3:--players 3 --expansions cities"; do
        name=${cfg%%:*}; opts=${cfg#*:}
        (cd "$dest" && $a simulate --games 31 --seed 0 $opts --out "sim-$name" -j 2 >"sim-$name.out" 2>&1
         echo "rc=$?" >>"sim-$name.out")
        (cd "$dest" && $a check --json --all sim-$name/* >"check-$name.json" 2>&1; echo "rc=$?" >>"check-$name.json")
    done
    $a check --json --all logs/* >"$dest/check-logs.json" 2>&1; echo "rc=$?" >>"$dest/check-logs.json"
    for f in examples/scenarios/*; do
        b=$(basename "$f"); $a scenario run --json "$f" >"$dest/scen-$b.out" 2>&1; echo "rc=$?" >>"$dest/scen-$b.out"
        $a scenario run "$f" >"$dest/scen-$b.txt" 2>&1; echo "rc=$?" >>"$dest/scen-$b.txt"
    done
    for f in examples/explain/*.json; do
        b=$(basename "$f"); $a explain --json "$f" >"$dest/expl-$b.out" 2>&1; echo "rc=$?" >>"$dest/expl-$b.out"
        $a explain "$f" >"$dest/expl-$b.txt" 2>&1
        $a tree "$f" -o "$dest/tree-$b.dot" >/dev/null 2>&1
    done
    for n in 28 31; do
        $a explain --json --action $n logs/full-2p-seed7.json >"$dest/expl-seed7-$n.out" 2>&1; echo "rc=$?" >>"$dest/expl-seed7-$n.out"
        $a explain --action $n --view bob logs/full-2p-seed7.json >"$dest/expl-seed7-$n.bob.txt" 2>&1
        $a tree --action $n logs/full-2p-seed7.json -o "$dest/tree-seed7-$n.dot" 2>&1 | sed "s#$dest#DEST#g" >"$dest/tree-seed7-$n.out"
    done
    # --no-trees: Graphviz orders the clusters of its SVG differently from run to run (the
    # trees' DOT sources are compared above)
    for f in logs/full-2p-seed7.json logs/notation-en.txt examples/scenarios/cities-endorse.json; do
        b=$(basename "$f")
        $a replay "$f" --no-trees -o "$dest/replay-$b.html" >/dev/null 2>&1; echo "rc=$?" >"$dest/replay-$b.rc"
    done
    for f in logs/*.txt examples/disputes/*; do
        [ -f "$f" ] || continue
        b=$(basename "$f"); $a check --json "$f" >"$dest/check-$b.json" 2>&1; echo "rc=$?" >>"$dest/check-$b.json"
    done
}
run "$ref" "$out/ref" &
run "$here" "$out/new"
wait
if diff -r "$out/ref" "$out/new" >"$out/diff.txt"; then
    echo "identical ($(find "$out/new" -type f | wc -l) files) in $out"
else
    echo "DIFFERENT: see $out/diff.txt"; head -40 "$out/diff.txt"; exit 1
fi
