import TandemMustache
import TandemModel
import TandemPlatform
import TandemXML

/// The leaf values of the template context that each language spells differently. Templates ask for a spelling
/// with a Mustache transform: `{{swift(title)}}` is a Swift string literal, `{{kotlin(type)}}` a Kotlin type,
/// `{{swiftParameters(inputs)}}` a Swift parameter list. The context itself stays toolkit-neutral; these
/// transforms are the per-language adapters.

/// A piece of design text (a title, a label). Renders as itself; `swift`, `kotlin`, `java` make string literals,
/// `comment` makes it safe inside a comment.
public struct Text: Sendable, Hashable, Encodable, CustomStringConvertible, MustacheObject {
    public var value: String
    /// The name of the text in the app's string tables, when the user sees it: the same on every platform (Android's
    /// string resource, the key in iOS's String Catalog), made by `Projection` from the design's ids.
    public var key: String?
    /// What a translator reads beside it (the String Catalog's comment, a comment above Android's string): where the
    /// text shows, by the design's names.
    public var note: String?
    public init(_ value: String, key: String? = nil, note: String? = nil) { self.value = value; self.key = key; self.note = note }
    public var description: String { value }
    public var mustacheText: String { value }

    public func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "swift": .of(Literal.swift(value))
        // Looked up in the String Catalog by its key, the design's text the development language's value.
        case "swiftLocalized": .of(key.map { Literal.swiftLocalized(key: $0, value: value) } ?? Literal.swift(value))
        case "kotlin": .of(Literal.kotlin(value))
        case "java": .of(Literal.java(value))
        case "comment": .of(Literal.comment(value))
        case "androidXML": .of(AndroidText.xml(value))
        // The translator's note as an XML comment line of its own (nothing without one), above the string it explains.
        case "androidNote": .of(note.map { "<!-- " + XMLTree.commentText($0) + " -->" } ?? "")
        case "xml": .of(Self.xml(value))
        case "yaml": .of(Self.yaml(value))
        case "empty": .of(value.isEmpty)
        default: nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// XML character data (a plist value).
    static func xml(_ s: String) -> String { Literal.xml(s) }

    /// A YAML double-quoted scalar.
    static func yaml(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if Literal.isUnsafe(c) {
                    let digits = Literal.hex(c)
                    out += c.value > 0xFFFF ? "\\U" + String(repeating: "0", count: 8 - digits.count) + digits : "\\u" + digits
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}

/// A design type. Renders as the design spells it (`[Announcement]`); `swift`, `kotlin`, `java` spell it in a
/// language, `javaBoxed` as a Java generic argument, `swiftDefault` / `kotlinDefault` / `javaDefault` give a
/// default value, and `isOptional`, `isPrimitive`, `isModel`, `isList`, `isMap` answer questions about it.
public struct TypeRef: Sendable, Hashable, Encodable, CustomStringConvertible, MustacheObject {
    public var type: ValueType
    public init(_ type: ValueType) { self.type = type }
    public var description: String { type.description }
    public var mustacheText: String { type.description }

    public func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "swift": .of(type.spelled(in: .swift))
        case "kotlin": .of(type.spelled(in: .kotlin))
        case "java": .of(type.spelled(in: .java))
        case "javaBoxed": .of(type.boxed(in: .java))
        case "swiftDefault": .of(type.defaultValue(in: .swift))
        case "kotlinDefault": .of(type.defaultValue(in: .kotlin))
        case "javaDefault": .of(type.defaultValue(in: .java))
        // A statement that returns a default so a stub compiles (a model cannot be made up: Swift traps).
        case "swiftStub": .of(isModel ? type.defaultValue(in: .swift) : "return " + type.defaultValue(in: .swift))
        case "kotlinStub": .of("return " + type.defaultValue(in: .kotlin))
        case "javaStub": .of("return " + type.defaultValue(in: .java) + ";")
        // A sample value that is never a crash (models are built from samples of their fields): for previews.
        case "swiftSample": .of(Self.swiftSample(type))
        case "isOptional": .of(type.isOptional)
        case "isPrimitive": .of(type.isPrimitive)
        case "isModel": .of(isModel)
        case "isList": if case .list = type { .bool(true) } else { .bool(false) }
        case "isMap": if case .map = type { .bool(true) } else { .bool(false) }
        default: nil
        }
    }

    var isModel: Bool { if case .model = type { true } else { false } }

