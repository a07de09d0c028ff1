class Solution {
    public List<Long> reverseLongs(List<Long> values) {
        List<Long> reversed = new ArrayList<>(values);
        Collections.reverse(reversed);
        return reversed;
    }
}
