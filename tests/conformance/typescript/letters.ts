function letters(word: string): string[] {
    return word.split('');
};
