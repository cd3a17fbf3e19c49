// The UserNotifications API that `NotificadorLocal` uses, with the signatures of the
// UserNotifications reference (developer.apple.com/documentation/usernotifications) for the
// iOS 18 / macOS 15 SDK. The Objective-C methods with a completion handler are declared as Swift
// imports them: the `async` form the code calls. Every body traps: nothing here is ever run.
public import Foundation

/// iOS 10, macOS 10.14.
open class UNUserNotificationCenter: NSObject {
    /// iOS 10.
    open class func current() -> UNUserNotificationCenter { fatalError() }
    /// iOS 10: `requestAuthorization(options:completionHandler:)` as `async throws`.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }
    /// iOS 10: `add(_:withCompletionHandler:)` as `async throws`.
    open func add(_ request: UNNotificationRequest) async throws { fatalError() }
}

/// iOS 10.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// iOS 10.
    public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 0) }
    /// iOS 10.
    public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 1) }
    /// iOS 10.
    public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 2) }
}

/// iOS 10.
open class UNNotificationContent: NSObject {
    /// iOS 10.
    open var title: String { fatalError() }
    /// iOS 10.
    open var body: String { fatalError() }
    /// iOS 10.
    open var sound: UNNotificationSound? { fatalError() }
}

/// iOS 10.
open class UNMutableNotificationContent: UNNotificationContent {
    /// iOS 10.
    override open var title: String {
        get { fatalError() }
        set { fatalError() }
    }
    /// iOS 10.
    override open var body: String {
        get { fatalError() }
        set { fatalError() }
    }
    /// iOS 10.
    override open var sound: UNNotificationSound? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// iOS 10.
open class UNNotificationSound: NSObject {
    /// iOS 10.
    open class var `default`: UNNotificationSound { fatalError() }
}

/// iOS 10.
open class UNNotificationTrigger: NSObject {}

/// iOS 10.
open class UNNotificationRequest: NSObject {
    /// iOS 10.
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { fatalError() }
}
