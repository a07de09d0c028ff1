function pickLong(i: number, l: number, b: boolean): number {
    return b ? l : i;
};
