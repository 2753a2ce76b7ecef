import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one way Tandem reads an XML file (navigation graphs, menus, string resources, storyboards; for `import` and
/// `drift`). Such files come from pull requests, so nothing in one may reach outside it: a document type declaration
/// is refused before libxml2 sees the file (Android resources and Interface Builder files never have one), which
/// leaves no DTD, entity declaration or external subset to load, and libxml2 is also told never to load one.
public enum XMLInput {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Parses `data` strictly into a document with a root element, or says why not (`path` names the file).
    public static func document(_ data: Data, path: String) throws -> XMLDocument {
        try screen(Array(data), path: path)
        // XMLDocument alone recovers from broken XML; the SAX parser says where it broke (on Linux its `parse()` may
        // still answer true, so its error is what counts). Fed as a stream: given the data in one piece, libxml2
        // refuses a document past 10 MB as if it were broken.
        let checker = XMLParser(stream: InputStream(data: data))
        checker.externalEntityResolvingPolicy = .never
        if !checker.parse() || checker.parserError != nil {
            throw Problem(description: "\(path):\(checker.lineNumber):\(checker.columnNumber): not well-formed XML")
        }
        let document: XMLDocument
        do { document = try XMLDocument(data: data, options: [.nodeLoadExternalEntitiesNever]) } catch {
            throw Problem(description: "\(path): not well-formed XML (\(error.localizedDescription))")
        }
        guard document.rootElement() != nil else { throw Problem(description: "\(path): no root element") }
        return document
    }

    /// Refuses, from the bytes alone, what libxml2 must never be given: an empty file (XMLDocument crashes on one the
    /// SAX parser accepts), an encoding other than UTF-8 or one that agrees with it on ASCII (the scan below would
    /// not see a declaration spelled in UTF-16 or EBCDIC), and a document type declaration in the prolog (the only
    /// place one can be).
    static func screen(_ bytes: [UInt8], path: String) throws {
        var i = 0
        func refuse(_ what: String) -> Problem {
            let before = bytes[..<min(i, bytes.count)]
            let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let column = i - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return Problem(description: "\(path):\(line):\(column): \(what)")
        }
        func starts(_ text: String) -> Bool {
            let t = Array(text.utf8)
            return bytes.count - i >= t.count && bytes[i..<i + t.count].elementsEqual(t)
        }
        func skip(to end: String) -> Bool {
            let e = Array(end.utf8)
            while i + e.count <= bytes.count {
                if bytes[i..<i + e.count].elementsEqual(e) { i += e.count; return true }
                i += 1
            }
            return false
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        if starts("\u{FEFF}") { i += 3 }
        let body = i
        let head = bytes.prefix(4)
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0, 0])
            || (head.count >= 2 && (head[head.startIndex] == 0 || head[head.startIndex + 1] == 0)) {
            throw refuse("the file is in UTF-16 or UTF-32; Tandem reads XML in UTF-8, as Android and Xcode write it")
        }
        while true {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            if i == bytes.count {
                throw refuse(bytes[body...].allSatisfy(isSpace) ? "the file is empty: no XML element" : "no root element")
            }
            if starts("<?") {
                let start = i
                guard skip(to: "?>") else { throw refuse("a processing instruction is not closed") }
                if let encoding = declaredEncoding(bytes[start..<i]),
                   !["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1"].contains(encoding.lowercased()) {
                    i = start
                    throw refuse("the XML declaration names the encoding '\(encoding)'; Tandem reads XML in UTF-8, as Android and Xcode write it")
                }
            } else if starts("<!--") {
                guard skip(to: "-->") else { throw refuse("a comment is not closed") }
            } else if starts("<!DOCTYPE") {
                throw refuse("a document type declaration (<!DOCTYPE …>) is not read: navigation graphs, menus, string resources and storyboards have none, and its entities could read files or the network; remove it")
            } else {
                return
            }
        }
    }

    /// The `encoding="…"` of an XML declaration's text, if it names one.
    static func declaredEncoding(_ declaration: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: declaration, as: UTF8.self)
        guard text.hasPrefix("<?xml"), text.count > 5, text.dropFirst(5).first?.isWhitespace == true, let key = text.range(of: "encoding") else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
