import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("DiffableCompat: fonts (descriptors, metrics, content sizes) and the Foundation names UIKit code expects")
struct FontAndFoundationGapTests {
    @Test("content-size categories are UIKit's twelve, ordered as UIKit compares them; five are accessibility sizes")
    func contentSizeCategoriesOrder() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect([UIContentSizeCategory.large, .small, .accessibilityLarge].sorted() == [.small, .large, .accessibilityLarge])
        #expect(UIContentSizeCategory.medium.rawValue == "UICTContentSizeCategoryM")
    }

    @Test("UIFontMetrics leaves a font at the headless large size and scales it by the body ratio at another size, within a maximum")
    func fontMetricsScale() {
        let custom = UIFont.systemFont(ofSize: 22, weight: .bold)
        let scaled = UIFontMetrics.default.scaledFont(for: custom)
        #expect(scaled.pointSize == 22 && scaled.weight == .bold && scaled.textStyle == .body)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: custom, compatibleWith: huge).pointSize == 69)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 24) == 24 && UIFont.TextStyle.title1.metrics.textStyle == .title1)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 14)
    }

    @Test("a font descriptor's traits make a bold or italic font again; UIFont(descriptor:size:) reads the descriptor back")
    func fontDescriptorRoundTrip() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17 && body.object(forKey: .textStyle) as? UIFont.TextStyle == .body)
        let bold = try #require(body.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(bold.symbolicTraits == [.traitBold, .traitItalic])
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.fontDescriptor.symbolicTraits.contains(.traitItalic) && font.textStyle == .body)
        let weighted = UIFontDescriptor(fontAttributes: [.family: "Avenir", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(UIFont(descriptor: weighted, size: 12).weight == .semibold && UIFont(descriptor: weighted, size: 12).fontName == "Avenir")
        #expect(UIFontDescriptor(name: "Avenir-Heavy", size: 10).withDesign(.rounded) == nil, "a named font has no system design")
        #expect(body.withDesign(.rounded) != nil && body.withSize(30).pointSize == 30)
        let copied = UIFont(descriptor: UIFont.boldSystemFont(ofSize: 13).fontDescriptor, size: 0)
        #expect(copied == UIFont.boldSystemFont(ofSize: 13), "a font made from its own descriptor is the same font")
    }

    @Test("UserDefaults answers setValue(_:forKey:) and value(forKey:) as its key-value coding does; nil removes the key")
    func userDefaultsKeyValueCoding() throws {
        let defaults = try #require(UserDefaults(suiteName: "FontAndFoundationGapTests"))
        defer { defaults.removePersistentDomain(forName: "FontAndFoundationGapTests") }
        defaults.setValue(42, forKey: "movieID")
        #expect(defaults.value(forKey: "movieID") as? Int == 42 && defaults.integer(forKey: "movieID") == 42)
        defaults.setValue(nil, forKey: "movieID")
        #expect(defaults.value(forKey: "movieID") == nil)
    }

    @Test("NSString.localizedStringWithFormat formats as String(format:) does")
    func localizedStringWithFormat() {
        let title = NSString.localizedStringWithFormat("Mark all as read in “%@”" as NSString, "Inbox") as String
        #expect(title == "Mark all as read in “Inbox”")
    }
}
