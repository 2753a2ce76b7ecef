import Foundation
import TandemAnalysis
import TandemCodegen
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemPlatform
import TandemSyntax
import Testing

let iosSDK = repositoryRoot.appendingPathComponent("Tests/Fixtures/sdk/ios")

/// Builds generated iOS code with the real Swift compiler, in Swift 6 language mode (strict concurrency), against
/// UIKit, MapKit and WebKit stub modules that mirror the iOS 18 SDK's declarations (`@MainActor`, designated and
/// required initializers, deprecations) and behave like UIKit where an app can go wrong; then runs the app: the stub
/// `UIApplicationMain` starts it as a device would and, with TANDEM_SMOKE=1, visits every screen.
struct IOSBuild {
    let modules: URL

    init() throws {
        modules = try Self.standIns()
    }

    /// The UIKit, MapKit and WebKit stand-ins as libraries, and the SwiftUI stand-in as a module: built once per
    /// test run, into the folder the stand-ins' own scripts take as TANDEM_SDK_BUILD (they keep what is newer than
    /// its source).
    static func standIns() throws -> URL {
        try buildOnce("ios-stand-ins") { modules in
            for module in ["UIKit", "WebKit", "MapKit"] {
                let result = try runTool("swiftc", ["-emit-module", "-emit-library", "-parse-as-library", "-swift-version", "6",
                                                    "-module-name", module, "-I", modules.path, "-L", modules.path]
                                         + (module == "UIKit" ? [] : ["-lUIKit"])
                                         + [iosSDK.appendingPathComponent("\(module).swift").path]
                                         // Foundation as iOS has it (String(localized:)), which UIKit re-exports.
                                         + (module == "UIKit" ? [iosSDK.appendingPathComponent("Localization.swift").path] : [])
                                         + [
                                            "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path,
                                            "-o", modules.appendingPathComponent("lib\(module).so").path])
                try #require(result.status == 0, "stub \(module): \(result.output)")
            }
            let swiftUI = try runTool("swiftc", ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI",
                                                 "-I", modules.path, swiftUISDK.appendingPathComponent("SwiftUI.swift").path,
                                                 "-emit-module-path", modules.appendingPathComponent("SwiftUI.swiftmodule").path])
            try #require(swiftUI.status == 0, "stub SwiftUI: \(swiftUI.output)")
        }
    }

    /// The environment that makes the stand-ins' scripts use the modules built here.
    static func scriptEnvironment() throws -> String { "TANDEM_SDK_BUILD=" + (try standIns().path) }

    /// Diagnostics swiftc reports on the sources (errors and warnings: a deprecated API is a failure too).
    func typecheck(_ sources: [String]) throws -> RunResult {
        try runTool("swiftc", ["-typecheck", "-swift-version", "6", "-I", modules.path] + sources)
    }

    /// Compiles the app and runs it headless through every screen: the ones its navigation reaches, and through the
    /// generated ScreenCatalog (hooked in by a test-only file) every other one.
    func run(_ sources: [String], in directory: URL, links: [String] = []) throws -> (build: RunResult, run: RunResult?) {
        let binary = directory.appendingPathComponent("app")
        let hook = directory.appendingPathComponent("SmokeCatalog.swift")
        try """
        import UIKit
        extension AppDelegate: _TandemSmokeScreenCatalog {
            static var _tandemSmokeScreens: [(title: String, make: @MainActor () -> UIViewController)] { ScreenCatalog.screens }
        }
        """.write(to: hook, atomically: true, encoding: .utf8)
        let sources = sources + [hook.path]
        // A debug build (the catalog the hook reads is compiled in debug builds only); `typecheck` checks the release one.
        let build = try runTool("swiftc", ["-swift-version", "6", "-parse-as-library", "-D", "DEBUG", "-I", modules.path, "-L", modules.path,
                                           "-lUIKit", "-lWebKit", "-lMapKit", "-Xlinker", "-rpath", "-Xlinker", modules.path,
                                           "-o", binary.path] + sources)
        guard build.status == 0 else { return (build, nil) }
        return (build, try runTool("env", ["TANDEM_SMOKE=1", "TANDEM_SMOKE_LINKS=" + links.joined(separator: "\n"), binary.path]))
    }
}

