"""The functions a C or C++ file defines and their lengths in lines, for the layout check.

A scanner of tokens and braces rather than a compiler, so that the check needs no build and
no compilation database: it drops comments, literals and preprocessor lines, then follows the
braces, deciding at each `{` outside a function what it opens from the tokens since the last
`;`, `{` or `}` of the enclosing namespace or class (the declaration's head):

- `namespace N {`, `extern "C" {`: a namespace, whose declarations are looked at in turn;
- `struct S {`, `class C final : Base<T> {`, `union {`: a class, likewise (nested classes too);
- a head with a parameter list (`T f(...) const {`, `C::C(...) : A(a), B{b} {`): a function,
  from the first line of its declaration (its template head included) to its closing brace;
  the braces of a constructor's member initializers (`B{b}`) and of default arguments
  (`= {}`) are part of the head;
- anything else (`= {...}` initializers, `enum` bodies, `T x{...}`): no function, but a lambda
  in it (`const Rule R = [](...) {...};`, a table of lambdas) is a function of its own.

Inside a function every brace (blocks, lambdas, local classes, initializer lists) is part of
that function. On liar's sources it finds the same functions, from the same first to the same
last line, as libclang's cursors of function, method, constructor, destructor, conversion and
template definitions (1,330 of them), but for the methods of classes local to a function,
which it counts as part of that function as it counts lambdas.
"""
import re

# One token, or something the scanner drops (space, comments).
TOKEN = re.compile(r"""
    (?P<newline>\n)
  | (?P<space>[ \t\r\f\v]+|\\\n)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<literal>(?:u8|u|U|L)?R"(?P<delim>[^ ()\\\t\n]{0,16})\(.*?\)(?P=delim)"
               |(?:u8|u|U|L)?"(?:[^"\\\n]|\\.)*"
               |(?:u8|u|U|L)?'(?:[^'\\\n]|\\.)+'
               |\.?\d(?:[\w.]|'(?=\w)|[eEpP][+-])*)
  | (?P<word>[A-Za-z_]\w*)
  | (?P<punct>::|->|.)
""", re.S | re.X)
# A preprocessor line, with its continuations.
DIRECTIVE = re.compile(r"[ \t]*#(?:[^\n\\]|\\.)*", re.S)

CLASS_KEYS = ("class", "struct", "union", "enum")
ACCESS = ("public", "private", "protected")
# Words that may stand between a lambda's parameters and its body.
LAMBDA_SUFFIX = ("mutable", "constexpr", "consteval", "noexcept")
# Words that may end a function's head before its body (after the parameters).
QUALIFIERS = ("const", "override", "final", "noexcept", "try", "volatile")


def tokens(text):
    """(text, line) of each token of C or C++ source, without comments and preprocessor
    lines."""
    position, line, line_start = 0, 1, True
    while position < len(text):
        if line_start:
            directive = DIRECTIVE.match(text, position)
            if directive:
                line += directive.group().count("\n")
                position = directive.end()
                continue
        match = TOKEN.match(text, position)
        kind, value = match.lastgroup, match.group()
        if kind in ("literal", "word", "punct"):
            yield value, line
        line += value.count("\n")
        line_start = kind == "newline" or (line_start and kind == "space")
        position = match.end()


def is_word(token):
    return re.match(r"\w", token) is not None


def close_of(head, opening_at, opening, closing):
    """Index of the bracket that closes the one at head[opening_at]."""
    depth = 0
    for i in range(opening_at, len(head)):
        depth += (head[i][0] == opening) - (head[i][0] == closing)
        if depth == 0:
            return i
    return len(head) - 1


def open_of(head, closing_at, opening, closing):
    """Index of the bracket that opens the one at head[closing_at]."""
    depth = 0
    for i in range(closing_at, -1, -1):
        depth += (head[i][0] == closing) - (head[i][0] == opening)
        if depth == 0:
            return i
    return 0


def declaration(head):
    """head from the start of its declaration: without the invocations of macros that end
    without a semicolon on a line of their own (`LLVM_YAML_IS_SEQUENCE_VECTOR(T)`) and
    without an access label (`public:`)."""
    i = 0
    while i < len(head):
        word = head[i][0]
        if re.match(r"[A-Z][A-Z0-9_]+$", word) and i + 1 < len(head) and head[i + 1][0] == "(":
            close = close_of(head, i + 1, "(", ")")
            if close + 1 < len(head) and head[close + 1][1] > head[close][1]:
                i = close + 1
                continue
        if word in ACCESS and i + 1 < len(head) and head[i + 1][0] == ":":
            i += 2
            continue
        return head[i:]
    return []


def without_prefixes(head):
    """A declaration without its `template <...>` parameter lists and `[[...]]` attributes."""
    i = 0
    while i < len(head):
        if head[i][0] == "template" and i + 1 < len(head) and head[i + 1][0] == "<":
            depth, i = 0, i + 1
            while i < len(head):
                depth += {"<": 1, ">": -1}.get(head[i][0], 0)
                i += 1
                if depth == 0:
                    break
        elif head[i][0] == "[" and i + 1 < len(head) and head[i + 1][0] == "[":
            i = close_of(head, i, "[", "]") + 1
        else:
            return head[i:]
    return []


def top_level(head):
    """(index, token) of each token of head outside parentheses and square brackets."""
    depth = 0
    for i, (word, _) in enumerate(head):
        if word in ("(", "["):
            depth += 1
        elif word in (")", "]"):
            depth -= 1
        elif depth == 0:
            yield i, word


