/// Something a layout does that a user would not want: hidden text, content past its frame.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
        /// A text shows less than its content (line limit, width or height).
        case truncated
        /// A view reaches outside its parent's frame and draws over its neighbours.
        case overflow
        /// Content is cut off by a clipping ancestor or the screen edge.
        case clipped
        /// A text breaks a word between letters because the word is wider than its line
        /// ("Foll / owe / rs"): readable, but a defect a team would fix.
        case brokenWord
        /// A text has characters no font can draw: they measure as empty boxes, so its size is
        /// wrong, and on a device they may draw from a font Overset does not have.
        case missingGlyphs
        /// `minimumScaleFactor` shrank a text.
        case scaled
        /// A text fits, but would truncate if it were as much wider as the "system" stand-in may be
        /// off from iOS's font: on a device it may not fit.
        case atRisk
        /// A setting that rarely does what its author meant (head or middle truncation on
        /// several lines).
        case hazard

        /// Truncation, overflow and clipping are errors; the rest warnings.
        public var severity: Severity {
            switch self {
            case .truncated, .overflow, .clipped, .brokenWord, .missingGlyphs: return .error
            case .scaled, .atRisk, .hazard: return .warning
            }
        }

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case info, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            [Severity.info, .warning, .error].firstIndex(of: lhs)! < [Severity.info, .warning, .error].firstIndex(of: rhs)!
        }
    }

    public var kind: Kind
    /// The view's path in the tree.
    public var path: String
    /// The view's id, if it has one.
    public var id: String?
    /// One sentence saying what happened, with the sizes involved: `cause` and `hiddenText` in
    /// prose (`Cause.message(hiddenText:)`), or the message a report kept.
    ///
    /// Rendered when asked, not when the solver reports: an audit finds thousands of diagnostics
    /// and a report words only the first of each finding (JSON reports word them all).
    public var message: String {
        get { keptMessage ?? cause?.message(hiddenText: hiddenText) ?? "" }
        set { keptMessage = newValue }
    }
    /// The message read back from a report or set by hand; nil while it is rendered from `cause`.
    private var keptMessage: String?
    /// What happened, as facts; nil for a diagnostic read back from a report, which keeps only
    /// its message.
    public var cause: Cause?
    /// The space the view was offered (nil sides were unbounded).
    public var proposed: Size?
    /// The size the view needs to show everything.
    public var needed: Size?
    /// The size it has.
    public var actual: Size?
    /// The text that does not show, for truncated and clipped text.
    public var hiddenText: String? {
        get { hidden?.string }
        set { hidden = newValue.map(HiddenText.init) }
    }
    /// `hiddenText`, cut out of the view's string when asked for.
    private var hidden: HiddenText?
    /// The whole string a text view laid out (translated, pseudo-localized), for diagnostics of
    /// text; nil for other views and in reports that did not record it.
    public var text: String?
    /// The environment of the layout.
    public var environment: LayoutEnvironment
    /// Where the view was written in Swift source, for a screen read from it.
    public var source: SourceReference?

    public var severity: Severity { kind.severity }

    /// A diagnostic of `cause`, its kind and message rendered from it (the solver makes these).
    public init(
        cause: Cause, path: String, id: String?, proposed: Size?, needed: Size?, actual: Size?,
        hiddenText: String?, environment: LayoutEnvironment
    ) {
        self.init(
            cause: cause, path: path, id: id, proposed: proposed, needed: needed, actual: actual,
            hidden: hiddenText.map(HiddenText.init), environment: environment)
    }

    /// A diagnostic of `cause` whose hidden text is cut out when asked for (the solver's).
    init(
        cause: Cause, path: String, id: String?, proposed: Size?, needed: Size?, actual: Size?,
        hidden: HiddenText?, environment: LayoutEnvironment
    ) {
        self.init(
            kind: cause.kind, path: path, id: id, keptMessage: nil, cause: cause, proposed: proposed, needed: needed, actual: actual,
            hidden: hidden, environment: environment)
    }

    /// A diagnostic as a report keeps it, without its cause (reports read them back).
    public init(
        kind: Kind, path: String, id: String?, message: String, proposed: Size?, needed: Size?, actual: Size?,
        hiddenText: String?, environment: LayoutEnvironment
    ) {
        self.init(
            kind: kind, path: path, id: id, keptMessage: message, cause: nil, proposed: proposed, needed: needed, actual: actual,
            hidden: hiddenText.map(HiddenText.init), environment: environment)
    }

    private init(
        kind: Kind, path: String, id: String?, keptMessage: String?, cause: Cause?, proposed: Size?, needed: Size?, actual: Size?,
        hidden: HiddenText?, environment: LayoutEnvironment
    ) {
        self.kind = kind
        self.path = path
        self.id = id
        self.keptMessage = keptMessage
        self.cause = cause
        self.proposed = proposed
        self.needed = needed
        self.actual = actual
        self.hidden = hidden
        self.environment = environment
    }

    public var description: String { "\(kind.rawValue): \(path): \(message)" }
}
