import TransitionSource
import TransitionModel
/// The compact syntax tree: every node of a file in one flat array, addressed by 32-bit indices.
///
/// A node is 16 bytes: its kind, two small fields of detail (an operator, an edge's arrow, a
/// scenario step's verb), its byte range in the source and one 32-bit word that locates its
/// children in a side array (or, for a number, its value in a table of numbers). Names are not
/// stored: an identifier is a byte range, and its text is read from the source when asked for.
/// (Names are not interned: a name of 15 bytes or fewer is a `String` without storage of its own,
/// and decoding it from bytes that are in the cache costs what a lookup in a table of spellings
/// costs. Measured with such a table, filled by the parser: parsing the 10 MB benchmark spec took
/// 30 % longer, checking took as long, and the tree grew by 3.7 MB.)
/// So parsing allocates a handful of growing arrays, not one object per node, and a tree costs a
/// small multiple of its source (the layout of Zig's `Ast`, Carbon's parse tree and the green
/// nodes of rust-analyzer's rowan).
///
/// The typed views of `AST.swift` (`GestureDecl`, `Expr`, …) read this storage and are what the
/// checker, the formatter and the language server see; `forEachChild(of:)` and `walk(_:)` know every
/// node's children, so a feature that needs "every expression" or "every name" walks once.
public final class SyntaxTree: Sendable {
    /// The source the ranges point into.
    public let bytes: [UInt8]
    let nodes: [SyntaxNode]
    /// For each node with children: their count, then their ids, contiguous.
    let childList: [SyntaxID]
    /// The values of number literals, indexed by a number node's `data`.
    let numbers: [Double]
    /// The file (or, for `Parser.parseSteps`, the list of steps).
    public let root: SyntaxID

    init(bytes: [UInt8], builder: SyntaxTreeBuilder, root: SyntaxID) {
        self.bytes = bytes
        nodes = builder.nodes
        childList = builder.childList
        numbers = builder.numbers
        self.root = root
    }

    /// How many nodes the tree holds (for measurements).
    public var nodeCount: Int { nodes.count }

    /// The bytes the tree's arrays hold, its source aside (for measurements).
    public var storageBytes: Int {
        nodes.count * MemoryLayout<SyntaxNode>.stride + childList.count * MemoryLayout<SyntaxID>.stride
            + numbers.count * MemoryLayout<Double>.stride
    }

    @inline(__always) func node(_ id: SyntaxID) -> SyntaxNode { nodes[Int(id.raw)] }

    /// What a node is.
    @inline(__always) public func kind(_ id: SyntaxID) -> SyntaxKind { id.isNode ? node(id).kind : .identifier }

    /// The source bytes a node covers.
    @inline(__always) public func range(_ id: SyntaxID) -> SourceRange {
        id.isNode ? node(id).range : id.nameRange
    }

    /// Calls `body` with each present child of `id`, in order.
    @inline(__always) public func forEachChild(of id: SyntaxID, _ body: (SyntaxID) -> Void) {
        guard id.isNode else { return }
        let n = node(id)
        guard n.kind.hasChildren else { return }
        let first = Int(n.data)
        let count = Int(childList[first].raw)
        var i = first + 1
        while i <= first + count {
            let child = childList[i]
            if child != .none { body(child) }
            i += 1
        }
    }

    /// Visits `id` and everything below it, parents before children, in source order. `visit`
    /// answers whether to go below the node it is given. Iterative: nesting is input-controlled.
    public func walk(from id: SyntaxID? = nil, _ visit: (SyntaxID) -> Bool) {
        var stack: [SyntaxID] = [id ?? root]
        var reversed: [SyntaxID] = []
        while let next = stack.popLast() {
            guard visit(next) else { continue }
            reversed.removeAll(keepingCapacity: true)
            forEachChild(of: next) { reversed.append($0) }
            stack.append(contentsOf: reversed.reversed())
        }
    }

