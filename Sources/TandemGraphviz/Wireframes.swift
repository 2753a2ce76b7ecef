import Foundation
import TandemAnalysis
import TandemModel
import TandemPlatform
import TandemSyntax

/// `tandem graph --view wireframes`: each screen drawn as a phone-sized mock-up of its declared elements, in order,
/// with its title and the bars the design implies (a navigation bar with a back arrow when something pushes it, a
/// tab bar for a tab container and its tabs), iOS and Android side by side; transitions drawn between the mock-ups
/// as a storyboard. Written as SVG directly: no Graphviz, whatever the size.
public struct Wireframes {
    let analysis: Analysis
    let slice: Slice
    var design: Design { analysis.design }
    /// Per tab container: its tabs' titles, and each tab's place among them; per screen, what it embeds. Found once
    /// (per screen, a container of 10,000 tabs made drawing take the square of its size).
    let tabBars: [String: (titles: [String], place: [String: Int])]
    let embedded: [String: [Ref]]

    public init(analysis: Analysis, slice: Slice = .all) {
        self.analysis = analysis
        self.slice = slice
        let design = analysis.design
        var bars: [String: (titles: [String], place: [String: Int])] = [:]
        for group in design.tabGroups where bars[group.container.name] == nil {
            var titles: [String] = [], place: [String: Int] = [:]
            for child in group.children {
                guard let title = design.screen(child.name)?.title else { continue }
                if place[child.name] == nil { place[child.name] = titles.count }
                titles.append(title)
            }
            bars[group.container.name] = (titles, place)
        }
        tabBars = bars
        var embedded: [String: [Ref]] = [:]
        for embedding in design.embeddings { embedded[embedding.parent.name, default: []] += embedding.children }
        self.embedded = embedded
    }

    // Geometry, in SVG user units (a phone is 393 × 852 pt at about half scale).
    static let phoneWidth = 196.0, phoneHeight = 426.0, pairGap = 18.0, caption = 26.0
    static let columnGap = 90.0, rowGap = 56.0, margin = 30.0
    static var pairWidth: Double { phoneWidth * 2 + pairGap }
    static var cellHeight: Double { caption + phoneHeight }

    enum Platform { case ios, android }

