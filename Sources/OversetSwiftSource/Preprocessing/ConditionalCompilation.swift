/// Resolves `#if`/`#elseif`/`#else`/`#endif` in source text before the compiler sees it.
///
/// The compiler's parse-only dump drops every `#if` block, active or not (measured with Swift
/// 6.3.1, with `#if true` and with `-D DEBUG`), so the branch a build would take is chosen here
/// and the rest blanked. Blanking replaces every byte of a directive and of an inactive branch
/// with a space, keeping line breaks, so byte offsets, lines and columns are unchanged and the
/// compiler's ranges point into the user's file. Directives are found by `SwiftLexer`, so a
/// `#if` in a comment or a string literal (`"""`, `#"…"#` included) is not one. A `#if` around
/// postfix members (`.padding()` on its own line) works unchanged: the kept or blanked lines
/// still continue the chain.
enum ConditionalCompilation {
    /// The preprocessed bytes and what was assumed.
    struct Result {
        /// The text the compiler parses: same length, same line breaks.
        var bytes: [UInt8]
        var notes: [ConditionNote]
    }

    /// One `#if` block being read.
    private struct Block {
        /// Whether the code around the block is active.
        var parentIsActive: Bool
        /// Whether a branch has been taken.
        var taken: Bool
        /// Whether the current branch is active.
        var isActive: Bool
        var sawElse = false
        /// Where its `#if` is, for an unclosed block.
        var start: Int
    }

    /// The deepest `#if` nesting read.
    static let maximumNesting = 256

    /// Resolves `tokens.bytes` under `conditions`; locations name `file`.
    ///
    /// - Throws: `.conditionalCompilation` for an unbalanced or malformed directive, with its
    ///   line and column.
    /// - Complexity: O(*n*) in the bytes.
    static func resolve(_ tokens: SourceTokens, file: SourceFile, conditions: CompilationConditions) throws(SwiftSourceError) -> Result {
        var bytes = tokens.bytes
        var notes: [ConditionNote] = []
        var blocks: [Block] = []
        var regionStart = 0
        var index = 0
        func isActive() -> Bool { blocks.last.map { $0.isActive } ?? true }
        func fail(_ offset: Int, _ problem: String) -> SwiftSourceError {
            .conditionalCompilation(file.location(at: offset), problem: problem)
        }
        while index < tokens.count {
            guard tokens[index].kind == .poundKeyword, let directive = Directive(tokens.text(of: index)) else {
                index += 1
                continue
            }
            let start = Int(tokens[index].start)
            if !isActive() { blank(&bytes, start: regionStart, end: start) }
            let conditionEnd = directive.hasCondition ? conditionTokensEnd(tokens, after: index) : index + 1
            let end = Int(tokens[conditionEnd - 1].end)
            func evaluate() throws(SwiftSourceError) -> Bool {
                guard conditionEnd > index + 1 else { throw fail(end, "expected a condition after \(directive.rawValue)") }
                var evaluator = ConditionEvaluator(tokens: tokens, range: (index + 1)..<conditionEnd, file: file, conditions: conditions)
                let value = try evaluator.evaluate()
                notes += evaluator.notes
                return value
            }
            switch directive {
            case .if:
                guard blocks.count < maximumNesting else { throw fail(start, "#if nested more than \(maximumNesting) levels deep") }
                let parentIsActive = isActive()
                let value = parentIsActive ? try evaluate() : false
                blocks.append(Block(parentIsActive: parentIsActive, taken: value, isActive: value, start: start))
            case .elseif:
                guard var block = blocks.popLast() else { throw fail(start, "#elseif without #if") }
                guard !block.sawElse else { throw fail(start, "#elseif after #else") }
                if block.parentIsActive, !block.taken {
                    block.isActive = try evaluate()
                    block.taken = block.isActive
                } else {
                    block.isActive = false
                }
                blocks.append(block)
            case .else:
                guard var block = blocks.popLast() else { throw fail(start, "#else without #if") }
                guard !block.sawElse else { throw fail(start, "a second #else in one #if") }
                block.isActive = block.parentIsActive && !block.taken
                block.taken = true
                block.sawElse = true
                blocks.append(block)
            case .endif:
                guard blocks.popLast() != nil else { throw fail(start, "#endif without #if") }
            }
            blank(&bytes, start: start, end: end)
            regionStart = end
            index = conditionEnd
        }
        if let open = blocks.last { throw fail(open.start, "#if without #endif") }
        return Result(bytes: bytes, notes: notes)
    }

    private enum Directive: String {
        case `if` = "#if"
        case elseif = "#elseif"
        case `else` = "#else"
        case endif = "#endif"

        init?(_ text: String) { self.init(rawValue: text) }

        var hasCondition: Bool { self == .if || self == .elseif }
    }

    /// One past the last token of the condition after the directive at `directive`: the tokens
    /// on the directive's line, and beyond it while a parenthesis is open.
    private static func conditionTokensEnd(_ tokens: SourceTokens, after directive: Int) -> Int {
        var lineEnd = Int(tokens[directive].end)
        while lineEnd < tokens.bytes.count, !tokens.bytes[lineEnd].isLineBreak { lineEnd += 1 }
        var index = directive + 1
        var depth = 0
        while index < tokens.count, Int(tokens[index].start) < lineEnd || depth > 0 {
            if tokens[index].kind == .leftParenthesis { depth += 1 }
            if tokens[index].kind == .rightParenthesis { depth -= 1 }
            index += 1
        }
        return index
    }

    /// Writes spaces over `start..<end`, keeping line breaks.
    private static func blank(_ bytes: inout [UInt8], start: Int, end: Int) {
        guard start < end else { return }
        for offset in start..<min(end, bytes.count) where !bytes[offset].isLineBreak { bytes[offset] = UInt8(ascii: " ") }
    }
}
