// The user's code for the Notes screen, as a test writes it: records the notes that unwinds hand back.
import Foundation

final class NoteListModel: NoteListModelBase {
    var unwound: [Note] = []

    override func unwindFromNoteDetail(note: Note) {
        unwound.append(note)
    }
}
