// The XCTest UI-testing API the iOS app's UI tests use (Apps/iOS/MarcadorUITests). It stands in for
// the whole XCTest module in one type check only, never beside the toolchain's XCTest. Bodies trap.
//
// Checked against: the XCTest reference pages (Xcode 16 to the newest; XCTest ships with Xcode, so
// no iOS 18.0 interface was read). The UI element types main-actor isolated, as in the iOS 18
// SDK. Every declaration dates from iOS 9 to 13, below the deployment target: no `@available`.
@_exported public import Foundation

open class XCTestCase: NSObject {
    public override init() { fatalError() }
    open var continueAfterFailure: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open func setUp() async throws { fatalError() }
    open func add(_ attachment: XCTAttachment) { fatalError() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) { fatalError() }

open class XCTAttachment: NSObject {
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    @MainActor public convenience init(screenshot: XCUIScreenshot) { fatalError() }
    open var name: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var lifetime: XCTAttachment.Lifetime {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class XCUIElement: NSObject {
    open var label: String { fatalError() }
    open var exists: Bool { fatalError() }
    open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
    open func tap() { fatalError() }
    open func swipeLeft() { fatalError() }
    open func screenshot() -> XCUIScreenshot { fatalError() }
    open var staticTexts: XCUIElementQuery { fatalError() }
    open var buttons: XCUIElementQuery { fatalError() }
    open var cells: XCUIElementQuery { fatalError() }
    open var tabBars: XCUIElementQuery { fatalError() }
    open var navigationBars: XCUIElementQuery { fatalError() }
}

@MainActor open class XCUIApplication: XCUIElement {
    public override init() { fatalError() }
    open var launchArguments: [String] {
        get { fatalError() }
        set { fatalError() }
    }
    open func launch() { fatalError() }
}

@MainActor open class XCUIElementQuery: NSObject {
    open subscript(key: String) -> XCUIElement { fatalError() }
    open func element(boundBy index: Int) -> XCUIElement { fatalError() }
    open var firstMatch: XCUIElement { fatalError() }
    open var allElementsBoundByIndex: [XCUIElement] { fatalError() }
    open var staticTexts: XCUIElementQuery { fatalError() }
    open var buttons: XCUIElementQuery { fatalError() }
}

@MainActor open class XCUIScreenshot: NSObject {}
