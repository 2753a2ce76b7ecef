import Foundation

/// What a check made for each declaration of a kind, by its id, kept for the next check: the language server checks
/// a design again after every keystroke, and most declarations are as they were. Callers look a value up and check it
/// was made from what the declaration is now. One caller at a time (the rules run on both cores); past twice the
/// declarations asked about (and 64), the ids of declarations renamed or removed are let go and the table starts again.
public final class KeptByID<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var byID: [String: Value] = [:]

    public init() {}

    /// Runs `body` on the table for a check of `count` declarations.
    public func access<Result>(count: Int, _ body: (inout [String: Value]) -> Result) -> Result {
        lock.withLock {
            if byID.count > 2 * count + 64 { byID = [:] }
            // Made in one go the first time (a command's only check) rather than grown and rehashed along the way.
            if byID.isEmpty { byID.reserveCapacity(count) }
            return body(&byID)
        }
    }
}
