#if !canImport(UIKit)
import Foundation

/// UIKit's collection view controller is a `UICollectionViewDataSource` and a
/// `UICollectionViewDelegate`: its open data-source and delegate methods are the witnesses, so a
/// subclass's `override` is what a view calls when the controller is its data source or delegate.
/// Modelled.
extension UICollectionViewController: UICollectionViewDataSource, UICollectionViewDelegate {}
#endif
