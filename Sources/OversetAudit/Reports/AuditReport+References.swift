import OversetLayout
internal import OversetPlumbing

extension AuditReport {
    /// Checks what a report read from JSON says about itself against its own matrix and screens
    /// (issue 34): the counts are the matrix's, and every failing case is the case its index
    /// numbers, in this report's shard, listed once. A report forged or merged by hand (two
    /// overlapping shards pasted together) once crashed the JUnit writer and inflated counts.
    ///
    /// - Throws: `AuditError.invalidReport` naming the file and the JSON path.
    func checkReferences(reader: ReportReader) throws(AuditError) {
        let expectedTotal = screens.reduce(0.0) { total, screen in total + Double(Self.environmentCount(of: screen, in: matrix)) }
        guard expectedTotal <= Double(AuditMatrix.maximumLayouts) else {
            throw reader.error(
                "screens",
                "\(screens.count) screens in this matrix make \(NumberText.shortest(expectedTotal)) layouts; at most \(AuditMatrix.maximumLayouts) are audited in one run"
            )
        }
        guard Double(totalCaseCount) == expectedTotal else {
            throw reader.error("counts.totalCases", "the matrix and screens make \(Self.cases(Int(expectedTotal))), not \(totalCaseCount)")
        }
        guard caseCount <= totalCaseCount else {
            throw reader.error("counts.cases", "\(caseCount) is more than counts.totalCases, \(totalCaseCount)")
        }
        guard failingCases.count <= caseCount else {
            throw reader.error("failingCases", "\(Self.cases(failingCases.count)) listed, more than counts.cases, \(caseCount)")
        }
        guard !failingCases.isEmpty else { return }
        let names = Set(screens.map(\.name))
        let lastCase = Int(expectedTotal) - 1
        let screenChoices = screens.map { ($0.name, $0.preset, $0.width, $0.devices) }
        var listed: [Int: Int] = [:]
        for (position, failing) in failingCases.enumerated() {
            let path = "failingCases[\(position)]"
            let index = failing.case.index
            guard names.contains(failing.case.screen) else {
                throw reader.error(path + ".screen", "no screen '\(failing.case.screen)' in the report's screens")
            }
            guard index <= lastCase, let expected = matrix.case(at: index, for: screenChoices) else {
                throw reader.error(path + ".index", "case \(index) is past the last case, \(lastCase)")
            }
            if let shard, !shard.contains(index) {
                throw reader.error(path + ".index", "case \(index) is not in shard \(shard)")
            }
            if let first = listed.updateValue(position, forKey: index) {
                throw reader.error(path, "case \(index) is listed twice (also failingCases[\(first)])")
            }
            guard expected.screen == failing.case.screen else {
                throw reader.error(path + ".screen", "case \(index) is of the screen '\(expected.screen)', not '\(failing.case.screen)'")
            }
            try Self.checkEnvironment(failing.case.environment, of: expected, in: matrix, screens: screens, reader: reader, path: path)
        }
    }

    private static func cases(_ count: Int) -> String { count == 1 ? "1 case" : "\(count) cases" }

    /// How many environments `screen` is laid out in: the matrix's, with the screen's own preset
    /// or width in place of the matrix's list.
    private static func environmentCount(of screen: Screen, in matrix: AuditMatrix) -> Int {
        matrix.own(preset: screen.preset, width: screen.width, devices: screen.devices).environmentCount
    }

    private static func checkEnvironment(
        _ environment: LayoutEnvironment, of expected: AuditCase, in matrix: AuditMatrix, screens: [Screen], reader: ReportReader,
        path: String
    ) throws(AuditError) {
        let screen = screens.first { $0.name == expected.screen }
        let own = matrix.own(preset: screen?.preset, width: screen?.width, devices: screen?.devices)
        for dimension in AuditDimensions.environmentOrder {
            guard let difference = dimension.difference(environment, expected.environment) else { continue }
            let at = "\(path).environment.\(dimension.environmentKey)"
            guard dimension.contains(environment, in: own) else {
                throw reader.error(at, "\(dimension.noun) \(difference.given) is not in the matrix of the screen '\(expected.screen)'")
            }
            throw reader.error(at, "case \(expected.index) has \(dimension.noun) \(difference.expected), not \(difference.given)")
        }
    }
}
