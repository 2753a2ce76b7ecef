import Foundation
import TandemCodegen
import TandemPlatform
import TandemTargets
import Testing

/// The templates compiled into Tandem are the templates/ folder, byte for byte: a copied binary generates what the
/// repository's templates say. `TANDEM_RECORD=1 swift test --filter EmbeddedTemplates` rewrites the Swift file.
@Suite struct EmbeddedTemplatesTests {
    static let folder = repositoryRoot.appendingPathComponent("templates")

    /// Every template file of every target folder (`ios/ScreenBase.mustache` → its text), in path order.
    static func folderFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let fm = FileManager.default
        for target in try fm.contentsOfDirectory(atPath: folder.path).sorted() {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: folder.appendingPathComponent(target).path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            // The target's adapter is Swift, compiled into TandemTargets itself, and its Code/ into TandemTargetCode.
            for name in try fm.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path).sorted()
            where !name.hasSuffix(".swift") && name != "Code" {
                let text = try String(contentsOf: folder.appendingPathComponent(target).appendingPathComponent(name), encoding: .utf8)
                files.append((target + "/" + name, text))
            }
        }
        return files
    }

    /// The Swift source holding them: one raw multi-line literal each, with more `#` than any run in the text, so
    /// nothing in a template can end or escape its literal.
    static func swiftSource() throws -> String {
        var out = """
        // Made from the templates/ folder by EmbeddedTemplatesTests: do not edit; after changing a template, run
        // TANDEM_RECORD=1 swift test --filter EmbeddedTemplates

        /// The bundled templates, compiled in, so that a copied `tandem` binary needs no files beside it.
        public enum EmbeddedTemplates {
            public static let files: [String: String] = [

        """
        for (path, text) in try folderFiles() {
            var longest = 0, run = 0
            for c in text.unicodeScalars { run = c == "#" ? run + 1 : 0; longest = max(longest, run) }
            let hashes = String(repeating: "#", count: longest + 1)
            out += "\"\(path)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func theSwiftFileIsMadeFromTheFolder() throws {
        let url = Self.folder.appendingPathComponent("EmbeddedTemplates.swift")
        let expected = try Self.swiftSource()
        if ProcessInfo.processInfo.environment["TANDEM_RECORD"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == expected,
                "templates/EmbeddedTemplates.swift is stale; run TANDEM_RECORD=1 swift test --filter EmbeddedTemplates")
    }

    @Test func theCompiledInTextsAreTheFilesByteForByte() throws {
        let files = try Self.folderFiles()
        #expect(EmbeddedTemplates.files.count == files.count)
        for (path, text) in files { #expect(EmbeddedTemplates.files[path] == text, "\(path)") }
    }
}

/// The registry and the folders agree: every bundled target is a folder with a target.json of its name, and every
/// folder under templates/ is a registered target.
@Suite struct TargetRegistryTests {
    @Test func everyFolderIsARegisteredTargetAndEveryTargetAFolder() throws {
        let folder = EmbeddedTemplatesTests.folder
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(Set(folders) == Set(Targets.bundled.map(\.name)))
        #expect(Set(Targets.bundled.map(\.name)).count == Targets.bundled.count, "two targets share a name")
        for target in Targets.bundled {
            let data = try Data(contentsOf: folder.appendingPathComponent(target.name + "/target.json"))
            #expect(try TargetDefinition.parse(data, origin: target.name).name == target.name)
        }
        #expect(Targets.defaults.allSatisfy { Targets.named($0) != nil })
    }
}
