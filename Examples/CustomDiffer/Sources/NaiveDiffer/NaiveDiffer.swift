import DiffableSnapshots
import Diffing

/// A simple, correct differ written the way a team might write its first one: identity matching by
/// dictionary, and every item whose index changed is moved (no longest increasing subsequence, so
/// an insert at the top moves everything below it: correct, far from minimal).
///
/// `broken: true` is the same differ with a bug planted on purpose: it forgets items that changed
/// section, so UIKit's count check refuses its update. diffbench's fuzzer finds it, shrinks it and
/// writes a crash seed.
public struct NaiveDiffer: Differ {
    public let broken: Bool

    public init(broken: Bool = false) { self.broken = broken }

    public var name: String { broken ? "naive-broken" : "naive" }

    public func diff<SectionID, ItemID>(
        from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>, options: DiffOptions<ItemID>
    ) -> BatchUpdate {
        var update = BatchUpdate()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var oldSectionIndex: [SectionID: Int] = [:]
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        let newToOld = newSections.map { oldSectionIndex[$0] }
        let kept = Set(newToOld.compactMap { $0 })
        update.sectionDeletes = oldSections.indices.filter { !kept.contains($0) }
        for (newIndex, oldIndex) in newToOld.enumerated() {
            guard let oldIndex else { update.sectionInserts.append(newIndex); continue }
            if oldIndex != newIndex { update.sectionMoves.append(SectionMove(from: oldIndex, to: newIndex)) }
        }

        // Where every old item was: its section index and its index in that section.
        var oldPaths: [ItemID: ItemPath] = [:]
        for (s, section) in oldSections.enumerated() {
            for (i, item) in ((try? old.itemIdentifiers(inSection: section)) ?? []).enumerated() { oldPaths[item] = ItemPath(section: s, item: i) }
        }
        var seen = Set<ItemID>()
        for (s, section) in newSections.enumerated() {
            let items = (try? new.itemIdentifiers(inSection: section)) ?? []
            for (i, item) in items.enumerated() {
                let to = ItemPath(section: s, item: i)
                guard let from = oldPaths[item], kept.contains(from.section) else {
                    if newToOld[s] != nil { update.itemInserts.append(to) }
                    continue
                }
                seen.insert(item)
                if newToOld[s] == nil {
                    update.itemDeletes.append(from)  // UIKit: no move into an inserted section
                } else if newToOld[s] != from.section {
                    if !broken { update.itemMoves.append(ItemMove(from: from, to: to)) }
                } else if from.item != i {
                    update.itemMoves.append(ItemMove(from: from, to: to))
                }
            }
        }
        for (item, path) in oldPaths where kept.contains(path.section) && !seen.contains(item) { update.itemDeletes.append(path) }

        // Reloads and reconfigures the new snapshot marks, at their final paths (a second pass).
        func path(of item: ItemID) -> ItemPath? {
            guard let section = new.sectionIdentifier(containingItem: item), let s = new.indexOfSection(section),
                  let i = try? new.itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
            return ItemPath(section: s, item: i)
        }
        update.sectionReloads = new.reloadedSectionIdentifiers.compactMap { new.indexOfSection($0) }
        update.itemReloads = new.reloadedItemIdentifiers.compactMap(path)
        let reloaded = Set(new.reloadedItemIdentifiers)
        update.itemReconfigures = new.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }.compactMap(path)
        return update
    }
}
