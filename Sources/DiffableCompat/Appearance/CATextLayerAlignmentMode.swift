#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CATextLayerAlignmentMode`: how a text layer aligns its lines. Shape only: Core
/// Animation's raw values; nothing is drawn.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: Core Animation's default. Shape only.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Shape only.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Shape only.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Shape only.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Shape only.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
#endif
