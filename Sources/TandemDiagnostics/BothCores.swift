import Dispatch

// The pipeline's stages split their work this way: the halves of a large file, the model's kinds, the trace links, the
// rules. Here, the lowest module, so every stage uses the same two helpers and the unchecked sharing is in one place.

/// Runs two independent pieces of work at once (the machine has at least two cores; on one, they take turns) and
/// returns both results.
public func onBothCores<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            // Unchecked: each side runs one closure and writes its own result; both are read after both have ended.
            nonisolated(unsafe) let first = first, second = second
            nonisolated(unsafe) var a: A?, b: B?
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 { a = first() } else { b = second() }
            }
            return (a!, b!)
        }
    }
}

/// `body(0)` to `body(count - 1)` on every core, handed out in that order; the results in the same order, whatever
/// finished first.
public func onEveryCore<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
    withoutActuallyEscaping(body) { body in
        Array(unsafeUninitializedCapacity: count) { slots, initialized in
            // Unchecked: each iteration initializes its own slot only; the array is read after all have ended.
            nonisolated(unsafe) let body = body, slots = slots
            DispatchQueue.concurrentPerform(iterations: count) { i in (slots.baseAddress! + i).initialize(to: body(i)) }
            initialized = count
        }
    }
}
