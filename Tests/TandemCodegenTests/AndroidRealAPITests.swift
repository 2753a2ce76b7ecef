import Foundation
import Testing
import TandemCodegen
import TandemKit
import TandemPlatform

/// The generated Android apps against the real Android API (android.jar 35, AndroidX, Material as pinned in
/// scripts/android-api/packages.txt, converted into Java classes by scripts/android-api/build.sh, which setup.sh runs):
/// every member, type, override and return type the apps use must exist as the real one. The behaving stand-ins
/// (AndroidAppTests) carry nullability by hand; here a member without a fact in facts.txt is a platform type.
/// The libraries that publish no signatures (Jetpack Navigation, SlidingPaneLayout, Play services Maps) and the
/// stand-ins' own runtime come from the stand-ins.
@Suite(.serialized) struct AndroidRealAPITests {
    static let realClasses = repositoryRoot.appendingPathComponent(".tools/android-api/classes")
    static let misuse = androidSDK.appendingPathComponent("api-misuse")

    /// The real classes, required.
    static func real() throws -> String {
        try #require(FileManager.default.fileExists(atPath: Self.realClasses.appendingPathComponent("android/app/Activity.class").path),
                     "the real Android API classes are missing: run scripts/setup.sh")
        return Self.realClasses.path
    }

    /// The stand-ins of the libraries without published signatures (and tandem.*), and the Kotlin stand-ins
    /// (Navigation, EdgeToEdge) compiled against the real classes: built once per run.
    static func standIns(_ build: AndroidBuild) throws -> [String] {
        let real = try real()
        let noSignatures = try buildOnce("android-no-signatures") { folder in
            for path in ["androidx/slidingpanelayout", "com/google/android/gms", "tandem"] {
                let target = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: build.sdkClasses.appendingPathComponent(path), to: target)
            }
        }
        let kotlin = try buildOnce("android-kotlin-stand-ins-real-api") { folder in
            let compiled = try Kotlin.compile(files(under: androidSDK.appendingPathComponent("stubs-kotlin"), withSuffix: ".kt"),
                                              classpath: [real, noSignatures.path], into: folder, moduleName: "tandem-stand-ins")
            try #require(compiled.status == 0 && compiled.output.isEmpty, "Kotlin stand-ins against the real API:\n\(compiled.output)")
        }
        // The Kotlin stand-ins first: androidx.activity's EdgeToEdge facade is also a (Java, metadata-less) real class.
        return [kotlin.path, real, noSignatures.path]
    }

    @Test(arguments: ["android", "android-navigation"])
    func everyExampleCompilesAgainstTheRealAPI(target: String) throws {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work.appendingPathComponent("build"))
        let classpath = try Self.standIns(build)
        var rSources: [String] = [], kotlin: [String] = []
        for example in appDesigns {
            let a = analysis(of: example)
            let out = work.appendingPathComponent(example)
            try generate(a, into: out, targets: [target])
            let project = out.appendingPathComponent(target)
            try userCode(for: example, in: project)
            let linked = try build.link(project, package: Projection(a).androidPackage, name: example)
            rSources += linked.r
            kotlin += linked.kotlin
        }
        let classes = work.appendingPathComponent("classes")
        let javac = try runTool("javac", ["--release", "8", "-nowarn", "-d", classes.path] + rSources)
        try #require(javac.status == 0, "javac R:\n\(javac.output)")
        let compiled = try Kotlin.compile(kotlin, classpath: classpath + [classes.path], into: classes)
        #expect(compiled.status == 0 && compiled.output.isEmpty,
                "\(target) apps against the real Android API (errors and warnings):\n\(compiled.output)")
    }

    /// Each file of api-misuse is rejected with the message its first line names; good.kt, the same APIs used
    /// correctly, compiles without a warning.
    @Test func misuseOfTheRealAPIIsRejected() throws {
        let real = try Self.real()
        let sources = files(under: Self.misuse, withSuffix: ".kt")
        #expect(sources.count >= 11)
        for source in sources {
            let out = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let name = URL(fileURLWithPath: source).lastPathComponent
            let compiled = try Kotlin.compile([source], classpath: [real], into: out, moduleName: "misuse")
            if name == "good.kt" {
                #expect(compiled.status == 0 && compiled.output.isEmpty, "good.kt:\n\(compiled.output)")
                continue
            }
            let firstLine = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n").first ?? ""
            let expected = firstLine.hasPrefix("// expect: ") ? String(firstLine.dropFirst("// expect: ".count)) : ""
            try #require(!expected.isEmpty, "\(name) must start with // expect: <part of the message>")
            #expect(compiled.status != 0 && compiled.output.contains(expected),
                    "\(name) must be rejected with \"\(expected)\":\n\(compiled.output)")
        }
    }

    /// CompareStubs: each stand-in class and member whose real counterpart is missing or declared differently, as
    /// far as the real classes tell (scripts/android-api/CompareStubs.java): there are none.
    @Test func standInsMatchTheRealAPI() throws {
        let real = try Self.real()
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let build = try AndroidBuild(work: work)
        let run = try runTool("java", [repositoryRoot.appendingPathComponent("scripts/android-api/CompareStubs.java").path,
                                       build.sdkClasses.path, real])
        try #require(run.status == 0, "CompareStubs:\n\(run.output)")
        let mismatches = run.stdout.split(separator: "\n").filter { !$0.hasSuffix(" mismatches") }
        #expect(mismatches.isEmpty && run.stdout.hasSuffix("0 mismatches\n"),
                "stand-ins that differ from the real API (fix the stand-in, or add a fact):\n\(mismatches.joined(separator: "\n"))")
    }
}
