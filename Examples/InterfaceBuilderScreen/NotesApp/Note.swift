//
//  Note.swift
//  Notes
//

import UIKit

struct Note: Hashable {
    let id: UUID
    var title: String
    var isDone: Bool = false

    init(id: UUID = UUID(), title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}

/// Where the notes live. Every change is announced with `didChangeNotification`, so any screen
/// showing notes can refresh, whoever made the change (a sync, another screen).
final class NotesStore {
    static let didChangeNotification = Notification.Name("NotesStoreDidChange")
    static let shared = NotesStore()

    private(set) var notes: [Note] = []

    /// The notes a first launch starts with: SampleNotes.json in the app's bundle.
    static func sampleNotes() -> [Note] {
        guard let url = Bundle.main.url(forResource: "SampleNotes", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let titles = try? JSONDecoder().decode([String].self, from: data) else { return [] }
        return titles.map { Note(title: $0) }
    }

    func add(title: String) {
        notes.append(Note(title: title))
        didChange()
    }

    func setDone(_ isDone: Bool, for id: UUID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].isDone = isDone
        didChange()
    }

    func removeDone() {
        notes.removeAll { $0.isDone }
        didChange()
    }

    /// Replaces everything, as a sync does, without announcing it: the sync posts when it is done.
    func replaceAll(with notes: [Note]) {
        self.notes = notes
    }

    private func didChange() {
        NotificationCenter.default.post(name: NotesStore.didChangeNotification, object: self)
    }
}
