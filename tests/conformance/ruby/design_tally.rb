class Tally

=begin
    :type start: Integer
=end
    def initialize(start)
        @sum = start
        @added = []
    end


=begin
    :type x: Integer
    :rtype: Void
=end
    def add(x)
        @sum += x
        @added << x
    end


=begin
    :rtype: Integer
=end
    def total()
        @sum
    end


=begin
    :type x: Integer
    :rtype: Boolean
=end
    def has(x)
        @added.include?(x)
    end


=begin
    :type s: String
    :rtype: String
=end
    def label(s)
        "#{s}:#{@sum}"
    end


=begin
    :type k: Integer
    :rtype: Integer[]
=end
    def recent(k)
        @added.reverse.first(k)
    end


=begin
    :type x: Integer
    :rtype: Integer
=end
    def take(x)
        raise ArgumentError, "not enough" if x > @sum

        @sum -= x
    end


end

# Your Tally object will be instantiated and called as such:
# obj = Tally.new(start)
# obj.add(x)
# param_2 = obj.total()
