#if !canImport(UIKit)
import Foundation

/// A data source that carries the view's cells and selection through its own commits (the
/// diffable ones): after a move the view leaves them to it.
@MainActor
protocol CarriesShownItems: AnyObject {}
#endif
