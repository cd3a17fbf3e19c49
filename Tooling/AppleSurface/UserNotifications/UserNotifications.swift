// The UserNotifications API `NotificadorLocal` uses; bodies trap. Methods with a completion handler
// in the `async` form Swift imports. Checked against: the newest SDK's reference pages (iOS 27) and
// their iOS 10 availability (an Objective-C framework: no Swift interface; the iOS 18.0 headers were
// not read). Stricter than the SDK: no class here is `Sendable`.
public import Foundation

@available(iOS 10.0, macOS 10.14, *)
open class UNUserNotificationCenter: NSObject {
    @available(iOS 10.0, macOS 10.14, *)
    open class func current() -> UNUserNotificationCenter { fatalError() }
    @available(iOS 10.0, macOS 10.14, *)
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }
    @available(iOS 10.0, macOS 10.14, *)
    open func add(_ request: UNNotificationRequest) async throws { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    @available(iOS 10.0, macOS 10.14, *)
    public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 0) }
    @available(iOS 10.0, macOS 10.14, *)
    public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 1) }
    @available(iOS 10.0, macOS 10.14, *)
    public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 2) }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationContent: NSObject {
    @available(iOS 10.0, macOS 10.14, *)
    open var title: String { fatalError() }
    @available(iOS 10.0, macOS 10.14, *)
    open var body: String { fatalError() }
    @available(iOS 10.0, macOS 10.14, *)
    open var sound: UNNotificationSound? { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNMutableNotificationContent: UNNotificationContent {
    @available(iOS 10.0, macOS 10.14, *)
    override open var title: String {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 10.0, macOS 10.14, *)
    override open var body: String {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 10.0, macOS 10.14, *)
    override open var sound: UNNotificationSound? {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationSound: NSObject {
    @available(iOS 10.0, macOS 10.14, *)
    open class var `default`: UNNotificationSound { fatalError() }
}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationTrigger: NSObject {}

@available(iOS 10.0, macOS 10.14, *)
open class UNNotificationRequest: NSObject {
    @available(iOS 10.0, macOS 10.14, *)
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { fatalError() }
}
