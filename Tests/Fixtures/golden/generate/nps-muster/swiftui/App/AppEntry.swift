// The entry of NPS Muster: your code. Tandem created this file once and never overwrites it.
import SwiftUI

@main
struct AppEntry: App {
    /// The root screen: the design's start screen, replaced by `replace` transitions (after login, say).
    @State private var app = AppModel()

    var body: some Scene {
        WindowGroup {
            AppRoot(app: app)
        }
    }
}
