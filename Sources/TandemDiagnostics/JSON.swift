/// A JSON value with ordered object keys, so the text we write is deterministic and reads in a sensible order.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Pretty text with two-space indentation and a trailing newline.
    public func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                Self.indent(indent + 1, into: &out)
                item.write(into: &out, indent: indent + 1)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            Self.indent(indent, into: &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                Self.indent(indent + 1, into: &out)
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            Self.indent(indent, into: &out)
            out += "}"
        }
    }

    static func indent(_ levels: Int, into out: inout String) {
        for _ in 0..<levels { out += "  " }
    }

    /// RFC 8259 string escaping; non-ASCII text stays as UTF-8, except what would hide or reorder the text around it
    /// when the file is read (controls, bidi controls, line separators: `TerminalText.isHidden`) and noncharacters,
    /// escaped as `\uXXXX`.
    public static func quote(_ s: String, into out: inout String) {
        // Most strings (paths, names, checksums) are printable ASCII with nothing to escape: appended whole.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let v = scalar.value
                if TerminalText.isHidden(scalar) || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE {
                    // UTF-16 units: a noncharacter above the BMP is its surrogate pair.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// JSON written piece by piece, for output that can be huge: an array given as `elements` is produced one element at
/// a time, so a million diagnostics never exist as one tree or one string. The text is exactly `serialized()`'s.
public indirect enum JSONPart {
    case value(JSONValue)
    case object([(String, JSONPart)])
    case array([JSONPart])
    case elements(Int, (Int) -> JSONValue)

    /// Writes the text (with the trailing newline) to `sink` in chunks of about 64 KB.
    public func write(to sink: (String) -> Void) {
        var buffer = ""
        buffer.reserveCapacity(1 << 16)
        func flush(_ force: Bool) {
            if force || buffer.utf8.count >= 1 << 16 {
                sink(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        /// `[ … ]` of `count` items, each written by `item` one indentation deeper.
        func sequence(_ count: Int, indent: Int, _ item: (Int) -> Void) {
            if count == 0 { buffer += "[]"; return }
            buffer += "[\n"
            for i in 0..<count {
                buffer += String(repeating: "  ", count: indent + 1)
                item(i)
                buffer += i + 1 < count ? ",\n" : "\n"
                flush(false)
            }
            buffer += String(repeating: "  ", count: indent) + "]"
        }
        func write(_ part: JSONPart, indent: Int) {
            switch part {
            case .value(let value): value.write(into: &buffer, indent: indent)
            case .object(let members):
                if members.isEmpty { buffer += "{}"; return }
                buffer += "{\n"
                for (i, (key, value)) in members.enumerated() {
                    buffer += String(repeating: "  ", count: indent + 1)
                    JSONValue.quote(key, into: &buffer)
                    buffer += ": "
                    write(value, indent: indent + 1)
                    buffer += i + 1 < members.count ? ",\n" : "\n"
                }
                buffer += String(repeating: "  ", count: indent) + "}"
            case .array(let items): sequence(items.count, indent: indent) { write(items[$0], indent: indent + 1) }
            case .elements(let count, let element):
                sequence(count, indent: indent) { element($0).write(into: &buffer, indent: indent + 1) }
            }
        }
        write(self, indent: 0)
        buffer += "\n"
        flush(true)
    }

    /// The whole text as one string (for small outputs and tests).
    public func serialized() -> String {
        var out = ""
        write { out += $0 }
        return out
    }
}