@Suite(.serialized) struct IOSAppTests {
    /// A sheet leaves the screen that opened it showing, so UIKit tells that screen neither that it is covered nor
    /// that it shows again: the generated screen pauses as the sheet opens and resumes when it goes, however it is
    /// dismissed (by the sheet, or by its presenter as UIKit does for a swipe), as Android's screen does; a full-screen
    /// presentation gets UIKit's own appearance calls.
    /// `clear through` the first screen of the app's root stack makes the next screen the app's root, as SwiftUI's
    /// target does: a tab bar as itself, never pushed into the login's navigation controller.
    @Test func clearingThroughTheRootReplacesIt() throws {
        try #require(which("swiftc") != nil)
        let outcome = analysis(text: """
        screen Login "Login" { element go: button "Go" -> go  action go }
        screen Home "Home" { kind tabs }
        screen A "A" { }
        screen B "B" { }
        navigation { start Login  tabs Home [A, B]
          push Login -> Home on go clear through Login allow tabs-in-stack "the login goes" }
        """)
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(outcome.analysis, into: out, targets: ["ios"])
        try """
        import UIKit

        final class LoginViewController: LoginViewControllerBase {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard !done else { return }
                done = true
                go()
                print("root: \\(type(of: AppNavigation.window!.rootViewController!))")
            }
            private var done = false
        }
        """.write(to: out.appendingPathComponent("ios/Screens/LoginViewController.swift"), atomically: true, encoding: .utf8)
        let (built, ran) = try IOSBuild().run(files(under: out.appendingPathComponent("ios"), withSuffix: ".swift"), in: out)
        #expect(built.status == 0, "\(built.output)")
        #expect(ran?.output.contains("root: HomeTabBarController\n") == true, "\(ran?.output ?? "")")
    }

