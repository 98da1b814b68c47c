/// A length written from a `GeometryReader`'s size (`proxy.size.width * 0.8 - 32`): linear in
/// the reader's width and height, resolved when the reader is laid out and knows its size.
/// Anything else about the proxy (its frame in a coordinate space, its safe area) only the
/// running app knows, so the front ends name it as not understood rather than guess.
public struct ProxyLength: Hashable, Sendable {
    /// How many of the reader's widths the length holds.
    public var width: Double
    /// How many of the reader's heights the length holds.
    public var height: Double
    /// Points added to the two.
    public var points: Double

    /// The most readers' widths or heights a length may hold, either way (a bound on input).
    public static let maximumFactor = 100.0

    public init(width: Double = 0, height: Double = 0, points: Double = 0) {
        self.width = width
        self.height = height
        self.points = points
    }

    /// A length of `points`, whatever the reader's size (`frame(width: proxy.size.width,
    /// height: .points(40))`).
    public static func points(_ points: Double) -> ProxyLength { ProxyLength(points: points) }

    /// The length for a reader of `size`; negative where the sum is (a padding pulls outward).
    public func resolved(in size: Size) -> Double {
        width * size.width + height * size.height + points
    }

    /// The length as a frame's side: a negative one is 0. SwiftUI only logs "Invalid frame
    /// dimension (negative or non-finite)" for one, and 0 is our choice.
    public func frameSide(in size: Size) -> Double { max(0, resolved(in: size)) }

    public static func * (length: ProxyLength, factor: Double) -> ProxyLength {
        ProxyLength(width: length.width * factor, height: length.height * factor, points: length.points * factor)
    }

    public static func * (factor: Double, length: ProxyLength) -> ProxyLength { length * factor }

    public static func / (length: ProxyLength, divisor: Double) -> ProxyLength { length * (1 / divisor) }

    public static func + (lhs: ProxyLength, rhs: ProxyLength) -> ProxyLength {
        ProxyLength(width: lhs.width + rhs.width, height: lhs.height + rhs.height, points: lhs.points + rhs.points)
    }

    public static func - (lhs: ProxyLength, rhs: ProxyLength) -> ProxyLength { lhs + rhs * -1 }

    public static func + (length: ProxyLength, points: Double) -> ProxyLength { length + ProxyLength(points: points) }

    public static func - (length: ProxyLength, points: Double) -> ProxyLength { length + ProxyLength(points: -points) }

    public static func + (points: Double, length: ProxyLength) -> ProxyLength { length + points }

    public static func - (points: Double, length: ProxyLength) -> ProxyLength { ProxyLength(points: points) - length }
}

/// What a `GeometryReader`'s content closure is given: the reader's size, as lengths.
public struct GeometryProxy: Sendable {
    /// `proxy.size.width` and `proxy.size.height`.
    public struct ProxySize: Sendable {
        public let width = ProxyLength(width: 1)
        public let height = ProxyLength(height: 1)

        public init() {}
    }

    /// The size the reader takes: all it is offered.
    public let size = ProxySize()

    public init() {}
}
