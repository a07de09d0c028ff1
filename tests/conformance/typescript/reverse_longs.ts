function reverseLongs(values: number[]): number[] {
    const reversed: number[] = [];
    for (let i = values.length - 1; i >= 0; i--) {
        reversed.push(values[i]);
    }
    return reversed;
};
