internal import OversetPlumbing

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
}
