// Drives the Compose target's Navigator of the field-notes example on a plain JVM (ComposeAppTests): every stack
// operation the design can ask for, results and unwinds, a tab's own stack, and the stacks' and keys' trip through
// saved state (the real kotlinx.serialization), as after process death.
package com.example.fieldnotes.check

import androidx.navigation3.runtime.NavKey
import com.example.fieldnotes.tandem.*
import com.example.fieldnotes.tandem.models.Note
import kotlinx.serialization.json.Json

private fun expect(condition: Boolean, what: () -> String) {
    if (!condition) throw AssertionError(what())
}

fun main() {
    val root = Navigator(null, WelcomeRoute)
    val stack = root.backStack
    var exits = 0
    root.exit = { exits += 1 }
    expect(!root.canGoBack) { "the first screen has no way back" }

    root.push(TermsRoute)
    expect(stack == listOf(WelcomeRoute, TermsRoute) && root.canGoBack) { "push: $stack" }
    root.replaceRoot(NoteListRoute)
    expect(stack == listOf<NavKey>(NoteListRoute)) { "replace leaves only the new first screen: $stack" }

    // A result travels back to the screen that opened the one returning it.
    val note = Note("Title", "Body", java.util.Date(1_700_000_000_000))
    var received: Any? = null
    root.receive(NoteListRoute, "edit") { received = it }
    root.push(NoteDetailRoute(note), resultTo = ResultTo(NoteListRoute, "edit"))
    // A presentation, and a screen pushed inside it: dismiss closes both.
    root.present(ShareRoute, Presentation.BottomSheet)
    // What is presented covers the screen under it (which pauses, as an Activity under a dialog), not itself.
    expect(root.isCovered(NoteDetailRoute(note)) && !root.isCovered(ShareRoute)) { "a sheet covers the screen under it: $stack" }
    root.push(SearchRoute)
    root.dismiss()
    expect(!root.isCovered(NoteDetailRoute(note))) { "dismissed, the screen is no longer covered" }
    expect(stack == listOf(NoteListRoute, NoteDetailRoute(note))) { "dismiss closes the presentation with what was pushed on it: $stack" }
    root.finishWithResult(NoteDetailRoute(note), "saved")
    expect(received == "saved" && stack == listOf<NavKey>(NoteListRoute)) { "finishWithResult hands the result back and closes: $received, $stack" }

    // An unwind to an earlier screen hands it what the later one returns.
    var unwound: Any? = null
    root.receive(NoteListRoute, "deleted") { unwound = it }
    root.push(SearchRoute)
    root.push(NoteDetailRoute(note))
    root.unwind(to = { it is NoteListRoute }, key = "deleted", value = 42)
    expect(stack == listOf<NavKey>(NoteListRoute) && unwound == 42) { "unwind: $stack, $unwound" }
    // An unwind to a screen not on the stack goes back one, handing nothing.
    root.push(SearchRoute)
    root.unwind(to = { it is WelcomeRoute }, key = "deleted", value = 7)
    expect(stack == listOf<NavKey>(NoteListRoute) && unwound == 42) { "unwind to a screen not on the stack: $stack, $unwound" }

    // clear through / clear to, and a clear that matches nothing.
    root.push(SearchRoute)
    root.push(NoteDetailRoute(note))
    root.push(HelpRoute, clearing = { it is SearchRoute }, inclusive = true)
    expect(stack == listOf(NoteListRoute, HelpRoute)) { "clear through: $stack" }
    root.push(TermsRoute, clearing = { it is NoteListRoute }, inclusive = false)
    expect(stack == listOf(NoteListRoute, TermsRoute)) { "clear to: $stack" }
    root.push(SearchRoute, clearing = { it is WelcomeRoute }, inclusive = true)
    expect(stack == listOf(NoteListRoute, TermsRoute, SearchRoute)) { "a clear matching nothing clears nothing: $stack" }

    // A tab's stack: its own pushes; a presentation from it covers the tab bar (the stack showing the container).
    val tab = root.itemNavigator(0, SearchRoute, HelpRoute)
    expect(tab === root.itemNavigator(0, SearchRoute, HelpRoute)) { "an item's navigator is kept" }
    val tabStack = tab.backStack
    tab.push(TermsRoute)
    expect(tabStack == listOf(HelpRoute, TermsRoute)) { "a push in a tab stays in the tab: $tabStack" }
    tab.present(ShareRoute)
    expect(stack.last() == ShareRoute && tabStack.size == 2) { "a presentation from a tab covers the tab bar: $stack, $tabStack" }
    expect(tab.isCovered(TermsRoute) && tab.isCovered(HelpRoute)) { "a presentation over the tab container covers the tab's screens" }

    // Process death: the stacks, the tab's and what is presented come back as they were.
    val afterDeath = Navigator(null, WelcomeRoute)
    expect(afterDeath.restore(root.saved())) { "the saved stacks restore" }
    expect(afterDeath.backStack == stack) { "the stack after process death: ${afterDeath.backStack}" }
    val afterDeathTab = afterDeath.itemNavigator(0, SearchRoute, WelcomeRoute)
    expect(afterDeathTab.backStack == tabStack) { "the tab's stack after process death: ${afterDeathTab.backStack}" }
    afterDeathTab.dismiss()
    expect(afterDeath.backStack.last() == SearchRoute) { "a presentation dismisses after process death: ${afterDeath.backStack}" }
    expect(!Navigator(null, WelcomeRoute).restore("{\"keys\": 7}") && !Navigator(null, WelcomeRoute).restore("not json")) { "text that is no saved stack is refused" }

    // A result in flight through process death: the opener's ViewModel is made again only when it shows, says then
    // what it receives, and gets what came meanwhile once created (receiveWaiting), before it resumes.
    run {
        val before = Navigator(null, NoteListRoute)
        before.receive(NoteListRoute, "edit") { throw AssertionError("the ViewModel before process death received it") }
        before.push(NoteDetailRoute(note), resultTo = ResultTo(NoteListRoute, "edit"))
        before.push(SearchRoute)
        val after = Navigator(null, WelcomeRoute)
        expect(after.restore(before.saved())) { "the stack with a result in flight restores" }
        after.finish()
        val opener = after.backStack.first()
        after.finishWithResult(after.backStack.last(), "kept")
        expect(after.backStack == listOf(opener)) { "finishWithResult after process death closes the screen: ${after.backStack}" }
        var late: Any? = null
        after.receive(opener, "edit") { late = it }
        expect(late == null) { "handed over before the ViewModel is created" }
        after.receiveWaiting(opener)
        expect(late == "kept") { "the result in flight reaches the opener made again after process death: $late" }
        after.receiveWaiting(opener)
        expect(late == "kept") { "a result is handed over once" }

        // An unwind to a screen not made again yet waits for it too.
        after.push(SearchRoute)
        val revived = Navigator(null, WelcomeRoute)
        expect(revived.restore(after.saved())) { "restores" }
        revived.unwind(to = { it is NoteListRoute }, key = "deleted", value = 9)
        var unwoundLate: Any? = null
        revived.receive(revived.backStack.first(), "deleted") { unwoundLate = it }
        revived.receiveWaiting(revived.backStack.first())
        expect(unwoundLate == 9 && revived.backStack.size == 1) { "an unwind in flight through process death: $unwoundLate, ${revived.backStack}" }

        // A screen that goes takes what waited for it along: one pushed in its place later gets nothing.
        revived.push(NoteDetailRoute(note), resultTo = ResultTo(revived.backStack.first(), "edit"))
        revived.replaceRoot(HelpRoute)
        var stray: Any? = null
        revived.receive(HelpRoute, "edit") { stray = it }
        revived.receiveWaiting(HelpRoute)
        expect(stray == null) { "a hand-over outlived the screens of a replaced stack: $stray" }
    }

    tab.dismiss()
    expect(stack.last() == SearchRoute) { "dismiss from the tab closes it: $stack" }
    tab.finish()
    tab.finish()
    expect(tabStack == listOf<NavKey>(HelpRoute) && stack == listOf(NoteListRoute, TermsRoute)) { "a tab's first screen closes the container: $tabStack, $stack" }
    // The container's item navigators go with it.
    expect(root.itemNavigator(0, SearchRoute, HelpRoute) !== tab) { "a closed container's stacks go" }

    // The back button, then finishing the first screen, leaves the app once.
    root.back()
    root.finish()
    expect(stack == listOf<NavKey>(NoteListRoute) && exits == 1) { "the first screen's finish leaves the app: $stack, $exits" }

    // The keys survive process death: saved and restored as the back stack is.
    val saved = Json.encodeToString(Route.serializer(), NoteDetailRoute(note))
    val restored = Json.decodeFromString(Route.serializer(), saved) as NoteDetailRoute
    expect(restored.note.title == "Title" && restored.note.recorded == note.recorded) { "a key's round trip: $saved" }
    expect(Json.decodeFromString(Route.serializer(), Json.encodeToString(Route.serializer(), NoteListRoute)) == NoteListRoute) { "an object key's round trip" }
    // A screen's content key is given once: when a model its key carries changes (its text with it), the screen keeps
    // its saved state and ViewModels, and it keeps them after process death; each pushed screen has its own.
    val shown = NoteDetailRoute(Note("Heron", "On the bank", java.util.Date(0)))
    root.push(shown)
    val contentKey = root.contentKey(of = shown)
    shown.note.title = "Egret"
    expect(root.contentKey(of = shown) == contentKey) { "a content key that changed with its model: ${root.contentKey(of = shown)}, $contentKey" }
    val other = NoteDetailRoute(Note("Heron", "On the bank", java.util.Date(0)))
    root.push(other)
    expect(root.contentKey(of = other) != contentKey && root.contentKey(of = NoteListRoute) != contentKey) { "two screens share a content key" }
    val revived = Navigator(null, WelcomeRoute)
    expect(revived.restore(root.saved()) && revived.backStack.map { revived.contentKey(of = it) } == root.backStack.map { root.contentKey(of = it) }) {
        "content keys after process death: ${revived.backStack.map { revived.contentKey(of = it) }}"
    }
    revived.push(SearchRoute)
    expect(revived.contentKey(of = SearchRoute) !in root.backStack.map { root.contentKey(of = it) }) { "a new screen after process death reuses a content key" }
    println("navigator: ok")
}