    public func svg() -> String {
        let screens = slice.screens(of: design)
        let shown = Set(screens.map(\.id))
        // Columns by distance from the start screen along transitions and tabs; what cannot be reached comes last.
        var depth: [String: Int] = [:]
        var order: [String] = []
        if let start = design.startScreen?.id, shown.contains(start) {
            depth[start] = 0
            var queue = [start]
            var head = 0
            while head < queue.count {
                let id = queue[head]
                head += 1
                order.append(id)
                var next = (analysis.outgoing[id] ?? []).map { design.transitions[$0].target.name }
                next += design.tabGroups.filter { $0.container.name == id }.flatMap { $0.children.map(\.name) }
                next += (embedded[id] ?? []).map(\.name)
                for n in next where shown.contains(n) && depth[n] == nil {
                    depth[n] = depth[id]! + 1
                    queue.append(n)
                }
            }
        }
        let last = (depth.values.max() ?? -1) + 1
        for s in screens where depth[s.id] == nil {
            depth[s.id] = last
            order.append(s.id)
        }
        var rows: [Int: Int] = [:]
        var place: [String: (x: Double, y: Double)] = [:]
        for id in order {
            let column = depth[id]!
            let row = rows[column, default: 0]
            rows[column] = row + 1
            place[id] = (Self.margin + Double(column) * (Self.pairWidth + Self.columnGap),
                         Self.margin + 40 + Double(row) * (Self.cellHeight + Self.rowGap))
        }
        let columns = (depth.values.max() ?? 0) + 1
        let width = Self.margin * 2 + Double(columns) * Self.pairWidth + Double(max(0, columns - 1)) * Self.columnGap
        let height = Self.margin * 2 + 40 + Double(rows.values.max() ?? 1) * (Self.cellHeight + Self.rowGap)

        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
        <title>\(xml(design.app?.name ?? "Design")) — wireframes</title>
        <defs><marker id="wf-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker></defs>
        <rect width="100%" height="100%" fill="#F5F7FA"/>
        <text x="\(n(Self.margin))" y="\(n(Self.margin + 14))" font-size="18" font-weight="bold" fill="\(Style.ink)">\(xml(design.app?.name ?? "Design")) — wireframes (iOS | Android)</text>

        """
        // Transitions under the phones: from the right of the source pair to the left of the target pair.
        for t in design.transitions where shown.contains(t.source.name) && shown.contains(t.target.name) {
            guard let a = place[t.source.name], let b = place[t.target.name], t.source.name != t.target.name else { continue }
            let color = t.style == .push ? Style.push : t.style == .modal ? Style.modal : Style.replace
            let y1 = a.y + Self.caption + Self.phoneHeight / 2, y2 = b.y + Self.caption + Self.phoneHeight / 2
            let x1 = a.x + Self.pairWidth, x2 = b.x
            let path: String
            if x2 > x1 {
                let mid = (x1 + x2) / 2
                path = "M\(n(x1)),\(n(y1)) C\(n(mid)),\(n(y1)) \(n(mid)),\(n(y2)) \(n(x2)),\(n(y2))"
            } else {
                // Back or sideways: around under the cells.
                let below = max(a.y, b.y) + Self.cellHeight + Self.rowGap / 2
                path = "M\(n(x1)),\(n(y1)) C\(n(x1 + 60)),\(n(below)) \(n(x2 - 60)),\(n(below)) \(n(x2)),\(n(y2))"
            }
            let dash = t.style == .modal ? " stroke-dasharray=\"6 4\"" : ""
            out += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash) marker-end=\"url(#wf-arrow)\"><title>\(t.style.rawValue) \(xml(t.source.name)) → \(xml(t.target.name))</title></path>\n"
            if let action = t.action {
                out += "<text x=\"\(n((x1 + x2) / 2))\" y=\"\(n((y1 + y2) / 2 - 6))\" font-size=\"11\" text-anchor=\"middle\" fill=\"\(color)\">\(xml(action.name))</text>\n"
            }
        }
        // A container and its tabs or drawer items, dotted as in the navigation diagram.
        for group in design.tabGroups where shown.contains(group.container.name) {
            for child in group.children where shown.contains(child.name) {
                guard let a = place[group.container.name], let b = place[child.name] else { continue }
                let y1 = a.y + Self.caption + Self.phoneHeight - 30, y2 = b.y + Self.caption + Self.phoneHeight - 30
                let x1 = a.x + Self.pairWidth, x2 = b.x, mid = (x1 + x2) / 2
                out += "<path d=\"M\(n(x1)),\(n(y1)) C\(n(mid)),\(n(y1)) \(n(mid)),\(n(y2)) \(n(x2)),\(n(y2))\" fill=\"none\" stroke=\"\(Style.tab)\" stroke-width=\"1.5\" stroke-dasharray=\"2 4\" marker-end=\"url(#wf-arrow)\"><title>\(group.style.childNoun) \(xml(child.name)) of \(xml(group.container.name))</title></path>\n"
            }
        }
        for id in order {
            guard let screen = design.screen(id), let p = place[id] else { continue }
            out += "<g id=\"wireframe-\(xml(id))\">\n"
            out += "<text x=\"\(n(p.x))\" y=\"\(n(p.y + 16))\" font-size=\"13\" font-weight=\"bold\" fill=\"\(Style.ink)\">\(xml(screen.title))<tspan fill=\"\(Style.muted)\" font-weight=\"normal\"> \(xml(screen.id))</tspan></text>\n"
            out += phone(screen, .ios, x: p.x, y: p.y + Self.caption)
            out += phone(screen, .android, x: p.x + Self.phoneWidth + Self.pairGap, y: p.y + Self.caption)
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    // MARK: - One phone

    func phone(_ screen: Screen, _ platform: Platform, x: Double, y: Double) -> String {
        let w = Self.phoneWidth, h = Self.phoneHeight
        let ios = platform == .ios
        var out = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(ios ? 26 : 16)\" fill=\"white\" stroke=\"#323F4B\" stroke-width=\"2\"/>\n"
        // Status bar.
        out += text(ios ? "9:41" : "12:00", x + (ios ? 22 : 14), y + 17, size: 9, color: Style.ink)
        var top = y + 26
        // The bar the platform shows: a navigation bar (iOS, title centred, back when pushed) or a top app bar
        // (Android, title at the start, up arrow when something opens it).
        let incoming = analysis.transitions(into: screen.id)
        let isTabChild = analysis.tabContainerOf[screen.id] != nil
        let pushed = incoming.contains { $0.style == .push }
        let modal = incoming.contains { $0.style == .modal }
        // An embedded screen shows inside its parent, under the parent's bar: it has none of its own.
        if !screen.isContainer, analysis.parentOf[screen.id] == nil {
            let barHeight = ios ? 30.0 : 34.0
            out += "<rect x=\"\(n(x + 1))\" y=\"\(n(top))\" width=\"\(n(w - 2))\" height=\"\(n(barHeight))\" fill=\"\(ios ? "#F8F8F8" : "#EEF2F7")\"/>\n"
            // A drawer item's screen: on an iPhone the sidebar is one back button away; Android's bar has the
            // drawer's button at its start.
            let drawer = analysis.tabContainerOf[screen.id].flatMap { container in
                design.tabGroups.first { $0.container.name == container && $0.style == .drawer }.map { _ in container }
            }
            if ios {
                if let drawer { out += text("‹ " + clip(design.screen(drawer)?.title ?? drawer, 10), x + 8, top + 20, size: 10, color: "#007AFF") }
                else if pushed { out += text("‹ Back", x + 8, top + 20, size: 10, color: "#007AFF") }
                if modal && !pushed && drawer == nil { out += text("Close", x + 8, top + 20, size: 10, color: "#007AFF") }
                out += text(clip(screen.title, 20), x + w / 2, top + 20, size: 11, color: Style.ink, weight: "bold", anchor: "middle")
            } else {
                let up = (pushed || modal) && !isTabChild && screen.id != design.startScreen?.id
                if drawer != nil { out += text("☰", x + 10, top + 22, size: 13, color: Style.ink) }
                else if up { out += text("←", x + 10, top + 22, size: 13, color: Style.ink) }
                out += text(clip(screen.title, 22), x + (up || drawer != nil ? 30 : 12), top + 22, size: 12, color: Style.ink)
            }
            top += barHeight + 8
        }
        // The tab bar: on the container and its tabs, and on iOS on what a tab pushes too (UIKit pushes inside the
        // tab's navigation controller; on Android the pushed screen covers the bar, TD402). A drawer's items show as a
        // sidebar list on the container (its children show the way to it in their bar, above).
        let ownGroup = design.tabGroups.first { $0.container.name == screen.id }
        let childGroup = analysis.tabContainerOf[screen.id].flatMap { container in design.tabGroups.first { $0.container.name == container } }
        let pushedGroup = ios && ownGroup == nil && childGroup == nil
            ? analysis.enclosingTabs[screen.id].flatMap { container in design.tabGroups.first { $0.container.name == container } } : nil
        var tabTitles: [String] = [], selectedTab: Int? = 0
        if let group = ownGroup ?? childGroup ?? pushedGroup, group.style == .tabs, let bar = tabBars[group.container.name] {
            tabTitles = bar.titles
            if ownGroup == nil { selectedTab = bar.place[screen.id] }
        }
        let tabBarHeight = tabTitles.isEmpty ? 0.0 : 40.0
        let bottom = y + h - 14 - tabBarHeight
        if let group = ownGroup, group.style == .drawer {
            // The sidebar (iOS) / the open drawer (Android): the items, the initial one selected.
            var rowTop = y + 40
            for child in group.children {
                guard let title = design.screen(child.name)?.title, rowTop + 24 < bottom else { continue }
                let selected = child.name == (group.initial ?? group.children.first)?.name
                if selected { out += "<rect x=\"\(n(x + 8))\" y=\"\(n(rowTop))\" width=\"\(n(w - 16))\" height=\"22\" rx=\"\(ios ? 6 : 11)\" fill=\"\(ios ? "#D6E4FF" : "#D9E6F2")\"/>\n" }
                out += text(clip(title, 24), x + 18, rowTop + 15, size: 10, color: Style.ink)
                rowTop += 26
            }
        } else if screen.isContainer {
            let shows = ownGroup?.style == .split ? "the list, and beside it its detail" : "the selected tab's screen"
            out += text(shows, x + w / 2, y + h / 2, size: 10, color: Style.muted, anchor: "middle")
        }
        var cursor = top
        let elements = screen.elements
        for (i, element) in elements.enumerated() {
            let (drawing, used) = self.element(element, platform, x: x + 12, y: cursor, width: w - 24, fill: screen.kind == .list && element.kind == .list)
            if cursor + used > bottom {
                out += text("⋯ \(elements.count - i) more", x + w / 2, bottom - 4, size: 10, color: Style.muted, anchor: "middle")
                break
            }
            out += drawing
            cursor += used + 8
        }
        // Each embedded screen: a dashed region with its title, below the screen's own views. Pages: a row of their
        // titles (a segmented control on iOS, tabs underlined on Android), then the first page's region.
        let pages = analysis.pagesOf[screen.id] ?? []
        var shownPages = Array(pages.prefix(1))
        if !pages.isEmpty, cursor + 68 <= bottom {
            let titles = pages.compactMap { design.screen($0)?.title }
            let slot = (w - 24) / Double(max(1, titles.count))
            if ios { out += "<rect x=\"\(n(x + 12))\" y=\"\(n(cursor))\" width=\"\(n(w - 24))\" height=\"20\" rx=\"5\" fill=\"#EEEEF0\"/>\n" }
            for (i, title) in titles.enumerated() {
                let left = x + 12 + slot * Double(i)
                if i == 0 {
                    out += ios ? "<rect x=\"\(n(left + 2))\" y=\"\(n(cursor + 2))\" width=\"\(n(slot - 4))\" height=\"16\" rx=\"4\" fill=\"#FFFFFF\"/>\n"
                        : "<rect x=\"\(n(left))\" y=\"\(n(cursor + 18))\" width=\"\(n(slot))\" height=\"2\" fill=\"#1F4E79\"/>\n"
                }
                out += text(clip(title, 10), left + slot / 2, cursor + 14, size: 9, color: i == 0 ? "#323F4B" : Style.muted, anchor: "middle")
            }
            cursor += 28
        } else {
            shownPages = []
        }
        for child in embedded[screen.id] ?? [] where !pages.contains(child.name) || shownPages.contains(child.name) {
            guard let embedded = design.screen(child.name), child.name != screen.id else { continue }
            guard cursor + 40 <= bottom else {
                out += text("⋯ " + clip(embedded.title, 18), x + w / 2, bottom - 4, size: 10, color: Style.muted, anchor: "middle")
                break
            }
            out += "<rect x=\"\(n(x + 12))\" y=\"\(n(cursor))\" width=\"\(n(w - 24))\" height=\"36\" rx=\"6\" fill=\"none\" stroke=\"\(Style.muted)\" stroke-dasharray=\"4 3\"/>\n"
            out += text(clip(embedded.title, 22), x + w / 2, cursor + 22, size: 10, color: Style.muted, anchor: "middle")
            cursor += 44
        }
        if !tabTitles.isEmpty {
            let barTop = y + h - 14 - tabBarHeight
            out += "<rect x=\"\(n(x + 1))\" y=\"\(n(barTop))\" width=\"\(n(w - 2))\" height=\"\(n(tabBarHeight))\" fill=\"\(ios ? "#F8F8F8" : "#EEF2F7")\"/>\n"
            let slot = (w - 2) / Double(tabTitles.count)
            // The container's first tab, a tab its own; a pushed screen marks none (its tab is the one it was pushed in).
            let selected = ownGroup != nil ? 0 : selectedTab
            for (i, title) in tabTitles.prefix(5).enumerated() {
                let cx = x + 1 + slot * (Double(i) + 0.5)
                let color = i == selected ? (ios ? "#007AFF" : "#1F4E79") : Style.muted
                out += "<circle cx=\"\(n(cx))\" cy=\"\(n(barTop + 13))\" r=\"5\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
                out += text(clip(title, 9), cx, barTop + 32, size: 8, color: color, anchor: "middle")
            }
        }
        // The home indicator or the navigation bar of the system.
        out += ios ? "<rect x=\"\(n(x + w / 2 - 35))\" y=\"\(n(y + h - 9))\" width=\"70\" height=\"4\" rx=\"2\" fill=\"#323F4B\"/>\n"
            : "<rect x=\"\(n(x + w / 2 - 20))\" y=\"\(n(y + h - 9))\" width=\"40\" height=\"3\" rx=\"1.5\" fill=\"#7B8794\"/>\n"
        out += text(ios ? "iOS" : "Android", x + w - 10, y + 17, size: 8, color: Style.muted, anchor: "end")
        return out
    }

    /// One element: the drawing and the height it takes.
    func element(_ e: Element, _ platform: Platform, x: Double, y: Double, width: Double, fill: Bool) -> (String, Double) {
        let ios = platform == .ios
        let accent = ios ? "#007AFF" : "#1F4E79"
        let label = e.label ?? e.name
        switch e.kind ?? .label {
        case .button:
            if ios { return (text(clip(label, 28), x + width / 2, y + 16, size: 12, color: accent, anchor: "middle"), 22) }
            return ("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"28\" rx=\"14\" fill=\"\(accent)\"/>\n"
                + text(clip(label, 26), x + width / 2, y + 18, size: 11, color: "white", anchor: "middle"), 28)
        case .label:
            // Without a label the text comes from the models at run time: a placeholder line.
            guard let text = e.label else {
                return ("<rect x=\"\(n(x))\" y=\"\(n(y + 5))\" width=\"\(n(width * 0.5))\" height=\"8\" rx=\"4\" fill=\"#CBD2D9\"><title>\(xml(e.name))</title></rect>\n", 18)
            }
            return (self.text(clip(text, 32), x, y + 13, size: 11, color: Style.ink), 18)
        case .textField, .secureField:
            let shown = e.kind == .secureField ? "•••••" : clip(e.label ?? e.name, 26)
            let box = ios ? "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"26\" rx=\"6\" fill=\"white\" stroke=\"#CBD2D9\"/>\n"
                : "<line x1=\"\(n(x))\" y1=\"\(n(y + 26))\" x2=\"\(n(x + width))\" y2=\"\(n(y + 26))\" stroke=\"\(accent)\" stroke-width=\"1.5\"/>\n"
            return (box + text(e.kind == .secureField ? (e.label.map { clip($0, 20) } ?? shown) : shown, x + 8, y + 17, size: 10, color: Style.muted), 28)
        case .textView:
            var lines = ""
            for i in 0..<4 {
                lines += "<rect x=\"\(n(x))\" y=\"\(n(y + Double(i) * 12))\" width=\"\(n(width * (i == 3 ? 0.6 : 1)))\" height=\"6\" rx=\"3\" fill=\"#E4E7EB\"/>\n"
            }
            return (lines, 46)
        case .switch, .checkbox:
            let control: String
            if e.kind == .checkbox && !ios {
                control = "<rect x=\"\(n(x + width - 14))\" y=\"\(n(y + 3))\" width=\"14\" height=\"14\" rx=\"2\" fill=\"none\" stroke=\"\(accent)\" stroke-width=\"1.5\"/>\n"
            } else {
                control = "<rect x=\"\(n(x + width - 32))\" y=\"\(n(y + 1))\" width=\"32\" height=\"18\" rx=\"9\" fill=\"\(ios ? "#34C759" : accent)\"/>\n"
                    + "<circle cx=\"\(n(x + width - 10))\" cy=\"\(n(y + 10))\" r=\"7\" fill=\"white\"/>\n"
            }
            return (text(clip(label, 24), x, y + 14, size: 11, color: Style.ink) + control, 22)
        case .picker, .spinner:
            let entries = Projection.segments(of: e)
            if ios && e.kind == .picker {
                var wheel = "<rect x=\"\(n(x))\" y=\"\(n(y + 18))\" width=\"\(n(width))\" height=\"18\" rx=\"5\" fill=\"#EEF0F2\"/>\n"
                for (i, entry) in entries.prefix(3).enumerated() {
                    wheel += text(clip(entry, 24), x + width / 2, y + 13 + Double(i) * 18, size: 10, color: i == 1 ? Style.ink : Style.muted, anchor: "middle")
                }
                return (wheel, 56)
            }
            return ("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"26\" rx=\"6\" fill=\"white\" stroke=\"#CBD2D9\"/>\n"
                + text(clip(entries.first ?? e.name, 22), x + 8, y + 17, size: 10, color: Style.ink)
                + text("▾", x + width - 14, y + 17, size: 10, color: Style.muted), 28)
        case .slider:
            return ("<line x1=\"\(n(x))\" y1=\"\(n(y + 10))\" x2=\"\(n(x + width))\" y2=\"\(n(y + 10))\" stroke=\"#CBD2D9\" stroke-width=\"3\" stroke-linecap=\"round\"/>\n"
                + "<line x1=\"\(n(x))\" y1=\"\(n(y + 10))\" x2=\"\(n(x + width * 0.4))\" y2=\"\(n(y + 10))\" stroke=\"\(accent)\" stroke-width=\"3\" stroke-linecap=\"round\"/>\n"
                + "<circle cx=\"\(n(x + width * 0.4))\" cy=\"\(n(y + 10))\" r=\"8\" fill=\"white\" stroke=\"#9AA5B1\"/>\n", 20)
        case .stepper:
            return (text(clip(label, 18), x, y + 15, size: 11, color: Style.ink)
                + "<rect x=\"\(n(x + width - 62))\" y=\"\(n(y))\" width=\"62\" height=\"22\" rx=\"6\" fill=\"#EEF0F2\"/>\n"
                + text("−   +", x + width - 31, y + 15, size: 12, color: Style.ink, anchor: "middle"), 22)
        case .progress:
            return ("<rect x=\"\(n(x))\" y=\"\(n(y + 4))\" width=\"\(n(width))\" height=\"4\" rx=\"2\" fill=\"#E4E7EB\"/>\n"
                + "<rect x=\"\(n(x))\" y=\"\(n(y + 4))\" width=\"\(n(width * 0.55))\" height=\"4\" rx=\"2\" fill=\"\(accent)\"/>\n", 12)
        case .list:
            let rows = fill ? 7 : 3
            var list = ""
            for i in 0..<rows {
                let ry = y + Double(i) * 26
                list += "<rect x=\"\(n(x))\" y=\"\(n(ry + 8))\" width=\"\(n(width * 0.7))\" height=\"7\" rx=\"3\" fill=\"#CBD2D9\"/>\n"
                list += "<line x1=\"\(n(x))\" y1=\"\(n(ry + 24))\" x2=\"\(n(x + width))\" y2=\"\(n(ry + 24))\" stroke=\"#E4E7EB\"/>\n"
                if ios { list += text("›", x + width - 6, ry + 16, size: 12, color: "#9AA5B1") }
            }
            return (list, Double(rows) * 26)
        case .image:
            return ("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"70\" fill=\"#EEF0F2\" stroke=\"#CBD2D9\"/>\n"
                + "<path d=\"M\(n(x)),\(n(y)) L\(n(x + width)),\(n(y + 70)) M\(n(x + width)),\(n(y)) L\(n(x)),\(n(y + 70))\" stroke=\"#CBD2D9\"/>\n", 70)
        case .webView:
            return ("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"120\" fill=\"white\" stroke=\"#CBD2D9\"/>\n"
                + text("web page", x + width / 2, y + 64, size: 10, color: Style.muted, anchor: "middle"), 120)
        case .map:
            var map = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"130\" fill=\"#E6F2E6\" stroke=\"#CBD2D9\"/>\n"
            map += "<path d=\"M\(n(x)),\(n(y + 90)) L\(n(x + width)),\(n(y + 40)) M\(n(x + 50)),\(n(y)) L\(n(x + 80)),\(n(y + 130))\" stroke=\"white\" stroke-width=\"5\"/>\n"
            map += "<circle cx=\"\(n(x + width / 2))\" cy=\"\(n(y + 62))\" r=\"6\" fill=\"\(accent)\" stroke=\"white\" stroke-width=\"2\"/>\n"
            return (map, 130)
        case .datePicker:
            return (text(clip(label, 18), x, y + 15, size: 11, color: Style.ink)
                + "<rect x=\"\(n(x + width - 76))\" y=\"\(n(y))\" width=\"76\" height=\"22\" rx=\"6\" fill=\"#EEF0F2\"/>\n"
                + text("1 Jan 2026", x + width - 38, y + 15, size: 9, color: Style.ink, anchor: "middle"), 22)
        case .segmented:
            let segments = Projection.segments(of: e).prefix(4)
            let slot = width / Double(max(1, segments.count))
            var control = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"24\" rx=\"\(ios ? 6 : 12)\" fill=\"\(ios ? "#EEF0F2" : "white")\" stroke=\"\(ios ? "none" : "#9AA5B1")\"/>\n"
            for (i, segment) in segments.enumerated() {
                if i == 0 {
                    control += "<rect x=\"\(n(x + 2))\" y=\"\(n(y + 2))\" width=\"\(n(slot - 4))\" height=\"20\" rx=\"\(ios ? 5 : 10)\" fill=\"\(ios ? "white" : "#D9E8F5")\"/>\n"
                }
                control += text(clip(segment, 10), x + slot * (Double(i) + 0.5), y + 16, size: 9, color: Style.ink, anchor: "middle")
            }
            return (control, 24)
        }
    }

    // MARK: - SVG text

    func text(_ s: String, _ x: Double, _ y: Double, size: Int, color: String, weight: String? = nil, anchor: String? = nil) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(size)\" fill=\"\(color)\"" + (weight.map { " font-weight=\"\($0)\"" } ?? "")
            + (anchor.map { " text-anchor=\"\($0)\"" } ?? "") + ">\(xml(s))</text>\n"
    }

    func clip(_ s: String, _ count: Int) -> String { s.count > count ? String(s.prefix(count - 1)) + "…" : s }

    /// Numbers without a trailing `.0`, so the output is short and the same on every machine.
    func n(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
    }

    /// SVG text and attribute values.
    func xml(_ s: String) -> String { Literal.xml(s, quotes: true, keepLines: false) }
}
