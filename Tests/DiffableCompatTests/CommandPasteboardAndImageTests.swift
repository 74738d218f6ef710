import DiffableCompat
import Foundation
import Testing

/// A responder offering a key command, as apps write one; the port step writes the selector.
final class ShortcutCell: UICollectionViewCell {
    var entered = 0
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: Selector("didPressEnter:", ShortcutCell.didPressEnter(_:)))]
    }
    func didPressEnter(_ sender: Any?) { entered += 1 }
}

@MainActor
@Suite("DiffableCompat: key commands, the pasteboard, drawn images and CGImage")
struct CommandPasteboardAndImageTests {
    @Test("a key command holds its key, modifiers and action; sending its action reaches the responder that offers it")
    func keyCommandSendsItsAction() throws {
        let cell = ShortcutCell()
        let command = try #require(cell.keyCommands?.first)
        #expect(command.input == "\r" && command.modifierFlags.isEmpty && command.action.description == "didPressEnter:")
        #expect(UIApplication.shared.sendAction(command.action, to: cell, from: command, for: nil) && cell.entered == 1)
        let find = UIKeyCommand(title: "Find", action: Selector("find"), input: "f", modifierFlags: [.command, .shift], discoverabilityTitle: "Find…")
        #expect(find.modifierFlags.contains(.command) && find.title == "Find" && UIKeyCommand.inputEscape == "UIKeyInputEscape")
        #expect(UIResponder().keyCommands == nil && !UIResponder().canBecomeFirstResponder)
    }

    @Test("the general pasteboard keeps typed items, counts changes and posts them; named pasteboards share their items")
    func pasteboardKeepsItems() throws {
        let board = UIPasteboard.withUniqueName()
        let before = board.changeCount
        board.url = URL(string: "https://example.org/feed")
        #expect(board.hasURLs && !board.hasStrings && board.url?.host == "example.org" && board.changeCount == before + 1)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.numberOfItems == 2 && !board.hasURLs, "setting strings replaces the items")
        let twin = try #require(UIPasteboard(name: board.name, create: false))
        #expect(twin.strings == ["a", "b"], "a pasteboard of the same name shares the items")
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
        board.string = nil
        #expect(board.items.isEmpty && !board.hasStrings)
    }

    @Test("an image drawn in a context has its size, scale and fill; UIImage(cgImage:) gives it back")
    func drawnImagesRoundTrip() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 3), false, 0)
        UIColor.systemRed.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 3))
        let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "no context is open any more")
        #expect(drawn.size == CGSize(width: 2, height: 3) && drawn.scale == 3 && drawn.filledColor == .systemRed)
        let cgImage = try #require(drawn.cgImage)
        #expect(cgImage.width == 6 && cgImage.height == 9)
        let back = UIImage(cgImage: cgImage)
        #expect(back.size == CGSize(width: 6, height: 9) && back.filledColor == .systemRed)
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(rendered.size.width == 10 && rendered.filledColor == .blue)
        #expect(UIImage(data: try #require(rendered.pngData())) != nil && UIImage(systemName: "star")?.cgImage?.width == 0)
    }

    @Test("an image view animates only with animation images")
    func imageViewAnimates() {
        let view = UIImageView(image: nil)
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = [UIImage(systemName: "circle")!, UIImage(systemName: "circle.fill")!]
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    @Test("CGColor's components are Core Graphics' array; UIColor(cgColor:) reads them back")
    func cgColorComponents() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor
        #expect(color.components == [1, 0.5, 0, 0.25] && color.numberOfComponents == 4 && color.alpha == 0.25)
        #expect(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)).cgColor == UIColor.blue.cgColor)
        #expect(color.copy(alpha: 1)?.alpha == 1)
    }
}
