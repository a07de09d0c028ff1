class NestedIterator(nestedList: List<NestedInteger>) {
    private val values = mutableListOf<Int>()
    private var at = 0

    init {
        // Flattened up front, with a stack of its own (the lists nest hundreds deep).
        val pending = ArrayDeque<NestedInteger>()
        nestedList.asReversed().forEach { pending.addLast(it) }
        while (pending.isNotEmpty()) {
            val item = pending.removeLast()
            val number = item.getInteger()
            if (number != null) {
                values.add(number)
            } else {
                item.getList()?.asReversed()?.forEach { pending.addLast(it) }
            }
        }
    }

    fun next(): Int = values[at++]

    fun hasNext(): Boolean = at < values.size
}
