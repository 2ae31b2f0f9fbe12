# Entry points of the README. Each target installs what it needs, so both work on a
# fresh Debian 12 machine.
BUILD ?= build
JOBS ?= 2
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release

.PHONY: deps build demo test bench fuzz clean

deps:
	bash scripts/install-deps.sh

$(BUILD)/build.ninja:
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS)

build: deps $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	bash scripts/demo.sh $(BUILD)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	bash scripts/bench-saturation.sh $(BUILD)

# Differential fuzzing campaign (docs/fuzzing.md): N generated programs from seed SEED, every
# target, gcc and clang-19; summary in $(BUILD)/fuzz-summary.json, shrunk failures in
# $(BUILD)/fuzz-findings. A benchmark, not part of `make test` (which runs a fixed sample).
N ?= 1000
SEED ?= 1
fuzz: build
	python3 tests/fuzz/run.py --liar $(BUILD)/tool/liar --runtime-lib $(BUILD)/emit/runtime \
	  -n $(N) --seed $(SEED) -j $(JOBS) --json $(BUILD)/fuzz-summary.json \
	  --findings $(BUILD)/fuzz-findings --min-rewritten 0.40 --min-library 0.25

clean:
	rm -rf $(BUILD)
