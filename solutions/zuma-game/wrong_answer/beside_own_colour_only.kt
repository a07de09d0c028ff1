// Mistake: a ball is only ever put next to a ball of its own colour; "RRWWRRBBRR" with "WB" needs
// a W between the two Rs first (2 balls), which this never tries, so it answers -1.
class Solution {
    fun findMinStep(board: String, hand: String): Int {
        val counts = IntArray(26)
        for (ball in hand) counts[ball - 'A']++
        val best = search(board, counts)
        return if (best == Int.MAX_VALUE) -1 else best
    }

    private fun search(row: String, counts: IntArray): Int {
        if (row.isEmpty()) return 0
        var best = Int.MAX_VALUE
        var i = 0
        while (i < row.length) {
            var j = i
            while (j < row.length && row[j] == row[i]) j++
            val needed = maxOf(0, 3 - (j - i))
            val colour = row[i] - 'A'
            if (counts[colour] >= needed) {
                counts[colour] -= needed
                val rest = search(collapse(row.substring(0, i) + row.substring(j)), counts)
                if (rest != Int.MAX_VALUE) best = minOf(best, rest + needed)
                counts[colour] += needed
            }
            i = j
        }
        return best
    }

    private fun collapse(row: String): String {
        var i = 0
        while (i < row.length) {
            var j = i
            while (j < row.length && row[j] == row[i]) j++
            if (j - i >= 3) return collapse(row.substring(0, i) + row.substring(j))
            i = j
        }
        return row
    }
}
