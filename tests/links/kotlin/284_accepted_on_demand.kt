class PeekingIterator(private val iterator: Iterator<Int>) : Iterator<Int> {
    private var peeked = false
    private var value = 0

    fun peek(): Int {
        if (!peeked) {
            value = iterator.next()
            peeked = true
        }
        return value
    }

    override fun next(): Int {
        if (peeked) {
            peeked = false
            return value
        }
        return iterator.next()
    }

    override fun hasNext(): Boolean = peeked || iterator.hasNext()
}
