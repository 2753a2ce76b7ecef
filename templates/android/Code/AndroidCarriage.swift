import TandemCodegen
import TandemModel
import TandemMustache
import TandemPlatform

/// The Android adapter: how a field is written to and read from a Parcel, in Kotlin and Java. Models, a screen's
/// arguments and its results are Parcelable, written field by field (no reflection, no Serializable): what travels
/// in an Intent survives process death.
enum AndroidExtras {
    static func transform(_ name: String, _ f: FieldContext) -> MustacheValue? {
        switch name {
        case "kotlinParcelWrite": .of(kotlinWrite(f.type.type, f.name, depth: 1))
        case "kotlinParcelRead": .of(kotlinRead(f.type.type, depth: 1))
        case "javaParcelWrite": .of(javaWrite(f.type.type, f.name, depth: 1) + ";")
        case "javaParcelRead": .of(javaRead(f.type.type, depth: 1))
        case "kotlinBundlePut": .of(kotlinBundlePut(f.type.type, f.name, key: Literal.kotlin(f.designName)))
        case "kotlinBundleGet": .of(kotlinBundleGet(f.type.type, key: Literal.kotlin(f.designName)))
        // Kotlin can declare it `lateinit`: non-optional and not a primitive.
        case "kotlinLateinit": .of(!f.type.type.isOptional && !f.type.type.isPrimitive)
        default: nil
        }
    }

    /// The single-activity target's arguments travel in a Bundle under their names, as the navigation graph declares
    /// them: the types Navigation has as native values, models as Parcelables, the rest as the bytes the Parcel code
    /// writes (exact, and surviving process death).
    static func bundleSlot(_ type: ValueType) -> String? {
        switch type {
        case .primitive(.string): "String"
        case .primitive(.int): "Int"
        case .primitive(.long): "Long"
        case .primitive(.float): "Float"
        case .primitive(.bool): "Boolean"
        default: nil
        }
    }

    /// A statement putting `value` into `bundle` under `key`; an absent optional puts nothing.
    static func kotlinBundlePut(_ type: ValueType, _ value: String, key: String) -> String {
        let wrapped = type.nonOptional
        if let slot = bundleSlot(wrapped) {
            if wrapped == .primitive(.string) || !type.isOptional { return "bundle.put\(slot)(\(key), \(value))" }
            return "\(value)?.let { bundle.put\(slot)(\(key), it) }"
        }
        // A URL as its text, as the graph declares it (a string a deep link fills).
        if wrapped == .primitive(.url) {
            return type.isOptional ? "\(value)?.let { bundle.putString(\(key), it.toString()) }" : "bundle.putString(\(key), \(value).toString())"
        }
        if case .model = wrapped { return "bundle.putParcelable(\(key), \(value))" }
        // As Navigation's enum and Serializable types keep them (an enum, a boxed Double: the graph declares
        // java.lang.Double, Navigation having no double).
        if case .enumeration = wrapped { return "bundle.putSerializable(\(key), \(value))" }
        if wrapped == .primitive(.double) { return "bundle.putSerializable(\(key), \(value))" }
        return "bundle.putByteArray(\(key), marshal { parcel -> \(kotlinWrite(type, value, depth: 1, flags: "0")) })"
    }

    /// Appended to a `String?` expression: the URL it spells, or null when it is none (a Bundle's text, a deep link's).
    static let kotlinParseURI = "?.let { try { java.net.URI(it) } catch (e: java.net.URISyntaxException) { null } }"

    /// An expression reading the value under `key` from `bundle`: null when it is absent.
    static func kotlinBundleGet(_ type: ValueType, key: String) -> String {
        let wrapped = type.nonOptional
        if let slot = bundleSlot(wrapped) {
            if wrapped == .primitive(.string) { return "bundle.getString(\(key))" }
            return "(if (bundle.containsKey(\(key))) bundle.get\(slot)(\(key)) else null)"
        }
        if wrapped == .primitive(.url) {
            return "bundle.getString(\(key))" + kotlinParseURI
        }
        if case .model(let name) = wrapped { return "BundleCompat.getParcelable(bundle, \(key), \(Naming.typeName(name))::class.java)" }
        if case .enumeration(let name) = wrapped { return "BundleCompat.getSerializable(bundle, \(key), \(Naming.typeName(name))::class.java)" }
        if wrapped == .primitive(.double) { return "BundleCompat.getSerializable(bundle, \(key), Double::class.javaObjectType)" }
        return "bundle.getByteArray(\(key))?.let { bytes -> unmarshal(bytes) { parcel -> \(kotlinRead(type, depth: 1)) } }"
    }

    /// A statement writing `value` to `parcel`; nested values are lambda parameters `v1`, `v2`, ….
    static func kotlinWrite(_ type: ValueType, _ value: String, depth: Int, flags: String = "flags") -> String {
        let v = "v\(depth)"
        switch type {
        case .primitive(.string): return "parcel.writeString(\(value))"
        case .primitive(.int): return "parcel.writeInt(\(value))"
        case .primitive(.long): return "parcel.writeLong(\(value))"
        case .primitive(.double): return "parcel.writeDouble(\(value))"
        case .primitive(.float): return "parcel.writeFloat(\(value))"
        case .primitive(.bool): return "parcel.writeInt(if (\(value)) 1 else 0)"
        case .primitive(.date): return "parcel.writeLong(\(value).time)"
        case .primitive(.url): return "parcel.writeString(\(value).toString())"
        case .primitive(.data): return "parcel.writeByteArray(\(value))"
        case .model: return "\(value).writeToParcel(parcel, \(flags))"
        // An enum travels by its case's name, which survives reordering the cases.
        case .enumeration: return "parcel.writeString(\(value).name)"
        case .unknown: return "parcel.writeString(\(value).toString())"
        case .optional(let t): return "parcel.writeNullable(\(value)) { \(v) -> \(kotlinWrite(t, v, depth: depth + 1, flags: flags)) }"
        case .list(let t): return "parcel.writeListOf(\(value)) { \(v) -> \(kotlinWrite(t, v, depth: depth + 1, flags: flags)) }"
        case .map(let k, let t):
            return "parcel.writeMapOf(\(value), { \(v) -> \(kotlinWrite(k, v, depth: depth + 1, flags: flags)) }, { \(v) -> \(kotlinWrite(t, v, depth: depth + 1, flags: flags)) })"
        }
    }

