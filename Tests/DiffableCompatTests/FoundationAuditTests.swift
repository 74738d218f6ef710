#if !canImport(ObjectiveC)
import DiffableCompat
import Foundation
import Testing

/// What an app's `String` extension computes for a label's height, as the common snippet writes it.
private extension String {
    func height(withConstrainedWidth width: CGFloat, font: UIFont) -> CGFloat {
        let constraintRect = CGSize(width: width, height: .greatestFiniteMagnitude)
        let boundingBox = boundingRect(with: constraintRect, options: .usesLineFragmentOrigin,
                                       attributes: [.font: font], context: nil)
        return ceil(boundingBox.height)
    }
}

@MainActor
@Suite("DiffableCompat: the Foundation audit's members, called as apps call them")
struct FoundationAuditTests {
    @Test func boundingRectWrapsWithLineFragmentOriginAndKeepsOneLineWithout() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = String(repeating: "a", count: 25)
        // 5 points a character: 20 characters fit in 100 points, so 25 take two lines.
        #expect(text.height(withConstrainedWidth: 100, font: font) == ceil(2 * font.lineHeight))
        let wrapped = NSString(string: text).boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                                          options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                          attributes: [.font: font], context: nil)
        #expect(wrapped.width == 100)
        let single = (text as NSString).boundingRect(with: CGSize(width: 100, height: 100), options: [],
                                                     attributes: [.font: font], context: nil)
        #expect(single.width == 125)
        #expect(single.height == font.lineHeight)
        #expect("a\nbb".boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font], context: nil).height == 2 * font.lineHeight)
    }

    @Test func boundingRectStopsAtTheLinesTheHeightHoldsAndFillsTheContext() {
        let font = UIFont.systemFont(ofSize: 10)
        let context = NSStringDrawingContext()
        #expect(context.minimumScaleFactor == 0)
        context.minimumScaleFactor = 0.5
        let rect = String(repeating: "word ", count: 40).boundingRect(
            with: CGSize(width: 50, height: font.lineHeight * 3.5), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: context)
        #expect(rect.height == 3 * font.lineHeight)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    @Test func attributedStringMeasuresWithItsFont() {
        let font = UIFont.systemFont(ofSize: 20)
        let attributed = NSAttributedString(string: "abcd", attributes: [.font: font])
        #expect(attributed.size() == CGSize(width: 40, height: font.lineHeight))
        let rect = attributed.boundingRect(with: CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude),
                                           options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.height == 2 * font.lineHeight)
        #expect(NSAttributedString(string: "").size().width == 0)
    }

    @Test func processInfoReportsAHeadlessDevicesPowerAndThermalState() {
        let info = ProcessInfo.processInfo
        #expect(info.isLowPowerModeEnabled == false)
        #expect(info.thermalState == .nominal)
        #expect(info.thermalState.rawValue < ProcessInfo.ThermalState.serious.rawValue)
        #expect(ProcessInfo.ThermalState(rawValue: 3) == .critical)
        #expect(ProcessInfo.thermalStateDidChangeNotification.rawValue == "NSProcessInfoThermalStateDidChangeNotification")
        #expect(Notification.Name.NSProcessInfoPowerStateDidChange.rawValue == "NSProcessInfoPowerStateDidChangeNotification")
    }

    @Test func urlDirectoriesAreFileURLsAppsAppendTo() {
        let store = URL.documentsDirectory.appendingPathComponent("history.plist")
        #expect(store.isFileURL)
        #expect(store.lastPathComponent == "history.plist")
        for directory in [URL.documentsDirectory, .cachesDirectory, .applicationSupportDirectory, .libraryDirectory] {
            #expect(directory.isFileURL)
            #expect(directory.path.hasPrefix("/"))
        }
        #expect(URL.documentsDirectory != URL.cachesDirectory)
    }

    @Test func relativeDateTimeFormatterWritesEnglishPhrases() {
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.unitsStyle == .full)
        #expect(formatter.dateTimeStyle == .numeric)
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(formatter.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now) == "2 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(300), relativeTo: now) == "in 5 minutes")
        #expect(formatter.localizedString(fromTimeInterval: -1) == "1 second ago")
        #expect(formatter.localizedString(fromTimeInterval: -86_400 * 3) == "3 days ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(fromTimeInterval: -7_200) == "2h ago")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(fromTimeInterval: 60 * 45) == "in 45 min.")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(fromTimeInterval: -86_400) == "yesterday")
        #expect(formatter.localizedString(fromTimeInterval: 0) == "now")
        #expect(formatter.localizedString(fromTimeInterval: 86_400 * 8) == "next week")
        #expect(formatter.localizedString(fromTimeInterval: -86_400 * 2) == "2 days ago")
        var components = DateComponents()
        components.month = -3
        formatter.dateTimeStyle = .numeric
        #expect(formatter.localizedString(from: components) == "3 months ago")
        #expect(formatter.string(for: "not a date") == nil)
        #expect(formatter.string(for: Date().addingTimeInterval(-3_700)) == "1 hour ago")
    }
    @Test func appGroupContainerIsAWritableDirectory() throws {
        let container = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.audit"))
        #expect(container.lastPathComponent == "group.com.example.audit")
        let file = container.appendingPathComponent("widget.json")
        try Data("{}".utf8).write(to: file)
        #expect(try Data(contentsOf: file) == Data("{}".utf8))
        try FileManager.default.removeItem(at: file)
    }

    @Test("no iCloud account: no identity token and no ubiquity container, so an app takes its local store")
    func noICloudAccount() {
        let token = FileManager.default.ubiquityIdentityToken
        #expect(token == nil)
        #expect(FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil)
        #expect(FileManager.default.url(forUbiquityContainerIdentifier: "iCloud.com.example.app") == nil)
        // Bad input: an empty, huge, path-like or NUL-holding identifier is answered the same way, without a trap.
        for identifier in ["", String(repeating: "x", count: 100_000), "../../etc", "a\u{0}b"] {
            #expect(FileManager.default.url(forUbiquityContainerIdentifier: identifier) == nil)
        }
        // As apps test it before they choose a CloudKit-backed store.
        let usesCloud = FileManager.default.ubiquityIdentityToken != nil
        #expect(!usesCloud)
    }

    @Test func ubiquitousStoreReadsBackWhatIsSet() {
        let store = NSUbiquitousKeyValueStore()
        store.set(["a", "b"], forKey: "ids")
        store.set(Int64(7), forKey: "hour")
        store.set(true, forKey: "flag")
        store.set("x", forKey: "name")
        store.set(2.5, forKey: "ratio")
        #expect(store.array(forKey: "ids") as? [String] == ["a", "b"])
        #expect(store.longLong(forKey: "hour") == 7)
        #expect(store.double(forKey: "hour") == 7)
        #expect(store.bool(forKey: "flag"))
        #expect(store.string(forKey: "name") == "x")
        #expect(store.double(forKey: "ratio") == 2.5)
        #expect(store.longLong(forKey: "missing") == 0)
        #expect(store.dictionaryRepresentation.count == 5)
        store.removeObject(forKey: "name")
        #expect(store.string(forKey: "name") == nil)
        #expect(store.synchronize())
        #expect(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)
        #expect(NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue == "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    }
    @Test func dataDetectorFindsLinksAndPhoneNumbersAsAppsReadThem() throws {
        let text = "See https://example.com/a?b=1, write to me@example.org or call +1 (555) 123-4567. Also www.swift.org."
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue
                                          | NSTextCheckingResult.CheckingType.phoneNumber.rawValue)
        let matches = detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text))
        #expect(matches.compactMap(\.url?.absoluteString) == ["https://example.com/a?b=1", "mailto:me@example.org", "http://www.swift.org"])
        #expect(matches.compactMap(\.phoneNumber) == ["+1 (555) 123-4567"])
        #expect(matches.map(\.resultType) == [.link, .link, .phoneNumber, .link])
        let first = try #require(detector.firstMatch(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length)))
        #expect((text as NSString).substring(with: first.range) == "https://example.com/a?b=1")
        var seen = 0
        detector.enumerateMatches(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length)) { _, _, stop in
            seen += 1
            if seen == 2 { stop.pointee = true }
        }
        #expect(seen == 2)
        let linksOnly = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        #expect(linksOnly.numberOfMatches(in: "no links here", range: NSRange(location: 0, length: 13)) == 0)
        let report = DiffableFailures.record {
            #expect(linksOnly.matches(in: "short", range: NSRange(location: 3, length: 10)).isEmpty)
        }
        #expect(report.failures.map(\.name) == ["NSRangeException"])
    }

    @Test("NSInteger and NSUInteger are Int and UInt; autoreleasepool runs its body, returns its result and rethrows")
    func objectiveCFoundationAliases() throws {
        let count: NSInteger = Int.max
        let size: NSUInteger = UInt.max
        #expect(count == Int.max && size == UInt.max)
        var ran = 0
        let result = autoreleasepool { () -> [Int] in
            ran += 1
            return (0..<3).map { $0 * 2 }
        }
        #expect(result == [0, 2, 4] && ran == 1)
        struct Failed: Error {}
        #expect(throws: Failed.self) { try autoreleasepool { throw Failed() } }
    }
}
#endif
