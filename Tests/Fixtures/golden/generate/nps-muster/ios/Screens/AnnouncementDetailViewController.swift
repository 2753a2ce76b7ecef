// Announcement: your code. Tandem created this file once and never overwrites it.
import UIKit

final class AnnouncementDetailViewController: AnnouncementDetailViewControllerBase {
    override func markRead() {
        super.markRead()
    }

    override func setView() {
        // Fill the views from the models.
    }
}
