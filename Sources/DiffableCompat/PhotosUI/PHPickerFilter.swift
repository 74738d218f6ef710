#if !canImport(UIKit)
import Foundation

/// PhotosUI's `PHPickerFilter`: which assets the picker shows, combinable with `any(of:)`,
/// `all(of:)` and `not(_:)`. Modelled: `PHPickerViewController.simulatePicking(_:)` refuses a pick
/// the filter would not have shown, judging each result by its item provider's types: images
/// conform to `public.image`, videos to `public.movie`, Live Photos are `com.apple.live-photo`. The
/// headless library has no asset subtypes, so the subtype filters (screenshots, panoramas, bursts,
/// depth effect and spatial photos; slow-motion, time-lapse, cinematic videos and screen
/// recordings) admit any image or video of their kind (an approximation). `Sendable`, `Hashable`.
public struct PHPickerFilter: Hashable, Sendable {
    private indirect enum Rule: Hashable, Sendable {
        case kind(String, conformingTo: String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    private let rule: Rule
    private init(_ rule: Rule) { self.rule = rule }
    private init(kind: String, conformingTo type: String) { rule = .kind(kind, conformingTo: type) }

    /// Images. Modelled.
    public static let images = PHPickerFilter(kind: "images", conformingTo: "public.image")
    /// Videos. Modelled.
    public static let videos = PHPickerFilter(kind: "videos", conformingTo: "public.movie")
    /// Live Photos. Modelled.
    public static let livePhotos = PHPickerFilter(kind: "livePhotos", conformingTo: "com.apple.live-photo")
    /// Screenshots. Modelled as any image.
    public static let screenshots = PHPickerFilter(kind: "screenshots", conformingTo: "public.image")
    /// Panoramas. Modelled as any image.
    public static let panoramas = PHPickerFilter(kind: "panoramas", conformingTo: "public.image")
    /// Bursts. Modelled as any image.
    public static let bursts = PHPickerFilter(kind: "bursts", conformingTo: "public.image")
    /// Depth Effect photos. Modelled as any image.
    public static let depthEffectPhotos = PHPickerFilter(kind: "depthEffectPhotos", conformingTo: "public.image")
    /// Spatial media. Modelled as any image.
    public static let spatialMedia = PHPickerFilter(kind: "spatialMedia", conformingTo: "public.image")
    /// Slow-motion videos. Modelled as any video.
    public static let slomoVideos = PHPickerFilter(kind: "slomoVideos", conformingTo: "public.movie")
    /// Time-lapse videos. Modelled as any video.
    public static let timelapseVideos = PHPickerFilter(kind: "timelapseVideos", conformingTo: "public.movie")
    /// Cinematic videos. Modelled as any video.
    public static let cinematicVideos = PHPickerFilter(kind: "cinematicVideos", conformingTo: "public.movie")
    /// Screen recordings. Modelled as any video.
    public static let screenRecordings = PHPickerFilter(kind: "screenRecordings", conformingTo: "public.movie")

    /// Assets any of `subfilters` admits (none, for an empty list). Modelled.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(.any(subfilters.map(\.rule))) }
    /// Assets every one of `subfilters` admits (all, for an empty list). Modelled.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(.all(subfilters.map(\.rule))) }
    /// Assets `filter` does not admit. Modelled.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter.rule)) }

    /// Whether the filter admits an asset offered as `typeIdentifiers`.
    func admits(_ typeIdentifiers: [String]) -> Bool { Self.admits(rule, typeIdentifiers) }

    private static func admits(_ rule: Rule, _ types: [String]) -> Bool {
        switch rule {
        case let .kind(_, conformingTo: type): return types.contains { NSItemProvider.identifier($0, conformsTo: type) }
        case let .any(rules): return rules.contains { admits($0, types) }
        case let .all(rules): return rules.allSatisfy { admits($0, types) }
        case let .not(rule): return !admits(rule, types)
        }
    }
}
#endif