    /// The nodes that hold `offset`, from the root down: at each level the first child whose range
    /// holds it, its end included (a cursor just after a word is on that word). What an editor
    /// feature asks first: which declaration, member, statement and name the cursor is in.
    public func path(to offset: Int) -> [SyntaxID] {
        var path = [root]
        var current = root
        while true {
            var next: SyntaxID?
            forEachChild(of: current) { child in
                let range = range(child)
                if next == nil && range.start <= offset && offset <= range.end { next = child }
            }
            guard let next else { return path }
            path.append(next)
            current = next
        }
    }

    /// The deepest node of `kind` on `path`, as a view.
    public func innermost<View: SyntaxView>(_ kind: SyntaxKind, on path: [SyntaxID], as view: View.Type = View.self) -> View? {
        path.last { self.kind($0) == kind }.map { View(self, $0) }
    }

    // MARK: - Slots, for the typed views

    /// The child in `slot` (possibly `.none`, an absent optional part).
    @inline(__always) func child(_ id: SyntaxID, _ slot: Int) -> SyntaxID {
        let first = Int(node(id).data)
        return slot < Int(childList[first].raw) ? childList[first + 1 + slot] : .none
    }

    /// How many slots a node's children occupy.
    @inline(__always) func slotCount(_ id: SyntaxID) -> Int {
        guard id.isNode else { return 0 }
        let n = node(id)
        return n.kind.hasChildren ? Int(childList[Int(n.data)].raw) : 0
    }

    @inline(__always) func detail(_ id: SyntaxID) -> UInt8 { node(id).detail }
    @inline(__always) func extra(_ id: SyntaxID) -> UInt16 { node(id).extra }
    @inline(__always) func number(_ id: SyntaxID) -> Double { numbers[Int(node(id).data)] }

    /// The text of a range, with invalid UTF-8 repaired.
    public func text(_ range: SourceRange) -> String { SourceFile.text(range, in: bytes) }
}

/// A node of a `SyntaxTree`: the index of a record in its array or, for a name (the commonest
/// node by far, over a third of them), the name itself: its offset and length packed in 30 bits,
/// so it costs its parent's 4-byte slot and no record. A name the parser found missing keeps the
/// offset of its empty range.
///
/// Bit 31 clear: a record's index. Bits 31 and 30 `10`: a name, its start in bits 5 to 29 and
/// its length in bits 0 to 4; `11`: a missing name at the offset in the low 30 bits. All ones: an
/// absent part. A name longer than 31 bytes, or starting past the first 32 MiB of a source, is a
/// record like any node.
public struct SyntaxID: Hashable, Sendable, Comparable {
    public let raw: UInt32
    init(raw: UInt32) { self.raw = raw }
    /// An absent optional part (a gesture without a name, an argument without a label).
    static let none = SyntaxID(raw: .max)
    public static func < (lhs: SyntaxID, rhs: SyntaxID) -> Bool { lhs.raw < rhs.raw }

    private static let nameTag: UInt32 = 0x8000_0000
    private static let missingTag: UInt32 = 0xC000_0000
    private static let missingOffsetMask: UInt32 = 0x3FFF_FFFF
    private static let lengthBits: UInt32 = 5
    private static let maximumLength = 1 << 5 - 1
    private static let maximumStart = 1 << 25 - 1

    /// Whether this is a record's index (else a name kept in its parent's slot, or `.none`).
    @inline(__always) var isNode: Bool { raw & SyntaxID.nameTag == 0 }

    /// A name kept in its slot, when it fits (else the builder makes a record).
    static func name(_ range: SourceRange) -> SyntaxID? {
        if range.isEmpty {
            guard range.start < Int(missingOffsetMask) else { return nil }
            return SyntaxID(raw: missingTag | UInt32(range.start))
        }
        guard range.start <= maximumStart, range.length <= maximumLength else { return nil }
        return SyntaxID(raw: nameTag | UInt32(range.start) << lengthBits | UInt32(range.length))
    }

