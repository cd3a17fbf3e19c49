"""The mutants of Swift source text, for Tooling/mutation-test.sh: pure functions, no build.

Strings and comments are blanked first (same length, newlines kept), so the operators only ever see
code. Each operator yields (offset, end, replacement, description) edits of the original text."""
import random
import re

STRING_START = re.compile(r'(#*)("""|")')


def code_only(text):
    out, i, n = list(text), 0, len(text)
    stack = []  # what we are inside: ("string", hashes, multiline) or ("interpolation", depth)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        top = stack[-1] if stack else None
        if top is None or top[0] == "interpolation":
            if text.startswith("//", i):
                end = text.find("\n", i) if "\n" in text[i:] else n
                blank(i, end)
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    step = 1 + (text.startswith("/*", j) or text.startswith("*/", j))
                    depth += text.startswith("/*", j) - text.startswith("*/", j)
                    j += step
                blank(i, j)
                i = j
                continue
            m = STRING_START.match(text, i)
            if m and (m.group(1) or text[i] == '"'):
                stack.append(("string", len(m.group(1)), m.group(2) == '"""'))
                if top is not None:
                    blank(i, m.end())
                i = m.end()
                continue
            if top is not None:
                if text[i] == "(":
                    stack[-1] = ("interpolation", top[1] + 1)
                elif text[i] == ")":
                    stack[-1:] = [] if top[1] == 1 else [("interpolation", top[1] - 1)]
                blank(i, i + 1)
            i += 1
            continue
        _, hashes, multiline = top
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        if text.startswith(closing, i):
            stack.pop()
            if stack:
                blank(i, i + len(closing))  # a string inside an interpolation
            i += len(closing)
        elif text.startswith(escape, i):
            after = i + len(escape)
            if after < n and text[after] == "(":
                stack.append(("interpolation", 1))
            blank(i, after + 1)
            i = after + 1
        else:
            blank(i, i + 1)
            i += 1
    return "".join(out)


def matching(code, start, opening, closing):
    """The index just past the bracket that closes the one at `start`, or -1."""
    depth = 0
    for k in range(start, len(code)):
        depth += (code[k] == opening) - (code[k] == closing)
        if code[k] == closing and depth == 0:
            return k + 1
    return -1


def clauses(code, start, stop):
    """The comma-separated clauses of a condition from `start` to the `{` (or `else {`) ending it on
    the same line: [(begin, end)], or None when it does not end on this line."""
    depth, k, begin, found = 0, start, start, []
    while k < len(code) and code[k] != "\n":
        c = code[k]
        depth += (c in "([") - (c in ")]")
        if depth == 0 and c == ",":
            found.append((begin, k))
            begin = k + 1
        elif depth == 0 and ((c == "{" and stop == "{") or
                             (stop == "else" and ELSE.match(code, k) and code[k - 1] in " )")):
            return found + [(begin, k)]
        k += 1
    return None


ELSE = re.compile(r"\belse\s*\{")
BINDS = re.compile(r"^\s*(let|var|case|#available|#unavailable|await)\b|\blet\b|\bvar\b")
COMPARISON = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
FLIPPED = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
ARITHMETIC = re.compile(r"(?<=\s)(\+=|-=|\+|-)(?=\s)")
SWAPPED = {"+": "-", "-": "+", "+=": "-=", "-=": "+="}
INTEGER = re.compile(r"(?<![\w$])(?<![\w)\]]\.)\d[\d_]*(?![\w]|\.\d)")
CONDITION = re.compile(r"\b(if|guard)\s+")
FUNCTION = re.compile(r"\bfunc\s+(\w+)[^{}\n]*\{|\b(set|didSet|willSet)\s*\{")
SKIPPED_LINE = re.compile(r"^\s*(#|@|import\b|public import\b|precondition|assert)")


def flip_comparisons(code):
    for m in COMPARISON.finditer(code):
        yield m.start(), m.end(), FLIPPED[m.group(1)], f"'{m.group(1)}' → '{FLIPPED[m.group(1)]}'"


def swap_plus_minus(code):
    for m in ARITHMETIC.finditer(code):
        before, after = code[: m.start()].rstrip()[-1:], code[m.end():].lstrip()[:1]
        if '"' in (before, after) or after == "[" or before in "([,=:":
            continue  # a string's or an array's concatenation, or a prefix operator
        yield m.start(), m.end(), SWAPPED[m.group(1)], f"'{m.group(1)}' → '{SWAPPED[m.group(1)]}'"


def bump_integers(code):
    for m in INTEGER.finditer(code):
        bumped = int(m.group(0).replace("_", "")) + 1
        yield m.start(), m.end(), str(bumped), f"'{m.group(0)}' → '{bumped}'"


def negate_conditions(code):
    for m in CONDITION.finditer(code):
        keyword = m.group(1)
        for begin, end in clauses(code, m.end(), "else" if keyword == "guard" else "{") or []:
            text = code[begin:end]
            if BINDS.search(text) or not text.strip():
                continue
            yield from negate(code, begin + len(text) - len(text.lstrip()), end - (len(text) - len(text.rstrip())), keyword)
    for m in re.finditer(r" \? ", code):
        # A ternary's condition: back from `?` to what starts the expression.
        depth, k = 0, m.start()
        while k > 0:
            c = code[k - 1]
            if c in ")]":
                depth += 1
            elif c in "([" and depth:
                depth -= 1
            elif depth == 0 and (c in "([,{:\n" or (c == "=" and code[k - 2] not in "=!<>" and code[k] != "=")):
                break
            k -= 1
        text = code[k:m.start()]
        if text.strip() and not text.lstrip().startswith("return"):
            yield from negate(code, k + len(text) - len(text.lstrip()), m.start(), "ternary")


