import OversetLayout
import OversetStyle
import OversetSwiftSource

/// A screen to audit: its tree, its theme, and what it fixes of the matrix.
public struct AuditScreen: Sendable {
    public var name: String
    /// The tree (for a SwiftUI preview, its tree at the default environment).
    public var body: ViewNode
    public var theme: Theme
    /// A preset the screen always uses, instead of the matrix's.
    public var preset: String?
    /// A width the screen always uses, instead of the matrix's.
    public var width: Double?
    /// Devices the screen is always laid out on, instead of the matrix's widths or devices.
    public var devices: [DeviceScreen]?
    /// The spec file the screen comes from, for the `overset layout` command that reproduces a
    /// finding; nil for the bundled gallery (which `overset layout` reads without a file).
    public var source: String?

    /// For a screen read from SwiftUI source, the preview that builds its tree in each
    /// environment (its views may branch on the Dynamic Type size, Bold Text, the direction).
    public var preview: (screens: SwiftUIScreens, screen: SwiftUIScreens.Screen)?

    public init(
        name: String, body: ViewNode, theme: Theme, preset: String? = nil, width: Double? = nil, devices: [DeviceScreen]? = nil,
        source: String? = nil
    ) {
        self.name = name
        self.body = body
        self.theme = theme
        self.preset = preset
        self.width = width
        self.devices = devices
        self.source = source
    }

    /// A screen of a SwiftUI preview (or a view type built with samples), named by it, from the
    /// Swift file `source`.
    public init(preview screen: SwiftUIScreens.Screen, of screens: SwiftUIScreens, theme: Theme, source: String) {
        let initial = screens.evaluate(screen, in: LayoutEnvironment(), scaling: theme.customSizeScaling)
        self.init(name: screen.name, body: initial.tree, theme: theme, source: source)
        preview = (screens, screen)
    }

    /// The screen's tree in `environment`, what of the environment it depends on, and what of
    /// its source was not understood.
    public func tree(in environment: LayoutEnvironment) -> SwiftUIScreens.Evaluation {
        guard let preview else { return SwiftUIScreens.Evaluation(tree: body, dependence: [], notes: [], callSites: [:]) }
        return preview.screens.evaluate(preview.screen, in: environment, scaling: theme.customSizeScaling)
    }
}

/// One layout of an audit: a screen in an environment, numbered in matrix order.
public struct AuditCase: Hashable, Sendable {
    /// The position in the whole matrix (all shards), which fixes report order.
    public var index: Int
    public var screen: String
    public var environment: LayoutEnvironment

    public init(index: Int, screen: String, environment: LayoutEnvironment) {
        self.index = index
        self.screen = screen
        self.environment = environment
    }
}

/// Which part of a matrix a run does: cases whose index modulo `count` is `index − 1`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1…count.
    public var index: Int
    public var count: Int

    /// A shard from "i/n".
    ///
    /// - Throws: `AuditError.invalidMatrix` for anything but 1 ≤ i ≤ n.
    public init(parsing text: String) throws(AuditError) {
        let fields = text.split(separator: "/", omittingEmptySubsequences: false)
        let parts = fields.compactMap { Int($0) }
        guard fields.count == 2, parts.count == 2, (1...Self.maximumCount).contains(parts[1]), (1...parts[1]).contains(parts[0]) else {
            throw .invalidMatrix("a shard is i/n with 1 ≤ i ≤ n ≤ \(Self.maximumCount), got '\(text)'")
        }
        self.index = parts[0]
        self.count = parts[1]
    }

    /// The most shards a matrix splits into: more than any CI runs, few enough to count.
    public static let maximumCount = 100_000

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    func contains(_ caseIndex: Int) -> Bool { caseIndex % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}
