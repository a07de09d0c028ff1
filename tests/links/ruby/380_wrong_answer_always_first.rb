class RandomizedSet
    # Every result right but get_random's: always the oldest member, which is a member, but not random.
    def initialize
        @members = []
    end

    def insert(val)
        return false if @members.include?(val)
        @members << val
        true
    end

    def remove(val)
        !@members.delete(val).nil?
    end

    def get_random
        @members.first
    end
end
