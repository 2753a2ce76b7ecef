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

let androidSDK = repositoryRoot.appendingPathComponent("Tests/Fixtures/sdk/android")

/// Builds a generated Android project with the real tools and runs it: aapt2 links the tandem module as a library
/// and the app with every resource (against API 29's framework-res and the Material resource stubs), Kotlin 2
/// compiles the Kotlin against stand-ins that mirror API 35 and AndroidX strictly (warnings are errors: a deprecated
/// API fails the test), and the JVM smoke harness starts the launcher activity, drives every control, follows every
/// Intent and opens every other activity through its `intent(…)` factory, failing on any exception.
struct AndroidBuild {
    let work: URL
    /// The Java stand-ins with the smoke harness, and the Kotlin stand-ins (Navigation, androidx.activity's
    /// EdgeToEdge) compiled over them, as their own module: built once per test run.
    let sdkClasses: URL
    let kotlinStandIns: URL
    /// The Material and Navigation resource stubs, compiled by aapt2 once per run.
    let resourceStubs: URL
    var classpath: [String] { [sdkClasses.path, kotlinStandIns.path] }

    init(work: URL) throws {
        self.work = work
        for tool in ["aapt2", "javac", "java"] { try #require(which(tool) != nil, "\(tool) is missing: run scripts/setup.sh") }
        try #require(Kotlin.isInstalled, "the Kotlin 2 compiler is missing: run scripts/setup.sh")
        try #require(FileManager.default.fileExists(atPath: frameworkRes), "android-framework-res is missing: run scripts/setup.sh")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let sdkClasses = try buildOnce("android-stand-ins") { folder in
            let javac = try runTool("javac", ["--release", "8", "-nowarn", "-encoding", "UTF-8", "-d", folder.path]
                                    + files(under: androidSDK.appendingPathComponent("stubs"), withSuffix: ".java")
                                    + files(under: androidSDK.appendingPathComponent("harness"), withSuffix: ".java"))
            try #require(javac.status == 0, "stubs: \(javac.output)")
        }
        self.sdkClasses = sdkClasses
        kotlinStandIns = try buildOnce("android-kotlin-stand-ins") { folder in
            let kotlin = try Kotlin.compile(files(under: androidSDK.appendingPathComponent("stubs-kotlin"), withSuffix: ".kt"),
                                            classpath: [sdkClasses.path], into: folder, moduleName: "tandem-stand-ins")
            try #require(kotlin.status == 0 && kotlin.output.isEmpty, "Kotlin stand-ins:\n\(kotlin.output)")
        }
        resourceStubs = try buildOnce("android-res-stubs") { folder in
            let stubs = try runTool("aapt2", ["compile", "--dir", androidSDK.appendingPathComponent("res-stubs").path,
                                              "-o", folder.appendingPathComponent("res-stubs.zip").path])
            try #require(stubs.status == 0, "res stubs: \(stubs.output)")
        }.appendingPathComponent("res-stubs.zip")
    }

