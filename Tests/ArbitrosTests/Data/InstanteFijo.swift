import Foundation

/// 2026-01-01 00:00:00 UTC: the copy of an unreadable referee file is named after it.
let instanteFijo: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_767_225_600) }
