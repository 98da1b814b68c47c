/// Arithmetic in token values, as Tokens Studio writes it once references are filled in
/// (`"{fontSize.base} * 1.25"` → `"16 * 1.25"`): `+ - * /` and parentheses over numbers that
/// may carry one unit (`"16px * 1.25"`, `"(24px - 4px) / 2"`).
enum TokenMath {
    /// The value of `text` and its unit ("" for none), or nil when it is not such an expression
    /// (a plain number, a malformed expression, units that differ, division by zero).
    ///
    /// - Complexity: O(length), at most 64 nested parentheses.
    static func evaluate(_ text: String) -> (Double, String)? {
        var parser = Parser(characters: Array(text.unicodeScalars))
        guard let result = parser.sum(depth: 0), parser.atEnd, parser.sawOperator, result.0.isFinite else { return nil }
        return result
    }

    private struct Parser {
        let characters: [Unicode.Scalar]
        var position = 0
        var sawOperator = false
        var unit = ""

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == characters.count
            }
        }

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }

        mutating func next(_ operators: String) -> Unicode.Scalar? {
            skipSpaces()
            guard position < characters.count, operators.unicodeScalars.contains(characters[position]) else { return nil }
            position += 1
            sawOperator = true
            return characters[position - 1]
        }

        mutating func sum(depth: Int) -> (Double, String)? {
            guard var value = product(depth: depth) else { return nil }
            while let op = next("+-") {
                guard let right = product(depth: depth) else { return nil }
                value.0 = op == "+" ? value.0 + right.0 : value.0 - right.0
            }
            return (value.0, unit)
        }

        mutating func product(depth: Int) -> (Double, String)? {
            guard var value = factor(depth: depth) else { return nil }
            while let op = next("*/") {
                guard let right = factor(depth: depth), op == "*" || right.0 != 0 else { return nil }
                value.0 = op == "*" ? value.0 * right.0 : value.0 / right.0
            }
            return value
        }

        mutating func factor(depth: Int) -> (Double, String)? {
            skipSpaces()
            guard position < characters.count, depth < 64 else { return nil }
            if characters[position] == "(" {
                position += 1
                guard let inner = sum(depth: depth + 1), next(")") != nil else { return nil }
                return inner
            }
            if characters[position] == "-" {
                position += 1
                return factor(depth: depth + 1).map { (-$0.0, $0.1) }
            }
            let start = position
            while position < characters.count, "0123456789.".unicodeScalars.contains(characters[position]) { position += 1 }
            guard let number = Double(String(String.UnicodeScalarView(characters[start..<position]))) else { return nil }
            let unitStart = position
            while position < characters.count, characters[position].properties.isAlphabetic || characters[position] == "%" { position += 1 }
            let own = String(String.UnicodeScalarView(characters[unitStart..<position])).lowercased()
            if !own.isEmpty {
                guard unit.isEmpty || unit == own else { return nil }
                unit = own
            }
            return (number, own)
        }
    }
}
