/// Every modifier Overset reads, by its JSON spec key (SwiftUI's name), each declared once
/// (`declaration`, `effect`): the spec reader, the schema, docs/layout.md, the DSL and the SwiftUI
/// source front end all go by this list.
public enum ModifierKind: String, CaseIterable, Sendable {
    case padding, frame, fixedSize, layoutPriority, overlay, background, clipped, clipShape, cornerRadius, offset, position, listStyle, listRowInsets,
        listSectionSpacing, alignmentGuide, labelStyle, labelsHidden, textFieldStyle, buttonStyle, controlSize, progressViewStyle, pickerStyle, hidden,
        safeAreaInset
    /// An image's size: its own, offered, or of a ratio; a symbol's beside its text.
    case resizable, aspectRatio, scaledToFit, scaledToFill, imageScale
    case lineLimit, truncationMode, minimumScaleFactor, multilineTextAlignment, tracking, kerning, lineSpacing, font, fontWeight, bold,
        italic, dynamicTypeSize, allowsTightening, textCase, monospacedDigit, fontDesign, fontWidth
    /// What a view puts in its `NavigationStack`'s bar, which the stack lays out above it.
    case navigationTitle, navigationBarTitle, navigationBarTitleDisplayMode, toolbarTitleDisplayMode, toolbar, navigationBarItems,
        navigationBarHidden
    case foregroundStyle, foregroundColor, dfTextStyle, dfCardStyle, accessibilityLabel, accessibilityHidden, redacted, opacity, shadow,
        tint
    /// Modifiers that act (on appearing, tapping, presenting), draw (effects, colours) or describe
    /// (accessibility, input) without changing any size or place: accepted so that pasted view
    /// code reads as written.
    case onAppear, onDisappear, onChange, onReceive, onTapGesture, onLongPressGesture, onSubmit, onOpenURL, task, refreshable, animation, transition, disabled,
        tag, contentShape, accessibilityIdentifier, accessibilityHint, accessibilityValue, accessibilityAddTraits, accessibilityElement, sheet, fullScreenCover,
        popover, alert, confirmationDialog, searchable, navigationDestination, contextMenu, swipeActions, gesture, allowsHitTesting, zIndex, blur, brightness,
        saturation, grayscale, rotationEffect, scaleEffect, mask, compositingGroup, drawingGroup, fill, stroke, symbolRenderingMode, symbolVariant, focused,
        keyboardType, textContentType, textInputAutocapitalization, autocorrectionDisabled, submitLabel, privacySensitive, unredacted, preferredColorScheme,
        environmentObject, interactiveDismissDisabled, presentationDetents, help, matchedGeometryEffect, scrollDismissesKeyboard, scrollIndicators,
        scrollContentBackground, listRowBackground, listRowSeparator, sensoryFeedback, contentTransition,
        equatable, toolbarBackground, navigationBarBackButtonHidden, tabItem, textSelection,
        keyboardShortcut, hoverEffect, onHover, onDrag, onDrop, draggable, dropDestination, accessibilityAction, accessibilityRemoveTraits,
        accessibilitySortPriority, accessibilityShowsLargeContentViewer, statusBarHidden, fileImporter,
        disableAutocorrection, accessibility, toolbarColorScheme, tabViewStyle, navigationViewStyle, menuStyle,
        buttonBorderShape, accentColor, colorMultiply, strokeBorder, border, containerBackground, autocapitalization, ignoresSafeArea, listRowSeparatorTint,
        underline, scrollClipDisabled, glassEffect, colorScheme, searchPresentationToolbarBehavior, containerShape

    /// What a modifier changes.
    public enum Effect: Sendable {
        /// The view's size or place.
        case layout
        /// A text setting: it flows down to every `Text` inside, and a text node may take it
        /// beside its `text` key.
        case textSetting
        /// Nothing in layout (colour, accessibility): accepted so that view code reads as written.
        case none
    }

