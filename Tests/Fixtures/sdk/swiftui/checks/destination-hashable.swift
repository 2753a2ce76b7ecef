// expect-error: instance method 'navigationDestination(for:destination:)' requires that 'Step' conform to 'Hashable'
import SwiftUI

struct Step { var n: Int }

struct Flow: View {
    var body: some View {
        NavigationStack {
            Text("Start")
                .navigationDestination(for: Step.self) { step in Text("\(step.n)") }
        }
    }
}
