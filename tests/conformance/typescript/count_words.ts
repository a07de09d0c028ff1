function countWords(groups: string[][]): number {
    let count = 0;
    for (const group of groups) count += group.length;
    return count;
};
