class Solution {
    fun negateAll(flags: BooleanArray): BooleanArray {
        return BooleanArray(flags.size) { !flags[it] }
    }
}
