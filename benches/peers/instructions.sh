#!/usr/bin/env bash
# Instructions per resolution under callgrind, uriscope beside its peers on RFC 3986 §5.4's 42
# references: on a shared machine timings drift, instruction counts do not. Each figure is (the
# loop with 2,000 rounds - the loop with 0) / 84,000, so the set-up is not counted.
#
#   bash benches/peers/instructions.sh
set -euo pipefail
cd "$(dirname "$0")"
cargo build --quiet --release
bin=target/release/uriscope-peers
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" loop "$1" "$2" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
declare -A per
for name in "uriscope rfc2396" "uriscope rfc3986" "uriscope whatwg" "oxiri 0.3" "url 2.5" "ada-url 3"; do
    full=$(instructions "$name" 2000)
    empty=$(instructions "$name" 0)
    per[$name]=$(((full - empty) / 84000))
    printf '%-18s %8d\n' "$name" "${per[$name]}"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "RFC 2396 / oxiri     $(ratio "${per[uriscope rfc2396]}" "${per[oxiri 0.3]}")"
echo "RFC 3986 / oxiri     $(ratio "${per[uriscope rfc3986]}" "${per[oxiri 0.3]}")"
echo "WHATWG / url crate   $(ratio "${per[uriscope whatwg]}" "${per[url 2.5]}")"
echo "WHATWG / ada         $(ratio "${per[uriscope whatwg]}" "${per[ada-url 3]}")"
