// The user's code for the Announcements screen, as a test writes it: records what it receives.
import Foundation

final class AnnouncementListModel: AnnouncementListModelBase {
    var received: [Bool] = []
    var setViewRuns = 0
    var shownTitle = ""
    var resumes = 0, pauses = 0

    override func resume() { resumes += 1 }
    override func pause() { pauses += 1 }

    override func handleAnnouncementDetailResult(read: Bool) {
        received.append(read)
    }

    override func setView() {
        setViewRuns += 1
        shownTitle = observedAnnouncement?.title ?? ""
    }
}