    /// What the modifier changes.
    public var effect: Effect {
        switch self {
        case .padding, .frame, .fixedSize, .layoutPriority, .overlay, .background, .clipped, .clipShape, .cornerRadius, .offset, .position, .listStyle,
            .listRowInsets, .listSectionSpacing, .alignmentGuide, .labelStyle, .labelsHidden, .textFieldStyle, .buttonStyle, .controlSize, .progressViewStyle,
            .pickerStyle, .hidden, .safeAreaInset, .resizable, .aspectRatio, .scaledToFit, .scaledToFill, .imageScale:
            return .layout
        case .navigationTitle, .navigationBarTitle, .navigationBarTitleDisplayMode, .toolbarTitleDisplayMode, .toolbar, .navigationBarItems,
            .navigationBarHidden:
            return .layout
        case .lineLimit, .truncationMode, .minimumScaleFactor, .multilineTextAlignment, .tracking, .kerning, .lineSpacing, .font, .fontWeight,
            .bold, .italic, .dynamicTypeSize, .allowsTightening, .textCase, .monospacedDigit, .fontDesign, .fontWidth:
            return .textSetting
        case .foregroundStyle, .foregroundColor, .dfTextStyle, .dfCardStyle, .accessibilityLabel, .accessibilityHidden, .redacted, .opacity,
            .shadow, .tint:
            return .none
        case .onAppear, .onDisappear, .onChange, .onReceive, .onTapGesture, .onLongPressGesture, .onSubmit, .onOpenURL, .task, .refreshable, .animation,
            .transition, .disabled, .tag, .contentShape, .accessibilityIdentifier, .accessibilityHint, .accessibilityValue, .accessibilityAddTraits,
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
            return .none
        }
    }

    /// The text settings, in the order a text node's keys are read.
    public static let textSettings = allCases.filter { $0.effect == .textSetting }

