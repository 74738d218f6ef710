#if !canImport(UIKit)
import Foundation

/// The fonts iOS ships, by family and PostScript name, as `UIFont.familyNames` and
/// `UIFont.fontNames(forFamilyName:)` print them on an iOS 18 device: transcribed from a public
/// printout of that output (a SwiftUI font browser, FontDisplayView.swift, April 2025, found with the
/// `code` search), cross-checked against an earlier device printout (ace68723/chanmao_app
/// App/Components/font.js) and Apple's "iOS Fonts" gists of the same loop. Left out: "Super Bread"
/// (the printout's author added it by hand) and the families without fonts older iOS listed
/// ("Heiti SC", "Heiti TC"). "Impact" is kept as the printout has it (a guess: older lists lack it).
/// Each line is a family, a `|`, and its faces' PostScript names, the regular face first (the one a
/// family name resolves to). Modelled: data only.
enum InstalledFonts {
    static let table = """
        Academy Engraved LET|AcademyEngravedLetPlain
        Al Nile|AlNile AlNile-Bold
        American Typewriter|AmericanTypewriter AmericanTypewriter-Light AmericanTypewriter-Semibold AmericanTypewriter-Bold AmericanTypewriter-Condensed AmericanTypewriter-CondensedLight AmericanTypewriter-CondensedBold
        Apple Color Emoji|AppleColorEmoji
        Apple SD Gothic Neo|AppleSDGothicNeo-Regular AppleSDGothicNeo-Thin AppleSDGothicNeo-UltraLight AppleSDGothicNeo-Light AppleSDGothicNeo-Medium AppleSDGothicNeo-SemiBold AppleSDGothicNeo-Bold
        Apple Symbols|AppleSymbols
        Arial|ArialMT Arial-ItalicMT Arial-BoldMT Arial-BoldItalicMT
        Arial Hebrew|ArialHebrew ArialHebrew-Light ArialHebrew-Bold
        Arial Rounded MT Bold|ArialRoundedMTBold
        Avenir|Avenir-Book Avenir-Roman Avenir-BookOblique Avenir-Oblique Avenir-Light Avenir-LightOblique Avenir-Medium Avenir-MediumOblique Avenir-Heavy Avenir-HeavyOblique Avenir-Black Avenir-BlackOblique
        Avenir Next|AvenirNext-Regular AvenirNext-Italic AvenirNext-UltraLight AvenirNext-UltraLightItalic AvenirNext-Medium AvenirNext-MediumItalic AvenirNext-DemiBold AvenirNext-DemiBoldItalic AvenirNext-Bold AvenirNext-BoldItalic AvenirNext-Heavy AvenirNext-HeavyItalic
        Avenir Next Condensed|AvenirNextCondensed-Regular AvenirNextCondensed-Italic AvenirNextCondensed-UltraLight AvenirNextCondensed-UltraLightItalic AvenirNextCondensed-Medium AvenirNextCondensed-MediumItalic AvenirNextCondensed-DemiBold AvenirNextCondensed-DemiBoldItalic AvenirNextCondensed-Bold AvenirNextCondensed-BoldItalic AvenirNextCondensed-Heavy AvenirNextCondensed-HeavyItalic
        Baskerville|Baskerville Baskerville-Italic Baskerville-SemiBold Baskerville-SemiBoldItalic Baskerville-Bold Baskerville-BoldItalic
        Bodoni 72|BodoniSvtyTwoITCTT-Book BodoniSvtyTwoITCTT-BookIta BodoniSvtyTwoITCTT-Bold
        Bodoni 72 Oldstyle|BodoniSvtyTwoOSITCTT-Book BodoniSvtyTwoOSITCTT-BookIt BodoniSvtyTwoOSITCTT-Bold
        Bodoni 72 Smallcaps|BodoniSvtyTwoSCITCTT-Book
        Bodoni Ornaments|BodoniOrnamentsITCTT
        Bradley Hand|BradleyHandITCTT-Bold
        Chalkboard SE|ChalkboardSE-Regular ChalkboardSE-Light ChalkboardSE-Bold
        Chalkduster|Chalkduster
        Charter|Charter-Roman Charter-Italic Charter-Bold Charter-BoldItalic Charter-Black Charter-BlackItalic
        Cochin|Cochin Cochin-Italic Cochin-Bold Cochin-BoldItalic
        Copperplate|Copperplate Copperplate-Light Copperplate-Bold
        Courier New|CourierNewPSMT CourierNewPS-ItalicMT CourierNewPS-BoldMT CourierNewPS-BoldItalicMT
        DIN Alternate|DINAlternate-Bold
        DIN Condensed|DINCondensed-Bold
        Damascus|Damascus DamascusLight DamascusMedium DamascusSemiBold DamascusBold
        Devanagari Sangam MN|DevanagariSangamMN DevanagariSangamMN-Bold
        Didot|Didot Didot-Italic Didot-Bold
        Euphemia UCAS|EuphemiaUCAS EuphemiaUCAS-Italic EuphemiaUCAS-Bold
        Farah|Farah
        Futura|Futura-Medium Futura-MediumItalic Futura-Bold Futura-CondensedMedium Futura-CondensedExtraBold
        Galvji|Galvji Galvji-Bold
        Geeza Pro|GeezaPro GeezaPro-Bold
        Georgia|Georgia Georgia-Italic Georgia-Bold Georgia-BoldItalic
        Gill Sans|GillSans GillSans-Italic GillSans-Light GillSans-LightItalic GillSans-SemiBold GillSans-SemiBoldItalic GillSans-Bold GillSans-BoldItalic GillSans-UltraBold
        Grantha Sangam MN|GranthaSangamMN-Regular GranthaSangamMN-Bold
        Helvetica|Helvetica Helvetica-Oblique Helvetica-Light Helvetica-LightOblique Helvetica-Bold Helvetica-BoldOblique
        Helvetica Neue|HelveticaNeue HelveticaNeue-Italic HelveticaNeue-UltraLight HelveticaNeue-UltraLightItalic HelveticaNeue-Thin HelveticaNeue-ThinItalic HelveticaNeue-Light HelveticaNeue-LightItalic HelveticaNeue-Medium HelveticaNeue-MediumItalic HelveticaNeue-Bold HelveticaNeue-BoldItalic HelveticaNeue-CondensedBold HelveticaNeue-CondensedBlack
        Hiragino Maru Gothic ProN|HiraMaruProN-W4
        Hiragino Mincho ProN|HiraMinProN-W3 HiraMinProN-W6
        Hiragino Sans|HiraginoSans-W3 HiraginoSans-W4 HiraginoSans-W5 HiraginoSans-W6 HiraginoSans-W7 HiraginoSans-W8
        Hoefler Text|HoeflerText-Regular HoeflerText-Italic HoeflerText-Black HoeflerText-BlackItalic
        Impact|Impact
        Kailasa|Kailasa Kailasa-Bold
        Kefa|Kefa-Regular
        Khmer Sangam MN|KhmerSangamMN
        Kohinoor Bangla|KohinoorBangla-Regular KohinoorBangla-Light KohinoorBangla-Semibold
        Kohinoor Devanagari|KohinoorDevanagari-Regular KohinoorDevanagari-Light KohinoorDevanagari-Semibold
        Kohinoor Gujarati|KohinoorGujarati-Regular KohinoorGujarati-Light KohinoorGujarati-Bold
        Kohinoor Telugu|KohinoorTelugu-Regular KohinoorTelugu-Light KohinoorTelugu-Medium
        Lao Sangam MN|LaoSangamMN
        Malayalam Sangam MN|MalayalamSangamMN MalayalamSangamMN-Bold
        Marker Felt|MarkerFelt-Thin MarkerFelt-Wide
        Menlo|Menlo-Regular Menlo-Italic Menlo-Bold Menlo-BoldItalic
        Mishafi|DiwanMishafi
        Mukta Mahee|MuktaMahee-Regular MuktaMahee-Light MuktaMahee-Bold
        Myanmar Sangam MN|MyanmarSangamMN MyanmarSangamMN-Bold
        Noteworthy|Noteworthy-Light Noteworthy-Bold
        Noto Nastaliq Urdu|NotoNastaliqUrdu NotoNastaliqUrdu-Bold
        Noto Sans Kannada|NotoSansKannada-Regular NotoSansKannada-Light NotoSansKannada-Bold
        Noto Sans Myanmar|NotoSansMyanmar-Regular NotoSansMyanmar-Light NotoSansMyanmar-Bold
        Noto Sans Oriya|NotoSansOriya NotoSansOriya-Bold
        Noto Sans Syriac|NotoSansSyriac-Regular NotoSansSyriac-Regular_Thin NotoSansSyriac-Regular_ExtraLight NotoSansSyriac-Regular_Light NotoSansSyriac-Regular_Medium NotoSansSyriac-Regular_SemiBold NotoSansSyriac-Regular_Bold NotoSansSyriac-Regular_ExtraBold NotoSansSyriac-Regular_Black
        Optima|Optima-Regular Optima-Italic Optima-Bold Optima-BoldItalic Optima-ExtraBlack
        Palatino|Palatino-Roman Palatino-Italic Palatino-Bold Palatino-BoldItalic
        Papyrus|Papyrus Papyrus-Condensed
        Party LET|PartyLetPlain
        PingFang HK|PingFangHK-Regular PingFangHK-Ultralight PingFangHK-Thin PingFangHK-Light PingFangHK-Medium PingFangHK-Semibold
        PingFang MO|PingFangMO-Regular PingFangMO-Ultralight PingFangMO-Thin PingFangMO-Light PingFangMO-Medium PingFangMO-Semibold
        PingFang SC|PingFangSC-Regular PingFangSC-Ultralight PingFangSC-Thin PingFangSC-Light PingFangSC-Medium PingFangSC-Semibold
        PingFang TC|PingFangTC-Regular PingFangTC-Ultralight PingFangTC-Thin PingFangTC-Light PingFangTC-Medium PingFangTC-Semibold
        Rockwell|Rockwell-Regular Rockwell-Italic Rockwell-Bold Rockwell-BoldItalic
        STIX Two Math|STIXTwoMath-Regular
        STIX Two Text|STIXTwoText STIXTwoText-Italic STIXTwoText_Medium STIXTwoText-Italic_Medium-Italic STIXTwoText_SemiBold STIXTwoText-Italic_SemiBold-Italic STIXTwoText_Bold STIXTwoText-Italic_Bold-Italic
        Savoye LET|SavoyeLetPlain
        Sinhala Sangam MN|SinhalaSangamMN SinhalaSangamMN-Bold
        Snell Roundhand|SnellRoundhand SnellRoundhand-Bold SnellRoundhand-Black
        Symbol|Symbol
        Tamil Sangam MN|TamilSangamMN TamilSangamMN-Bold
        Thonburi|Thonburi Thonburi-Light Thonburi-Bold
        Times New Roman|TimesNewRomanPSMT TimesNewRomanPS-ItalicMT TimesNewRomanPS-BoldMT TimesNewRomanPS-BoldItalicMT
        Trebuchet MS|TrebuchetMS TrebuchetMS-Italic TrebuchetMS-Bold Trebuchet-BoldItalic
        Verdana|Verdana Verdana-Italic Verdana-Bold Verdana-BoldItalic
        Zapf Dingbats|ZapfDingbatsITC
        Zapfino|Zapfino
        """

    /// The families in the table's order, each with its faces' PostScript names.
    static let families: [(family: String, fonts: [String])] = table.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "|", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), parts[1].split(separator: " ").map(String.init))
    }
}
#endif

#if !canImport(UIKit)
extension InstalledFonts {
    /// Each face's canonical PostScript name and family, by its lowercased PostScript name.
    static let byName: [String: (name: String, family: String)] = {
        var names: [String: (name: String, family: String)] = [:]
        for (family, fonts) in families {
            for font in fonts { names[font.lowercased()] = (font, family) }
        }
        return names
    }()

    /// Each family's canonical name and faces, by its lowercased name.
    static let byFamily: [String: (family: String, fonts: [String])] = {
        var byFamily: [String: (family: String, fonts: [String])] = [:]
        for entry in families { byFamily[entry.family.lowercased()] = entry }
        return byFamily
    }()
}
#endif
