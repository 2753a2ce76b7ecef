import Foundation
import Testing

/// Package.swift declares exactly what each module imports, and README's layout says what Package.swift says: both
/// read from `swift package dump-package` and the sources, so neither can drift.
@Suite struct PackageLayoutTests {
    struct Target {
        var name: String
        var isTest: Bool
        var dependencies: Set<String>
        var sources: [URL]
    }

    /// Modules that come with the toolchain; every other import must be declared.
    static let toolchainModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin",
        "Testing", "XCTest", "Observation", "Synchronization", "_Concurrency", "PackageDescription",
    ]

    static func targets() throws -> [Target] {
        // A scratch folder of its own: `swift test` holds the lock on .build.
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try runProcess("/usr/bin/env", ["swift", "package", "--scratch-path", scratch.path, "dump-package"], timeout: 120)
        try #require(dump.status == 0, "swift package dump-package: \(dump.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["targets"] as? [[String: Any]])
        return try entries.map { entry in
            let name = try #require(entry["name"] as? String)
            let isTest = entry["type"] as? String == "test"
            var dependencies: Set<String> = []
            for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
                for kind in ["byName", "target", "product"] {
                    if let parts = dependency[kind] as? [Any], let module = parts.first as? String { dependencies.insert(module) }
                }
            }
            let folder = repositoryRoot.appendingPathComponent(entry["path"] as? String ?? (isTest ? "Tests/" : "Sources/") + name)
            // An excluded or listed path is a file or a folder (everything below it).
            let excluded = (entry["exclude"] as? [String] ?? []).map { folder.appendingPathComponent($0).path }
            func swiftFiles(below url: URL) -> [URL] {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
                return (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".swift") }.map { url.appendingPathComponent($0) }
            }
            let listed = (entry["sources"] as? [String])?.map { folder.appendingPathComponent($0) } ?? [folder]
            let sources = listed.flatMap(swiftFiles(below:))
                .filter { url in !excluded.contains { url.path == $0 || url.path.hasPrefix($0 + "/") } }.sorted { $0.path < $1.path }
            return Target(name: name, isTest: isTest, dependencies: dependencies, sources: sources)
        }
    }

    /// The modules a file imports (`import X`, `@testable import X`, `public import X`, `import struct X.Y`), read
    /// from its header: imports come before the first declaration (lines further down may be code in strings).
    static func imports(of file: URL) throws -> Set<String> {
        var modules: Set<String> = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("#if") || text.hasPrefix("#else") || text.hasPrefix("#elseif")
                || text.hasPrefix("#endif") { continue }
            var words = text.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { break }
            var module = words[1]
            if ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"].contains(module), words.count >= 3 { module = words[2] }
            modules.insert(String(module.split(separator: ".")[0]))
        }
        return modules
    }

    @Test func everyModuleDeclaresExactlyWhatItImports() throws {
        let targets = try Self.targets()
        #expect(targets.count > 20)
        for target in targets {
            var imported: Set<String> = []
            for file in target.sources { imported.formUnion(try Self.imports(of: file)) }
            imported.subtract(Self.toolchainModules)
            imported.remove(target.name)
            #expect(imported.subtracting(target.dependencies).isEmpty,
                    "\(target.name) imports \(imported.subtracting(target.dependencies).sorted()) without declaring it in Package.swift")
            #expect(target.dependencies.subtracting(imported).isEmpty,
                    "\(target.name) declares \(target.dependencies.subtracting(imported).sorted()) in Package.swift and imports none of it")
        }
    }

    /// The layers of README's layout section: each module above everything it depends on.
    static func layers(_ targets: [Target]) -> String {
        let modules = Dictionary(uniqueKeysWithValues: targets.filter { !$0.isTest }.map { ($0.name, $0) })
        var depth: [String: Int] = [:]
        func level(_ name: String) -> Int {
            if let known = depth[name] { return known }
            let below = modules[name]?.dependencies.filter { modules[$0] != nil } ?? []
            let value = below.map { level($0) + 1 }.max() ?? 0
            depth[name] = value
            return value
        }
        for name in modules.keys { _ = level(name) }
        let byLevel = Dictionary(grouping: modules.keys, by: { depth[$0]! })
        return byLevel.keys.sorted(by: >).map { byLevel[$0]!.sorted().joined(separator: ", ") }.joined(separator: "\n") + "\n"
    }

    /// Every command of the executable names itself: a name the argument parser must derive from the type is found by
    /// reflection (`String(describing:)`, a scan of every protocol conformance in the binary), which every run paid at
    /// start-up for each unnamed command: a quarter of `tandem --version`.
    @Test func everyCommandNamesItself() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/tandem")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let commands = text.components(separatedBy: ": ParsableCommand {").count - 1
            let configurations = text.components(separatedBy: "CommandConfiguration(").count - 1
            let named = text.components(separatedBy: "CommandConfiguration(commandName:").count - 1
                + text.components(separatedBy: "CommandConfiguration(\n").filter { $0.drop(while: { $0 == " " }).hasPrefix("commandName:") }.count
            #expect(commands == configurations && configurations == named, "\(name): \(commands) commands, \(configurations) configurations, \(named) named")
        }
    }

    @Test func readmeLayoutIsPackageSwift() throws {
        let targets = try Self.targets()
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = "<!-- layers: made from Package.swift by PackageLayoutTests -->\n```\n"
        let parts = readme.components(separatedBy: start)
        try #require(parts.count == 2, "README.md has no layers block")
        let block = parts[1].components(separatedBy: "```")[0]
        #expect(block == Self.layers(targets), "README.md's layers differ from Package.swift; they should read:\n\(Self.layers(targets))")
        // Every source folder is described in the layout.
        let layout = readme.components(separatedBy: "## Layout")[1].components(separatedBy: "\n## ")[0]
        // The modules under templates/ are described with that folder.
        for target in targets where !target.isTest && !["TandemTargets", "TandemTargetCode"].contains(target.name) {
            #expect(layout.contains("  \(target.name)/"), "README.md's layout does not describe Sources/\(target.name)/")
        }
        #expect(layout.contains("TandemTargets:") && layout.contains("TandemTargetCode:"), "README.md's layout does not describe templates/'s modules")
    }
}
