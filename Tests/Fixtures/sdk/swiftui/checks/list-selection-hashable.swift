// expect-error: referencing initializer 'init(selection:content:)' on 'List' requires that 'Place' conform to 'Hashable'
import SwiftUI

struct Place { var name: String }

struct Sidebar: View {
    @State private var selected: Place?
    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                Text("Harbor")
            }
        } detail: {
            Text(selected?.name ?? "Choose a place")
        }
    }
}
