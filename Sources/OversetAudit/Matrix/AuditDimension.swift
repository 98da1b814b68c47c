import Foundation
import OversetLayout
package import OversetPlumbing

/// One dimension of an audit's matrix — the Dynamic Type size, the preset, the width, the locale,
/// the Bold Text setting, the display scale — declared once with everything each place that
/// names or sweeps it needs: the spec's and the report's key, the command-line options, how a
/// value is written, read and bounded, how reports and the reproduction command name it, and how
/// summaries and the thresholds search treat it.
///
/// The dimensions are listed in `AuditDimensions`; everything that goes over "every dimension"
/// (the spec's `matrix`, the command line, resolution, the enumeration of environments, JSON and
/// JUnit names, reproduction commands, reading reports back) goes over that list, so that a new
/// dimension is one entry there plus the `LayoutEnvironment` value it sets (docs/architecture.md,
/// "Add an audit dimension").
package protocol AuditDimension: Sendable {
    /// The type of one value ("AX3" is a `DynamicTypeSize`).
    associatedtype Value: Hashable & Sendable

    /// The key in a spec's and a JSON report's `matrix`, and, with "--", `overset audit`'s option
    /// ("categories").
    var name: String { get }
    /// `overset audit`'s option ("--categories"; "--bold-text").
    var option: String { get }
    /// What `overset audit --help` calls the option's value ("list"), and says of the option.
    var optionValueName: String { get }
    var optionHelp: String { get }
    /// The key of one environment's value in JSON reports ("category").
    var environmentKey: String { get }
    /// `overset layout`'s option for one value ("--category"), what its help calls the value
    /// (nil: the option is a flag) and says of it.
    var layoutOption: String { get }
    var layoutOptionValueName: String? { get }
    var layoutOptionHelp: String { get }
    /// What a value is called in messages ("category", "Bold Text setting").
    var noun: String { get }
    /// How summaries and the thresholds search treat the dimension.
    var role: AuditDimensionRole { get }

    /// The values of a matrix.
    var values: WritableKeyPath<AuditMatrix, [Value]> { get }
    /// What a spec or the command line chose, nil when it leaves the dimension to others.
    var choice: WritableKeyPath<AuditMatrix.Choices, [Value]?> { get }
    /// The value one environment has.
    var environmentValue: WritableKeyPath<LayoutEnvironment, Value> { get }
    /// The values a matrix takes when nothing chose any.
    var defaultValues: [Value] { get }
    /// The values a matrix of `screens` takes when nothing chose any (the presets their themes
    /// share); `defaultValues` unless a dimension says otherwise.
    func defaultValues(for screens: [AuditScreen]) -> [Value]

    /// A value as the command line, specs and tables write it ("AX3", "copper", "320", "on").
    func spelling(_ value: Value) -> String
    /// The values an `overset audit` option's text names ("L...AX5", "320,375").
    ///
    /// - Throws: the message that the option's value is wrong, naming it.
    func values(parsingOption text: String) throws(AuditDimensionProblem) -> [Value]
    /// The one value an `overset layout` option's text names; for a flag, `text` is nil.
    func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> Value
    /// The values of a spec's or a report's `matrix` member.
    func values<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [Value]
    /// A value in the lists of a JSON report's `matrix`.
    func json(_ value: Value) -> JSONValue
    /// A matrix's values in a JSON report, or nil to leave them out (a default worth no key).
    func matrixJSON(_ values: [Value]) -> JSONValue?
    /// An environment's value in a JSON report, or nil to leave it out.
    func environmentJSON(_ value: Value) -> JSONValue?
    /// An environment's value read from a JSON report (`json` is nil when the key is absent),
    /// or nil when it is not one.
    func environmentValue(readingJSON json: JSONTree?) -> Value?
    /// Why a value cannot be audited, or nil when it can.
    func problem(with value: Value) -> String?
    /// What identifies a value when two are compared for repeats (locales ignore case).
    func repeatKey(_ value: Value) -> AnyHashable
    /// "the width 320": a value named in a message about repeats.
    func repeatDescription(_ value: Value) -> String
    /// `overset layout`'s words that set `value` ("--category", "AX3"); none for a default that
    /// needs no words.
    func layoutArguments(_ value: Value) -> [String]
    /// The value's part of a JUnit test case's name ("AX3", "320 pt"), or nil for none.
    func junitName(_ value: Value) -> String?
    /// The value's part of where a finding's first layout is, in a report's detail ("de, AX2,
    /// 320 pt"), given how many values the matrix has; nil to leave it out (by default, a value
    /// every layout of the audit has).
    func detailName(_ value: Value, matrixCount: Int) -> String?
}

