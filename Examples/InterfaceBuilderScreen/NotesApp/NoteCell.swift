//
//  NoteCell.swift
//  Notes
//
//  Designed in NoteCell.xib: a title label and a switch that marks the note done; the switch's
//  Value Changed is wired to doneSwitchChanged(_:) there.
//

import UIKit

protocol NoteCellDelegate: AnyObject {
    func noteCell(_ cell: NoteCell, didChangeDone isDone: Bool)
}

class NoteCell: UITableViewCell {
    static let reuseIdentifier = "NoteCell"

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var doneSwitch: UISwitch!

    weak var delegate: NoteCellDelegate?
    private(set) var noteID: UUID?

    override func awakeFromNib() {
        super.awakeFromNib()
        selectionStyle = .none
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
    }

    func configure(with note: Note) {
        noteID = note.id
        titleLabel.text = note.title
        titleLabel.textColor = note.isDone ? .secondaryLabel : .label
        doneSwitch.isOn = note.isDone
    }

    @IBAction func doneSwitchChanged(_ sender: UISwitch) {
        delegate?.noteCell(self, didChangeDone: sender.isOn)
    }
}
