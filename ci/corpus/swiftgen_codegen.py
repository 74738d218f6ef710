"""What SwiftGen 6.6 generates from an app's `swiftgen.yml` at build time (`swiftgen config run` in a
Run Script phase), for ci/corpus-run: the app's build definition makes those files and many apps do
not commit them, so the corpus makes the ones not committed, in SwiftGen's form as an iOS build
compiles it, and ports them as any file. Three stock templates: strings `structured-swift5` and
`flat-swift5`, xcassets `swift5`. Dependency-free; no repository access here: callers pass the
files' texts (see core_data_codegen.py, the same arrangement for Core Data's classes).

The rules were read off SwiftGen 6.6.2's templates and parsers (SwiftGen/SwiftGen, tag 6.6.2:
Sources/SwiftGenCLI/templates, Sources/SwiftGenKit/Parsers/{Strings,AssetsCatalog}), the
`swiftIdentifier`, `lowerFirstWord` and `escapeReservedKeywords` filters of StencilSwiftKit 2.10.1
(the version SwiftGen 6.6.2 resolves), SwiftGen's Documentation/ConfigFile.md, and checked against
SwiftGen's own expected outputs and files SwiftGen wrote into public repositories. The code here is
written anew from those rules."""
import json
import plistlib
import posixpath
import re
import unicodedata

import xcassets  # the asset catalogs' tree, shared with asset_symbols.py

SWIFTGEN_RULE = """\
SwiftGen (the app's build runs `swiftgen config run`; SwiftGen 6.6's stock templates). Every
`swiftgen.yml` of the repository (and a `--config` path a Run Script phase of its Xcode projects
names) is read in SwiftGen 6's format: `input_dir`/`output_dir`, per parser one entry or a list, each
with `inputs` (a path or list; a directory is searched for the parser's files), `filter`, `options`
and `outputs` (one or a list, each `templateName`, `output`, `params`); paths relative to the
config's folder; `${PROJECT_DIR}`/`${SRCROOT}`/`${SOURCE_ROOT}` are that folder, an entry using any
other variable is left out. Each output not committed at the manifest's commit whose template is
`structured-swift5` or `flat-swift5` (strings) or `swift5` (xcassets) is generated as SwiftGen
writes it: `.strings` (old-style plist; `/* */` comments before a key become its doc comment) and
`.stringsdict` plurals (a `%#@var@` becomes the variable's format type) into the enum `L10n` (or
`enumName`; one nested enum per table when there are several or `forceFileNameEnum`), keys split at
`.` into nested enums (structured) or whole (flat), names by StencilSwiftKit's `swiftIdentifier
"pretty"` then `lowerFirstWord` and the reserved-word escape, `%@` -> Any passed as
`String(describing:)`, `%d %i %o %u %x` (any length modifier) -> Int, `%a %e %f %g` -> Float, `%c` ->
CChar, `%s` -> UnsafePointer<CChar>, `%p` -> UnsafeRawPointer, positional `%n$` in their positions,
holes closed; asset catalogs into the enum `Asset` (one nested enum per catalog when there are
several), colour sets -> `ColorAsset`, image sets -> `ImageAsset`, data sets -> `DataAsset`, symbol
sets -> `SymbolAsset`, AR resource groups -> `ARResourceGroupAsset`, an enum per folder that provides
a namespace. Params read: enumName, publicAccess, bundle, lookupFunction, noComments,
forceFileNameEnum, forceProvidesNamespaces and the asset type names. The bundle, unless `bundle` or
`lookupFunction` is given, is SwiftGen's `BundleToken` with its `#if SWIFT_PACKAGE` decided as the
app's build decides it: `Bundle.module` when the output lies in a local Swift package target with
resources, else `Bundle(for: BundleToken.self)`. Left out as only Apple platforms compile them: the
AppKit, watchOS and SwiftUI branches, `NSDataAsset` and ARKit (a data asset and an AR group keep
their `name`). Where two configs would declare one type, the config nearest the app's listed files
is kept. The files are ported and compiled with the app's files as context (never counted)."""

# ---------------------------------------------------------------- a YAML subset (swiftgen.yml)


class _Yaml:
    """Block mappings and sequences, plain and quoted scalars, flow sequences and mappings, and
    comments: what swiftgen.yml files use. Not anchors, tags or multi-line scalars."""

    def __init__(self, text):
        self.lines = []
        for raw in text.replace("\t", "  ").splitlines():
            line = _strip_comment(raw).rstrip()
            if line.strip() in ("", "---", "..."):
                continue
            self.lines.append((len(line) - len(line.lstrip(" ")), line.strip()))
        self.i = 0

    def parse(self):
        return self.block(self.lines[0][0]) if self.lines else None

    def block(self, indent):
        if self.i >= len(self.lines):
            return None
        if self.lines[self.i][1].startswith("- ") or self.lines[self.i][1] == "-":
            return self.sequence(indent)
        return self.mapping(indent)

    def sequence(self, indent):
        items = []
        while self.i < len(self.lines):
            level, text = self.lines[self.i]
            if level != indent or not (text.startswith("- ") or text == "-"):
                break
            rest = text[1:].strip()
            self.i += 1
            if not rest:
                items.append(self.block(self.lines[self.i][0]) if self.i < len(self.lines) and self.lines[self.i][0] > indent else None)
            elif _key_value(rest) and not rest.startswith(("[", "{", '"', "'")):
                # "- key: value" opens a mapping whose further keys are indented past the dash
                self.lines.insert(self.i, (indent + 2, rest))
                items.append(self.mapping(indent + 2))
            else:
                items.append(_scalar(rest))
        return items

    def mapping(self, indent):
        result = {}
        while self.i < len(self.lines):
            level, text = self.lines[self.i]
            if level != indent:
                break
            pair = _key_value(text)
            if not pair:
                break
            key, value = pair
            self.i += 1
            if value:
                result[key] = _scalar(value)
            elif self.i < len(self.lines) and (self.lines[self.i][0] > indent or
                                               (self.lines[self.i][0] == indent and self.lines[self.i][1].startswith("-"))):
                result[key] = self.block(self.lines[self.i][0])
            else:
                result[key] = None
        return result


