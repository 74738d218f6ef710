#if !canImport(UIKit)
import Foundation

/// A section of a static table (a ported storyboard's `dataMode="static"` table): its header and
/// footer titles and its cells, made once with the scene, as UIKit decodes them with the table.
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
}

extension UITableView {
    /// The static section at `section`; nil when the table is not static or has no such section.
    func staticSection(_ section: Int) -> StaticTableSection? {
        guard let sections = staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    /// The static cell at `indexPath`; nil when the table is not static or has no such row.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.count == 2, let section = staticSection(indexPath.section), section.cells.indices.contains(indexPath.row) else {
            return nil
        }
        return section.cells[indexPath.row]
    }
}
#endif
