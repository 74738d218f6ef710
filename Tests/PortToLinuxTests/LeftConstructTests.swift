import PortToLinux
import Testing

@Suite("Rule 7: what only the Objective-C runtime answers is left as written and named with its place")
struct LeftConstructTests {
    @Test("NSClassFromString, responds(to:), value(forKey:), setValue(_:forKey:) and swizzling are named; a key-path observe is a note (DiffableCompat delivers it)")
    func objectiveCOnlyCalls() throws {
        let source = """
            func f(o: NSObject) {
                let c = NSClassFromString("Cell")
                if o.responds(to: #selector(refresh)) {}
                _ = o.value(forKey: "name")
                o.setValue(1, forKey: "count")
                token = player.observe(\\.rate, options: [.new]) { _, _ in }
                method_exchangeImplementations(a, b)
            }

            """
        let (text, report) = try port(source)
        #expect(report.left.map { "\($0.line): \($0.construct)" } == [
            "2: NSClassFromString", "3: responds(to:)", "4: value(forKey:)", "5: setValue(…)",
            "7: method_exchangeImplementations",
        ])
        #expect(report.notes.map(\.line) == [6])
        #expect(report.notes.first?.reason.contains("an app's own @objc dynamic property is not announced on Linux") == true)
        #expect(report.left[0].text == "NSClassFromString(\"Cell\")" && report.left[0].column == 13)
        // The #selector inside responds(to:) is still rewritten; nothing else changes.
        #expect(text == source.replacingOccurrences(of: "#selector(refresh)", with: "Selector(\"refresh\")"))
        #expect(report.exitStatus == 1)
    }

    @Test("key-value coding is left with why (no Objective-C runtime) and the Swift to write: the property, a key path, UserDefaults' own methods")
    func keyValueCodingSaysWhy() throws {
        let source = """
            func save() {
                UserDefaults.standard.setValue(true, forKey: Keys.onboarded)
                company?.setValue(text, forKey: "name")
                _ = defaults.value(forKey: "theme")
                _ = item.value(forKey: "count")
                model.setValue(1, forKey: key)
            }

            """
        let (text, report) = try port(source)
        #expect(text == source)
        let why = "key-value coding finds a property by its name at run time, which needs the Objective-C runtime (Linux has none):"
            + " read or write the property itself, or through a key path (`object[keyPath: \\Type.property]`)"
            + " (it compiles and works where DiffableCompat models it: a Core Data object's values, UserDefaults, a dictionary's key paths)"
        #expect(report.left.map(\.reason) == [
            why + "; here: `company?.name = text`",
            why + "; here: `defaults.object(forKey: \"theme\")` (UserDefaults' own getter, not key-value coding)",
            why + "; here: `item.count`",
            why,
        ])
        #expect(report.left.map(\.construct) == ["setValue(…)", "value(forKey:)", "value(forKey:)", "setValue(…)"])
        // UserDefaults.standard's key-value coding is DiffableCompat's to answer: a note, not left.
        #expect(report.notes.map(\.line) == [2])
    }

    @Test("UserDefaults' key-value coding on a receiver written as UserDefaults is kept with a note, not left: DiffableCompat answers it")
    func userDefaultsKeyValueCodingIsANote() throws {
        let source = """
            func save(v: Bool) {
                UserDefaults.standard.setValue(v, forKey: "a")
                _ = UserDefaults(suiteName: "group.app")?.value(forKey: "b")
                UserDefaults(suiteName: "group.app")!.setValue(v, forKey: "c")
                UserDefaults.standard.setValue(v, forKeyPath: "d.e")
            }

            """
        let (text, report) = try port(source)
        #expect(text == source)
        #expect(report.notes.map(\.line) == [2, 3, 4])
        #expect(report.left.map { "\($0.line): \($0.construct)" } == ["5: setValue(…)"])
        #expect(report.exitStatus == 1)
    }

    @Test("an app's own method whose first labels are key-value coding's is not named: the whole selector decides")
    func ownMethodsWithKeyValueCodingLabels() throws {
        // A cache's `value(forKey:extendingExpiration:)` (Kingfisher's storages), a setter with an
        // extra argument, an observer registry's `observe(_:handler:)`; then the runtime's own forms.
        let source = """
            func read(cache: MemoryStorage, model: Model) {
                _ = cache.value(forKey: key, extendingExpiration: .none)
                model.setValue(1, forKey: "count", animated: true)
                token = registry.observe(\\.rate, handler: { _ in })
                model.removeObserver(self, forKeyPath: "count", context: nil)
                model.willChangeValue(forKey: "count")
                _ = model.mutableSetValue(forKey: "tags")
                _ = model.dictionaryWithValues(forKeys: ["a"])
            }

            """
        let (text, report) = try port(source)
        #expect(text == source)
        #expect(report.left.map { "\($0.line): \($0.construct)" } == [
            "5: removeObserver(_:forKeyPath:…)", "6: willChangeValue(forKey:)", "7: mutableSetValue(forKey:)", "8: dictionaryWithValues(forKeys:)",
        ])
    }

    @Test("perform(#selector…) is fine after the rewrite: not named")
    func performIsFine() throws {
        let (_, report) = try port("class A {\n    func go() {}\n    func later() { perform(#selector(go), with: nil, afterDelay: 1) }\n}\n")
        #expect(report.left.isEmpty && report.rewrites.map(\.rule) == [.selector])
    }

    @Test("a #selector it cannot read is left as written and named")
    func unreadableSelector() throws {
        let source = "let s = #selector(makeAction())\n"
        let (text, report) = try port(source)
        #expect(text == source && report.left.map(\.construct) == ["#selector"])
    }
}
