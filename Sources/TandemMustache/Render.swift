import Foundation

/// Templates by name, so that they can include each other as partials.
public struct MustacheLibrary: Sendable {
    private(set) var templates: [String: MustacheTemplate] = [:]
    public var limits = MustacheLimits()

    public init() {}

    public mutating func register(_ text: String, named name: String) throws(MustacheParseError) {
        templates[name] = try MustacheTemplate(text)
    }

    public mutating func register(_ template: MustacheTemplate, named name: String) {
        templates[name] = template
    }

    public func template(named name: String) -> MustacheTemplate? { templates[name] }

    /// Each partial a template includes that no template of the library defines, sorted.
    public var missingPartials: [(template: String, partial: String)] {
        templates.flatMap { name, template in
            template.partials.filter { templates[$0] == nil }.map { (template: name, partial: $0) }
        }.sorted { ($0.template, $0.partial) < ($1.template, $1.partial) }
    }

    /// What rendering template `name` can read of the root object: the first name of every path it, or a partial it
    /// includes however deep, reads (a name looked up from inside a section may climb to the root too); nil when it
    /// reads the root whole (`{{.}}` outside every section) or there is no such template. A file made from it
    /// depends on those of the root's values and on nothing else of it.
    public func rootNamesRead(by name: String) -> Set<String>? {
        guard let template = templates[name] else { return nil }
        let read = namesRead(in: template.nodes, top: true, of: name)
        return read.whole ? nil : read.names
    }

    /// The first name of every path `nodes`, or a partial they include however deep, read (a name looked up from
    /// inside a section may climb further out), and whether they read the object they are rendered against whole
    /// (`{{.}}` outside every section, when `top`). `template`: the one `nodes` are, walked once.
    func namesRead(in nodes: [Node], top: Bool, of template: String? = nil) -> (names: Set<String>, whole: Bool) {
        var names = Set<String>(), whole = false
        // Each template once at the top and once inside a section: `.` reads the root only at the top.
        var visited = Set<String>()
        func walk(_ nodes: [Node], top: Bool) {
            for node in nodes {
                switch node {
                case .variable(let path, _): read(path, top: top)
                case .section(let path, let children, _, _):
                    read(path, top: top)
                    walk(children, top: false)
                case .partial(let partial, _):
                    if let template = templates[partial], visited.insert((top ? "^" : "_") + partial).inserted { walk(template.nodes, top: top) }
                case .text, .escaping: break
                }
            }
        }
        func read(_ path: MustachePath, top: Bool) {
            switch path.start {
            case .current: if top { whole = true }
            case .climbing, .anchored: if let first = path.names.first { names.insert(first) }
            case .position: break
            }
        }
        if let template { visited.insert((top ? "^" : "_") + template) }
        walk(nodes, top: top)
        return (names, whole)
    }

    /// The template `name` rendered against `root` as UTF-8; nil when there is no such template. `memo`: what an
    /// earlier rendering wrote for the items of the root's lists, and what this one writes (`MustacheMemo`).
    public func render(_ root: MustacheValue, withTemplate name: String, memo: MustacheMemo? = nil) throws(MustacheRenderError) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        return try template.render(root, library: self, memo: memo, named: name)
    }
}

/// What renderings of one template set keep for the next: the text a section at the top of a template wrote for each
/// item of a list of the root (`{{#screens}}…{{/screens}}`), by the item's key (what it is made from, which the
/// caller knows). A run that changed one item writes that item's text and copies the others'. Kept only for a section
/// whose text reads nothing of its list but the item (no `screens` inside it, a partial's included), and only while
/// everything else of the root is the same (`begin(context:)`); with the place, the escaping, the indentation and the
/// line start it was written at.
public final class MustacheMemo: @unchecked Sendable {
    struct Key: Hashable {
        var template: String
        var section: Int
        var item: String
        var index: Int
        var count: Int
        var escaping: Bool
        var indentation: [UInt8]
        var lineStart: Bool
        /// How deep in sections and partials: a rendering deeper may pass the limit where this one did not.
        var depth: Int
    }

    struct Entry {
        var bytes: [UInt8]
        var lineStart: Bool
        var iterations: Int
    }

