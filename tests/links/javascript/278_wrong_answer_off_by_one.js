var solution = function(isBadVersion) {
    return function(n) {
        let low = 1, high = n;
        while (low < high) {
            const mid = Math.floor((low + high) / 2);
            if (isBadVersion(mid)) high = mid - 1; // may step past the first bad version
            else low = mid + 1;
        }
        return low;
    };
};
