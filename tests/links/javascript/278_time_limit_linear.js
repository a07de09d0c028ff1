var solution = function(isBadVersion) {
    return function(n) {
        // One call per version: 2^31 - 1 of them when the last one is the first bad.
        for (let version = 1; version < n; version++) {
            if (isBadVersion(version)) return version;
        }
        return n;
    };
};
