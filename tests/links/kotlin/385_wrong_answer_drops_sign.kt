class Solution {
    fun deserialize(s: String): NestedInteger {
        if (s[0] != '[') {
            return NestedInteger(s.trimStart('-').toInt())
        }
        val open = ArrayList<NestedInteger>()
        var result = NestedInteger()
        var number = 0
        var digits = false
        for (c in s) {
            if (c == '[') {
                open.add(NestedInteger())
            } else if (c.isDigit()) {
                number = number * 10 + (c - '0')
                digits = true
            } else if (c == ',' || c == ']') {
                if (digits) {
                    open.last().add(NestedInteger(number)) // the '-' before it was skipped
                    number = 0
                    digits = false
                }
                if (c == ']') {
                    result = open.removeAt(open.size - 1)
                    if (open.isNotEmpty()) {
                        open.last().add(result)
                    }
                }
            }
        }
        return result
    }
}
