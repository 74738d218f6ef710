#if !canImport(UIKit)
import Foundation
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif

/// UIKit's `UIDocumentPickerViewController`. Modelled as bookkeeping: it keeps what it was made
/// for (content types, URLs to export, copy or not) and its options, and is presented as any
/// controller (nothing appears; there is no Files app). `simulatePicking(_:)` and
/// `simulateCancelling()` (additions) are a user's pick and cancel: the picker is dismissed and
/// its delegate told, as UIKit does.
@MainActor @preconcurrency
open class UIDocumentPickerViewController: UIViewController {
    /// The types offered for opening (empty when exporting). Modelled (an addition: UIKit keeps
    /// them private).
    public let contentTypes: [UTType]
    /// The documents to export (empty when opening). Modelled (an addition).
    public let exportedURLs: [URL]
    /// Whether the documents are copied rather than opened or moved in place. Modelled (an addition).
    public let asCopy: Bool
    private let mode: UInt
    /// Told of a pick or a cancel. Modelled (weak, as UIKit's).
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether several documents may be picked. Modelled: `simulatePicking(_:)` keeps only the
    /// first URL when false.
    open var allowsMultipleSelection = false
    /// Whether filename extensions show. Shape only: stored.
    open var shouldShowFileExtensions = false
    /// The directory shown first. Shape only: stored.
    open var directoryURL: URL?

    /// A picker for opening documents of `contentTypes`, copies when `asCopy`. Modelled.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        mode = asCopy ? 0 : 1
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for opening documents of `contentTypes` in place. Modelled.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker for exporting `urls`, copies when `asCopy` (else moved). Modelled.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        mode = asCopy ? 2 : 3
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for exporting copies of `urls`. Modelled.
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: true) }

    /// A picker for the type identifiers `allowedUTIs` in `mode` (deprecated in iOS 14). Modelled:
    /// identifiers this small `UTType` does not list are kept as declared types.
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use init(forOpeningContentTypes:asCopy:)")
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        contentTypes = allowedUTIs.map { UTType($0) ?? UTType(importedAs: $0) }
        exportedURLs = []
        asCopy = mode == .import || mode == .exportToService
        self.mode = mode.rawValue
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker exporting or moving `url` (deprecated in iOS 14). Modelled.
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use init(forExporting:asCopy:)")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) { self.init(urls: [url], in: mode) }

    /// A picker exporting or moving `urls` (deprecated in iOS 14). Modelled.
    @available(iOS, introduced: 11.0, deprecated: 14.0, message: "Use init(forExporting:asCopy:)")
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        contentTypes = []
        exportedURLs = urls
        asCopy = mode != .moveToService
        self.mode = mode.rawValue
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker decoded from an archive. Shape only: opens anything, in place.
    public required init?(coder: NSCoder) {
        contentTypes = [.item]
        exportedURLs = []
        asCopy = false
        mode = 1
        super.init(coder: coder)
    }

    /// The mode it was made in (deprecated in iOS 14). Modelled.
    @available(iOS, deprecated: 14.0)
    open var documentPickerMode: UIDocumentPickerMode { UIDocumentPickerMode(rawValue: mode) ?? .open }

    /// A user's pick of `urls` (an addition). Modelled as UIKit reports it: the picker is dismissed
    /// and the delegate told `documentPicker(_:didPickDocumentsAt:)` with the URLs (the first only,
    /// unless `allowsMultipleSelection`). An empty pick does nothing.
    public func simulatePicking(_ urls: [URL]) {
        guard !urls.isEmpty else { return }
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: allowsMultipleSelection ? urls : [urls[0]])
    }

    /// A user's cancel (an addition): the picker is dismissed and the delegate told
    /// `documentPickerWasCancelled(_:)`. Modelled.
    public func simulateCancelling() {
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }
}
#endif
