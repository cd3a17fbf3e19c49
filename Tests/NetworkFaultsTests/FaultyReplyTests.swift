import Foundation
import Testing

@testable import NetworkFaults

struct FaultyReplyTests {
    /// The head and the body of an answer.
    static func parts(_ answer: Data) -> (head: String, body: Data) {
        let end = answer.range(of: Data("\r\n\r\n".utf8))!
        return (String(decoding: answer[..<end.lowerBound], as: UTF8.self), Data(answer[end.upperBound...]))
    }

    static func sent(_ reply: FaultyReply) -> Data? {
        if case .send(let answer) = reply { return answer }
        return nil
    }

    @Test func okDaLosTresUsuariosYUnaPublicacionCreada() throws {
        let users = Self.parts(try #require(Self.sent(Fault.ok.reply(to: "GET", lateBy: 6))))
        #expect(users.head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(users.head.contains("Content-Length: \(users.body.count)\r\n"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: users.body) as? [[String: Any]])
        #expect(decoded.compactMap { $0["name"] as? String } == ["Leanne Graham", "Ervin Howell", "Clementine Bauch"])
        let post = Self.parts(try #require(Self.sent(Fault.ok.reply(to: "POST", lateBy: 6))))
        #expect(post.head.hasPrefix("HTTP/1.1 201 Created\r\n") && post.body == Data(#"{"id": 101}"#.utf8))
    }

    @Test func emptyDaUnaListaVaciaSoloALosUsuarios() throws {
        let users = Self.parts(try #require(Self.sent(Fault.empty.reply(to: "GET", lateBy: 6))))
        #expect(users.head.hasPrefix("HTTP/1.1 200 OK") && users.body == Data("[]".utf8))
        #expect(Fault.empty.reply(to: "POST", lateBy: 6) == .send(HTTPAnswer.correct(to: "POST")))
    }

    @Test func lasFallasDeTiempoDanLaRespuestaCorrectaTardeOGotaAGotaONada() {
        let correct = HTTPAnswer.correct(to: "GET")
        #expect(Fault.silent.reply(to: "GET", lateBy: 6) == .silence)
        #expect(Fault.late.reply(to: "GET", lateBy: 6) == .late(correct, after: 6))
        #expect(Fault.drip.reply(to: "POST", lateBy: 6) == .drip(HTTPAnswer.correct(to: "POST")))
    }

    @Test func resetCortaDentroDelCuerpo() throws {
        guard case .cut(let part) = Fault.reset.reply(to: "GET", lateBy: 6) else {
            Issue.record("reset does not cut")
            return
        }
        let correct = HTTPAnswer.correct(to: "GET")
        #expect(part == correct.prefix(correct.count - 20))
        #expect(Self.parts(part).body.count < HTTPAnswer.users.count)
    }

    @Test func lasRespuestasQueNoSeLeenYLosCodigos() throws {
        let size = 50 * 1024 * 1024
        #expect(Fault.huge.reply(to: "GET", lateBy: 6) == .flood(head: HTTPAnswer.head(status: 200, length: size), byte: 0x78, count: size))
        #expect(String(decoding: HTTPAnswer.head(status: 200, length: size), as: UTF8.self).contains("Content-Length: 52428800\r\n"))
        for (method, status) in [("GET", "200 OK"), ("POST", "201 Created")] {
            let invalid = Self.parts(try #require(Self.sent(Fault.invalid.reply(to: method, lateBy: 6))))
            #expect(invalid.head.hasPrefix("HTTP/1.1 \(status)") && invalid.body == Data("{not json".utf8))
        }
        let failing = Self.parts(try #require(Self.sent(Fault.status500.reply(to: "GET", lateBy: 6))))
        #expect(failing.head.hasPrefix("HTTP/1.1 500 Internal Server Error") && failing.body == Data("{}".utf8))
        #expect(Self.parts(try #require(Self.sent(Fault.status404.reply(to: "POST", lateBy: 6)))).head.hasPrefix("HTTP/1.1 404 Not Found"))
        #expect(
            Fault.tls.reply(to: "", lateBy: 6)
                == .send(Data("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)))
    }

    @Test func laCabeceraDiceElMetodoYCuantoCuerpoFalta() {
        #expect(RequestHead(received: Data("GET /users HTTP/1.1\r\nHost: x\r\n".utf8)) == nil)
        #expect(
            RequestHead(received: Data("GET /users HTTP/1.1\r\nHost: x\r\n\r\n".utf8)) == RequestHead(method: "GET", bodyStillToCome: 0))
        let post = Data("POST /posts HTTP/1.1\r\ncontent-LENGTH:  10\r\n\r\n{\"a\"".utf8)
        #expect(RequestHead(received: post) == RequestHead(method: "POST", bodyStillToCome: 6))
        let whole = Data("POST /posts HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}".utf8)
        #expect(RequestHead(received: whole)?.bodyStillToCome == 0)
    }
}