def class_key(head):
    """The key of a class head (`struct X`, `class X final : Base<...>`, `enum class E : int`,
    `union`), whose body follows; None for anything else, such as a function returning
    `struct X`."""
    words = [w for w, _ in head]
    for i, word in top_level(head):
        if word not in CLASS_KEYS:
            continue
        j = i + 1
        if word == "enum" and j < len(words) and words[j] in ("class", "struct"):
            j += 1
        # The class's (qualified) name, with template arguments.
        while j < len(words) and (is_word(words[j]) or words[j] == "::") and words[j] != "final":
            if is_word(words[j]) and j + 1 < len(words) and is_word(words[j + 1]) and \
                    words[j + 1] != "final":
                break  # two words in a row: a type, then a function or variable name
            j += 1
            if j < len(words) and words[j] == "<":
                j = close_of(head, j, "<", ">") + 1
        if j == len(words) or words[j] in ("final", ":"):
            return word
    return None


def opens(head):
    """What the `{` after head (a namespace's or class's tokens since its last `;`, `{` or
    `}`) opens: "namespace", "class", "function", "lambda", "head" (a brace inside the head: a member
    initializer `B{b}` or a default argument `= {}`), or "other" (an initializer, an enum)."""
    head = without_prefixes(declaration(head))
    words = [w for w, _ in head]
    if words.count("(") > words.count(")"):
        return "head"  # a default argument's braces
    if not words:
        return "other"
    if "namespace" in words or (words[0] == "extern" and len(words) == 2):
        return "namespace"
    key = class_key(head)
    if key:
        return "other" if key == "enum" else "class"
    top = list(top_level(head))
    operator = [i for i, w in top if w == "operator"]
    assignment = [i for i, w in top if w == "=" and not (operator and i > operator[0])]
    if assignment:
        # `auto f = [](...) {`: a lambda at namespace or class scope is a function of its own.
        return "lambda" if words[-1] in (")", "]") + LAMBDA_SUFFIX else "other"
    if "(" not in words:
        return "other"
    # A constructor's `:` after its parameters: a brace right after a member's name (or its
    # template arguments) initialises that member; the body's brace follows `)` or `}`.
    initializers = any(w == ":" and i > words.index("(") for i, w in top)
    if initializers and (is_word(words[-1]) or words[-1] == ">") and words[-1] not in QUALIFIERS:
        return "head"
    return "function"


def function_name(head):
    """The (qualified) name before a function head's parameter list."""
    words = [w for w, _ in without_prefixes(declaration(head))]
    end = words.index("(") if "(" in words else len(words)
    if "operator" in words[:end]:  # `operator bool`, `operator==`, `operator()`
        at = words.index("operator")
        end = at + 3 if words[at + 1:at + 3] == ["(", ")"] else at + 1
        while end < len(words) and words[end] != "(":
            end += 1
        symbol = "".join(words[at + 1:end])
        words[at:end] = ["operator" + (" " + symbol if is_word(symbol) else symbol)]
        end = at + 1
    start = end
    while start > 0 and (words[start - 1] in ("::", "~") or
                         (is_word(words[start - 1]) and
                          (start == end or words[start] in ("::", "~")))):
        start -= 1
    return "".join(words[start:end])


def lambda_start(tokens_before):
    """The line of the `[` that introduces the lambda whose body opens after tokens_before,
    or None when the brace opens something else (an initializer list)."""
    i = len(tokens_before) - 1
    while i >= 0 and tokens_before[i][0] in LAMBDA_SUFFIX:
        i -= 1
    if i >= 0 and tokens_before[i][0] == ")":
        i = open_of(tokens_before, i, "(", ")") - 1
    if i >= 0 and tokens_before[i][0] == "]":
        return tokens_before[open_of(tokens_before, i, "[", "]")][1]
    return None


class Scope:
    """An open brace: what it opened, the tokens since its last boundary (the head of the
    next declaration in a namespace or class), and for a function its first line and name."""

    def __init__(self, kind, start=0, name=""):
        self.kind, self.head, self.start, self.name = kind, [], start, name


def functions(text):
    """(name, first line, length in lines) of every function and method text defines: at
    namespace scope, inside classes and structs at any depth, and lambdas outside any
    function."""
    found = []
    stack = [Scope("namespace")]
    for token in tokens(text):
        word, line = token
        scope = stack[-1]
        if word == "{":
            stack.append(opened(scope, token))
        elif word == "}":
            closed = stack.pop() if len(stack) > 1 else scope
            if closed.kind == "function":
                found.append((closed.name, closed.start, line - closed.start + 1))
            parent = stack[-1]
            if parent.kind in ("namespace", "class") and closed.kind != "head":
                parent.head = []
            elif parent.kind != "function" and parent.kind != "block":
                parent.head.append(token)
        elif scope.kind in ("namespace", "class") and word == ";":
            scope.head = []
        elif scope.kind not in ("function", "block"):
            scope.head.append(token)
    return found


def opened(scope, brace):
    """The scope a `{` (brace) opens inside scope."""
    if scope.kind in ("function", "block"):
        return Scope("block")
    if scope.kind in ("other", "head"):
        start = lambda_start(scope.head)
        scope.head.append(brace)
        return Scope("other") if start is None else Scope("function", start, "lambda")
    kind = opens(scope.head)
    if kind == "head":
        scope.head.append(brace)
        return Scope("head")
    if kind not in ("function", "lambda"):
        return Scope(kind)
    first = declaration(scope.head)
    name = function_name(scope.head) if kind == "function" else kind
    return Scope("function", first[0][1] if first else brace[1], name)
