class Solution {
    public long pickLong(int i, long l, boolean b) {
        return b ? l : i;
    }
}
