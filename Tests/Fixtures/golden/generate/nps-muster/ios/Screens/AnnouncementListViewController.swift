// Announcements: your code. Tandem created this file once and never overwrites it.
import UIKit

final class AnnouncementListViewController: AnnouncementListViewControllerBase {
    override func sortChanged() {
        super.sortChanged()
    }

    override func select(announcement: Announcement) {
        super.select(announcement: announcement)
    }

    override func setView() {
        // Fill the views from the models.
    }
}
