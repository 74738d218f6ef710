#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer, a `UIView` with a
/// content view and labels. Shape only, but for its reuse identifier and the label text and
/// content configuration, which hold what is set.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was dequeued with. Modelled.
    open internal(set) var reuseIdentifier: String?
    /// The view subviews of its content go in. Shape only.
    open private(set) var contentView: UIView
    /// The main label: a title-based header shows its title here. Modelled.
    open var textLabel: UILabel? = UILabel()
    /// The secondary label. Shape only: holds its text.
    open var detailTextLabel: UILabel? = UILabel()
    /// The content configuration. Modelled: kept as set.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// A header-footer view for `reuseIdentifier`. Shape only.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view with `frame`, as UIKit's.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view without an identifier: how a registered class is made (UIKit calls
    /// `init(reuseIdentifier:)`, which this calls). Required, so it can be made from its type.
    public required convenience init() { self.init(reuseIdentifier: nil) }

    /// The default list content configuration. Shape only.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
    /// Called before it is reused. Shape only: views are not reused here, so nothing calls it.
    open func prepareForReuse() {}
}

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
        if let kept = shown.supplementary[kind]?[path] as? UITableViewHeaderFooterView { return kept }
        let made: UITableViewHeaderFooterView
        if let view = view as? UITableViewHeaderFooterView {
            made = view
        } else {
            guard section < titles.count, let title = titles[section] else { return nil }
            made = UITableViewHeaderFooterView(reuseIdentifier: nil)
            made.textLabel?.text = title
        }
        shown.setSupplementary(made, kind: kind, at: path)
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
        shown.remapSections { _ in nil }
    }
}
#endif
