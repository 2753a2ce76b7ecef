import TandemMustache

/// The rendering target's names for a screen, the app, an element, a segment or an embed, as its adapter gives them
/// (`TargetAdapter.screenNames`, `appNames`, `elementNames`, `segmentNames`, `embedNames`): templates read `{{screen.native.baseClass}}`, `{{app.native.package}}`. The keys are the adapter's,
/// declared with their meanings (`screenNameFields`, `appNameFields`); docs/templates.md has a table per target. A
/// target without an adapter, and none it extends, has none: the context is then the neutral one.
public struct NativeNames: TemplateNode, Equatable {
    /// The names in the adapter's order (a handful: a linear scan finds one faster than hashing would).
    public let entries: [(key: String, value: String)]
    /// The lists (a screen's `imports`), after the names: a section iterates one.
    public let lists: [(key: String, values: [String])]

    public init(_ entries: [(key: String, value: String)] = [], lists: [(key: String, values: [String])] = []) {
        self.entries = entries
        self.lists = lists
    }

    /// The name under `key`; empty when the target has none.
    public subscript(key: String) -> String { entries.first { $0.key == key }?.value ?? "" }

    public func value(forKey key: String) -> MustacheValue? {
        for entry in entries where entry.key == key { return .string(entry.value) }
        for list in lists where list.key == key { return .list(list.values) }
        return nil
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        for entry in entries { try c.encode(entry.value, forKey: Key(stringValue: entry.key)) }
        for list in lists { try c.encode(list.values, forKey: Key(stringValue: list.key)) }
    }

    public static func == (a: NativeNames, b: NativeNames) -> Bool {
        a.entries.elementsEqual(b.entries) { $0.key == $1.key && $0.value == $1.value }
            && a.lists.elementsEqual(b.lists) { $0.key == $1.key && $0.values == $1.values }
    }
}

/// A screen reference's `native`: the keys of the target's `screenNameFields`.
public typealias NativeScreenNames = NativeNames
/// The app's `native`: the keys of the target's `appNameFields`.
public typealias NativeAppNames = NativeNames
/// An element's `native`: the keys of the target's `elementNameFields`.
public typealias NativeElementNames = NativeNames
/// A segment's `native`: the keys of the target's `segmentNameFields`.
public typealias NativeSegmentNames = NativeNames
/// An embed's `native`: the keys of the target's `embedNameFields`.
public typealias NativeEmbedNames = NativeNames
/// A transition's `native`: the keys of the target's `transitionNameFields`.
public typealias NativeTransitionNames = NativeNames
/// A way back's `native`: the keys of the target's `backNameFields`.
public typealias NativeBackNames = NativeNames
