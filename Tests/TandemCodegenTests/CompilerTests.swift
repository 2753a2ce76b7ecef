import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemAnalysis
import TandemCodegen
import TandemDiagnostics
import TandemKit
import TandemModel
import TandemPlatform

/// The Android layouts agree with the Interface section of the generated controllers.
@Suite struct LayoutTests {
    @Test func layoutsMatchTheInterfaceSection() throws {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let a = analysis(of: "nps-muster")
        try generate(a, into: work, targets: ["android"])
        let layout = try XMLDocument(contentsOf: work.appendingPathComponent("android/tandem/src/main/res/layout/activity_login.xml"))
        let ids = try layout.nodes(forXPath: "//@*[local-name()='id']").compactMap(\.stringValue)
        // Each view's id is its element's id in the design (iOS's accessibility identifier, Compose's test tag).
        #expect(ids == ["@+id/root", "@+id/scroll", "@+id/content", "@+id/username", "@+id/password", "@+id/remember", "@+id/login"])
        let kotlin = try String(contentsOf: work.appendingPathComponent("android/app/src/main/java/edu/nps/muster/tandem/screens/LoginActivityBase.kt"), encoding: .utf8)
        for id in ["username", "password", "remember", "login"] {
            #expect(kotlin.contains("findViewById(R.id.\(id))"))
        }
    }
}

/// Every built-in type (Long among them) through a model, inputs, a transition and a result, in the Java target:
/// javac with -Werror against the SDK stubs, then the smoke harness opens every screen (parcelling each argument).
@Suite(.serialized) struct JavaTypesTests {
    @Test func everyBuiltInTypeCompilesAndRunsInJava() throws {
        for tool in ["javac", "java", "aapt2"] { try #require(which(tool) != nil, "\(tool) is missing: run scripts/setup.sh") }
        let outcome = analysis(text: """
        app "Types" { ios "org.example.types" android "org.example.types" }
        requirement R1
        task T1 { satisfies R1 }
        model Every { s: String  i: Int  l: Long  d: Double  f: Float  b: Bool  t: Date  u: URL  x: Data  ls: [Long]  m: [String: Long]  o: Long? }
        screen Home { tasks T1 element go: button "Go" -> go action go }
        screen Typed {
          tasks T1
          input every: Every
          input count: Long
          input ratio: Float
          input when: Date?
          input link: URL
          input blob: Data
          input counts: [Long]
          returns total: Long
        }
        navigation { start Home  push Home -> Typed on go (every: Every, count: Long, ratio: Float, link: URL, blob: Data, counts: [Long]) }
        """)
        #expect(!outcome.engine.hasErrors, "\(outcome.diagnostics.map(\.message))")
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))
        let out = work.appendingPathComponent("app")
        try generate(outcome.analysis, into: out, targets: ["android-java"], templates: repositoryRoot.appendingPathComponent("examples/templates").path)
        let project = out.appendingPathComponent("android-java")
        let linked = try build.link(project, package: "org.example.types", name: "types")
        let classes = work.appendingPathComponent("classes")
        let javac = try build.compileJava(linked.r + files(under: project.appendingPathComponent("app/src"), withSuffix: ".java"), into: classes)
        #expect(javac.status == 0, "javac:\n\(javac.output)")
        try #require(javac.status == 0)
        let smoke = try build.smoke(linked.harness, classes: classes)
        #expect(smoke.status == 0 && smoke.output.contains("2 passed, 0 failed"), "\(smoke.output)")
    }
}

/// A target Tandem's code does not know, made of a target.json and templates (examples/templates/android-java),
/// generates every example, and javac compiles the result.
@Suite(.serialized) struct ThirdTargetTests {
    @Test func javaTargetFromTemplatesAloneCompilesAndRuns() throws {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))
        let templates = repositoryRoot.appendingPathComponent("examples/templates").path
        var sources: [String] = [], runs: [(String, [String])] = []
        for example in examples {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            let entries = try generate(a, into: out, targets: ["android-java"], templates: templates)
            #expect(entries.contains { $0.path.hasSuffix("ActivityBase.java") })
            let project = out.appendingPathComponent("android-java")
            // Targeting API 35, every activity is drawn edge to edge (as Android 15 draws it anyway) and keeps what it
            // lays out clear of the system bars (the smoke harness's views have no insets to check this by).
            for base in files(under: project, withSuffix: "ActivityBase.java") {
                let java = try String(contentsOfFile: base, encoding: .utf8)
                #expect(java.contains("EdgeToEdge.enable(this);"), "\(base) is not drawn edge to edge")
                if java.contains("setContentView(") {
                    #expect(java.contains("ViewCompat.setOnApplyWindowInsetsListener(findViewById(R.id.content)"), "\(base) ignores the system bars")
                }
            }
            let linked = try build.link(project, package: Projection(a).androidPackage, name: example)
            sources += linked.r + files(under: project.appendingPathComponent("app/src"), withSuffix: ".java")
            // Deep links open as Android delivers them, as for the Kotlin target.
            runs.append((example, linked.harness + sampleLinks(a).flatMap { ["--open", $0] }))
        }
        let classes = work.appendingPathComponent("classes")
        let javac = try build.compileJava(sources, into: classes)
        #expect(javac.status == 0, "javac:\n\(javac.output)")
        try #require(javac.status == 0)
        for (example, arguments) in runs {
            let smoke = try build.smoke(arguments, classes: classes)
            // Each activity class runs (screens that share one run as one; embedded screens this target does not make).
            let a = analysis(of: example)
            let screens = Set(a.design.screens.filter { a.parentOf[$0.id] == nil }.map { Projection.names(of: $0).androidClass }).count
            #expect(smoke.status == 0 && smoke.output.contains("\(screens) passed, 0 failed"), "smoke run of \(example):\n\(smoke.output)")
            for link in sampleLinks(analysis(of: example)) {
                #expect(smoke.output.contains("opened \(link) in "), "\(example): the deep link \(link) did not open:\n\(smoke.output)")
            }
        }
    }
}
