// Announcements: your view. Tandem created this file once and never overwrites it; it keeps
// AnnouncementListInterface (the design's elements, regenerated) and adds what you like around it.
import SwiftUI

struct AnnouncementListView: SwiftUI.View {
    @SwiftUI.State var model: AnnouncementListModel

    var body: some SwiftUI.View {
        AnnouncementListInterface(model: model)
    }
}