    @Test func aSheetPausesAndResumesTheScreenUnderIt() throws {
        try #require(which("swiftc") != nil)
        let outcome = analysis(text: """
        screen Home "Home" { element open: button "Open" -> open  element cover: button "Cover" -> cover  action open  action cover }
        screen Sheet "Sheet" { element done: button "Done" -> done  action done }
        screen Cover "Cover" { element done: button "Done" -> done  action done }
        navigation { start Home  modal Home -> Sheet on open  modal Home -> Cover on cover as fullScreen  dismiss Sheet on done  dismiss Cover on done }
        """)
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try generate(outcome.analysis, into: out, targets: ["ios"])
        // The user's Home says when it pauses and resumes, and opens the sheet, closes it, opens it and swipes it away.
        try """
        import UIKit

        final class HomeViewController: HomeViewControllerBase {
            override func resume() { print("Home resume") }
            override func pause() { print("Home pause") }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard !done else { return }
                done = true
                print("open the sheet")
                open_()
                print("close it in code")
                presentedViewController?.dismiss(animated: false)
                print("open the sheet again")
                open_()
                print("dismiss it as UIKit does for a swipe")
                presentedViewController?.presentingViewController?.dismiss(animated: true)
                print("cover the screen")
                cover()
                presentedViewController?.dismiss(animated: false)
                print("end")
            }
            private var done = false
        }
        """.write(to: out.appendingPathComponent("ios/Screens/HomeViewController.swift"), atomically: true, encoding: .utf8)
        let (built, ran) = try IOSBuild().run(files(under: out.appendingPathComponent("ios"), withSuffix: ".swift"), in: out)
        #expect(built.status == 0, "\(built.output)")
        let lines = (ran?.output ?? "").split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "open the sheet"), "\(ran?.output ?? "")")
        let end = try #require(lines.firstIndex(of: "end"))
        #expect(Array(lines[start...end]) == ["open the sheet", "Home pause", "close it in code", "Home resume",
                                               "open the sheet again", "Home pause", "dismiss it as UIKit does for a swipe", "Home resume",
                                               "cover the screen", "Home pause", "Home resume", "end"], "\(lines[start...end])")
    }

    @Test func generatedAppsCompileInSwift6AndEveryScreenRuns() throws {
        try #require(which("swiftc") != nil)
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try IOSBuild()
        for example in appDesigns {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            try generate(a, into: out, targets: ["ios"])
            let sources = files(under: out.appendingPathComponent("ios"), withSuffix: ".swift")
            let check = try build.typecheck(sources)
            let diagnostics = check.output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
            #expect(check.status == 0 && diagnostics.isEmpty, "swiftc -swift-version 6 on \(example):\n\(check.output)")
            guard check.status == 0 else { continue }
            // Each deep link delivered as iOS delivers it must show its screen.
            let links = sampleLinks(a)
            let (compiled, ran) = try build.run(sources, in: out, links: links)
            #expect(compiled.status == 0, "building \(example):\n\(compiled.output)")
            // Every screen, and the sidebar a drawer lists its items in (one class for every drawer).
            // Each controller class (screens that share one run as one), and the sidebar of drawers.
            let screens = Set(a.design.screens.map { Projection.names(of: $0).iosClass }).count + (a.design.tabGroups.contains { $0.style == .drawer } ? 1 : 0)
            #expect(ran?.status == 0 && ran?.output.contains("\(screens) passed, 0 failed") == true,
                    "smoke run of \(example):\n\(ran?.output ?? "")")
            // A drawer's sidebar shows every item (on iPhone, through the back button of the item shown first), each
            // an item of its sidebar-style list (a collection view).
            for group in a.design.tabGroups where group.style == .drawer {
                #expect(ran?.output.contains("from Sidebar via selecting item 1 of UICollectionView") == true,
                        "\(example): the sidebar of \(group.container.name) is no list whose items were tapped:\n\(ran?.output ?? "")")
                for child in group.children.compactMap({ a.design.screen($0.name) }) {
                    #expect(ran?.output.contains("ran \(Projection.names(of: child).iosClass) (secondary column") == true,
                            "\(example): the sidebar of \(group.container.name) never showed \(child.id):\n\(ran?.output ?? "")")
                }
            }
            // An embedded screen is a child view controller of its parent's; what it pushes goes onto the parent's stack.
            for child in a.design.screens where a.parentOf[child.id] != nil {
                #expect(ran?.output.contains("ran \(Projection.names(of: child).iosClass) (child of ") == true, "\(example): \(child.id) never ran as a child:\n\(ran?.output ?? "")")
                for t in a.design.transitions where t.source.name == child.id && t.style == .push {
                    #expect(ran?.output.contains("(push from \(Projection.names(of: child).iosClass) via ") == true, "\(example): \(child.id) never pushed:\n\(ran?.output ?? "")")
                }
            }
            // A link to an item of the root's tab bar or drawer shows that item (selected, not a copy pushed).
            for (link, index) in itemLinks(a) {
                let group = a.design.tabGroups.first { $0.container.name == a.design.startScreen?.id }!
                let item = Projection.names(of: a.design.screen(group.children[index].name)!).iosClass
                #expect(ran?.output.contains("opened \(link) in \(item)\n") == true, "\(example): \(link) did not select \(item):\n\(ran?.output ?? "")")
            }
            for link in links {
                #expect(ran?.output.contains("opened \(link) in ") == true, "\(example): the deep link \(link) did not open:\n\(ran?.output ?? "")")
            }
            if ProcessInfo.processInfo.environment["TANDEM_VERBOSE"] == "1" { print(ran?.output ?? "") }
            // Killed in the background and relaunched by iOS: the window shows again what it showed (the stacks, the
            // sheet over them and the screen pushed in it), and the scene would save the same.
            let file = out.appendingPathComponent("restoration.plist").path, app = out.appendingPathComponent("app").path
            let saved = try runTool("env", ["TANDEM_SMOKE_RESTORATION=save:" + file, app])
            let restored = try runTool("env", ["TANDEM_SMOKE_RESTORATION=restore:" + file, app])
            #expect(saved.status == 0 && saved.output.contains(" presents (style ") && saved.output.contains("\nsaved "),
                    "\(example) before it was killed:\n\(saved.output)")
            #expect(restored.status == 0 && restored.output == saved.output, "\(example) relaunched:\n\(restored.output)\nbefore:\n\(saved.output)")
        }
    }
}
