/// Arguments parsed against a `CommandSpec`; read them through the spec's `Option` values, so
/// that an option's name is written once, where it is declared.
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Every option with a value, in the order given (repeatable options appear more than once).
    private(set) var occurrences: [(name: String, value: String)] = []

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
            guard let valueName = option.valueName else {
                guard parts.count == 1 else { throw UsageError("\(option.name) takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else {
                guard index < arguments.count else { throw UsageError("\(option.name) needs a value <\(valueName)>") }
                value = arguments[index]
                index += 1
            }
            guard values[option.name] == nil || option.isRepeatable else { throw UsageError("\(option.name) is given twice") }
            values[option.name] = value
            occurrences.append((option.name, value))
        }
    }

    /// Whether `--help` was given.
    var asksForHelp: Bool { flags.contains("--help") }

    /// The value of `option` (the last one, for a repeatable option), or nil when absent.
    subscript(option: CommandSpec.Option) -> String? {
        values[option.name]
    }

    /// Whether the flag `option` was given.
    func isSet(_ option: CommandSpec.Option) -> Bool {
        flags.contains(option.name)
    }

    /// Every value of a repeatable `option`, in the order given.
    func all(_ option: CommandSpec.Option) -> [String] {
        occurrences.filter { $0.name == option.name }.map(\.value)
    }

    /// For commands that take no arguments besides options.
    ///
    /// - Throws: `UsageError` naming the first argument.
    func requireNoPositionals() throws(UsageError) {
        guard let first = positionals.first else { return }
        throw UsageError("unexpected argument '\(first)'")
    }
}
