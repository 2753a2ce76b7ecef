import Testing
import TandemMustache

/// A small object graph for the tests: fields by name, with one transform.
struct Item: MustacheObject {
    var fields: [String: MustacheValue] = [:]
    var text = ""

    func value(forKey key: String) -> MustacheValue? { fields[key] }
    func transform(_ name: String) -> MustacheValue? { name == "shout" ? .string(text.uppercased() + "!") : nil }
    var mustacheText: String { text }
}

func render(_ template: String, _ fields: [String: MustacheValue] = [:], partials: [String: String] = [:]) throws -> String {
    var library = MustacheLibrary()
    for (name, text) in partials { try library.register(text, named: name) }
    return try MustacheTemplate(template).renderString(.object(Item(fields: fields)), library: library)
}

func parseError(_ template: String) -> MustacheParseError? {
    do { _ = try MustacheTemplate(template); return nil } catch { return error }
}

@Suite struct InterpolationTests {
    @Test func valuesAreEscapedForHTMLUnlessTheTemplateSaysText() throws {
        let fields: [String: MustacheValue] = ["v": .string("<a & 'b'>")]
        #expect(try render("{{v}}", fields) == "&lt;a &amp; &#39;b&#39;&gt;")
        #expect(try render("{{{v}}}|{{& v}}", fields) == "<a & 'b'>|<a & 'b'>")
        #expect(try render("{{% CONTENT_TYPE: TEXT}}{{v}}", fields) == "<a & 'b'>")
    }

    @Test func numbersBooleansAndObjectsWriteTheirText() throws {
        #expect(try render("{{n}} {{b}} {{o}}", ["n": .int(-3), "b": .bool(false), "o": .object(Item(text: "it"))]) == "-3 false it")
    }

    @Test func namesClimbTheContextUnlessAnchored() throws {
        let inner = Item(fields: ["b": .string("inner")])
        let fields: [String: MustacheValue] = ["a": .object(inner), "b": .string("outer"), "c": .string("root")]
        #expect(try render("{{#a}}{{b}} {{c}} {{.b}}|{{.c}}|{{/a}}", fields) == "inner root inner||")
        #expect(try render("{{a.b}} {{a.c}} {{missing}}", fields) == "inner  ")
    }
}

@Suite struct SectionTests {
    @Test func listsRepeatFalseAndNothingHide() throws {
        let list: MustacheValue = .list(["x", "y", "z"])
        #expect(try render("{{#l}}{{.}}{{^last()}}, {{/last()}}{{/l}}", ["l": list]) == "x, y, z")
        #expect(try render("{{#l}}{{index()}}{{#first()}}F{{/first()}}{{#odd()}}o{{/odd()}}{{/l}}", ["l": list]) == "0F1o2")
        #expect(try render("[{{#l}}x{{/l}}][{{^l}}empty{{/l}}]", ["l": .list([String]())]) == "[][empty]")
        #expect(try render("[{{#f}}x{{/f}}{{^f}}not{{/f}}][{{#nope}}x{{/nope}}{{^nope}}none{{/nope}}]", ["f": .bool(false)]) == "[not][none]")
        #expect(try render("{{#t}}{{v}}{{/t}}", ["t": .bool(true), "v": .string("kept")]) == "kept")
    }

    @Test func transformsApplyInnermostFirst() throws {
        let fields: [String: MustacheValue] = ["o": .object(Item(text: "hi")), "s": .string("Ab"), "l": .list(["a", "b"])]
        #expect(try render("{{shout(o)}} {{uppercased(s)}} {{lowercased(reversed(s))}} {{count(l)}}", fields) == "HI! AB ba 2")
        #expect(try render("{{#empty(l)}}no{{/empty(l)}}{{^empty(l)}}yes{{/empty(l)}} {{unknown(s)}}.", fields) == "yes .")
    }

    /// The spec's standalone rule: a line holding only a section, end, comment or pragma tag leaves no trace.
    @Test func standaloneTagLinesLeaveNoTrace() throws {
        let fields: [String: MustacheValue] = ["b": .bool(true)]
        #expect(try render("| This Is\n  {{#b}}\n|\n  {{/b}}\n| A Line\n", fields) == "| This Is\n|\n| A Line\n")
        #expect(try render("a\n  {{! note }}\nb\r\n{{#b}}\r\nc\r\n{{/b}}\r\n", fields) == "a\nb\r\nc\r\n")
        #expect(try render("  {{#b}}x{{/b}}  \n", fields) == "  x  \n")
        #expect(try render(" {{! inline }} y\n") == "  y\n")
    }