    /// aapt2 2.19 wants `package=`; AGP 8 puts the Gradle namespace into the merged manifest, and so do we.
    func withPackage(_ manifest: URL, _ package: String, into target: URL) throws {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "<manifest ", with: "<manifest package=\"\(package)\" ")
            .write(to: target, atomically: true, encoding: .utf8)
    }

    /// Links the resources of one generated project; returns the R sources written, the Kotlin to compile and the
    /// harness arguments.
    func link(_ project: URL, package: String, name: String) throws -> (r: [String], kotlin: [String], harness: [String]) {
        let dir = work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let appRes = project.appendingPathComponent("app/src/main/res"), tandemRes = project.appendingPathComponent("tandem/src/main/res")
        let appManifest = project.appendingPathComponent("app/src/main/AndroidManifest.xml")
        let tandemManifest = project.appendingPathComponent("tandem/src/main/AndroidManifest.xml")
        for xml in files(under: project, withSuffix: ".xml") {
            #expect((try? XMLDocument(contentsOf: URL(fileURLWithPath: xml))) != nil, "\(xml) reads back with libxml2")
        }
        for (res, zip) in [(appRes, "app.zip"), (tandemRes, "tandem.zip")] {
            let compile = try runTool("aapt2", ["compile", "--dir", res.path, "-o", dir.appendingPathComponent(zip).path])
            #expect(compile.status == 0, "aapt2 compile \(res.path):\n\(compile.output)")
        }
        // The tandem module on its own, as Gradle builds a library: its manifest's references must resolve.
        try withPackage(tandemManifest, package + ".tandem", into: dir.appendingPathComponent("TandemManifest.xml"))
        let library = try runTool("aapt2", ["link", "--static-lib", "--min-sdk-version", "26", "-I", frameworkRes, "--manifest", dir.appendingPathComponent("TandemManifest.xml").path,
                                            "-o", dir.appendingPathComponent("tandem.apk").path,
                                            resourceStubs.path, dir.appendingPathComponent("tandem.zip").path])
        #expect(library.status == 0, "aapt2 link (tandem module) on \(name):\n\(library.output)")
        // The app with everything it depends on, writing the app's R and the tandem module's.
        try withPackage(appManifest, package, into: dir.appendingPathComponent("AppManifest.xml"))
        let gen = dir.appendingPathComponent("gen")
        let app = try runTool("aapt2", ["link", "-I", frameworkRes, "--manifest", dir.appendingPathComponent("AppManifest.xml").path,
                                        "--java", gen.path, "--extra-packages", package + ".tandem", "--auto-add-overlay", "--min-sdk-version", "26",
                                        "-o", dir.appendingPathComponent("app.apk").path,
                                        resourceStubs.path, dir.appendingPathComponent("tandem.zip").path,
                                        dir.appendingPathComponent("app.zip").path])
        #expect(app.status == 0, "aapt2 link (app) on \(name):\n\(app.output)")
        let harness = ["--manifest", appManifest.path, "--manifest", tandemManifest.path,
                       "--res", appRes.path, "--res", tandemRes.path, "--res", androidSDK.appendingPathComponent("res-stubs").path,
                       "--r", package + ".R", "--r", package + ".tandem.R"]
        return (files(under: gen, withSuffix: ".java"), files(under: project.appendingPathComponent("app/src"), withSuffix: ".kt"), harness)
    }

    /// javac for the R classes, then one Kotlin compile of every project's Kotlin (each in its own package), into
    /// `classes`; any warning (a deprecation, an unused parameter) fails the test.
    func compile(r: [String], kotlin: [String], into classes: URL) throws {
        let javac = try runTool("javac", ["--release", "8", "-nowarn", "-d", classes.path] + r)
        try #require(javac.status == 0, "javac R:\n\(javac.output)")
        let compiled = try Kotlin.compile(kotlin, classpath: classpath + [classes.path], into: classes)
        #expect(compiled.status == 0 && compiled.output.isEmpty, "Kotlin 2 (errors and warnings, deprecations included):\n\(compiled.output)")
        try #require(compiled.status == 0)
    }

    /// javac, warnings as errors, for Java apps (the Java example target) into `classes`; javac's result.
    func compileJava(_ sources: [String], into classes: URL) throws -> RunResult {
        try runTool("javac", ["--release", "8", "-Xlint:deprecation", "-Werror", "-cp", (classpath + [classes.path]).joined(separator: ":"),
                              "-d", classes.path] + sources)
    }

    /// The smoke harness on one linked project; its output.
    func smoke(_ arguments: [String], classes: URL) throws -> RunResult {
        // TANDEM_VERBOSE=1 prints the harness's account of every step.
        let verbose = ProcessInfo.processInfo.environment["TANDEM_VERBOSE"] == "1"
        let run = try runTool("java", ["-cp", (classpath + [classes.path, Kotlin.stdlib]).joined(separator: ":"),
                                       "tandem.smoke.TandemSmoke"] + arguments + (verbose ? ["--verbose"] : []))
        if verbose { print(run.output) }
        return run
    }
}

