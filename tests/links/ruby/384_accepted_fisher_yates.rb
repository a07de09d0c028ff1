class Solution
    # Fisher-Yates on a copy: the array given is kept for reset.

=begin
    :type nums: Integer[]
=end
    def initialize(nums)
        @original = nums.dup
    end


=begin
    :rtype: Integer[]
=end
    def reset()
        @original.dup
    end


=begin
    :rtype: Integer[]
=end
    def shuffle()
        a = @original.dup
        (a.size - 1).downto(1) do |i|
            j = rand(i + 1)
            a[i], a[j] = a[j], a[i]
        end
        a
    end


end

# Your Solution object will be instantiated and called as such:
# obj = Solution.new(nums)
# param_1 = obj.reset()
# param_2 = obj.shuffle()
