#if !canImport(UIKit)
import Foundation

/// The classes that collection and table views were told to make from a nib, with the nib. A
/// registered class is made by its `init()` (the initializer DiffableCompat's views call to make a
/// registered class, whichever way it was registered); a class registered from a nib is made
/// there the nib's way: `init?(coder:)`, its outlets connected, `awakeFromNib()`.
@MainActor
enum NibRegistrations {
    private static var nibs: [ObjectIdentifier: UINib] = [:]

    /// The nib `type` was last registered from, if any.
    static func nib(for type: AnyClass) -> UINib? { nibs[ObjectIdentifier(type)] }

    /// Records that `type` is made from `nib`.
    static func register(_ nib: UINib, for type: AnyClass) { nibs[ObjectIdentifier(type)] = nib }

    /// The class `nib` holds when it is a `kind`, for a view registered with `identifier`; else
    /// raises UIKit's failure (`Could not load NIB`, or `invalid nib registered for identifier`)
    /// and returns nil, so nothing is registered. UIKit raises these when it first dequeues the
    /// identifier; there is no file to read later here, so they are raised when registering.
    /// A ported nib (the app's `.xib`, nothing declared) must hold exactly one top-level object,
    /// of `kind`, as UIKit requires.
    static func viewClass<Kind: UIView>(in nib: UINib, as kind: Kind.Type, kindName: String, identifier: String) -> Kind.Type? {
        let invalid = DiffableFailure(reason: "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kindName) instance")
        if let ported = nib.ported {
            guard ported.objects.count == 1, let type = PortedNibs.objectClass(ported.objects[0], module: nib.callerModule) as? Kind.Type else {
                DiffableFailures.raise(invalid)
                return nil
            }
            return type
        }
        guard let type = nib.resolvedClass() else {
            DiffableFailures.raise(nib.couldNotLoad)
            return nil
        }
        guard let view = type as? Kind.Type else {
            DiffableFailures.raise(invalid)
            return nil
        }
        return view
    }

    /// Makes `object` the nib's way once its `init?(coder:)` has run: outlets, `awakeFromNib()`.
    static func finishLoading(_ object: NSObject, from nib: UINib) { nib.awake(object, owner: nil) }
}
#endif
