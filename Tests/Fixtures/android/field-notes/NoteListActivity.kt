// The user's code for the Notes screen, as a test writes it: a note to open, and a line for each note an unwind hands back.
package com.example.fieldnotes.screens

import com.example.fieldnotes.tandem.models.*
import com.example.fieldnotes.tandem.screens.NoteListActivityBase

class NoteListActivity : NoteListActivityBase() {
    override fun setView() {
        if (notesListRows.items.isEmpty()) notesListRows.items = listOf(Note("Heron", "On the east bank", java.util.Date(0)))
    }

    override fun unwindFromNoteDetail(note: Note) {
        println("unwound ${note.title} to NoteListActivity")
    }
}
