#!/usr/bin/env bash
# Behaviour-equivalence check of two carousel-demo binaries.
#
#   check.sh BASELINE_BINARY CANDIDATE_BINARY [COUNT]
#
# Generates COUNT (default 300) scripts with a fixed seed, runs both binaries on each one
# (--json --all-events and plain text; also --json --html for every HTML_EVERY-th script,
# text --all-events and --script - (standard input) for every 10th) and on a fixed set of other invocations (the
# built-in scenario in every output mode, --print-scenario, --help, bad command lines), and
# compares stdout, stderr, the exit status and any --html page byte for byte.
# Prints "N passed, M failed" (a script passes when all its runs match), the first few
# differences, and exits 1 on any difference (2 on bad usage).
#
# Environment: SEED (default 31806), JOBS (parallel runs, default: the number of CPUs),
# HTML_EVERY (default 5; 1 = every script, 0 = none), TIMEOUT (seconds per run, default 120),
# SHOW (differences shown, default 5), KEEP=1 (keep the work directory even when all pass;
# it is always kept on a difference).
set -u -o pipefail

usage() {
  echo "usage: $0 BASELINE_BINARY CANDIDATE_BINARY [COUNT]" >&2
  exit 2
}
[ $# -ge 2 ] && [ $# -le 3 ] || usage
here=$(cd "$(dirname "$0")" && pwd)
abs() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
base=$(abs "$1")
cand=$(abs "$2")
count=${3:-300}
for bin in "$base" "$cand"; do
  [ -x "$bin" ] && [ -f "$bin" ] || { echo "$0: not an executable file: $bin" >&2; exit 2; }
done
case "$count" in '' | *[!0-9]*) usage ;; esac
seed=${SEED:-31806}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
html_every=${HTML_EVERY:-5}
show=${SHOW:-5}
export CHECK_TIMEOUT=${TIMEOUT:-120}

work=$(mktemp -d "${TMPDIR:-/tmp}/carousel-equivalence.XXXXXX")
trap 'rm -rf "$work"; exit 130' INT TERM
start=$(date +%s.%N)

python3 "$here/generate-scripts.py" --count "$count" --seed "$seed" --out "$work/scripts" || exit 2
printf 'items 5\nsettle\n' > "$work/scripts/fixed-small.txt"
printf '# only a comment\n\n' > "$work/scripts/fixed-empty.txt"

# The cases: one line each, NAME MODE SCRIPT (SCRIPT "-" = none). NAME is SCRIPT-ID.MODE;
# the part before the first dot groups the runs of one script for the pass/fail count.
{
  for mode in text json json-all text-all html print-scenario help; do
    echo "builtin.$mode $mode -"
  done
  echo "fixed-inline.inline inline -"
  echo "fixed-empty.json-all json-all $work/scripts/fixed-empty.txt"
  echo "fixed-missing.json-all json-all $work/scripts/does-not-exist.txt"
  echo "fixed-badoption.bad-option bad-option $work/scripts/fixed-small.txt"
  echo "fixed-small.stdin stdin $work/scripts/fixed-small.txt"
  i=0
  for script in "$work"/scripts/[0-9]*.txt; do
    id=$(basename "$script" .txt)
    for mode in json-all text; do echo "$id.$mode $mode $script"; done
    if [ $((i % 10)) -eq 7 ]; then echo "$id.text-all text-all $script"; fi
    if [ "$html_every" -gt 0 ] && [ $((i % html_every)) -eq 0 ]; then echo "$id.html html $script"; fi
    if [ $((i % 10)) -eq 3 ]; then echo "$id.stdin stdin $script"; fi
    i=$((i + 1))
  done
} > "$work/cases"

