class RandomizedSet() {
    // Not O(1): getRandom walks the set to a random position. Every member is as likely.
    private val values = HashSet<Int>()
    private val random = Random()

    fun insert(`val`: Int): Boolean = values.add(`val`)

    fun remove(`val`: Int): Boolean = values.remove(`val`)

    fun getRandom(): Int = values.elementAt(random.nextInt(values.size))
}
