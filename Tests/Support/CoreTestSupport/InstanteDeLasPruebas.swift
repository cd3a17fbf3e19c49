public import Foundation

/// The one fixed instant of the tests, 2026-11-30 16:17:00 UTC: the copy of an unreadable file is
/// named after it ("….unreadable-20261130T161700Z").
public let instanteDeLasPruebas = Date(timeIntervalSince1970: 1_796_055_420)
