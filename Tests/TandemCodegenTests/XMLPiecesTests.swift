import Dispatch
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemTestSupport
import TandemXML
import Testing

/// The app's XML files are written from entries made apart (`XMLTree.pieces`, `XMLTree.document(placing:_:)`): the text
/// must be what libxml2 writes of the whole tree, whatever the entries hold.
@Suite struct XMLPiecesTests {
    /// Texts that libxml2 escapes, breaks lines with or keeps as they are.
    static let texts = ["", "plain", "a & b < c > d", "\"quoted\" and 'single'", "é 日本 😀", "two\nlines\n  <indented",
                        "tab\there", "]]>", "  leading and trailing  ", "--", "<!--tandem:pieces-->", "\r\n"]

    /// One entry's nodes, made the same way each time from `seed`: a comment (sometimes), then an element with
    /// attributes, text or children.
    static func entry(_ seed: Int) -> [XMLNode] {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
        let text = { texts[random(texts.count)] }
        var nodes: [XMLNode] = []
        if random(2) == 0 { nodes.append(XMLTree.comment(text() + " note \(seed)")) }
        let element = XMLTree.element(["string", "activity", "item"][random(3)], [("android:name", text()), ("name", "n\(seed)")])
        switch random(3) {
        case 0: element.stringValue = text()
        case 1:
            for k in 0..<random(4) {
                let child = XMLTree.element("item", [("k", "\(k)")])
                child.stringValue = text()
                element.addChild(child)
            }
        default: break
        }
        nodes.append(element)
        return nodes
    }

    /// The file's frame: elements named `path`, one in the other, the first with a child before them; `fill` gives the
    /// innermost its children.
    static func frame(_ path: [String], fill: (XMLElement) -> Void) -> XMLElement {
        let root = XMLTree.element(path[0], [("xmlns:android", "http://schemas.android.com/apk/res/android")])
        root.addChild(XMLTree.element("before", []))
        var inner = root
        for name in path.dropFirst() {
            let next = XMLTree.element(name, [])
            inner.addChild(next)
            inner = next
        }
        fill(inner)
        return root
    }

    /// The whole document, made as one tree: the frame, with every entry's nodes in its innermost element.
    static func whole(_ seeds: [Int], path: [String]) -> String {
        XMLTree.document { frame(path) { inner in for seed in seeds { for node in entry(seed) { inner.addChild(node) } } } }
    }

    /// The same, each entry written apart and placed in the frame.
    static func placed(_ seeds: [Int], path: [String]) -> String {
        let pieces = XMLTree.pieces(under: path) { seeds.map(entry) }
        #expect(pieces.count == seeds.count)
        return XMLTree.document(placing: pieces) { mark in frame(path) { inner in if let mark { inner.addChild(mark) } } }
    }

    @Test func piecesPlacedAreTheWholeDocument() {
        // On both cores at once: trees made and freed side by side, as generation makes them.
        nonisolated(unsafe) var failures: [String] = []
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 400) { round in
            var random = SeededRandom(seed: UInt64(round))
            let seeds = (0..<random(12)).map { _ in random(10_000) }
            let path = [["resources"], ["manifest", "application"], ["a", "b", "c"]][round % 3]
            let (a, b) = (Self.placed(seeds, path: path), Self.whole(seeds, path: path))
            if a != b { lock.withLock { failures.append("round \(round), \(path):\n\(a)\n---\n\(b)") } }
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
    }

    @Test func noEntriesLeaveTheFrameAsLibxml2WritesIt() {
        #expect(Self.placed([], path: ["manifest", "application"]).contains("<application/>"))
        #expect(Self.placed([], path: ["resources"]) == Self.whole([], path: ["resources"]))
    }
}
