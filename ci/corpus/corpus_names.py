"""The names in the compiler's errors, and whose they are: the app's own, the platform's, or other.

Used by ci/corpus-run. The heuristic (also written into every report as HEURISTIC):
- A name is the app's own when the app declares it anywhere at the manifest's commit, listed or
  not: a type of that name; for a member `T.m` on a platform type, `m` declared inside an
  `extension T` (or an extension of one of T's UIKit superclasses, or of a protocol the app
  declares); for a bare name, any declaration of it. A member of an app type is looked up along the
  app's own superclass chain: where the chain reaches a platform class and `m` is not the app's,
  the name is the platform's, ranked as `PlatformClass.m`.
- A name is the platform's when it, or the type it is a member of, is Apple SDK by the heuristic:
  an SDK prefix followed by a capital letter (UI, NS, CA, CG, CF, CI, CL, MK, AV, PH, WK, SF, UN, CK,
  CN, LA, UT), a `k`+prefix constant, a known Foundation, Dispatch, Combine, os or SwiftUI name
  (lists below), or a member of a standard-library type the app does not extend (Foundation and
  UIKit extend String, Data and the number types). The module column is a guess from the prefix
  (NS names UIKit declares and Core Data's NS names are listed; other NS names count as Foundation).
- An `override` that overrides nothing names the overridden member as the platform's unless
  DiffableCompat declares a member of that name (then the class's superclass is what did not
  resolve, and the name is "other"); argument-label and call-shape
  errors name the callee read from the source line at the error's column.
- Anything else is "other": a third-party module's name (its import was removed), a name whose
  base type the compiler could not name, or one this heuristic does not recognise.
"""
import re

HEURISTIC = __doc__.split("The heuristic (also written into every report as HEURISTIC):\n", 1)[1].strip()

DECLARATION_GREP = r"(^|[^A-Za-z0-9_])(class|struct|enum|protocol|actor|typealias|extension|func|var|let|case)[[:space:]]+[A-Za-z_`]"

