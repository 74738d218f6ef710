import Foundation

/// What a `.xib` file holds that DiffableCompat's headless nibs need, read by the storyboard's
/// reader (one reader for both documents): the File's Owner placeholder (its object ID and custom
/// class) and the First Responder's object ID, the top-level objects in order (views, cells and
/// reusable views with their view trees and the attributes tests read; a cell's content view is
/// its first subview, keyed `contentView`), and the outlets and actions of every object of the
/// file, the File's Owner's included. What cannot be read is listed in `unread`, never an error.
struct XibFile: Equatable {
    /// The File's Owner placeholder's object ID (`-1` as Xcode writes it), if the file has one.
    var filesOwner: String?
    /// The File's Owner's custom class, if the file names one.
    var filesOwnerClass: String?
    /// The First Responder placeholder's object ID (`-2`), if the file has one.
    var firstResponder: String?
    /// The top-level objects in the file's order; one that is not a view or cell (a gesture
    /// recognizer, a custom object) is kept, so it counts, and listed in `unread`: it is not made.
    var objects: [StoryboardFile.View] = []
    var outlets: [StoryboardFile.Outlet] = []
    var actions: [StoryboardFile.Action] = []
    var unread: [StoryboardFile.Unread] = []

    /// Reads a xib file's XML. Throws ``StoryboardReadError`` when it is not XML, or is XML but not
    /// an iOS Interface Builder xib (no `document` of type `com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
    static func read(_ data: Data) throws(StoryboardReadError) -> XibFile {
        let reader = try StoryboardFile.Reader.parse(data, as: .xib)
        guard reader.sawDocument else { throw .notXib }
        let objects = reader.file.scenes.first
        return XibFile(filesOwner: reader.filesOwner?.id, filesOwnerClass: reader.filesOwner?.className,
                       firstResponder: objects?.firstResponder, objects: reader.topLevel, outlets: objects?.outlets ?? [],
                       actions: objects?.actions ?? [], unread: reader.file.unread)
    }
}
