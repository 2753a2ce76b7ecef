// Intranet: your view. Tandem created this file once and never overwrites it; it keeps
// IntranetInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct IntranetView: View {
    @State var model: IntranetModel

    var body: some View {
        IntranetInterface(model: model)
    }
}
