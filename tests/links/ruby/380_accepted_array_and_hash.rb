class RandomizedSet
    # The members in an array, each one's index in a hash: remove moves the last member into the gap.
    def initialize()
        @values = []
        @where = {}
    end

=begin
    :type val: Integer
    :rtype: Boolean
=end
    def insert(val)
        return false if @where.key?(val)
        @where[val] = @values.size
        @values << val
        true
    end

=begin
    :type val: Integer
    :rtype: Boolean
=end
    def remove(val)
        at = @where.delete(val)
        return false if at.nil?
        last = @values.pop
        if at < @values.size
            @values[at] = last
            @where[last] = at
        end
        true
    end

=begin
    :rtype: Integer
=end
    def get_random()
        @values[rand(@values.size)]
    end
end

# Your RandomizedSet object will be instantiated and called as such:
# obj = RandomizedSet.new()
# param_1 = obj.insert(val)
# param_2 = obj.remove(val)
# param_3 = obj.get_random()
