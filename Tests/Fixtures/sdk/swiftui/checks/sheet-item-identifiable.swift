// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'Detail' conform to 'Identifiable'
import SwiftUI

struct Detail: Hashable { var id: Int }

struct Host: View {
    @State private var shown: Detail?
    var body: some View {
        Text("Host")
            .sheet(item: $shown) { detail in Text("\(detail.id)") }
    }
}
