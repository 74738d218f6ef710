#if !canImport(ObjectiveC)
import Foundation

/// A bit mask of `NSTextCheckingResult.CheckingType` raw values (Foundation's `NSTextCheckingTypes`).
public typealias NSTextCheckingTypes = UInt64

/// Foundation's `NSDataDetector`, which Linux's Foundation lacks. Modelled for links (URLs with a
/// scheme, `www.` hosts, bare hosts under common top-level domains, and e-mail addresses as
/// `mailto:` URLs) and phone numbers (seven to fifteen digits, E.164's longest, with `+`, spaces,
/// dots, dashes and parentheses between them; a longer run of digits is none); dates, addresses and transit information find nothing. A deviation:
/// it descends from `NSObject`, not `NSRegularExpression` (Linux's Foundation cannot subclass that
/// class), so it has the matching members only, not `pattern` or the replacement methods.
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The types this detector looks for.
    open private(set) var checkingTypes: NSTextCheckingTypes

    /// A detector for `checkingTypes` (e.g. `NSTextCheckingResult.CheckingType.link.rawValue`).
    /// Never throws here: unsupported types simply find nothing.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        super.init()
    }

    // Foundation's `.link` and `.phoneNumber`, which corelibs declares deprecated (its own API never
    // returns such results; this detector does): read through a protocol's requirements, which
    // name corelibs' own values without the deprecation warning in every build.
    static let linkType = textCheckingKinds(NSTextCheckingResult.CheckingType.self).link
    static let phoneNumberType = textCheckingKinds(NSTextCheckingResult.CheckingType.self).phoneNumber

    private static let linkPattern = try? NSRegularExpression(
        pattern: #"(?i)\b(?:[a-z][a-z0-9+.-]*://[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|app|dev|edu|gov|co|me|info|ly)\b(?:/[^\s<>"]*)?)"#)
    private static let phonePattern = try? NSRegularExpression(pattern: #"(?<![\w])\+?\(?\d[\d\s().-]{5,}\d"#)

    /// Every match in `range` of `string`, in order. Modelled as above. A range that is not within
    /// the string's UTF-16 length (a negative or `NSNotFound` location, a negative length, or an end
    /// past the string) raises Foundation's `NSRangeException` `*** -[NSDataDetector
    /// enumerateMatchesInString:options:range:usingBlock:]: Range or index out of bounds` (recorded
    /// inside `DiffableFailures.record`, where it finds nothing), as every matching method of
    /// `NSRegularExpression` does; the receiver's class in the text is a guess.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        let text = string as NSString
        // No `NSMaxRange`: `location + length` overflows (and traps) for a location near `Int.max`.
        guard range.location >= 0, range.length >= 0, range.location <= text.length, range.length <= text.length - range.location else {
            DiffableFailures.raise(DiffableFailure(
                reason: "*** -[NSDataDetector enumerateMatchesInString:options:range:usingBlock:]: Range or index out of bounds",
                name: "NSRangeException"))
            return []
        }
        var found: [NSTextCheckingResult] = []
        if checkingTypes & Self.linkType.rawValue != 0, let pattern = Self.linkPattern {
            for match in pattern.matches(in: string, range: range) {
                var matched = match.range
                while matched.length > 0, ".,;:!?)]}'\"".contains(text.substring(with: NSRange(location: NSMaxRange(matched) - 1, length: 1))) {
                    matched.length -= 1
                }
                let candidate = text.substring(with: matched)
                let spelled = candidate.contains("://") ? candidate
                    : candidate.contains("@") ? "mailto:" + candidate : "http://" + candidate
                if let url = URL(string: spelled) { found.append(HeadlessCheckingResult(range: matched, type: Self.linkType, url: url)) }
            }
        }
        if checkingTypes & Self.phoneNumberType.rawValue != 0, let pattern = Self.phonePattern {
            for match in pattern.matches(in: string, range: range) {
                let number = text.substring(with: match.range)
                // E.164 numbers have at most 15 digits: a longer run is not a phone number.
                guard (7...15).contains(number.filter(\.isNumber).count),
                      !found.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) else { continue }
                found.append(HeadlessCheckingResult(range: match.range, type: Self.phoneNumberType, phoneNumber: number))
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    /// The first match, or nil. Modelled.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    /// How many matches there are. Modelled.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    /// Calls `block` with each match, in order, until it sets its stop flag. Modelled.
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }
}

/// The checking types `NSDataDetector` finds, named through requirements (see `linkType`).
protocol TextCheckingKinds {
    static var link: Self { get }
    static var phoneNumber: Self { get }
}

func textCheckingKinds<Kind: TextCheckingKinds>(_: Kind.Type) -> (link: Kind, phoneNumber: Kind) {
    (Kind.link, Kind.phoneNumber)
}

extension NSTextCheckingResult.CheckingType: TextCheckingKinds {}

/// A link or phone-number result, which Linux's Foundation cannot construct.
final class HeadlessCheckingResult: NSTextCheckingResult {
    private let matchedRange: NSRange
    private let type: NSTextCheckingResult.CheckingType
    let linkURL: URL?
    let number: String?

    init(range: NSRange, type: NSTextCheckingResult.CheckingType, url: URL? = nil, phoneNumber: String? = nil) {
        matchedRange = range
        self.type = type
        linkURL = url
        number = phoneNumber
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { matchedRange }
    override var resultType: NSTextCheckingResult.CheckingType { type }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? matchedRange : NSRange(location: NSNotFound, length: 0) }
}

extension NSTextCheckingResult {
    /// The URL a link result found (`NSDataDetector`); nil for other results. Modelled.
    public var url: URL? { (self as? HeadlessCheckingResult)?.linkURL }
    /// The phone number a phone-number result found, as written; nil for other results. Modelled.
    public var phoneNumber: String? { (self as? HeadlessCheckingResult)?.number }
}
#endif
