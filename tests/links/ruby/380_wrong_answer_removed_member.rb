class RandomizedSet
    # remove forgets to take the value out of the array get_random draws from.
    def initialize
        @members = {}
        @values = []
    end

    def insert(val)
        return false if @members[val]
        @members[val] = true
        @values << val
        true
    end

    def remove(val)
        !@members.delete(val).nil?
    end

    def get_random
        @values.sample
    end
end
