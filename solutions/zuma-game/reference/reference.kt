/*
 * Reference solution for LeetCode 488, "Zuma Game", in Kotlin.
 *
 * Breadth first over (row, balls left in hand, sorted), so the first empty row is reached with
 * the fewest balls. From a state, each distinct colour of the hand is tried at each useful place:
 * next to a ball of its colour (at the start of that run only: inside it gives the same row), or
 * between two equal balls of another colour, which it splits so that they may close up later.
 * A row is dropped when the hand cannot supply what its colours lack (three balls each: a colour
 * with fewer than three in row and hand together, or more balls missing than the hand holds).
 * The last ball of the hand can only empty the row by making a pair into three, so a hand of one
 * ball is kept only if the row holds a pair of its colour, and only that move is tried.
 * Removals are worked out around the new ball only: before a move no run holds three, so only
 * the new ball's run can vanish, then the run its two neighbours form, and so on.
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
                        val here = row[i]
                        if (here == ball) {
                            // Inside a run of its colour gives the same row as at its start.
                            if (i > 0 && row[i - 1] == ball) continue
                            // The last ball must make a pair into three.
                            if (rest.isEmpty() && (i + 1 == row.length || row[i + 1] != ball)) continue
                        } else if (rest.isEmpty() || i == 0 || row[i - 1] != here) {
                            continue // another colour only helps splitting a pair, and not as the last ball
                        }
                        val after = settle(row, i, ball)
                        if (after.isEmpty()) return step
                        if (rest.isNotEmpty() && !hopeless(after, rest) && seen.add("$after $rest")) {
                            next.add(after to rest)
                        }
                    }
                }
            }
            level = next
        }
        return -1
    }

    // The row with `ball` put before position `at`, once the runs through it have vanished,
    // chains included.
    private fun settle(row: String, at: Int, ball: Char): String {
        val r = CharArray(row.length + 1)
        row.toCharArray(r, 0, 0, at)
        r[at] = ball
        row.toCharArray(r, at + 1, at, row.length)
        val n = r.size
        var lo = at
        var hi = at
        while (lo > 0 && r[lo - 1] == ball) lo--
        while (hi + 1 < n && r[hi + 1] == ball) hi++
        if (hi - lo < 2) return String(r) // nothing vanishes
        // r[lo..hi] vanishes; its two neighbours meet, and vanish too if their runs make three.
        while (lo > 0 && hi + 1 < n && r[lo - 1] == r[hi + 1]) {
            val colour = r[lo - 1]
            var from = lo - 1
            var to = hi + 1
            while (from > 0 && r[from - 1] == colour) from--
            while (to + 1 < n && r[to + 1] == colour) to++
            if ((lo - from) + (to - hi) < 3) break
            lo = from
            hi = to
        }
        return String(r, 0, lo) + String(r, hi + 1, n - hi - 1)
    }

    // Whether the row can no longer be emptied with this hand: one ball left and no pair of its
    // colour, a colour short of three that the hand cannot make up, or more balls missing over
    // all colours than the hand holds.
    private fun hopeless(row: String, hand: String): Boolean {
        if (hand.length == 1 && !row.contains(hand + hand)) return true
        val onRow = IntArray(128)
        val inHand = IntArray(128)
        for (ball in row) onRow[ball.code]++
        for (ball in hand) inHand[ball.code]++
        var needed = 0
        for (colour in row) {
            val missing = 3 - onRow[colour.code]
            onRow[colour.code] = 3 // each colour counted once
            if (missing > 0) {
                if (inHand[colour.code] < missing) return true
                needed += missing
            }
        }
        return needed > hand.length
    }
}
