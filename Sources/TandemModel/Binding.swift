import TandemSyntax
/// What an element's `bind input.property…` reaches: the type at the end of the path (optional when any step on
/// the way is), or the step where the path breaks and why.
public enum BindingTarget: Hashable, Sendable {
    case value(ValueType)
    /// `candidates`: the names that step could have named (for "did you mean").
    case broken(step: Int, reason: String, candidates: [String])
}

extension Design {
    /// Follows `path` from the screen's input through model properties.
    public func resolve(binding path: [Ref], in screen: Screen) -> BindingTarget {
        guard let root = path.first else { return .broken(step: 0, reason: "the binding names nothing", candidates: []) }
        guard let input = screen.inputs.first(where: { $0.name == root.name }) else {
            return .broken(step: 0, reason: "screen '\(screen.id)' has no input '\(root.name)'", candidates: screen.inputs.map(\.name))
        }
        var type = input.type, optional = input.type != input.type.nonOptional
        for (index, step) in path.enumerated().dropFirst() {
            guard case .model(let name) = type.nonOptional, let model = model(name) else {
                return .broken(step: index, reason: "'\(path[index - 1].name)' is \(type.description), which has no properties", candidates: [])
            }
            guard let property = model.properties.first(where: { $0.name == step.name }) else {
                return .broken(step: index, reason: "model '\(name)' has no property '\(step.name)'", candidates: model.properties.map(\.name))
            }
            type = property.type
            optional = optional || type != type.nonOptional
        }
        return .value(optional && type == type.nonOptional ? .optional(type) : type)
    }
}

extension ElementKind {
    /// Whether a value of `type` (optional or not) can fill this element: text, numbers, flags, URLs and enum cases for
    /// the text views, dates too for those that only show (a label, a text view: formatted by the platform); a date for
    /// a date picker; a flag for a switch; a number for a slider or progress bar; a whole number for a stepper. Other
    /// kinds bind nothing.
    public func accepts(_ type: ValueType) -> Bool {
        let base = type.nonOptional
        switch self {
        case .label, .textView, .textField, .secureField:
            if case .enumeration = base { return true }
            guard case .primitive(let p) = base else { return false }
            return p != .data && (p != .date || self == .label || self == .textView)
        case .datePicker: return base == .primitive(.date)
        case .switch, .checkbox: return base == .primitive(.bool)
        case .slider, .progress: return [.primitive(.int), .primitive(.long), .primitive(.double), .primitive(.float)].contains(base)
        case .stepper: return base == .primitive(.int) || base == .primitive(.long)
        default: return false
        }
    }

    /// What `accepts` takes, in words, for a message: nil for a kind that binds nothing.
    public var acceptedValues: String? {
        switch self {
        case .label, .textView: "text, a number, a Bool, a URL, a Date or an enum case"
        case .textField, .secureField: "text, a number, a Bool, a URL or an enum case"
        case .datePicker: "a Date"
        case .switch, .checkbox: "a Bool"
        case .slider, .progress: "a number (Int, Long, Double or Float)"
        case .stepper: "a whole number (Int or Long)"
        default: nil
        }
    }
}
