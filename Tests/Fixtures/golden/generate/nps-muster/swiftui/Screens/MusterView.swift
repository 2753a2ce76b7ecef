// Muster: your view. Tandem created this file once and never overwrites it; it keeps
// MusterInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct MusterView: SwiftUI.View {
    @SwiftUI.State var model: MusterModel

    var body: some SwiftUI.View {
        MusterInterface(model: model)
    }
}
