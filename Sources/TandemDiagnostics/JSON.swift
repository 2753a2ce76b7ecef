/// A JSON value with ordered object keys, so the text we write is deterministic and reads in a sensible order.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Pretty text with two-space indentation and a trailing newline.
    public func serialized() -> String { String(decoding: serializedBytes(), as: UTF8.self) }

    /// `serialized()` as UTF-8, for a file: made as bytes, a large ledger's text is never a string.
    public func serializedBytes() -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: 0)
        out.append(0x0A)
        return out
    }

    /// The text as it stands `indent` levels deep in a document (no newline after it): a value written apart from the
    /// document it goes in (`JSONPart.written`).
    public func serializedBytes(indent: Int) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, indent: indent)
        return out
    }

    public func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): out += String(i).utf8
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            out += "[\n".utf8
            for (i, item) in items.enumerated() {
                Self.indent(indent + 1, into: &out)
                item.write(into: &out, indent: indent + 1)
                out += (i + 1 < items.count ? ",\n" : "\n").utf8
            }
            Self.indent(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out += "{\n".utf8
            for (i, (key, value)) in members.enumerated() {
                Self.indent(indent + 1, into: &out)
                JSONValue.quote(key, into: &out)
                out += ": ".utf8
                value.write(into: &out, indent: indent + 1)
                out += (i + 1 < members.count ? ",\n" : "\n").utf8
            }
            Self.indent(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    static func indent(_ levels: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * levels))
    }

    /// RFC 8259 string escaping; non-ASCII text stays as UTF-8, except what would hide or reorder the text around it
    /// when the file is read (controls, bidi controls, line separators: `TerminalText.isHidden`) and noncharacters,
    /// escaped as `\uXXXX`.
    public static func quote(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { quote(utf8: $0, into: &out) }
    }

    static func quote(utf8 text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // The text between escapes is appended whole.
        var run = 0, i = 0
        while i < text.count {
            let byte = text[i]
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                i += 1
                continue
            }
            // The scalar here (the text is valid UTF-8: a Swift string's).
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            var v = length == 1 ? UInt32(byte) : UInt32(byte) & (0x7F >> length)
            for k in 1..<length { v = v << 6 | UInt32(text[i + k] & 0x3F) }
            let scalar = Unicode.Scalar(v)!
            let escaped = v < 0x80 || TerminalText.isHidden(scalar) || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
            guard escaped else { i += length; continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<i]))
            switch scalar {
            case "\"": out += "\\\"".utf8
            case "\\": out += "\\\\".utf8
            case "\n": out += "\\n".utf8
            case "\r": out += "\\r".utf8
            case "\t": out += "\\t".utf8
            default:
                // UTF-16 units: a noncharacter above the BMP is its surrogate pair.
                for unit in String(scalar).utf16 {
                    out += "\\u".utf8
                    for shift in stride(from: 12, through: 0, by: -4) { out.append(hexDigits[Int(unit >> UInt16(shift)) & 0xF]) }
                }
            }
            i += length
            run = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<i]))
        out.append(UInt8(ascii: "\""))
    }

    static let hexDigits = Array("0123456789abcdef".utf8)
}

