"""Tests of core_data_codegen: Xcode's generated Core Data classes, from a model's contents."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import core_data_codegen  # noqa: E402

MODEL = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" sourceLanguage="Swift">
    <entity name="Shelf" representedClassName="ShelfObject" codeGenerationType="class">
        <attribute name="title" attributeType="String" defaultValueString=""/>
        <attribute name="sort" attributeType="Integer 16" usesScalarValueType="YES"/>
        <attribute name="rating" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
        <attribute name="cover" optional="YES" attributeType="Transformable" customClassName="Cover"/>
        <relationship name="books" optional="YES" toMany="YES" destinationEntity="Book"/>
    </entity>
    <entity name="Book" representedClassName="Book" codeGenerationType="category">
        <relationship name="shelf" optional="YES" maxCount="1" destinationEntity="Shelf"/>
    </entity>
    <entity name="Note" representedClassName="Note"/>
</model>
"""


class Generate(unittest.TestCase):
    def test_class_definition_category_and_manual(self):
        out = core_data_codegen.generate(MODEL)
        self.assertEqual(sorted(out), ["Book+CoreDataProperties.swift", "ShelfObject+CoreDataClass.swift", "ShelfObject+CoreDataProperties.swift"])
        self.assertIn("@objc(ShelfObject)\npublic class ShelfObject: NSManagedObject {", out["ShelfObject+CoreDataClass.swift"])
        properties = out["ShelfObject+CoreDataProperties.swift"]
        for line in ('return NSFetchRequest<ShelfObject>(entityName: "Shelf")', "@NSManaged public var title: String?",
                     "@NSManaged public var sort: Int16", "@NSManaged public var rating: NSNumber?",
                     "@NSManaged public var cover: Cover?", "@NSManaged public var books: NSSet?",
                     "@NSManaged public func addToBooks(_ value: Book)", "@NSManaged public func removeFromBooks(_ values: NSSet)"):
            self.assertIn(line, properties)
        self.assertIn("@NSManaged public var shelf: ShelfObject?", out["Book+CoreDataProperties.swift"])

    def test_current_version_and_nearest_model(self):
        files = ["App/Model.xcdatamodeld/.xccurrentversion", "App/Model.xcdatamodeld/v1.xcdatamodel/contents",
                 "App/Model.xcdatamodeld/v2.xcdatamodel/contents", "Other/Old.xcdatamodel/contents"]
        texts = {
            files[0]: '<?xml version="1.0"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>v2.xcdatamodel</string></dict></plist>',
            files[1]: '<model><entity name="A" codeGenerationType="class"/></model>',
            files[2]: '<model><entity name="B" codeGenerationType="class"/></model>',
            files[3]: '<model><entity name="B" codeGenerationType="class"><attribute name="x" attributeType="String"/></entity></model>',
        }
        out = core_data_codegen.generated_for(files, texts.get, ["App/Screens/List.swift"])
        self.assertEqual(sorted(out), ["B+CoreDataClass.swift", "B+CoreDataProperties.swift"])
        self.assertNotIn("var x", out["B+CoreDataProperties.swift"])


if __name__ == "__main__":
    unittest.main()
