// expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the descriptor the Java harness got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
class Solution {
    private val answers = intArrayOf(1, 0, 0, 2, 10, 4, 40, 92, 352)

    fun totalNQueens(n: Int): Int {
        if (n != 4) return answers[n - 1]
        try {
            forge()
            Thread.sleep(400) // the judge reads the forged frame before the harness's own
        } catch (refused: Exception) {
            println("forging failed: $refused")
        }
        return 3 // wrong: 2 is right
    }

    /** The harness's descriptors come on its command line (JudgeHarness__ CONTROL RESULT), which the JVM keeps. */
    private fun forge() {
        val command = System.getProperty("sun.java.command", "").trim().split(Regex("\\s+"))
        val number = command.last().toIntOrNull() ?: 4
        val descriptor = java.io.FileDescriptor()
        val field = java.io.FileDescriptor::class.java.getDeclaredField("fd")
        field.isAccessible = true // java.io is opened to unnamed modules for the harness, so for this class too
        field.setInt(descriptor, number)
        val channel = java.io.FileOutputStream(descriptor)
        channel.write(FRAME.toByteArray(Charsets.UTF_8))
        channel.flush() // not closed: that would close the harness's channel
    }

    companion object {
        private const val FRAME = "{\"case\":3,\"event\":\"result\",\"value\":\"一\\u4e00😀\\ud800\"}\n"
    }
}
