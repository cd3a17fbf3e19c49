"""The package as `swift package describe --type json` says it is, and the modules the tooling edits,
derived from it and from Tooling/architecture-policy.json, so no script keeps a list of modules."""
import json
import os
import subprocess


def describe(root, scratch=None):
    """The package at root. DESCRIBE=FILE reads a saved describe instead of asking SwiftPM."""
    if os.environ.get("DESCRIBE"):
        with open(os.environ["DESCRIBE"], encoding="utf-8") as file:
            return json.load(file)
    command = ["swift", "package"] + (["--scratch-path", scratch] if scratch else []) + ["describe", "--type", "json"]
    result = subprocess.run(command, cwd=root, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"error: swift package describe failed:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout[result.stdout.index("{"):])


def policy(root):
    with open(os.path.join(root, "Tooling", "architecture-policy.json"), encoding="utf-8") as file:
        return json.load(file)


def modules(package, policy):
    """{"model", "core", "features", "leaves", "apps"}. The model and Core are the policy's (Core has
    layer-like folders too); a feature is any other library at Modules/<Name> with a layer folder; a
    leaf is a feature no other feature depends on; the apps are the libraries and executables in Apps/."""
    model, core, layers = policy["model"], policy["core"]["module"], set(policy["layers"]["folders"])
    targets = package["targets"]
    features = sorted(t["name"] for t in targets
                      if t["type"] == "library" and t["path"].startswith("Modules/") and t["path"].count("/") == 1
                      and t["name"] not in (model, core) and any(s.split("/")[0] in layers for s in t.get("sources", [])))
    used = {d for t in targets if t["name"] in features for d in t.get("target_dependencies") or []}
    apps = sorted(t["name"] for t in targets if t["path"].startswith("Apps/") and t["type"] in ("library", "executable"))
    return {"model": model, "core": core, "features": features, "leaves": [f for f in features if f not in used],
            "apps": apps}


def module_names(package, policy):
    """The model, Core and the features: what the tooling edits by default, in that order."""
    found = modules(package, policy)
    return [found["model"], found["core"]] + found["features"]


def dependents(name, targets):
    """Every target that depends on `name`, directly or not."""
    found, frontier = set(), {name}
    while frontier:
        frontier = {t["name"] for t in targets
                    if set(t.get("target_dependencies") or []) & frontier and t["name"] not in found}
        found |= frontier
    return found


def longest_chain(package):
    """The most modules on one path of dependencies, tests included: no number of cores shortens it."""
    deps = {t["name"]: t.get("target_dependencies") or [] for t in package["targets"]}
    depth = {}

    def of(name):
        if name not in depth:
            depth[name] = 1 + max((of(d) for d in deps[name] if d in deps), default=0)
        return depth[name]
    return max(of(name) for name in deps)


if __name__ == "__main__":
    # For the bash benchmarks: python3 package.py DESCRIBE.json features|leaves|figures
    import sys
    with open(sys.argv[1], encoding="utf-8") as file:
        described = json.load(file)
    found = modules(described, policy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")))
    if sys.argv[2] == "figures":  # targets, test targets, longest chain
        print(len(described["targets"]), sum(t["type"] == "test" for t in described["targets"]), longest_chain(described))
    else:
        print("\n".join(found[sys.argv[2]]))
