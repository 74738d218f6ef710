#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewController`. Modelled: its view is a `UICollectionView` with the
/// layout it was made with, made on first access of `view` or `collectionView` (then
/// `viewDidLoad()` runs). It is not made the collection view's data source or delegate here: set a
/// diffable data source, as diffable code does.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController {
    private let initialLayout: UICollectionViewLayout
    /// Shape only: stored.
    open var clearsSelectionOnViewWillAppear = true
    /// Shape only: stored.
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view uses `layout`. Modelled.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive. Shape only: a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes a collection view with the layout. Modelled.
    open override func loadView() {
        view = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
    }

    /// The collection view (the controller's view). Modelled: loads the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout. Modelled: the collection view's, or the one it was made with.
    open var collectionViewLayout: UICollectionViewLayout { (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout }
}
#endif
