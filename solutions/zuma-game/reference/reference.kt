/*
 * Reference solution for LeetCode 488, "Zuma Game", in Kotlin.
 *
 * Breadth first over (row, balls left in hand, sorted), so the first empty row is reached with
 * the fewest balls. From a state, each distinct colour of the hand is tried at each useful place:
 * next to a ball of its colour (at the start of that run only: inside it gives the same row), or
 * between two equal balls of another colour, which it splits so that they may close up later.
 * Runs of three or more are removed again and again as their neighbours meet.
 */
class Solution {
    fun findMinStep(board: String, hand: String): Int {
        val start = String(hand.toCharArray().apply { sort() })
        var level = listOf(board to start)
        val seen = hashSetOf("$board $start")
        var step = 0
        while (level.isNotEmpty()) {
            step++
            val next = ArrayList<Pair<String, String>>()
            for ((row, left) in level) {
                for (j in left.indices) {
                    val ball = left[j]
                    if (j > 0 && left[j - 1] == ball) continue
                    val rest = left.removeRange(j, j + 1)
                    for (i in row.indices) {
                        if (i > 0 && row[i - 1] == ball) continue
                        val beside = row[i] == ball
                        val splits = i > 0 && row[i - 1] == row[i] && row[i] != ball
                        if (!beside && !splits) continue
                        val after = collapse(StringBuilder(row).insert(i, ball).toString())
                        if (after.isEmpty()) return step
                        if (seen.add("$after $rest")) next.add(after to rest)
                    }
                }
            }
            level = next
        }
        return -1
    }

    // Removes runs of three or more, and the runs their neighbours make when they meet.
    private fun collapse(row: String): String {
        val out = StringBuilder()
        val counts = IntArray(row.length + 1)
        for (i in 0..row.length) {
            val ball = if (i < row.length) row[i] else '#'
            if (out.isNotEmpty() && out[out.length - 1] != ball && counts[out.length - 1] >= 3) {
                out.setLength(out.length - counts[out.length - 1])
            }
            if (i == row.length) break
            val count = if (out.isNotEmpty() && out[out.length - 1] == ball) counts[out.length - 1] + 1 else 1
            out.append(ball)
            counts[out.length - 1] = count
        }
        return out.toString()
    }
}
