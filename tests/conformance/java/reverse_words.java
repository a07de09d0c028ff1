class Solution {
    public List<String> reverseWords(List<String> words) {
        List<String> reversed = new ArrayList<>();
        for (int i = words.size() - 1; i >= 0; i--) {
            reversed.add(words.get(i));
        }
        return reversed;
    }
}
