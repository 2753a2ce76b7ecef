// expect-error: generic struct 'Picker' requires that 'Choice' conform to 'Hashable'
import SwiftUI

struct Choice { var name: String }

struct Chooser: View {
    @State private var choice = Choice(name: "a")
    var body: some View {
        Picker("Choice", selection: $choice) {
            Text("A")
        }
    }
}
