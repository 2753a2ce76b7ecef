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

    /// The document's text: pretty-printed, empty elements compact, with an XML declaration and, when given, a
    /// comment after it.
    public static func document(_ root: XMLElement, comment: String? = nil) -> String {
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "utf-8"
        var text = document.xmlString(options: [.nodePrettyPrint, .nodeCompactEmptyElement])
        // libxml2 writes standalone="no"; Android tools do not need it.
        if let standalone = text.range(of: " standalone=\"no\"") { text.removeSubrange(standalone) }
        if let comment, let end = text.range(of: "?>") {
            text.insert(contentsOf: "\n<!-- " + commentText(comment) + " -->", at: end.upperBound)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

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
