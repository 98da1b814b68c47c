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

/// Arguments parsed against a `CommandSpec`.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    /// Every option with a value, in the order given (repeatable options appear more than once).
    var occurrences: [(name: String, value: String)] = []

    /// Parses `arguments`: `--name value`, `--name=value`, flags, positionals, `--` to end options.
    ///
    /// - Throws: `UsageError` for an unknown option, a missing value, or a repeated option.
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("--") else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" {
                flags.insert(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = spec.options.first(where: { $0.name == parts[0] }) else {
                throw UsageError("unknown option '\(parts[0])' for 'overset \(spec.name)' (see 'overset \(spec.name) --help')")
            }
            if option.valueName == nil {
                guard parts.count == 1 else { throw UsageError("\(option.name) takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else {
                guard index < arguments.count else { throw UsageError("\(option.name) needs a value <\(option.valueName!)>") }
                value = arguments[index]
                index += 1
            }
            guard values[option.name] == nil || option.isRepeatable else { throw UsageError("\(option.name) is given twice") }
            values[option.name] = value
            occurrences.append((option.name, value))
        }
    }

    /// For commands that take no arguments besides options.
    ///
    /// - Throws: `UsageError` naming the first argument.
    func requireNoPositionals() throws(UsageError) {
        guard let first = positionals.first else { return }
        throw UsageError("unexpected argument '\(first)'")
    }

    /// The value of a number option, or nil when absent.
    ///
    /// - Throws: `UsageError` when the value is not a number.
    func double(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text) else { throw UsageError("\(name) expects a number, got '\(text)'") }
        return value
    }

    /// The value of a whole-number option, or nil when absent.
    ///
    /// - Throws: `UsageError` when the value is not a whole number.
    func integer(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text) else { throw UsageError("\(name) expects a whole number, got '\(text)'") }
        return value
    }
}
