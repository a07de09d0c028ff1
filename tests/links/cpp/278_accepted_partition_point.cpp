class Solution {
public:
    int firstBadVersion(int n) {
        // The first version of 1..n that is bad, by the standard library's binary search.
        auto versions = views::iota(1LL, (long long)n + 1);
        return *ranges::partition_point(versions, [](long long version) { return !isBadVersion((int)version); });
    }
};
