"""Public symbols declared in a feature's Domain/ folder that have no doc comment of their own, read
from the symbol graphs `swift-symbolgraph-extract` writes. A comment a symbol only inherits (from the
protocol requirement it implements, or from the standard library) does not count: the Domain is the
contract other teams read, so each of its public symbols says what it is where it is declared.

Usage: docs_comments.py GRAPHS_DIR [--root REPO]
Prints one `file:line: error: ...` a symbol. Exit status: 0 every such symbol is documented, 1 some
are not, 2 bad usage.
"""
import json
import os
import re
import sys
from urllib.parse import unquote, urlparse

DOMAIN = re.compile(r"(?:^|/)Modules/([^/]+)/Domain/")


def features(policy, folders):
    """The feature modules: every folder of Modules/ but the model and Core (as the policy names them)."""
    return sorted(set(folders) - {policy["model"], policy["core"]["module"]})


def path_of(uri, root):
    """A `file://` URI as a path relative to root when it is inside it, else as it is."""
    path = unquote(urlparse(uri).path) if uri.startswith("file://") else uri
    root = root.rstrip("/") + "/"
    return path[len(root):] if path.startswith(root) else path


def own_comment(symbol):
    """True when the symbol's doc comment is written at its own declaration (not inherited)."""
    comment = symbol.get("docComment")
    if not comment or not any(line.get("text", "").strip() for line in comment.get("lines", [])):
        return False
    return comment.get("uri") == symbol.get("location", {}).get("uri")


def undocumented(graph, feature_names, root=""):
    """(path, line, title) of each public symbol of the graph declared under a feature's Domain/
    without a doc comment of its own; line is 1-based."""
    found = []
    for symbol in graph.get("symbols", []):
        location = symbol.get("location")
        if not location:
            continue  # synthesized by the compiler: nothing to write a comment on
        path = path_of(location["uri"], root)
        match = DOMAIN.search(path)
        if not match or match.group(1) not in feature_names or own_comment(symbol):
            continue
        name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
        found.append((path, location["position"]["line"] + 1, f"{symbol['kind']['displayName'].lower()} {name}"))
    return found


def main(argv):
    args, root = list(argv), os.getcwd()
    if "--root" in args:
        at = args.index("--root")
        if at + 1 >= len(args):
            print("error: --root needs a value (see --help)", file=sys.stderr)
            return 2
        root = args[at + 1]
        del args[at:at + 2]
    if args[:1] in (["-h"], ["--help"]):
        print(__doc__.split("\n\n", 1)[1].strip())
        return 0
    if len(args) != 1 or not os.path.isdir(args[0]):
        print("error: give one folder of symbol graphs (see --help)", file=sys.stderr)
        return 2
    root = os.path.realpath(root)
    with open(os.path.join(root, "Tooling", "architecture-policy.json"), encoding="utf-8") as file:
        names = features(json.load(file), os.listdir(os.path.join(root, "Modules")))
    found = set()
    for folder, _, files in os.walk(args[0]):
        for name in files:
            if name.endswith(".symbols.json"):
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    found.update(undocumented(json.load(file), names, root))
    for path, line, what in sorted(found):
        print(f"{path}:{line}: error: public {what} in a feature's Domain has no doc comment (///)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
