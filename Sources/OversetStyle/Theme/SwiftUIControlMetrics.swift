/// iOS's list and control chrome that no Apple document sizes, as theme tokens: the defaults are
/// Overset's choices from the best public evidence (docs/layout.md marks each an estimate or a
/// measurement and names its source), and a team sets what it measured on its own devices in a
/// token file (`components.list.…`, `components.stepper.…`, …; docs/themes.md).
public struct SwiftUIControlMetrics: Hashable, Sendable {
    /// A list row's content inset above and below (UIKit's table cells: 11 pt layout margins).
    public var listRowVerticalInset = 11.0
    /// A list row's minimum height (`EnvironmentValues.defaultMinListRowHeight`, 44 on iOS).
    public var listRowMinHeight = 44.0
    /// Grouped lists: the space above a section with a header, and above one without.
    public var listHeaderTopSpacing = 16.0
    public var listSectionTopSpacing = 20.0
    /// Grouped lists: between a header and its rows, and between the rows and a footer.
    public var listHeaderSpacing = 6.0
    public var listFooterSpacing = 6.0
    /// Grouped lists: the space below each section.
    public var listSectionBottomSpacing = 10.0
    /// Between a `NavigationLink` row's label and its disclosure chevron.
    public var listChevronSpacing = 8.0
    /// `textFieldStyle(.roundedBorder)`: the text's inset on each side and above and below, and
    /// the field's minimum height (openuikit measured 34).
    public var roundedFieldHorizontalPadding = 14.0
    public var roundedFieldVerticalPadding = 6.0
    public var roundedFieldMinHeight = 34.0
    /// `.bordered` and `.borderedProminent` buttons: the label's inset across and down at the
    /// small (and mini), regular and large (and extra large) control sizes.
    public var borderedButtonSmallHorizontalPadding = 10.0
    public var borderedButtonSmallVerticalPadding = 5.0
    public var borderedButtonHorizontalPadding = 12.0
    public var borderedButtonVerticalPadding = 7.0
    public var borderedButtonLargeHorizontalPadding = 20.0
    public var borderedButtonLargeVerticalPadding = 14.0
    /// `pickerStyle(.wheel)`: the wheel's height (`UIPickerView`'s long-standing default, 216).
    public var pickerWheelHeight = 216.0
    /// `Stepper`: the size of its minus-and-plus control (`UIStepper`, 94 × 32 since iOS 13).
    public var stepperWidth = 94.0
    public var stepperHeight = 32.0
    /// `Slider`: the height of its track and thumb (`UISlider`, measured 34 on iOS 8.1).
    public var sliderHeight = 34.0
    /// `ContentUnavailableView`: the point size of its symbol.
    public var contentUnavailableSymbolSize = 48.0
    /// `pickerStyle(.segmented)`: the control's height (`UISegmentedControl` since iOS 13), its
    /// titles' point size (not scaled with Dynamic Type) and their inset on each side of a segment.
    public var segmentedHeight = 32.0
    public var segmentedFontSize = 13.0
    public var segmentHorizontalPadding = 8.0
    /// `listSectionSpacing(.compact)`: the space between two sections of a list.
    public var listCompactSectionSpacing = 20.0
    /// `toolbarTitleDisplayMode(.inlineLarge)`: the bold title's point size in the bar's row.
    public var inlineLargeTitleSize = 28.0
    /// Before iOS 26: the navigation bar's height and its large-title zone's (44 and 52).
    public var navigationBarHeightBeforeIOS26 = 44.0
    public var largeTitleHeightBeforeIOS26 = 52.0

    /// Overset's defaults.
    public init() {}

    /// The token names under `components.` with their key paths.
    static var tokens: [(name: String, keyPath: WritableKeyPath<SwiftUIControlMetrics, Double>)] {
        [
            ("list.rowVerticalInset", \.listRowVerticalInset), ("list.rowMinHeight", \.listRowMinHeight),
            ("list.headerTopSpacing", \.listHeaderTopSpacing), ("list.sectionTopSpacing", \.listSectionTopSpacing),
            ("list.headerSpacing", \.listHeaderSpacing), ("list.footerSpacing", \.listFooterSpacing),
            ("list.sectionBottomSpacing", \.listSectionBottomSpacing), ("list.chevronSpacing", \.listChevronSpacing),
            ("textField.roundedBorderHorizontalPadding", \.roundedFieldHorizontalPadding),
            ("textField.roundedBorderVerticalPadding", \.roundedFieldVerticalPadding),
            ("textField.roundedBorderMinHeight", \.roundedFieldMinHeight),
            ("button.borderedSmallHorizontalPadding", \.borderedButtonSmallHorizontalPadding),
            ("button.borderedSmallVerticalPadding", \.borderedButtonSmallVerticalPadding),
            ("button.borderedHorizontalPadding", \.borderedButtonHorizontalPadding),
            ("button.borderedVerticalPadding", \.borderedButtonVerticalPadding),
            ("button.borderedLargeHorizontalPadding", \.borderedButtonLargeHorizontalPadding),
            ("button.borderedLargeVerticalPadding", \.borderedButtonLargeVerticalPadding),
            ("picker.wheelHeight", \.pickerWheelHeight),
            ("stepper.width", \.stepperWidth), ("stepper.height", \.stepperHeight), ("slider.height", \.sliderHeight),
            ("contentUnavailable.symbolSize", \.contentUnavailableSymbolSize),
            ("picker.segmentedHeight", \.segmentedHeight), ("picker.segmentedFontSize", \.segmentedFontSize),
            ("picker.segmentHorizontalPadding", \.segmentHorizontalPadding), ("list.compactSectionSpacing", \.listCompactSectionSpacing),
            ("navigationBar.inlineLargeTitleSize", \.inlineLargeTitleSize),
            ("navigationBar.barHeightBeforeIOS26", \.navigationBarHeightBeforeIOS26),
            ("navigationBar.largeTitleHeightBeforeIOS26", \.largeTitleHeightBeforeIOS26),
        ]
    }
}