    /// Its names, argument and layout.
    public var declaration: VocabularyEntry {
        typealias Argument = VocabularyEntry.Argument
        func entry(_ argument: String, _ layout: String, _ origin: VocabularyEntry.Origin = .swiftUI) -> VocabularyEntry {
            VocabularyEntry(rawValue, origin, arguments: [Argument("value", argument)], layout: layout)
        }
        switch self {
        case .padding:
            return entry(
                "points (−10000…10000), a spacing token, a scaled metric, true, or {\"edges\", \"length\"}", "insets on its edges (16 by default)")
        case .frame:
            return entry(
                "{\"width\", \"height\" (points or {\"scaledMetric\", \"relativeTo\"}), \"alignment\"} or {\"minWidth\" … \"maxHeight\", \"alignment\"}",
                "a fixed size, or bounds on the size its view takes")
        case .fixedSize: return entry("true, or {\"horizontal\", \"vertical\"}", "proposes nil (the ideal size) on its axes")
        case .layoutPriority: return entry("a finite number", "its stack sizes higher priorities first")
        case .overlay: return entry("a view, or {\"content\", \"alignment\"}", "a view over it, offered its size")
        case .background: return entry("a view, or {\"content\", \"alignment\"}", "a view behind it, offered its size")
        case .clipped: return entry("true", "content outside its frame is hidden")
        case .clipShape: return entry("a shape name", "clips like clipped (the shape's rounding is not modelled)")
        case .cornerRadius: return entry("points", "clips like clipped")
        case .offset: return entry("{\"x\", \"y\"}, points (−10000…10000)", "draws it moved; its layout does not change")
        case .position:
            return entry(
                "{\"x\", \"y\"}, points (−10000…10000), 0 if missing", "its centre at x, y in a view that takes the space offered (its own size when none)")
        case .listStyle:
            return entry(
                "automatic, plain, grouped, inset, insetGrouped or sidebar", "how the lists inside lay out their sections, cards and headers")
        case .labelStyle: return entry("automatic, titleAndIcon, titleOnly or iconOnly", "which parts of the labels inside show")
        case .buttonStyle:
            return entry(
                "automatic, plain, borderless, bordered or borderedProminent", "bordered: the buttons' labels padded by control size (estimates)")
        case .controlSize:
            return entry("mini, small, regular, large or extraLarge", "the bordered buttons' padding and the activity indicators' size (20 or 37)")
        case .progressViewStyle: return entry("automatic, circular or linear", "an activity indicator or a bar")
        case .pickerStyle:
            return entry(
                "automatic, menu, navigationLink, wheel, segmented or inline",
                "the selection after the label with chevrons, in a 216 pt wheel, every option in a 32 pt segmented control, or (inline, in a list) a row per option (estimates)"
            )
        case .alignmentGuide:
            return entry(
                "{\"horizontal\" (leading, center, trailing) or \"vertical\" (top, center, bottom), \"width\", \"height\" (shares of the view's, −100…100), \"points\" (−10000…10000)}",
                "its stack (of that alignment) lines the view up by this value, from its leading (top) edge, instead of the alignment's own")
        case .listSectionSpacing:
            return entry(
                "default, compact, or points (0…10000)", "the space between the list's sections (compact: 20 pt, an estimate); on a section, the space above it"
            )
        case .labelsHidden: return entry("true", "the toggles and pickers inside show without their labels")
        case .hidden: return entry("true", "keeps its size and place but draws nothing; the texts inside are not audited")
        case .safeAreaInset:
            return entry(
                "{\"edge\" (top, bottom, leading or trailing), \"content\", \"alignment\", \"spacing\" (−10000…10000; negative overlaps)}",
                "the content at the edge, the view in the rest, spacing apart (8 pt by default, an estimate)")
        case .resizable: return entry("true", "an image takes the size it is offered (its own when asked for its ideal size)")
        case .aspectRatio:
            return entry(
                "{\"ratio\" (width ÷ height, above 0; the view's own if left out), \"contentMode\" (fit or fill)}",
                "offers the view the largest (fit) or smallest (fill) size of the ratio inside or over the space offered")
        case .scaledToFit: return entry("true", "as aspectRatio with the view's own ratio, fit")
        case .scaledToFill: return entry("true", "as aspectRatio with the view's own ratio, fill: it reaches out of a smaller space")
        case .imageScale:
            return entry("small, medium or large", "the symbols inside: 0.8, 1 or 1.3 times the font's point size (estimates after AppKit's symbol scales)")
        case .textFieldStyle:
            return entry("automatic, plain or roundedBorder", "rounded border: the field's text inset 14 pt across and 6 pt down, at least 34 pt tall")
        case .listRowInsets:
            return entry(
                "{\"top\", \"leading\", \"bottom\", \"trailing\"} (points, −10000…10000: a negative inset pulls the content outward), or null",
                "a list row's content insets instead of its style's")
        case .navigationTitle, .navigationBarTitle:
            return entry(
                "a string, or a text view", "its NavigationStack's bar title: one line, 34 pt bold (large) or 17 pt semibold (inline), at every text size")
        case .navigationBarTitleDisplayMode:
            return entry("automatic, inline or large", "the bar title's size; automatic is large at the stack's root")
        case .navigationBarItems:
            return entry(
                "{\"leading\", \"trailing\"}: a view each, one at least",
                "as toolbar (its older form) with the leading view at topBarLeading and the trailing one at topBarTrailing")
        case .toolbarTitleDisplayMode:
            return entry(
                "automatic, inline, large or inlineLarge",
                "as navigationBarTitleDisplayMode (its iOS 17 name); inlineLarge: a 28 pt bold title at the bar row's leading edge (an estimate)")
        case .navigationBarHidden:
            return entry("true or false", "true: its NavigationStack shows no bar (no title, no items); the content starts at the top")
        case .toolbar:
            return entry(
                "an array of views (toolbarItem, toolbarItemGroup, or views placed automatically)",
                "its NavigationStack's bar items: 17 pt text at every text size, leading or trailing by placement, taking room from an inline title")
        case .lineLimit: return entry("a number of lines (1 or more), null, or {\"min\", \"max\"}", "the most lines shown (and the fewest made room for)")
        case .truncationMode: return entry("head, middle or tail", "where text is cut when it truncates")
        case .minimumScaleFactor: return entry("above 0, at most 1", "fonts shrink down to it before text truncates")
        case .multilineTextAlignment: return entry("leading, center or trailing", "how lines align")
        case .tracking: return entry("points", "added after every character cluster")
        case .kerning: return entry("points", "shifts every character cluster")
        case .lineSpacing: return entry("points, 0 or more", "added between lines")
        case .font:
            return entry(
                "a style name, {\"style\", \"design\", \"width\"}, {\"system\", \"weight\", \"design\", \"width\"} or {\"custom\", \"size\" or \"fixedSize\", \"relativeTo\"}",
                "the font")
        case .fontDesign:
            return entry(
                "default, rounded, serif or monospaced",
                "the system font's design: the theme's family for it (monospaced: the bundled mono font), else the system font")
        case .fontWidth:
            return entry(
                "compressed, condensed, standard or expanded",
                "the system font's width: drawn on a font's wdth axis (62.5, 75, 100, 125 %, estimates); the bundled stand-in has one width")
        case .fontWeight: return entry("100…900 or a weight name", "the weight")
        case .bold: return entry("true", "the bold weight")
        case .italic: return entry("true", "italic")
        case .dynamicTypeSize: return entry("a size or a range (\"L\", \"...AX1\", \"L...AX2\")", "the subtree's Dynamic Type size, clamped")
        case .allowsTightening: return entry("true or false", "the last line may tighten up to 5% instead of truncating")
        case .monospacedDigit: return entry("true", "digits of equal width (the font's tnum feature), as timers and amounts use")
        case .textCase: return entry("uppercase, lowercase or null (as written)", "the text in capitals or small letters, by the locale's rules")
        case .dfTextStyle: return entry("a style name", "none (colour)", .designSystem)
        case .dfCardStyle: return entry("elevated, outlined, filled or glass", "none (how the card is drawn)", .designSystem)
        case .foregroundStyle, .foregroundColor, .accessibilityLabel, .accessibilityHidden, .redacted, .opacity, .shadow, .tint:
            return entry("any value", "none")
        case .onAppear, .onDisappear, .onChange, .onReceive, .onTapGesture, .onLongPressGesture, .onSubmit, .onOpenURL, .task, .refreshable, .animation,
            .transition, .disabled, .tag, .contentShape, .accessibilityIdentifier, .accessibilityHint, .accessibilityValue, .accessibilityAddTraits,
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
            return entry("any value", "none: " + (neutralReason ?? ""))
        }
    }

