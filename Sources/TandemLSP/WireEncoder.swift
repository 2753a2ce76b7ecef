import TandemDiagnostics

/// Compact JSON for the wire, written while `Codable` hands the values over: no tree of boxes is built and no key is
/// sorted, so a publish of tens of thousands of diagnostics costs what its text does (Foundation's `JSONEncoder` was
/// most of a check of a design with many findings: docs/performance.md). Keys come in declaration order, which is
/// deterministic; a dictionary's order is not, so a message that holds one encodes it sorted (`WorkspaceEdit`).
/// Strings go through the one JSON escaper, `JSONValue.quote`.
enum WireJSON {
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] { try Sink().encode(value) }

    /// The text so far and the containers open in it. A container is closed when something at an outer level writes
    /// next, or when the value that opened it has been encoded, so any order `Encodable` may use nests correctly.
    final class Sink {
        var text: [UInt8] = []
        /// For each open container: `]` or `}`, and whether it has an element yet.
        var open: [(close: UInt8, filled: Bool)] = []

        init() { text.reserveCapacity(1 << 12) }

        /// The text of `value`. A sink used again writes into the storage of its last text once that is released.
        func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
            text.removeAll(keepingCapacity: true)
            open.removeAll(keepingCapacity: true)
            try self.value(value)
            return text
        }

        func close(to level: Int) {
            while open.count > level { text.append(open.removeLast().close) }
        }

        /// The separator before a container's next element: the container is the innermost open one again.
        func element(at level: Int) {
            close(to: level)
            if open[level - 1].filled { text.append(UInt8(ascii: ",")) } else { open[level - 1].filled = true }
        }

        func key(_ key: some CodingKey, at level: Int) {
            element(at: level)
            JSONValue.quote(key.stringValue, into: &text)
            text.append(UInt8(ascii: ":"))
        }

        func value<T: Encodable>(_ value: T) throws {
            // The common leaves without a trip through `Encoder`.
            if T.self == String.self { JSONValue.quote(value as! String, into: &text); return }
            if T.self == Int.self { number(value as! Int); return }
            if let direct = value as? any WireWritable { direct.write(to: self); return }
            let level = open.count, start = text.count
            try value.encode(to: ValueEncoder(sink: self, level: level))
            close(to: level)
            // A value with nothing to encode (a type without properties) is an empty object, as Foundation writes it.
            if text.count == start { text += "{}".utf8 }
        }

        // MARK: Writing directly (`WireWritable`)

        /// `{ … }` with the members `members` writes.
        func object(_ members: () -> Void) {
            let level = begin(UInt8(ascii: "{"), UInt8(ascii: "}"))
            members()
            close(to: level - 1)
        }
        func member(_ key: some CodingKey, _ value: Int) { self.key(key, at: open.count); number(value) }
        func member(_ key: some CodingKey, _ value: String) { self.key(key, at: open.count); JSONValue.quote(value, into: &text) }
        func member(_ key: some CodingKey, _ value: some WireWritable) { self.key(key, at: open.count); value.write(to: self) }
        /// Left out when nil, as `encodeIfPresent` leaves it.
        func member(_ key: some CodingKey, _ value: (some WireWritable)?) { if let value { member(key, value) } }
        func member(_ key: some CodingKey, _ values: [some WireWritable]?) {
            guard let values else { return }
            self.key(key, at: open.count)
            let level = begin(UInt8(ascii: "["), UInt8(ascii: "]"))
            for value in values {
                element(at: level)
                value.write(to: self)
            }
            close(to: level - 1)
        }

        func begin(_ opening: UInt8, _ close: UInt8) -> Int {
            text.append(opening)
            open.append((close, false))
            return open.count
        }

        func number<N: BinaryInteger>(_ n: N) { text += String(n).utf8 }

        func float<F: BinaryFloatingPoint & LosslessStringConvertible>(_ f: F, _ path: [any CodingKey]) throws {
            guard f.isFinite else {
                throw EncodingError.invalidValue(f, .init(codingPath: path, debugDescription: "JSON has no \(f)"))
            }
            text += String(f).utf8
        }
    }

    /// The generic `Encoder`, for every message but the few written directly.
    struct ValueEncoder: Encoder {
        let sink: Sink
        /// The number of containers open when this value began: its own container is the next one.
        let level: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        /// The container this value opened, or a new one (`Encodable` may ask for its container more than once).
        func opened(_ opening: UInt8, _ close: UInt8) -> Int {
            if sink.open.count > level, sink.open[level].close == close {
                sink.close(to: level + 1)
                return level + 1
            }
            sink.close(to: level)
            return sink.begin(opening, close)
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(sink: sink, level: opened(UInt8(ascii: "{"), UInt8(ascii: "}"))))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(sink: sink, level: opened(UInt8(ascii: "["), UInt8(ascii: "]"))) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        let level: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { sink.key(key, at: level); sink.text += "null".utf8 }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            sink.key(key, at: level)
            try sink.value(value)
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
            sink.key(key, at: level)
            return KeyedEncodingContainer(Keyed<N>(sink: sink, level: sink.begin(UInt8(ascii: "{"), UInt8(ascii: "}"))))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.key(key, at: level)
            return Unkeyed(sink: sink, level: sink.begin(UInt8(ascii: "["), UInt8(ascii: "]")))
        }
        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            sink.key(key, at: level)
            return ValueEncoder(sink: sink, level: sink.open.count)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        let level: Int
        var count = 0
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { sink.element(at: level); sink.text += "null".utf8; count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws {
            sink.element(at: level)
            try sink.value(value)
            count += 1
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) -> KeyedEncodingContainer<N> {
            sink.element(at: level)
            count += 1
            return KeyedEncodingContainer(Keyed<N>(sink: sink, level: sink.begin(UInt8(ascii: "{"), UInt8(ascii: "}"))))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            sink.element(at: level)
            count += 1
            return Unkeyed(sink: sink, level: sink.begin(UInt8(ascii: "["), UInt8(ascii: "]")))
        }
        mutating func superEncoder() -> any Encoder {
            sink.element(at: level)
            count += 1
            return ValueEncoder(sink: sink, level: sink.open.count)
        }
    }

    /// One value, in the place its parent made for it.
    struct Single: SingleValueEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { sink.text += "null".utf8 }
        mutating func encode(_ value: Bool) throws { sink.text += (value ? "true" : "false").utf8 }
        mutating func encode(_ value: String) throws { JSONValue.quote(value, into: &sink.text) }
        mutating func encode(_ value: Double) throws { try sink.float(value, codingPath) }
        mutating func encode(_ value: Float) throws { try sink.float(value, codingPath) }
        mutating func encode(_ value: Int) throws { sink.number(value) }
        mutating func encode(_ value: Int8) throws { sink.number(value) }
        mutating func encode(_ value: Int16) throws { sink.number(value) }
        mutating func encode(_ value: Int32) throws { sink.number(value) }
        mutating func encode(_ value: Int64) throws { sink.number(value) }
        mutating func encode(_ value: UInt) throws { sink.number(value) }
        mutating func encode(_ value: UInt8) throws { sink.number(value) }
        mutating func encode(_ value: UInt16) throws { sink.number(value) }
        mutating func encode(_ value: UInt32) throws { sink.number(value) }
        mutating func encode(_ value: UInt64) throws { sink.number(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try sink.value(value) }
    }
}

/// A type the wire writes without `Encoder`: what a publish sends by the tens of thousands (a diagnostic and its
/// ranges), where the generic path's containers and boxes cost more than the text. The keys are the type's
/// `CodingKeys`, as its `Encodable` conformance writes them; `WireJSONTests` holds each to Foundation's encoding.
protocol WireWritable: Encodable {
    func write(to sink: WireJSON.Sink)
}
