#!/usr/bin/env bash
# Whole-server menu benchmark: load a running pistil from a second process
# over loopback with wrk, and the same for a handler that writes the very same
# response bytes from memory (the ceiling for moving that payload).
# Usage: scripts/bench.sh (make bench runs it after the Go benchmarks).
set -euo pipefail
cd "$(dirname "$0")/.."

STORES=${BENCH_STORES:-200}
PRODUCTS=${BENCH_PRODUCTS:-2000}
DURATION=${BENCH_DURATION:-10s}
CONNECTIONS=${BENCH_CONNECTIONS:-64}
PORT=${BENCH_PORT:-18181}
CEILING_PORT=$((PORT + 1))
WORK=${BENCH_DIR:-/tmp/pistil-bench}
mkdir -p "$WORK"

if ! command -v wrk >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  else
    echo "make bench needs wrk: run 'sudo apt-get install wrk'." >&2; exit 1
  fi
fi

go build -o bin/pistil ./cmd/pistil
go build -o bin/benchceiling ./cmd/benchceiling
DB="$WORK/bench-$STORES-$PRODUCTS.db"
if [ ! -f "$DB" ]; then
  ./bin/pistil seed bench -db "$DB" -stores "$STORES" -products "$PRODUCTS" -log-level warn
fi

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
./bin/pistil serve -addr "127.0.0.1:$PORT" -db "$DB" -seed none -log-level error >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.1; done

STORE=$(( (STORES + 1) / 2 ))
# The fields the storefront's product cards read (web/src/lib/cardAttributes.ts).
CARD='["product_id","name","url_slug","brand","kind","category","percent_thc","image_urls","aggregate_rating","review_count","price_half_gram","price_gram","price_two_gram","price_eighth_ounce","price_quarter_ounce","price_half_ounce","price_ounce","price_each","discounted_price_half_gram","discounted_price_gram","discounted_price_two_gram","discounted_price_eighth_ounce","discounted_price_quarter_ounce","discounted_price_half_ounce","discounted_price_ounce","discounted_price_each","prices_hidden","stock_half_gram","stock_gram","stock_two_gram","stock_eighth_ounce","stock_quarter_ounce","stock_half_ounce","stock_ounce","stock_each"]'
printf '{"store_id": %d, "search_filter": "store_id = %d", "search_attributes": ["*"], "search_facets": ["kind", "category", "brand", "kind_root_subtype", "available_weights"], "page": 0, "page_size": 60}' \
  "$STORE" "$STORE" > "$WORK/full.json"
printf '{"store_id": %d, "search_filter": "store_id = %d", "search_attributes": %s, "page": 0, "page_size": 60}' \
  "$STORE" "$STORE" "$CARD" > "$WORK/cards.json"
cat > "$WORK/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
if os.getenv("ACCEPT_ENCODING") then
  wrk.headers["Accept-Encoding"] = os.getenv("ACCEPT_ENCODING")
end
local f = io.open(os.getenv("BODY_FILE"), "r")
wrk.body = f:read("*a")
f:close()
LUA

# run NAME URL BODY [SCRIPT] prints: requests/s p50 p99 (ms); SCRIPT is
# post.lua (BODY posted again and again) unless given.
run() {
  local out rps p50 p99
  out=$(BODY_FILE="$3" wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "${4:-$WORK/post.lua}" "$2")
  rps=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  if grep -q "Non-2xx" <<<"$out"; then echo "$1: errors in the run" >&2; echo "$out" >&2; exit 1; fi
  printf '%s %s %s\n' "$rps" "$p50" "$p99"
}

printf 'Store %d of %d stores, %d products each; wrk -t2 -c%s -d%s over loopback on %d cores.\n\n' \
  "$STORE" "$STORES" "$PRODUCTS" "$CONNECTIONS" "$DURATION" "$(nproc)"
printf '| page | bytes | pistil req/s | p50 | p99 | ceiling req/s | p50 | p99 | ratio |\n|---|---|---|---|---|---|---|---|---|\n'
for page in full cards; do
  body="$WORK/$page.json"
  bytes=$(curl -fs -X POST -H 'Content-Type: application/json' --data-binary @"$body" "http://127.0.0.1:$PORT/merch/v2/smart" | wc -c)
  read -r p_rps p_50 p_99 < <(run pistil "http://127.0.0.1:$PORT/merch/v2/smart" "$body")
  ./bin/benchceiling -addr "127.0.0.1:$CEILING_PORT" -url "http://127.0.0.1:$PORT/merch/v2/smart" -body "$body" >/dev/null 2>&1 &
  ceiling=$!
  for _ in $(seq 1 50); do curl -fs -X POST "http://127.0.0.1:$CEILING_PORT/" >/dev/null && break; sleep 0.1; done
  read -r c_rps c_50 c_99 < <(run ceiling "http://127.0.0.1:$CEILING_PORT/" "$body")
  kill "$ceiling"; wait "$ceiling" 2>/dev/null || true
  ratio=$(awk -v p="$p_rps" -v c="$c_rps" 'BEGIN {printf "%.2f", p / c}')
  label="all attributes + facets"; [ "$page" = cards ] && label="card fields"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$bytes" "$p_rps" "$p_50" "$p_99" "$c_rps" "$c_50" "$c_99" "$ratio"
done

# Pages nobody asked for before: mostly distinct card pages of many stores
# (scripts/bench-distinct.lua draws a store, filter, search, sort, page and
# page size for each request), gzip accepted, against the one card page
# repeated with gzip. The stores are those a default menu budget keeps
# (BENCH_DISTINCT_STORES); each is asked once first, so that the run
# measures pages, not first builds.
DISTINCT_STORES=${BENCH_DISTINCT_STORES:-32}
SMART="http://127.0.0.1:$PORT/merch/v2/smart"
for i in $(seq 1 "$DISTINCT_STORES"); do
  curl -fs -o /dev/null -X POST -H 'Content-Type: application/json' \
    -d "{\"store_id\": $i, \"search_filter\": \"store_id = $i\", \"page_size\": 1}" "$SMART"
done
export CARD
read -r r_rps r_50 r_99 < <(ACCEPT_ENCODING=gzip run repeated "$SMART" "$WORK/cards.json")
read -r d_rps d_50 d_99 < <(STORES="$DISTINCT_STORES" run distinct "$SMART" "$WORK/cards.json" scripts/bench-distinct.lua)
# The same paced (PACE_MS after each answer, per connection): the latency
# at about 8,000 requests/s rather than with the machine saturated, where
# wrk and the server share the two cores and the tail is wrk's wait.
PACE=${BENCH_PACE_MS:-5}
read -r p_rps p_50 p_99 < <(STORES="$DISTINCT_STORES" PACE_MS="$PACE" run paced "$SMART" "$WORK/cards.json" scripts/bench-distinct.lua)
printf '\nCard pages with Accept-Encoding: gzip, over stores 1 to %d.\n\n' "$DISTINCT_STORES"
printf '| card pages, gzip | req/s | p50 | p99 |\n|---|---|---|---|\n'
printf '| one page repeated | %s | %s | %s |\n' "$r_rps" "$r_50" "$r_99"
printf '| mostly distinct | %s | %s | %s |\n' "$d_rps" "$d_50" "$d_99"
printf '| mostly distinct, paced (%s ms after each answer) | %s | %s | %s |\n' "$PACE" "$p_rps" "$p_50" "$p_99"
printf '| distinct / repeated | %s | | |\n' "$(awk -v d="$d_rps" -v r="$r_rps" 'BEGIN {printf "%.2f", d / r}')"
