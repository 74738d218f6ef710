//
//  NoteDetailViewController.swift
//  Notes
//
//  The NoteDetail scene of Main.storyboard (Storyboard ID "NoteDetailViewController"): a title
//  label and a done switch, connected to the outlets below. The Notes scene reaches it with its
//  "showNote" Show segue when a row is selected.
//

import UIKit

class NoteDetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var doneSwitch: UISwitch!

    var store = NotesStore.shared
    var note: Note?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note?.title
        titleLabel.text = note?.title
        doneSwitch.isOn = note?.isDone ?? false
        doneSwitch.addTarget(self, action: #selector(doneChanged(_:)), for: .valueChanged)
    }

    @IBAction func doneChanged(_ sender: UISwitch) {
        guard let note else { return }
        store.setDone(sender.isOn, for: note.id)
    }
}
