import TransitionLanguage
import TransitionModel
import TransitionSource
import TransitionSyntax

/// The JSON-RPC 2.0 and LSP error codes the server answers with.
public enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    /// LSP: a request other than `initialize` arrived first.
    case serverNotInitialized = -32002
    /// LSP: the client cancelled the request before it was answered.
    case requestCancelled = -32800
}

/// A failed request: becomes the `error` member of the response.
public struct ResponseError: Error, Equatable, Sendable {
    public var code: ErrorCode
    public var message: String

    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(.invalidParams, message) }
}

/// One decoded message from the client.
enum IncomingMessage {
    /// Expects exactly one response with the same id.
    case request(id: JSONValue, method: String, params: JSONValue)
    /// Expects no response.
    case notification(method: String, params: JSONValue)
    /// The client answering a request of ours; the server sends none, so these are ignored.
    case response

    /// Classifies a JSON value; a value that is no JSON-RPC message is an invalid request, reported
    /// with the id when one can be read.
    static func decode(_ json: JSONValue) -> Result<IncomingMessage, InvalidMessage> {
        guard case .object = json else {
            return .failure(InvalidMessage(id: .null, error: ResponseError(.invalidRequest, "a message must be a JSON object")))
        }
        let id = json["id"]
        if let id, !Self.isValidID(id) {
            return .failure(InvalidMessage(id: .null, error: ResponseError(.invalidRequest, "'id' must be a number or a string")))
        }
        guard let methodValue = json["method"] else {
            if json["result"] != nil || json["error"] != nil { return .success(.response) }
            return .failure(InvalidMessage(id: id ?? .null, error: ResponseError(.invalidRequest, "a message needs a 'method'")))
        }
        guard let method = methodValue.stringValue else {
            return .failure(InvalidMessage(id: id ?? .null, error: ResponseError(.invalidRequest, "'method' must be a string")))
        }
        let params = json["params"] ?? .null
        if let id, id != .null { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }

    /// A message that is no JSON-RPC message, with the id to answer it under.
    struct InvalidMessage: Error {
        var id: JSONValue
        var error: ResponseError
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .null: true
        case .number: id.intValue != nil
        default: false
        }
    }
}

/// Builders for what the server writes.
enum Outgoing {
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func response(id: JSONValue, error: ResponseError) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(error.code.rawValue)), ("message", .string(error.message))])),
        ])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}

/// Typed reads from request parameters; a missing or mistyped member is an `InvalidParams` error
/// that names the member.
struct Params {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String = "params") {
        self.value = value
        self.path = path
    }

    func member(_ key: String) throws(ResponseError) -> Params {
        guard case .object = value else { throw .invalidParams("\(path) must be an object") }
        guard let member = value[key], member != .null else { throw .invalidParams("\(path).\(key) is missing") }
        return Params(member, path: "\(path).\(key)")
    }

    func optionalMember(_ key: String) -> Params? {
        guard let member = value[key], member != .null else { return nil }
        return Params(member, path: "\(path).\(key)")
    }

    func string() throws(ResponseError) -> String {
        guard let s = value.stringValue else { throw .invalidParams("\(path) must be a string") }
        return s
    }

    func int() throws(ResponseError) -> Int {
        guard let n = value.intValue else { throw .invalidParams("\(path) must be an integer") }
        return n
    }

    /// A zero-based line or character: a non-negative integer.
    func index() throws(ResponseError) -> Int {
        let n = try int()
        guard n >= 0 else { throw .invalidParams("\(path) must not be negative") }
        return n
    }

    func array() throws(ResponseError) -> [Params] {
        guard let items = value.arrayValue else { throw .invalidParams("\(path) must be an array") }
        return items.enumerated().map { Params($1, path: "\(path)[\($0)]") }
    }
}
