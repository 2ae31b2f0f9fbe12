# Entry points of the README. Each target installs what it needs, so both work on a
# fresh Debian 12 machine.
BUILD ?= build
JOBS ?= 2
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release

.PHONY: deps build demo test bench bench-real fuzz fuzz-summary install package clean

deps:
	bash scripts/install-deps.sh

build: deps
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS) -DLIAR_BUILD_TESTS=ON
	cmake --build $(BUILD) -j $(JOBS)

# The first run: only the packages and targets the demo needs (the tool and its LibTorch
# runtime, not the test suite), then the report, the diff and the speedup, and the time it all
# took.
demo:
	@start=$$(date +%s); \
	bash scripts/install-deps.sh --demo && \
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS) -DLIAR_BUILD_TESTS=OFF && \
	cmake --build $(BUILD) -j $(JOBS) --target liar liar_torch && \
	bash scripts/demo.sh $(BUILD) && \
	echo "demo: done in $$(( $$(date +%s) - start )) s (packages, build and run)"

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# Installs liar, liar-cc, liar-run, the runtime and the man page under PREFIX (default
# /usr/local); `make package` builds the .debs ($(BUILD)/liar_*.deb and liar-torch-runtime_*.deb).
PREFIX ?= /usr/local
install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

package: build
	cd $(BUILD) && cpack -G DEB

bench: build
	bash scripts/bench-saturation.sh $(BUILD)

# Never slower than the input: programs in real code's styles, original against every target,
# with and without -fopenmp, built through liar-cc (docs/results.md, "Never slower").
bench-real: build
	python3 scripts/bench_real.py --build $(BUILD)

# Differential fuzzing campaign (docs/fuzzing.md): N generated programs from seed SEED (by
# default the first seed after the ledger's chunks), every target, gcc and clang-19; summary in
# $(BUILD)/fuzz-summary.json, shrunk failures in $(BUILD)/fuzz-findings, and the chunk's counts
# appended to the checked-in ledger $(LEDGER), so that campaigns of several sessions add up per
# build (`make fuzz-summary`); FUZZ_TIME=S starts no program after S seconds and records the
# seeds checked until then. A benchmark, not part of `make test` (which runs a fixed sample).
N ?= 1000
FUZZ_TIME ?= 0
LEDGER ?= tests/fuzz/campaigns.tsv
SEED ?= $(shell python3 tests/fuzz/ledger.py next-seed --ledger $(LEDGER))
fuzz: build
	python3 tests/fuzz/run.py --liar $(BUILD)/tool/liar --runtime-lib $(BUILD)/emit/runtime \
	  -n $(N) --seed $(SEED) -j $(JOBS) --json $(BUILD)/fuzz-summary.json \
	  --findings $(BUILD)/fuzz-findings --min-rewritten 0.40 --min-library 0.25 \
	  --ledger $(LEDGER) --time-limit $(FUZZ_TIME)

# The campaign of the build the last chunk ran (every configuration's programs listed).
fuzz-summary:
	python3 tests/fuzz/ledger.py summary --ledger $(LEDGER) --all --last-build

clean:
	rm -rf $(BUILD)
