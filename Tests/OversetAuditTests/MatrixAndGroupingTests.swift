import Foundation
import OversetAudit
import OversetLayout
import OversetPlumbing
import OversetStyle
import Testing

/// Matrix expansion, sharding, determinism and the grouping of findings.
@Suite struct MatrixAndGroupingTests {
    @Test func matrixExpandsInLocalePresetWidthCategoryOrder() {
        let matrix = AuditMatrix(
            categories: [.large, .accessibility1], presets: ["default", "copper"], widths: [320, 375],
            locales: ["en", "de"])
        let environments = matrix.environments
        #expect(environments.count == 16 && matrix.environmentCount == 16)
        #expect(environments[0] == LayoutEnvironment(category: .large, preset: nil, width: 320, locale: "en"))
        #expect(environments[1].category == .accessibility1 && environments[1].width == 320)
        #expect(environments[2].width == 375)
        #expect(environments[4].preset == "copper")
        #expect(environments[8].locale == "de")
    }

    /// What the `matrix` of a spec with one screen chooses.
    static func choices(matrix: String) throws(OversetSpecError) -> AuditMatrix.Choices? {
        try AuditMatrix.Choices(
            spec: try LayoutSpec(data: Data(#"{"matrix": \#(matrix), "screens": [{"name": "S", "body": {"text": "Hi"}}]}"#.utf8), file: "spec.json"))
    }

    @Test func specMatrixIsReadWithPaths() throws {
        let matrix = try #require(
            try Self.choices(matrix: #"{"categories": "L...AX2", "presets": "default, copper", "widths": [320], "locales": ["en", "en-XA"], "scale": 2}"#))
        #expect(matrix.categories == [.large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2])
        #expect(matrix.presets == ["default", "copper"] && matrix.widths == [320] && matrix.locales == ["en", "en-XA"])
        #expect(matrix.displayScale == 2)
        #expect(try Self.choices(matrix: "{}") == AuditMatrix.Choices())
    }

    /// The gallery's matrix is read typed (Examples/gallery.json lists these).
    @Test func theGallerysMatrixIsRead() throws {
        let gallery = try LayoutSpec(contentsOf: Audits.root.appendingPathComponent("Examples/gallery.json").path)
        let choices = try #require(try AuditMatrix.Choices(spec: gallery))
        #expect(choices.widths == [320, 375, 430])
        #expect(choices.categories == DynamicTypeSize.allCases)
    }

    /// Bad matrices are errors of the spec, with the JSON path, before any audit runs.
    @Test(arguments: [
        (#"{"widths": [320, -1]}"#, "spec.json: matrix.widths: a width must be a number of points above 0 and at most 10000, got -1"),
        (#"{"widths": [20000]}"#, "spec.json: matrix.widths: a width must be a number of points above 0 and at most 10000, got 20000"),
        (#"{"widths": 320}"#, "spec.json: matrix.widths: expected an array of numbers, got 320"),
        (#"{"scale": -2}"#, "spec.json: matrix.scale: expected 0…1000, got -2"),
        (#"{"categories": "L...HUGE"}"#, "spec.json: matrix.categories: unknown content size category 'HUGE'"),
        (#"{"presets": [1]}"#, "spec.json: matrix.presets: expected strings, got 1"),
        (#"{"locales": "en,,de"}"#, "spec.json: matrix.locales: item 2 of 'en,,de' is empty (a comma too many?)"),
        (#"{"locales": ["en", " "]}"#, "spec.json: matrix.locales[1]: an empty name"),
        (#"{"categories": "L,"}"#, "spec.json: matrix.categories: item 2 of 'L,' is empty"),
        (#"{"iosVersion": 14}"#, "spec.json: matrix.iosVersion: expected an iOS version from 15 to 27, got 14"),
        (#"{"iosVersion": 18.5}"#, "spec.json: matrix.iosVersion: expected an iOS version from 15 to 27, got 18.5"),
        (#"{"iosVersion": "26"}"#, "spec.json: matrix.iosVersion: expected an iOS version from 15 to 27, got \"26\""),
        (#"{"sizes": "all"}"#, "spec.json: matrix.sizes: unknown key; expected categories, presets, widths, locales, scale, boldText, devices or iosVersion"),
        (#"[320]"#, "spec.json: matrix: expected an object, got an array"),
    ])
    func badSpecMatricesNameTheirPath(_ matrix: String, _ message: String) {
        #expect {
            _ = try Self.choices(matrix: matrix)
        } throws: { error in
            (error as? OversetSpecError)?.description.hasPrefix(message) == true
        }
    }

    /// The run's matrix: the command line over the specs over the defaults; presets default to
    /// the theme's own.
    @Test func runMatrixTakesCommandLineThenSpecsThenDefaults() throws {
        let screens = [Audits.clean]
        let specs: [(file: String, choices: AuditMatrix.Choices?)] = [
            ("a.json", AuditMatrix.Choices(widths: [320], locales: ["de"])), ("b.json", nil), ("c.json", AuditMatrix.Choices(widths: [320])),
        ]
        let matrix = try AuditMatrix(specs: specs, commandLine: AuditMatrix.Choices(locales: ["fr"]), screens: screens)
        #expect(matrix.widths == [320] && matrix.locales == ["fr"] && matrix.categories == DynamicTypeSize.allCases)
        #expect(matrix.presets == ["default", "slate", "copper", "aurora", "sage"], "DesignFoundation's own presets")
        let apple = AuditScreen(name: "Apple", body: Audits.clean.body, theme: .apple)
        let appleMatrix = try AuditMatrix(specs: [], commandLine: AuditMatrix.Choices(), screens: [apple])
        #expect(appleMatrix.presets == ["default"], "theme: apple has no presets but its own styles")
        let mixed = try AuditMatrix(specs: [], commandLine: AuditMatrix.Choices(), screens: [Audits.clean, apple])
        #expect(mixed.presets == ["default"], "only the presets every theme has")
    }

    @Test(arguments: [
        (
            [("a.json", AuditMatrix.Choices(widths: [320])), ("b.json", AuditMatrix.Choices(widths: [375]))], AuditMatrix.Choices(),
            "matrix: a.json and b.json set different widths; make them agree, or choose on the command line (--widths)"
        ),
        (
            [("a.json", AuditMatrix.Choices(presets: ["neon"]))], AuditMatrix.Choices(),
            "screen 'Clean': theme 'designFoundation' has no preset 'neon'"
        ),
        (
            [("a.json", AuditMatrix.Choices(displayScale: 1)), ("b.json", AuditMatrix.Choices(displayScale: 2))], AuditMatrix.Choices(),
            "matrix: a.json and b.json set different scale"
        ),
        ([], AuditMatrix.Choices(widths: []), "matrix: the matrix needs at least one category, preset, width, locale and Bold Text setting"),
    ])
    func runMatrixConflictsAreErrors(_ specs: [(String, AuditMatrix.Choices)], _ commandLine: AuditMatrix.Choices, _ message: String) {
        #expect {
            _ = try AuditMatrix(specs: specs.map { (file: $0.0, choices: Optional($0.1)) }, commandLine: commandLine, screens: [Audits.clean])
        } throws: { error in
            (error as? AuditError)?.description.hasPrefix(message) == true
        }
    }

    @Test func commandLineSettlesDisagreeingSpecs() throws {
        let specs: [(file: String, choices: AuditMatrix.Choices?)] = [
            ("a.json", AuditMatrix.Choices(widths: [320])), ("b.json", AuditMatrix.Choices(widths: [375])),
        ]
        let matrix = try AuditMatrix(specs: specs, commandLine: AuditMatrix.Choices(widths: [430]), screens: [Audits.clean])
        #expect(matrix.widths == [430])
    }

    /// A runner given a preset that a screen's theme lacks stops before laying anything out.
    @Test func runnerChecksPresetsAgainstEveryTheme() {
        #expect(
            throws: AuditError.invalidScreen("Clean", "theme 'designFoundation' has no preset 'neon'; its presets are default, slate, copper, aurora, sage")
        ) {
            try Audits.run([Audits.clean], AuditMatrix(presets: ["neon"]))
        }
    }

    @Test func findingsGroupAcrossTheMatrix() throws {
        let matrix = AuditMatrix(presets: ["default", "copper"], widths: [320, 375])
        let report = try Audits.run([Audits.clean, Audits.fragile], matrix)
        #expect(report.totalCaseCount == 2 * 12 * 2 * 2)
        let truncated = try #require(report.findings.first { $0.kind == .truncated })
        #expect(truncated.screen == "Fragile" && truncated.path == "Fragile/Card/Text\"description\"")
        // One finding however many layouts show it, listing each.
        #expect(report.findings.filter { $0.kind == .truncated }.count == 1)
        let failingLayouts = report.failingCases.filter { $0.diagnostics.contains { $0.kind == .truncated } }.count
        #expect(truncated.environments.count == failingLayouts)
        #expect(truncated.summary.hasPrefix("from "), "\(truncated.summary)")
    }

    /// Words for environment sets, against hand-written expectations.
    @Test(arguments: [
        (
            [
                (DynamicTypeSize.accessibility2, 320.0), (.accessibility3, 320), (.accessibility4, 320), (.accessibility5, 320),
                (.accessibility2, 375), (.accessibility3, 375), (.accessibility4, 375), (.accessibility5, 375),
            ],
            "from AX2 upward at 320 and 375"
        ),
        ([(.large, 320), (.accessibility5, 320)], "at L and AX5 at 320"),
        ([(.xLarge, 320), (.xxLarge, 320), (.accessibility4, 430), (.accessibility5, 430)], "at XL–XXL at 320; from AX4 upward at 430"),
        (DynamicTypeSize.allCases.flatMap { category in [320.0, 375, 430].map { (category, $0) } }, "at every size at every width"),
    ])
    func summariesNameCategoriesAndWidths(_ cases: [(DynamicTypeSize, Double)], _ expected: String) throws {
        let matrix = AuditMatrix(presets: ["default"], widths: [320, 375, 430])
        let environments = cases.map { LayoutEnvironment(category: $0.0, width: $0.1) }
        #expect(Self.summary(of: environments, matrix: matrix) == expected)
    }

    /// The summary of one truncation at `environments`.
    static func summary(of environments: [LayoutEnvironment], matrix: AuditMatrix) -> String? {
        let report = AuditReport(
            matrix: matrix, screens: [.init(name: "S", preset: nil, width: nil)], totalCaseCount: matrix.environmentCount,
            caseCount: matrix.environmentCount, shard: nil,
            failingCases: environments.enumerated().map { index, environment in
                AuditReport.FailingCase(
                    case: AuditCase(index: index, screen: "S", environment: environment),
                    diagnostics: [
                        Diagnostic(
                            kind: .truncated, path: "S/Text", id: nil, message: "m", proposed: nil,
                            needed: nil, actual: nil, hiddenText: nil, environment: environment)
                    ],
                    layout: nil)
            }, notes: [], seconds: 0, jobs: 1)
        return report.findings.first?.summary
    }

    /// Locales and presets that behave alike share a clause; others get their own, so that no
    /// locale is said to fail where only another does (issue 14: "in de and en-XA" when en-XA only
    /// started at AX3). A preset of "*" is every preset of the matrix.
    @Test(
        arguments: [
            (
                [
                    ("de", "*", DynamicTypeSize.accessibility2), ("de", "*", .accessibility3), ("de", "*", .accessibility4),
                    ("de", "*", .accessibility5), ("en-XA", "*", .accessibility3), ("en-XA", "*", .accessibility4),
                    ("en-XA", "*", .accessibility5),
                ],
                "in de: from AX2 upward at 320; in en-XA: from AX3 upward at 320"
            ),
            (
                [("de", "*", .accessibility4), ("de", "*", .accessibility5), ("en-XA", "*", .accessibility4), ("en-XA", "*", .accessibility5)],
                "from AX4 upward at 320; in de and en-XA"
            ),
            (
                [("de", "copper", .accessibility3), ("de", "copper", .accessibility4), ("de", "copper", .accessibility5), ("en-XA", "*", .accessibility5)],
                "in copper, in de: from AX3 upward at 320; in en-XA: at AX5 at 320"
            ),
            ([("de", "copper", .large), ("en-XA", "default", .large)], "at L at 320; in de (copper) and en-XA (default)"),
        ] as [([(String, String, DynamicTypeSize)], String)])
    func summariesSeparateLocalesThatDiffer(_ places: [(locale: String, preset: String, category: DynamicTypeSize)], _ expected: String) {
        let matrix = AuditMatrix(presets: ["default", "copper"], widths: [320], locales: ["en", "de", "en-XA"])
        let environments = places.flatMap { place in
            (place.preset == "*" ? matrix.presets : [place.preset]).map { preset in
                LayoutEnvironment(category: place.category, preset: preset == "default" ? nil : preset, width: 320, locale: place.locale)
            }
        }
        #expect(Self.summary(of: environments, matrix: matrix) == expected)
    }

    /// Workers after the first measure with engines of their own (`TextEngine.sibling`): the
    /// report is the same with any number of them.
    @Test(arguments: [2, 3, 5])
    func anyNumberOfThreadsGivesTheSameReport(_ jobs: Int) throws {
        // 120 cases per screen: 3 chunks each, 6 in all, so that every job gets one.
        let matrix = AuditMatrix(presets: ["default", "sage"], widths: [320, 350, 375, 400, 430])
        let screens = [Audits.fragile, Audits.clean]
        let single = try Audits.run(screens, matrix, jobs: 1)
        let several = try Audits.run(screens, matrix, jobs: jobs)
        #expect(several.jobs == jobs)
        #expect(Audits.jsonWithoutTimings(single) == Audits.jsonWithoutTimings(several))
        #expect(Audits.jsonWithoutTimings(single) == Audits.jsonWithoutTimings(try Audits.run(screens, matrix, jobs: jobs)))
    }

    @Test(arguments: [2, 3])
    func shardsMergeToTheUnshardedReport(_ count: Int) throws {
        let matrix = AuditMatrix(presets: ["default", "copper"], widths: [320, 375])
        let screens = [Audits.clean, Audits.fragile]
        let whole = try Audits.run(screens, matrix)
        var shards: [AuditReport] = []
        for index in 1...count {
            let shard = try Audits.run(screens, matrix, shard: Shard(index: index, count: count))
            #expect(shard.caseCount < whole.caseCount)
            // Through JSON, as CI jobs hand shards over.
            shards.append(try AuditReport(json: Data(shard.json.text.utf8), file: "shard\(index).json"))
        }
        let merged = try AuditReport.merging(shards)
        #expect(Audits.jsonWithoutTimings(merged) == Audits.jsonWithoutTimings(whole))
    }

    /// Merging needs every shard of one split once (issue 15: `--merge s1.json s1.json` read as
    /// the whole audit with shard 2's findings missing).
    @Test(arguments: [
        ([(1, 2), (1, 2)], "shard 1/2 is given twice"),
        ([(1, 3), (3, 3)], "shard 2/3 is missing"),
        ([(1, 2), (2, 3)], "the shards are of different splits (1/2, 2/3)"),
    ])
    func shardsMustBeEveryPartOnce(_ parts: [(Int, Int)], _ message: String) throws {
        let matrix = AuditMatrix(categories: [.large, .accessibility1], presets: ["default"], widths: [320])
        let shards = try parts.map { try Audits.run([Audits.clean], matrix, shard: Shard(index: $0.0, count: $0.1)) }
        #expect(throws: AuditError.invalidReport(file: "", problem: message)) { try AuditReport.merging(shards) }
    }

    @Test func shardsParseAndRejectNonsense() throws {
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "x", "1/0", "1-2", "x/1/2", "1/2/", "1/100001"] {
            #expect(throws: AuditError.self) { try Shard(parsing: bad) }
        }
    }
}

/// Findings list errors first, so that warnings never bury them (issue 14); within a severity,
/// screens keep spec order.
@Suite struct FindingOrderTests {
    @Test func errorsComeFirst() {
        let environment = LayoutEnvironment()
        func failing(_ index: Int, _ screen: String, _ kind: Diagnostic.Kind) -> AuditReport.FailingCase {
            AuditReport.FailingCase(
                case: AuditCase(index: index, screen: screen, environment: environment),
                diagnostics: [
                    Diagnostic(
                        kind: kind, path: "\(screen)/Text", id: nil, message: "m", proposed: nil, needed: nil, actual: nil,
                        hiddenText: nil, environment: environment)
                ], layout: nil)
        }
        let report = AuditReport(
            matrix: AuditMatrix(categories: [.large], presets: ["default"], widths: [375]),
            screens: ["A", "B", "C"].map { AuditReport.Screen(name: $0, preset: nil, width: nil) }, totalCaseCount: 3, caseCount: 3,
            shard: nil, failingCases: [failing(0, "A", .atRisk), failing(1, "B", .truncated), failing(2, "C", .clipped)], notes: [],
            seconds: 0, jobs: 1)
        #expect(report.findings.map(\.screen) == ["B", "C", "A"])
    }
}