    @Test func standalonePartialsIndentEachLine() throws {
        let partials = ["p": "one\n{{#b}}\ntwo {{v}}\n{{/b}}\n", "html": "{{v}}"]
        let fields: [String: MustacheValue] = ["b": .bool(true), "v": .string("<x>")]
        #expect(try render("begin\n    {{> p}}\nend\n", fields, partials: partials) == "begin\n    one\n    two &lt;x&gt;\nend\n")
        #expect(try render("{{% CONTENT_TYPE: TEXT}}{{v}} {{>html}}", fields, partials: partials) == "<x> &lt;x&gt;")
    }

    @Test func delimitersCanChange() throws {
        #expect(try render("{{=<% %>=}}\n<% v %> {{v}}\n", ["v": .string("x")]) == "x {{v}}\n")
    }
}

@Suite struct MustacheErrorTests {
    @Test func brokenTemplatesSayWhereAndWhy() {
        let unclosed = parseError("line\n  {{#a}}\n")
        #expect(unclosed?.line == 2 && unclosed?.message == "section 'a' is never closed")
        let mismatched = parseError("{{#a}}\n{{/b}}")
        #expect(mismatched?.description == "2:1: '{{/b}}' ends section 'a'")
        #expect(parseError("{{/a}}")?.message.contains("not opened") == true)
        #expect(parseError("x {{name")?.description == "1:3: unclosed variable: no '}}' after it")
        #expect(parseError("{{a b}}")?.message.contains("is not a name") == true)
        #expect(parseError("{{f(g(x)}}")?.message.contains("'(' needs its ')'") == true)
        #expect(parseError("{{<parent}}{{/parent}}")?.message.contains("inheritance") == true)
        #expect(parseError("{{% CONTENT_TYPE: JSON}}")?.message.contains("TEXT or HTML") == true)
        #expect(parseError("{{=<%=}}") != nil)
        #expect(parseError(String(repeating: "{{#a}}", count: 500))?.message.contains("nest more than") == true)
    }

    /// A tag's name read as bytes means what the rules say on characters: random names of letters, dots, parentheses
    /// and blanks, against a reading of the rules written here on `Character`s.
    @Test func namesReadAsTheRulesSay() throws {
        func reference(_ raw: String) -> [String]?? {
            let blanks: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
            let text = String(raw.drop { blanks.contains($0) }.reversed().drop { blanks.contains($0) }.reversed())
            let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()")
            guard !text.isEmpty, text.allSatisfy(allowed.contains) else { return .some(nil) }
            var rest = Substring(text), transforms = 0
            while let paren = rest.firstIndex(of: "(") {
                guard paren != rest.startIndex, !rest[..<paren].contains(")") else { return .some(nil) }
                transforms += 1
                rest = rest[rest.index(after: paren)...]
            }
            let name = rest.prefix { $0 != ")" }, closing = rest.drop { $0 != ")" }
            guard closing.count == transforms, closing.allSatisfy({ $0 == ")" }) else { return .some(nil) }
            if name == "." { return .some([]) }
            if name.isEmpty { return transforms > 0 ? .some([]) : .some(nil) }
            let names = name.split(separator: ".").map(String.init)
            return names.isEmpty ? .some(nil) : .some(names)
        }
        let pieces = ["a", "b2", ".", "(", ")", " ", "\t", "-", "_", "é", "\r\n", "f(", "x)"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let raw = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let parsed = try? MustacheTemplate("{{" + raw + "}}")
            switch reference(raw) {
            case .some(nil), .none: #expect(parsed == nil, "\(raw.debugDescription)")
            case .some(let names?):
                #expect(parsed?.namesRead == (names.isEmpty ? [] : [names]), "\(raw.debugDescription)")
            }
        }
    }

