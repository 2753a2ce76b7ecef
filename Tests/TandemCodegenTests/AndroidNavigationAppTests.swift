import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemAnalysis
import TandemCodegen
import TandemKit
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemTargetCode

/// The android-navigation target built with the real tools: aapt2 compiles and links every resource (the navigation
/// graph and menus included, against the navigation library's attributes), Kotlin 2 compiles the Kotlin with zero
/// warnings against the Java stubs of Fragment and the Kotlin stubs of Navigation 2.8.4, libxml2 reads each graph back
/// to compare it with the design, and the JVM smoke harness runs every screen on the behaving Fragment and
/// Navigation runtime.
@Suite(.serialized) struct AndroidNavigationAppTests {
    static let android = "http://schemas.android.com/apk/res/android"
    static let app = "http://schemas.android.com/apk/res-auto"

    @Test func generatedAppsLinkAndCompileWithoutWarnings() throws {
        try #require(FileManager.default.fileExists(atPath: frameworkRes), "android-framework-res is missing: run scripts/setup.sh")
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))

        var rSources: [String] = [], kotlin: [String] = [], runs: [(String, [String])] = []
        for example in appDesigns {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            try generate(a, into: out, targets: ["android-navigation"])
            let project = out.appendingPathComponent("android-navigation")
            try userCode(for: example, in: project)
            let linked = try build.link(project, package: Projection(a).androidPackage, name: example)
            rSources += linked.r
            kotlin += linked.kotlin
            // Each deep link is opened as Android delivers it: the host's intent filter takes it, Navigation finds the
            // destination (restarting the task with the start screen under it) and the Fragment reads its inputs.
            // With a drawer or a split view, every step is printed: the drawer's button and the panes are checked below.
            let verbose = a.design.tabGroups.contains { $0.style == .drawer || $0.style == .split } ? ["--verbose"] : []
            runs.append((example, linked.harness + sampleLinks(a).flatMap { ["--open", $0] } + refusedLinks(a).flatMap { ["--refuse", $0] } + verbose))
            try Self.compareGraph(of: project, with: a)
        }
        let classes = work.appendingPathComponent("classes")
        try build.compile(r: rSources, kotlin: kotlin, into: classes)

        // Run: the host activity starts as Android starts it, the NavHostFragment shows the graph's start, and every
        // destination is driven (controls, results back through the Fragment result API, back, up, a recreation),
        // those no click reaches navigated to with their Args; the host plus each screen's Fragment must pass.
        for (example, arguments) in runs {
            let smoke = try build.smoke(arguments, classes: classes)
            if ProcessInfo.processInfo.environment["TANDEM_VERBOSE"] == "1" { print(smoke.output) }
            // The host, each screen's Fragment, and a split view's "Nothing selected".
            let split = analysis(of: example).design.tabGroups.contains { $0.style == .split } ? 1 : 0
            let screens = analysis(of: example).design.screens.count + split
            #expect(smoke.status == 0 && smoke.output.contains("\(screens + 1) passed, 0 failed"), "smoke run of \(example):\n\(smoke.output)")
            // A link followed in the article's page: back goes back in the page, then leaves the screen.
            if example == "news-reader" { #expect(smoke.output.contains(" went back to https://example.com/"), "\(smoke.output)") }
            // Each drawer item's screen has its own app bar inside its drawer layout (the host's action bar hides):
            // its drawer button opens the drawer; each item is tapped.
            let design = analysis(of: example).design
            for group in design.tabGroups where group.style == .drawer {
                #expect(!smoke.output.contains("tap the action bar's drawer button"), "\(example): the host's action bar shows over a drawer:\n\(smoke.output)")
                for child in group.children.compactMap({ design.screen($0.name) }) {
                    let fragment = Projection(analysis(of: example)).androidPackage + ".screens." + Projection.names(of: child).androidFragment
                    #expect(smoke.output.contains("shows \(fragment) titled \"\(child.title)\" (the action bar hidden)"), "\(example): \(child.id) under the action bar:\n\(smoke.output)")
                    #expect(smoke.output.contains("showing \(fragment): tap the toolbar's drawer button (MaterialToolbar R.id.\(Projection.drawerToolbarID) titled \"\(child.title)\")"),
                            "\(example): \(child.id)'s own app bar has no drawer button or title:\n\(smoke.output)")
                }
                for child in group.children.compactMap({ design.screen($0.name) }) where child.id != (group.initial ?? group.children.first)?.name {
                    let item = Projection.destinationID(of: child)
                    #expect(smoke.output.contains("select R.id.\(item) in NavigationView R.id.navigation_view"), "\(example): \(item) never tapped:\n\(smoke.output)")
                }
            }
            // An embedded screen runs inside its host (a child Fragment), and what it opens opens from the host's place.
            for child in design.screens where analysis(of: example).parentOf[child.id] != nil {
                let package = Projection(analysis(of: example)).androidPackage
                #expect(smoke.output.contains("ran \(package).screens.\(Projection.names(of: child).androidFragment) ("), "\(example): \(child.id) never ran:\n\(smoke.output)")
                for t in design.transitions where t.source.name == child.id {
                    let target = package + ".screens." + Projection.names(of: design.screen(t.target.name)!).androidFragment
                    #expect(smoke.output.contains("ran \(target) (from "), "\(example): \(t.target.name) never opened:\n\(smoke.output)")
                }
            }
            // A split view's list and detail are child Fragments of its destination (the harness names the
            // destination): a row of the list fills the detail pane, on the harness's phone over the list.
            for group in design.tabGroups where group.style == .split {
                let package = Projection(analysis(of: example)).androidPackage
                let split = Projection.names(of: design.screen(group.container.name)!).androidFragment
                let list = Projection.names(of: design.screen(group.children[0].name)!).androidFragment
                let detail = Projection.names(of: design.screen(group.children[1].name)!).androidFragment
                #expect(smoke.output.contains("the list pane of SlidingPaneLayout R.id.\(Projection.paneIDs(of: design.screen(group.container.name)!).layout) shows \(package).screens.\(list)"),
                        "\(example): the list pane never showed the list:\n\(smoke.output)")
                #expect(smoke.output.contains("ran \(package).screens.\(detail) (from \(split): click row 0"), "\(example): the list never opened the detail pane:\n\(smoke.output)")
            }
            if example == "field-notes" {
                #expect(smoke.output.contains("unwound Heron to NoteListFragment"), "the detail's delete hands the note back to the list:\n\(smoke.output)")
            }
            let a = analysis(of: example), package = Projection(a).androidPackage
            for (link, deepLink) in zip(sampleLinks(a), a.design.deepLinks) {
                let fragment = package + ".screens." + Projection.names(of: a.design.screen(deepLink.target.name)!).androidFragment
                #expect(smoke.output.contains("opened \(link) in \(package).MainActivity showing \(fragment)\n"), "\(example): \(link):\n\(smoke.output)")
            }
            // A page from another host than the link's: the screen closes, and what was under it shows.
            for link in refusedLinks(a) { #expect(smoke.output.contains("refused \(link) in "), "\(example): \(link):\n\(smoke.output)") }
            let reached = smoke.output.split(separator: "\n").filter { $0.contains("destinations ran") }
            #expect(!reached.isEmpty && reached.allSatisfy { line in
                let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                return numbers.count >= 2 && numbers[numbers.count - 2] == numbers[numbers.count - 1]
            }, "every destination of \(example)'s graph ran:\n\(reached.joined(separator: "\n"))")
        }
    }

    /// A graph whose action leads nowhere does not link: the test above would catch a generator that wrote one.
    @Test func aGraphNamingAMissingDestinationFailsToLink() throws {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))
        let a = analysis(of: "beating-heart")
        let out = work.appendingPathComponent("app")
        try generate(a, into: out, targets: ["android-navigation"])
        let project = out.appendingPathComponent("android-navigation")
        let graph = project.appendingPathComponent("tandem/src/main/res/navigation/nav_graph.xml")
        let text = try String(contentsOf: graph, encoding: .utf8)
        try #require(text.contains("app:destination=\"@id/Settings\""))
        try text.replacingOccurrences(of: "app:destination=\"@id/Settings\"", with: "app:destination=\"@id/Nowhere\"")
            .write(to: graph, atomically: true, encoding: .utf8)
        let dir = work.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let compile = try runTool("aapt2", ["compile", "--dir", project.appendingPathComponent("tandem/src/main/res").path,
                                            "-o", dir.appendingPathComponent("tandem.zip").path])
        try #require(compile.status == 0, "\(compile.output)")
        try build.withPackage(project.appendingPathComponent("tandem/src/main/AndroidManifest.xml"), "org.example.tandem",
                              into: dir.appendingPathComponent("M.xml"))
        let link = try runTool("aapt2", ["link", "--static-lib", "-I", frameworkRes, "--manifest", dir.appendingPathComponent("M.xml").path,
                                         "-o", dir.appendingPathComponent("t.apk").path,
                                         build.resourceStubs.path, dir.appendingPathComponent("tandem.zip").path])
        #expect(link.status != 0 && link.output.contains("Nowhere"), "aapt2 link accepted a missing destination:\n\(link.output)")
    }

    /// Reads nav_graph.xml and the tab menus back with libxml2: a destination per screen with its Fragment class, an
    /// argument per input (name, type, nullability), an action per transition that Navigation resolves from where it
    /// is declared to the right screen, the start destination, a nested graph per group the graph nests (with the
    /// group's screens, start and global actions); each tab menu's item ids are its tabs' destination ids.
    static func compareGraph(of project: URL, with analysis: Analysis) throws {
        let design = analysis.design
        let projection = Projection(analysis)
        let package = projection.androidPackage
        let document = try XMLDocument(contentsOf: project.appendingPathComponent("tandem/src/main/res/navigation/nav_graph.xml"))
        let root = try #require(document.rootElement())
        func value(_ e: XMLElement, _ name: String, _ uri: String) -> String? { e.attribute(forLocalName: name, uri: uri)?.stringValue }
        func id(_ e: XMLElement) -> String? { value(e, "id", android).map { String($0.dropFirst("@+id/".count)) } }
        func elements(_ e: XMLElement) -> [XMLElement] { (e.children ?? []).compactMap { $0 as? XMLElement } }
        // Every destination and graph, with the graph it is a direct child of.
        var parentOf: [ObjectIdentifier: XMLElement] = [:]
        var byID: [String: XMLElement] = [:]
        var graphs: [XMLElement] = []
        func collect(_ graph: XMLElement) {
            for child in elements(graph) where child.name != "action" {
                parentOf[ObjectIdentifier(child)] = graph
                if let i = id(child) { byID[i] = child }
                if child.name == "navigation" { graphs.append(child); collect(child) }
            }
        }
        collect(root)
        // As NavController finds a destination: among the direct children of the graph the action's owner is in, then
        // of each graph above it (never inside a nested graph); a graph opens its start.
        func resolve(_ destination: String, from owner: XMLElement) -> String? {
            var graph: XMLElement? = owner.name == "navigation" ? owner : parentOf[ObjectIdentifier(owner)]
            while let g = graph {
                if let found = elements(g).first(where: { id($0) == destination }) {
                    var landing = found
                    while landing.name == "navigation", let start = value(landing, "startDestination", app),
                          let next = elements(landing).first(where: { "@id/" + (id($0) ?? "") == start }) { landing = next }
                    return id(landing)
                }
                graph = parentOf[ObjectIdentifier(g)]
            }
            return nil
        }
        func destinationID(_ name: String) -> String { Projection.destinationID(of: design.screen(name)!) }
        let start = try #require(design.startScreen)
        #expect(resolve(String(try #require(value(root, "startDestination", app)).dropFirst("@id/".count)), from: root) == destinationID(start.id))
        // An embedded screen and a split view's list and detail are child Fragments of their host, not destinations;
        // the list's push of the detail fills the detail pane, not the back stack.
        let splits = design.tabGroups.filter { $0.style == .split }
        let panes = Set(splits.flatMap { $0.children.prefix(2).map(\.name) })
        let children = design.screens.filter { analysis.parentOf[$0.id] != nil || panes.contains($0.id) }
        func fillsDetailPane(_ t: Transition) -> Bool {
            t.style == .push && !t.fromAnyScreen && splits.contains { $0.children.first?.name == t.source.name && $0.detail?.name == t.target.name }
        }
        #expect(byID.values.filter { $0.name != "navigation" }.count == design.screens.count - children.count)
        for screen in children { #expect(byID[Projection.destinationID(of: screen)] == nil, "\(screen.id) is a child Fragment, not a destination") }
        // A nested graph per group the projection nests: its screens, its start; the others stay in the root graph.
        let nested = projection.groupNesting.nested
        #expect(graphs.map(id) == nested.map { Projection.graphID(of: $0) })
        for (graph, group) in zip(graphs, nested) {
            #expect(elements(graph).filter { $0.name != "action" }.map(id) == group.members.map { destinationID($0.name) }, "screens of \(group.name.name)")
            #expect(value(graph, "startDestination", app) == "@id/" + destinationID(group.start!.name))
        }
        // Transitions from any screen are a graph's own actions (the root's, or their group's nested graph's), each
        // with its id, a destination Navigation finds from there, and its clear.
        let scopes: [(XMLElement, String?)] = [(root, nil)] + zip(graphs, nested).map { ($0, $1.name.name) }
        for (graph, scope) in scopes {
            let actions = elements(graph).filter { $0.name == "action" }
            let declared = design.globalTransitions.filter { $0.scope?.name == scope }
            #expect(actions.map(id) == declared.map { projection.navigationActionID($0) }, "global actions of \(scope ?? "the root graph")")
            #expect(actions.map { value($0, "destination", app).flatMap { resolve(String($0.dropFirst("@id/".count)), from: graph) } }
                    == declared.map { destinationID($0.target.name) })
            #expect(actions.map { value($0, "popUpTo", app) } == declared.map { t in t.clear.map { "@id/" + destinationID($0.screen.name) } })
        }
        let graphActions = Set(nested.map(\.name.name))
        for screen in design.screens where !children.contains(where: { $0.id == screen.id }) {
            let names = Projection.names(of: screen)
            let d = try #require(byID[names.destinationID], "no destination for \(screen.id)")
            #expect(value(d, "name", android) == package + ".screens." + names.androidFragment)
            #expect(d.name == (Projection.isDialogDestination(screen, in: analysis) ? "dialog" : "fragment"))
            let arguments = d.elements(forName: "argument")
            #expect(arguments.map { value($0, "name", android) } == screen.inputs.map(\.name), "arguments of \(screen.id)")
            for (argument, input) in zip(arguments, screen.inputs) {
                #expect(value(argument, "argType", app) == AndroidNavigationExport.argType(input.type, package: package).0)
                // An optional takes null or (for a primitive Navigation cannot null) a default; a default is the design's.
                let nullable = value(argument, "nullable", app) == "true"
                let defaultValue = value(argument, "defaultValue", android)
                #expect(input.type.isOptional == (nullable || (defaultValue != nil && input.defaultValue == nil)),
                        "nullability of \(screen.id).\(input.name)")
                if let design = input.defaultValue, design != .null, !AndroidNavigationExport.isSerializable(input.type) {
                    #expect(defaultValue == AndroidNavigationExport.navigationDefault(design, input.type), "default of \(screen.id).\(input.name)")
                }
            }
            // Deep links: Navigation matches them and fills the arguments from the placeholders.
            #expect(d.elements(forName: "deepLink").map { value($0, "uri", app) } == design.deepLinks.filter { $0.target.name == screen.id }.map(\.pattern.text),
                    "deep links of \(screen.id)")
            // Its own transitions, and its copies of those from any screen of a group the graph keeps flat.
            // Then those of the screens shown inside it (what they open, they open from its place).
            let place = [screen.id] + design.screens.map(\.id).filter { $0 != screen.id && projection.androidHost(of: $0) == screen.id }
            let outgoing = place.flatMap { analysis.transitions(from: $0) }.filter { t in
                (!t.fromAnyScreen || t.scope.map { !graphActions.contains($0.name) } == true) && !fillsDetailPane(t)
            }
            let all = d.elements(forName: "action")
            let actions = all.filter { value($0, "destination", app) != nil }
            // Ways back are actions that only pop: up to the earlier screen, or this one inclusive.
            let pops = all.filter { value($0, "destination", app) == nil }
            let backs = design.backs.filter { $0.source.name == screen.id }
            #expect(pops.map { value($0, "popUpTo", app) } == backs.map { "@id/" + Projection.destinationID(of: design.screen($0.target?.name ?? screen.id)!) },
                    "ways back of \(screen.id)")
            #expect(actions.map { value($0, "destination", app).flatMap { resolve(String($0.dropFirst("@id/".count)), from: d) } }
                    == outgoing.map { destinationID($0.target.name) }, "actions of \(screen.id)")
            #expect(actions.map { value($0, "id", android) } == outgoing.map { "@+id/" + projection.navigationActionID($0) })
            // A clear pops up to its screen (inclusive through it); a replace pops the whole graph.
            #expect(actions.map { value($0, "popUpTo", app) } == outgoing.map { t in
                t.style == .replace ? "@id/nav_graph" : t.clear.map { "@id/" + Projection.destinationID(of: design.screen($0.screen.name)!) } })
            #expect(actions.map { value($0, "popUpToInclusive", app) == "true" } == outgoing.map { $0.style == .replace || $0.clear?.inclusive == true },
                    "inclusive pops of \(screen.id)")
        }
        for group in design.tabGroups where group.style.hasMenu {
            let container = try #require(design.screen(group.container.name))
            let menu = try XMLDocument(contentsOf: project.appendingPathComponent("tandem/src/main/res/menu/\(Projection.tabMenu(of: container)).xml"))
            // A drawer's items sit in one group that checks one at a time.
            let root = try #require(menu.rootElement())
            let holder = group.style == .drawer ? try #require(root.elements(forName: "group").first) : root
            if group.style == .drawer { #expect(value(holder, "checkableBehavior", android) == "single") }
            let items = holder.elements(forName: "item").map { value($0, "id", android) }
            #expect(items == group.children.map { "@+id/" + Projection.destinationID(of: design.screen($0.name)!) })
        }
    }
}
