import DiffableCompat
import Foundation
import Testing

@Suite("A UUID as a C variadic argument, as Core Data code passes it")
struct UUIDArgumentTests {
    @Test("NSPredicate(format:) with `id as CVarArg` matches by value; `%@` writes the uuidString")
    func predicateAndFormat() {
        let id = UUID(), other = UUID()
        let folderID: UUID = id
        let predicate = NSPredicate(format: "folder.id = %@", folderID as CVarArg)
        #expect(predicate.evaluate(with: ["folder": ["id": id]]))
        #expect(!predicate.evaluate(with: ["folder": ["id": other]]))
        #expect(!predicate.evaluate(with: ["folder": ["id": id.uuidString]]))
        #expect(String(format: "id=%@ n=%d", id as CVarArg, 7) == "id=\(id.uuidString) n=7")
        #expect(NSString(format: "%@", other as CVarArg) as String == other.uuidString)
    }

    @Test("an array or set passes as one argument: IN reads its members, `%@` writes Foundation's description")
    func collections() {
        let ids = [UUID(), UUID()]
        #expect(NSPredicate(format: "id IN %@", ids).evaluate(with: ["id": ids[1]]))
        #expect(!NSPredicate(format: "id IN %@", ids).evaluate(with: ["id": UUID()]))
        #expect(NSPredicate(format: "tag IN %@", Set(["a", "b"])).evaluate(with: ["tag": "b"]))
        #expect(NSPredicate(format: "%@ CONTAINS tag", ["x", "y"]).evaluate(with: ["tag": "y"]))
        #expect(String(format: "%@", [1, 2] as CVarArg) == "(\n    1,\n    2\n)")
        #expect(String(format: "%@", Set(["x"]) as CVarArg) == "{(\n    x\n)}")
        #expect(String(format: "%@", [Int]() as CVarArg) == "(\n)")
    }

    @Test("numbers, dates and managed objects pass as Core Data code passes them: the predicate compares the values, %@ writes Foundation's descriptions")
    func objects() throws {
        let row: [String: Any] = ["pinned": true, "count": 3, "created": Date(timeIntervalSince1970: 10)]
        #expect(NSPredicate(format: "pinned == %@", NSNumber(value: true)).evaluate(with: row))
        #expect(NSPredicate(format: "count == %@", NSNumber(value: 3)).evaluate(with: row))
        #expect(NSPredicate(format: "created < %@", Date(timeIntervalSince1970: 20) as CVarArg).evaluate(with: row))
        #expect(!NSPredicate(format: "created > %@", Date(timeIntervalSince1970: 20) as CVarArg).evaluate(with: row))
        #expect(NSPredicate(format: "created == %@", NSDate(timeIntervalSince1970: 10)).evaluate(with: row))

        let context = NSPersistentContainer(name: "Notes").viewContext
        let a = Note(context: context), b = Note(context: context)
        a.title = "a"
        b.title = "b"
        #expect(NSPredicate(format: "self == %@", a).evaluate(with: a))
        #expect(!NSPredicate(format: "self == %@", a).evaluate(with: b))
        #expect(NSPredicate(format: "self IN %@", [a.objectID, b.objectID] as NSArray).evaluate(with: b.objectID))
        #expect(NSPredicate(format: "SELF == %@", NSUUID(uuidString: "FB785AB5-BBB7-41A1-810E-0C2EC539C029")!)
            .evaluate(with: NSUUID(uuidString: "FB785AB5-BBB7-41A1-810E-0C2EC539C029")!))

        #expect(String(format: "%@ %@ %@", NSNumber(value: true), NSNumber(value: 2.5), Date(timeIntervalSince1970: 0) as CVarArg)
            == "1 2.5 1970-01-01 00:00:00 +0000")
        #expect(String(format: "%@", NSString(string: "kept as Foundation's")) == "kept as Foundation's")
    }

    @Test("the strings kept for `%@` are bounded: the oldest are dropped first")
    func boundedBoxes() {
        let boxes = FormatArgumentBoxes(capacity: 3)
        let texts = (0 ..< 5).map { "t\($0)" }
        let kept = texts.map { boxes.keep($0) }
        #expect(boxes.count == 3)
        #expect(kept.map { $0 as String } == texts)
        #expect(FormatArgumentBoxes(capacity: 0).keep("x") as String == "x")
        let many = (0 ..< 5000).map { _ in UUID() }
        let written = many.map { String(format: "%@", $0 as CVarArg) }
        #expect(written == many.map(\.uuidString))
        #expect(FormatArgumentBoxes.shared.count == 4096)
    }
}

@Suite("Foundation's bridged behaviour Linux lacks: dictionary key paths, file managers as Hashable")
struct FoundationBridgingGapTests {
    @Test("value(forKeyPath:) walks nested dictionaries, nil where a step has none or is no dictionary")
    func dictionaryKeyPaths() {
        let json = ["data": ["items": [1, 2], "meta": ["count": 2]], "ok": true] as NSDictionary
        #expect(json.value(forKeyPath: "data.meta.count") as? Int == 2)
        #expect((json.value(forKeyPath: "data.items") as? [Int]) == [1, 2])
        #expect(json.value(forKeyPath: "ok") as? Bool == true)
        #expect(json.value(forKeyPath: "data.missing.count") == nil)
        #expect(json.value(forKeyPath: "ok.deeper") == nil)
        #expect(json.value(forKeyPath: "") == nil)
        #expect(json.value(forKey: "ok") as? Bool == true)
    }

    @Test("a struct holding a FileManager synthesizes Hashable; equality is identity")
    func fileManagerHashable() {
        struct Upload: Hashable {
            let name: String
            let fileManager: FileManager
        }
        let shared = Upload(name: "a", fileManager: .default)
        #expect(shared == Upload(name: "a", fileManager: .default))
        #expect(shared != Upload(name: "a", fileManager: FileManager()))
        #expect(Set([shared, Upload(name: "a", fileManager: .default)]).count == 1)
    }
}