/// How summaries and the thresholds search treat a dimension.
package enum AuditDimensionRole: Sendable {
    /// Searched by the thresholds (the first failing size) and described as ranges ("from AX2
    /// upward").
    case sizes
    /// Searched by the thresholds (the narrowest fitting width) and listed ("at 320 and 375").
    case widths
    /// Sets one layout apart from another beside sizes and widths: summaries group by it ("in
    /// copper", "with Bold Text"), and the thresholds search takes `thresholds` of its values.
    case variant(qualifier: AuditVariantQualifier, thresholds: ThresholdValues)
    /// One value for the whole audit (the display scale).
    case constant

    /// Which of a variant's values the thresholds search lays out.
    package enum ThresholdValues: Sendable {
        /// The matrix's first (the header names it).
        case first
        /// Every value, a table each.
        case every
    }
}

/// How a summary names a variant dimension's values.
package enum AuditVariantQualifier: Sendable {
    /// "in copper and sage", "on iPhone SE (3rd generation)": the values, listed after the
    /// preposition.
    case listed(preposition: String)
    /// "in de (copper)": the values lead the names of variants that are not every combination.
    case leading
    /// "with Bold Text" / "without Bold Text": a setting, on (the value spelt `onSpelling`) or
    /// off, named in the same words in brackets ("de (with Bold Text)").
    case setting(onSpelling: String, on: String, off: String)
}

extension AuditVariantQualifier {
    /// The word before a variant's values: "on" for devices, "in" for the others.
    var preposition: String {
        if case .listed(let preposition) = self { return preposition }
        return "in"
    }
}

/// What is wrong with a dimension's value as the command line gave it: the whole message.
package struct AuditDimensionProblem: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

extension AuditDimension {
    package var option: String { "--" + name }
    package var optionValueName: String { "list" }
    package var layoutOption: String { "--" + environmentKey }
    package func repeatKey(_ value: Value) -> AnyHashable { AnyHashable(value) }
    package func layoutArguments(_ value: Value) -> [String] { [layoutOption, spelling(value)] }
    package func junitName(_ value: Value) -> String? { spelling(value) }
    package func detailName(_ value: Value, matrixCount: Int) -> String? { matrixCount > 1 ? spelling(value) : nil }
    package func problem(with value: Value) -> String? { nil }
    package func defaultValues(for screens: [AuditScreen]) -> [Value] { defaultValues }
    package func matrixJSON(_ values: [Value]) -> JSONValue? { .array(values.map(json)) }
    package func environmentJSON(_ value: Value) -> JSONValue? { json(value) }

    /// A comma-separated list, each item trimmed.
    ///
    /// - Throws: `AuditDimensionProblem` naming the option for an empty item (`en,,de`, a
    ///   trailing comma, an empty value): a name left out, which was once skipped silently.
    package func items(_ text: String) throws(AuditDimensionProblem) -> [String] {
        let items = Self.commaSeparated(text)
        if let empty = items.firstIndex(of: "") { throw AuditDimensionProblem("\(option): \(Self.emptyItem(empty, of: text))") }
        return items
    }

    /// `text`, the layout option's name for one value, or `fallback` when the option is absent.
    ///
    /// - Throws: `AuditDimensionProblem` naming the option and `example` for a blank name: an
    ///   empty locale once laid out as a locale named "", an empty preset was looked up as one.
    package func name(parsingLayoutOption text: String?, or fallback: String, example: String) throws(AuditDimensionProblem) -> String {
        guard let text else { return fallback }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AuditDimensionProblem("\(layoutOption) expects \(example), got '\(text)'")
        }
        return text
    }

    /// The items of a comma-separated list, trimmed, empty ones kept.
    private static func commaSeparated(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func emptyItem(_ index: Int, of text: String) -> String {
        "item \(index + 1) of '\(text.excerpt(maximumLength: 80))' is empty (a comma too many?)"
    }

    /// A spec's list: a string of comma-separated items, or an array of strings; no item empty.
    package func strings<Failure: Error>(_ json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [String] {
        switch json {
        case .string(let text):
            let items = Self.commaSeparated(text)
            if let empty = items.firstIndex(of: "") { throw reader.error(path, Self.emptyItem(empty, of: text)) }
            return items
        case .array(let items):
            var result: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item else { throw reader.error(path, "expected strings, got \(item.summary)") }
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw reader.error("\(path)[\(index)]", "an empty name") }
                result.append(text)
            }
            return result
        default: throw reader.error(path, "expected a string or an array of strings, got \(json.summary)")
        }
    }
}
