/// UIKit methods that apps name in `#selector` without declaring them (`#selector(UIView.endEditing)`),
/// with their full signatures: a bare name does not say how many parameters a method takes, and
/// the Objective-C name depends on it (`endEditing` is `endEditing:`).
enum UIKitSelectorTargets {
    /// The UIKit method `baseName` (with `labels`, when written), if it is one apps commonly name.
    static func method(named baseName: String, labels: [String]?) -> DeclarationIndex.Method? {
        guard let known = table[baseName], labels == nil || labels == known.labels else { return nil }
        return DeclarationIndex.Method(typeName: "UIKit", baseName: baseName, labels: known.labels, objectiveCName: known.objectiveCName,
                                       isStatic: false, returnsValue: known.returnsValue, isAsync: false, throwsErrors: false, isGeneric: false)
    }

    /// Base name → argument labels, whether it returns a value, and its Objective-C name where
    /// UIKit's is not the one Swift's rules give a Swift method (`popViewControllerAnimated:`).
    private static let table: [String: (labels: [String], returnsValue: Bool, objectiveCName: String?)] = [
        "endEditing": (["_"], true, nil),
        "resignFirstResponder": ([], true, nil),
        "becomeFirstResponder": ([], true, nil),
        "popViewController": (["animated"], true, "popViewControllerAnimated:"),
        "popToRootViewController": (["animated"], true, "popToRootViewControllerAnimated:"),
        "dismiss": (["animated", "completion"], false, "dismissViewControllerAnimated:completion:"),
        "setNeedsLayout": ([], false, nil),
        "layoutIfNeeded": ([], false, nil),
        "removeFromSuperview": ([], false, nil),
        "reloadData": ([], false, nil),
        "sizeToFit": ([], false, nil),
        "copy": (["_"], false, nil),
        "paste": (["_"], false, nil),
        "cut": (["_"], false, nil),
        "selectAll": (["_"], false, nil),
        "endRefreshing": ([], false, nil),
        "beginRefreshing": ([], false, nil),
    ]
}
