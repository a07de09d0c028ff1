class Solution
    # Prefix sums of the weights, and a binary search for the first one at least the drawn target.

=begin
    :type w: Integer[]
=end
    def initialize(w)
        sum = 0
        @totals = w.map { |weight| sum += weight }
    end


=begin
    :rtype: Integer
=end
    def pick_index()
        target = rand(1..@totals.last)
        @totals.bsearch_index { |total| total >= target }
    end


end

# Your Solution object will be instantiated and called as such:
# obj = Solution.new(w)
# param_1 = obj.pick_index()
