class Solution {
    fun scaleAll(values: DoubleArray, factor: Double): DoubleArray {
        return DoubleArray(values.size) { values[it] * factor }
    }
}