    private let lock = NSLock()
    private var context: String?
    private var lists: [String: [String]] = [:]
    /// By the template or partial the section is in: one the run rendered replaces its entries whole, without a look
    /// at each (a partial two templates share and only one rendered loses the other's: they are made again).
    private var kept: [String: [Key: Entry]] = [:]
    private var made: [String: [Key: Entry]] = [:]
    private var sections: [String: Bool] = [:]

    public init() {}

    /// A run's renderings begin: `context` says what the root holds besides `lists`, each list's items' keys in
    /// order. What the last run kept serves only if its context was this one. One run at a time (`tandem watch`
    /// generates one save after another).
    public func begin(context: String, lists: [String: [String]]) {
        lock.withLock {
            if self.context != context { (kept, sections) = ([:], [:]) }
            self.context = context
            self.lists = lists
            made = [:]
            takenNow = 0
        }
    }

    /// The run's renderings are done: what they wrote is kept for the next. A template the run did not render (its
    /// file taken as it was) keeps what the run before kept of the items still in their lists, at their places, for
    /// the next run that renders it.
    public func end() {
        lock.withLock {
            // An entry is kept only where its item still stands: no place of a list is kept twice.
            let places = lists.values
            for (template, entries) in kept where made[template] == nil {
                made[template] = entries.filter { entry in
                    places.contains { $0.count == entry.key.count && $0[entry.key.index] == entry.key.item }
                }
            }
            kept = made
            made = [:]
            takenLast = takenNow
        }
    }

    private var takenNow = 0, takenLast = 0
    /// How many items' texts the last run took from the runs before (tests and the benchmark).
    public var lastTaken: Int { lock.withLock { takenLast } }

    /// The key of item `index` of the list `name`, or nil when the section `at` of `template` is not kept.
    func key(template: String, section at: Int, list name: String, body: [Node], library: MustacheLibrary?, index: Int, count: Int,
             escaping: Bool, indentation: [UInt8], lineStart: Bool, depth: Int) -> Key? {
        lock.lock()
        defer { lock.unlock() }
        guard let items = lists[name], items.count == count else { return nil }
        let id = template + "#" + String(at)
        let keeps: Bool
        if let known = sections[id] {
            keeps = known
        } else {
            keeps = !(library?.namesRead(in: body, top: false).names.contains(name) ?? true)
            sections[id] = keeps
        }
        guard keeps else { return nil }
        return Key(template: template, section: at, item: items[index], index: index, count: count, escaping: escaping,
                   indentation: indentation, lineStart: lineStart, depth: depth)
    }

    func kept(_ key: Key) -> Entry? {
        lock.withLock {
            guard let entries = kept[key.template], let entry = entries[key] else { return nil }
            // Room for every entry the template had: a run takes nearly all of them.
            made[key.template, default: Dictionary(minimumCapacity: entries.count)][key] = entry
            takenNow += 1
            return entry
        }
    }

    func store(_ key: Key, _ entry: Entry) { lock.withLock { made[key.template, default: [:]][key] = entry } }
}

extension MustacheTemplate {
    /// The template rendered against `root`, as UTF-8. Partials come from `library`; one it lacks renders nothing.
    public func render(_ root: MustacheValue, library: MustacheLibrary? = nil) throws(MustacheRenderError) -> [UInt8] {
        try render(root, library: library, memo: nil, named: "")
    }

    /// `memo` with the template's `name`, which the texts it keeps are filed under.
    func render(_ root: MustacheValue, library: MustacheLibrary?, memo: MustacheMemo?, named name: String) throws(MustacheRenderError) -> [UInt8] {
        var renderer = MustacheRenderer(root: root, library: library, limits: library?.limits ?? MustacheLimits())
        renderer.memo = memo
        renderer.template = name
        renderer.render(nodes, escaping: true, position: nil, indentation: nil)
        if let failure = renderer.failure { throw failure }
        return renderer.out
    }

    public func renderString(_ root: MustacheValue, library: MustacheLibrary? = nil) throws(MustacheRenderError) -> String {
        String(decoding: try render(root, library: library), as: UTF8.self)
    }
}

/// What one rendering may do: sections over lists within each other multiply, so a template of a few lines could
/// otherwise run for ever or fill the memory.
public struct MustacheLimits: Sendable {
    /// Items rendered by list sections, all together.
    public var iterations = 10_000_000
    /// Bytes written.
    public var output = 64 << 20
    public init() {}
}

