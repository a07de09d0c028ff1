class Solution {
    public int countWords(List<List<String>> groups) {
        int count = 0;
        for (List<String> group : groups) {
            count += group.size();
        }
        return count;
    }
}
