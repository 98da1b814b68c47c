import OversetLayout
internal import OversetPlumbing

/// What every place that goes over the dimensions asks of one: these take any dimension
/// (`any AuditDimension`), so that the places are written once for all of them.
extension AuditDimension {
    /// How many values `matrix` has.
    func count(in matrix: AuditMatrix) -> Int { matrix[keyPath: values].count }

    /// This dimension's values where `given` and `expected` differ, spelled; nil where they agree.
    func difference(_ given: LayoutEnvironment, _ expected: LayoutEnvironment) -> (given: String, expected: String)? {
        let value = given[keyPath: environmentValue]
        let wanted = expected[keyPath: environmentValue]
        return value == wanted ? nil : (spelling(value), spelling(wanted))
    }

    /// Whether `environment`'s value of this dimension is one of `matrix`'s.
    func contains(_ environment: LayoutEnvironment, in matrix: AuditMatrix) -> Bool {
        matrix[keyPath: values].contains(environment[keyPath: environmentValue])
    }

    /// Each of `environments` with each of the matrix's values in turn (only its first, with
    /// `firstOnly`), in that order.
    func expand(_ environments: [LayoutEnvironment], in matrix: AuditMatrix, firstOnly: Bool = false) -> [LayoutEnvironment] {
        let values = firstOnly ? Array(matrix[keyPath: self.values].prefix(1)) : matrix[keyPath: self.values]
        var result: [LayoutEnvironment] = []
        result.reserveCapacity(environments.count * values.count)
        for environment in environments {
            for value in values {
                var expanded = environment
                expanded[keyPath: environmentValue] = value
                result.append(expanded)
            }
        }
        return result
    }

    /// Sets `environment`'s value of this dimension to the matrix's value at `index`.
    func select(_ index: Int, of matrix: AuditMatrix, in environment: inout LayoutEnvironment) {
        environment[keyPath: environmentValue] = matrix[keyPath: values][index]
    }

    /// - Throws: `AuditError.invalidMatrix` for the first value that cannot be audited.
    func checkBounds(in matrix: AuditMatrix) throws(AuditError) {
        for value in matrix[keyPath: values] {
            if let problem = problem(with: value) { throw .invalidMatrix(problem) }
        }
    }

    /// - Throws: `AuditError.invalidMatrix` for the first value listed twice.
    func checkRepeats(in matrix: AuditMatrix) throws(AuditError) {
        var seen: Set<AnyHashable> = []
        for value in matrix[keyPath: values] where !seen.insert(repeatKey(value)).inserted {
            throw .invalidMatrix("\(repeatDescription(value)) is listed twice")
        }
    }

    /// The value this dimension takes in `matrix`: the command line's, else the one the specs
    /// agree on, else its default for `screens`.
    ///
    /// - Throws: `AuditError.invalidMatrix` naming two specs that set different values.
    func resolve(
        into matrix: inout AuditMatrix, commandLine: AuditMatrix.Choices, specs: [(file: String, choices: AuditMatrix.Choices?)],
        screens: [AuditScreen]
    ) throws(AuditError) {
        if let given = commandLine[keyPath: choice] {
            matrix[keyPath: values] = given
            return
        }
        var chosen: (file: String, values: [Value])?
        for spec in specs {
            guard let own = spec.choices?[keyPath: choice] else { continue }
            if let chosen, chosen.values != own {
                throw .invalidMatrix(
                    "\(chosen.file) and \(spec.file) set different \(option.dropFirst(2)); make them agree, "
                        + "or choose on the command line (\(option))")
            }
            chosen = chosen ?? (spec.file, own)
        }
        matrix[keyPath: values] = chosen?.values ?? defaultValues(for: screens)
    }

    /// This dimension's member of a JSON report's `matrix`, nil when it is left out.
    func matrixMember(_ matrix: AuditMatrix) -> (String, JSONValue)? {
        matrixJSON(matrix[keyPath: values]).map { (name, $0) }
    }

    /// Reads this dimension's member of a report's `matrix` (absent: the defaults, for a
    /// dimension a report leaves out when it has them).
    func read<Failure: Error>(
        matrix members: [String: JSONTree], into matrix: inout AuditMatrix, reader: JSONTreeReader<Failure>, path: String
    ) throws(Failure) {
        guard let value = members[name] else {
            guard matrixJSON(defaultValues) == nil else { throw reader.error(reader.join(path, name), "missing") }
            matrix[keyPath: values] = defaultValues
            return
        }
        matrix[keyPath: values] = try values(reading: value, reader, at: reader.join(path, name))
    }

    /// This dimension's member of an environment in JSON, nil when it is left out.
    func environmentMember(_ environment: LayoutEnvironment) -> (String, JSONValue)? {
        environmentJSON(environment[keyPath: environmentValue]).map { (environmentKey, $0) }
    }

    /// Reads this dimension's value of an environment in a JSON report.
    func read<Failure: Error>(
        environment members: [String: JSONTree], into environment: inout LayoutEnvironment, reader: JSONTreeReader<Failure>,
        path: String
    ) throws(Failure) {
        guard let value = environmentValue(readingJSON: members[environmentKey]) else {
            let at = reader.join(path, environmentKey)
            guard let given = members[environmentKey] else { throw reader.error(at, "missing") }
            throw reader.error(at, "not a \(noun): \(given.summary)")
        }
        environment[keyPath: environmentValue] = value
    }

    /// Sets the value an `overset layout` option's text names (nil for a flag) in `environment`.
    ///
    /// - Throws: `AuditDimensionProblem`, the whole message.
    package func set(parsingLayoutOption text: String?, in environment: inout LayoutEnvironment) throws(AuditDimensionProblem) {
        environment[keyPath: environmentValue] = try value(parsingLayoutOption: text)
    }

    /// `overset layout`'s words for this dimension's value in `environment`.
    func layoutArguments(of environment: LayoutEnvironment) -> [String] {
        layoutArguments(environment[keyPath: environmentValue])
    }

    /// This dimension's part of a report's detail of `environment` in `matrix`, if any.
    func detailName(of environment: LayoutEnvironment, in matrix: AuditMatrix) -> String? {
        detailName(environment[keyPath: environmentValue], matrixCount: count(in: matrix))
    }

    /// This dimension's part of a JUnit test case's name in `environment`, if any.
    func junitName(of environment: LayoutEnvironment) -> String? {
        junitName(environment[keyPath: environmentValue])
    }

    /// The value of `environment`, for code that compares values of any dimension.
    func anyValue(of environment: LayoutEnvironment) -> AnyHashable { AnyHashable(environment[keyPath: environmentValue]) }

    /// The values of `matrix`, in order, for code that compares values of any dimension.
    func anyValues(in matrix: AuditMatrix) -> [AnyHashable] { matrix[keyPath: values].map(AnyHashable.init) }

    /// `spelling` of a value `anyValue` or `anyValues` gave.
    func anySpelling(_ value: AnyHashable) -> String { spelling(value.base as! Value) }

    /// `environment` with this dimension's value set from one `anyValue` gave.
    func setting(_ value: AnyHashable, in environment: LayoutEnvironment) -> LayoutEnvironment {
        var copy = environment
        copy[keyPath: environmentValue] = value.base as! Value
        return copy
    }
}

extension AuditDimensionRole {
    /// Whether the matrix lists values of the dimension (every one but the constant scale).
    var isListed: Bool {
        if case .constant = self { return false }
        return true
    }
}