    /// A partial that includes itself without end is an error, not a crash.
    @Test func endlessPartialsStop() throws {
        var library = MustacheLibrary()
        try library.register("[{{>b}}]", named: "a")
        try library.register("{{>a}}", named: "b")
        #expect(throws: MustacheRenderError.self) { try library.render(.object(Item()), withTemplate: "a") }
        try library.register("{{>missing}}", named: "c")
        #expect(library.missingPartials.map(\.partial) == ["missing"])
    }
}

/// Where Tandem follows the Mustache spec rather than swift-mustache, and the limits that keep a user's template from
/// taking the machine down.
@Suite struct SpecAndLimitTests {
    @Test func everyLineOfAStandalonePartialIsIndented() throws {
        let partials = ["p": "{{#items}}\n- {{.}}\n{{/items}}\n"]
        #expect(try render("  {{>p}}\nend\n", ["items": .list(["a", "b"])], partials: partials) == "  - a\n  - b\nend\n")
        // Text a value brings is the value's: not indented.
        #expect(try render("  {{>v}}\n", ["v": .string("x\ny")], partials: ["v": "{{v}}\n"]) == "  x\ny\n")
    }

    /// A line after a section end that stood alone starts afresh; after one that did not, it does not.
    @Test func theLineAfterASectionEndFollowsTheEnd() throws {
        let fields: [String: MustacheValue] = ["a": .bool(true), "b": .bool(true)]
        #expect(try render("x{{#a}}\ny\n{{/a}}\n{{#b}}\nz\n{{/b}}\n", fields) == "x\ny\nz\n")
        #expect(try render("{{#a}}\ny{{/a}} {{! c }}\nnext\n", fields) == "y \nnext\n")
    }

    @Test func delimitersAreWhitespaceSeparatedAndShort() throws {
        #expect(try render("{{=<%\n%>=}}<%v%>", ["v": .string("x")]) == "x")
        #expect(parseError("{{=" + String(repeating: "a", count: 40) + " b=}}")?.message.contains("at most 16 bytes") == true)
        #expect(parseError("{{=<% %>=}}<%#a%><%/b%>")?.message == "'<%/b%>' ends section 'a'")
    }

    @Test func columnsCountCharacters() {
        #expect(parseError("e\u{301}é {{x")?.description == "1:4: unclosed variable: no '}}' after it")
        #expect(parseError("{{a\r\nb}}")?.message.contains("is not a name") == true)
        #expect(parseError("{{#a\r\n}}x{{/a}}") == nil)
    }

    @Test func runawayTemplatesStopWithAnError() throws {
        var library = MustacheLibrary()
        let deep = String(repeating: "{{#t}}", count: 99) + "{{>P}}" + String(repeating: "{{/t}}", count: 99)
        try library.register(deep, named: "P")
        let root = MustacheValue.object(Item(fields: ["t": .bool(true)]))
        #expect(throws: MustacheRenderError.self) { try library.render(root, withTemplate: "P") }
        // Sections over a list of three, 30 deep: 3^30 items. Small limits here; 10 million items and 64 MB by default.
        let lists = MustacheValue.object(Item(fields: ["l": .list(["a", "b", "c"])]))
        var small = MustacheLibrary()
        small.limits.iterations = 1_000
        small.limits.output = 10_000
        try small.register(String(repeating: "{{#l}}", count: 30) + String(repeating: "{{/l}}", count: 30), named: "quiet")
        try small.register(String(repeating: "{{#l}}", count: 30) + String(repeating: "x", count: 100) + String(repeating: "{{/l}}", count: 30), named: "loud")
        let quiet = #expect(throws: MustacheRenderError.self) { try small.render(lists, withTemplate: "quiet") }
        #expect(quiet?.description == "the rendering passed 1000 list items: do sections over lists nest within each other?")
        let loud = #expect(throws: MustacheRenderError.self) { try small.render(lists, withTemplate: "loud") }
        #expect(loud?.description == "the rendering passed 10000 bytes: do sections over lists nest within each other?")
        #expect(try render("{{plusone(n)}}", ["n": .int(Int.max)]) == String(Int.min))
    }

