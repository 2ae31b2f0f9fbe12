#!/usr/bin/env python3
"""liar --sarif on two suite kernels validates against OASIS's SARIF 2.1.0 JSON schema.

usage: check-sarif-schema.py --liar LIAR --polybench DIR --workdir DIR --schema FILE --pin FILE

The schema is the published file that scripts/fetch-sarif-schema.sh caches; its sha256 must be
the one recorded in --pin. Fails (never skips) when the schema is absent or differs. Also
checks that the validator rejects a log that breaks the schema."""
import argparse
import copy
import hashlib
import json
import sys
from pathlib import Path

import jsonschema

from review_inputs import Failure, check, copy_kernels, expect_failure, run_liar

FETCH = "scripts/fetch-sarif-schema.sh"


def load_schema(path, pin):
    check(Path(pin).is_file(), "no recorded sha256 of the schema (%s)" % pin)
    check(Path(path).is_file(), "SARIF schema %s absent: run %s" % (path, FETCH))
    data = Path(path).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    check(digest == Path(pin).read_text().split()[0],
          "%s has sha256 %s, not the one in %s" % (path, digest, pin))
    return json.loads(data.decode("utf-8-sig"))


def validate(log, schema):
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    check(not errors, "; ".join("%s at %s" % (e.message, "/".join(map(str, e.path)))
                                for e in errors[:5]))


def main():
    ap = argparse.ArgumentParser()
    for flag in ("--liar", "--polybench", "--workdir", "--schema", "--pin"):
        ap.add_argument(flag, required=True)
    args = ap.parse_args()
    try:
        schema = load_schema(args.schema, args.pin)
        src = copy_kernels(args.polybench, args.workdir)
        run_liar(args.liar, args.polybench, src, ["--sarif=review.sarif"])
        log = json.loads((src / "review.sarif").read_text())
        check(log["runs"][0]["results"], "the log has no result")
        validate(log, schema)
        wrong = copy.deepcopy(log)
        wrong["runs"][0]["results"][0]["level"] = "remark"  # not a SARIF level
        expect_failure("a result with an invalid level", validate, wrong, schema)
    except Failure as f:
        sys.exit("FAIL: %s" % f)
    print("sarif: the log validates against the SARIF 2.1.0 schema")


if __name__ == "__main__":
    main()
