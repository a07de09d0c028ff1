class RandomizedSet() {
    // The members in a list, and where each stands in it: remove moves the last one into the hole.
    private val values = ArrayList<Int>()
    private val where = HashMap<Int, Int>()

    fun insert(`val`: Int): Boolean {
        if (`val` in where) return false
        where[`val`] = values.size
        values.add(`val`)
        return true
    }

    fun remove(`val`: Int): Boolean {
        val at = where.remove(`val`) ?: return false
        val last = values.removeAt(values.size - 1)
        if (at < values.size) {
            values[at] = last
            where[last] = at
        }
        return true
    }

    fun getRandom(): Int {
        return values.random()
    }

}

/**
 * Your RandomizedSet object will be instantiated and called as such:
 * var obj = RandomizedSet()
 * var param_1 = obj.insert(val)
 * var param_2 = obj.remove(val)
 * var param_3 = obj.getRandom()
 */
