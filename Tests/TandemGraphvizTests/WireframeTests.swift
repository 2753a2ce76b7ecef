import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TandemAnalysis
@testable import TandemGraphviz
import TandemModel
import TandemSyntax
import Testing

/// The wireframes, read back as XML with libxml2: a group per screen with an iOS and an Android phone, every title
/// and label drawn, every transition and tab drawn, hostile text escaped, the same bytes every run.
@Suite struct WireframeTests {
    func xml(_ svg: String) throws -> XMLDocument { try XMLDocument(xmlString: svg) }
    func strings(_ doc: XMLDocument, _ xpath: String) throws -> [String] { try doc.nodes(forXPath: xpath).compactMap(\.stringValue) }

    @Test(arguments: examples) func everyScreenAndTransitionIsDrawn(_ example: String) throws {
        let a = analysis(of: example)
        let svg = Wireframes(analysis: a).svg()
        #expect(Wireframes(analysis: a).svg() == svg, "deterministic")
        let doc = try xml(svg)
        let groups = try strings(doc, "//*[local-name()='g'][starts-with(@id, 'wireframe-')]/@id")
        #expect(Set(groups) == Set(a.design.screens.map { "wireframe-" + $0.id }))
        let texts = Set(try strings(doc, "//*[local-name()='text']"))
        for screen in a.design.screens {
            // Two phones per screen: their platform marks.
            let marks = try strings(doc, "//*[local-name()='g'][@id='wireframe-\(screen.id)']//*[local-name()='text']")
            #expect(marks.contains("iOS") && marks.contains("Android"), "\(screen.id)")
            for element in screen.elements where [.button, .switch, .textField].contains(element.kind) {
                let label = element.label ?? element.name
                #expect(texts.contains { $0.hasPrefix(String(label.prefix(20))) }, "\(screen.id).\(element.name): \(label)")
            }
        }
        let titles = try strings(doc, "//*[local-name()='path']/*[local-name()='title']")
        for t in a.design.transitions where t.source.name != t.target.name {
            #expect(titles.contains("\(t.style.rawValue) \(t.source.name) → \(t.target.name)"), "\(t.source.name) → \(t.target.name)")
        }
        for group in a.design.tabGroups {
            for child in group.children { #expect(titles.contains("\(group.style.childNoun) \(child.name) of \(group.container.name)")) }
        }
    }

    /// A screen a tab pushes keeps the tab bar on iOS (UIKit pushes inside the tab's navigation controller), not on
    /// Android, where it covers the bar (TD402): its pair of phones draws one tab bar, with no tab marked.
    @Test func aScreenPushedInATabKeepsTheBarOnIOS() throws {
        let a = analysis(text: """
        requirement R1
        task T1 { satisfies R1 }
        screen Home { kind tabs }
        screen A { tasks T1 }
        screen B { tasks T1 }
        screen Detail { tasks T1 }
        navigation { start Home  tabs Home [A, B]  push A -> Detail allow tab-bar-covered }
        """)
        let doc = try xml(Wireframes(analysis: a).svg())
        func tabIcons(_ id: String) throws -> Int { try doc.nodes(forXPath: "//*[local-name()='g'][@id='wireframe-\(id)']//*[local-name()='circle']").count }
        #expect(try tabIcons("A") == 4, "a tab: the bar on both phones")
        #expect(try tabIcons("Detail") == 2, "pushed in a tab: the bar on the iPhone only")
        let marked = try strings(doc, "//*[local-name()='g'][@id='wireframe-Detail']//*[local-name()='circle']/@stroke")
        #expect(!marked.contains("#007AFF"), "no tab marked: \(marked)")
    }

    /// Beating Heart's wireframes as a golden file (TANDEM_RECORD=1 rewrites it).
    @Test func goldenWireframes() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/wireframes-beating-heart.svg")
        let svg = Wireframes(analysis: analysis(of: "beating-heart")).svg()
        try expectGolden(svg, at: url)
    }

    @Test func hostileTextIsEscapedAndAFocusDrawsNeighboursOnly() throws {
        let a = analysis(text: """
        requirement R1
        task T1 { satisfies R1 }
        screen A "<b>&\\"quoted\\"</b> \u{7}" { tasks T1 element go: button "Go <now>" -> go action go }
        screen B { tasks T1 }
        screen C { tasks T1 }
        navigation { start A  push A -> B on go  push B -> C }
        """)
        let doc = try xml(Wireframes(analysis: a).svg())
        let texts = try strings(doc, "//*[local-name()='text']")
        #expect(texts.contains { $0.contains("<b>&\"quoted\"</b> U+0007") }, "\(texts)")
        #expect(texts.contains("Go <now>"))
        let focus = try xml(Wireframes(analysis: a, slice: .focus(screen: "C", in: a)).svg())
        #expect(Set(try strings(focus, "//*[local-name()='g']/@id")) == ["wireframe-B", "wireframe-C"])
    }
}
