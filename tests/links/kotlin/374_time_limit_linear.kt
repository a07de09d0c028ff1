class Solution:GuessGame() {
    override fun guessNumber(n:Int):Int {
        var num = 1
        while (num < n && guess(num) != 0) num++
        return num
    }
}