    /// What a modifier of no layout effect does instead, for the docs.
    private var neutralReason: String? {
        switch self {
        case .onAppear: return "runs code when the view appears"
        case .onDisappear: return "runs code when the view disappears"
        case .onChange: return "runs code when a value changes"
        case .onReceive: return "runs code on a publisher's values"
        case .onTapGesture: return "a tap runs code"
        case .onLongPressGesture: return "a long press runs code"
        case .onSubmit: return "runs code when a field is submitted"
        case .onOpenURL: return "handles a URL"
        case .task: return "runs asynchronous work"
        case .refreshable: return "pull to refresh"
        case .animation: return "animates changes"
        case .transition: return "how the view enters and leaves"
        case .disabled: return "disables interaction (the look may dim)"
        case .tag: return "identifies a Picker or TabView choice"
        case .contentShape: return "the area that takes taps"
        case .accessibilityIdentifier: return "an identifier for UI tests"
        case .accessibilityHint: return "VoiceOver's hint"
        case .accessibilityValue: return "VoiceOver's value"
        case .accessibilityAddTraits: return "VoiceOver's traits"
        case .accessibilityElement: return "how VoiceOver groups the view"
        case .sheet: return "presents another screen"
        case .fullScreenCover: return "presents another screen"
        case .popover: return "presents a popover"
        case .alert: return "presents an alert"
        case .confirmationDialog: return "presents a dialog"
        case .searchable: return "a search field in the navigation bar, not in the view"
        case .navigationDestination: return "declares another screen"
        case .contextMenu: return "a menu on a long press"
        case .swipeActions: return "actions revealed by a swipe"
        case .gesture: return "a gesture"
        case .allowsHitTesting: return "whether the view takes touches"
        case .zIndex: return "the drawing order among siblings"
        case .blur: return "draws blurred"
        case .brightness: return "a colour effect"
        case .saturation: return "a colour effect"
        case .grayscale: return "a colour effect"
        case .rotationEffect: return "draws rotated; the layout keeps the unrotated frame"
        case .scaleEffect: return "draws scaled; the layout keeps the unscaled frame"
        case .mask: return "draws through a mask"
        case .compositingGroup: return "how the view is drawn"
        case .drawingGroup: return "how the view is drawn"
        case .fill: return "a shape's colour"
        case .stroke: return "a shape's outline, drawn over its edge"
        case .symbolRenderingMode: return "a symbol's colouring"
        case .symbolVariant: return "a symbol's variant (same size)"
        case .focused: return "keyboard focus"
        case .keyboardType: return "the keyboard a field shows"
        case .textContentType: return "what a field holds, for autofill"
        case .textInputAutocapitalization: return "a field's capitalization"
        case .autocorrectionDisabled: return "a field's autocorrection"
        case .submitLabel: return "the return key's label"
        case .privacySensitive: return "redacted in private contexts"
        case .unredacted: return "not redacted"
        case .preferredColorScheme: return "light or dark"
        case .environmentObject: return "gives the subtree an object"
        case .interactiveDismissDisabled: return "a sheet's swipe to dismiss"
        case .presentationDetents: return "a sheet's heights"
        case .help: return "a tooltip"
        case .matchedGeometryEffect: return "animates between views"
        case .scrollDismissesKeyboard: return "scrolling hides the keyboard"
        case .scrollIndicators: return "scroll bars, drawn over the content"
        case .scrollContentBackground: return "a scroll view's background"
        case .listRowBackground: return "a list row's background"
        case .listRowSeparator: return "a list row's separator line"
        case .sensoryFeedback: return "haptics"
        case .contentTransition: return "how changed content animates"
        case .equatable: return "compares the view with its last value to skip updates"
        case .toolbarBackground: return "the bars' background"
        case .navigationBarBackButtonHidden: return "the bar's back button"
        case .tabItem: return "the view's tab bar item, outside the view (tab items do not grow with Dynamic Type)"
        case .textSelection: return "whether the text can be selected"
        case .keyboardShortcut: return "a hardware keyboard shortcut"
        case .hoverEffect: return "a pointer hover effect"
        case .onHover: return "runs code when a pointer hovers"
        case .onDrag: return "a drag source"
        case .onDrop: return "a drop target"
        case .draggable: return "a drag source"
        case .dropDestination: return "a drop target"
        case .accessibilityAction: return "a VoiceOver action"
        case .accessibilityRemoveTraits: return "VoiceOver's traits"
        case .accessibilitySortPriority: return "VoiceOver's reading order"
        case .accessibilityShowsLargeContentViewer: return "the Large Content Viewer for bar items"
        case .statusBarHidden: return "hides the status bar, outside the view"
        case .fileImporter: return "presents a file picker"
        case .disableAutocorrection: return "a field's autocorrection (the older name of autocorrectionDisabled)"
        case .accessibility: return "VoiceOver's label, hint or value (the older accessibility(label:) forms)"
        case .toolbarColorScheme: return "the bars' colour scheme, outside the view"
        case .tabViewStyle: return "the tab bar or page dots, outside the content (the bar's height is not modelled)"
        case .navigationViewStyle: return "stack or columns: on iPhone the content is laid out as it is either way"
        case .menuStyle: return "a menu's look; its label is laid out as it is"
        case .buttonBorderShape: return "a bordered button's shape (capsule, rounded rectangle), drawn within its padding"
        case .accentColor: return "the accent colour of the controls inside (the older name of tint)"
        case .colorMultiply: return "a colour effect"
        case .strokeBorder: return "a shape's outline, drawn inside its edge"
        case .border: return "an outline drawn over the view's edge, inside its frame"
        case .containerBackground: return "a widget's or container's background, drawn behind it"
        case .autocapitalization: return "a field's capitalization (the older name of textInputAutocapitalization)"
        case .ignoresSafeArea:
            return "the view may draw under the screen's safe areas, which Overset does not let it do (a device's safe area bounds the root): "
                + "the view is laid out in what it is offered"
        case .listRowSeparatorTint: return "a list row's separator colour"
        case .underline: return "a line drawn under the text, within its line height"
        case .scrollClipDisabled: return "a scroll view draws its content past its edges; the content is laid out as it is"
        case .glassEffect: return "Liquid Glass drawn behind the view, anchored to its bounds"
        case .colorScheme: return "light or dark (the older name of preferredColorScheme and environment(\\.colorScheme))"
        case .searchPresentationToolbarBehavior: return "whether searching hides the navigation bar, outside the view"
        case .containerShape: return "the shape ContainerRelativeShapes inside take; shapes still fill what they are offered"
        default: return nil
        }
    }
}
