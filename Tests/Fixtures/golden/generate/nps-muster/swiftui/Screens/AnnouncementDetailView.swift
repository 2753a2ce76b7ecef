// Announcement: your view. Tandem created this file once and never overwrites it; it keeps
// AnnouncementDetailInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct AnnouncementDetailView: SwiftUI.View {
    @SwiftUI.State var model: AnnouncementDetailModel

    var body: some SwiftUI.View {
        AnnouncementDetailInterface(model: model)
    }
}
