#if !canImport(ObjectiveC)
import DiffableCompat
import Foundation
import Testing

/// Bad input to the Foundation entry points audit 2 added: each test feeds an entry point what a
/// caller can get wrong and pins the plain value it answers or the failure it raises, never a trap.
@MainActor
@Suite("DiffableCompat: bad input to audit 2's Foundation entry points answers a value or raises Foundation's text")
struct BadInputAudit2Tests {
    // MARK: RelativeDateTimeFormatter

    @Test("a relative date formatter writes a huge interval in grouped digits instead of trapping on Int(_:)")
    func relativeHugeIntervals() {
        let formatter = RelativeDateTimeFormatter()
        // 1e300 s is 3.1709791983764586e292 years: its shortest digits, then zeros, grouped in threes.
        let years = "31,709,791,983,764,586" + String(repeating: ",000", count: 92) + " years"
        #expect(formatter.localizedString(fromTimeInterval: 1e300) == "in " + years)
        #expect(formatter.localizedString(fromTimeInterval: -1e300) == years + " ago")
        let greatest = formatter.localizedString(fromTimeInterval: .greatestFiniteMagnitude)
        #expect(greatest.hasPrefix("in 5,700,447,535,712,569,") && greatest.hasSuffix(",000 years"))
        #expect(formatter.localizedString(fromTimeInterval: -.greatestFiniteMagnitude).hasSuffix(",000 years ago"))
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(fromTimeInterval: 1e300) == "in " + years)
    }

    @Test("a relative date formatter answers \"\" for a not-a-number or infinite interval")
    func relativeNotANumber() {
        let formatter = RelativeDateTimeFormatter()
        for interval in [TimeInterval.nan, .infinity, -.infinity, .signalingNaN] {
            #expect(formatter.localizedString(fromTimeInterval: interval) == "")
        }
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: Date(timeIntervalSinceReferenceDate: .nan), relativeTo: Date()) == "")
    }

    @Test("a relative date formatter groups thousands, as en_US, for distantPast and distantFuture")
    func relativeDistantDates() {
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.localizedString(for: .distantPast, relativeTo: .distantFuture) == "4,002 years ago")
        #expect(formatter.localizedString(for: .distantFuture, relativeTo: .distantPast) == "in 4,002 years")
        #expect(formatter.localizedString(fromTimeInterval: 31_536_000 * 1_000) == "in 1,000 years")
        #expect(formatter.localizedString(fromTimeInterval: 31_536_000 * 999) == "in 999 years")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(fromTimeInterval: -86_400 * 1_234) == "3y ago")
        #expect(formatter.localizedString(fromTimeInterval: -1_234_567) == "2w ago")
    }

    @Test("a relative date formatter takes Int.min and near-Int.max components without trapping on abs(_:)")
    func relativeExtremeComponents() {
        let formatter = RelativeDateTimeFormatter()
        var components = DateComponents()
        components.year = Int.min
        #expect(formatter.localizedString(from: components) == "9,223,372,036,854,776,000 years ago")
        components.year = Int.max - 1 // Int.max itself is DateComponents' "undefined": no year at all
        #expect(formatter.localizedString(from: components) == "in 9,223,372,036,854,776,000 years")
        components.year = Int.max
        #expect(formatter.localizedString(from: components) == "in 0 seconds")
        components = DateComponents()
        components.second = -1_000_000
        #expect(formatter.localizedString(from: components) == "1,000,000 seconds ago")
        #expect(formatter.localizedString(from: DateComponents()) == "in 0 seconds")
    }

    // MARK: NSDataDetector

    private func detector() throws -> NSDataDetector {
        try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue)
    }

    private let rangeFailure = DiffableFailure(
        reason: "*** -[NSDataDetector enumerateMatchesInString:options:range:usingBlock:]: Range or index out of bounds",
        name: "NSRangeException")

    @Test("a data detector finds nothing in empty text, without a failure")
    func detectorEmptyText() throws {
        let detector = try detector()
        let report = DiffableFailures.record {
            #expect(detector.matches(in: "", range: NSRange(location: 0, length: 0)).isEmpty)
            #expect(detector.firstMatch(in: "", range: NSRange(location: 0, length: 0)) == nil)
            #expect(detector.numberOfMatches(in: "call 555-123-4567", range: NSRange(location: 4, length: 0)) == 0)
        }
        #expect(report.failures.isEmpty)
    }

    @Test("a data detector raises NSRangeException for a range outside the string, NSNotFound or overflowing, and finds nothing")
    func detectorRangesOutOfBounds() throws {
        let detector = try detector()
        let text = "call 555-123-4567"
        let length = (text as NSString).length
        let bad = [
            NSRange(location: NSNotFound, length: 0), NSRange(location: Int.max - 1, length: 5),
            NSRange(location: -1, length: 3), NSRange(location: 0, length: -1),
            NSRange(location: 0, length: length + 1), NSRange(location: length + 1, length: 0), NSRange(location: 2, length: Int.max),
        ]
        for range in bad {
            let report = DiffableFailures.record { #expect(detector.matches(in: text, range: range).isEmpty) }
            #expect(report.failures == [rangeFailure], "range \(range)")
        }
        var calls = 0
        let report = DiffableFailures.record {
            #expect(detector.firstMatch(in: text, range: NSRange(location: NSNotFound, length: 1)) == nil)
            #expect(detector.numberOfMatches(in: text, range: NSRange(location: 0, length: 99)) == 0)
            detector.enumerateMatches(in: text, range: NSRange(location: -5, length: 1)) { _, _, _ in calls += 1 }
        }
        #expect(report.failures == [rangeFailure, rangeFailure, rangeFailure] && calls == 0)
        // The whole string and an empty range at its end are within bounds.
        #expect(detector.numberOfMatches(in: text, range: NSRange(location: 0, length: length)) == 1)
        #expect(detector.numberOfMatches(in: text, range: NSRange(location: length, length: 0)) == 0)
    }

    @Test("a data detector reports UTF-16 ranges around emoji and combining marks, and survives a range splitting a surrogate pair")
    func detectorUnicode() throws {
        let detector = try detector()
        let text = "👍🏽 Café\u{301} call 555-123-4567 or see www.example.com 😀"
        let nsText = text as NSString
        let found = detector.matches(in: text, range: NSRange(location: 0, length: nsText.length))
        #expect(found.map { nsText.substring(with: $0.range) } == ["555-123-4567", "www.example.com"])
        #expect(found.compactMap(\.phoneNumber) == ["555-123-4567"] && found.compactMap(\.url?.absoluteString) == ["http://www.example.com"])
        // Location 1 is inside 👍's surrogate pair; the end cuts 😀's pair in half.
        let split = NSRange(location: 1, length: nsText.length - 2)
        let report = DiffableFailures.record {
            #expect(detector.matches(in: text, range: split).map { nsText.substring(with: $0.range) } == ["555-123-4567", "www.example.com"])
        }
        #expect(report.failures.isEmpty)
    }

    @Test("a data detector takes a run of more than fifteen digits for no phone number (E.164's longest is fifteen)")
    func detectorLongDigitRuns() throws {
        let detector = try detector()
        let run = String(repeating: "7", count: 5_000)
        #expect(detector.matches(in: run, range: NSRange(location: 0, length: 5_000)).isEmpty)
        #expect(detector.matches(in: "4111 1111 1111 1111", range: NSRange(location: 0, length: 19)).isEmpty)
        #expect(detector.firstMatch(in: "+44 20 7946 0958", range: NSRange(location: 0, length: 16))?.phoneNumber == "+44 20 7946 0958")
        #expect(detector.matches(in: "123456", range: NSRange(location: 0, length: 6)).isEmpty)
    }

    // MARK: String drawing

    @Test("boundingRect wraps nothing at greatestFiniteMagnitude width instead of trapping on Int(_:)")
    func boundingRectGreatestWidth() {
        let font = UIFont.systemFont(ofSize: 10)
        let rect = "hello world".boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: 55, height: font.lineHeight))
        let huge = ("a\nbb" as NSString).boundingRect(with: CGSize(width: 1e300, height: 1e300), options: .usesLineFragmentOrigin,
                                                      attributes: [.font: font], context: nil)
        #expect(huge == CGRect(x: 0, y: 0, width: 10, height: font.lineHeight * 2))
    }

    @Test("boundingRect with a zero, negative, infinite or not-a-number size wraps nothing and answers a finite rectangle")
    func boundingRectBadSizes() {
        let font = UIFont.systemFont(ofSize: 10)
        let sizes = [CGSize.zero, CGSize(width: -50, height: -5), CGSize(width: CGFloat.nan, height: .nan),
                     CGSize(width: CGFloat.infinity, height: .infinity), CGSize(width: -CGFloat.infinity, height: 0)]
        for size in sizes {
            let context = NSStringDrawingContext()
            let rect = "ab\ncde".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
            #expect(rect == CGRect(x: 0, y: 0, width: 15, height: font.lineHeight * 2), "size \(size)")
            #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
        }
        // A positive but tiny width puts one character on each line.
        let tiny = "abc".boundingRect(with: CGSize(width: 0.001, height: 0), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(tiny.size == CGSize(width: 5, height: font.lineHeight * 3))
    }

    @Test("an empty string measures zero wide and one line high; a zero, negative or not-a-number font measures as 12 points")
    func boundingRectEmptyAndBadFonts() {
        let twelve = UIFont.systemFont(ofSize: 12)
        #expect("".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                attributes: [.font: twelve], context: nil).size == CGSize(width: 0, height: twelve.lineHeight))
        #expect(NSAttributedString(string: "").size() == CGSize(width: 0, height: UIFont.systemFont(ofSize: 17).lineHeight))
        for size: CGFloat in [0, -4, .nan, .infinity, -.infinity] {
            let rect = "abcd".boundingRect(with: CGSize(width: 100, height: 100), options: [],
                                           attributes: [.font: UIFont.systemFont(ofSize: size)], context: nil)
            #expect(rect.size == CGSize(width: 24, height: twelve.lineHeight), "font size \(size)")
        }
        let attributed = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: -1)])
        #expect(attributed.boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil).width == 12)
    }

    // MARK: NSUbiquitousKeyValueStore

    @Test("the iCloud store raises NSInvalidArgumentException for a key longer than 64 bytes of UTF-8 and stores nothing")
    func ubiquitousKeyLength() {
        let store = NSUbiquitousKeyValueStore()
        let longest = String(repeating: "k", count: 64)
        let tooLong = String(repeating: "é", count: 33) // 33 characters, 66 bytes of UTF-8
        let report = DiffableFailures.record {
            store.set("fits", forKey: longest)
            store.set("too long", forKey: tooLong)
            store.set(Int64(1), forKey: longest + "x")
            store.set(nil as String?, forKey: tooLong) // a removal writes nothing: no failure
        }
        #expect(report.failures == [
            DiffableFailure(reason: "NSUbiquitousKeyValueStore: key '\(tooLong)' is too long.", name: "NSInvalidArgumentException"),
            DiffableFailure(reason: "NSUbiquitousKeyValueStore: key '\(longest)x' is too long.", name: "NSInvalidArgumentException"),
        ])
        #expect(store.string(forKey: longest) == "fits" && store.object(forKey: tooLong) == nil)
        #expect(store.dictionaryRepresentation.count == 1)
    }

    @Test("the iCloud store keeps an empty key, and reads not-a-number and huge doubles back without trapping")
    func ubiquitousOddValues() {
        let store = NSUbiquitousKeyValueStore()
        store.set("empty", forKey: "")
        #expect(store.string(forKey: "") == "empty")
        store.set(Double.nan, forKey: "nan")
        store.set(1e300, forKey: "huge")
        store.set(-Double.infinity, forKey: "low")
        #expect(store.double(forKey: "nan").isNaN && store.longLong(forKey: "nan") == 0 && store.bool(forKey: "nan"))
        #expect(store.longLong(forKey: "huge") == 0 && store.double(forKey: "huge") == 1e300)
        #expect(store.longLong(forKey: "low") == 0 && store.double(forKey: "low") == -.infinity)
        store.set(Int64.min, forKey: "min")
        #expect(store.longLong(forKey: "min") == .min && store.double(forKey: "min") == -9.223372036854775808e18)
    }

    // MARK: App groups

    @Test("containerURL gives nil for a group identifier no entitlement can name, so none reaches outside AppGroups")
    func appGroupBadIdentifiers() throws {
        for identifier in ["", ".", "..", "../escape", "group/nested", "/absolute", "nul\u{0}byte"] {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier) == nil, "\(identifier.debugDescription)")
        }
        let unknown = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.never.declared"))
        #expect(unknown.lastPathComponent == "group.never.declared" && unknown.deletingLastPathComponent().lastPathComponent == "AppGroups")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: unknown.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
#endif
