import Foundation
import SwiftParser
import SwiftSyntax

/// The template context is declared once: each field is a property of a context type in
/// Sources/TandemCodegen/TemplateContext.swift, with a doc comment saying what it means. From those declarations this
/// makes what would otherwise be written four more times and drift: the Mustache lookup (`value(forKey:)`, a switch:
/// reflection would cost ~10 µs a lookup), the JSON `--dump-context` prints (`encode(to:)` and its keys), the
/// fingerprint a generated file is made from (`fingerprint(into:)`: every stored property, hidden ones too), and the
/// field tables of docs/templates.md. swift-format makes its rule registry the same way.
///
/// A context type is a struct of that file conforming to `TemplateNode`; its fields are its instance properties,
/// stored or computed, in declaration order. A field without a doc comment shares the table row of the field above it
/// (`tabs`, `initialTabIndex`, … under one meaning). A doc comment line `- Context: hidden` keeps a property out of
/// the lookup, the JSON and the docs (state only Tandem's code reads); `- Context: inline` puts the fields of a
/// property's value beside the type's own (a screen is read as its screen reference too): the lookup falls back to
/// it, the JSON holds its keys, and the docs table leaves it out.
///
/// The `native` of a screen reference, the app, an element, a segment and an embed (and the `names` of a transition and
/// a way back) hold the rendering target's own names: their keys are not declared here but by each target's adapter
/// (`TargetAdapter.screenNameFields`, `appNameFields`, `elementNameFields`, `segmentNameFields`, `embedNameFields`,
/// `transitionNameFields`, `backNameFields`), and docs/templates.md has tables of
/// them per target, made from those declarations (`NativeFields`).
public enum ContextFields {
    public static let declarationPath = "Sources/TandemCodegen/TemplateContext.swift"
    public static let generatedPath = "Sources/TandemCodegen/TemplateContext+Fields.swift"
    public static let documentationPath = "docs/templates.md"

    public struct Field: Sendable, Equatable {
        public enum Role: Sendable, Equatable {
            case field, hidden, inline
        }
        public var name: String
        /// As written (`[ScreenContext]`, `ScreenRef?`).
        public var type: String
        public var isOptional: Bool
        public var role: Role
        /// The doc comment's text without its `- Context:` line; empty when the field shares the row above.
        public var documentation: String
        public var line: Int
        /// Computed from the others (`{ … }`): it holds nothing of its own, so the fingerprint leaves it out.
        public var isComputed = false
    }

    public struct ContextType: Sendable, Equatable {
        public var name: String
        public var fields: [Field]

        /// The fields templates read by name (hidden and inline properties are not among them).
        public var readableFields: [Field] { fields.filter { $0.role == .field } }
        public var inline: Field? { fields.first { $0.role == .inline } }
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    // MARK: Reading the declaration

