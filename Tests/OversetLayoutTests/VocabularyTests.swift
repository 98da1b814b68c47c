import Foundation
import OversetLayout
import OversetStyle
import Testing

/// The one vocabulary of view kinds and modifiers (`ViewKind`, `ModifierKind`) and the places that
/// must agree with it: the Swift DSL, the JSON spec reader, the schema, docs/layout.md and
/// `Examples/specs/every-form.json`. A new case fails here until each has it.
@Suite struct VocabularyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each kind in the DSL and in JSON: the switch has no default, so a new kind does not compile
    /// here until it has both, and the two must read as the same tree.
    static func forms(of kind: ViewKind) -> (dsl: ViewNode, json: String) {
        switch kind {
        case .text:
            return (
                VStack {
                    Text("Hi", style: "headline").lineLimit(2)
                    Text(verbatim: "€9")
                }.node,
                #"{"vstack": {"children": [{"text": "Hi", "style": "headline", "lineLimit": 2}, {"text": {"verbatim": "€9"}}]}}"#
            )
        case .hstack:
            return (HStack(alignment: .top, spacing: 4) { Spacer() }.node, #"{"hstack": {"alignment": "top", "spacing": 4, "children": [{"spacer": {}}]}}"#)
        case .vstack: return (VStack(alignment: .leading, spacing: .sm) {}.node, #"{"vstack": {"alignment": "leading", "spacing": "sm"}}"#)
        case .zstack: return (ZStack(alignment: .topLeading) { Divider() }.node, #"{"zstack": {"alignment": "topLeading", "children": [{"divider": {}}]}}"#)
        case .spacer: return (Spacer(minLength: 4).node, #"{"spacer": {"minLength": 4}}"#)
        case .divider: return (Divider().node, #"{"divider": {}}"#)
        case .color: return (Color.red.node, #"{"color": "red"}"#)
        case .frameBox: return (Box(width: 20, height: 10).node, #"{"frameBox": {"width": 20, "height": 10}}"#)
        case .scroll: return (ScrollView(.horizontal) {}.node, #"{"scroll": {"axis": "horizontal"}}"#)
        case .group: return (Group { EmptyView() }.node, #"{"group": {"children": [{"empty": {}}]}}"#)
        case .forEach: return (ForEach(["a", "b"]) { Text($0) }.node, #"{"forEach": {"items": ["a", "b"], "content": {"text": "{{item}}"}}}"#)
        case .viewThatFits: return (ViewThatFits(in: .horizontal) {}.node, #"{"viewThatFits": {"in": "horizontal"}}"#)
        case .empty: return (EmptyView().node, #"{"empty": {}}"#)
        case .symbol: return (Image(systemName: "star").node, #"{"symbol": "star"}"#)
        case .image: return (Image("hero", width: 320, height: 180).node, #"{"image": {"name": "hero", "width": 320, "height": 180}}"#)
        case .button: return (Button("Go") {}.node, #"{"button": "Go"}"#)
        case .navigationLink:
            return (NavigationLink(destination: 1) { Text("More") }.node, #"{"navigationLink": {"label": {"text": "More"}}}"#)
        case .menu: return (Menu("Sort") { Text("By name") }.node, #"{"menu": {"title": "Sort"}}"#)
        case .link: return (Link("Terms", destination: "https://example.com").node, #"{"link": {"title": "Terms"}}"#)
        case .label: return (Label("Wi-Fi", systemImage: "wifi").node, #"{"label": {"title": "Wi-Fi", "systemImage": "wifi"}}"#)
        case .toggle: return (Toggle("Alerts", isOn: true).node, #"{"toggle": {"title": "Alerts", "isOn": true}}"#)
        case .navigationStack: return (NavigationStack { Text("Home") }.node, #"{"navigationStack": {"children": [{"text": "Home"}]}}"#)
        case .toolbarItem:
            return (ToolbarItem(placement: .principal) { Text("Home") }.node, #"{"toolbarItem": {"placement": "principal", "children": [{"text": "Home"}]}}"#)
        case .toolbarItemGroup:
            return (ToolbarItemGroup { Text("A") }.node, #"{"toolbarItemGroup": {"children": [{"text": "A"}]}}"#)
        case .list: return (List { Text("Row") }.node, #"{"list": {"children": [{"text": "Row"}]}}"#)
        case .form: return (Form { Toggle("Wi-Fi", isOn: true) }.node, #"{"form": {"children": [{"toggle": "Wi-Fi"}]}}"#)
        case .tabView: return (TabView { Text("Home") }.node, #"{"tabView": {"children": [{"text": "Home"}]}}"#)
        case .progressView: return (ProgressView("Loading", value: 0.5).node, #"{"progressView": {"title": "Loading", "value": 0.5}}"#)
        case .textField: return (TextField("Email", text: "").node, #"{"textField": "Email"}"#)
        case .secureField: return (SecureField("Password", text: "").node, #"{"secureField": {"title": "Password"}}"#)
        case .lazyVGrid:
            return (
                LazyVGrid(
                    columns: [GridItem(.fixed(60), spacing: 4), GridItem(.flexible(minimum: 20, maximum: 200)), GridItem(.adaptive(minimum: 80))], spacing: 12
                ) {
                    Text("A")
                }.node,
                #"{"lazyVGrid": {"columns": [{"fixed": 60, "spacing": 4}, {"flexible": {"minimum": 20, "maximum": 200}}, {"adaptive": {"minimum": 80}}], "spacing": 12, "children": [{"text": "A"}]}}"#
            )
        case .lazyHGrid:
            return (
                LazyHGrid(rows: [GridItem(), GridItem(.flexible(maximum: 40))]) { Text("A") }.node,
                #"{"lazyHGrid": {"rows": [{"flexible": {}}, {"flexible": {"maximum": 40}}], "children": [{"text": "A"}]}}"#
            )
        case .labeledContent:
            return (LabeledContent("Name", value: "Ada").node, #"{"labeledContent": {"title": "Name", "value": "Ada"}}"#)
        case .contentUnavailableView:
            return (
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here.")).node,
                #"{"contentUnavailableView": {"title": "No Mail", "systemImage": "tray", "description": "New mail shows here."}}"#
            )
        case .stepper: return (Stepper("Guests", value: 2).node, #"{"stepper": "Guests"}"#)
        case .textEditor: return (TextEditor(text: "Notes").node, #"{"textEditor": "Notes"}"#)
        case .slider:
            return (
                Slider(value: 0.5) {
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }.node,
                #"{"slider": {"minimumValueLabel": {"text": "0"}, "maximumValueLabel": {"text": "10"}}}"#
            )
        case .shareLink: return (ShareLink(item: "https://example.com").node, #"{"shareLink": {}}"#)
        case .disclosureGroup:
            return (
                DisclosureGroup("Details", isExpanded: true) { Text("More") }.node,
                #"{"disclosureGroup": {"title": "Details", "isExpanded": true, "children": [{"text": "More"}]}}"#
            )
        case .grid:
            return (
                Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                    GridRow { Text("A") }
                    Divider()
                }.node,
                #"{"grid": {"alignment": "leading", "horizontalSpacing": 4, "verticalSpacing": 2, "children": [{"gridRow": {"children": [{"text": "A"}]}}, {"divider": {}}]}}"#
            )
        case .gridRow: return (GridRow(alignment: .top) { Text("A") }.node, #"{"gridRow": {"alignment": "top", "children": [{"text": "A"}]}}"#)
        case .geometryReader:
            return (
                GeometryReader { proxy in
                    Text("Wide").frame(width: proxy.size.width * 0.8 - 32, height: .points(40)).padding(.horizontal, proxy.size.height / 4)
                }.node,
                #"{"geometryReader": {"children": [{"text": "Wide", "modifiers": [{"frame": {"width": {"proxyWidth": 0.8, "points": -32}, "height": 40}}, {"padding": {"edges": ["horizontal"], "length": {"proxyHeight": 0.25}}}]}]}}"#
            )
        case .picker:
            return (
                Picker("Sort", selection: 0) {
                    Text("Name")
                    Text("Date")
                }.node,
                #"{"picker": {"title": "Sort", "options": ["Name", "Date"]}}"#
            )
        case .section:
            return (
                Section {
                    Text("Row")
                } header: {
                    Text("Header")
                } footer: {
                    Text("Footer")
                }.node,
                #"{"section": {"header": "Header", "footer": "Footer", "children": [{"text": "Row"}]}}"#
            )
        case .dfCard: return (DFCard(style: .outlined) {}, #"{"dfCard": {"style": "outlined"}}"#)
        case .dfListRow:
            return (
                DFListRow("T", subtitle: "S", icon: "gear", value: "V", chevron: true),
                #"{"dfListRow": {"title": "T", "subtitle": "S", "icon": "gear", "value": "V", "chevron": true}}"#
            )
        case .dfBadge: return (DFBadge(text: "New"), #"{"dfBadge": "New"}"#)
        case .dfAvatar: return (DFAvatar(size: 40), #"{"dfAvatar": {"size": 40}}"#)
        case .dfIcon: return (DFIcon("gear", size: .lg), #"{"dfIcon": {"name": "gear", "size": "lg"}}"#)
        case .dfButton: return (DFButton("Go"), #"{"dfButton": "Go"}"#)
        case .dfToggle: return (DFToggle("On"), #"{"dfToggle": {"title": "On", "isOn": true}}"#)
        case .dfSkeleton: return (DFSkeleton(width: 10, height: 4), #"{"dfSkeleton": {"width": 10, "height": 4}}"#)
        }
    }

    /// Each modifier in the DSL and in JSON, on a box.
    static func forms(of modifier: ModifierKind) -> (dsl: ViewNode, json: String) {
        let box = Box(width: 10, height: 10)
        func json(_ argument: String) -> String { #"{"frameBox": {"width": 10, "height": 10}, "modifiers": [{"\#(modifier.rawValue)": \#(argument)}]}"# }
        switch modifier {
        case .padding: return (box.padding(.horizontal, 8), json(#"{"edges": ["horizontal"], "length": 8}"#))
        case .frame: return (box.frame(width: 30, alignment: .leading), json(#"{"width": 30, "alignment": "leading"}"#))
        case .fixedSize: return (box.fixedSize(), json("true"))
        case .layoutPriority: return (box.layoutPriority(1), json("1"))
        case .overlay: return (box.overlay { Color.red }, json(#"{"color": {}}"#))
        case .background: return (box.background(alignment: .top) { Color.red }, json(#"{"content": {"color": {}}, "alignment": "top"}"#))
        case .clipped: return (box.clipped(), json("true"))
        case .clipShape: return (box.clipShape(Capsule()), json(#""capsule""#))
        case .cornerRadius: return (box.cornerRadius(8), json("8"))
        case .offset: return (box.offset(x: 2, y: -1), json(#"{"x": 2, "y": -1}"#))
        case .position: return (box.position(x: 60, y: 40), json(#"{"x": 60, "y": 40}"#))
        case .listStyle: return (box.listStyle(.grouped), json(#""grouped""#))
        case .labelStyle: return (box.labelStyle(.iconOnly), json(#""iconOnly""#))
        case .labelsHidden: return (box.labelsHidden(), json("true"))
        case .hidden: return (box.hidden(), json("true"))
        case .safeAreaInset:
            return (
                box.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("Inset") },
                json(#"{"edge": "bottom", "alignment": "leading", "spacing": 4, "content": {"text": "Inset"}}"#)
            )
        case .resizable: return (box.resizable(), json("true"))
        case .aspectRatio: return (box.aspectRatio(1.5, contentMode: .fill), json(#"{"ratio": 1.5, "contentMode": "fill"}"#))
        case .scaledToFit: return (box.scaledToFit(), json("true"))
        case .scaledToFill: return (box.scaledToFill(), json("true"))
        case .imageScale: return (box.imageScale(.small), json(#""small""#))
        case .textFieldStyle: return (box.textFieldStyle(.roundedBorder), json(#""roundedBorder""#))
        case .buttonStyle: return (box.buttonStyle(.borderedProminent), json(#""borderedProminent""#))
        case .controlSize: return (box.controlSize(.small), json(#""small""#))
        case .progressViewStyle: return (box.progressViewStyle(.circular), json(#""circular""#))
        case .pickerStyle: return (box.pickerStyle(.navigationLink), json(#""navigationLink""#))
        case .alignmentGuide: return (box.alignmentGuide(.leading) { d in d[.trailing] - 8 }, json(#"{"horizontal": "leading", "width": 1, "points": -8}"#))
        case .listSectionSpacing: return (box.listSectionSpacing(.compact), json(#""compact""#))
        case .listRowInsets: return (box.listRowInsets(EdgeInsets(top: 2, leading: 20)), json(#"{"top": 2, "leading": 20}"#))
        case .lineLimit: return (box.lineLimit(2...3), json(#"{"min": 2, "max": 3}"#))
        case .truncationMode: return (box.truncationMode(.middle), json(#""middle""#))
        case .minimumScaleFactor: return (box.minimumScaleFactor(0.5), json("0.5"))
        case .multilineTextAlignment: return (box.multilineTextAlignment(.center), json(#""center""#))
        case .tracking: return (box.tracking(0.5), json("0.5"))
        case .kerning: return (box.kerning(-0.2), json("-0.2"))
        case .lineSpacing: return (box.lineSpacing(2), json("2"))
        case .font: return (box.font(.system(size: 15, weight: .semibold)), json(#"{"system": 15, "weight": "semibold"}"#))
        case .fontWeight: return (box.fontWeight(.medium), json("500"))
        case .bold: return (box.bold(), json("true"))
        case .italic: return (box.italic(), json("true"))
        case .dynamicTypeSize: return (box.dynamicTypeSize(...DynamicTypeSize.accessibility1), json(#""...AX1""#))
        case .allowsTightening: return (box.allowsTightening(true), json("true"))
        case .textCase: return (box.textCase(.uppercase), json(#""uppercase""#))
        case .monospacedDigit: return (box.monospacedDigit(), json("true"))
        case .fontDesign: return (box.fontDesign(.rounded), json(#""rounded""#))
        case .fontWidth: return (box.fontWidth(.condensed), json(#""condensed""#))
        case .foregroundStyle: return (box.foregroundStyle(.secondary), json(#""secondary""#))
        case .foregroundColor: return (box.foregroundColor(.red), json(#""red""#))
        case .dfTextStyle: return (box.dfTextStyle(.secondary), json(#""secondary""#))
        case .dfCardStyle: return (box.dfCardStyle(.filled), json(#""filled""#))
        case .accessibilityLabel: return (box.accessibilityLabel("Box"), json(#""Box""#))
        case .accessibilityHidden: return (box.accessibilityHidden(true), json("true"))
        case .redacted: return (box.redacted(reason: .placeholder), json(#""placeholder""#))
        case .opacity: return (box.opacity(0.5), json("0.5"))
        case .shadow: return (box.shadow(radius: 4), json("4"))
        case .tint: return (box.tint(.blue), json(#""blue""#))
        case .onAppear: return (box.onAppear {}, json("true"))
        case .onDisappear: return (box.onDisappear {}, json("true"))
        case .onChange: return (box.onChange(of: 1) {}, json("true"))
        case .onReceive: return (box.onReceive(1) { (_: Int) in }, json("true"))
        case .onTapGesture: return (box.onTapGesture {}, json("true"))
        case .onLongPressGesture: return (box.onLongPressGesture {}, json("true"))
        case .onSubmit: return (box.onSubmit {}, json("true"))
        case .onOpenURL: return (box.onOpenURL { _ in }, json("true"))
        case .task: return (box.task {}, json("true"))
        case .refreshable: return (box.refreshable {}, json("true"))
        case .animation: return (box.animation(.default, value: 1), json("true"))
        case .transition: return (box.transition(.opacity), json("true"))
        case .disabled: return (box.disabled(true), json("true"))
        case .tag: return (box.tag(1), json("true"))
        case .contentShape: return (box.contentShape(Rectangle()), json("true"))
        case .accessibilityIdentifier: return (box.accessibilityIdentifier("box"), json("true"))
        case .accessibilityHint: return (box.accessibilityHint("Opens"), json("true"))
        case .accessibilityValue: return (box.accessibilityValue("3"), json("true"))
        case .accessibilityAddTraits: return (box.accessibilityAddTraits(.isButton), json("true"))
        case .accessibilityElement: return (box.accessibilityElement(children: .combine), json("true"))
        case .sheet: return (box.sheet(isPresented: true) { Text("a") }, json("true"))
        case .fullScreenCover: return (box.fullScreenCover(isPresented: true) { Text("a") }, json("true"))
        case .popover: return (box.popover(isPresented: true) { Text("a") }, json("true"))
        case .alert: return (box.alert("Oops", isPresented: true), json("true"))
        case .confirmationDialog: return (box.confirmationDialog("Sure?", isPresented: true), json("true"))
        case .searchable: return (box.searchable(text: ""), json("true"))
        case .navigationDestination: return (box.navigationDestination(for: Int.self) { _ in [] }, json("true"))
        case .contextMenu: return (box.contextMenu { Text("a") }, json("true"))
        case .swipeActions: return (box.swipeActions { Text("a") }, json("true"))
        case .gesture: return (box.gesture(1), json("true"))
        case .allowsHitTesting: return (box.allowsHitTesting(false), json("true"))
        case .zIndex: return (box.zIndex(1), json("true"))
        case .blur: return (box.blur(radius: 2), json("true"))
        case .brightness: return (box.brightness(0.1), json("true"))
        case .saturation: return (box.saturation(0.5), json("true"))
        case .grayscale: return (box.grayscale(1), json("true"))
        case .rotationEffect: return (box.rotationEffect(.degrees(90)), json("true"))
        case .scaleEffect: return (box.scaleEffect(1.2), json("true"))
        case .mask: return (box.mask { Color.black }, json("true"))
        case .compositingGroup: return (box.compositingGroup(), json("true"))
        case .drawingGroup: return (box.drawingGroup(), json("true"))
        case .fill: return (box.fill(.red), json("true"))
        case .stroke: return (box.stroke(.red, lineWidth: 2), json("true"))
        case .symbolRenderingMode: return (box.symbolRenderingMode(.hierarchical), json("true"))
        case .symbolVariant: return (box.symbolVariant(.fill), json("true"))
        case .focused: return (box.focused(true), json("true"))
        case .keyboardType: return (box.keyboardType(1), json("true"))
        case .textContentType: return (box.textContentType(1), json("true"))
        case .textInputAutocapitalization: return (box.textInputAutocapitalization(1), json("true"))
        case .autocorrectionDisabled: return (box.autocorrectionDisabled(), json("true"))
        case .submitLabel: return (box.submitLabel(1), json("true"))
        case .privacySensitive: return (box.privacySensitive(), json("true"))
        case .unredacted: return (box.unredacted(), json("true"))
        case .preferredColorScheme: return (box.preferredColorScheme(.dark), json("true"))
        case .environmentObject: return (box.environmentObject(1), json("true"))
        case .interactiveDismissDisabled: return (box.interactiveDismissDisabled(), json("true"))
        case .presentationDetents: return (box.presentationDetents(1), json("true"))
        case .help: return (box.help("Saves"), json("true"))
        case .matchedGeometryEffect: return (box.matchedGeometryEffect(id: 1, in: 2), json("true"))
        case .scrollDismissesKeyboard: return (box.scrollDismissesKeyboard(1), json("true"))
        case .scrollIndicators: return (box.scrollIndicators(1), json("true"))
        case .scrollContentBackground: return (box.scrollContentBackground(1), json("true"))
        case .listRowBackground: return (box.listRowBackground(Color.red), json("true"))
        case .listRowSeparator: return (box.listRowSeparator(1), json("true"))
        case .sensoryFeedback: return (box.sensoryFeedback(1, trigger: 2), json("true"))
        case .contentTransition: return (box.contentTransition(1), json("true"))
        case .equatable: return (box.equatable(), json("true"))
        case .navigationTitle: return (box.navigationTitle(Text("Inbox")), json(#""Inbox""#))
        case .navigationBarTitle: return (box.navigationBarTitle("Inbox"), json(#""Inbox""#))
        case .navigationBarTitleDisplayMode: return (box.navigationBarTitleDisplayMode(.inline), json(#""inline""#))
        case .navigationBarItems:
            return (
                box.navigationBarItems(leading: Text("Cancel"), trailing: Text("Done")),
                json(#"{"leading": {"text": "Cancel"}, "trailing": {"text": "Done"}}"#)
            )
        case .toolbarTitleDisplayMode: return (box.toolbarTitleDisplayMode(.inlineLarge), json(#""inlineLarge""#))
        case .navigationBarHidden: return (box.navigationBarHidden(true), json("true"))
        case .toolbar:
            return (
                box.toolbar { ToolbarItem(placement: .topBarLeading) { Button("Edit") {} } },
                json(#"[{"toolbarItem": {"placement": "topBarLeading", "children": [{"button": "Edit"}]}}]"#)
            )
        case .toolbarBackground: return (box.toolbarBackground(1), json("true"))
        case .navigationBarBackButtonHidden: return (box.navigationBarBackButtonHidden(), json("true"))
        case .tabItem: return (box.tabItem { Text("Home") }, json("true"))
        case .textSelection: return (box.textSelection(1), json("true"))
        case .keyboardShortcut: return (box.keyboardShortcut("s"), json("true"))
        case .hoverEffect: return (box.hoverEffect(1), json("true"))
        case .onHover: return (box.onHover(), json("true"))
        case .onDrag: return (box.onDrag(1), json("true"))
        case .onDrop: return (box.onDrop(of: 1), json("true"))
        case .draggable: return (box.draggable(1), json("true"))
        case .dropDestination: return (box.dropDestination(for: 1), json("true"))
        case .accessibilityAction: return (box.accessibilityAction(1), json("true"))
        case .accessibilityRemoveTraits: return (box.accessibilityRemoveTraits(1), json("true"))
        case .accessibilitySortPriority: return (box.accessibilitySortPriority(1), json("true"))
        case .accessibilityShowsLargeContentViewer: return (box.accessibilityShowsLargeContentViewer(), json("true"))
        case .statusBarHidden: return (box.statusBarHidden(), json("true"))
        case .fileImporter: return (box.fileImporter(isPresented: false, allowedContentTypes: 1), json("true"))
        case .disableAutocorrection: return (box.disableAutocorrection(), json("true"))
        case .accessibility: return (box.accessibility(label: "Box"), json("true"))
        case .toolbarColorScheme: return (box.toolbarColorScheme(1), json("true"))
        case .tabViewStyle: return (box.tabViewStyle(1), json("true"))
        case .navigationViewStyle: return (box.navigationViewStyle(1), json("true"))
        case .menuStyle: return (box.menuStyle(1), json("true"))
        case .buttonBorderShape: return (box.buttonBorderShape(1), json("true"))
        case .accentColor: return (box.accentColor(.red), json("true"))
        case .colorMultiply: return (box.colorMultiply(.red), json("true"))
        case .strokeBorder: return (box.strokeBorder(1, lineWidth: 2), json("true"))
        case .border: return (box.border(1), json("true"))
        case .containerBackground: return (box.containerBackground(1, for: 1), json("true"))
        case .autocapitalization: return (box.autocapitalization(1), json("true"))
        case .ignoresSafeArea: return (box.ignoresSafeArea(), json("true"))
        case .listRowSeparatorTint: return (box.listRowSeparatorTint(.red), json("true"))
        case .underline: return (box.underline(), json("true"))
        case .scrollClipDisabled: return (box.scrollClipDisabled(), json("true"))
        case .glassEffect: return (box.glassEffect(1), json("true"))
        case .colorScheme: return (box.colorScheme(.dark), json("true"))
        case .searchPresentationToolbarBehavior: return (box.searchPresentationToolbarBehavior(1), json("true"))
        case .containerShape: return (box.containerShape(1), json("true"))
        }
    }

    static func read(_ view: String, version: Int = 2) throws -> LayoutSpec {
        try LayoutSpec(
            data: Data(#"{"version": \#(version), "screens": [{"name": "S", "body": \#(view)}]}"#.utf8), file: "spec.json")
    }

    @Test(arguments: ViewKind.allCases)
    func theDSLAndTheSpecReadEachKindAlike(_ kind: ViewKind) throws {
        let (dsl, json) = Self.forms(of: kind)
        #expect(try Self.read(json).screens[0].body == dsl)
    }

    @Test(arguments: ModifierKind.allCases)
    func theDSLAndTheSpecReadEachModifierAlike(_ modifier: ModifierKind) throws {
        let (dsl, json) = Self.forms(of: modifier)
        #expect(try Self.read(json).screens[0].body == dsl)
    }

    /// Every kind and modifier is used in `Examples/specs/every-form.json` (which the schema check
    /// and the fuzzer read), as a kind key, a modifier, or a text setting beside a text.
    @Test func everyFormUsesEveryEntry() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Examples/specs/every-form.json"))
        var keys: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try JSONSerialization.jsonObject(with: data))
        let missing = (ViewKind.allCases.map(\.rawValue) + ModifierKind.allCases.map(\.rawValue)).filter { !keys.contains($0) }
        #expect(missing.isEmpty, "every-form.json lacks \(missing)")
    }

    /// The schema has a view per kind (and per old key), with the kind's arguments as its
    /// properties, and a modifier per modifier.
    @Test func theSchemaHasEveryEntry() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/layout-spec.schema.json"))
        let definitions = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["$defs"] as? [String: Any])
        let views = try #require((definitions["view"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var properties: [String: Set<String>] = [:]
        for view in views {
            let key = try #require((view["required"] as? [String])?.first)
            let argument = (view["properties"] as? [String: Any])?[key]
            var names: Set<String> = []
            // A kind's arguments are the properties of its object form (in a oneOf, or alone).
            for form in [argument as Any] + ((argument as? [String: Any])?["oneOf"] as? [Any] ?? []) {
                if let object = (form as? [String: Any])?["properties"] as? [String: Any] { names.formUnion(object.keys) }
            }
            properties[key] = names
        }
        #expect(Set(properties.keys) == Set(ViewKind.allCases.map(\.rawValue)).union(ViewKind.legacyKeys.keys))
        // A text's arguments sit beside its `text` key (the schema's text form lists only some).
        for kind in ViewKind.allCases where kind != .text {
            // A key that version 1 gave a component ("button") has both kinds' arguments.
            let legacy = ViewKind(legacyKey: kind.rawValue)?.declaration.arguments ?? []
            let arguments = Set((kind.declaration.arguments + legacy).map(\.name))
            #expect(properties[kind.rawValue] == arguments, "\(kind): the schema has \(properties[kind.rawValue] ?? [])")
        }
        let modifiers = try #require((definitions["modifier"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(modifiers.keys) == Set(ModifierKind.allCases.map(\.rawValue)))
        let textSettings = try #require(definitions["textSettings"] as? [String: Any])
        #expect(Set(textSettings.keys) == Set(ModifierKind.textSettings.map(\.rawValue)))
    }

    /// docs/layout.md's vocabulary table is the one the vocabulary gives (accept a change with
    /// `OVERSET_ACCEPT_GOLDEN=1 swift test --filter VocabularyTests`).
    @Test func theDocsListTheVocabulary() throws {
        let url = Self.root.appendingPathComponent("docs/layout.md")
        let docs = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- vocabulary: generated from ViewKind and ModifierKind by VocabularyTests -->\n"
        let end = "<!-- end of vocabulary -->"
        let start = try #require(docs.range(of: begin), "docs/layout.md has no vocabulary section")
        let stop = try #require(docs.range(of: end, range: start.upperBound..<docs.endIndex))
        let table = Self.documentationTable()
        if ProcessInfo.processInfo.environment["OVERSET_ACCEPT_GOLDEN"] == "1" {
            try (docs[..<start.upperBound] + table + docs[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(docs[start.upperBound..<stop.lowerBound]) == table, "docs/layout.md's vocabulary differs from ViewKind and ModifierKind")
    }

    /// The vocabulary as Markdown tables: views, then modifiers.
    static func documentationTable() -> String {
        func row(_ cells: [String]) -> String { "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n" }
        var text = row(["Spec key", "Swift", "Arguments", "Layout"]) + row(["---", "---", "---", "---"])
        for kind in ViewKind.allCases {
            let entry = kind.declaration
            let legacy = ViewKind.legacyKeys.filter { $0.value == kind }.keys.map { " (version 1 also `\($0)`)" }.joined()
            let arguments = entry.arguments.map { "`\($0.name)`\($0.isRequired ? " (required)" : ""): \($0.type)" }.joined(separator: "; ")
            text += row(["`\(kind.rawValue)`\(legacy)", "`\(entry.swiftName)`", arguments.isEmpty ? "—" : arguments, entry.layout])
        }
        text += "\n" + row(["Modifier", "Effect", "Argument", "Layout"]) + row(["---", "---", "---", "---"])
        for modifier in ModifierKind.allCases {
            let entry = modifier.declaration
            let effect: String
            switch modifier.effect {
            case .layout: effect = "layout"
            case .textSetting: effect = "text setting"
            case .none: effect = "none"
            }
            text += row(["`\(modifier.rawValue)`", effect, entry.arguments.map(\.type).joined(separator: "; "), entry.layout])
        }
        return text
    }

    /// A version 1 spec reads a component's old key, with a warning naming the new one; a
    /// version 2 spec refuses it, naming the new one.
    @Test func oldComponentKeysAreReadInVersion1Only() throws {
        let old = try Self.read(#"{"toggle": "Wi-Fi"}"#, version: 1)
        #expect(old.screens[0].body == DFToggle("Wi-Fi"))
        #expect(old.warnings == [#"spec.json: screens[0].body.toggle: write "dfToggle" for DesignFoundation's DFToggle; version 2 specs read only that"#])
        #expect(try Self.read(#"{"dfToggle": "Wi-Fi"}"#, version: 1).warnings.isEmpty)
        #expect {
            _ = try Self.read(#"{"card": {}}"#)
        } throws: { error in
            (error as? OversetSpecError)?.description
                == #"spec.json: screens[0].body.card: names no view in a version 2 spec; DesignFoundation's DFCard is "dfCard""#
        }
        #expect(throws: OversetSpecError.self) { _ = try Self.read(#"{"text": "x"}"#, version: 3) }
    }
}
