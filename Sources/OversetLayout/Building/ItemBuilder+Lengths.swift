import OversetStyle

extension ItemBuilder {
    /// Points for a length: a number, a spacing token of the theme, one written from a
    /// `GeometryReader`'s size, or a `@ScaledMetric` at the Dynamic Type size of `text` (the
    /// environment's, clamped by `dynamicTypeSize(_:)`).
    func points(_ length: Length?, text: TextEnvironment, path: String) throws(OversetLayoutError) -> Double? {
        switch length {
        case nil: return nil
        case .points(let value)?: return value
        case .spacing(let token)?:
            guard let keyPath = SpacingScale.tokens.first(where: { $0.name == token })?.keyPath else {
                throw .invalidValue(path: path, message: "unknown spacing token '\(token)'; use \(SpacingScale.tokens.map(\.name).joined(separator: ", "))")
            }
            return spacing[keyPath: keyPath]
        case .proxy(let length)?:
            guard let proxySize else {
                throw .invalidValue(path: path, message: "a length written from a GeometryReader's size must be inside a GeometryReader")
            }
            try checkProxy(length, "length", path)
            return length.resolved(in: proxySize)
        case .scaled(let metric)?:
            guard metric.value.isFinite, abs(metric.value) <= ScaledMetric.maximumValue else {
                throw .invalidValue(path: path, message: "a scaled metric is from -10000 to 10000 points, got \(metric.value)")
            }
            return metric.relativeTo.scaledMetric(
                metric.value, at: text.category(clamping: environment.category), displayScale: environment.displayScale,
                scaling: theme.customSizeScaling)
        }
    }
}
