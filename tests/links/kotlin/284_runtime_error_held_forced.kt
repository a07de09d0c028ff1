class PeekingIterator(private val iterator: Iterator<Int>) : Iterator<Int> {
    private var held: Int? = null

    // Peeks by holding the element, but next() forgets to look at what it holds first.
    fun peek(): Int {
        if (held == null) {
            held = iterator.next()
        }
        return held!!
    }

    override fun next(): Int {
        val value = held!! // null when peek() was not called just before
        held = null
        return value
    }

    override fun hasNext(): Boolean = held != null || iterator.hasNext()
}
