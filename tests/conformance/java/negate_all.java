class Solution {
    public boolean[] negateAll(boolean[] flags) {
        boolean[] negated = new boolean[flags.length];
        for (int i = 0; i < flags.length; i++) {
            negated[i] = !flags[i];
        }
        return negated;
    }
}
