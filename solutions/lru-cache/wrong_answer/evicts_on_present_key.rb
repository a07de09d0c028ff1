# LRU Cache (LeetCode 146), WRONG ANSWER: a full cache evicts even when put updates a present key.
#
# A Hash in order of use, as reference.rb, but put makes room first and asks about the key
# after: when the cache is full, a put that only changes a present key's value still shifts out
# the oldest key, so the cache holds one key less than it may from then on.

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
        @items.shift if @items.size == @capacity
        @items.delete(key)
        @items[key] = value
    end


end
