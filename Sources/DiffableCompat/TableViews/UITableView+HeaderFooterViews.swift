#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// Registers `aClass` for header and footer views dequeued with `identifier`. Modelled.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
    }

    /// A view of the class registered for `identifier`, or nil when none is (as UIKit's). Modelled.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let type = headerFooterClasses[identifier] else { return nil }
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// The header view of `section`, or nil. Modelled minimally: the delegate's
    /// `tableView(_:viewForHeaderInSection:)` when it gives a `UITableViewHeaderFooterView`, else a
    /// view whose `textLabel` holds the data source's title for the section (nil without one).
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerFooterView(section, kind: "header", view: delegate?.tableView(self, viewForHeaderInSection: section), titles: headerTitles)
    }

    /// The footer view of `section`, or nil, as `headerView(forSection:)`. Modelled minimally.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerFooterView(section, kind: "footer", view: delegate?.tableView(self, viewForFooterInSection: section), titles: footerTitles)
    }

    private func headerFooterView(_ section: Int, kind: String, view: UIView?, titles: [String?]) -> UITableViewHeaderFooterView? {
        guard section >= 0, section < shownCounts.count else { return nil }
        let path = IndexPath(item: 0, section: section)
        if let kept = content.supplementary[kind]?[path] as? UITableViewHeaderFooterView { return kept }
        let made: UITableViewHeaderFooterView
        if let view = view as? UITableViewHeaderFooterView {
            made = view
        } else {
            guard section < titles.count, let title = titles[section] else { return nil }
            made = UITableViewHeaderFooterView(reuseIdentifier: nil)
            made.textLabel?.text = title
        }
        content.setSupplementary(made, kind: kind, at: path)
        syncSupplementarySubviews()
        if kind == "header" { delegate?.tableView(self, willDisplayHeaderView: made, forSection: section) }
        else { delegate?.tableView(self, willDisplayFooterView: made, forSection: section) }
        return made
    }

    /// Asks the data source for every section's header and footer title, as UIKit does when it
    /// lays out; the header-footer views made from old titles are dropped.
    func askTitles() {
        let sections = shownCounts.count
        headerTitles = (0 ..< sections).map { dataSource?.tableView(self, titleForHeaderInSection: $0) ?? nil }
        footerTitles = (0 ..< sections).map { dataSource?.tableView(self, titleForFooterInSection: $0) ?? nil }
        content.remapSections { _ in nil }
        syncSupplementarySubviews()
    }
}
#endif
