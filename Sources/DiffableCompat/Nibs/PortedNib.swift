#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): an app's `.xib` file as `diffbench-port` reads it. The port step
/// writes one class per `.xib` file it is given into the ported copy
/// (`DiffbenchPortedStoryboards.swift`), named `DiffbenchPortedNib_` and the nib's name (the
/// file's base name, as Xcode compiles `NoteCell.xib` to `NoteCell.nib`; every character other than
/// a letter, digit or underscore as `_`). A `UINib` of that name made from code in the same module
/// (so `loadNibNamed`, a nib-registered cell, a controller's nib) makes the file's top-level objects
/// with their views, attributes, outlets and actions (see `UINib` and `PortedNibContents`). What a
/// test declares (`UINib.setHeadlessContents(ofNibNamed:_:connectingOutlets:)`) comes first. Modelled.
public protocol PortedNib {
    /// What the xib file holds.
    static var contents: PortedNibContents { get }
}
#endif
