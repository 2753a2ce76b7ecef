import Foundation
import Testing

/// `tandem drift` on a real graph (Sunflower's) against its own import, then with changes injected into the design:
/// each difference is found, pointing at the design's line and the graph's line.
@Suite struct DriftTests {
    static let graph = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/android-nav/android__sunflower__app_src_main_res_navigation_nav_garden.xml")

    @Test func findsWhatWasChangedWithBothPlaces() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("sunflower.tandem")
        #expect(try runTandem(["import", "android-nav", Self.graph.path, "-o", design.path]).status == 0)
        let same = try runTandem(["drift", design.path, "--android-nav", Self.graph.path])
        #expect(same.status == 0 && same.stdout.contains("no drift"), "\(same.stdout)")

        // A type changed, a screen dropped with its transition, a transition dropped, a screen added.
        var text = try String(contentsOf: design, encoding: .utf8)
        text = text.replacingOccurrences(of: "  input plantId: String", with: "  input plantId: Int")
        let gallery = try #require(text.range(of: "screen gallery_fragment {"))
        let end = try #require(text.range(of: "}\n", range: gallery.upperBound..<text.endIndex))
        text.removeSubrange(gallery.lowerBound..<end.upperBound)
        text = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("-> gallery_fragment") && !$0.contains("push view_pager_fragment -> plant_detail_fragment") }
            .joined(separator: "\n") + "screen Extra\n"
        try text.write(to: design, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--android-nav", Self.graph.path])
        #expect(drift.status == 1)
        let out = drift.stdout
        #expect(out.contains("input 'plantId' of screen 'plant_detail_fragment' is Int in the design but String in the app [TD604]"), "\(out)")
        #expect(out.contains("nav_garden.xml:49:10: note: the argument"), "\(out)")
        #expect(out.contains("screen 'Extra' is in the design but not in the Android navigation [TD601]"))
        #expect(out.contains("nav_garden.xml:54:19: error: destination 'gallery_fragment' (GalleryFragment) is in the app but not in the design [TD602]"))
        #expect(out.contains("(push view_pager_fragment -> plant_detail_fragment) is in the app but not in the design [TD603]"), "\(out)")
        #expect(out.contains("4 differences between the design and the app"))

        let json = try runTandem(["drift", design.path, "--android-nav", Self.graph.path, "--format", "json"])
        let findings = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]]
        #expect(Set(findings?.compactMap { $0["code"] as? String } ?? []) == ["TD601", "TD602", "TD603", "TD604"], "\(json.stdout)")

        let python = repositoryRoot.appendingPathComponent(".tools/venv/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "the SARIF validator is missing: run scripts/setup.sh")
        let sarif = dir.appendingPathComponent("drift.sarif")
        try runTandem(["drift", design.path, "--android-nav", Self.graph.path, "--format", "sarif"]).stdout.write(to: sarif, atomically: true, encoding: .utf8)
        let valid = try runProcess(python, [repositoryRoot.appendingPathComponent("scripts/validate-sarif.py").path, sarif.path])
        #expect(valid.status == 0, "\(valid.stdout)")
        #expect(try runTandem(["drift", design.path, "--android-nav", dir.appendingPathComponent("missing.xml").path]).status == 2)

        // Another start screen: the design's line, and the graph's start destination.
        let restarted = dir.appendingPathComponent("restarted.tandem")
        #expect(try runTandem(["import", "android-nav", Self.graph.path, "-o", restarted.path]).status == 0)
        try String(contentsOf: restarted, encoding: .utf8).replacingOccurrences(of: "  start view_pager_fragment", with: "  start gallery_fragment")
            .write(to: restarted, atomically: true, encoding: .utf8)
        let start = try runTandem(["drift", restarted.path, "--android-nav", Self.graph.path])
        #expect(start.status == 1 && start.stdout.contains("the design starts at 'gallery_fragment', the app at 'view_pager_fragment' [TD605]"), "\(start.stdout)")
        #expect(start.stdout.contains("nav_garden.xml:23:19: note: the app's start destination"), "\(start.stdout)")
    }

    /// Transitions from any screen are compared with the graph's global actions (LibreTube's).
    @Test func globalActions() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = try #require(try AndroidNavigationImportTests.corpusFiles().first { $0.lastPathComponent.hasSuffix("LibreTube__app_src_main_res_navigation_nav.xml") })
        let design = dir.appendingPathComponent("libre.tandem")
        #expect(try runTandem(["import", "android-nav", graph.path, "-o", design.path]).status == 0)
        let same = try runTandem(["drift", design.path, "--android-nav", graph.path])
        #expect(same.status == 0 && same.stdout.contains("no drift"), "\(same.stdout)")
        try String(contentsOf: design, encoding: .utf8)
            .replacingOccurrences(of: "  push * -> channelFragment on openChannel\n", with: "  push * -> homeFragment\n")
            .write(to: design, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--android-nav", graph.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("push * -> homeFragment is in the design, but not in"), "\(drift.stdout)")
        #expect(drift.stdout.contains("action 'openChannel' (push * -> channelFragment) is in the app but not in the design [TD603]"), "\(drift.stdout)")
    }

    /// A nested graph's own action is a transition from any screen of its group: the graph exported from Field Notes
    /// matches its design, and one whose nested action moved to the root graph drifts on both sides.
    @Test func actionsOfANestedGraph() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("nav_graph.xml")
        #expect(try runTandem(["export", "android-nav", "examples/field-notes", "-o", graph.path]).status == 0)
        let design = dir.appendingPathComponent("notes.tandem")
        #expect(try runTandem(["import", "android-nav", graph.path, "-o", design.path]).status == 0)
        let same = try runTandem(["drift", design.path, "--android-nav", graph.path])
        #expect(same.status == 0 && same.stdout.contains("no drift"), "\(same.stdout)")
        let text = try String(contentsOf: graph, encoding: .utf8)
        let action = "    <action android:id=\"@+id/help\" app:destination=\"@id/Help\"/>\n"
        try #require(text.contains(action))
        var moved = text.replacingOccurrences(of: action, with: "")
        let rootEnd = try #require(moved.range(of: "</navigation>", options: .backwards))
        moved.insert(contentsOf: action, at: rootEnd.lowerBound)
        try moved.write(to: graph, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--android-nav", graph.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("push * in SignUpFlow -> Help is in the design, but not in"), "\(drift.stdout)")
        #expect(drift.stdout.contains("action 'help' (push * -> Help) is in the app but not in the design [TD603]"), "\(drift.stdout)")
    }

    /// Storyboards too: a scene renamed in the design is a screen on each side only, the storyboard's at its line.
    @Test func storyboards() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let storyboard = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/ios-storyboard/firebase__quickstart-ios__database_DatabaseExample_Base.lproj_Main.storyboard")
        let design = dir.appendingPathComponent("db.tandem")
        #expect(try runTandem(["import", "storyboard", storyboard.path, "-o", design.path]).status == 0)
        #expect(try runTandem(["drift", design.path, "--storyboard", storyboard.path]).status == 0)
        try String(contentsOf: design, encoding: .utf8).replacingOccurrences(of: "screen NewPost {", with: "screen Compose {")
            .replacingOccurrences(of: "class \"NewPostViewController\"", with: "class \"ComposeViewController\"")
            .write(to: design, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--storyboard", storyboard.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("screen 'Compose' is in the design but not in the storyboards [TD601]"), "\(drift.stdout)")
        #expect(drift.stdout.contains("Main.storyboard:89:50: error: destination 'NewPost' (NewPostViewController) is in the app but not in the design [TD602]"), "\(drift.stdout)")
    }

    /// A tab bar controller's tabs against the design's: one dropped and two swapped are both told, at the `tabs` line.
    @Test func tabOrder() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let storyboard = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/ios-storyboard/Ramotion__animated-tab-bar__RAMAnimatedTabBarDemo_RAMAnimatedTabBarDemo_Base.lproj_Main.storyboard")
        let design = dir.appendingPathComponent("tabs.tandem")
        #expect(try runTandem(["import", "storyboard", storyboard.path, "-o", design.path]).status == 0)
        #expect(try runTandem(["drift", design.path, "--storyboard", storyboard.path]).status == 0)
        let text = try String(contentsOf: design, encoding: .utf8)
        try #require(text.contains("tabs RAMAnimatedTabBar [View2, View, ViewController2, ViewController3, ViewController]"), "\(text)")
        try text.replacingOccurrences(of: "[View2, View, ViewController2, ViewController3, ViewController]", with: "[View, View2, ViewController2, ViewController3]")
            .write(to: design, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--storyboard", storyboard.path, "--format", "json"])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("ViewController only in the app; the app orders them View2, View, ViewController2, ViewController3, ViewController"), "\(drift.stdout)")
        #expect(drift.stdout.contains("TD606"))
    }
    /// A navigation drawer's menu against the design's drawer: the same items clean; a tab bar where the app has a
    /// drawer, and items in another order, are both told.
    @Test func drawerItems() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = codelabGraph
        let menu = dir.appendingPathComponent("nav_drawer_menu.xml"), design = dir.appendingPathComponent("drawer.tandem")
        try codelabDrawerMenu.write(to: menu, atomically: true, encoding: .utf8)
        #expect(try runTandem(["import", "android-nav", graph.path, "--drawer-menu", menu.path, "-o", design.path]).status == 0)
        let clean = try runTandem(["drift", design.path, "--android-nav", graph.path, "--drawer-menu", menu.path])
        #expect(clean.status == 0, "\(clean.stdout)")
        let text = try String(contentsOf: design, encoding: .utf8)
        try #require(text.contains("drawer nav_drawer_menu [home_dest, deeplink_dest]"), "\(text)")
        try text.replacingOccurrences(of: "drawer nav_drawer_menu [home_dest, deeplink_dest]", with: "tabs nav_drawer_menu [deeplink_dest, home_dest]")
            .replacingOccurrences(of: "kind drawer", with: "kind tabs")
            .write(to: design, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--android-nav", graph.path, "--drawer-menu", menu.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("'nav_drawer_menu' is a tab bar in the design but a drawer in the app [TD606]"), "\(drift.stdout)")
        #expect(drift.stdout.contains("the tabs of 'nav_drawer_menu' differ from the app's: the app orders them home_dest, deeplink_dest"), "\(drift.stdout)")
    }

    /// Embedded screens: a graph has no destination for them (their actions are the host's), so a design checks clean
    /// against the graph exported from it; a storyboard's container views are compared with the design's `embed`.
    @Test func embeddedScreens() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recipes = repositoryRoot.appendingPathComponent("examples/recipes").path
        let graph = dir.appendingPathComponent("nav_graph.xml")
        #expect(try runTandem(["export", "android-nav", recipes, "-o", graph.path]).status == 0)
        let clean = try runTandem(["drift", recipes, "--android-nav", graph.path])
        #expect(clean.status == 0, "\(clean.stdout)")

        let storyboard = dir.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n">
          <scenes>
            <scene sceneID="s1"><objects>
              <navigationController id="n"><connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="p" customClass="DashboardViewController" title="Today">
                <connections><segue destination="c1" kind="embed" id="e1"/><segue destination="c2" kind="show" id="g2"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects><viewController id="c1" customClass="SummaryViewController" title="Summary"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="c2" customClass="HourlyViewController" title="Hourly"/></objects></scene>
          </scenes>
        </document>
        """.write(to: storyboard, atomically: true, encoding: .utf8)
        let design = dir.appendingPathComponent("today.tandem")
        #expect(try runTandem(["import", "storyboard", storyboard.path, "-o", design.path]).status == 0)
        #expect(try runTandem(["drift", design.path, "--storyboard", storyboard.path]).status == 0)
        // The design embeds Hourly instead of Summary (and no longer pushes it): both sides are told.
        let text = try String(contentsOf: design, encoding: .utf8)
        try #require(text.contains("embed Dashboard [Summary]") && text.contains("push Dashboard -> Hourly"), "\(text)")
        try text.replacingOccurrences(of: "embed Dashboard [Summary]", with: "embed Dashboard [Hourly]")
            .replacingOccurrences(of: "  push Dashboard -> Hourly\n", with: "")
            .write(to: design, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--storyboard", storyboard.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("'Hourly' is shown inside 'Dashboard' in the design, but is no container view's scene in the app [TD607]"), "\(drift.stdout)")
        #expect(drift.stdout.contains("'Summary' is shown inside 'Dashboard' in the app (a container view), but not in the design [TD607]"), "\(drift.stdout)")
    }

    /// Kiwix's graph: a renamed action, a removed popUpTo, one of two actions between the same screens removed, and a
    /// deep link on one side only are each found, at the design's line and the graph's.
    @Test func actionsClearingAndDeepLinks() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let corpus = try #require(try AndroidNavigationImportTests.corpusFiles().first { $0.lastPathComponent.hasSuffix("kiwix_nav_graph.xml") })
        // The app's side gains a second action from search to the reader, and a deep link.
        var xml = try String(contentsOf: corpus, encoding: .utf8)
        let search = "<action\n      android:id=\"@+id/action_searchFragment_to_readerFragment\""
        let at = try #require(xml.range(of: search))
        xml.insert(contentsOf: "<action android:id=\"@+id/openReaderAgain\" app:destination=\"@id/readerFragment\" />\n    ", at: at.lowerBound)
        let graph = dir.appendingPathComponent("kiwix_nav_graph.xml")
        try xml.write(to: graph, atomically: true, encoding: .utf8)
        let design = dir.appendingPathComponent("kiwix.tandem")
        #expect(try runTandem(["import", "android-nav", graph.path, "-o", design.path]).status == 0)
        #expect(try runTandem(["drift", design.path, "--android-nav", graph.path]).stdout.contains("no drift"))

        var text = try String(contentsOf: design, encoding: .utf8)
        try #require(text.contains("push searchFragment -> readerFragment on action_searchFragment_to_readerFragment clear to readerFragment\n"), "\(text)")
        try #require(text.contains("push searchFragment -> readerFragment on openReaderAgain\n"), "\(text)")
        text = text.replacingOccurrences(of: "action_navigation_library_to_navigation_downloads", with: "openDownloads")
            .replacingOccurrences(of: "on action_searchFragment_to_readerFragment clear to readerFragment\n", with: "on action_searchFragment_to_readerFragment\n")
            .replacingOccurrences(of: "  push searchFragment -> readerFragment on openReaderAgain\n", with: "  deeplink \"kiwix://search/{searchString}\" -> searchFragment\n")
        try text.write(to: design, atomically: true, encoding: .utf8)
        // A deep link only in the app.
        try xml.replacingOccurrences(of: "<action android:id=\"@+id/openReaderAgain\"", with: "<deepLink app:uri=\"kiwix://reader\" />\n    <action android:id=\"@+id/openReaderAgain\"")
            .write(to: graph, atomically: true, encoding: .utf8)
        let drift = try runTandem(["drift", design.path, "--android-nav", graph.path])
        #expect(drift.status == 1)
        let out = drift.stdout
        #expect(out.contains("push libraryFragment -> downloadsFragment is on 'openDownloads' in the design but on 'action_navigation_library_to_navigation_downloads' in the app [TD603]"), "\(out)")
        #expect(out.contains("push searchFragment -> readerFragment clears nothing in the design but clears to readerFragment in the app [TD603]"), "\(out)")
        #expect(out.contains("action 'openReaderAgain' (push searchFragment -> readerFragment) is in the app but not in the design [TD603]"), "\(out)")
        #expect(out.contains("deep link \"kiwix://search/{searchString}\" to 'searchFragment' is in the design, but not in the Android navigation [TD608]"), "\(out)")
        #expect(out.contains("deep link \"kiwix://reader\" to 'searchFragment' is in the app but not in the design [TD608]"), "\(out)")
        // The app's places: the renamed action's own line in the graph, not another action's.
        let lines = xml.components(separatedBy: "\n")
        let downloads = try #require(lines.firstIndex { $0.contains("@+id/action_navigation_library_to_navigation_downloads") })
        #expect(out.contains("kiwix_nav_graph.xml:\(downloads + 1):"), "\(out)")
        #expect(out.contains("5 differences between the design and the app"), "\(out)")
    }
}
