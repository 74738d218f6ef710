#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// UIKit's `register(_:forCellReuseIdentifier:)` with a nib. Modelled: dequeuing `identifier`
    /// makes a cell of the nib's class (see `UINib`) with its `init?(coder:)`, connects the outlets
    /// a test declared and calls `awakeFromNib()`; its outlets are otherwise nil. A nib whose class
    /// is not found, or is not a `UITableViewCell`, raises UIKit's failure here, when registering
    /// (UIKit raises it at the first dequeue), and registers nothing. A nil nib registers as a nil
    /// class does.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellReuseIdentifier: identifier) }
        guard let type = NibRegistrations.viewClass(in: nib, as: UITableViewCell.self, kindName: "UITableViewCell", identifier: identifier) else { return }
        NibRegistrations.register(nib, for: type)
        register(type, forCellReuseIdentifier: identifier)
    }

    /// UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib. Modelled as the cell
    /// form: `dequeueReusableHeaderFooterView(withIdentifier:)` makes the nib's
    /// `UITableViewHeaderFooterView` subclass the nib's way.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier) }
        guard let type = NibRegistrations.viewClass(in: nib, as: UITableViewHeaderFooterView.self,
                                                    kindName: "UITableViewHeaderFooterView", identifier: identifier) else { return }
        NibRegistrations.register(nib, for: type)
        register(type, forHeaderFooterViewReuseIdentifier: identifier)
    }
}
#endif
