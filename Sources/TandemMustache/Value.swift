import Foundation

/// A value a template reads. Typed, so that rendering a tag is a switch, not a series of dynamic casts: with
/// `Any` values each lookup asked the runtime whether the value conformed to half a dozen protocols, and that was a
/// quarter of code generation's time.
public enum MustacheValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    case object(any MustacheObject)
    case list(any MustacheList)
}

extension Optional where Wrapped == MustacheValue {
    /// The value of anything that has one (`.of(name)` in a `value(forKey:)` switch); nil for a nil optional, so a
    /// lookup goes on up the context as it does for a name the object does not have.
    public static func of<T: MustacheConvertible>(_ value: T) -> MustacheValue? { value.mustacheValue }
}

/// Something with fields a template reads by name (`{{screen.name}}`), transforms (`{{swift(title)}}`) and a text of
/// its own (what `{{title}}` writes).
public protocol MustacheObject: MustacheConvertible {
    /// The field named `key`; nil when there is none (the lookup then tries the objects further out).
    func value(forKey key: String) -> MustacheValue?
    /// `{{name(value)}}`; nil when the object has no such transform (the tag then renders nothing).
    func transform(_ name: String) -> MustacheValue?
    /// What `{{value}}` writes.
    var mustacheText: String { get }
}

extension MustacheObject {
    public func value(forKey key: String) -> MustacheValue? { nil }
    public func transform(_ name: String) -> MustacheValue? { nil }
    public var mustacheText: String { "" }
    public var mustacheValue: MustacheValue? { .object(self) }
}

/// A sequence a section iterates (`{{#screens}}…{{/screens}}`): empty is false for a section.
public protocol MustacheList: MustacheConvertible {
    var count: Int { get }
    func element(at index: Int) -> MustacheValue
    /// `{{count(list)}}` and the like; the default answers `count`, `empty`, `first`, `last` and `reversed`.
    func transform(_ name: String) -> MustacheValue?
}

extension MustacheList {
    public var mustacheValue: MustacheValue? { .list(self) }

    public func transform(_ name: String) -> MustacheValue? { listTransform(name) }

    /// The transforms every list has.
    public func listTransform(_ name: String) -> MustacheValue? {
        switch name {
        case "count": .int(count)
        case "empty": .bool(count == 0)
        case "first": count > 0 ? element(at: 0) : nil
        case "last": count > 0 ? element(at: count - 1) : nil
        case "reversed": .list(ReversedList(base: self))
        default: nil
        }
    }
}

struct ReversedList: MustacheList {
    let base: any MustacheList
    var count: Int { base.count }
    func element(at index: Int) -> MustacheValue { base.element(at: base.count - 1 - index) }
}

/// A Swift value that is a template value.
public protocol MustacheConvertible {
    var mustacheValue: MustacheValue? { get }
}

extension String: MustacheConvertible {
    public var mustacheValue: MustacheValue? { .string(self) }
}

extension Bool: MustacheConvertible {
    public var mustacheValue: MustacheValue? { .bool(self) }
}

extension Int: MustacheConvertible {
    public var mustacheValue: MustacheValue? { .int(self) }
}

extension Optional: MustacheConvertible where Wrapped: MustacheConvertible {
    public var mustacheValue: MustacheValue? { self?.mustacheValue }
}

extension Array: MustacheConvertible, MustacheList where Element: MustacheConvertible {
    public func element(at index: Int) -> MustacheValue { self[index].mustacheValue ?? .string("") }
}

/// Named flags (`{{#target.singleActivity}}`): a name the map lacks is false.
public struct MustacheFlags: MustacheObject {
    public var flags: [String: Bool]
    public init(_ flags: [String: Bool]) { self.flags = flags }
    public func value(forKey key: String) -> MustacheValue? { flags[key].map(MustacheValue.bool) }
}

extension MustacheValue {
    /// The built-in transforms of strings and numbers, and each object's or list's own.
    func transformed(_ name: String) -> MustacheValue? {
        switch self {
        case .string(let s):
            switch name {
            case "empty": .bool(s.isEmpty)
            case "capitalized": .string(s.capitalized)
            case "lowercased": .string(s.lowercased())
            case "uppercased": .string(s.uppercased())
            case "reversed": .string(String(s.reversed()))
            default: nil
            }
        case .int(let n):
            switch name {
            case "equalzero": .bool(n == 0)
            case "plusone": .int(n &+ 1)
            case "minusone": .int(n &- 1)
            case "even": .bool(n & 1 == 0)
            case "odd": .bool(n & 1 == 1)
            default: nil
            }
        case .bool: nil
        case .object(let object): object.transform(name)
        case .list(let list): list.transform(name)
        }
    }

    /// The field `key` of an object; other values have none.
    @inline(__always) func field(_ key: String) -> MustacheValue? {
        if case .object(let object) = self { return object.value(forKey: key) }
        return nil
    }
}
