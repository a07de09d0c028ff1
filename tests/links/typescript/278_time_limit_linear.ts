var solution = function(isBadVersion: any) {
    return function(n: number): number {
        // One call per version: 2^31 - 1 of them when the last one is the first bad.
        let version = 1;
        while (!isBadVersion(version)) version++;
        return version;
    };
};