SDK_PREFIXES = {
    "UI": "UIKit", "NS": "Foundation", "CA": "QuartzCore", "CG": "CoreGraphics", "CF": "CoreFoundation",
    "CI": "CoreImage", "CL": "CoreLocation", "MK": "MapKit", "AV": "AVFoundation", "PH": "Photos",
    "WK": "WebKit", "SF": "SafariServices", "UN": "UserNotifications", "CK": "CloudKit", "CN": "Contacts",
    "LA": "LocalAuthentication", "UT": "UniformTypeIdentifiers",
}
NS_UIKIT = {
    "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
    "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSTextAlignment", "NSLineBreakMode", "NSTextAttachment",
    "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow", "NSStringDrawingOptions", "NSStringDrawingContext",
    "NSUnderlineStyle", "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
    "NSDiffableDataSourceSectionTransaction", "NSDiffableDataSourceTransaction", "NSLayoutManager", "NSTextContainer",
    "NSTextStorage", "NSToolbarItem", "NSDataAsset", "NSTextLayoutManager", "NSTextContentStorage",
}
NS_COREDATA = {
    "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectID", "NSFetchRequest", "NSFetchedResultsController",
    "NSFetchedResultsControllerDelegate", "NSFetchedResultsSectionInfo", "NSPersistentContainer",
    "NSPersistentCloudKitContainer", "NSEntityDescription", "NSPersistentStoreDescription", "NSBatchDeleteRequest",
    "NSPersistentStoreCoordinator", "NSManagedObjectModel", "NSFetchRequestResult", "NSMergeByPropertyObjectTrumpMergePolicy",
    "NSAsynchronousFetchRequest", "NSBatchInsertRequest", "NSPersistentHistoryChangeRequest",
}
FOUNDATION = {
    "URL", "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLComponents", "URLQueryItem", "URLError",
    "URLCache", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "Data", "Date", "DateFormatter",
    "ISO8601DateFormatter", "DateComponents", "DateComponentsFormatter", "DateInterval", "RelativeDateTimeFormatter",
    "NumberFormatter", "ByteCountFormatter", "MeasurementFormatter", "Measurement", "Locale", "Calendar", "TimeZone",
    "Bundle", "NotificationCenter", "Notification", "UserDefaults", "FileManager", "ProcessInfo", "IndexPath",
    "IndexSet", "JSONDecoder", "JSONEncoder", "JSONSerialization", "PropertyListDecoder", "PropertyListEncoder",
    "OperationQueue", "Operation", "BlockOperation", "Timer", "RunLoop", "Thread", "AttributedString",
    "AttributeContainer", "AttributeScopes", "CharacterSet", "Scanner", "UUID", "Decimal", "TimeInterval", "Progress",
    "FormatStyle", "ListFormatter", "PersonNameComponents", "PersonNameComponentsFormatter", "Predicate",
    "LocalizedError", "CustomNSError", "ObjectIdentifier", "NSLocalizedString", "FileHandle", "Selector",
    "KeyValueObservingOptions", "NSKeyValueObservation", "DispatchQueue", "DispatchGroup", "DispatchWorkItem",
    "DispatchTime", "DispatchSemaphore", "DispatchTimeInterval", "DispatchSourceTimer", "DispatchSource",
    "autoreleasepool", "LocalizedStringResource", "String.LocalizationValue", "Duration",
}
COMBINE = {
    "AnyPublisher", "Publisher", "Publishers", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable",
    "Cancellable", "Published", "Just", "Future", "Deferred", "Fail", "Empty", "Subscribers", "Subscriber",
    "Subscription", "ObservableObject", "ObservableObjectPublisher", "Subject", "Record", "ConnectablePublisher",
    "Scheduler", "ImmediateScheduler", "AnySubscriber", "Combine",
}
OS = {"Logger", "OSLog", "os_log", "os_signpost", "OSSignposter", "OSLogType", "OSAllocatedUnfairLock"}
SWIFTUI = {
    "View", "Text", "VStack", "HStack", "ZStack", "UIHostingController", "UIViewRepresentable",
    "UIViewControllerRepresentable", "Binding", "State", "ObservedObject", "StateObject", "EnvironmentObject",
    "PreviewProvider", "UIHostingConfiguration", "LocalizedStringKey", "Spacer", "ViewBuilder", "Environment",
}
STDLIB_TYPES = {"String", "Substring", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Character", "Optional", "Int64", "Int32", "UInt", "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UInt64", "Result", "Range", "ClosedRange"}
# SwiftPM's generated resource accessor, and members the common layout, image and Rx libraries add.
THIRD_PARTY_MEMBERS = {"module", "pin", "do", "snp", "kf", "sd_setImage", "rx", "then", "disposed", "af", "sd_cancelCurrentImageLoad", "makeConstraints", "remakeConstraints"}
UIKIT_SUPER = {
    "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl",
    "UITextField": "UIControl", "UIDatePicker": "UIControl", "UIPageControl": "UIControl", "UIStepper": "UIControl",
    "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
    "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView", "UICollectionViewListCell": "UICollectionViewCell",
    "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView", "UIScrollView": "UIView",
    "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
    "UIView": "UIResponder", "UIViewController": "UIResponder", "UITableViewController": "UIViewController",
    "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
    "UITabBarController": "UIViewController", "UIResponder": "NSObject", "UIActivityIndicatorView": "UIView",
    "UINavigationBar": "UIView", "UISearchBar": "UIView", "UIVisualEffectView": "UIView", "UIProgressView": "UIView",
}

# Combine's publishers conform to Publisher (its subjects to Subject too): a member an app declares
# in `extension Publisher` is the app's on `AnyPublisher<…>.just(…)`.
PLATFORM_PROTOCOLS = {t: ["Publisher"] for t in ("AnyPublisher", "Just", "Empty", "Fail", "Future", "Deferred", "Record")}
# The standard library's protocols its types conform to, whose extensions an app writes
# (`extension Numeric { var formattedWithSeparator }`, `extension Collection { subscript(safe:) }`).
_INTEGER = ["FixedWidthInteger", "BinaryInteger", "SignedInteger", "UnsignedInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Equatable", "Hashable", "CustomStringConvertible"]
_FLOAT = ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Equatable", "Hashable", "CustomStringConvertible"]
_COLLECTION = ["RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection", "Collection", "Sequence", "Equatable", "Hashable"]
PLATFORM_PROTOCOLS.update({t: _INTEGER for t in ("Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64")})
PLATFORM_PROTOCOLS.update({t: _FLOAT for t in ("Double", "Float", "CGFloat")})
PLATFORM_PROTOCOLS.update({t: _COLLECTION for t in ("Array", "ContiguousArray", "ArraySlice")})
PLATFORM_PROTOCOLS.update({"String": ["StringProtocol", "BidirectionalCollection", "RangeReplaceableCollection", "Collection", "Sequence", "Comparable", "Equatable", "Hashable"],
                           "Substring": ["StringProtocol", "BidirectionalCollection", "RangeReplaceableCollection", "Collection", "Sequence", "Comparable", "Equatable", "Hashable"],
                           "Dictionary": ["Collection", "Sequence"], "Set": ["SetAlgebra", "Collection", "Sequence", "Equatable", "Hashable"],
                           "Optional": ["ExpressibleByNilLiteral"], "Date": ["Comparable", "Equatable", "Hashable"]})
PLATFORM_PROTOCOLS.update({t: ["Subject", "Publisher"] for t in ("PassthroughSubject", "CurrentValueSubject")})

TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def module_of(name):
    """The platform module a name belongs to, or None when the heuristic does not count it as platform."""
    head = name.split(".")[0].split("<")[0]
    if head in SWIFTUI:
        return "SwiftUI"
    if head in COMBINE:
        return "Combine"
    if head in OS:
        return "os"
    if head in FOUNDATION:
        return "Dispatch" if head.startswith("Dispatch") else "Foundation"
    if head in NS_UIKIT or head.startswith("NSCollectionLayout") or head.startswith("NSDiffableDataSource"):
        return "UIKit"
    if head in NS_COREDATA:
        return "CoreData"
    if re.match(r"k(CA|CF|CG|UT|AB|Sec)[A-Z]", head):
        return SDK_PREFIXES.get(head[1:3], "Security")
    if len(head) > 2 and head[:2] in SDK_PREFIXES and head[2].isupper():
        return SDK_PREFIXES[head[:2]]
    if re.match(r"(UIGraphics|CGRect|CGPoint|CGSize|UIAccessibility|UIEdgeInsets|UIRectFill)", head):
        return "UIKit" if head.startswith("UI") else "CoreGraphics"
    return None


def normalize_type(text):
    t = text.strip()
    t = re.sub(r"^(any|some)\s+", "", t)
    t = re.sub(r"^(DiffableCompat|Foundation|CombineCompat|OpenCombine|Swift|UIKit|App_\w+)\.", "", t)
    while True:
        stripped = re.sub(r"<[^<>]*>", "", t)
        if stripped == t:
            break
        t = stripped
    t = t.rstrip("?!").replace(".Type", "").replace(".Protocol", "")
    if t.startswith("[") or t.startswith("("):
        return t
    return t.rstrip("?!")


def parse_declarations(text, blobs=None):
    """Declared names from `git grep` lines of declarations; with `blobs` (the files' texts) also the
    members declared inside each `extension T { … }`."""
    types, members, superclass, protocols = set(), set(), {}, set()
    for line in text.split("\n"):
        for m in re.finditer(r"\b(class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)\s*(?:<[^>]*>)?\s*(:\s*([A-Za-z_][\w.]*))?", line):
            kind, name, _, parent = m.groups()
            if name in ("func", "var", "let", "init", "subscript", "static"):
                continue
            types.add(name)
            if kind == "protocol":
                protocols.add(name)
            if kind == "class" and parent and not line.lstrip().startswith("//"):
                superclass.setdefault(name, parent.split(".")[-1])
        for m in re.finditer(r"\b(func|var|let)\s+`?([A-Za-z_]\w*)", line):
            members.add(m.group(2))
        m = re.match(r"\s*case\s+([^:=]+?)\s*(?:=.*)?$", line)
        if m and not line.strip().startswith("case ."):
            for part in m.group(1).split(","):
                name = re.match(r"\s*`?([A-Za-z_]\w*)", part)
                if name and name.group(1) not in ("let", "var", "is", "default"):
                    members.add(name.group(1))
    return {"types": types, "members": members, "super": superclass, "protocols": protocols, "extensions": {}}


EXTENSION_OPEN = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal)\s+)?extension\s+([A-Za-z_][\w.]*)")
# `class var x` / `class func f` declare x and f (the lookahead keeps `class` from taking `var` as its name).
MEMBER_AT = re.compile(r"\b(?:func|var|let|case|class|struct|enum|typealias)\s+(?!(?:var|func|let)\b)`?([A-Za-z_]\w*)|\b(init)\s*[?!]?\s*\(\s*([A-Za-z_]\w*)")


