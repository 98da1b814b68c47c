import Foundation
internal import OversetPlumbing
import OversetStyle
import OversetText

/// Reads modifiers (`{"padding": 16}`, `{"frame": {"maxWidth": "infinity"}}`, …) and the text
/// settings a text node takes beside its kind key.
struct ModifierParser {
    let reader: SpecReader
    let nodes: SpecNodeParser
    let depth: Int

    static let names = ModifierKind.allCases.map(\.rawValue)

    func modifier(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        let members = try reader.object(value, path)
        guard members.count == 1, let (name, argument) = members.first else {
            throw reader.error(path, "a modifier is an object with one key, such as {\"padding\": 16}; got \(members.count) keys")
        }
        let at = reader.join(path, name)
        guard let kind = ModifierKind(rawValue: name) else {
            throw reader.error(at, "unknown modifier; expected one of \(Self.names.joined(separator: ", "))")
        }
        switch kind {
        case .padding: return try padding(argument, at)
        case .frame: return try frame(argument, at)
        case .fixedSize:
            if case .bool(let fixed) = argument { return .fixedSize(horizontal: fixed, vertical: fixed) }
            let axes = try reader.object(argument, at)
            try reader.checkKeys(axes, ["horizontal", "vertical"], at)
            return .fixedSize(
                horizontal: try flag(axes["horizontal"], reader.join(at, "horizontal")),
                vertical: try flag(axes["vertical"], reader.join(at, "vertical")))
        case .layoutPriority: return .layoutPriority(try reader.number(argument, at))
        case .overlay, .background:
            var content = argument
            var alignment = Alignment.center
            if let members = argument.members, members["content"] != nil {
                try reader.checkKeys(members, ["content", "alignment"], at)
                content = members["content"]!
                if let named = members["alignment"] { alignment = try reader.choice(named, reader.join(at, "alignment"), Alignment.named) }
            }
            let node = try nodes.node(content, members["content"] == nil ? at : reader.join(at, "content"), depth: depth + 1)
            return kind == .overlay ? .overlay(node, alignment: alignment) : .background(node, alignment: alignment)
        case .clipped, .clipShape, .cornerRadius: return .clipped
        case .offset:
            // `{"offset": {"x": 20, "y": 50}}`; a missing side is 0, as in SwiftUI.
            let sides = try reader.object(argument, at)
            try reader.checkKeys(sides, ["x", "y"], at)
            return .offset(x: try offset(sides, "x", at), y: try offset(sides, "y", at))
        case .position:
            // `{"position": {"x": 60, "y": 40}}`; a missing side is 0, as in SwiftUI.
            let sides = try reader.object(argument, at)
            try reader.checkKeys(sides, ["x", "y"], at)
            return .position(x: try offset(sides, "x", at), y: try offset(sides, "y", at))
        case .listStyle: return .listStyle(try reader.choice(argument, at, ListStyle.self))
        case .listRowInsets: return .listRowInsets(try rowInsets(argument, at))
        case .alignmentGuide: return try alignmentGuide(argument, at)
        case .listSectionSpacing:
            // `"compact"`, `"default"` or points.
            if case .string(let name) = argument {
                guard let spacing = ["default": ListSectionSpacing.default, "compact": .compact][name] else {
                    throw reader.error(at, "expected \"default\", \"compact\" or 0…10000 points, got \(argument.summary)")
                }
                return .listSectionSpacing(spacing)
            }
            let points = try reader.length(argument, at)
            guard points <= LayoutEnvironment.maximumWidth else {
                throw reader.error(at, "a section spacing is from 0 to 10000 points, got \(argument.summary)")
            }
            return .listSectionSpacing(.points(points))
        case .labelStyle: return .labelStyle(try reader.choice(argument, at, LabelStyle.self))
        case .labelsHidden:
            guard case .bool(true) = argument else { throw reader.error(at, "expected true, got \(argument.summary)") }
            return .labelsHidden
        case .textFieldStyle: return .textFieldStyle(try reader.choice(argument, at, TextFieldStyle.self))
        case .buttonStyle: return .buttonStyle(try reader.choice(argument, at, ButtonStyle.self))
        case .controlSize: return .controlSize(try reader.choice(argument, at, ControlSize.self))
        case .progressViewStyle: return .progressViewStyle(try reader.choice(argument, at, ProgressViewStyle.self))
        case .pickerStyle: return .pickerStyle(try reader.choice(argument, at, PickerStyle.self))
        case .hidden, .resizable, .scaledToFit, .scaledToFill:
            guard case .bool(true) = argument else { throw reader.error(at, "expected true, got \(argument.summary)") }
            switch kind {
            case .hidden: return .hidden
            case .resizable: return .resizable
            default: return .aspectRatio(nil, contentMode: kind == .scaledToFit ? .fit : .fill)
            }
        case .aspectRatio: return try aspectRatio(argument, at)
        case .imageScale: return .imageScale(try reader.choice(argument, at, ImageScale.self))
        case .safeAreaInset: return try safeAreaInset(argument, at)
        case .lineLimit, .truncationMode, .minimumScaleFactor, .multilineTextAlignment, .tracking, .kerning, .lineSpacing, .font, .fontWeight,
            .bold, .italic, .dynamicTypeSize, .allowsTightening, .textCase, .monospacedDigit, .fontDesign, .fontWidth:
            return .text(try textSetting(kind, argument, at))
        case .navigationTitle, .navigationBarTitle:
            // A text as a `Text` takes it (`"Inbox"`, `{"key": …}`, `{"verbatim": …}`): the bar sets its font.
            return .navigationBar(.title(.title(try nodes.textContent(argument, at))))
        case .navigationBarTitleDisplayMode, .toolbarTitleDisplayMode:
            let mode = try reader.choice(argument, at, NavigationBarItem.TitleDisplayMode.self)
            // `.inlineLarge` is `ToolbarTitleDisplayMode`'s only.
            if mode == .inlineLarge, kind == .navigationBarTitleDisplayMode {
                throw reader.error(at, "inlineLarge is toolbarTitleDisplayMode's; navigationBarTitleDisplayMode takes automatic, inline or large")
            }
            return .navigationBar(.titleDisplayMode(mode))
        case .navigationBarHidden:
            guard case .bool(let hidden) = argument else { throw reader.error(at, "expected true or false, got \(argument.summary)") }
            return .navigationBar(.hidden(hidden))
        case .navigationBarItems:
            // `{"leading": {"button": "Cancel"}, "trailing": {"button": "Done"}}`.
            let sides = try reader.object(argument, at)
            try reader.checkKeys(sides, ["leading", "trailing"], at)
            guard !sides.isEmpty else { throw reader.error(at, "expected \"leading\" or \"trailing\" (a view)") }
            func side(_ key: String) throws(OversetSpecError) -> ViewNode? {
                try sides[key].map { value throws(OversetSpecError) in try nodes.node(value, reader.join(at, key), depth: depth + 1) }
            }
            return ViewNode.navigationBarItems(leading: try side("leading"), trailing: try side("trailing"))
        case .toolbar:
            // `[{"toolbarItem": {"placement": "topBarTrailing", "children": [{"button": "Edit"}]}}]`.
            var items: [ViewNode] = []
            for (index, item) in try reader.array(argument, at).enumerated() { items.append(try nodes.node(item, at + "[\(index)]", depth: depth + 1)) }
            return .navigationBar(.toolbar(items))
        case .dfCardStyle:
            // Read only to refuse a misspelt style: no card style changes a card's size.
            _ = try reader.choice(argument, at, CardStyle.self)
            return .ignored(name)
        case .foregroundStyle, .foregroundColor, .dfTextStyle, .accessibilityLabel, .accessibilityHidden, .redacted, .opacity,
            .shadow, .tint, .onAppear, .onDisappear, .onChange, .onReceive, .onTapGesture, .onLongPressGesture, .onSubmit, .onOpenURL, .task, .refreshable,
            .animation, .transition, .disabled, .tag, .contentShape, .accessibilityIdentifier, .accessibilityHint, .accessibilityValue, .accessibilityAddTraits,
            .accessibilityElement, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .searchable, .navigationDestination, .contextMenu,
            .swipeActions, .gesture, .allowsHitTesting, .zIndex, .blur, .brightness, .saturation, .grayscale, .rotationEffect, .scaleEffect, .mask,
            .compositingGroup, .drawingGroup, .fill, .stroke, .symbolRenderingMode, .symbolVariant, .focused, .keyboardType, .textContentType,
            .textInputAutocapitalization, .autocorrectionDisabled, .submitLabel, .privacySensitive, .unredacted, .preferredColorScheme, .environmentObject,
            .interactiveDismissDisabled, .presentationDetents, .help, .matchedGeometryEffect, .scrollDismissesKeyboard, .scrollIndicators,
            .scrollContentBackground, .listRowBackground, .listRowSeparator, .sensoryFeedback, .contentTransition, .equatable, .toolbarBackground,
            .navigationBarBackButtonHidden, .tabItem, .textSelection, .keyboardShortcut,
            .hoverEffect, .onHover, .onDrag, .onDrop, .draggable, .dropDestination, .accessibilityAction, .accessibilityRemoveTraits,
            .accessibilitySortPriority, .accessibilityShowsLargeContentViewer, .statusBarHidden, .fileImporter, .disableAutocorrection, .accessibility,
            .toolbarColorScheme, .tabViewStyle, .navigationViewStyle, .menuStyle, .buttonBorderShape,
            .accentColor, .colorMultiply, .strokeBorder, .border, .containerBackground, .autocapitalization, .ignoresSafeArea, .listRowSeparatorTint,
            .underline, .scrollClipDisabled, .glassEffect, .colorScheme, .searchPresentationToolbarBehavior, .containerShape:
            return .ignored(name)
        }
    }

