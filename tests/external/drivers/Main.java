// Calls LeetCode's Solution for n = 1..9, a fresh Solution per case, in one JVM, as LeetCode does.
// Prints one JSON line per case: {"n": n, "result": value, "ms": milliseconds}. Lines marked
// "only 51" or "only 52" are kept for that problem alone, so that the call is typed as LeetCode's.
import java.util.List;

public class Main {
    public static void main(String[] args) {
        for (int n = 1; n <= 9; n++) {
            long started = System.nanoTime();
            String json = "";
            List<List<String>> result = new Solution().solveNQueens(n); // only 51
            StringBuilder out = new StringBuilder("["); // only 51
            for (int i = 0; i < result.size(); i++) { // only 51
                if (i > 0) out.append(','); // only 51
                out.append('['); // only 51
                List<String> board = result.get(i); // only 51
                for (int j = 0; j < board.size(); j++) { // only 51
                    if (j > 0) out.append(','); // only 51
                    out.append('"').append(board.get(j).replace("\\", "\\\\").replace("\"", "\\\"")).append('"'); // only 51
                } // only 51
                out.append(']'); // only 51
            } // only 51
            json = out.append(']').toString(); // only 51
            json = Integer.toString(new Solution().totalNQueens(n)); // only 52
            double ms = (System.nanoTime() - started) / 1e6;
            System.out.println("{\"n\": " + n + ", \"result\": " + json + ", \"ms\": " + ms + "}");
        }
    }
}
