import OversetStyle
import OversetText

/// A text's measurement at one proposal, kept once and shared by reference: by the text item's
/// answers (`ProposalMemo`), its size, its diagnostics and the view it places.
///
/// A `TextMeasurement` holds five arrays and a string per line, so each copy retains them all.
/// Passed by value, one measurement was copied into the memo, out of it for the size, out of it
/// again for placing and into the placed view: a seventh of an audit's reference counting. Read
/// through the reference, it is copied only into the frame tree of a case an audit keeps.
final class SharedMeasurement {
    let measurement: TextMeasurement

    init(_ measurement: consuming TextMeasurement) {
        self.measurement = measurement
    }
}

/// A placed `Text` before its `PlacedText` is built (`PlacedViewBuilder.build`): its
/// measurement shared with the item that measured it.
struct PlacedTextParts {
    var string: String
    var style: ResolvedTextStyle
    var measured: SharedMeasurement
    var hiddenText: Diagnostic.HiddenText

    /// The `PlacedText` of a frame tree, with its own copy of the measurement.
    var placedText: PlacedText {
        PlacedText(string: string, style: style, measurement: measured.measurement, hiddenText: hiddenText.string)
    }
}
