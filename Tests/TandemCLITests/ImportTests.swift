import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TandemImport

/// `tandem import android-nav` on the real Jetpack Navigation graphs of Tests/Fixtures/corpus (public apps' files,
/// copied byte-exact from ../shared/corpus with their licences and manifest), checked against counts taken from the
/// XML independently of the importer.
@Suite struct AndroidNavigationImportTests {
    static let corpus = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/android-nav")

    static func corpusFiles() throws -> [URL] {
        try #require(FileManager.default.fileExists(atPath: corpus.path), "the corpus is missing: \(corpus.path)")
        return try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".xml") }.sorted()
            .map { corpus.appendingPathComponent($0) }
    }

    /// "imported 3 screens, 2 transitions, 2 inputs from 1 graph" → (3, 2, 2).
    static func counts(_ stderr: String) -> (screens: Int, transitions: Int, inputs: Int)? {
        guard let line = stderr.split(separator: "\n").last(where: { $0.hasPrefix("tandem: imported ") }) else { return nil }
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        return numbers.count >= 3 ? (numbers[0], numbers[1], numbers[2]) : nil
    }

    @Test func everyCorpusGraphImportsAndChecksWithoutErrors() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try Self.corpusFiles()
        #expect(files.count >= 20)
        for file in files {
            let design = dir.appendingPathComponent(file.deletingPathExtension().lastPathComponent + ".tandem")
            let run = try runTandem(["import", "android-nav", file.path, "-o", design.path])
            #expect(run.status == 0 && !run.crashed, "\(file.lastPathComponent): \(run.stderr)")
            let counts = try #require(Self.counts(run.stderr), "\(file.lastPathComponent): \(run.stderr)")
            // Written as `tandem fmt` lays a design out.
            let laidOut = try runTandem(["fmt", "--check", design.path])
            #expect(laidOut.status == 0, "\(file.lastPathComponent) is not formatted: \(laidOut.stdout)")

            // The same figures, read from the XML with XPath, not through the importer.
            let xml = try XMLDocument(contentsOf: file, options: [])
            func count(_ xpath: String) throws -> Int { try xml.nodes(forXPath: xpath).count }
            let destinations = try count("//*[local-name()='fragment' or local-name()='dialog' or local-name()='activity']")
            let arguments = try count("//*[local-name()='fragment' or local-name()='dialog' or local-name()='activity']/*[local-name()='argument']")
            let actionsWithTarget = try count("//*[local-name()='fragment' or local-name()='dialog' or local-name()='activity']/*[local-name()='action'][@*[local-name()='destination']]")
                // The root graph's own actions are transitions from any screen.
                + count("/*[local-name()='navigation']/*[local-name()='action'][@*[local-name()='destination']]")
            // Every action that pops up to somewhere first and goes on: a replace (the whole graph), a clear, or listed.
            let popping = try count("//*[local-name()='action'][@*[local-name()='destination']][@*[local-name()='popUpTo']]")
            #expect(counts.screens == destinations, "\(file.lastPathComponent)")
            #expect(counts.inputs == arguments, "\(file.lastPathComponent)")
            // Every action of a destination that goes somewhere is a transition, unless its target is not given
            // (then it is listed as not modelled).
            let text = try String(contentsOf: design, encoding: .utf8)
            let unresolved = text.components(separatedBy: "which is not a destination of the graphs given").count - 1
            #expect(counts.transitions + unresolved == actionsWithTarget, "\(file.lastPathComponent)")
            let lines = text.split(separator: "\n")
            let clears = lines.filter { $0.hasPrefix("  push ") && $0.contains(" clear ") }.count
            let replaces = lines.filter { $0.hasPrefix("  replace ") }.count
            let listed = lines.filter { $0.hasPrefix("//") && $0.contains(" pops up to ") }.count
            let nestedGlobals = lines.filter { $0.hasPrefix("//") && $0.contains("any screen of a nested graph") }.count
            #expect(clears + replaces + listed >= popping - nestedGlobals - unresolved && clears + replaces + listed <= popping,
                    "\(file.lastPathComponent): \(clears) clears, \(replaces) replaces, \(listed) listed of \(popping) popUpTo actions")

            let check = try runTandem(["check", design.path])
            #expect(check.status == 0, "\(file.lastPathComponent): \(check.stdout)")
            #expect(try runTandem(["graph", design.path]).status == 0)
            let app = dir.appendingPathComponent(file.deletingPathExtension().lastPathComponent + "-app").path
            let generate = try runTandem(["generate", design.path, "-o", app])
            #expect(generate.status == 0 && !generate.crashed, "\(file.lastPathComponent): \(generate.stderr)")
        }
    }

    @Test func sunflowerGolden() throws {
        let file = Self.corpus.appendingPathComponent("android__sunflower__app_src_main_res_navigation_nav_garden.xml")
        try #require(FileManager.default.fileExists(atPath: file.path))
        let run = try runTandem(["import", "android-nav", file.path])
        #expect(run.status == 0)
        try expectGoldenFile(run.stdout, at: "Tests/Fixtures/golden/import/nav_garden.tandem")
    }

    /// A graph that includes others, with the files under the names the app gives them, reads as one design.
    @Test func includedGraphsAreReadFromTheFilesGiven() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["form", "home", "list", "nav_graph"] {
            try FileManager.default.copyItem(
                at: Self.corpus.appendingPathComponent("android__architecture-components-samples__NavigationAdvancedSample_app_src_main_res_navigation_\(name).xml"),
                to: dir.appendingPathComponent("\(name).xml"))
        }
        let run = try runTandem(["import", "android-nav", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.counts(run.stderr)?.screens == 6, "\(run.stderr)")
        #expect(!run.stdout.contains("that file was not given"))
        #expect(run.stdout.contains("start titleScreen"), "the start of the included home graph: \(run.stdout)")
    }

    /// An included graph is a graph nested where it is included (as Navigation builds it): a group of the design, so its
    /// own global actions are transitions from any of its screens, not dropped as "not a group".
    @Test func anIncludedGraphIsAGroup() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ns = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#
        try """
        <navigation \(ns) android:id="@+id/main" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.Home"><action android:id="@+id/toOrders" app:destination="@id/orders" /></fragment>
          <include app:graph="@navigation/orders" />
        </navigation>
        """.write(to: dir.appendingPathComponent("main.xml"), atomically: true, encoding: .utf8)
        try """
        <navigation \(ns) android:id="@+id/orders" app:startDestination="@id/list">
          <fragment android:id="@+id/list" android:name="a.List"><action android:id="@+id/open" app:destination="@id/detail" /></fragment>
          <fragment android:id="@+id/detail" android:name="a.Detail" />
          <action android:id="@+id/help" app:destination="@id/home" />
        </navigation>
        """.write(to: dir.appendingPathComponent("orders.xml"), atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  group orders [list, detail] start list\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  push * in orders -> home on help\n"), "\(run.stdout)")
        #expect(!run.stderr.contains("not a group"), "\(run.stderr)")
    }

    /// Under the corpus' long names (files copied out of an app), an included graph is found by its root's
    /// android:id, which the app gives as the resource's name.
    @Test func includedGraphsAreFoundByTheirIDs() throws {
        let files = ["nav_graph", "home", "list", "form"].map {
            Self.corpus.appendingPathComponent("android__architecture-components-samples__NavigationAdvancedSample_app_src_main_res_navigation_\($0).xml").path
        }
        let run = try runTandem(["import", "android-nav"] + files)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("that file was not given") && !run.stdout.contains("that file was not given"), "\(run.stderr)")
        #expect(run.stdout.contains("start titleScreen"), "\(run.stdout)")
    }

    /// Namespaces are matched by URI: any prefix works.
    /// Sunflower's graph imported into a design that already has two of its screens under other names: only the
    /// third screen and the transition to it are written (into a file beside the design's, which is never rewritten),
    /// the differences are listed, the folder checks clean, and importing again adds nothing.
    @Test func importsIntoAnExistingDesign() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        let mine = """
        screen Home { action open  android { class "HomeViewPagerFragment" } }
        screen PlantDetail "Plant" { input plantId: String  input zoom: Int = 1 }
        screen Settings { }
        navigation { start Home  modal Home -> PlantDetail on open (plantId: String)  push Home -> Settings }
        """
        try mine.write(to: design.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        let graph = Self.corpus.appendingPathComponent("android__sunflower__app_src_main_res_navigation_nav_garden.xml").path
        let out = design.appendingPathComponent("android.tandem").path
        let run = try runTandem(["import", "android-nav", graph, "--into", design.path, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("screen gallery_fragment") && !text.contains("screen plant_detail_fragment") && !text.contains("screen view_pager_fragment"), "\(text)")
        #expect(text.contains("  push PlantDetail -> gallery_fragment (plantName: String)\n"), "\(text)")
        #expect(!text.contains("start "), "the design has its start")
        #expect(text.contains("Home ← view_pager_fragment, PlantDetail ← plant_detail_fragment"))
        #expect(text.contains("Home -> PlantDetail is modal in the design and push in the app"))
        #expect(text.contains("the design's input zoom is not an argument in the app"))
        #expect(try String(contentsOf: design.appendingPathComponent("app.tandem"), encoding: .utf8) == mine, "the design's own file is untouched")
        let check = try runTandem(["check", design.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let again = try runTandem(["import", "android-nav", graph, "--into", design.path])
        #expect(again.status == 0 && !again.stdout.contains("\nscreen ") && again.stderr.contains("imported 0 screens, 0 transitions"), "\(again.stdout)\(again.stderr)")
        // Again into the same file: it is not read as the design (which would find nothing new and write an empty
        // navigation), and what it holds is what this import writes, so nothing is written and nothing refused.
        let rerun = try runTandem(["import", "android-nav", graph, "--into", design.path, "-o", out])
        #expect(rerun.status == 0 && rerun.stderr.contains("is up to date"), "\(rerun.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == text)
        try (text + "// edited\n").write(toFile: out, atomically: true, encoding: .utf8)
        let edited = try runTandem(["import", "android-nav", graph, "--into", design.path, "-o", out])
        #expect(edited.status == 2 && edited.stderr.contains("holds something other than what this import writes"), "\(edited.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == text + "// edited\n")

        // A type that differs: listed, and a transition added into the design's screen passes it as the design types it.
        let typed = dir.appendingPathComponent("typed")
        try FileManager.default.createDirectory(at: typed, withIntermediateDirectories: true)
        try mine.replacingOccurrences(of: "input plantId: String", with: "input plantId: Int")
            .replacingOccurrences(of: "modal Home -> PlantDetail on open (plantId: String)  ", with: "")
            .replacingOccurrences(of: "action open  ", with: "")
            .write(to: typed.appendingPathComponent("app.tandem"), atomically: true, encoding: .utf8)
        let delta = typed.appendingPathComponent("android.tandem").path
        let typedRun = try runTandem(["import", "android-nav", graph, "--into", typed.path, "-o", delta])
        #expect(typedRun.status == 0, "\(typedRun.stderr)")
        let typedText = try String(contentsOfFile: delta, encoding: .utf8)
        #expect(typedText.contains("screen PlantDetail: input plantId is Int in the design and String in the app"), "\(typedText)")
        #expect(typedText.contains("  push Home -> PlantDetail (plantId: Int)\n"), "\(typedText)")
        let typedCheck = try runTandem(["check", typed.path])
        #expect(typedCheck.status == 0, "\(typedCheck.stdout)")

        let missing = try runTandem(["import", "android-nav", graph, "--into", dir.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read the design to import into"), "\(missing.stderr)")
    }

    /// A class argument with a default that is not null is an enum (Navigation takes no other default for a class):
    /// LibreTube's playlistType is `enum PlaylistType { PUBLIC }` with its default, its other cases listed as the app's
    /// to add; generated code and the exported graph keep the constant's name.
    @Test func enumArgumentsKeepTheirDefaults() throws {
        let graph = Self.corpus.appendingPathComponent("libre-tube__LibreTube__app_src_main_res_navigation_nav.xml")
        let run = try runTandem(["import", "android-nav", graph.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("enum PlaylistType { PUBLIC }\n") && run.stdout.contains("  input playlistType: PlaylistType = PUBLIC\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("model PlaylistType"))
        #expect(run.stderr.contains("enum PlaylistType: the graphs name its case PUBLIC (as defaults); add the others"))
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let design = dir.appendingPathComponent("libre.tandem")
        try run.stdout.write(to: design, atomically: true, encoding: .utf8)
        let exported = try runTandem(["export", "android-nav", design.path])
        #expect(exported.stdout.contains("app:argType=\"com.example.app.tandem.models.PlaylistType\" android:defaultValue=\"PUBLIC\""), "\(exported.stdout)")
        // "null" is no case: the class stays a model, the input optional.
        let nullGraph = dir.appendingPathComponent("null.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
          <fragment android:id="@+id/a" android:name="x.A"><argument android:name="item" app:argType="x.Item" android:defaultValue="null"/></fragment>
        </navigation>
        """.write(to: nullGraph, atomically: true, encoding: .utf8)
        let null = try runTandem(["import", "android-nav", nullGraph.path])
        #expect(null.stdout.contains("model Item\n") && !null.stdout.contains("enum Item") && null.stdout.contains("input item: Item?"), "\(null.stdout)")
    }

    /// Two root graphs (no graph given includes the other: two hosts' graphs) are said, the second a group; a popUpTo
    /// to the root on an action into a dialog, which shows over what stays, is listed rather than dropped.
    @Test func secondRootsAndClearsIntoDialogsAreSaid() throws {
        let kiwix = Self.corpus.appendingPathComponent("kiwix__kiwix-android__app_src_main_res_navigation_kiwix_nav_graph.xml")
        let sunflower = Self.corpus.appendingPathComponent("android__sunflower__app_src_main_res_navigation_nav_garden.xml")
        let two = try runTandem(["import", "android-nav", kiwix.path, sunflower.path])
        #expect(two.status == 0)
        #expect(two.stderr.contains("2 root graphs (no graph given includes them: each another host's, as a second Activity's NavHost)"), "\(two.stderr)")
        #expect(two.stdout.contains("group android__sunflower__app_src_main_res_navigation_nav_garden [view_pager_fragment, plant_detail_fragment, gallery_fragment] start view_pager_fragment"), "\(two.stdout)")
        #expect(two.stdout.contains("  start readerFragment\n"), "the first root's start is the start")

        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("nav.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/main" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.Home">
            <action android:id="@+id/showRating" app:destination="@id/rating" app:popUpTo="@id/main" app:popUpToInclusive="true"/>
          </fragment>
          <dialog android:id="@+id/rating" android:name="a.RatingDialog"/>
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", graph.path])
        #expect(run.stdout.contains("  modal home -> rating on showRating as dialog\n"), "\(run.stdout)")
        #expect(run.stderr.contains("action showRating of home pops up to main inclusive first, and only a push clears, so it is a modal that clears nothing"), "\(run.stderr)")
    }

    @Test func attributesAreReadByNamespaceURI() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("g.xml")
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <navigation xmlns:a="http://schemas.android.com/apk/res/android" xmlns:x="http://schemas.android.com/apk/res-auto"
            a:id="@+id/g" x:startDestination="@id/first">
          <fragment a:id="@+id/first" a:name="org.example.First" a:label="First &amp; &quot;best&quot;">
            <action a:id="@+id/open" x:destination="@id/sheet" x:launchSingleTop="true">
              <argument a:name="count" a:defaultValue="3" />
            </action>
            <action a:id="@+id/restart" x:destination="@id/first" x:popUpTo="@id/g" x:popUpToInclusive="true" x:popUpToSaveState="true" />
          </fragment>
          <dialog a:id="@+id/sheet" a:name="org.example.Sheet">
            <argument a:name="item" x:argType="org.example.Outer$Item" />
            <argument a:name="count" x:argType="long" a:defaultValue="2L" />
            <argument a:name="label" x:argType="string" a:defaultValue="@string/none" />
            <argument a:name="uris" x:argType="android.net.Uri[]" x:nullable="true" />
            <argument a:name="query" x:argType="string" x:nullable="true" a:defaultValue="null" />
            <argument a:name="word" x:argType="string" a:defaultValue="nullable" />
          </dialog>
          <action a:id="@+id/global" x:destination="@id/first" />
        </navigation>
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout
        #expect(text.contains(#"screen first "First & \"best\"" {"#), "\(text)")
        #expect(text.contains("model Outer_Item"))
        // A default the language can write is kept; a resource reference cannot be: the input is optional, and listed.
        #expect(text.contains("input item: Outer_Item") && text.contains("input count: Long = 2") && text.contains("input uris: [URL]?"))
        #expect(text.contains("input label: String?") && text.contains("defaults to @string/none"), "\(text)")
        // "null" for a string is null to Navigation (StringType), not the four-letter text; other text stays text.
        #expect(text.contains("input query: String?\n") && !text.contains("\"null\""), "\(text)")
        #expect(text.contains("input word: String = \"nullable\""), "\(text)")
        #expect(text.contains("modal first -> sheet on open (item: Outer_Item)"), "\(text)")
        // What an action says that the language does not is listed with the file, never dropped.
        #expect(text.contains("action open of first declares argument count = 3 of its own"), "\(text)")
        #expect(text.contains("action open of first launches its destination single-top"), "\(text)")
        #expect(text.contains("action restart of first saves the state of the screens it pops"), "\(text)")
        #expect(text.contains("replace first -> first on restart"), "popUpTo the graph, inclusive, clears it all")
        #expect(text.contains("push * -> first on global\n"), "a global action of the root graph is from any screen")
    }

    /// Nothing silent, checked mechanically on every corpus graph and every real app's (Tests/Fixtures/realapps): each
    /// element and attribute of the file is one the importer reads (its table, `readAttributes`) or is named in what it
    /// lists as not modelled; `tools:` attributes are the layout editor's and read by no app.
    @Test func everyElementAndAttributeIsReadOrListed() throws {
        let realapps = repositoryRoot.appendingPathComponent("Tests/Fixtures/realapps/android-nav")
        let real = try FileManager.default.contentsOfDirectory(atPath: realapps.path).filter { $0.hasSuffix(".xml") }.sorted()
        #expect(real.count == 8)
        for file in try Self.corpusFiles() + real.map({ realapps.appendingPathComponent($0) }) {
            let run = try runTandem(["import", "android-nav", file.path])
            #expect(run.status == 0, "\(file.lastPathComponent): \(run.stderr)")
            let listed = run.stderr + run.stdout
            let xml = try XMLDocument(contentsOf: file, options: [])
            var pending = [try #require(xml.rootElement())]
            while let element = pending.popLast() {
                let tag = element.localName ?? ""
                pending += element.children?.compactMap { $0 as? XMLElement } ?? []
                guard let read = AndroidNavigationImport.readAttributes[tag] else {
                    #expect(listed.contains("<\(tag)>"), "\(file.lastPathComponent): <\(tag)> is neither read nor listed")
                    continue
                }
                for attribute in element.attributes ?? [] {
                    let name = attribute.name ?? ""
                    guard !name.hasPrefix("tools:"), !name.hasPrefix("xmlns") else { continue }
                    #expect(read.contains(name) || listed.contains("\(name)=\"\(attribute.stringValue ?? "")\""),
                            "\(file.lastPathComponent): \(name) on <\(tag)> is neither read nor listed")
                }
            }
        }
    }

    /// The root graph's global actions are transitions from any screen; popUpTo a screen under the source is a clear.
    @Test func globalActionsAndPopUpToAreModelled() throws {
        let corpus = try Self.corpusFiles()
        let libre = try #require(corpus.first { $0.lastPathComponent.hasSuffix("LibreTube__app_src_main_res_navigation_nav.xml") })
        let kiwix = try #require(corpus.first { $0.lastPathComponent.hasSuffix("kiwix_nav_graph.xml") })
        let a = try runTandem(["import", "android-nav", libre.path])
        #expect(a.stdout.contains("  push * -> searchFragment on openSearch clear to homeFragment\n"), "\(a.stdout)")
        #expect(a.stdout.contains("  push * -> playlistFragment on openPlaylist (playlistId: String)\n"))
        #expect(a.stdout.contains("  push homeFragment -> trendsFragment on action_homeFragment_to_trendsFragment clear to homeFragment\n"))
        #expect(!a.stderr.contains("global action"), "\(a.stderr)")
        let b = try runTandem(["import", "android-nav", kiwix.path])
        #expect(b.stdout.contains("  push introFragment -> libraryFragment on action_introfragment_to_libraryFragment clear through introFragment\n"), "\(b.stdout)")
        #expect(!b.stderr.contains("popUpTo"), "\(b.stderr)")
        // Deep links open their destination; their placeholders are its arguments.
        let droidKaigi = try #require(corpus.first { $0.lastPathComponent.hasPrefix("DroidKaigi") })
        let d = try runTandem(["import", "android-nav", droidKaigi.path])
        #expect(d.stdout.contains("  deeplink \"droidkaigi.jp/2019/timetable/{session}\" -> session_detail\n"), "\(d.stdout)")
        #expect(d.stdout.components(separatedBy: "  deeplink ").count - 1 == 6 && !d.stderr.contains("deep link"), "\(d.stderr)")
        // A nested graph's global action is from any screen of its group; one of a graph that is no group is listed.
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("nested.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/root" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.Home"/>
          <navigation android:id="@+id/flow" app:startDestination="@id/step">
            <fragment android:id="@+id/step" android:name="a.Step"/>
            <action android:id="@+id/toHome" app:destination="@id/home"/>
          </navigation>
          <action android:id="@+id/toFlow" app:destination="@id/flow" app:popUpTo="@id/home"/>
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let c = try runTandem(["import", "android-nav", graph.path])
        // The nested graph is a group: the transition names it, and it opens its start.
        #expect(c.stdout.contains("  push * -> flow on toFlow clear to home\n") && c.stdout.contains("  group flow [step] start step\n"), "\(c.stdout)")
        #expect(c.stdout.contains("  push * in flow -> home on toHome\n"), "\(c.stdout)")
        #expect(!c.stderr.contains("global action"), "\(c.stderr)")
        try String(contentsOf: graph, encoding: .utf8).replacingOccurrences(of: "app:startDestination=\"@id/step\"", with: "app:startDestination=\"@id/inner\"")
            .replacingOccurrences(of: "<action android:id=\"@+id/toHome\"", with: "<navigation android:id=\"@+id/inner\" app:startDestination=\"@id/last\"><fragment android:id=\"@+id/last\"/></navigation><action android:id=\"@+id/toHome\"")
            .write(to: graph, atomically: true, encoding: .utf8)
        let e = try runTandem(["import", "android-nav", graph.path])
        #expect(!e.stdout.contains("* in flow") && e.stderr.contains("global action toHome of graph flow to home: the graph is not a group"), "\(e.stdout)\n\(e.stderr)")
    }

    /// A graph's start destination's required arguments come with the app (`start A (x: T)`), as its host passes them
    /// to setGraph; a graph's own `<argument>` is its start's input of that name (the root's entry, the data a
    /// transition to a group passes), and one its start does not declare is listed.
    @Test func aGraphIsEnteredWithItsStartsArguments() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("module.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/module" app:startDestination="@id/pick">
          <argument android:name="account" app:argType="string"/>
          <argument android:name="theme" app:argType="integer"/>
          <fragment android:id="@+id/pick" android:name="a.PickFragment">
            <argument android:name="account" app:argType="string"/>
            <argument android:name="limit" app:argType="integer" android:defaultValue="3"/>
            <argument android:name="note" app:argType="string" app:nullable="true"/>
            <action android:id="@+id/toFlow" app:destination="@id/flow"/>
          </fragment>
          <navigation android:id="@+id/flow" app:startDestination="@id/step">
            <argument android:name="mode" app:argType="integer"/>
            <fragment android:id="@+id/step" android:name="a.StepFragment"/>
          </navigation>
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", graph.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  start pick (account: String)\n"), "\(run.stdout)")
        #expect(run.stderr.contains("argument theme of graph module: its start destination pick declares no argument of that name"), "\(run.stderr)")
        #expect(run.stderr.contains("argument mode of graph flow: its start destination step declares no argument of that name"), "\(run.stderr)")
        #expect(!run.stderr.contains("argument account of graph"), "\(run.stderr)")
        let design = dir.appendingPathComponent("module.tandem")
        try run.stdout.write(to: design, atomically: true, encoding: .utf8)
        #expect(try runTandem(["check", design.path]).status == 0)
    }

    /// A destination no action leads to (the app opens it from code) is a dialog when its class names one: export
    /// writes it back as the graph had it, and where the class does not say, the import lists what the export will write.
    @Test func aDestinationNothingLeadsToKeepsItsKindByItsClass() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = dir.appendingPathComponent("dialogs.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/root" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:name="a.HomeFragment"/>
          <dialog android:id="@+id/confirm" android:name="a.ConfirmDialogFragment"/>
          <dialog android:id="@+id/amount" android:name="a.RefundAmountDialog"/>
          <dialog android:id="@+id/gateway" android:name="a.GatewaySelectorBottomSheet"/>
          <dialog android:id="@+id/picker" android:name="a.PickerFragment"/>
          <fragment android:id="@+id/odd" android:name="a.OddBottomSheetFragment"/>
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let design = dir.appendingPathComponent("dialogs.tandem"), exported = dir.appendingPathComponent("again.xml")
        let run = try runTandem(["import", "android-nav", graph.path, "-o", design.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("dialog picker: no action leads to it and its class does not name a dialog"), "\(run.stderr)")
        #expect(run.stderr.contains("fragment odd: no action leads to it and its class names a dialog, so an export writes a <dialog>"), "\(run.stderr)")
        #expect(!run.stderr.contains("dialog confirm") && !run.stderr.contains("dialog amount") && !run.stderr.contains("dialog gateway"), "\(run.stderr)")
        #expect(try runTandem(["export", "android-nav", design.path, "-o", exported.path]).status == 0)
        let xml = try String(contentsOf: exported, encoding: .utf8)
        for id in ["confirm", "amount", "gateway", "odd"] { #expect(xml.contains("<dialog android:id=\"@+id/\(id)\""), "\(id): \(xml)") }
        for id in ["home", "picker"] { #expect(xml.contains("<fragment android:id=\"@+id/\(id)\""), "\(id): \(xml)") }
    }

    /// A nested graph with an id is a group (a transition to it names the group, which opens its start); nested graphs
    /// without an id are flattened, each its own.
    @Test func nestedGraphsAreFlattened() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("g.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            app:startDestination="@id/home">
          <fragment android:id="@+id/home"><action android:id="@+id/to_flow" app:destination="@id/flow" /></fragment>
          <navigation android:id="@+id/flow" app:startDestination="@id/step1">
            <fragment android:id="@+id/step1" />
          </navigation>
          <navigation><fragment android:id="@+id/a" /></navigation>
          <navigation><fragment android:id="@+id/b" /></navigation>
        </navigation>
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.counts(run.stderr)?.screens == 4, "\(run.stderr)")
        #expect(run.stdout.contains("push home -> flow on to_flow") && run.stdout.contains("group flow [step1] start step1"), "\(run.stdout)")
        // Nested graphs without an id stay flattened.
        #expect(!run.stdout.contains("group a") && !run.stdout.contains("group b"))
    }

    /// With the bottom navigation menu, its items become the tabs of a tab container the app starts on, and with
    /// strings.xml, `@string/…` labels and menu titles become text: the iosched graph's top-level screens are reachable.
    @Test func menuBecomesTabsAndStringsBecomeTitles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = Self.corpus.appendingPathComponent("google__iosched__mobile_src_main_res_navigation_nav_graph.xml")
        let menu = dir.appendingPathComponent("bottom_nav.xml"), strings = dir.appendingPathComponent("strings.xml")
        try """
        <menu xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:id="@id/navigation_schedule" android:title="@string/title_schedule" android:icon="@drawable/ic_nav_schedule" />
            <item android:id="@id/navigation_feed" android:title="News" android:icon="@drawable/ic_nav_news" />
            <item android:id="@id/navigation_map" android:title="@string/title_map" android:icon="@drawable/ic_nav_map_24dp" />
            <item android:id="@id/navigation_gone" android:title="Gone" />
        </menu>
        """.write(to: menu, atomically: true, encoding: .utf8)
        try #"<resources><string name="title_schedule">Schedule</string><string name="title_map">Map &amp; venue</string></resources>"#
            .write(to: strings, atomically: true, encoding: .utf8)
        let plain = dir.appendingPathComponent("plain.tandem"), tabbed = dir.appendingPathComponent("tabbed.tandem")
        #expect(try runTandem(["import", "android-nav", graph.path, "-o", plain.path]).status == 0)
        let run = try runTandem(["import", "android-nav", graph.path, "--menu", menu.path, "--strings", strings.path, "-o", tabbed.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: tabbed, encoding: .utf8)
        #expect(text.contains("  start bottom_nav\n"), "\(text)")
        #expect(text.contains("tabs bottom_nav [navigation_schedule, navigation_feed, navigation_map] initial navigation_schedule"))
        #expect(text.contains(#"screen navigation_schedule "Schedule" {"#) && text.contains(#"screen navigation_map "Map & venue" {"#))
        #expect(text.contains(#"screen navigation_feed "News" {"#))
        #expect(run.stderr.contains("menu item navigation_gone is not a destination"))
        // A menu item's drawable names its tab's icon where a word of it says one; one that names none is listed.
        #expect(text.contains("screen navigation_schedule \"Schedule\" {\n  icon calendar\n") && text.contains("  icon place\n"), "\(text)")
        #expect(run.stderr.contains("the icon @drawable/ic_nav_news of menu item navigation_feed names none"), "\(run.stderr)")
        func unreachable(_ file: URL) throws -> Int {
            try runTandem(["check", file.path]).stdout.components(separatedBy: "[TD303]").count - 1
        }
        #expect(try unreachable(tabbed) < unreachable(plain))
        #expect(try runTandem(["check", tabbed.path]).status == 0)
    }

    /// With a navigation drawer's menu (items inside a checkable `<group>`, as Android Studio writes it), its items
    /// become the items of a drawer the app starts on: the codelab's graph, whose app has such a drawer.
    @Test func drawerMenuBecomesADrawer() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let graph = codelabGraph
        let menu = dir.appendingPathComponent("nav_drawer_menu.xml"), out = dir.appendingPathComponent("drawer.tandem")
        try codelabDrawerMenu.write(to: menu, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "android-nav", graph.path, "--drawer-menu", menu.path, "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("  start nav_drawer_menu\n"), "\(text)")
        // settings_dest is commented out in the codelab's graph (its "TODO STEP 4"): said, not dropped silently.
        #expect(text.contains("drawer nav_drawer_menu [home_dest, deeplink_dest] initial home_dest"), "\(text)")
        #expect(run.stderr.contains("menu item settings_dest is not a destination of the graphs given, so it is not a drawer item"))
        #expect(text.contains("screen nav_drawer_menu {\n  kind drawer\n"), "\(text)")
        #expect(text.contains(#"screen deeplink_dest "Deep link" {"#), "\(text)")
        // The drawer's items are ways in: only the codelab's unfinished flow stays unreachable.
        let check = try runTandem(["check", out.path])
        #expect(check.status == 0 && !check.stdout.contains("'deeplink_dest' is unreachable") && check.stdout.contains("screens reachable 3/5"), "\(check.stdout)")
    }

    @Test func badInputIsNamed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = dir.appendingPathComponent("broken.xml"), layout = dir.appendingPathComponent("layout.xml")
        try "<navigation><fragment".write(to: broken, atomically: true, encoding: .utf8)
        try "<LinearLayout/>".write(to: layout, atomically: true, encoding: .utf8)
        let notXML = try runTandem(["import", "android-nav", broken.path])
        #expect(notXML.status == 2 && notXML.stderr.contains("not well-formed XML") && !notXML.crashed, "\(notXML.stderr)")
        let notGraph = try runTandem(["import", "android-nav", layout.path])
        #expect(notGraph.status == 2 && notGraph.stderr.contains("is not <navigation>"), "\(notGraph.stderr)")
        #expect(try runTandem(["import", "android-nav", dir.appendingPathComponent("none.xml").path]).status == 2)
    }
}

/// `tandem import storyboard` on the real storyboards of Tests/Fixtures/corpus.
@Suite struct StoryboardImportTests {
    static let corpus = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus/ios-storyboard")

    /// A tab's tab bar item image names its icon where a word of it says one (Ramotion's demo: `icon_pin`, `icon_user`,
    /// `Settings`); the others are listed.
    @Test func tabBarItemImagesNameTheTabsIcons() throws {
        let file = Self.corpus.appendingPathComponent("Ramotion__animated-tab-bar__RAMAnimatedTabBarDemo_RAMAnimatedTabBarDemo_Base.lproj_Main.storyboard")
        let run = try runTandem(["import", "storyboard", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        for icon in ["place", "person", "settings"] { #expect(run.stdout.contains("  icon \(icon)\n"), "\(icon): \(run.stdout)") }
        #expect(run.stdout.components(separatedBy: "  icon ").count - 1 == 3, "\(run.stdout)")
        for image in ["drop", "Tools_00028"] {
            #expect(run.stderr.contains("the tab bar item image \(image) of "), "\(image): \(run.stderr)")
        }
    }

    @Test func everyCorpusStoryboardImportsAndChecksWithoutErrors() throws {
        try #require(FileManager.default.fileExists(atPath: Self.corpus.path), "the corpus is missing: \(Self.corpus.path)")
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".storyboard") }.sorted()
        #expect(files.count >= 6)
        for name in files {
            let file = Self.corpus.appendingPathComponent(name)
            let design = dir.appendingPathComponent(name + ".tandem")
            let run = try runTandem(["import", "storyboard", file.path, "-o", design.path])
            #expect(run.status == 0 && !run.crashed, "\(name): \(run.stderr)")
            let laidOut = try runTandem(["fmt", "--check", design.path])
            #expect(laidOut.status == 0, "\(name) is not formatted: \(laidOut.stdout)")
            let counts = try #require(AndroidNavigationImportTests.counts(run.stderr), "\(name): \(run.stderr)")

            // Scenes and segues counted in the XML with XPath, not through the importer.
            let xml = try XMLDocument(contentsOf: file, options: [])
            let controllers = try xml.nodes(forXPath: "//scene/objects/*[substring(local-name(), string-length(local-name()) - 9) = 'Controller' or local-name() = 'viewControllerPlaceholder']").count
            let navigation = try xml.nodes(forXPath: "//scene/objects/navigationController").count
            let segues = try xml.nodes(forXPath: "//scene/objects/*//segue[@kind != 'relationship']").count
            #expect(counts.screens == controllers - navigation, "\(name)")
            // Every segue is a transition or is listed as not modelled.
            let skipped = run.stderr.split(separator: "\n").filter { $0.contains("not modelled:") && $0.contains(" segue") && !$0.contains("drawn as") }.count
            #expect(counts.transitions + skipped == segues, "\(name): \(counts.transitions) + \(skipped) vs \(segues)")

            let check = try runTandem(["check", design.path])
            #expect(check.status == 0, "\(name): \(check.stdout)")
            #expect(try runTandem(["generate", design.path, "-o", dir.appendingPathComponent(name + "-app").path]).status == 0)
        }
    }

    /// A show is a push inside a navigation controller (a tab bar controller inside one included) and a modal
    /// outside; a segue to a navigation controller lands on its root.
    @Test func firebaseDatabaseGolden() throws {
        let file = Self.corpus.appendingPathComponent("firebase__quickstart-ios__database_DatabaseExample_Base.lproj_Main.storyboard")
        try #require(FileManager.default.fileExists(atPath: file.path))
        let run = try runTandem(["import", "storyboard", file.path])
        #expect(run.status == 0)
        try expectGoldenFile(run.stdout, at: "Tests/Fixtures/golden/import/DatabaseExample.tandem")
    }

    @Test func showOutsideANavigationControllerIsModalAndReferencesAreStubs() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a1">
          <scenes>
            <scene sceneID="s1"><objects>
              <viewController id="a1" customClass="LoginViewController">
                <connections>
                  <segue destination="n1" kind="show" identifier="Sign In" id="g1"/>
                  <segue destination="r1" kind="presentation" id="g2"/>
                  <segue destination="a1" kind="unwind" unwindAction="back:" id="g3"/>
                </connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <navigationController id="n1"><connections><segue destination="h1" kind="relationship" relationship="rootViewController" id="g4"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
              <tableViewController id="h1" customClass="HomeTableViewController" title="Home">
                <connections><segue destination="d1" kind="show" identifier="detail" id="g5"/></connections>
              </tableViewController>
            </objects></scene>
            <scene sceneID="s4"><objects><viewController id="d1" storyboardIdentifier="Detail">
              <connections><segue destination="h1" kind="unwind" unwindAction="backHome:" identifier="backHome" id="g6"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s5"><objects><viewControllerPlaceholder id="r1" storyboardName="Settings"/></objects></scene>
          </scenes>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "storyboard", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout
        #expect(text.contains("start Login"), "\(text)")
        #expect(text.contains("modal Login -> Home on signIn"), "a show outside a navigation controller presents: \(text)")
        #expect(text.contains("push Home -> Detail on detail"))
        #expect(text.contains("modal Login -> Settings"))
        #expect(text.contains("storyboard Settings, which was not given"))
        #expect(run.stderr.contains("unwind segue from Login back to Login"))
        // An unwind to a screen that pushes (directly or not) the one unwinding is a pop; the design checks clean.
        #expect(text.contains("pop Detail -> Home on backHome"), "\(text)")
        let design = dir.appendingPathComponent("main.tandem")
        try text.write(to: design, atomically: true, encoding: .utf8)
        #expect(try runTandem(["check", design.path]).status == 0)
    }

    /// A split view controller (Xcode's Master-Detail template) is a split view: its master's root is the list, its
    /// detail's root the detail, and the list's showDetail segue is the list pushing its detail.
    @Test func splitViewControllerBecomesASplitView() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="sp">
          <scenes>
            <scene sceneID="s1"><objects>
              <splitViewController id="sp"><connections>
                <segue destination="mn" kind="relationship" relationship="masterViewController" id="r1"/>
                <segue destination="dn" kind="relationship" relationship="detailViewController" id="r2"/>
              </connections></splitViewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <navigationController id="mn"><connections><segue destination="m" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
              <tableViewController id="m" customClass="MasterViewController" title="Master">
                <connections><segue destination="dn" kind="showDetail" identifier="showDetail" id="g1"/></connections>
              </tableViewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
              <navigationController id="dn"><connections><segue destination="d" kind="relationship" relationship="rootViewController" id="r4"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="s5"><objects><viewController id="d" customClass="DetailViewController" title="Detail"/></objects></scene>
          </scenes>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "storyboard", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout
        #expect(text.contains("  kind split\n"), "\(text)")
        #expect(text.contains("start SplitViewController\n  split SplitViewController [Master, Detail]\n"), "\(text)")
        #expect(text.contains("push Master -> Detail on showDetail"), "\(text)")
        #expect(!run.stderr.contains("drawn as a modal"), "\(run.stderr)")
        let design = dir.appendingPathComponent("main.tandem")
        try text.write(to: design, atomically: true, encoding: .utf8)
        let check = try runTandem(["check", design.path])
        #expect(check.status == 0 && !check.stdout.contains("TD319"), "\(check.stdout)")
    }

    /// What a storyboard holds that the design cannot is said, not skipped: a segue without a destination, a second
    /// container view showing the same scene, a split view controller missing a column.
    @Test func storyboardOddsAreListed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="p">
          <scenes>
            <scene sceneID="s1"><objects>
              <viewController id="p" customClass="PanelsViewController"><connections>
                <segue destination="c" kind="embed" id="e1"/>
                <segue destination="c" kind="embed" id="e2"/>
                <segue kind="show" id="g0"/>
              </connections></viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="c" customClass="ChartViewController"/></objects></scene>
            <scene sceneID="s3"><objects>
              <splitViewController id="sp"><connections>
                <segue destination="c" kind="relationship" relationship="masterViewController" id="r1"/>
              </connections></splitViewController>
            </objects></scene>
          </scenes>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "storyboard", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  embed Panels [Chart]\n"), "\(run.stdout)")
        #expect(run.stderr.contains("Panels shows Chart in a second container view; the design embeds it once"), "\(run.stderr)")
        #expect(run.stderr.contains("a show segue (g0) from PanelsViewController has no destination"), "\(run.stderr)")
        #expect(run.stderr.contains("the split view controller SplitViewController lacks a list or a detail column"), "\(run.stderr)")
    }

    /// A container view's embed segue embeds its scene; the embedded scene's show segues push onto the stack its parent
    /// is in (UIKit finds the parent's navigation controller).
    @Test func containerViewsBecomeEmbeddedScreens() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Main.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n">
          <scenes>
            <scene sceneID="s1"><objects>
              <navigationController id="n"><connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="p" customClass="DashboardViewController" title="Today">
                <connections>
                  <segue destination="c1" kind="embed" id="e1"/>
                  <segue destination="c2" kind="embed" id="e2"/>
                  <segue destination="n2" kind="embed" id="e3"/>
                </connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
              <viewController id="c1" customClass="SummaryViewController" title="Summary">
                <connections><segue destination="d" kind="show" identifier="more" id="g1"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects><tableViewController id="c2" customClass="ChartViewController" title="Chart"/></objects></scene>
            <scene sceneID="s5"><objects><viewController id="d" customClass="HourlyViewController" title="Hourly"/></objects></scene>
            <scene sceneID="s6"><objects>
              <navigationController id="n2"><connections><segue destination="f" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="s7"><objects><viewController id="f" customClass="FeedViewController" title="Feed"/></objects></scene>
          </scenes>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTandem(["import", "storyboard", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout
        // A container view holding a navigation controller embeds its root, and says the stack inside is not modelled.
        #expect(text.contains("  embed Dashboard [Summary, Chart, Feed]\n"), "\(text)")
        #expect(run.stderr.contains("the container view of Dashboard holds a navigation controller"), "\(run.stderr)")
        #expect(text.contains("push Summary -> Hourly on more"), "an embedded scene's show pushes: \(text)")
        #expect(!run.stderr.contains("embed segue"), "\(run.stderr)")
        let design = dir.appendingPathComponent("main.tandem")
        try text.write(to: design, atomically: true, encoding: .utf8)
        let check = try runTandem(["check", design.path])
        #expect(check.status == 0 && !check.stdout.contains("TD320"), "\(check.stdout)")
    }
}

/// `tandem export android-nav` and back: every corpus graph, imported, exported and imported again, is the same
/// design (screens with their titles and inputs, transitions with their style, action and data, the start).
@Suite struct AndroidNavigationRoundTripTests {
    func summary(_ design: URL) throws -> [String] {
        let json = try runTandem(["export", "json", design.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
        var lines: [String] = []
        for screen in object["screens"] as? [[String: Any]] ?? [] {
            // The graph writes a URL as a string (a deep link can fill it; Navigation's Uri type cannot be read from text).
            let inputs = (screen["inputs"] as? [[String: Any]] ?? []).map {
                "\($0["name"]!): \(($0["type"] as? String ?? "").replacingOccurrences(of: "URL", with: "String"))" + ($0["default"].map { " = \($0)" } ?? "")
            }
            lines.append("screen \(screen["id"]!) \"\(screen["title"]!)\" \(inputs)")
        }
        let navigation = object["navigation"] as? [String: Any] ?? [:]
        lines.append("start \((navigation["start"] as? String) ?? "none")")
        for t in navigation["transitions"] as? [[String: Any]] ?? [] {
            let data = (t["data"] as? [[String: Any]] ?? []).map { "\($0["name"]!): \($0["type"]!)" }
            let clear = (t["clear"] as? [String: Any]).map { " clear \($0["screen"]!) \($0["inclusive"]!)" } ?? ""
            let scope = (t["scope"] as? String).map { " in " + $0 } ?? ""
            lines.append("\(t["style"]!) \(t["source"]!)\(scope) -> \(t["target"]!) on \(t["action"]!) \(data)\(clear)")
        }
        for g in navigation["groups"] as? [[String: Any]] ?? [] { lines.append("group \(g["name"]!) \(g["screens"]!) start \(g["start"]!)") }
        for link in navigation["deepLinks"] as? [[String: Any]] ?? [] { lines.append("deeplink \(link["pattern"]!) -> \(link["target"]!)") }
        return lines
    }

    @Test func importExportImportIsTheSameDesign() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in try AndroidNavigationImportTests.corpusFiles() {
            let name = file.deletingPathExtension().lastPathComponent
            let first = dir.appendingPathComponent(name + ".tandem"), graph = dir.appendingPathComponent(name + ".xml")
            let second = dir.appendingPathComponent(name + "-again.tandem")
            #expect(try runTandem(["import", "android-nav", file.path, "-o", first.path]).status == 0)
            let export = try runTandem(["export", "android-nav", first.path, "-o", graph.path])
            #expect(export.status == 0, "\(name): \(export.stderr)")
            // The graph is well formed, and holds a destination per screen and the start.
            let xml = try XMLDocument(contentsOf: graph, options: [])
            let start = try xml.nodes(forXPath: "/*[local-name()='navigation']/@*[local-name()='startDestination']").first?.stringValue
            let designStart = try summary(first).first { $0.hasPrefix("start ") }
            #expect(designStart == "start none" ? start == nil : start?.hasPrefix("@id/") == true, "\(name): \(designStart ?? "")")
            #expect(try runTandem(["import", "android-nav", graph.path, "-o", second.path]).status == 0)
            #expect(try summary(first) == summary(second), "\(name): the design changed through export and import")
            // The app's classes come back as the app names them: each destination whose class is behind it alone keeps
            // its kind and class (read from both graphs with libxml2, not by the importer).
            let before = try Self.destinations(XMLDocument(contentsOf: file, options: [])), after = try Self.destinations(xml)
            let classes = Dictionary(before.values.map { ($0.name, 1) }, uniquingKeysWith: +)
            for (id, destination) in before where classes[destination.name] == 1 {
                #expect(after[id]?.name == destination.name && after[id]?.kind == destination.kind,
                        "\(name): \(id) was \(destination.kind) \(destination.name), exported as \(after[id].map { "\($0.kind) \($0.name)" } ?? "nothing")")
            }
        }
    }

    /// Destination id → its element and `android:name`.
    static func destinations(_ document: XMLDocument) throws -> [String: (kind: String, name: String)] {
        var out: [String: (kind: String, name: String)] = [:]
        for node in try document.nodes(forXPath: "//*[local-name()='fragment' or local-name()='dialog' or local-name()='activity']") {
            guard let element = node as? XMLElement,
                  let id = element.attributes?.first(where: { $0.localName == "id" })?.stringValue,
                  let name = element.attributes?.first(where: { $0.localName == "name" })?.stringValue else { continue }
            out[String(id.split(separator: "/").last ?? "")] = (element.localName ?? "", name)
        }
        return out
    }

    /// Real action ids are often long (19% of WooCommerce's and Fenix's pass 64 characters): they come back whole,
    /// as every `R.id.…` in the app names them, from the export and from a generated app's graph.
    @Test func longActionIDsAreKeptWhole() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = "action_orderDetailFragment_to_orderDetailShipmentTrackingProvidersListFragment"
        try #require(long.count > 64)
        let graph = dir.appendingPathComponent("nav.xml")
        try """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/nav_graph" app:startDestination="@id/orderDetailFragment">
          <fragment android:id="@+id/orderDetailFragment" android:name="com.example.OrderDetailFragment">
            <action android:id="@+id/\(long)" app:destination="@id/providersFragment" />
          </fragment>
          <fragment android:id="@+id/providersFragment" android:name="com.example.ProvidersFragment">
            <action android:id="@+id/\(long)_and_back_to_the_order" app:popUpTo="@id/orderDetailFragment" />
          </fragment>
        </navigation>
        """.write(to: graph, atomically: true, encoding: .utf8)
        let design = dir.appendingPathComponent("orders.tandem"), exported = dir.appendingPathComponent("exported.xml")
        #expect(try runTandem(["import", "android-nav", graph.path, "-o", design.path]).status == 0)
        #expect(try runTandem(["export", "android-nav", design.path, "-o", exported.path]).status == 0)
        let xml = try String(contentsOf: exported, encoding: .utf8)
        #expect(xml.contains("android:id=\"@+id/\(long)\""), "\(xml)")
        #expect(xml.contains("android:id=\"@+id/\(long)_and_back_to_the_order\""), "\(xml)")
        #expect(xml.contains("android:name=\"com.example.OrderDetailFragment\""), "\(xml)")
        let app = dir.appendingPathComponent("app")
        #expect(try runTandem(["generate", design.path, "--target", "android-navigation", "--out", app.path]).status == 0)
        let generated = try #require(FileManager.default.enumerator(atPath: app.path)?.allObjects.compactMap { $0 as? String }.first { $0.hasSuffix("navigation/nav_graph.xml") })
        #expect(try String(contentsOf: app.appendingPathComponent(generated), encoding: .utf8).contains("@+id/\(long)\""))
        #expect(try runTandem(["drift", design.path, "--android-nav", graph.path]).stdout.contains("no drift"))
    }
}
