function reverseWords(words: string[]): string[] {
    return words.reverse();
};
