//
//  NotesTableViewController.swift
//  Notes
//
//  The first version of the list, before the notes moved into NotesStore. Its Xcode target no longer
//  compiles it (the file is not in the app target's Compile Sources), so it has not kept up: Note has
//  no init(name:) any more. Public apps carry such files; the Linux test target leaves it out with
//  Tests/NotesScreenTests/.portignore.
//

import UIKit

class NotesTableViewController: UITableViewController {
    var notes = [Note(name: "Milk"), Note(name: "Bread")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }
}
