import DiffableCompat
import Foundation
import Testing

private class Screen: UIViewController {}
private final class DetailScreen: Screen {}
private final class SwizzledScreen: UIViewController {}

@MainActor
@Suite("The Objective-C method table swizzling code calls: only what code adds is in it")
struct MethodTableTests {
    @Test("a swizzle of a UIKit method finds none and changes nothing; an added method is found, from subclasses too")
    func lookups() {
        let selector = Selector("viewWillLayoutSubviews")
        #expect(class_getInstanceMethod(UIViewController.self, selector) == nil)
        #expect(class_getClassMethod(UIViewController.self, selector) == nil)
        #expect(class_getInstanceMethod(nil, selector) == nil)

        let added = Selector("diffbench_layoutProbe")
        let implementation = imp_implementationWithBlock({ (_: UIViewController) in })
        #expect(class_addMethod(Screen.self, added, implementation, "v@:"))
        #expect(!class_addMethod(Screen.self, added, implementation, "v@:"))
        #expect(!class_addMethod(nil, added, implementation, nil))
        let method = try! #require(class_getInstanceMethod(DetailScreen.self, added))
        #expect(class_getInstanceMethod(Screen.self, added) == method)
        #expect(class_getInstanceMethod(UIViewController.self, added) == nil)
        #expect(method_getImplementation(method) == implementation)
        #expect(class_getClassMethod(Screen.self, added) == nil)
    }

    @Test("set, exchange and replace move implementations as the runtime does; blocks are kept until removed")
    func implementations() {
        let first = imp_implementationWithBlock({ () -> Int in 1 })
        let second = imp_implementationWithBlock({ () -> Int in 2 })
        #expect(first != second)
        #expect((imp_getBlock(first) as? () -> Int)?() == 1)
        let a = Selector("diffbench_a"), b = Selector("diffbench_b")
        #expect(class_replaceMethod(Screen.self, a, first, nil) == nil)
        #expect(class_addMethod(Screen.self, b, second, nil))
        let methodA = try! #require(class_getInstanceMethod(Screen.self, a))
        let methodB = try! #require(class_getInstanceMethod(Screen.self, b))
        method_exchangeImplementations(methodA, methodB)
        #expect(method_getImplementation(methodA) == second && method_getImplementation(methodB) == first)
        #expect(method_setImplementation(methodA, first) == second)
        #expect(class_replaceMethod(Screen.self, b, second, nil) == first)
        #expect(method_getImplementation(methodB) == second)
        #expect(imp_removeBlock(first))
        #expect(!imp_removeBlock(first))
        #expect(imp_getBlock(first) == nil)
    }

    @Test("a pointer that is no method changes nothing and does not trap")
    func foreignPointers() {
        let foreign = OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        #expect(method_getImplementation(foreign) == foreign)
        #expect(method_setImplementation(foreign, foreign) == foreign)
        method_exchangeImplementations(foreign, foreign)
        #expect(imp_getBlock(foreign) == nil)
        #expect(!imp_removeBlock(foreign))
    }

    @Test("swizzling code in the shape libraries write compiles, with the ported function types")
    func librarySwizzle() {
        typealias Function = (UIViewController, Selector) -> Void
        var original: IMP?
        let selector = Selector("viewWillLayoutSubviews")
        let block: Function = { _, _ in }
        let replacement = imp_implementationWithBlock(block)
        // A class of the test's own, as the table is the process's (the other tests read UIViewController's).
        if let method = class_getInstanceMethod(SwizzledScreen.self, selector) {
            original = method_getImplementation(method)
            method_setImplementation(method, replacement)
        } else {
            class_addMethod(SwizzledScreen.self, selector, replacement, "")
        }
        #expect(original == nil)
        #expect(class_getInstanceMethod(SwizzledScreen.self, selector).map(method_getImplementation) == replacement)
    }
}
