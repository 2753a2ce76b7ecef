import Foundation
import Testing
import TandemCodegen
import TandemContextFields
import TandemModel
import TandemMustache

/// The template context is declared once (the context types' properties and doc comments in TemplateContext.swift):
/// the lookup, the JSON and the docs tables are made from it, and every name a template reads is declared.
/// `TANDEM_RECORD=1 swift test --filter ContextFields` (or `swift run tandem-context-fields`) remakes what is made.
@Suite struct ContextFieldsTests {
    static func declaration() throws -> [ContextFields.ContextType] {
        let url = repositoryRoot.appendingPathComponent(ContextFields.declarationPath)
        return try ContextFields.read(String(contentsOf: url, encoding: .utf8))
    }

    @Test func theLookupEncodingAndDocsAreMadeFromTheDeclaration() throws {
        for (path, expected) in try ContextFields.outputs(root: repositoryRoot) {
            let url = repositoryRoot.appendingPathComponent(path)
            if ProcessInfo.processInfo.environment["TANDEM_RECORD"] == "1" {
                try expected.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            #expect(try String(contentsOf: url, encoding: .utf8) == expected,
                    "\(path) is stale: run `swift run tandem-context-fields` (or TANDEM_RECORD=1 swift test --filter ContextFields)")
        }
    }

    // MARK: Every name a template reads is a declared field

    /// The names every template sees besides the context's own fields (RenderRoot): the file's item, and the target's
    /// flags (any name after `target.`).
    static let items = ["screen": "ScreenContext", "model": "ModelContext", "enum": "EnumContext", "app": "AppContext"]

    /// Checks dotted names against the declaration: the first part is a field of some context type (a section may
    /// have opened any of them) or a name every template sees; each further part a field of what the part before it
    /// holds (a list's items, an optional's value, the fields of `Fields`).
    struct Reader {
        let types: [String: ContextFields.ContextType]

        init(_ declaration: [ContextFields.ContextType]) {
            types = Dictionary(uniqueKeysWithValues: declaration.map { ($0.name, $0) })
        }

        /// The context type a field's type holds: `[TabContext]`, `ScreenRef?`, `Fields` (of `FieldContext`).
        func contextType(_ spelled: String) -> String? {
            var name = spelled.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
            if name == "Fields" { name = "FieldContext" }
            return types[name] == nil ? nil : name
        }

        /// The fields a type answers: its own, then its inline value's (a screen's reference).
        func fields(of type: String) -> [ContextFields.Field] {
            guard let declared = types[type] else { return [] }
            return declared.readableFields + (declared.inline.flatMap { contextType($0.type) }.map(fields(of:)) ?? [])
        }

        /// nil when every part is declared; else what is not.
        func problem(with names: [String]) -> String? {
            var holders: Set<String>
            if names[0] == "target" { return nil }
            if let item = ContextFieldsTests.items[names[0]] {
                holders = [item]
            } else {
                let owners = types.keys.filter { fields(of: $0).contains { $0.name == names[0] } }
                guard !owners.isEmpty else { return "'\(names[0])' is no context type's field" }
                holders = Set(owners.flatMap { fields(of: $0).filter { $0.name == names[0] }.compactMap { contextType($0.type) } })
            }
            for name in names.dropFirst() {
                let matches = holders.flatMap { fields(of: $0).filter { $0.name == name } }
                guard !matches.isEmpty else {
                    return "'\(name)' in '\(names.joined(separator: "."))' is not a field of \(holders.sorted().joined(separator: " or "))"
                }
                holders = Set(matches.compactMap { contextType($0.type) })
            }
            return nil
        }
    }

    /// Every bundled and example template, and the paths and conditions of every target.json, by file.
    static func templateReads() throws -> [(file: String, names: [[String]])] {
        var reads: [(String, [[String]])] = []
        let fm = FileManager.default
        for folder in ["templates", "examples/templates"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            for target in try fm.contentsOfDirectory(atPath: root.path).sorted() {
                let targetFolder = root.appendingPathComponent(target)
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: targetFolder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                for name in try fm.contentsOfDirectory(atPath: targetFolder.path).sorted() {
                    let url = targetFolder.appendingPathComponent(name)
                    let file = folder + "/" + target + "/" + name
                    if name.hasSuffix(".mustache") {
                        reads.append((file, try MustacheTemplate(String(contentsOf: url, encoding: .utf8)).namesRead))
                    } else if name == "target.json" {
                        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
                        var names: [[String]] = []
                        for spec in json?["files"] as? [[String: Any]] ?? [] {
                            if let path = spec["path"] as? String { names += try MustacheTemplate(path).namesRead }
                            // `when` terms name a boolean field of the item.
                            if let when = spec["when"] as? String, let each = spec["each"] as? String {
                                for term in when.components(separatedBy: "&&") {
                                    let key = term.trimmingCharacters(in: .whitespaces)
                                    names.append([each, key.hasPrefix("!") ? String(key.dropFirst()) : key])
                                }
                            }
                        }
                        reads.append((file, names))
                    }
                }
            }
        }
        return reads
    }

