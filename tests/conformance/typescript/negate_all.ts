function negateAll(flags: boolean[]): boolean[] {
    return flags.map((flag) => !flag);
};
