#!/usr/bin/env bash
# Fetches OASIS's published SARIF 2.1.0 JSON schema, which the SARIF tests validate liar's
# --sarif output against, into a cache directory, and checks it against the sha256 recorded
# in the repository (tests/review/sarif-schema-2.1.0.sha256). The schema is never copied into
# the repository.
#
# usage: fetch-sarif-schema.sh [--pin]
#   --pin  record the sha256 of the file just fetched (once, by a maintainer who has checked
#          the file; commit the .sha256 file it writes)
# Exit 0 when the cached file is present and matches; 1 otherwise (with the reason).
set -euo pipefail

# LIAR_SARIF_SCHEMA_URL names a mirror; the recorded sha256 still decides.
URL="${LIAR_SARIF_SCHEMA_URL:-https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PIN="$ROOT/tests/review/sarif-schema-2.1.0.sha256"
CACHE_DIR="${LIAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/liar}"
SCHEMA="$CACHE_DIR/sarif-schema-2.1.0.json"

matches_pin() {
  [ -f "$PIN" ] && [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$(cut -d' ' -f1 "$PIN")" ]
}

if [ "${1:-}" != "--pin" ] && [ -f "$SCHEMA" ] && matches_pin "$SCHEMA"; then
  echo "fetch-sarif-schema: $SCHEMA present"
  exit 0
fi

mkdir -p "$CACHE_DIR"
TMP="$(mktemp "$CACHE_DIR/.sarif-schema.XXXXXX")"
trap 'rm -f "$TMP"' EXIT
if ! curl -sSfL --retry 2 --max-time 60 -o "$TMP" "$URL"; then
  echo "fetch-sarif-schema: cannot download $URL" >&2
  exit 1
fi
if [ "${1:-}" = "--pin" ]; then
  echo "$(sha256sum "$TMP" | cut -d' ' -f1)  sarif-schema-2.1.0.json" >"$PIN"
  echo "fetch-sarif-schema: recorded $(cut -d' ' -f1 "$PIN") in $PIN"
elif [ ! -f "$PIN" ]; then
  echo "fetch-sarif-schema: no recorded sha256 ($PIN): run with --pin once" >&2
  exit 1
elif ! matches_pin "$TMP"; then
  echo "fetch-sarif-schema: $URL does not match the sha256 in $PIN" >&2
  exit 1
fi
chmod 644 "$TMP"
mv "$TMP" "$SCHEMA"
trap - EXIT
echo "fetch-sarif-schema: $SCHEMA fetched"
