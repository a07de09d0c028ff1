// Kotlin Iterator reference:
// https://kotlinlang.org/api/latest/jvm/stdlib/kotlin.collections/-iterator/

class PeekingIterator(iterator: Iterator<Int>) : Iterator<Int> {
    private val source = iterator
    private var ahead: Int? = if (iterator.hasNext()) iterator.next() else null // what next() gives

    fun peek(): Int = ahead!!

    override fun next(): Int {
        val value = ahead!!
        ahead = if (source.hasNext()) source.next() else null
        return value
    }

    override fun hasNext(): Boolean = ahead != null
}
