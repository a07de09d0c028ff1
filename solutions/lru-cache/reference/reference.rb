# Reference solution for LeetCode 146, "LRU Cache", in Ruby.
#
# A Ruby Hash keeps its keys in the order they were inserted, and deleting a key then storing it
# again puts it last: so the Hash itself is the order of use, the least recently used first. get
# deletes and stores a found key again; put deletes a present key before storing it (assigning
# alone would leave it in its old place) or, when a new key finds the cache full, shifts out the
# first entry.
#
# Cost: O(1) amortized per call; O(capacity) space.

class LRUCache

=begin
    :type capacity: Integer
=end
    def initialize(capacity)
        @capacity = capacity
        @items = {}
    end


=begin
    :type key: Integer
    :rtype: Integer
=end
    def get(key)
        return -1 unless @items.key?(key)
        @items[key] = @items.delete(key)
    end


=begin
    :type key: Integer
    :type value: Integer
    :rtype: Void
=end
    def put(key, value)
        if @items.key?(key)
            @items.delete(key)
        elsif @items.size == @capacity
            @items.shift
        end
        @items[key] = value
    end


end

# Your LRUCache object will be instantiated and called as such:
# obj = LRUCache.new(capacity)
# param_1 = obj.get(key)
# obj.put(key, value)
