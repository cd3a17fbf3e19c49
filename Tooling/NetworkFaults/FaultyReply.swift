import Foundation

/// What the server does once it has read a request: the bytes it sends and how.
enum FaultyReply: Equatable, Sendable {
    /// The whole answer at once, then the connection closed.
    case send(Data)
    /// Nothing, until the server stops.
    case silence
    /// The whole answer after this many seconds, unless the server stops first.
    case late(Data, after: Double)
    /// One byte a second.
    case drip(Data)
    /// These bytes, then a TCP reset instead of the rest.
    case cut(Data)
    /// `head`, then a body of `count` copies of `byte`, made as it goes rather than held whole.
    case flood(head: Data, byte: UInt8, count: Int)
}

extension Fault {
    /// The reply to a request with `method` (`GET` for the users, `POST` for a crónica); a late
    /// answer comes after `lateBy` seconds.
    func reply(to method: String, lateBy: Double) -> FaultyReply {
        let correct = HTTPAnswer.correct(to: method)
        switch self {
        case .ok: return .send(correct)
        case .empty: return .send(method == "GET" ? HTTPAnswer.bytes(status: 200, body: Data("[]".utf8)) : correct)
        case .silent: return .silence
        case .late: return .late(correct, after: lateBy)
        case .drip: return .drip(correct)
        case .tls: return .send(HTTPAnswer.badRequest)
        // Cut inside the body, so the head promises bytes that never come.
        case .reset: return .cut(correct.dropLast(20))
        case .huge:
            let size = 50 * 1024 * 1024
            return .flood(head: HTTPAnswer.head(status: 200, length: size), byte: UInt8(ascii: "x"), count: size)
        case .invalid: return .send(HTTPAnswer.bytes(status: method == "GET" ? 200 : 201, body: Data("{not json".utf8)))
        case .status500: return .send(HTTPAnswer.bytes(status: 500, body: Data("{}".utf8)))
        case .status404: return .send(HTTPAnswer.bytes(status: 404, body: Data("{}".utf8)))
        }
    }
}

/// The answers of a JSONPlaceholder-style server, as bytes on the wire.
enum HTTPAnswer {
    /// The three users the app keeps as referees.
    static let users = Data(
        """
        [{"id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz", "address": {"city": "Gwenborough"}}, \
        {"id": 2, "name": "Ervin Howell", "email": "Shanna@melissa.tv", "address": {"city": "Wisokyburgh"}}, \
        {"id": 3, "name": "Clementine Bauch", "email": "Nathan@yesenia.net", "address": {"city": "McKenziehaven"}}]
        """.utf8)

    /// What a plain-HTTP server says to whatever it cannot read, a TLS handshake included.
    static let badRequest = Data("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)

    /// The users for a GET, the new post's id for a POST.
    static func correct(to method: String) -> Data {
        method == "POST" ? bytes(status: 201, body: Data(#"{"id": 101}"#.utf8)) : bytes(status: 200, body: users)
    }

    static func bytes(status: Int, body: Data) -> Data {
        var answer = head(status: status, length: body.count)
        answer.append(body)
        return answer
    }

    /// The status line and headers of an answer whose body has `length` bytes.
    static func head(status: Int, length: Int) -> Data {
        let reason = [200: "OK", 201: "Created", 404: "Not Found", 500: "Internal Server Error"][status] ?? "Unknown"
        return Data(
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8)
    }
}

/// The start of a request as it arrives: its method once the head is whole, and how many bytes of
/// its body are still to come.
struct RequestHead: Equatable {
    var method: String
    var bodyStillToCome: Int
}

extension RequestHead {
    /// Nil while the head has not ended (no blank line yet).
    init?(received: Data) {
        let blankLine = Data("\r\n\r\n".utf8)
        guard let end = received.range(of: blankLine) else { return nil }
        let lines = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        method = String(lines[0].prefix { $0 != " " })
        let length =
            lines.dropFirst().compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        bodyStillToCome = max(0, length - (received.count - end.upperBound))
    }
}
