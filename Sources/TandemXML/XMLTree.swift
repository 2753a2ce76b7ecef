import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Android XML written as trees through libxml2 (FoundationXML), so every file is well formed and escaped by
/// construction: the generated resources and the exported navigation graph share these.
public enum XMLTree {
    /// Declares a namespace prefix as an `xmlns:` attribute: the same text as a namespace node, without the libxml2
    /// namespace that FoundationXML's `XMLNode.namespace` allocates and never frees.
    public static func declare(_ prefix: String, _ uri: String, on element: XMLElement) {
        // Declarations come first, in the order made, as Android Studio writes them.
        let existing = element.attributes ?? []
        let isDeclaration: (XMLNode) -> Bool = { $0.name?.hasPrefix("xmlns:") == true }
        element.attributes = existing.filter(isDeclaration)
            + [XMLNode.attribute(withName: "xmlns:" + prefix, stringValue: uri) as! XMLNode]
            + existing.filter { !isDeclaration($0) }
    }

    public static func element(_ name: String, _ attributes: [(String, String)]) -> XMLElement {
        let e = XMLElement(name: name)
        for (key, value) in attributes {
            e.addAttribute(XMLNode.attribute(withName: key, stringValue: value) as! XMLNode)
        }
        return e
    }

    /// The text of the document whose root `build` makes: pretty-printed, empty elements compact, with an XML
    /// declaration and, when given, a comment after it.
    /// Every node of the tree lives inside `build` and this call, and is freed before the document: libxml2's nodes
    /// point at their document, and FoundationXML frees a document before the nodes it holds (or a caller still holds),
    /// which read it as they are freed.
    public static func document(comment: String? = nil, _ build: () -> XMLElement) -> String {
        var root: XMLElement? = build()
        let document = XMLDocument(rootElement: root!)
        document.version = "1.0"
        document.characterEncoding = "utf-8"
        var text = document.xmlString(options: [.nodePrettyPrint, .nodeCompactEmptyElement])
        root!.detach()
        root = nil
        withExtendedLifetime(document) {}
        // libxml2 writes standalone="no"; Android tools do not need it.
        if let standalone = text.range(of: " standalone=\"no\"") { text.removeSubrange(standalone) }
        if let comment, let end = text.range(of: "?>") {
            text.insert(contentsOf: "\n<!-- " + commentText(comment) + " -->", at: end.upperBound)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Each group of the nodes `build` makes, as `document` writes it inside elements named `path` (`["manifest",
    /// "application"]`): its lines, indented for that depth, each ending in a newline. For a file whose entries are made
    /// apart (`document(placing:_:)`).
    public static func pieces(under path: [String], _ build: () -> [[XMLNode]]) -> [String] {
        var count = 0
        let text = document {
            let root = XMLElement(name: path.first ?? "root")
            var inner = root
            for name in path.dropFirst() {
                let next = XMLElement(name: name)
                inner.addChild(next)
                inner = next
            }
            // The groups apart by a mark each, on a line of its own.
            for group in build() {
                if count > 0 { inner.addChild(XMLNode.comment(withStringValue: placeholder) as! XMLNode) }
                for node in group { inner.addChild(node) }
                count += 1
            }
            return root
        }
        guard count > 0 else { return [] }
        // The declaration and the opening lines, then the groups, then the closing lines.
        let depth = max(path.count, 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(1 + depth).dropLast(1 + depth)
        let mark = String(repeating: "  ", count: depth) + "<!--" + placeholder + "-->"
        var made = [""]
        for line in lines {
            if line == mark { made.append("") } else { made[made.count - 1] += line + "\n" }
        }
        return made
    }

    /// The document whose root `build` makes, with `pieces` (`pieces(under:_:)`) where `build` put the mark it is given:
    /// the file's frame from libxml2, its entries made apart. No mark is given when there are no pieces.
    public static func document(placing pieces: [String], _ build: (_ mark: XMLNode?) -> XMLElement) -> String {
        let frame = document { build(pieces.isEmpty ? nil : XMLNode.comment(withStringValue: placeholder) as? XMLNode) }
        // The mark, which no text of a design makes (libxml2 writes `<` in text and attributes as `&lt;`, and a comment
        // `comment` makes never holds `--`): its line, indentation and all, when it has one.
        guard let at = frame.range(of: "<!--" + placeholder + "-->") else { return frame }
        var from = at.lowerBound, to = at.upperBound
        let lineStart = frame[..<from].lastIndex(of: "\n").map(frame.index(after:)) ?? frame.startIndex
        if frame[lineStart..<from].allSatisfy({ $0 == " " }), to < frame.endIndex, frame[to] == "\n" {
            (from, to) = (lineStart, frame.index(after: to))
        }
        return String(frame[..<from]) + pieces.joined() + String(frame[to...])
    }

    static let placeholder = "tandem:pieces"

    /// A comment node holding `text` (made safe for a comment), for a tree `document` writes.
    public static func comment(_ text: String) -> XMLNode {
        XMLNode.comment(withStringValue: " " + commentText(text) + " ") as! XMLNode
    }

    /// Text as the inside of an XML comment: no `--` (nor a `-` before the closing `-->`), no character XML refuses.
    public static func commentText(_ s: String) -> String {
        // Nearly every comment (a translator's note on each string) has nothing to mend: one pass over the bytes.
        var previous: UInt8 = 0, plain = true
        for byte in s.utf8 {
            if (byte < 0x20 && byte != 0x09) || (byte == UInt8(ascii: "-") && previous == UInt8(ascii: "-")) { plain = false; break }
            previous = byte
        }
        if plain && previous != UInt8(ascii: "-") { return s }
        var out = String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" ? " " : $0 }))
        while out.contains("--") { out = out.replacing("--", with: "- -") }
        return out.hasSuffix("-") ? out + " " : out
    }
}