/// JSON written piece by piece, for output that can be huge: an array given as `elements` is produced one element at
/// a time, so a million diagnostics never exist as one tree or one string. The text is exactly `serialized()`'s.
public indirect enum JSONPart {
    case value(JSONValue)
    case object([(String, JSONPart)])
    case array([JSONPart])
    case elements(Int, (Int) -> JSONValue)
    /// A value already written where it stands (`JSONValue.serializedBytes(indent:)` at this part's depth).
    case written([UInt8])

    /// Writes the text (with the trailing newline) to `sink` in chunks of about 64 KB.
    public func write(to sink: (String) -> Void) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        func flush(_ force: Bool) {
            if force || buffer.count >= 1 << 16 {
                sink(String(decoding: buffer, as: UTF8.self))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        /// `[ … ]` of `count` items, each written by `item` one indentation deeper.
        func sequence(_ count: Int, indent: Int, _ item: (Int) -> Void) {
            if count == 0 { buffer += "[]".utf8; return }
            buffer += "[\n".utf8
            for i in 0..<count {
                JSONValue.indent(indent + 1, into: &buffer)
                item(i)
                buffer += (i + 1 < count ? ",\n" : "\n").utf8
                flush(false)
            }
            JSONValue.indent(indent, into: &buffer)
            buffer.append(UInt8(ascii: "]"))
        }
        func write(_ part: JSONPart, indent: Int) {
            switch part {
            case .value(let value): value.write(into: &buffer, indent: indent)
            case .object(let members):
                if members.isEmpty { buffer += "{}".utf8; return }
                buffer += "{\n".utf8
                for (i, (key, value)) in members.enumerated() {
                    JSONValue.indent(indent + 1, into: &buffer)
                    JSONValue.quote(key, into: &buffer)
                    buffer += ": ".utf8
                    write(value, indent: indent + 1)
                    buffer += (i + 1 < members.count ? ",\n" : "\n").utf8
                }
                JSONValue.indent(indent, into: &buffer)
                buffer.append(UInt8(ascii: "}"))
            case .array(let items): sequence(items.count, indent: indent) { write(items[$0], indent: indent + 1) }
            case .elements(let count, let element):
                sequence(count, indent: indent) { element($0).write(into: &buffer, indent: indent + 1) }
            case .written(let bytes): buffer += bytes
            }
        }
        write(self, indent: 0)
        buffer.append(0x0A)
        flush(true)
    }

    /// The whole text as one string (for small outputs and tests).
    public func serialized() -> String {
        var out = ""
        write { out += $0 }
        return out
    }
}

extension JSONValue {
    /// The value `bytes` hold, read as `serialized()` writes it: null, booleans, integers, strings, arrays and objects,
    /// with any white space between. Nil for anything else (a fraction, an exponent, an integer that does not fit,
    /// text after the value, nesting deeper than `depth`): such a file is not one Tandem wrote. A twentieth of the time
    /// `JSONDecoder` takes for the ledger of a large app, read on every run.
    public init?(parsing bytes: [UInt8], depth: Int = 64) {
        var reader = JSONReader(limit: depth)
        guard let value = bytes.withUnsafeBufferPointer({ buffer -> JSONValue? in
            reader.buffer = buffer
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.position == buffer.count ? value : nil
        }) else { return nil }
        self = value
    }

    /// The members of an object, else nil.
    public var members: [(String, JSONValue)]? { if case .object(let members) = self { members } else { nil } }
    /// The member named `key` of an object, else nil.
    public subscript(key: String) -> JSONValue? { members?.first { $0.0 == key }?.1 }
}

private struct JSONReader {
    let limit: Int
    var buffer: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
    var position = 0

    init(limit: Int) { self.limit = limit }

    mutating func skipSpace() {
        while position < buffer.count {
            switch buffer[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= buffer.count else { return false }
        for k in 0..<count where buffer[position + k] != word.utf8Start[k] { return false }
        position += count
        return true
    }

    mutating func value(depth: Int) -> JSONValue? {
        guard depth < limit else { return nil }
        skipSpace()
        guard position < buffer.count else { return nil }
        switch buffer[position] {
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            skipSpace()
            if position < buffer.count, buffer[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace()
                guard position < buffer.count else { return nil }
                position += 1
                switch buffer[position - 1] {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "]"): return .array(items)
                default: return nil
                }
            }
        case UInt8(ascii: "{"):
            position += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if position < buffer.count, buffer[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipSpace()
                guard position < buffer.count, buffer[position] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard position < buffer.count, buffer[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let item = value(depth: depth + 1) else { return nil }
                members.append((key, item))
                skipSpace()
                guard position < buffer.count else { return nil }
                position += 1
                switch buffer[position - 1] {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "}"): return .object(members)
                default: return nil
                }
            }
        default: return integer()
        }
    }

    /// `-`? digits, no leading zero, no fraction or exponent, within Int.
    mutating func integer() -> JSONValue? {
        var negative = false
        if position < buffer.count, buffer[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        let start = position
        var value = 0
        while position < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[position]) {
            let digit = Int(buffer[position] - UInt8(ascii: "0"))
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            value = sum
            position += 1
        }
        guard position > start, !(buffer[start] == UInt8(ascii: "0") && position - start > 1) else { return nil }
        if position < buffer.count, buffer[position] == UInt8(ascii: ".") || buffer[position] | 0x20 == UInt8(ascii: "e") { return nil }
        return .int(value)
    }

    /// A string at `position` (its opening quote): escapes resolved, a surrogate pair joined; nil for a control
    /// character, a lone surrogate, an unknown escape or bytes that are not UTF-8.
    mutating func string() -> String? {
        position += 1
        // Most strings (paths, names) are ASCII without an escape: made straight from the buffer, nothing to check.
        let start = position
        while position < buffer.count, buffer[position] < 0x80, buffer[position] >= 0x20,
              buffer[position] != UInt8(ascii: "\""), buffer[position] != UInt8(ascii: "\\") { position += 1 }
        if position < buffer.count, buffer[position] == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<(position - 1)]), as: UTF8.self)
        }
        var out: [UInt8] = []
        var runStart = start
        while position < buffer.count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "\"") {
                out.append(contentsOf: buffer[runStart..<position])
                position += 1
                return String(validating: out, as: UTF8.self)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            out.append(contentsOf: buffer[runStart..<position])
            position += 1
            guard position < buffer.count else { return nil }
            let escape = buffer[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4() else { return nil }
                if (0xD800..<0xDC00).contains(scalar) {
                    guard literal("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: String(Character(unicode)).utf8)
            default: return nil
            }
            runStart = position
        }
        return nil
    }

    mutating func hex4() -> UInt32? {
        guard position + 4 <= buffer.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = buffer[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