/// A rendering that cannot finish: partials that include each other without end.
public struct MustacheRenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
}

/// Where the item a section is showing stands in its list: what `{{#first()}}`, `{{#last()}}`, `{{index()}}`,
/// `{{#even()}}` and `{{#odd()}}` read.
struct ListPosition: MustacheObject {
    var index: Int
    var count: Int

    func transform(_ name: String) -> MustacheValue? {
        switch name {
        case "first": .bool(index == 0)
        case "last": .bool(index == count - 1)
        case "index": .int(index)
        case "even": .bool(index & 1 == 0)
        case "odd": .bool(index & 1 == 1)
        default: nil
        }
    }
}

/// One rendering: the stack of objects the sections entered, and the output. Pushing and popping one stack (rather
/// than copying a context per section) keeps a section to two array operations.
struct MustacheRenderer {
    var stack: [MustacheValue]
    var out: [UInt8] = []
    let library: MustacheLibrary?
    /// Partials being rendered, innermost last: a partial may include itself (a tree of data), but not endlessly.
    var partials: [String] = []
    static let maximumPartialDepth = 64
    /// Sections and partials within each other: each level is a call on the stack.
    var depth = 0
    static let maximumDepth = 256
    let limits: MustacheLimits
    var iterations = 0
    var failure: MustacheRenderError?
    /// What renderings keep of the items of the root's lists, and the name of the template rendered (`MustacheMemo`).
    var memo: MustacheMemo?
    var template = ""
    /// The innermost standalone partial's indentation, and whether the output is at the start of one of its lines
    /// (after a newline of template text): the next bytes written there take the indentation first. Text a value
    /// brings is not indented, as the spec says.
    var indentation: [UInt8] = []
    var lineStart = false

    init(root: MustacheValue, library: MustacheLibrary?, limits: MustacheLimits) {
        stack = [root]
        self.limits = limits
        self.library = library
        out.reserveCapacity(16_384)
    }

    /// `indentation`: that of the standalone partials this is in, for each line of template text they write.
    mutating func render(_ nodes: [Node], escaping: Bool, position: ListPosition?, indentation: [UInt8]?) {
        guard failure == nil else { return }
        guard depth < Self.maximumDepth else {
            failure = MustacheRenderError(description: "sections and partials nest more than \(Self.maximumDepth) deep")
            return
        }
        depth += 1
        let enclosing = self.indentation
        self.indentation = indentation ?? []
        defer { depth -= 1; self.indentation = enclosing }
        var escaping = escaping
        for node in nodes {
            guard failure == nil else { return }
            switch node {
            case .text(let bytes):
                guard let last = bytes.last else { continue }
                startWriting(false)
                out.append(contentsOf: bytes)
                lineStart = last == 0x0A
            case .variable(let path, let escaped):
                if let value = lookup(path, position) { write(value, escape: escaped && escaping) }
            case .section(let path, let children, let inverted, let at):
                let value = lookup(path, position)
                if inverted {
                    renderInverted(value, children, escaping: escaping, position: position, indentation: indentation)
                } else {
                    // A list of the root, opened at the top of a template (only the root below): its items may be kept.
                    let kept = stack.count == 1 && path.start == .climbing && path.names.count == 1 && path.transforms.isEmpty
                    renderSection(value, children, escaping: escaping, position: position, indentation: indentation,
                                  memoized: kept ? memo.map { ($0, path.names[0], at) } : nil)
                }
            case .partial(let name, let own):
                if let template = library?.template(named: name) {
                    guard partials.count < Self.maximumPartialDepth else {
                        let cycle = partials.suffix(4).joined(separator: " → ")
                        failure = MustacheRenderError(description: "partials nest more than \(Self.maximumPartialDepth) deep (… \(cycle) → \(name)): does a partial include itself?")
                        return
                    }
                    let inner = own.map { (indentation ?? []) + $0 } ?? indentation
                    partials.append(name)
                    render(template.nodes, escaping: true, position: nil, indentation: inner)
                    partials.removeLast()
                }
            case .escaping(let on):
                escaping = on
            }
        }
    }

