#!/usr/bin/env bash
# Benchmarks/count.sh: the figures of LoopCarousel that do not depend on timing noise.
#
# Builds carousel-bench in release mode, then prints for every case (see Benchmarks/README.md):
#
#   allocs/op   heap allocations per operation, from valgrind memcheck's heap summary
#               ("total heap usage: X allocs");
#   instr/op    instructions per operation, from valgrind --tool=callgrind's totals.
#
# Both use the difference method: `carousel-bench --count CASE N` warms up and then performs
# N operations and nothing else; the script runs it for N and for 10·N operations and prints
# (count(10·N) − count(N)) / (9·N), so that start-up, set-up, warm-up and exit cancel out.
#
# Then it prints the data-source calls per operation and the cells created (from the engine's
# own counters: `carousel-bench --stats`, 10⁵ page turns), and the peak heap for 3 items
# against 10⁹ items (the same within 512 bytes): valgrind
# massif's largest snapshot of mem_heap_B + mem_heap_extra_B while running 2,000 rounds of
# a swipe, an instant scroll-to and a reload. Massif rather
# than the maximum RSS because it counts exactly the bytes the program allocates, the same in
# every run, where RSS moves by pages with the loader and the runtime.
#
# Usage:
#   Benchmarks/count.sh                  every figure, some ten minutes
#   Benchmarks/count.sh --quick          N ten times smaller, for a smoke run
#   Benchmarks/count.sh --profile CASE   where one case's instructions go: callgrind's
#                                        exclusive count per function, per operation
# Environment:
#   SCRATCH_PATH   the build directory (default /tmp/carousel-bench-build), kept apart from
#                  .build so that it never waits on another build's lock.
#   BUILD_FLAGS    extra `swift build` arguments, for experiments only; for example
#                  BUILD_FLAGS='-Xswiftc -enforce-exclusivity=unchecked' shows what the
#                  dynamic exclusivity checks cost (use another SCRATCH_PATH for it).
#
# The gates catch a change of structure (an allocation per frame, an O(n) step), which shows
# up as a multiple, not a few percent: no allocation on the hot paths, exactly one
# data-source call per page turn, at most 7 cells over 10⁵ page turns, a peak heap that does
# not grow with the item count, and instructions per operation at most the figures in
# Benchmarks/README.md plus 20 % (instruction counts repeat exactly, so the headroom is for changes of
# the code, not for noise). Past a gate the script still prints every figure, then exits 1.
#
# Needs valgrind (memcheck, callgrind, massif) and callgrind_annotate. Exits 1 past a gate,
# and non-zero when a run fails.
set -euo pipefail

cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-/tmp/carousel-bench-build}"
quick=0
profile=""
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --profile)
      profile="${2:?--profile needs a case name}"
      shift
      ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "count.sh: unknown argument $1 (try --help)" >&2
      exit 64
      ;;
  esac
  shift
done

for tool in valgrind callgrind_annotate; do
  command -v "$tool" > /dev/null || {
    echo "count.sh: $tool is not installed" >&2
    exit 69
  }
done

# shellcheck disable=SC2206 # BUILD_FLAGS is a list of words
flags=(-c release --scratch-path "$scratch" ${BUILD_FLAGS:-})
echo "== swift build ${flags[*]} --product carousel-bench"
swift build "${flags[@]}" --product carousel-bench 2>&1 | tail -n 1
bench="$(swift build "${flags[@]}" --show-bin-path)/carousel-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The cases and their N. The frame case restarts its settle every 960 frames, so its N makes
# 9·N a whole number of settles (3,200 · 9 = 30 · 960).
cases=(
  drag frame turn swipe scroll-to scroll-to-animated reload
  host-frame host-frame-wheel host-frame-seconds host-frame-placements turn-by-identifier landing
  model-bare model-reask model-fake-data
)
declare -A runs=(
  [drag]=10000 [frame]=3200 [turn]=10000 [swipe]=500
  [scroll-to]=2000 [scroll-to-animated]=500 [reload]=2000
  [host-frame]=3200 [host-frame-wheel]=3200 [host-frame-seconds]=3200 [host-frame-placements]=3200
  [turn-by-identifier]=10000 [landing]=2000 [model-bare]=10000 [model-reask]=10000 [model-fake-data]=10000
)
# Gates; an empty entry means none. The model cases are the designs users pick instead,
# measured for comparison.
declare -A alloc_target=(
  [drag]=0 [frame]=0 [turn]=0 [host-frame]=0 [host-frame-wheel]=0 [host-frame-seconds]=0
  [host-frame-placements]=0 [turn-by-identifier]=0 [landing]=0
)
# Instruction gates: the figures at the end of issue 44's second session, with 20 % of
# headroom, so that a change of structure shows (Benchmarks/README.md, "The gates").
declare -A instr_target=(
  [drag]=9800 [frame]=10400 [turn]=32600 [host-frame]=11600 [host-frame-wheel]=13400
  [host-frame-placements]=14400 [turn-by-identifier]=33400
)
failed=0

