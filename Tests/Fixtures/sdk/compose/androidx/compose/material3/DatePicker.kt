// Mirrors compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/DatePicker.kt (androidx.compose.material3:material3 1.4.0)
// Stand-in: DatePicker (stable in 1.4, with focusRequester), DatePickerState (interface, factory and
// rememberDatePickerState), DisplayMode, SelectableDates, DatePickerFormatter and DatePickerDefaults
// (colors() without arguments, dateFormatter, title/headline, year range, skeletons, shape, elevation).
// DatePickerColors' public constructor is not stood in (the stand-in's is internal). The picker composes
// its title and headline once; dates are formatted with java.text.DateFormat instead of skeletons.
package androidx.compose.material3

import androidx.compose.foundation.layout.Column
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import java.text.DateFormat
import java.util.Date
import java.util.TimeZone

/** A calendar date picker (or a date text input, by [DatePickerState.displayMode]). */
@Composable
public fun DatePicker(
    state: DatePickerState,
    modifier: Modifier = Modifier,
    dateFormatter: DatePickerFormatter = remember { DatePickerDefaults.dateFormatter() },
    colors: DatePickerColors = DatePickerDefaults.colors(),
    title: (@Composable () -> Unit)? = {
        DatePickerDefaults.DatePickerTitle(displayMode = state.displayMode, contentColor = colors.titleContentColor)
    },
    headline: (@Composable () -> Unit)? = {
        DatePickerDefaults.DatePickerHeadline(
            selectedDateMillis = state.selectedDateMillis,
            displayMode = state.displayMode,
            dateFormatter = dateFormatter,
            contentColor = colors.headlineContentColor,
        )
    },
    showModeToggle: Boolean = true,
    focusRequester: FocusRequester? = remember { FocusRequester() },
) {
    // A column with the modifier (its semantics, its test tag) around the title and the headline.
    Column(modifier) {
        title?.invoke()
        headline?.invoke()
    }
}

/** The state of a [DatePicker]: the selection (UTC milliseconds at the start of the day) and what is shown. */
@Stable
public interface DatePickerState {
    /** The selected date, or null. */
    public var selectedDateMillis: Long?

    /** The month shown (UTC milliseconds at its first day). */
    public var displayedMonthMillis: Long

    /** Calendar picker or text input. */
    public var displayMode: DisplayMode

    /** The years the picker offers. */
    public val yearRange: IntRange

    /** Which dates and years can be selected. */
    public val selectableDates: SelectableDates

    /** The locale the picker formats with. */
    public val locale: CalendarLocale
}

/** Creates a [DatePickerState] (see [rememberDatePickerState] for a remembered one). */
public fun DatePickerState(
    locale: CalendarLocale,
    initialSelectedDateMillis: Long? = null,
    initialDisplayedMonthMillis: Long? = initialSelectedDateMillis,
    yearRange: IntRange = DatePickerDefaults.YearRange,
    initialDisplayMode: DisplayMode = DisplayMode.Picker,
    selectableDates: SelectableDates = DatePickerDefaults.AllDates,
): DatePickerState =
    DatePickerStateImpl(locale, initialSelectedDateMillis, initialDisplayedMonthMillis, yearRange, initialDisplayMode, selectableDates)

/** Creates and remembers a [DatePickerState]. */
@Composable
public fun rememberDatePickerState(
    initialSelectedDateMillis: Long? = null,
    initialDisplayedMonthMillis: Long? = initialSelectedDateMillis,
    yearRange: IntRange = DatePickerDefaults.YearRange,
    initialDisplayMode: DisplayMode = DisplayMode.Picker,
    selectableDates: SelectableDates = DatePickerDefaults.AllDates,
): DatePickerState =
    rememberSaveable {
        DatePickerState(
            CalendarLocale.getDefault(),
            initialSelectedDateMillis,
            initialDisplayedMonthMillis,
            yearRange,
            initialDisplayMode,
            selectableDates,
        )
    }

private class DatePickerStateImpl(
    override val locale: CalendarLocale,
    initialSelectedDateMillis: Long?,
    initialDisplayedMonthMillis: Long?,
    override val yearRange: IntRange,
    initialDisplayMode: DisplayMode,
    override val selectableDates: SelectableDates,
) : DatePickerState {
    override var selectedDateMillis: Long? by mutableStateOf(initialSelectedDateMillis)
    override var displayedMonthMillis: Long by mutableStateOf(initialDisplayedMonthMillis ?: System.currentTimeMillis())
    override var displayMode: DisplayMode by mutableStateOf(initialDisplayMode)
}

/** Whether a date picker shows a calendar or a text input. */
@Immutable
@JvmInline
public value class DisplayMode internal constructor(internal val value: Int) {
    override fun toString(): String = if (this == Picker) "Picker" else "Input"

    public companion object {
        /** The calendar. */
        public val Picker: DisplayMode = DisplayMode(0)

        /** The text input. */
        public val Input: DisplayMode = DisplayMode(1)
    }
}

