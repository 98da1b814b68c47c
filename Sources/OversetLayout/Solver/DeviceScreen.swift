/// A device's screen in portrait, in points: its size and the safe area's insets — the status
/// bar, notch or Dynamic Island at the top, the home indicator at the bottom.
///
/// Laid out on a device (`LayoutEnvironment.device`), a screen is offered the device's width and
/// the height between its safe-area insets, as a hosting view offers its root; content taller
/// than that which does not scroll is reported (`Diagnostic.Cause.screenOverflow`). The named
/// devices are `DeviceScreen.all` (figures and sources: docs/layout.md, "Devices").
///
/// ```swift
/// let phone = DeviceScreen.named("iphone-se-3")!      // 375 × 667, 20 pt status bar, no home indicator
/// phone.safeAreaHeight                                 // 647
/// ```
public struct DeviceScreen: Hashable, Sendable, CustomStringConvertible {
    /// Which String Catalog device variations the device reads (`iphone` or `ipad`).
    public enum Family: String, Hashable, Sendable, CaseIterable {
        case iPhone = "iphone"
        case iPad = "ipad"
    }

    /// What `--device` and specs call it: lower case, words joined by hyphens ("iphone-16-pro").
    public var key: String
    /// Apple's name ("iPhone 16 Pro"), as reports print it.
    public var name: String
    /// iPhone or iPad: which String Catalog device variations its screens read.
    public var family: Family
    /// The screen's portrait width in points.
    public var width: Double
    /// The screen's portrait height in points.
    public var height: Double
    /// The top safe-area inset in points: the status bar, the notch or the Dynamic Island.
    public var safeAreaTop: Double
    /// The bottom safe-area inset in points: the home indicator (0 on a phone with a Home button).
    public var safeAreaBottom: Double

    /// A device; `named(_:)` finds Overset's.
    public init(key: String, name: String, family: Family, width: Double, height: Double, safeAreaTop: Double, safeAreaBottom: Double) {
        self.key = key
        self.name = name
        self.family = family
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    /// The height a screen's content gets: the screen's less both safe-area insets.
    public var safeAreaHeight: Double { height - safeAreaTop - safeAreaBottom }

    public var description: String { "\(name) (\(Rect.format(width)) × \(Rect.format(height)) pt)" }

    /// The device `text` names: a key ("iphone-16-pro") or Apple's name ("iPhone 16 Pro"),
    /// ignoring case; nil for any other text.
    public static func named(_ text: String) -> DeviceScreen? {
        let wanted = text.lowercased()
        return all.first { $0.key == wanted || $0.name.lowercased() == wanted }
    }

    /// The keys of every named device, comma-separated, for messages about an unknown name.
    public static var keyList: String { all.map(\.key).joined(separator: ", ") }
}
