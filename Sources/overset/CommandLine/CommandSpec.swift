import OversetPlumbing

/// A command's options and help text: the whole of what the parser and `--help` need.
struct CommandSpec {
    /// One option: a flag when `valueName` is nil, else an option that takes a value.
    struct Option {
        var name: String
        var valueName: String?
        var help: String
        /// Whether the option may be given more than once (`--format json --format html`).
        var isRepeatable = false

        /// The same option, explained differently for one command.
        func withHelp(_ help: String) -> Option {
            var option = self
            option.help = help
            return option
        }
    }

    var name: String
    var abstract: String
    var usage: [String]
    var options: [Option]
    var discussion: String = ""

    /// The text `--help` prints.
    var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE:\n"
        text += usage.map { "  overset \(name) \($0)\n" }.joined()
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            let rows = options.map { option in [option.valueName.map { "\(option.name) <\($0)>" } ?? option.name, option.help] }
            text += TextTable(rows: rows + [["--help", "Show this help."]], separator: "    ").lines.map { "  \($0)\n" }.joined()
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

/// A mistake in how the command was called; the process exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
