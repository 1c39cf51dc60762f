# Pistil: `make run` builds everything and serves the storefront on
# http://localhost:8080; `make test` runs every test. Both install what they
# need first (npm packages; Debian's chromium for the browser suite).

GO      ?= go
BIN     := bin/pistil
WEB     := web
# The npm install is redone only when the lock file changes.
NPM_STAMP := $(WEB)/node_modules/.pistil-installed

.PHONY: run build web test test-go test-clock test-web e2e screenshots vet check-tree bench bench-web bench-scale fuzz chromium clean contract

run: build
	./$(BIN) serve

build: $(WEB)/dist/index.html
	$(GO) build -o $(BIN) ./cmd/pistil

$(NPM_STAMP): $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund
	touch $@

# The app is rebuilt when any of its sources change. The build empties
# web/dist, whose committed .gitkeep lets the Go embed compile without a build.
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/public -type f 2>/dev/null) $(wildcard $(WEB)/index.html $(WEB)/vite.config.ts $(WEB)/tsconfig*.json)
$(WEB)/dist/index.html: $(NPM_STAMP) $(WEB_SOURCES)
	cd $(WEB) && npm run build
	touch $(WEB)/dist/.gitkeep

web: $(WEB)/dist/index.html

vet:
	$(GO) vet ./...
	@unformatted=$$(gofmt -l cmd internal web); if [ -n "$$unformatted" ]; then echo "gofmt would change: $$unformatted"; exit 1; fi

test: check-tree vet test-go test-clock fuzz test-web e2e

# No build output is tracked: no executable binary, no file over 2 MiB.
check-tree:
	scripts/check-tree.sh

# PISTIL_TEST_POSTGRES, when set, runs the storage and API suites on PostgreSQL too.
test-go:
	$(GO) test -race -count=1 -timeout 30m ./...

# The storage and API suites again, on SQLite, as if it were a second before
# midnight in Los Angeles (the next UTC day) and within the hour the clocks go
# back there: tests must pass at any hour (storagetest reads PISTIL_TEST_NOW).
CLOCK_INSTANTS := 2026-11-27T07:59:50Z 2026-11-01T08:59:50Z
test-clock:
	@for at in $(CLOCK_INSTANTS); do \
		echo "go test ./internal/api/... ./internal/storage at $$at"; \
		PISTIL_TEST_NOW=$$at PISTIL_TEST_POSTGRES= $(GO) test -count=1 ./internal/api/... ./internal/storage || exit 1; \
	done

test-web: $(NPM_STAMP)
	cd $(WEB) && npm run typecheck && npm run lint && npm test

# The browser suite records its pages' API exchanges (web/e2e/test.ts), and
# the API tests' contract check reads them after it (TestBrowserExchanges).
# It keeps its screenshots (web/test-results/screenshots) only when
# SCREENSHOTS=1, as `make screenshots` runs it: they are for people to look
# at, and took a fifth of the suite's time (ADR 0024).
EXCHANGES := $(CURDIR)/$(WEB)/test-results/api-exchanges.jsonl
SCREENSHOTS ?= 0
e2e: build chromium
	rm -f $(EXCHANGES)
	cd $(WEB) && PISTIL_BIN=$(CURDIR)/$(BIN) PISTIL_E2E_EXCHANGES=$(EXCHANGES) PISTIL_E2E_SCREENSHOTS=$(SCREENSHOTS) npm run e2e
	PISTIL_E2E_EXCHANGES=$(EXCHANGES) $(GO) test -count=1 -run '^TestBrowserExchanges$$' ./internal/api

# The browser suite with its screenshots at a phone's, a tablet's and a
# desktop's width, to look at (web/test-results/screenshots).
screenshots:
	$(MAKE) e2e SCREENSHOTS=1

chromium:
	@if command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "Installing Debian's chromium for the browser suite"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
		echo "The browser suite needs Debian's chromium at /usr/bin/chromium: run 'sudo apt-get install chromium'."; exit 1; \
	fi

