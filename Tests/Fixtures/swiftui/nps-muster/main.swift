// Drives the NPS Muster screen models as SwiftUI would, with the real Observation module.
import Foundation
import Observation

final class Flag: @unchecked Sendable {
    var raised = false
}

@MainActor
func expect(_ condition: Bool, _ what: String) {
    print((condition ? "ok   " : "FAIL ") + what)
}

@MainActor
func drive() async {
    let app = AppModel()
    expect(app.root == .login, "the app starts at the design's start screen")
    let root = app.navigator
    let login = app.root.model(root) as! LoginModel
    login.viewAppeared()

    // Logging in clears the login away (`clear through LoginScreen`): Observation tells the app's view, and the
    // tabs become the app's root.
    let observed = Flag()
    withObservationTracking { _ = app.root } onChange: { observed.raised = true }
    let profile = ScreenCatalog.sampleProfile()
    login.showHome(profile: profile)
    expect(observed.raised, "the navigation change is observed")
    expect(app.root == .home(profile: profile) && root.path.isEmpty && root.cover == nil,
           "clearing through the login makes the tabs the app's root")

    // The tabs get the container's profile.
    let homeStack = app.navigator
    let home = homeStack.root.model(homeStack) as! HomeModel
    expect(home.tabRoutes.count == 3 && home.tabRoutes[0] == .announcementList(profile: profile),
           "each tab opens with the container's profile")
    expect(home.selectedTab == 0, "the initial tab is selected")

    // A row's selection pushes the detail, whose result comes back to the list.
    let tabStack = homeStack.child(.item(0), root: home.tabRoutes[0])
    let list = tabStack.root.model(tabStack) as! AnnouncementListModel
    list.viewAppeared()
    // To the background and back, through the inactive phase each way (the view passes `phase != .background`):
    // one pause and one resume, as UIKit's willEnterForeground / didEnterBackground give.
    let (resumed, paused) = (list.resumes, list.pauses)
    for active in [true, false, true, true] { list.sceneActivityChanged(active) }
    expect(list.pauses - paused == 1 && list.resumes - resumed == 1, "the background pauses once and coming back resumes once")
    let announcement = ScreenCatalog.sampleAnnouncement()
    list.select(announcement: announcement)
    expect(tabStack.path.count == 1, "selecting an announcement pushes its detail")
    let detail = tabStack.path[0].model(tabStack) as! AnnouncementDetailModel
    expect(detail.announcement === announcement, "the detail opens with the announcement chosen")
    detail.viewAppeared()
    expect(detail.titleLabel == announcement.title && detail.bodyTextView == announcement.body,
           "the bound elements show the announcement (bind announcement.title, announcement.body)")
    detail.finishWithResult(read: true)
    expect(list.received == [true], "the detail's result reaches the list")
    expect(tabStack.path.isEmpty, "finishing pops the detail")

    // setView() runs again when a model it read changes.
    list.observedAnnouncement = announcement
    for _ in 0..<20 { await Task.yield() }
    let runs = list.setViewRuns
    announcement.title = "Muster moved to 0800"
    for _ in 0..<20 { await Task.yield() }
    expect(list.setViewRuns == runs + 1 && list.shownTitle == "Muster moved to 0800",
           "changing an observed model refreshes the screen (\(runs) → \(list.setViewRuns) runs)")
    expect(detail.titleLabel == "Muster moved to 0800", "a bound element follows the value it shows")

    // Elements hold what they show; the segmented control starts at its first entry.
    expect(list.sortControl == 0, "the segmented control starts at its first entry")

    // Clearing to the stack's root keeps the root and pushes on it.
    tabStack.push(.announcementDetail(announcement: announcement))
    tabStack.push(.announcementDetail(announcement: announcement), clearing: { if case .announcementList = $0 { true } else { false } },
                  inclusive: false)
    expect(tabStack.path.count == 1, "clearing to the root leaves one screen on it")

    // Pushed without a clear, a tab container is covered, never pushed; a tab's root finishing closes it; replacing
    // the root resets the app.
    root.push(.home(profile: profile))
    expect(root.cover == .home(profile: profile) && root.path.isEmpty, "a tab container is presented full screen")
    let coverStack = root.child(.cover, root: root.cover!)
    coverStack.child(.item(0), root: home.tabRoutes[0]).finish()
    expect(root.cover == nil, "finishing a tab's root closes the presented tabs")
    root.replaceRoot(with: .home(profile: profile))
    expect(app.root == .home(profile: profile), "replace makes a new root")

    // Killed in the background and relaunched: the tab shown, each tab's stack and the models handed along come back.
    let before = AppModel(root: .home(profile: profile))
    (before.root.model(before.navigator) as! HomeModel).selectedTab = 2
    before.navigator.child(.item(0), root: home.tabRoutes[0]).push(.announcementDetail(announcement: announcement))
    let after = AppModel()
    after.restoreNavigation(from: before.savedNavigation())
    let restoredHome = after.root.model(after.navigator) as! HomeModel
    let restoredTab = after.navigator.child(.item(0), root: restoredHome.tabRoutes[0])
    expect(restoredHome.selectedTab == 2, "the tab shown is restored")
    if case .announcementDetail(let restored, _) = restoredTab.path.first {
        expect(restored !== announcement && restored.title == announcement.title && restored.posted == announcement.posted
               && restoredHome.profile.userName == profile.userName,
               "a tab's pushed screen is restored with a copy of its model")
    } else {
        expect(false, "a tab's pushed screen is restored: \(restoredTab.path)")
    }
    // A sheet swiped away (SwiftUI sets it nil) and opened again starts anew, without what was pushed on it before.
    let opener = AppModel().navigator
    opener.present(.muster(profile: profile))
    opener.child(.sheet, root: .muster(profile: profile)).push(.announcementDetail(announcement: announcement))
    opener.sheet = nil
    opener.present(.muster(profile: profile))
    expect(opener.child(.sheet, root: .muster(profile: profile)).path.isEmpty, "a sheet opened again starts anew")
    let unchanged = AppModel()
    unchanged.restoreNavigation(from: Data("{\"root\":{\"screen\":\"Gone\"}}".utf8))
    expect(unchanged.root == .login, "navigation saved by another design is ignored")

    // Every screen of the catalog opens, appears, goes to the background and back, and disappears.
    for route in ScreenCatalog.routes {
        let stack = Navigator(root: route, app: app)
        let model = route.model(stack)
        model.viewAppeared()
        model.sceneActivityChanged(false)
        model.sceneActivityChanged(true)
        await model.loadContent()
        model.viewDisappeared()
    }
    print("opened \(ScreenCatalog.routes.count) screens")
}

await drive()