    /// The context types of `source` (TemplateContext.swift), in declaration order.
    public static func read(_ source: String, path: String = declarationPath) throws(Problem) -> [ContextType] {
        let file = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: file)
        var types: [ContextType] = []
        for item in file.statements {
            guard let decl = item.item.as(StructDeclSyntax.self),
                  let inherited = decl.inheritanceClause?.inheritedTypes,
                  inherited.contains(where: { $0.type.trimmedDescription == "TemplateNode" }) else { continue }
            var type = ContextType(name: decl.name.text, fields: [])
            for member in decl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                let line = variable.startLocation(converter: converter).line
                let (text, role) = try documentation(of: variable, at: "\(path):\(line)")
                for (index, binding) in variable.bindings.enumerated() {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw Problem("\(path):\(line): a context field is one name, not a pattern")
                    }
                    let (spelled, optional) = try typeOf(binding, at: "\(path):\(line)")
                    type.fields.append(Field(name: name, type: spelled, isOptional: optional, role: role,
                                             documentation: index == 0 ? text : "", line: line,
                                             isComputed: isComputed(binding)))
                }
            }
            try check(type, path: path)
            types.append(type)
        }
        guard !types.isEmpty else { throw Problem("\(path): no struct conforms to TemplateNode") }
        return types
    }

    /// The `///` lines before a declaration, joined, and its role (`- Context: hidden` / `inline`).
    static func documentation(of decl: VariableDeclSyntax, at place: String) throws(Problem) -> (String, Field.Role) {
        var lines: [String] = []
        var role = Field.Role.field
        for piece in decl.leadingTrivia {
            guard case .docLineComment(let comment) = piece else { continue }
            var line = Substring(comment.dropFirst(3))
            if line.first == " " { line = line.dropFirst() }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- Context:") {
                switch trimmed.dropFirst("- Context:".count).trimmingCharacters(in: .whitespaces) {
                case "hidden": role = .hidden
                case "inline": role = .inline
                case let other: throw Problem("\(place): '- Context: \(other)' is neither hidden nor inline")
                }
                continue
            }
            lines.append(trimmed)
        }
        return (lines.joined(separator: " ").trimmingCharacters(in: .whitespaces), role)
    }

    /// Whether a property is computed: it has a getter (`{ … }`, `get`), not only observers (`willSet`, `didSet`).
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: false
        case .getter?: true
        case .accessors(let accessors)?: accessors.contains { ![.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// The declared type, or the type of a literal initializer (`= false`, `= 0`, `= ""`).
    static func typeOf(_ binding: PatternBindingSyntax, at place: String) throws(Problem) -> (String, Bool) {
        if let type = binding.typeAnnotation?.type {
            let optional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
            return (type.trimmedDescription, optional)
        }
        switch binding.initializer?.value.kind {
        case .booleanLiteralExpr?: return ("Bool", false)
        case .integerLiteralExpr?: return ("Int", false)
        case .stringLiteralExpr?: return ("String", false)
        default: throw Problem("\(place): give the field a type (only a Bool, Int or String literal says its own)")
        }
    }

    static func check(_ type: ContextType, path: String) throws(Problem) {
        var seen = Set<String>()
        for field in type.fields where !seen.insert(field.name).inserted {
            throw Problem("\(path):\(field.line): \(type.name).\(field.name) is declared twice")
        }
        if type.fields.filter({ $0.role == .inline }).count > 1 {
            throw Problem("\(path): \(type.name) has more than one '- Context: inline' property")
        }
        if let first = type.readableFields.first, first.documentation.isEmpty {
            throw Problem("\(path):\(first.line): \(type.name).\(first.name) needs a doc comment: it is the first field of its table")
        }
        // A field after a hidden or inline property joins no row: it needs its own words.
        var previous: Field.Role? = nil
        for field in type.fields {
            if field.role == .field, field.documentation.isEmpty, previous != .field {
                throw Problem("\(path):\(field.line): \(type.name).\(field.name) needs a doc comment")
            }
            previous = field.role
        }
    }

    // MARK: The lookup and the encoding

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "is",
        "nil", "self", "Self", "super", "throw", "throws", "true", "false", "try", "Any", "internal", "private", "public",
    ]

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// TemplateContext+Fields.swift: for each context type, `value(forKey:)`, `encode(to:)` and `fingerprint(into:)`.
    public static func swiftSource(_ types: [ContextType]) -> String {
        var out = """
        // Made from the context types' declarations in \(declarationPath) by tandem-context-fields:
        // do not edit. After adding, removing or documenting a field there, run `swift run tandem-context-fields`
        // (ContextFieldsTests fails while this file or the tables of \(documentationPath) are stale).

        import TandemMustache
        import TandemPlatform

        """
        for type in types {
            let fields = type.readableFields
            out += "\nextension \(type.name): StableHashable {\n"
            // By the key's length first: a switch over strings compares the key with each case in turn, and a
            // screen's context has dozens of fields (a twentieth of a large app's render went to those comparisons).
            out += "    public func value(forKey key: String) -> MustacheValue? {\n"
            out += "        switch key.utf8.count {\n"
            let lengths = Dictionary(grouping: fields, by: { $0.name.utf8.count })
            for length in lengths.keys.sorted() {
                out += "        case \(length):\n"
                out += "            switch key {\n"
                for field in lengths[length]! {
                    out += "            case \"\(field.name)\": return .of(self.\(identifier(field.name)))\n"
                }
                out += "            default: break\n"
                out += "            }\n"
            }
            out += "        default: break\n"
            out += "        }\n"
            if let inline = type.inline {
                out += "        return self.\(identifier(inline.name)).value(forKey: key)\n"
            } else {
                out += "        return nil\n"
            }
            out += "    }\n\n"
            out += "    private enum FieldKeys: String, CodingKey {\n"
            var line = ""
            for name in fields.map({ identifier($0.name) }) {
                if !line.isEmpty, line.count + name.count + 2 > 120 {
                    out += line + "\n"
                    line = ""
                }
                line += line.isEmpty ? "        case " + name : ", " + name
            }
            out += line + "\n    }\n\n"
            out += "    public func encode(to encoder: any Encoder) throws {\n"
            if let inline = type.inline {
                out += "        try self.\(identifier(inline.name)).encode(to: encoder)\n"
            }
            out += "        var c = encoder.container(keyedBy: FieldKeys.self)\n"
            for field in fields {
                let method = field.isOptional ? "encodeIfPresent" : "encode"
                out += "        try c.\(method)(self.\(identifier(field.name)), forKey: .\(identifier(field.name)))\n"
            }
            out += "    }\n\n"
            // Every stored property, hidden ones too (a builtin reads them), but the target's code (an existential):
            // the binary the run is made by stands for it.
            out += "    public func fingerprint(into hasher: inout StableHasher) {\n"
            for field in type.fields where !field.isComputed && !field.type.hasPrefix("any ") && !field.type.hasPrefix("(any ") {
                out += "        hasher.combine(self.\(identifier(field.name)))\n"
            }
            out += "    }\n}\n"
        }
        return out
    }

    // MARK: The documentation

    /// A type's table: a row per documented field, with the undocumented fields after it.
    public static func table(_ type: ContextType) -> String {
        var rows: [(names: [String], meaning: String)] = []
        for field in type.readableFields {
            if field.documentation.isEmpty, !rows.isEmpty {
                rows[rows.count - 1].names.append(field.name)
            } else {
                rows.append(([field.name], field.documentation))
            }
        }
        var out = "| field | meaning |\n| --- | --- |\n"
        for row in rows {
            let names = row.names.map { "`\($0)`" }.joined(separator: ", ")
            out += "| \(names) | \(escapedForTable(row.meaning)) |\n"
        }
        return out
    }

    /// A `|` in a cell would end it.
    static func escapedForTable(_ text: String) -> String {
        var out = ""
        var previous: Character? = nil
        for c in text {
            if c == "|", previous != "\\" { out += "\\|" } else { out.append(c) }
            previous = c
        }
        return out
    }

    static func startMarker(_ name: String) -> String {
        "<!-- fields of \(name): made from its doc comments in \(declarationPath) by tandem-context-fields -->"
    }
    static let endMarker = "<!-- end of fields -->"

    /// docs/templates.md with each `<!-- fields of T … -->` … `<!-- end of fields -->` block holding T's table. Every
    /// context type has exactly one block, and every block names a context type.
    public static func documentation(_ docs: String, for types: [ContextType]) throws(Problem) -> String {
        let byName = Dictionary(uniqueKeysWithValues: types.map { ($0.name, $0) })
        return try splice(docs, opening: "<!-- fields of ", start: startMarker, end: endMarker, names: types.map(\.name),
                          kind: "context type", lines: { table(byName[$0]!).split(separator: "\n") })
    }

    /// `docs` with each block that starts with a line `opening NAME…` and ends with the line `end` holding `lines(NAME)`
    /// between a fresh start line and the end line. Every name has exactly one block, and every block names one.
    static func splice(_ docs: String, opening: String, start: (String) -> String, end: String, names: [String],
                       kind: String, lines body: (String) -> [Substring]) throws(Problem) -> String {
        let known = Set(names)
        var out: [Substring] = []
        var placed = Set<String>()
        var open: String? = nil
        for (index, line) in docs.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let name = open {
                if line == end {
                    out.append(contentsOf: body(name))
                    out.append(line)
                    open = nil
                }
                continue
            }
            if line.hasPrefix(opening) {
                let name = String(line.dropFirst(opening.count).prefix { $0 != ":" && $0 != " " })
                guard known.contains(name) else { throw Problem("\(documentationPath):\(index + 1): no \(kind) \(name)") }
                guard placed.insert(name).inserted else { throw Problem("\(documentationPath):\(index + 1): a second block of \(kind) \(name)") }
                out.append(Substring(start(name)))
                open = name
                continue
            }
            out.append(line)
        }
        if let open { throw Problem("\(documentationPath): the block of \(kind) \(open) has no '\(end)'") }
        let missing = names.filter { !placed.contains($0) }
        guard missing.isEmpty else {
            throw Problem("\(documentationPath) has no block of \(kind) \(missing.joined(separator: ", ")): add '\(start(missing[0]))' and '\(end)' where it belongs")
        }
        return out.joined(separator: "\n")
    }

    // MARK: The targets' native names

    /// A target's names, as its adapter declares them: what `native` of a screen reference, the app, an element, a
    /// segment and an embed hold, and `names` of a transition and a way back.
    public struct NativeFields: Sendable {
        public var target: String
        public var screen: [(name: String, doc: String)]
        public var app: [(name: String, doc: String)]
        public var element: [(name: String, doc: String)]
        public var segment: [(name: String, doc: String)]
        public var embed: [(name: String, doc: String)]
        public var transition: [(name: String, doc: String)]
        public var back: [(name: String, doc: String)]

        public init(target: String, screen: [(name: String, doc: String)], app: [(name: String, doc: String)],
                    element: [(name: String, doc: String)], segment: [(name: String, doc: String)],
                    embed: [(name: String, doc: String)], transition: [(name: String, doc: String)] = [],
                    back: [(name: String, doc: String)] = []) {
            self.target = target
            self.screen = screen
            self.app = app
            self.element = element
            self.segment = segment
            self.embed = embed
            self.transition = transition
            self.back = back
        }
    }

    /// A target's tables: its screens' names, the app's, its elements', its segments', its embeds' (a table the
    /// target has no names for is left out).
    public static func nativeTables(_ fields: NativeFields) -> String {
        func table(_ heading: String, _ rows: [(name: String, doc: String)]) -> String {
            var out = "| \(heading) | meaning |\n| --- | --- |\n"
            for row in rows { out += "| `\(row.name)` | \(escapedForTable(row.doc)) |\n" }
            return out
        }
        let tables = [("`native` of a screen reference", fields.screen), ("`app.native`", fields.app),
                      ("`native` of an element", fields.element), ("`native` of a segment", fields.segment),
                      ("`native` of an embed", fields.embed), ("`names` of a transition", fields.transition),
                      ("`names` of a way back", fields.back)]
        return tables.filter { !$0.1.isEmpty }.map { table($0.0, $0.1) }.joined(separator: "\n")
    }

    static func nativeStartMarker(_ target: String) -> String {
        "<!-- native names of \(target): made from its adapter's declarations (templates/\(target)) by tandem-context-fields -->"
    }
    static let nativeEndMarker = "<!-- end of native names -->"

    /// docs/templates.md with each `<!-- native names of T … -->` … `<!-- end of native names -->` block holding
    /// target T's tables. Every target has exactly one block, and every block names a target.
    public static func nativeDocumentation(_ docs: String, for targets: [NativeFields]) throws(Problem) -> String {
        let byName = Dictionary(targets.map { ($0.target, $0) }, uniquingKeysWith: { first, _ in first })
        return try splice(docs, opening: "<!-- native names of ", start: nativeStartMarker, end: nativeEndMarker,
                          names: targets.map(\.target), kind: "target", lines: { name in
                              Array(nativeTables(byName[name]!).split(separator: "\n", omittingEmptySubsequences: false).dropLast())
                          })
    }

    // MARK: The files

    /// What the generated Swift file and the docs should hold now, by path relative to `root` (the package's folder).
    /// `natives`: every bundled target's names, from its adapter.
    public static func outputs(root: URL, natives: [NativeFields]) throws -> [(path: String, contents: String)] {
        let source = try String(contentsOf: root.appendingPathComponent(declarationPath), encoding: .utf8)
        let types = try read(source)
        let docs = try String(contentsOf: root.appendingPathComponent(documentationPath), encoding: .utf8)
        return [(generatedPath, swiftSource(types)),
                (documentationPath, try nativeDocumentation(documentation(docs, for: types), for: natives))]
    }
}
