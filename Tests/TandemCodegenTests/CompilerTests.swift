import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemCodegen
import TandemKit

/// Real compilers check what Tandem generates, for every example: swiftc type-checks the iOS code against UIKit
/// stubs, aapt2 compiles and links the Android layouts and manifest against the API 29 framework, kotlinc compiles
/// the Kotlin against Android stubs and the R class aapt2 wrote, and libxml2 reads every XML file back.
@Suite(.serialized) struct CompilerTests {
    @Test func generatedCodeCompilesWithTheRealTools() throws {
        let tools = ["kotlinc", "aapt2", "swiftc"]
        for tool in tools { try #require(which(tool) != nil, "\(tool) is missing: run scripts/setup.sh") }
        try #require(FileManager.default.fileExists(atPath: frameworkRes), "android-framework-res is missing: run scripts/setup.sh")

        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }

        // UIKit, WebKit and MapKit stub modules, built once.
        let modules = work.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for module in ["UIKit", "WebKit", "MapKit"] {
            let result = try runTool("swiftc", ["-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", module,
                                                "-I", modules.path, stubs.appendingPathComponent("ios/\(module).swift").path,
                                                "-o", modules.appendingPathComponent("\(module).swiftmodule").path])
            try #require(result.status == 0, "stub \(module): \(result.output)")
        }

        var kotlinSources: [String] = []
        for example in examples {
            let out = work.appendingPathComponent(example)
            try generate(analysis(of: example), into: out)

            let swift = try runTool("swiftc", ["-typecheck", "-swift-version", "5", "-I", modules.path]
                                    + files(under: out.appendingPathComponent("ios"), withSuffix: ".swift"))
            #expect(swift.status == 0, "swiftc on \(example):\n\(swift.output)")

            let res = out.appendingPathComponent("android/app/src/main")
            let layouts = files(under: res.appendingPathComponent("res/layout"), withSuffix: ".xml")
            for xml in layouts + [res.appendingPathComponent("AndroidManifest.xml").path] {
                let document = try XMLDocument(contentsOf: URL(fileURLWithPath: xml))
                #expect(document.rootElement() != nil, "\(xml) reads back with libxml2")
            }
            let flat = out.appendingPathComponent("flat")
            let gen = out.appendingPathComponent("gen")
            try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
            let compile = try runTool("aapt2", ["compile", "-o", flat.path] + layouts)
            #expect(compile.status == 0, "aapt2 compile on \(example):\n\(compile.output)")
            let link = try runTool("aapt2", ["link", "-I", frameworkRes, "--manifest", res.appendingPathComponent("AndroidManifest.xml").path,
                                             "--java", gen.path, "-o", out.appendingPathComponent("app.apk").path]
                                   + files(under: flat, withSuffix: ".flat"))
            #expect(link.status == 0, "aapt2 link on \(example):\n\(link.output)")
            kotlinSources += files(under: out.appendingPathComponent("android"), withSuffix: ".kt") + files(under: gen, withSuffix: ".java")
        }

        // One kotlinc run for every example (each has its own package): the compiler starts once.
        let kotlin = try runTool("kotlinc", kotlinSources + files(under: stubs.appendingPathComponent("android"), withSuffix: ".java")
                                 + ["-d", work.appendingPathComponent("classes").path])
        let errors = kotlin.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(kotlin.status == 0 && errors.isEmpty, "kotlinc:\n\(kotlin.output)")
    }

    @Test func layoutsMatchTheInterfaceSection() throws {
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let a = analysis(of: "nps-muster")
        try generate(a, into: work, targets: ["android"])
        let layout = try XMLDocument(contentsOf: work.appendingPathComponent("android/app/src/main/res/layout/activity_login.xml"))
        let ids = try layout.nodes(forXPath: "//@*[local-name()='id']").compactMap(\.stringValue)
        #expect(ids == ["@+id/root", "@+id/username_field", "@+id/password_field", "@+id/remember_switch", "@+id/login_button"])
        let kotlin = try String(contentsOf: work.appendingPathComponent("android/app/src/main/java/edu/nps/muster/generated/screens/LoginActivityBase.kt"), encoding: .utf8)
        for id in ["username_field", "password_field", "remember_switch", "login_button"] {
            #expect(kotlin.contains("findViewById(R.id.\(id))"))
        }
        let manifest = try XMLDocument(contentsOf: work.appendingPathComponent("android/app/src/main/AndroidManifest.xml"))
        let launcher = try manifest.nodes(forXPath: "//activity[intent-filter/category/@*[local-name()='name']='android.intent.category.LAUNCHER']/@*[local-name()='name']")
        #expect(launcher.compactMap(\.stringValue) == [".LoginActivity"])
        #expect(try manifest.nodes(forXPath: "//activity").count == a.design.screens.count)
    }
}

/// A target Tandem's code does not know, made of a target.json and templates (examples/templates/android-java),
/// generates every example, and javac compiles the result.
@Suite struct ThirdTargetTests {
    @Test func javaTargetFromTemplatesAloneCompiles() throws {
        try #require(which("javac") != nil && which("aapt2") != nil, "javac and aapt2 are needed: run scripts/setup.sh")
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let templates = repositoryRoot.appendingPathComponent("examples/templates").path
        var sources: [String] = []
        for example in examples {
            let out = work.appendingPathComponent(example)
            let entries = try generate(analysis(of: example), into: out, targets: ["android-java"], templates: templates)
            #expect(entries.contains { $0.path.hasSuffix("ActivityBase.java") })
            let main = out.appendingPathComponent("android-java/app/src/main")
            let flat = out.appendingPathComponent("flat"), gen = out.appendingPathComponent("gen")
            try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
            _ = try runTool("aapt2", ["compile", "-o", flat.path] + files(under: main.appendingPathComponent("res"), withSuffix: ".xml"))
            let link = try runTool("aapt2", ["link", "-I", frameworkRes, "--manifest", main.appendingPathComponent("AndroidManifest.xml").path,
                                             "--java", gen.path, "-o", out.appendingPathComponent("a.apk").path] + files(under: flat, withSuffix: ".flat"))
            #expect(link.status == 0, "\(link.output)")
            sources += files(under: main, withSuffix: ".java") + files(under: gen, withSuffix: ".java")
        }
        let javac = try runTool("javac", ["-Xlint:none", "-d", work.appendingPathComponent("classes").path] + sources
                                + files(under: stubs.appendingPathComponent("android"), withSuffix: ".java"))
        #expect(javac.status == 0, "javac:\n\(javac.output)")
    }
}
