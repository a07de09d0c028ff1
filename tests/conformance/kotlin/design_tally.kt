class Tally(start: Int) {
    private var sum = start
    private val added = mutableListOf<Int>()

    fun add(x: Int) {
        sum += x
        added.add(x)
    }

    fun total(): Int {
        return sum
    }

    fun has(x: Int): Boolean {
        return x in added
    }

    fun label(s: String): String {
        return "$s:$sum"
    }

    fun recent(k: Int): List<Int> {
        return added.asReversed().take(k)
    }

    fun take(x: Int): Int {
        require(x <= sum) { "not enough" }
        sum -= x
        return sum
    }

}

/**
 * Your Tally object will be instantiated and called as such:
 * var obj = Tally(start)
 * obj.add(x)
 * var param_2 = obj.total()
 * var param_3 = obj.has(x)
 * var param_4 = obj.label(s)
 * var param_5 = obj.recent(k)
 * var param_6 = obj.take(x)
 */
