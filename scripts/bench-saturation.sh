#!/usr/bin/env bash
# make bench: the saturation table of docs/results.md.
set -euo pipefail
BUILD=${1:-build}
python3 "$(dirname "$0")/bench_saturation.py" --liar "$BUILD/tool/liar"
