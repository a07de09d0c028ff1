class Solution:GuessGame() {
    override fun guessNumber(n:Int):Int {
        var low = 1
        var high = n
        while (low < high) {
            val mid = low + (high - low) / 2
            val res = guess(mid)
            if (res == 0) return mid
            if (res > 0) high = mid - 1 // read the wrong way round: 1 means the pick is higher
            else low = mid + 1
        }
        return low
    }
}
