import Foundation

/// Where Overset's resources (`Fonts/`, `Examples/`) are, for a binary that may have been
/// copied or installed away from the checkout it was built from.
///
/// In order: the environment variable naming the directory; beside the running executable, as
/// `scripts/install.sh` lays them out (`bin/overset` with `share/overset/<name>`) or as a copied
/// binary carries them (`overset` with `<name>/` next to it); the checkout the module was built
/// from (`swift run`, tests, and packages depending on Overset, whose checkout SwiftPM keeps).
package enum ResourceLocation {
    /// The directory `name` (`"Fonts"`, `"Examples"`), or the checkout's path when none exists.
    ///
    /// - Parameters:
    ///   - variable: the environment variable that overrides the search (`OVERSET_FONTS_DIR`).
    ///   - checkout: the directory in the checkout, from the caller's `#filePath`.
    package static func directory(named name: String, variable: String, checkout: String) -> String {
        if let configured = configured(variable) { return configured }
        return candidates(named: name, checkout: checkout).first(where: isDirectory) ?? checkout
    }

    /// Every place `directory` looks at, in order (for messages that say where a resource was not
    /// found): the variable's directory alone when it is set.
    package static func searched(named name: String, variable: String, checkout: String) -> [String] {
        configured(variable).map { [$0] } ?? candidates(named: name, checkout: checkout)
    }

    private static func configured(_ variable: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return nil }
        return value
    }

    private static func candidates(named name: String, checkout: String) -> [String] {
        var places: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let directory = executable.deletingLastPathComponent()
            places.append(directory.deletingLastPathComponent().appendingPathComponent("share/overset/\(name)").path)
            places.append(directory.appendingPathComponent(name).path)
        }
        return places + [checkout]
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
