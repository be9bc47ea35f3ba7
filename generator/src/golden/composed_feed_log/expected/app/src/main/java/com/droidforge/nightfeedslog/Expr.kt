package com.droidforge.nightfeedslog

import java.math.BigDecimal
import java.math.RoundingMode
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale

/** Helpers behind the app's expressions; the browser preview uses the same rules. */
object Expr {
    private val numberText = Regex("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$")

    fun str(value: Double): String {
        if (value.isNaN()) return "NaN"
        if (value.isInfinite()) return if (value > 0) "Infinity" else "-Infinity"
        if (value == Math.floor(value) && Math.abs(value) < 1e15) return value.toLong().toString()
        val text = fixed(value, 6.0)
        if (!text.contains('.')) return text
        return text.trimEnd('0').trimEnd('.')
    }

    fun str(value: Boolean): String = if (value) "true" else "false"

    fun str(value: String): String = value

    fun fixed(value: Double, decimals: Double): String {
        if (value.isNaN() || value.isInfinite()) return str(value)
        val places = Math.min(10.0, Math.max(0.0, Math.floor(decimals))).toInt()
        val text = BigDecimal(value).setScale(places, RoundingMode.HALF_UP).toPlainString()
        return if (text.startsWith("-") && isAllZero(text)) text.substring(1) else text
    }

    fun pad(value: Double, width: Double): String {
        if (value.isNaN() || value.isInfinite()) return str(value)
        val digits = fixed(Math.abs(value), 0.0)
        val target = Math.min(20.0, Math.max(0.0, Math.floor(width))).toInt()
        val out = StringBuilder()
        if (value < 0 && digits != "0") out.append('-')
        for (i in digits.length until target) out.append('0')
        return out.append(digits).toString()
    }

    fun num(text: String): Double {
        val trimmed = text.trim()
        return if (numberText.matches(trimmed)) trimmed.toDouble() else 0.0
    }

    fun round(value: Double): Double = Math.floor(value + 0.5)

    fun random(a: Double, b: Double): Double {
        var low = Math.floor(a)
        var high = Math.floor(b)
        if (high < low) {
            val swap = low
            low = high
            high = swap
        }
        return low + Math.floor(Math.random() * (high - low + 1))
    }

    /** Progress bars run from 0 to 1000 so fractional progress still moves the bar. */
    fun progress(value: Double, max: Double): Int {
        if (!(max > 0.0) || value.isNaN()) return 0
        return Math.min(1000.0, Math.max(0.0, round(value / max * 1000.0))).toInt()
    }

    fun <T> itemAt(list: List<T>, index: Double): T? {
        val i = Math.floor(index)
        return if (i >= 0.0 && i < list.size) list[i.toInt()] else null
    }

    fun <T> removeAt(list: MutableList<T>, index: Double) {
        val i = Math.floor(index)
        if (i >= 0.0 && i < list.size) list.removeAt(i.toInt())
    }

    fun contains(text: String, part: String): Boolean = text.lowercase().contains(part.lowercase())

    fun today(): String = SimpleDateFormat("yyyy-MM-dd", Locale.US).format(Date())

    /** Days since 1970-01-01 for a yyyy-MM-dd text naming a real date, else 0. */
    fun days(text: String): Double {
        val parts = dateParts(text) ?: return 0.0
        return civilDays(parts[0].toDouble(), parts[1].toDouble(), parts[2].toDouble())
    }

    private var tone: android.media.ToneGenerator? = null

    /** A short alarm beep (no permission needed); silent where the device has no tone generator. */
    fun beep() {
        try {
            val generator = tone ?: android.media.ToneGenerator(android.media.AudioManager.STREAM_ALARM, 100)
            tone = generator
            generator.startTone(android.media.ToneGenerator.TONE_PROP_BEEP2, 600)
        } catch (e: RuntimeException) {
            tone = null
        }
    }

    fun average(values: List<Double>): Double = if (values.isEmpty()) 0.0 else values.sum() / values.size

    /** Average days between consecutive distinct dates, in date order; 0 with fewer than two. */
    fun averageGap(dates: List<String>): Double {
        val sorted = dates.filter { d -> dateParts(d) != null }.map { d -> days(d) }.distinct().sorted()
        if (sorted.size < 2) return 0.0
        return (sorted[sorted.size - 1] - sorted[0]) / (sorted.size - 1)
    }

    fun lastDate(dates: List<String>): String {
        var last = ""
        for (d in dates) if (dateParts(d) != null && d > last) last = d
        return last
    }

    /** The date n whole days after a yyyy-MM-dd text (Hinnant's civil-from-days), or "". */
    fun addDays(text: String, n: Double): String {
        if (dateParts(text) == null || n.isNaN() || n.isInfinite()) return ""
        val z = days(text) + Math.floor(n) + 719468.0
        val era = Math.floor(z / 146097.0)
        val doe = z - era * 146097.0
        val yoe = Math.floor((doe - Math.floor(doe / 1460.0) + Math.floor(doe / 36524.0) - Math.floor(doe / 146096.0)) / 365.0)
        val doy = doe - (365.0 * yoe + Math.floor(yoe / 4.0) - Math.floor(yoe / 100.0))
        val mp = Math.floor((5.0 * doy + 2.0) / 153.0)
        val day = (doy - Math.floor((153.0 * mp + 2.0) / 5.0) + 1.0).toInt()
        val month = (if (mp < 10.0) mp + 3.0 else mp - 9.0).toInt()
        val year = (yoe + era * 400.0 + (if (month <= 2) 1.0 else 0.0)).toInt()
        return String.format(Locale.US, "%04d-%02d-%02d", year, month, day)
    }

    fun year(text: String): Double = dateParts(text)?.get(0)?.toDouble() ?: 0.0

    fun month(text: String): Double = dateParts(text)?.get(1)?.toDouble() ?: 0.0

    fun day(text: String): Double = dateParts(text)?.get(2)?.toDouble() ?: 0.0

    /** Year, month and day of a yyyy-MM-dd text (ASCII digits only), or null when it is not a real date. */
    private fun dateParts(text: String): IntArray? {
        if (text.length != 10 || text[4] != '-' || text[7] != '-') return null
        for (i in 0 until 10) {
            if (i != 4 && i != 7 && (text[i] < '0' || text[i] > '9')) return null
        }
        val year = text.substring(0, 4).toInt()
        val month = text.substring(5, 7).toInt()
        val day = text.substring(8, 10).toInt()
        if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
        return intArrayOf(year, month, day)
    }

    private fun daysInMonth(year: Int, month: Int): Int {
        if (month == 2) return if ((year % 4 == 0 && year % 100 != 0) || year % 400 == 0) 29 else 28
        return if (month == 4 || month == 6 || month == 9 || month == 11) 30 else 31
    }

    /** Hinnant's days-from-civil in floor arithmetic, exactly as the preview computes it. */
    private fun civilDays(year: Double, month: Double, day: Double): Double {
        val y = if (month <= 2.0) year - 1.0 else year
        val mp = if (month > 2.0) month - 3.0 else month + 9.0
        return 365.0 * y + Math.floor(y / 4.0) - Math.floor(y / 100.0) + Math.floor(y / 400.0) + Math.floor((153.0 * mp + 2.0) / 5.0) + day - 719469.0
    }

    private fun isAllZero(text: String): Boolean {
        for (ch in text) {
            if (ch != '-' && ch != '0' && ch != '.') return false
        }
        return true
    }
}
