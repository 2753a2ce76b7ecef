// The user's code for the Notes screen of the Compose app, as a test writes it: a note to open, and a line for each
// note an unwind hands back.
package com.example.fieldnotes.screens

import androidx.lifecycle.SavedStateHandle
import com.example.fieldnotes.tandem.Navigator
import com.example.fieldnotes.tandem.NoteListRoute
import com.example.fieldnotes.tandem.models.*
import com.example.fieldnotes.tandem.screens.NoteListViewModelBase

class NoteListViewModel(route: NoteListRoute, navigator: Navigator, handle: SavedStateHandle) :
    NoteListViewModelBase(route, navigator, handle) {
    override fun setView() {
        if (notesListRows.isEmpty()) notesListRows = listOf(Note("Heron", "On the east bank", java.util.Date(0)))
    }

    override fun unwindFromNoteDetail(note: Note) {
        println("unwound ${note.title} to NoteListViewModel")
    }
}
