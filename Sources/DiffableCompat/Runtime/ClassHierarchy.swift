#if !canImport(UIKit)
/// Whether `type` is `base` or one of its subclasses, walking the runtime's superclass chain: what
/// Objective-C's `isSubclassOfClass:` answers, for classes only known at run time (a nib's File's
/// Owner class, a storyboard's custom class).
func isClass(_ type: AnyClass, orSubclassOf base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if candidate == base { return true }
        current = _getSuperclass(candidate)
    }
    return false
}
#endif
