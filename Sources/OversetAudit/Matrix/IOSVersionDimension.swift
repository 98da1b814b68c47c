import OversetLayout
package import OversetPlumbing

/// `iosVersion`: the iOS version whose chrome is laid out, one for the whole audit (26 unless
/// asked; `LayoutEnvironment.iosVersions` bounds it). Reports name it only when it is not 26, so
/// that a report without it assumed iOS 26.
package struct IOSVersionDimension: AuditDimension {
    package let name = "iosVersion"
    package let option = "--ios-version"
    package let optionValueName = "version"
    package let optionHelp = "The iOS version whose lists and bars are laid out, 15…27 (default 26)."
    package let environmentKey = "iosVersion"
    package let layoutOption = "--ios-version"
    package let layoutOptionValueName: String? = "version"
    package let layoutOptionHelp = "The iOS version whose lists and bars are laid out, 15…27 (default 26)."
    package let noun = "iOS version"
    package let role = AuditDimensionRole.constant
    package var values: WritableKeyPath<AuditMatrix, [Int]> { \.iosVersions }
    package var choice: WritableKeyPath<AuditMatrix.Choices, [Int]?> { \.iosVersions }
    package var environmentValue: WritableKeyPath<LayoutEnvironment, Int> { \.iosVersion }
    package var defaultValues: [Int] { [LayoutEnvironment.defaultIOSVersion] }

    package func spelling(_ value: Int) -> String { String(value) }

    package func values(parsingOption text: String) throws(AuditDimensionProblem) -> [Int] {
        [try value(parsingLayoutOption: text)]
    }

    package func value(parsingLayoutOption text: String?) throws(AuditDimensionProblem) -> Int {
        guard let text, let version = Int(text), LayoutEnvironment.iosVersions.contains(version) else {
            throw AuditDimensionProblem("\(option) expects an iOS version from 15 to 27, got '\(text ?? "")'")
        }
        return version
    }

    package func values<Failure: Error>(reading json: JSONTree, _ reader: JSONTreeReader<Failure>, at path: String) throws(Failure) -> [Int] {
        guard case .number(let value) = json, let version = Int(exactly: value), LayoutEnvironment.iosVersions.contains(version) else {
            throw reader.error(path, "expected an iOS version from 15 to 27, got \(json.summary)")
        }
        return [version]
    }

    package func json(_ value: Int) -> JSONValue { .number(Double(value)) }
    package func matrixJSON(_ values: [Int]) -> JSONValue? { values == defaultValues ? nil : values.first.map(json) }
    package func environmentJSON(_ value: Int) -> JSONValue? { value == LayoutEnvironment.defaultIOSVersion ? nil : json(value) }

    package func environmentValue(readingJSON json: JSONTree?) -> Int? {
        switch json {
        case nil: return LayoutEnvironment.defaultIOSVersion
        case .number(let value)?: return Int(exactly: value)
        default: return nil
        }
    }

    package func problem(with value: Int) -> String? {
        LayoutEnvironment.iosVersions.contains(value) ? nil : "the iOS version must be from 15 to 27, got \(value)"
    }

    package func repeatDescription(_ value: Int) -> String { "the iOS version \(value)" }

    package func layoutArguments(_ value: Int) -> [String] {
        value == LayoutEnvironment.defaultIOSVersion ? [] : [layoutOption, spelling(value)]
    }

    package func junitName(_ value: Int) -> String? { nil }
    package func detailName(_ value: Int, matrixCount: Int) -> String? { nil }
}
