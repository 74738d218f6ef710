"""What Xcode generates from an app's Core Data model at build time (codegen "Class Definition" or
"Category/Extension"), for ci/corpus-run: the app's build definition makes those classes, so the
corpus makes them too, in Xcode's form, and ports them as any file (rule 12 turns `@NSManaged` into
accessors). Dependency-free (xml.etree); no repository access here: callers pass the files' texts."""
import plistlib
import posixpath
import re
import xml.etree.ElementTree as ElementTree

CODEGEN_RULE = """\
Core Data code generation (the app's build definition makes these classes). For each data model in
the repository (`*.xcdatamodeld`, its current version by `.xccurrentversion`, else its only version;
a lone `*.xcdatamodel`), the entities whose code generation is "Class Definition" get Xcode's
`Entity+CoreDataClass.swift` and `Entity+CoreDataProperties.swift`, and those with
"Category/Extension" the properties file alone (the class is the app's): `@NSManaged` properties
typed as Xcode types them, `fetchRequest()`, to-many accessors. They are ported and compiled with the
app's files as context (never counted). Where two models generate one class name, the model nearest
the app's listed files (longest shared folder) is taken."""

SCALARS = {"Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float", "Boolean": "Bool"}
OBJECTS = {"String": "String", "Date": "Date", "Binary": "Data", "UUID": "UUID", "URI": "URL", "Decimal": "NSDecimalNumber",
           "Integer 16": "NSNumber", "Integer 32": "NSNumber", "Integer 64": "NSNumber", "Double": "NSNumber", "Float": "NSNumber",
           "Boolean": "NSNumber", "Transformable": "NSObject", "ObjectID": "NSManagedObjectID"}


def current_models(files, read):
    """`files`: the repository's paths; `read(path)` -> text. [(model folder, contents text)] of each
    model's current version."""
    models = []
    bundles = sorted({p.split(".xcdatamodeld/")[0] + ".xcdatamodeld" for p in files if ".xcdatamodeld/" in p})
    for bundle in bundles:
        versions = sorted(p for p in files if p.startswith(bundle + "/") and p.endswith(".xcdatamodel/contents"))
        current = None
        if bundle + "/.xccurrentversion" in files:
            try:
                name = plistlib.loads(read(bundle + "/.xccurrentversion").encode()).get("_XCCurrentVersionName")
                current = f"{bundle}/{name}/contents" if name else None
            except Exception:
                current = None
        if current not in versions:  # no readable current version: a model of one version is that one
            current = versions[0] if len(versions) == 1 else None
        if current:
            models.append((bundle, read(current)))
    for path in files:
        if path.endswith(".xcdatamodel/contents") and ".xcdatamodeld/" not in path:
            models.append((path[: -len("/contents")], read(path)))
    return [(folder, text) for folder, text in models if not re.search(r"(^|/)(Pods|Carthage|\.build)/", folder)]


def _class_name(entity):
    return (entity.get("representedClassName") or entity.get("name") or "").split(".")[-1]


def _attribute_type(attribute):
    kind = attribute.get("attributeType", "")
    if attribute.get("usesScalarValueType") == "YES" and kind in SCALARS:
        return SCALARS[kind]
    if kind == "Transformable" and attribute.get("customClassName"):
        return attribute.get("customClassName").split(".")[-1] + "?"
    return OBJECTS.get(kind, "NSObject") + "?"


def generate(text):
    """{file name: Swift text} that Xcode generates for `text` (a model's contents)."""
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError:
        return {}
    entities = {e.get("name"): e for e in root.iter("entity")}
    out = {}
    for entity in entities.values():
        mode = entity.get("codeGenerationType")
        if mode not in ("class", "category"):
            continue
        name = _class_name(entity)
        if not re.fullmatch(r"[A-Za-z_]\w*", name or ""):
            continue
        parent = entities.get(entity.get("parentEntity"))
        superclass = _class_name(parent) if parent is not None else "NSManagedObject"
        if mode == "class":
            out[f"{name}+CoreDataClass.swift"] = "\n".join([
                "import Foundation", "import CoreData", "", f"@objc({name})", f"public class {name}: {superclass} {{", "", "}", ""])
        lines = ["import Foundation", "import CoreData", "", "", f"extension {name} {{", "",
                 f"    @nonobjc public class func fetchRequest() -> NSFetchRequest<{name}> {{",
                 f"        return NSFetchRequest<{name}>(entityName: \"{entity.get('name')}\")", "    }", ""]
        many = []
        for child in entity:
            prop = child.get("name")
            if not prop or not re.fullmatch(r"[A-Za-z_]\w*", prop):
                continue
            if child.tag == "attribute":
                lines.append(f"    @NSManaged public var {prop}: {_attribute_type(child)}")
            elif child.tag == "relationship":
                destination = entities.get(child.get("destinationEntity"))
                target = _class_name(destination) if destination is not None else "NSManagedObject"
                if child.get("toMany") == "YES":
                    ordered = child.get("ordered") == "YES"
                    lines.append(f"    @NSManaged public var {prop}: {'NSOrderedSet' if ordered else 'NSSet'}?")
                    many.append((prop, target, ordered))
                else:
                    lines.append(f"    @NSManaged public var {prop}: {target}?")
        lines += ["", "}", ""]
        for prop, target, ordered in many:
            if ordered:
                continue  # ordered accessors (insert/replace at index) are left to the app, as rule 12 names them
            cap = prop[0].upper() + prop[1:]
            lines += [f"// MARK: Generated accessors for {prop}", f"extension {name} {{", "",
                      f"    @objc(add{cap}Object:)", f"    @NSManaged public func addTo{cap}(_ value: {target})", "",
                      f"    @objc(remove{cap}Object:)", f"    @NSManaged public func removeFrom{cap}(_ value: {target})", "",
                      f"    @objc(add{cap}:)", f"    @NSManaged public func addTo{cap}(_ values: NSSet)", "",
                      f"    @objc(remove{cap}:)", f"    @NSManaged public func removeFrom{cap}(_ values: NSSet)", "", "}", ""]
        lines += [f"extension {name} : Identifiable {{", "", "}", ""]
        out[f"{name}+CoreDataProperties.swift"] = "\n".join(lines)
    return out


def generated_for(files, read, near):
    """{generated file name: text} over every model of the repository, a class name generated by two
    models taken from the model nearest `near` (the app's listed paths)."""
    def closeness(folder):
        best = 0
        for path in near:
            common = posixpath.commonpath([folder, path]) if folder and path else ""
            best = max(best, len(common.split("/")) if common else 0)
        return (-best, folder.count("/"), folder)
    chosen = {}
    for folder, text in sorted(current_models(files, read), key=lambda m: closeness(m[0])):
        for file_name, source in generate(text).items():
            chosen.setdefault(file_name, (folder, source))
    return {name: source for name, (folder, source) in chosen.items()}