# An initializer's declaration (not a `self.init(` call): at a line's start or after `{` or `;`.
INIT_OPEN = re.compile(r"(?:^|[{;])\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|package|"
                       r"convenience|required|override|nonisolated)\s+)*init\s*[?!]?\s*(?:<[^>]*>\s*)?\(")


# `private` or `fileprivate`, not `private(set)`.
PRIVATE = re.compile(r"\b(?:private|fileprivate)\b(?!\s*\()")

# A subscript with an argument label (`subscript(safe index: Int)`, called `xs[safe: 0]`; a lone
# name, `subscript(index: Int)`, is no label).
SUBSCRIPT_LABEL = re.compile(r"\bsubscript\s*(?:<[^>]*>\s*)?\(\s*([A-Za-z][\w]*)\s+[A-Za-z_]\w*\s*:")


def init_labels(text, start):
    """The argument labels of the initializer whose parameter clause opens at text[start] ('('),
    read across lines to the matching ')': each parameter's first word (`title`; `_` skipped, but
    for the first parameter, whose `_` is what a call `T(x)` or `T(x, label: y)` starts with)."""
    depth, i = 0, start
    while i < len(text):
        if text[i] in "([":
            depth += 1
        elif text[i] in ")]":
            depth -= 1
            if depth == 0:
                break
        i += 1
    clause, parts, depth, part = text[start + 1:i], [], 0, ""
    for ch in clause:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(part)
            part = ""
        else:
            part += ch
    parts.append(part)
    labels = []
    for index, p in enumerate(parts):
        m = re.match(r"\s*(?:@\w+\s+)*([A-Za-z_]\w*)(?:\s+[A-Za-z_]\w*)?\s*:", p)
        if m and (m.group(1) != "_" or index == 0):
            labels.append(m.group(1))
    return labels


