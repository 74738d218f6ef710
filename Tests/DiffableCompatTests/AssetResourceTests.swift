import DiffableCompat
import Foundation
import Testing

// What ci/corpus/asset_symbols.py generates for an app target (Xcode's GeneratedAssetSymbols.swift
// in its Linux form): it must compile against DiffableCompat as it stands.
private class ResourceBundleClass {}
private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)

extension ColorResource {
    /// The "AccentColor" asset catalog color resource.
    static let assetTestAccent = ColorResource(name: "AccentColor", bundle: resourceBundle)

    /// The "Brand" asset catalog resource namespace.
    enum AssetTestBrand {
        /// The "Brand/primary" asset catalog color resource.
        static let primary = ColorResource(name: "Brand/primary", bundle: resourceBundle)
    }
}

extension ImageResource {
    /// The "prBadge" asset catalog image resource.
    static let assetTestBadge = ImageResource(name: "prBadge", bundle: resourceBundle)
}

extension UIColor {
    /// The "AccentColor" asset catalog color.
    static var assetTestAccent: UIColor {
        .init(resource: .assetTestAccent)
    }

    /// The "Brand" asset catalog resource namespace.
    enum AssetTestBrand {
        /// The "Brand/primary" asset catalog color.
        static var primary: UIColor {
            .init(resource: .AssetTestBrand.primary)
        }
    }
}

extension UIImage {
    /// The "prBadge" asset catalog image.
    static var assetTestBadge: UIImage {
        .init(resource: .assetTestBadge)
    }
}

@MainActor
@Suite("Asset resources: ImageResource, ColorResource and UIImage/UIColor(resource:), as Xcode's generated asset symbols use them")
struct AssetResourceTests {
    @Test("UIImage(resource:) is the image UIImage(named:in:compatibleWith:) gives: it remembers the asset's name")
    func imageFromResource() {
        let image = UIImage(resource: .assetTestBadge)
        #expect(image.name == "prBadge")
        #expect(!image.isSymbolImage)
        #expect(image.size == .zero)
        #expect(UIImage.assetTestBadge.name == "prBadge")
        let named = UIImage(named: "prBadge", in: .main, compatibleWith: nil)
        #expect(named?.name == image.name && named?.size == image.size)
    }

    @Test("UIColor(resource:) is the colour UIColor(named:in:compatibleWith:) gives: opaque black, named")
    func colorFromResource() {
        let color = UIColor(resource: .assetTestAccent)
        #expect(color.systemName == "AccentColor")
        #expect(color.components == (0, 0, 0, 1))
        #expect(UIColor.assetTestAccent.systemName == "AccentColor")
        #expect(UIColor.AssetTestBrand.primary.systemName == "Brand/primary")
        #expect(color == UIColor(named: "AccentColor", in: .main, compatibleWith: nil))
    }

    @Test("a name no catalog holds does not trap: the image and colour still remember it")
    func unknownNames() {
        let image = UIImage(resource: ImageResource(name: "no such asset", bundle: .main))
        #expect(image.name == "no such asset")
        let color = UIColor(resource: ColorResource(name: "no such colour", bundle: .main))
        #expect(color.systemName == "no such colour")
        #expect(color.components == (0, 0, 0, 1))
    }

    @Test("resources are values: equal and hashed alike by name and bundle")
    func resourcesAreHashable() {
        let a = ImageResource(name: "prBadge", bundle: .main)
        #expect(a == ImageResource(name: "prBadge", bundle: .main))
        #expect(a != ImageResource(name: "upBadge", bundle: .main))
        #expect(Set([a, ImageResource(name: "prBadge", bundle: .main)]).count == 1)
        let c = ColorResource(name: "Brand/primary", bundle: .main)
        #expect(ColorResource.AssetTestBrand.primary == ColorResource(name: "Brand/primary", bundle: resourceBundle))
        #expect(Set([c, ColorResource(name: "Brand/primary", bundle: .main), ColorResource(name: "other", bundle: .main)]).count == 2)
        let sendable: any Sendable = c
        #expect(sendable is ColorResource)
    }
}
