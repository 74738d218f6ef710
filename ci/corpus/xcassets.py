"""Asset catalogs (`.xcassets`) as a tree, read by both generators of code from them:
asset_symbols.py (Xcode's asset symbols) and swiftgen_codegen.py (SwiftGen's xcassets template).

A catalog's groups are folders without a '.' in their name (Xcode allows none, and SwiftGen reads
one with an unknown extension as neither group nor item); its items are the set folders below.
"""
import json


def decode(data):
    """Text of a file read as bytes: UTF-8, or UTF-16 by its byte-order mark or its zero bytes."""
    if isinstance(data, str):
        return data
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace")
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace")
    if b"\x00" in data[:200]:
        return data.decode("utf-16-le" if data[1:2] == b"\x00" else "utf-16-be", "replace")
    return data.decode("utf-8", "replace")


KINDS = {"arresourcegroup": "arresourcegroup", "colorset": "color", "dataset": "data", "imageset": "image", "symbolset": "symbol"}


def catalog_tree(catalog, files, read):
    """The entries of the catalog folder `catalog` (a repository path): a list of
    ("item", kind, name, value) and ("group", name, namespaced, entries) in path order; folders with
    another extension (app icons, sprite atlases, …) and their contents are left out."""
    prefix = catalog.rstrip("/") + "/"
    children = {}
    for path in files:
        if path.startswith(prefix):
            parts = path[len(prefix):].split("/")
            node = children
            for part in parts[:-1]:
                node = node.setdefault(part, {})

    def walk(node, folder, value_prefix):
        entries = []
        for name in sorted(node):
            base, dot, ext = name.rpartition(".")
            if dot and ext in KINDS:
                entries.append(("item", KINDS[ext], base, value_prefix + base))
            elif not dot:
                namespaced = False
                manifest = f"{folder}{name}/Contents.json"
                if manifest in files_set:
                    try:
                        properties = json.loads(decode(read(manifest))).get("properties") or {}
                        namespaced = properties.get("provides-namespace") is True
                    except (ValueError, AttributeError):
                        pass
                entries.append(("group", name, namespaced,
                                walk(node[name], f"{folder}{name}/", value_prefix + name + "/" if namespaced else value_prefix)))
        return entries

    files_set = set(files)
    return walk(children, prefix, "")
