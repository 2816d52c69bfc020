#!/usr/bin/env bash
# Instructions per resolution under callgrind, for the budgets in docs/BENCHMARKS.md: on a
# shared machine timings drift from run to run, instruction counts do not.
#
#   bash benches/instructions.sh            # every row (about two minutes)
#
# Each figure is (the loop with N rounds - the same loop with 0 rounds) / resolutions, so the
# set-up (building the 10,000-segment base, reading arguments) is not counted.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release --example resolve_loop
loop=target/release/examples/resolve_loop

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$loop" "$@" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# per_resolution INPUT RESOLVER SPEC ROUNDS RESOLUTIONS_PER_ROUND
per_resolution() {
    local full empty
    full=$(instructions "$1" "$2" "$4" "$3")
    empty=$(instructions "$1" "$2" 0 "$3")
    echo $(((full - empty) / ($4 * $5)))
}

printf '%-12s %-8s %12s %12s %12s\n' input spec oxiri untraced traced
for spec in rfc2396 rfc3986; do
    printf '%-12s %-8s %12s %12s %12s\n' short "$spec" \
        "$(per_resolution short oxiri "$spec" 2000 42)" \
        "$(per_resolution short untraced "$spec" 2000 42)" \
        "$(per_resolution short traced "$spec" 2000 42)"
    for input in long-dotdot long-pair; do
        printf '%-12s %-8s %12s %12s %12s\n' "$input" "$spec" \
            "$(per_resolution "$input" oxiri "$spec" 2 1)" \
            "$(per_resolution "$input" untraced "$spec" 2 1)" \
            "$(per_resolution "$input" traced "$spec" 2 1)"
    done
done

# The library profiles beside RFC 3986 (issues 40 and 41: untraced within 1.5× RFC 3986's untraced).
printf '\n%-12s %-12s %12s %12s\n' input profile untraced traced
for spec in rfc3986 python python@3.13 python@2.7 node-legacy go go@1.22 java java@8 curl curl@8.12 curl@8.7 curl@7.88; do
    printf '%-12s %-12s %12s %12s\n' short "$spec" \
        "$(per_resolution short untraced "$spec" 2000 42)" \
        "$(per_resolution short traced "$spec" 2000 42)"
done
