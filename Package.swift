// swift-tools-version:6.0
import Foundation
import PackageDescription

// Dependencies point one way: syntax → model → analysis → platform → checks, generators, importers → reports and
// diagrams → the pipeline (TandemKit) → the language server and the executables. Each target lists exactly the modules
// it imports; README's "Layout" shows the layers this file makes (PackageLayoutTests keeps both true).
// TandemAnalysis derives the facts (trace maps, reachability, gaps) that rules, diagrams and reports share;
// TandemPlatform decides every name and view each design item gets on each platform.
// Only the executables import ArgumentParser.
// A bundled target is a folder under templates/: its adapter (Swift, compiled into TandemTargets) and its Code/
// folder (Swift over the template context, compiled into TandemTargetCode) beside its target.json and templates
// (compiled in as text through EmbeddedTemplates.swift), so every file there that is not Swift is excluded.
let targetFolderFiles: [String] = {
    let templates = Context.packageDirectory + "/templates"
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []
    return folders.sorted().flatMap { folder -> [String] in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: templates + "/" + folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: templates + "/" + folder)) ?? []).sorted().map { folder + "/" + $0 }
    }
}()

let package = Package(
    name: "Tandem",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tandem", targets: ["tandem"]),
        .library(name: "TandemKit", targets: ["TandemKit"]),
    ],
    dependencies: [
        // The CLI's commands, options, help and shell completion.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `tandem status` reads the user's Swift code with the Swift parser itself, not patterns over text.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Tests only: a real YAML parser reads the XcodeGen specs Tandem writes.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(name: "TandemDiagnostics"),
        .target(name: "TandemSyntax", dependencies: ["TandemDiagnostics"]),
        .target(name: "TandemModel", dependencies: ["TandemSyntax", "TandemDiagnostics"]),
        .target(name: "TandemAnalysis", dependencies: ["TandemModel", "TandemSyntax", "TandemDiagnostics"]),
        .target(name: "TandemPlatform", dependencies: ["TandemAnalysis", "TandemModel", "TandemSyntax", "TandemDiagnostics"]),
        .target(name: "TandemChecks", dependencies: ["TandemAnalysis", "TandemPlatform", "TandemModel", "TandemSyntax", "TandemDiagnostics"]),
        .target(name: "TandemGraphviz", dependencies: ["TandemModel", "TandemSyntax", "TandemAnalysis", "TandemPlatform", "TandemChecks", "TandemTargets"]),
        // The one XML reader (every importer and drift) and the writer of generated Android XML, over libxml2.
        .target(name: "TandemXML"),
        // Mustache for generated code (logic-less, the language openapi-generator users know), over typed values.
        .target(name: "TandemMustache"),
        .target(name: "TandemCodegen", dependencies: [
            "TandemModel", "TandemSyntax", "TandemAnalysis", "TandemPlatform", "TandemDiagnostics", "TandemMustache", "TandemXML",
        ]),
        .target(name: "TandemReports", dependencies: [
            "TandemModel", "TandemSyntax", "TandemAnalysis", "TandemPlatform", "TandemChecks", "TandemDiagnostics", "TandemStatus", "TandemTargets",
        ]),
        // What the hand-written code of a generated app implements, read with a parser of each language.
        .target(name: "TandemStatus", dependencies: [
            "TandemModel", "TandemAnalysis", "TandemPlatform", "TandemTargets",
            .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // `tandem lsp`: the language server editors start.
        .target(name: "TandemLSP", dependencies: ["TandemKit", "TandemModel", "TandemSyntax", "TandemAnalysis", "TandemChecks", "TandemDiagnostics"]),
        // The bundled targets, one folder each under templates/: target.json, the templates (compiled in as
        // EmbeddedTemplates.swift, made from the folders, so a copied binary needs no files beside it) and the target's
        // adapter (its names); Targets.swift is the one registry every command reads.
        .target(name: "TandemTargets", dependencies: ["TandemPlatform", "TandemAnalysis", "TandemModel", "TandemSyntax"], path: "templates",
                exclude: targetFolderFiles.filter { !$0.hasSuffix(".swift") } + ["README.md", "TargetCodes.swift"]),
        // A target folder's Code/: what it writes in Swift rather than in templates (field spellings, built-in
        // writers), over the template context. A module of its own so that the adapters' names build without
        // TandemCodegen: tandem-context-fields reads them to mend a TemplateContext+Fields.swift that no longer compiles.
        .target(name: "TandemTargetCode", dependencies: [
            "TandemTargets", "TandemCodegen", "TandemPlatform", "TandemModel", "TandemAnalysis", "TandemMustache", "TandemXML", "TandemDiagnostics",
        ], path: "templates",
                exclude: targetFolderFiles.filter { !$0.hasSuffix("/Code") } + ["README.md", "Targets.swift", "EmbeddedTemplates.swift"],
                sources: targetFolderFiles.filter { $0.hasSuffix("/Code") } + ["TargetCodes.swift"]),
        .target(name: "TandemKit", dependencies: [
            "TandemDiagnostics", "TandemSyntax", "TandemModel", "TandemAnalysis", "TandemPlatform", "TandemChecks", "TandemGraphviz", "TandemCodegen",
            "TandemReports", "TandemTargets", "TandemTargetCode", "TandemStatus", "TandemImport",
        ]),
        // Designs from what an app already has (navigation graphs, storyboards), read through TandemXML.
        .target(name: "TandemImport", dependencies: ["TandemModel", "TandemAnalysis", "TandemPlatform", "TandemSyntax", "TandemXML"]),
        .executableTarget(name: "tandem", dependencies: [
            "TandemKit", "TandemGraphviz", "TandemAnalysis", "TandemPlatform", "TandemChecks", "TandemDiagnostics", "TandemModel",
            "TandemCodegen", "TandemReports", "TandemImport", "TandemStatus", "TandemLSP", "TandemTargets", "TandemTargetCode",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Benchmarks live in an executable, never in timed test assertions.
        // libFuzzer target (scripts/fuzz.sh); a plain build replays inputs instead.
        .executableTarget(name: "tandem-fuzz", dependencies: [
            "TandemKit", "TandemCodegen", "TandemGraphviz", "TandemMustache", "TandemDiagnostics", "TandemImport", "TandemReports", "TandemStatus",
            "TandemLSP",
        ]),
        // The template context's lookup, encoding and docs tables, made from its one declaration
        // (TemplateContext.swift), and the tables of each target's native names from its adapter (TandemTargets):
        // `swift run tandem-context-fields`. It needs neither TandemCodegen nor the file it makes, so it runs even when
        // the generated file no longer compiles.
        .target(name: "TandemContextFields", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        .executableTarget(name: "tandem-context-fields", dependencies: ["TandemContextFields", "TandemTargets", "TandemPlatform"]),
        .executableTarget(name: "tandem-bench", dependencies: [
            "TandemKit", "TandemGraphviz", "TandemCodegen", "TandemAnalysis", "TandemChecks", "TandemModel",
            "TandemSyntax", "TandemDiagnostics", "TandemImport",
        ]),

        // What every test target shares: the repository's paths, the one process runner, the golden-file check, the
        // warm Kotlin 2 compiler, builds made once per run.
        .target(name: "TandemTestSupport", path: "Tests/TandemTestSupport", exclude: ["KotlinServer.java"]),
        .testTarget(name: "TandemDiagnosticsTests", dependencies: ["TandemDiagnostics"]),
        .testTarget(name: "TandemMustacheTests", dependencies: ["TandemMustache"]),
        .testTarget(name: "TandemSyntaxTests", dependencies: ["TandemSyntax", "TandemDiagnostics", "TandemTestSupport"]),
        .testTarget(name: "TandemChecksTests", dependencies: ["TandemKit", "TandemChecks", "TandemAnalysis", "TandemModel", "TandemDiagnostics", "TandemSyntax", "TandemTestSupport"]),
        .testTarget(name: "TandemGraphvizTests", dependencies: [
            "TandemKit", "TandemGraphviz", "TandemChecks", "TandemPlatform", "TandemAnalysis", "TandemModel", "TandemSyntax", "TandemTestSupport",
        ]),
        .testTarget(name: "TandemReportsTests", dependencies: ["TandemKit", "TandemReports", "TandemAnalysis", "TandemDiagnostics"]),
        .testTarget(name: "TandemCodegenTests", dependencies: [
            "TandemKit", "TandemCodegen", "TandemDiagnostics", "TandemPlatform", "TandemAnalysis", "TandemSyntax", "TandemTargets", "TandemTargetCode",
            "TandemMustache", "TandemChecks", "TandemModel", "TandemContextFields", "TandemTestSupport", "TandemXML",
            .product(name: "Yams", package: "Yams"),
        ]),
        .testTarget(name: "TandemCLITests", dependencies: [
            "TandemKit", "TandemSyntax", "TandemDiagnostics", "TandemModel", "TandemImport", "TandemTestSupport",
        ]),
        .testTarget(name: "TandemStatusTests", dependencies: ["TandemStatus", "TandemKit"]),
        .testTarget(name: "TandemLSPTests", dependencies: ["TandemLSP", "TandemKit", "TandemModel", "TandemDiagnostics", "TandemTestSupport"]),
    ]
)

// A member of another module's type is used only where that module is imported (Swift 7's rule, early): each target's
// imports, and so its dependencies above, are then the modules it uses, and a build after a change rebuilds them all.
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
