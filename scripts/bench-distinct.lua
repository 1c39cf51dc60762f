-- wrk script for scripts/bench.sh: mostly distinct /merch/v2/smart pages of
-- the storefront's card fields, as many shoppers browsing many stores ask
-- them: a store of STORES (1 to STORES), a filter, a search, a sort, a page
-- and a page size drawn at random for each request, gzip accepted.
local stores = tonumber(os.getenv("STORES") or "32")
local card = os.getenv("CARD")
local filters = {
  "", ' AND kind:"flower"', ' AND kind:"edible"', ' AND kind:"vape"', ' AND kind:"pre-roll"', ' AND kind:"extract"',
  ' AND category:"indica"', ' AND category:"sativa"', ' AND category:"hybrid"', ' AND brand:"Redwood Reserve"',
  ' AND brand:"Sweet Leaf Kitchen"', ' AND brand:"Cloud Nine Vapor"', ' AND brand:"Golden Hour Farms"',
}
local queries = { "", "", "", "og", "kush", "gummies", "blue", "haze", "cookies", "mint", "lemon", "cart", "no. 7" }
local sorts = { "", "recommendation", "name", "price_asc", "price_desc", "thc_asc", "thc_desc", "rating" }
local sizes = { 12, 20, 24, 36, 48, 60 }

local function pick(t) return t[math.random(#t)] end

function setup(thread)
  thread:set("id", math.random(1, 1e9))
end

function init(args)
  math.randomseed(id or os.time())
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Accept-Encoding"] = "gzip"
end

function request()
  local store = math.random(stores)
  local body = string.format(
    '{"store_id":%d,"search_filter":"store_id = %d%s","search_query":"%s","search_sort":"%s","search_attributes":%s,"page":%d,"page_size":%d}',
    store, store, (pick(filters):gsub('"', '\\"')), pick(queries), pick(sorts), card, math.random(0, 4), pick(sizes))
  return wrk.format(nil, nil, nil, body)
end

-- With PACE_MS set, each connection waits that long after an answer before
-- its next request: 64 connections then ask at about a given rate rather
-- than as fast as the machine allows, for the latency at that rate.
local pace = tonumber(os.getenv("PACE_MS") or "0")
if pace > 0 then
  function delay()
    return pace
  end
end
