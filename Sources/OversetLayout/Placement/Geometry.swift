internal import OversetPlumbing

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Rect.format(width)) × \(Rect.format(height))" }

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A rectangle in points, y growing downwards, in screen coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: Size { Size(width: width, height: height) }

    /// How far `other` reaches past each edge of this rectangle (0 where it stays inside),
    /// ignoring differences below a thousandth of a point.
    func excess(of other: Rect) -> Diagnostic.EdgeExcess {
        func past(_ value: Double) -> Double { value > 0.001 ? value : 0 }
        return Diagnostic.EdgeExcess(
            top: past(y - other.y), leading: past(x - other.x), bottom: past(other.maxY - maxY),
            trailing: past(other.maxX - maxX))
    }

    /// The part of this rectangle inside `other`.
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: max(0, min(maxX, other.maxX) - left), height: max(0, min(maxY, other.maxY) - top))
    }

    /// This rectangle with its edges on the pixel grid (nearest), as SwiftUI places views.
    func pixelAligned(_ displayScale: Double) -> Rect {
        guard displayScale > 0 else { return self }
        // Whole pixels first, so that widths are differences of integers, then back to points.
        // Edges half a pixel off the grid must round the same way, or a 44 pt box centred at
        // y = 1/6 comes out 44.333 (132.5 rounds up, 0.4999999… down); snapping to a millionth of
        // a pixel first removes the floating-point error that decides it.
        func pixels(_ value: Double) -> Double {
            value.isFinite ? ((value * displayScale * 1e6).rounded() / 1e6).rounded() : value
        }
        let left = pixels(x)
        let top = pixels(y)
        return Rect(
            x: left / displayScale, y: top / displayScale,
            width: (pixels(maxX) - left) / displayScale, height: (pixels(maxY) - top) / displayScale)
    }

    public var description: String { "(\(Rect.format(x)), \(Rect.format(y))) \(Rect.format(width)) × \(Rect.format(height))" }

    /// Up to three decimals, without trailing zeros.
    static func format(_ value: Double) -> String {
        NumberText.rounded(value, places: 3)
    }
}

/// What a parent offers a child, per axis: a length, nil for "your ideal size", 0 for "your
/// minimum", `.infinity` for "your maximum".
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ axis: Axis, main: Double?, cross: Double?) {
        self.init(width: axis == .horizontal ? main : cross, height: axis == .horizontal ? cross : main)
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
