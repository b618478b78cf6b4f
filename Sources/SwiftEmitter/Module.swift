// SwiftEmitter
