import Foundation
package import OversetPlumbing
import OversetStyle

/// A layout spec file: screens as view trees, the matrix an audit sweeps and its severity policy
/// (docs/layout-spec.md).
public struct LayoutSpec: Sendable {
    /// One screen.
    public struct Screen: Sendable {
        /// The screen's name, unique in the file; the first part of every path.
        public var name: String
        /// A theme name or token file path for this screen (relative paths are relative to the spec file).
        public var theme: String?
        /// A preset of the theme.
        public var preset: String?
        /// The width to lay out at, if the screen fixes one.
        public var width: Double?
        /// The devices to lay out on, if the screen names its own (`DeviceScreen.all`).
        public var devices: [DeviceScreen]?
        /// The view tree.
        public var body: ViewNode
    }

    /// The screens, in file order.
    public var screens: [Screen]
    /// The file's `matrix` as written, for the audit to read (`AuditMatrix.Choices(spec:)`);
    /// nil when it has none.
    package var matrixJSON: JSONTree?
    /// The file's `severity` rules as written, for the audit to read (`SeverityPolicy(spec:)`);
    /// nil when it has none.
    package var severityJSON: JSONTree?
    /// The file the spec came from.
    public var file: String
    /// What the file says one way where it could mean another — a version 1 spec naming a design
    /// system component by its old key — with the file and JSON path, for the reader to show.
    public var warnings: [String] = []

    /// The screen named `name`.
    ///
    /// - Throws: `OversetSpecError` listing the screens when there is none of that name.
    public func screen(named name: String) throws(OversetSpecError) -> Screen {
        guard let screen = screens.first(where: { $0.name == name }) else {
            throw OversetSpecError(
                file: file, path: "screens",
                problem: "no screen named '\(name)'; the screens are \(screens.map(\.name).joined(separator: ", "))")
        }
        return screen
    }

    /// Reads a spec file.
    ///
    /// - Throws: `OversetSpecError` naming the file and the JSON path of the first problem.
    public init(contentsOf path: String) throws(OversetSpecError) {
        try self.init(data: try SpecReader(file: path).readFile(path), file: path)
    }

    /// Reads a spec from JSON bytes.
    ///
    /// - Parameter file: the file name, for error messages.
    /// - Throws: `OversetSpecError` naming the JSON path of the first problem.
    public init(data: Data, file: String) throws(OversetSpecError) {
        let reader = SpecReader(file: file)
        let members = try reader.object(try reader.parse(data), "")
        try reader.checkKeys(members, ["$schema", "version", "theme", "screens", "matrix", "severity", "description"], "")
        let version = try reader.optional(members, "version", "", reader.integer) ?? 1
        guard (1...2).contains(version) else {
            throw reader.error("version", "this Overset reads version 1 and 2 specs, got \(members["version"]!.summary)")
        }
        let defaultTheme = try reader.optional(members, "theme", "", reader.string)
        guard let screenList = members["screens"] else { throw reader.error("", "missing \"screens\": an array of screens") }
        var screens: [Screen] = []
        let parser = SpecNodeParser(reader: reader, version: version)
        for (index, item) in try reader.array(screenList, "screens").enumerated() {
            let path = "screens[\(index)]"
            let screen = try reader.object(item, path)
            try reader.checkKeys(screen, ["name", "theme", "preset", "width", "devices", "body", "description"], path)
            guard let nameValue = screen["name"] else { throw reader.error(path, "missing \"name\"") }
            let name = try reader.string(nameValue, path + ".name")
            guard !name.isEmpty, !name.contains("/") else { throw reader.error(path + ".name", "a screen name must be non-empty and without \"/\"") }
            guard !screens.contains(where: { $0.name == name }) else { throw reader.error(path + ".name", "two screens are named '\(name)'") }
            guard let body = screen["body"] else { throw reader.error(path, "missing \"body\": the screen's root view") }
            let width = try reader.optional(screen, "width", path, reader.length)
            parser.state.ids = [:]
            if let width, !LayoutEnvironment.isValidWidth(width) {
                throw reader.error(path + ".width", "\(LayoutEnvironment.widthRule), got \(screen["width"]!.summary)")
            }
            let devices = try screen["devices"].map { json throws(OversetSpecError) in try DeviceScreen.list(reading: json, reader, at: path + ".devices") }
            if width != nil, devices != nil { throw reader.error(path + ".devices", "devices set the width: give width or devices, not both") }
            screens.append(
                Screen(
                    name: name,
                    theme: try reader.optional(screen, "theme", path, reader.string) ?? defaultTheme,
                    preset: try reader.optional(screen, "preset", path, reader.string),
                    width: width, devices: devices, body: try parser.node(body, path + ".body")))
        }
        guard !screens.isEmpty else { throw reader.error("screens", "a spec needs at least one screen") }
        self.screens = screens
        self.matrixJSON = members["matrix"]
        self.severityJSON = members["severity"]
        self.warnings = parser.state.warnings
        self.file = file
    }
}