def negate(code, lead, trail, keyword):
    clause = code[lead:trail]
    if re.fullmatch(r"![\w.()$]+", clause) or (clause.startswith("!(") and matching(code, lead + 1, "(", ")") == trail):
        yield lead, lead + 1, "", f"{keyword} '{clause}' → '{clause[1:]}'"
    elif re.fullmatch(r"[\w.]+", clause):
        yield lead, trail, f"!{clause}", f"{keyword} '{clause}' → '!{clause}'"
    else:
        yield lead, trail, f"!({clause})", f"{keyword} '{clause}' → '!({clause})'"


def drop_guards(code):
    for m in re.finditer(r"\bguard\s+", code):
        parts = clauses(code, m.end(), "else")
        if not parts or any(BINDS.search(code[b:e]) for b, e in parts):
            continue
        end = matching(code, code.index("{", parts[-1][1]), "{", "}")
        condition = " ".join(code[m.end():parts[-1][1]].split())
        if end >= 0:
            yield m.start(), end, "\n" * code[m.start():end].count("\n"), f"drop 'guard {condition} else {{…}}'"


def drop_throws(code):
    for m in re.finditer(r"\bthrow\b", code):
        line_end = code.find("\n", m.start()) if "\n" in code[m.start():] else len(code)
        depth, end = 0, m.start()  # the statement ends with its line or with the block it sits in
        while end < line_end and not (code[end] in ")}]" and depth == 0):
            depth += (code[end] in "({[") - (code[end] in ")}]")
            end += 1
        block = code.rfind("{", 0, m.start())
        enclosing = code[code.rfind("\n", 0, block) + 1: block]
        if re.search(r"\bguard\b", enclosing) or (re.search(r"\belse\s*$", enclosing) and not re.search(r"\}\s*else\s*$", enclosing)):
            continue  # a guard's else must leave the scope: without the throw it does not compile
        line_start = code.rfind("\n", 0, m.start()) + 1
        after_label = code[:line_start].rstrip().endswith(":") and not code[line_start:m.start()].strip()
        yield m.start(), end, "break" if after_label else "", f"drop '{' '.join(code[m.start():end].split())}'"


def return_early(code):
    for m in FUNCTION.finditer(code):
        if not (m.group(1) and "->" in m.group(0)):  # a function with a result has nothing to return early
            yield m.end(), m.end(), " return;", f"return at the start of '{m.group(1) or m.group(2)}'"


OPERATORS = [flip_comparisons, negate_conditions, drop_guards, drop_throws, return_early, swap_plus_minus, bump_integers]


def mutants_of(path, text):
    code, lines, found = code_only(text), text.splitlines(), []
    for operator in OPERATORS:
        for start, end, replacement, description in operator(code):
            if code[start:end] != text[start:end]:  # descriptions quote the code as written
                description = description.replace(" ".join(code[start:end].split()), " ".join(text[start:end].split()))
            line = text.count("\n", 0, start) + 1
            if SKIPPED_LINE.match(lines[line - 1]) or "precondition" in lines[line - 1]:
                continue
            found.append({"file": path, "line": line, "column": start - text.rfind("\n", 0, start), "operator": operator.__name__,
                          "description": description, "text": text[:start] + replacement + text[end:]})
    return found


def key(mutant):
    return f"{mutant['file']}:{mutant['line']}:{mutant['column']} {mutant['description']}"


def sample(by_module, per_file=0, most=0, seed=1):
    """At most `per_file` per file (seeded), then at most `most` per module, taken in turn from each file."""
    chosen = {}
    for module, by_file in by_module.items():
        lists = []
        for path, found in sorted(by_file.items()):
            found = list(found)
            random.Random(f"{seed}:{path}").shuffle(found)
            lists.append(found[:per_file] if per_file else found)
        taken = []
        while any(lists) and (not most or len(taken) < most):
            for entries in lists:
                if entries and (not most or len(taken) < most):
                    taken.append(entries.pop(0))
        chosen[module] = sorted(taken, key=lambda m: (m["file"], m["line"], m["column"], m["description"]))
    return chosen


def equivalents(text):
    """{mutant key: why} from the lines `KEY | WHY` of mutation-equivalents.txt (# starts a comment)."""
    pairs = (line.split(" | ", 1) for line in text.splitlines() if line.strip() and not line.startswith("#") and " | " in line)
    return {mutant.strip(): why.strip() for mutant, why in pairs}


OUTCOMES = ("killed", "survived", "equivalent", "did not compile")


def counts(mutants):
    """How many mutants had each outcome ("killed (timeout)" counts as killed), and the score."""
    found = {o: sum(1 for m in mutants if m["outcome"].startswith(o)) for o in OUTCOMES}
    judged = found["killed"] + found["survived"]
    return dict(found, score=f"{100 * found['killed'] / judged:.0f}%" if judged else "–")
