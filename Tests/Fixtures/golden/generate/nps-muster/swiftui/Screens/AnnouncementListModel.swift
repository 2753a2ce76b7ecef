// Announcements: your logic. Tandem created this file once and never overwrites it.
// State you add here is not observed: what the screen shows lives in the elements' properties and the models.
import Foundation

final class AnnouncementListModel: AnnouncementListModelBase {
    override func sortChanged() {
        super.sortChanged()
    }

    override func select(announcement: Announcement) {
        super.select(announcement: announcement)
    }

    override func setView() {
        // Fill the elements' properties from the models.
    }
}
