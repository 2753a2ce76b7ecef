import TandemModel

/// One palette and one font for every view, so the diagrams sit together in a design document.
enum Style {
    static let font = "Helvetica"
    static let ink = "#1F2933"
    static let muted = "#616E7C"
    static let push = "#1F4E79"
    static let modal = "#7B3F99"
    static let replace = "#B35900"
    static let tab = "#7B8794"
    static let data = "#0B6E4F"
    static let result = "#A61B1B"
    static let flagFill = "#FDE2E1"
    static let flagLine = "#C0392B"
    static let model = "#FFF8DC"

    static func fill(_ kind: ScreenKind?) -> String {
        switch kind ?? .plain {
        case .plain: "#FFFFFF"
        case .list: "#E8F1FB"
        case .detail: "#EAF7EE"
        case .form: "#FFF4DB"
        case .web: "#F1EAFA"
        case .map: "#E3F6F5"
        case .tabs, .drawer, .split: "#EEF0F2"
        }
    }

    static func fill(_ priority: Priority?) -> String {
        switch priority ?? .must {
        case .must: "#DCEBFA"
        case .should: "#E6F4EA"
        case .could: "#F4F4F4"
        case .wont: "#FFFFFF"
        }
    }

    static let graph: [(String, DOTDocument.Value)] = [
        ("fontname", .text(font)), ("fontsize", .text("12")), ("fontcolor", .text(ink)),
        ("bgcolor", .text("white")), ("pad", .text("0.3")), ("nodesep", .text("0.45")), ("ranksep", .text("0.6")),
    ]
    static let node: [(String, DOTDocument.Value)] = [
        ("fontname", .text(font)), ("fontsize", .text("11")), ("fontcolor", .text(ink)), ("color", .text(ink)),
        ("penwidth", .text("1.2")),
    ]
    static let edge: [(String, DOTDocument.Value)] = [
        ("fontname", .text(font)), ("fontsize", .text("9")), ("fontcolor", .text(muted)), ("color", .text(ink)),
        ("arrowsize", .text("0.7")),
    ]
}
