import Foundation
import Testing
import TandemCodegen
import TandemKit
import TandemContextFields
import TandemModel
import TandemMustache
import TandemPlatform
import TandemTargets

/// The template context is declared once (the context types' properties and doc comments in TemplateContext.swift):
/// the lookup, the JSON and the docs tables are made from it, and every name a template reads is declared.
/// `TANDEM_RECORD=1 swift test --filter ContextFields` (or `swift run tandem-context-fields`) remakes what is made.
@Suite struct ContextFieldsTests {
    static func declaration() throws -> [ContextFields.ContextType] {
        let url = repositoryRoot.appendingPathComponent(ContextFields.declarationPath)
        return try ContextFields.read(String(contentsOf: url, encoding: .utf8))
    }

    static let natives = Targets.bundled.map {
        ContextFields.NativeFields(target: $0.name, screen: $0.screenNameFields, app: $0.appNameFields,
                                   element: $0.elementNameFields, segment: $0.segmentNameFields, embed: $0.embedNameFields,
                                   transition: $0.transitionNameFields, back: $0.backNameFields)
    }

    @Test func theLookupEncodingAndDocsAreMadeFromTheDeclaration() throws {
        for (path, expected) in try ContextFields.outputs(root: repositoryRoot, natives: Self.natives) {
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
    /// flags (`target.<flag>`; `target` is a transition's screen reference too, so a longer path is one).
    static let items = ["screen": "ScreenContext", "model": "ModelContext", "enum": "EnumContext", "app": "AppContext"]

    /// Checks dotted names against the declaration: the first part is a field of some context type (a section may
    /// have opened any of them) or a name every template sees; each further part a field of what the part before it
    /// holds (a list's items, an optional's value, the fields of `Fields`). `native` holds the names the target's
    /// adapter declares (its screen names for a screen reference's, its app names for the app's); a template of a
    /// target without an adapter has those of the target it extends.
    struct Reader {
        let types: [String: ContextFields.ContextType]
        /// The target's names: what `native` of a screen reference, the app, an element, a segment and an embed holds.
        let native: [String: [String]]

        init(_ declaration: [ContextFields.ContextType], adapter: (any TargetAdapter)?) {
            types = Dictionary(uniqueKeysWithValues: declaration.map { ($0.name, $0) })
            native = ["NativeScreenNames": adapter?.screenNameFields.map(\.name) ?? [],
                      "NativeAppNames": adapter?.appNameFields.map(\.name) ?? [],
                      "NativeElementNames": adapter?.elementNameFields.map(\.name) ?? [],
                      "NativeSegmentNames": adapter?.segmentNameFields.map(\.name) ?? [],
                      "NativeEmbedNames": adapter?.embedNameFields.map(\.name) ?? [],
                      "NativeTransitionNames": adapter?.transitionNameFields.map(\.name) ?? [],
                      "NativeBackNames": adapter?.backNameFields.map(\.name) ?? []]
        }

        /// The context type a field's type holds: `[TabContext]`, `ScreenRef?`, `Fields` (of `FieldContext`), or the
        /// target's names.
        func contextType(_ spelled: String) -> String? {
            var name = spelled.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
            if name == "Fields" { name = "FieldContext" }
            return types[name] == nil && native[name] == nil ? nil : name
        }

        /// The names a type answers, with the type each holds: its own fields, then its inline value's (a screen's
        /// reference); for the target's names, those names.
        func fields(of type: String) -> [(name: String, holds: String?)] {
            if let names = native[type] { return names.map { ($0, nil) } }
            guard let declared = types[type] else { return [] }
            return declared.readableFields.map { ($0.name, contextType($0.type)) }
                + (declared.inline.flatMap { contextType($0.type) }.map(fields(of:)) ?? [])
        }

        /// nil when every part is declared; else what is not.
        func problem(with names: [String]) -> String? {
            var holders: Set<String>
            if names[0] == "target", names.count <= 2 { return nil }
            if let item = ContextFieldsTests.items[names[0]] {
                holders = [item]
            } else {
                let owners = types.keys.filter { fields(of: $0).contains { $0.name == names[0] } }
                guard !owners.isEmpty else { return "'\(names[0])' is no context type's field" }
                holders = Set(owners.flatMap { fields(of: $0).filter { $0.name == names[0] }.compactMap(\.holds) })
            }
            for name in names.dropFirst() {
                let matches = holders.flatMap { fields(of: $0).filter { $0.name == name } }
                guard !matches.isEmpty else {
                    return "'\(name)' in '\(names.joined(separator: "."))' is not a field of \(holders.sorted().joined(separator: " or "))"
                }
                holders = Set(matches.compactMap(\.holds))
            }
            return nil
        }
    }

    /// Every bundled and example template, and the paths and conditions of every target.json, by file, with the
    /// adapter whose names its target has: its own, else the one of the target it extends.
    static func templateReads() throws -> [(file: String, adapter: (any TargetAdapter)?, names: [[String]])] {
        var reads: [(String, (any TargetAdapter)?, [[String]])] = []
        let fm = FileManager.default
        for folder in ["templates", "examples/templates"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            for target in try fm.contentsOfDirectory(atPath: root.path).sorted() {
                let targetFolder = root.appendingPathComponent(target)
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: targetFolder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let definition = try JSONSerialization.jsonObject(with: Data(contentsOf: targetFolder.appendingPathComponent("target.json"))) as? [String: Any]
                let adapter = Targets.named(target) ?? (definition?["extends"] as? String).flatMap(Targets.named)
                for name in try fm.contentsOfDirectory(atPath: targetFolder.path).sorted() {
                    let url = targetFolder.appendingPathComponent(name)
                    let file = folder + "/" + target + "/" + name
                    if name.hasSuffix(".mustache") {
                        reads.append((file, adapter, try MustacheTemplate(String(contentsOf: url, encoding: .utf8)).namesRead))
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
                        reads.append((file, adapter, names))
                    }
                }
            }
        }
        return reads
    }

    @Test func everyNameATemplateReadsIsADeclaredField() throws {
        let declaration = try Self.declaration()
        let reads = try Self.templateReads()
        #expect(reads.count > 80, "the templates were not found")
        var problems: [String] = []
        for (file, adapter, names) in reads {
            #expect(adapter != nil, "\(file): its target has no adapter, nor does any target it extends")
            let reader = Reader(declaration, adapter: adapter)
            for path in names {
                if let problem = reader.problem(with: path) { problems.append("\(file): \(problem)") }
            }
        }
        #expect(Array(Set(problems)).sorted() == [], "templates read names the context does not declare")
    }

    @Test func anUndeclaredNameIsFound() throws {
        let reader = Reader(try Self.declaration(), adapter: Targets.named("ios"))
        #expect(reader.problem(with: ["screen", "native", "baseClass"]) == nil)
        #expect(reader.problem(with: ["unwinds"]) == nil)
        #expect(reader.problem(with: ["transitions", "target", "inputs", "isOptional"]) == nil)
        #expect(reader.problem(with: ["target", "anyFlag"]) == nil)
        #expect(reader.problem(with: ["screen", "iosBaseClass"]) != nil, "the names of a target are under native")
        #expect(reader.problem(with: ["screenTitle"]) != nil)
        #expect(reader.problem(with: ["app", "startScreen", "kind"]) != nil, "a screen reference has no kind")
        #expect(try MustacheTemplate("{{#a.b}}{{swift(c)}}{{.}}{{#first()}}{{/first()}}{{/a.b}}{{^d}}{{/d}}").namesRead == [["a", "b"], ["c"], ["d"]])
    }

    /// `native` holds what the target's adapter declares: another target's names are not there.
    @Test func aNameTheTargetsAdapterDoesNotDeclareIsFound() throws {
        let declaration = try Self.declaration()
        let ios = Reader(declaration, adapter: Targets.named("ios")), android = Reader(declaration, adapter: Targets.named("android"))
        #expect(ios.problem(with: ["target", "native", "class"]) == nil)
        #expect(ios.problem(with: ["native", "baseClass"]) == nil, "inside a section of a screen")
        #expect(ios.problem(with: ["app", "native", "bundleID"]) == nil)
        #expect(ios.problem(with: ["screen", "native", "fragmentBase"]) != nil)
        #expect(ios.problem(with: ["target", "native", "layout"]) != nil)
        #expect(ios.problem(with: ["app", "native", "package"]) != nil)
        #expect(ios.problem(with: ["app", "native", "class"]) != nil, "the app's names are not a screen's")
        #expect(android.problem(with: ["tabBar", "container", "native", "fragmentBase"]) == nil)
        #expect(android.problem(with: ["app", "native", "package"]) == nil)
        #expect(android.problem(with: ["screen", "native", "model"]) != nil)
        #expect(Reader(declaration, adapter: nil).problem(with: ["screen", "native", "class"]) != nil, "no adapter, no names")
        // An element's, a segment's and an embed's names are the target's too.
        #expect(ios.problem(with: ["screen", "elements", "native", "initializer"]) == nil)
        #expect(ios.problem(with: ["screen", "elements", "native", "tag"]) != nil, "Android's layout tag is not UIKit's")
        #expect(ios.problem(with: ["screen", "elements", "iosInit"]) != nil, "an element's names are under native")
        #expect(ios.problem(with: ["screen", "embeds", "native", "member"]) == nil)
        #expect(ios.problem(with: ["elements", "segments", "native", "id"]) != nil, "UIKit has no names for a segment")
        #expect(android.problem(with: ["elements", "segments", "native", "id"]) == nil)
        #expect(android.problem(with: ["elements", "native", "import"]) == nil)
        #expect(android.problem(with: ["elements", "native", "initial"]) != nil, "SwiftUI's state is not Android's")
        #expect(android.problem(with: ["embeds", "androidMember"]) != nil, "an embed's names are under native")
        // Both Android targets render the Activities target's templates: they have the same names.
        let fragments = try #require(Targets.named("android-navigation")), activities = try #require(Targets.named("android"))
        #expect(fragments.screenNameFields.map(\.name) == activities.screenNameFields.map(\.name))
        #expect(fragments.appNameFields.map(\.name) == activities.appNameFields.map(\.name))
        #expect(fragments.elementNameFields.map(\.name) == activities.elementNameFields.map(\.name))
        #expect(fragments.segmentNameFields.map(\.name) == activities.segmentNameFields.map(\.name))
        #expect(fragments.embedNameFields.map(\.name) == activities.embedNameFields.map(\.name))
        #expect(fragments.transitionNameFields.map(\.name) == activities.transitionNameFields.map(\.name))
        #expect(fragments.backNameFields.map(\.name) == activities.backNameFields.map(\.name))
    }

    /// Every name an adapter gives (a screen's, the app's, an element's, a segment's, an embed's, a transition's, a way
    /// back's) is one it declares,
    /// in the declared order: the docs' tables and the template check know every key `native` holds.
    @Test func everyNameAnAdapterGivesIsDeclared() throws {
        func declared(_ given: NativeNames, _ fields: [(name: String, doc: String)], _ what: String) {
            let names = fields.map(\.name)
            let keys = given.entries.map(\.key) + given.lists.map(\.key)
            #expect(keys == names.filter { key in keys.contains(key) }, "\(what): \(keys) is not among \(names) in their order")
        }
        for example in ["nps-muster", "news-reader", "recipes"] {
            let design = analysis(of: example)
            for adapter in Targets.bundled {
                let context = CodeGeneration.context(for: design, adapter: adapter)
                declared(context.app.native, adapter.appNameFields, "\(adapter.name) app")
                for screen in context.screens {
                    declared(screen.ref.native, adapter.screenNameFields, "\(adapter.name) \(screen.ref.id)")
                    #expect(screen.ref.native.entries.count + screen.ref.native.lists.count == adapter.screenNameFields.count)
                    for element in screen.elements {
                        declared(element.native, adapter.elementNameFields, "\(adapter.name) \(screen.ref.id).\(element.name)")
                        for segment in element.segments { declared(segment.native, adapter.segmentNameFields, "\(adapter.name) segment") }
                    }
                    for embed in screen.embeds {
                        declared(embed.native, adapter.embedNameFields, "\(adapter.name) embed")
                        #expect(embed.native.entries.count == adapter.embedNameFields.count)
                    }
                    for transition in screen.transitions {
                        declared(transition.names, adapter.transitionNameFields, "\(adapter.name) transition")
                        #expect(transition.names.entries.count == adapter.transitionNameFields.count)
                    }
                    for back in screen.backs {
                        declared(back.names, adapter.backNameFields, "\(adapter.name) back")
                        #expect(back.names.entries.count == adapter.backNameFields.count)
                    }
                }
            }
        }
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
            var note: String? { didSet { flag = true } }
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
        #expect(swift.contains("return self.base.value(forKey: key)"))
        // Looked up by length first, then by name.
        #expect(swift.contains("case 4:\n            switch key {\n            case \"name\": return .of(self.name)\n            case \"flag\": return .of(self.flag)\n            case \"note\": return .of(self.note)"))
        #expect(swift.contains("try self.base.encode(to: encoder)"))
        #expect(swift.contains("try c.encodeIfPresent(self.note, forKey: .note)"))
        // A hidden property is in the fingerprint alone (a builtin may read it); a computed one holds nothing of its own.
        #expect(swift.components(separatedBy: "cache").count == 2 && swift.contains("hasher.combine(self.cache)"))
        #expect(swift.contains("hasher.combine(self.base)") && !swift.contains("hasher.combine(self.spelled)"))
        // A stored property with observers holds a value of its own.
        #expect(swift.contains("hasher.combine(self.note)"))
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
