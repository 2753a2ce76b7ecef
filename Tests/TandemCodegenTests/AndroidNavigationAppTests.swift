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

/// The android-navigation target built with the real tools: aapt2 compiles and links every resource (the navigation
/// graph and menus included, against the navigation library's attributes), kotlinc compiles the Kotlin with zero
/// warnings against the Java stubs of Fragment and the Kotlin stubs of Navigation 2.8.4, libxml2 reads each graph back
/// to compare it with the design, and the JVM smoke harness runs every screen on the behaving Fragment and
/// Navigation runtime.
@Suite(.serialized) struct AndroidNavigationAppTests {
    static let android = "http://schemas.android.com/apk/res/android"
    static let app = "http://schemas.android.com/apk/res-auto"

    @Test func generatedAppsLinkAndCompileWithoutWarnings() throws {
        for tool in ["kotlinc", "aapt2", "javac"] { try #require(which(tool) != nil, "\(tool) is missing: run scripts/setup.sh") }
        try #require(FileManager.default.fileExists(atPath: frameworkRes), "android-framework-res is missing: run scripts/setup.sh")
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))

        var rSources: [String] = [], kotlin: [String] = [], runs: [(String, [String])] = []
        for example in examples {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            try generate(a, into: out, targets: ["android-navigation"])
            let project = out.appendingPathComponent("android-navigation")
            let linked = try build.link(project, package: Projection(a).androidPackage, name: example)
            rSources += linked.r
            kotlin += linked.kotlin
            runs.append((example, linked.harness))
            try Self.compareGraph(of: project, with: a)
        }
        let classes = work.appendingPathComponent("classes")
        // Navigation's Kotlin stubs compile with the apps, in the same kotlinc run.
        try build.compile(r: rSources, kotlin: files(under: androidSDK.appendingPathComponent("stubs-kotlin"), withSuffix: ".kt") + kotlin, into: classes)

        // Run: the host activity starts as Android starts it, the NavHostFragment shows the graph's start, and every
        // destination is driven (controls, results back through the Fragment result API, back, up, a recreation),
        // those no click reaches navigated to with their Args; the host plus each screen's Fragment must pass.
        for (example, arguments) in runs {
            let smoke = try build.smoke(arguments, classes: classes)
            let screens = analysis(of: example).design.screens.count
            #expect(smoke.status == 0 && smoke.output.contains("\(screens + 1) passed, 0 failed"), "smoke run of \(example):\n\(smoke.output)")
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
                                         work.appendingPathComponent("build/res-stubs.zip").path, dir.appendingPathComponent("tandem.zip").path])
        #expect(link.status != 0 && link.output.contains("Nowhere"), "aapt2 link accepted a missing destination:\n\(link.output)")
    }

    /// Reads nav_graph.xml and the tab menus back with libxml2: a destination per screen with its Fragment class, an
    /// argument per input (name, type, nullability), an action per transition to the right destination, the start
    /// destination; each tab menu's item ids are its tabs' destination ids.
    static func compareGraph(of project: URL, with analysis: Analysis) throws {
        let design = analysis.design
        let projection = Projection(analysis)
        let package = projection.androidPackage
        let document = try XMLDocument(contentsOf: project.appendingPathComponent("tandem/src/main/res/navigation/nav_graph.xml"))
        let root = try #require(document.rootElement())
        func value(_ e: XMLElement, _ name: String, _ uri: String) -> String? { e.attribute(forLocalName: name, uri: uri)?.stringValue }
        let start = try #require(design.startScreen)
        #expect(value(root, "startDestination", app) == "@id/" + Projection.destinationID(of: start))
        let children = (root.children ?? []).compactMap { $0 as? XMLElement }
        let destinations = children.filter { $0.name != "action" }
        #expect(destinations.count == design.screens.count)
        // Transitions from any screen are the graph's own actions, each with its id, destination and clear.
        let global = children.filter { $0.name == "action" }
        #expect(global.map { value($0, "id", android) } == projection.globalActionIDs.map { "@+id/" + $0 })
        #expect(global.map { value($0, "destination", app) } == design.globalTransitions.map { "@id/" + Projection.destinationID(of: design.screen($0.target.name)!) })
        #expect(global.map { value($0, "popUpTo", app) } == design.globalTransitions.map { t in
            t.clear.map { "@id/" + Projection.destinationID(of: design.screen($0.screen.name)!) } })
        var byID: [String: XMLElement] = [:]
        for d in destinations { if let id = value(d, "id", android) { byID[String(id.dropFirst("@+id/".count))] = d } }
        for screen in design.screens {
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
            let outgoing = (analysis.outgoing[screen.id] ?? []).map { design.transitions[$0] }
            let all = d.elements(forName: "action")
            let actions = all.filter { value($0, "destination", app) != nil }
            // Ways back are actions that only pop: up to the earlier screen, or this one inclusive.
            let pops = all.filter { value($0, "destination", app) == nil }
            let backs = design.backs.filter { $0.source.name == screen.id }
            #expect(pops.map { value($0, "popUpTo", app) } == backs.map { "@id/" + Projection.destinationID(of: design.screen($0.target?.name ?? screen.id)!) },
                    "ways back of \(screen.id)")
            #expect(actions.map { value($0, "destination", app) } == outgoing.map { "@id/" + Projection.destinationID(of: design.screen($0.target.name)!) },
                    "actions of \(screen.id)")
            #expect(actions.map { value($0, "id", android) } == outgoing.map { "@+id/" + projection.navigationActionID($0) })
            // A clear pops up to its screen (inclusive through it); a replace pops the whole graph.
            #expect(actions.map { value($0, "popUpTo", app) } == outgoing.map { t in
                t.style == .replace ? "@id/nav_graph" : t.clear.map { "@id/" + Projection.destinationID(of: design.screen($0.screen.name)!) } })
            #expect(actions.map { value($0, "popUpToInclusive", app) == "true" } == outgoing.map { $0.style == .replace || $0.clear?.inclusive == true },
                    "inclusive pops of \(screen.id)")
        }
        for group in design.tabGroups {
            let container = try #require(design.screen(group.container.name))
            let menu = try XMLDocument(contentsOf: project.appendingPathComponent("tandem/src/main/res/menu/\(Projection.tabMenu(of: container)).xml"))
            let items = menu.rootElement()?.elements(forName: "item").map { value($0, "id", android) } ?? []
            #expect(items == group.children.map { "@+id/" + Projection.destinationID(of: design.screen($0.name)!) })
        }
    }
}
