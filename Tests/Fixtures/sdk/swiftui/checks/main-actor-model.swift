// expect-error: call to main actor-isolated instance method 'increment()' in a synchronous nonisolated context
import SwiftUI

@Observable @MainActor final class Counter {
    var value = 0
    func increment() { value += 1 }
}

func bump(_ counter: Counter) {
    counter.increment()
}
