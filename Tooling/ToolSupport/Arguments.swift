public import ArchitectureCheck

/// The checker's reader of a command line, with the tools' error: an option's value, or its whole
/// number, comes with the usage error that names the option.
extension Arguments {
    public init(_ arguments: [String]) { self.init(arguments[...]) }

    /// The argument after `option` (not another option).
    public mutating func value(of option: String) throws(ToolError) -> String {
        do { return try value(for: option) } catch { throw .usage("\(option) needs a value") }
    }

    /// The argument after `option`, a whole number above 0.
    public mutating func wholeNumber(of option: String) throws(ToolError) -> Int {
        let text = try value(of: option)
        guard let number = Self.wholeNumber(text), number > 0 else { throw .usage("\(option) takes a whole number above 0, not '\(text)'") }
        return number
    }

    /// `text` as a whole number written in ASCII digits (Int alone would also take "+5").
    public static func wholeNumber(_ text: String) -> Int? {
        text.allSatisfy { $0.isASCII && $0.isNumber } ? Int(text) : nil
    }
}