    /// The range of a name kept in its slot.
    @inline(__always) var nameRange: SourceRange {
        if raw & SyntaxID.missingTag == SyntaxID.missingTag { return .at(Int(raw & SyntaxID.missingOffsetMask)) }
        let start = Int((raw & SyntaxID.missingOffsetMask) >> SyntaxID.lengthBits)
        return SourceRange(start, start + Int(raw & UInt32(SyntaxID.maximumLength)))
    }
}

/// One node: 16 bytes, no references.
struct SyntaxNode {
    var kind: SyntaxKind
    /// A small code whose meaning depends on the kind (see `AST.swift`).
    var detail: UInt8 = 0
    var extra: UInt16 = 0
    var range: SourceRange
    /// Where the children are in `childList`, or a number's index in `numbers`.
    var data: UInt32 = 0
}

/// What a node is. The typed views of `AST.swift` say what each kind's children are.
public enum SyntaxKind: UInt8, Sendable {
    case file, list, identifier, token, string, wildcard
    case importDecl, navigation, screen, element, elementSetting, root, edge, edgeRole
    case animatorSystem, animatorNamed, animatorReverse, animatorMissing
    case argument, gesture, gestureClause
    case animator, property, path, order, snapshot, hide, share, mask, keyframe
    case number, bool, stringValue, name, call, sequence, valueList, unary, binary, missingValue
    case scenario, step

    /// Whether nodes of this kind have a children record (leaves keep other data in `data`).
    var hasChildren: Bool {
        switch self {
        case .identifier, .token, .string, .wildcard, .animatorSystem, .animatorMissing, .number, .bool, .stringValue,
             .missingValue:
            false
        case .file, .list, .importDecl, .navigation, .screen, .element, .elementSetting, .root, .edge, .edgeRole,
             .animatorNamed, .animatorReverse, .argument, .gesture, .gestureClause, .animator, .property, .path, .order,
             .snapshot, .hide, .share, .mask, .keyframe, .name, .call, .sequence, .valueList, .unary, .binary,
             .scenario, .step:
            true
        }
    }

    /// Whether a node of this kind is an expression (`Expr`).
    public var isExpression: Bool {
        switch self {
        case .number, .bool, .stringValue, .name, .call, .sequence, .valueList, .unary, .binary, .missingValue: true
        case .file, .list, .identifier, .token, .string, .wildcard, .importDecl, .navigation, .screen, .element,
             .elementSetting, .root, .edge, .edgeRole, .animatorSystem, .animatorNamed, .animatorReverse,
             .animatorMissing, .argument, .gesture, .gestureClause, .animator, .property, .path, .order, .snapshot,
             .hide, .share, .mask, .keyframe, .scenario, .step:
            false
        }
    }
}

/// Appends nodes as the parser finishes them. Children are recorded when their parent is made;
/// the items of a list wait on `pending` until the list is closed, so nested lists need no
/// array of their own.
struct SyntaxTreeBuilder {
    var nodes: [SyntaxNode] = []
    var childList: [SyntaxID] = []
    var numbers: [Double] = []
    private var pending: [SyntaxID] = []

    init(sourceSize: Int) {
        // Capacity that is never touched costs address space, not memory: reserving for the
        // densest input spares the copies of growing.
        nodes.reserveCapacity(sourceSize / 5 + 16)
        childList.reserveCapacity(sourceSize / 3 + 16)
    }

    /// A node without children; `data` is kind-specific.
    @inline(__always)
    mutating func leaf(_ kind: SyntaxKind, _ range: SourceRange, detail: UInt8 = 0, extra: UInt16 = 0, data: UInt32 = 0) -> SyntaxID {
        nodes.append(SyntaxNode(kind: kind, detail: detail, extra: extra, range: range, data: data))
        return SyntaxID(raw: UInt32(nodes.count - 1))
    }

