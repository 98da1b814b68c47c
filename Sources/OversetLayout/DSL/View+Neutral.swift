/// Modifiers that act, draw or describe without changing any size or place
/// (`ModifierKind`'s neutral ones): accepted so that pasted view code reads as written.
extension View {
    /// `onAppear`: runs code when the view appears; no layout effect.
    public func onAppear(perform action: (() -> Void)? = nil) -> ViewNode { modifier(.ignored("onAppear")) }
    /// `onDisappear`: runs code when the view disappears; no layout effect.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ViewNode { modifier(.ignored("onDisappear")) }
    /// `onChange`: runs code when a value changes; no layout effect.
    public func onChange<Value>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void) -> ViewNode { modifier(.ignored("onChange")) }
    /// `onChange`: runs code when a value changes; no layout effect.
    public func onChange<Value>(of value: Value, initial: Bool = false, _ action: @escaping (Value, Value) -> Void) -> ViewNode {
        modifier(.ignored("onChange"))
    }
    /// `onReceive`: runs code on a publisher's values; no layout effect.
    public func onReceive<Publisher, Output>(_ publisher: Publisher, perform action: @escaping (Output) -> Void) -> ViewNode { modifier(.ignored("onReceive")) }
    /// `onTapGesture`: a tap runs code; no layout effect.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewNode { modifier(.ignored("onTapGesture")) }
    /// `onLongPressGesture`: a long press runs code; no layout effect.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> ViewNode { modifier(.ignored("onLongPressGesture")) }
    /// `onSubmit`: runs code when a field is submitted; no layout effect.
    public func onSubmit(_ action: @escaping () -> Void) -> ViewNode { modifier(.ignored("onSubmit")) }
    /// `onOpenURL`: handles a URL; no layout effect.
    public func onOpenURL(perform action: @escaping (String) -> Void) -> ViewNode { modifier(.ignored("onOpenURL")) }
    /// `task`: runs asynchronous work; no layout effect.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ViewNode { modifier(.ignored("task")) }
    /// `task`: runs asynchronous work; no layout effect.
    public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ViewNode {
        modifier(.ignored("task"))
    }
    /// `refreshable`: pull to refresh; no layout effect.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ViewNode { modifier(.ignored("refreshable")) }
    /// `animation`: animates changes; no layout effect.
    public func animation<Value>(_ animation: Animation?, value: Value) -> ViewNode { modifier(.ignored("animation")) }
    /// `transition`: how the view enters and leaves; no layout effect.
    public func transition(_ transition: AnyTransition) -> ViewNode { modifier(.ignored("transition")) }
    /// `disabled`: disables interaction (the look may dim); no layout effect.
    public func disabled(_ disabled: Bool) -> ViewNode { modifier(.ignored("disabled")) }
    /// `tag`: identifies a Picker or TabView choice; no layout effect.
    public func tag<Value>(_ tag: Value) -> ViewNode { modifier(.ignored("tag")) }
    /// `contentShape`: the area that takes taps; no layout effect.
    public func contentShape(_ shape: some View) -> ViewNode { modifier(.ignored("contentShape")) }
    /// `accessibilityIdentifier`: an identifier for UI tests; no layout effect.
    public func accessibilityIdentifier(_ identifier: String) -> ViewNode { modifier(.ignored("accessibilityIdentifier")) }
    /// `accessibilityHint`: VoiceOver's hint; no layout effect.
    public func accessibilityHint(_ hint: String) -> ViewNode { modifier(.ignored("accessibilityHint")) }
    /// `accessibilityValue`: VoiceOver's value; no layout effect.
    public func accessibilityValue(_ value: String) -> ViewNode { modifier(.ignored("accessibilityValue")) }
    /// `accessibilityAddTraits`: VoiceOver's traits; no layout effect.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ViewNode { modifier(.ignored("accessibilityAddTraits")) }
    /// `accessibilityElement`: how VoiceOver groups the view; no layout effect.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ViewNode { modifier(.ignored("accessibilityElement")) }
    /// `sheet`: presents another screen; no layout effect.
    public func sheet<Item>(isPresented: Item, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.ignored("sheet"))
    }
    /// `fullScreenCover`: presents another screen; no layout effect.
    public func fullScreenCover<Item>(isPresented: Item, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.ignored("fullScreenCover"))
    }
    /// `popover`: presents a popover; no layout effect.
    public func popover<Item>(isPresented: Item, @ViewBuilder content: () -> [ViewNode]) -> ViewNode { modifier(.ignored("popover")) }
    /// `alert`: presents an alert; no layout effect.
    public func alert<Item>(_ title: String, isPresented: Item, @ViewBuilder actions: () -> [ViewNode] = { [] }) -> ViewNode { modifier(.ignored("alert")) }
    /// `confirmationDialog`: presents a dialog; no layout effect.
    public func confirmationDialog<Item>(_ title: String, isPresented: Item, @ViewBuilder actions: () -> [ViewNode] = { [] }) -> ViewNode {
        modifier(.ignored("confirmationDialog"))
    }
    /// `searchable`: a search field in the navigation bar, not in the view; no layout effect.
    public func searchable<Item>(text: Item, prompt: String? = nil) -> ViewNode { modifier(.ignored("searchable")) }
    /// `navigationDestination`: declares another screen; no layout effect.
    public func navigationDestination<Item>(for data: Item.Type, @ViewBuilder destination: @escaping (Item) -> [ViewNode]) -> ViewNode {
        modifier(.ignored("navigationDestination"))
    }
    /// `contextMenu`: a menu on a long press; no layout effect.
    public func contextMenu(@ViewBuilder menuItems: () -> [ViewNode]) -> ViewNode { modifier(.ignored("contextMenu")) }
    /// `swipeActions`: actions revealed by a swipe; no layout effect.
    public func swipeActions(edge: Edges = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        modifier(.ignored("swipeActions"))
    }
    /// `gesture`: a gesture; no layout effect.
    public func gesture<G>(_ gesture: G) -> ViewNode { modifier(.ignored("gesture")) }
    /// `allowsHitTesting`: whether the view takes touches; no layout effect.
    public func allowsHitTesting(_ enabled: Bool) -> ViewNode { modifier(.ignored("allowsHitTesting")) }
    /// `zIndex`: the drawing order among siblings; no layout effect.
    public func zIndex(_ value: Double) -> ViewNode { modifier(.ignored("zIndex")) }
    /// `blur`: draws blurred; no layout effect.
    public func blur(radius: Double, opaque: Bool = false) -> ViewNode { modifier(.ignored("blur")) }
    /// `brightness`: a colour effect; no layout effect.
    public func brightness(_ amount: Double) -> ViewNode { modifier(.ignored("brightness")) }
    /// `saturation`: a colour effect; no layout effect.
    public func saturation(_ amount: Double) -> ViewNode { modifier(.ignored("saturation")) }
    /// `grayscale`: a colour effect; no layout effect.
    public func grayscale(_ amount: Double) -> ViewNode { modifier(.ignored("grayscale")) }
    /// `rotationEffect`: draws rotated; the layout keeps the unrotated frame; no layout effect.
    public func rotationEffect(_ angle: Angle, anchor: Alignment = .center) -> ViewNode { modifier(.ignored("rotationEffect")) }
    /// `scaleEffect`: draws scaled; the layout keeps the unscaled frame; no layout effect.
    public func scaleEffect(_ scale: Double, anchor: Alignment = .center) -> ViewNode { modifier(.ignored("scaleEffect")) }
    /// `mask`: draws through a mask; no layout effect.
    public func mask(alignment: Alignment = .center, @ViewBuilder _ mask: () -> [ViewNode]) -> ViewNode { modifier(.ignored("mask")) }
    /// `compositingGroup`: how the view is drawn; no layout effect.
    public func compositingGroup() -> ViewNode { modifier(.ignored("compositingGroup")) }
    /// `drawingGroup`: how the view is drawn; no layout effect.
    public func drawingGroup() -> ViewNode { modifier(.ignored("drawingGroup")) }
    /// `fill`: a shape's colour; no layout effect.
    public func fill(_ color: Color = .primary) -> ViewNode { modifier(.ignored("fill")) }
    /// `stroke`: a shape's outline, drawn over its edge; no layout effect.
    public func stroke(_ color: Color = .primary, lineWidth: Double = 1) -> ViewNode { modifier(.ignored("stroke")) }
    /// `symbolRenderingMode`: a symbol's colouring; no layout effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ViewNode { modifier(.ignored("symbolRenderingMode")) }
    /// `symbolVariant`: a symbol's variant (same size); no layout effect.
    public func symbolVariant(_ variant: SymbolVariants) -> ViewNode { modifier(.ignored("symbolVariant")) }
    /// `focused`: keyboard focus; no layout effect.
    public func focused<Value>(_ binding: Value) -> ViewNode { modifier(.ignored("focused")) }
    /// `keyboardType`: the keyboard a field shows; no layout effect.
    public func keyboardType<Kind>(_ type: Kind) -> ViewNode { modifier(.ignored("keyboardType")) }
    /// `textContentType`: what a field holds, for autofill; no layout effect.
    public func textContentType<Kind>(_ type: Kind?) -> ViewNode { modifier(.ignored("textContentType")) }
    /// `textInputAutocapitalization`: a field's capitalization; no layout effect.
    public func textInputAutocapitalization<Kind>(_ style: Kind?) -> ViewNode { modifier(.ignored("textInputAutocapitalization")) }
    /// `autocorrectionDisabled`: a field's autocorrection; no layout effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ViewNode { modifier(.ignored("autocorrectionDisabled")) }
    /// `submitLabel`: the return key's label; no layout effect.
    public func submitLabel<Label>(_ label: Label) -> ViewNode { modifier(.ignored("submitLabel")) }
    /// `privacySensitive`: redacted in private contexts; no layout effect.
    public func privacySensitive(_ sensitive: Bool = true) -> ViewNode { modifier(.ignored("privacySensitive")) }
    /// `unredacted`: not redacted; no layout effect.
    public func unredacted() -> ViewNode { modifier(.ignored("unredacted")) }
    /// `preferredColorScheme`: light or dark; no layout effect.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> ViewNode { modifier(.ignored("preferredColorScheme")) }
    /// `environmentObject`: gives the subtree an object; no layout effect.
    public func environmentObject<Object>(_ object: Object) -> ViewNode { modifier(.ignored("environmentObject")) }
    /// `interactiveDismissDisabled`: a sheet's swipe to dismiss; no layout effect.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ViewNode { modifier(.ignored("interactiveDismissDisabled")) }
    /// `presentationDetents`: a sheet's heights; no layout effect.
    public func presentationDetents<Detents>(_ detents: Detents) -> ViewNode { modifier(.ignored("presentationDetents")) }
    /// `help`: a tooltip; no layout effect.
    public func help(_ text: String) -> ViewNode { modifier(.ignored("help")) }
    /// `matchedGeometryEffect`: animates between views; no layout effect.
    public func matchedGeometryEffect<ID: Hashable, Space>(id: ID, in namespace: Space, isSource: Bool = true) -> ViewNode {
        modifier(.ignored("matchedGeometryEffect"))
    }
    /// `scrollDismissesKeyboard`: scrolling hides the keyboard; no layout effect.
    public func scrollDismissesKeyboard<Mode>(_ mode: Mode) -> ViewNode { modifier(.ignored("scrollDismissesKeyboard")) }
    /// `scrollIndicators`: scroll bars, drawn over the content; no layout effect.
    public func scrollIndicators<Visibility>(_ visibility: Visibility) -> ViewNode { modifier(.ignored("scrollIndicators")) }
    /// `scrollContentBackground`: a scroll view's background; no layout effect.
    public func scrollContentBackground<Visibility>(_ visibility: Visibility) -> ViewNode { modifier(.ignored("scrollContentBackground")) }
    /// `listRowBackground`: a list row's background; no layout effect.
    public func listRowBackground(_ view: some View) -> ViewNode { modifier(.ignored("listRowBackground")) }
    /// `listRowSeparator`: a list row's separator line; no layout effect.
    public func listRowSeparator<Visibility>(_ visibility: Visibility) -> ViewNode { modifier(.ignored("listRowSeparator")) }
    /// `sensoryFeedback`: haptics; no layout effect.
    public func sensoryFeedback<Feedback, Trigger>(_ feedback: Feedback, trigger: Trigger) -> ViewNode { modifier(.ignored("sensoryFeedback")) }
    /// `contentTransition`: how changed content animates; no layout effect.
    public func contentTransition<Transition>(_ transition: Transition) -> ViewNode { modifier(.ignored("contentTransition")) }
    /// `equatable`: compares the view with its last value to skip updates; no layout effect.
    public func equatable() -> ViewNode { modifier(.ignored("equatable")) }
    /// `toolbarBackground`: the bars' background; no layout effect.
    public func toolbarBackground<Style>(_ style: Style) -> ViewNode { modifier(.ignored("toolbarBackground")) }
    /// `navigationBarBackButtonHidden`: the bar's back button; no layout effect.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ViewNode { modifier(.ignored("navigationBarBackButtonHidden")) }
    /// `tabItem`: the view's tab bar item, outside the view (tab items do not grow with Dynamic Type); no layout effect.
    public func tabItem(@ViewBuilder _ label: () -> [ViewNode]) -> ViewNode { modifier(.ignored("tabItem")) }
    /// `textSelection`: whether the text can be selected; no layout effect.
    public func textSelection<Selectability>(_ selectability: Selectability) -> ViewNode { modifier(.ignored("textSelection")) }
    /// `keyboardShortcut`: a hardware keyboard shortcut; no layout effect.
    public func keyboardShortcut<Key>(_ key: Key) -> ViewNode { modifier(.ignored("keyboardShortcut")) }
    /// `hoverEffect`: a pointer hover effect; no layout effect.
    public func hoverEffect<Effect>(_ effect: Effect) -> ViewNode { modifier(.ignored("hoverEffect")) }
    /// `onHover`: runs code when a pointer hovers; no layout effect.
    public func onHover(perform action: (Bool) -> Void = { _ in }) -> ViewNode { modifier(.ignored("onHover")) }
    /// `onDrag`: a drag source; no layout effect.
    public func onDrag<Data>(_ data: Data) -> ViewNode { modifier(.ignored("onDrag")) }
    /// `onDrop`: a drop target; no layout effect.
    public func onDrop<Types>(of types: Types) -> ViewNode { modifier(.ignored("onDrop")) }
    /// `draggable`: a drag source; no layout effect.
    public func draggable<Payload>(_ payload: Payload) -> ViewNode { modifier(.ignored("draggable")) }
    /// `dropDestination`: a drop target; no layout effect.
    public func dropDestination<Payload>(for payload: Payload) -> ViewNode { modifier(.ignored("dropDestination")) }
    /// `accessibilityAction`: a VoiceOver action; no layout effect.
    public func accessibilityAction<Action>(_ action: Action) -> ViewNode { modifier(.ignored("accessibilityAction")) }
    /// `accessibilityRemoveTraits`: VoiceOver's traits; no layout effect.
    public func accessibilityRemoveTraits<Traits>(_ traits: Traits) -> ViewNode { modifier(.ignored("accessibilityRemoveTraits")) }
    /// `accessibilitySortPriority`: VoiceOver's reading order; no layout effect.
    public func accessibilitySortPriority(_ priority: Double) -> ViewNode { modifier(.ignored("accessibilitySortPriority")) }
    /// `accessibilityShowsLargeContentViewer`: the Large Content Viewer for bar items; no layout effect.
    public func accessibilityShowsLargeContentViewer() -> ViewNode { modifier(.ignored("accessibilityShowsLargeContentViewer")) }
    /// `statusBarHidden`: hides the status bar, outside the view; no layout effect.
    public func statusBarHidden(_ hidden: Bool = true) -> ViewNode { modifier(.ignored("statusBarHidden")) }
    /// `fileImporter`: presents a file picker; no layout effect.
    public func fileImporter<Types>(isPresented: Bool, allowedContentTypes: Types) -> ViewNode { modifier(.ignored("fileImporter")) }
    /// `disableAutocorrection`: a field's autocorrection (the older name of autocorrectionDisabled); no layout effect.
    public func disableAutocorrection(_ disable: Bool? = true) -> ViewNode { modifier(.ignored("disableAutocorrection")) }
    /// `accessibility`: VoiceOver's label, hint or value (the older accessibility(label:) forms); no layout effect.
    public func accessibility<Value>(label: Value) -> ViewNode { modifier(.ignored("accessibility")) }
    /// `toolbarColorScheme`: the bars' colour scheme, outside the view; no layout effect.
    public func toolbarColorScheme<Scheme>(_ scheme: Scheme) -> ViewNode { modifier(.ignored("toolbarColorScheme")) }
    /// `tabViewStyle`: the tab bar or page dots, outside the content; no layout effect.
    public func tabViewStyle<Style>(_ style: Style) -> ViewNode { modifier(.ignored("tabViewStyle")) }
    /// `navigationViewStyle`: stack or columns; on iPhone no layout effect.
    public func navigationViewStyle<Style>(_ style: Style) -> ViewNode { modifier(.ignored("navigationViewStyle")) }
    /// `menuStyle`: a menu's look; its label is laid out as it is.
    public func menuStyle<Style>(_ style: Style) -> ViewNode { modifier(.ignored("menuStyle")) }
    /// `buttonBorderShape`: a bordered button's shape, drawn within its padding; no layout effect.
    public func buttonBorderShape<Shape>(_ shape: Shape) -> ViewNode { modifier(.ignored("buttonBorderShape")) }
    /// `accentColor`: the accent colour of the controls inside (the older name of tint); no layout effect.
    public func accentColor(_ color: Color?) -> ViewNode { modifier(.ignored("accentColor")) }
    /// `colorMultiply`: a colour effect; no layout effect.
    public func colorMultiply(_ color: Color) -> ViewNode { modifier(.ignored("colorMultiply")) }
    /// `strokeBorder`: a shape's outline, drawn inside its edge; no layout effect.
    public func strokeBorder<Style>(_ style: Style, lineWidth: Double = 1) -> ViewNode { modifier(.ignored("strokeBorder")) }
    /// `border`: an outline drawn over the view's edge, inside its frame; no layout effect.
    public func border<Style>(_ style: Style, width: Double = 1) -> ViewNode { modifier(.ignored("border")) }
    /// `containerBackground`: a widget's or container's background, drawn behind it; no layout effect.
    public func containerBackground<Style, Placement>(_ style: Style, for placement: Placement) -> ViewNode { modifier(.ignored("containerBackground")) }
    /// `autocapitalization`: a field's capitalization (the older name of textInputAutocapitalization); no layout effect.
    public func autocapitalization<Kind>(_ style: Kind) -> ViewNode { modifier(.ignored("autocapitalization")) }
    /// `ignoresSafeArea`: the view may draw under the screen's safe areas, which Overset does not
    /// model, so the view is laid out in what it is offered; no layout effect here.
    public func ignoresSafeArea(_ regions: Edges = .all, edges: Edges = .all) -> ViewNode { modifier(.ignored("ignoresSafeArea")) }
    /// `listRowSeparatorTint`: a list row's separator colour; no layout effect.
    public func listRowSeparatorTint(_ color: Color?) -> ViewNode { modifier(.ignored("listRowSeparatorTint")) }
    /// `underline`: a line drawn under the text, within its line height; no layout effect.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ViewNode { modifier(.ignored("underline")) }
    /// `scrollClipDisabled`: a scroll view draws its content past its edges; no layout effect.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ViewNode { modifier(.ignored("scrollClipDisabled")) }
    /// `glassEffect`: Liquid Glass drawn behind the view, anchored to its bounds; no layout effect.
    public func glassEffect<Glass>(_ glass: Glass) -> ViewNode { modifier(.ignored("glassEffect")) }
    /// `colorScheme`: light or dark (the older name of preferredColorScheme); no layout effect.
    public func colorScheme(_ scheme: ColorScheme) -> ViewNode { modifier(.ignored("colorScheme")) }
    /// `searchPresentationToolbarBehavior`: whether searching hides the navigation bar; no layout effect.
    public func searchPresentationToolbarBehavior<Behavior>(_ behavior: Behavior) -> ViewNode { modifier(.ignored("searchPresentationToolbarBehavior")) }
    /// `containerShape`: the shape `ContainerRelativeShape`s inside take; no layout effect.
    public func containerShape<Shape>(_ shape: Shape) -> ViewNode { modifier(.ignored("containerShape")) }
}
