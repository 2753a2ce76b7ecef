// Drives the Field Notes screen models as SwiftUI would: an unwind carries the deleted note back to the list.
import Foundation
import Observation

@MainActor
func expect(_ condition: Bool, _ what: String) {
    print((condition ? "ok   " : "FAIL ") + what)
}

@MainActor
func drive() {
    let app = AppModel()
    expect(app.root == .welcome, "the app starts at the sign-up flow's start")
    let stack = Navigator(root: .noteList, app: app)
    let list = stack.root.model(stack) as! NoteListModel
    list.viewAppeared()
    // SwiftUI may make a screen's model again and keep it a while without showing it: that one receives nothing.
    let extra = stack.root.model(stack) as! NoteListModel

    // Straight from the list: the detail's delete unwinds to the list with the note.
    let first = ScreenCatalog.sampleNote()
    list.select(note: first)
    expect(stack.path.count == 1, "opening a note pushes its detail")
    let detail = stack.path[0].model(stack) as! NoteDetailModel
    detail.viewAppeared()
    detail.delete()
    expect(stack.path.isEmpty, "deleting pops back to the list")
    expect(list.unwound.count == 1 && list.unwound[0] === first, "the list receives the deleted note")

    // Through a search: the unwind pops the search too, and the list (not the search) receives the note.
    let second = ScreenCatalog.sampleNote()
    list.search()
    expect(stack.path.count == 1, "search is pushed")
    let search = stack.path[0].model(stack) as! SearchModel
    search.select(note: second)
    expect(stack.path.count == 2, "a result's detail is pushed above the search")
    let again = stack.path[1].model(stack) as! NoteDetailModel
    again.delete()
    expect(stack.path.isEmpty, "the unwind pops the detail and the search")
    expect(list.unwound.count == 2 && list.unwound[1] === second, "the list receives the note deleted after a search")
    expect(extra.unwound.isEmpty, "a model no view showed receives nothing")

    // Without the list on the stack (a link opened the search): the unwind goes back one, and hands nothing over.
    let searching = Navigator(root: .search, app: app)
    let lone = searching.root.model(searching) as! SearchModel
    lone.select(note: ScreenCatalog.sampleNote())
    let orphan = searching.path[0].model(searching) as! NoteDetailModel
    orphan.viewAppeared()
    orphan.delete()
    expect(searching.path.isEmpty, "without the list, the unwind goes back one")
    expect(list.unwound.count == 2, "and hands the note to no one")
    print("drove \(list.unwound.count) unwinds")
}

drive()