    /// A node whose children are the slots given, in order (`.none` for an absent part). Up to
    /// eight slots, passed one by one: a variadic list would allocate an array per node.
    @inline(__always)
    mutating func node(
        _ kind: SyntaxKind, _ range: SourceRange, detail: UInt8 = 0, extra: UInt16 = 0, _ a: SyntaxID,
        _ b: SyntaxID? = nil, _ c: SyntaxID? = nil, _ d: SyntaxID? = nil, _ e: SyntaxID? = nil, _ f: SyntaxID? = nil,
        _ g: SyntaxID? = nil, _ h: SyntaxID? = nil
    ) -> SyntaxID {
        let first = childList.count
        childList.append(.none)
        childList.append(a)
        if let b { childList.append(b) }
        if let c { childList.append(c) }
        if let d { childList.append(d) }
        if let e { childList.append(e) }
        if let f { childList.append(f) }
        if let g { childList.append(g) }
        if let h { childList.append(h) }
        childList[first] = SyntaxID(raw: UInt32(childList.count - first - 1))
        return leaf(kind, range, detail: detail, extra: extra, data: UInt32(first))
    }

    /// A name the parser read (empty where it is missing).
    mutating func identifier(_ range: SourceRange) -> SyntaxID { SyntaxID.name(range) ?? leaf(.identifier, range) }

    mutating func identifier(_ range: SourceRange?) -> SyntaxID { range.map { identifier($0) } ?? .none }

    mutating func token(_ range: SourceRange) -> SyntaxID { leaf(.token, range) }

    mutating func number(_ value: Double, unitLength: Int, _ range: SourceRange) -> SyntaxID {
        numbers.append(value)
        return leaf(.number, range, detail: UInt8(unitLength), data: UInt32(numbers.count - 1))
    }

    // MARK: Lists

    /// Where a list's items start: pass it to `list(from:)` when the list is complete.
    var mark: Int { pending.count }

    mutating func append(_ item: SyntaxID) { pending.append(item) }

    /// A list of the items appended since `mark`, covering them; `.none` (read as empty) when
    /// there are none.
    mutating func list(from mark: Int) -> SyntaxID {
        guard pending.count > mark else { return .none }
        let range = self.range(pending[mark]).union(self.range(pending[pending.count - 1]))
        return collect(.list, from: mark, range)
    }

    /// A node of `kind` whose children are the items appended since `mark` (a file, a path).
    mutating func collect(_ kind: SyntaxKind, from mark: Int, _ range: SourceRange) -> SyntaxID {
        let first = UInt32(childList.count)
        let count = pending.count - mark
        childList.append(SyntaxID(raw: UInt32(count)))
        // Element by element: lists are short, and a call to copy a slice costs more.
        for i in mark..<pending.count { childList.append(pending[i]) }
        pending.removeLast(count)
        return leaf(kind, range, data: first)
    }

    // MARK: Reading what was built, for the parser's decisions

    func kind(_ id: SyntaxID) -> SyntaxKind { id.isNode ? nodes[Int(id.raw)].kind : .identifier }
    func range(_ id: SyntaxID) -> SourceRange {
        if id == .none { return .at(0) }
        return id.isNode ? nodes[Int(id.raw)].range : id.nameRange
    }
    mutating func setRange(_ id: SyntaxID, _ range: SourceRange) { nodes[Int(id.raw)].range = range }

    /// How many children a node has.
    func childCount(_ id: SyntaxID) -> Int {
        guard id.isNode, nodes[Int(id.raw)].kind.hasChildren else { return 0 }
        return Int(childList[Int(nodes[Int(id.raw)].data)].raw)
    }

    func child(_ id: SyntaxID, _ slot: Int) -> SyntaxID { childList[Int(nodes[Int(id.raw)].data) + 1 + slot] }

}
