class Solution
    # Every index as likely, whatever its weight.
    def initialize(w)
        @n = w.size
    end

    def pick_index
        rand(@n)
    end
end
