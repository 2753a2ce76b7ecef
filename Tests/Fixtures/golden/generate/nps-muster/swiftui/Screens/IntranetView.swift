// Intranet: your view. Tandem created this file once and never overwrites it; it keeps
// IntranetInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct IntranetView: SwiftUI.View {
    @SwiftUI.State var model: IntranetModel

    var body: some SwiftUI.View {
        IntranetInterface(model: model)
    }
}
