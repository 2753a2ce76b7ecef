import TandemModel

extension ValueType {
    /// How Android carries a value in an Intent: the primitives natively, everything else as Serializable.
    var intentKind: IntentKind {
        switch self {
        case .primitive(.string): .string
        case .primitive(.int): .int
        case .primitive(.double): .double
        case .primitive(.float): .float
        case .primitive(.bool): .boolean
        case .primitive(.data): .bytes
        case .optional(let t): t.intentKind == .int || t.intentKind == .double || t.intentKind == .float || t.intentKind == .boolean ? .serializable : t.intentKind
        default: .serializable
        }
    }
}

enum IntentKind: String {
    case string, int, double, float, boolean, bytes, serializable
}
