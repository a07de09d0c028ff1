function halfOf(d: number): number {
    return d / 2;
};
