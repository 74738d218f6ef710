import DiffableCompat
import Foundation
import Testing

@MainActor
@Suite("Core Image without pixels: CIImage keeps its extent and origin image, CIFilter its inputs, CIContext renders a CGImage of the asked size")
struct CoreImageTests {
    @Test("an image's CIImage has its pixels' extent; a filter's output keeps it; the context renders the asked part, and UIImage(cgImage:) gives the original's name back")
    func filterRoundTrip() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let input = try #require(CIImage(image: photo))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(CIImage(image: UIImage(named: "photo")!) == nil, "a named image has no size here, so no pixels to wrap")
        let filter = try #require(CIFilter(name: "CIGaussianBlur", parameters: [kCIInputRadiusKey: 4]))
        #expect(filter.name == "CIGaussianBlur" && filter.outputImage == nil, "no input image, no output")
        filter.setValue(input, forKey: kCIInputImageKey)
        #expect(filter.value(forKey: kCIInputRadiusKey) as? Int == 4 && filter.inputImage === input)
        let output = try #require(filter.outputImage)
        #expect(output.extent == input.extent && (filter.value(forKey: kCIOutputImageKey) as? CIImage)?.extent == input.extent)
        let context = CIContext(options: [.priorityRequestLow: true])
        let rendered = try #require(context.createCGImage(output, from: output.extent))
        #expect(rendered.width == 60 && rendered.height == 40)
        let back = UIImage(cgImage: rendered, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 30, height: 20) && back.filledColor == .blue, "the original image comes back through the filter")
        let corner = try #require(context.createCGImage(output, from: CGRect(x: 50.5, y: 30, width: 100, height: 100)))
        #expect(corner.width == 10 && corner.height == 10, "the asked rectangle, made integral, within the extent")
        #expect(context.createCGImage(output, from: CGRect(x: 100, y: 100, width: 5, height: 5)) == nil, "outside the extent: nothing")
        #expect(context.createCGImage(input.applyingGaussianBlur(sigma: 2), from: .infinite) == nil, "an infinite rectangle cannot be rendered")
    }

    @Test("filter names: a Core Image name gives a filter, anything else nil; setDefaults forgets the inputs")
    func names() throws {
        #expect(CIFilter(name: "CISepiaTone") != nil && CIFilter(name: "CIQRCodeGenerator") != nil)
        #expect(CIFilter(name: "GaussianBlur") == nil && CIFilter(name: "") == nil && CIFilter(name: "CI") == nil)
        let filter = try #require(CIFilter(name: "CIColorControls"))
        filter.setValue(1.2, forKey: kCIInputContrastKey)
        filter.setValue(nil, forKey: kCIInputBrightnessKey)
        #expect(filter.inputKeys == [kCIInputContrastKey])
        filter.setDefaults()
        #expect(filter.inputKeys.isEmpty)
    }

    @Test("crops and transforms move the extent; UIImage(ciImage:) keeps the CIImage and takes its size; colours keep their components")
    func extentsAndColours() {
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: { let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }()).image { _ in }
        let input = CIImage(cgImage: tile.cgImage!)
        #expect(input.cropped(to: CGRect(x: 5, y: 5, width: 20, height: 20)).extent == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(input.transformed(by: CGAffineTransform(scaleX: 2, y: 3)).extent == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(input.clampedToExtent().extent.isInfinite && CIImage().extent.isNull)
        let image = UIImage(ciImage: input)
        #expect(image.ciImage === input && image.size == CGSize(width: 10, height: 10))
        #expect(UIImage(ciImage: CIImage(cgImage: UIImage(named: "tile")!.cgImage!)).name == "tile", "a named image's name comes through")
        #expect(UIImage(named: "tile")!.ciImage == nil, "an image not made from a CIImage has none, as UIKit's")
        let red = CIColor(color: .red)
        #expect(red.red == 1 && red.green == 0 && red.blue == 0 && red.alpha == 1)
        #expect(CIImage(color: red).extent.isInfinite)
        #expect(input.cgImage?.dataProvider?.data.map { ($0 as Data).isEmpty } == true, "no pixels: a provider of no bytes")
    }

    @Test("bad input: infinite, empty, NaN and huge rectangles and sizes give nil or an empty extent, never a trap")
    func badInput() {
        let context = CIContext()
        let colour = CIImage(color: CIColor(red: 0, green: 0, blue: 1))
        #expect(context.createCGImage(colour, from: .infinite) == nil && context.createCGImage(colour, from: .null) == nil)
        #expect(context.createCGImage(colour, from: CGRect(x: 0, y: 0, width: 1e12, height: 1e12)) == nil, "past Int32: nothing, as Core Image cannot render it")
        let flipped = context.createCGImage(colour, from: CGRect(x: 0, y: 0, width: -5, height: 5))
        #expect(flipped?.width == 5 && flipped?.height == 5, "a negative width is standardized, as Core Graphics does")
        #expect(context.createCGImage(CIImage(), from: CGRect(x: 0, y: 0, width: 5, height: 5)) == nil, "an empty image renders nothing")
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(context.createCGImage(colour, from: nan) == nil)
        #expect(colour.cropped(to: nan).extent.isNull, "a not-a-number crop leaves nothing")
        let warped = colour.cropped(to: CGRect(x: 0, y: 0, width: 4, height: 4)).transformed(by: CGAffineTransform(scaleX: .nan, y: 1))
        #expect(context.createCGImage(warped, from: CGRect(x: 0, y: 0, width: 4, height: 4)) == nil && warped.cropped(to: .infinite).extent.isNull)
        #expect(UIImage(ciImage: colour).size == .zero && UIImage(ciImage: CIImage()).size == .zero, "an infinite or empty extent: an image of no size")
        #expect(CIFilter(name: "CIGaussianBlur", parameters: nil)?.outputImage == nil)
        let filter = CIFilter(name: "CISepiaTone")!
        filter.setValue("not an image", forKey: kCIInputImageKey)
        #expect(filter.inputImage == nil && filter.outputImage == nil, "an input image of the wrong type is no input image")
    }
}