    /// What a template can read of the root, through its partials: every path's first name (inside a section too,
    /// where a name not found climbs to the root); `{{.}}` outside every section reads the root whole.
    @Test func theNamesATemplateReadsOfTheRoot() throws {
        var library = MustacheLibrary()
        try library.register("{{app.name}}{{#screen}}{{swift(title)}}{{> row}}{{/screen}}{{^ .hasModels}}{{/ .hasModels}}", named: "file")
        try library.register("{{#screens}}{{.}}{{first()}}{{/screens}}{{> leaf}}", named: "row")
        try library.register("{{.}}{{> row}}", named: "leaf")
        try library.register("{{#models}}{{/models}}{{.}}", named: "whole")
        try library.register("{{> leaf}}", named: "top")
        #expect(library.rootNamesRead(by: "file") == ["app", "screen", "title", "hasModels", "screens"])
        #expect(library.rootNamesRead(by: "whole") == nil)
        // `leaf` reads the root whole where it is included outside every section.
        #expect(library.rootNamesRead(by: "top") == nil)
        #expect(library.rootNamesRead(by: "missing") == nil)
    }
}

/// What a rendering keeps of the items of a root's list for the next (`MustacheMemo`): the next writes what a
/// rendering from nothing writes, and takes only what it may.
@Suite struct MemoTests {
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        // A partial at its line's start (indented), escaping on, list positions, an inner list, a name of the root
        // read from inside the items, and a section whose text reads the list again (never kept).
        try! library.register("""
        head {{app}}
        {{#screens}}
          {{> row}}
        {{/screens}}
        {{#screens}}{{name}}{{^last()}}, {{/last()}}{{/screens}}
        {{#screens}}{{#screens}}{{title}}{{/screens}};{{/screens}}
        {{% CONTENT_TYPE: TEXT}}
        {{#screens}}{{title}}@{{app}}{{#tags}}[{{.}}]{{/tags}} {{/screens}}
        """, named: "file")
        try! library.register("- {{name}} <{{title}}>\n  more of {{name}}\n", named: "row")
        return library
    }()

    static func root(_ titles: [String], app: String = "App") -> MustacheValue {
        let screens = titles.enumerated().map { i, title in
            Item(fields: ["name": .string("S\(i)"), "title": .string(title), "tags": .list(["a", "b"].map { $0 + title })])
        }
        return .object(Item(fields: ["app": .string(app), "screens": .list(screens)]))
    }

    /// Each item's key: what its text is made from.
    static func keys(_ titles: [String]) -> [String: [String]] { ["screens": titles.enumerated().map { "S\($0)|\($1)" }] }

    static func render(_ titles: [String], app: String = "App", memo: MustacheMemo?) throws -> String {
        memo?.begin(context: app, lists: keys(titles))
        defer { memo?.end() }
        return String(decoding: try library.render(root(titles, app: app), withTemplate: "file", memo: memo)!, as: UTF8.self)
    }

    @Test func keptItemsWriteWhatARenderingFromNothingDoes() throws {
        let memo = MustacheMemo()
        var titles = ["One & two", "<Two>", "Three"]
        #expect(try Self.render(titles, memo: memo) == Self.render(titles, memo: nil))
        #expect(memo.lastTaken == 0)
        // One title changed: each kept section takes the other two items' text (three sections kept, the one that
        // reads the list again not).
        titles[1] = "Deux"
        #expect(try Self.render(titles, memo: memo) == Self.render(titles, memo: nil))
        #expect(memo.lastTaken == 3 * 2)
        // The same again: every item of the kept sections.
        #expect(try Self.render(titles, memo: memo) == Self.render(titles, memo: nil))
        #expect(memo.lastTaken == 3 * 3)
        // An item added: each item's place in the list (what `last()` reads) is another.
        titles.append("Four")
        #expect(try Self.render(titles, memo: memo) == Self.render(titles, memo: nil))
        #expect(memo.lastTaken == 0)
        // Something else of the root: nothing kept.
        _ = try Self.render(titles, memo: memo)
        #expect(try Self.render(titles, app: "Other", memo: memo) == Self.render(titles, app: "Other", memo: nil))
        #expect(memo.lastTaken == 0)
    }

    /// Renders `template` (with `partials`) over items titled `titles`, each item's key its title alone.
    static func rendered(_ template: String, _ titles: [String], partials: [String: String] = [:], iterations: Int? = nil,
                         memo: MustacheMemo?) throws -> String {
        var library = MustacheLibrary()
        try library.register("{{% CONTENT_TYPE: TEXT}}" + template, named: "t")
        for (name, text) in partials { try library.register("{{% CONTENT_TYPE: TEXT}}" + text, named: name) }
        if let iterations { library.limits.iterations = iterations }
        let root = MustacheValue.object(Item(fields: ["screens": .list(titles.map {
            Item(fields: ["title": .string($0), "tags": .list(["x", "y"])])
        })]))
        memo?.begin(context: "c", lists: ["screens": titles])
        defer { memo?.end() }
        return String(decoding: try library.render(root, withTemplate: "t", memo: memo)!, as: UTF8.self)
    }

    /// What a kept item's text depends on besides its key: its place (`last()`), the indentation of the partial it is
    /// in, and what the section's partials read of the list.
    @Test func anItemIsKeptAtItsPlaceIndentationAndPartials() throws {
        let cases: [(template: String, partials: [String: String], before: [String], after: [String])] = [
            // The same items in another order: the last one is another.
            ("{{#screens}}{{title}}{{^last()}}, {{/last()}}{{/screens}}\n", [:], ["A", "B", "C"], ["C", "B", "A"]),
            // One partial included at two indentations.
            ("a\n  {{> list}}\n    {{> list}}\n", ["list": "{{#screens}}{{title}}\n{{/screens}}"], ["A", "B"], ["A", "B"]),
            // A partial inside the section reads the list again: never kept.
            ("{{#screens}}<{{> inner}}>{{/screens}}\n", ["inner": "{{#screens}}{{title}}{{/screens}}"], ["A", "B"], ["A", "Be"]),
        ]
        for c in cases {
            let memo = MustacheMemo()
            _ = try Self.rendered(c.template, c.before, partials: c.partials, memo: memo)
            #expect(try Self.rendered(c.template, c.after, partials: c.partials, memo: memo) == Self.rendered(c.template, c.after, partials: c.partials, memo: nil),
                    "\(c.template)")
        }
    }

    /// A rendering that copies kept items stops at a limit where one from nothing stops.
    @Test func keptItemsCountTowardsTheLimits() throws {
        let template = "{{#screens}}{{title}}{{#tags}}.{{/tags}}{{/screens}}"
        let memo = MustacheMemo()
        _ = try Self.rendered(template, ["A", "B", "C"], memo: memo)
        // Three items and two tags in each: nine.
        #expect(throws: MustacheRenderError.self) { try Self.rendered(template, ["A", "B", "C"], iterations: 8, memo: nil) }
        #expect(throws: MustacheRenderError.self) { try Self.rendered(template, ["A", "B", "C"], iterations: 8, memo: memo) }
    }

    /// A section reached through partials nested to their limit fails there, though the same section's items were
    /// kept from a shallower place: the depth is part of what an item's text is kept with.
    @Test func aKeptItemFailsWhereItsRenderingWould() throws {
        // `list` at the top, then in the next run under 63 partials, where its item's partial would be the 65th.
        var partials = ["list": "{{#screens}}{{> leaf}}{{/screens}}", "leaf": "{{title}}"]
        for i in 0..<63 { partials["c\(i)"] = i == 62 ? "{{> list}}" : "{{> c\(i + 1)}}" }
        let memo = MustacheMemo()
        #expect(try Self.rendered("{{> list}}", ["A", "B"], partials: partials, memo: memo) == "AB")
        #expect(throws: MustacheRenderError.self) { try Self.rendered("{{> c0}}", ["A", "B"], partials: partials, memo: nil) }
        #expect(throws: MustacheRenderError.self) { try Self.rendered("{{> c0}}", ["A", "B"], partials: partials, memo: memo) }
    }

    /// A run that does not render a template (its file taken as it was) leaves its items' texts for the next.
    @Test func aRunThatRendersNothingKeepsWhatItDidNotRender() throws {
        let memo = MustacheMemo()
        _ = try Self.rendered("{{#screens}}{{title}}{{/screens}}", ["A", "B"], memo: memo)
        memo.begin(context: "c", lists: ["screens": ["A", "B"]])
        memo.end()
        _ = try Self.rendered("{{#screens}}{{title}}{{/screens}}", ["A", "B"], memo: memo)
        #expect(memo.lastTaken == 2)
    }
}