    /// An expression reading a value of `type` from `parcel`.
    static func kotlinRead(_ type: ValueType, depth: Int) -> String {
        switch type {
        case .primitive(.string): return "(parcel.readString() ?: \"\")"
        case .primitive(.int): return "parcel.readInt()"
        case .primitive(.long): return "parcel.readLong()"
        case .primitive(.double): return "parcel.readDouble()"
        case .primitive(.float): return "parcel.readFloat()"
        case .primitive(.bool): return "(parcel.readInt() != 0)"
        case .primitive(.date): return "java.util.Date(parcel.readLong())"
        case .primitive(.url): return "java.net.URI.create(parcel.readString() ?: \"about:blank\")"
        case .primitive(.data): return "(parcel.createByteArray() ?: ByteArray(0))"
        case .model(let name), .unknown(let name): return Naming.typeName(name) + ".CREATOR.createFromParcel(parcel)"
        case .enumeration(let name): return Naming.typeName(name) + ".valueOf(parcel.readString() ?: \"\")"
        case .optional(let t): return "parcel.readNullable { \(kotlinRead(t, depth: depth + 1)) }"
        case .list(let t): return "parcel.readListOf { \(kotlinRead(t, depth: depth + 1)) }"
        case .map(let k, let t): return "parcel.readMapOf({ \(kotlinRead(k, depth: depth + 1)) }, { \(kotlinRead(t, depth: depth + 1)) })"
        }
    }

    /// Java has no lambdas over checked generics worth the noise here: optionals take a presence flag, lists and
    /// maps a size, written inline.
    static func javaWrite(_ type: ValueType, _ value: String, depth: Int) -> String {
        let v = "v\(depth)"
        switch type {
        case .primitive(.string): return "parcel.writeString(\(value))"
        case .primitive(.int): return "parcel.writeInt(\(value))"
        case .primitive(.long): return "parcel.writeLong(\(value))"
        case .primitive(.double): return "parcel.writeDouble(\(value))"
        case .primitive(.float): return "parcel.writeFloat(\(value))"
        case .primitive(.bool): return "parcel.writeInt(\(value) ? 1 : 0)"
        case .primitive(.date): return "parcel.writeLong(\(value).getTime())"
        case .primitive(.url): return "parcel.writeString(\(value).toString())"
        case .primitive(.data): return "parcel.writeByteArray(\(value))"
        case .model: return "\(value).writeToParcel(parcel, flags)"
        case .enumeration: return "parcel.writeString(\(value).name())"
        case .unknown: return "parcel.writeString(String.valueOf(\(value)))"
        case .optional(let t):
            return "if (\(value) == null) { parcel.writeInt(0); } else { parcel.writeInt(1); \(javaWrite(t, value, depth: depth)); }"
        case .list(let t):
            return "parcel.writeInt(\(value).size()); for (\(t.boxed(in: .java)) \(v) : \(value)) { \(javaWrite(t, v, depth: depth + 1)); }"
        case .map(let k, let t):
            return "parcel.writeInt(\(value).size()); for (java.util.Map.Entry<\(k.boxed(in: .java)), \(t.boxed(in: .java))> \(v) : \(value).entrySet()) { \(javaWrite(k, v + ".getKey()", depth: depth + 1)); \(javaWrite(t, v + ".getValue()", depth: depth + 1)); }"
        }
    }

    static func javaRead(_ type: ValueType, depth: Int) -> String {
        switch type {
        case .primitive(.string): return "parcel.readString()"
        case .primitive(.int): return "parcel.readInt()"
        case .primitive(.long): return "parcel.readLong()"
        case .primitive(.double): return "parcel.readDouble()"
        case .primitive(.float): return "parcel.readFloat()"
        case .primitive(.bool): return "(parcel.readInt() != 0)"
        case .primitive(.date): return "new java.util.Date(parcel.readLong())"
        case .primitive(.url): return "java.net.URI.create(parcel.readString())"
        case .primitive(.data): return "parcel.createByteArray()"
        case .model(let name), .unknown(let name): return Naming.typeName(name) + ".CREATOR.createFromParcel(parcel)"
        case .enumeration(let name): return Naming.typeName(name) + ".valueOf(parcel.readString())"
        case .optional(let t): return "(parcel.readInt() == 0 ? null : \(javaRead(t, depth: depth)))"
        case .list(let t): return "TandemParcels.readList(parcel, () -> \(javaRead(t, depth: depth + 1)))"
        case .map(let k, let t): return "TandemParcels.readMap(parcel, () -> \(javaRead(k, depth: depth + 1)), () -> \(javaRead(t, depth: depth + 1)))"
        }
    }
}
