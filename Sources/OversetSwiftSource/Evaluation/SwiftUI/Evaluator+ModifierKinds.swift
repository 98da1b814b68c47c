import OversetLayout
import OversetStyle
import OversetText

/// SwiftUI's own modifiers read into the tree's: a `ModifierKind`'s arguments as `Modifier`s (none
/// for a value only the running app knows).
extension Evaluator {
    /// The tree's modifiers for one of SwiftUI's.
    func modifiers(_ kind: ModifierKind, _ arguments: ViewArguments, at range: SourceRange) throws(Stop) -> [Modifier] {
        switch kind {
        case .padding:
            if arguments.all.isEmpty { return [.padding(.all, nil)] }
            if let edges = arguments.first.flatMap(Self.edges) {
                return [.padding(edges, arguments.all.dropFirst().first.flatMap { length($0.value) })]
            }
            return [.padding(.all, arguments.first.flatMap(length))]
        case .frame:
            let alignment = arguments["alignment"].flatMap(Self.alignment) ?? .center
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            guard arguments.all.contains(where: { flexible.contains($0.label ?? "") }) else {
                let sides = [arguments["width"], arguments["height"]]
                if sides.contains(where: { if case .proxyLength? = $0 { return true } else { return false } }) {
                    func side(_ value: SwiftValue?) -> ProxyLength? {
                        if case .proxyLength(let length)? = value { return length }
                        return value.flatMap(Self.number).map { ProxyLength(points: $0) }
                    }
                    return [.proxyFrame(width: side(sides[0]), height: side(sides[1]), alignment: alignment)]
                }
                return [.frame(width: arguments["width"].flatMap(Self.number), height: arguments["height"].flatMap(Self.number), alignment: alignment)]
            }
            return [
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: arguments["minWidth"].flatMap(Self.number), idealWidth: arguments["idealWidth"].flatMap(Self.number),
                        maxWidth: arguments["maxWidth"].flatMap(Self.number), minHeight: arguments["minHeight"].flatMap(Self.number),
                        idealHeight: arguments["idealHeight"].flatMap(Self.number), maxHeight: arguments["maxHeight"].flatMap(Self.number),
                        alignment: alignment))
            ]
        case .fixedSize:
            return [.fixedSize(horizontal: arguments["horizontal"].flatMap(Self.bool) ?? true, vertical: arguments["vertical"].flatMap(Self.bool) ?? true)]
        case .layoutPriority:
            return [.layoutPriority(arguments.first.flatMap(Self.number) ?? 0)]
        case .overlay, .background:
            let alignment = arguments["alignment"].flatMap(Self.alignment) ?? .center
            var views = try content(arguments.content, at: range)
            if views.isEmpty, case .view(let view)? = arguments.first { views = [view] }
            // A colour or material given as a style (`.background(.thinMaterial)`) draws, but takes no layout.
            guard !views.isEmpty else { return [] }
            let secondary = views.count == 1 ? views[0] : ViewNode(.zstack(alignment: .center, children: views))
            return [kind == .overlay ? .overlay(secondary, alignment: alignment) : .background(secondary, alignment: alignment)]
        case .clipped, .clipShape, .cornerRadius:
            return [.clipped]
        case .offset:
            return [.offset(x: arguments["x"].flatMap(Self.number) ?? 0, y: arguments["y"].flatMap(Self.number) ?? 0)]
        case .position:
            // `position(x:y:)`, or `position(CGPoint(x:y:))`; a missing side is 0.
            func side(_ label: String) -> Double {
                if case .member(let type, "init", let point)? = arguments.first, type == nil || type == "CGPoint" {
                    return point.first { $0.label == label }.flatMap { Self.number($0.value) } ?? 0
                }
                return arguments[label].flatMap(Self.number) ?? 0
            }
            return [.position(x: side("x"), y: side("y"))]
        case .listStyle:
            return Self.listStyle(arguments.first).map { [.listStyle($0)] } ?? []
        case .listRowInsets:
            return [.listRowInsets(arguments.first.flatMap(Self.edgeInsets))]
        case .listSectionSpacing:
            return Self.sectionSpacing(arguments.first).map { [.listSectionSpacing($0)] } ?? []
        case .alignmentGuide:
            return try alignmentGuide(arguments, at: range).map { [$0] } ?? []
        case .labelStyle:
            return Self.styleName(arguments.first).flatMap(LabelStyle.init(rawValue:)).map { [.labelStyle($0)] } ?? []
        case .labelsHidden:
            return [.labelsHidden]
        case .textFieldStyle:
            return Self.styleName(arguments.first).flatMap(TextFieldStyle.init(rawValue:)).map { [.textFieldStyle($0)] } ?? []
        case .buttonStyle:
            return Self.styleName(arguments.first).flatMap(ButtonStyle.init(rawValue:)).map { [.buttonStyle($0)] } ?? []
        case .controlSize:
            return Self.styleName(arguments.first).flatMap(ControlSize.init(rawValue:)).map { [.controlSize($0)] } ?? []
        case .progressViewStyle:
            return Self.styleName(arguments.first).flatMap(ProgressViewStyle.init(rawValue:)).map { [.progressViewStyle($0)] } ?? []
        case .pickerStyle:
            return Self.styleName(arguments.first).flatMap(PickerStyle.init(rawValue:)).map { [.pickerStyle($0)] } ?? []
        case .hidden: return [.hidden]
        case .resizable: return [.resizable]
        case .scaledToFit: return [.aspectRatio(nil, contentMode: .fit)]
        case .scaledToFill: return [.aspectRatio(nil, contentMode: .fill)]
        case .aspectRatio:
            let mode = arguments["contentMode"].flatMap(Self.memberName).flatMap(ContentMode.init(rawValue:)) ?? .fit
            return [.aspectRatio(arguments.all.first { $0.label == nil }.flatMap { Self.aspectRatio($0.value) }, contentMode: mode)]
        case .imageScale:
            return arguments.first.flatMap(Self.memberName).flatMap(ImageScale.init(rawValue:)).map { [.imageScale($0)] } ?? []
        case .safeAreaInset:
            let edge = arguments["edge"].flatMap(Self.memberName).flatMap(Edge.init(rawValue:)) ?? .bottom
            let views = try content(arguments.content, at: range)
            guard !views.isEmpty else { return [] }
            let alignment = arguments["alignment"].flatMap(Self.alignment) ?? .center
            return [
                .safeAreaInset(
                    edge: edge, alignment: alignment, spacing: arguments["spacing"].flatMap(Self.number),
                    content: views.count == 1 ? views[0] : ViewNode(.zstack(alignment: .center, children: views)))
            ]
        case .lineLimit:
            return [.text(.lineLimit(lineLimit(arguments)))]
        case .truncationMode:
            return arguments.first.flatMap(Self.memberName).flatMap(TruncationMode.init(rawValue:)).map { [.text(.truncationMode($0))] } ?? []
        case .minimumScaleFactor:
            return arguments.first.flatMap(Self.number).map { [.text(.minimumScaleFactor($0))] } ?? []
        case .multilineTextAlignment:
            return arguments.first.flatMap(Self.memberName).flatMap(TextAlignment.init(rawValue:)).map { [.text(.multilineTextAlignment($0))] } ?? []
        case .tracking: return arguments.first.flatMap(Self.number).map { [.text(.tracking($0))] } ?? []
        case .kerning: return arguments.first.flatMap(Self.number).map { [.text(.kerning($0))] } ?? []
        case .lineSpacing: return arguments.first.flatMap(Self.number).map { [.text(.lineSpacing($0))] } ?? []
        case .font:
            guard let value = arguments.first else { return [] }
            guard let font = fontValue(value) else {
                note(.runtimeValue("the font \(value.summary) is not known: the text keeps its own"), at: range)
                return []
            }
            return [.text(.font(font.designedChoice))] + (font.weight.map { [.text(.fontWeight($0))] } ?? []) + (font.isItalic ? [.text(.italic)] : [])
                + (font.hasMonospacedDigits ? [.text(.monospacedDigit)] : [])
        case .fontWeight:
            return arguments.first.flatMap(Self.weight).map { [.text(.fontWeight($0))] } ?? []
        case .bold:
            return arguments.first.flatMap(Self.bool) == false ? [] : [.text(.fontWeight(.bold))]
        case .italic:
            return arguments.first.flatMap(Self.bool) == false ? [] : [.text(.italic)]
        case .dynamicTypeSize:
            return dynamicTypeSizes(arguments.first).map { [.text(.dynamicTypeSize($0))] } ?? []
        case .allowsTightening:
            return [.text(.allowsTightening(arguments.first.flatMap(Self.bool) ?? true))]
        case .monospacedDigit:
            return [.text(.monospacedDigit)]
        case .fontDesign:
            // `fontDesign(nil)` is the default design.
            guard let name = arguments.first.flatMap(Self.memberName) else { return [.text(.fontDesign(.default))] }
            return FontDesign(rawValue: name).map { [.text(.fontDesign($0))] } ?? []
        case .fontWidth:
            guard let name = arguments.first.flatMap(Self.memberName) else { return [.text(.fontWidth(.standard))] }
            return FontWidth(rawValue: name).map { [.text(.fontWidth($0))] } ?? []
        case .navigationTitle, .navigationBarTitle:
            // `navigationTitle(Text("Inbox"))` keeps the text's own form (verbatim, keyed).
            // `navigationBarTitle(_:displayMode:)` also sets the mode.
            let mode = arguments["displayMode"].flatMap(Self.memberName).flatMap(NavigationBarItem.TitleDisplayMode.init(rawValue:))
            let modes: [Modifier] = mode.map { [.navigationBar(.titleDisplayMode($0))] } ?? []
            if case .view(let title)? = arguments.first { return [.navigationBar(.title(title))] + modes }
            guard let title = arguments.first else { return modes }
            return [.navigationBar(.title(.title(textContent(title, at: range))))] + modes
        case .navigationBarItems:
            let leading = try content(arguments["leading"], at: range)
            let trailing = try content(arguments["trailing"], at: range)
            func one(_ views: [ViewNode]) -> ViewNode? { views.isEmpty ? nil : views.count == 1 ? views[0] : ViewNode(.group(views)) }
            return [ViewNode.navigationBarItems(leading: one(leading), trailing: one(trailing))]
        case .toolbar:
            // `toolbar(.hidden)` and `toolbar(.hidden, for: .navigationBar)` hide the navigation
            // bar; other visibilities and bars (the tab bar's) change nothing laid out.
            if let visibility = arguments.first.flatMap(Self.memberName), arguments.content == nil {
                // `for:` is variadic: its bars follow it unlabelled; none given is every bar.
                let bars = arguments.all.drop { $0.label != "for" }.compactMap { Self.memberName($0.value) }
                let hidesNavigationBar = bars.isEmpty || bars.contains("navigationBar") || bars.contains("automatic")
                return visibility == "hidden" && hidesNavigationBar ? [.navigationBar(.hidden(true))] : []
            }
            return [.navigationBar(.toolbar(try content(arguments.content, at: range)))]
        case .navigationBarHidden:
            return arguments.first.flatMap(Self.bool).map { [.navigationBar(.hidden($0))] } ?? []
        case .navigationBarTitleDisplayMode, .toolbarTitleDisplayMode:
            return arguments.first.flatMap(Self.memberName).flatMap(NavigationBarItem.TitleDisplayMode.init(rawValue:)).map {
                [.navigationBar(.titleDisplayMode($0))]
            } ?? []
        case .textCase:
            // `textCase(nil)` shows the text as written.
            guard let name = arguments.first.flatMap(Self.memberName) else { return [.text(.textCase(.asWritten))] }
            return TextCase(rawValue: name).map { [.text(.textCase($0))] } ?? []
        case .foregroundStyle, .foregroundColor, .dfTextStyle, .dfCardStyle, .accessibilityLabel, .accessibilityHidden, .redacted, .opacity,
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
            return [.ignored(kind.rawValue)]
        }
    }

    /// `lineLimit(2)`, `lineLimit(nil)`, `lineLimit(2...4)`, `lineLimit(...3)`, `lineLimit(3, reservesSpace: true)`.
    private func lineLimit(_ arguments: ViewArguments) -> LineLimit {
        switch arguments.first {
        case .int(let lines)?:
            return LineLimit(minimum: arguments["reservesSpace"].flatMap(Self.bool) == true ? lines : nil, maximum: lines)
        case .range(let lower, let upper, let isClosed)?:
            return LineLimit(minimum: lower, maximum: upper == Int.max - 1 ? nil : (isClosed ? upper : upper - 1))
        default:
            return LineLimit(maximum: nil)
        }
    }

    /// `dynamicTypeSize(.large)` or a range of sizes.
    private func dynamicTypeSizes(_ value: SwiftValue?) -> ClosedRange<DynamicTypeSize>? {
        guard let value else { return nil }
        if let size = Self.dynamicTypeSize(value) { return size...size }
        guard case .tuple(let bounds) = value, bounds.count == 2 else { return nil }
        let lower = Self.dynamicTypeSize(bounds[0].value) ?? .xSmall
        let upper = Self.dynamicTypeSize(bounds[1].value) ?? .accessibility5
        return lower <= upper ? lower...upper : nil
    }
}
