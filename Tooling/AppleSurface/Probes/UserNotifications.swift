// Signature probes of the local notifications (see Views.swift). The Objective-C methods with a
// completion handler are named in the `async` form Swift imports and the code calls.
import UserNotifications

nonisolated func notifications(_ center: UNUserNotificationCenter, _ content: UNMutableNotificationContent) {
    let _: () -> UNUserNotificationCenter = UNUserNotificationCenter.current
    let _: (UNAuthorizationOptions) async throws -> Bool = center.requestAuthorization(options:)
    let _: (UNNotificationRequest) async throws -> Void = center.add(_:)
    let _: UNAuthorizationOptions = [.alert, .sound]
    let _: (String, UNNotificationContent, UNNotificationTrigger?) -> UNNotificationRequest = UNNotificationRequest.init(
        identifier:content:trigger:)
    content.title = content.title
    content.body = content.body
    content.sound = content.sound
    let _: UNNotificationSound = .default
}
