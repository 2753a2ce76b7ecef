import TandemDiagnostics

/// Name → number: where each declaration of a kind is in the design's list of it (`Design.requirementIndex`, …), made
/// once by the builder and looked up for every reference (a 100,000-element design resolves some 150,000).
///
/// A `[String: Int]` hashes each lookup with SipHash and reads its keys and values from two arrays. Here the probed
/// table holds only each name's hash and where its entry is (8 bytes a slot, open addressing, linear probing, at most
/// half full), hashed with `NameHash`; the entries (name and number) are in a list of their own. A new name
/// probes a table a third the size a slot holding the name made it (most of a build's time went to those probes'
/// cache misses), and a lookup reads its entry only when a hash matches.
public struct NameTable: Sendable, Equatable {
    private struct Slot: Sendable, Equatable {
        var hash: UInt32 = 0
        /// The entry's place in `entries`; -1: empty.
        var entry: Int32 = -1
    }

    private struct Entry: Sendable, Equatable {
        var name: String
        var number: Int32
        /// The name's hash, kept in what the name's layout leaves free (the entry is no larger): a table spliced
        /// (`splice`) finds each name's slot again without hashing it.
        var hash: UInt32
    }

    /// A power of two.
    private var slots: [Slot]
    private var entries: [Entry] = []
    public var count: Int { entries.count }

    public init(minimumCapacity: Int = 0) {
        var size = 8
        while size < minimumCapacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
        // With room for names spliced in (`splice`).
        entries.reserveCapacity(growingFrom: minimumCapacity)
    }

    /// The first number recorded for each name, in order of `names` (a later equal name keeps the first's).
    public init(_ names: [String]) {
        self.init(minimumCapacity: names.count)
        for i in names.indices { _ = insert(names[i], i) }
    }

    public subscript(name: String) -> Int? {
        let (slot, _) = find(name)
        return slots[slot].entry >= 0 ? Int(entries[Int(slots[slot].entry)].number) : nil
    }

    /// Records `number` for `name` unless the name has one: then that earlier number, and nothing changes.
    public mutating func insert(_ name: String, _ number: Int) -> Int? {
        let (slot, hash) = find(name)
        if slots[slot].entry >= 0 { return Int(entries[Int(slots[slot].entry)].number) }
        // 2³¹ declarations would take a design file of many gigabytes.
        slots[slot] = Slot(hash: hash, entry: Int32(truncatingIfNeeded: entries.count))
        entries.append(Entry(name: name, number: Int32(truncatingIfNeeded: number), hash: hash))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The slot holding `name`, or the empty slot where it would go; and its hash.
    private func find(_ name: String) -> (slot: Int, hash: UInt32) {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot].entry >= 0, slots[slot].hash != hash || entries[Int(slots[slot].entry)].name != name { slot = (slot + 1) & mask }
        return (slot, hash)
    }

    /// The names numbered `at..<at + removed` taken out, those numbered after them `names.count - removed` on, and
    /// `names` numbered from `at` in order (a list of declarations an edit replaced a stretch of). False, and nothing
    /// changed, when one of `names` is held under a number not taken out, or comes twice: then a name's number is no
    /// longer its place, and the table is made again.
    public mutating func splice(at: Int, removed: Int, inserting names: [String]) -> Bool {
        guard removed > 0 || !names.isEmpty else { return true }
        let end = at + removed
        var typed = NameTable(minimumCapacity: names.count)
        for (k, name) in names.enumerated() {
            if let held = self[name], held < at || held >= end { return false }
            if typed.insert(name, k) != nil { return false }
        }
        let (low, high, shift) = (Int32(at), Int32(end), Int32(names.count - removed))
        // A list another table still holds is copied once, here, with its room: a change would copy it to its count, and
        // the names appended below copy it again to grow.
        let needed = entries.count - removed + names.count
        if needed > entries.capacity { entries.reserveCapacity(growingFrom: needed) } else { entries.reserveCapacity(entries.capacity) }
        // Changed in place, not laid out again: a keystroke in a task's name splices one name into a table of tens of
        // thousands, whose slots laid out afresh were a new megabyte probed at random on every keystroke.
        var free: [Int] = []
        if removed > 0 {
            for i in entries.indices where entries[i].number >= low && entries[i].number < high { free.append(i) }
            for i in free { removeSlot(of: i) }
        }
        if shift != 0 { for i in entries.indices where entries[i].number >= high { entries[i].number += shift } }
        // The names typed take the places of those taken out, in order, then go at the end.
        free.reverse()
        var placed: [Int] = []
        for (k, name) in names.enumerated() {
            let entry = Entry(name: name, number: low + Int32(k), hash: Self.hash(name))
            if let reused = free.popLast() { entries[reused] = entry; placed.append(reused) } else { entries.append(entry); placed.append(entries.count - 1) }
        }
        // Places left over: the last entry moves into each, from the highest (so the last one is never a place left,
        // nor a name typed, which took the lowest).
        for place in free {
            let last = entries.count - 1
            if place != last {
                let slot = slot(of: last)
                slots[slot].entry = Int32(place)
                entries[place] = entries[last]
            }
            entries.removeLast()
        }
        var size = slots.count
        while size < entries.count * 2 { size <<= 1 }
        guard size == slots.count else { layOut(size); return true }
        for e in placed { giveSlot(to: e) }
        return true
    }