operations() {
  local n="${runs[$1]}"
  if ((quick)); then n=$((n / 10)); fi
  if [[ $1 == frame || $1 == host-frame* ]]; then n=$(((n + 319) / 320 * 320)); fi
  echo "$n"
}

# allocations CASE N: the allocation count of one run.
allocations() {
  valgrind --tool=memcheck --leak-check=no "$bench" --count "$1" "$2" 2>&1 \
    | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

# instructions CASE N [OUT]: the instruction count of one run; keeps callgrind's file in OUT.
instructions() {
  local out="${3:-$work/callgrind.out}"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$bench" --count "$1" "$2" \
    > /dev/null 2>&1
  sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$out"
}

# per_op LOW HIGH N: (HIGH − LOW) / (9·N) with two decimals.
per_op() {
  awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.2f", (b - a) / (9 * n) }'
}

# verdict VALUE TARGET: "met" or "MISSED" for an at-most gate, "" without one.
verdict() {
  [[ -z $2 ]] && return 0
  awk -v v="$1" -v t="$2" 'BEGIN { print (v <= t + 0.005) ? "met" : "MISSED" }'
}

if [[ -n $profile ]]; then
  [[ -n ${runs[$profile]:-} ]] || {
    echo "count.sh: unknown case $profile" >&2
    exit 64
  }
  n="$(operations "$profile")"
  echo "== where one $profile operation's instructions go (callgrind, exclusive, per operation)"
  instructions "$profile" "$n" "$work/low" > /dev/null
  instructions "$profile" $((10 * n)) "$work/high" > /dev/null
  for f in low high; do
    callgrind_annotate --auto=no --threshold=100 "$work/$f" \
      | sed -n 's/^ *\([0-9,]*\) ([ 0-9.]*%) *\([^ ].*\)$/\1\t\2/p' \
      | awk -F '\t' -v OFS='\t' '{ gsub(",", "", $1); print }' > "$work/$f.txt"
  done
  awk -F '\t' -v n="$n" '
    NR == FNR { low[$2] = $1; next }
    $2 != "PROGRAM TOTALS" {
      per = ($1 - low[$2]) / (9 * n)
      if (per >= 0.5) printf "%9.1f  %s\n", per, $2
    }
  ' "$work/low.txt" "$work/high.txt" | sort -rn | awk 'NR <= 40' \
    | sed -E 's/ \[[^]]*\]$//' | cut -c1-160
  exit 0
fi

declare -A measured=()
echo
echo "== allocations and instructions per operation (difference of N and 10·N operations)"
printf '%-21s %8s %12s %-8s %12s %s\n' case N allocs/op gate instr/op gate
for c in "${cases[@]}"; do
  n="$(operations "$c")"
  a1="$(allocations "$c" "$n")"
  a10="$(allocations "$c" $((10 * n)))"
  i1="$(instructions "$c" "$n" "$work/$c.low")"
  i10="$(instructions "$c" $((10 * n)) "$work/$c.high")"
  allocs="$(per_op "$a1" "$a10" "$n")"
  instrs="$(per_op "$i1" "$i10" "$n")"
  at="${alloc_target[$c]:-}"
  it="${instr_target[$c]:-}"
  av="${at:+$(verdict "$allocs" "$at")}"
  iv="${it:+$(verdict "$instrs" "$it")}"
  [[ $av == MISSED || $iv == MISSED ]] && failed=1
  printf '%-21s %8s %12s %-8s %12s %s\n' "$c" "$n" "$allocs" \
    "${av:+$av (0)}" "$instrs" "${iv:+$iv (≤$it)}"
  measured[$c]="$instrs"
