#if !canImport(UIKit)
import Foundation

extension IndexPath {
    /// UIKit's index path of an item in a section (UICollectionView).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// UIKit's index path of a row in a section (UITableView).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