def _strip_comment(line):
    quote = None
    for n, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "\"'" and (n == 0 or line[n - 1] in " :[{,-"):
            quote = c
        elif c == "#" and (n == 0 or line[n - 1] in " \t"):
            return line[:n]
    return line


def _key_value(text):
    match = re.match(r"""("(?:[^"\\]|\\.)*"|'[^']*'|[^:'"\[{][^:]*?)\s*:(?:\s+(.*)|$)""", text)
    if not match:
        return None
    return _scalar(match.group(1)), (match.group(2) or "").strip()


def _split_flow(body):
    parts, depth, quote, start = [], 0, None, 0
    for n, c in enumerate(body):
        if quote:
            quote = None if c == quote else quote
        elif c in "\"'":
            quote = c
        elif c in "[{":
            depth += 1
        elif c in "]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(body[start:n])
            start = n + 1
    parts.append(body[start:])
    return [p.strip() for p in parts if p.strip()]


def _scalar(text):
    text = text.strip()
    if text.startswith('"') and text.endswith('"') and len(text) > 1:
        try:
            return json.loads(text)
        except ValueError:
            return text[1:-1]
    if text.startswith("'") and text.endswith("'") and len(text) > 1:
        return text[1:-1].replace("''", "'")
    if text.startswith("[") and text.endswith("]"):
        return [_scalar(p) for p in _split_flow(text[1:-1])]
    if text.startswith("{") and text.endswith("}"):
        result = {}
        for part in _split_flow(text[1:-1]):
            pair = _key_value(part)
            if pair:
                result[pair[0]] = _scalar(pair[1]) if pair[1] else None
        return result
    if text in ("~", "null", "Null", "NULL"):
        return None
    if text in ("true", "True", "TRUE", "yes", "Yes", "YES"):
        return True
    if text in ("false", "False", "FALSE", "no", "No", "NO"):
        return False
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return text


def parse_yaml(text):
    """A swiftgen.yml's value (JSON, being YAML, is read as JSON)."""
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text)
        except ValueError:
            pass
    return _Yaml(text).parse()


# ---------------------------------------------------------------- identifiers (StencilSwiftKit)

# The characters the Swift reference grammar allows in an identifier's head; a tail adds digits and
# combining marks. Ranges of code points, inclusive.
_HEAD = [(0x41, 0x5A), (0x61, 0x7A), (0x5F, 0x5F), (0xA8, 0xA8), (0xAA, 0xAA), (0xAD, 0xAD), (0xAF, 0xAF),
         (0xB2, 0xB5), (0xB7, 0xBA), (0xBC, 0xBE), (0xC0, 0xD6), (0xD8, 0xF6), (0xF8, 0xFF), (0x100, 0x2FF),
         (0x370, 0x167F), (0x1681, 0x180D), (0x180F, 0x1DBF), (0x1E00, 0x1FFF), (0x200B, 0x200D), (0x202A, 0x202E),
         (0x203F, 0x2040), (0x2054, 0x2054), (0x2060, 0x206F), (0x2070, 0x20CF), (0x2100, 0x218F), (0x2460, 0x24FF),
         (0x2776, 0x2793), (0x2C00, 0x2DFF), (0x2E80, 0x2FFF), (0x3004, 0x3007), (0x3021, 0x302F), (0x3031, 0x303F),
         (0x3040, 0xD7FF), (0xF900, 0xFD3D), (0xFD40, 0xFDCF), (0xFDF0, 0xFE1F), (0xFE30, 0xFE44), (0xFE47, 0xFFFD)] + \
        [(plane, plane + 0xFFFD) for plane in range(0x10000, 0xF0000, 0x10000)]
_TAIL = _HEAD + [(0x30, 0x39), (0x300, 0x36F), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F)]

# StencilSwiftKit's escapeReservedKeywords list: these names are written in backquotes.
RESERVED = frozenset("""
associatedtype class deinit enum extension fileprivate func import init inout internal let open operator
private protocol public static struct subscript typealias var break case continue default defer do else
fallthrough for guard if in repeat return switch where while as Any catch false is nil rethrows super self
Self throw throws true try _ #available #colorLiteral #column #else #elseif #endif #file #fileLiteral
#function #if #imageLiteral #line #selector #sourceLocation associativity convenience dynamic didSet final
get infix indirect lazy left mutating none nonmutating optional override postfix precedence prefix
Protocol required right set Type unowned weak willSet
""".split())


def _member(c, ranges):
    cp = ord(c)
    return any(lo <= cp <= hi for lo, hi in ranges)


