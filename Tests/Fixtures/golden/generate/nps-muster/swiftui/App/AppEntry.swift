// The entry of NPS Muster: your code. Tandem created this file once and never overwrites it.
import SwiftUI

@main
struct AppEntry: SwiftUI.App {
    /// The root screen: the design's start screen, replaced by `replace` transitions (after login, say).
    @SwiftUI.State private var app = AppModel()

    var body: some SwiftUI.Scene {
        SwiftUI.WindowGroup {
            AppRoot(app: app)
        }
    }
}