def add_extension_members(declared, blobs):
    """Records, per extended type, the names declared inside its extension blocks (brace depth).
    An initializer is recorded as "init(label:" once for each of its argument labels (its
    parameter clause read across lines), the form a call-shape error is checked against: a call may
    start at any label whose parameters before it have defaults, `UIMenu(inlineChildren: …)` for
    `convenience init(title: String = "", …, inlineChildren: [UIMenuElement])`.
    What a `private` or `fileprivate` extension declares, or a member so marked (`private(set)` is
    still readable), is not recorded: no other file sees it."""
    extensions = declared["extensions"]
    for text in blobs:
        text = re.sub(r"//[^\n]*", "", text)
        depth, current, current_depth, offset, hidden = 0, None, 0, 0, False
        for line in text.split("\n"):
            opened = EXTENSION_OPEN.match(line)
            if opened and current is None:
                current = opened.group(1).split(".")[-1].split("<")[0]
                current_depth = depth
                hidden = bool(PRIVATE.search(line[: opened.end()]))
            if current is not None and not hidden and not PRIVATE.search(line):
                for m in MEMBER_AT.finditer(line):
                    if m.group(1):
                        extensions.setdefault(current, set()).add(m.group(1))
                for m in SUBSCRIPT_LABEL.finditer(line):
                    extensions.setdefault(current, set()).add(f"subscript({m.group(1)}:")
                for m in INIT_OPEN.finditer(line):
                    for label in init_labels(text, offset + m.end() - 1):
                        extensions.setdefault(current, set()).add(f"init({label}:")
            offset += len(line) + 1
            depth += line.count("{") - line.count("}")
            if current is not None and depth <= current_depth and "}" in line:
                current = None
    return declared


def compat_members(root):
    """Member names DiffableCompat and CombineCompat declare (a grep of their sources)."""
    names = set()
    for folder in ("Sources/DiffableCompat", "Sources/CombineCompat"):
        for path in (root / folder).rglob("*.swift"):
            names.update(m.group(1) for m in re.finditer(r"\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)", path.read_text(errors="replace")))
    return names


def ancestors(type_name):
    chain, seen = [type_name], set()
    t = type_name
    while t in UIKIT_SUPER and t not in seen:
        seen.add(t)
        t = UIKIT_SUPER[t]
        chain.append(t)
    if type_name not in UIKIT_SUPER and type_name.startswith("UI"):
        if type_name.endswith("Controller"):
            chain += ["UIViewController", "UIResponder"]
        elif type_name.endswith("View") or type_name.endswith("Cell"):
            chain += ["UIView", "UIResponder"]
    return chain + PLATFORM_PROTOCOLS.get(type_name, []) + ["NSObject"]


def app_extends(declared, type_name, member):
    ext = declared["extensions"]
    if any(member in ext.get(t, ()) for t in ancestors(type_name)):
        return True
    return any(member in ext.get(p, ()) for p in declared["protocols"])


def platform_base(declared, type_name):
    """The first platform class on an app class's superclass chain, or None."""
    seen, t = set(), type_name
    while t in declared["super"] and t not in seen:
        seen.add(t)
        t = declared["super"][t]
        if module_of(t):
            return t
    return None


