import OversetLayout

/// Every view kind written both ways, for `theDSLAndTheSpecReadEachKindAlike`: the DSL's view and
/// the spec's JSON, which must read as the same tree.
extension VocabularyTests {
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
}
