#!/usr/bin/env bash
# Builds the libFuzzer target (the demo's script parser and runner on the engine, with the
# invariant checker) and runs it for a given number of seconds.
#
#   Tests/Fuzz/run-fuzzer.sh [SECONDS]      (default 60)
#
# The build compiles the engine, the demo's sources and FuzzScript.swift into one module
# with `-sanitize=fuzzer,address`. The corpus starts from Tests/Fuzz/corpus and grows in
# .build/fuzz/corpus; crashes land in .build/fuzz/ as crash-* files. Every crash found
# becomes a regression test in `DemoRunnerTests.fuzzInputs` (Tests/CarouselDemoTests/DemoRunnerTests.swift).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
out=.build/fuzz
rm -rf "$out/src"
mkdir -p "$out/src" "$out/corpus"

# One module: the engine, the demo kit without its `import LoopCarousel`, the fuzz entry.
find Sources/LoopCarousel -name '*.swift' -exec cp {} "$out/src/" \;
find Sources/CarouselDemoKit -name '*.swift' | while read -r file; do
  sed -E '/^(public |internal |package )?import LoopCarousel$/d' "$file" > "$out/src/Demo_$(basename "$file")"
done
cp Tests/Fuzz/FuzzScript.swift "$out/src/"

swiftc -parse-as-library -module-name FuzzScript -O -g \
  -sanitize=fuzzer,address -package-name loopcarousel \
  "$out"/src/*.swift -lm -o "$out/fuzz-script"

cp Tests/Fuzz/corpus/* "$out/corpus/" 2>/dev/null || true
cd "$out"
./fuzz-script -max_total_time="$seconds" -max_len=512 -timeout=10 -print_final_stats=1 \
  -dict=../../Tests/Fuzz/script.dict corpus
