/// UIKit methods that apps name in `#selector` without declaring them (`#selector(UIView.endEditing)`),
/// with their full signatures: a bare name does not say how many parameters a method takes, and
/// the Objective-C name depends on it (`endEditing` is `endEditing:`).
enum UIKitSelectorTargets {
    /// The UIKit method `baseName` (with `labels`, when written), if it is one apps commonly name.
    static func method(named baseName: String, labels: [String]?) -> DeclarationIndex.Method? {
        guard let (known, returnsValue) = table[baseName], labels == nil || labels == known else { return nil }
        return DeclarationIndex.Method(typeName: "UIKit", baseName: baseName, labels: known, objectiveCName: nil, isStatic: false,
                                       returnsValue: returnsValue, isAsync: false, throwsErrors: false, isGeneric: false)
    }

    /// Base name → (argument labels, whether it returns a value), as the iOS SDK declares them.
    private static let table: [String: ([String], Bool)] = [
        "endEditing": (["_"], true),
        "resignFirstResponder": ([], true),
        "becomeFirstResponder": ([], true),
        "popViewController": (["animated"], true),
        "popToRootViewController": (["animated"], true),
        "dismiss": (["animated", "completion"], false),
        "setNeedsLayout": ([], false),
        "layoutIfNeeded": ([], false),
        "removeFromSuperview": ([], false),
        "reloadData": ([], false),
        "sizeToFit": ([], false),
        "copy": (["_"], false),
        "paste": (["_"], false),
        "cut": (["_"], false),
        "selectAll": (["_"], false),
        "endRefreshing": ([], false),
        "beginRefreshing": ([], false),
    ]
}
