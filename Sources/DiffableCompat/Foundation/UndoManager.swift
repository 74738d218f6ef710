#if !canImport(ObjectiveC)
import Foundation

/// Foundation's `UndoManager`, which Foundation on Linux lacks: a stack of undo groups and one of
/// redo groups. Modelled: `registerUndo(withTarget:handler:)` records an action in the open group
/// (with no group open, in a group of its own: nothing ends an event here, as the run loop does
/// on iOS for `groupsByEvent`); `undo()` runs the last group's actions, last registered first,
/// and what they register while undoing becomes the redo group; `redo()` does the reverse; a new
/// registration outside undo and redo clears the redo stack, as Foundation's. Targets are held
/// weakly, as Foundation's undo manager does not retain them: an action whose target is gone does
/// nothing. Action names, levels and the enabling of registration are kept.
open class UndoManager: NSObject, @unchecked Sendable {
    private struct Action {
        let target: () -> AnyObject?
        let run: (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disabledCount = 0

    /// Whether undo groups follow events. Shape only: stored, true by default; nothing ends events here.
    open var groupsByEvent = true
    /// The most undo groups kept (0: no limit). Modelled: older groups are dropped past it.
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Whether `undo()` is running. Modelled.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running. Modelled.
    open private(set) var isRedoing = false

    /// An undo manager with nothing to undo. Modelled.
    public override init() { super.init() }

    /// Records `handler` to run with `target` on undo (or on redo, when registered while undoing).
    /// Modelled.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: { [weak target] in target }, run: { handler($0 as! TargetType) })
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
            return
        }
        var group = Group()
        group.actions.append(action)
        push(group)
    }

    /// Opens a group: the actions registered until `endUndoGrouping()` undo together. Modelled.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the group `beginUndoGrouping()` opened; an empty group is dropped. Modelled; without
    /// an open group it does nothing (Foundation raises).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(contentsOf: group.actions)
        } else if !group.actions.isEmpty {
            push(group)
        }
    }

    /// How many groups are open. Modelled.
    open var groupingLevel: Int { openGroups.count }

    /// Whether there is a group to undo. Modelled.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a group to redo. Modelled.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last group: its actions run, last registered first, and what they register
    /// becomes a redo group. Modelled; closes an open group first, as Foundation does.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let recorded = replay(group)
        isUndoing = false
        if !recorded.actions.isEmpty { redoStack.append(recorded) }
    }

    /// Redoes the last undone group. Modelled.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let recorded = replay(group)
        isRedoing = false
        if !recorded.actions.isEmpty {
            undoStack.append(recorded)
            trim()
        }
    }

    /// Undoes the open group's actions and drops them. Modelled.
    open func undoNestedGroup() {
        guard let group = openGroups.popLast() else { return undo() }
        isUndoing = true
        let recorded = replay(group)
        isUndoing = false
        if !recorded.actions.isEmpty { redoStack.append(recorded) }
    }

    /// Forgets everything to undo and redo. Modelled.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets the actions of `target`. Modelled.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func keep(_ group: Group) -> Group {
            var kept = group
            kept.actions.removeAll { $0.target() === object }
            return kept
        }
        undoStack = undoStack.map(keep).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.actions.isEmpty }
        openGroups = openGroups.map(keep)
    }

    /// Names the group being recorded (the open one, else the last). Modelled.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// The name of the group `undo()` would undo, or "". Modelled.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo, or "". Modelled.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" and the action name, as a menu title. Modelled (English).
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    /// "Redo" and the action name, as a menu title. Modelled (English).
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Whether registrations are recorded. Modelled.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    /// Stops recording registrations until as many `enableUndoRegistration()` calls. Modelled.
    open func disableUndoRegistration() { disabledCount += 1 }
    /// Undoes one `disableUndoRegistration()`. Modelled; an unmatched call does nothing.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
            return
        }
        undoStack.append(group)
        if !isRedoing { redoStack.removeAll() }
        trim()
    }

    /// Runs `group`'s actions in reverse, recording what they register into a group of its own.
    private func replay(_ group: Group) -> Group {
        openGroups.append(Group(actions: [], name: group.name))
        for action in group.actions.reversed() {
            if let target = action.target() { action.run(target) }
        }
        return openGroups.removeLast()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
#endif
