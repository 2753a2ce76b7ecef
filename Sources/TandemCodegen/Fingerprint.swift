import TandemModel
import TandemPlatform

/// A value of the template context that can say what it holds as a stable hash: the fingerprint a generated file is
/// made from (`Generator`). The context types' conformances are generated from their declarations with the lookup
/// (TemplateContext+Fields.swift: every stored property, in order); the leaf values' are below. Two values that
/// render differently must feed different words, so enums feed a tag per case and lists their length first.
public protocol StableHashable {
    func fingerprint(into hasher: inout StableHasher)
}

extension StableHasher {
    @inline(__always)
    public mutating func combine<T: StableHashable>(_ value: T) { value.fingerprint(into: &self) }
}

extension String: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension Bool: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension Int: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension Optional: StableHashable where Wrapped: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        if let value = self {
            hasher.combine(word: 0xA1)
            value.fingerprint(into: &hasher)
        } else {
            hasher.combine(word: 0xA0)
        }
    }
}

extension Array: StableHashable where Element: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(word: 0xB0 | UInt64(count) << 8)
        for element in self { element.fingerprint(into: &hasher) }
    }
}

/// In order: a set's own order differs from process to process.
extension Set: StableHashable where Element: StableHashable & Comparable {
    public func fingerprint(into hasher: inout StableHasher) { sorted().fingerprint(into: &hasher) }
}

extension Text: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(value)
        hasher.combine(key)
        hasher.combine(note)
    }
}

extension ValueType: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        switch self {
        case .primitive(let p): hasher.combine(word: 1); hasher.combine(p.rawValue)
        case .model(let name): hasher.combine(word: 2); hasher.combine(name)
        case .enumeration(let name): hasher.combine(word: 3); hasher.combine(name)
        case .optional(let wrapped): hasher.combine(word: 4); wrapped.fingerprint(into: &hasher)
        case .list(let element): hasher.combine(word: 5); element.fingerprint(into: &hasher)
        case .map(let key, let value): hasher.combine(word: 6); key.fingerprint(into: &hasher); value.fingerprint(into: &hasher)
        case .unknown(let name): hasher.combine(word: 7); hasher.combine(name)
        }
    }
}

extension TypeRef: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) { type.fingerprint(into: &hasher) }
}

extension DefaultValue: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        switch self {
        case .integer(let text): hasher.combine(word: 1); hasher.combine(text)
        case .decimal(let text): hasher.combine(word: 2); hasher.combine(text)
        case .string(let text): hasher.combine(word: 3); hasher.combine(text)
        case .bool(let value): hasher.combine(word: 4); hasher.combine(value)
        case .null: hasher.combine(word: 5)
        case .enumCase(let name): hasher.combine(word: 6); hasher.combine(name)
        }
    }
}

extension Fields: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) { items.fingerprint(into: &hasher) }
}

extension Arguments: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(word: UInt64(items.count))
        for item in items {
            hasher.combine(item.name)
            hasher.combine(item.type)
            hasher.combine(item.value)
            hasher.combine(item.fallback)
            // By language, in a fixed order (a dictionary's differs from process to process); nearly every argument
            // has none, and looking in an empty dictionary still hashes the key.
            for language in Language.allCases { hasher.combine(item.placeholders.isEmpty ? nil : item.placeholders[language]) }
        }
    }
}

extension NativeNames: StableHashable {
    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(word: UInt64(entries.count))
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
        hasher.combine(word: UInt64(lists.count))
        for list in lists {
            hasher.combine(list.key)
            hasher.combine(list.values)
        }
    }
}
