class Solution {
    public double halfOf(double d) {
        return d / 2;
    }
}
