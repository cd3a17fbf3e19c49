// Signature probes of the values the system keeps between runs (see Views.swift).
import Foundation
import SwiftUI

nonisolated func valoresGuardados() {
    let _: (Int, String, UserDefaults?) -> AppStorage<Int> = AppStorage.init(wrappedValue:_:store:)
    let _: KeyPath<AppStorage<Int>, Int> = \.wrappedValue
    let _: KeyPath<AppStorage<Int>, Binding<Int>> = \.projectedValue
}
