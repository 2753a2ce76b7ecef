import Dispatch

/// Runs two independent pieces of work at once (the machine has at least two cores; on one, they take turns) and
/// returns both results. The pipeline's stages split their work in two this way: the halves of a large file, the
/// model's kinds, the trace links. Here, the lowest module, so every stage can use the one helper.
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
