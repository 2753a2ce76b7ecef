// The behaviour of Announcement. Tandem created this file once and never overwrites it: it is yours.
// When the design adds a method, the compiler asks for it here.
import Foundation

@MainActor
enum AnnouncementMethods {
    static func markRead(_ receiver: Announcement) {
        // TODO: implement markRead.

    }
}
