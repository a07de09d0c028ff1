require 'set'

class RandomizedSet
    # A Set, turned into an array for each draw: O(n) per draw, but every member as likely.
    def initialize
        @members = Set.new
    end

    def insert(val)
        !@members.add?(val).nil?
    end

    def remove(val)
        !@members.delete?(val).nil?
    end

    def get_random
        @members.to_a.sample
    end
end
