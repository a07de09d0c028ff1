class Solution
    # Draw among the cells not yet flipped, numbered 0...total; the drawn number is then given
    # the cell of the last number, which leaves the range.

=begin
    :type m: Integer
    :type n: Integer
=end
    def initialize(m, n)
        @m = m
        @n = n
        @total = m * n
        @moved = {}
    end


=begin
    :rtype: Integer[]
=end
    def flip()
        @total -= 1
        k = rand(@total + 1)
        cell = @moved.fetch(k, k)
        @moved[k] = @moved.fetch(@total, @total)
        cell.divmod(@n)
    end


=begin
    :rtype: Void
=end
    def reset()
        @total = @m * @n
        @moved.clear
    end


end

# Your Solution object will be instantiated and called as such:
# obj = Solution.new(m, n)
# param_1 = obj.flip()
# obj.reset()
