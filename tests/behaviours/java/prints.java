

public class Solution {
    public int totalNQueens(int n) {
        System.out.println("n is " + n);
        System.err.print("é" + n);
        return new int[] {1, 0, 0, 2, 10, 4, 40, 92, 352}[n - 1];
    }
}
// Two blank lines first and a public class, as solutions copied from elsewhere often are.
// expect stdout: "n is {n}\n"
// expect stderr: "é{n}"
