class Solution
    # Each element gets a random key, and the array is sorted by the keys.
    def initialize(nums)
        @nums = nums
    end

    def reset
        @nums
    end

    def shuffle
        @nums.sort_by { rand }
    end
end
