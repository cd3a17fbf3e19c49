"""Validates a SARIF 2.1.0 log (check-architecture --format sarif) with the sarif-pydantic models,
strictly: a key the format does not define is an error too. Prints one line and exits 0 valid,
1 invalid, 2 bad usage."""
import json
import sys

import pydantic
import sarif_pydantic.sarif as models


def unknown_keys(value, where="log"):
    """The keys the format does not define, anywhere in the validated log (the package keeps them
    aside instead of refusing them): a misspelt key would be lost on code scanning."""
    if isinstance(value, pydantic.BaseModel):
        found = [f"{where}.{key}" for key in (value.model_extra or {}) if not (where == "log" and key == "$schema")]
        for name in type(value).model_fields:
            found += unknown_keys(getattr(value, name), f"{where}.{name}")
        return found
    if isinstance(value, list):
        return [key for number, item in enumerate(value) for key in unknown_keys(item, f"{where}[{number}]")]
    return []


def problems(log):
    """What the format requires beyond the models' types: the version, each run's tool name, each
    result's message and rule, regions that start at line and column 1 or later."""
    found = [] if log.get("version") == "2.1.0" else [f"version is {log.get('version')!r}, not '2.1.0'"]
    for run in log.get("runs", []):
        if not run.get("tool", {}).get("driver", {}).get("name"):
            found.append("a run has no tool.driver.name")
        ids = [rule.get("id") for rule in run["tool"]["driver"].get("rules", [])]
        for number, result in enumerate(run.get("results", [])):
            if not result.get("message", {}).get("text"):
                found.append(f"result {number} has no message text")
            if result.get("ruleId") not in ids or ids.index(result["ruleId"]) != result.get("ruleIndex", ids.index(result["ruleId"])):
                found.append(f"result {number}: ruleId {result.get('ruleId')!r} and ruleIndex do not name one rule of the driver")
            for location in result.get("locations", []):
                region = location.get("physicalLocation", {}).get("region") or {}
                if any(region.get(key, 1) < 1 for key in ("startLine", "startColumn")):
                    found.append(f"result {number} has a region before line or column 1")
    return found


def main(argv):
    if len(argv) != 1:
        print("error: sarif_check.py takes one SARIF file (see Tooling/README.md)", file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as file:
        log = json.load(file)
    try:
        validated = models.Sarif.model_validate(log)
    except pydantic.ValidationError as error:
        print(f"{argv[0]}: not SARIF 2.1.0: {error.errors()[0]['loc']}: {error.errors()[0]['msg']}", file=sys.stderr)
        return 1
    found = [f"{key} is not a SARIF 2.1.0 key" for key in unknown_keys(validated)] + problems(log)
    if found:
        print(f"{argv[0]}: not SARIF 2.1.0: {found[0]}", file=sys.stderr)
        return 1
    results = sum(len(run.get("results", [])) for run in log["runs"])
    print(f"{argv[0]}: valid SARIF 2.1.0, {results} results")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