@Suite(.serialized) struct AndroidAppTests {
    @Test func generatedAppsCompileWithoutWarningsAndEveryScreenRuns() throws {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))

        var rSources: [String] = [], kotlin: [String] = [], runs: [(String, [String])] = []
        for example in appDesigns {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            try generate(a, into: out, targets: ["android"])
            try userCode(for: example, in: out.appendingPathComponent("android"))
            let linked = try build.link(out.appendingPathComponent("android"), package: Projection(a).androidPackage, name: example)
            rSources += linked.r
            kotlin += linked.kotlin
            // Each deep link is opened as Android delivers it: the manifest's filter picks the activity, which reads
            // its inputs from the URL.
            // With a drawer or a split view, every step is printed: the drawer's button, the panes and back are checked below.
            let verbose = a.design.tabGroups.contains { $0.style == .drawer || $0.style == .split } ? ["--verbose"] : []
            runs.append((example, linked.harness + sampleLinks(a).flatMap { ["--open", $0] } + refusedLinks(a).flatMap { ["--refuse", $0] } + verbose))
        }
        let classes = work.appendingPathComponent("classes")
        try build.compile(r: rSources, kotlin: kotlin, into: classes)
        for (example, arguments) in runs {
            let smoke = try build.smoke(arguments, classes: classes)
            if ProcessInfo.processInfo.environment["TANDEM_VERBOSE"] == "1" { print(smoke.output) }
            // Each activity class runs (screens that share one run as one), and a split view's "Nothing selected".
            let split = analysis(of: example).design.tabGroups.contains { $0.style == .split } ? 1 : 0
            let screens = Set(analysis(of: example).design.screens.map { Projection.names(of: $0).androidClass }).count + split
            // A link followed in the article's page: back goes back in the page, then leaves the screen.
            if example == "news-reader" { #expect(smoke.output.contains(" went back to https://example.com/"), "\(smoke.output)") }
            #expect(smoke.status == 0 && smoke.output.contains("\(screens) passed, 0 failed"),
                    "smoke run of \(example):\n\(smoke.output)")
            let a = analysis(of: example)
            // An embedded screen is a Fragment of its parent's activity; what it opens, it opens by Intent (the
            // harness names the Fragment showing it: its own, or a pane holding it).
            let projection = Projection(a)
            for child in a.design.screens where a.parentOf[child.id] != nil {
                let fragment = Projection.names(of: child).androidFragment
                #expect(smoke.output.contains("ran \(projection.androidPackage).screens.\(fragment) (from "), "\(example): \(child.id) never ran:\n\(smoke.output)")
                var holders = [fragment], current = child.id
                while let parent = a.parentOf[current], holders.count <= a.design.screens.count {
                    holders.append(Projection.names(of: a.design.screen(parent)!).androidFragment)
                    current = parent
                }
                for t in a.design.transitions where t.source.name == child.id {
                    let target = Projection.names(of: a.design.screen(t.target.name)!).androidClass
                    #expect(holders.contains { smoke.output.contains("screens.\(target) (from \($0): ") }, "\(example): \(fragment) never opened \(target):\n\(smoke.output)")
                }
            }
            // A split view's list and detail are Fragments side by side in its activity: a row of the list fills the
            // detail pane (on the harness's phone, over the list), and back slides it away.
            for group in a.design.tabGroups where group.style == .split {
                let list = Projection.names(of: a.design.screen(group.children[0].name)!).androidFragment
                let detail = Projection.names(of: a.design.screen(group.children[1].name)!).androidFragment
                #expect(smoke.output.contains("ran \(projection.androidPackage).screens.\(detail) (from \(list): click row 0"), "\(example): the list never opened the detail pane:\n\(smoke.output)")
                #expect(smoke.output.contains("showing \(projection.androidPackage).screens.\(detail): back (a pane is open)"), "\(example): back never closed the detail pane:\n\(smoke.output)")
                // Covering the list, the detail's title and Up (which closes it too) are in the action bar.
                let title = a.design.screen(group.children[1].name)!.title
                #expect(smoke.output.contains("shows \(projection.androidPackage).screens.\(detail) titled \"\(title)\" with the up arrow"), "\(example): no title or Up for the detail:\n\(smoke.output)")
                #expect(smoke.output.contains("showing \(projection.androidPackage).screens.\(detail): up (action bar)"), "\(example): Up never closed the detail pane:\n\(smoke.output)")
            }
            // Each drawer item's screen holds the drawer: the action bar's button opens it, back closes it, and each
            // of its items is tapped.
            for group in a.design.tabGroups where group.style == .drawer {
                #expect(smoke.output.contains("tap the action bar's drawer button"), "\(example): no drawer button:\n\(smoke.output)")
                // Each item's activity has its own app bar inside the DrawerLayout (the drawer slides over it; the
                // window's action bar is gone, or setSupportActionBar would have thrown), showing the item's title.
                for child in group.children.compactMap({ a.design.screen($0.name) }) {
                    let layout = work.appendingPathComponent(example).appendingPathComponent("android/tandem/src/main/res/layout/\(Projection.names(of: child).layout).xml")
                    let root = try XMLDocument(contentsOf: layout).rootElement()
                    #expect(root?.name == "androidx.drawerlayout.widget.DrawerLayout"
                            && (root?.children?.first as? XMLElement)?.children?.first?.name == "com.google.android.material.appbar.MaterialToolbar",
                            "\(example): \(child.id)'s app bar is not inside its drawer layout")
                    #expect(smoke.output.contains("titled \"\(child.title)\" with the drawer button"), "\(example): \(child.id) shows no title of its own:\n\(smoke.output)")
                }
                #expect(smoke.output.contains("back (a drawer is open)"), "\(example): back never closed the drawer:\n\(smoke.output)")
                // The initial item's screen is the one showing: the others are tapped in its drawer.
                for child in group.children.compactMap({ a.design.screen($0.name) }) where child.id != (group.initial ?? group.children.first)?.name {
                    let item = Projection.tabItemID(of: child, in: .drawer)
                    #expect(smoke.output.contains("select R.id.\(item) in NavigationView R.id.navigation_view"), "\(example): \(item) never tapped:\n\(smoke.output)")
                }
            }
            if example == "field-notes" {
                #expect(smoke.output.contains("unwound Heron to NoteListActivity"), "the detail's delete hands the note back to the list:\n\(smoke.output)")
            }
            // A page from another host than the link's: the screen does not open with it (the news reader links a page).
            #expect(example != "news-reader" || refusedLinks(a).count == 3)
            for link in refusedLinks(a) { #expect(smoke.output.contains("refused \(link) in "), "\(example): \(link):\n\(smoke.output)") }
            for (link, deepLink) in zip(sampleLinks(a), a.design.deepLinks) {
                #expect(smoke.output.contains("opened \(link) in "), "\(example): the deep link \(link) did not open:\n\(smoke.output)")
                // Opened cold, in a new task, a screen other than the start screen has the start screen put under it.
                if deepLink.target.name != a.design.startScreen?.id {
                    #expect(smoke.output.contains("\(link) puts a screen under"), "\(example): \(link) made no back stack:\n\(smoke.output)")
                }
            }
        }
    }
}
