import OversetLayout
import OversetStyle

/// Typed reading of a JSON report, errors naming the path.
struct ReportReader {
    let file: String

    func fail(_ path: String, _ problem: String) -> AuditError {
        .invalidReport(file: file, problem: path.isEmpty ? problem : "\(path): \(problem)")
    }

    func field(_ members: [String: JSONTree], _ key: String) throws(AuditError) -> JSONTree {
        guard let value = members[key] else { throw fail(key, "missing") }
        return value
    }

    func object(_ value: JSONTree, _ path: String) throws(AuditError) -> [String: JSONTree] {
        guard let members = value.members else { throw fail(path, "expected an object, got \(value.summary)") }
        return members
    }

    func array(_ value: JSONTree, _ path: String) throws(AuditError) -> [JSONTree] {
        guard case .array(let items) = value else { throw fail(path, "expected an array, got \(value.summary)") }
        return items
    }

    func string(_ value: JSONTree, _ path: String) throws(AuditError) -> String {
        guard case .string(let text) = value else { throw fail(path, "expected a string, got \(value.summary)") }
        return text
    }

    func optionalString(_ value: JSONTree?, _ path: String) throws(AuditError) -> String? {
        guard let value, value != .null else { return nil }
        return try string(value, path)
    }

    func number(_ value: JSONTree, _ path: String) throws(AuditError) -> Double {
        guard case .number(let number) = value else { throw fail(path, "expected a number, got \(value.summary)") }
        return number
    }

    func strings(_ value: JSONTree, _ path: String) throws(AuditError) -> [String] {
        var result: [String] = []
        for (index, item) in try array(value, path).enumerated() { result.append(try string(item, "\(path)[\(index)]")) }
        return result
    }

    func numbers(_ value: JSONTree, _ path: String) throws(AuditError) -> [Double] {
        var result: [Double] = []
        for (index, item) in try array(value, path).enumerated() { result.append(try number(item, "\(path)[\(index)]")) }
        return result
    }

    func environment(_ value: JSONTree, _ path: String) throws(AuditError) -> LayoutEnvironment {
        let fields = try object(value, path)
        let name = try string(field(fields, "category"), path + ".category")
        guard let category = DynamicTypeSize(parsing: name) else { throw fail(path + ".category", "unknown category '\(name)'") }
        let preset = try string(field(fields, "preset"), path + ".preset")
        return LayoutEnvironment(category: category, preset: preset == Theme.defaultPresetName ? nil : preset,
                                 width: try number(field(fields, "width"), path + ".width"),
                                 displayScale: try number(field(fields, "scale"), path + ".scale"),
                                 locale: try string(field(fields, "locale"), path + ".locale"))
    }

    /// A size whose unbounded sides were written as null.
    func size(_ value: JSONTree?, _ path: String) throws(AuditError) -> Size? {
        guard let value, value != .null else { return nil }
        let fields = try object(value, path)
        func side(_ key: String) throws(AuditError) -> Double {
            let side = try field(fields, key)
            return side == .null ? .infinity : try number(side, "\(path).\(key)")
        }
        return Size(width: try side("width"), height: try side("height"))
    }

    func diagnostic(_ value: JSONTree, _ path: String) throws(AuditError) -> Diagnostic {
        let fields = try object(value, path)
        let kindName = try string(field(fields, "kind"), path + ".kind")
        guard let kind = Diagnostic.Kind(rawValue: kindName) else { throw fail(path + ".kind", "unknown kind '\(kindName)'") }
        return Diagnostic(kind: kind, path: try string(field(fields, "path"), path + ".path"),
                          id: try optionalString(fields["id"], path + ".id"),
                          message: try string(field(fields, "message"), path + ".message"),
                          proposed: try size(fields["proposed"], path + ".proposed"), needed: try size(fields["needed"], path + ".needed"),
                          actual: try size(fields["actual"], path + ".actual"),
                          hiddenText: try optionalString(fields["hiddenText"], path + ".hiddenText"),
                          environment: try environment(field(fields, "environment"), path + ".environment"))
    }
}
