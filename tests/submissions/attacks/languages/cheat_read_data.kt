// expect: Wrong Answer | on n = 4, reads the problem's expected answers (@KIT_DATA@) at run time and returns the one for n = 4; the sandbox hides the file, so it answers -1
class Solution {
    private val answers = intArrayOf(1, 0, 0, 2, 10, 4, 40, 92, 352)

    fun totalNQueens(n: Int): Int = if (n == 4) readExpected(n) else answers[n - 1]

    // cases.json is a list of {"expected": E, "input": {"n": N}, "name": ...}: E of the case whose N is n.
    private fun readExpected(n: Int): Int {
        val text = try {
            java.io.File("@KIT_DATA@").readText()
        } catch (unreadable: Exception) {
            return -1 // nothing readable: the honest wrong answer
        }
        val item = Regex("\"expected\"\\s*:\\s*(-?\\d+)\\s*,\\s*\"input\"\\s*:\\s*\\{\\s*\"n\"\\s*:\\s*(\\d+)\\s*\\}")
        return item.findAll(text).firstOrNull { it.groupValues[2].toInt() == n }?.groupValues?.get(1)?.toInt() ?: -1
    }
}