done

echo
echo "== derived figures (reported, no gate)"
seconds="$(awk -v a="${measured[host-frame-seconds]}" -v b="${measured[host-frame]}" \
  'BEGIN { printf "%.2f", a - b }')"
printf '%-44s %10s\n' "Double seconds -> Duration (seconds - frame)" "$seconds"
ratio="$(awk -v a="${measured[turn]}" -v b="${measured[model-bare]}" \
  'BEGIN { printf "%.2f", a / b }')"
printf '%-44s %10s\n' "page turn / bare three-slot model" "${ratio}x"

# accesses FILE: the calls of swift_beginAccess in a callgrind file (the callers' counts).
accesses() {
  # awk reads to the end (an early exit would break the pipe under pipefail).
  callgrind_annotate --tree=caller "$1" 2> /dev/null | awk '
    found { next }
    /^ *[0-9,]+ .*< .*\([0-9,]+x\)/ { callers[++n] = $0; next }
    /\*  \?\?\?:swift_beginAccess / {
      for (i = 1; i <= n; i++) {
        match(callers[i], /\([0-9,]+x\)/)
        count = substr(callers[i], RSTART + 1, RLENGTH - 3)
        gsub(",", "", count)
        total += count
      }
      found = 1
      next
    }
    { n = 0 }
    END { print total + 0 }'
}
echo
echo "== checked accesses per operation (swift_beginAccess calls; reported, no gate)"
for c in drag frame turn host-frame host-frame-placements; do
  n="$(operations "$c")"
  low="$(accesses "$work/$c.low")"
  high="$(accesses "$work/$c.high")"
  printf '%-20s %10s\n' "$c" "$(per_op "${low:-0}" "${high:-0}" "$n")"
done

echo
echo "== data-source calls and cells created (carousel-bench --stats)"
"$bench" --stats | tee "$work/stats"
awk '
  $1 == "turn" {
    calls = ($3 == "1.000") ? "met" : "MISSED"
    cells = ($4 <= 7) ? "met" : "MISSED"
    printf "turn: %s data-source calls per page turn (gate exactly 1: %s); ", $3, calls
    printf "%s cells created over %s page turns (gate: at most 3 slots + 4 pooled: %s)\n",
      $4, $2, cells
  }
' "$work/stats" | tee "$work/stats.verdict"
grep -q MISSED "$work/stats.verdict" && failed=1

echo
echo "== peak heap, 3 items against 10^9 items (valgrind massif, 2,000 x swipe + scroll-to + reload)"
peak() {
  valgrind --tool=massif --massif-out-file="$work/massif.$1" "$bench" --count mixed 2000 \
    --items "$1" > /dev/null 2>&1
  awk -F= '
    /^mem_heap_B=/ { heap = $2 }
    /^mem_heap_extra_B=/ { if (heap + $2 > peak) peak = heap + $2 }
    END { print peak + 0 }
  ' "$work/massif.$1"
}
small="$(peak 3)"
large="$(peak 1000000000)"
printf '%-12s %12s bytes\n' "3 items" "$small" "10^9 items" "$large"
# The memory must not grow with the item count. Announcements for assistive technologies
# carry text such as "item 2 of 1000000000", whose length (and whether it fits in a
# string's inline bytes) depends on the count's digits: up to 512 bytes either way is that
# text, not the engine's structures.
if ((large - small <= 512 && small - large <= 512)); then
  echo "peaks within 512 bytes ($((large - small)); gate: no growth with the count): met"
else
  echo "peaks differ by $((large - small)) bytes (gate: within 512): MISSED"
  failed=1
fi
if ((failed)); then
  echo "count.sh: past a gate (MISSED above)" >&2
  exit 1
fi
