import Testing
import ToolSupport

@testable import MutationTest

struct ChangedLinesTests {
    static let diff = """
        diff --git a/Modules/A/Domain/X.swift b/Modules/A/Domain/X.swift
        --- a/Modules/A/Domain/X.swift
        +++ b/Modules/A/Domain/X.swift
        @@ -3,0 +4,2 @@ struct X {
        +    let a = 1
        +    let b = 2
        @@ -10 +12 @@ func f() {
        -    return 1
        +    return 2
        @@ -20,2 +22,0 @@ func g() {
        -    gone
        -    gone
        diff --git a/Modules/A/Domain/Gone.swift b/Modules/A/Domain/Gone.swift
        --- a/Modules/A/Domain/Gone.swift
        +++ /dev/null
        @@ -1,3 +0,0 @@
        -gone
        """

    @Test func cadaArchivoTieneLasLineasQueElCambioAnadeOCambia() {
        #expect(ChangedLines.parse(Self.diff) == ["Modules/A/Domain/X.swift": [4, 5, 12]])
    }

    @Test func unDiffVacioNoTocaNada() {
        #expect(ChangedLines.parse("").isEmpty)
    }
}
