import Foundation
import TandemAnalysis
import TandemCodegen
import TandemKit
import TandemModel
import Testing

let swiftUISDK = repositoryRoot.appendingPathComponent("Tests/Fixtures/sdk/swiftui")
let swiftUIFixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/swiftui")

/// The `swiftui` target, verified in two halves. Its screen models, models and navigation import only Foundation
/// and Observation, which are real on Linux: they compile in Swift 6 mode and run, driven as SwiftUI would drive
/// them. Its views type-check against a SwiftUI stub module that mirrors the iOS 18 SDK's declarations.
@Suite(.serialized) struct SwiftUIAppTests {
    /// The generated sources that do not import SwiftUI.
    /// The screen models and navigation, without the views, and Foundation's String(localized:) as iOS has it.
    static func viewlessSources(_ app: URL) -> [String] {
        files(under: app, withSuffix: ".swift").filter { path in
            !path.contains("/Generated/Views/") && !path.hasSuffix("View.swift") && !path.hasSuffix("/NavigationViews.swift")
                && !path.hasSuffix("/AppEntry.swift")
        } + [iosSDK.appendingPathComponent("Localization.swift").path]
    }

    static func build(_ sources: [String], into binary: URL) throws -> RunResult {
        // A debug build, as the smoke runs are: the screen catalog is compiled in debug builds only.
        try runTool("swiftc", ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-o", binary.path] + sources)
    }

    /// A `main.swift` that opens every screen of the catalog as a view would: appear, background and back, load,
    /// disappear; it prints `opened N screens`. Each of `links` is opened as `onOpenURL` would (the app's model reads
    /// it, the root stack shows the screen): `opened <link> in <route>`; each of `refused` must open nothing:
    /// `refused <link>`.
    /// A link to an item of the root's tab bar or drawer (`items`: link → index) selects that item in the root's model:
    /// `opened <link> in item N`.
    static func writeCatalogDriver(in directory: URL, links: [String] = [], refused: [String] = [], items: [String: Int] = [:]) throws -> URL {
        let driver = directory.appendingPathComponent("main.swift")
        let linkDriver = links.map { link in
            if let index = items[link] {
                return """
                    do {
                        let app = AppModel()
                        let model = app.root.model(Navigator(root: app.root, app: app))
                        model.viewAppeared()
                        app.open(URL(string: \(String(reflecting: link)))!)
                        let shown = (model as? any ItemSelectingModel)?.shownItem
                        print(app.linked == nil && shown == \(index) ? "opened \(link) in item \(index)" : "FAIL \(link) selected \\(String(describing: shown))")
                    }

                """
            }
            return """
                do {
                    let app = AppModel()
                    let root = Navigator(root: app.root, app: app)
                    app.open(URL(string: \(String(reflecting: link)))!)
                    if let route = app.linked {
                        root.show(route)
                        let shown = root.path.last == route || root.sheet == route || root.cover == route
                        let model = route.model(root)
                        model.viewAppeared()
                        print(shown ? "opened \(link) in \\(route)" : "FAIL the root stack did not show \\(route)")
                    } else {
                        print("FAIL \(link) matched no deep link")
                    }
                }

            """
        }.joined() + refused.map { link in
            """
                do {
                    let app = AppModel()
                    app.open(URL(string: \(String(reflecting: link)))!)
                    print(app.linked == nil ? "refused \(link)" : "FAIL \(link) opened \\(app.linked!)")
                }

            """
        }.joined()
        try """
        import Foundation
        \(restorationDriver)
        @MainActor func drive() async {
        \(linkDriver)    let app = AppModel()
            for route in ScreenCatalog.routes {
                let model = route.model(Navigator(root: route, app: app))
                model.viewAppeared()
                model.sceneActivityChanged(false)
                model.sceneActivityChanged(true)
                await model.loadContent()
                model.viewDisappeared()
            }
            print("opened \\(ScreenCatalog.routes.count) screens")
        }
        switch CommandLine.arguments.dropFirst().first {
        case "save": saveNavigation(to: CommandLine.arguments[2])
        case "restore": restoreNavigation(from: CommandLine.arguments[2])
        default: await drive()
        }
        """.write(to: driver, atomically: true, encoding: .utf8)
        return driver
    }

    /// State restoration across a killed process: `save FILE` navigates deep (into the root container's last item,
    /// a screen pushed, another presented as a bottom sheet with a screen pushed on it), saves as the scene does when
    /// the app goes to the background, and prints what it saved; `restore FILE`, in a new process, restores as the
    /// relaunched scene does and prints what the restored navigators save: the same, when every stack came back.
    static let restorationDriver = """
        @MainActor func navigateDeep(_ app: AppModel) {
            var stack = app.navigator
            if stack.root.isContainer {
                let items = stack.root.model(stack).tabRoutes
                stack.selectedItem = items.count - 1
                stack = stack.child(.item(items.count - 1), root: items[items.count - 1])
            }
            let routes = ScreenCatalog.routes.filter { !$0.isContainer }
            guard let pushed = routes.first, let presented = routes.last else { return }
            stack.push(pushed)
            stack.present(presented, as: .bottomSheet)
            stack.child(.sheet, root: presented).push(pushed)
        }

        @MainActor func saveNavigation(to path: String) {
            let app = AppModel()
            navigateDeep(app)
            let saved = app.savedNavigation()!
            try! saved.write(to: URL(fileURLWithPath: path))
            print(String(decoding: saved, as: UTF8.self))
        }

        @MainActor func restoreNavigation(from path: String) {
            let app = AppModel()
            app.restoreNavigation(from: try? Data(contentsOf: URL(fileURLWithPath: path)))
            print(String(decoding: app.savedNavigation()!, as: UTF8.self))
        }
        """

    @Test func everyExamplesScreenModelsCompileAndRunWithRealObservation() throws {
        try #require(which("swiftc") != nil)
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        for example in appDesigns {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            try generate(a, into: out, targets: ["swiftui"])
            let links = sampleLinks(a), refused = refusedLinks(a)
            let driver = try Self.writeCatalogDriver(in: out, links: links, refused: refused, items: itemLinks(a))
            let binary = out.appendingPathComponent("models")
            let built = try Self.build(Self.viewlessSources(out.appendingPathComponent("swiftui")) + [driver.path], into: binary)
            #expect(built.status == 0 && built.output.isEmpty, "swiftc -swift-version 6 on \(example)'s screen models:\n\(built.output)")
            guard built.status == 0 else { continue }
            let ran = try runTool(binary.path, [])
            #expect(ran.status == 0 && ran.output.contains("opened \(a.design.screens.count) screens"), "\(example):\n\(ran.output)")
            for link in links {
                #expect(ran.output.contains("opened \(link) in ") && !ran.output.contains("FAIL"), "\(example): the deep link \(link):\n\(ran.output)")
            }
            // A page from another host than the link's is refused.
            for link in refused { #expect(ran.output.contains("refused \(link)\n"), "\(example): \(link):\n\(ran.output)") }
            // Killed in the background and relaunched: every stack comes back as it was, a sheet's pushed screen too.
            let file = out.appendingPathComponent("navigation.json").path
            let saved = try runTool(binary.path, ["save", file]), restored = try runTool(binary.path, ["restore", file])
            #expect(saved.status == 0 && saved.output.contains(#""path":[{"#) && saved.output.contains(#""slot":{"sheet""#),
                    "\(example) saved (\(saved.status)):\n\(saved.output)")
            #expect(restored.status == 0 && restored.output == saved.output, "\(example) restored:\n\(restored.output)\nsaved:\n\(saved.output)")
        }
    }

    /// The views, and everything else, type-check against the SwiftUI stub (on the UIKit, MapKit and WebKit stubs) with
    /// no diagnostic at all; the stub's own checks hold first (it rejects what Xcode rejects).
    @Test func everyExamplesAppTypeChecksAgainstTheSwiftUIStub() throws {
        try #require(which("swiftc") != nil)
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let checks = try runTool("env", [try IOSBuild.scriptEnvironment(), "bash", swiftUISDK.appendingPathComponent("run-checks.sh").path], timeout: 300)
        #expect(checks.status == 0 && !checks.output.contains("FAIL"), "the stub's checks:\n\(checks.output)")
        for example in appDesigns {
            let out = work.appendingPathComponent(example)
            try generate(analysis(of: example), into: out, targets: ["swiftui"])
            let sources = files(under: out.appendingPathComponent("swiftui"), withSuffix: ".swift")
            let typed = try runTool("env", [try IOSBuild.scriptEnvironment(), "bash",
                                            swiftUISDK.appendingPathComponent("run-checks.sh").path] + sources, timeout: 300)
            #expect(typed.status == 0 && typed.output.isEmpty, "swiftc -swift-version 6 on \(example)'s SwiftUI app:\n\(typed.output)")
        }
    }

    /// Generates an example's SwiftUI app, puts the user's screen model a test writes (Tests/Fixtures/swiftui/<example>/)
    /// over the one Tandem made, and runs the fixture's main.swift against the screen models: its "ok" and "FAIL" lines.
    static func drive(_ example: String, userModel: String) throws -> (status: Int32, output: String, ok: Int, failed: Bool) {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        try generate(analysis(of: example), into: work, targets: ["swiftui"])
        let fixture = swiftUIFixtures.appendingPathComponent(example)
        let userFile = work.appendingPathComponent("swiftui/Screens/\(userModel).swift")
        try FileManager.default.removeItem(at: userFile)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("\(userModel).swift"), to: userFile)
        let binary = work.appendingPathComponent("drive")
        let built = try build(viewlessSources(work.appendingPathComponent("swiftui")) + [fixture.appendingPathComponent("main.swift").path], into: binary)
        try #require(built.status == 0 && built.output.isEmpty, "\(built.output)")
        let ran = try runTool(binary.path, [])
        let lines = ran.output.split(separator: "\n")
        return (ran.status, ran.output, lines.filter { $0.hasPrefix("ok ") }.count, lines.contains { $0.hasPrefix("FAIL") })
    }

    /// NPS Muster, with a user-written list screen model: navigation, tabs, results and refresh behave.
    @Test func screenModelsNavigateReturnResultsAndRefresh() throws {
        try #require(which("swiftc") != nil)
        let ran = try Self.drive("nps-muster", userModel: "AnnouncementListModel")
        #expect(ran.status == 0 && ran.ok == 22 && !ran.failed && ran.output.contains("opened 6 screens"), "\(ran.output)")
    }

    /// Field Notes, with a user-written list screen model: a detail's unwind (`pop NoteDetail -> NoteList`) hands the
    /// deleted note to the list, straight or through a search, and never to a model SwiftUI dropped.
    @Test func unwindsCarryResultsToTheEarlierScreen() throws {
        try #require(which("swiftc") != nil)
        let ran = try Self.drive("field-notes", userModel: "NoteListModel")
        #expect(ran.status == 0 && ran.ok == 11 && !ran.failed && ran.output.contains("drove 2 unwinds"), "\(ran.output)")
    }
}
