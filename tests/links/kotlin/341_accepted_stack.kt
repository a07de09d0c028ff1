class NestedIterator(nestedList: List<NestedInteger>) {
    // The lists being walked, innermost last: hasNext goes down to the next integer, lazily.
    private val walks = ArrayList<Iterator<NestedInteger>>()
    private var ahead: Int? = null

    init {
        walks.add(nestedList.iterator())
    }

    fun next(): Int {
        hasNext()
        val found = ahead!!
        ahead = null
        return found
    }

    fun hasNext(): Boolean {
        while (ahead == null && walks.isNotEmpty()) {
            val top = walks.last()
            if (!top.hasNext()) {
                walks.removeAt(walks.size - 1)
                continue
            }
            val item = top.next()
            if (item.isInteger()) {
                ahead = item.getInteger()
            } else {
                walks.add(item.getList()!!.iterator())
            }
        }
        return ahead != null
    }
}