    @Test func everyNameATemplateReadsIsADeclaredField() throws {
        let reader = Reader(try Self.declaration())
        let reads = try Self.templateReads()
        #expect(reads.count > 80, "the templates were not found")
        var problems: [String] = []
        for (file, names) in reads {
            for path in names {
                if let problem = reader.problem(with: path) { problems.append("\(file): \(problem)") }
            }
        }
        #expect(Array(Set(problems)).sorted() == [], "templates read names the context does not declare")
    }

    @Test func anUndeclaredNameIsFound() throws {
        let reader = Reader(try Self.declaration())
        #expect(reader.problem(with: ["screen", "iosBaseClass"]) == nil)
        #expect(reader.problem(with: ["unwinds"]) == nil)
        #expect(reader.problem(with: ["transitions", "target", "inputs", "isOptional"]) == nil)
        #expect(reader.problem(with: ["target", "anyFlag"]) == nil)
        #expect(reader.problem(with: ["screenTitle"]) != nil)
        #expect(reader.problem(with: ["app", "startScreen", "kind"]) != nil, "a screen reference has no kind")
        #expect(try MustacheTemplate("{{#a.b}}{{swift(c)}}{{.}}{{#first()}}{{/first()}}{{/a.b}}{{^d}}{{/d}}").namesRead == [["a", "b"], ["c"], ["d"]])
    }

    // MARK: The declaration's rules

    @Test func everyElementKindHasItsFlag() throws {
        let element = try #require(try Self.declaration().first { $0.name == "ElementContext" })
        for kind in ElementKind.allCases {
            let flag = "is" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
            #expect(element.readableFields.contains { $0.name == flag && $0.type == "Bool" }, "ElementContext has no \(flag)")
        }
    }

    @Test func undocumentedFieldsShareTheRowAboveAndHiddenOrInlineOnesHaveNone() throws {
        let types = try ContextFields.read("""
        struct Item: TemplateNode {
            /// - Context: inline
            var base: Base
            /// the name and its spelling | in code
            var name: String
            var spelled: String { name }
            /// - Context: hidden
            var cache: [String: Int] = [:]
            /// a flag
            var flag = false
            var note: String?
        }
        """)
        let item = try #require(types.first)
        #expect(item.readableFields.map(\.name) == ["name", "spelled", "flag", "note"])
        #expect(item.inline?.name == "base")
        #expect(item.fields.first { $0.name == "note" }?.isOptional == true)
        #expect(ContextFields.table(item) == """
        | field | meaning |
        | --- | --- |
        | `name`, `spelled` | the name and its spelling \\| in code |
        | `flag`, `note` | a flag |

        """)
        let swift = ContextFields.swiftSource(types)
        #expect(swift.contains("default: self.base.value(forKey: key)"))
        #expect(swift.contains("try self.base.encode(to: encoder)"))
        #expect(swift.contains("try c.encodeIfPresent(self.note, forKey: .note)"))
        #expect(!swift.contains("cache"))
    }

    @Test func aFieldWithNothingToShareARowWithIsRefused() {
        #expect(throws: ContextFields.Problem.self) {
            try ContextFields.read("struct Item: TemplateNode {\n    var name: String\n}\n")
        }
        #expect(throws: ContextFields.Problem.self) {
            try ContextFields.read("struct Item: TemplateNode {\n    /// a\n    var a: Int\n    /// - Context: hidden\n    var b: Int\n    var c: Int\n}\n")
        }
        #expect(throws: ContextFields.Problem.self) {
            try ContextFields.documentation("no tables here\n", for: ContextFields.read("struct Item: TemplateNode {\n    /// a\n    var a: Int\n}\n"))
        }
    }
}
