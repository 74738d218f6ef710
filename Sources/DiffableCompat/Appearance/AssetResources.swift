#if !canImport(UIKit)
import Foundation

/// DeveloperToolsSupport's `ImageResource` (iOS 17), which apps reach through UIKit: an image of an
/// asset catalog by name and bundle, as Xcode's generated asset symbols (`GeneratedAssetSymbols.swift`)
/// declare them, `static let logo = ImageResource(name: "Logo", bundle: resourceBundle)`. Modelled: a
/// value of its name and bundle, equal when both are, Hashable and Sendable as in the SDK;
/// `UIImage(resource:)` makes the image.
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    /// The image named `name` (with its namespace folders, `"Icons/close"`) in `bundle`'s asset
    /// catalog. Modelled: the name and bundle are kept; no catalog is read.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// DeveloperToolsSupport's `ColorResource` (iOS 17), which apps reach through UIKit: a colour of an
/// asset catalog by name and bundle, as Xcode's generated asset symbols declare them,
/// `static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)`. Modelled: a value
/// of its name and bundle, equal when both are, Hashable and Sendable as in the SDK;
/// `UIColor(resource:)` makes the colour.
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    /// The colour named `name` (with its namespace folders, `"Brand/primary"`) in `bundle`'s asset
    /// catalog. Modelled: the name and bundle are kept; no catalog is read.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image of an asset catalog resource (iOS 17), what Xcode's generated `UIImage.logo` calls.
    /// Modelled through `UIImage(named:in:compatibleWith:)`: there are no asset catalogs, every name is
    /// an app's own asset, so this is the image remembering the resource's name (`name`), of zero
    /// size, for a name no catalog holds too. It never traps (the form Xcode generates for older
    /// systems force-unwraps the lookup): were the lookup to fail, it would give an empty image.
    public convenience init(resource: ImageResource) {
        if UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) != nil {
            self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
        } else {
            self.init()
        }
    }
}

extension UIColor {
    /// The colour of an asset catalog resource (iOS 17), what Xcode's generated `UIColor.accent`
    /// calls. Modelled through `UIColor(named:in:compatibleWith:)`: there are no asset catalogs, so
    /// this is opaque black remembering the resource's name (`systemName`), for a name no catalog
    /// holds too. It never traps (the form Xcode generates for older systems force-unwraps the
    /// lookup): were the lookup to fail, it would give opaque black of no name.
    public convenience init(resource: ColorResource) {
        if UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) != nil {
            self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: 1)
        }
    }
}
#endif