def literal_type(head):
    """The standard-library type a literal type names: `[T]` is Array, `[K: V]` Dictionary, so that
    an app's `extension Sequence { func uniqued() }` is found for `[Centre].uniqued` (the name keeps
    its written form)."""
    if not head.startswith("["):
        return head
    depth = 0
    for ch in head[1:-1]:
        depth += ch in "[(<"
        depth -= ch in "])>"
        if ch == ":" and depth == 0:
            return "Dictionary"
    return "Array"


def classify_member(declared, base, member, kind="member"):
    base = normalize_type(base)
    head = literal_type(base.split(".")[0] if not base.startswith("[") else base)
    extended = app_extends(declared, head, member) or member in declared["extensions"].get(base.split(".")[-1], ())
    if member in THIRD_PARTY_MEMBERS and not extended:
        return {"name": f"{base}.{member}", "kind": kind, "class": "other", "module": None}
    # A type the app declares shadows a platform name in its module (`final class Scheduler` over Combine's).
    if head in declared["types"]:
        # Only the class itself inherits: a nested type (BasicCell.Config) is looked up as the app's.
        platform = platform_base(declared, head) if base == head else None
        if platform and not app_extends(declared, platform, member) and member not in declared["extensions"].get(head, ()):
            return {"name": f"{platform}.{member}", "kind": kind, "class": "platform", "module": module_of(platform), "via": head}
        return {"name": f"{base}.{member}", "kind": kind, "class": "app" if member in declared["members"] or member in declared["types"] else "other", "module": None}
    module = module_of(head)
    if module or head in STDLIB_TYPES:
        # `extension Notification.Name { static let … }` is recorded under `Name`, and NSNotification.Name is Notification.Name.
        if extended:
            return {"name": f"{base}.{member}", "kind": kind, "class": "app", "module": None}
        return {"name": f"{base}.{member}", "kind": kind, "class": "platform", "module": module or "Foundation/UIKit on a standard-library type"}
    # A type neither the app's sources nor the platform declare (a class Core Data generates from the app's model,
    # a third-party type): a member an `extension` of it in the app declares is the app's (`Door.latestVisit`).
    direct = member in declared["extensions"].get(head, ()) or member in declared["extensions"].get(base.split(".")[-1], ())
    return {"name": f"{base}.{member}", "kind": kind, "class": "app" if direct else "other", "module": None}


def classify_bare(declared, name, kind):
    module = module_of(name)
    if name in declared["types"] or (name in declared["members"] and not module):
        return {"name": name, "kind": kind, "class": "app", "module": None}
    if module:
        return {"name": name, "kind": kind, "class": "platform", "module": module}
    return {"name": name, "kind": kind, "class": "other", "module": None}


