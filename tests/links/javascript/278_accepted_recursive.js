var solution = function(isBadVersion) {
    const search = (low, high) => {
        if (low === high) return low;
        const mid = Math.floor((low + high) / 2); // doubles: no overflow at 2^31 - 1
        return isBadVersion(mid) ? search(low, mid) : search(mid + 1, high);
    };
    return (n) => search(1, n);
};
