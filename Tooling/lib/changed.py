"""The lines a change touched, from `git diff --unified=0`: where a pull request's mutants go, and the
report of a mutation run."""
import datetime
import re

import mutants as mu

HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


def changed_lines(diff):
    """{path: set of line numbers in the new file} that a unified=0 diff adds or changes."""
    lines, path = {}, None
    for text in diff.splitlines():
        if text.startswith("+++ "):
            path = text[6:] if text.startswith("+++ b/") else None
        elif path and (hunk := HUNK.match(text)):
            start, count = int(hunk.group(1)), int(hunk.group(2) or 1)
            lines.setdefault(path, set()).update(range(start, start + count))
    return lines


def only_changed(chosen, lines):
    """The chosen mutants (by module) whose line a change touched."""
    return {name: [m for m in found if m["line"] in lines.get(m["file"], ())] for name, found in chosen.items()}


def score(results):
    """Killed ÷ judged over every module's mutants, in percent; None when none was judged."""
    found = mu.counts([mutant for by_module in results.values() for mutant in by_module])
    judged = found["killed"] + found["survived"]
    return 100 * found["killed"] / judged if judged else None


def report(results, command, scope, seconds, equivalent, commit):
    lines = ["# Mutation testing", "", f"- command: `{command}`", f"- date: {datetime.date.today().isoformat()}; commit {commit}",
             f"- mutants: {scope}", f"- time: {seconds / 60:.1f} min", "",
             "| module | mutants | killed | survived | equivalent | did not compile | score |", "|---|---:|---:|---:|---:|---:|---:|"]
    for name, found in results.items():
        if found:
            c = mu.counts(found)
            lines.append(f"| {name} | {len(found)} | " + " | ".join(str(c[o]) for o in mu.OUTCOMES) + f" | {c['score']} |")
    lines += ["", "Score: killed ÷ (mutants − equivalent − did not compile).", ""]
    for title, outcome in (("Survivors", "survived"), ("Equivalent", "equivalent"), ("Did not compile", "did not compile")):
        listed = [mutant for found in results.values() for mutant in found if mutant["outcome"] == outcome]
        lines += [f"## {title} ({len(listed)})", ""]
        for mutant in listed:
            why = f" — {equivalent[mu.key(mutant)]}" if outcome == "equivalent" else ""
            lines.append(f"- `{mutant['file']}:{mutant['line']}:{mutant['column']}` {mutant['description']}{why}")
        lines.append("")
    return "\n".join(lines)
