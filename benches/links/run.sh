#!/usr/bin/env bash
# `uriscope links` on generated pages of 25,000 to 100,000 links, side by side with a Python
# html.parser + urljoin script that does less (benches/links/python_peer.py), in one run: wall
# time and peak memory (GNU time; each the fastest of three runs, taken in turns, as this
# machine's neighbours make single runs vary by a tenth), the page's size, and the ratios.
# Figures in docs/BENCHMARKS.md.
#
#   bash benches/links/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --quiet --release
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
url=https://en.example.org/wiki/Main
measure() { # prints "seconds max_rss_kb": bash's clock, GNU time's peak memory
    local start=$EPOCHREALTIME kb end
    kb=$(/usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1)
    end=$EPOCHREALTIME
    echo "$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') $kb"
}
fastest() { # the fastest line of measure's
    sort -n | head -1
}
printf '%-8s %10s %12s %10s %14s %12s %10s %8s\n' links 'page MB' 'uriscope s' 'RSS MB' 'RSS / page' 'python s' 'RSS MB' 'x faster'
for links in 25000 50000 100000; do
    page=$dir/page-$links.html
    python3 benches/links/make_page.py "$links" >"$page"
    bytes=$(stat -c %s "$page")
    runs_ours=() runs_theirs=()
    for _ in 1 2 3; do
        runs_ours+=("$(measure target/release/uriscope links "$page" --url "$url" --json)")
        runs_theirs+=("$(measure python3 benches/links/python_peer.py "$page" "$url")")
    done
    read -r ours ours_kb < <(printf '%s\n' "${runs_ours[@]}" | fastest)
    read -r theirs theirs_kb < <(printf '%s\n' "${runs_theirs[@]}" | fastest)
    awk -v l="$links" -v b="$bytes" -v o="$ours" -v ok="$ours_kb" -v t="$theirs" -v tk="$theirs_kb" 'BEGIN {
        printf "%-8d %10.1f %12.3f %10.1f %14.2f %12.3f %10.1f %8.1f\n",
            l, b / 1e6, o, ok / 1024, ok * 1024 / b, t, tk / 1024, t / o }'
done
