import DiffableCompat
import Foundation
import Testing

/// A UTC Gregorian calendar, so minute rounding does not depend on the machine's zone.
private func utcCalendar() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

@MainActor
@Suite("DiffableCompat: audit 3 of the input controls, bounds and bad input as iOS 18's controls answer them")
struct ControlsAudit3Tests {
    // MARK: UIStepper

    @Test("a stepper bound set past the other drags the other with it and the value follows, as iOS 18's stepper")
    func stepperBoundsDragEachOther() {
        let stepper = UIStepper()
        stepper.value = 40
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 50
        #expect(stepper.minimumValue == 50 && stepper.maximumValue == 50 && stepper.value == 50)
        stepper.maximumValue = 80
        stepper.value = 70
        stepper.minimumValue = 75
        #expect(stepper.value == 75 && stepper.maximumValue == 80)
    }

    @Test("a stepValue of 0 or less raises UIKit's NSInvalidArgumentException and keeps the step; a NaN step is kept and a tap with it does nothing")
    func stepperRefusesNonPositiveSteps() {
        let stepper = UIStepper()
        let report = DiffableFailures.record {
            stepper.stepValue = 0
            stepper.stepValue = -2
        }
        #expect(report.failures.map(\.reason) == ["stepValue must be greater than 0", "stepValue must be greater than 0"])
        #expect(report.failures.allSatisfy { $0.name == "NSInvalidArgumentException" } && stepper.stepValue == 1)
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        stepper.stepValue = .nan
        stepper.increment()
        #expect(stepper.stepValue.isNaN && stepper.value == 0 && sent == 0)
    }

    @Test("a stepper pins infinite values to its bounds, keeps NaN as UIKit's comparisons do, wraps down and ignores taps when disabled")
    func stepperBadValuesAndTaps() {
        let stepper = UIStepper()
        stepper.value = .infinity
        #expect(stepper.value == 100)
        stepper.value = -.infinity
        #expect(stepper.value == 0)
        stepper.value = .nan
        #expect(stepper.value.isNaN)
        stepper.value = 0
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        stepper.decrement()
        #expect(sent.isEmpty, "− is disabled at the minimum")
        stepper.wraps = true
        stepper.decrement()
        #expect(sent == [100])
        stepper.isEnabled = false
        stepper.increment()
        #expect(sent == [100] && stepper.value == 100)
    }

    @Test("a stepper keeps a divider image per pair of states")
    func stepperDividerImages() {
        let stepper = UIStepper(), divider = UIImage()
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === divider)
        #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) == nil)
        stepper.setDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) == nil)
    }

    // MARK: UIProgressView

    @Test("a progress view pins as UIKit's fmin does: NaN and +infinity read 1, negatives and -infinity 0")
    func progressPinsBadValues() {
        let view = UIProgressView(progressViewStyle: .default)
        view.progress = .nan
        #expect(view.progress == 1)
        view.setProgress(-.infinity, animated: true)
        #expect(view.progress == 0)
        view.setProgress(.infinity, animated: false)
        #expect(view.progress == 1)
        view.progress = -0.5
        #expect(view.progress == 0)
        view.progress = 0.25
        #expect(view.progress == 0.25)
        let progress = Progress(totalUnitCount: 0)
        view.observedProgress = progress
        #expect(view.progress == 0, "an empty Progress is 0 complete")
        progress.totalUnitCount = 2
        progress.completedUnitCount = 5
        #expect(view.progress == 1, "an overfull Progress pins at 1")
    }

    // MARK: UIDatePicker

    @Test("minuteInterval takes only the divisors of 60 up to 30 and ignores anything else, as iOS 18's setter")
    func datePickerMinuteInterval() {
        let picker = UIDatePicker()
        #expect(picker.minuteInterval == 1 && picker.roundsToMinuteInterval)
        picker.minuteInterval = 15
        for bad in [7, 0, -5, 45, 60, Int.max, Int.min] { picker.minuteInterval = bad }
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 30
        #expect(picker.minuteInterval == 30)
    }

    @Test("a date picker rounds its date down to the minute interval, keeping the seconds, unless told not to")
    func datePickerRoundsToTheInterval() throws {
        let picker = UIDatePicker()
        picker.calendar = utcCalendar()
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.minuteInterval = 15
        let calendar = utcCalendar()
        let set = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 27, hour: 10, minute: 7, second: 42)))
        picker.date = set.addingTimeInterval(0.5)
        let parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: picker.date)
        #expect(parts.hour == 10 && parts.minute == 0 && parts.second == 42 && parts.nanosecond == 0)
        picker.roundsToMinuteInterval = false
        picker.date = set
        #expect(picker.date == set)
    }

    @Test("the date reads back inside its bounds, the date set comes back when a bound loosens, and a minimum after the maximum is ignored")
    func datePickerBounds() {
        let picker = UIDatePicker()
        let noon = Date(timeIntervalSince1970: 1_800_000_000)
        picker.date = noon
        picker.minimumDate = noon.addingTimeInterval(3600)
        #expect(picker.date == noon.addingTimeInterval(3600))
        picker.minimumDate = nil
        #expect(picker.date == noon, "UIKit keeps the date set and clamps what it shows")
        picker.minimumDate = noon.addingTimeInterval(7200)
        picker.maximumDate = noon.addingTimeInterval(-7200)
        #expect(picker.date == noon, "a minimum after the maximum leaves the date alone")
        picker.maximumDate = noon.addingTimeInterval(9000)
        #expect(picker.date == noon.addingTimeInterval(7200))
    }

    @Test("setting the date in code sends nothing; a user's pick sends valueChanged once; a disabled picker ignores picks")
    func datePickerEvents() {
        let picker = UIDatePicker()
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.date = Date(timeIntervalSince1970: 0)
        picker.setDate(Date(timeIntervalSince1970: 60), animated: true)
        #expect(changes == 0 && picker.date == Date(timeIntervalSince1970: 60))
        picker.pick(Date(timeIntervalSince1970: 120))
        #expect(changes == 1)
        picker.isEnabled = false
        picker.pick(Date(timeIntervalSince1970: 180))
        #expect(changes == 1 && picker.date == Date(timeIntervalSince1970: 120))
    }

    @Test("countDownDuration stays within 0...86,340 seconds (23:59) and NaN is 0; infinite dates pass through without trapping")
    func datePickerCountDownAndHugeDates() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        #expect(picker.countDownDuration == 0 && picker.datePickerStyle == .wheels)
        picker.countDownDuration = 3600
        #expect(picker.countDownDuration == 3600)
        picker.countDownDuration = 90_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
        picker.minuteInterval = 5
        picker.date = .distantFuture
        #expect(picker.date == .distantFuture)
        picker.date = Date(timeIntervalSinceReferenceDate: .infinity)
        #expect(picker.date.timeIntervalSinceReferenceDate == .infinity)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }
}
