import Foundation
import OversetAudit
import OversetLayout
import OversetStyle

/// The JSON readers (layout specs, DTCG token files, string catalogs): any bytes either read or
/// give a typed error with a message; they never crash, and what reads lays out or resolves.
enum ParserChecks {
    static let sampleCatalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "a": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}},
          "b": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                                                "other": {"stringUnit": {"state": "new", "value": "%lld items"}}}}}}}}}
        """#

    static func spec(_ bytes: [UInt8]) throws(FuzzFailure) {
        let spec: LayoutSpec
        do {
            spec = try LayoutSpec(data: Data(bytes), file: "fuzz.json")
        } catch {
            try requireMessage(error.description, "spec", bytes)
            return
        }
        // What reads must lay out, or say why not (unknown styles, bad lengths), at one size.
        for screen in spec.screens.prefix(4) {
            do {
                _ = try LayoutSolver(engine: TextMeasurementCheck.engine).layout(screen.body, name: screen.name, theme: .designFoundation)
            } catch {
                try requireMessage(error.description, "spec", bytes)
            }
        }
        // The spec's matrix, read with the spec, must make a run's matrix or say why not.
        do {
            let screens = spec.screens.prefix(4).map { AuditScreen(name: $0.name, body: $0.body, theme: .designFoundation, preset: $0.preset) }
            _ = try AuditMatrix(specs: [("fuzz.json", try AuditMatrix.Choices(spec: spec))], commandLine: AuditMatrix.Choices(), screens: screens)
        } catch {
            try requireMessage("\(error)", "spec", bytes)
        }
    }

    static func tokens(_ bytes: [UInt8]) throws(FuzzFailure) {
        let theme: Theme
        do {
            theme = try Theme(designTokens: Data(bytes), file: "fuzz.tokens.json")
        } catch {
            try requireMessage(error.description, "tokens", bytes)
            return
        }
        for preset in theme.presetNames {
            for style in theme.styleNames {
                for category in [DynamicTypeSize.xSmall, .large, .accessibility5] {
                    let resolved: ResolvedTextStyle
                    do {
                        resolved = try theme.resolve(style, category: category, preset: preset)
                    } catch {
                        throw FuzzFailure(target: "tokens", invariant: "a loaded theme cannot resolve its own style: \(error)", input: bytes)
                    }
                    guard resolved.size.isFinite, resolved.size > 0, resolved.tracking.isFinite,
                        resolved.leading.map({ $0.isFinite && $0 >= 0 }) ?? true
                    else {
                        throw FuzzFailure(target: "tokens", invariant: "style \(style) resolves to \(resolved)", input: bytes)
                    }
                }
            }
        }
    }

    static func catalog(_ bytes: [UInt8]) throws(FuzzFailure) {
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(data: Data(bytes), file: "fuzz.xcstrings")
        } catch {
            try requireMessage(error.description, "catalog", bytes)
            return
        }
        let screen = VStack { for key in catalog.strings.keys.sorted().prefix(20) { Text(key: key) } }.node
        for locale in ["en", "de", "en-XA", "ar-XB"] {
            _ = Localizer(catalog: catalog).localize(screen, locale: locale)
        }
    }

    /// An error must say something, on one line.
    static func requireMessage(_ message: String, _ target: String, _ bytes: [UInt8]) throws(FuzzFailure) {
        guard !message.isEmpty else { throw FuzzFailure(target: target, invariant: "an error with no message", input: bytes) }
    }
}
