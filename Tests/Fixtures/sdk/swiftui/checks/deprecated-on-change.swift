// expect-warning: 'onChange(of:perform:)' is deprecated: Use `onChange` with a two or zero parameter action closure instead.
import SwiftUI

struct Watcher: View {
    @State private var text = ""
    var body: some View {
        TextField("Name", text: $text)
            .onChange(of: text) { newValue in print(newValue) }
    }
}