def _upper_first(s):
    return s[:1].upper() + s[1:]


def _extends_cluster(c):
    """A character that joins the one before it into one grapheme (Swift compares those whole)."""
    cp = ord(c)
    return unicodedata.category(c) in ("Mn", "Me", "Mc") or cp == 0x200D or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF


def _split_underscores(s):
    parts, start = [], 0
    for n, c in enumerate(s):
        if c == "_" and not (n + 1 < len(s) and _extends_cluster(s[n + 1])):
            parts.append(s[start:n])
            start = n + 1
    parts.append(s[start:])
    return parts


def _capitalized(word):
    """Foundation's `capitalized` on one word: a letter after a cased letter is lowered, any other
    letter raised."""
    out, previous_cased = [], False
    for c in word:
        out.append(c.lower() if previous_cased else c.upper())
        previous_cased = c.isupper() or c.islower()
    return "".join(out)


def _prefix_underscore(s):
    if not s:
        return ""
    return s if _member(s[0], _HEAD) else "_" + s


def swift_identifier(s):
    """StencilSwiftKit's `swiftIdentifier:"pretty"`: split at characters no identifier may hold,
    each part's first letter raised, joined by "_"; then snake case to upper camel case (words
    lowered first when the name has no a-z); "_" before a character no identifier may start with."""
    parts, start = [], 0
    for n, c in enumerate(s):
        if not _member(c, _TAIL):
            parts.append(s[start:n])
            start = n + 1
    parts.append(s[start:])
    s = _prefix_underscore("_".join(_upper_first(p) for p in parts))
    if re.search(r"[a-z]", s):
        s = "".join(_upper_first(p) for p in _split_underscores(s))
    else:
        snake = re.sub(r"([A-Z\d]+)([A-Z][a-z])", r"\1_\2", s)
        snake = re.sub(r"([a-z\d])([A-Z])", r"\1_\2", snake).replace("-", "_")
        s = "".join(_capitalized(p) for p in _split_underscores(snake))
    return _prefix_underscore(s)


def lower_first_word(s):
    """StencilSwiftKit's `lowerFirstWord`: the leading capitals lowered, but the last of several
    kept when a lowercase letter follows it ("URLChooser" -> "urlChooser")."""
    if not s:
        return ""
    n = 0
    while n < len(s) and unicodedata.category(s[n]) in ("Lu", "Lt"):
        n += 1
    if 1 < n < len(s) and unicodedata.category(s[n]) == "Ll":
        n -= 1
    return s[:n].lower() + s[n:]


def escape_reserved(s):
    return f"`{s}`" if s in RESERVED else s


def member_name(s):
    return escape_reserved(lower_first_word(swift_identifier(s)))


def type_name(s):
    return escape_reserved(swift_identifier(s))


# ---------------------------------------------------------------- .strings and .stringsdict


_decode = xcassets.decode


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_UNQUOTED = re.compile(r"[\w$+/:.\-]+")


class _OldPlist:
    """An old-style (OpenStep) property list of strings, the form of `.strings` files."""

    def __init__(self, text):
        self.s, self.i = text, 0

    def skip(self):
        s = self.s
        while self.i < len(s):
            if s[self.i].isspace():
                self.i += 1
            elif s.startswith("//", self.i):
                end = s.find("\n", self.i)
                self.i = len(s) if end < 0 else end + 1
            elif s.startswith("/*", self.i):
                end = s.find("*/", self.i + 2)
                self.i = len(s) if end < 0 else end + 2
            else:
                break

    def string(self):
        self.skip()
        s = self.s
        if self.i >= len(s):
            raise ValueError("end of file where a string was expected")
        quote = s[self.i]
        if quote not in "\"'":
            match = _UNQUOTED.match(s, self.i)
            if not match:
                raise ValueError(f"unexpected {s[self.i]!r} at {self.i}")
            self.i = match.end()
            return match.group(0)
        out, self.i = [], self.i + 1
        while self.i < len(s) and s[self.i] != quote:
            c = s[self.i]
            if c == "\\" and self.i + 1 < len(s):
                e = s[self.i + 1]
                self.i += 2
                if e in _ESCAPES:
                    out.append(_ESCAPES[e])
                elif e in "uU" and re.match(r"[0-9A-Fa-f]{4}", s[self.i:self.i + 4]):
                    out.append(chr(int(s[self.i:self.i + 4], 16)))
                    self.i += 4
                elif e in "01234567":
                    digits = re.match(r"[0-7]{1,3}", s[self.i - 1:self.i + 2]).group(0)
                    out.append(chr(int(digits, 8)))
                    self.i += len(digits) - 1
                else:
                    out.append(e)
            else:
                out.append(c)
                self.i += 1
        if self.i >= len(s):
            raise ValueError("unterminated string")
        self.i += 1
        return "".join(out)

    def parse(self):
        result = {}
        self.skip()
        braced = self.s.startswith("{", self.i)
        if braced:
            self.i += 1
        while True:
            self.skip()
            if self.i >= len(self.s) or (braced and self.s[self.i] == "}"):
                return result
            key = self.string()
            self.skip()
            if self.s.startswith("=", self.i):
                self.i += 1
                value = self.string()
                self.skip()
            else:
                value = key
            if not self.s.startswith(";", self.i):
                raise ValueError(f"';' expected at {self.i}")
            self.i += 1
            result[key] = value


