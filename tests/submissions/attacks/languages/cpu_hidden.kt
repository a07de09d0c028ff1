// expect: Time Limit Exceeded | on n = 4, extra threads burn 1.5 s of CPU between them (the thread that answers burns none) before the right answer is returned: every thread of the run counts
class Solution {
    private val answers = intArrayOf(1, 0, 0, 2, 10, 4, 40, 92, 352)

    fun totalNQueens(n: Int): Int {
        if (n == 4) {
            val threads = (0 until THREADS).map { k -> Thread(::burn, "@MARKER@-$k").apply { isDaemon = true } }
            threads.forEach { it.start() }
            threads.forEach { it.join() }
        }
        return answers[n - 1]
    }

    companion object {
        private const val CPU_SECONDS = 1.5
        private const val THREADS = 3

        @Volatile
        private var sink = 0L

        /** Spins until this thread has used its share of the CPU (by the wall clock where thread CPU time is unknown). */
        private fun burn() {
            val share = (CPU_SECONDS / THREADS * 1e9).toLong()
            val bean = java.lang.management.ManagementFactory.getThreadMXBean()
            val measured = bean.isCurrentThreadCpuTimeSupported && bean.currentThreadCpuTime >= 0
            val now = { if (measured) bean.currentThreadCpuTime else System.nanoTime() }
            val start = now()
            while (now() - start < share) {
                for (i in 0 until 100_000) sink += i
            }
        }
    }
}
