@testable import DiffableCompat
import Foundation
import Testing

/// Photos' assets and fetches on a headless device with an empty library.
@Suite("DiffableCompat: PHAsset, PHFetchOptions and PHFetchResult")
struct PhotosAssetTests {
    @Test("every fetch of the empty library answers an empty result, whatever its options")
    func fetchesAreEmpty() {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
        options.fetchLimit = 10
        for result in [PHAsset.fetchAssets(with: options), PHAsset.fetchAssets(with: .video, options: nil),
                       PHAsset.fetchAssets(withLocalIdentifiers: ["A1B2/L0/001"], options: nil)] {
            #expect(result.count == 0 && result.firstObject == nil && result.lastObject == nil)
            #expect(result.countOfAssets(with: .image) == 0 && result.objects(at: IndexSet()).isEmpty)
            var seen = 0
            result.enumerateObjects { _, _, _ in seen += 1 }
            #expect(seen == 0)
        }
    }

    @Test("a fetch result is used as an array: indexes, membership, the options' limit, enumeration that stops")
    func resultReadsAsAnArray() {
        final class Item { let n: Int; init(_ n: Int) { self.n = n } }
        let items = (0..<5).map(Item.init)
        let options = PHFetchOptions()
        options.fetchLimit = 3
        let result = PHFetchResult(items, options: options)
        #expect(result.count == 3 && result.object(at: 1) === items[1] && result[2] === items[2])
        #expect(result.contains(items[0]) && !result.contains(items[4]))
        #expect(result.index(of: items[2]) == 2 && result.index(of: items[4]) == NSNotFound)
        #expect(result.objects(at: IndexSet([0, 2])).map(\.n) == [0, 2])
        var visited: [Int] = []
        result.enumerateObjects { item, index, stop in
            visited.append(index)
            if item.n == 1 { stop.pointee = true }
        }
        #expect(visited == [0, 1])
        #expect(PHAssetMediaType(rawValue: 2) == .video && PHAssetSourceType.typeUserLibrary.rawValue == 1)
    }
}
