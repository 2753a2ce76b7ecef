import Foundation
import TandemMustache
import TandemPlatform

/// A screen's share of a file made for the app (the strings, the manifest, the string catalog): its entries, each
/// already written as it stands in the file.
public struct FilePart: Sendable {
    public struct Entry: Sendable {
        /// What two entries of one thing share (a resource's name): the file decides which of them it writes.
        public var key: String
        /// What tells two entries of one key apart (a string's text), when the file writes both.
        public var value: String
        /// The entry as it stands in the file.
        public var text: String

        public init(key: String, value: String = "", text: String) {
            self.key = key
            self.value = value
            self.text = text
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }
}

/// The writer of a builtin made for the app from one part per screen. A part reads only its screen, the flags and
/// `shared`; so a run in the same process (`tandem watch`) takes the part of each screen whose fingerprint it kept
/// (`KeptRenders`), and a one-screen edit writes one screen's part, not every screen's.
public protocol ScreenParts: Sendable {
    /// What every part reads of the rest of the context (the app's package): kept parts serve while it is the same.
    func shared(_ context: TemplateContext) -> String
    func part(of screen: ScreenContext, shared: String, flags: Set<String>) -> FilePart
    /// The file, from each screen's part in the screens' order.
    func file(_ parts: [FilePart], in context: TemplateContext, flags: Set<String>) -> String
}

extension ScreenParts {
    /// The file made from nothing kept.
    public func whole(_ context: TemplateContext, flags: Set<String>) -> String {
        let shared = shared(context)
        return file(context.screens.map { part(of: $0, shared: shared, flags: flags) }, in: context, flags: flags)
    }
}

/// What one run rendered of the app's files, kept for the next by the fingerprint of the screen each piece was made
/// from (`Generator.screenPrints`: what a target's files are reused by between runs on disk, here in memory): the
/// parts of the builtins (`ScreenParts`), and each template's text for each screen (`MustacheMemo`).
public final class KeptRenders: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: (shared: String, flags: Set<String>, parts: [StableHasher: FilePart])] = [:]
    private var memos: [String: MustacheMemo] = [:]
    private var kept: [String: Int] = [:]
    /// How many parts the last file under each key took from the run before (tests and the benchmark).
    public var lastKept: [String: Int] { lock.withLock { kept } }

    public init() {}

    /// The templates' texts for each screen, kept for target `target`.
    package func memo(for target: String) -> MustacheMemo {
        lock.withLock {
            if let memo = memos[target] { return memo }
            let memo = MustacheMemo()
            memos[target] = memo
            return memo
        }
    }

    /// The memo of target `target`, its run begun (`MustacheMemo.begin`).
    func memo(for target: String, context: String, lists: [String: [String]]) -> MustacheMemo {
        let memo = memo(for: target)
        memo.begin(context: context, lists: lists)
        return memo
    }

    /// Each screen's part of the file `key` names: the last run's where the screen's fingerprint and everything else a
    /// part reads are the same, else made now. Only this run's are kept for the next.
    package func parts(_ key: String, of screens: [ScreenContext], prints: [StableHasher], writer: any ScreenParts, shared: String,
                       flags: Set<String>) -> [FilePart] {
        // The file's own entry is taken out while it is used: two runs of one key never share it.
        let last = lock.withLock { files.removeValue(forKey: key) }
        let usable = last.flatMap { $0.shared == shared && $0.flags == flags ? $0.parts : nil } ?? [:]
        var made: [StableHasher: FilePart] = [:]
        made.reserveCapacity(screens.count)
        var taken = 0
        let parts = screens.indices.map { i in
            if let part = usable[prints[i]] {
                taken += 1
                made[prints[i]] = part
                return part
            }
            let part = writer.part(of: screens[i], shared: shared, flags: flags)
            made[prints[i]] = part
            return part
        }
        lock.withLock {
            files[key] = (shared, flags, made)
            kept[key] = taken
        }
        return parts
    }
}
