import Foundation
import TandemAnalysis
import TandemCodegen
import TandemKit
import TandemModel
import TandemPlatform
import TandemSyntax
import TandemTargets
import Testing

let composeSDK = repositoryRoot.appendingPathComponent("Tests/Fixtures/sdk/compose")

/// The Jetpack Compose target built as Android Studio would build it, with real tools where they exist: aapt2 links
/// the tandem module's manifest and resources and the app's (the R class every `stringResource` reads), and Kotlin 2 with the real kotlinx.serialization
/// plugin compiles every Kotlin file, warnings as errors, against the real Android API and AndroidX (ComponentActivity,
/// ViewModel) and the hand-written Compose and Navigation 3 stand-ins (which publish no signatures; each names the
/// source file it mirrors). The plugin refuses a navigation key it cannot save.
@Suite(.serialized) struct ComposeAppTests {
    /// The Compose stand-ins compiled against the real API: built once per run.
    static func classpath(_ build: AndroidBuild) throws -> [String] {
        let android = try AndroidRealAPITests.standIns(build)
        let compose = try buildOnce("compose-stand-ins") { folder in
            let sources = files(under: composeSDK, withSuffix: ".kt").filter { !$0.contains("/sample/") }
            let compiled = try Kotlin.compile(sources, classpath: android, into: folder, moduleName: "compose-stand-ins", kotlinx: true)
            try #require(compiled.status == 0 && compiled.output.isEmpty, "Compose stand-ins:\n\(compiled.output)")
            // The sample app, written as an Android engineer writes one today, compiles against them.
            let sample = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: sample) }
            let sampled = try Kotlin.compile(files(under: composeSDK.appendingPathComponent("sample"), withSuffix: ".kt"),
                                             classpath: [folder.path] + android, into: sample, moduleName: "sample", kotlinx: true)
            try #require(sampled.status == 0 && sampled.output.isEmpty, "the Compose sample against the stand-ins:\n\(sampled.output)")
        }
        return [compose.path] + android
    }

    /// Every example's Compose app, generated, linked (the app and its tandem module, as the Activities apps are) and
    /// compiled in one Kotlin compile with the drivers below (each app in its own package): built once per run.
    static func apps() throws -> (classes: URL, runtime: [String], work: URL) {
        let folder = try buildOnce("compose-apps") { work in
            let build = try AndroidBuild(work: work.appendingPathComponent("build"))
            let classpath = try Self.classpath(build)
            var r: [String] = [], kotlin: [String] = []
            for example in appDesigns {
                let a = analysis(of: example)
                let out = work.appendingPathComponent(example)
                try generate(a, into: out, targets: ["compose"])
                try userCode(for: example, in: out.appendingPathComponent("compose"))
                let linked = try build.link(out.appendingPathComponent("compose"), package: Projection(a).androidPackage, name: example)
                r += linked.r
                kotlin += linked.kotlin
                try linked.harness.joined(separator: "\n").write(to: work.appendingPathComponent(example + ".harness"), atomically: true, encoding: .utf8)
            }
            let drivers = ["NavigatorCheck.kt", "DeepLinkCheck.kt"].map { repositoryRoot.appendingPathComponent("Tests/Fixtures/compose/" + $0).path }
            let classes = work.appendingPathComponent("classes")
            let javac = try runTool("javac", ["--release", "8", "-nowarn", "-d", classes.path] + r)
            try #require(javac.status == 0, "javac R:\n\(javac.output)")
            let compiled = try Kotlin.compile(kotlin + drivers, classpath: classpath + [classes.path], into: classes, kotlinx: true)
            try #require(compiled.status == 0 && compiled.output.isEmpty, "the Compose apps, errors and warnings:\n\(compiled.output)")
            // The smoke harness runs on the behaving Android stand-ins, so it is compiled against them.
            let smoke = work.appendingPathComponent("smoke")
            let harness = try Kotlin.compile([repositoryRoot.appendingPathComponent("Tests/Fixtures/compose/ComposeSmoke.kt").path],
                                             classpath: [classpath[0], build.sdkClasses.path], into: smoke, moduleName: "compose-smoke", kotlinx: true)
            try #require(harness.status == 0 && harness.output.isEmpty, "the Compose smoke harness:\n\(harness.output)")
            // The behaving Android stand-ins (Looper, ViewModel, Activity) at run time, not the real API's signatures.
            try ([classes.path, smoke.path, classpath[0], build.sdkClasses.path, build.kotlinStandIns.path, Kotlin.stdlib] + Kotlin.kotlinx).joined(separator: "\n")
                .write(to: work.appendingPathComponent("runtime"), atomically: true, encoding: .utf8)
        }
        let runtime = try String(contentsOf: folder.appendingPathComponent("runtime"), encoding: .utf8).split(separator: "\n").map(String.init)
        return (folder.appendingPathComponent("classes"), runtime, folder)
    }

    @Test func everyExampleCompiles() throws {
        let classes = try Self.apps().classes
        #expect(FileManager.default.fileExists(atPath: classes.appendingPathComponent("edu/nps/muster/MainActivity.class").path))
    }

    /// Every example's app run on the behaving stand-ins by Tests/Fixtures/compose/ComposeSmoke.kt: it starts as the
    /// launcher starts it, every screen a user can reach is reached, every control on it driven, back pressed, the
    /// device rotated and the process killed; no exception, and each screen comes back as it was.
    @Test(arguments: appDesigns) func everyScreenRuns(_ example: String) throws {
        let a = analysis(of: example)
        let run = try smoke(example, a)
        #expect(run.status == 0 && run.stdout.contains(" driven, 0 failed"), "smoke run of \(example):\n\(run.output)")
        func listed(_ prefix: String) -> [String] {
            run.stdout.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).components(separatedBy: ", ") } ?? []
        }
        let reached = listed("screens: "), embedded = listed("embedded: ")
        // Your code sets the page a web view loads (the news reader's article: Tests/Fixtures/android/news-reader).
        if example == "news-reader" {
            #expect(run.stdout.contains("ArticleDetailRoute loads https://example.com/"), "\(run.output)")
            // A link followed in the page: back goes back in the page, on the same screen.
            #expect(run.stdout.contains("back in the page of ArticleDetailRoute goes back to https://example.com/"), "\(run.output)")
        }
        for screen in a.design.screens {
            let names = try composeNames(of: screen, in: a)
            if !reached.contains(names.route) && !embedded.contains(names.viewModel) {
                Issue.record("\(example): \(screen.id) (\(names.route)) was never reached:\n\(run.output)")
            }
            // A UI test finds each element shown by its design id: the screen's test tags hold them all.
            if let line = run.stdout.split(separator: "\n").first(where: { $0.hasPrefix("tags \(names.route): ") }) {
                let tags = Set(line.dropFirst("tags \(names.route): ".count).split(separator: " ").map(String.init))
                let missing = screen.elements.map(\.name).filter { !tags.contains($0) }
                #expect(missing.isEmpty, "\(example): \(screen.id) shows no test tag for \(missing): \(line)")
            }
        }
        // Back at the first screen of a tab or drawer item other than the initial one goes to the initial one, as
        // Material's navigation bar and drawer do; it leaves the app only from there.
        for group in a.design.tabGroups where group.style != .split {
            let initial = group.initial?.name ?? group.children[0].name
            let initialRoute = try composeNames(of: try #require(a.design.screen(initial)), in: a).route
            for child in group.children where child.name != initial {
                let route = try composeNames(of: try #require(a.design.screen(child.name)), in: a).route
                #expect(run.stdout.contains("back on \(route) shows \(initialRoute)"), "\(example): back from \(child.name):\n\(run.output)")
            }
        }
    }

    /// On a tablet in landscape, a split view's detail shows beside its list (and every screen still runs); on a
    /// phone it covers the list.
    @Test func aSplitViewShowsTwoPanesWhereTheWindowIsWide() throws {
        for example in appDesigns {
            let a = analysis(of: example)
            for split in a.design.tabGroups where split.style == .split {
                guard let list = a.design.screen(split.children[0].name), let detail = split.detail.flatMap({ a.design.screen($0.name) }) else { continue }
                let panes = "shows \(try composeNames(of: list, in: a).route) beside \(try composeNames(of: detail, in: a).route)"
                let wide = try smoke(example, a, wide: true)
                #expect(wide.status == 0 && wide.stdout.contains(" driven, 0 failed") && wide.stdout.contains(panes), "\(example), wide:\n\(wide.output)")
                let phone = try smoke(example, a)
                #expect(!phone.stdout.contains(panes), "\(example), on a phone:\n\(phone.output)")
            }
        }
    }

    /// The smoke harness on one example's app.
    private func smoke(_ example: String, _ a: Analysis, wide: Bool = false) throws -> RunResult {
        let apps = try Self.apps()
        let harness = try String(contentsOf: apps.work.appendingPathComponent(example + ".harness"), encoding: .utf8).split(separator: "\n").map(String.init)
        let verbose = ProcessInfo.processInfo.environment["TANDEM_VERBOSE"] == "1" ? ["--verbose"] : []
        let run = try runTool("java", ["-cp", apps.runtime.joined(separator: ":"), "tandem.smoke.compose.ComposeSmokeKt",
                                       "--activity", Projection(a).androidPackage + ".MainActivity"] + harness + verbose + (wide ? ["--wide"] : []))
        if !verbose.isEmpty { print(run.output) }
        return run
    }

    /// The route and ViewModel names the Compose target gives a screen.
    private func composeNames(of screen: Screen, in a: Analysis) throws -> (route: String, viewModel: String) {
        let compose = try #require(Targets.named("compose"))
        let names = Dictionary(compose.screenNames(of: screen, in: Projection(a)), uniquingKeysWith: { first, _ in first })
        return (names["route"] ?? screen.id, names["viewModel"] ?? screen.id)
    }

    /// The Navigator of a generated app (field notes) driven on a plain JVM by Tests/Fixtures/compose/NavigatorCheck.kt:
    /// every stack operation, results, unwinds, a tab's stack, and the stacks' trip through saved state.
    @Test func theNavigatorDoesWhatTheDesignSays() throws {
        let run = try runTool("java", ["-cp", try Self.apps().runtime.joined(separator: ":"), "com.example.fieldnotes.check.NavigatorCheckKt"])
        #expect(run.status == 0 && run.stdout == "navigator: ok\n", "\(run.output)")
    }

    /// The deep links of a generated app (the news reader) on a plain JVM: Tests/Fixtures/compose/DeepLinkCheck.kt.
    @Test func deepLinksOpenTheirScreens() throws {
        let run = try runTool("java", ["-cp", try Self.apps().runtime.joined(separator: ":"), "com.example.dailynews.check.DeepLinkCheckKt"])
        #expect(run.status == 0 && run.stdout == "deep links: ok\n", "\(run.output)")
    }
}
