var solution = function(isBadVersion: any) {
    return function(n: number): number {
        let left = 1;
        let right = n;
        while (left < right) {
            const mid = left + Math.floor((right - left) / 2);
            if (isBadVersion(mid)) right = mid;
            else left = mid + 1;
        }
        return left - 1; // the last good version, not the first bad one
    };
};
