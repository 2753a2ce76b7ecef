import Foundation

struct Profile: Sendable {
    var userName: String
    var rememberMe: Bool
}

struct Announcement: Sendable {
    var title: String
    var body: String
    var posted: Date

    static let samples = [
        Announcement(title: "Muster at 0800", body: "All hands muster on the quarterdeck.", posted: Date(timeIntervalSince1970: 1_700_000_000)),
        Announcement(title: "Library hours", body: "The library closes early on Friday.", posted: Date(timeIntervalSince1970: 1_700_100_000)),
        Announcement(title: "Parking", body: "Lot B is closed for resurfacing.", posted: Date(timeIntervalSince1970: 1_700_200_000)),
    ]
}