# Runs one case with one binary: DIR/NAME.out, .err, .rc (and .html for --html).
run_case() {
  local bin=$1 dir=$2 name=$3 mode=$4 script=$5
  local -a args
  local input=/dev/null
  case $mode in
    text) args=() ;;
    json) args=(--json) ;;
    json-all) args=(--json --all-events) ;;
    text-all) args=(--all-events) ;;
    html) args=(--json --html "$name.html") ;;
    print-scenario) args=(--print-scenario) ;;
    help) args=(--help) ;;
    inline) args=(--json --all-events -e 'items 3; swipe 0.5' -e 'wait 0.1; tap; settle') ;;
    bad-option) args=(--json --frobnicate) ;;
    stdin) args=(--json --all-events --script -); input=$script; script=- ;;
  esac
  if [ "$script" != - ]; then args+=(--script "$script"); fi
  # Run inside DIR with a relative --html name, so that both binaries print the same path.
  (cd "$dir" && timeout "$CHECK_TIMEOUT" "$bin" "${args[@]}" < "$input" > "$name.out" 2> "$name.err"
   echo $? > "$name.rc")
}
# Runs a batch of cases (BIN DIR, then NAME MODE SCRIPT triples): one shell per batch.
run_batch() {
  local bin=$1 dir=$2
  shift 2
  while [ $# -ge 3 ]; do
    run_case "$bin" "$dir" "$1" "$2" "$3"
    shift 3
  done
}
export -f run_case run_batch

for side in base cand; do
  mkdir -p "$work/$side"
  bin=$base
  [ $side = cand ] && bin=$cand
  # shellcheck disable=SC2016
  xargs -P "$jobs" -n 48 bash -c 'run_batch "$@"' run_batch "$bin" "$work/$side" \
    < "$work/cases" || { echo "$0: running the $side binary failed" >&2; exit 2; }
done

# Compare, and show the first few differences with the first differing place of each file.
python3 - "$work" "$show" <<'EOF'
import os, sys
work, show = sys.argv[1], int(sys.argv[2])
cases = [line.split()[0] for line in open(os.path.join(work, "cases"))]
groups, failed_groups, failed_cases = [], {}, []
for name in cases:
    group = name.split(".")[0]
    if group not in groups:
        groups.append(group)
    for ext in (".rc", ".out", ".err") + ((".html",) if name.endswith(".html") else ()):
        def read(side):
            try:
                with open(os.path.join(work, side, name + ext), "rb") as f:
                    return f.read()
            except FileNotFoundError:
                return None
        a, b = read("base"), read("cand")
        if a != b:
            failed_groups.setdefault(group, []).append((name + ext, a, b))
            failed_cases.append(name + ext)

def context(a, b):
    if a is None or b is None:
        return "    file missing on the %s side" % ("baseline" if a is None else "candidate")
    n = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
    line = a.count(b"\n", 0, n) + 1
    col = n - (a.rfind(b"\n", 0, n) + 1) + 1
    def window(x):
        s = x[max(0, n - 100):n + 100].decode("utf-8", "replace")
        return s.replace("\r", "\\r").replace("\n", "\\n")
    return ("    first difference at byte %d (line %d, column %d); sizes %d / %d\n"
            "    baseline:  ...%s...\n    candidate: ...%s..."
            % (n, line, col, len(a), len(b), window(a), window(b)))

print("%d passed, %d failed  (%d scripts and fixed invocations, %d runs per binary)"
      % (len(groups) - len(failed_groups), len(failed_groups), len(groups), len(cases)))
for group in list(failed_groups)[:show]:
    path = os.path.join(work, "scripts", group + ".txt")
    print("\nDIFFERS: %s (%s)" % (group, path if os.path.exists(path) else "fixed invocation"))
    for file, a, b in failed_groups[group][:3]:
        print("  %s" % file)
        print(context(a, b))
if len(failed_groups) > show:
    print("\n... and %d more: %s" % (len(failed_groups) - show,
                                      " ".join(list(failed_groups)[show:show + 30])))
sys.exit(1 if failed_groups else 0)
EOF
status=$?
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "time: %.1f s\n", e - s }'
if [ $status -ne 0 ] || [ "${KEEP:-0}" = 1 ]; then
  # Kept: scripts/, base/ and cand/ (NAME.out, .err, .rc, .html); reproduce one with
  # CANDIDATE --json --all-events --script FILE.
  echo "outputs kept in $work"
else
  rm -rf "$work"
fi
exit $status
