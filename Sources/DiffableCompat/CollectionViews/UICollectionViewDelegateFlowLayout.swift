#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDelegateFlowLayout`: a delegate that sizes a flow layout's items,
/// spacing and section headers and footers per section. Every requirement is optional in UIKit; here
/// each has a default that answers the flow layout's own property, as UIKit falls back to it.
/// Modelled for supplementary views: the view asks `referenceSizeForHeaderInSection` /
/// `referenceSizeForFooterInSection` of a delegate that adopts this protocol, and asks its data
/// source for a header (footer) only in sections where the size is not zero, as UIKit's flow layout
/// does. The other sizes are shape only: nothing is laid out.
@MainActor @preconcurrency
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. Shape only.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of `section`. Shape only.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between the lines of `section`. Shape only.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between the items of a line of `section`. Shape only.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header; zero means no header. Modelled (see the protocol).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer; zero means no footer. Modelled (see the protocol).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize` (zero for another layout). Shape only.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's `sectionInset`. Shape only.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's `minimumLineSpacing`. Shape only.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing`. Shape only.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The flow layout's `headerReferenceSize`. Modelled.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's `footerReferenceSize`. Modelled.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
#endif
