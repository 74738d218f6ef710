#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImagePickerController`, a navigation controller as in UIKit. Modelled as
/// bookkeeping: its source and media types are stored, and a headless device is a simulator's: the
/// photo library is available, the camera is not. `simulatePicking(_:)` and `simulateCancelling()`
/// (additions) are a user's pick and cancel. Its `delegate` is the navigation controller's, typed
/// `UINavigationControllerDelegate` (Swift cannot narrow a stored property's type as the SDK's
/// Objective-C does to `UIImagePickerControllerDelegate & UINavigationControllerDelegate`): an app
/// assigns itself as on iOS.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// UIKit's `UIImagePickerController.SourceType`. Modelled (see `isSourceTypeAvailable(_:)`).
    public enum SourceType: Int, @unchecked Sendable {
        /// The photo library. Modelled: available.
        case photoLibrary = 0
        /// The camera. Modelled: unavailable, as on a simulator.
        case camera = 1
        /// The saved photos album. Modelled: available.
        case savedPhotosAlbum = 2
    }

    /// UIKit's `UIImagePickerController.InfoKey`: the keys of a pick's info. Modelled: UIKit's names.
    public struct InfoKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The key's name. Modelled.
        public let rawValue: String
        /// A key named `rawValue`. Modelled.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key named `rawValue`. Modelled.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The media type (`public.image`). Modelled.
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        /// The picked image. Modelled.
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        /// The edited image. Modelled.
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        /// The crop rectangle. Modelled.
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        /// A movie's file URL. Modelled.
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        /// An image's file URL. Modelled.
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        /// A new photo's metadata. Modelled.
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        /// A Live Photo. Modelled.
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        /// The Photos asset. Modelled.
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        /// The asset library URL (deprecated in iOS 11). Modelled.
        @available(iOS, deprecated: 11.0, message: "Use phAsset")
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
    }

    /// Whether `sourceType` is available: the photo library and saved photos, not the camera (a
    /// headless device is a simulator's). Modelled.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types `sourceType` offers: images and movies, nil for the unavailable camera. Modelled.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Where the picker picks from. Shape only: stored (UIKit raises for an unavailable source when
    /// presented; nothing is presented here).
    open var sourceType = SourceType.photoLibrary
    /// The media types offered. Shape only: stored (`public.image` by default, as UIKit's).
    open var mediaTypes = ["public.image"]
    /// Whether the user may edit the pick. Shape only: stored.
    open var allowsEditing = false

    /// UIKit's `UIImagePickerController.CameraDevice`. Shape only: UIKit's raw values.
    public enum CameraDevice: Int, Sendable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }
    /// UIKit's `UIImagePickerController.CameraCaptureMode`. Shape only: UIKit's raw values.
    public enum CameraCaptureMode: Int, Sendable {
        /// Still pictures.
        case photo = 0
        /// Movies.
        case video = 1
    }
    /// UIKit's `UIImagePickerController.CameraFlashMode`. Shape only: UIKit's raw values.
    public enum CameraFlashMode: Int, Sendable {
        /// Never flash.
        case off = -1
        /// Flash when the light is low.
        case auto = 0
        /// Always flash.
        case on = 1
    }
    /// UIKit's `UIImagePickerController.QualityType`: a recorded or transcoded movie's quality.
    /// Shape only: UIKit's raw values.
    public enum QualityType: Int, Sendable {
        /// Shape only.
        case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
    }
    /// UIKit's `UIImagePickerController.ImageURLExportPreset` (iOS 11). Shape only: UIKit's raw values.
    public enum ImageURLExportPreset: Int, Sendable {
        /// The most compatible format (JPEG).
        case compatible = 0
        /// The format the image is stored in (HEIF, say).
        case current = 1
    }

    /// Whether `cameraDevice` is on this device. Shape only: false, as `isSourceTypeAvailable(.camera)`
    /// (a headless host has no camera).
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// Whether `cameraDevice` has a flash. Shape only: false (no camera).
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    /// The capture modes `cameraDevice` offers (`CameraCaptureMode` raw values). Shape only: nil (no
    /// camera).
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// The camera used. Shape only: stored, `.rear` by default, as UIKit's.
    open var cameraDevice = CameraDevice.rear
    /// Photos or movies. Shape only: stored, `.photo` by default.
    open var cameraCaptureMode = CameraCaptureMode.photo
    /// The flash. Shape only: stored, `.auto` by default.
    open var cameraFlashMode = CameraFlashMode.auto
    /// The quality of recorded movies. Shape only: stored, `.typeMedium` by default.
    open var videoQuality = QualityType.typeMedium
    /// The longest movie recorded, in seconds. Shape only: stored, 600 (ten minutes) by default.
    open var videoMaximumDuration: TimeInterval = 600
    /// Whether the camera's own controls show. Shape only: stored, true by default.
    open var showsCameraControls = true
    /// A view drawn over the camera's preview. Shape only: stored.
    open var cameraOverlayView: UIView?
    /// The transform applied to the camera's preview. Shape only: stored, the identity by default.
    open var cameraViewTransform = CGAffineTransform.identity
    /// The format picked images are exported in (iOS 11). Shape only: stored, `.compatible` by
    /// default.
    open var imageExportPreset = ImageURLExportPreset.compatible

    /// Takes a picture with the camera. Shape only: nothing happens (there is no camera); a test
    /// calls `simulatePicking(_:)` for the delegate's answer.
    open func takePicture() {}
    /// Starts recording a movie. Shape only: false (there is no camera).
    @discardableResult
    open func startVideoCapture() -> Bool { false }
    /// Stops recording a movie. Shape only: nothing happens.
    open func stopVideoCapture() {}

    /// A user's pick (an addition): tells the delegate, if it is a
    /// `UIImagePickerControllerDelegate`, `imagePickerController(_:didFinishPickingMediaWithInfo:)`
    /// with `info`; the delegate dismisses the picker, as on iOS. Modelled.
    public func simulatePicking(_ info: [InfoKey: Any]) {
        (delegate as? any UIImagePickerControllerDelegate)?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// A user's cancel (an addition): tells the delegate `imagePickerControllerDidCancel(_:)`
    /// (whose default dismisses the picker); with no such delegate the picker is dismissed, as
    /// UIKit does. Modelled.
    public func simulateCancelling() {
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
#endif