    static func swiftSample(_ type: ValueType) -> String {
        switch type {
        case .primitive(.date): "Date(timeIntervalSince1970: 0)"
        case .primitive(.url): "URL(string: \"https://example.com/\")!"
        case .model(let name), .unknown(let name): "ScreenCatalog.sample" + Naming.typeName(name) + "()"
        default: type.defaultValue(in: .swift)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(type.description)
    }
}

extension ValueType {
    /// Int, Long, Double, Float, Bool: a value type in every language (no `lateinit`, boxed in Java generics).
    public var isPrimitive: Bool {
        switch self {
        case .primitive(.int), .primitive(.long), .primitive(.double), .primitive(.float), .primitive(.bool): true
        default: false
        }
    }
}

/// A list of fields (inputs, results, carried data, parameters, properties). Iterates like an array; as a whole it
/// renders as parameter and argument lists: `swiftParameters` (`profile: Profile, note: String? = nil`: optionals
/// default to nil), `kotlinParameters`, `javaParameters`, `swiftArguments` (`profile: profile`), `arguments`
/// (`profile, note`), `swiftTypes` (`(Profile, String?)`, for closure types).
public struct Fields: Sendable, Encodable, MustacheList {
    public var items: [FieldContext]
    public init(_ items: [FieldContext]) { self.items = items }

    public var count: Int { items.count }
    public func element(at index: Int) -> MustacheValue { .object(items[index]) }

    public func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "swiftParameters":
            .of(items.map { "\($0.name): \($0.type.type.spelled(in: .swift))" + ($0.type.type.isOptional ? " = nil" : "") }.joined(separator: ", "))
        case "kotlinParameters": .of(items.map { "\($0.name): \($0.type.type.spelled(in: .kotlin))" }.joined(separator: ", "))
        case "javaParameters": .of(items.map { "\($0.type.type.spelled(in: .java)) \($0.name)" }.joined(separator: ", "))
        case "swiftArguments": .of(items.map { "\($0.name): \($0.name)" }.joined(separator: ", "))
        case "arguments": .of(items.map(\.name).joined(separator: ", "))
        case "swiftTypes": .of("(" + swiftTypeList + ")")
        // `Profile, String?`: generic arguments.
        case "swiftTypeList": .of(swiftTypeList)
        case "count": .of(items.count)
        case "empty": .of(items.isEmpty)
        default: listTransform(name)
        }
    }

    var swiftTypeList: String { items.map { $0.type.type.spelled(in: .swift) }.joined(separator: ", ") }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(items)
    }
}

/// The arguments of a call whose values are either a name in scope or the type's default: the target's
/// initializer when a transition carries only some of its inputs, an action called from a click handler.
/// `swiftCall` renders `profile: profile, note: nil`, `kotlinCall` `profile, null`, `javaCall` the same for Java.
public struct Arguments: Sendable, Encodable, MustacheObject {
    public struct Argument: Sendable, Encodable {
        /// The parameter's name.
        public var name: String
        public var type: TypeRef
        /// The name in scope that supplies it; nil for the input's default value, else the type's.
        public var value: String?
        /// The input's default value in the design (`= 2`), spelled per language when nothing supplies it.
        public var fallback: DefaultValue? = nil
        /// A model made from its properties' placeholders, per language, when nothing supplies it and it has no
        /// default (the type's default of a model is a trap); none where it cannot be made.
        public var placeholders: [Language: String] = [:]

        func spelled(in language: Language) -> String {
            value ?? fallback?.spelled(as: type.type, in: language) ?? placeholders[language] ?? type.type.defaultValue(in: language)
        }

        private enum Keys: String, CodingKey { case name, type, value, fallback }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(name, forKey: .name)
            try c.encode(type, forKey: .type)
            try c.encodeIfPresent(value, forKey: .value)
            try c.encodeIfPresent(fallback?.description, forKey: .fallback)
        }
    }

    public var items: [Argument]
    public init(_ items: [Argument]) { self.items = items }

    public func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "swiftCall": .of(items.map { "\($0.name): " + $0.spelled(in: .swift) }.joined(separator: ", "))
        case "kotlinCall": .of(items.map { $0.spelled(in: .kotlin) }.joined(separator: ", "))
        case "javaCall": .of(items.map { $0.spelled(in: .java) }.joined(separator: ", "))
        // After another argument: `, profile, null`, or nothing.
        case "kotlinCallTail": .of(items.map { ", " + $0.spelled(in: .kotlin) }.joined())
        case "javaCallTail": .of(items.map { ", " + $0.spelled(in: .java) }.joined())
        case "empty": .of(items.isEmpty)
        default: nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(items)
    }
}

/// An input's default value reads as the design writes it (`2`, `"metric"`, `nil`), as it shows in the JSON;
/// the transforms of a field spell it per language.
extension DefaultValue: MustacheConvertible {
    public var mustacheValue: MustacheValue? { .string(description) }
}