def labels_at(source, callee):
    """The argument labels of the first call of `callee` in the line, as Swift spells a signature
    (`barButtonSystemItem:target:action:`), or None when the call does not close on the line."""
    start = source.find(callee + "(")
    if start < 0:
        return None
    i, depth, args, current = start + len(callee) + 1, 1, [], ""
    while i < len(source) and depth:
        c = source[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if depth == 1 and c == ",":
            args.append(current)
            current = ""
        elif depth:
            current += c
        elif c == '"':
            pass
        i += 1
    if depth:
        return None
    if current.strip():
        args.append(current)
    labels = []
    for arg in args:
        m = re.match(r"\s*([A-Za-z_]\w*)\s*:(?!:)", arg)
        labels.append((m.group(1) if m else "_") + ":")
    return "".join(labels)


def callee_at(source, message):
    """The callee of a call-shape error: the last dotted name before the first '(' in the line."""
    calls = re.findall(r"([A-Za-z_][\w.]*)\s*\(", source)
    skip = {"if", "guard", "return", "let", "var", "switch", "for", "while", "super.init", "self.init", "init"}
    for call in calls:
        if call not in skip:
            return call
    return None


def names_in(message, source, declared):
    m = re.match(r"extraneous argument labels? '([A-Za-z_]\w*):' in subscript", message)
    if m:
        label = m.group(1)
        mine = any(f"subscript({label}:" in names for names in declared["extensions"].values())
        return [{"name": f".subscript({label}:)", "kind": "subscript", "class": "app" if mine else "other", "module": None}]
    m = re.match(r"cannot find type '([^']+)' in scope", message)
    if m:
        return [classify_bare(declared, m.group(1), "type")]
    m = re.match(r"cannot find '([^']+)' in scope", message)
    if m:
        name = m.group(1)
        return [classify_bare(declared, name, "type" if name[:1].isupper() else "function or value")]
    m = re.match(r"(?:value of type|type) '(.+)' has no member '([^']+)'", message)
    if m:
        return [classify_member(declared, m.group(1), m.group(2), "static member or case" if message.startswith("type") else "member")]
    m = re.match(r"'([^']+)' is not a member type of (?:class|struct|enum|protocol|type|generic class|generic struct) '([^']+)'", message)
    if m:
        return [classify_member(declared, m.group(2), m.group(1), "member type")]
    m = re.match(r"module '([^']+)' has no member named '([^']+)'", message)
    if m:
        return [classify_bare(declared, m.group(2), "module member")]
    m = re.match(r"(?:static member|instance member) '([^']+)' cannot be used on (?:instance of type|type) '([^']+)'", message)
    if m:
        return [classify_member(declared, m.group(2), m.group(1), "static/instance mismatch")]
    m = re.match(r"(?:cannot assign to property: )?'([^']+)' is a get-only property", message)
    if m:
        return [classify_bare(declared, m.group(1), "settable property")] if module_of(m.group(1)) else []
    m = re.match(r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)", message)
    if m:
        callee = callee_at(source, message)
        if callee:
            ref = classify_call(declared, callee, m.group(1))
            return [ref] if ref else []
    m = re.match(r"(extra argument '([^']+)' in call|extra arguments? at positions?|missing argument(?: label)?s? .*in call|argument passed to call that takes no arguments|no exact matches in call to (?:initializer|instance method|class method|static method)|extraneous argument labels? .* in call)", message)
    if m:
        callee = callee_at(source, message)
        if callee:
            ref = classify_call(declared, callee, labels_at(source, callee) or "…")
            return [ref] if ref else []
    m = re.match(r"(method|property|initializer|subscript) does not override any (method|property|initializer|subscript) from its superclass|overriding declaration requires an 'override' keyword", message)
    if m:
        name = re.search(r"\b(?:func|var)\s+`?([A-Za-z_]\w*)|\b(init)\b", source)
        if name:
            member = name.group(1) or "init"
            # DiffableCompat declares the member: the class's superclass is what did not resolve.
            cls = "other" if member in declared.get("compat", ()) else "platform"
            return [{"name": f"override {member}", "kind": "override", "class": cls, "module": None if cls == "other" else "UIKit?"}]
    m = re.match(r"type '([^']+)' does not conform to protocol '([^']+)'", message)
    if m:
        proto = normalize_type(m.group(2))
        mod = module_of(proto)
        if mod:
            return [{"name": f"conformance to {proto}", "kind": "conformance", "class": "platform", "module": mod}]
    m = re.match(r"cannot call value of non-function type '([^']+)'", message)
    if m:
        # `constraint.priority(.required - 1)`: the platform's property of that name was found where
        # the app's extension method was meant (`extension NSLayoutConstraint { func priority(_:) }`),
        # as the file declaring the method is not in the target.
        for member in re.findall(r"\.([A-Za-z_]\w*)\s*\(", source):
            if any(member in names for names in declared["extensions"].values()):
                return [{"name": f".{member}(…)", "kind": "call shape", "class": "app", "module": None}]
        return []
    m = re.match(r"reference to member '([^']+)' cannot be resolved without a contextual type|cannot infer contextual base in reference to member '([^']+)'", message)
    if m:
        # An implicit member (`UIColor(.ui.grey6)`, `.with(color: .branding.amber7)`): the message
        # names no type, so the member decides, as for a call on a value.
        member = m.group(1) or m.group(2)
        return [{"name": f".{member}", "kind": "implicit member", "class": "app" if member in declared["members"] else "other", "module": None}]
    m = re.match(r"'([^']+)' cannot be constructed because it has no accessible initializers", message)
    if m:
        return [classify_member(declared, m.group(1), "init", "initializer")]
    m = re.match(r"'required' initializer '([^']+)' must be provided by subclass of '([^']+)'", message)
    if m:
        return [classify_member(declared, m.group(2), m.group(1) + " (required)", "initializer")]
    m = re.match(r"'([^']+)' is (?:unavailable|inaccessible due to '\w+' protection level)", message)
    if m and module_of(m.group(1)):
        return [classify_bare(declared, m.group(1), "availability")]
    return []


def classify_call(declared, callee, labels):
    parts = callee.split(".")
    if len(parts) == 1:
        first = labels.split(":")[0] if labels not in ("", "…") else None
        if first and f"init({first}:" in declared["extensions"].get(parts[0], ()):
            return {"name": f"{parts[0]}({labels})", "kind": "call shape", "class": "app", "module": None}
        ref = classify_bare(declared, parts[0], "call shape")
        if ref["class"] == "platform" and parts[0] in declared["members"]:
            # The platform's signature did not match, and the app declares a function of that name
            # (`func NSLocalizedString(_ key: String) -> String`): the app's overload is the callee.
            ref = {"name": parts[0], "kind": "call shape", "class": "app", "module": None}
        ref["name"] = f"{parts[0]}({labels})"
        return ref
    base, member = ".".join(parts[:-1]), parts[-1]
    # NotificationCenter.default.addObserver: the type is the leading capitalised part.
    kept = []
    for part in parts[:-1]:
        if not part[:1].isupper():
            break
        kept.append(part)
    base = ".".join(kept) or base
    if kept and module_of(base.split(".")[0]):
        ref = classify_member(declared, base, member, "call shape")
        ref["name"] = f"{ref['name']}({labels})"
        return ref
    # A call on a value (cell.configure(…)): its type is not in the message; the member decides.
    cls = "app" if member in declared["members"] else "other"
    return {"name": f".{member}({labels})", "kind": "call shape", "class": cls, "module": None}


def message_shape(message):
    return re.sub(r"'[^']*'", "'…'", message)


# ---------------------------------------------------------------- name -> declaring file (context files)

# How far the context rule goes per app: rounds of additions, and context files in all. Raised from
# 3 and 60 in session 37, when 7 ranking apps stopped at 60 with app names still unresolved (the
# held-out part's figures were read after, never to choose). 8 and 400 were measured too: one more
# file in each part, and the run 25 minutes instead of 8 (ci/corpus/README.md). Rounds raised to 8 in
# session 52, the cap kept: mjm/threads still found its own names in its fifth round (a Core Data
# class's extension); an app stops as soon as a round finds nothing new, so only such apps go on.
CONTEXT_ROUNDS, CONTEXT_CAP = 8, 150

CONTEXT_RULE = """\
Context files (the app's own files the manifest does not list). After an app's first compile, every
name of its errors that the heuristic above calls the app's own is looked up in the app's
repository at the manifest's commit: a type or function by the files declaring it; a member `T.m`
by the files holding an `extension` of T (or of one of its UIKit superclasses, or of a protocol the
app declares) that declares m and, when m comes from the extension of an app protocol, by the files
declaring that T, one of its superclasses or one of its UIKit superclasses conforms to it
(`extension UIViewController: NibLoadable {{}}`), else the files declaring T or its app superclasses that declare m,
else the files declaring m; an initializer `T(label:)` by the extensions of T declaring
`init(label:`, else the files declaring T. Of several files, the one sharing the longest folder
prefix with the file whose error named it is taken (then the shortest path). Never taken: a file the
target holds already, tests (a folder or file named *Test or *Tests), vendored code (Pods,
Carthage, Vendor, .build), package manifests, and a file declaring at top level a type the target
already declares at top level (it would be a redeclaration). The files taken are ported, added to
the app's target as context (compiled, never counted) and the target is recompiled; the errors of
all its files are looked up again, for at most {rounds} rounds of additions and {cap} context files per app.
""".format(rounds=CONTEXT_ROUNDS, cap=CONTEXT_CAP)

TOP_LEVEL_TYPE = re.compile(r"^(?:(?:public|private|fileprivate|internal|open|final|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)", re.M)
ANY_TYPE = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
ANY_MEMBER = re.compile(r"\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)")
CONFORMANCE = re.compile(r"\b(?:extension|class|struct|enum|actor)\s+([A-Za-z_][\w.]*)\s*(?:<[^>{]*>)?\s*:\s*([^{]+?)\s*(?:\bwhere\b[^{]*)?\{")
NOT_CONTEXT = re.compile(r"(^|/)(Pods|Carthage|Vendor|\.build|[^/]*Tests?)/|(^|/)[^/]*Tests?\.swift$|(^|/)(Package|Project|Tuist|Workspace)(@[\w.-]+)?\.swift$")


def declaration_index(files):
    """{path: text} of an app's Swift files -> where each name is declared: types, members,
    extension members per extended type (init(label: as recorded by add_extension_members), and each
    file's top-level types."""
    types, members, ext, top, conforms = {}, {}, {}, {}, {}
    for path, text in files.items():
        clean = re.sub(r"//[^\n]*", "", text)
        for m in ANY_TYPE.finditer(clean):
            if m.group(1) not in ("func", "var", "let", "init", "subscript", "static", "func"):
                types.setdefault(m.group(1), set()).add(path)
        for m in ANY_MEMBER.finditer(clean):
            if m.group(1) not in ("let", "var", "is", "default"):
                members.setdefault(m.group(1), set()).add(path)
        for m in SUBSCRIPT_LABEL.finditer(clean):
            members.setdefault(f"subscript({m.group(1)}:", set()).add(path)
        top[path] = set(TOP_LEVEL_TYPE.findall(clean))
        for m in CONFORMANCE.finditer(clean):
            for parent in m.group(2).split(","):
                parent = parent.strip().split("<")[0].split(".")[-1]
                if re.fullmatch(r"[A-Za-z_]\w*", parent):
                    conforms.setdefault((m.group(1).split(".")[-1], parent), set()).add(path)
        one = {"extensions": {}}
        add_extension_members(one, [clean])
        for type_name, names in one["extensions"].items():
            for name in names:
                ext.setdefault((type_name, name), set()).add(path)
    return {"types": types, "members": members, "extensions": ext, "top": top, "conforms": conforms}


def _nearest(candidates, near):
    near_parts = near.split("/")[:-1]

    def shared(path):
        n = 0
        for a, b in zip(path.split("/")[:-1], near_parts):
            if a != b:
                break
            n += 1
        return n
    return sorted(candidates, key=lambda p: (-shared(p), len(p), p))


def declaring_files(index, declared, ref, near):
    """The files that may declare an app name of an error (`ref`, from names_in), nearest first."""
    if ref.get("class") != "app" or ref.get("kind") in ("override", "conformance"):
        return []
    name = ref["name"]
    labels = None
    m = re.match(r"^(.*?)\((.*)\)$", name)
    if m:
        name, labels = m.group(1), m.group(2)
    found = set()
    if name == ".subscript" and labels:
        found = set(index["members"].get(f"subscript({labels.split(':')[0]}:", ()))
    elif name.startswith("."):
        found = set(index["members"].get(name[1:], ()))
    else:
        parts = [p for p in name.split(".") if p]
        if not parts:
            return []
        if len(parts) == 1:
            n = parts[0]
            first = labels.split(":")[0] if labels and labels != "…" else None
            if first:
                found = set(index["extensions"].get((n, f"init({first}:"), ()))
            found = found or set(index["types"].get(n, ())) or set(index["members"].get(n, ()))
        else:
            head, last_base, member = parts[0], parts[-2], parts[-1].split(" ")[0]
            head, last_base = literal_type(head), literal_type(last_base)
            if member == "init" and labels:
                member = f"init({labels.split(':')[0]}:"
            owners = [last_base, head] + ancestors(head) + sorted(declared.get("protocols", ()))
            for owner in owners:
                found |= set(index["extensions"].get((owner, member), ()))
            if not found:
                chain, t, seen = [], head, set()
                while t and t not in seen:
                    seen.add(t)
                    chain.append(t)
                    t = declared.get("super", {}).get(t)
                members = set(index["members"].get(member, ()))
                for t in chain + [last_base]:
                    found |= set(index["types"].get(t, ())) & members
                if not found:
                    found = members if not member.startswith("init(") else set(index["types"].get(head, ()))
    return _nearest([p for p in found if not NOT_CONTEXT.search(p)], near)


def conforming_files(index, declared, ref, near):
    """For an app name `T.m` that an extension of an app protocol P declares, the files declaring
    that T (or an app or UIKit superclass of it) conforms to P, nearest first: the extension's
    member reaches T only through the conformance, a second file the target may lack. Empty for
    any other name."""
    if ref.get("class") != "app" or ref.get("kind") in ("override", "conformance"):
        return []
    parts = [p for p in re.sub(r"\(.*\)$", "", ref["name"]).split(".") if p]
    if len(parts) < 2:
        return []
    head, member = parts[0], parts[-1].split(" ")[0]
    protocols = [p for p in sorted(declared.get("protocols", ())) if (p, member) in index["extensions"]]
    if not protocols:
        return []
    chain, t, seen = [], head, set()
    while t and t not in seen:
        seen.add(t)
        chain.append(t)
        t = declared.get("super", {}).get(t)
    owners = []
    for t in chain:
        owners += [a for a in ancestors(t) if a not in owners]
    found = set()
    for owner in owners:
        for p in protocols:
            found |= set(index["conforms"].get((owner, p), ()))
    return _nearest([p for p in found if not NOT_CONTEXT.search(p)], near)