    /// Before writing: a line of a partial's template text starts with its indentation.
    @inline(__always) mutating func startWriting(_ empty: Bool) {
        guard lineStart, !empty else { return }
        out.append(contentsOf: indentation)
        lineStart = false
    }

    /// `memoized`: the memo, the list's name and the section's place, when the items' texts may be kept (`MustacheMemo`).
    mutating func renderSection(_ value: MustacheValue?, _ children: [Node], escaping: Bool, position: ListPosition?, indentation: [UInt8]?,
                                memoized: (memo: MustacheMemo, list: String, at: Int)? = nil) {
        switch value {
        case nil, .bool(false)?:
            return
        case .bool(true)?:
            render(children, escaping: escaping, position: position, indentation: indentation)
        case .list(let list)?:
            let count = list.count
            for index in 0..<count {
                iterations += 1
                if passedLimit() { return }
                let key = memoized.flatMap { memoized in
                    memoized.memo.key(template: partials.last ?? template, section: memoized.at, list: memoized.list, body: children,
                                      library: library, index: index, count: count, escaping: escaping, indentation: indentation ?? [],
                                      lineStart: lineStart, depth: depth)
                }
                if let memoized, let key, let entry = memoized.memo.kept(key) {
                    out.append(contentsOf: entry.bytes)
                    lineStart = entry.lineStart
                    iterations += entry.iterations
                    // Where the item's own rendering would have stopped at a limit, this one does.
                    if passedLimit() { return }
                    continue
                }
                let (start, counted) = (out.count, iterations)
                stack.append(list.element(at: index))
                render(children, escaping: escaping, position: ListPosition(index: index, count: count), indentation: indentation)
                stack.removeLast()
                if let memoized, let key, failure == nil {
                    memoized.memo.store(key, MustacheMemo.Entry(bytes: Array(out[start...]), lineStart: lineStart, iterations: iterations - counted))
                }
            }
        case let value?:
            stack.append(value)
            render(children, escaping: escaping, position: nil, indentation: indentation)
            stack.removeLast()
        }
    }

    /// Whether the rendering has passed a limit; it fails then, saying which.
    mutating func passedLimit() -> Bool {
        guard out.count > limits.output || iterations > limits.iterations else { return false }
        let what = iterations > limits.iterations ? "\(limits.iterations) list items" : "\(limits.output) bytes"
        failure = MustacheRenderError(description: "the rendering passed \(what): do sections over lists nest within each other?")
        return true
    }

    mutating func renderInverted(_ value: MustacheValue?, _ children: [Node], escaping: Bool, position: ListPosition?, indentation: [UInt8]?) {
        switch value {
        case nil, .bool(false)?:
            render(children, escaping: escaping, position: position, indentation: indentation)
        case .list(let list)? where list.count == 0:
            stack.append(.list(list))
            render(children, escaping: escaping, position: nil, indentation: indentation)
            stack.removeLast()
        default:
            return
        }
    }

    func lookup(_ path: MustachePath, _ position: ListPosition?) -> MustacheValue? {
        var value: MustacheValue?
        switch path.start {
        case .current:
            value = stack.last
        case .position:
            value = position.map { .object($0) }
        case .anchored:
            value = stack.last
            for name in path.names {
                guard let next = value?.field(name) else { return nil }
                value = next
            }
        case .climbing:
            let first = path.names[0]
            var index = stack.count - 1
            while index >= 0 {
                if let found = stack[index].field(first) { value = found; break }
                index -= 1
            }
            for name in path.names.dropFirst() {
                guard let next = value?.field(name) else { return nil }
                value = next
            }
        }
        for transform in path.transforms {
            guard let next = value?.transformed(transform) else { return nil }
            value = next
        }
        return value
    }

    mutating func write(_ value: MustacheValue, escape: Bool) {
        switch value {
        case .string(let s): append(s, escape: escape)
        case .bool(let b): append(b ? "true" : "false", escape: false)
        case .int(let n): append(String(n), escape: false)
        case .object(let object): append(object.mustacheText, escape: escape)
        case .list: break
        }
    }

    mutating func append(_ s: String, escape: Bool) {
        startWriting(s.isEmpty)
        guard escape else { out.append(contentsOf: s.utf8); return }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
    }
}
