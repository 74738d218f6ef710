#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentContainer`: a container of content that adapts to sizes and to its
/// children's preferred sizes (`UIViewController` conforms). Main-actor isolated, as in the SDK.
/// Modelled where a controller's members are: setting a child's `preferredContentSize` tells its
/// parent; nothing resizes or rotates, so the transition methods are never called here.
@MainActor @preconcurrency
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container's content prefers.
    var preferredContentSize: CGSize { get }
    /// A child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size for a child within `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to take `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// A presentation controller is a content container, as in UIKit: its subclasses override
/// `size(forChildContentContainer:withParentContainerSize:)`.
extension UIPresentationController: UIContentContainer {}
#endif
