import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "PortedSegmentIcons" (shaped as a newcomer trial's
// list/grid toggle): icon-only segments from the system catalog, then a control mixing a title with
// an asset image, an asset image alone, a plain title, an empty segment, an empty image name and an
// image index past the segments.
final class DiffbenchPortedStoryboard_PortedSegmentIcons: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "icons",
            scenes: [
                .init(id: "icons", storyboardIdentifier: "Icons", className: nil, kind: .viewController,
                      view: PortedStoryboardContents.View(id: "root", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "toggle", element: "segmentedControl", attributes: ["selectedSegmentIndex": "0"],
                                                        segments: ["", ""], segmentImages: [0: .init(name: "list.dash", catalog: "system"),
                                                                                            1: .init(name: "square.grid.3x2", catalog: "system")]),
                          PortedStoryboardContents.View(id: "mixed", element: "segmentedControl",
                                                        segments: ["Songs", "", "Videos", "", "Blank"],
                                                        segmentImages: [0: .init(name: "note", catalog: nil), 1: .init(name: "albums", catalog: "Assets"),
                                                                        4: .init(name: "", catalog: "system"), 9: .init(name: "ghost", catalog: "system"),
                                                                        -1: .init(name: "ghost", catalog: nil)]),
                      ])),
            ])
    }
}

@MainActor
@Suite("A ported storyboard's segment images: each segment gets the image Interface Builder loads for it")
struct PortedSegmentImageTests {
    private func controls() throws -> (toggle: UISegmentedControl, mixed: UISegmentedControl) {
        let controller = try #require(UIStoryboard(name: "PortedSegmentIcons", bundle: nil).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        let subviews = controller.view.subviews
        #expect(subviews.count == 2)
        return (try #require(subviews.first as? UISegmentedControl), try #require(subviews.last as? UISegmentedControl))
    }

    @Test("icon-only segments from the system catalog answer imageForSegment(at:) with the SF Symbol, and no title")
    func systemImages() throws {
        let toggle = try controls().toggle
        #expect(toggle.numberOfSegments == 2 && toggle.selectedSegmentIndex == 0)
        #expect(toggle.imageForSegment(at: 0) == UIImage(systemName: "list.dash"))
        #expect(toggle.imageForSegment(at: 0)?.isSymbolImage == true)
        #expect(toggle.imageForSegment(at: 1) == UIImage(systemName: "square.grid.3x2"))
        #expect(toggle.titleForSegment(at: 0) == nil && toggle.titleForSegment(at: 1) == nil)
    }

    @Test("a title with an image keeps both; an asset is UIImage(named:); plain and empty segments keep their titles only")
    func mixedSegments() throws {
        let mixed = try controls().mixed
        #expect(mixed.numberOfSegments == 5)
        #expect(mixed.titleForSegment(at: 0) == "Songs" && mixed.imageForSegment(at: 0) == UIImage(named: "note"))
        #expect(mixed.imageForSegment(at: 0)?.isSymbolImage == false)
        #expect(mixed.titleForSegment(at: 1) == nil && mixed.imageForSegment(at: 1) == UIImage(named: "albums"))
        #expect(mixed.titleForSegment(at: 2) == "Videos" && mixed.imageForSegment(at: 2) == nil)
        #expect(mixed.titleForSegment(at: 3) == "" && mixed.imageForSegment(at: 3) == nil)
    }

    @Test("bad image entries (an empty name, an index past the segments or negative) add nothing and do not trap")
    func badEntries() throws {
        let mixed = try controls().mixed
        #expect(mixed.titleForSegment(at: 4) == "Blank" && mixed.imageForSegment(at: 4) == nil)
        #expect(mixed.imageForSegment(at: 9) == nil && mixed.imageForSegment(at: -1) == nil)
        #expect(PortedStoryboardContents.SegmentImage(name: "").image == nil)
        #expect(PortedStoryboardContents.SegmentImage(name: "star", catalog: "system").image?.isSymbolImage == true)
    }
}
