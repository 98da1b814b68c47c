import OversetLayout

/// A translation that breaks its placeholders or shows an escape as written: a fact about one
/// catalog key in one locale, whatever the layout, so an audit reports it once per key and
/// locale, not per environment (issue 33).
///
/// Found by `StringCatalog.translationFindings(of:locale:)` for the keys the audited screens
/// look up; the report lists them beside the layout findings (`AuditReport.translationFindings`).
public struct TranslationFinding: Hashable, Sendable {
    /// What is wrong with the translation. Declared once: every report format, the baseline and
    /// `--fail-on` go by this list and its severities.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Comparable {
        /// The translation's format specifiers differ from the source language's: an argument
        /// missing or extra, of another type, or a plural variable lost. On a device it shows
        /// wrong data or crashes (`%@` reading an integer).
        case placeholderMismatch
        /// A backslash escape (`\'`) or HTML entity (`&amp;`) the source text does not have,
        /// which the device shows as written.
        case visibleEscape

        /// A placeholder mismatch is an error; a visible escape is a note (info).
        public var severity: Diagnostic.Severity {
            switch self {
            case .placeholderMismatch: return .error
            case .visibleEscape: return .info
            }
        }

        /// Declaration order.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// One difference, as facts; `message` words them in one place.
    public enum Problem: Hashable, Sendable {
        /// The source has argument `position` (`specifier` as the source writes its type, "%@");
        /// the translation has not.
        case missingArgument(position: Int, specifier: String)
        /// The translation has argument `position`, which the source has not.
        case extraArgument(position: Int, specifier: String)
        /// Argument `position` has another type in the translation (`%@` for `%lld`).
        case changedType(position: Int, source: String, translation: String)
        /// The source varies by plural through `%#@name@`; the translation has neither that
        /// variable nor plural variations of its own.
        case missingPluralVariable(name: String)
        /// The translation has a `%#@name@` it defines no substitution for: it shows as written.
        case undefinedVariable(name: String)
        /// A backslash escape (`\'`) in the translation's form `form` that the source has nowhere.
        case escape(String, form: String)
        /// An HTML entity (`&amp;`) in the translation's form `form` that the source has nowhere.
        case entity(String, form: String)

        /// The kind of finding the problem makes.
        public var kind: Kind {
            switch self {
            case .missingArgument, .extraArgument, .changedType, .missingPluralVariable, .undefinedVariable: return .placeholderMismatch
            case .escape, .entity: return .visibleEscape
            }
        }

        /// The problem in words, naming the source's and the translation's locales.
        func message(source: String, locale: String) -> String {
            switch self {
            case .missingArgument(let position, let specifier):
                return "\(Self.written(specifier, at: position)) is missing"
            case .extraArgument(let position, let specifier):
                return "\(Self.written(specifier, at: position)) is extra: the \(source) text has no argument \(position)"
            case .changedType(let position, let sourceType, let translationType):
                return "argument \(position) is \(sourceType) in \(source), \(translationType) in \(locale)"
            case .missingPluralVariable(let name):
                return "%#@\(name)@ is missing: the \(locale) text has no plural forms"
            case .undefinedVariable(let name):
                return "%#@\(name)@ has no substitution and shows as written"
            case .escape(let escape, let form):
                return "\(escape) shows as written\(Self.in(form))"
            case .entity(let entity, let form):
                return "\(entity) shows as written\(Self.in(form))"
            }
        }

        /// "%2$@" for "%@" at position 2.
        private static func written(_ specifier: String, at position: Int) -> String {
            "%\(position)$" + specifier.dropFirst()
        }

        /// " (in plural.one)", or nothing for a plain string unit.
        private static func `in`(_ form: String) -> String { form.isEmpty ? "" : " (in \(form))" }
    }

    /// What identifies a translation finding across runs (for baselines): its kind, key and locale.
    public struct Key: Hashable, Sendable {
        public var kind: Kind
        public var key: String
        public var locale: String

        /// The identity of a finding of `kind` for `key` in the catalog's `locale`.
        public init(kind: Kind, key: String, locale: String) {
            self.kind = kind
            self.key = key
            self.locale = locale
        }
    }

    /// What is wrong.
    public var kind: Kind
    /// The catalog key.
    public var key: String
    /// The catalog's locale of the translation (`de` also for an audited `de-CH` that shows it).
    public var locale: String
    /// The catalog's source language.
    public var sourceLocale: String
    /// The source language's text (the key itself when the catalog has none): as the audit lays
    /// it out, the longest form with its substitutions filled in.
    public var sourceValue: String
    /// The translation, likewise.
    public var translation: String
    /// The catalog file.
    public var file: String
    /// What differs, as facts; empty for a finding read back from a report, which keeps only
    /// its message.
    public var problems: [Problem]
    /// What differs, in words ("%2$@ is missing; argument 1 is %lld in en, %@ in ar").
    public var message: String

    /// The kind's severity.
    public var severity: Diagnostic.Severity { kind.severity }

    /// What identifies this finding across runs.
    public var identity: Key { Key(kind: kind, key: key, locale: locale) }

    /// A finding of `problems` (all of one kind), its message worded from them.
    init(
        key: String, locale: String, sourceLocale: String, sourceValue: String, translation: String, file: String, problems: [Problem]
    ) {
        self.init(
            kind: problems[0].kind, key: key, locale: locale, sourceLocale: sourceLocale, sourceValue: sourceValue, translation: translation,
            file: file, message: problems.map { $0.message(source: sourceLocale, locale: locale) }.joined(separator: "; "))
        self.problems = problems
    }

    /// A finding as a report keeps it, without its problems (reports read them back).
    public init(
        kind: Kind, key: String, locale: String, sourceLocale: String, sourceValue: String, translation: String, file: String,
        message: String
    ) {
        self.kind = kind
        self.key = key
        self.locale = locale
        self.sourceLocale = sourceLocale
        self.sourceValue = sourceValue
        self.translation = translation
        self.file = file
        self.problems = []
        self.message = message
    }

    /// Errors first, then by key, locale and kind: the order of every report.
    static func sorted(_ findings: some Sequence<TranslationFinding>) -> [TranslationFinding] {
        findings.sorted {
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            return ($0.key, $0.locale, $0.kind) < ($1.key, $1.locale, $1.kind)
        }
    }
}
