import TandemModel

extension ValueType {
    /// The type as the language spells it.
    public func spelled(in language: Language) -> String {
        switch (self, language) {
        case (.primitive(let p), _): p.spelled(in: language)
        case (.model(let name), _), (.unknown(let name), _), (.enumeration(let name), _): Naming.typeName(name)
        case (.optional(let t), .java): t.boxed(in: .java)
        case (.optional(let t), _): t.spelled(in: language) + "?"
        case (.list(let t), .swift): "[" + t.spelled(in: .swift) + "]"
        case (.list(let t), .kotlin): "List<" + t.spelled(in: .kotlin) + ">"
        case (.list(let t), .java): "java.util.ArrayList<" + t.boxed(in: .java) + ">"
        case (.map(let k, let v), .swift): "[" + k.spelled(in: .swift) + ": " + v.spelled(in: .swift) + "]"
        case (.map(let k, let v), .kotlin): "Map<" + k.spelled(in: .kotlin) + ", " + v.spelled(in: .kotlin) + ">"
        case (.map(let k, let v), .java): "java.util.HashMap<" + k.boxed(in: .java) + ", " + v.boxed(in: .java) + ">"
        }
    }

    /// Java generics need boxed primitives.
    public func boxed(in language: Language) -> String {
        guard language == .java, case .primitive(let p) = self else { return spelled(in: language) }
        switch p {
        case .int: return "Integer"
        case .long: return "Long"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Boolean"
        default: return p.spelled(in: .java)
        }
    }

    public var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// A default value for a stub that must return something.
    public func defaultValue(in language: Language) -> String {
        switch self {
        case .optional: return language == .swift ? "nil" : "null"
        case .primitive(let p):
            switch p {
            case .string: return "\"\""
            case .int, .long: return "0"
            case .double: return language == .swift ? "0" : "0.0"
            case .float: return language == .swift ? "0" : (language == .kotlin ? "0f" : "0f")
            case .bool: return "false"
            case .date: return language == .swift ? "Date()" : (language == .kotlin ? "java.util.Date()" : "new java.util.Date()")
            case .url: return language == .swift ? "URL(string: \"about:blank\")!" : "java.net.URI.create(\"about:blank\")"
            case .data: return language == .swift ? "Data()" : (language == .kotlin ? "ByteArray(0)" : "new byte[0]")
            }
        case .list: return language == .swift ? "[]" : (language == .kotlin ? "emptyList()" : "new java.util.ArrayList<>()")
        case .map: return language == .swift ? "[:]" : (language == .kotlin ? "emptyMap()" : "new java.util.HashMap<>()")
        case .model, .unknown: return language == .swift ? "fatalError(\"not implemented\")" : (language == .kotlin ? "TODO(\"not implemented\")" : "null")
        // The first case (checks make sure there is one).
        case .enumeration(let name): return Naming.typeName(name) + (language == .swift ? ".allCases[0]" : language == .kotlin ? ".entries[0]" : ".values()[0]")
        }
    }
}

extension Primitive {
    public func spelled(in language: Language) -> String {
        switch (self, language) {
        case (.string, _): "String"
        case (.int, .java): "int"
        case (.int, _): "Int"
        // Swift's Int is 64 bits on every Apple platform, but the design said Long: Int64 keeps it explicit.
        case (.long, .swift): "Int64"
        case (.long, .kotlin): "Long"
        case (.long, .java): "long"
        case (.double, .java): "double"
        case (.double, _): "Double"
        case (.float, .java): "float"
        case (.float, _): "Float"
        case (.bool, .swift): "Bool"
        case (.bool, .kotlin): "Boolean"
        case (.bool, .java): "boolean"
        case (.date, .swift): "Date"
        case (.date, _): "java.util.Date"
        case (.url, .swift): "URL"
        // URI, not URL: java.net.URL's equals and hashCode resolve host names (network on the main thread).
        case (.url, _): "java.net.URI"
        case (.data, .swift): "Data"
        case (.data, .kotlin): "ByteArray"
        case (.data, .java): "byte[]"
        }
    }
}

extension DefaultValue {
    /// The literal in `language` for a value of `type` (checks made sure it fits): `2` is `2.0` for a Kotlin or Java
    /// Double, `2f` for a Float, `2L` for a Java long; a URL string becomes the platform's URL.
    public func spelled(as type: ValueType, in language: Language) -> String {
        var primitive: Primitive?
        let t = type.nonOptional
        if case .primitive(let p) = t { primitive = p }
        let jvm = language != .swift
        switch self {
        case .null: return language == .swift ? "nil" : "null"
        case .bool(let value): return value ? "true" : "false"
        case .integer(let text):
            switch primitive {
            case .double: return jvm ? text + ".0" : text
            case .float: return jvm ? text + "f" : text
            case .long: return language == .java ? text + "L" : text
            default: return text
            }
        case .decimal(let text): return primitive == .float && jvm ? text + "f" : text
        case .enumCase(let name):
            guard case .enumeration(let type) = t else { return Projection.enumCaseName(name) }
            return Naming.typeName(type) + "." + Projection.enumCaseName(name)
        case .string(let text):
            let literal = language == .swift ? Literal.swift(text) : language == .kotlin ? Literal.kotlin(text) : Literal.java(text)
            guard primitive == .url else { return literal }
            return language == .swift ? "URL(string: \(literal))!" : "java.net.URI.create(\(literal))"
        }
    }
}
