#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): the coder a headless nib hands `init?(coder:)`: keyed, and
/// holding nothing, so a class that decodes its own values reads nil, false and zero, and its
/// outlets stay nil. Modelled.
///
/// Public for the port step (`diffbench-port`): a cell that only a nib makes defines
/// `init?(coder:)` alone, so it does not inherit the `init()` DiffableCompat's cells and reusable
/// views require (how a collection or table view makes a registered class); the port adds one
/// that is made the nib's way:
///
/// ```swift
/// required convenience init() {
///     self.init(coder: HeadlessNibCoder())!
///     HeadlessNibCoder.finishLoading(self)
/// }
/// ```
public final class HeadlessNibCoder: NSCoder {
    /// An empty coder. Modelled.
    public override init() { super.init() }

    /// True: a nib's coder is keyed. Modelled.
    public override var allowsKeyedCoding: Bool { true }
    /// False: the coder holds nothing. Modelled.
    public override func containsValue(forKey key: String) -> Bool { false }
    /// Nil. Modelled.
    public override func decodeObject(forKey key: String) -> Any? { nil }
    /// Nil. Modelled.
    public override func decodeObject() -> Any? { nil }
    /// False. Modelled.
    public override func decodeBool(forKey key: String) -> Bool { false }
    /// Zero. Modelled.
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    /// Zero. Modelled.
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    /// Zero. Modelled.
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    /// Zero. Modelled.
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    /// Zero. Modelled.
    public override func decodeFloat(forKey key: String) -> Float { 0 }

    /// What a nib does once `view`'s `init?(coder:)` has run, when a collection or table view makes
    /// it from a nib registration (`register(_:forCellReuseIdentifier:)` with a `UINib`): connects
    /// the outlets a test declared (`UINib.setHeadlessContents(ofNibNamed:_:connectingOutlets:)`),
    /// or builds it as the app's xib's top-level object (its views, outlets and actions; see `UINib`),
    /// then calls `awakeFromNib()`, as the `init()` of DiffableCompat's cells does for a class that
    /// inherits it. Does nothing for a class registered without a nib (UIKit would call
    /// `init(frame:)` on it, which such a class does not implement). Modelled.
    @MainActor
    public static func finishLoading(_ view: UIView) {
        guard let nib = NibRegistrations.nib(for: type(of: view)) else { return }
        NibRegistrations.finishLoading(view, from: nib)
    }
}
#endif
