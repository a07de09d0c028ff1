// expect stdout: "n = {n}\nno newline"
// expect stderr: "err {n}"
class Solution {
    fun totalNQueens(n: Int): Int {
        println("n = $n")
        print("no newline")
        System.err.print("err $n")
        return intArrayOf(1, 0, 0, 2, 10, 4, 40, 92, 352)[n - 1]
    }
}