def _comments(text):
    """{key: comment}: SwiftGen's scanner, which gives a key the last `/* */` comment between the
    previous key and it (trimmed), unescaping only \\n and \\t in keys."""
    found, mode, temp, comment, last = {}, "nothing", [], None, None
    for c in text:
        if mode == "nothing":
            if c == '"':
                mode, temp = "key", []
            elif last == "/" and c == "*":
                mode, temp = "comment", []
        elif mode == "comment":
            temp.append(c)
            if last == "*" and c == "/":
                comment = "".join(temp[:-2]).strip()
                mode, temp = "nothing", []
        elif mode == "key":
            if c == '"' and last != "\\":
                found["".join(temp)] = comment
                mode, temp, comment = "before", [], None
            elif last == "\\":
                temp[-1:] = [{"n": "\n", "t": "\t"}.get(c, c)]
            else:
                temp.append(c)
        elif mode == "before":
            if c == '"':
                mode = "value"
        elif mode == "value":
            if c == '"' and last != "\\":
                mode = "nothing"
        last = c
    return found


def parse_strings(data):
    """[(key, translation, comment)] of a `.strings` file's bytes or text."""
    if isinstance(data, bytes) and data.startswith(b"bplist") or _decode(data).lstrip().startswith(("<?xml", "<plist")):
        raw = data if isinstance(data, bytes) else data.encode()
        values = plistlib.loads(raw)
        return [(k, v, None) for k, v in values.items() if isinstance(v, str)]
    text = _decode(data)
    values = _OldPlist(text).parse()
    comments = _comments(text)
    return [(k, v, comments.get(k)) for k, v in values.items()]


_PLACEHOLDER = re.compile(r"(?:^|(?<!%)(?:%%)*)%(\d+\$)?[-+# 0]?\d?(?:\.\d)?(@|(?:h|hh|l|ll|q|z|t|j)?([dioux])|[aefg]|[csp])",
                          re.IGNORECASE)
_TYPES = {"@": "String", "a": "Float", "e": "Float", "f": "Float", "g": "Float", "d": "Int", "i": "Int", "o": "Int",
          "u": "Int", "x": "Int", "c": "CChar", "s": "UnsafePointer<CChar>", "p": "UnsafeRawPointer"}


def placeholder_types(fmt):
    """The parameter types of a format: conversions in order, a positional one (`%2$@`) at its
    position (`%0$` is no placeholder), the positions no conversion takes closed up. On two
    conversions of one position with different types SwiftGen stops; the first is kept here."""
    at, following = {}, 1
    for match in _PLACEHOLDER.finditer(fmt):
        char = (match.group(3) or match.group(2))[-1].lower()
        if match.group(1):
            position = int(match.group(1)[:-1])
            if position <= 0:
                continue
        else:
            position, following = following, following + 1
        at.setdefault(position, _TYPES[char])
    return [at[p] for p in sorted(at)]


_DASHES = "\\-\u058a\u05be\u1400\u1806\u2010-\u2015\u2e17\u2e1a\u2e3a\u2e3b\u2e40\u301c\u3030\u30a0\ufe31\ufe32\ufe58\ufe63\uff0d"
_VARIABLE = re.compile(r"%(?:(\d+)\$)?#@([\w." + _DASHES + r"]+)@")


def parse_stringsdict(data):
    """[(key, translation, types)] of a `.stringsdict` file: each plural entry (an entry of variable
    widths, or one whose variable is undefined or not a number, is left out, as SwiftGen refuses it)."""
    raw = data if isinstance(data, bytes) else data.encode()
    try:
        root = plistlib.loads(raw)
    except Exception:
        return []
    entries = []
    for key, value in root.items() if isinstance(root, dict) else ():
        if not isinstance(value, dict):
            continue
        fmt = value.get("NSStringLocalizedFormatKey")
        if not isinstance(fmt, str) or "NSStringVariableWidthRuleType" in value:
            continue
        replaced, ok = [], True

        def substitute(match):
            nonlocal ok
            rule = value.get(match.group(2))
            kind = rule.get("NSStringFormatValueTypeKey", "") if isinstance(rule, dict) else ""
            if not isinstance(kind, str) or kind[-1:] not in tuple("aefgdioux"):
                ok = False
                return match.group(0)
            replaced.append(kind)
            return f"%{match.group(1)}${kind}" if match.group(1) else f"%{kind}"

        with_types = _VARIABLE.sub(substitute, fmt)
        if ok:
            entries.append((key, f'Plural format key: "{fmt}"', placeholder_types(with_types)))
    return entries


class Entry:
    def __init__(self, key, translation, types, comment=None, separator="."):
        self.key, self.translation, self.types, self.comment = key, translation, types, comment
        self.structure = [c for c in key.split(separator) if c] if separator else [key]


def _newline_escaped(s):
    return s.replace("\n", "\\n").replace("\r", "\\r")


def _literal(s):
    """A Swift string literal's body for the raw text `s`: newlines written `\\n` and `\\r` as
    SwiftGen writes them, quotes and tabs escaped as it escapes them, and backslashes and other
    control characters escaped too (SwiftGen leaves those, so a translation holding a backslash
    gives code that does not compile, or another value)."""
    out = []
    for c in s:
        if c in '\\"':
            out.append("\\" + c)
        elif c in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[c])
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append(f"\\u{{{ord(c):x}}}")
        else:
            out.append(c)
    return "".join(out)