/** Which dates and years a date picker lets the user select (all, by default). */
@Stable
public interface SelectableDates {
    /** Whether the day starting at [utcTimeMillis] can be selected. */
    public fun isSelectableDate(utcTimeMillis: Long): Boolean = true

    /** Whether [year] can be selected. */
    public fun isSelectableYear(year: Int): Boolean = true
}

/** Formats the dates a date picker shows. */
public interface DatePickerFormatter {
    /** The month and year of [monthMillis], or null. */
    public fun formatMonthYear(monthMillis: Long?, locale: CalendarLocale): String?

    /** The date [dateMillis], or null; [forContentDescription] asks for the spoken form. */
    public fun formatDate(dateMillis: Long?, locale: CalendarLocale, forContentDescription: Boolean = false): String?
}

/** The colours of a date picker's parts. */
@Immutable
public class DatePickerColors
internal constructor(
    public val containerColor: Color,
    public val titleContentColor: Color,
    public val headlineContentColor: Color,
    public val selectedDayContainerColor: Color,
    public val selectedDayContentColor: Color,
)

/** Default values of the date pickers. */
@Stable
public object DatePickerDefaults {
    /** The theme's date picker colours. */
    @Composable
    public fun colors(): DatePickerColors {
        val s = MaterialTheme.colorScheme
        return DatePickerColors(s.surfaceContainerHigh, s.onSurfaceVariant, s.onSurfaceVariant, s.primary, s.onPrimary)
    }

    /** A formatter using the given date skeletons. */
    public fun dateFormatter(
        yearSelectionSkeleton: String = YearMonthSkeleton,
        selectedDateSkeleton: String = YearAbbrMonthDaySkeleton,
        selectedDateDescriptionSkeleton: String = YearMonthWeekdayDaySkeleton,
    ): DatePickerFormatter = StandInDatePickerFormatter(yearSelectionSkeleton, selectedDateSkeleton, selectedDateDescriptionSkeleton)

    /** The title of a date picker ("Select date" / "Enter date"). */
    @Composable
    public fun DatePickerTitle(displayMode: DisplayMode, modifier: Modifier = Modifier, contentColor: Color = colors().titleContentColor) {
        androidx.compose.runtime.CompositionLocalProvider(LocalContentColor provides contentColor) {
            Text(text = if (displayMode == DisplayMode.Picker) "Select date" else "Enter date", modifier = modifier)
        }
    }

    /** The headline of a date picker: the selected date, or a prompt. */
    @Composable
    public fun DatePickerHeadline(
        selectedDateMillis: Long?,
        displayMode: DisplayMode,
        dateFormatter: DatePickerFormatter,
        modifier: Modifier = Modifier,
        contentColor: Color = colors().headlineContentColor,
    ) {
        val text = dateFormatter.formatDate(selectedDateMillis, CalendarLocale.getDefault()) ?: if (displayMode == DisplayMode.Picker) "Selected date" else "Entered date"
        androidx.compose.runtime.CompositionLocalProvider(LocalContentColor provides contentColor) { Text(text = text, modifier = modifier) }
    }

    /** The years a date picker offers by default. */
    public val YearRange: IntRange = IntRange(1900, 2100)

    /** The date picker's tonal elevation. */
    public val TonalElevation: Dp = 0.dp

    /** The date picker's shape (in a dialog). */
    public val shape: Shape
        @Composable @ReadOnlyComposable get() = MaterialTheme.shapes.extraLarge

    /** Every date selectable. */
    public val AllDates: SelectableDates = object : SelectableDates {}

    /** Skeleton: month and year. */
    public const val YearMonthSkeleton: String = "yMMMM"

    /** Skeleton: year, abbreviated month and day. */
    public const val YearAbbrMonthDaySkeleton: String = "yMMMd"

    /** Skeleton: year, month, weekday and day. */
    public const val YearMonthWeekdayDaySkeleton: String = "yMMMMEEEEd"
}

private class StandInDatePickerFormatter(
    val yearSelectionSkeleton: String,
    val selectedDateSkeleton: String,
    val selectedDateDescriptionSkeleton: String,
) : DatePickerFormatter {
    override fun formatMonthYear(monthMillis: Long?, locale: CalendarLocale): String? =
        monthMillis?.let { format(it, DateFormat.LONG, locale) }

    override fun formatDate(dateMillis: Long?, locale: CalendarLocale, forContentDescription: Boolean): String? =
        dateMillis?.let { format(it, if (forContentDescription) DateFormat.FULL else DateFormat.MEDIUM, locale) }

    private fun format(millis: Long, style: Int, locale: CalendarLocale): String =
        DateFormat.getDateInstance(style, locale).apply { timeZone = TimeZone.getTimeZone("UTC") }.format(Date(millis))
}
