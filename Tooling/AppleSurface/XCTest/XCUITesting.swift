// The XCTest UI-testing API that the iOS app's UI tests (Apps/iOS/MarcadorUITests) use, with the
// signatures of the XCTest reference (developer.apple.com/documentation/xctest/user-interface-tests)
// for the iOS 18 SDK, where the UI element types are isolated to the main actor. It stands in for
// the whole XCTest module in one type check only, never beside the toolchain's XCTest in a build.
// Every body traps: nothing here is ever run.
//
// Checked against: the XCTest reference pages (Xcode 16 to the newest); XCTest ships with Xcode, not
// in the SDK, so no iOS 18.0 interface was read. Main-actor isolated, the stricter form.
@_exported public import Foundation

/// iOS 2 (XCTest).
open class XCTestCase: NSObject {
    public override init() { fatalError() }
    /// iOS 2.
    open var continueAfterFailure: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// iOS 13: the `async throws` form of set-up.
    open func setUp() async throws { fatalError() }
    /// iOS 11.
    open func add(_ attachment: XCTAttachment) { fatalError() }
}

/// iOS 9.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { fatalError() }

/// iOS 9.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { fatalError() }

/// iOS 11.
open class XCTAttachment: NSObject {
    /// iOS 11.
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    /// iOS 11.
    @MainActor public convenience init(screenshot: XCUIScreenshot) { fatalError() }
    /// iOS 11.
    open var name: String? {
        get { fatalError() }
        set { fatalError() }
    }
    /// iOS 11.
    open var lifetime: XCTAttachment.Lifetime {
        get { fatalError() }
        set { fatalError() }
    }
}

/// iOS 9.
@MainActor open class XCUIElement: NSObject {
    /// iOS 9: the element's accessibility label (XCUIElementAttributes).
    open var label: String { fatalError() }
    /// iOS 9.
    open var exists: Bool { fatalError() }
    /// iOS 9.
    open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
    /// iOS 9.
    open func tap() { fatalError() }
    /// iOS 9.
    open func swipeLeft() { fatalError() }
    /// iOS 11 (XCUIScreenshotProviding).
    open func screenshot() -> XCUIScreenshot { fatalError() }
    /// iOS 9 (XCUIElementTypeQueryProvider).
    open var staticTexts: XCUIElementQuery { fatalError() }
    /// iOS 9.
    open var buttons: XCUIElementQuery { fatalError() }
    /// iOS 9.
    open var cells: XCUIElementQuery { fatalError() }
    /// iOS 9.
    open var tabBars: XCUIElementQuery { fatalError() }
    /// iOS 9.
    open var navigationBars: XCUIElementQuery { fatalError() }
}

/// iOS 9.
@MainActor open class XCUIApplication: XCUIElement {
    public override init() { fatalError() }
    /// iOS 9.
    open var launchArguments: [String] {
        get { fatalError() }
        set { fatalError() }
    }
    /// iOS 9.
    open func launch() { fatalError() }
}

/// iOS 9.
@MainActor open class XCUIElementQuery: NSObject {
    /// iOS 9.
    open subscript(key: String) -> XCUIElement { fatalError() }
    /// iOS 9.
    open func element(boundBy index: Int) -> XCUIElement { fatalError() }
    /// iOS 11.
    open var firstMatch: XCUIElement { fatalError() }
    /// iOS 9.
    open var allElementsBoundByIndex: [XCUIElement] { fatalError() }
    /// iOS 9 (XCUIElementTypeQueryProvider).
    open var staticTexts: XCUIElementQuery { fatalError() }
    /// iOS 9.
    open var buttons: XCUIElementQuery { fatalError() }
}

/// iOS 11.
@MainActor open class XCUIScreenshot: NSObject {}
