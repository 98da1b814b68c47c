import OversetLayout
internal import OversetPlumbing
import OversetStyle

extension AuditReport {
    /// The `overset layout` command that lays out a finding's first occurrence exactly as the
    /// audit did (screen, category, width, preset, locale, Bold Text, scale, and the audit's
    /// catalog, theme and font options), so that a finding can be looked at and turned into a
    /// test: `overset layout Screens.json --screen Inbox --category AX3 --width 320 --locale de`.
    public func layoutCommand(for finding: Finding) -> String {
        guard let environment = finding.environments.first else { return "" }
        return layoutCommand(screen: finding.screen, environment: environment)
    }

    /// The `overset layout` command that lays out `screen` in `environment` as the audit did.
    public func layoutCommand(screen name: String, environment: LayoutEnvironment) -> String {
        layoutCommand(screen: name, source: screens.first { $0.name == name }?.source, environment: environment)
    }

    /// The same for a screen whose spec file is known (a report's writers walk the screens).
    func layoutCommand(screen name: String, source: String?, environment: LayoutEnvironment) -> String {
        var words = ["overset", "layout"]
        // A relative spec path that starts with "-" would read as an option ("--width" is one):
        // "./" keeps it a path.
        if let source { words.append(source.hasPrefix("-") ? "./" + source : source) }
        words += ["--screen", name]
        words += AuditDimensions.commandOrder.flatMap { $0.layoutArguments(of: environment) }
        return (words + layoutOptions).map(Self.shellQuoted).joined(separator: " ")
    }

    /// `word` as one POSIX shell word: bare when it is made only of characters no shell treats
    /// specially, else in single quotes (a quote inside becomes `'\''`).
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./,:=+@%".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
