import Foundation

/// How numbers are written in Overset's output (reports, outlines, tables, SVG): one home, so
/// that a number reads the same wherever it appears.
package enum NumberText {
    /// Shortest round-trip digits; whole numbers without ".0"; non-finite numbers as `null`
    /// (the JSON writer's form).
    package static func shortest(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// Rounded to `places` decimals, then written as `shortest` (no trailing zeros); infinities
    /// as `∞` and `-∞`.
    package static func rounded(_ number: Double, places: Int) -> String {
        guard number.isFinite else { return number > 0 ? "∞" : "-∞" }
        let scale = pow(10, Double(places))
        return shortest((number * scale).rounded() / scale)
    }

    /// Exactly `places` decimals, trailing zeros kept (`printf`'s `%.3f`).
    package static func fixed(_ number: Double, places: Int) -> String {
        String(format: "%.\(places)f", number)
    }

    /// At most `places` decimals as `printf` rounds them, trailing zeros and a negative zero
    /// dropped (SVG path data).
    package static func trimmed(_ number: Double, places: Int) -> String {
        var text = fixed(number, places: places)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
