#!/usr/bin/env bash
# Scale benchmark: the bench catalogue (200 stores of 2,000 products), one
# menu request per store, then the server's resident memory and live heap
# with the default settings, and each store's first-request time (which
# builds the store's menu).
# Usage: scripts/bench-scale.sh (run on demand; BENCH_STORES, BENCH_PRODUCTS,
# BENCH_PORT, BENCH_DIR and BENCH_SERVE_FLAGS, e.g. "-menu-memory 1GiB",
# change the run).
set -euo pipefail
cd "$(dirname "$0")/.."

STORES=${BENCH_STORES:-200}
PRODUCTS=${BENCH_PRODUCTS:-2000}
PORT=${BENCH_PORT:-18191}
ADMIN_PORT=$((PORT + 1))
WORK=${BENCH_DIR:-/tmp/pistil-bench}
mkdir -p "$WORK"

go build -o bin/pistil ./cmd/pistil
DB="$WORK/bench-$STORES-$PRODUCTS.db"
if [ ! -f "$DB" ]; then
  ./bin/pistil seed bench -db "$DB" -stores "$STORES" -products "$PRODUCTS" -log-level warn
fi

pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; }
trap cleanup EXIT
# shellcheck disable=SC2086 # BENCH_SERVE_FLAGS is a list of flags
./bin/pistil serve -addr "127.0.0.1:$PORT" -admin-addr "127.0.0.1:$ADMIN_PORT" -db "$DB" -seed none -log-level error ${BENCH_SERVE_FLAGS:-} >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.1; done

# The fields the storefront's product cards read (web/src/lib/cardAttributes.ts).
CARD='["product_id","name","url_slug","brand","kind","category","percent_thc","image_urls","aggregate_rating","review_count","price_half_gram","price_gram","price_two_gram","price_eighth_ounce","price_quarter_ounce","price_half_ounce","price_ounce","price_each","discounted_price_half_gram","discounted_price_gram","discounted_price_two_gram","discounted_price_eighth_ounce","discounted_price_quarter_ounce","discounted_price_half_ounce","discounted_price_ounce","discounted_price_each"]'
times="$WORK/scale-times.txt"
: > "$times"
for store in $(seq 1 "$STORES"); do
  curl -fs -o /dev/null -w '%{time_total}\n' -X POST -H 'Content-Type: application/json' \
    --data-binary "{\"store_id\": $store, \"search_attributes\": $CARD, \"page\": 0, \"page_size\": 60}" \
    "http://127.0.0.1:$PORT/merch/v2/smart" >> "$times"
done

# The heap after a collection (pprof's gc=1), the resident memory, and the
# menu metrics.
curl -fs -o /dev/null "http://127.0.0.1:$ADMIN_PORT/debug/pprof/heap?gc=1"
metrics=$(curl -fs "http://127.0.0.1:$ADMIN_PORT/metrics")
metric() { awk -v n="$1" '$1 == n {print $2}' <<<"$metrics"; }
rss_kb=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
hwm_kb=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status")
heap=$(metric go_memstats_heap_alloc_bytes)
kept=$(metric pistil_menus_kept)
kept_bytes=$(metric pistil_menus_kept_bytes)
builds=0 build_sum=0
for reason in first dropped; do
  c=$(metric "pistil_menu_index_rebuilds_seconds_count{reason=\"$reason\"}"); s=$(metric "pistil_menu_index_rebuilds_seconds_sum{reason=\"$reason\"}")
  builds=$(awk -v a="$builds" -v b="${c:-0}" 'BEGIN {print a + b}')
  build_sum=$(awk -v a="$build_sum" -v b="${s:-0}" 'BEGIN {print a + b}')
done
read -r p50 p99 max < <(sort -n "$times" | awk '{t[NR] = $1 * 1000} END {
  i50 = int(NR * 0.50 + 0.999); i99 = int(NR * 0.99 + 0.999)
  printf "%.1f %.1f %.1f\n", t[i50], t[i99], t[NR]}')

printf '%d stores of %d products, one card-field page request each, on %d cores; serve %s.\n\n' \
  "$STORES" "$PRODUCTS" "$(nproc)" "${BENCH_SERVE_FLAGS:-(defaults)}"
printf '| resident (VmRSS) | peak resident (VmHWM) | live heap after GC | menus kept | their bytes (estimate) | builds | mean build | first request p50 | p99 | max |\n'
printf '|---|---|---|---|---|---|---|---|---|---|\n'
awk -v rss="$rss_kb" -v hwm="$hwm_kb" -v heap="$heap" -v kept="$kept" -v kb="$kept_bytes" -v n="$builds" -v sum="$build_sum" \
  -v p50="$p50" -v p99="$p99" -v max="$max" 'BEGIN {
  printf "| %.0f MB | %.0f MB | %.0f MB | %d | %.0f MB | %d | %.1f ms | %s ms | %s ms | %s ms |\n",
    rss / 1024, hwm / 1024, heap / 1e6, kept, kb / 1e6, n, (n ? sum / n * 1000 : 0), p50, p99, max}'
