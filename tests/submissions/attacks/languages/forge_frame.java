// expect: Wrong Answer or Runtime Error | on n = 4, writes a forged answer frame for the running case into the judge's result channel (the descriptor the harness got as its last argument), holding text outside Latin-1 and a lone surrogate escape (\ud800), waits 400 ms so that the judge reads that frame alone, then returns a wrong answer (which the harness sends as a second frame): never Accepted, and the judge must not crash on the text
class Solution {
    private static final int[] ANSWERS = {1, 0, 0, 2, 10, 4, 40, 92, 352};
    private static final String FRAME = "{\"case\":3,\"event\":\"result\",\"value\":\"一\\u4e00😀\\ud800\"}\n";

    public int totalNQueens(int n) {
        if (n == 4) {
            try {
                forge();
                Thread.sleep(400); // the judge reads the forged frame before the harness's own
            } catch (Exception refused) {
                System.out.println("forging failed: " + refused);
            }
            return 3; // wrong: 2 is right
        }
        return ANSWERS[n - 1];
    }

    /** The harness's descriptors come on its command line (JudgeHarness__ CONTROL RESULT), which the JVM keeps. */
    private static void forge() throws Exception {
        String[] command = System.getProperty("sun.java.command", "").trim().split("\\s+");
        int number = 4;
        try {
            number = Integer.parseInt(command[command.length - 1]);
        } catch (NumberFormatException unknown) {
            // keep 4
        }
        java.io.FileDescriptor descriptor = new java.io.FileDescriptor();
        java.lang.reflect.Field field = java.io.FileDescriptor.class.getDeclaredField("fd");
        field.setAccessible(true); // java.io is opened to unnamed modules for the harness, so for this class too
        field.setInt(descriptor, number);
        java.io.FileOutputStream channel = new java.io.FileOutputStream(descriptor);
        channel.write(FRAME.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        channel.flush(); // not closed: that would close the harness's channel
    }
}
