class Solution {
    fun deserialize(s: String): NestedInteger {
        if (s[0] != '[') {
            return NestedInteger(s.toInt())
        }
        val open = ArrayList<NestedInteger>()
        var done = NestedInteger()
        var start = -1
        for ((i, c) in s.withIndex()) {
            when (c) {
                '[' -> open.add(NestedInteger())
                ',', ']' -> {
                    if (start >= 0) {
                        open.last().add(NestedInteger(s.substring(start, i).toInt()))
                        start = -1
                    }
                    if (c == ']') {
                        done = open.removeAt(open.size - 1)
                        if (open.isNotEmpty()) {
                            open.last().add(done)
                        }
                    }
                }
                else -> if (start < 0) start = i
            }
        }
        return done
    }
}
