/*
 * Reference solution for LeetCode 679, "24 Game", in Kotlin.
 *
 * Take any two of the values, replace them with one result of + - * / (both orders of - and /,
 * no division by zero), and recurse until one value is left; it must be 24 within 1e-6. Real
 * division, so 8 / (3 - 8 / 3) reaches 24.
 */
class Solution {
    fun judgePoint24(cards: IntArray): Boolean = solve(cards.map { it.toDouble() })

    private fun solve(values: List<Double>): Boolean {
        if (values.size == 1) return Math.abs(values[0] - 24.0) < 1e-6
        for (i in values.indices) {
            for (j in i + 1 until values.size) {
                val rest = values.filterIndexed { k, _ -> k != i && k != j }
                for (result in combine(values[i], values[j])) {
                    if (solve(rest + result)) return true
                }
            }
        }
        return false
    }

    private fun combine(a: Double, b: Double): List<Double> {
        val results = mutableListOf(a + b, a - b, b - a, a * b)
        if (Math.abs(b) > 1e-6) results.add(a / b)
        if (Math.abs(a) > 1e-6) results.add(b / a)
        return results
    }
}