def strings_tables(paths, read, separator="."):
    """{table name: [Entry]} of the `.strings` and `.stringsdict` files `paths` (in order): a
    stringsdict entry wins over a strings entry of the same key; a second file of one name and kind
    (SwiftGen stops on it) is skipped."""
    tables, seen = {}, set()
    for path in sorted(paths, key=lambda p: p.endswith(".strings")):  # stringsdict first: it wins
        base = posixpath.basename(path)
        name, ext = posixpath.splitext(base)
        if base.lower() in seen:
            continue
        seen.add(base.lower())
        table = tables.setdefault(name, {})
        try:
            if ext == ".stringsdict":
                items = [Entry(k, t, types, None, separator) for k, t, types in parse_stringsdict(read(path))]
            else:
                items = [Entry(k, t, placeholder_types(t), c, separator) for k, t, c in parse_strings(read(path))]
        except (ValueError, UnicodeError):
            items = []
        for entry in items:
            table.setdefault(entry.key, entry)
    return {name: list(entries.values()) for name, entries in tables.items()}


def _truthy(params, name):
    """A template parameter as Stencil's `if` reads it: given with no value counts as set."""
    if name not in params:
        return False
    value = params[name]
    return value is None or bool(value)


def _bundle_token(package):
    source = "Bundle.module" if package else "Bundle(for: BundleToken.self)"
    return ["", "// swiftlint:disable convenience_type", "private final class BundleToken {",
            "  static let bundle: Bundle = {",
            "    // SwiftGen's choice between Bundle.module (a Swift package) and Bundle(for:), made as the app's build makes it",
            f"    return {source}", "  }()", "}", "// swiftlint:enable convenience_type"]