    /// The text settings written beside a text node's kind key (`"lineLimit": 2`, …).
    func textSettings(_ members: [String: JSONTree], _ path: String) throws(OversetSpecError) -> [TextSetting] {
        var settings: [TextSetting] = []
        for name in ModifierKind.textSettings where members[name.rawValue] != nil {
            settings.append(try textSetting(name, members[name.rawValue]!, reader.join(path, name.rawValue)))
        }
        if let reserves = members["reservesSpace"], try reader.bool(reserves, reader.join(path, "reservesSpace")) {
            guard case .number(let lines)? = members["lineLimit"] else {
                throw reader.error(reader.join(path, "reservesSpace"), "needs a number \"lineLimit\" beside it")
            }
            settings.append(.lineLimit(LineLimit(minimum: Int(lines), maximum: Int(lines))))
        }
        return settings
    }

    /// `{"top": 0, "leading": 20, …}`: a row's insets, each from 0 to 10000 points and 0 when
    /// absent (as `EdgeInsets()`); null for the list style's own.
    private func rowInsets(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> EdgeInsets? {
        if case .null = value { return nil }
        let sides = try reader.object(value, path)
        try reader.checkKeys(sides, ["top", "leading", "bottom", "trailing"], path)
        func side(_ key: String) throws(OversetSpecError) -> Double {
            try sides[key].map { value throws(OversetSpecError) in try signedPoints(value, reader.join(path, key), "a row inset") } ?? 0
        }
        return EdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    /// One side of an offset: points from −10000 to 10000, 0 when absent.
    private func offset(_ sides: [String: JSONTree], _ key: String, _ path: String) throws(OversetSpecError) -> Double {
        try sides[key].map { value throws(OversetSpecError) in try signedPoints(value, reader.join(path, key), "an offset") } ?? 0
    }

    /// Points that may be negative (an offset, a padding that pulls a view outward), from
    /// −10000 to 10000.
    func signedPoints(_ value: JSONTree, _ path: String, _ what: String) throws(OversetSpecError) -> Double {
        let points = try reader.number(value, path)
        guard abs(points) <= LayoutEnvironment.maximumWidth else {
            throw reader.error(path, "\(what) is from -10000 to 10000 points, got \(value.summary)")
        }
        return points
    }

    private func flag(_ value: JSONTree?, _ path: String) throws(OversetSpecError) -> Bool {
        try value.map { v throws(OversetSpecError) in try reader.bool(v, path) } ?? false
    }

    private func textSetting(_ name: ModifierKind, _ value: JSONTree, _ path: String) throws(OversetSpecError) -> TextSetting {
        switch name {
        case .lineLimit:
            if case .null = value { return .lineLimit(LineLimit(maximum: nil)) }
            if case .number = value {
                let lines = try reader.integer(value, path)
                guard lines >= 1 else { throw reader.error(path, "a line limit is 1 or more, got \(lines)") }
                return .lineLimit(LineLimit(maximum: lines))
            }
            guard let range = value.members else {
                throw reader.error(path, "expected a number of lines, null, or {\"min\": n, \"max\": m}; got \(value.summary)")
            }
            try reader.checkKeys(range, ["min", "max"], path)
            let minimum = try reader.optional(range, "min", path, reader.integer)
            let maximum = try reader.optional(range, "max", path, reader.integer)
            if let minimum, let maximum, minimum > maximum { throw reader.error(path, "min \(minimum) is more than max \(maximum)") }
            return .lineLimit(LineLimit(minimum: minimum, maximum: maximum))
        case .truncationMode:
            return .truncationMode(try reader.choice(value, path, TruncationMode.self))
        case .minimumScaleFactor:
            let factor = try reader.number(value, path)
            guard factor > 0, factor <= 1 else { throw reader.error(path, "a minimum scale factor is above 0 and at most 1, got \(value.summary)") }
            return .minimumScaleFactor(factor)
        case .multilineTextAlignment:
            return .multilineTextAlignment(try reader.choice(value, path, TextAlignment.self))
        case .tracking: return .tracking(try points(value, path, "a tracking", from: -TextAttributes.maximumTracking, to: TextAttributes.maximumTracking))
        case .kerning: return .kerning(try points(value, path, "a kerning", from: -TextAttributes.maximumTracking, to: TextAttributes.maximumTracking))
        // The engine's lineSpacing range is ±10000; a spec's, like SwiftUI's, is 0 or more.
        case .lineSpacing: return .lineSpacing(try points(value, path, "a line spacing", from: 0, to: 10_000))
        case .font: return .font(try font(value, path))
        case .fontWeight: return .fontWeight(try weight(value, path))
        case .bold: return .fontWeight(.bold)
        case .italic: return .italic
        case .dynamicTypeSize: return .dynamicTypeSize(try dynamicTypeSizes(value, path))
        case .allowsTightening: return .allowsTightening(try reader.bool(value, path))
        case .monospacedDigit:
            guard case .bool(true) = value else { throw reader.error(path, "expected true, got \(value.summary)") }
            return .monospacedDigit
        case .textCase:
            if case .null = value { return .textCase(.asWritten) }
            return .textCase(try reader.choice(value, path, ["uppercase": TextCase.uppercase, "lowercase": .lowercase]))
        case .fontDesign: return .fontDesign(try reader.choice(value, path, FontDesign.self))
        case .fontWidth: return .fontWidth(try reader.choice(value, path, FontWidth.self))
        default: preconditionFailure("\(name) is not a text setting")
        }
    }

    /// A number of points within the engine's range, checked here so that the error names the
    /// file and JSON path: the engine's own check named only the view (issue 34, point 12).
    private func points(_ value: JSONTree, _ path: String, _ noun: String, from lowest: Double, to highest: Double) throws(OversetSpecError) -> Double {
        let number = try reader.number(value, path)
        guard number >= lowest, number <= highest else {
            throw reader.error(path, "\(noun) is from \(NumberText.shortest(lowest)) to \(NumberText.shortest(highest)) points, got \(value.summary)")
        }
        return number
    }

    /// `"L"`, `"...AX1"`, `"L...AX2"` or `"AX1..."`, as SwiftUI's ranges read.
    private func dynamicTypeSizes(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> ClosedRange<DynamicTypeSize> {
        let text = try reader.string(value, path)
        let parts = text.components(separatedBy: "...")
        let problem = "expected a size or range such as \"L\", \"...AX1\" or \"L...AX2\", got \(value.summary)"
        guard parts.count <= 2 else { throw reader.error(path, problem) }
        func size(_ name: String, open: DynamicTypeSize) throws(OversetSpecError) -> DynamicTypeSize {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, parts.count == 2 { return open }
            guard let size = DynamicTypeSize(parsing: trimmed) else { throw reader.error(path, problem) }
            return size
        }
        let lower = try size(parts[0], open: .xSmall)
        let upper = parts.count == 2 ? try size(parts[1], open: .accessibility5) : lower
        guard lower <= upper else {
            throw reader.error(path, "the range \(value.summary) is empty: \(lower.shortName) is above \(upper.shortName)")
        }
        return lower...upper
    }

    /// `16`, `"lg"`, `true` (16 pt) or `{"edges": ["horizontal"], "length": 8}`; in a
    /// `GeometryReader`, the length may be written from its size (`{"proxyWidth": 0.05}`).
    private func padding(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        switch value {
        case .bool(true), .null: return .padding(.all, nil)
        case .number: return .padding(.all, .points(try signedPoints(value, path, "a padding")))
        case .string(let token): return .padding(.all, try spacingToken(token, path))
        case _ where reader.isScaledMetric(value): return .padding(.all, .scaled(try reader.scaledMetric(value, path, from: -ScaledMetric.maximumValue)))
        default:
            let members = try reader.object(value, path)
            try reader.checkKeys(members, ["edges", "length"], path)
            var edges: Edges = []
            let names: [String: Edges] = [
                "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
                "horizontal": .horizontal, "vertical": .vertical, "all": .all,
            ]
            for (index, edge) in try reader.array(members["edges"] ?? .array([.string("all")]), reader.join(path, "edges")).enumerated() {
                edges.formUnion(try reader.choice(edge, reader.join(path, "edges") + "[\(index)]", names))
            }
            var length: Length?
            switch members["length"] {
            case .string(let token)?: length = try spacingToken(token, reader.join(path, "length"))
            case let scaled? where reader.isScaledMetric(scaled):
                length = .scaled(try reader.scaledMetric(scaled, reader.join(path, "length"), from: -ScaledMetric.maximumValue))
            case .object?: length = .proxy(try proxyLength(members["length"]!, reader.join(path, "length")))
            case let other?: length = .points(try signedPoints(other, reader.join(path, "length"), "a padding"))
            case nil: length = nil
            }
            return .padding(edges, length)
        }
    }

    private func spacingToken(_ token: String, _ path: String) throws(OversetSpecError) -> Length {
        guard SpacingScale.tokens.contains(where: { $0.name == token }) else {
            throw reader.error(path, "unknown spacing \"\(token)\"; use points or one of \(SpacingScale.tokens.map(\.name).joined(separator: ", "))")
        }
        return .spacing(token)
    }

    /// A fixed frame (`width`, `height`) or a flexible one (`minWidth` … `maxHeight`), with `alignment`.
    private func frame(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> Modifier {
        let members = try reader.object(value, path)
        let fixedKeys = ["width", "height"]
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        try reader.checkKeys(members, fixedKeys + flexibleKeys + ["alignment"], path)
        func length(_ key: String) throws(OversetSpecError) -> Double? {
            try members[key].map { v throws(OversetSpecError) in try reader.length(v, reader.join(path, key), allowsInfinity: key.hasPrefix("max")) }
        }
        let alignment = try reader.optional(members, "alignment", path, choices: Alignment.named) ?? .center
        let isFlexible = members.keys.contains(where: flexibleKeys.contains)
        if isFlexible {
            guard !members.keys.contains(where: fixedKeys.contains) else {
                throw reader.error(path, "a frame is fixed (width, height) or flexible (min/ideal/max), not both; use two frame modifiers")
            }
            return .flexibleFrame(
                FlexibleFrame(
                    minWidth: try length("minWidth"), idealWidth: try length("idealWidth"), maxWidth: try length("maxWidth"),
                    minHeight: try length("minHeight"), idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
                    alignment: alignment))
        }
        if fixedKeys.contains(where: { reader.isScaledMetric(members[$0]) }) {
            func side(_ key: String) throws(OversetSpecError) -> Length? {
                guard let value = members[key] else { return nil }
                if reader.isScaledMetric(value) { return .scaled(try reader.scaledMetric(value, reader.join(path, key), from: 0)) }
                if case .object = value { return .proxy(try proxyLength(value, reader.join(path, key))) }
                return .points(try reader.length(value, reader.join(path, key), allowsInfinity: false))
            }
            return .lengthFrame(width: try side("width"), height: try side("height"), alignment: alignment)
        }
        let fromReader = fixedKeys.filter { if case .object = members[$0] { return true } else { return false } }
        guard fromReader.isEmpty else {
            func side(_ key: String) throws(OversetSpecError) -> ProxyLength? {
                guard let value = members[key] else { return nil }
                if case .object = value { return try proxyLength(value, reader.join(path, key)) }
                return ProxyLength(points: try reader.length(value, reader.join(path, key), allowsInfinity: false))
            }
            return .proxyFrame(width: try side("width"), height: try side("height"), alignment: alignment)
        }
        return .frame(width: try length("width"), height: try length("height"), alignment: alignment)
    }

    /// A length written from a `GeometryReader`'s size: `{"proxyWidth": 0.8, "points": -32}` is
    /// `proxy.size.width * 0.8 - 32`; each part is optional, the factors within ±100.
    private func proxyLength(_ value: JSONTree, _ path: String) throws(OversetSpecError) -> ProxyLength {
        let members = try reader.object(value, path)
        try reader.checkKeys(members, ["proxyWidth", "proxyHeight", "points"], path)
        guard !members.isEmpty else { throw reader.error(path, "give \"proxyWidth\", \"proxyHeight\" or \"points\"") }
        func factor(_ key: String) throws(OversetSpecError) -> Double {
            guard let value = members[key] else { return 0 }
            let number = try reader.number(value, reader.join(path, key))
            guard abs(number) <= ProxyLength.maximumFactor else {
                throw reader.error(reader.join(path, key), "a share of the reader's size is from -100 to 100, got \(value.summary)")
            }
            return number
        }
        let points = try members["points"].map { v throws(OversetSpecError) in try signedPoints(v, reader.join(path, "points"), "a length") } ?? 0
        return ProxyLength(width: try factor("proxyWidth"), height: try factor("proxyHeight"), points: points)
    }
}
