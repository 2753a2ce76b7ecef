import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one way Tandem reads an XML file (navigation graphs, menus, string resources, storyboards; for `import` and
/// `drift`), into a tree of its own (`Element`). Such files come from pull requests, so nothing in one may reach
/// outside it: a document type declaration is refused before libxml2 sees the file (Android resources and Interface
/// Builder files never have one), which leaves no DTD, entity declaration or external subset to load, and libxml2 is
/// also told never to load one.
public enum XMLInput {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Parses `data` strictly into its root element, or says why not (`path` names the file). One pass of libxml2's
    /// streaming parser builds the tree: its tree reader (XMLDocument) recovers from broken XML without a word, and
    /// past 10 MB it may stop reading a file part way and still answer, so it is not used.
    public static func document(_ data: Data, path: String) throws -> Element {
        try screen(Array(data), path: path)
        let parser = XMLParser(stream: InputStream(data: data))
        parser.externalEntityResolvingPolicy = .never
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        let builder = TreeBuilder()
        parser.delegate = builder
        // On Linux `parse()` may answer true after an error: the error is what counts.
        if !parser.parse() || parser.parserError != nil {
            throw Problem(description: "\(path):\(parser.lineNumber):\(parser.columnNumber): not well-formed XML")
        }
        guard let root = builder.root else { throw Problem(description: "\(path): no root element") }
        return root
    }

    /// An element as read: its name and namespace, its attributes (each with its namespace, resolved from the
    /// prefixes in scope), its child elements and its text.
    public final class Element {
        public let localName: String
        /// The element's namespace; nil for none.
        public let namespaceURI: String?
        public private(set) weak var parent: Element?
        public fileprivate(set) var elements: [Element] = []
        fileprivate var attributes: [(local: String, uri: String?, value: String)]
        /// Text and child elements in document order (`stringValue` joins them).
        fileprivate var content: [Content] = []
        fileprivate enum Content { case text(String), element(Element) }

        fileprivate init(localName: String, namespaceURI: String?, attributes: [(local: String, uri: String?, value: String)], parent: Element?) {
            self.localName = localName
            self.namespaceURI = namespaceURI
            self.attributes = attributes
            self.parent = parent
        }

        /// An attribute by namespace URI and local name, whatever prefix the file gives the namespace.
        public func attribute(_ uri: String, _ local: String) -> String? {
            attributes.first { $0.local == local && $0.uri == uri }?.value
        }

        /// An attribute without a namespace.
        public func plain(_ name: String) -> String? { attributes.first { $0.local == name && $0.uri == nil }?.value }

        /// Every attribute, in document order: what an importer must account for (read, or listed as not read).
        public var allAttributes: [(uri: String?, local: String, value: String)] { attributes.map { ($0.uri, $0.local, $0.value) } }

        /// The text of the element and everything in it, in order.
        public var stringValue: String {
            var out = "", stack: [Content] = content.reversed()
            while let next = stack.popLast() {
                switch next {
                case .text(let text): out += text
                case .element(let element): stack += element.content.reversed()
                }
            }
            return out
        }

        /// Every element below this one named `name`, in document order.
        public func descendants(named name: String) -> [Element] {
            var found: [Element] = [], stack: [Element] = elements.reversed()
            while let next = stack.popLast() {
                if next.localName == name { found.append(next) }
                stack += next.elements.reversed()
            }
            return found
        }
    }

    /// Builds the element tree from the streaming parser's events, keeping the namespace prefixes in scope.
    final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Element?
        private var open: [Element] = []
        private var prefixes: [String: [String]] = [:]

        func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
            prefixes[prefix, default: []].append(namespaceURI)
        }

        func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
            _ = prefixes[prefix]?.popLast()
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            // `prefix:name` is in the prefix's namespace; an attribute without a prefix is in none.
            let resolved = attributes.sorted { $0.key < $1.key }.map { key, value -> (local: String, uri: String?, value: String) in
                guard let colon = key.firstIndex(of: ":") else { return (key, nil, value) }
                return (String(key[key.index(after: colon)...]), prefixes[String(key[..<colon])]?.last, value)
            }
            let element = Element(localName: elementName, namespaceURI: namespaceURI.flatMap { $0.isEmpty ? nil : $0 },
                                  attributes: resolved, parent: open.last)
            if let parent = open.last {
                parent.elements.append(element)
                parent.content.append(.element(element))
            } else if root == nil {
                root = element
            }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { open.last?.content.append(.text(string)) }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            open.last?.content.append(.text(String(decoding: block, as: UTF8.self)))
        }
    }

    /// Refuses, from the bytes alone, what is no XML to read: an empty file or one holding a NUL byte, an encoding
    /// other than UTF-8 or one that agrees with it on ASCII (the scan below would not see a declaration spelled in
    /// UTF-16 or EBCDIC), a document type declaration in the prolog (the only place one can be), a processing
    /// instruction other than the XML declaration, and text that is not UTF-8.
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
        let instruction = "a processing instruction (<?…?>) is not read: navigation graphs, menus, string resources and storyboards have none but the XML declaration at the start"

        var latin1 = false
        if starts("\u{FEFF}") { i += 3 }
        let body = i
        let head = bytes.prefix(4)
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0, 0])
            || (head.count >= 2 && (head[head.startIndex] == 0 || head[head.startIndex + 1] == 0)) {
            throw refuse("the file is in UTF-16 or UTF-32; Tandem reads XML in UTF-8, as Android and Xcode write it")
        }
        if let nul = bytes.firstIndex(of: 0) {
            i = nul
            throw refuse("the file holds a NUL byte: it is not XML text")
        }
        while true {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            if i == bytes.count {
                throw refuse(bytes[body...].allSatisfy(isSpace) ? "the file is empty: no XML element" : "no root element")
            }
            if starts("<?") {
                let start = i
                guard i == body, starts("<?xml"), i + 5 < bytes.count, isSpace(bytes[i + 5]) else { throw refuse(instruction) }
                guard skip(to: "?>") else { throw refuse("the XML declaration is not closed") }
                if let encoding = declaredEncoding(bytes[start..<i]) {
                    guard ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1"].contains(encoding.lowercased()) else {
                        i = start
                        throw refuse("the XML declaration names the encoding '\(encoding)'; Tandem reads XML in UTF-8, as Android and Xcode write it")
                    }
                    latin1 = ["iso-8859-1", "latin1"].contains(encoding.lowercased())
                }
            } else if starts("<!--") {
                guard skip(to: "-->") else { throw refuse("a comment is not closed") }
            } else if starts("<!DOCTYPE") {
                throw refuse("a document type declaration (<!DOCTYPE …>) is not read: navigation graphs, menus, string resources and storyboards have none, and its entities could read files or the network; remove it")
            } else {
                break
            }
        }
        // Processing instructions past the declaration: none in these files, and FoundationXML's parser crashes on one
        // without data (`<?x?>`, a fuzzer finding). Comments and CDATA may hold the characters.
        while i + 1 < bytes.count {
            if bytes[i] != UInt8(ascii: "<") { i += 1; continue }
            if starts("<!--") {
                guard skip(to: "-->") else { break }
            } else if starts("<![CDATA[") {
                guard skip(to: "]]>") else { break }
            } else if bytes[i + 1] == UInt8(ascii: "?") {
                throw refuse(instruction)
            } else {
                i += 1
            }
        }
        // Text that is not UTF-8 (in a file that says it is, or says nothing) is refused here: FoundationXML's parser
        // traps on a processing instruction that is not (a fuzzer finding).
        if !latin1, let bad = firstInvalidUTF8(bytes) {
            i = bad
            throw refuse("invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true)); save the file as UTF-8")
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
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
