// Mistake: the values stay Ints, so 8 / 3 is 2 and fractions are lost: [3, 3, 8, 8] reaches 24
// only as 8 / (3 - 8 / 3), and this says false.
class Solution {
    fun judgePoint24(cards: IntArray): Boolean = solve(cards.toList())

    private fun solve(values: List<Int>): Boolean {
        if (values.size == 1) return values[0] == 24
        for (i in values.indices) {
            for (j in values.indices) {
                if (i == j) continue
                val rest = values.filterIndexed { k, _ -> k != i && k != j }
                val a = values[i]
                val b = values[j]
                val results = mutableListOf(a + b, a - b, a * b)
                if (b != 0) results.add(a / b)
                if (results.any { solve(rest + it) }) return true
            }
        }
        return false
    }
}
