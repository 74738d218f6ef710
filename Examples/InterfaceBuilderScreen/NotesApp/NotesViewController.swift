//
//  NotesViewController.swift
//  Notes
//
//  Laid out in NotesViewController.xib: a filter field above the table, a "Clear done" button
//  below it. In Main.storyboard it is the Notes scene (a hint label above the same views), whose
//  "+" bar button item calls addTapped(_:) and whose "showNote" Show segue opens the NoteDetail
//  scene for the selected row. Made in code, it adds its own "+" item.
//

import UIKit

class NotesViewController: UIViewController {
    enum Section {
        case main
    }

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var filterField: UITextField!
    @IBOutlet weak var clearDoneButton: UIButton!
    @IBOutlet weak var hintLabel: UILabel!

    var store = NotesStore.shared
    private var dataSource: UITableViewDiffableDataSource<Section, Note>!
    private var filter = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("notes.title", comment: "The notes list's title")

        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.delegate = self
        dataSource = UITableViewDiffableDataSource<Section, Note>(tableView: tableView) { [weak self] tableView, indexPath, note in
            let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
            cell.configure(with: note)
            cell.delegate = self
            return cell
        }

        if storyboard == nil {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped(_:)))
        }
        clearDoneButton.addTarget(self, action: #selector(clearDoneTapped(_:)), for: .touchUpInside)
        filterField.addTarget(self, action: #selector(filterChanged(_:)), for: .editingChanged)

        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        NotificationCenter.default.addObserver(self, selector: #selector(notesDidChange(_:)),
                                               name: NotesStore.didChangeNotification, object: store)
        applySnapshot(animatingDifferences: false)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @IBAction func addTapped(_ sender: UIBarButtonItem) {
        store.add(title: "Note \(store.notes.count + 1)")
    }

    @IBAction func clearDoneTapped(_ sender: UIButton) {
        store.removeDone()
    }

    @objc func filterChanged(_ sender: UITextField) {
        filter = sender.text ?? ""
        applySnapshot(animatingDifferences: true)
    }

    @objc func dismissKeyboard() {
        view.endEditing(true)
    }

    @objc private func notesDidChange(_ notification: Notification) {
        applySnapshot(animatingDifferences: true)
    }

    private func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Note>()
        snapshot.appendSections([.main])
        snapshot.appendItems(store.notes.filter { filter.isEmpty || $0.title.localizedCaseInsensitiveContains(filter) })
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        clearDoneButton.isEnabled = store.notes.contains { $0.isDone }
    }
}

extension NotesViewController: NoteCellDelegate {
    func noteCell(_ cell: NoteCell, didChangeDone isDone: Bool) {
        guard let id = cell.noteID else { return }
        store.setDone(isDone, for: id)
    }
}

extension NotesViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let note = dataSource.itemIdentifier(for: indexPath) else { return }
        performSegue(withIdentifier: "showNote", sender: note)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showNote", let detail = segue.destination as? NoteDetailViewController {
            detail.note = sender as? Note
            detail.store = store
        }
    }
}