def render_strings(tables, structured=True, params=None, package=False):
    """The Swift SwiftGen's strings/structured-swift5 (or flat-swift5) writes for `tables`."""
    params = params or {}
    head = ["// swiftlint:disable all", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen", ""]
    if not tables:
        return "\n".join(head + ["// No string found", ""])
    access = "public" if _truthy(params, "publicAccess") else "internal"
    enum = str(params.get("enumName") or "L10n")
    lookup = params.get("lookupFunction") if _truthy(params, "lookupFunction") else None
    comments = not _truthy(params, "noComments")

    def string_lines(table, entry, indent):
        lines = []
        translation = _newline_escaped(entry.translation)
        if comments:
            text = _newline_escaped(entry.comment) if entry.comment is not None else translation
            lines += [f"{indent}/// {line}" for line in text.split("\\n")]
        name = member_name(entry.structure[-1] if structured else _newline_escaped(entry.key))
        call = f'{enum}.tr("{_literal(table)}", "{_literal(entry.key)}"'
        fallback = f'fallback: "{_literal(entry.translation)}")'
        if entry.types:
            parameters = ", ".join(f"_ p{n}: {'Any' if t == 'String' else t}" for n, t in enumerate(entry.types, 1))
            arguments = ", ".join(f"String(describing: p{n})" if t == "String" else f"Int(bitPattern: p{n})" if t == "UnsafeRawPointer"
                                  else f"p{n}" for n, t in enumerate(entry.types, 1))
            lines += [f"{indent}{access} static func {name}({parameters}) -> String {{",
                      f"{indent}  return {call}, {arguments}, {fallback}", f"{indent}}}"]
        elif lookup:
            lines.append(f"{indent}{access} static var {name}: String {{ return {call}, {fallback} }}")
        else:
            lines.append(f"{indent}{access} static let {name} = {call}, {fallback}")
        return lines

    def level_lines(table, entries, depth, indent):
        lines = []
        here = sorted((e for e in entries if len(e.structure) == depth + 1), key=lambda e: e.key.lower())
        for entry in here:
            lines += string_lines(table, entry, indent)
        children = {}
        for entry in entries:
            if len(entry.structure) > depth + 1:
                children.setdefault(entry.structure[depth], []).append(entry)
        for child in sorted(children):
            if structured:
                lines.append(f"{indent}{access} enum {type_name(child)} {{")
                lines += level_lines(table, children[child], depth + 1, indent + "  ")
                lines.append(f"{indent}}}")
            else:
                lines += level_lines(table, children[child], depth + 1, indent)
        return lines

    if structured:
        lint = ["explicit_type_interface function_parameter_count identifier_name line_length",
                "nesting type_body_length type_name vertical_whitespace_opening_braces"]
    else:
        lint = ["function_parameter_count identifier_name line_length type_body_length"]
    lines = head + ["import Foundation", "",
                    "// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references",
                    "", "// MARK: - Strings", ""]
    lines += [f"// swiftlint:disable {rule}" for rule in lint]
    lines.append(f"{access} enum {enum} {{")
    names = sorted(tables, key=str.lower)
    if len(names) > 1 or _truthy(params, "forceFileNameEnum"):
        for name in names:
            lines.append(f"  {access} enum {type_name(name)} {{")
            lines += level_lines(name, tables[name], 0, "    ")
            lines.append("  }")
    else:
        lines += level_lines(names[0], tables[names[0]], 0, "  ")
    lines.append("}")
    lines += [f"// swiftlint:enable {rule}" for rule in lint]
    lines += ["", "// MARK: - Implementation Details", "", f"extension {enum} {{",
              "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {"]
    if lookup:
        lines.append(f"    let format = {lookup}(key, table, value)")
    else:
        lines.append(f"    let format = {params.get('bundle') or 'BundleToken.bundle'}.localizedString(forKey: key, value: value, table: table)")
    lines += ["    return String(format: format, locale: Locale.current, arguments: args)", "  }", "}"]
    if not _truthy(params, "bundle") and not lookup:
        lines += _bundle_token(package)
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- asset catalogs

def _has(entries, kind):
    return any(e[1] == kind if e[0] == "item" else _has(e[3], kind) for e in entries)


ASSET_TYPES = {"arresourcegroup": ("arResourceGroupTypeName", "ARResourceGroupAsset"), "color": ("colorTypeName", "ColorAsset"),
               "data": ("dataTypeName", "DataAsset"), "image": ("imageTypeName", "ImageAsset"), "symbol": ("symbolTypeName", "SymbolAsset")}


def asset_declarations(params):
    """The top-level names an xcassets/swift5 output declares."""
    names = {str(params.get("enumName") or "Asset"), str(params.get("colorAliasName") or "AssetColorTypeAlias"),
             str(params.get("imageAliasName") or "AssetImageTypeAlias")}
    return names | {str(params.get(key) or default) for key, default in ASSET_TYPES.values()}


def render_xcassets(catalogs, params=None, package=False):
    """The Swift SwiftGen's xcassets/swift5 writes for `catalogs` ({name: catalog_tree}), as an iOS
    build compiles it, less what Linux lacks (see SWIFTGEN_RULE)."""
    params = params or {}
    head = ["// swiftlint:disable all", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen", ""]
    if not catalogs:
        return "\n".join(head + ["// No assets found", ""])
    access = "public" if _truthy(params, "publicAccess") else "internal"
    enum = str(params.get("enumName") or "Asset")
    types = {kind: str(params.get(key) or default) for kind, (key, default) in ASSET_TYPES.items()}
    force = str(params.get("forceProvidesNamespaces", "false")).lower() in ("true", "1", "yes") or params.get("forceProvidesNamespaces") is True
    bundle = params.get("bundle") if _truthy(params, "bundle") else "BundleToken.bundle"
    present = {kind for kind in types if any(_has(tree, kind) for tree in catalogs.values())}

    def cases(entries, indent):
        lines = []
        for entry in entries:
            if entry[0] == "item":
                _, kind, name, value = entry
                lines.append(f'{indent}{access} static let {member_name(name)} = {types[kind]}(name: "{_literal(value)}")')
            elif entry[3] and (force or entry[2]):
                lines.append(f"{indent}{access} enum {type_name(entry[1])} {{")
                lines += cases(entry[3], indent + "  ")
                lines.append(f"{indent}}}")
            elif entry[3]:
                lines += cases(entry[3], indent)
        return lines

    lines = head + ["// ci/corpus/swiftgen_codegen.py: SwiftGen's xcassets/swift5 as an iOS build compiles it (its",
                    "// `#if os(iOS)` branches), less the AppKit, watchOS, SwiftUI, NSDataAsset and ARKit parts.",
                    "import Foundation", "import UIKit", "", "// Deprecated typealiases"]
    if "color" in present:
        lines += [f'@available(*, deprecated, renamed: "{types["color"]}.Color", message: "This typealias will be removed in SwiftGen 7.0")',
                  f"{access} typealias {params.get('colorAliasName') or 'AssetColorTypeAlias'} = {types['color']}.Color"]
    if "image" in present:
        lines += [f'@available(*, deprecated, renamed: "{types["image"]}.Image", message: "This typealias will be removed in SwiftGen 7.0")',
                  f"{access} typealias {params.get('imageAliasName') or 'AssetImageTypeAlias'} = {types['image']}.Image"]
    lines += ["", "// swiftlint:disable superfluous_disable_command file_length implicit_return", "", "// MARK: - Asset Catalogs", "",
              "// swiftlint:disable identifier_name line_length nesting type_body_length type_name", f"{access} enum {enum} {{"]
    names = sorted(catalogs)
    if len(names) > 1 or _truthy(params, "forceFileNameEnum"):
        for name in names:
            lines.append(f"  {access} enum {type_name(name)} {{")
            lines += cases(catalogs[name], "    ")
            lines.append("  }")
    else:
        lines += cases(catalogs[names[0]], "  ")
    lines += ["}", "// swiftlint:enable identifier_name line_length nesting type_body_length type_name", "",
              "// MARK: - Implementation Details"]
    a = access
    if "arresourcegroup" in present:
        t = types["arresourcegroup"]
        lines += ["", f"{a} struct {t} {{", f"  {a} fileprivate(set) var name: String", "}"]
    if "color" in present:
        t = types["color"]
        lines += ["", f"{a} final class {t} {{", f"  {a} fileprivate(set) var name: String", "",
                  f"  {a} typealias Color = UIColor", "",
                  "  @available(iOS 11.0, tvOS 11.0, watchOS 4.0, macOS 10.13, *)",
                  f"  {a} private(set) lazy var color: Color = {{", "    guard let color = Color(asset: self) else {",
                  '      fatalError("Unable to load color asset named \\(name).")', "    }", "    return color", "  }()", "",
                  "  @available(iOS 11.0, tvOS 11.0, *)",
                  f"  {a} func color(compatibleWith traitCollection: UITraitCollection) -> Color {{",
                  f"    let bundle = {bundle}",
                  "    guard let color = Color(named: name, in: bundle, compatibleWith: traitCollection) else {",
                  '      fatalError("Unable to load color asset named \\(name).")', "    }", "    return color", "  }", "",
                  "  fileprivate init(name: String) {", "    self.name = name", "  }", "}", "",
                  f"{a} extension {t}.Color {{", "  @available(iOS 11.0, tvOS 11.0, watchOS 4.0, macOS 10.13, *)",
                  f"  convenience init?(asset: {t}) {{", f"    let bundle = {bundle}",
                  "    self.init(named: asset.name, in: bundle, compatibleWith: nil)", "  }", "}"]
    if "data" in present:
        lines += ["", f"{a} struct {types['data']} {{", f"  {a} fileprivate(set) var name: String", "}"]
    if "image" in present:
        t = types["image"]
        lines += ["", f"{a} struct {t} {{", f"  {a} fileprivate(set) var name: String", "",
                  f"  {a} typealias Image = UIImage", "",
                  "  @available(iOS 8.0, tvOS 9.0, watchOS 2.0, macOS 10.7, *)", f"  {a} var image: Image {{",
                  f"    let bundle = {bundle}", "    let image = Image(named: name, in: bundle, compatibleWith: nil)",
                  "    guard let result = image else {", '      fatalError("Unable to load image asset named \\(name).")', "    }",
                  "    return result", "  }", "", "  @available(iOS 8.0, tvOS 9.0, *)",
                  f"  {a} func image(compatibleWith traitCollection: UITraitCollection) -> Image {{", f"    let bundle = {bundle}",
                  "    guard let result = Image(named: name, in: bundle, compatibleWith: traitCollection) else {",
                  '      fatalError("Unable to load image asset named \\(name).")', "    }", "    return result", "  }", "}", "",
                  f"{a} extension {t}.Image {{", "  @available(iOS 8.0, tvOS 9.0, watchOS 2.0, *)",
                  "  @available(macOS, deprecated,",
                  f'    message: "This initializer is unsafe on macOS, please use the {t}.image property")',
                  f"  convenience init?(asset: {t}) {{", f"    let bundle = {bundle}",
                  "    self.init(named: asset.name, in: bundle, compatibleWith: nil)", "  }", "}"]
    if "symbol" in present:
        t = types["symbol"]
        lines += ["", f"{a} struct {t} {{", f"  {a} fileprivate(set) var name: String", "",
                  "  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)", f"  {a} typealias Configuration = UIImage.SymbolConfiguration",
                  f"  {a} typealias Image = UIImage", "", "  @available(iOS 12.0, tvOS 12.0, watchOS 5.0, *)",
                  f"  {a} var image: Image {{", f"    let bundle = {bundle}",
                  "    let image = Image(named: name, in: bundle, compatibleWith: nil)", "    guard let result = image else {",
                  '      fatalError("Unable to load symbol asset named \\(name).")', "    }", "    return result", "  }", "",
                  "  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)",
                  f"  {a} func image(with configuration: Configuration) -> Image {{", f"    let bundle = {bundle}",
                  "    guard let result = Image(named: name, in: bundle, with: configuration) else {",
                  '      fatalError("Unable to load symbol asset named \\(name).")', "    }", "    return result", "  }", "}"]
    if not _truthy(params, "bundle"):
        lines += _bundle_token(package)
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- the config

TEMPLATES = {("strings", "structured-swift5"), ("strings", "flat-swift5"), ("xcassets", "swift5")}
_SKIPPED = re.compile(r"(^|/)(Pods|Carthage|\.build|checkouts|SourcePackages)/")
_ROOT_VARIABLES = re.compile(r"\$\{?(PROJECT_DIR|SRCROOT|SOURCE_ROOT)\}?/?")


class Output:
    """One output of a config: what to generate and from what."""

    def __init__(self, config, parser, template, output, params, inputs, filter_, options):
        self.config, self.parser, self.template, self.output = config, parser, template, output
        self.params, self.inputs, self.filter, self.options = params, inputs, filter_, options
        self.status = None  # "generate", "committed", "template", "unresolved"


def config_paths(files, read):
    """The repository's swiftgen configs: every `swiftgen.yml`, and the `--config` paths the Run
    Script phases of its Xcode projects name (relative to the project's folder)."""
    present = set(files)
    found = [p for p in files if posixpath.basename(p) == "swiftgen.yml" and not _SKIPPED.search(p)]
    for project in (p for p in files if p.endswith(".xcodeproj/project.pbxproj") and not _SKIPPED.search(p)):
        text = _decode(read(project))
        root = posixpath.dirname(posixpath.dirname(project))
        for match in re.finditer(r"swiftgen[^\n;]*?--config[= ]+(?:\\?[\"'])?([^\"'\\\s;]+)", text):
            path = _ROOT_VARIABLES.sub("", match.group(1))
            if "$" in path:
                continue
            path = posixpath.normpath(posixpath.join(root, path)) if root else posixpath.normpath(path)
            if path in present and path not in found:
                found.append(path)
    return found


def _as_list(value):
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _resolve(folder, path):
    path = _ROOT_VARIABLES.sub("", str(path))
    if "$" in path:
        return None
    return posixpath.normpath(posixpath.join(folder, path)) if folder else posixpath.normpath(path)


def read_config(path, files, read):
    """[Output] of the config at `path`; each output's status says whether it is generated."""
    try:
        config = parse_yaml(_decode(read(path)))
    except Exception:
        return []
    if not isinstance(config, dict):
        return []
    folder = posixpath.dirname(path)
    input_dir = _resolve(folder, config.get("input_dir") or ".")
    output_dir = _resolve(folder, config.get("output_dir") or ".")
    present, outputs = set(files), []
    for parser in ("strings", "xcassets", "colors", "coredata", "files", "fonts", "ib", "json", "plist", "yaml"):
        for entry in _as_list(config.get(parser)):
            if not isinstance(entry, dict):
                continue
            inputs = [_resolve(input_dir, p) if input_dir is not None else None for p in _as_list(entry.get("inputs", entry.get("paths")))]
            raw_outputs = _as_list(entry.get("outputs"))
            if not raw_outputs and entry.get("output"):  # the deprecated flat form
                raw_outputs = [{k: entry.get(k) for k in ("templateName", "templatePath", "output", "params")}]
            for raw in raw_outputs:
                if not isinstance(raw, dict) or not raw.get("output"):
                    continue
                out_path = str(raw["output"])
                resolved = _resolve(output_dir, out_path) if output_dir is not None else None
                item = Output(path, parser, raw.get("templateName"), resolved or posixpath.basename(out_path),
                              raw.get("params") if isinstance(raw.get("params"), dict) else {}, inputs,
                              entry.get("filter"), entry.get("options") if isinstance(entry.get("options"), dict) else {})
                if (parser, item.template) not in TEMPLATES:
                    item.status = "template"
                elif resolved and resolved in present:
                    item.status = "committed"
                elif None in inputs or not inputs:
                    item.status = "unresolved"
                else:
                    item.status = "generate"
                outputs.append(item)
    return outputs


def _input_files(output, files, extensions):
    """The files an output's inputs name: a file itself, a folder searched (its `filter` regex, else
    the parser's extensions), in path order."""
    chosen = []
    pattern = re.compile(output.filter) if isinstance(output.filter, str) else None
    for item in output.inputs:
        if item in files:
            chosen.append(item)
            continue
        below = sorted(p for p in files if p.startswith(item.rstrip("/") + "/"))
        for p in below:
            if pattern.search(p) if pattern else p.endswith(extensions):
                chosen.append(p)
    return chosen


def render(output, files, read, package=False):
    """The text SwiftGen writes for `output`, or None when its inputs give nothing to read."""
    if output.parser == "strings":
        paths = _input_files(output, files, (".strings", ".stringsdict"))
        paths = [p for p in paths if p.endswith((".strings", ".stringsdict"))]
        if not paths:
            return None
        separator = output.options.get("separator", ".")
        tables = strings_tables(paths, read, separator if isinstance(separator, str) else ".")
        return render_strings(tables, output.template == "structured-swift5", output.params, package)
    catalogs = sorted({p.split(".xcassets/")[0] + ".xcassets" for p in files
                       if ".xcassets/" in p and any(p.startswith(i.rstrip("/") + "/") or p.split(".xcassets/")[0] + ".xcassets" == i
                                                    for i in output.inputs)})
    if not catalogs:
        return None
    return render_xcassets({posixpath.basename(c)[:-len(".xcassets")]: xcassets.catalog_tree(c, files, read) for c in catalogs},
                           output.params, package)


def _declares(output):
    if output.parser == "strings":
        return {str(output.params.get("enumName") or "L10n")}
    return asset_declarations(output.params)


def _nearness(path, listed):
    folder = posixpath.dirname(path)
    best = 0
    for p in listed:
        common = posixpath.commonpath([folder, posixpath.dirname(p)]) if folder else ""
        best = max(best, len(common.split("/")) if common else 0)
    return best


def plan(files, read, listed=()):
    """[Output] of every config of the repository, the configs nearest the listed files first; an
    output declaring a type an earlier generated one declares gets status "clash"."""
    outputs = []
    for path in sorted(config_paths(files, read), key=lambda p: (-_nearness(p, listed), p)):
        outputs += read_config(path, files, read)
    declared = set()
    for output in outputs:
        if output.status == "generate":
            names = _declares(output)
            if names & declared:
                output.status = "clash"
            declared |= names
    return outputs


def generated_for(files, read, listed, resource_folders=()):
    """{file name: text} for the outputs of the repository's swiftgen configs that SwiftGen would
    write and the repository does not commit (see SWIFTGEN_RULE). `read(path)` gives a file's bytes
    (or text); `resource_folders`: target_rule.resource_folders, for the bundle's branch."""
    result = {}
    for output in plan(files, read, listed):
        if output.status != "generate":
            continue
        package = any(output.output.startswith(f + "/") for f in resource_folders)
        text = render(output, files, read, package)
        if text is None:
            continue
        name = posixpath.basename(output.output) or "SwiftGen.swift"
        if not name.endswith(".swift"):
            name += ".swift"
        stem, n = name[:-len(".swift")], 1
        while name.lower() in {k.lower() for k in result}:
            n += 1
            name = f"{stem}~{n}.swift"
        result[name] = text
    return result