# After a change to the API: rewrite the contract from the route tables
# (internal/api/openapi.json), then the browser's wire types from it
# (web/src/lib/contract.ts). Tests fail while either is stale (ADR 0020).
contract: $(NPM_STAMP)
	$(GO) test ./internal/api -run '^TestOpenAPI$$' -update-openapi -count=1
	cd $(WEB) && npm run contract

# The browser benchmark (web/bench/shop.bench.ts): the store menu, a product
# page and the bag on an emulated phone (CPU four times slower, slow 4G),
# each from an empty cache; the table goes to web/test-results/bench/web.md.
# BENCH_WEB_RUNS sets the loads per page (3).
bench-web: build chromium
	cd $(WEB) && PISTIL_BIN=$(CURDIR)/$(BIN) npx playwright test -c playwright.bench.config.ts

# Go benchmarks of the hot paths, then the whole server under load (scripts/bench.sh).
bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./...
	PISTIL_BENCH_QUEUE=1 $(GO) test ./internal/api -run '^TestQueueDelay$$' -count=1 -v
	scripts/bench.sh

# Memory and first-build times over 200 stores (scripts/bench-scale.sh), on demand.
bench-scale:
	scripts/bench-scale.sh

# Each fuzz target of the edge's text check (internal/api/edge), of the
# streaming reader of document uploads against the reader it replaced
# (internal/api/docform), of the console's menu CSV parser
# (internal/catalog), and of the routes, for a short fixed budget. Go
# fuzzes one target per run, so each package's instrumented test binary is
# built once. FuzzRoutes and FuzzDocumentMultipart serve real routes on
# PostgreSQL when PISTIL_TEST_POSTGRES is set, SQLite otherwise. A run
# that ends in Go's own deadline error without a failing input (a race in
# Go 1.26's fuzzing coordinator under load) is run once more; any failing
# input, or a second such error, fails.
FUZZTIME ?= 8s
FUZZ_TARGETS := api/edge:FuzzJSONText api/edge:FuzzQueryText api/edge:FuzzPathText \
	api:FuzzRoutes api:FuzzDocumentMultipart api/docform:FuzzReadDocumentJSON \
	catalog:FuzzParseMenuCSV
FUZZ_PACKAGES := $(sort $(foreach t,$(FUZZ_TARGETS),$(firstword $(subst :, ,$(t)))))
fuzz:
	@mkdir -p bin
	@for pkg in $(FUZZ_PACKAGES); do \
		$(GO) test -c -fuzz=. -o "bin/fuzz-$$(echo $$pkg | tr / -).test" ./internal/$$pkg || exit 1; \
	done
	@cache="$$($(GO) env GOCACHE)/fuzz"; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; target=$${t##*:}; \
		for try in 1 2; do \
			echo "fuzz $$pkg $$target for $(FUZZTIME)"; \
			out="$$( cd internal/$$pkg && "$(CURDIR)/bin/fuzz-$$(echo $$pkg | tr / -).test" -test.run='^$$' -test.fuzz="^$$target\$$" \
				-test.fuzztime=$(FUZZTIME) -test.fuzzcachedir="$$cache/github.com/pistil/pistil/internal/$$pkg" 2>&1 )"; status=$$?; \
			printf '%s\n' "$$out"; \
			[ $$status = 0 ] && break; \
			if [ $$try = 1 ] && ! printf '%s' "$$out" | grep -q 'Failing input written' && printf '%s' "$$out" | grep -q 'context deadline exceeded'; then \
				echo "fuzz $$pkg $$target: Go's fuzzing coordinator missed its own deadline on a busy machine (golang/go#75804, fixed in Go 1.27), no input failed: once more"; \
				continue; \
			fi; \
			exit 1; \
		done; \
	done

clean:
	rm -rf bin $(WEB)/dist/assets $(WEB)/dist/index.html $(NPM_STAMP)
