// NPS Muster: your view. Tandem created this file once and never overwrites it; it keeps
// HomeInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct HomeView: SwiftUI.View {
    @SwiftUI.State var model: HomeModel

    var body: some SwiftUI.View {
        HomeInterface(model: model)
    }
}
