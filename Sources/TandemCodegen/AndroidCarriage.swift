import TandemModel
import TandemPlatform

/// The Android adapter: how a field travels in an Intent, spelled in Kotlin and Java. Inputs are read from the
/// screen's own `intent`; a target's results from the returned `data`, under the target's keys (`keyOwner`).
enum AndroidExtras {
    static func transform(_ name: String, _ f: FieldContext) -> Any? {
        switch name {
        case "kotlinGet": kotlinGet(f)
        case "javaGet": javaGet(f)
        case "kotlinPut": kotlinPut(f)
        // Kotlin can declare it `lateinit`: non-optional and not a primitive.
        case "kotlinLateinit": !f.type.type.isOptional && !f.type.type.isPrimitive
        default: nil
        }
    }

    static func key(_ f: FieldContext) -> String { f.keyOwner.map { $0 + "." + f.extraKey } ?? f.extraKey }

    static func kotlinGet(_ f: FieldContext) -> String {
        let receiver = f.keyOwner == nil ? "intent" : "data"
        let key = key(f)
        let type = f.type.type
        switch type.intentKind {
        case .string: return "\(receiver).getStringExtra(\(key))" + (type.isOptional ? "" : " ?: \"\"")
        case .int: return "\(receiver).getIntExtra(\(key), 0)"
        case .double: return "\(receiver).getDoubleExtra(\(key), 0.0)"
        case .float: return "\(receiver).getFloatExtra(\(key), 0f)"
        case .boolean: return "\(receiver).getBooleanExtra(\(key), false)"
        case .bytes: return "\(receiver).getByteArrayExtra(\(key))" + (type.isOptional ? "" : " ?: ByteArray(0)")
        case .serializable: return "\(receiver).getSerializableExtra(\(key)) as \(type.spelled(in: .kotlin))"
        }
    }

    static func javaGet(_ f: FieldContext) -> String {
        let receiver = f.keyOwner == nil ? "getIntent()" : "data"
        let key = key(f)
        let type = f.type.type
        switch type.intentKind {
        case .string: return "\(receiver).getStringExtra(\(key))"
        case .int: return "\(receiver).getIntExtra(\(key), 0)"
        case .double: return "\(receiver).getDoubleExtra(\(key), 0.0)"
        case .float: return "\(receiver).getFloatExtra(\(key), 0f)"
        case .boolean: return "\(receiver).getBooleanExtra(\(key), false)"
        case .bytes: return "\(receiver).getByteArrayExtra(\(key))"
        case .serializable: return "(\(type.spelled(in: .java))) \(receiver).getSerializableExtra(\(key))"
        }
    }

    /// Lists and maps are copied into serializable collections.
    static func kotlinPut(_ f: FieldContext) -> String {
        switch f.type.type {
        case .list: "ArrayList(\(f.name))"
        case .map: "HashMap(\(f.name))"
        case .optional(.list): "\(f.name)?.let { ArrayList(it) }"
        case .optional(.map): "\(f.name)?.let { HashMap(it) }"
        default: f.name
        }
    }
}

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
        case .optional(let t): t.isPrimitive ? .serializable : t.intentKind
        default: .serializable
        }
    }
}

enum IntentKind: String {
    case string, int, double, float, boolean, bytes, serializable
}
