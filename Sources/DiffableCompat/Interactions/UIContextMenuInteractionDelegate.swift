#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContextMenuInteractionDelegate`. The configuration is required, as in UIKit; the
/// rest are optional there and have UIKit's defaults here (see the note on `?(` in the collection
/// view delegate). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The menu for a long press at `location`, or nil for none. Modelled: asked by
    /// `UIContextMenuInteraction.contextMenuConfiguration(at:)`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration?
    /// The preview shown while the menu appears (iOS 16). Default: the deprecated method's answer.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The preview the menu dismisses to (iOS 16). Default: the deprecated method's answer.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The preview shown while the menu appears (deprecated in iOS 16). Default nil.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview the menu dismisses to (deprecated in iOS 16). Default nil.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the preview. Shape only: nothing taps it. Default: nothing.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to appear. Shape only: nothing shows it. Default: nothing.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to go. Shape only: nothing shows it. Default: nothing.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// The deprecated method's answer, as UIKit falls back to it. Modelled.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }
    /// The deprecated method's answer, as UIKit falls back to it. Modelled.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }
    /// Nil: UIKit previews the interaction's view. Modelled.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nil. Modelled.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing. Shape only.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Nothing. Shape only.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing. Shape only.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}
#endif