    /// Empties the slot of entry `index` and moves back the slots after it that probed past it (a table that probes
    /// linearly has no empty slot between a name's first slot and its own).
    private mutating func removeSlot(of index: Int) {
        let mask = slots.count - 1
        var hole = slot(of: index)
        var next = (hole + 1) & mask
        while slots[next].entry >= 0 {
            // A slot whose name starts at or before the hole (going round) may fill it; one that starts after may not.
            let home = Int(slots[next].hash) & mask
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Slot()
    }

    /// The slot of entry `index`, which has one.
    private func slot(of index: Int) -> Int {
        let mask = slots.count - 1
        var slot = Int(entries[index].hash) & mask
        while slots[slot].entry != Int32(index) {
            // An empty slot first: the table lost the entry's slot, and would be searched for ever.
            precondition(slots[slot].entry >= 0, "a name table lost the slot of an entry")
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Each entry has one slot, under its hash, and every slot holds an entry of the table (what the tests check after
    /// each splice: a slot left behind is mostly harmless to lookups, until its entry's place is taken).
    package var slotsHoldEachEntryOnce: Bool {
        var seen = [Bool](repeating: false, count: entries.count)
        for slot in slots where slot.entry >= 0 {
            let e = Int(slot.entry)
            guard e < entries.count, !seen[e], entries[e].hash == slot.hash else { return false }
            seen[e] = true
        }
        return !seen.contains(false)
    }

    private mutating func grow() { layOut(slots.count * 2) }

    /// `size` slots (a power of two), each entry's found from the hash it keeps.
    private mutating func layOut(_ size: Int) {
        slots = Array(repeating: Slot(), count: size)
        for e in entries.indices { giveSlot(to: e) }
    }

    /// Entry `e` in the first empty slot from its hash (the table is at most half full: there is one).
    private mutating func giveSlot(to e: Int) {
        let mask = slots.count - 1
        var slot = Int(entries[e].hash) & mask
        while slots[slot].entry >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(hash: entries[e].hash, entry: Int32(e))
    }

    static func hash(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: NameHash.of(name)) }

    public static func == (a: NameTable, b: NameTable) -> Bool {
        a.count == b.count && a.entries.allSatisfy { b[$0.name] == Int($0.number) }
    }
}

/// The hashes of names for Tandem's own tables: FNV-1a over UTF-8 bytes (cheap for the short names designs use, where a
/// `Hasher` costs more than the lookup), from a basis drawn once per process, so a design cannot be written to make its
/// names land in one slot; the high half is folded into the low, which tables take the slot from and FNV alone mixes
/// poorly. Nothing Tandem writes depends on them: only lookups do.
public enum NameHash {
    /// Where every hash starts; `mix` each byte in, then `finish`. (A table that compares names in its own way hashes
    /// them as it compares them: TD501's caseless table mixes lowercased bytes.)
    public static let start = 0xcbf2_9ce4_8422_2325 ^ UInt64.random(in: 0...UInt64.max)

    @inlinable public static func mix(_ hash: inout UInt64, _ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    @inlinable public static func finish(_ hash: UInt64) -> UInt64 { hash ^ (hash >> 32) }

    /// Equal for names `==` calls equal, which compares canonically (`é` written as one scalar or as `e` and an accent).
    /// ASCII is its own canonical form; of the rest, only three characters are canonically ASCII (the Kelvin sign is
    /// `K`, the Greek question mark `;`, the Greek varia `` ` ``): a name of ASCII and those hashes as its ASCII twin,
    /// and any other name as the standard library hashes it, which normalizes.
    public static func of(_ name: String) -> UInt64 {
        var hash = start
        for byte in name.utf8 {
            guard byte < 0x80 else { return outsideASCII(name) }
            mix(&hash, byte)
        }
        return finish(hash)
    }

    private static func outsideASCII(_ name: String) -> UInt64 {
        var hash = start
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: mix(&hash, UInt8(scalar.value))
            case 0x212A: mix(&hash, UInt8(ascii: "K"))
            case 0x037E: mix(&hash, UInt8(ascii: ";"))
            case 0x1FEF: mix(&hash, UInt8(ascii: "`"))
            default: return UInt64(UInt(bitPattern: name.hashValue))
            }
        }
        return finish(hash)
    }
}
