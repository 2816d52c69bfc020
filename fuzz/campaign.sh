#!/usr/bin/env bash
# Runs one fuzz target for a while on its corpus and prints one row of docs/FUZZING.md's table:
#   target | seconds | executions | exec/s | edges (cov) | features (ft) | corpus before → after | new units | peak RSS | result
# Usage, from the repository root (two at a time at most on a two-core machine):
#   fuzz/campaign.sh TARGET SECONDS
# The whole libFuzzer log is kept in fuzz/target/campaign-TARGET.log (not committed).
# A crash or timeout stops the run; libFuzzer writes its input to fuzz/artifacts/TARGET/.
set -uo pipefail
cd "$(dirname "$0")/.."
target=${1:?target}
seconds=${2:?seconds}
mkdir -p fuzz/target
log=fuzz/target/campaign-$target.log
before=$(find "fuzz/corpus/$target" -type f | wc -l)

cargo +nightly fuzz run -O "$target" -- \
    -max_total_time="$seconds" -timeout=10 -max_len=4096 -rss_limit_mb=4096 \
    -dict=fuzz/uri.dict -print_final_stats=1 >"$log" 2>&1
status=$?

after=$(find "fuzz/corpus/$target" -type f | wc -l)
final_stat() { grep -m1 "^stat::$1:" "$log" | awk '{print $2}'; }
# The last status line libFuzzer printed ("#N DONE cov: C ft: F corp: ...").
last=$(grep -E '^#[0-9]+' "$log" | tail -1)
cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
if [ "$status" = 0 ]; then result="no failure"; else result="FAILED (exit $status, see $log)"; fi
printf '| `%s` | %s | %s | %s | %s | %s | %s → %s | %s | %s MB | %s |\n' \
    "$target" "$seconds" "$(final_stat number_of_executed_units)" "$(final_stat average_exec_per_sec)" \
    "$cov" "$ft" "$before" "$after" "$(final_stat new_units_added)" "$(final_stat peak_rss_mb)" "$result"
exit "$status"
