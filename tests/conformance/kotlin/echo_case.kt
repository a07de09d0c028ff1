class Solution {
    fun echoCase(n: Int): Int {
        if (n % 3 != 0) {
            if (n % 6 == 4) {
                print("out $n")
            } else {
                println("out $n")
            }
            System.err.println("err $n")
        }
        return n + 1
    }
}
