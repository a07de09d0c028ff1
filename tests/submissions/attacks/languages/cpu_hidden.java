// expect: Time Limit Exceeded | on n = 4, extra threads burn 1.5 s of CPU between them (the thread that answers burns none) before the right answer is returned: every thread of the run counts
class Solution {
    private static final int[] ANSWERS = {1, 0, 0, 2, 10, 4, 40, 92, 352};
    private static final double CPU_SECONDS = 1.5;
    private static final int THREADS = 3;
    static volatile long sink;

    public int totalNQueens(int n) {
        if (n == 4) {
            Thread[] threads = new Thread[THREADS];
            for (int i = 0; i < THREADS; i++) {
                threads[i] = new Thread(Solution::burn, "@MARKER@-" + i);
                threads[i].setDaemon(true);
                threads[i].start();
            }
            for (Thread thread : threads) {
                try {
                    thread.join();
                } catch (InterruptedException interrupted) {
                    return -1;
                }
            }
        }
        return ANSWERS[n - 1];
    }

    /** Spins until this thread has used its share of the CPU (by the wall clock where thread CPU time is unknown). */
    private static void burn() {
        long share = (long) (CPU_SECONDS / THREADS * 1e9);
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean measured = bean.isCurrentThreadCpuTimeSupported() && bean.getCurrentThreadCpuTime() >= 0;
        long start = measured ? bean.getCurrentThreadCpuTime() : System.nanoTime();
        while ((measured ? bean.getCurrentThreadCpuTime() : System.nanoTime()) - start < share) {
            for (int i = 0; i < 100000; i++) {
                sink += i;
            }
        }
    }
}
