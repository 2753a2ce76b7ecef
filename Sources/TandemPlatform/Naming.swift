import TandemModel

/// A target language's rules for names: what is a keyword, how types and members are spelled.
public enum Language: String, CaseIterable, Sendable {
    case swift, kotlin, java

    /// Words that cannot be used bare as identifiers.
    var keywords: Set<String> {
        switch self {
        case .swift: Self.swiftKeywords
        case .kotlin: Self.kotlinKeywords
        case .java: Self.javaKeywords
        }
    }

    // Built once: names are checked against them thousands of times per design.
    private static let swiftKeywords: Set<String> = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
            "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
            "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
            "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
            "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
            "try", "Type",
    ]
    private static let kotlinKeywords: Set<String> = [
            "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
            "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
            "val", "var", "when", "while",
    ]
    private static let javaKeywords: Set<String> = [
            "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
            "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
            "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
            "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
            "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "var",
    ]
}

/// Names valid in Swift, Kotlin and Java at once, so one template context serves every target.
public enum Naming {
    public static let allKeywords = Language.swift.keywords.union(Language.kotlin.keywords).union(Language.java.keywords)

    /// A member name (property, method, parameter). Keywords get a trailing underscore rather than backticks, so the
    /// same name works in every position and in Java, which has no escaping.
    public static func memberName(_ name: String) -> String {
        let base = bounded(identifierCharacters(name, upperFirst: false), name)
        return allKeywords.contains(base) ? base + "_" : base
    }

    /// A resource id (a navigation action's `@+id/…`): a member name kept whole however long, as an app's code
    /// names it (`R.id.…`) and no file is named after it; a hash would break every reference to a long real id.
    public static func resourceIDName(_ name: String) -> String {
        let base = identifierCharacters(name, upperFirst: false)
        return allKeywords.contains(base) ? base + "_" : base
    }

    /// A type name (class, file stem). Names Windows reserves for devices (`CON`, `NUL`, `COM1`, …) get a `_`, so
    /// the project can be checked out there.
    public static func typeName(_ name: String) -> String {
        let base = bounded(identifierCharacters(name, upperFirst: true), name)
        let reserved = (3...4).contains(base.utf8.count) && windowsReserved.contains(base.uppercased())
        return allKeywords.contains(base) || reserved ? base + "_" : base
    }

    static let windowsReserved: Set<String> = Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    /// The longest name kept whole: longer ones keep their start and a hash of the whole, so every file name built
    /// from them fits in a file system's 255 bytes and two long names stay apart.
    static let maximumLength = 64

    static func bounded(_ identifier: String, _ original: String) -> String {
        guard identifier.utf8.count > maximumLength else { return identifier }
        let hex = String(StableHash.fnv1a64(original), radix: 16)
        return String(identifier.prefix(maximumLength - 17)) + "_" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether a name has letters or digits outside ASCII, which generated code spells by code point (a Cyrillic
    /// `о` in `LоginScreen` is not an `o`).
    public static func hasNonASCIILetters(_ name: String) -> Bool {
        !name.utf8.allSatisfy { $0 < 0x80 }
            && name.unicodeScalars.contains { $0.value > 0x7F && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }
    }

    /// Keeps ASCII letters and digits; any other run of characters becomes a word break (`tab-bar` → `tabBar`),
    /// a leading digit gets a prefix, and an empty result becomes `unnamed`. A letter or digit outside ASCII becomes
    /// `U` and its code point (`é` → `U00E9`), so the names also work as file names and Android resource ids, and a
    /// look-alike from another script never silently merges with the ASCII name.
    public static func identifierCharacters(_ name: String, upperFirst: Bool) -> String {
        // ASCII names (nearly all) go byte by byte: a design of 100,000 elements asks for hundreds of thousands.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiIdentifierCharacters(name, upperFirst: upperFirst) }
        return scalarIdentifierCharacters(name, upperFirst: upperFirst)
    }

    /// The rules on Unicode scalars: any name.
    static func scalarIdentifierCharacters(_ name: String, upperFirst: Bool) -> String {
        var out = ""
        var upperNext = upperFirst
        for scalar in name.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            let isDigit = scalar >= "0" && scalar <= "9"
            if scalar.value > 0x7F, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                out += (out.isEmpty && !upperFirst ? "u" : "U") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                upperNext = false
            } else if isLetter || isDigit || scalar == "_" {
                var s = String(scalar)
                if upperNext { s = s.uppercased() }
                if out.isEmpty, !upperFirst, isLetter, !upperNext { s = s.lowercased() }
                out += s
                upperNext = false
            } else if !out.isEmpty {
                upperNext = true
            }
        }
        if out.isEmpty { return upperFirst ? "Unnamed" : "unnamed" }
        if let first = out.unicodeScalars.first, first >= "0" && first <= "9" { out = (upperFirst ? "N" : "n") + out }
        return out
    }

