internal import OversetPlumbing
import OversetStyle

/// Reads spec values; every failure is an `OversetSpecError` naming the file and JSON path.
typealias SpecReader = JSONTreeReader<OversetSpecError>

extension JSONTreeReader where Failure == OversetSpecError {
    init(file: String) {
        self.init { path, problem in OversetSpecError(file: file, path: path, problem: problem) }
    }
}

extension JSONTreeReader where Failure == OversetSpecError {
    /// Whether `value` is a `@ScaledMetric` length: an object with a `scaledMetric` key.
    func isScaledMetric(_ value: JSONTree?) -> Bool {
        if case .object(let members)? = value { return members["scaledMetric"] != nil }
        return false
    }

    /// `{"scaledMetric": 24, "relativeTo": "body"}`: `@ScaledMetric(relativeTo: .body) var x =
    /// 24`; `relativeTo` is body when left out, the base from `lowest` to 10000 points.
    func scaledMetric(_ value: JSONTree, _ path: String, from lowest: Double) throws(OversetSpecError) -> ScaledMetric {
        let members = try object(value, path)
        try checkKeys(members, ["scaledMetric", "relativeTo"], path)
        let base = try number(members["scaledMetric"]!, join(path, "scaledMetric"))
        guard base >= lowest, base <= ScaledMetric.maximumValue else {
            throw error(
                join(path, "scaledMetric"),
                "a scaled metric is from \(NumberText.shortest(lowest)) to 10000 points at the Large size, got \(NumberText.shortest(base))")
        }
        return ScaledMetric(base, relativeTo: try optional(members, "relativeTo", path, choices: TextStyle.self) ?? .body)
    }
}
