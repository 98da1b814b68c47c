import OversetStyle

/// `LayoutDirection`: which side leading is on.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is on the left (English, German, …).
    case leftToRight
    /// Leading is on the right (Arabic, Hebrew, the ar-XB pseudo-locale, …).
    case rightToLeft
}

/// The conditions of one layout: the text size, theme preset, screen width, display scale and
/// locale.
public struct LayoutEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type size.
    public var category: DynamicTypeSize
    /// The theme preset, or nil for "default".
    public var preset: String?
    /// The screen width in points; the root view is offered it.
    public var width: Double
    /// Pixels per point (3 for @3x).
    public var displayScale: Double
    /// The locale the texts are in (BCP 47), reported with diagnostics.
    public var locale: String
    /// Whether leading is on the right: stacks run right to left and leading alignment and
    /// padding are on the right, as SwiftUI's `layoutDirection` makes them.
    public var isRightToLeft: Bool
    /// The Bold Text accessibility setting: with `.bold`, system-font text draws heavier.
    public var legibilityWeight: LegibilityWeight = .regular
    /// The device the screen is laid out on, or nil for a width alone. On a device the root is
    /// offered the height between the safe-area insets too, and content taller than that which
    /// does not scroll is reported; `width` should be the device's (`deviceAndWidth` sets both).
    public var device: DeviceScreen? {
        get { deviceBox?.screen }
        set { deviceBox = newValue.map(DeviceBox.init) }
    }

    /// `device` behind a reference: a device is half an environment's bytes, and an audit keeps
    /// an environment in each of its cases and diagnostics (hundreds of thousands), most on no
    /// device, all copied, compared and freed.
    private var deviceBox: DeviceBox?

    /// The device, which also sets the width to the device's: what an audit's device dimension
    /// sets.
    public var deviceAndWidth: DeviceScreen? {
        get { device }
        set {
            device = newValue
            if let newValue { width = newValue.width }
        }
    }

    /// The iOS version whose chrome is laid out (26 by default): before 26, grouped lists'
    /// section headers are in capitals and the navigation bar is 44 pt (docs/layout.md).
    public var iosVersion: Int = LayoutEnvironment.defaultIOSVersion

    /// SwiftUI's name for `isRightToLeft`.
    public var layoutDirection: LayoutDirection {
        get { isRightToLeft ? .rightToLeft : .leftToRight }
        set { isRightToLeft = newValue == .rightToLeft }
    }

    /// The display scale of current iPhones (@3x), the default of every command.
    public static let defaultDisplayScale = 3.0

    /// An environment; defaults are an iPhone at the default text size.
    ///
    /// - Parameter isRightToLeft: nil takes it from the locale (Arabic, Hebrew, Persian, Urdu, …
    ///   and the pseudo-locale `ar-XB`).
    public init(
        category: DynamicTypeSize = .large, preset: String? = nil, width: Double = 375,
        displayScale: Double = LayoutEnvironment.defaultDisplayScale, locale: String = "en", isRightToLeft: Bool? = nil
    ) {
        self.category = category
        self.preset = preset
        self.width = width
        self.displayScale = displayScale
        self.locale = locale
        self.isRightToLeft = isRightToLeft ?? Self.isRightToLeft(locale: locale)
    }

    /// Whether `locale` (BCP 47) is written right to left: Arabic, Hebrew, Persian, Urdu, … and
    /// the pseudo-locale `ar-XB`.
    public static func isRightToLeft(locale: String) -> Bool {
        rightToLeftLanguages.contains(String(locale.lowercased().split(separator: "-").first ?? ""))
    }

    /// The locale, which also sets the layout direction: what an audit's locale dimension sets.
    public var localeAndDirection: String {
        get { locale }
        set {
            locale = newValue
            isRightToLeft = Self.isRightToLeft(locale: newValue)
        }
    }

    /// The preset's name, "default" for the theme itself (nil `preset`).
    public var presetName: String {
        get { preset ?? Theme.defaultPresetName }
        set { preset = newValue == Theme.defaultPresetName ? nil : newValue }
    }

    /// The widest screen Overset lays out, in points: wider widths are mistakes (pixels, or a
    /// stray zero), and would only make every layout slower.
    public static let maximumWidth = 10_000.0

    /// Whether `width` is a screen width Overset lays out: above 0 and at most `maximumWidth`.
    public static func isValidWidth(_ width: Double) -> Bool {
        width.isFinite && width > 0 && width <= maximumWidth
    }

    /// The rule `isValidWidth` checks, as error messages state it.
    public static let widthRule = "a width must be a number of points above 0 and at most 10000"

    /// Whether `scale` is a display scale Overset rounds to: 0 (no rounding) to 1000 pixels per point.
    public static func isValidDisplayScale(_ scale: Double) -> Bool {
        scale.isFinite && scale >= 0 && scale <= 1000
    }

    /// The iOS version laid out unless told otherwise: iOS 26, whose measurements the defaults are.
    public static let defaultIOSVersion = 26

    /// The iOS versions Overset lays out: 15 (the oldest with today's list and bar metrics'
    /// sources) to 27.
    public static let iosVersions = 15...27

    /// Languages written right to left (ISO 639-1 and -3 codes).
    private static let rightToLeftLanguages: Set = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr"]

    public var description: String {
        "\(category.shortName), preset \(preset ?? "default"), width \(Rect.format(width)), @\(Rect.format(displayScale))x, \(locale)"
            + (isRightToLeft ? ", right to left" : "") + (legibilityWeight == .bold ? ", Bold Text" : "")
            + (device.map { ", on \($0.name)" } ?? "")
            + (iosVersion == Self.defaultIOSVersion ? "" : ", iOS \(iosVersion)")
    }
}

/// A device shared by the environments that copy it, equal by the device it holds.
private final class DeviceBox: Hashable, Sendable {
    let screen: DeviceScreen

    init(_ screen: DeviceScreen) {
        self.screen = screen
    }

    static func == (lhs: DeviceBox, rhs: DeviceBox) -> Bool { lhs === rhs || lhs.screen == rhs.screen }

    func hash(into hasher: inout Hasher) { hasher.combine(screen) }
}