    /// `identifierCharacters` for a name that is all ASCII, with the same rules, on bytes.
    static func asciiIdentifierCharacters(_ name: String, upperFirst: Bool) -> String {
        if isIdentifierAlready(name, upperFirst: upperFirst) { return name }
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count + 1)
        var upperNext = upperFirst
        for byte in name.utf8 {
            let isLower = byte >= 0x61 && byte <= 0x7A, isUpper = byte >= 0x41 && byte <= 0x5A
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isLower || isUpper || isDigit || byte == 0x5F {
                var b = byte
                if upperNext, isLower { b -= 0x20 }
                if out.isEmpty, !upperFirst, isUpper, !upperNext { b += 0x20 }
                out.append(b)
                upperNext = false
            } else if !out.isEmpty {
                upperNext = true
            }
        }
        if out.isEmpty { return upperFirst ? "Unnamed" : "unnamed" }
        if out[0] >= 0x30 && out[0] <= 0x39 { out.insert(upperFirst ? 0x4E : 0x6E, at: 0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `name` ends with `suffix`, ASCII letters compared without case (`saveButton`, `Button`).
    public static func hasSuffixIgnoringCase(_ name: String, _ suffix: String) -> Bool {
        let a = name.utf8, b = suffix.utf8
        guard a.count >= b.count else { return false }
        return a.suffix(b.count).elementsEqual(b) { lowerASCII($0) == lowerASCII($1) }
    }

    /// An ASCII capital as its small letter; any other byte as it is.
    @inline(__always) public static func lowerASCII(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Whether the rules above leave an ASCII name as it is (most names: `title`, `LoginScreen`): letters, digits and
    /// `_` only, not starting with a digit, its first letter already in the case asked for.
    static func isIdentifierAlready(_ name: String, upperFirst: Bool) -> Bool {
        var utf8 = name.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        let firstIsLower = first >= 0x61 && first <= 0x7A, firstIsUpper = first >= 0x41 && first <= 0x5A
        guard firstIsLower && !upperFirst || firstIsUpper && upperFirst || first == 0x5F else { return false }
        while let byte = utf8.next() {
            guard byte >= 0x61 && byte <= 0x7A || byte >= 0x41 && byte <= 0x5A || byte >= 0x30 && byte <= 0x39 || byte == 0x5F else { return false }
        }
        return true
    }

    /// A design name as words for people, where the design gives no caption (what a picker is called when TalkBack or
    /// VoiceOver reads it): `sortOrder` → "Sort order", `pickupURL` → "Pickup URL", `zip_code` → "Zip code".
    public static func words(_ name: String) -> String {
        // ASCII names (nearly all) go byte by byte: every element of every screen, for each target.
        name.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(name) : characterWords(name)
    }

    /// `words` on bytes, for an ASCII name: the same rules, where a letter or digit is one byte.
    static func asciiWords(_ name: String) -> String {
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        let bytes = Array(name.utf8)
        var words: [ArraySlice<UInt8>] = [], start: Int? = nil
        for i in bytes.indices {
            let c = bytes[i]
            if c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: " ") {
                if let s = start { words.append(bytes[s..<i]); start = nil }
                continue
            }
            if isUpper(c), let s = start {
                let p = bytes[i - 1], nextIsLower = i + 1 < bytes.count && isLower(bytes[i + 1])
                if isLower(p) || isDigit(p) || (isUpper(p) && nextIsLower) { words.append(bytes[s..<i]); start = i }
            }
            if start == nil { start = i }
        }
        if let s = start { words.append(bytes[s...]) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + words.count)
        for (i, word) in words.enumerated() {
            if i > 0 { out.append(UInt8(ascii: " ")) }
            let acronym = word.count > 1 && word.allSatisfy { isUpper($0) || isDigit($0) }
            for (k, b) in word.enumerated() {
                let lower = acronym || !isUpper(b) ? b : b + 0x20
                out.append(i == 0 && k == 0 && isLower(lower) ? lower - 0x20 : lower)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `words` on characters, for any name.
    static func characterWords(_ name: String) -> String {
        var words: [String] = [], current = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            if c == "_" || c == "-" || c == " " {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let previous = i > 0 ? characters[i - 1] : nil, next = i + 1 < characters.count ? characters[i + 1] : nil
            // A new word at lower→Upper, and at the last capital of an acronym followed by a lower-case letter.
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber || (p.isUppercase && next?.isLowercase == true), !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { i, word in
            // An acronym stays as it is; other words are lower case, the first capitalised.
            let acronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
            let lower = acronym ? word : word.lowercased()
            return i == 0 ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
        }.joined(separator: " ")
    }

    /// `AnnouncementList` → `announcement_list`: Android resource names are lower snake case.
    public static func snakeCase(_ name: String) -> String {
        // Identifier characters are ASCII (a letter outside it is spelled by code point), so bytes will do.
        var out: [UInt8] = []
        for (i, byte) in identifierCharacters(name, upperFirst: true).utf8.enumerated() {
            if byte >= 0x41 && byte <= 0x5A {
                if i > 0 { out.append(0x5F) }
                out.append(byte + 0x20)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
